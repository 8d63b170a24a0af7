//! No text makes the LIN reader panic: arbitrary bytes, LIN-like text, and the fixtures cut
//! and mutated. Inputs the fuzz target `lin_reader` found are kept here as regressions.

use casebook::{lin, pbn};
use proptest::prelude::*;

const LINK: &[u8] = include_bytes!("fixtures/lin/handviewer_link.txt");
const MATCH: &[u8] = include_bytes!("fixtures/lin/match_two_rooms.lin");

fn check(bytes: &[u8]) {
    if let Ok(records) = lin::read_bytes(bytes) {
        let text = pbn::write(&records);
        pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"));
    }
}

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

fn lin_like() -> impl Strategy<Value = Vec<u8>> {
    let pieces = prop::sample::select(vec![
        "|", "pn", "md", "sv", "ah", "mb", "an", "pc", "mc", "pg", "qx", "vg", "st", "rh", "nt",
        "3", "1", "SAKQ", "H10", ",", "1C", "1N!", "p", "d", "r", "D4", "S3", "13", "o1", "c2",
        "n", "!h", "%7C", "lin=", "\n", "Board 1", "é",
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
    fn lin_like_text_never_panics(bytes in lin_like()) {
        check(&bytes);
    }

    #[test]
    fn a_mutated_link_never_panics(bytes in mutated(LINK)) {
        check(&bytes);
    }

    #[test]
    fn a_cut_or_mutated_match_never_panics(bytes in mutated(MATCH), cut in 0usize..2000) {
        check(&bytes[..cut.min(bytes.len())]);
    }
}

/// Found by `a_mutated_link_never_panics`: an explanation running over two lines was written
/// into a PBN note as it was, and a tag value may not hold a line end (PBN §3.2).
#[test]
fn an_explanation_over_two_lines_writes_a_valid_note() {
    let text = "md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|mb|1C!|an|Precision\r\n16+|mb|p|";
    let records = lin::read(text).expect("reads");
    let pbn_text = pbn::write(&records);
    assert!(
        pbn_text.contains("[Note \"1:Precision  16+\"]"),
        "{pbn_text}"
    );
    check(text.as_bytes());
}

/// Found by the fuzz target `lin_reader` (fixtures/lin/regressions/card_before_deal.lin): a
/// card played before the deal was placed by rotation, and the deal given after it did not
/// hold it there, so the PBN written from the board did not read. A card before md| is now
/// an error.
#[test]
fn fuzz_a_card_before_the_deal() {
    check(include_bytes!(
        "fixtures/lin/regressions/card_before_deal.lin"
    ));
    let err = lin::read("pc|S3|md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|")
        .expect_err("a card before the deal");
    assert_eq!(
        (err.key.as_deref(), err.kind),
        (Some("pc"), lin::LinErrorKind::CardBeforeDeal)
    );
}
