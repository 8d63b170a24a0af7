//! Editing a case in the window: what is typed reaches the database without a Save button,
//! undo and redo work per case, a new case appears in the list, a half-typed date is kept
//! with its error and never reaches the case, and a save that meets another window's save
//! becomes a conflict the user resolves — nothing typed is lost.

mod gui_support;

use casebook::store::Store;
use casebook_app::i18n::Language;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use std::path::Path;
use std::time::Duration;

fn stored_tournament(path: &Path, number: &str) -> String {
    gui_support::stored_case(path, number).identity.tournament
}

#[test]
fn what_is_typed_reaches_the_database_without_a_save_button() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-03", "Case");
    harness.get_by_label("Tournament").click();
    harness.run();
    harness.key_press(Key::End);
    harness.run();
    harness.get_by_label("Tournament").type_text(", финал");
    harness.run();
    assert!(
        harness
            .state()
            .open_case()
            .expect("open")
            .identity
            .tournament
            .ends_with(", финал")
    );
    let saved = gui_support::step_until(&mut harness, Duration::from_secs(5), |_| {
        stored_tournament(&path, "У-03").ends_with(", финал")
    });
    assert!(saved, "the edit reached the database by itself");
    // The saver reports to the window after its commit, so the line may come a frame later.
    let reported = gui_support::step_until(&mut harness, Duration::from_secs(5), |harness| {
        harness.query_by_label_contains("Saved (revision").is_some()
    });
    assert!(reported, "the window says the edit is saved");
}

#[test]
fn undo_takes_back_an_edit_and_the_undone_text_is_saved_too() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-05", "Case");
    let before = harness
        .state()
        .open_case()
        .expect("open")
        .identity
        .tournament
        .clone();
    harness.get_by_label("Tournament").click();
    harness.run();
    harness.key_press(Key::End);
    harness.get_by_label("Tournament").type_text(" (финал)");
    harness.run();
    let edited = harness
        .state()
        .open_case()
        .expect("open")
        .identity
        .tournament
        .clone();
    assert_ne!(edited, before);

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(
        harness
            .state()
            .open_case()
            .expect("open")
            .identity
            .tournament,
        before
    );
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.run();
    assert_eq!(
        harness
            .state()
            .open_case()
            .expect("open")
            .identity
            .tournament,
        edited
    );
    harness.get_by_label("Undo").click();
    harness.run();
    let unsaved = harness.state_mut().flush_edits(Duration::from_secs(5));
    assert!(unsaved.is_empty(), "still unsaved: {unsaved:?}");
    assert_eq!(stored_tournament(&path, "У-05"), before);
}

#[test]
fn a_new_case_is_listed_and_its_number_follows_the_editor() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::Russian);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    let uuid = harness
        .state()
        .open_case()
        .expect("the new case is open")
        .uuid;
    harness.get_by_label("Номер дела").click();
    harness.run();
    harness.get_by_label("Номер дела").type_text("Н-1");
    harness.run();
    assert!(
        harness
            .state_mut()
            .flush_edits(Duration::from_secs(5))
            .is_empty()
    );
    harness.run();
    harness.get_by_label("Дело № Н-1");
    let database = harness.state().database().expect("open");
    assert_eq!(database.case_count(), 11);
    assert!(
        database
            .visible()
            .any(|row| row.heading.case_number == "Н-1"),
        "the list shows the new number"
    );
    let stored = Store::open(&path)
        .expect("open")
        .load_case(uuid)
        .expect("stored");
    assert_eq!(stored.identity.case_number, "Н-1");
}

#[test]
fn a_half_typed_date_is_kept_with_its_error_and_never_reaches_the_case() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, _path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-01", "Case");
    let before = harness.state().open_case().expect("open").identity.date;
    harness.get_by_label("Date").click();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness.get_by_label("Date").type_text("31.02.2024");
    harness.run();
    harness.get_by_label("Write the date as 17.03.2024 or 2024-03-17.");
    assert_eq!(
        harness.state().open_case().expect("open").identity.date,
        before
    );
    assert_eq!(
        harness.get_by_label("Date").value().as_deref(),
        Some("31.02.2024"),
        "what was typed stays in the field"
    );
}

#[test]
fn a_save_that_meets_another_windows_save_is_a_conflict_the_user_resolves() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-02", "Case");
    let uuid = harness.state().open_case().expect("open").uuid;

    // Another window saves the case first.
    let mut other = Store::open(&path).expect("open");
    let mut theirs = other.load_case(uuid).expect("load");
    theirs.identity.session = "их сессия".to_string();
    let theirs = other.save_case(&theirs, theirs.revision).expect("saved");

    harness.get_by_label("Tournament").click();
    harness.run();
    harness.key_press(Key::End);
    harness.get_by_label("Tournament").type_text(" — мой текст");
    harness.run();
    harness.state_mut().flush_edits(Duration::from_secs(5));
    harness.run();
    harness.get_by_label_contains("Someone else saved this case meanwhile");
    assert_eq!(other.conflicts(Some(uuid)).expect("conflicts").len(), 1);

    harness.get_by_label("Keep my text").click();
    harness.run();
    assert!(
        harness
            .state_mut()
            .flush_edits(Duration::from_secs(5))
            .is_empty()
    );
    let stored = other.load_case(uuid).expect("load");
    assert!(stored.identity.tournament.ends_with(" — мой текст"));
    assert_eq!(stored.revision, theirs.revision + 1);
}

#[test]
fn opening_another_database_saves_the_edits_first_and_a_bad_file_keeps_the_window_where_it_was() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, first) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-04", "Case");
    harness.get_by_label("Tournament").click();
    harness.run();
    harness.key_press(Key::End);
    harness
        .get_by_label("Tournament")
        .type_text(" — до смены базы");
    harness.run();

    let second = dir.path().join("second.sqlite");
    let mut store = Store::create_or_open(&second).expect("a second database");
    store
        .new_case(casebook::bridge::BoardNumber::new(5).expect("board 5"))
        .expect("one case");
    drop(store);
    harness.state_mut().open_database(&second);
    harness.run();
    assert!(stored_tournament(&first, "У-04").ends_with(" — до смены базы"));
    let app = harness.state();
    assert_eq!(app.database().expect("open").case_count(), 1);
    assert_eq!(app.state().last_database.as_deref(), Some(second.as_path()));
    assert!(app.open_case().is_none());

    let not_a_database = dir.path().join("notes.txt");
    std::fs::write(&not_a_database, "протокол").expect("written");
    harness.state_mut().open_database(&not_a_database);
    harness.run();
    harness.get_by_label_contains("not an SQLite database");
    let app = harness.state();
    assert_eq!(app.database().expect("still open").case_count(), 1);
    assert_eq!(app.state().last_database.as_deref(), Some(second.as_path()));
}
