//! Results from a PBN file: each game's `ScoreTable` is the traveller of its board, and a
//! `TotalScoreTable` lists the pairs. The file is read by [`crate::pbn`] (its character set,
//! tag inheritance and the tables' data lines); this reads the tables.

use super::figure::GivenFigure;
use super::line_fields::{LineFields, given};
use super::pbn_table::{Column, columns, fields};
use super::read_error::ReadError;
use super::refusal::{Place, Problem, Refusal};
use super::traveller::{EventResults, PairEntry, ScoringMethod};
use crate::bridge::Side;
use crate::hand_record::{HandRecord, OtherTag};
use crate::pbn;

/// The column's index, by any of its names (PBN column names are read in any case).
fn find(columns: &[Column], names: &[&str]) -> Option<usize> {
    columns
        .iter()
        .position(|c| names.iter().any(|n| c.name.eq_ignore_ascii_case(n)))
}

/// The scoring a table's columns and the game's `Scoring` tag show: the points columns say
/// matchpoints or IMPs, the tag which IMPs (or, with no points columns, which scoring at all).
fn method(columns: &[Column], scoring: Option<&str>) -> Option<ScoringMethod> {
    if find(columns, &["MP_NS", "MP_EW"]).is_some() {
        return Some(ScoringMethod::Matchpoints);
    }
    let imp_columns = find(columns, &["IMP_NS", "IMP_EW"]).is_some();
    let scoring = scoring.unwrap_or_default().to_lowercase();
    if scoring.contains("butler") {
        Some(ScoringMethod::Butler)
    } else if scoring.contains("cross") {
        Some(ScoringMethod::CrossImps)
    } else if imp_columns || scoring.contains("imp") {
        Some(ScoringMethod::Imps)
    } else if scoring.contains("mp") || scoring.contains("match") {
        Some(ScoringMethod::Matchpoints)
    } else {
        None
    }
}

fn score_table(event: &mut EventResults, record: &HandRecord, table: &OtherTag) {
    let Some(board) = record.board else {
        event.unreadable.push(Refusal::new(
            Place::default(),
            Problem::Unplaced(format!(
                "a game of the file has a {} but no Board tag",
                table.name
            )),
        ));
        return;
    };
    let columns = columns(&table.value);
    if let Some(found) = method(&columns, record.scoring.as_deref()) {
        event.method.get_or_insert(found);
    }
    let refuse = |event: &mut EventResults, place: Place, problem: String| {
        event
            .unreadable
            .push(Refusal::new(place, Problem::Unreadable(problem)));
    };
    let first_seen = event.board(board).is_none();
    let traveller = event.traveller_mut(board);
    match record.vulnerability {
        Some(marked) if first_seen => traveller.vulnerability = marked,
        Some(marked) if marked != traveller.vulnerability => {
            let first = traveller.vulnerability.to_string();
            event.unreadable.push(Refusal::new(
                Place::of_board(board),
                Problem::TwoVulnerabilities {
                    first,
                    second: marked.to_string(),
                },
            ));
        }
        _ => {}
    }
    for name in ["PairId_NS", "PairId_EW"] {
        if find(&columns, &[name]).is_none() {
            refuse(
                event,
                Place::of_board(board),
                format!("the ScoreTable has no {name} column: its rows name no pairs"),
            );
            return;
        }
    }
    for (row_index, row) in table.section.iter().enumerate() {
        let values = fields(row);
        let row_number = row_index + 1;
        if values.len() != columns.len() {
            refuse(
                event,
                Place::of_board(board),
                format!(
                    "row {row_number} of the ScoreTable has {} fields for {} columns",
                    values.len(),
                    columns.len()
                ),
            );
            continue;
        }
        let cell = |names: &[&str]| find(&columns, names).map(|i| values[i].as_str());
        let line_fields = LineFields {
            board: None,
            // A file with a game per section may name the section in a tag of the game.
            section: cell(&["Section"]).or(record.tag("Section")),
            table: cell(&["Table"]),
            round: cell(&["Round"]),
            ns: cell(&["PairId_NS"]),
            ew: cell(&["PairId_EW"]),
            contract: cell(&["Contract"]),
            declarer: cell(&["Declarer"]),
            tricks: cell(&["Result"]),
            lead: cell(&["Lead"]),
            score_ns: cell(&["Score_NS"]),
            score_ew: cell(&["Score_EW"]),
            points_ns: cell(&["MP_NS", "IMP_NS"]),
            points_ew: cell(&["MP_EW", "IMP_EW"]),
            artificial: None,
            vulnerability: None,
        };
        match line_fields.line() {
            Ok(line) => event.traveller_mut(board).lines.push(line),
            Err(problem) => {
                let place = line_fields.place(board);
                refuse(
                    event,
                    place,
                    format!("row {row_number} of the ScoreTable: {problem}"),
                );
            }
        }
    }
}

fn pair_entry(columns: &[Column], values: &[String]) -> Result<PairEntry, String> {
    let cell = |names: &[&str]| given(find(columns, names).map(|i| values[i].as_str()));
    let number_text = cell(&["PairId", "PairNr", "Pair"]).ok_or("the row has no pair number")?;
    let number = number_text
        .parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("\"{number_text}\" is not a pair number"))?;
    let figure = |names: &[&str]| cell(names).map(GivenFigure::parse).transpose();
    Ok(PairEntry {
        section: cell(&["Section"]).map(str::to_string),
        number,
        direction: cell(&["Direction"])
            .map(|d| d.parse::<Side>().map_err(|e| e.to_string()))
            .transpose()?,
        names: cell(&["Names"])
            .map(|n| n.split(" - ").map(str::to_string).collect())
            .unwrap_or_default(),
        total: figure(&[
            "TotalScoreMP",
            "TotalScoreIMP",
            "TotalScore",
            "TotalMP",
            "TotalIMP",
        ])?,
        percentage: figure(&["TotalPercentage", "Percentage"])?,
        place: cell(&["Rank"]).map(str::to_string),
    })
}

fn total_score_table(event: &mut EventResults, table: &OtherTag) {
    let columns = columns(&table.value);
    for (row_index, row) in table.section.iter().enumerate() {
        let values = fields(row);
        let entry = if values.len() == columns.len() {
            pair_entry(&columns, &values)
        } else {
            Err(format!(
                "it has {} fields for {} columns",
                values.len(),
                columns.len()
            ))
        };
        match entry {
            Ok(entry) => event.pairs.push(entry),
            Err(problem) => event.unreadable.push(Refusal::new(
                Place::default(),
                Problem::Unplaced(format!(
                    "row {} of the TotalScoreTable: {problem}",
                    row_index + 1
                )),
            )),
        }
    }
}

/// Reads the score tables of a PBN file.
pub(super) fn read(bytes: &[u8]) -> Result<EventResults, ReadError> {
    let reading = pbn::read_lenient(bytes)?;
    let mut event = EventResults::default();
    // A game that cannot be read may hold a board's lines: no board is then known complete.
    // The reader's error names its line itself.
    for error in &reading.errors {
        event.unreadable.push(Refusal::new(
            Place::default(),
            Problem::Unplaced(error.to_string()),
        ));
    }
    let mut tables = 0;
    for record in &reading.records {
        if event.event.is_none() {
            event.event = record.event.clone();
        }
        for tag in &record.other_tags {
            if tag.name.eq_ignore_ascii_case("ScoreTable") {
                tables += 1;
                score_table(&mut event, record, tag);
            } else if tag.name.eq_ignore_ascii_case("TotalScoreTable") {
                tables += 1;
                total_score_table(&mut event, tag);
            }
        }
    }
    if tables == 0 && reading.errors.is_empty() {
        return Err(ReadError::NoResults("PBN"));
    }
    Ok(event)
}
