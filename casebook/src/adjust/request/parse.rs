//! The request read as a whole: which method, on which board, under which profile.

use super::artificial::read_artificial;
use super::comparison::{read_comparison, read_form, read_vulnerability};
use super::fields::{Fields, RequestError, fail};
use super::outcomes::{OutcomeInput, read_outcome, read_outcomes};
use crate::adjust::ProbableOutcome;
use crate::adjust::Rational;
use crate::adjust::{Board, Method};
use crate::adjust::{OutcomeWeight, Scheme, Settings, WeightedOutcome};
use crate::bridge::Side;
use serde_json::Value;

/// What was asked, read and checked.
#[derive(Debug, Clone)]
pub struct AdjustRequest {
    /// What the named profile sets for the adjustment (its identifier among them).
    pub settings: Settings,
    pub board: Board,
    pub method: Method,
    /// Each outcome's weights and probability as given, for the result.
    pub(super) outcome_inputs: Vec<OutcomeInput>,
}

fn read_side(fields: &Fields, key: &str) -> Result<Side, RequestError> {
    let text = fields.required_string(key, "NS or EW")?;
    text.parse()
        .or_else(|e: crate::bridge::ParseSideError| fail(fields.path(key), e.to_string()))
}

const FIELDS: [&str; 15] = [
    "form",
    "vulnerability",
    "non_offending",
    "method",
    "scheme",
    "profile",
    "knockout",
    "table",
    "outcomes",
    "other_table",
    "other_table_score",
    "other_table_outcomes",
    "field",
    "artificial",
    "several_results",
];

/// The settings and the default weighting scheme of the profile a request names (`None`: the
/// default profile), or why there is no such profile. The regulating authorities' profiles
/// give it (`Profile::adjustment_terms`): the adjustment knows no profile.
pub type ProfileTerms<'a> = &'a dyn Fn(Option<&str>) -> Result<(Settings, Scheme), String>;

/// Reads and checks a request, its profile's terms given by `terms`.
pub fn parse_request(text: &str, terms: ProfileTerms) -> Result<AdjustRequest, RequestError> {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return fail("", format!("the request is not valid JSON: {e}")),
    };
    let top = Fields::new(&value, String::new())
        .or_else(|_| fail("", "the request must be a JSON object"))?;
    top.refuse_unknown(&FIELDS)?;
    let (settings, default_scheme) =
        terms(top.string("profile")?).or_else(|e| fail("profile", e))?;
    let unit = read_form(&top)?;
    let method_name = top.required_string("method", "weighted, assigned or artificial")?;
    let method_name = method_name.trim().to_ascii_lowercase();
    let knockout = top.boolean("knockout")?.unwrap_or(false);
    if method_name != "weighted" && top.has("scheme") {
        return fail("scheme", "a scheme applies to weighted scores only");
    }
    let (method, outcome_inputs, comparison_required) = match method_name.as_str() {
        "artificial" => {
            if top.has("outcomes") || top.has("table") {
                let key = if top.has("outcomes") {
                    "outcomes"
                } else {
                    "table"
                };
                return fail(
                    key,
                    "an artificial score cannot be combined with an assigned one for the same infraction (1997 commentary 12.26)",
                );
            }
            (read_artificial(&top, unit)?, Vec::new(), false)
        }
        "assigned" | "weighted" => {
            if top.has("artificial") {
                return fail(
                    "artificial",
                    "an artificial score cannot be combined with an assigned one for the same infraction (1997 commentary 12.26)",
                );
            }
            let non_offending = read_side(&top, "non_offending")?;
            let Some(table) = top.object("table")? else {
                return fail("table", "missing: the result obtained at the table");
            };
            table.refuse_unknown(&["contract", "declarer", "tricks"])?;
            let table = read_outcome(&table)?;
            let weighted = method_name == "weighted";
            let (outcomes, inputs) = read_outcomes(&top, weighted)?;
            let method = if weighted {
                let scheme = match top.string("scheme")? {
                    Some(code) => Scheme::from_code(code).map_or_else(
                        || {
                            fail(
                                "scheme",
                                format!(
                                    "\"{code}\" is not a scheme: expected wbf, ebl or nos_only"
                                ),
                            )
                        },
                        Ok,
                    )?,
                    None => default_scheme,
                };
                Method::Weighted {
                    non_offending,
                    scheme,
                    table,
                    outcomes: outcomes
                        .iter()
                        .zip(&inputs)
                        .map(|(o, i)| WeightedOutcome {
                            outcome: *o,
                            weight: i.weight.unwrap_or(OutcomeWeight::Both(Rational::ZERO)),
                            probability: i.probability,
                        })
                        .collect(),
                }
            } else {
                Method::Assigned {
                    non_offending,
                    table,
                    outcomes: outcomes
                        .iter()
                        .zip(&inputs)
                        .map(|(o, i)| ProbableOutcome {
                            outcome: *o,
                            probability: i.probability.unwrap_or(Rational::ZERO),
                        })
                        .collect(),
                }
            };
            (method, inputs, true)
        }
        other => {
            return fail(
                "method",
                format!("\"{other}\" is not a method: expected weighted, assigned or artificial"),
            );
        }
    };
    // 2017 Law 86B2(b): team play, several incomparable results, one side at fault.
    let method = match top.boolean("several_results")? {
        Some(true) if method_name == "artificial" => {
            return fail(
                "several_results",
                "the more favourable of average plus and an assigned score (2017 Law 86B2(b)) needs an assigned or weighted score",
            );
        }
        Some(true) => Method::AveragePlusOrAssigned(Box::new(method)),
        _ => method,
    };
    let board = Board {
        vulnerability: read_vulnerability(&top, comparison_required)?,
        comparison: read_comparison(&top, unit, comparison_required)?,
        knockout,
    };
    Ok(AdjustRequest {
        settings,
        board,
        method,
        outcome_inputs,
    })
}
