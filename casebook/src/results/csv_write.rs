//! An event's travellers as a results CSV: the header line, then a row per line, only the
//! columns the event needs.

use super::csv_read::POINTS;
use super::line::TravellerLine;
use super::notation::{PASSED_OUT, or_empty, result_fields};
use super::traveller::{EventResults, Traveller};

type Cell = Box<dyn Fn(&EventResults, &Traveller, &TravellerLine) -> String>;

/// The event as a results CSV the reader reads back as it was (the pairs' list is not in it).
pub fn write_csv(event: &EventResults) -> String {
    let lines = || event.boards.iter().flat_map(|t| t.lines.iter());
    let any = |has: fn(&TravellerLine) -> bool| lines().any(has);
    let mut columns: Vec<(&str, Cell)> = Vec::new();
    if event.event.is_some() {
        columns.push(("event", Box::new(|e, _, _| or_empty(e.event.as_ref()))));
    }
    columns.push(("board", Box::new(|_, t, _| t.board.to_string())));
    if event
        .boards
        .iter()
        .any(|t| t.vulnerability != t.board.vulnerability())
    {
        columns.push((
            "vulnerability",
            Box::new(|_, t, _| t.vulnerability.to_string()),
        ));
    }
    if event.boards.iter().any(|t| t.datum.is_some()) {
        columns.push(("datum", Box::new(|_, t, _| or_empty(t.datum))));
    }
    if any(|l| l.section.is_some()) {
        columns.push(("section", Box::new(|_, _, l| or_empty(l.section.as_ref()))));
    }
    if any(|l| l.table.is_some()) {
        columns.push(("table", Box::new(|_, _, l| or_empty(l.table))));
    }
    if any(|l| l.round.is_some()) {
        columns.push(("round", Box::new(|_, _, l| or_empty(l.round))));
    }
    columns.push(("ns", Box::new(|_, _, l| l.ns.to_string())));
    columns.push(("ew", Box::new(|_, _, l| l.ew.to_string())));
    for (i, name) in ["contract", "declarer", "tricks"].into_iter().enumerate() {
        columns.push((
            name,
            Box::new(move |_, _, l| result_fields(&l.result, PASSED_OUT)[i].clone()),
        ));
    }
    if any(|l| l.lead.is_some()) {
        columns.push((
            "lead",
            Box::new(|_, _, l| or_empty(l.lead.map(|c| c.pbn()))),
        ));
    }
    columns.push(("score_ns", Box::new(|_, _, l| or_empty(l.score_ns))));
    if let Some((_, ns, ew)) = event
        .method
        .and_then(|method| POINTS.iter().find(|(m, _, _)| *m == method))
    {
        columns.push((ns, Box::new(|_, _, l| or_empty(l.points_ns))));
        columns.push((ew, Box::new(|_, _, l| or_empty(l.points_ew))));
    }
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    // Writing into memory cannot fail.
    let _ = writer.write_record(columns.iter().map(|(name, _)| *name));
    for traveller in &event.boards {
        for line in &traveller.lines {
            let _ =
                writer.write_record(columns.iter().map(|(_, cell)| cell(event, traveller, line)));
        }
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}
