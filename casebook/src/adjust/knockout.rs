//! Knockout averaging of unbalanced adjusted scores (2017 Law 12C4, 1997 Law 86B): each team's
//! score is computed separately and each team then gets the difference between its own score
//! and the mean of the two, that is half the difference between the two teams' scores.

use super::error::AdjustError;
use super::rational::Rational;

/// The averaged scores of two teams whose own IMP scores on the board are `a` and `b` (each
/// from its own viewpoint): `((a − b)/2, (b − a)/2)`. Balanced scores (`a = −b`) are unchanged.
pub fn knockout_average(a: Rational, b: Rational) -> Result<(Rational, Rational), AdjustError> {
    let two = Rational::integer(2);
    let first = a
        .checked_sub(b)
        .and_then(|d| d.checked_div(two))
        .ok_or(AdjustError::Overflow)?;
    let second = first.checked_neg().ok_or(AdjustError::Overflow)?;
    Ok((first, second))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn imps(n: i64) -> Rational {
        Rational::integer(n)
    }

    #[test]
    fn seed_003_team_a_minus_8_and_team_b_minus_4_become_minus_2_and_plus_2() {
        // adjusted-scores-training-ru.txt l.325–331, the training material's knockout example.
        assert_eq!(
            knockout_average(imps(-8), imps(-4)),
            Ok((imps(-2), imps(2)))
        );
    }

    #[test]
    fn seed_002_plus_6_and_minus_10_become_plus_8_and_minus_8() {
        // 2017 Law 12C4 (laws-2017-bg.txt l.728): the arithmetic mean of the two scores.
        assert_eq!(
            knockout_average(imps(6), imps(-10)),
            Ok((imps(8), imps(-8)))
        );
    }

    #[test]
    fn commentary_plus_3_and_minus_5_become_plus_4_and_minus_4() {
        // Commentary 12.8(iv), 12.15.
        assert_eq!(knockout_average(imps(3), imps(-5)), Ok((imps(4), imps(-4))));
    }

    #[test]
    fn balanced_scores_are_unchanged_and_halves_are_kept_exact() {
        assert_eq!(knockout_average(imps(5), imps(-5)), Ok((imps(5), imps(-5))));
        let half = Rational::new(7, 2).expect("7/2");
        assert_eq!(
            knockout_average(imps(3), imps(-4)),
            Ok((half, imps(0).checked_sub(half).expect("neg")))
        );
    }
}
