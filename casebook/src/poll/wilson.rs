//! The Wilson score interval: a confidence interval for a share that stays inside 0–100% and
//! is honest for the small polls committees take (3 to 12 players).

/// The normal quantile for a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// A share's confidence interval, as fractions from 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

/// The 95% Wilson interval for `successes` out of `trials`; the whole range when there are
/// no trials.
pub fn wilson_interval(successes: u32, trials: u32) -> Interval {
    if trials == 0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let n = f64::from(trials);
    let p = f64::from(successes.min(trials)) / n;
    let z2 = Z_95 * Z_95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half_width = Z_95 / denominator * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Interval {
        low: (centre - half_width).max(0.0),
        high: (centre + half_width).min(1.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-4
    }

    #[test]
    fn three_of_ten() {
        // The textbook value for 3/10: 0.1078 to 0.6032.
        let i = wilson_interval(3, 10);
        assert!(close(i.low, 0.1078) && close(i.high, 0.6032), "{i:?}");
    }

    #[test]
    fn the_ends_stay_inside_the_range() {
        let none = wilson_interval(0, 5);
        assert_eq!(none.low, 0.0);
        assert!(close(none.high, 0.4345), "{none:?}");
        let all = wilson_interval(5, 5);
        assert_eq!(all.high, 1.0);
        assert!(close(all.low, 0.5655), "{all:?}");
        assert_eq!(
            wilson_interval(0, 0),
            Interval {
                low: 0.0,
                high: 1.0
            }
        );
    }
}
