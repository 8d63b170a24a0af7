//! An event's travellers as USEBIO 1.2, the shape [`super::usebio_read`] reads. Lines and pairs
//! of a section go in a `SECTION` of their own; an artificial score is written `A6040` in
//! `SCORE` (the notation EBU readers take), an assigned one in `CONTRACT`. Three elements are
//! Casebook's own, written only when there is something to say: a board marked otherwise than
//! Law 2 prescribes carries `VULNERABILITY`, and a line its `TABLE_NUMBER` and `ROUND_NUMBER`.

use super::line::{LineResult, TravellerLine};
use super::notation::{PASSED_OUT, artificial_text, assigned_text};
use super::traveller::{EventResults, PairEntry, ScoringMethod, Traveller};
use crate::adjust::Outcome;
use crate::text::escape::html_attribute;
use std::fmt::Write;

/// Text with the XML specials escaped as for an HTML attribute (the same five entities);
/// the control characters XML 1.0 cannot hold become spaces.
fn escaped(text: &str) -> String {
    let allowed: String = text
        .chars()
        .map(|c| {
            if c.is_control() && !matches!(c, '\t' | '\n' | '\r') {
                ' '
            } else {
                c
            }
        })
        .collect();
    html_attribute(&allowed)
}

struct Xml {
    out: String,
    depth: usize,
}

impl Xml {
    fn open(&mut self, tag: &str) {
        let _ = writeln!(self.out, "{:indent$}<{tag}>", "", indent = self.depth * 2);
        self.depth += 1;
    }

    fn open_with(&mut self, tag: &str, attribute: &str, value: &str) {
        let _ = writeln!(
            self.out,
            "{:indent$}<{tag} {attribute}=\"{}\">",
            "",
            escaped(value),
            indent = self.depth * 2
        );
        self.depth += 1;
    }

    fn close(&mut self, tag: &str) {
        self.depth = self.depth.saturating_sub(1);
        let _ = writeln!(self.out, "{:indent$}</{tag}>", "", indent = self.depth * 2);
    }

    fn element(&mut self, tag: &str, value: impl ToString) {
        let _ = writeln!(
            self.out,
            "{:indent$}<{tag}>{}</{tag}>",
            "",
            escaped(&value.to_string()),
            indent = self.depth * 2
        );
    }

    fn optional(&mut self, tag: &str, value: Option<impl ToString>) {
        if let Some(value) = value {
            self.element(tag, value);
        }
    }
}

fn method_names(method: Option<ScoringMethod>) -> (&'static str, &'static str, [&'static str; 2]) {
    match method {
        Some(ScoringMethod::Matchpoints) | None => (
            "PAIRS",
            "MATCH_POINTS",
            ["NS_MATCH_POINTS", "EW_MATCH_POINTS"],
        ),
        Some(ScoringMethod::Butler) => (
            "BUTLER_PAIRS",
            "BUTLER",
            ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS"],
        ),
        Some(ScoringMethod::CrossImps) => (
            "CROSS_IMP",
            "CROSS_IMPS",
            ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"],
        ),
        Some(ScoringMethod::Imps) => ("IMP_PAIRS", "IMPS", ["NS_IMPS", "EW_IMPS"]),
    }
}

fn pair(xml: &mut Xml, pair: &PairEntry) {
    xml.open("PAIR");
    xml.element("PAIR_NUMBER", pair.number);
    xml.optional("DIRECTION", pair.direction);
    xml.optional("PERCENTAGE", pair.percentage);
    xml.optional("TOTAL_SCORE", pair.total);
    xml.optional("PLACE", pair.place.as_ref());
    for name in &pair.names {
        xml.open("PLAYER");
        xml.element("PLAYER_NAME", name);
        xml.close("PLAYER");
    }
    xml.close("PAIR");
}

fn line(xml: &mut Xml, line: &TravellerLine, points: [&str; 2]) {
    xml.open("TRAVELLER_LINE");
    xml.element("NS_PAIR_NUMBER", line.ns);
    xml.element("EW_PAIR_NUMBER", line.ew);
    xml.optional("TABLE_NUMBER", line.table);
    xml.optional("ROUND_NUMBER", line.round);
    let lead = line
        .lead
        .map(|c| format!("{}{}", c.rank.pbn_char(), c.suit.letter()));
    match &line.result {
        LineResult::Played(Outcome::Played {
            contract,
            declarer,
            tricks,
        }) => {
            xml.element("CONTRACT", contract.pbn());
            xml.element("PLAYED_BY", declarer.letter());
            xml.optional("LEAD", lead);
            xml.element("TRICKS", tricks);
            xml.optional("SCORE", line.score_ns);
        }
        LineResult::Played(Outcome::PassedOut) => {
            xml.element("CONTRACT", PASSED_OUT);
            xml.optional("LEAD", lead);
            xml.optional("SCORE", line.score_ns);
        }
        LineResult::Artificial { ns, ew } => {
            xml.optional("LEAD", lead);
            xml.element("SCORE", artificial_text(*ns, *ew));
        }
        LineResult::Assigned { ns, ew } => {
            xml.element("CONTRACT", assigned_text(ns, ew));
            xml.optional("LEAD", lead);
        }
    }
    xml.optional(points[0], line.points_ns);
    xml.optional(points[1], line.points_ew);
    xml.close("TRAVELLER_LINE");
}

fn board(xml: &mut Xml, traveller: &Traveller, lines: &[&TravellerLine], points: [&str; 2]) {
    xml.open("BOARD");
    xml.element("BOARD_NUMBER", traveller.board);
    if traveller.vulnerability != traveller.board.vulnerability() {
        xml.element("VULNERABILITY", traveller.vulnerability);
    }
    xml.optional("BOARD_AVERAGE", traveller.datum);
    for l in lines {
        line(xml, l, points);
    }
    xml.close("BOARD");
}

/// The pairs and lines of one section (`None`: of no section).
fn section_body(xml: &mut Xml, event: &EventResults, section: Option<&str>, points: [&str; 2]) {
    let pairs: Vec<&PairEntry> = event
        .pairs
        .iter()
        .filter(|p| p.section.as_deref() == section)
        .collect();
    if !pairs.is_empty() {
        xml.open("PARTICIPANTS");
        for p in pairs {
            pair(xml, p);
        }
        xml.close("PARTICIPANTS");
    }
    for traveller in &event.boards {
        let lines: Vec<&TravellerLine> = traveller
            .lines
            .iter()
            .filter(|l| l.section.as_deref() == section)
            .collect();
        // A board with no line at all is still written, with the lines of no section.
        if !lines.is_empty() || (section.is_none() && traveller.lines.is_empty()) {
            board(xml, traveller, &lines, points);
        }
    }
}

/// The event as a USEBIO 1.2 file the reader reads back as it was.
pub fn write_usebio(event: &EventResults) -> String {
    let (event_type, scoring, points) = method_names(event.method);
    let mut xml = Xml {
        out: String::with_capacity(event.boards.len() * 2000 + 400),
        depth: 0,
    };
    xml.out
        .push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    xml.out
        .push_str("<!DOCTYPE USEBIO SYSTEM \"http://www.ebu.co.uk/usebio/usebio_v1_2.dtd\">\n");
    xml.open_with("USEBIO", "Version", "1.2");
    // With no method known, no EVENT_TYPE either: the reader would take one from it.
    match event.method {
        Some(_) => xml.open_with("EVENT", "EVENT_TYPE", event_type),
        None => xml.open("EVENT"),
    }
    xml.optional("EVENT_DESCRIPTION", event.event.as_ref());
    if event.method.is_some() {
        xml.element("BOARD_SCORING_METHOD", scoring);
    }
    let mut sections: Vec<Option<&str>> = event
        .pairs
        .iter()
        .map(|p| p.section.as_deref())
        .chain(
            event
                .boards
                .iter()
                .flat_map(|t| t.lines.iter().map(|l| l.section.as_deref())),
        )
        .collect();
    sections.push(None);
    sections.sort_unstable();
    sections.dedup();
    for section in sections {
        match section {
            None => section_body(&mut xml, event, None, points),
            Some(id) => {
                xml.open_with("SECTION", "SECTION_ID", id);
                section_body(&mut xml, event, Some(id), points);
                xml.close("SECTION");
            }
        }
    }
    xml.close("EVENT");
    xml.close("USEBIO");
    xml.out
}

/// One board's traveller as USEBIO (the adjusted traveller a scorer loads after a ruling).
pub fn write_usebio_traveller(
    event_name: Option<&str>,
    method: Option<ScoringMethod>,
    traveller: &Traveller,
) -> String {
    write_usebio(&EventResults {
        event: event_name.map(str::to_string),
        method,
        boards: vec![traveller.clone()],
        ..EventResults::default()
    })
}
