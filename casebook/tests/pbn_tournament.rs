//! A teams match of 64 boards, each played in the Open and the Closed room, exported as a
//! scoring program does (fixtures/pbn/tournament_two_rooms.pbn: ISO-8859-1, a header of `##`
//! tags, alerts, full play on some boards). The fixture's Score tags were worked out by the
//! generator beside it with its own Law 77 arithmetic; here every board's contract, result and
//! score must agree with the auction, the play and this crate's scorer.

use casebook::bridge::Seat;
use casebook::hand_record::{FinalContract, HandRecord};
use casebook::pbn;
use std::collections::HashMap;

const FILE: &[u8] = include_bytes!("fixtures/pbn/tournament_two_rooms.pbn");

fn records() -> Vec<HandRecord> {
    pbn::read(FILE).unwrap_or_else(|err| panic!("{err}"))
}

#[test]
fn the_whole_match_reads_in_one_go() {
    let records = records();
    assert_eq!(records.len(), 128);
    let mut rooms: HashMap<u32, Vec<&str>> = HashMap::new();
    for record in &records {
        let board = record.board.expect("a board number");
        rooms
            .entry(board.get())
            .or_default()
            .push(record.tag("Room").expect("a Room tag"));
        // Law 2 markings on every board.
        assert_eq!(record.dealer, Some(board.dealer()), "board {board}");
        assert_eq!(
            record.vulnerability,
            Some(board.vulnerability()),
            "board {board}"
        );
        assert!(record.deal.is_complete(), "board {board}");
    }
    assert_eq!(rooms.len(), 64);
    assert!(rooms.values().all(|r| r == &["Open", "Closed"]));
}

#[test]
fn both_rooms_play_the_same_deal() {
    let records = records();
    for pair in records.chunks(2) {
        assert_eq!(pair[0].board, pair[1].board);
        assert_eq!(pair[0].deal, pair[1].deal, "board {:?}", pair[0].board);
    }
}

#[test]
fn the_header_and_the_latin1_names_are_read() {
    let records = records();
    let first = &records[0];
    assert_eq!(first.event.as_deref(), Some("Kontinental Cup, Teams Final"));
    assert_eq!(first.site.as_deref(), Some("Zürich, SUI"));
    assert_eq!(first.scoring.as_deref(), Some("IMP"));
    assert_eq!(first.player(Seat::North), Some("Müller, Jörg"));
    assert_eq!(records[1].player(Seat::West), Some("Weiß, Käthe"));
    // The second day's date, given from board 33 on, holds for the boards after it.
    let date = |board: u32| {
        records
            .iter()
            .find(|r| r.board.map(|b| b.get()) == Some(board))
            .and_then(|r| r.date.clone())
    };
    assert_eq!(date(32).as_deref(), Some("2024.05.01"));
    assert_eq!(date(33).as_deref(), Some("2024.05.02"));
    assert_eq!(date(64).as_deref(), Some("2024.05.02"));
}

#[test]
fn every_contract_result_and_score_agrees_with_the_auction_and_law_77() {
    let records = records();
    let mut passed_out = 0;
    let mut played_out = 0;
    for record in &records {
        let board = record.board.expect("board");
        let room = record.tag("Room").unwrap_or("?");
        let what = format!("board {board} {room}");
        let contract = record.contract.expect("a Contract tag");
        match (contract, record.contract_from_auction()) {
            (FinalContract::PassedOut, None) => {
                passed_out += 1;
                assert!(
                    record
                        .auction
                        .as_ref()
                        .is_some_and(|a| a.auction().is_passed_out())
                );
                assert_eq!(record.declarer, None, "{what}");
                assert_eq!(record.result, None, "{what}");
            }
            (FinalContract::Contract(tagged), Some((from_auction, declarer))) => {
                assert_eq!(tagged, from_auction, "{what}: the contract");
                assert_eq!(record.declarer, Some(declarer), "{what}: the declarer");
            }
            (tagged, auction) => panic!("{what}: Contract {tagged:?} but auction {auction:?}"),
        }
        let scored = record
            .law77_score_ns()
            .expect("contract, declarer, vulnerability and result")
            .expect("a possible result");
        assert_eq!(record.score_ns, Some(scored), "{what}: the Score tag");
        if let Some(play) = &record.play {
            played_out += 1;
            assert!(play.is_complete(), "{what}");
            let declarer = record.declarer.expect("a declarer");
            let trumps = contract.contract().and_then(|c| c.strain.suit());
            assert_eq!(play.opening_leader, declarer.next(), "{what}");
            assert_eq!(
                Some(play.tricks_won_by(declarer, trumps) as u8),
                record.result,
                "{what}: the Result against the tricks played"
            );
        }
    }
    assert!(
        passed_out > 0 && played_out > 0,
        "{passed_out} {played_out}"
    );
}

#[test]
fn alerts_and_their_explanations_are_kept() {
    let records = records();
    let annotations: Vec<_> = records
        .iter()
        .filter_map(|r| r.auction.as_ref())
        .flat_map(|a| a.calls().map(|(_, n)| n.clone()).collect::<Vec<_>>())
        .collect();
    let alerted = annotations.iter().filter(|n| n.alert).count();
    let explained = annotations
        .iter()
        .filter(|n| n.explanation.is_some())
        .count();
    assert!(
        alerted > explained && explained > 10,
        "{alerted} {explained}"
    );
    assert!(
        annotations
            .iter()
            .all(|n| n.explanation.is_none() || n.alert)
    );
}
