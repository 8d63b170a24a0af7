//! An event's results: a traveller per board, the pairs, and how the boards are scored.

use super::figure::GivenFigure;
use super::line::TravellerLine;
use super::refusal::Refusal;
use crate::bridge::{BoardNumber, Side, Vulnerability};

/// How the event scores a board, as the file says or its columns show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoringMethod {
    /// Matchpoints, two for each score beaten and one for each tie (Law 78A).
    Matchpoints,
    /// IMPs against a datum: the average score with the top and bottom left out.
    Butler,
    /// IMPs against every other score on the board, averaged over the comparisons.
    CrossImps,
    /// IMPs of a kind the file does not say: kept, not recomputed.
    Imps,
}

impl ScoringMethod {
    /// The unit of the points, as a refusal names it.
    pub fn unit(self) -> &'static str {
        match self {
            ScoringMethod::Matchpoints => "matchpoints",
            ScoringMethod::Butler => "Butler IMPs",
            ScoringMethod::CrossImps => "cross-IMPs",
            ScoringMethod::Imps => "IMPs",
        }
    }
}

/// The results of one board: each table's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Traveller {
    pub board: BoardNumber,
    /// As the file marks the board; Law 2's for the number when the file does not say.
    pub vulnerability: Vulnerability,
    /// The Butler datum the file gives (USEBIO `BOARD_AVERAGE`), North–South's viewpoint.
    pub datum: Option<i32>,
    pub lines: Vec<TravellerLine>,
}

impl Traveller {
    /// An empty traveller for a board marked as Law 2 prescribes.
    pub fn new(board: BoardNumber) -> Traveller {
        Traveller {
            board,
            vulnerability: board.vulnerability(),
            datum: None,
            lines: Vec::new(),
        }
    }

    /// The line where `ns` met `ew` in `section`.
    pub fn line(&self, section: Option<&str>, ns: u32, ew: u32) -> Option<&TravellerLine> {
        self.lines.iter().find(|l| l.is_meeting(section, ns, ew))
    }

    /// Whether any line is in a section, has a table number, a round, a lead or points:
    /// the optional columns a writer needs.
    pub(crate) fn any(&self, has: impl Fn(&TravellerLine) -> bool) -> bool {
        self.lines.iter().any(has)
    }
}

/// A pair of the event as its list of pairs gives it (USEBIO `PARTICIPANTS`, PBN
/// `TotalScoreTable`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairEntry {
    pub section: Option<String>,
    pub number: u32,
    /// The direction it sat in a Mitchell movement; `None` in a Howell.
    pub direction: Option<Side>,
    pub names: Vec<String>,
    /// The pair's total as the file gives it (matchpoints or IMPs).
    pub total: Option<GivenFigure>,
    pub percentage: Option<GivenFigure>,
    /// The place as written (`1`, `3=`).
    pub place: Option<String>,
}

impl PairEntry {
    pub fn new(number: u32) -> PairEntry {
        PairEntry {
            section: None,
            number,
            direction: None,
            names: Vec::new(),
            total: None,
            percentage: None,
            place: None,
        }
    }
}

/// An event's results as read from a file: not yet checked (see [`EventResults::check`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventResults {
    pub event: Option<String>,
    pub method: Option<ScoringMethod>,
    pub pairs: Vec<PairEntry>,
    /// By board number.
    pub boards: Vec<Traveller>,
    /// Lines the reader could not read; their boards are refused whole.
    pub unreadable: Vec<Refusal>,
}

impl EventResults {
    pub fn board(&self, board: BoardNumber) -> Option<&Traveller> {
        self.boards.iter().find(|t| t.board == board)
    }

    /// The results a board of the event is expected to have: the most any board has. A board
    /// with fewer is scaled up to it by the Neuberg formula.
    pub fn expected_results(&self) -> u32 {
        self.boards
            .iter()
            .map(|t| u32::try_from(t.lines.len()).unwrap_or(u32::MAX))
            .max()
            .unwrap_or(0)
    }

    /// The traveller of `board`, made when the board is first met; travellers stay in board
    /// order.
    pub(crate) fn traveller_mut(&mut self, board: BoardNumber) -> &mut Traveller {
        let at = match self.boards.binary_search_by_key(&board, |t| t.board) {
            Ok(at) => at,
            Err(at) => {
                self.boards.insert(at, Traveller::new(board));
                at
            }
        };
        &mut self.boards[at]
    }
}
