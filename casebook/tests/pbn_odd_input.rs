//! No bytes make the PBN reader panic: arbitrary bytes, and valid files cut, spliced and
//! mutated. What reads writes back to a file that reads to the same records. Inputs the
//! fuzz target `pbn_reader` found are kept here as regressions.

use casebook::pbn;
use proptest::prelude::*;

const EXAMPLE: &[u8] = include_bytes!("fixtures/pbn/standard_example.pbn");
const TOURNAMENT: &[u8] = include_bytes!("fixtures/pbn/tournament_two_rooms.pbn");

/// Reads, and when it reads, writes and reads again.
fn check(bytes: &[u8]) {
    let _ = pbn::read_lenient(bytes);
    if let Ok(records) = pbn::read(bytes) {
        let text = pbn::write(&records);
        let again = pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"));
        assert_eq!(pbn::write(&again), text);
    }
}

/// A valid file with a few bytes replaced, inserted or removed at random places.
fn mutated(base: &'static [u8]) -> impl Strategy<Value = Vec<u8>> {
    let len = base.len();
    prop::collection::vec((0..len, any::<u8>(), 0u8..3), 1..8).prop_map(move |edits| {
        let mut bytes = base.to_vec();
        for (at, byte, how) in edits {
            let at = at.min(bytes.len().saturating_sub(1));
            match how {
                0 => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                _ => {
                    bytes.remove(at);
                }
            }
        }
        bytes
    })
}

/// Bytes drawn from PBN's own characters, so that tags, calls and cards turn up.
fn pbn_like() -> impl Strategy<Value = Vec<u8>> {
    let pieces = prop::sample::select(vec![
        "[",
        "]",
        "\"",
        "{",
        "}",
        ";",
        "%",
        "\n",
        "\r\n",
        " ",
        "Auction",
        "Play",
        "Note",
        "Deal",
        "Dealer",
        "Contract",
        "Declarer",
        "Result",
        "Score",
        "N",
        "E",
        "S",
        "W",
        "1S",
        "Pass",
        "X",
        "XX",
        "AP",
        "*",
        "+",
        "-",
        "=1=",
        "$3",
        "!",
        "^I",
        "^S",
        "^R",
        "^L",
        "SK",
        "H2",
        "#",
        "##",
        ":",
        "N:AKQJT98765432...",
        "4HX",
        "NS 620",
        "\\",
        "é",
        "\u{FF}",
    ]);
    prop::collection::vec(pieces, 0..80).prop_map(|p| p.concat().into_bytes())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        check(&bytes);
    }

    #[test]
    fn pbn_like_text_never_panics(bytes in pbn_like()) {
        check(&bytes);
    }

    #[test]
    fn a_mutated_example_never_panics(bytes in mutated(EXAMPLE)) {
        check(&bytes);
    }

    #[test]
    fn a_cut_or_mutated_tournament_never_panics(
        bytes in mutated(&TOURNAMENT[..6000]),
        cut in 0usize..6000,
    ) {
        check(&bytes[..cut.min(bytes.len())]);
    }
}

/// Found by the fuzz target `pbn_reader` (fixtures/pbn/regressions/table_line_with_percent.pbn):
/// a table line beginning with `%` (here after a lone
/// carriage return) was written in the first column, where it reads as an escape line (§2.4),
/// so the file written back lost it.
#[test]
fn fuzz_a_table_line_starting_with_a_percent_sign() {
    check(include_bytes!(
        "fixtures/pbn/regressions/table_line_with_percent.pbn"
    ));
    let records = pbn::read(b"[Room \"Open\"] %one two\n").expect("reads");
    assert_eq!(records[0].other_tags[0].section, ["%one two"]);
}
