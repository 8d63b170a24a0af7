//! Properties every weighted score must have, whatever the outcomes: the order of the outcomes
//! changes nothing; one outcome at 100% is that outcome's own score; under the EBL scheme the
//! non-offenders never end below their table result (commentary 12.35(ii) and 12.11).

use casebook::adjust::{
    Board, Comparison, Method, OtherRoom, Outcome, OutcomeWeight, Rational, Scheme,
    WeightedOutcome, adjust, for_side,
};
use casebook::bridge::{Contract, Doubling, Seat, Side, Strain, Vulnerability};
use casebook::profile::Profile;
use proptest::prelude::*;

fn outcome() -> impl Strategy<Value = Outcome> {
    (1u8..=7, 0usize..5, 0usize..3, 0usize..4, 0u8..=13).prop_map(
        |(level, strain, doubling, declarer, tricks)| {
            let doubling = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][doubling];
            let contract = Contract::new(level, Strain::ALL[strain], doubling).expect("level 1–7");
            Outcome::played(contract, Seat::ALL[declarer], tricks).expect("0–13 tricks")
        },
    )
}

fn board() -> impl Strategy<Value = Board> {
    let comparison = prop_oneof![
        (-3000i32..3000).prop_map(|s| Comparison::Imps(OtherRoom::Score(s / 10 * 10))),
        prop::collection::vec(-2000i32..2000, 1..8).prop_map(Comparison::Matchpoints),
    ];
    (0usize..4, comparison).prop_map(|(v, comparison)| Board {
        vulnerability: Vulnerability::ALL[v],
        comparison,
        knockout: false,
    })
}

/// Outcomes with positive whole-number shares, turned into weights that add up to one.
fn weighted_outcomes() -> impl Strategy<Value = Vec<WeightedOutcome>> {
    prop::collection::vec((outcome(), 1i128..20), 1..6).prop_map(|items| {
        let total: i128 = items.iter().map(|(_, share)| share).sum();
        items
            .into_iter()
            .map(|(outcome, share)| WeightedOutcome {
                outcome,
                weight: OutcomeWeight::Both(Rational::new(share, total).expect("positive")),
                probability: None,
            })
            .collect()
    })
}

fn scheme() -> impl Strategy<Value = Scheme> {
    prop_oneof![
        Just(Scheme::Wbf),
        Just(Scheme::Ebl),
        Just(Scheme::NonOffendersOnly)
    ]
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::NS), Just(Side::EW)]
}

fn settings() -> casebook::adjust::Settings {
    Profile::bundled("commentary-1997")
        .expect("bundled")
        .settings()
}

proptest! {
    #[test]
    fn permuting_the_outcomes_changes_nothing(
        board in board(),
        table in outcome(),
        outcomes in weighted_outcomes(),
        scheme in scheme(),
        non_offending in side(),
        rotation in 0usize..6,
    ) {
        let method = |outcomes: Vec<WeightedOutcome>| Method::Weighted {
            non_offending,
            scheme,
            table,
            outcomes,
        };
        let mut permuted = outcomes.clone();
        permuted.reverse();
        let len = permuted.len();
        permuted.rotate_left(rotation % len);
        let a = adjust(&board, &method(outcomes), &settings()).expect("valid");
        let b = adjust(&board, &method(permuted), &settings()).expect("valid");
        prop_assert_eq!((a.ns.exact, a.ew.exact), (b.ns.exact, b.ew.exact));
        prop_assert_eq!((a.ns.score, a.ew.score), (b.ns.score, b.ew.score));
    }

    #[test]
    fn one_outcome_at_100_percent_is_that_outcomes_own_score(
        board in board(),
        table in outcome(),
        only in outcome(),
        non_offending in side(),
    ) {
        let method = Method::Weighted {
            non_offending,
            scheme: Scheme::Wbf,
            table,
            outcomes: vec![WeightedOutcome {
                outcome: only,
                weight: OutcomeWeight::Both(Rational::ONE),
                probability: None,
            }],
        };
        let score = adjust(&board, &method, &settings()).expect("valid");
        let points = only.ns_points(board.vulnerability).expect("legal");
        let own = board.comparison.score(points).expect("comparable");
        let unit = board.comparison.unit();
        prop_assert_eq!(score.ns.exact, own);
        prop_assert_eq!(score.ew.exact, for_side(own, unit, Side::EW).expect("exact"));
    }

    #[test]
    fn under_ebl_the_non_offenders_never_end_below_their_table_result(
        board in board(),
        table in outcome(),
        outcomes in weighted_outcomes(),
        non_offending in side(),
    ) {
        let method = Method::Weighted {
            non_offending,
            scheme: Scheme::Ebl,
            table,
            outcomes,
        };
        let score = adjust(&board, &method, &settings()).expect("valid");
        let unit = board.comparison.unit();
        let table_ns = score.table.expect("scored table").ns_score;
        let table_for_nos = for_side(table_ns, unit, non_offending).expect("exact");
        let nos = score.side(non_offending);
        prop_assert!(nos.exact >= table_for_nos);
        // The same score to both sides.
        let os = score.side(non_offending.other());
        prop_assert_eq!(os.exact, for_side(for_side(nos.exact, unit, non_offending).expect("exact"), unit, non_offending.other()).expect("exact"));
    }
}
