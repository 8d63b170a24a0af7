//! The double-dummy tags of a PBN game: written from the table and par, read back the same,
//! and a file's table kept in the cache only where the solver agrees with it.

mod store_support;

use casebook::bridge::{BoardNumber, Deal, Seat, Vulnerability};
use casebook::double_dummy;
use casebook::double_dummy::SolvedDeals;
use casebook::hand_record::HandRecord;
use casebook::import::keep_file_tables;
use casebook::pbn::{self, set_double_dummy_tags, table_from_tags};
use casebook::store::Store;
use store_support::Scratch;

/// The reference DDS library's test deal (N-E-S-W: NT 5-8-5-8, S 4-9-4-9, H 6-5-6-6,
/// D 8-5-8-5, C 8-5-8-5); par with both vulnerable and North dealing is 2♠+1 by East or West.
const REFERENCE: &str = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

fn record_with_tags(board: u32) -> HandRecord {
    record_of(board, REFERENCE)
}

fn record_of(board: u32, pbn_deal: &str) -> HandRecord {
    let deal = Deal::from_pbn(pbn_deal).unwrap();
    let table = double_dummy::solve(&deal).unwrap();
    let par = double_dummy::par(&table, Vulnerability::All, Seat::North);
    let mut record = HandRecord {
        board: Some(BoardNumber::new(board).unwrap()),
        dealer: Some(Seat::North),
        vulnerability: Some(Vulnerability::All),
        deal,
        ..HandRecord::default()
    };
    set_double_dummy_tags(&mut record, &table, &par);
    record
}

#[test]
fn the_tags_are_written_in_the_standard_form_and_read_back_as_the_same_table() {
    let record = record_with_tags(1);
    let text = pbn::write(std::slice::from_ref(&record));
    assert!(text.contains("[OptimumScore \"NS -140\"]"), "{text}");
    assert!(text.contains("[ParContract \"EW 2S\"]"), "{text}");
    assert!(
        text.contains(r#"[OptimumResultTable "Declarer;1R\\Denomination;2R\\Result;2R"]"#),
        "{text}"
    );
    assert!(
        text.contains("N NT  5\r\nN  S  4\r\nN  H  6\r\nN  D  8\r\nN  C  8"),
        "{text}"
    );
    assert!(text.contains("W  H  6"), "{text}");

    let read = pbn::read_str(&text).unwrap();
    let table = table_from_tags(&read[0])
        .expect("the tag is there")
        .unwrap();
    assert_eq!(table, double_dummy::solve(&record.deal).unwrap());
}

#[test]
fn a_file_table_is_kept_only_where_the_solver_agrees_and_each_refusal_names_its_board() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).unwrap();
    let good = record_with_tags(1);
    // Another deal (the reference turned a seat), so the rows of the two do not meet.
    let mut wrong = record_of(
        2,
        "N:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
    );
    let lines = &mut wrong
        .other_tags
        .iter_mut()
        .find(|t| t.name == "OptimumResultTable")
        .unwrap()
        .section;
    // East is North of the reference turned: 5 in spades double dummy; the file claims 6.
    lines[6] = "E  S  6".into();
    let mut short = record_with_tags(3);
    short
        .other_tags
        .iter_mut()
        .find(|t| t.name == "OptimumResultTable")
        .unwrap()
        .section
        .truncate(19);

    let found = keep_file_tables(&mut store, &[good.clone(), wrong.clone(), short]).unwrap();
    assert_eq!(found.kept, 1);
    assert_eq!(found.refused.len(), 2);
    assert_eq!(found.refused[0].0, Some(BoardNumber::new(3).unwrap()));
    assert!(
        found.refused[0].1.to_string().contains("twenty"),
        "{:?}",
        found.refused
    );
    assert_eq!(found.refused[1].0, Some(BoardNumber::new(2).unwrap()));
    assert!(
        found.refused[1]
            .1
            .to_string()
            .starts_with("the file gives East 6 tricks in S; double dummy they take 4"),
        "{:?}",
        found.refused
    );
    assert!(store.dd_table(&good.deal).unwrap().is_some());
    assert!(store.dd_table(&wrong.deal).unwrap().is_none());
}
