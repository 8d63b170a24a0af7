//! The outcomes of a request: the result at the table, the other table's, and the results
//! that could have been obtained with their weights or probabilities.

use super::fields::{Fields, RequestError, fail};
use crate::adjust::Outcome;
use crate::adjust::OutcomeWeight;
use crate::adjust::Rational;
use crate::bridge::{Contract, Seat};
use crate::scoring::TRICKS_IN_A_DEAL;

/// An outcome's weights and probability as given, kept for the result.
#[derive(Debug, Clone, Copy)]
pub(super) struct OutcomeInput {
    pub(super) weight: Option<OutcomeWeight>,
    pub(super) probability: Option<Rational>,
}

const PASSED_OUT: [&str; 6] = [
    "pass",
    "passed out",
    "passout",
    "all pass",
    "пас",
    "все пас",
];

pub(super) fn read_outcome(fields: &Fields) -> Result<Outcome, RequestError> {
    let text = fields.required_string("contract", "the contract, such as 4HX or 3NT, or Pass")?;
    if PASSED_OUT.contains(&text.trim().to_lowercase().as_str()) {
        return Ok(Outcome::PassedOut);
    }
    let contract: Contract = match text.parse() {
        Ok(c) => c,
        Err(e) => return fail(fields.path("contract"), e.to_string()),
    };
    let declarer_text = fields.required_string("declarer", "the declarer, N, E, S or W")?;
    let declarer: Seat = match declarer_text.parse() {
        Ok(s) => s,
        Err(e) => return fail(fields.path("declarer"), e.to_string()),
    };
    let Some(tricks) = fields.integer("tricks")? else {
        return fail(
            fields.path("tricks"),
            "missing: the tricks declarer took, 0 to 13",
        );
    };
    let tricks = match u8::try_from(tricks) {
        Ok(t) if t <= TRICKS_IN_A_DEAL => t,
        _ => {
            return fail(
                fields.path("tricks"),
                format!("{tricks} tricks is impossible: declarer takes from 0 to 13 tricks"),
            );
        }
    };
    Outcome::played(contract, declarer, tricks)
        .or_else(|e| fail(fields.path("tricks"), e.to_string()))
}

pub(super) fn read_outcomes(
    fields: &Fields,
    weighted: bool,
) -> Result<(Vec<Outcome>, Vec<OutcomeInput>), RequestError> {
    let Some(list) = fields.array("outcomes")? else {
        return fail(
            "outcomes",
            "missing: the results that could have been obtained",
        );
    };
    if list.is_empty() {
        return fail("outcomes", "empty: give at least one result");
    }
    let mut outcomes = Vec::with_capacity(list.len());
    let mut inputs = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let o = Fields::new(v, format!("outcomes[{i}]"))?;
        o.refuse_unknown(&[
            "contract",
            "declarer",
            "tricks",
            "weight",
            "weights",
            "probability",
        ])?;
        outcomes.push(read_outcome(&o)?);
        let probability = o.exact("probability")?;
        let weight = match (o.exact("weight")?, o.object("weights")?) {
            (Some(_), Some(_)) => {
                return fail(o.path("weights"), "give weight or weights, not both");
            }
            (Some(w), None) => Some(OutcomeWeight::Both(w)),
            (None, Some(per_side)) => {
                per_side.refuse_unknown(&["ns", "ew"])?;
                let side = |key| {
                    per_side.exact(key)?.map_or_else(
                        || fail(per_side.path(key), "missing: this side's weight"),
                        Ok,
                    )
                };
                Some(OutcomeWeight::PerSide {
                    ns: side("ns")?,
                    ew: side("ew")?,
                })
            }
            (None, None) => None,
        };
        if weighted && weight.is_none() {
            return fail(
                o.path("weight"),
                "missing: a weighted score needs each outcome's weight, such as \"25%\" or \"1/3\"",
            );
        }
        if !weighted {
            if weight.is_some() {
                return fail(
                    o.path("weight"),
                    "an assigned score chooses by probability; give probability, not weight",
                );
            }
            if probability.is_none() {
                return fail(
                    o.path("probability"),
                    "missing: an assigned score needs each outcome's probability, such as \"1/3\"",
                );
            }
        }
        inputs.push(OutcomeInput {
            weight,
            probability,
        });
    }
    Ok((outcomes, inputs))
}
