//! The worked examples of the 1997 commentary on Law 12 (commentary-1997-ru.txt, commentary 12.30–12.35;
//! the same text is adjusted-scores-training-ru.txt l.191–231), reproduced through the adjusted-score engine.

use casebook::adjust::{
    Board, Comparison, Method, OtherRoom, Outcome, OutcomeWeight, ProbableOutcome, Rational,
    Scheme, WeightedOutcome, adjust, offenders_choice,
};
use casebook::bridge::{Seat, Side, Vulnerability};
use casebook::profile::Profile;

fn r(num: i128, den: i128) -> Rational {
    Rational::new(num, den).expect("test fraction")
}

fn by(contract: &str, declarer: Seat, tricks: u8) -> Outcome {
    Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal")
}

fn commentary() -> casebook::adjust::Settings {
    Profile::bundled("commentary-1997")
        .expect("bundled")
        .settings()
}

fn teams(vulnerability: Vulnerability, other_ns: i32) -> Board {
    Board {
        vulnerability,
        comparison: Comparison::Imps(OtherRoom::Score(other_ns)),
        knockout: false,
    }
}

/// 12.31: N-S, misinformed, stopped in 3♣ and made 12 tricks.
fn three_clubs_table() -> Outcome {
    by("3C", Seat::South, 12)
}

/// 12.31's expert estimate of the other results (commentary-1997-ru.txt l.1250–1264).
fn expert_estimate() -> Vec<(Outcome, Rational)> {
    vec![
        (by("2NT", Seat::South, 9), r(10, 100)),
        (by("2NT", Seat::South, 10), r(15, 100)),
        (by("2NT", Seat::South, 11), r(15, 100)),
        (by("3NT", Seat::South, 9), r(10, 100)),
        (by("3NT", Seat::South, 10), r(15, 100)),
        (by("3NT", Seat::South, 11), r(15, 100)),
        (by("6C", Seat::South, 12), r(20, 100)),
    ]
}

/// Reading (a) of commentary 12.31: the printed weights 1 : 1.5 : 1.5 : 2 on 3NT= /
/// 3NT+1 / 3NT+2 / 6♣=, that is 1/6, 1/4, 1/4, 1/3; the 2NT outcomes get no weight but keep
/// their probabilities.
fn literal_weights() -> Vec<WeightedOutcome> {
    let weights = [
        Rational::ZERO,
        Rational::ZERO,
        Rational::ZERO,
        r(1, 6),
        r(1, 4),
        r(1, 4),
        r(1, 3),
    ];
    expert_estimate()
        .into_iter()
        .zip(weights)
        .map(|((outcome, probability), weight)| WeightedOutcome {
            outcome,
            weight: OutcomeWeight::Both(weight),
            probability: Some(probability),
        })
        .collect()
}

/// Reading (b): all seven outcomes weighted by their probabilities.
fn full_distribution() -> Vec<WeightedOutcome> {
    expert_estimate()
        .into_iter()
        .map(|(outcome, probability)| WeightedOutcome {
            outcome,
            weight: OutcomeWeight::Both(probability),
            probability: Some(probability),
        })
        .collect()
}

fn weighted(scheme: Scheme, outcomes: Vec<WeightedOutcome>) -> Method {
    Method::Weighted {
        non_offending: Side::NS,
        scheme,
        table: three_clubs_table(),
        outcomes,
    }
}

#[test]
fn example_12_31_the_expert_probabilities_add_up_to_one() {
    // Commentary 12.31: the experts' seven probabilities.
    let sum = Rational::checked_sum(expert_estimate().into_iter().map(|(_, p)| p));
    assert_eq!(sum, Some(Rational::ONE));
}

#[test]
fn example_12_31_under_12c2_the_non_offenders_keep_their_table_result_and_the_offenders_get_six_clubs()
 {
    // commentary-1997-ru.txt l.1266–1270 (commentary 12.31): no better result reaches 1/3, so 12C2 has
    // nothing to assign N-S, who keep 3♣+3 (+170); the offenders still get the most
    // unfavourable result at all probable, 6♣ made by N-S (p = 0.20 ≥ 1/6): E-W −920.
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: three_clubs_table(),
        outcomes: expert_estimate()
            .into_iter()
            .map(|(outcome, probability)| ProbableOutcome {
                outcome,
                probability,
            })
            .collect(),
    };
    let score = adjust(&teams(Vulnerability::None, 430), &method, &commentary())
        .expect("both sides scored");
    // N-S: +170 against the other room's +430 is −260, −6 IMPs.
    assert_eq!(score.ns.score, Rational::from(-6));
    // E-W: −920 against the other room's −430 is −490, −10 IMPs (Law 78B: 450–490).
    assert_eq!(score.ew.score, Rational::from(-10));
    let ns = &score.ns.breakdown.en;
    assert!(ns.contains("the table result stands"), "{ns}");
    assert!(ns.contains("none reaches probability 1/3"), "{ns}");
    assert!(ns.contains("commentary 12.31"), "{ns}");
    assert!(ns.contains("Law 12C3 can do better"), "{ns}");
    assert!(ns.contains("3♣+3"), "{ns}");
    let ew = &score.ew.breakdown.en;
    assert!(
        ew.contains("the most unfavourable result at all probable"),
        "{ew}"
    );
    assert!(ew.contains("6♣="), "{ew}");
    assert!(
        score.ns.breakdown.ru.contains("комментарий 12.31"),
        "{}",
        score.ns.breakdown.ru
    );
}

#[test]
fn example_12_31_under_12c2_the_offenders_get_six_clubs_made() {
    // Commentary 12.31 under 12C2: only 6♣= (p = 0.20) is at all probable (≥ 1/6): E-W −920.
    let outcomes: Vec<ProbableOutcome> = expert_estimate()
        .into_iter()
        .map(|(outcome, probability)| ProbableOutcome {
            outcome,
            probability,
        })
        .collect();
    let choice = offenders_choice(
        Side::EW,
        &three_clubs_table(),
        &outcomes,
        Vulnerability::None,
        r(1, 6),
    )
    .expect("valid");
    assert_eq!(choice.outcome, by("6C", Seat::South, 12));
    assert_eq!(choice.ns_points, 920);
}

#[test]
fn example_12_31_reading_a_the_printed_weights() {
    // Commentary 12.31 (adjusted-scores-training-ru.txt l.195–213 prints it too): against an
    // illustrative +430 at the other table, (−1·1 + 0·1.5 + 1·1.5 + 10·2)/6 = 41/12 IMPs.
    let score = adjust(
        &teams(Vulnerability::None, 430),
        &weighted(Scheme::Ebl, literal_weights()),
        &commentary(),
    )
    .expect("valid");
    assert_eq!(score.ns.exact, r(41, 12));
    assert_eq!(score.ns.score, r(342, 100));
    assert_eq!(score.ew.score, r(-342, 100));
    assert_eq!(
        score.ns.breakdown.en,
        "NS: 1/6 of 3NT= (+400 → −1 IMP) + 25% of 3NT+1 (+430 → 0 IMPs) + 25% of 3NT+2 \
         (+460 → +1 IMP) + 1/3 of 6♣= (+920 → +10 IMPs) = +41/12 IMPs, rounded to +3.42 IMPs"
    );
    assert_eq!(
        score.ns.breakdown.ru,
        "СЮ: 1/6 от 3БК= (+400 → −1 имп) + 25% от 3БК+1 (+430 → 0 импов) + 25% от 3БК+2 \
         (+460 → +1 имп) + 1/3 от 6♣= (+920 → +10 импов) = +41/12 импа, после округления +3,42 импа"
    );
    // The other comparisons of the same fixture: +4.08 (vul, +630), +8.58 and +11.67 (+170).
    let at = |vul, other| {
        adjust(
            &teams(vul, other),
            &weighted(Scheme::Wbf, literal_weights()),
            &commentary(),
        )
        .expect("valid")
        .ns
        .score
    };
    assert_eq!(at(Vulnerability::NS, 630), r(408, 100));
    assert_eq!(at(Vulnerability::None, 170), r(858, 100));
    assert_eq!(at(Vulnerability::NS, 170), r(1167, 100));
}

#[test]
fn example_12_31_reading_b_all_seven_outcomes() {
    // Reading (b) of commentary 12.31: Σ p·IMP = −0.45 against +430; −1.40 vulnerable against
    // +630; +5.20 and +7.05 against +170.
    let at = |vul, other| {
        adjust(
            &teams(vul, other),
            &weighted(Scheme::Wbf, full_distribution()),
            &commentary(),
        )
        .expect("valid")
        .ns
        .score
    };
    assert_eq!(at(Vulnerability::None, 430), r(-45, 100));
    assert_eq!(at(Vulnerability::NS, 630), r(-140, 100));
    assert_eq!(at(Vulnerability::None, 170), r(520, 100));
    assert_eq!(at(Vulnerability::NS, 170), r(705, 100));
}

#[test]
fn example_12_31_the_table_result_scores_minus_6_and_minus_10() {
    // The table result, 3♣+3 (+170), against the other table.
    let score = adjust(
        &teams(Vulnerability::None, 430),
        &weighted(Scheme::Ebl, full_distribution()),
        &commentary(),
    )
    .expect("valid");
    assert_eq!(score.table.expect("table").ns_score, r(-6, 1));
    let vulnerable = adjust(
        &teams(Vulnerability::NS, 630),
        &weighted(Scheme::Ebl, full_distribution()),
        &commentary(),
    )
    .expect("valid");
    assert_eq!(vulnerable.table.expect("table").ns_score, r(-10, 1));
}

#[test]
fn example_12_31_non_offenders_only_gives_the_offenders_six_clubs() {
    // Commentary 12.35(iii) with 12.31: the non-offenders get the weighted 41/12, the offenders
    // their 12C2 score, 6♣ made by the opponents: +920 against +430 is −10 IMPs for E-W.
    let score = adjust(
        &teams(Vulnerability::None, 430),
        &weighted(Scheme::NonOffendersOnly, literal_weights()),
        &commentary(),
    )
    .expect("valid");
    assert_eq!(score.ns.exact, r(41, 12));
    assert_eq!(score.ew.exact, r(-10, 1));
    assert!(
        score.ew.breakdown.en.starts_with(
            "EW: the most unfavourable result at all probable (probability 20% ≥ 1/6, 1997 Law 12C2): 6♣= (−920 → −10 IMPs)"
        ),
        "{}",
        score.ew.breakdown.en
    );
}

#[test]
fn example_12_35_wbf_and_ebl_give_both_sides_the_same_score() {
    // Commentary 12.35(i) and (ii): "вычисленный результат присуждать обеим сторонам".
    for scheme in [Scheme::Wbf, Scheme::Ebl] {
        let score = adjust(
            &teams(Vulnerability::None, 430),
            &weighted(scheme, full_distribution()),
            &commentary(),
        )
        .expect("valid");
        assert_eq!(score.ns.exact, r(-45, 100));
        assert_eq!(score.ew.exact, r(45, 100));
    }
}

#[test]
fn example_12_35_ebl_never_leaves_the_non_offenders_below_their_table_result() {
    // Commentary 12.35(ii) and 12.11: with the table result better than the weighted score,
    // the non-offenders keep it, and under EBL both sides get it. Illustrative: the table was
    // 3NT+2 (+460, +1 IMP against +430), the weighting gives −0.45.
    let method = Method::Weighted {
        non_offending: Side::NS,
        scheme: Scheme::Ebl,
        table: by("3NT", Seat::South, 11),
        outcomes: full_distribution(),
    };
    let score = adjust(&teams(Vulnerability::None, 430), &method, &commentary()).expect("valid");
    assert_eq!(score.ns.score, Rational::ONE);
    assert_eq!(score.ew.score, r(-1, 1));
    assert!(
        score
            .ns
            .breakdown
            .en
            .contains("the table result stands (EBL scheme"),
        "{}",
        score.ns.breakdown.en
    );
    // Under WBF the weighted score is given as computed.
    let wbf = Method::Weighted {
        non_offending: Side::NS,
        scheme: Scheme::Wbf,
        table: by("3NT", Seat::South, 11),
        outcomes: full_distribution(),
    };
    let score = adjust(&teams(Vulnerability::None, 430), &wbf, &commentary()).expect("valid");
    assert_eq!(score.ns.score, r(-45, 100));
}

#[test]
fn example_12_30_the_guessed_finesse_is_half_an_imp() {
    // Commentary 12.30 (adjusted-scores-training-ru.txt l.193): 4♥ makes 10 or 11 tricks, 50% each.
    // Against an illustrative +420 at the other table that is 0 and +1 IMP, so +0.5 IMP;
    // weighting the points first (435) would have given 0 IMPs, which the text rules out.
    let method = Method::Weighted {
        non_offending: Side::NS,
        scheme: Scheme::Ebl,
        table: by("3H", Seat::South, 10),
        outcomes: vec![
            WeightedOutcome {
                outcome: by("4H", Seat::South, 10),
                weight: OutcomeWeight::Both(r(1, 2)),
                probability: None,
            },
            WeightedOutcome {
                outcome: by("4H", Seat::South, 11),
                weight: OutcomeWeight::Both(r(1, 2)),
                probability: None,
            },
        ],
    };
    let score = adjust(&teams(Vulnerability::None, 420), &method, &commentary()).expect("valid");
    assert_eq!(score.ns.score, r(1, 2));
    assert_eq!(score.ew.score, r(-1, 2));
    assert_ne!(
        score.ns.score,
        Rational::from(casebook::scoring::imps(435 - 420))
    );
    assert_eq!(
        score.ns.breakdown.en,
        "NS: 50% of 4♥= (+420 → 0 IMPs) + 50% of 4♥+1 (+450 → +1 IMP) = +0.5 IMPs"
    );
    assert_eq!(
        score.ew.breakdown.ru,
        "ВЗ: 50% от 4♥= (−420 → 0 импов) + 50% от 4♥+1 (−450 → −1 имп) = −0,5 импа"
    );
}

#[test]
fn example_12_30_in_total_points_vulnerable() {
    // E003-1: vulnerable the two outcomes are +620 and +650; against +620 that is again
    // 0 and +1 IMP.
    let outcomes = vec![
        WeightedOutcome {
            outcome: by("4H", Seat::North, 10),
            weight: OutcomeWeight::Both(r(1, 2)),
            probability: None,
        },
        WeightedOutcome {
            outcome: by("4H", Seat::North, 11),
            weight: OutcomeWeight::Both(r(1, 2)),
            probability: None,
        },
    ];
    let method = Method::Weighted {
        non_offending: Side::NS,
        scheme: Scheme::Wbf,
        table: by("3H", Seat::North, 10),
        outcomes,
    };
    let score = adjust(&teams(Vulnerability::All, 620), &method, &commentary()).expect("valid");
    let points: Vec<i32> = score.outcomes.iter().map(|o| o.ns_points).collect();
    assert_eq!(points, [620, 650]);
    assert_eq!(score.ns.score, r(1, 2));
}

#[test]
fn example_12_33_the_offenders_get_the_slam_defeated() {
    // adjusted-scores-training-ru.txt l.219 (E003-3), commentary 12.33: N-S bid a slam after UI that could make or go
    // one down; it made. The offenders get the most unfavourable result at all probable:
    // 6♠−1, −50 not vulnerable.
    let outcomes = [
        ProbableOutcome {
            outcome: by("6S", Seat::North, 12),
            probability: r(1, 2),
        },
        ProbableOutcome {
            outcome: by("6S", Seat::North, 11),
            probability: r(1, 2),
        },
    ];
    let choice = offenders_choice(
        Side::NS,
        &by("6S", Seat::North, 12),
        &outcomes,
        Vulnerability::None,
        r(1, 6),
    )
    .expect("valid");
    assert_eq!(choice.ns_points, -50);
}
