//! Numbers as a results file writes them: matchpoints `8`, `7.3`, `42.0`, IMPs `-6.67`. The
//! value is kept exactly together with the number of decimals it was written with, so that a
//! figure is written back as it was read, and a recomputed figure is compared with it to the
//! precision the file gave.

use crate::adjust::Rational;
use std::fmt;

/// The most decimals a figure is read with: scorers print two, Neuberg tables four.
const MAX_DECIMALS: u8 = 6;

/// Digits before the separator: keeps every figure far from the limits of `i128`.
const MAX_WHOLE_DIGITS: usize = 12;

/// A number as a file gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GivenFigure {
    value: Rational,
    decimals: u8,
}

fn ten_to(decimals: u8) -> i128 {
    10i128.pow(u32::from(decimals))
}

impl GivenFigure {
    /// Reads `8`, `-6.67`, `+3`, `7,3` (a decimal comma), `−1.5` (a minus sign).
    pub fn parse(text: &str) -> Result<GivenFigure, String> {
        let t = text.trim();
        let bad = || format!("\"{t}\" is not a number");
        let (negative, digits) = match t.strip_prefix('-').or_else(|| t.strip_prefix('−')) {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (whole, fraction) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty()
            || !all_digits(whole)
            || !all_digits(fraction)
            || whole.len() > MAX_WHOLE_DIGITS
        {
            return Err(bad());
        }
        let decimals = u8::try_from(fraction.len())
            .ok()
            .filter(|&d| d <= MAX_DECIMALS)
            .ok_or_else(|| format!("\"{t}\" has more than {MAX_DECIMALS} decimals"))?;
        let magnitude: i128 = format!("{whole}{fraction}").parse().map_err(|_| bad())?;
        let signed = if negative { -magnitude } else { magnitude };
        let value = Rational::new(signed, ten_to(decimals)).ok_or_else(bad)?;
        Ok(GivenFigure { value, decimals })
    }

    /// `value` written with `decimals` places, when that writes it exactly.
    pub fn exact(value: Rational, decimals: u8) -> Option<GivenFigure> {
        let scaled = value.checked_mul(Rational::new(ten_to(decimals.min(MAX_DECIMALS)), 1)?)?;
        (decimals <= MAX_DECIMALS && scaled.is_integer()).then_some(GivenFigure { value, decimals })
    }

    /// The decimals a rounding step needs: 2 for 0.01, 1 for 0.1 or 0.5, 0 for 1 or 10; `None`
    /// for a step such as 1/3 that no decimal writes.
    pub fn decimals_of_step(step: Rational) -> Option<u8> {
        (0..=MAX_DECIMALS).find(|&d| {
            step.checked_mul(Rational::integer(ten_to(d) as i64))
                .is_some_and(Rational::is_integer)
        })
    }

    pub fn value(self) -> Rational {
        self.value
    }

    pub fn decimals(self) -> u8 {
        self.decimals
    }

    /// Whether `exact` is what this figure says to the precision it was written with: less
    /// than one unit of its last decimal away, which allows both rounding and truncation.
    pub fn agrees_with(self, exact: Rational) -> bool {
        let unit = Rational::new(1, ten_to(self.decimals)).unwrap_or(Rational::ONE);
        exact.checked_sub(self.value).is_some_and(|difference| {
            let distance = if difference.is_negative() {
                difference.checked_neg().unwrap_or(difference)
            } else {
                difference
            };
            distance < unit
        })
    }
}

impl fmt::Display for GivenFigure {
    /// With exactly its decimals: `8`, `42.0`, `-6.67`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scale = ten_to(self.decimals);
        // Exact by construction: the value times 10^decimals is an integer.
        let scaled = self.value.numerator() * (scale / self.value.denominator());
        let sign = if scaled < 0 { "-" } else { "" };
        let magnitude = scaled.unsigned_abs();
        let scale = scale.unsigned_abs();
        if self.decimals == 0 {
            write!(f, "{sign}{magnitude}")
        } else {
            write!(
                f,
                "{sign}{}.{:0width$}",
                magnitude / scale,
                magnitude % scale,
                width = usize::from(self.decimals)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;

    #[test]
    fn figures_read_and_write_back_as_written() {
        for text in ["8", "42.0", "-6.67", "0.33", "0", "-0.5", "12.3400"] {
            let figure = GivenFigure::parse(text).expect(text);
            assert_eq!(figure.to_string(), text);
        }
        assert_eq!(
            GivenFigure::parse("+3").map(|f| f.to_string()),
            Ok("3".into())
        );
        assert_eq!(GivenFigure::parse("7,3").map(|f| f.value()), Ok(r(73, 10)));
        assert_eq!(GivenFigure::parse("−1.5").map(|f| f.value()), Ok(r(-3, 2)));
        for bad in [
            "",
            "-",
            "1.2.3",
            "A6040",
            "1e3",
            "1.2345678",
            "9999999999999",
        ] {
            assert!(GivenFigure::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_figure_agrees_with_what_it_rounds_or_truncates() {
        let given = GivenFigure::parse("7.3").expect("figure");
        assert!(given.agrees_with(r(22, 3)), "7.333… written to one decimal");
        assert!(given.agrees_with(r(73, 10)));
        assert!(!given.agrees_with(r(74, 10)));
        let whole = GivenFigure::parse("-7").expect("figure");
        assert!(whole.agrees_with(r(-20, 3)));
        assert!(!whole.agrees_with(r(-6, 1)));
    }

    #[test]
    fn a_rounding_step_gives_its_decimals() {
        assert_eq!(GivenFigure::decimals_of_step(r(1, 100)), Some(2));
        assert_eq!(GivenFigure::decimals_of_step(r(1, 2)), Some(1));
        assert_eq!(GivenFigure::decimals_of_step(r(10, 1)), Some(0));
        assert_eq!(GivenFigure::decimals_of_step(r(1, 3)), None);
        assert_eq!(
            GivenFigure::exact(r(69, 10), 2).map(|f| f.to_string()),
            Some("6.90".into())
        );
        assert_eq!(GivenFigure::exact(r(1, 3), 2), None);
    }
}
