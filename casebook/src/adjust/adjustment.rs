//! An adjusted score for both sides, from the method the committee chose, with a one-line
//! breakdown per side in English, Russian and Bulgarian: what is asked (the board, the method,
//! the authority's settings) and what comes out. [`super::compute`] computes it.

use super::AdjustError;
use super::artificial::{ArtificialAward, ArtificialValues};
use super::assigned::ProbableOutcome;
use super::comparison::Comparison;
use super::outcome::Outcome;
use super::rational::Rational;
use super::text::{Breakdown, Unit};
use super::weighted::{Scheme, WeightedOutcome};
use crate::bridge::{Side, Vulnerability};

/// How an exact half is rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HalfRule {
    /// In the non-offenders' favour (1997 commentary 12.8(iv): "any rounding favours the
    /// non-offenders"); away from average when no side is non-offending.
    TowardNonOffenders,
    /// Away from average: away from 0 IMPs, away from 50%.
    AwayFromAverage,
}

impl HalfRule {
    /// Whether an exact half of `side`'s score is rounded up: toward the non-offenders when
    /// the rule says so and the board has some, otherwise away from average (up when the
    /// score is above it).
    pub fn rounds_up(self, side: Side, non_offending: Option<Side>, above_average: bool) -> bool {
        match (self, non_offending) {
            (HalfRule::TowardNonOffenders, Some(nos)) => side == nos,
            _ => above_average,
        }
    }
}

/// The final rounding of a score: to a multiple of the step of its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rounding {
    pub imps_step: Rational,
    pub percent_step: Rational,
    pub halves: HalfRule,
}

/// What the regulating authority sets for an adjustment (see `crate::profile`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The profile's identifier, for messages.
    pub profile: String,
    /// The edition of the Laws the profile applies (1997, 2017, …). Where the editions differ,
    /// it decides: a session score at IMPs (1997 commentary 12.9 against 2017 Law 12C2(c)).
    pub law_edition: u16,
    /// The non-offenders' "likely" threshold (commentary 12.16: 1/3).
    pub likely: Rational,
    /// The offenders' "at all probable" threshold (commentary 12.18: 1/6).
    pub at_all_probable: Rational,
    pub artificial: ArtificialValues,
    pub rounding: Rounding,
    pub weighting_allowed: bool,
    /// Where the weighting rule comes from, quoted when weighting is refused.
    pub weighting_source: String,
}

impl Settings {
    /// Whether the profile lets a score be weighted, with its source when it does not.
    pub fn weighting_permitted(&self) -> Result<(), AdjustError> {
        if self.weighting_allowed {
            Ok(())
        } else {
            Err(AdjustError::WeightingNotAllowed {
                profile: self.profile.clone(),
                source_text: self.weighting_source.clone(),
            })
        }
    }
}

/// The board as far as the adjustment needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub vulnerability: Vulnerability,
    pub comparison: Comparison,
    /// A knockout match: unbalanced IMP scores are averaged (2017 12C4, 1997 86B).
    pub knockout: bool,
}

/// The kind of adjustment. One infraction gets exactly one kind: an artificial and an assigned
/// score are never combined ("60% or +420, whichever is greater" is not a score; commentary
/// 12.26, adjusted-scores-training-ru.txt l.167).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    Artificial {
        ns: ArtificialAward,
        ew: ArtificialAward,
        /// Each side's score on the rest of the session, for 12C2(c).
        session_ns: Option<Rational>,
        session_ew: Option<Rational>,
    },
    Assigned {
        non_offending: Side,
        table: Outcome,
        outcomes: Vec<ProbableOutcome>,
    },
    Weighted {
        non_offending: Side,
        scheme: Scheme,
        table: Outcome,
        outcomes: Vec<WeightedOutcome>,
    },
    /// Team play with several incomparable results between the same contestants and one side
    /// at fault (2017 Law 86B2(b), laws-2017-bg.txt l.2369–2372): the non-offenders get the more
    /// favourable of average plus and this assigned (or weighted) score, the offenders the
    /// complement. The one combination of the two kinds the Laws prescribe; the 1997 Laws have
    /// none (commentary 12.26), so a 1997 profile refuses it.
    AveragePlusOrAssigned(Box<Method>),
}

impl Method {
    /// The non-offending side of an assigned or weighted score; `None` for an artificial one.
    pub fn non_offending(&self) -> Option<Side> {
        match self {
            Method::Assigned { non_offending, .. } | Method::Weighted { non_offending, .. } => {
                Some(*non_offending)
            }
            Method::Artificial { .. } => None,
            Method::AveragePlusOrAssigned(assigned) => assigned.non_offending(),
        }
    }
}

/// One side's adjusted score, from its own viewpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideScore {
    pub side: Side,
    pub unit: Unit,
    /// Before the final rounding.
    pub exact: Rational,
    /// After the final rounding: the score awarded.
    pub score: Rational,
    pub breakdown: Breakdown,
}

/// A result scored on its own, from North–South's viewpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoredOutcome {
    pub outcome: Outcome,
    pub ns_points: i32,
    pub ns_score: Rational,
}

/// The adjusted score of both sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdjustedScore {
    pub ns: SideScore,
    pub ew: SideScore,
    /// The table result scored the same way, when there was one.
    pub table: Option<ScoredOutcome>,
    /// Every outcome scored on its own, in the order given.
    pub outcomes: Vec<ScoredOutcome>,
    pub knockout_averaged: bool,
}

impl AdjustedScore {
    pub fn side(&self, side: Side) -> &SideScore {
        match side {
            Side::NS => &self.ns,
            Side::EW => &self.ew,
        }
    }

    /// Both sides' lines in one: `NS: …; EW: …`.
    pub fn breakdown(&self) -> Breakdown {
        Breakdown::build(|language| {
            format!(
                "{}; {}",
                self.ns.breakdown.get(language),
                self.ew.breakdown.get(language)
            )
        })
    }
}
