//! Adjusted scores as a case records them: the text a casebook prints for each side, and the
//! outcomes behind a weighted or assigned score. The computation lives elsewhere; the record
//! keeps weights exactly as written (`30%`, `1/3`) so that nothing is rounded on the way in.

use crate::bridge::{Contract, Seat, Side};
use serde::{Deserialize, Serialize};

/// One possible result of the board with its weight, for one side or both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreOutcome {
    /// The side the outcome is for; `None` when both sides get the same weighted score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<Side>,
    /// `None` for a passed-out board.
    pub contract: Option<Contract>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    pub tricks: u8,
    /// The weight as written: a percentage (`30%`, `33.33%`), a fraction (`1/3`) or a decimal
    /// (`0.25`).
    pub weight: String,
}

/// An adjusted score: what each side receives in words, and the outcomes it was built from.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct AdjustedScore {
    /// What North–South receive, as printed (`30% of 6♦−1 (+50) + 70% of 6♦= (−920)`).
    pub ns: String,
    pub ew: String,
    pub outcomes: Vec<ScoreOutcome>,
}

impl AdjustedScore {
    /// Nothing adjusted: the table result stands.
    pub fn is_empty(&self) -> bool {
        self.ns.is_empty() && self.ew.is_empty() && self.outcomes.is_empty()
    }
}

/// Whether `text` is a weight written as a percentage, a fraction or a decimal between 0 and 1
/// (exclusive of 0). The sum of weights is checked where the score is computed.
pub fn is_weight_text(text: &str) -> bool {
    let t = text.trim();
    if let Some(percent) = t.strip_suffix('%') {
        return decimal(percent.trim()).is_some_and(|v| v > 0.0 && v <= 100.0);
    }
    if let Some((numerator, denominator)) = t.split_once('/') {
        let (Ok(n), Ok(d)) = (
            numerator.trim().parse::<u32>(),
            denominator.trim().parse::<u32>(),
        ) else {
            return false;
        };
        return n > 0 && d > 0 && n <= d;
    }
    decimal(t).is_some_and(|v| v > 0.0 && v <= 1.0)
}

/// A plain decimal number (digits, optionally a point or comma and more digits).
fn decimal(t: &str) -> Option<f64> {
    let normalised = t.replace(',', ".");
    let plain = !normalised.is_empty()
        && normalised.chars().all(|c| c.is_ascii_digit() || c == '.')
        && normalised.chars().filter(|&c| c == '.').count() <= 1
        && normalised.chars().any(|c| c.is_ascii_digit());
    if plain { normalised.parse().ok() } else { None }
}

#[cfg(test)]
mod tests {
    use super::is_weight_text;

    #[test]
    fn weights_are_percentages_fractions_or_decimals() {
        for good in [
            "30%", "33.33%", "100%", "1/3", "2/3", "0.25", "0,5", " 70 % ",
        ] {
            assert!(is_weight_text(good), "{good}");
        }
        for bad in [
            "",
            "%",
            "0%",
            "130%",
            "3/2",
            "1/0",
            "0",
            "1.5",
            "треть",
            "-10%",
            "1/3/4",
        ] {
            assert!(!is_weight_text(bad), "{bad}");
        }
    }
}
