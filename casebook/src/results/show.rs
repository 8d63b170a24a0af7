//! The traveller as `casebook results show --json` prints it:
//!
//! ```json
//! {"board": 7, "top": 10, "lines": [{"ns": 1, "ew": 11, "contract": "4S", "declarer": "N",
//!   "tricks": 10, "score_ns": 620, "mp_ns": 8.0, "mp_ew": 2.0, "mp_ns_adjusted": 7.3,
//!   "mp_ew_adjusted": 2.7}, …]}
//! ```
//!
//! Matchpoints are on the scale of two for a win (the top is 2 × (results − 1)), as the profile
//! rounds them and to two decimals at most. The `_adjusted` fields are there only with a
//! ruling. A passed-out line has the contract `PASS` and no declarer or tricks; an adjusted
//! line its score in the traveller notation (`A6040`, `W30*4SN=;70*4SN-1`).

use super::line::LineResult;
use super::notation::{PASSED_OUT, result_fields};
use super::rescore::{Figure, RescoredField};
use crate::adjust::{Outcome, Rational};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TravellerJson {
    pub board: u32,
    pub top: u32,
    pub lines: Vec<LineJson>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LineJson {
    pub ns: u32,
    pub ew: u32,
    pub contract: String,
    pub declarer: Option<String>,
    pub tricks: Option<u8>,
    pub score_ns: Option<i32>,
    pub mp_ns: f64,
    pub mp_ew: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mp_ns_adjusted: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mp_ew_adjusted: Option<f64>,
}

/// A rounded figure to two decimals at most, for JSON.
fn two_decimals(figure: Figure) -> f64 {
    let hundredth = Rational::new(1, 100).unwrap_or(Rational::ONE);
    let value = if figure
        .rounded
        .checked_mul(Rational::integer(100))
        .is_some_and(Rational::is_integer)
    {
        figure.rounded
    } else {
        // A profile step finer than 0.01: the exact value, rounded half away from zero.
        figure
            .exact
            .round_to(hundredth, !figure.exact.is_negative())
            .unwrap_or(figure.rounded)
    };
    value.to_f64()
}

impl TravellerJson {
    /// The traveller with every pair's matchpoints; `with_ruling` adds them after the ruling.
    pub fn new(field: &RescoredField, with_ruling: bool) -> TravellerJson {
        let lines = field
            .lines
            .iter()
            .map(|rescored| {
                let line = &rescored.line;
                let [contract, declarer, _] = result_fields(&line.result, PASSED_OUT);
                let declarer = (!declarer.is_empty()).then_some(declarer);
                let tricks = match &line.result {
                    LineResult::Played(Outcome::Played { tricks, .. }) => Some(*tricks),
                    _ => None,
                };
                let score_ns = line
                    .result
                    .law77_score_ns(field.vulnerability)
                    .and_then(Result::ok)
                    .or(line.score_ns);
                let adjusted = |figure: Figure| with_ruling.then(|| two_decimals(figure));
                LineJson {
                    ns: line.ns,
                    ew: line.ew,
                    contract,
                    declarer,
                    tricks,
                    score_ns,
                    mp_ns: two_decimals(rescored.ns.matchpoints.before),
                    mp_ew: two_decimals(rescored.ew.matchpoints.before),
                    mp_ns_adjusted: adjusted(rescored.ns.matchpoints.after),
                    mp_ew_adjusted: adjusted(rescored.ew.matchpoints.after),
                }
            })
            .collect();
        TravellerJson {
            board: field.board.get(),
            top: field.top,
            lines,
        }
    }
}
