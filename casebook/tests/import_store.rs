//! A tournament's file into a case store: every board a case in one transaction, with each
//! contract, result and score as Law 77 has them; a file with one bad board stores nothing;
//! one board of a two-room match attached to a case by its room. Fixture: the 64-board teams
//! match of both rooms (fixtures/pbn/tournament_two_rooms.pbn, see tests/pbn_tournament.rs).

mod store_support;

use casebook::bridge::BoardNumber;
use casebook::case::Case;
use casebook::hand_record::HandRecord;
use casebook::import::{self, BoardAction, ImportError};
use casebook::pbn;
use casebook::store::{CaseFilter, Store, StoreError};

const TOURNAMENT: &[u8] = include_bytes!("fixtures/pbn/tournament_two_rooms.pbn");

fn records() -> Vec<HandRecord> {
    pbn::read(TOURNAMENT).unwrap_or_else(|err| panic!("{err}"))
}

fn count(store: &Store) -> usize {
    store
        .list_cases(&CaseFilter::default())
        .expect("the cases list")
        .len()
}

on_both_engines! {
    fn a_two_room_match_becomes_one_case_a_board_with_law_77_scores(archive) {
        let mut store = archive.open();
        let records = records();
        let report = import::import_new_cases(&mut store, &records).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(report.len(), 128);
        assert_eq!(count(&store), 128);
        let mut passed_out = 0;
        for (board, record) in report.iter().zip(&records) {
            assert_eq!(board.action, BoardAction::Created);
            assert_eq!(Some(board.board), record.board);
            assert_eq!(board.room.as_deref(), record.tag("Room"));
            assert_eq!(board.score_differs, None, "{board}");
            let case = store.load_case(board.case).expect("stored");
            assert_eq!(case.revision, 1);
            let what = format!("board {} {:?}", case.board.number, board.room);
            let result = case.result.as_ref().expect("a result");
            match case.auction.calls.final_contract() {
                Some((contract, declarer)) => {
                    assert_eq!(result.contract, Some(contract), "{what}");
                    assert_eq!(result.declarer, Some(declarer), "{what}");
                }
                None => {
                    assert!(case.auction.calls.is_passed_out(), "{what}");
                    assert_eq!(result.contract, None, "{what}");
                    passed_out += 1;
                }
            }
            let law77 = result
                .law77_ns_score(case.board.vulnerability)
                .expect("contract, declarer and tricks")
                .expect("a possible result");
            assert_eq!(result.ns_score, Some(law77), "{what}");
            assert_eq!(case.board.deal, record.deal, "{what}");
        }
        assert!(passed_out > 0);
        assert!(
            report[0]
                .to_string()
                .starts_with("board 1, Open room: created case ")
        );
    }

    fn a_file_with_one_bad_board_stores_nothing(archive) {
        let mut store = archive.open();
        store
            .new_case(BoardNumber::new(1).expect("board"))
            .expect("a case");
        let mut records = records();
        records[70].board = None;
        let err = import::import_new_cases(&mut store, &records).expect_err("board 36 has no number");
        assert_eq!(
            err.to_string(),
            "record 71 of the file: the record has no board number; a case is about one numbered board"
        );
        assert_eq!(count(&store), 1, "nothing imported");
    }

    fn the_same_cases_saved_twice_are_refused_whole(archive) {
        let mut store = archive.open();
        let cases = import::cases_from_records(&records()[..4]).expect("cases");
        store.save_new_cases(&cases[..2]).expect("saved");
        let err = store
            .save_new_cases(&cases)
            .expect_err("two are stored already");
        assert!(
            matches!(
                err,
                StoreError::Conflict {
                    stored_revision: 1,
                    your_revision: 0,
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(count(&store), 2);
        let twice = [cases[3].clone(), cases[3].clone()];
        assert!(matches!(
            store.save_new_cases(&twice),
            Err(StoreError::InvalidCase { .. })
        ));
        assert_eq!(count(&store), 2);
    }

    fn one_board_of_the_match_attaches_to_a_case_by_its_room(archive) {
        let mut store = archive.open();
        let records = records();
        let mut case = Case::new(BoardNumber::new(5).expect("board"));
        case.facts.agreed = "East hesitated before passing.".into();
        let case = store.save_case(&case, 0).expect("saved");

        let err = import::attach_to_case(&mut store, case.uuid, &records, None)
            .expect_err("board 5 is in both rooms");
        assert!(matches!(err, ImportError::SeveralBoards { .. }), "{err}");
        assert_eq!(
            err.to_string(),
            "board 5 is in the file 2 times (rooms: Open, Closed); choose the room"
        );
        let err = import::attach_to_case(&mut store, case.uuid, &records, Some("Lounge"))
            .expect_err("no such room");
        assert_eq!(
            err.to_string(),
            "board 5 has no Lounge room in the file (it has Open, Closed)"
        );

        let attached = import::attach_to_case(&mut store, case.uuid, &records, Some("closed"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(attached.position, 10);
        assert!(matches!(attached.action, BoardAction::Attached(_)));
        let stored = store.load_case(case.uuid).expect("stored");
        assert_eq!(stored.revision, 2);
        assert_eq!(stored.facts.agreed, "East hesitated before passing.");
        assert_eq!(stored.board.deal, records[9].deal);
        assert_eq!(
            stored
                .people
                .player(casebook::bridge::Seat::West)
                .map(|p| p.name.as_str()),
            records[9].player(casebook::bridge::Seat::West)
        );

        let far = store
            .new_case(BoardNumber::new(99).expect("board"))
            .expect("a case");
        let err = import::attach_to_case(&mut store, far.uuid, &records, None).expect_err("no 99");
        assert_eq!(
            err.to_string(),
            "board 99 is not in the file (it has boards 1–64)"
        );
    }
}
