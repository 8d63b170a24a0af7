//! Writing hand records in PBN's export format (§2.1, §2.3, §3): CRLF line ends, one tag per
//! line, the fifteen mandatory tags in their order with `?` for an unknown value and `""` for
//! one that does not apply, the other tags sorted by name, then the auction and play sections
//! with their notes, then the tables.

use super::escapes::{write_comment, write_note_value, write_value};
use super::tags::{MANDATORY, has_field};
use crate::bridge::{Auction, AuctionCall, Call, IllegalCall, Irregularity, Seat};
use crate::hand_record::{
    AnnotatedAuction, CallAnnotation, Commentary, FinalContract, HandRecord, OtherTag, Play,
    PlayIrregularity, PlayedCard,
};
use std::fmt::Write;

const CRLF: &str = "\r\n";

/// A whole file: the version, export and character-set escape lines, then the games separated
/// by empty lines.
pub fn write(records: &[HandRecord]) -> String {
    let mut out = String::with_capacity(records.len() * 700 + 80);
    out.push_str("% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n");
    for (i, record) in records.iter().enumerate() {
        if i > 0 {
            out.push_str(CRLF);
        }
        write_game(&mut out, record);
    }
    out
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    // A value of `#` or `##…` would be read as inherited (§4.8): a space keeps it a value.
    if value == "#" || value.starts_with("##") {
        out.push(' ');
    }
    out.push_str(&write_value(value));
    out.push_str("\"]\r\n");
}

fn comment_block(out: &mut String, text: &str) {
    out.push('{');
    out.push_str(&write_comment(text).replace('\n', CRLF));
    out.push_str("}\r\n");
}

fn or_unknown(value: Option<&str>) -> &str {
    value.unwrap_or("?")
}

/// The dealer the file names: the auction's, when there is one, since the Auction section must
/// start with the dealer's call (§3.5).
fn dealer(record: &HandRecord) -> Option<Seat> {
    match &record.auction {
        Some(auction) => Some(auction.auction().dealer()),
        None => record.dealer,
    }
}

/// The value of a mandatory tag.
fn mandatory_value(record: &HandRecord, name: &str) -> String {
    let passed_out = record.contract == Some(FinalContract::PassedOut);
    let kept = || record.tag(name).map(str::to_string);
    let value = match name {
        "Event" => record.event.clone(),
        "Site" => record.site.clone(),
        "Date" => record.date.clone(),
        "Board" => record.board.map(|b| b.to_string()),
        "West" => record.player(Seat::West).map(str::to_string),
        "North" => record.player(Seat::North).map(str::to_string),
        "East" => record.player(Seat::East).map(str::to_string),
        "South" => record.player(Seat::South).map(str::to_string),
        "Dealer" => dealer(record).map(|s| s.letter().to_string()),
        "Vulnerable" => record.vulnerability.map(|v| v.pbn_name().to_string()),
        // §3.4.11: in export format the first hand is the dealer's.
        "Deal" => (record.deal.known_hands().next().is_some()).then(|| {
            record
                .deal
                .to_pbn_from(dealer(record).unwrap_or(Seat::North))
        }),
        "Scoring" => record.scoring.clone(),
        "Declarer" if passed_out => Some(String::new()),
        "Declarer" => record.declarer.map(|seat| {
            let swapped = if record.declarer_swapped { "^" } else { "" };
            format!("{swapped}{}", seat.letter())
        }),
        "Contract" => match record.contract {
            Some(FinalContract::PassedOut) => Some("Pass".into()),
            Some(FinalContract::Contract(contract)) => Some(contract.pbn()),
            None => kept(),
        },
        "Result" if passed_out => Some(String::new()),
        "Result" => record.result.map(|tricks| {
            let disputed = if record.result_disputed { "^" } else { "" };
            format!("{disputed}{tricks}")
        }),
        _ => kept(),
    };
    or_unknown(value.as_deref()).to_string()
}

/// Commentary placed after `name`, in the order kept.
fn comments_after<'r>(record: &'r HandRecord, name: &'r str) -> impl Iterator<Item = &'r str> {
    record
        .commentary
        .iter()
        .filter(move |c| c.after.as_deref() == Some(name))
        .map(|c| c.text.as_str())
}

fn write_game(out: &mut String, record: &HandRecord) {
    for text in record
        .commentary
        .iter()
        .filter(|c| c.after.is_none())
        .map(|c| c.text.as_str())
    {
        comment_block(out, text);
    }
    let mut written: Vec<&str> = Vec::new();
    for name in MANDATORY {
        tag(out, name, &mandatory_value(record, name));
        written.push(name);
        for text in comments_after(record, name) {
            comment_block(out, text);
        }
    }
    let handled = |name: &str| has_field(name) || matches!(name, "Auction" | "Play" | "Note");
    let score = record.score_ns.map(|points| OtherTag {
        name: "Score".into(),
        value: format!("NS {points}"),
        section: Vec::new(),
    });
    let mut plain: Vec<&OtherTag> = record
        .other_tags
        .iter()
        .filter(|t| t.section.is_empty() && !handled(&t.name))
        .chain(score.as_ref())
        .collect();
    plain.sort_by(|a, b| a.name.cmp(&b.name));
    for other in &plain {
        if written.contains(&other.name.as_str()) {
            continue;
        }
        tag(out, &other.name, &other.value);
        written.push(&other.name);
        for text in comments_after(record, &other.name) {
            comment_block(out, text);
        }
    }
    // Commentary after a tag that is not written goes at the end of the identification
    // section.
    for comment in &record.commentary {
        if let Some(after) = comment.after.as_deref()
            && !written.contains(&after)
            && !matches!(after, "Auction" | "Play")
            && !record
                .other_tags
                .iter()
                .any(|t| t.name == after && !t.section.is_empty())
        {
            comment_block(out, &comment.text);
        }
    }
    if let Some(auction) = &record.auction {
        write_auction(out, auction, &record.commentary);
    }
    if let Some(play) = &record.play {
        write_play(out, play, &record.commentary);
    }
    let mut tables: Vec<&OtherTag> = record
        .other_tags
        .iter()
        .filter(|t| !t.section.is_empty() && !handled(&t.name))
        .collect();
    tables.sort_by(|a, b| a.name.cmp(&b.name));
    for table in tables {
        tag(out, &table.name, &table.value);
        for line in &table.section {
            // `%` in the first column would make the line an escape line (§2.4).
            if line.starts_with('%') {
                out.push(' ');
            }
            out.push_str(line);
            out.push_str(CRLF);
        }
        for text in comments_after(record, &table.name) {
            comment_block(out, text);
        }
    }
}

/// Numbers notes from 1 in the order their texts first appear; calls or cards with the same
/// text share a note (§3.5.4).
#[derive(Default)]
struct Notes {
    texts: Vec<String>,
}

impl Notes {
    fn number(&mut self, text: &str) -> usize {
        match self.texts.iter().position(|t| t == text) {
            Some(i) => i + 1,
            None => {
                self.texts.push(text.to_string());
                self.texts.len()
            }
        }
    }

    fn write(&self, out: &mut String) {
        for (i, text) in self.texts.iter().enumerate() {
            let _ = write!(out, "[Note \"{}:{}\"]\r\n", i + 1, write_note_value(text));
        }
    }
}

/// Lines of section data, at most four entries to a line (§3.5, §3.6); an entry with
/// commentary ends its line.
struct Lines<'o> {
    out: &'o mut String,
    on_line: usize,
}

impl Lines<'_> {
    fn entry(&mut self, text: &str, comments: &[String]) {
        if self.on_line > 0 {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.on_line += 1;
        for comment in comments {
            self.out.push_str(" {");
            self.out
                .push_str(&write_comment(comment).replace('\n', CRLF));
            self.out.push('}');
        }
        if self.on_line == 4 || !comments.is_empty() {
            self.end_line();
        }
    }

    fn end_line(&mut self) {
        if self.on_line > 0 {
            self.out.push_str(CRLF);
            self.on_line = 0;
        }
    }
}

fn annotations(text: &mut String, note: Option<usize>, nags: &[u8]) {
    if let Some(n) = note {
        let _ = write!(text, " ={n}=");
    }
    let mut sorted = nags.to_vec();
    sorted.sort_unstable();
    for nag in sorted {
        let _ = write!(text, " ${nag}");
    }
}

fn write_auction(out: &mut String, annotated: &AnnotatedAuction, commentary: &[Commentary]) {
    let auction = annotated.auction();
    tag(out, "Auction", &auction.dealer().letter().to_string());
    for c in commentary
        .iter()
        .filter(|c| c.after.as_deref() == Some("Auction"))
    {
        comment_block(out, &c.text);
    }
    let mut notes = Notes::default();
    let mut lines = Lines { out, on_line: 0 };
    // The auction is played again call by call to find where ^S and ^I are due.
    let mut replay = Auction::new(auction.dealer());
    for (recorded, annotation) in annotated.calls() {
        let AuctionCall { call, irregularity } = recorded;
        if let Some(Irregularity::OutOfRotation { by }) = irregularity
            && let Some(turn) = replay.next_seat()
        {
            // §3.9: ^S in place of each player passed over.
            let skipped = (by.index() + 4 - turn.index()) % 4;
            for _ in 0..skipped {
                lines.entry("^S", &[]);
            }
        }
        let mut text = String::new();
        if matches!(
            replay.check(*call),
            Err(IllegalCall::InsufficientBid { .. })
        ) && !matches!(irregularity, Some(Irregularity::OutOfRotation { .. }))
        {
            text.push_str("^I ");
        }
        text.push_str(&call_text(*call));
        let note = note_for_call(annotation).map(|t| notes.number(t));
        annotations(&mut text, note, &annotation.nags);
        let mut comments = annotation.comments.clone();
        if let Some(Irregularity::Other(what)) = irregularity {
            // PBN has no marker for it: kept as commentary.
            comments.push(what.clone());
        }
        lines.entry(&text, &comments);
        match irregularity {
            Some(marker @ Irregularity::OutOfRotation { .. }) => {
                replay.push_irregular(*call, marker.clone());
            }
            _ => {
                replay.record(*call);
            }
        }
    }
    if !auction.is_complete() {
        lines.entry(if annotated.to_be_continued { "+" } else { "*" }, &[]);
    }
    lines.end_line();
    notes.write(out);
}

fn call_text(call: Call) -> String {
    call.pbn()
}

/// The note a call is written with: an alerted call, or an explained one, has one (§3.5.4).
fn note_for_call(annotation: &CallAnnotation) -> Option<&str> {
    match (&annotation.explanation, annotation.alert) {
        (Some(text), _) => Some(text),
        (None, true) => Some(""),
        (None, false) => None,
    }
}

fn write_play(out: &mut String, play: &Play, commentary: &[Commentary]) {
    tag(out, "Play", &play.opening_leader.letter().to_string());
    for c in commentary
        .iter()
        .filter(|c| c.after.as_deref() == Some("Play"))
    {
        comment_block(out, &c.text);
    }
    let mut notes = Notes::default();
    let mut lines = Lines { out, on_line: 0 };
    for trick in &play.tricks {
        for k in 0..4 {
            let seat = play.opening_leader.advance(k);
            match trick.card(seat) {
                Some(played) => {
                    let text = card_text(played, &mut notes);
                    lines.entry(&text, &played.comments);
                }
                None => lines.entry("-", &[]),
            }
        }
    }
    if !play.is_complete() {
        lines.entry(if play.to_be_continued { "+" } else { "*" }, &[]);
    }
    lines.end_line();
    notes.write(out);
}

fn card_text(played: &PlayedCard, notes: &mut Notes) -> String {
    let mut text = String::new();
    match played.irregularity {
        Some(PlayIrregularity::Revoke) => text.push_str("^R "),
        Some(PlayIrregularity::LeadOutOfTurn) => text.push_str("^L "),
        None => {}
    }
    text.push_str(&played.card.pbn());
    let note = played.note.as_deref().map(|t| notes.number(t));
    annotations(&mut text, note, &played.nags);
    text
}
