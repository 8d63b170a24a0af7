//! Exact rational numbers for weights, probabilities and weighted scores.
//!
//! A weighted score must come out the same however its outcomes are ordered, and a probability
//! of exactly 1/3 must count as "likely"; floating point gives neither. Numerator and
//! denominator are `i128`, always reduced, the denominator positive. Every operation that could
//! overflow is checked and returns `None`, so no input can make a calculation panic.

use std::cmp::Ordering;
use std::fmt;

/// A fraction `numerator / denominator` in lowest terms with a positive denominator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rational {
    num: i128,
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    // Works on magnitudes; callers never pass i128::MIN (values are reduced and bounded).
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `a/b < c/d`, `=` or `>` for positive `b` and `d`, by continued fractions so that no
/// cross-multiplication can overflow.
fn compare(a: i128, b: i128, c: i128, d: i128) -> Ordering {
    let (q1, r1) = (a.div_euclid(b), a.rem_euclid(b));
    let (q2, r2) = (c.div_euclid(d), c.rem_euclid(d));
    if q1 != q2 {
        return q1.cmp(&q2);
    }
    match (r1 == 0, r2 == 0) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        // r1/b against r2/d, both in (0, 1): the larger fraction has the smaller reciprocal.
        (false, false) => compare(d, r2, b, r1),
    }
}

impl Rational {
    pub const ZERO: Rational = Rational { num: 0, den: 1 };
    pub const ONE: Rational = Rational { num: 1, den: 1 };

    /// `num / den` in lowest terms; `None` when `den` is zero or a value is `i128::MIN`.
    pub fn new(num: i128, den: i128) -> Option<Rational> {
        if den == 0 || num == i128::MIN || den == i128::MIN {
            return None;
        }
        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
        let g = gcd(num, den).max(1);
        Some(Rational {
            num: num / g,
            den: den / g,
        })
    }

    pub fn integer(n: i64) -> Rational {
        Rational {
            num: i128::from(n),
            den: 1,
        }
    }

    pub fn numerator(self) -> i128 {
        self.num
    }

    pub fn denominator(self) -> i128 {
        self.den
    }

    pub fn is_negative(self) -> bool {
        self.num < 0
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    pub fn is_integer(self) -> bool {
        self.den == 1
    }

    pub fn checked_add(self, other: Rational) -> Option<Rational> {
        let g = gcd(self.den, other.den);
        let left = self.num.checked_mul(other.den / g)?;
        let right = other.num.checked_mul(self.den / g)?;
        Rational::new(
            left.checked_add(right)?,
            (self.den / g).checked_mul(other.den)?,
        )
    }

    pub fn checked_sub(self, other: Rational) -> Option<Rational> {
        self.checked_add(other.checked_neg()?)
    }

    pub fn checked_mul(self, other: Rational) -> Option<Rational> {
        // Cross-reduce first so that products of reduced fractions stay small.
        let g1 = gcd(self.num, other.den).max(1);
        let g2 = gcd(other.num, self.den).max(1);
        let num = (self.num / g1).checked_mul(other.num / g2)?;
        let den = (self.den / g2).checked_mul(other.den / g1)?;
        Rational::new(num, den)
    }

    pub fn checked_div(self, other: Rational) -> Option<Rational> {
        if other.num == 0 {
            return None;
        }
        self.checked_mul(Rational::new(other.den, other.num)?)
    }

    pub fn checked_neg(self) -> Option<Rational> {
        Some(Rational {
            num: self.num.checked_neg()?,
            den: self.den,
        })
    }

    /// The sum of many values, `None` on overflow.
    pub fn checked_sum(values: impl IntoIterator<Item = Rational>) -> Option<Rational> {
        values
            .into_iter()
            .try_fold(Rational::ZERO, |total, v| total.checked_add(v))
    }

    /// The largest integer not above this value.
    pub fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    /// An approximation for display and JSON; never used inside a calculation.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Rounded to a multiple of `step`: to the nearest multiple, and an exact half up when
    /// `half_up` is true, down otherwise. `None` on overflow or a step that is not positive.
    pub fn round_to(self, step: Rational, half_up: bool) -> Option<Rational> {
        if step.num <= 0 {
            return None;
        }
        let steps = self.checked_div(step)?;
        let floor = steps.floor();
        let fraction = steps.checked_sub(Rational::new(floor, 1)?)?;
        let half = Rational { num: 1, den: 2 };
        let rounded = match fraction.cmp(&half) {
            Ordering::Less => floor,
            Ordering::Greater => floor.checked_add(1)?,
            Ordering::Equal if half_up => floor.checked_add(1)?,
            Ordering::Equal => floor,
        };
        Rational::new(rounded, 1)?.checked_mul(step)
    }

    /// Whether the decimal expansion ends (the denominator has no prime factor but 2 and 5).
    pub fn is_terminating_decimal(self) -> bool {
        let mut d = self.den;
        for p in [2, 5] {
            while d % p == 0 {
                d /= p;
            }
        }
        d == 1
    }

    /// The exact decimal form with `separator` (`.` or `,`) when it terminates within 12
    /// places: `4.9`, `-0.45`, `59`; otherwise `None`.
    pub fn decimal_text(self, separator: char) -> Option<String> {
        if !self.is_terminating_decimal() {
            return None;
        }
        let negative = self.num < 0;
        let magnitude = self.num.unsigned_abs();
        let den = self.den.unsigned_abs();
        let whole = magnitude / den;
        let mut remainder = magnitude % den;
        let mut digits = String::new();
        while remainder != 0 {
            if digits.len() >= 12 {
                return None;
            }
            remainder = remainder.checked_mul(10)?;
            digits.push(char::from_digit((remainder / den) as u32, 10)?);
            remainder %= den;
        }
        let sign = if negative { "-" } else { "" };
        Some(if digits.is_empty() {
            format!("{sign}{whole}")
        } else {
            format!("{sign}{whole}{separator}{digits}")
        })
    }

    /// As a weight is written: a percentage when it has at most two decimals (`25%`, `33.33%`),
    /// otherwise a fraction (`1/3`).
    pub fn weight_text(self, separator: char) -> String {
        let hundredths = self.checked_mul(Rational { num: 100, den: 1 });
        match hundredths {
            Some(p)
                if p.checked_mul(Rational { num: 100, den: 1 })
                    .is_some_and(|x| x.is_integer()) =>
            {
                match p.decimal_text(separator) {
                    Some(text) => format!("{text}%"),
                    None => self.to_string(),
                }
            }
            _ => self.to_string(),
        }
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Self) -> Ordering {
        compare(self.num, self.den, other.num, other.den)
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl From<i32> for Rational {
    fn from(n: i32) -> Rational {
        Rational::integer(i64::from(n))
    }
}

impl fmt::Display for Rational {
    /// `3`, `-41/12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;
    use proptest::prelude::*;

    #[test]
    fn fractions_are_kept_in_lowest_terms() {
        assert_eq!(r(2, 4), r(1, 2));
        assert_eq!(r(3, -6), r(-1, 2));
        assert_eq!(r(-3, -6).to_string(), "1/2");
        assert_eq!(Rational::new(1, 0), None);
    }

    #[test]
    fn thirds_add_up_to_exactly_one() {
        let third = r(1, 3);
        let sum = Rational::checked_sum([third, third, third]);
        assert_eq!(sum, Some(Rational::ONE));
        assert!(r(33, 100) < third);
        assert!(r(1, 3) >= third);
    }

    #[test]
    fn comparison_of_huge_fractions_does_not_overflow() {
        let big = i128::MAX;
        assert!(r(big - 1, big) < r(big, big - 1));
        assert_eq!(r(big, 1).cmp(&r(big, 1)), Ordering::Equal);
        assert!(r(-big, 3) < r(big, 7));
        assert_eq!(r(big, 1).checked_add(r(1, 1)), None);
    }

    #[test]
    fn rounding_to_a_step_with_the_half_rule() {
        let tenth = r(1, 10);
        assert_eq!(r(41, 12).round_to(r(1, 100), true), Some(r(342, 100)));
        assert_eq!(r(7, 2).round_to(Rational::ONE, true), Some(r(4, 1)));
        assert_eq!(r(7, 2).round_to(Rational::ONE, false), Some(r(3, 1)));
        assert_eq!(r(-7, 2).round_to(Rational::ONE, false), Some(r(-4, 1)));
        assert_eq!(r(-7, 2).round_to(Rational::ONE, true), Some(r(-3, 1)));
        assert_eq!(r(49, 10).round_to(tenth, false), Some(r(49, 10)));
        assert_eq!(r(1, 3).round_to(Rational::ZERO, true), None);
    }

    #[test]
    fn decimal_and_weight_texts() {
        assert_eq!(r(49, 10).decimal_text('.').as_deref(), Some("4.9"));
        assert_eq!(r(-9, 20).decimal_text(',').as_deref(), Some("-0,45"));
        assert_eq!(r(59, 1).decimal_text('.').as_deref(), Some("59"));
        assert_eq!(r(1, 3).decimal_text('.'), None);
        assert_eq!(r(1, 4).weight_text('.'), "25%");
        assert_eq!(r(3333, 10000).weight_text(','), "33,33%");
        assert_eq!(r(1, 3).weight_text('.'), "1/3");
        assert_eq!(r(1, 8).weight_text('.'), "12.5%");
        assert_eq!(r(1, 32).weight_text('.'), "1/32");
    }

    proptest! {
        #[test]
        fn ordering_agrees_with_cross_multiplication(
            a in -10_000i128..10_000, b in 1i128..10_000, c in -10_000i128..10_000, d in 1i128..10_000
        ) {
            prop_assert_eq!(r(a, b).cmp(&r(c, d)), (a * d).cmp(&(c * b)));
        }

        #[test]
        fn addition_and_subtraction_are_inverse(
            a in -10_000i128..10_000, b in 1i128..10_000, c in -10_000i128..10_000, d in 1i128..10_000
        ) {
            let (x, y) = (r(a, b), r(c, d));
            prop_assert_eq!(x.checked_add(y).and_then(|s| s.checked_sub(y)), Some(x));
            prop_assert_eq!(x.checked_mul(y), r(a * c, b * d).into());
        }
    }
}
