//! The case list over a real database: the list shows the sample cases (as a committee's own),
//! search narrows it, and a click opens the case in the centre. The first start itself —
//! an empty database and the welcome — is `gui_first_start.rs`'s.

use casebook::store::Location;
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::{CasebookApp, UiState, install_fonts};
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

/// The window over a new database holding the sample cases as a committee's own.
fn samples_window(
    directory: &tempfile::TempDir,
    language: Language,
) -> Harness<'static, CasebookApp> {
    let path = directory.path().join("samples.sqlite");
    let mut store = casebook::store::Store::create_or_open(&path).expect("made");
    casebook::samples::load_into(&mut store).expect("the sample cases");
    drop(store);
    let database = CaseDatabase::open_file(&path).map_err(|e| e.to_string());
    let state = UiState {
        language,
        ..UiState::default()
    };
    Harness::builder()
        .with_size([1280.0, 800.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            CasebookApp::with_database(state, Some(Location::File(path)), database),
        )
}

#[test]
fn the_list_shows_every_case_with_its_number() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let harness = samples_window(&directory, Language::Russian);
    let count = harness
        .state()
        .database()
        .expect("the database opened")
        .case_count();
    assert_eq!(
        count,
        casebook::samples::sample_cases().expect("samples").len()
    );
    harness.get_by_label("10 дел");
    // The 12.31 misinformation case is in the list, with its status.
    harness.get_by_label_contains("№ У-01");
}

#[test]
fn search_narrows_the_list_and_a_click_opens_the_case() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let mut harness = samples_window(&directory, Language::English);
    harness.get_by_label("Search").click();
    harness.run();
    // A Russian word in another form than in the text: the search stems it.
    harness.get_by_label("Search").type_text("претензии");
    harness.run();
    let database = harness.state().database().expect("open");
    assert!(
        database.visible_count() >= 1 && database.visible_count() < database.case_count(),
        "the search keeps some cases and drops others ({} of {})",
        database.visible_count(),
        database.case_count()
    );
    // Each row found says where: a snippet of its text with the word in another form
    // ("претензия", "претензию"), made for the rows on screen only.
    let row = harness
        .get_by_label_contains("№ У-07")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert_eq!(row.lines().count(), 3, "{row}");
    assert!(
        row.lines().nth(2).is_some_and(|s| s.contains("ретензи")),
        "{row}"
    );
    harness.get_by_label_contains("№ У-07").click();
    harness.run();
    let case = harness.state().open_case().expect("a case is open");
    assert_eq!(case.identity.case_number, "У-07");
    harness.get_by_label("Case У-07");
    harness.get_by_label("The auction");
    harness.get_by_label_contains("The Director's ruling");
}

#[test]
fn a_database_that_cannot_be_opened_is_explained_in_the_window() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let path = directory.path().join("not-a-database.sqlite");
    std::fs::write(&path, "Протокол заседания\n").expect("written");
    let database = CaseDatabase::open_file(&path).map_err(|e| e.to_string());
    let harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            CasebookApp::with_database(UiState::default(), Some(Location::from(&path)), database),
        );
    harness.get_by_label("База данных не открылась");
    harness.get_by_label_contains("not an SQLite database");
    assert_eq!(
        std::fs::read_to_string(&path).expect("still there"),
        "Протокол заседания\n"
    );
}
