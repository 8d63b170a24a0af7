//! Adjusted scores: artificial (2017 Law 12C2, 1997 12C1), assigned (1997 12C2), weighted
//! (2017 12C1(c), 1997 12C3) with the commentary's three schemes, split scores, both rooms
//! weighted at teams, and knockout averaging (2017 12C4, 1997 86B).
//!
//! Weights, probabilities and weighted scores are exact fractions ([`Rational`]); a score is
//! rounded once, at the end, by the regulating authority's setting. Scoring itself lives in
//! [`crate::scoring`]: an outcome's points come from `ns_score`, IMPs from `imps`, matchpoints
//! from `matchpoints`.
//!
//! [`request`] reads and answers the JSON request of `casebook adjust`.

mod adjustment;
mod artificial;
mod assigned;
mod comparison;
mod compute;
mod error;
mod explain;
mod figures;
mod knockout;
mod outcome;
mod rational;
pub mod request;
mod shares;
mod text;
mod weighted;

pub use adjustment::{
    AdjustedScore, Board, HalfRule, Method, Rounding, ScoredOutcome, Settings, SideScore,
};
pub use artificial::{
    ArtificialAward, ArtificialScore, ArtificialValues, artificial_score, session_replaces_at,
};
pub use assigned::{
    AssignedBasis, AssignedChoice, ProbableOutcome, non_offenders_choice, offenders_choice,
    validate_probabilities,
};
pub use comparison::{Comparison, OtherRoom, OtherRoomResult, for_side};
pub use compute::adjust;
pub use error::AdjustError;
pub use knockout::knockout_average;
pub use outcome::Outcome;
pub use rational::Rational;
pub use shares::{
    WeightError, WeightingError, check_weighting, is_share, parse_decimal_number, parse_weight,
};
pub use text::{Breakdown, Language, Unit, number, score_with_unit, side_name, signed_points};
pub use weighted::{
    OutcomeWeight, Scheme, WeightedOutcome, WeightedScore, WeightedTerm,
    offenders_choice_among_weighted, weigh,
};

/// Fractions and results as the tests write them, for every module that weighs or scores.
#[cfg(test)]
pub(crate) mod as_written {
    use super::{Outcome, Rational};
    use crate::bridge::Seat;

    /// `num/den`, a fraction the test knows to be valid.
    pub(crate) fn r(num: i128, den: i128) -> Rational {
        Rational::new(num, den).expect("test fraction")
    }

    /// `contract` by `declarer`, taking `tricks`.
    pub(crate) fn by(contract: &str, declarer: Seat, tricks: u8) -> Outcome {
        Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal")
    }
}
