//! The whole field after a ruling: an adjusted score counts at every table, as the commentary
//! says, and a split score counts for each side in its own direction's frequency table.

use super::SEED_000;
use super::support::{by, profile, r};
use casebook::adjust::{Outcome, Rational};
use casebook::bridge::{BoardNumber, Seat, Side};
use casebook::results::{FieldAdjustment, LineResult, RescoredField, Traveller, TravellerLine};

/// Board `n` with `outcomes` at tables 1, 2, … (NS pair = table, EW pair = 10 + table).
fn traveller(n: u32, outcomes: &[Outcome]) -> Traveller {
    let mut traveller = Traveller::new(BoardNumber::new(n).expect("board"));
    traveller.lines = outcomes
        .iter()
        .zip(1..)
        .map(|(outcome, table)| {
            let mut line = TravellerLine::new(table, 10 + table, LineResult::Played(*outcome));
            line.table = Some(table);
            line
        })
        .collect();
    traveller
}

fn matchpoints(field: &RescoredField, side: Side, after: bool) -> Vec<Rational> {
    field
        .lines
        .iter()
        .map(|l| {
            let change = l.side(side).matchpoints;
            if after {
                change.after.exact
            } else {
                change.before.exact
            }
        })
        .collect()
}

fn whole(values: &[i64]) -> Vec<Rational> {
    values.iter().map(|&v| Rational::integer(v)).collect()
}

/// commentary-1997-ru.txt, commentary 0.12, l.210: an assigned score «становится полноценным результатом» and
/// «оказывает влияние и на результаты, полученные за другими столами». Five tables at board 1
/// (nobody vulnerable): 4♥+1 +450, 4♥= +420 twice, 2♠+2 +170, 4♥−1 −50 score 8 5 5 2 0; the
/// committee assigns 2♠+2 (+170) at the first table, and the board is matchpointed again as
/// scorers do: 3 7 7 3 0. The two +420 pairs gain two matchpoints each, their East–West
/// opponents lose them, though nothing happened at their tables. (The same arithmetic through
/// `scoring::matchpoint_board` is `matchpoints::mp02_…`; this one goes through the traveller.)
#[test]
fn f01_commentary_0_12_the_assigned_score_rescores_every_pair_on_the_traveller() {
    SEED_000.cites(
        210,
        210,
        &[
            "становится полноценным",
            "оказывает влияние и на результаты, полученные за другими столами",
        ],
    );
    let board = traveller(
        1,
        &[
            by("4H", Seat::North, 11),
            by("4H", Seat::North, 10),
            by("4H", Seat::South, 10),
            by("2S", Seat::North, 10),
            by("4H", Seat::North, 9),
        ],
    );
    let ruling = FieldAdjustment::assigned(1, 11, by("2S", Seat::North, 10));
    let field = board
        .rescored(&[ruling], &profile("commentary-1997"))
        .expect("rescored");
    assert_eq!(field.top, 8);
    assert_eq!(
        matchpoints(&field, Side::NS, false),
        whole(&[8, 5, 5, 2, 0])
    );
    assert_eq!(matchpoints(&field, Side::NS, true), whole(&[3, 7, 7, 3, 0]));
    assert_eq!(matchpoints(&field, Side::EW, true), whole(&[5, 1, 1, 5, 8]));
    let moved: Vec<u32> = field
        .lines
        .iter()
        .filter(|l| l.ns.matchpoints.moved())
        .map(|l| l.ns.pair)
        .collect();
    assert_eq!(
        moved,
        [1, 2, 3, 4],
        "only the bottom, still a bottom, stays"
    );
}

/// The field of the slam examples: board 1, nobody vulnerable; four other tables +480 (4♠+2),
/// +450 (4♠+1) twice and +420 (4♠=); at the fifth, N-S bid 6♠ after unauthorized information
/// and made it (+980), though it could as well have gone one down.
fn slam_board() -> Traveller {
    traveller(
        1,
        &[
            by("4S", Seat::North, 12),
            by("4S", Seat::North, 11),
            by("4S", Seat::South, 11),
            by("4S", Seat::North, 10),
            by("6S", Seat::North, 12),
        ],
    )
}

fn game_11_or_12_tricks() -> Vec<(Outcome, Rational)> {
    vec![
        (by("4S", Seat::North, 11), r(1, 2)),
        (by("4S", Seat::North, 12), r(1, 2)),
    ]
}

/// commentary-1997-ru.txt, commentary 12.32, l.1280: the slam «можно как посадить, так и выпустить»; it made,
/// and one view weighs for both pairs «гейм, 11–12 взяток». Both sides get the same weighted
/// score (50% 4♠+1, 50% 4♠+2): N-S 4 (+450 beats one, ties two) and 7 (+480) → 5.5 of 8, E-W
/// 2.5; the +480 pair at table 1 gains 1.5 (it beats half the game and ties the other half
/// where it lost to the slam). Balanced, the board still shares out 5 × 8.
#[test]
fn f02_commentary_12_32_the_weighted_game_enters_the_field_for_both_sides() {
    SEED_000.cites(
        1280,
        1280,
        &["малый шлем", "своя игра и без одной", "гейм, 11–12 взяток"],
    );
    let ruling = FieldAdjustment::weighted(5, 15, game_11_or_12_tricks());
    let field = slam_board()
        .rescored(&[ruling], &profile("commentary-1997"))
        .expect("rescored");
    let case = &field.lines[4];
    assert_eq!(case.ns.matchpoints.before.exact, Rational::integer(8));
    assert_eq!(case.ns.matchpoints.after.exact, r(11, 2));
    assert_eq!(case.ew.matchpoints.after.exact, r(5, 2));
    assert_eq!(
        (
            field.lines[0].ns.matchpoints.before.exact,
            field.lines[0].ns.matchpoints.after.exact
        ),
        (Rational::integer(6), r(15, 2))
    );
    for side in [Side::NS, Side::EW] {
        assert_eq!(
            Rational::checked_sum(matchpoints(&field, side, true)),
            Some(Rational::integer(20))
        );
    }
}

/// commentary-1997-ru.txt, commentary 12.33, l.1282 (Bermuda 2000, 12): the offenders lose every advantage
/// gained after the infraction and get the score «как если бы шлем был посажен» — «наиболее
/// невыгодный среди вообще вероятных» — while the non-offenders keep the weighted game. A
/// split score: N-S's 6♠−1 (−50) goes into the North–South frequency table and E-W's game
/// into the East–West one (split scores need separate frequency tables and need not sum to
/// the top, as scorers enter them). N-S get 0, E-W 2.5; the other N-S pairs all beat −50, so the
/// +480 pair has a top, 8, while its E-W opponents are scored against the game: 0.5.
#[test]
fn f03_commentary_12_33_a_split_score_uses_two_frequency_tables() {
    SEED_000.cites(
        1282,
        1282,
        &[
            "как если бы шлем был посажен",
            "наиболее невыгодный среди вообще вероятных",
        ],
    );
    let ruling = FieldAdjustment::split(
        5,
        15,
        vec![(by("6S", Seat::North, 11), Rational::ONE)],
        game_11_or_12_tricks(),
    )
    .with_non_offending(Side::EW);
    let field = slam_board()
        .rescored(&[ruling], &profile("commentary-1997"))
        .expect("rescored");
    let case = &field.lines[4];
    assert_eq!(case.ns.matchpoints.after.exact, Rational::ZERO);
    assert_eq!(case.ew.matchpoints.after.exact, r(5, 2));
    let first = &field.lines[0];
    assert_eq!(first.ns.matchpoints.after.exact, Rational::integer(8));
    assert_eq!(first.ew.matchpoints.after.exact, r(1, 2));
    // Neither the line nor the board adds up to the top any more.
    let line_total = |i: usize| {
        let line = &field.lines[i];
        line.ns
            .matchpoints
            .after
            .exact
            .checked_add(line.ew.matchpoints.after.exact)
    };
    assert_eq!(line_total(4), Some(r(5, 2)));
    assert_eq!(line_total(0), Some(r(17, 2)));
}
