//! The JSON request and result of `casebook adjust` (DESIGN.md, "Command line"). Field names
//! are a contract: fields may be added, never renamed.
//!
//! The request is read field by field rather than with a derived deserializer so that every
//! mistake is reported with the path of the field at fault (`outcomes[1].weight: …`).

use super::adjustment::{AdjustedScore, Board, Method, ScoredOutcome, SideScore, adjust};
use super::artificial::ArtificialAward;
use super::assigned::ProbableOutcome;
use super::comparison::{Comparison, OtherRoom, OtherRoomResult};
use super::error::AdjustError;
use super::outcome::Outcome;
use super::rational::Rational;
use super::text::{Language, Unit};
use super::weight::{parse_decimal_number, parse_weight};
use super::weighted::{OutcomeWeight, Scheme, WeightedOutcome};
use crate::bridge::{Contract, Seat, Side, Vulnerability};
use crate::profile::{DEFAULT_PROFILE, Profile};
use crate::scoring::TRICKS_IN_A_DEAL;
use serde_json::{Map, Value, json};
use std::fmt;

/// A bad request: the field at fault and what is wrong with it. Printed on one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestError {
    pub field: String,
    pub message: String,
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.field, self.message)
        }
    }
}

impl std::error::Error for RequestError {}

fn fail<T>(field: impl Into<String>, message: impl Into<String>) -> Result<T, RequestError> {
    Err(RequestError {
        field: field.into(),
        message: message.into(),
    })
}

/// A JSON object being read, with its path for messages.
struct Fields<'a> {
    object: &'a Map<String, Value>,
    path: String,
}

impl<'a> Fields<'a> {
    fn new(value: &'a Value, path: String) -> Result<Fields<'a>, RequestError> {
        match value.as_object() {
            Some(object) => Ok(Fields { object, path }),
            None => fail(path, "expected a JSON object"),
        }
    }

    fn path(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// A present, non-null value.
    fn get(&self, key: &str) -> Option<&'a Value> {
        self.object.get(key).filter(|v| !v.is_null())
    }

    fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    fn refuse_unknown(&self, known: &[&str]) -> Result<(), RequestError> {
        match self.object.keys().find(|k| !known.contains(&k.as_str())) {
            Some(key) => fail(
                self.path(key),
                format!("unknown field; expected one of {}", known.join(", ")),
            ),
            None => Ok(()),
        }
    }

    fn string(&self, key: &str) -> Result<Option<&'a str>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(_) => fail(self.path(key), "expected a string"),
        }
    }

    fn required_string(&self, key: &str, what: &str) -> Result<&'a str, RequestError> {
        self.string(key)?
            .map_or_else(|| fail(self.path(key), format!("missing: {what}")), Ok)
    }

    fn object(&self, key: &str) -> Result<Option<Fields<'a>>, RequestError> {
        self.get(key)
            .map(|v| Fields::new(v, self.path(key)))
            .transpose()
    }

    fn array(&self, key: &str) -> Result<Option<&'a Vec<Value>>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Array(a)) => Ok(Some(a)),
            Some(_) => fail(self.path(key), "expected an array"),
        }
    }

    fn integer(&self, key: &str) -> Result<Option<i64>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => match v.as_i64() {
                Some(n) => Ok(Some(n)),
                None => fail(self.path(key), format!("{v} is not a whole number")),
            },
        }
    }

    fn boolean(&self, key: &str) -> Result<Option<bool>, RequestError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => fail(self.path(key), "expected true or false"),
        }
    }

    /// A weight, probability or percentage written as a string (`"25%"`, `"1/3"`) or a JSON
    /// number (`0.25`), read exactly as written.
    fn exact(&self, key: &str) -> Result<Option<Rational>, RequestError> {
        let text = match self.get(key) {
            None => return Ok(None),
            Some(Value::String(s)) => s.clone(),
            // serde_json prints a number as the shortest text that reads back the same, which
            // is the text the user typed (0.1 stays "0.1").
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => {
                return fail(
                    self.path(key),
                    "expected a number or a string such as \"25%\"",
                );
            }
        };
        match parse_weight(&text) {
            Ok(value) => Ok(Some(value)),
            Err(e) => fail(self.path(key), e.to_string()),
        }
    }

    /// A plain decimal such as a session percentage (`55`, `63.2`).
    fn decimal(&self, key: &str) -> Result<Option<Rational>, RequestError> {
        let text = match self.get(key) {
            None => return Ok(None),
            Some(Value::String(s)) => s.trim().trim_end_matches('%').to_string(),
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => return fail(self.path(key), "expected a number"),
        };
        match parse_decimal_number(&text) {
            Ok(value) => Ok(Some(value)),
            Err(e) => fail(self.path(key), e.to_string()),
        }
    }
}

/// What was asked, read and checked.
#[derive(Debug, Clone)]
pub struct AdjustRequest {
    pub profile: Profile,
    pub board: Board,
    pub method: Method,
    /// Each outcome's weights and probability as given, for the result.
    outcome_inputs: Vec<OutcomeInput>,
}

#[derive(Debug, Clone, Copy)]
struct OutcomeInput {
    weight: Option<OutcomeWeight>,
    probability: Option<Rational>,
}

const PASSED_OUT: [&str; 6] = [
    "pass",
    "passed out",
    "passout",
    "all pass",
    "пас",
    "все пас",
];

fn read_outcome(fields: &Fields) -> Result<Outcome, RequestError> {
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

fn read_side(fields: &Fields, key: &str) -> Result<Side, RequestError> {
    let text = fields.required_string(key, "NS or EW")?;
    text.parse()
        .or_else(|e: crate::bridge::ParseSideError| fail(fields.path(key), e.to_string()))
}

fn read_form(fields: &Fields) -> Result<Unit, RequestError> {
    match fields
        .required_string("form", "imps or matchpoints")?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "imps" => Ok(Unit::Imps),
        "matchpoints" => Ok(Unit::Percent),
        other => fail(
            "form",
            format!("\"{other}\" is not a form of scoring: expected imps or matchpoints"),
        ),
    }
}

fn read_comparison(
    fields: &Fields,
    unit: Unit,
    required: bool,
) -> Result<Comparison, RequestError> {
    let other_keys = ["other_table", "other_table_score", "other_table_outcomes"];
    let given: Vec<&str> = other_keys
        .iter()
        .copied()
        .filter(|k| fields.has(k))
        .collect();
    match unit {
        Unit::Percent => {
            if let Some(key) = given.first() {
                return fail(
                    *key,
                    "the other table is for IMP scoring; matchpoints compare with field",
                );
            }
            let Some(field) = fields.array("field")? else {
                if required {
                    return fail(
                        "field",
                        "missing: matchpoints need the North–South scores at the other tables, such as [620, 600, 170]",
                    );
                }
                return Ok(Comparison::Matchpoints(Vec::new()));
            };
            let mut scores = Vec::with_capacity(field.len());
            for (i, v) in field.iter().enumerate() {
                match v.as_i64().and_then(|n| i32::try_from(n).ok()) {
                    Some(n) => scores.push(n),
                    None => {
                        return fail(
                            format!("field[{i}]"),
                            format!("{v} is not a score in total points"),
                        );
                    }
                }
            }
            if scores.is_empty() && required {
                return fail(
                    "field",
                    "empty: matchpoints need at least one other table's score",
                );
            }
            Ok(Comparison::Matchpoints(scores))
        }
        Unit::Imps => {
            if fields.has("field") {
                return fail(
                    "field",
                    "the field is for matchpoints; IMPs compare with the other table",
                );
            }
            if given.len() > 1 {
                return fail(
                    given[1],
                    format!("give only one of {}", other_keys.join(", ")),
                );
            }
            match given.first().copied() {
                None if required => fail(
                    "other_table",
                    "missing: IMPs need the other table's result (other_table, other_table_score or other_table_outcomes)",
                ),
                None => Ok(Comparison::Imps(OtherRoom::Score(0))),
                Some("other_table") => {
                    let Some(table) = fields.object("other_table")? else {
                        return fail("other_table", "missing");
                    };
                    table.refuse_unknown(&["contract", "declarer", "tricks"])?;
                    let outcome = read_outcome(&table)?;
                    Ok(Comparison::Imps(OtherRoom::Score(ns_points(
                        &outcome,
                        fields,
                        "other_table",
                    )?)))
                }
                Some("other_table_score") => {
                    let score = fields
                        .integer("other_table_score")?
                        .and_then(|n| i32::try_from(n).ok());
                    match score {
                        Some(s) => Ok(Comparison::Imps(OtherRoom::Score(s))),
                        None => fail(
                            "other_table_score",
                            "expected North–South's total points, such as 620",
                        ),
                    }
                }
                Some(_) => {
                    let results = fields
                        .array("other_table_outcomes")?
                        .map_or(&[][..], |a| a.as_slice());
                    let mut room = Vec::with_capacity(results.len());
                    for (i, v) in results.iter().enumerate() {
                        let path = format!("other_table_outcomes[{i}]");
                        let result = Fields::new(v, path.clone())?;
                        result.refuse_unknown(&["contract", "declarer", "tricks", "weight"])?;
                        let outcome = read_outcome(&result)?;
                        let Some(weight) = result.exact("weight")? else {
                            return fail(
                                result.path("weight"),
                                "missing: the weight of this result",
                            );
                        };
                        room.push(OtherRoomResult {
                            ns_points: ns_points(&outcome, fields, &path)?,
                            weight,
                        });
                    }
                    Ok(Comparison::Imps(OtherRoom::Weighted(room)))
                }
            }
        }
    }
}

fn read_vulnerability(fields: &Fields, required: bool) -> Result<Vulnerability, RequestError> {
    match fields.string("vulnerability")? {
        Some(text) => text
            .parse()
            .or_else(|e: crate::bridge::ParseVulnerabilityError| {
                fail("vulnerability", e.to_string())
            }),
        None if required => fail("vulnerability", "missing: None, NS, EW or All"),
        None => Ok(Vulnerability::None),
    }
}

fn ns_points(outcome: &Outcome, top: &Fields, path: &str) -> Result<i32, RequestError> {
    let vulnerability = read_vulnerability(top, true)?;
    outcome
        .ns_points(vulnerability)
        .or_else(|e| fail(path, e.to_string()))
}

fn read_award(fields: &Fields, key: &str) -> Result<ArtificialAward, RequestError> {
    let text = fields.required_string(key, "average_plus, average or average_minus")?;
    match text
        .trim()
        .to_ascii_lowercase()
        .replace([' ', '-'], "_")
        .as_str()
    {
        "average_plus" => Ok(ArtificialAward::AveragePlus),
        "average" => Ok(ArtificialAward::Average),
        "average_minus" => Ok(ArtificialAward::AverageMinus),
        other => fail(
            fields.path(key),
            format!(
                "\"{other}\" is not an artificial score: expected average_plus, average or average_minus"
            ),
        ),
    }
}

fn read_artificial(fields: &Fields, unit: Unit) -> Result<Method, RequestError> {
    let Some(block) = fields.object("artificial")? else {
        return fail(
            "artificial",
            "missing: the award to each side, such as {\"ns\": \"average_plus\", \"ew\": \"average_minus\"}",
        );
    };
    block.refuse_unknown(&["ns", "ew", "session_percent", "session_imps"])?;
    let (session_key, wrong_key) = match unit {
        Unit::Percent => ("session_percent", "session_imps"),
        Unit::Imps => ("session_imps", "session_percent"),
    };
    if block.has(wrong_key) {
        return fail(
            block.path(wrong_key),
            format!("does not apply to this form of scoring; give {session_key}"),
        );
    }
    let mut sessions = [None, None];
    if let Some(session) = block.object(session_key)? {
        session.refuse_unknown(&["ns", "ew"])?;
        sessions = [session.decimal("ns")?, session.decimal("ew")?];
    }
    Ok(Method::Artificial {
        ns: read_award(&block, "ns")?,
        ew: read_award(&block, "ew")?,
        session_ns: sessions[0],
        session_ew: sessions[1],
    })
}

fn read_outcomes(
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

/// Reads and checks a request.
pub fn parse_request(text: &str) -> Result<AdjustRequest, RequestError> {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return fail("", format!("the request is not valid JSON: {e}")),
    };
    let top = Fields::new(&value, String::new())
        .or_else(|_| fail("", "the request must be a JSON object"))?;
    top.refuse_unknown(&FIELDS)?;
    let profile_id = top.string("profile")?.unwrap_or(DEFAULT_PROFILE);
    let profile = Profile::bundled(profile_id).or_else(|e| fail("profile", e.to_string()))?;
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
                    None => profile.default_scheme.value,
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
        profile,
        board,
        method,
        outcome_inputs,
    })
}

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
        adjust(&self.board, &self.method, &self.profile.settings()).map_err(|e| RequestError {
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

    /// The result as JSON: per side `{"score", "unit", "exact", "breakdown", "breakdown_ru"}`,
    /// both breakdowns together, and every outcome scored on its own.
    pub fn result_json(&self, score: &AdjustedScore) -> Value {
        let side = |s: &SideScore| {
            json!({
                "score": s.score.to_f64(),
                "unit": s.unit.name(),
                "exact": s.exact.to_string(),
                "breakdown": s.breakdown.en,
                "breakdown_ru": s.breakdown.ru,
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
            "profile": self.profile.id,
            "form": match self.board.comparison.unit() { Unit::Imps => "imps", Unit::Percent => "matchpoints" },
            "ns": side(&score.ns),
            "ew": side(&score.ew),
            "breakdown": breakdown.en,
            "breakdown_ru": breakdown.ru,
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
pub fn run(text: &str) -> Result<Value, RequestError> {
    let request = parse_request(text)?;
    let score = request.compute()?;
    Ok(request.result_json(&score))
}
