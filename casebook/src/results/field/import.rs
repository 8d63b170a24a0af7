//! An event's results file into the archive: read, checked against the Laws and against the
//! event, and kept board by board — a board with a bad line is not kept at all, a file
//! refused as a whole keeps nothing, and the same file imported again changes nothing.

use super::FieldError;
use crate::bridge::BoardNumber;
use crate::results::{CheckOptions, ImportReport, ResultsFormat, read};
use crate::results::{KeptResults, ResultsSource};
use crate::store::Store;
use crate::text::{plural, ranges};
use std::fmt;
use std::path::Path;

/// What an import read, kept and refused.
#[derive(Debug, Clone)]
pub struct ResultsImport {
    pub event: String,
    pub format: ResultsFormat,
    pub report: ImportReport,
    pub kept: KeptResults,
    /// The boards kept on which the event has a case, with the cases' numbers.
    pub boards_with_cases: Vec<(u32, Vec<String>)>,
}

impl ResultsImport {
    /// Whether the archive is as it was.
    pub fn changed_nothing(&self) -> bool {
        self.kept.written.is_empty()
    }
}

/// Imports the results in `bytes` (the file `path` names: its extension helps tell the
/// format) as the results of `event`. `boards`, when given, are the event's boards: a board
/// of the file outside them is refused.
pub fn import_results(
    store: &mut Store,
    path: &Path,
    bytes: &[u8],
    event: &str,
    boards: Option<Vec<BoardNumber>>,
) -> Result<ResultsImport, FieldError> {
    let event = event.trim();
    if event.is_empty() {
        return Err(FieldError::NoEvent);
    }
    let format = ResultsFormat::detect(path, bytes).unwrap_or(ResultsFormat::Csv);
    let results = read(path, bytes)?;
    let cases = store.event_cases(event)?;
    // The file's points are compared at the rounding of the event's profile.
    let profile = super::event_profile(store, event)?;
    let options = CheckOptions {
        boards,
        event: Some(event.to_string()),
    };
    let report = results.check(&options, &profile);
    let kept = if report.file_refusals.is_empty() && !report.accepted.is_empty() {
        let source = ResultsSource {
            file: path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
            format: format.name().to_string(),
        };
        store.keep_results(
            event,
            &source,
            results.method,
            &results.pairs,
            &report.accepted,
        )?
    } else {
        KeptResults::default()
    };
    let kept_boards: Vec<u32> = report.accepted.iter().map(|t| t.board.get()).collect();
    let mut boards_with_cases: Vec<(u32, Vec<String>)> = Vec::new();
    for case in cases.iter().filter(|c| kept_boards.contains(&c.board)) {
        let number = if case.case_number.is_empty() {
            case.uuid.to_string()[..8].to_string()
        } else {
            case.case_number.clone()
        };
        match boards_with_cases.last_mut() {
            Some((board, numbers)) if *board == case.board => numbers.push(number),
            _ => boards_with_cases.push((case.board, vec![number])),
        }
    }
    Ok(ResultsImport {
        event: event.to_string(),
        format,
        report,
        kept,
        boards_with_cases,
    })
}

impl fmt::Display for ResultsImport {
    /// ```text
    /// Open Pairs, from a USEBIO file:
    /// imported: 35 boards (1–6, 8–36), 420 lines
    /// unchanged: 35 boards (1–6, 8–36): the archive held them so
    /// refused: board 7
    ///   board 7, table 4: 4♠= by N scores 620 not 650
    /// cases: board 12 (case 4)
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}, from a {} file:", self.event, self.format.name())?;
        // The boards written, not those the archive already held so.
        let written = ImportReport {
            accepted: self
                .report
                .accepted
                .iter()
                .filter(|t| self.kept.written.contains(&t.board))
                .cloned()
                .collect(),
            ..self.report.clone()
        };
        write!(f, "{written}")?;
        if !self.kept.unchanged.is_empty() {
            let mut numbers: Vec<u32> = self.kept.unchanged.iter().map(|b| b.get()).collect();
            numbers.sort_unstable();
            writeln!(
                f,
                "unchanged: {} board{} ({}): the archive held them so",
                numbers.len(),
                plural(numbers.len()),
                ranges(&numbers)
            )?;
        }
        if !self.boards_with_cases.is_empty() {
            let cases: Vec<String> = self
                .boards_with_cases
                .iter()
                .map(|(board, numbers)| {
                    format!(
                        "board {board} (case{} {})",
                        plural(numbers.len()),
                        numbers.join(", ")
                    )
                })
                .collect();
            writeln!(f, "cases: {}", cases.join("; "))?;
        }
        Ok(())
    }
}
