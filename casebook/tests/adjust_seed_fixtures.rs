//! The adjusted-score fixtures of laws-2017-bg.txt and adjusted-scores-training-ru.txt: weighted teams and pairs (2017 Law 12C1(c),
//! laws-2017-bg.txt l.715), knockout averaging (adjusted-scores-training-ru.txt l.325–331, laws-2017-bg.txt l.728), artificial scores and
//! their clamps (laws-2017-bg.txt l.723–725, adjusted-scores-training-ru.txt l.63–97), and the refusal to mix kinds.

use casebook::adjust::{
    ArtificialAward, Board, Comparison, Method, OtherRoom, Outcome, OutcomeWeight, ProbableOutcome,
    Rational, Scheme, Unit, WeightedOutcome, adjust,
};
use casebook::bridge::{Seat, Side, Vulnerability};
use casebook::profile::Profile;

fn r(num: i128, den: i128) -> Rational {
    Rational::new(num, den).expect("test fraction")
}

fn by(contract: &str, declarer: Seat, tricks: u8) -> Outcome {
    Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal")
}

fn settings(id: &str) -> casebook::adjust::Settings {
    Profile::bundled(id).expect("bundled").settings()
}

fn weighted(table: Outcome, outcomes: &[(Outcome, Rational)]) -> Method {
    Method::Weighted {
        non_offending: Side::NS,
        scheme: Scheme::Wbf,
        table,
        outcomes: outcomes
            .iter()
            .map(|&(outcome, w)| WeightedOutcome {
                outcome,
                weight: OutcomeWeight::Both(w),
                probability: None,
            })
            .collect(),
    }
}

#[test]
fn seed_002_weighted_teams_70_30_is_4_9_imps() {
    // Weighting at teams (2017 Law 12C1(c)): other table NS +170, NS vulnerable; 70% 4♠= (+620 →
    // +10) and 30% 4♠−1 (−100 → −7) give +4.9 IMPs (method A), not +6 (weighting the points first).
    let board = Board {
        vulnerability: Vulnerability::NS,
        comparison: Comparison::Imps(OtherRoom::Score(170)),
        knockout: false,
    };
    let method = weighted(
        by("4S", Seat::North, 9),
        &[
            (by("4S", Seat::North, 10), r(7, 10)),
            (by("4S", Seat::North, 9), r(3, 10)),
        ],
    );
    let score = adjust(&board, &method, &settings("wbf-2017")).expect("valid");
    assert_eq!(score.ns.score, r(49, 10));
    assert_eq!(score.ew.score, r(-49, 10));
    assert_eq!(score.ns.unit, Unit::Imps);
    assert_eq!(
        score.ns.breakdown.en,
        "NS: 70% of 4♠= (+620 → +10 IMPs) + 30% of 4♠−1 (−100 → −7 IMPs) = +4.9 IMPs"
    );
    assert_eq!(
        score.ns.breakdown.ru,
        "СЮ: 70% от 4♠= (+620 → +10 импов) + 30% от 4♠−1 (−100 → −7 импов) = +4,9 импа"
    );
}

#[test]
fn seed_002_weighted_pairs_70_30_is_59_percent() {
    // Weighting at pairs (2017 Law 12C1(c)): six tables, the other NS scores +620 +620 +170 +170
    // −100 (top 10); 70% of 8 MP and 30% of 1 MP is 5.9 MP = 59%; the opponents 41%.
    let board = Board {
        vulnerability: Vulnerability::NS,
        comparison: Comparison::Matchpoints(vec![620, 620, 170, 170, -100]),
        knockout: false,
    };
    let method = weighted(
        by("4S", Seat::North, 9),
        &[
            (by("4S", Seat::North, 10), r(7, 10)),
            (by("4S", Seat::North, 9), r(3, 10)),
        ],
    );
    let score = adjust(&board, &method, &settings("ebu")).expect("valid");
    assert_eq!(score.ns.score, r(59, 1));
    assert_eq!(score.ew.score, r(41, 1));
    assert_eq!(score.ns.unit, Unit::Percent);
    assert_eq!(
        score.ew.breakdown.en,
        "EW: 70% of 4♠= (−620 → 20%) + 30% of 4♠−1 (+100 → 90%) = 41%"
    );
}

#[test]
fn seed_003_knockout_minus_8_and_minus_4_imps_become_minus_2_and_plus_2() {
    // adjusted-scores-training-ru.txt l.325–331 (E003-5). Team A held N-S in the closed room (+300) and E-W in the open
    // room, where a split score was assigned: B's N-S +170, A's E-W −620. A: +300 −620 → −8
    // IMPs; B: +170 −300 → −4 IMPs; averaged, A −2 and B +2. Here the open room is this table:
    // N-S (team B) are the non-offenders, N-S vulnerable, the closed room's +300 the comparison.
    let board = Board {
        vulnerability: Vulnerability::NS,
        comparison: Comparison::Imps(OtherRoom::Score(300)),
        knockout: true,
    };
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: by("4S", Seat::North, 9),
        outcomes: vec![
            // 3♠+1 (+170) is likely; 4♠= (+620) only at all probable.
            ProbableOutcome {
                outcome: by("3S", Seat::North, 10),
                probability: r(3, 4),
            },
            ProbableOutcome {
                outcome: by("4S", Seat::North, 10),
                probability: r(1, 4),
            },
        ],
    };
    let score = adjust(&board, &method, &settings("commentary-1997")).expect("valid");
    assert!(score.knockout_averaged);
    assert_eq!(score.ns.score, r(2, 1));
    assert_eq!(score.ew.score, r(-2, 1));
    assert!(
        score
            .ns
            .breakdown
            .en
            .ends_with("knockout average (2017 Law 12C4, 1997 Law 86B): (−4 − (−8)) / 2 = +2 IMPs"),
        "{}",
        score.ns.breakdown.en
    );
    assert!(
        score.ew.breakdown.ru.ends_with(
            "усреднение в матче на выбывание (Правило 12C4 2017, Правило 86B 1997): (−8 − (−4)) / 2 = −2 импа"
        ),
        "{}",
        score.ew.breakdown.ru
    );
    // Without the knockout the two assigned scores stand unbalanced (commentary 12.14).
    let unbalanced = adjust(
        &Board {
            knockout: false,
            ..board
        },
        &method,
        &settings("commentary-1997"),
    )
    .expect("valid");
    assert_eq!(
        (unbalanced.ns.score, unbalanced.ew.score),
        (r(-4, 1), r(-8, 1))
    );
}

#[test]
fn seed_002_knockout_plus_6_and_minus_10_become_plus_8_and_minus_8() {
    // 2017 Law 12C4 (laws-2017-bg.txt l.728): the non-offenders' assigned score gives
    // +6 IMPs, the offenders' −10; each side gets the average, +8 / −8. Illustrative deal:
    // other table +170; N-S likely 4♠= (+420 → +6), E-W at all probable 5♠X= (+650 → −10).
    let board = Board {
        vulnerability: Vulnerability::None,
        comparison: Comparison::Imps(OtherRoom::Score(170)),
        knockout: true,
    };
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: by("3S", Seat::North, 10),
        outcomes: vec![
            ProbableOutcome {
                outcome: by("4S", Seat::North, 10),
                probability: r(1, 2),
            },
            ProbableOutcome {
                outcome: by("5SX", Seat::North, 11),
                probability: r(1, 5),
            },
        ],
    };
    let score = adjust(&board, &method, &settings("wbf-2017")).expect("valid");
    assert_eq!((score.ns.score, score.ew.score), (r(8, 1), r(-8, 1)));
}

#[test]
fn knockout_halves_are_rounded_by_the_profile() {
    // Commentary 12.8(iv) (adjusted-scores-training-ru.txt l.85): any rounding favours the non-offenders; the EBU
    // rounds exact halves away from average instead (White Book §4.2.6.1). Illustrative:
    // other table +300; N-S (non-offending) likely 1NT+2 (+150 → −4 IMPs), E-W at all probable
    // 1NT+3 (+180 → +3 IMPs for E-W); averaged −3.5 / +3.5, rounded to whole IMPs.
    let board = Board {
        vulnerability: Vulnerability::None,
        comparison: Comparison::Imps(OtherRoom::Score(300)),
        knockout: true,
    };
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: by("1NT", Seat::North, 7),
        outcomes: vec![
            ProbableOutcome {
                outcome: by("1NT", Seat::North, 9),
                probability: r(1, 2),
            },
            ProbableOutcome {
                outcome: by("1NT", Seat::North, 10),
                probability: r(1, 5),
            },
        ],
    };
    let whole_imps = |id: &str| {
        let mut settings = settings(id);
        settings.rounding.imps_step = Rational::ONE;
        let score = adjust(&board, &method, &settings).expect("valid");
        assert_eq!((score.ns.exact, score.ew.exact), (r(-7, 2), r(7, 2)));
        (score.ns.score, score.ew.score)
    };
    assert_eq!(whole_imps("commentary-1997"), (r(-3, 1), r(3, 1)));
    assert_eq!(whole_imps("ebu"), (r(-4, 1), r(4, 1)));
}

fn artificial(
    unit: Unit,
    ns: ArtificialAward,
    ew: ArtificialAward,
    session_ns: Option<Rational>,
    session_ew: Option<Rational>,
) -> (Rational, Rational) {
    let comparison = match unit {
        Unit::Imps => Comparison::Imps(OtherRoom::Score(0)),
        Unit::Percent => Comparison::Matchpoints(Vec::new()),
    };
    let board = Board {
        vulnerability: Vulnerability::None,
        comparison,
        knockout: false,
    };
    let method = Method::Artificial {
        ns,
        ew,
        session_ns,
        session_ew,
    };
    let score = adjust(&board, &method, &settings("commentary-1997")).expect("valid");
    (score.ns.score, score.ew.score)
}

#[test]
fn artificial_scores_at_pairs_with_the_session_clamps() {
    // adjusted-scores-training-ru.txt l.63, 93–97 and 2017 Law 12C2 (laws-2017-bg.txt l.725); 1997 Law 88 and Lille 1998, 4
    // (commentary-1997-ru.txt l.1155, l.5944).
    use ArtificialAward::*;
    let p = |n: i128, d: i128| Some(r(n, d));
    assert_eq!(
        artificial(Unit::Percent, AveragePlus, AverageMinus, None, None),
        (r(60, 1), r(40, 1))
    );
    assert_eq!(
        artificial(Unit::Percent, AveragePlus, AverageMinus, p(55, 1), p(52, 1)),
        (r(60, 1), r(40, 1))
    );
    assert_eq!(
        artificial(Unit::Percent, AveragePlus, AverageMinus, p(63, 1), p(35, 1)),
        (r(63, 1), r(35, 1))
    );
    assert_eq!(
        artificial(
            Unit::Percent,
            AveragePlus,
            AverageMinus,
            p(632, 10),
            p(48, 1)
        ),
        (r(632, 10), r(40, 1))
    );
    assert_eq!(
        artificial(
            Unit::Percent,
            AveragePlus,
            AverageMinus,
            p(6430, 100),
            p(3550, 100)
        ),
        (r(6430, 100), r(3550, 100))
    );
    // Partly at fault: 50%, never modified; both at fault: 40% / 40% (2017 Law 12C2(a), laws-2017-bg.txt
    // l.723).
    assert_eq!(
        artificial(Unit::Percent, Average, Average, p(70, 1), p(30, 1)),
        (r(50, 1), r(50, 1))
    );
    assert_eq!(
        artificial(Unit::Percent, AverageMinus, AverageMinus, None, None),
        (r(40, 1), r(40, 1))
    );
    // Defective pack with no time to replay: 60% to both (commentary 1.1(ii)(b)).
    assert_eq!(
        artificial(Unit::Percent, AveragePlus, AveragePlus, None, None),
        (r(60, 1), r(60, 1))
    );
}

#[test]
fn artificial_scores_at_teams_are_three_imps() {
    // adjusted-scores-training-ru.txt l.79–83 and laws-2017-bg.txt l.724 (12C2(b)); commentary 12.8 (±3 IMPs).
    use ArtificialAward::*;
    assert_eq!(
        artificial(Unit::Imps, AveragePlus, AverageMinus, None, None),
        (r(3, 1), r(-3, 1))
    );
    assert_eq!(
        artificial(Unit::Imps, Average, Average, None, None),
        (Rational::ZERO, Rational::ZERO)
    );
    assert_eq!(
        artificial(Unit::Imps, AverageMinus, AverageMinus, None, None),
        (r(-3, 1), r(-3, 1))
    );
}
