//! Hand records from the window: File > Import… brings a tournament's PBN file in as one case
//! per board, off the interface thread; "Fill the case from a hand record…" offers the file's
//! records of the open case's board (both rooms of a match) and fills the deal, auction and
//! result in one undoable step; a file that is not a hand record is explained and changes
//! nothing. Fixture: the core's two-room teams match (64 boards, Open and Closed rooms;
//! casebook/tests/pbn_tournament.rs).

mod gui_support;

use casebook_app::app::CasebookApp;
use casebook_app::app::file_dialog::ExportFormat;
use casebook_app::app::views::import_window::ImportChoice;
use casebook_app::i18n::Language;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::path::{Path, PathBuf};

fn match_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("casebook/tests/fixtures/pbn/tournament_two_rooms.pbn")
}

fn window(dir: &tempfile::TempDir) -> Harness<'static, CasebookApp> {
    gui_support::window_on(
        &dir.path().join("cases.sqlite"),
        Language::English,
        [1400.0, 900.0],
    )
}

/// Lets the import finish and hands its result to the window, as a frame would.
fn finish_import(harness: &mut Harness<'static, CasebookApp>) {
    let choice = harness.state_mut().import_window().finish();
    if let Some(choice) = choice {
        harness.state_mut().import_chosen(choice);
    }
    harness.run();
}

#[test]
fn a_tournament_file_becomes_one_case_per_board_and_record() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut harness = window(&dir);
    let before = harness.state().database().expect("open").case_count();
    harness.state_mut().import_file(match_file());
    finish_import(&mut harness);
    harness.get_by_label("128 new cases from the PBN file, one per board.");
    let after = harness.state().database().expect("open").case_count();
    assert_eq!(after, before + 128);
    harness.get_by_label("Close").click();
    harness.run();
    assert!(!harness.state_mut().import_window().is_open());
}

#[test]
fn a_file_that_is_not_a_hand_record_is_explained_and_imports_nothing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut harness = window(&dir);
    let before = harness.state().database().expect("open").case_count();
    let notes = dir.path().join("notes.pbn");
    std::fs::write(
        &notes,
        "[Event \"Кубок\"]\n[Board \"1\"]\n[Deal \"N:AKQ.2.3.4 5.6.7.8\"]\n",
    )
    .expect("written");
    harness.state_mut().import_file(notes);
    finish_import(&mut harness);
    harness.get_by_label_contains("line 3");
    assert_eq!(
        harness.state().database().expect("open").case_count(),
        before
    );
}

#[test]
fn the_open_case_is_filled_from_its_board_in_the_file_and_undo_takes_it_back() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut harness = window(&dir);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    assert!(
        harness
            .state()
            .open_case()
            .expect("open")
            .board
            .deal
            .known_hands()
            .next()
            .is_none()
    );

    harness.state_mut().read_hand_records(match_file());
    finish_import(&mut harness);
    // Board 1 was played in both rooms: the user picks the record.
    let rooms = harness.query_all_by_label("Fill the case").count();
    assert_eq!(rooms, 2);
    harness.get_by_label_contains("Board 1 · Closed").hover();
    harness
        .query_all_by_label("Fill the case")
        .last()
        .expect("a button")
        .click();
    harness.run();
    let case = harness.state().open_case().expect("open").clone();
    assert!(case.board.deal.validate().is_ok());
    assert!(case.board.deal.is_complete(), "all four hands");
    assert!(!case.auction.calls.calls().is_empty());
    assert!(case.result.is_some());
    assert!(!harness.state_mut().import_window().is_open());

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    let undone = harness.state().open_case().expect("open");
    assert!(
        undone.auction.calls.calls().is_empty(),
        "one undo takes the fill back"
    );
}

#[test]
fn the_open_case_goes_out_as_a_pbn_game_and_a_bundle() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut harness = window(&dir);
    harness.get_by_label_contains("№ У-03").click();
    harness.run();
    let pbn = dir.path().join("У-03.pbn");
    harness
        .state()
        .export_open_case(ExportFormat::Pbn, &pbn)
        .expect("written");
    let records = casebook::pbn::read(&std::fs::read(&pbn).expect("read")).expect("PBN");
    assert_eq!(records.len(), 1);
    let case = harness.state().open_case().expect("open");
    assert_eq!(records[0].board, Some(case.board.number));
    assert_eq!(records[0].deal, case.board.deal);

    let json = dir.path().join("У-03.json");
    harness
        .state()
        .export_open_case(ExportFormat::Bundle, &json)
        .expect("written");
    let bundle = casebook::store::Bundle::parse(&std::fs::read_to_string(&json).expect("read"))
        .expect("a bundle");
    assert_eq!(bundle.cases, vec![case.clone()]);
    let _ = ImportChoice::CasesImported;
}

/// A file's double-dummy tables are checked against the solver as the command line checks
/// them: the one that agrees is kept, the one that does not is named with its board and the
/// first cell that differs. The reference DDS deal: North takes 5 tricks at no trumps.
#[test]
fn a_files_double_dummy_tables_are_checked_against_the_solver() {
    use casebook::bridge::{BoardNumber, Deal, Seat, Vulnerability};
    use casebook::hand_record::HandRecord;
    let deal =
        Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
            .expect("the reference deal");
    let table = casebook::double_dummy::solve(&deal).expect("solved");
    let par = casebook::double_dummy::par(&table, Vulnerability::All, Seat::North);
    let records: Vec<HandRecord> = [1, 2]
        .into_iter()
        .map(|board| {
            let mut record = HandRecord {
                board: Some(BoardNumber::new(board).expect("a board")),
                dealer: Some(Seat::North),
                vulnerability: Some(Vulnerability::All),
                deal,
                ..HandRecord::default()
            };
            casebook::pbn::set_double_dummy_tags(&mut record, &table, &par);
            record
        })
        .collect();
    let text = casebook::pbn::write(&records);
    // Board 2 claims 6 tricks for North at no trumps, its table's first line.
    let at = text.rfind("N NT  5").expect("board 2's first cell");
    let text = format!("{}N NT  6{}", &text[..at], &text[at + "N NT  5".len()..]);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("session.pbn");
    std::fs::write(&file, text).expect("written");

    let mut harness = window(&dir);
    harness.state_mut().import_file(file);
    finish_import(&mut harness);
    harness.get_by_label("2 new cases from the PBN file, one per board.");
    harness.get_by_label("The file's double-dummy table of one board is kept: the solver agrees.");
    harness.get_by_label(
        "Board 2: the file's double-dummy table is not kept: the file gives North 6 tricks in NT; double dummy they take 5.",
    );
}
