//! What an import takes and what it refuses, with the reasons.

use super::refusal::Refusal;
use super::traveller::Traveller;
use crate::bridge::BoardNumber;
use crate::text::{plural, ranges};
use std::fmt;

/// What the event in the database knows, against which a file is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckOptions {
    /// The boards the event has; `None` takes any board number.
    pub boards: Option<Vec<BoardNumber>>,
    /// The event's name: a file naming another event is refused whole.
    pub event: Option<String>,
}

/// A board refused whole, with every reason found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedBoard {
    pub board: BoardNumber,
    pub refusals: Vec<Refusal>,
}

/// The outcome of checking a file: the boards to import, the boards refused, and the reasons
/// for refusing the whole file (then nothing is imported).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Boards whose every line was read and agrees with Law 77 and with the file's points.
    pub accepted: Vec<Traveller>,
    pub refused: Vec<RefusedBoard>,
    pub file_refusals: Vec<Refusal>,
}

impl ImportReport {
    pub fn imports_nothing(&self) -> bool {
        self.accepted.is_empty()
    }

    /// Whether everything in the file is taken.
    pub fn is_clean(&self) -> bool {
        self.refused.is_empty() && self.file_refusals.is_empty()
    }

    /// Every reason, one a line: `board 7, table 4: 4♠= by N scores 620 not 650`.
    pub fn refusal_lines(&self) -> Vec<String> {
        self.file_refusals
            .iter()
            .chain(self.refused.iter().flat_map(|b| &b.refusals))
            .map(Refusal::to_string)
            .collect()
    }
}

fn numbers(boards: impl Iterator<Item = BoardNumber>) -> Vec<u32> {
    let mut numbers: Vec<u32> = boards.map(BoardNumber::get).collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
}

impl fmt::Display for ImportReport {
    /// ```text
    /// imported: 35 boards (1–6, 8–36), 420 lines
    /// refused: board 7
    ///   board 7, table 4: 4♠= by N scores 620 not 650
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.file_refusals.is_empty() {
            writeln!(f, "the file is refused; nothing is imported:")?;
            for refusal in &self.file_refusals {
                writeln!(f, "  {refusal}")?;
            }
        } else if self.accepted.is_empty() {
            writeln!(f, "imported: nothing")?;
        } else {
            let boards = numbers(self.accepted.iter().map(|t| t.board));
            let lines: usize = self.accepted.iter().map(|t| t.lines.len()).sum();
            writeln!(
                f,
                "imported: {} board{} ({}), {lines} line{}",
                boards.len(),
                plural(boards.len()),
                ranges(&boards),
                plural(lines)
            )?;
        }
        if !self.refused.is_empty() {
            let boards = numbers(self.refused.iter().map(|b| b.board));
            writeln!(
                f,
                "refused: board{} {}",
                plural(boards.len()),
                ranges(&boards)
            )?;
            for refusal in self.refused.iter().flat_map(|b| &b.refusals) {
                writeln!(f, "  {refusal}")?;
            }
        }
        Ok(())
    }
}
