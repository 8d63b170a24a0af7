//! Adjusted scores the adjust engine refuses, and weights that do not read.

use super::{Described, arg, say, side_name};
use crate::i18n::Language;
use casebook::adjust::{AdjustError, Rational, WeightError};

/// A weight as the language writes it: `33.33%` / `33,33%`, or a fraction.
fn percent(value: Rational, language: Language) -> String {
    value.weight_text(match language {
        // Bulgarian, like Russian, writes a decimal comma.
        Language::Russian | Language::Bulgarian => ',',
        Language::English => '.',
    })
}

impl Described for AdjustError {
    fn describe(&self, language: Language) -> String {
        match self {
            AdjustError::Scoring(error) => error.describe(language),
            AdjustError::NoOutcomes => language.tr("error-adjust-no-outcomes"),
            AdjustError::NegativeWeight {
                outcome, weight, ..
            } => say(
                language,
                "error-adjust-negative-weight",
                [
                    ("outcome", arg(outcome.clone())),
                    ("weight", arg(percent(*weight, language))),
                ],
            ),
            AdjustError::WeightsDoNotAddUp {
                side: Some(side),
                sum,
                listing,
            } => say(
                language,
                "error-adjust-side-weights-sum",
                [
                    ("side", arg(side_name(language, *side))),
                    ("sum", arg(percent(*sum, language))),
                    ("listing", arg(listing.clone())),
                ],
            ),
            AdjustError::WeightsDoNotAddUp {
                side: None,
                sum,
                listing,
            } => say(
                language,
                "error-adjust-weights-sum",
                [
                    ("sum", arg(percent(*sum, language))),
                    ("listing", arg(listing.clone())),
                ],
            ),
            AdjustError::ProbabilityOutOfRange {
                outcome,
                probability,
                ..
            } => say(
                language,
                "error-adjust-probability",
                [
                    ("outcome", arg(outcome.clone())),
                    ("weight", arg(percent(*probability, language))),
                ],
            ),
            AdjustError::ProbabilitiesAboveOne { sum, listing } => say(
                language,
                "error-adjust-probabilities-sum",
                [
                    ("sum", arg(percent(*sum, language))),
                    ("listing", arg(listing.clone())),
                ],
            ),
            AdjustError::MixedWeightKinds { .. } => language.tr("error-adjust-mixed-weights"),
            AdjustError::OffenderWeightsUnderNonOffendersOnly { .. } => {
                language.tr("error-adjust-offender-weights")
            }
            AdjustError::EmptyField => language.tr("error-adjust-empty-field"),
            AdjustError::NoOtherRoomResults => language.tr("error-adjust-no-other-room"),
            AdjustError::NegativeOtherRoomWeight { index } => say(
                language,
                "error-adjust-negative-other-room",
                [("position", arg(*index))],
            ),
            AdjustError::OtherRoomWeightsDoNotAddUp { sum } => say(
                language,
                "error-adjust-other-room-sum",
                [("sum", arg(percent(*sum, language)))],
            ),
            AdjustError::KnockoutAtMatchpoints => language.tr("error-adjust-knockout"),
            AdjustError::CombinedAward { law_edition } => say(
                language,
                "error-adjust-combined-award",
                [("edition", arg(law_edition.to_string()))],
            ),
            AdjustError::AveragePlusOrAssignedAtMatchpoints => {
                language.tr("error-adjust-average-plus-or-assigned-teams")
            }
            AdjustError::AveragePlusOrAssignedWithoutAssigned => {
                language.tr("error-adjust-average-plus-or-assigned-without")
            }
            AdjustError::SessionPercentOutOfRange { value, .. } => say(
                language,
                "error-adjust-session-percent",
                [("weight", arg(value.to_string()))],
            ),
            AdjustError::WeightingNotAllowed {
                profile,
                source_text,
            } => say(
                language,
                "error-adjust-weighting-not-allowed",
                [
                    ("profile", arg(profile.clone())),
                    ("source", arg(source_text.clone())),
                ],
            ),
            AdjustError::Overflow => language.tr("error-adjust-overflow"),
        }
    }
}

impl Described for WeightError {
    fn describe(&self, language: Language) -> String {
        let (key, text) = match self {
            WeightError::Malformed(text) => ("error-weight-malformed", text),
            WeightError::TooPrecise(text) => ("error-weight-too-precise", text),
            WeightError::ZeroDenominator(text) => ("error-weight-zero", text),
        };
        say(language, key, [("text", arg(text.clone()))])
    }
}
