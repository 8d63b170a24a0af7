//! Knockout averaging: 1997 Law 86B with commentary 12.8(iv), 2017 Law 12C4.

use super::support::{by, pairs, r, settings, teams};
use super::{SEED_000, SEED_002};
use casebook::adjust::{AdjustError, Method, ProbableOutcome, Rational, adjust};
use casebook::bridge::{Seat, Side, Vulnerability};

/// commentary-1997-ru.txt, commentary 12.8(iv), l.1146 (adjusted-scores-training-ru.txt l.85): in a knockout the two sides' scores
/// are set separately and averaged, «(Примечание: это относится и к парным соревнованиям с
/// выбыванием)». A knockout between two pairs is a head-to-head match scored in IMPs, and is
/// averaged like a team match. 4♥ makes 10 tricks with probability 3/4 and 11 with 1/4: NS,
/// non-offending, get the likely 4♥= (+420 against +170 at the other table, +6 IMPs), EW,
/// offending, the at all probable 4♥+1 (+450, −7 IMPs for them); each gets half the
/// difference, +6.5 and −6.5. A matchpointed event has no head-to-head to average, so knockout averaging at
/// matchpoints is refused (2017 Law 12C4, laws-2017-bg.txt l.728, speaks of knockout play).
#[test]
fn ko03_commentary_12_8_iv_a_knockout_between_pairs_is_averaged_like_a_team_match() {
    SEED_000.cites(
        1146,
        1146,
        &[
            "Knock–out",
            "усредняется",
            "это относится и к парным соревнованиям с выбыванием",
        ],
    );
    SEED_002.cites(728, 728, &["елиминация", "средноаритмитичното"]);
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: by("3H", Seat::South, 10),
        outcomes: vec![
            ProbableOutcome {
                outcome: by("4H", Seat::South, 10),
                probability: r(3, 4),
            },
            ProbableOutcome {
                outcome: by("4H", Seat::South, 11),
                probability: r(1, 4),
            },
        ],
    };
    let mut board = teams(Vulnerability::None, 170);
    let unbalanced = adjust(&board, &method, &settings("commentary-1997")).expect("valid");
    assert_eq!(
        (unbalanced.ns.score, unbalanced.ew.score),
        (Rational::integer(6), Rational::integer(-7))
    );
    board.knockout = true;
    let averaged = adjust(&board, &method, &settings("commentary-1997")).expect("valid");
    assert!(averaged.knockout_averaged);
    assert_eq!(averaged.ns.exact, r(13, 2));
    assert_eq!(averaged.ew.exact, r(-13, 2));
    let mut matchpointed = pairs(&[170, 420, 450]);
    matchpointed.knockout = true;
    assert_eq!(
        adjust(&matchpointed, &method, &settings("commentary-1997")),
        Err(AdjustError::KnockoutAtMatchpoints)
    );
}
