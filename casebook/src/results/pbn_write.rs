//! An event's travellers as PBN: a game per board with its `ScoreTable`, and a first game with
//! the `TotalScoreTable` when the pairs are known; written by [`crate::pbn::write`].

use super::line::TravellerLine;
use super::notation::{or_empty, result_fields};
use super::pbn_table::{Column, header, rows};
use super::traveller::{EventResults, PairEntry, ScoringMethod, Traveller};
use crate::hand_record::{HandRecord, OtherTag};
use crate::pbn;

fn column(name: &str, right: bool) -> Column {
    Column {
        name: name.to_string(),
        width: 1,
        right,
    }
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
        cells.push((column("Section", false), |l| or_empty(l.section.as_ref())));
    }
    if with_table {
        cells.push((column("Table", true), |l| or_empty(l.table)));
    }
    if with_round {
        cells.push((column("Round", true), |l| or_empty(l.round)));
    }
    cells.push((column("PairId_NS", true), |l| l.ns.to_string()));
    cells.push((column("PairId_EW", true), |l| l.ew.to_string()));
    cells.push((column("Contract", false), |l| {
        let [contract, _, _] = result_fields(&l.result, "Pass");
        contract
    }));
    cells.push((column("Declarer", true), |l| {
        let [_, declarer, _] = result_fields(&l.result, "Pass");
        declarer
    }));
    cells.push((column("Result", true), |l| {
        let [_, _, tricks] = result_fields(&l.result, "Pass");
        tricks
    }));
    if with_lead {
        cells.push((column("Lead", false), |l| or_empty(l.lead.map(|c| c.pbn()))));
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
        cells.push((column(points[0], true), |l| or_empty(l.points_ns)));
        cells.push((column(points[1], true), |l| or_empty(l.points_ew)));
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
    let mut cells: Vec<(Column, Cell)> =
        vec![(column("Rank", true), |p| or_empty(p.place.as_ref()))];
    if with_section {
        cells.push((column("Section", false), |p| or_empty(p.section.as_ref())));
    }
    cells.push((column("PairId", true), |p| p.number.to_string()));
    cells.push((column("Direction", false), |p| or_empty(p.direction)));
    cells.push((column("TotalScore", true), |p| or_empty(p.total)));
    cells.push((column("TotalPercentage", true), |p| or_empty(p.percentage)));
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
