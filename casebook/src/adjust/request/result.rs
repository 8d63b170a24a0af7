//! The adjusted score a request asks for, computed and written as the JSON result.

use super::fields::RequestError;
use super::parse::{AdjustRequest, ProfileTerms, parse_request};
use crate::adjust::AdjustError;
use crate::adjust::OutcomeWeight;
use crate::adjust::{AdjustedScore, Method, ScoredOutcome, SideScore, adjust};
use crate::adjust::{Language, Unit};
use crate::bridge::Side;
use serde_json::{Value, json};

/// The field an error of the calculation belongs to.
fn field_of(error: &AdjustError) -> String {
    let side_key = |side: &Option<Side>| match side {
        Some(Side::NS) => "weights.ns",
        Some(Side::EW) => "weights.ew",
        None => "weight",
    };
    match error {
        AdjustError::NegativeWeight { index, side, .. } => {
            format!("outcomes[{index}].{}", side_key(side))
        }
        AdjustError::ProbabilityOutOfRange { index, .. } => {
            format!("outcomes[{index}].probability")
        }
        AdjustError::MixedWeightKinds { index } => format!("outcomes[{index}]"),
        AdjustError::OffenderWeightsUnderNonOffendersOnly { .. } => "scheme".into(),
        AdjustError::EmptyField => "field".into(),
        AdjustError::NoOtherRoomResults | AdjustError::OtherRoomWeightsDoNotAddUp { .. } => {
            "other_table_outcomes".into()
        }
        AdjustError::NegativeOtherRoomWeight { index } => {
            format!("other_table_outcomes[{index}].weight")
        }
        AdjustError::KnockoutAtMatchpoints => "knockout".into(),
        AdjustError::SessionPercentOutOfRange { side, .. } => {
            format!(
                "artificial.session_percent.{}",
                side.to_string().to_lowercase()
            )
        }
        AdjustError::WeightingNotAllowed { .. } => "method".into(),
        AdjustError::CombinedAward { .. }
        | AdjustError::AveragePlusOrAssignedAtMatchpoints
        | AdjustError::AveragePlusOrAssignedWithoutAssigned => "several_results".into(),
        AdjustError::Scoring(_)
        | AdjustError::NoOutcomes
        | AdjustError::WeightsDoNotAddUp { .. }
        | AdjustError::ProbabilitiesAboveOne { .. }
        | AdjustError::Overflow => "outcomes".into(),
    }
}

impl AdjustRequest {
    /// Computes the adjusted score.
    pub fn compute(&self) -> Result<AdjustedScore, RequestError> {
        adjust(&self.board, &self.method, &self.settings).map_err(|e| RequestError {
            field: field_of(&e),
            message: e.to_string(),
        })
    }

    fn method_name(&self) -> &'static str {
        fn name(method: &Method) -> &'static str {
            match method {
                Method::Artificial { .. } => "artificial",
                Method::Assigned { .. } => "assigned",
                Method::Weighted { .. } => "weighted",
                Method::AveragePlusOrAssigned(assigned) => name(assigned),
            }
        }
        name(&self.method)
    }

    /// The result as JSON: per side `{"score", "unit", "exact", "breakdown", "breakdown_ru",
    /// "breakdown_bg"}`, both sides' breakdowns together, and every outcome scored on its own.
    /// `breakdown_bg` came after the others: a reader that knows only them reads them as before.
    pub fn result_json(&self, score: &AdjustedScore) -> Value {
        let side = |s: &SideScore| {
            json!({
                "score": s.score.to_f64(),
                "unit": s.unit.name(),
                "exact": s.exact.to_string(),
                "breakdown": s.breakdown.en,
                "breakdown_ru": s.breakdown.ru,
                "breakdown_bg": s.breakdown.bg,
            })
        };
        let scored = |o: &ScoredOutcome| {
            json!({
                "result": o.outcome.result_text(Language::English),
                "ns_points": o.ns_points,
                "ns_score": o.ns_score.to_f64(),
                "ns_score_exact": o.ns_score.to_string(),
            })
        };
        let outcomes: Vec<Value> = score
            .outcomes
            .iter()
            .zip(&self.outcome_inputs)
            .map(|(o, input)| {
                let mut value = scored(o);
                match input.weight {
                    Some(OutcomeWeight::Both(w)) => value["weight"] = json!(w.weight_text('.')),
                    Some(OutcomeWeight::PerSide { ns, ew }) => {
                        value["weights"] =
                            json!({"ns": ns.weight_text('.'), "ew": ew.weight_text('.')})
                    }
                    None => {}
                }
                if let Some(p) = input.probability {
                    value["probability"] = json!(p.weight_text('.'));
                }
                value
            })
            .collect();
        let breakdown = score.breakdown();
        let mut result = json!({
            "method": self.method_name(),
            "profile": self.settings.profile,
            "form": match self.board.comparison.unit() { Unit::Imps => "imps", Unit::Percent => "matchpoints" },
            "ns": side(&score.ns),
            "ew": side(&score.ew),
            "breakdown": breakdown.en,
            "breakdown_ru": breakdown.ru,
            "breakdown_bg": breakdown.bg,
            "knockout_averaged": score.knockout_averaged,
            "outcomes": outcomes,
        });
        let assigned = match &self.method {
            Method::AveragePlusOrAssigned(assigned) => {
                result["several_results"] = json!(true);
                assigned.as_ref()
            }
            method => method,
        };
        if let Method::Weighted { scheme, .. } = assigned {
            result["scheme"] = json!(scheme.code());
        }
        if let Some(table) = &score.table {
            result["table"] = scored(table);
        }
        result
    }
}

/// Reads a request, computes it and returns the result as JSON.
pub fn run(text: &str, terms: ProfileTerms) -> Result<Value, RequestError> {
    let request = parse_request(text, terms)?;
    let score = request.compute()?;
    Ok(request.result_json(&score))
}
