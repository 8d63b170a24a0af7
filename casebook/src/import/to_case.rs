//! A hand record onto a case: a new case for the board, or the board, auction, play and result
//! of a case the committee has already opened.

use super::RecordError;
use super::play_text;
use crate::bridge::{Auction, AuctionCall, HAND_SIZE};
use crate::case::{
    CallAnnotation, Case, CaseAuction, Explanation, Player, ScoringForm, TableResult,
};
use crate::hand_record::{self, AnnotatedAuction, FinalContract, HandRecord};
use chrono::NaiveDate;
use std::collections::HashSet;

/// What attaching a record changed in a case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Attachment {
    pub deal: bool,
    pub auction: bool,
    /// The tricks went into the case's account of the play.
    pub play: bool,
    /// The record has tricks, but the case's account of the play is the committee's own text
    /// and was kept.
    pub play_text_kept: bool,
    pub result: bool,
}

impl Attachment {
    /// The parts attached, for a report: `deal, auction, play, result`.
    pub fn parts(&self) -> Vec<&'static str> {
        [
            (self.deal, "deal"),
            (self.auction, "auction"),
            (self.play, "play"),
            (self.result, "result"),
        ]
        .into_iter()
        .filter_map(|(done, name)| done.then_some(name))
        .collect()
    }
}

/// Whether identity and players are filled wholesale (a new case) or only where blank (a
/// case the committee has typed into).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fill {
    New,
    Blanks,
}

impl Case {
    /// A new draft case for the board of `record`: event, site and date into the identity, the
    /// board as the record marks it, the hands, the auction with its alerts, explanations and
    /// notes, the play, the table result and score, and the players by seat.
    ///
    /// The record's Site goes into the tournament line (the case has no place of its own);
    /// NAGs, the `^` on a swapped declarer or disputed result, and commentary outside the
    /// auction are not kept.
    pub fn from_hand_record(record: &HandRecord) -> Result<Case, RecordError> {
        let number = record.board.ok_or(RecordError::NoBoardNumber)?;
        let mut case = Case::new(number);
        fill_identity(&mut case, record, Fill::New);
        fill_players(&mut case, record, Fill::New);
        attach_board(&mut case, record, &mut Attachment::default())?;
        case.validate().map_err(RecordError::Case)?;
        Ok(case)
    }

    /// Fills this case from a record of its board: the dealer, vulnerability and hands, the
    /// auction (keeping every annotation the committee typed), the play and the result. The
    /// facts, statements, ruling, workflow, decision and write-up are not touched; the
    /// identity and the players are filled only where blank, and a committee's own account of
    /// the play is kept. On an error the case is left as it was.
    pub fn attach_hand_record(&mut self, record: &HandRecord) -> Result<Attachment, RecordError> {
        if let Some(number) = record.board
            && number != self.board.number
        {
            return Err(RecordError::OtherBoard {
                case: self.board.number,
                record: number,
            });
        }
        let mut case = self.clone();
        let mut attachment = Attachment::default();
        fill_identity(&mut case, record, Fill::Blanks);
        fill_players(&mut case, record, Fill::Blanks);
        attach_board(&mut case, record, &mut attachment)?;
        case.validate().map_err(RecordError::Case)?;
        *self = case;
        Ok(attachment)
    }
}

fn blank(text: &str) -> bool {
    text.trim().is_empty()
}

fn fill_identity(case: &mut Case, record: &HandRecord, fill: Fill) {
    let identity = &mut case.identity;
    let set = |field: &mut String, value: &Option<String>| {
        if let Some(value) = value
            && (fill == Fill::New || blank(field))
        {
            field.clone_from(value);
        }
    };
    set(&mut identity.event, &record.event);
    set(&mut identity.tournament, &record.site);
    let (year, date) = record.date.as_deref().map_or((None, None), pbn_date);
    if identity.date.is_none() {
        identity.date = date;
    }
    if identity.year.is_none() {
        identity.year = year;
    }
    if identity.scoring.is_none() {
        identity.scoring = record.scoring.as_deref().and_then(scoring_form);
    }
}

/// A PBN date, `YYYY.MM.DD` with `?` for unknown digits: the year when its digits are known,
/// the date when all are.
fn pbn_date(text: &str) -> (Option<i32>, Option<NaiveDate>) {
    let mut parts = text.trim().split('.');
    // A year a case could not have (a typo in the file) is left out rather than refused.
    let year = parts
        .next()
        .and_then(|y| y.parse::<i32>().ok())
        .filter(|y| (1900..=2200).contains(y));
    let date = NaiveDate::parse_from_str(text.trim(), "%Y.%m.%d")
        .ok()
        .filter(|_| year.is_some());
    (year, date)
}

/// The PBN Scoring tag's method (`IMP`, `MP`, `BAM`; `;` joins several, e.g. `IMP;VP`).
pub(crate) fn scoring_form(text: &str) -> Option<ScoringForm> {
    let methods: Vec<String> = text
        .split(';')
        .map(|m| m.trim().to_ascii_lowercase())
        .collect();
    let has = |name: &str| methods.iter().any(|m| m == name);
    if has("vp") {
        Some(ScoringForm::SwissVp)
    } else if has("imp") || has("imps") {
        Some(ScoringForm::TeamsImp)
    } else if has("mp") || has("matchpoints") {
        Some(ScoringForm::PairsMp)
    } else if has("bam") {
        Some(ScoringForm::Bam)
    } else {
        None
    }
}

fn fill_players(case: &mut Case, record: &HandRecord, fill: Fill) {
    for seat in crate::bridge::Seat::ALL {
        let Some(name) = record.player(seat) else {
            continue;
        };
        let players = &mut case.people.players;
        match players.iter_mut().find(|p| p.seat == seat) {
            Some(player) if fill == Fill::New || blank(&player.name) => {
                player.name = name.to_string();
            }
            Some(_) => {}
            None => players.push(Player {
                seat,
                name: name.to_string(),
                rank: None,
                masterpoints: None,
            }),
        }
    }
    case.people.players.sort_by_key(|p| p.seat.index());
}

/// The board, auction, play and result from the record, as far as it gives them.
fn attach_board(
    case: &mut Case,
    record: &HandRecord,
    attachment: &mut Attachment,
) -> Result<(), RecordError> {
    let dealer = record
        .auction
        .as_ref()
        .map(|a| a.auction().dealer())
        .or(record.dealer);
    if let Some(dealer) = dealer {
        case.board.dealer = dealer;
    }
    if let Some(vulnerability) = record.vulnerability {
        case.board.vulnerability = vulnerability;
    }
    if record.deal.known_hands().next().is_some() {
        case.board.deal = record.deal;
        attachment.deal = true;
    }
    match &record.auction {
        Some(annotated) => {
            case.auction = merge_auction(&case.auction, annotated)?;
            attachment.auction = true;
        }
        // With no auction in the record, an empty one follows the dealer.
        None if case.auction.calls.calls().is_empty() => {
            case.auction = CaseAuction::new(case.board.dealer);
        }
        None => {}
    }
    if let Some(result) = table_result(record) {
        case.result = Some(result);
        attachment.result = true;
    }
    if let Some(play) = &record.play {
        if let Some(lead) = opening_lead(case, play) {
            case.play.opening_lead = Some(lead);
        }
        let ours = blank(&case.play.record)
            || play_text::read(&case.play.record, &case.board.deal).is_some();
        if ours {
            case.play.record = play_text::write(play, record.claim);
            attachment.play = true;
        } else {
            attachment.play_text_kept = true;
        }
    } else if let Some(tricks) = record.claim
        && blank(&case.play.record)
    {
        case.play.record =
            play_text::write(&hand_record::Play::new(case.board.dealer), Some(tricks));
        attachment.play = true;
    }
    Ok(())
}

/// The first card led, when it is the card the case can hold as its opening lead: made by
/// declarer's left-hand opponent (Law 41A). A lead out of turn stays in the trick lines only.
fn opening_lead(case: &Case, play: &hand_record::Play) -> Option<crate::bridge::Card> {
    let lead = play.opening_lead()?;
    let declarer = case.result.as_ref().and_then(|r| r.declarer);
    let proper = match declarer {
        Some(declarer) => declarer.next(),
        None => play.opening_leader,
    };
    let misplaced = case
        .board
        .deal
        .hand(proper)
        .is_some_and(|hand| hand.len() == HAND_SIZE && !hand.contains(lead));
    (!misplaced).then_some(lead)
}

fn table_result(record: &HandRecord) -> Option<TableResult> {
    Some(match record.contract? {
        FinalContract::PassedOut => TableResult {
            contract: None,
            declarer: None,
            tricks: None,
            ns_score: record.score_ns,
        },
        FinalContract::Contract(contract) => TableResult {
            contract: Some(contract),
            declarer: record.declarer,
            tricks: record.result,
            ns_score: record.score_ns,
        },
    })
}

impl CaseAuction {
    /// The calls of a hand record's auction (a pasted PBN or LIN snippet) with the annotations
    /// of both, as an import attaches them; see [`merge_auction`].
    pub fn merge_record(&self, record: &AnnotatedAuction) -> Result<CaseAuction, RecordError> {
        merge_auction(self, record)
    }
}

/// The record's calls with the annotations of both: the committee's stay as typed (the record
/// adds an alert or explanation they lack), the record's own become new ones with the next
/// free note numbers. A call the committee annotated must be the same call in the record.
fn merge_auction(
    ours: &CaseAuction,
    record: &AnnotatedAuction,
) -> Result<CaseAuction, RecordError> {
    let calls: &Auction = record.auction();
    for annotation in &ours.annotations {
        let theirs = calls.calls().get(annotation.call);
        let mine = ours.calls.calls().get(annotation.call);
        if let Some(mine) = mine
            && theirs.map(|c| c.call) != Some(mine.call)
        {
            return Err(RecordError::AnnotatedCallDiffers {
                position: annotation.call + 1,
                case_call: mine.call,
                record_call: theirs.map(|c: &AuctionCall| c.call),
            });
        }
    }
    let mut annotations = ours.annotations.clone();
    let mut used: HashSet<u32> = annotations.iter().filter_map(|a| a.note).collect();
    let mut next_note = used.iter().copied().max().unwrap_or(0);
    for (index, (_, said)) in record.calls().enumerate() {
        let numbered = said.alert || said.explanation.is_some();
        if !numbered && said.comments.is_empty() {
            continue;
        }
        let at = match annotations.iter().position(|a| a.call == index) {
            Some(at) => at,
            None => {
                annotations.push(CallAnnotation {
                    call: index,
                    ..CallAnnotation::default()
                });
                annotations.len() - 1
            }
        };
        let annotation = &mut annotations[at];
        // A record writes only the alerts that were made: a call without one is left
        // unrecorded rather than marked as not alerted.
        if annotation.alerted.is_none() && said.alert {
            annotation.alerted = Some(true);
        }
        if let Some(text) = &said.explanation
            && !annotation.explanations.iter().any(|e| &e.text == text)
        {
            annotation.explanations.push(Explanation {
                by: None,
                to: None,
                text: text.clone(),
            });
        }
        if blank(&annotation.comment) && !said.comments.is_empty() {
            annotation.comment = said.comments.join("\n\n");
        }
        if numbered && annotation.note.is_none() {
            next_note += 1;
            while used.contains(&next_note) {
                next_note += 1;
            }
            used.insert(next_note);
            annotation.note = Some(next_note);
        }
    }
    annotations.sort_by_key(|a| a.call);
    Ok(CaseAuction {
        calls: calls.clone(),
        annotations,
    })
}
