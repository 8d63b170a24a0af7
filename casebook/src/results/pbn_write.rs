//! An event's travellers as PBN: a game per board with its `ScoreTable`, and a first game with
//! the `TotalScoreTable` when the pairs are known; written by [`crate::pbn::write`].

use super::line::{LineResult, TravellerLine};
use super::notation::{artificial_text, assigned_text};
use super::pbn_table::{Column, header, rows};
use super::traveller::{EventResults, PairEntry, ScoringMethod, Traveller};
use crate::adjust::Outcome;
use crate::hand_record::{HandRecord, OtherTag};
use crate::pbn;

fn column(name: &str, right: bool) -> Column {
    Column {
        name: name.to_string(),
        width: 1,
        right,
    }
}

fn text<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(String::new, |v| v.to_string())
}

/// The `Scoring` tag of a method, read back by the reader.
fn scoring_tag(method: Option<ScoringMethod>) -> Option<String> {
    Some(
        match method? {
            ScoringMethod::Matchpoints => "MP",
            ScoringMethod::Butler => "Butler",
            ScoringMethod::CrossImps => "Cross-IMPs",
            ScoringMethod::Imps => "IMP",
        }
        .to_string(),
    )
}

/// The contract, declarer and result columns of a line.
fn result_fields(result: &LineResult) -> [String; 3] {
    match result {
        LineResult::Played(Outcome::Played {
            contract,
            declarer,
            tricks,
        }) => [
            contract.pbn(),
            declarer.letter().to_string(),
            tricks.to_string(),
        ],
        LineResult::Played(Outcome::PassedOut) => ["Pass".into(), String::new(), String::new()],
        LineResult::Artificial { ns, ew } => {
            [artificial_text(*ns, *ew), String::new(), String::new()]
        }
        LineResult::Assigned { ns, ew } => [assigned_text(ns, ew), String::new(), String::new()],
    }
}

/// The score columns as the French federation's files write them: on the side that scores.
fn score_fields(score_ns: Option<i32>) -> [String; 2] {
    match score_ns {
        Some(s) if s < 0 => [String::new(), s.unsigned_abs().to_string()],
        Some(s) => [s.to_string(), String::new()],
        None => [String::new(), String::new()],
    }
}

fn score_table(traveller: &Traveller, method: Option<ScoringMethod>) -> OtherTag {
    let with_section = traveller.any(|l| l.section.is_some());
    let with_table = traveller.any(|l| l.table.is_some());
    let with_round = traveller.any(|l| l.round.is_some());
    let with_lead = traveller.any(|l| l.lead.is_some());
    let with_points = traveller.any(|l| l.points_ns.is_some() || l.points_ew.is_some());
    let points = match method {
        Some(ScoringMethod::Matchpoints) | None => ["MP_NS", "MP_EW"],
        Some(_) => ["IMP_NS", "IMP_EW"],
    };
    type Cell = fn(&TravellerLine) -> String;
    let mut cells: Vec<(Column, Cell)> = Vec::new();
    if with_section {
        cells.push((column("Section", false), |l| text(l.section.as_ref())));
    }
    if with_table {
        cells.push((column("Table", true), |l| text(l.table)));
    }
    if with_round {
        cells.push((column("Round", true), |l| text(l.round)));
    }
    cells.push((column("PairId_NS", true), |l| l.ns.to_string()));
    cells.push((column("PairId_EW", true), |l| l.ew.to_string()));
    cells.push((column("Contract", false), |l| {
        let [contract, _, _] = result_fields(&l.result);
        contract
    }));
    cells.push((column("Declarer", true), |l| {
        let [_, declarer, _] = result_fields(&l.result);
        declarer
    }));
    cells.push((column("Result", true), |l| {
        let [_, _, tricks] = result_fields(&l.result);
        tricks
    }));
    if with_lead {
        cells.push((column("Lead", false), |l| text(l.lead.map(|c| c.pbn()))));
    }
    cells.push((column("Score_NS", true), |l| {
        let [ns, _] = score_fields(l.score_ns);
        ns
    }));
    cells.push((column("Score_EW", true), |l| {
        let [_, ew] = score_fields(l.score_ns);
        ew
    }));
    if with_points {
        cells.push((column(points[0], true), |l| text(l.points_ns)));
        cells.push((column(points[1], true), |l| text(l.points_ew)));
    }
    let values: Vec<Vec<String>> = traveller
        .lines
        .iter()
        .map(|line| cells.iter().map(|(_, cell)| cell(line)).collect())
        .collect();
    let mut columns: Vec<Column> = cells.into_iter().map(|(c, _)| c).collect();
    let section = rows(&mut columns, &values);
    OtherTag {
        name: "ScoreTable".into(),
        value: header(&columns),
        section,
    }
}

fn total_score_table(pairs: &[PairEntry]) -> OtherTag {
    let with_section = pairs.iter().any(|p| p.section.is_some());
    type Cell = fn(&PairEntry) -> String;
    let mut cells: Vec<(Column, Cell)> = vec![(column("Rank", true), |p| text(p.place.as_ref()))];
    if with_section {
        cells.push((column("Section", false), |p| text(p.section.as_ref())));
    }
    cells.push((column("PairId", true), |p| p.number.to_string()));
    cells.push((column("Direction", false), |p| text(p.direction)));
    cells.push((column("TotalScore", true), |p| text(p.total)));
    cells.push((column("TotalPercentage", true), |p| text(p.percentage)));
    cells.push((column("Names", false), |p| p.names.join(" - ")));
    let values: Vec<Vec<String>> = pairs
        .iter()
        .map(|pair| cells.iter().map(|(_, cell)| cell(pair)).collect())
        .collect();
    let mut columns: Vec<Column> = cells.into_iter().map(|(c, _)| c).collect();
    let section = rows(&mut columns, &values);
    OtherTag {
        name: "TotalScoreTable".into(),
        value: header(&columns),
        section,
    }
}

/// The event's travellers (and pairs) as a PBN file the readers read back as they were.
pub fn write_pbn(event: &EventResults) -> String {
    let mut records = Vec::with_capacity(event.boards.len() + 1);
    if !event.pairs.is_empty() {
        records.push(HandRecord {
            event: event.event.clone(),
            other_tags: vec![total_score_table(&event.pairs)],
            ..HandRecord::default()
        });
    }
    for traveller in &event.boards {
        records.push(HandRecord {
            event: event.event.clone(),
            board: Some(traveller.board),
            dealer: Some(traveller.board.dealer()),
            vulnerability: Some(traveller.vulnerability),
            scoring: scoring_tag(event.method),
            other_tags: vec![score_table(traveller, event.method)],
            ..HandRecord::default()
        });
    }
    pbn::write(&records)
}

/// One board's traveller as PBN (the adjusted traveller a scorer loads after a ruling).
pub fn write_pbn_score_table(
    event_name: Option<&str>,
    method: Option<ScoringMethod>,
    traveller: &Traveller,
) -> String {
    write_pbn(&EventResults {
        event: event_name.map(str::to_string),
        method,
        boards: vec![traveller.clone()],
        ..EventResults::default()
    })
}
