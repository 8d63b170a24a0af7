//! Properties of the field's results over generated boards and files: a balanced weighted
//! score keeps the board's matchpoint total; every writer's file reads back as it was; and no
//! input, however broken, makes a reader, the check or the rescoring panic.

#[path = "results_support/mod.rs"]
mod results_support;

use casebook::adjust::{ArtificialAward, Outcome, Rational};
use casebook::bridge::{BoardNumber, Card, Contract, Doubling, Seat, Strain, Vulnerability};
use casebook::results::{
    CheckOptions, EventResults, FieldAdjustment, GivenFigure, LineResult, PairEntry, ResultsFormat,
    ScoringMethod, Traveller, TravellerLine, read_as, write_csv, write_pbn, write_usebio,
};
use proptest::prelude::*;
use results_support::profile;

fn outcome() -> impl Strategy<Value = Outcome> {
    (1u8..=7, 0usize..5, 0usize..3, 0usize..4, 0u8..=13, 0u8..12).prop_map(
        |(level, strain, doubling, declarer, tricks, passed)| {
            if passed == 0 {
                return Outcome::PassedOut;
            }
            let doubling = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][doubling];
            let contract = Contract::new(level, Strain::ALL[strain], doubling).expect("level 1–7");
            Outcome::played(contract, Seat::ALL[declarer], tricks).expect("0–13 tricks")
        },
    )
}

/// Weights from whole parts: exact fractions adding up to one.
fn weighted() -> impl Strategy<Value = Vec<(Outcome, Rational)>> {
    prop::collection::vec((outcome(), 1i128..100), 1..4).prop_map(|parts| {
        let total: i128 = parts.iter().map(|(_, p)| p).sum();
        parts
            .into_iter()
            .map(|(o, p)| (o, Rational::new(p, total).expect("positive total")))
            .collect()
    })
}

fn award() -> impl Strategy<Value = ArtificialAward> {
    prop::sample::select(vec![
        ArtificialAward::AveragePlus,
        ArtificialAward::Average,
        ArtificialAward::AverageMinus,
    ])
}

fn line_result() -> impl Strategy<Value = LineResult> {
    prop_oneof![
        6 => outcome().prop_map(LineResult::Played),
        1 => (award(), award()).prop_map(|(ns, ew)| LineResult::Artificial { ns, ew }),
        1 => weighted().prop_map(LineResult::weighted),
        1 => (weighted(), weighted()).prop_map(|(ns, ew)| LineResult::Assigned { ns, ew }),
    ]
}

fn figure() -> impl Strategy<Value = Option<GivenFigure>> {
    prop::option::of((-3000i128..3000, 0u8..3).prop_map(|(value, decimals)| {
        let scaled = Rational::new(value, 10i128.pow(u32::from(decimals))).expect("scale");
        GivenFigure::exact(scaled, decimals).expect("exact")
    }))
}

fn name() -> impl Strategy<Value = String> {
    "[A-Z][a-z]{1,6}( [A-Z][a-z]{1,6})?"
}

fn line() -> impl Strategy<Value = TravellerLine> {
    (
        (
            prop::option::of("[A-D]( [a-z]{1,3})?"),
            prop::option::of(1u32..30),
            prop::option::of(1u32..9),
        ),
        (1u32..40, 1u32..40, line_result()),
        (
            prop::option::of(0usize..52),
            prop::option::of(-7600i32..7600),
        ),
        (figure(), figure()),
    )
        .prop_map(
            |((section, table, round), (ns, ew, result), (lead, score), (pns, pew))| {
                let mut line = TravellerLine::new(ns, ew, result);
                line.section = section;
                line.table = table;
                line.round = round;
                line.lead = lead.and_then(Card::from_index);
                // USEBIO has a score only beside a result obtained at the table.
                line.score_ns = score.filter(|_| matches!(line.result, LineResult::Played(_)));
                line.points_ns = pns;
                line.points_ew = pew;
                line
            },
        )
}

fn traveller() -> impl Strategy<Value = Traveller> {
    (
        1u32..40,
        0usize..4,
        prop::bool::ANY,
        prop::option::of(-2000i32..2000),
        prop::collection::vec(line(), 1..8),
    )
        .prop_map(|(n, vulnerability, law2, datum, mut lines)| {
            let board = BoardNumber::new(n).expect("board from 1");
            // USEBIO writes a board's lines section by section.
            lines.sort_by(|a, b| a.section.cmp(&b.section));
            Traveller {
                board,
                vulnerability: if law2 {
                    board.vulnerability()
                } else {
                    Vulnerability::ALL[vulnerability]
                },
                datum: datum.map(|d| d / 10 * 10),
                lines,
            }
        })
}

fn pair() -> impl Strategy<Value = PairEntry> {
    (
        prop::option::of("[A-D]"),
        1u32..40,
        prop::option::of(prop::bool::ANY),
        prop::collection::vec(name(), 0..3),
        (figure(), figure()),
        prop::option::of("[1-9][0-9]?=?"),
    )
        .prop_map(
            |(section, number, direction, names, (total, percentage), place)| PairEntry {
                section,
                number,
                direction: direction.map(|ns| {
                    if ns {
                        casebook::bridge::Side::NS
                    } else {
                        casebook::bridge::Side::EW
                    }
                }),
                names,
                total,
                percentage,
                place,
            },
        )
}

fn event() -> impl Strategy<Value = EventResults> {
    (
        prop::option::of("[A-Z][a-z]{1,8}( [a-z&\"<]{1,6})?"),
        prop::sample::select(vec![
            ScoringMethod::Matchpoints,
            ScoringMethod::Butler,
            ScoringMethod::CrossImps,
            ScoringMethod::Imps,
        ]),
        prop::collection::vec(pair(), 0..4),
        prop::collection::vec(traveller(), 1..5),
    )
        .prop_map(|(name, method, mut pairs, travellers)| {
            pairs.sort_by(|a, b| a.section.cmp(&b.section));
            let mut boards: Vec<Traveller> = Vec::new();
            for traveller in travellers {
                if !boards.iter().any(|t| t.board == traveller.board) {
                    boards.push(traveller);
                }
            }
            boards.sort_by_key(|t| t.board);
            EventResults {
                event: name,
                method: Some(method),
                pairs,
                boards,
                unreadable: Vec::new(),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// With the same weights for both sides, a weighted score enters both directions' tables
    /// alike: every line still shares the top, and the board shares out what it did before the
    /// ruling — n(n − 1) in each direction on the two-for-a-win scale, n(E − 1) when Neuberg
    /// scales the board to E expected results (EBU White Book §4.2: a 30/70 split adds 0.3
    /// and 0.7 to two scores).
    #[test]
    fn a_balanced_weighted_score_keeps_the_boards_matchpoint_total(
        n in 1u32..=32,
        outcomes in prop::collection::vec(outcome(), 2..12),
        ruling in weighted(),
        pick in any::<prop::sample::Index>(),
        extra in 0u32..3,
    ) {
        let mut board = results_support::traveller(n, &outcomes);
        let at = pick.index(board.lines.len());
        let line = &board.lines[at];
        let adjustment = FieldAdjustment::weighted(line.ns, line.ew, ruling);
        board.lines[at].score_ns = None;
        let lines = board.lines.len() as i64;
        let expected = lines as u32 + extra;
        let field = board
            .rescored_expecting(&[adjustment], &profile("ebu"), expected)
            .expect("rescored");
        let share = Rational::integer(lines * (i64::from(expected) - 1));
        for after in [false, true] {
            for side in [casebook::bridge::Side::NS, casebook::bridge::Side::EW] {
                let total = Rational::checked_sum(field.lines.iter().map(|l| {
                    let change = l.side(side).matchpoints;
                    if after { change.after.exact } else { change.before.exact }
                }));
                prop_assert_eq!(total, Some(share));
            }
        }
        for l in &field.lines {
            prop_assert_eq!(
                l.ns.matchpoints.after.exact.checked_add(l.ew.matchpoints.after.exact),
                Some(Rational::integer(i64::from(field.top)))
            );
        }
    }

    /// Writers write exactly what the readers read back: PBN all but the Butler datum (which
    /// PBN has no place for), the CSV all but the list of pairs.
    #[test]
    fn every_writer_writes_what_its_reader_reads_back(event in event()) {
        let usebio = write_usebio(&event);
        prop_assert_eq!(read_as(ResultsFormat::Usebio, usebio.as_bytes()), Ok(event.clone()), "{}", usebio);
        let csv = write_csv(&event);
        let without_pairs = EventResults { pairs: Vec::new(), ..event.clone() };
        prop_assert_eq!(read_as(ResultsFormat::Csv, csv.as_bytes()), Ok(without_pairs), "{}", csv);
        let pbn = write_pbn(&event);
        let mut without_datum = event.clone();
        for traveller in &mut without_datum.boards {
            traveller.datum = None;
        }
        prop_assert_eq!(read_as(ResultsFormat::Pbn, pbn.as_bytes()), Ok(without_datum), "{}", pbn);
    }

    /// No bytes make a reader panic, nor what follows on what it read: the check and the
    /// rescoring of every board with an adjustment of its first line.
    #[test]
    fn no_bytes_make_the_readers_the_check_or_the_rescoring_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
    ) {
        for format in [ResultsFormat::Pbn, ResultsFormat::Usebio, ResultsFormat::Csv] {
            exercise(read_as(format, &bytes));
        }
    }

    /// Nor do valid files with random damage: characters inserted, deleted or swapped for the
    /// ones that matter to each format.
    #[test]
    fn no_damage_to_a_valid_file_makes_anything_panic(
        event in event(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0usize..3, prop::sample::select(
            vec!["\"", "<", ">", "&", ";", ",", "\\", "-", "W", "A60", "*", "|", "/", "\n", "[", "{", "9999999999", "0", "X", "é", "\u{0}"])), 0..6),
    ) {
        for (format, text) in [
            (ResultsFormat::Pbn, write_pbn(&event)),
            (ResultsFormat::Usebio, write_usebio(&event)),
            (ResultsFormat::Csv, write_csv(&event)),
        ] {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, kind, piece) in &edits {
                let i = at.index(chars.len() + 1);
                match kind {
                    0 => { chars.splice(i..i, piece.chars()); }
                    1 if i < chars.len() => { chars.drain(i..(i + 3).min(chars.len())); }
                    _ if i < chars.len() => { chars.splice(i..i + 1, piece.chars()); }
                    _ => {}
                }
            }
            let damaged: String = chars.into_iter().collect();
            exercise(read_as(format, damaged.as_bytes()));
        }
    }
}

/// Checks and rescores whatever was read.
fn exercise(read: Result<EventResults, casebook::results::ReadError>) {
    let Ok(event) = read else {
        return;
    };
    let report = event.check(&CheckOptions::default(), &profile("ebu"));
    let _ = report.to_string();
    for traveller in &event.boards {
        let adjustments: Vec<FieldAdjustment> = traveller
            .lines
            .first()
            .map(|l| {
                FieldAdjustment::artificial(
                    l.ns,
                    l.ew,
                    ArtificialAward::AveragePlus,
                    ArtificialAward::AverageMinus,
                )
            })
            .into_iter()
            .collect();
        if let Ok(field) =
            traveller.rescored_expecting(&adjustments, &profile("commentary-1997"), 40)
        {
            let _ = casebook::results::TravellerJson::new(&field, true);
            let _ = field.adjusted_traveller(ScoringMethod::Butler);
        }
    }
}
