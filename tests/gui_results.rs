//! An event's results in the window: File > Import results… keeps a results file as the results
//! of an event (off the interface thread, with what was imported and what refused), the case
//! sheet shows the board's traveller with the case's own line marked and every pair's
//! matchpoints before and after the ruling, the committee names the case's table, and the
//! adjusted-score form takes its field from the traveller.
//!
//! Fixture: board 5 of the sample case У-03 (commentary 16.8(ii): 4♠ doubled two down by East,
//! +300; the committee assigns 4♥ made by North, +620) at eight tables; the matchpoints by hand
//! are in casebook/tests/results_store.rs.

mod gui_support;

use casebook::store::Store;
use casebook_app::app::CasebookApp;
use casebook_app::app::command::Command;
use casebook_app::app::traveller::TravellerState;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const EVENT: &str = "Парный турнир — учебный пример по «Комментариям к Кодексу–97», п. 16.8(ii)";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("casebook/tests/fixtures/results/board5.csv")
}

/// The window with the results imported through File > Import results….
fn imported(path: &Path, language: Language) -> Harness<'static, CasebookApp> {
    let mut harness = gui_support::window_on(path, language, [1500.0, 1000.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowResultsImport);
    harness.run();
    harness.state_mut().results_import_window().file = Some(fixture());
    harness.state_mut().results_import_window().event = EVENT.to_string();
    harness.run();
    let import = if language == Language::English {
        "Import"
    } else {
        "Импортировать"
    };
    harness.get_by_label(import).click();
    harness.run();
    wait_for_import(&mut harness);
    harness
}

/// Lets the import finish (a frame may already have taken its outcome in) and shows it.
fn wait_for_import(harness: &mut Harness<'static, CasebookApp>) {
    harness.state_mut().results_import_window().finish();
    harness.run();
    let window = harness.state_mut().results_import_window();
    assert!(
        matches!(window.outcome(), Some(Ok(_))),
        "{:?}",
        window.outcome().map(|o| o.as_ref().err().cloned())
    );
}

/// Opens the case numbered `number` at `tab` and waits for its traveller to be read.
fn open_case(
    harness: &mut Harness<'static, CasebookApp>,
    path: &Path,
    number: &str,
    tab: EditorTab,
) {
    let uuid = gui_support::stored_case(path, number).uuid;
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(uuid));
    harness.state_mut().show_editor_tab(tab);
    wait_for_traveller(harness);
}

fn wait_for_traveller(harness: &mut Harness<'static, CasebookApp>) {
    let start = Instant::now();
    loop {
        harness.run();
        if matches!(
            harness.state().traveller().state(),
            TravellerState::Done(_) | TravellerState::NoResults | TravellerState::Failed(_)
        ) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the traveller is read"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.run();
}

#[test]
fn imported_results_show_under_the_case_with_the_ruling_put_in() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = imported(&path, Language::English);
    harness.get_by_label("Imported: 2 boards (5–6).");
    harness.get_by_label("Board 5: case У-03.");

    open_case(&mut harness, &path, "У-03", EditorTab::Sheet);
    let TravellerState::Done(field) = harness.state().traveller().state() else {
        panic!("the traveller of board 5 is read");
    };
    assert_eq!(field.line.index(), Some(2));
    harness.get_by_label("Traveller");
    harness.get_by_label("▶ 3");
    harness.get_by_label_contains("The case's line after the ruling: 4♥= N");
    // Table 3's pair: 8 before, 10 after.
    assert!(harness.query_all_by_label("8").count() >= 1);
    assert!(harness.query_all_by_label("10").count() >= 3);

    // The committee says the case was table 7: kept in the archive, the traveller read again.
    // The list is opened again if a frame of background work closed it before it was read.
    let table_seven = "Table 7: NS 7 v EW 17 — 4♠X−1 E";
    let start = Instant::now();
    while harness.query_by_label(table_seven).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the case's table list opens"
        );
        harness
            .get_by_role_and_label(egui::accesskit::Role::ComboBox, "The case's table")
            .scroll_to_me();
        harness.run();
        harness
            .get_by_role_and_label(egui::accesskit::Role::ComboBox, "The case's table")
            .click();
        harness.run();
    }
    harness.get_by_label(table_seven).click();
    harness.run();
    wait_for_traveller(&mut harness);
    let case = gui_support::stored_case(&path, "У-03");
    let table = Store::open(&path)
        .unwrap()
        .case_table(case.uuid)
        .unwrap()
        .unwrap();
    assert_eq!((table.ns, table.ew), (7, 17));
    harness.get_by_label("▶ 7");
}

#[test]
fn the_adjusted_score_form_takes_its_field_from_the_traveller() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = imported(&path, Language::English);
    open_case(&mut harness, &path, "У-03", EditorTab::Workflow);
    harness
        .get_by_label_contains("What adjusted score does each side receive?")
        .click();
    harness.run();
    harness.get_by_label_contains("The field differs from the imported traveller: it lacks -200, -100, +100 and has besides +300.");
    let take = "Take the field from the traveller (7 scores)";
    harness.get_by_label(take).scroll_to_me();
    harness.run();
    harness.get_by_label(take).click();
    harness.run();
    harness.get_by_label("The field is the traveller's.");
    // The traveller beside the form, the case's line marked.
    harness.get_by_label("Traveller").scroll_to_me();
    harness.run();
    harness.get_by_label("Traveller").click();
    harness.run();
    harness.get_by_label("▶ 3");
}

#[test]
fn a_refused_board_is_named_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = gui_support::window_on(&path, Language::Russian, [1500.0, 1000.0]);
    let bad = dir.path().join("bad.csv");
    let text = std::fs::read_to_string(fixture())
        .unwrap()
        .replace("5,4,4,14,4H,N,9,-100,2,12", "5,4,4,14,4H,N,9,-50,2,12");
    std::fs::write(&bad, text).unwrap();
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowResultsImport);
    harness.state_mut().results_import_window().file = Some(bad);
    harness.state_mut().results_import_window().event = EVENT.to_string();
    harness.run();
    harness.get_by_label("Импортировать").click();
    harness.run();
    wait_for_import(&mut harness);
    harness.get_by_label("Импортировано сдач: 1 (6).");
    harness.get_by_label_contains("сдача 5, стол 4: 4♥−1 by N: по Правилу 77 это -100, а не -50");
}

/// On a small laptop's screen (here 1000×728 points: 1366×768 at 125 %, less the taskbar) the
/// traveller scrolls on its own: the case sheet's texts all end before the law panel begins,
/// the auction's notes and the traveller's caption among them.
#[test]
fn on_a_laptops_screen_the_traveller_keeps_to_the_sheets_width() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = imported(&path, Language::English);
    harness.set_size(egui::vec2(1000.0, 728.0));
    harness.state_mut().results_import_window().open = false;
    open_case(&mut harness, &path, "У-03", EditorTab::Sheet);
    let right_edge = |label: &str| harness.get_by_label_contains(label).rect().right();
    let law_pane = harness.get_by_label("Laws and commentary").rect().left();
    for text in ["Board 5: ", "(2) Pass — break in tempo", "Case У-03"] {
        assert!(
            right_edge(text) <= law_pane,
            "{text} runs to {} past the sheet's edge at {law_pane}",
            right_edge(text)
        );
    }
}
