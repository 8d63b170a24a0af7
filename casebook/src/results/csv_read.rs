//! Results from a CSV file: one header line naming the columns (see the module docs of
//! [`crate::results`]), then a row per table's line. UTF-8 with or without a byte-order mark,
//! or UTF-16 with one; commas, or semicolons or tabs when the header has no comma.

use super::line_fields::{LineFields, given};
use super::read_error::ReadError;
use super::refusal::{Place, Problem, Refusal};
use super::traveller::{EventResults, ScoringMethod};
use crate::bridge::BoardNumber;
use crate::text::file::decode_unicode;

/// Every column a results CSV may have. `board`, `ns`, `ew` and `contract` are required.
pub(super) const COLUMNS: [&str; 23] = [
    "event",
    "board",
    "vulnerability",
    "datum",
    "section",
    "table",
    "round",
    "ns",
    "ew",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "score_ns",
    "score_ew",
    "mp_ns",
    "mp_ew",
    "butler_ns",
    "butler_ew",
    "cross_imps_ns",
    "cross_imps_ew",
    "imps_ns",
    "imps_ew",
];

const REQUIRED: [&str; 4] = ["board", "ns", "ew", "contract"];

/// The points columns of each method.
pub(super) const POINTS: [(ScoringMethod, &str, &str); 4] = [
    (ScoringMethod::Matchpoints, "mp_ns", "mp_ew"),
    (ScoringMethod::Butler, "butler_ns", "butler_ew"),
    (ScoringMethod::CrossImps, "cross_imps_ns", "cross_imps_ew"),
    (ScoringMethod::Imps, "imps_ns", "imps_ew"),
];

/// The separator the header line uses.
fn delimiter(text: &str) -> u8 {
    let header = text.lines().next().unwrap_or_default();
    if header.contains(',') {
        b','
    } else if header.contains(';') {
        b';'
    } else if header.contains('\t') {
        b'\t'
    } else {
        b','
    }
}

/// Each known column's index in the header, and the scoring its points columns show.
fn header(
    names: &csv::StringRecord,
) -> Result<(Vec<Option<usize>>, Option<ScoringMethod>), ReadError> {
    let mut at = vec![None; COLUMNS.len()];
    for (i, name) in names.iter().enumerate() {
        let name = name.trim().to_ascii_lowercase();
        let known = COLUMNS.iter().position(|c| *c == name).ok_or_else(|| {
            ReadError::CsvHeader(format!(
                "\"{name}\" is not a column of a results CSV (the columns are {})",
                COLUMNS.join(", ")
            ))
        })?;
        if at[known].replace(i).is_some() {
            return Err(ReadError::CsvHeader(format!(
                "the column \"{name}\" is named twice"
            )));
        }
    }
    for required in REQUIRED {
        if at[COLUMNS.iter().position(|c| *c == required).unwrap_or(0)].is_none() {
            return Err(ReadError::CsvHeader(format!(
                "the header names no \"{required}\" column"
            )));
        }
    }
    let index = |name: &str| COLUMNS.iter().position(|c| *c == name).unwrap_or(0);
    let methods: Vec<ScoringMethod> = POINTS
        .iter()
        .filter(|(_, ns, ew)| at[index(ns)].is_some() || at[index(ew)].is_some())
        .map(|(method, _, _)| *method)
        .collect();
    let method = match methods.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => {
            return Err(ReadError::CsvHeader(
                "the header has points columns of more than one scoring method".to_string(),
            ));
        }
    };
    Ok((at, method))
}

/// Reads the text of a results CSV.
pub(super) fn read(bytes: &[u8]) -> Result<EventResults, ReadError> {
    let text = decode_unicode(bytes)?;
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter(&text))
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let names = reader.headers().map_err(|e| csv_error(&e))?.clone();
    let (at, method) = header(&names)?;
    let mut results = EventResults {
        method,
        ..EventResults::default()
    };
    let mut rows = 0;
    for record in reader.records() {
        let record = record.map_err(|e| csv_error(&e))?;
        rows += 1;
        let line = record.position().map_or(0, |p| p.line() as usize);
        let cell = |name: &str| {
            let column = COLUMNS.iter().position(|c| *c == name)?;
            at[column].and_then(|i| record.get(i))
        };
        let points = |side: usize| {
            POINTS
                .iter()
                .find_map(|(_, ns, ew)| cell(if side == 0 { ns } else { ew }))
        };
        let fields = LineFields {
            board: cell("board"),
            section: cell("section"),
            table: cell("table"),
            round: cell("round"),
            ns: cell("ns"),
            ew: cell("ew"),
            contract: cell("contract"),
            declarer: cell("declarer"),
            tricks: cell("tricks"),
            lead: cell("lead"),
            score_ns: cell("score_ns"),
            score_ew: cell("score_ew"),
            points_ns: points(0),
            points_ew: points(1),
            artificial: None,
            vulnerability: cell("vulnerability"),
        };
        let board = match fields.board() {
            Ok(board) => board,
            Err(problem) => {
                results.unreadable.push(Refusal::new(
                    Place::at_line(line),
                    Problem::Unplaced(problem),
                ));
                continue;
            }
        };
        let place = fields.place(board).with_line(Some(line));
        if record.len() != names.len() {
            results.unreadable.push(Refusal::new(
                place,
                Problem::Unreadable(format!(
                    "the row has {} fields for {} columns",
                    record.len(),
                    names.len()
                )),
            ));
            continue;
        }
        if let Some(event) = given(cell("event"))
            && results.event.is_none()
        {
            results.event = Some(event.to_string());
        }
        // A row refused leaves no trace on its board: its datum and vulnerability are taken
        // only with a line that reads (a board of none would lose them when written).
        let traveller_line = match fields.line() {
            Ok(traveller_line) => traveller_line,
            Err(problem) => {
                results
                    .unreadable
                    .push(Refusal::new(place, Problem::Unreadable(problem)));
                continue;
            }
        };
        if let Err(problem) = board_markings(&mut results, board, &fields, cell("datum")) {
            results.unreadable.push(Refusal::new(place, problem));
            continue;
        }
        results.traveller_mut(board).lines.push(traveller_line);
    }
    if rows == 0 {
        return Err(ReadError::NoResults("CSV"));
    }
    Ok(results)
}

/// The board's vulnerability and datum, from its first row; a later row may not contradict it.
fn board_markings(
    results: &mut EventResults,
    board: BoardNumber,
    fields: &LineFields,
    datum: Option<&str>,
) -> Result<(), Problem> {
    let marked = fields.vulnerability().map_err(Problem::Unreadable)?;
    let datum = given(datum)
        .map(|d| {
            d.parse::<i32>()
                .map_err(|_| Problem::Unreadable(format!("\"{d}\" is not a datum")))
        })
        .transpose()?;
    let first_seen = results.board(board).is_none();
    let traveller = results.traveller_mut(board);
    match marked {
        Some(marked) if first_seen => traveller.vulnerability = marked,
        Some(marked) if marked != traveller.vulnerability => {
            return Err(Problem::TwoVulnerabilities {
                first: traveller.vulnerability.to_string(),
                second: marked.to_string(),
            });
        }
        _ => {}
    }
    if first_seen {
        traveller.datum = datum;
    }
    Ok(())
}

fn csv_error(error: &csv::Error) -> ReadError {
    ReadError::Csv {
        line: error.position().map_or(0, |p| p.line() as usize),
        message: match error.kind() {
            csv::ErrorKind::Utf8 { .. } => "the line is not valid UTF-8".to_string(),
            _ => error.to_string(),
        },
    }
}
