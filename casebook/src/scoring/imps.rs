//! Law 78B: converting a difference in total points into IMPs.

/// The most IMPs one board can give (a difference of 4000 or more).
pub const MAX_IMPS: i32 = 24;

/// The smallest difference worth 1, 2, … 24 IMPs: the lower bounds of the ranges of the
/// Law 78B table (20–40 → 1, 50–80 → 2, …, 4000+ → 24).
pub const IMP_THRESHOLDS: [u32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// IMPs for a difference in total points, with the sign of the difference.
///
/// **Differences that are not multiples of 10.** The table's ranges (0–10, 20–40, 50–80, …)
/// only cover multiples of 10, which is all a table result can produce; an averaged or datum
/// score can produce others (15, 234, 404) and the Law gives no rule for them. Here each range
/// is read as the half-open interval from its lower bound up to the next range's lower bound:
/// [0, 20) → 0, [20, 50) → 1, … [4000, ∞) → 24. Reasons: every difference then has exactly
/// one value, multiples of 10 get exactly the table's value, the conversion stays monotone and
/// antisymmetric, and no tie-breaking rule for halves (as rounding to the nearest 10 would need)
/// has to be invented. So 15 → 0, 45 → 1, 234 → 6, 404 → 9, and −234 → −6.
///
/// Weighted adjusted scores convert each outcome first and weight the IMPs afterwards, so they
/// only ever pass differences between table results here.
pub fn imps(difference: i32) -> i32 {
    let size = difference.unsigned_abs();
    // At most 24 thresholds are passed, so the count always fits.
    let imps = IMP_THRESHOLDS.iter().take_while(|&&t| t <= size).count() as i32;
    if difference < 0 { -imps } else { imps }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Both ends of every range of the Law 78B table (laws-2017-bg.txt ll.2193–2201), and 7600, the
    /// largest possible swing.
    const BOUNDARIES: [(i32, i32); 50] = [
        (0, 0),
        (10, 0),
        (20, 1),
        (40, 1),
        (50, 2),
        (80, 2),
        (90, 3),
        (120, 3),
        (130, 4),
        (160, 4),
        (170, 5),
        (210, 5),
        (220, 6),
        (260, 6),
        (270, 7),
        (310, 7),
        (320, 8),
        (360, 8),
        (370, 9),
        (420, 9),
        (430, 10),
        (490, 10),
        (500, 11),
        (590, 11),
        (600, 12),
        (740, 12),
        (750, 13),
        (890, 13),
        (900, 14),
        (1090, 14),
        (1100, 15),
        (1290, 15),
        (1300, 16),
        (1490, 16),
        (1500, 17),
        (1740, 17),
        (1750, 18),
        (1990, 18),
        (2000, 19),
        (2240, 19),
        (2250, 20),
        (2490, 20),
        (2500, 21),
        (2990, 21),
        (3000, 22),
        (3490, 22),
        (3500, 23),
        (3990, 23),
        (4000, 24),
        (7600, 24),
    ];

    #[test]
    fn every_boundary_of_the_scale_on_both_sides() {
        for (difference, expected) in BOUNDARIES {
            assert_eq!(imps(difference), expected, "difference {difference}");
            assert_eq!(imps(-difference), -expected, "difference -{difference}");
        }
    }

    #[test]
    fn every_range_ends_ten_below_the_next_ranges_start() {
        // The table's ranges are contiguous in steps of 10 (laws-2017-bg.txt ll.2193–2201).
        for (i, &threshold) in IMP_THRESHOLDS.iter().enumerate() {
            let t = threshold as i32;
            assert_eq!(imps(t), i as i32 + 1);
            assert_eq!(imps(t - 10), i as i32);
        }
    }

    #[test]
    fn realistic_comparisons() {
        // Differences between realistic results, by Law 78B.
        assert_eq!(imps(620 - 170), 10); // 4♠= V vs 3♠+1 V
        assert_eq!(imps(420 - -50), 10);
        assert_eq!(imps(1430 - 680), 13); // 6♠= V vs 4♠+2 V
        assert_eq!(imps(400 - -50), 10); // 3NT= NV vs 3NT−1 NV
        assert_eq!(imps(-50), -2);
        assert_eq!(imps(-620), -12);
        assert_eq!(imps(-430), -10); // the guide's example of `casebook imps`
    }

    #[test]
    fn differences_off_the_tens_fall_in_the_range_they_have_reached() {
        // The half-open reading documented on `imps`, and the guide's examples of it.
        assert_eq!(imps(15), 0);
        assert_eq!(imps(45), 1);
        assert_eq!(imps(234), 6);
        assert_eq!(imps(404), 9);
        assert_eq!(imps(-234), -6);
        assert_eq!(imps(19), 0);
        assert_eq!(imps(3999), 23);
    }

    #[test]
    fn the_extremes_of_i32_do_not_overflow() {
        assert_eq!(imps(i32::MAX), MAX_IMPS);
        assert_eq!(imps(i32::MIN), -MAX_IMPS);
    }

    proptest! {
        #[test]
        fn monotone_non_decreasing(a in any::<i32>(), b in any::<i32>()) {
            let (low, high) = if a <= b { (a, b) } else { (b, a) };
            prop_assert!(imps(low) <= imps(high));
        }

        #[test]
        fn antisymmetric(d in (i32::MIN + 1)..=i32::MAX) {
            prop_assert_eq!(imps(-d), -imps(d));
        }

        #[test]
        fn bounded_by_24_and_signed_like_the_difference(d in any::<i32>()) {
            let v = imps(d);
            prop_assert!((-MAX_IMPS..=MAX_IMPS).contains(&v));
            prop_assert_eq!(v.signum() != 0, d.unsigned_abs() >= 20);
            prop_assert!(v.signum() == 0 || v.signum() == d.signum());
        }

        #[test]
        fn non_multiples_of_ten_take_the_value_of_the_ten_below(d in -10_000i32..=10_000) {
            // Truncating toward zero to the multiple of 10 gives the same range.
            prop_assert_eq!(imps(d), imps(d / 10 * 10));
        }
    }
}
