//! Law 78A matchpoints, and the Neuberg formula for a board with fewer results than expected.
//!
//! Matchpoints are counted on the two-for-a-win scale of Law 78A (2 for each score beaten, 1 for
//! each equal score), so they are whole numbers; only percentages are floating point, for display.

use serde::Serialize;
use std::cmp::Ordering;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchpointError {
    #[error("there is no other result to compare with: a board needs at least two results")]
    EmptyField,
    #[error("{0} results is more than a board can be matchpointed against")]
    FieldTooLarge(usize),
    #[error(
        "a board needs at least one result and at least two expected results, \
         not {results} played of {expected} expected"
    )]
    TooFewResults { results: u32, expected: u32 },
    #[error(
        "{matchpoints} matchpoints is above the top of {top} on a board played {results} times"
    )]
    AboveTop {
        matchpoints: u32,
        top: u64,
        results: u32,
    },
}

/// One score matchpointed against the other results on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MatchpointResult {
    beaten: u32,
    tied: u32,
    lost_to: u32,
}

impl MatchpointResult {
    /// Other results this score beats (2 matchpoints each).
    pub fn beaten(&self) -> u32 {
        self.beaten
    }

    /// Other results equal to this one (1 matchpoint each).
    pub fn tied(&self) -> u32 {
        self.tied
    }

    /// Other results better than this one (nothing).
    pub fn lost_to(&self) -> u32 {
        self.lost_to
    }

    pub fn matchpoints(&self) -> u32 {
        2 * self.beaten + self.tied
    }

    /// Two for each other result; never zero, as an empty field is refused.
    pub fn top(&self) -> u32 {
        2 * (self.beaten + self.tied + self.lost_to)
    }

    /// What the opponents get on the same comparisons: the top less this side's matchpoints.
    pub fn opponents_matchpoints(&self) -> u32 {
        self.top() - self.matchpoints()
    }

    /// Matchpoints as a percentage of the top, for display.
    pub fn percentage(&self) -> f64 {
        f64::from(self.matchpoints()) * 100.0 / f64::from(self.top())
    }
}

/// The most other results a score can be compared with: the top must fit a `u32`.
const LARGEST_FIELD: usize = (u32::MAX / 2) as usize;

/// Matchpoints `score` earns against the other results on the board (`field`), all from the
/// same side's viewpoint (Law 78A). The top is 2 × `field.len()`.
pub fn matchpoints(score: i32, field: &[i32]) -> Result<MatchpointResult, MatchpointError> {
    if field.is_empty() {
        return Err(MatchpointError::EmptyField);
    }
    if field.len() > LARGEST_FIELD {
        return Err(MatchpointError::FieldTooLarge(field.len()));
    }
    // The length check above keeps every count, and twice their sum, within u32.
    let count = |wanted: Ordering| {
        field
            .iter()
            .filter(|&&other| score.cmp(&other) == wanted)
            .count() as u32
    };
    Ok(MatchpointResult {
        beaten: count(Ordering::Greater),
        tied: count(Ordering::Equal),
        lost_to: count(Ordering::Less),
    })
}

/// Every result on a board matchpointed against all the others, in the order given.
pub fn matchpoint_board(scores: &[i32]) -> Result<Vec<MatchpointResult>, MatchpointError> {
    (0..scores.len())
        .map(|i| {
            let others: Vec<i32> = scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &s)| s)
                .collect();
            matchpoints(scores[i], &others)
        })
        .collect()
}

/// A matchpoint score after the Neuberg formula, kept as an exact fraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NeubergScore {
    numerator: i128,
    denominator: u32,
    top: u64,
}

impl NeubergScore {
    /// The score is `numerator / denominator`, in lowest terms (denominator ≥ 1).
    pub fn numerator(&self) -> i128 {
        self.numerator
    }

    pub fn denominator(&self) -> u32 {
        self.denominator
    }

    /// The top of the expected board: 2 × (expected results − 1).
    pub fn top(&self) -> u64 {
        self.top
    }

    pub fn value(&self) -> f64 {
        self.numerator as f64 / f64::from(self.denominator)
    }

    /// The score as a percentage of the expected top, for display.
    pub fn percentage(&self) -> f64 {
        self.value() * 100.0 / self.top as f64
    }
}

fn greatest_common_divisor(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Scales matchpoints from a board played `results_on_board` times (n) to one played
/// `results_expected` times (N), by the Neuberg formula.
///
/// `mp_on_board` is on the two-for-a-win scale of Law 78A, where a top is 2(n − 1); the result
/// is on the same scale with a top of 2(N − 1):
///
/// ```text
/// MP' = (MP + 1) × N / n − 1
/// ```
///
/// On the one-for-a-win scale (top n − 1) the same formula reads MP' = (MP + ½) × N / n − ½; it
/// is this one halved. The formula treats each of the n results as if it had occurred N / n
/// times: with n = N it changes nothing, a lone result (n = 1) gets the average N − 1, and the
/// matchpoints on the board always add up to n × (N − 1), an average per result. When a board
/// has more results than expected (n > N) it scales down, and a bottom becomes slightly
/// negative, as the formula prescribes.
pub fn neuberg(
    mp_on_board: u32,
    results_on_board: u32,
    results_expected: u32,
) -> Result<NeubergScore, MatchpointError> {
    let (n, expected) = (results_on_board, results_expected);
    if n == 0 || expected < 2 {
        return Err(MatchpointError::TooFewResults {
            results: n,
            expected,
        });
    }
    let top_on_board = 2 * (u64::from(n) - 1);
    if u64::from(mp_on_board) > top_on_board {
        return Err(MatchpointError::AboveTop {
            matchpoints: mp_on_board,
            top: top_on_board,
            results: n,
        });
    }
    // Exact: (MP + 1) × N − n over n. i128 holds it for any u32 inputs.
    let numerator = (i128::from(mp_on_board) + 1) * i128::from(expected) - i128::from(n);
    let divisor = greatest_common_divisor(numerator.unsigned_abs(), u128::from(n));
    // The divisor divides n, so both quotients fit their types.
    Ok(NeubergScore {
        numerator: numerator / divisor as i128,
        denominator: (u128::from(n) / divisor) as u32,
        top: 2 * (u64::from(expected) - 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Five tables, NS scores +450, +420, +420, +170, −50 (Law 78A, laws-2017-bg.txt l.2182–2186).
    const FIVE_TABLES: [i32; 5] = [450, 420, 420, 170, -50];

    #[test]
    fn five_tables_get_8_5_5_2_0() {
        let board = matchpoint_board(&FIVE_TABLES).expect("five results");
        let mps: Vec<u32> = board.iter().map(MatchpointResult::matchpoints).collect();
        assert_eq!(mps, [8, 5, 5, 2, 0]);
        assert!(board.iter().all(|r| r.top() == 8));
        // The total is n(n − 1).
        assert_eq!(mps.iter().sum::<u32>(), 5 * 4);
        let each_420 = board[1];
        assert_eq!(
            (each_420.beaten(), each_420.tied(), each_420.lost_to()),
            (2, 1, 1)
        );
    }

    #[test]
    fn percentages_and_the_opponents_share() {
        // +450 = 100%, +420 = 62.5%, +170 = 25%, −50 = 0%; EW get 8 − NS.
        let field_for = |i: usize| {
            let mut others = FIVE_TABLES.to_vec();
            others.remove(i);
            others
        };
        let result = |i: usize| matchpoints(FIVE_TABLES[i], &field_for(i)).expect("field");
        assert_eq!(result(0).percentage(), 100.0);
        assert_eq!(result(1).percentage(), 62.5);
        assert_eq!(result(3).percentage(), 25.0);
        assert_eq!(result(4).percentage(), 0.0);
        assert_eq!(result(1).opponents_matchpoints(), 3);
        assert_eq!(result(4).opponents_matchpoints(), 8);
    }

    #[test]
    fn weighted_score_components_against_a_field_of_five() {
        // Weighting at pairs (2017 Law 12C1(c)): others +620, +620, +170, +170, −100; top 10.
        let field = [620, 620, 170, 170, -100];
        let top_result = matchpoints(620, &field).expect("field");
        assert_eq!((top_result.matchpoints(), top_result.top()), (8, 10));
        assert_eq!(matchpoints(-100, &field).expect("field").matchpoints(), 1);
    }

    #[test]
    fn an_empty_field_is_an_error_not_a_division_by_zero() {
        assert_eq!(matchpoints(420, &[]), Err(MatchpointError::EmptyField));
        assert_eq!(matchpoint_board(&[420]), Err(MatchpointError::EmptyField));
        assert_eq!(matchpoint_board(&[]), Ok(vec![]));
    }

    #[test]
    fn two_tables_share_a_top_of_two() {
        let board = matchpoint_board(&[100, 100]).expect("two results");
        assert_eq!(board[0].matchpoints(), 1);
        assert_eq!(board[0].top(), 2);
        assert_eq!(board[0].percentage(), 50.0);
    }

    fn fraction(score: NeubergScore) -> (i128, u32) {
        (score.numerator(), score.denominator())
    }

    #[test]
    fn neuberg_worked_example_ten_results_of_eleven() {
        // Max Bavin, "The Neuberg Formula" (EBU): a board played 10 times of 11, top 18 → 20.
        // A sole top (18) becomes 19.9, the next result (16) 17.7, a sole bottom (0) 0.1.
        let scaled = |mp| neuberg(mp, 10, 11).expect("valid");
        assert_eq!(fraction(scaled(18)), (199, 10));
        assert_eq!(fraction(scaled(16)), (177, 10));
        assert_eq!(fraction(scaled(0)), (1, 10));
        assert_eq!(scaled(18).top(), 20);
        assert!((scaled(18).value() - 19.9).abs() < 1e-12);
        assert!((scaled(18).percentage() - 99.5).abs() < 1e-12);
    }

    #[test]
    fn neuberg_on_the_one_for_a_win_scale_is_the_same_formula_halved() {
        // One-for-a-win: MP' = (MP + ½) × N / n − ½ = ((2MP + 1) × N − n) / 2n, exactly half of
        // the two-for-a-win value for 2MP. Worked: 9 of a top of 9 over 10 of 11 → 9.95.
        for (n, expected) in [(10u32, 11u32), (4, 5), (7, 3), (1, 13)] {
            for mp_one_scale in 0..n {
                let one_scale_numerator =
                    (2 * i128::from(mp_one_scale) + 1) * i128::from(expected) - i128::from(n);
                let one_scale_denominator = 2 * i128::from(n);
                let two_scale = neuberg(2 * mp_one_scale, n, expected).expect("valid");
                assert_eq!(
                    2 * one_scale_numerator * i128::from(two_scale.denominator()),
                    two_scale.numerator() * one_scale_denominator,
                    "MP {mp_one_scale} of n = {n}, N = {expected}"
                );
            }
        }
        let one_scale_top = neuberg(18, 10, 11).expect("valid").value() / 2.0;
        assert!((one_scale_top - 9.95).abs() < 1e-12);
    }

    #[test]
    fn neuberg_changes_nothing_when_the_board_was_played_as_often_as_expected() {
        for n in 2..=15u32 {
            for mp in 0..=2 * (n - 1) {
                assert_eq!(
                    fraction(neuberg(mp, n, n).expect("valid")),
                    (i128::from(mp), 1)
                );
            }
        }
    }

    #[test]
    fn neuberg_keeps_the_board_total_at_n_times_the_expected_average() {
        // The five-table board above, expected to be played seven times (top 12).
        let board = matchpoint_board(&FIVE_TABLES).expect("five results");
        let scaled: Vec<NeubergScore> = board
            .iter()
            .map(|r| neuberg(r.matchpoints(), 5, 7).expect("valid"))
            .collect();
        // (8+1)·7/5 − 1 = 58/5; (5+1)·7/5 − 1 = 37/5; (2+1)·7/5 − 1 = 16/5; (0+1)·7/5 − 1 = 2/5.
        let fractions: Vec<(i128, u32)> = scaled.iter().copied().map(fraction).collect();
        assert_eq!(fractions, [(58, 5), (37, 5), (37, 5), (16, 5), (2, 5)]);
        let total_fifths: i128 = scaled
            .iter()
            .map(|s| s.numerator() * i128::from(5 / s.denominator()))
            .sum();
        assert_eq!(total_fifths, 5 * 5 * (7 - 1));
    }

    #[test]
    fn a_lone_result_gets_the_expected_average() {
        assert_eq!(fraction(neuberg(0, 1, 13).expect("valid")), (12, 1));
    }

    #[test]
    fn more_results_than_expected_scale_down() {
        // n = 4, N = 3: a bottom gets 3/4 − 1 = −1/4, a top (6) 7·3/4 − 1 = 17/4 of a top of 4.
        assert_eq!(fraction(neuberg(0, 4, 3).expect("valid")), (-1, 4));
        assert_eq!(fraction(neuberg(6, 4, 3).expect("valid")), (17, 4));
    }

    #[test]
    fn neuberg_refuses_impossible_inputs() {
        assert_eq!(
            neuberg(0, 0, 10),
            Err(MatchpointError::TooFewResults {
                results: 0,
                expected: 10
            })
        );
        assert_eq!(
            neuberg(0, 1, 1),
            Err(MatchpointError::TooFewResults {
                results: 1,
                expected: 1
            })
        );
        assert_eq!(
            neuberg(9, 5, 7),
            Err(MatchpointError::AboveTop {
                matchpoints: 9,
                top: 8,
                results: 5
            })
        );
        // The largest inputs do not overflow.
        let huge = neuberg(u32::MAX, u32::MAX, u32::MAX).expect("valid");
        assert_eq!(fraction(huge), (i128::from(u32::MAX), 1));
    }
}
