//! Reading weights and probabilities as committees write them: `25%`, `33.33%`, `0.25`, `1/3`;
//! and the one rule weights obey (Law 12C1(c)): each a share from 0 to 1, together exactly 1.

use super::rational::Rational;

/// The most decimals a weight is written with: percentages to two decimals (`33.33%`), so
/// decimals to four (`0.3333`). Anything finer is a fraction in disguise and should be one.
const PERCENT_DECIMALS: usize = 2;
const FRACTION_DECIMALS: usize = PERCENT_DECIMALS + 2;

/// Digits in one number: keeps every parsed value far from the limits of `i128`.
const MAX_DIGITS: usize = 12;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WeightError {
    #[error(
        "\"{0}\" is not a weight: write a percentage (25%, 33.33%), a decimal (0.25) or a fraction (1/3)"
    )]
    Malformed(String),
    #[error(
        "\"{0}\" has more decimals than a weight is written with (percentages to two, decimals to four): write it as a fraction such as 1/3"
    )]
    TooPrecise(String),
    #[error("\"{0}\" divides by zero")]
    ZeroDenominator(String),
}

/// A weight or a probability as the Laws allow one: from 0 to 1.
pub fn is_share(value: Rational) -> bool {
    !value.is_negative() && value <= Rational::ONE
}

/// Why weights cannot weight a score: the rule of Law 12C1(c) (each weight at least 0, all
/// together exactly 1) for the decision's outcomes, the other room's results and a field's
/// weighted lines alike; each caller words it for its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeightingError {
    /// No weight at all.
    Empty,
    /// The first weight below 0, at `index`.
    Negative { index: usize, weight: Rational },
    /// The weights add up to `sum`, not 1.
    Total(Rational),
    /// The sum is beyond exact arithmetic.
    Overflow,
}

/// Checks `weights` against the rule (see [`WeightingError`]).
pub fn check_weighting(weights: impl IntoIterator<Item = Rational>) -> Result<(), WeightingError> {
    let mut sum = Rational::ZERO;
    let mut any = false;
    for (index, weight) in weights.into_iter().enumerate() {
        if weight.is_negative() {
            return Err(WeightingError::Negative { index, weight });
        }
        sum = sum.checked_add(weight).ok_or(WeightingError::Overflow)?;
        any = true;
    }
    match (any, sum == Rational::ONE) {
        (false, _) => Err(WeightingError::Empty),
        (true, true) => Ok(()),
        (true, false) => Err(WeightingError::Total(sum)),
    }
}

/// A signed decimal with at most `max_decimals` places, `.` or `,` as the separator.
fn parse_decimal(text: &str, max_decimals: usize, original: &str) -> Result<Rational, WeightError> {
    let malformed = || WeightError::Malformed(original.to_string());
    let (negative, digits) = match text.strip_prefix('-').or_else(|| text.strip_prefix('−')) {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = match digits.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (digits, ""),
    };
    if whole.is_empty() && fraction.is_empty() {
        return Err(malformed());
    }
    if !whole
        .chars()
        .chain(fraction.chars())
        .all(|c| c.is_ascii_digit())
    {
        return Err(malformed());
    }
    if whole.len() + fraction.len() > MAX_DIGITS {
        return Err(malformed());
    }
    // Trailing zeros carry no precision: 0.2500 is 0.25.
    let fraction = fraction.trim_end_matches('0');
    if fraction.len() > max_decimals {
        return Err(WeightError::TooPrecise(original.to_string()));
    }
    let joined = format!("{whole}{fraction}");
    let magnitude: i128 = if joined.is_empty() {
        0
    } else {
        joined.parse().map_err(|_| malformed())?
    };
    let scale = 10i128.pow(fraction.len() as u32);
    let value = Rational::new(magnitude, scale).ok_or_else(malformed)?;
    Ok(if negative {
        value.checked_neg().ok_or_else(malformed)?
    } else {
        value
    })
}

/// Reads a weight or a probability. The value is returned as written, negative or above one
/// included: whether that is allowed depends on what it weighs, and the caller says so.
pub fn parse_weight(text: &str) -> Result<Rational, WeightError> {
    let t = text.trim();
    if let Some(percent) = t.strip_suffix('%') {
        let value = parse_decimal(percent.trim(), PERCENT_DECIMALS, text)?;
        return value
            .checked_div(Rational::integer(100))
            .ok_or_else(|| WeightError::Malformed(text.to_string()));
    }
    if let Some((top, bottom)) = t.split_once('/') {
        let top = parse_decimal(top.trim(), 0, text)?;
        let bottom = parse_decimal(bottom.trim(), 0, text)?;
        if bottom.is_zero() {
            return Err(WeightError::ZeroDenominator(text.to_string()));
        }
        return top
            .checked_div(bottom)
            .ok_or_else(|| WeightError::Malformed(text.to_string()));
    }
    parse_decimal(t, FRACTION_DECIMALS, text)
}

/// Reads a plain decimal number such as a session percentage (`55`, `63.2`) exactly.
pub fn parse_decimal_number(text: &str) -> Result<Rational, WeightError> {
    parse_decimal(text.trim(), MAX_DIGITS / 2, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;

    #[test]
    fn the_three_ways_of_writing_a_weight() {
        assert_eq!(parse_weight("25%"), Ok(r(1, 4)));
        assert_eq!(parse_weight(" 33.33 % "), Ok(r(3333, 10000)));
        assert_eq!(parse_weight("0.25"), Ok(r(1, 4)));
        assert_eq!(parse_weight("0,15"), Ok(r(3, 20)));
        assert_eq!(parse_weight("1/3"), Ok(r(1, 3)));
        assert_eq!(
            parse_weight("1.5/9"),
            Err(WeightError::TooPrecise("1.5/9".into()))
        );
        assert_eq!(parse_weight("1"), Ok(Rational::ONE));
        assert_eq!(parse_weight("100%"), Ok(Rational::ONE));
        assert_eq!(parse_weight("0.2500"), Ok(r(1, 4)));
        assert_eq!(parse_weight(".5"), Ok(r(1, 2)));
    }

    #[test]
    fn signs_are_read_so_that_the_caller_can_refuse_them() {
        assert_eq!(parse_weight("-5%"), Ok(r(-1, 20)));
        assert_eq!(parse_weight("−0.1"), Ok(r(-1, 10)));
        assert_eq!(parse_weight("3/2"), Ok(r(3, 2)));
    }

    #[test]
    fn mistakes_are_named() {
        assert_eq!(
            parse_weight("33.333%"),
            Err(WeightError::TooPrecise("33.333%".into()))
        );
        assert_eq!(
            parse_weight("0.33333"),
            Err(WeightError::TooPrecise("0.33333".into()))
        );
        assert_eq!(
            parse_weight("1/0"),
            Err(WeightError::ZeroDenominator("1/0".into()))
        );
        for bad in [
            "",
            "%",
            "abc",
            "1/3/4",
            "25 %%",
            "1e3",
            "--1",
            "99999999999999999999",
        ] {
            assert!(
                matches!(parse_weight(bad), Err(WeightError::Malformed(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn session_percentages_are_exact_decimals() {
        assert_eq!(parse_decimal_number("63.2"), Ok(r(632, 10)));
        assert_eq!(parse_decimal_number("55"), Ok(r(55, 1)));
    }
}
