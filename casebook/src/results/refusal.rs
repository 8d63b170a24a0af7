//! Why a line, a board or a whole file is not imported, and where: `board 7, table 4: 4♠= by N
//! scores 620 not 650`.

use super::line::TravellerLine;
use crate::bridge::{BoardNumber, Side};
use std::fmt;

/// Where in a results file something was found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    pub board: Option<BoardNumber>,
    pub section: Option<String>,
    pub table: Option<u32>,
    /// The North–South and East–West pairs, named when the line has no table number.
    pub pairs: Option<(u32, u32)>,
    /// The line of the file, counted from 1, when the reader knows it.
    pub line: Option<usize>,
}

impl Place {
    /// A traveller line of `board`.
    pub fn of_line(board: BoardNumber, line: &TravellerLine) -> Place {
        Place {
            board: Some(board),
            section: line.section.clone(),
            table: line.table,
            pairs: Some((line.ns, line.ew)),
            line: None,
        }
    }

    /// A board as a whole.
    pub fn of_board(board: BoardNumber) -> Place {
        Place {
            board: Some(board),
            ..Place::default()
        }
    }

    /// A line of the file, before its board is known.
    pub fn at_line(line: usize) -> Place {
        Place {
            line: Some(line),
            ..Place::default()
        }
    }

    pub fn with_line(mut self, line: Option<usize>) -> Place {
        self.line = line;
        self
    }
}

impl fmt::Display for Place {
    /// `board 7, section A, table 4 (line 12)`; the pairs stand in for a missing table.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(board) = self.board {
            parts.push(format!("board {board}"));
        }
        if let Some(section) = &self.section {
            parts.push(format!("section {section}"));
        }
        match (self.table, self.pairs) {
            (Some(table), _) => parts.push(format!("table {table}")),
            (None, Some((ns, ew))) => parts.push(format!("NS {ns} v EW {ew}")),
            (None, None) => {}
        }
        match (parts.is_empty(), self.line) {
            (true, Some(line)) => write!(f, "line {line}"),
            (false, Some(line)) => write!(f, "{} (line {line})", parts.join(", ")),
            (_, None) => f.write_str(&parts.join(", ")),
        }
    }
}

/// What is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// A field that cannot be read: a contract, a seat, a number of tricks.
    #[error("{0}")]
    Unreadable(String),
    /// The file's score is not what Law 77 gives the result.
    #[error("{result} scores {law77} not {given}")]
    WrongScore {
        /// `4♠= by N`, or `passed out`.
        result: String,
        law77: i32,
        given: i32,
    },
    #[error("the event has no board {board} (its boards are {boards})")]
    NoSuchBoard { board: BoardNumber, boards: String },
    #[error("{side} pair {pair} has two lines on the board")]
    PairTwice { side: Side, pair: u32 },
    #[error("table {0} has two lines on the board")]
    TableTwice(u32),
    #[error("the board is given as {first} vulnerable and also as {second}")]
    TwoVulnerabilities { first: String, second: String },
    /// Points given in the file that the traveller does not give.
    #[error("the file gives {side} {given} {unit}, the traveller gives {computed}")]
    PointsDisagree {
        side: Side,
        given: String,
        /// `matchpoints`, `Butler IMPs`, `cross-IMPs`.
        unit: &'static str,
        /// The recomputed figure with its scale: `8 of a top of 10`.
        computed: String,
    },
    #[error("the file's Butler datum is {given}, the traveller's is {computed}")]
    DatumDisagrees { given: i32, computed: i32 },
    /// A line the reader could not put on a board: no board can be known complete.
    #[error("{0}; no board can be imported while a line of the file cannot be placed")]
    Unplaced(String),
    #[error("the file is for the event \"{file}\", not \"{event}\"")]
    OtherEvent { file: String, event: String },
    #[error("pair {pair}{} is listed twice among the event's pairs", direction.map_or(String::new(), |d| format!(" {d}")))]
    PairListedTwice { pair: u32, direction: Option<Side> },
    #[error("the adjustments do not apply: {0}")]
    Rescoring(String),
}

/// A problem at its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub place: Place,
    pub problem: Problem,
}

impl Refusal {
    pub fn new(place: Place, problem: Problem) -> Refusal {
        Refusal { place, problem }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = self.place.to_string();
        if place.is_empty() {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "{place}: {}", self.problem)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::Outcome;
    use crate::results::line::LineResult;

    #[test]
    fn a_refusal_names_the_board_and_the_table_as_the_issue_writes_it() {
        let board = BoardNumber::new(7).expect("board");
        let mut line = TravellerLine::new(1, 11, LineResult::Played(Outcome::PassedOut));
        line.table = Some(4);
        let refusal = Refusal::new(
            Place::of_line(board, &line),
            Problem::WrongScore {
                result: "4♠= by N".into(),
                law77: 620,
                given: 650,
            },
        );
        assert_eq!(
            refusal.to_string(),
            "board 7, table 4: 4♠= by N scores 620 not 650"
        );
        line.table = None;
        line.section = Some("A".into());
        let place = Place::of_line(board, &line).with_line(Some(12));
        assert_eq!(
            place.to_string(),
            "board 7, section A, NS 1 v EW 11 (line 12)"
        );
        assert_eq!(Place::at_line(3).to_string(), "line 3");
    }
}
