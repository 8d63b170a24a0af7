//! Double dummy in the window, as a committee member meets it: the case's table and par on
//! the Board tab and the case sheet, the play's cost, the tricks each weighed outcome takes
//! double dummy in the adjusted-score form, the reason in place of a table when the deal is
//! incomplete, and File > Analyse all deals running to its end. Case У-01 is the sample of
//! commentary 12.31 (commentary-1997-ru.txt l.1250–1278): 3♣ by North made 12 tricks; the committee weighed
//! 3NT with 9, 10 and 11 tricks and 6♣ with 12.

mod gui_support;

use casebook_app::app::CasebookApp;
use casebook_app::app::command::Command;
use casebook_app::app::double_dummy::DoubleDummyState;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable as _};
use gui_support::{stored_case, window_on};
use std::time::{Duration, Instant};

/// Steps the window until `done` holds (the worker answered), or fails after a minute.
fn wait_until(harness: &mut Harness<'static, CasebookApp>, done: impl Fn(&CasebookApp) -> bool) {
    let start = Instant::now();
    while !done(harness.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the worker did not answer"
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.run();
}

fn open(harness: &mut Harness<'static, CasebookApp>, path: &std::path::Path, number: &str) {
    let uuid = stored_case(path, number).uuid;
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(uuid));
    harness.run();
}

/// A cell of the table by its spoken name (a label's value is its text, "11"; the name says
/// whose and what).
fn cell<'h>(
    harness: &'h Harness<'static, CasebookApp>,
    name: &'static str,
) -> Option<egui_kittest::Node<'h>> {
    harness.query(By::new().predicate(move |node| node.label().as_deref() == Some(name)))
}

fn analysed(app: &CasebookApp) -> bool {
    matches!(
        app.double_dummy().state(),
        DoubleDummyState::Done(_) | DoubleDummyState::Failed(_)
    )
}

#[test]
fn the_board_tab_and_the_sheet_show_the_table_par_and_play_and_the_form_the_outcomes_tricks() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1600.0, 4000.0]);
    open(&mut harness, &path, "У-01");
    harness.state_mut().show_editor_tab(EditorTab::Board);
    harness.run();
    wait_until(&mut harness, analysed);

    assert!(
        cell(&harness, "North in NT: 11 tricks").is_some(),
        "North in NT: 11 tricks"
    );
    assert!(
        cell(&harness, "East in ♠: 5 tricks").is_some(),
        "East in ♠: 5 tricks"
    );
    assert!(
        cell(&harness, "West in ♣: 1 trick").is_some(),
        "West in ♣: 1 trick"
    );
    harness.get_by_label_contains("Par +920: 6♣= (North/South)");
    harness.get_by_label_contains("not the likely result");
    harness.get_by_label_contains("3♣ by North: 12 tricks double dummy before the lead");
    harness.get_by_label("No card cost a trick.");

    harness.state_mut().show_editor_tab(EditorTab::Sheet);
    harness.run();
    assert!(
        cell(&harness, "South in ♥: 11 tricks").is_some(),
        "South in ♥: 11 tricks"
    );
    harness.get_by_label_contains("Par +920");

    // The adjusted-score step: each outcome row says what its contract takes double dummy.
    harness.state_mut().show_editor_tab(EditorTab::Workflow);
    harness.run();
    harness
        .get_by_label_contains("6. What adjusted score does each side receive")
        .click();
    harness.run();
    assert!(cell(&harness, "Outcome 1: double dummy 11 tricks").is_some());
    assert!(cell(&harness, "Outcome 4: double dummy 12 tricks").is_some());
}

#[test]
fn an_incomplete_deal_shows_why_there_is_no_table_and_an_edit_asks_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1600.0, 4000.0]);
    open(&mut harness, &path, "У-01");
    harness.state_mut().show_editor_tab(EditorTab::Board);
    harness.run();
    wait_until(&mut harness, analysed);

    // West's hand cleared: the table gives way to the reason, at once.
    harness.get_by_label("West hand").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.key_press(egui::Key::Backspace);
    harness.run();
    assert!(matches!(
        harness.state().double_dummy().state(),
        DoubleDummyState::Incomplete(_)
    ));
    harness.get_by_label_contains("No double-dummy table: West's hand is not known");
    assert!(cell(&harness, "North in NT: 11 tricks").is_none());
}

#[test]
fn analyse_all_deals_runs_to_its_end_and_the_cache_holds_every_deal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::Russian, [1600.0, 1000.0]);
    harness.get_by_label("Файл").click();
    harness.run();
    harness
        .get_by_label("Анализ всех раскладов с открытыми картами…")
        .click();
    harness.step();
    assert!(harness.state().analyse_deals().is_running());
    wait_until(&mut harness, |app| !app.analyse_deals().is_running());
    harness.get_by_label_contains("Разобрано раскладов: ");
    let store = casebook::store::Store::open(&path).unwrap();
    let (deals, analysed) = store.dd_coverage().unwrap();
    assert_eq!((analysed, deals), (deals, 10));
    harness.get_by_label("Закрыть").click();
    harness.run();
    assert!(harness.query_by_label("Закрыть").is_none());
}
