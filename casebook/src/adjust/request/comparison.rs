//! What a request compares the score with: the form of scoring, the vulnerability, the other
//! table at IMPs or the field at matchpoints.

use super::fields::{Fields, RequestError, fail};
use super::outcomes::read_outcome;
use crate::adjust::Outcome;
use crate::adjust::Unit;
use crate::adjust::{Comparison, OtherRoom, OtherRoomResult};
use crate::bridge::Vulnerability;

pub(super) fn read_form(fields: &Fields) -> Result<Unit, RequestError> {
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

pub(super) fn read_comparison(
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

pub(super) fn read_vulnerability(
    fields: &Fields,
    required: bool,
) -> Result<Vulnerability, RequestError> {
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
