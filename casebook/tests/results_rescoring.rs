//! The whole field rescored after a ruling: weighted scores with fractional frequencies, the
//! Neuberg formula, artificial scores, Butler and cross-IMPs, and what `casebook results show
//! --json` prints. The examples' sources are cited test by test.

#[path = "results_support/mod.rs"]
mod results_support;

use Seat::North as N;
use casebook::adjust::{ArtificialAward, Language, Rational};
use casebook::bridge::{Seat, Side};
use casebook::results::{
    CheckOptions, EventResults, FieldAdjustment, LineResult, ResultsFormat, ScoringMethod,
    TravellerJson, read_as, write_pbn_score_table, write_usebio_traveller,
};
use results_support::{adjusted, board, by, played, profile, r, traveller};

/// EBU White Book §4.1.1.4 / §4.2:
/// "MP example: 30% × 9.7 + 70% × 5.7 = 6.90 MP for NS, EW 3.10", each result scored first
/// against a field that holds weighted entries fractionally, then weighted. The field here is
/// built so that the two results score 9.7 and 5.7 of a top of 10: four tables played, one
/// table already carries an earlier weighted ruling (30% 4♠=, 70% 4♠−1), and the committee
/// gives the case's table 30% of 4♠= (+420) and 70% of 4♠−1 (−50).
#[test]
fn the_white_book_weighted_example_scores_6_90() {
    let mut board_1 = traveller(
        1,
        &[
            by("2S", N, 10), // +170
            by("4S", N, 9),  // −50
            by("4S", N, 8),  // −100
            by("4S", N, 6),  // −200
        ],
    );
    let earlier_ruling = LineResult::weighted(vec![
        (by("4S", N, 10), r(3, 10)),
        (by("4S", N, 9), r(7, 10)),
    ]);
    board_1.lines.push(adjusted(5, earlier_ruling));
    board_1.lines.push(played(6, by("4SX", N, 10))); // +590 at the case's table
    let ruling = FieldAdjustment::weighted(
        6,
        16,
        vec![(by("4S", N, 10), r(3, 10)), (by("4S", N, 9), r(7, 10))],
    )
    .with_non_offending(Side::NS);
    let field = board_1
        .rescored(&[ruling], &profile("ebu"))
        .expect("rescored");
    assert_eq!(field.top, 10);
    let case = &field.lines[5];
    let parts: Vec<(Rational, Rational)> = case
        .ns
        .parts
        .iter()
        .map(|p| (p.weight, p.scored.matchpoints))
        .collect();
    assert_eq!(parts, [(r(3, 10), r(97, 10)), (r(7, 10), r(57, 10))]);
    assert_eq!(case.ns.matchpoints.after.exact, r(69, 10));
    assert_eq!(case.ew.matchpoints.after.exact, r(31, 10));
    assert_eq!(
        case.breakdown(Side::NS, field.top, Language::English)
            .as_deref(),
        Some("NS: 30% of 4♠= (+420 → 9.7) + 70% of 4♠−1 (−50 → 5.7) = 6.9 MP of 10")
    );
    // The other pairs' matchpoints move with the fractions: +170 now beats 70% of the case's
    // table (it lost to its +590), −50 ties that 70%, and −100, below both results, stays.
    let ns = |i: usize| {
        let change = field.lines[i].ns.matchpoints;
        (change.before.exact, change.after.exact)
    };
    assert_eq!(ns(0), (r(74, 10), r(88, 10)));
    assert_eq!(ns(1), (r(47, 10), r(54, 10)));
    assert_eq!(ns(2), (r(2, 1), r(2, 1)));
}

/// The Neuberg formula's worked example (Max Bavin, "The Neuberg Formula", EBU; the EBU form
/// MP′ = (MP + 1) × E / A − 1): a board played 10 times where 11 results
/// were expected is scored on a top of 20: a sole top (18 of 18) becomes 19.9, the next (16)
/// 17.7, a sole bottom 0.1.
#[test]
fn neuberg_the_ebus_worked_example_ten_results_of_eleven() {
    let ten = traveller(
        1,
        &[
            by("7NT", N, 13),
            by("6NT", N, 12),
            by("6S", N, 12),
            by("4S", N, 12),
            by("4S", N, 11),
            by("4S", N, 10),
            by("3NT", N, 9),
            by("2S", N, 8),
            by("4S", N, 9),
            by("4S", N, 8),
        ],
    );
    let field = ten
        .rescored_expecting(&[], &profile("ebu"), 11)
        .expect("rescored");
    assert_eq!((field.expected_results, field.top), (11, 20));
    let ns = |i: usize| field.lines[i].ns.matchpoints.before.exact;
    assert_eq!((ns(0), ns(1), ns(9)), (r(199, 10), r(177, 10), r(1, 10)));
    assert_eq!(field.lines[0].ew.matchpoints.before.exact, r(1, 10));
    // The event expects what its most-played board has: an eleven-line board alongside makes
    // the ten-line one Neuberg-scaled.
    let mut eleven = ten.clone();
    eleven.board = board(2);
    eleven.lines.push(played(11, by("1NT", N, 7)));
    let event = EventResults {
        boards: vec![ten, eleven],
        ..EventResults::default()
    };
    assert_eq!(event.expected_results(), 11);
}

/// Average plus and minus at pairs (EBU White Book 8.12.13): 60% and 40% of the top, the top being
/// that of the full board; the artificial score is left out of the comparisons and the real scores
/// are Neuberg-scaled.
#[test]
fn an_artificial_ruling_is_left_out_and_the_real_scores_are_neuberg_scaled() {
    // Five tables at board 1: +450 +420 +170 −50, and the case's table +420.
    let board_1 = traveller(
        1,
        &[
            by("4H", N, 11),
            by("4H", N, 10),
            by("2S", N, 10),
            by("4H", N, 9),
            by("4H", N, 10),
        ],
    );
    let ruling = FieldAdjustment::artificial(
        5,
        15,
        ArtificialAward::AveragePlus,
        ArtificialAward::AverageMinus,
    );
    let field = board_1
        .rescored(&[ruling], &profile("ebu"))
        .expect("rescored");
    let case = &field.lines[4];
    assert_eq!(case.ns.matchpoints.after.exact, r(48, 10), "60% of 8");
    assert_eq!(case.ew.matchpoints.after.exact, r(32, 10), "40% of 8");
    // +450 now tops four results instead of five: (6 + 1) × 5 / 4 − 1 = 7.75 of 8.
    assert_eq!(field.lines[0].ns.matchpoints.before.exact, r(8, 1));
    assert_eq!(field.lines[0].ns.matchpoints.after.exact, r(775, 100));
    // The +420 at table 2 tied the case's +420: without it, 4 of 6 becomes
    // (4 + 1) × 5 / 4 − 1 = 5.25.
    assert_eq!(
        (
            field.lines[1].ns.matchpoints.before.exact,
            field.lines[1].ns.matchpoints.after.exact
        ),
        (r(5, 1), r(21, 4))
    );
}

/// Butler and cross-IMPs for IMP pairs (EBU White Book §4.2.6: the
/// Butler datum with the top and bottom dropped, rounded to 10; each board rounded at the end,
/// exact halves away from average, 0.1 IMP in the EBU profile).
#[test]
fn butler_and_cross_imps_move_with_the_ruling() {
    // +420 +420 +170 −50, and the case's table +450, which the committee makes 4♠−1 (−50).
    let board_1 = traveller(
        1,
        &[
            by("4H", N, 10),
            by("4S", N, 10),
            by("2S", N, 10),
            by("4S", N, 9),
            by("4H", N, 11),
        ],
    );
    let ruling = FieldAdjustment::assigned(5, 15, by("4S", N, 9));
    let field = board_1
        .rescored(&[ruling], &profile("ebu"))
        .expect("rescored");
    // Before: 170 420 420 of −50 170 420 420 450 → 336.7 → datum 340; after: −50 170 420 → 180.
    assert_eq!(
        (field.datum_before, field.datum_after),
        (Some(340), Some(180))
    );
    let plus_420 = &field.lines[0].ns;
    assert_eq!(
        (plus_420.butler.before.exact, plus_420.butler.after.exact),
        (r(2, 1), r(6, 1))
    );
    // Cross-IMPs against 420, 170, −50, 450: 0 + 6 + 10 − 1 = 15 over 4; after, −50 for 450.
    assert_eq!(plus_420.cross_imps.before.exact, r(375, 100));
    assert_eq!(plus_420.cross_imps.after.exact, r(65, 10));
    assert_eq!(
        plus_420.cross_imps.before.rounded,
        r(38, 10),
        "half away from 0"
    );
    let ew = &field.lines[0].ew;
    assert_eq!(ew.cross_imps.before.rounded, r(-38, 10), "half away from 0");
    assert_eq!(ew.butler.after.exact, r(-6, 1));
}

/// The board of the issue's `--json` example: board 7, six results (top 10); NS 1 against EW 11
/// +620 with 8 matchpoints, 7.3 after the committee gives table 6 35% of 6♠= and 65% of 4♠−1.
fn board_7() -> (casebook::results::Traveller, FieldAdjustment) {
    let board_7 = traveller(
        7,
        &[
            by("4S", N, 10), // +620 (board 7 is all vulnerable)
            by("6S", N, 12), // +1430
            by("2S", N, 10), // +170
            by("4S", N, 9),  // −100
            by("4S", N, 8),  // −200
            by("3S", N, 9),  // +140 at the case's table
        ],
    );
    let ruling = FieldAdjustment::weighted(
        6,
        16,
        vec![(by("6S", N, 12), r(35, 100)), (by("4S", N, 9), r(65, 100))],
    );
    (board_7, ruling)
}

#[test]
fn the_json_of_results_show_is_the_issues_shape() {
    let (board_7, ruling) = board_7();
    let mut first = board_7.lines[0].clone();
    (first.ns, first.ew) = (1, 11);
    let mut board_7 = board_7;
    board_7.lines[0] = first;
    let field = board_7
        .rescored(&[ruling], &profile("ebu"))
        .expect("rescored");
    let with_case = serde_json::to_value(TravellerJson::new(&field, true)).expect("json");
    assert_eq!(with_case["board"], 7);
    assert_eq!(with_case["top"], 10);
    assert_eq!(
        with_case["lines"][0],
        serde_json::json!({"ns": 1, "ew": 11, "contract": "4S", "declarer": "N", "tricks": 10,
            "score_ns": 620, "mp_ns": 8.0, "mp_ew": 2.0, "mp_ns_adjusted": 7.3,
            "mp_ew_adjusted": 2.7})
    );
    // The case's own line carries its weighted score: +140 beat two results; +1430 beats four
    // and ties one (9), −100 beats one and ties one (3): 35% × 9 + 65% × 3 = 5.1.
    assert_eq!(with_case["lines"][5]["mp_ns"], 4.0);
    assert_eq!(with_case["lines"][5]["mp_ns_adjusted"], 5.1);
    assert_eq!(with_case["lines"][5]["mp_ew_adjusted"], 4.9);
    let without = serde_json::to_value(TravellerJson::new(&field, false)).expect("json");
    let keys: Vec<&String> = without["lines"][0]
        .as_object()
        .expect("a line")
        .keys()
        .collect();
    assert!(!keys.iter().any(|k| k.ends_with("_adjusted")), "{keys:?}");
    assert_eq!(without["lines"][0]["mp_ns"], 8.0);
}

/// The adjusted traveller goes back to the scorer as PBN and USEBIO; read back, its
/// matchpoints are the traveller's own recomputed, so the import check takes it.
#[test]
fn the_adjusted_traveller_reads_back_and_checks() {
    let (board_7, ruling) = board_7();
    let field = board_7
        .rescored(&[ruling], &profile("ebu"))
        .expect("rescored");
    let out = field.adjusted_traveller(ScoringMethod::Matchpoints);
    assert!(matches!(out.lines[5].result, LineResult::Assigned { .. }));
    for (format, text) in [
        (
            ResultsFormat::Pbn,
            write_pbn_score_table(Some("Club pairs"), Some(ScoringMethod::Matchpoints), &out),
        ),
        (
            ResultsFormat::Usebio,
            write_usebio_traveller(Some("Club pairs"), Some(ScoringMethod::Matchpoints), &out),
        ),
    ] {
        let read = read_as(format, text.as_bytes()).expect("reads");
        assert_eq!(read.boards, std::slice::from_ref(&out), "{format:?}");
        let report = read.check(&CheckOptions::default(), &profile("ebu"));
        assert!(report.is_clean(), "{format:?}: {report}");
    }
}

/// Commentary 12.31 (commentary-1997-ru.txt l.1250–1278): N-S, misinformed, stopped
/// in 3♣ and made 12 tricks (+170); the printed weights 1 : 1.5 : 1.5 : 2 on 3NT with 9, 10, 11
/// tricks and 6♣. The case's decision becomes the line's score in the field by its scheme
/// (12.35): WBF the weights to both sides; non-offenders only the weights to N-S and 6♣ made,
/// the offenders' 12C2 result, to E-W; EBL the weights, unless N-S's table result scores more
/// in this field, when it stands.
#[test]
fn a_case_decision_becomes_the_lines_score_by_its_scheme() {
    use casebook::adjust::{Method, OutcomeWeight, Scheme, WeightedOutcome};
    let s = Seat::South;
    let field = |table: casebook::adjust::Outcome| {
        traveller(
            1,
            &[
                by("3NT", s, 10),
                by("3NT", s, 9),
                by("2NT", s, 8),
                by("6C", s, 12),
                table,
            ],
        )
    };
    let printed = [
        (by("3NT", s, 9), r(1, 6)),
        (by("3NT", s, 10), r(1, 4)),
        (by("3NT", s, 11), r(1, 4)),
        (by("6C", s, 12), r(1, 3)),
    ];
    let method = |scheme: Scheme, table: casebook::adjust::Outcome| Method::Weighted {
        non_offending: Side::NS,
        scheme,
        table,
        outcomes: printed
            .iter()
            .map(|&(outcome, w)| WeightedOutcome {
                outcome,
                weight: OutcomeWeight::Both(w),
                probability: None,
            })
            .collect(),
    };
    let three_clubs = by("3C", s, 12);
    let decide = |scheme: Scheme, table| {
        FieldAdjustment::from_method(
            &field(table),
            None,
            5,
            15,
            &method(scheme, table),
            &profile("ebu"),
        )
        .expect("decided")
        .result
    };
    assert_eq!(
        decide(Scheme::Wbf, three_clubs),
        LineResult::weighted(printed.to_vec())
    );
    assert_eq!(
        decide(Scheme::Ebl, three_clubs),
        LineResult::weighted(printed.to_vec())
    );
    assert_eq!(
        decide(Scheme::NonOffendersOnly, three_clubs),
        LineResult::Assigned {
            ns: printed.to_vec(),
            ew: vec![(by("6C", s, 12), r(1, 1))]
        }
    );
    // Had N-S made 6♣ at the table (7 of 8 here), the weighted 5 7/12 would leave them worse
    // off: under EBL the table result stands.
    let six_clubs = by("6C", s, 12);
    assert_eq!(
        decide(Scheme::Ebl, six_clubs),
        LineResult::Played(six_clubs)
    );
    assert_eq!(
        decide(Scheme::Wbf, six_clubs),
        LineResult::weighted(printed.to_vec())
    );
}
