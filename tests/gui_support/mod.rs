//! What the window tests share: the whole window over a case database file, driven through
//! egui_kittest, and a case read back from the file by its number.

#![allow(dead_code)] // each test file uses the part it needs

use casebook::case::Case;
use casebook::store::{Location, Store};
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::{CasebookApp, UiState, install_fonts};
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Makes the database file at `path`, when it is not there, with the sample cases as a
/// committee's own (`assets/samples/README.md`: ten cases of 2026, seven reviewed): the
/// fixture of the window tests. A database the window itself creates is empty.
pub fn with_samples(path: &Path) -> &Path {
    if !path.exists() {
        let mut store = Store::create_or_open(path).expect("the database is made");
        casebook::samples::load_into(&mut store).expect("the sample cases");
    }
    path
}

/// The window over the database at `path` (made with the sample cases when it is not there,
/// [`with_samples`]), in `language`, `size` points large.
pub fn window_on(path: &Path, language: Language, size: [f32; 2]) -> Harness<'static, CasebookApp> {
    window_at(
        Location::File(with_samples(path).to_path_buf()),
        language,
        size,
    )
}

/// The window, 1400 × 900 points, on a database of the sample cases made in `dir`; with the
/// database's path, to check afterwards what the window stored.
pub fn window_on_samples(
    dir: &tempfile::TempDir,
    language: Language,
) -> (Harness<'static, CasebookApp>, PathBuf) {
    let path = dir.path().join("cases.sqlite");
    (window_on(&path, language, [1400.0, 900.0]), path)
}

/// Opens the case numbered `number` from the list, then its editor tab `tab`.
pub fn open_case_tab(harness: &mut Harness<'static, CasebookApp>, number: &str, tab: &str) {
    harness
        .get_by_label_contains(&format!("№ {number}"))
        .click();
    harness.run();
    harness.get_by_label(tab).click_accesskit();
    harness.run();
}

/// The window over the database or archive at `location`, as it opens it.
pub fn window_at(
    location: Location,
    language: Language,
    size: [f32; 2],
) -> Harness<'static, CasebookApp> {
    let database = CaseDatabase::open(Some(&location)).map_err(|e| e.to_string());
    let state = UiState {
        language,
        ..UiState::default()
    };
    Harness::builder()
        .with_size(size)
        // A tab of many grids, or a grid that gains a row, settles over a few more frames.
        .with_max_steps(16)
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            CasebookApp::with_database(state, Some(location), database),
        )
}

/// Runs frames until `done` (background work — a sync, a save on a server — finishing), for
/// at most `limit`; whether it was done.
pub fn step_until(
    harness: &mut Harness<'static, CasebookApp>,
    limit: Duration,
    done: impl Fn(&Harness<'static, CasebookApp>) -> bool,
) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        harness.step();
        if done(harness) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// The window as the application starts it: with a state directory for the recovery journal
/// and the crash reports (the edits journalled there are put back first).
pub fn window_with_state_dir(
    path: &Path,
    state_dir: &Path,
    language: Language,
) -> Harness<'static, CasebookApp> {
    let database = CaseDatabase::open_file(with_samples(path)).map_err(|e| e.to_string());
    let state = UiState {
        language,
        ..UiState::default()
    };
    let app = CasebookApp::with_database(state, Some(path.into()), database)
        .with_state_dir(state_dir.to_path_buf());
    Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(16)
        .with_context_setup(install_fonts)
        .build_ui_state(|ui, app: &mut CasebookApp| app.show(ui), app)
}

/// The case numbered `number` as the database file holds it now.
pub fn stored_case(path: &Path, number: &str) -> Case {
    stored_in(&Store::open(path).expect("the database opens"), number)
}

/// The case numbered `number` as `store` holds it now.
pub fn stored_in(store: &Store, number: &str) -> Case {
    let summary = store
        .list_cases(&Default::default())
        .expect("listed")
        .into_iter()
        .find(|s| s.heading.case_number == number)
        .expect("the case is listed");
    store.load_case(summary.heading.uuid).expect("loaded")
}

/// The window on the sample case numbered `number`, at the Workflow tab with the step whose
/// question starts `step` open (`"3. Were there logical alternatives"`).
pub fn window_at_step(
    path: &Path,
    number: &str,
    step: &str,
    size: [f32; 2],
) -> Harness<'static, CasebookApp> {
    let mut harness = window_on(path, Language::English, size);
    let uuid = stored_case(path, number).uuid;
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, casebook_app::app::command::Command::SelectCase(uuid));
    harness
        .state_mut()
        .show_editor_tab(casebook_app::app::views::case_editor::EditorTab::Workflow);
    harness.run();
    egui_kittest::kittest::Queryable::get_by_label_contains(&harness, step).click();
    harness.run();
    harness
}

/// The UI sample case У-02 (commentary 12.32–12.33, commentary-1997-ru.txt l.1280–1294) at its
/// logical-alternatives step, in a window `height` points tall: the step the poll-sheet, poll
/// and vote tests work on.
pub fn ui_case_at_la_step(path: &Path, height: f32) -> Harness<'static, CasebookApp> {
    window_at_step(
        path,
        "У-02",
        "3. Were there logical alternatives",
        [1600.0, height],
    )
}
