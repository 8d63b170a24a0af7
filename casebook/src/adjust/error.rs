//! What can be wrong with an adjustment, worded for the committee that entered it.

use super::rational::Rational;
use crate::bridge::Side;
use crate::scoring::ScoringError;

fn percent(value: &Rational) -> String {
    value.weight_text('.')
}

fn whose(side: &Option<Side>) -> String {
    match side {
        Some(side) => format!("{side}'s "),
        None => String::new(),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdjustError {
    #[error("{0}")]
    Scoring(#[from] ScoringError),
    #[error("there are no outcomes to assign or weigh")]
    NoOutcomes,
    #[error(
        "the weight of {outcome} is {}, and a weight cannot be negative",
        percent(weight)
    )]
    NegativeWeight {
        index: usize,
        side: Option<Side>,
        outcome: String,
        weight: Rational,
    },
    #[error(
        "the {}weights add up to {}, not 100% ({listing})",
        whose(side),
        percent(sum)
    )]
    WeightsDoNotAddUp {
        side: Option<Side>,
        sum: Rational,
        listing: String,
    },
    #[error(
        "the probability of {outcome} is {}, outside 0 to 100%",
        percent(probability)
    )]
    ProbabilityOutOfRange {
        index: usize,
        outcome: String,
        probability: Rational,
    },
    #[error(
        "the probabilities add up to {}, more than 100% ({listing})",
        percent(sum)
    )]
    ProbabilitiesAboveOne { sum: Rational, listing: String },
    #[error(
        "outcomes mix one weight for both sides with separate weights per side; give every outcome the same kind"
    )]
    MixedWeightKinds { index: usize },
    #[error(
        "under the non-offenders-only scheme the offenders get their assigned score, so they take no weights of their own"
    )]
    OffenderWeightsUnderNonOffendersOnly { index: usize },
    #[error("there are no matchpoint comparisons: give the North–South scores at the other tables")]
    EmptyField,
    #[error("the other room has no results to compare with")]
    NoOtherRoomResults,
    #[error("the weight of the other room's result {index} is negative")]
    NegativeOtherRoomWeight { index: usize },
    #[error("the other room's weights add up to {}, not 100%", percent(sum))]
    OtherRoomWeightsDoNotAddUp { sum: Rational },
    #[error(
        "knockout averaging (2017 Law 12C4, 1997 Law 86B) applies to IMP scoring, not to matchpoints"
    )]
    KnockoutAtMatchpoints,
    #[error(
        "under the {law_edition} Laws an artificial and an assigned score are never combined for one infraction (1997 commentary 12.26); the more favourable of average plus and an assigned score is 2017 Law 86B2(b)"
    )]
    CombinedAward { law_edition: u16 },
    #[error(
        "the more favourable of average plus and an assigned score (2017 Law 86B2(b)) is for team play, scored in IMPs"
    )]
    AveragePlusOrAssignedAtMatchpoints,
    #[error("2017 Law 86B2(b) compares average plus with an assigned or weighted score; give one")]
    AveragePlusOrAssignedWithoutAssigned,
    #[error("a session score of {}% is outside 0 to 100%", .value)]
    SessionPercentOutOfRange { side: Side, value: Rational },
    #[error("{profile} does not allow weighted scores: {source_text}")]
    WeightingNotAllowed {
        profile: String,
        source_text: String,
    },
    #[error("the numbers are too finely divided to compute exactly; simplify the weights")]
    Overflow,
}
