//! One line of a traveller: who played the board at a table and what they scored.

use super::figure::GivenFigure;
use crate::adjust::{ArtificialAward, Outcome, Rational};
use crate::bridge::{Card, Side, Vulnerability};
use crate::scoring::ScoringError;

/// What a traveller line records: the result at the table, or the score the Director or a
/// committee put in its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineResult {
    /// The result obtained at the table, or the deal passed out.
    Played(Outcome),
    /// An artificial adjusted score (2017 Law 12C2, 1997 12C1): no result could be obtained.
    Artificial {
        ns: ArtificialAward,
        ew: ArtificialAward,
    },
    /// An assigned adjusted score: one result of weight one, or several weighted results
    /// (2017 Law 12C1(c), 1997 12C3). The weights of each side add up to one; they differ
    /// between the sides in a split score.
    Assigned {
        ns: Vec<(Outcome, Rational)>,
        ew: Vec<(Outcome, Rational)>,
    },
}

impl LineResult {
    /// The same results with the same weights to both sides.
    pub fn weighted(results: Vec<(Outcome, Rational)>) -> LineResult {
        LineResult::Assigned {
            ns: results.clone(),
            ew: results,
        }
    }

    /// One assigned result to both sides.
    pub fn assigned(outcome: Outcome) -> LineResult {
        LineResult::weighted(vec![(outcome, Rational::ONE)])
    }

    /// Whether the line holds an adjusted score rather than a table result.
    pub fn is_adjusted(&self) -> bool {
        !matches!(self, LineResult::Played(_))
    }

    /// The results a side's score is made of, with their weights; `None` for an artificial
    /// score, which is no result.
    pub fn results_for(&self, side: Side) -> Option<Vec<(Outcome, Rational)>> {
        match (self, side) {
            (LineResult::Played(outcome), _) => Some(vec![(*outcome, Rational::ONE)]),
            (LineResult::Artificial { .. }, _) => None,
            (LineResult::Assigned { ns, .. }, Side::NS) => Some(ns.clone()),
            (LineResult::Assigned { ew, .. }, Side::EW) => Some(ew.clone()),
        }
    }

    /// The Law 77 score from North–South's side when the line is one result (0 passed out).
    pub fn law77_score_ns(
        &self,
        vulnerability: Vulnerability,
    ) -> Option<Result<i32, ScoringError>> {
        match self {
            LineResult::Played(outcome) => Some(outcome.ns_points(vulnerability)),
            _ => None,
        }
    }
}

/// A table's line on the traveller of a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravellerLine {
    /// The section, in an event of several (`A`, `Red`).
    pub section: Option<String>,
    pub table: Option<u32>,
    pub round: Option<u32>,
    /// The North–South pair's number.
    pub ns: u32,
    /// The East–West pair's number.
    pub ew: u32,
    pub result: LineResult,
    pub lead: Option<Card>,
    /// The North–South score as the file gives it; checked against Law 77, never trusted.
    pub score_ns: Option<i32>,
    /// North–South's points on the board as the file gives them, in the unit of the event's
    /// scoring (matchpoints, Butler IMPs or cross-IMPs); recomputed and compared.
    pub points_ns: Option<GivenFigure>,
    pub points_ew: Option<GivenFigure>,
}

impl TravellerLine {
    /// A line with the pairs and the result, and nothing else known.
    pub fn new(ns: u32, ew: u32, result: LineResult) -> TravellerLine {
        TravellerLine {
            section: None,
            table: None,
            round: None,
            ns,
            ew,
            result,
            lead: None,
            score_ns: None,
            points_ns: None,
            points_ew: None,
        }
    }

    /// The pair of `side` at this table.
    pub fn pair(&self, side: Side) -> u32 {
        match side {
            Side::NS => self.ns,
            Side::EW => self.ew,
        }
    }

    /// Whether this is the line of `ns` against `ew` in `section`.
    pub fn is_meeting(&self, section: Option<&str>, ns: u32, ew: u32) -> bool {
        self.ns == ns && self.ew == ew && self.section.as_deref() == section
    }

    /// The file's points of `side`.
    pub fn points(&self, side: Side) -> Option<GivenFigure> {
        match side {
            Side::NS => self.points_ns,
            Side::EW => self.points_ew,
        }
    }
}
