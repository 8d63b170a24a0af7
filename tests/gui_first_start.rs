//! From nothing to the first case: a database the window creates is empty and greets the
//! user with the first steps; the training cases open from Help in a database of their own;
//! an earlier version's untouched training cases are offered for removal once; a case is
//! deleted after a question that names it, and Undo brings it back whole; F1 opens the guide
//! at the chapter of the screen in use, and Help › User guide as PDF… writes the book.

mod gui_support;

use casebook::store::{Location, Store};
use casebook_app::app::command::Command;
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::app::{CasebookApp, UiState, install_fonts};
use casebook_app::i18n::{Described, Language};
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gui_support::{stored_case, window_on};
use std::path::Path;
use std::time::{Duration, Instant};

/// The window as a first start opens it: over a database file that does not exist yet.
fn first_start(path: &Path, language: Language) -> Harness<'static, CasebookApp> {
    first_start_with(path, language, None)
}

/// [`first_start`], keeping its state (the guide's pages among it) in `state_dir`.
fn first_start_with(
    path: &Path,
    language: Language,
    state_dir: Option<&Path>,
) -> Harness<'static, CasebookApp> {
    assert!(!path.exists());
    let database =
        CaseDatabase::open(Some(&Location::File(path.to_path_buf()))).map_err(|e| e.to_string());
    let state = UiState {
        language,
        ..UiState::default()
    };
    let training = path.with_file_name("training.sqlite");
    let mut app =
        CasebookApp::with_database(state, Some(Location::File(path.to_path_buf())), database)
            .with_training_file(training);
    if let Some(dir) = state_dir {
        app = app.with_state_dir(dir.to_path_buf());
    }
    Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(16)
        .with_context_setup(install_fonts)
        .build_ui_state(|ui, app: &mut CasebookApp| app.show(ui), app)
}

#[test]
fn a_first_start_makes_an_empty_database_and_greets_with_the_first_steps() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    let mut harness = first_start(&path, Language::Russian);
    assert_eq!(harness.state().database().expect("open").case_count(), 0);
    harness.get_by_label("В этой базе пока нет дел");
    for step in [
        "Новое дело   (Ctrl+N)",
        "Импорт раздач…   (Ctrl+I)",
        "Открыть архив…   (Ctrl+Shift+O)",
        "Учебные дела",
        "Руководство   (F1)",
    ] {
        harness.get_by_role_and_label(Role::Button, step);
    }
    // The file itself holds no case: nothing of it can reach a casebook.
    assert!(
        Store::open(&path)
            .expect("the file")
            .list_cases(&Default::default())
            .expect("listed")
            .is_empty()
    );
    // The first step taken: a new case, opened at its Case tab.
    harness
        .get_by_role_and_label(Role::Button, "Новое дело   (Ctrl+N)")
        .click();
    harness.run();
    assert!(harness.state().open_case().is_some());
    assert_eq!(harness.state().database().expect("open").case_count(), 1);
    assert!(harness.query_by_label("В этой базе пока нет дел").is_none());

    let dir = tempfile::tempdir().expect("a folder");
    let harness = first_start(&dir.path().join("casebook.sqlite"), Language::English);
    harness.get_by_label("This database holds no cases yet");
    harness.get_by_label_contains("Training cases");
}

#[test]
fn the_training_cases_open_from_help_in_their_own_database() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    let mut harness = first_start(&path, Language::Russian);
    harness.get_by_label("Справка").click();
    harness.run();
    // The menu's entry, drawn over the welcome's button of the same name.
    harness
        .get_all_by_label("Учебные дела")
        .last()
        .expect("the menu entry")
        .click();
    harness.run();
    let database = harness.state().database().expect("the training cases");
    assert_eq!(
        database.location(),
        Location::File(dir.path().join("training.sqlite"))
    );
    assert_eq!(database.case_count(), 10);
    assert!(database.is_training());
    harness.get_by_label("Учебные дела — не публикуются и не копируются на сервер");
    // The committee's own database got none of them.
    assert!(
        Store::open(&path)
            .expect("the file")
            .list_cases(&Default::default())
            .expect("listed")
            .is_empty()
    );
    // Every case the training database holds is marked as such.
    let training = Store::open(dir.path().join("training.sqlite")).expect("the file");
    assert_eq!(training.training_cases().expect("listed").len(), 10);
    drop(training);
    // Back to the committee's own database, from the status bar.
    harness.get_by_label("К своим делам").click();
    harness.run();
    let database = harness
        .state()
        .database()
        .expect("the committee's database");
    assert_eq!(database.location(), Location::File(path.clone()));
    assert!(!database.is_training());
    harness.get_by_label("В этой базе пока нет дел");
}

/// In the English interface Help › Training cases opens the English cases, T-01 to T-10 (an
/// English keyboard types their numbers); back in Russian, the same database holds the Russian
/// ones instead.
#[test]
fn the_training_cases_open_in_the_interfaces_language() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    let mut harness = first_start(&path, Language::English);
    harness.get_by_label("Help").click();
    harness.run();
    harness
        .get_all_by_label("Training cases")
        .last()
        .expect("the menu entry")
        .click();
    harness.run();
    let database = harness.state().database().expect("the training cases");
    assert_eq!(database.case_count(), 10);
    assert!(database.is_training());
    harness.get_by_label("10 cases");
    for number in 1..=10 {
        harness.get_by_label_contains(&format!("№ T-{number:02}"));
    }
    assert!(harness.query_by_label_contains("У-0").is_none());
    let case = stored_case(&dir.path().join("training.sqlite"), "T-03");
    assert_eq!(case.language, "en");
    assert!(
        case.facts.agreed.starts_with("Pairs, board 5"),
        "{}",
        case.facts.agreed
    );

    // The Russian interface opens the Russian cases in the same database.
    harness.get_by_label("Back to your cases").click();
    harness.run();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, Command::SetLanguage(Language::Russian));
    harness.state_mut().apply(&ctx, Command::OpenTrainingCases);
    harness.run();
    let database = harness.state().database().expect("the training cases");
    assert_eq!(database.case_count(), 10);
    harness.get_by_label_contains("№ У-03");
    assert!(harness.query_by_label_contains("№ T-0").is_none());
}

/// An earlier version's database: its own case, and the training cases as it put them there.
fn earlier_versions_database(path: &Path) {
    let mut store = Store::create_or_open(path).expect("made");
    let russian = casebook::samples::TrainingSet::of("ru").expect("the Russian set");
    casebook::samples::load_training(&mut store, russian).expect("the training cases");
    store
        .new_case(casebook::bridge::BoardNumber::new(4).expect("a board"))
        .expect("a case of the committee's own");
}

fn window_over(path: &Path) -> Harness<'static, CasebookApp> {
    gui_support::window_at(
        Location::File(path.to_path_buf()),
        Language::English,
        [1280.0, 800.0],
    )
}

#[test]
fn an_earlier_versions_training_cases_are_offered_for_removal_once() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    earlier_versions_database(&path);
    let mut harness = window_over(&path);
    assert_eq!(harness.state().training_offer(), 10);
    harness.get_by_label_contains("This database holds 10 training cases from an earlier version");
    harness.get_by_label("Remove").click();
    harness.run();
    assert_eq!(harness.state().training_offer(), 0);
    let database = harness.state().database().expect("open");
    assert_eq!(database.case_count(), 1, "the committee's own case stays");
    drop(harness);
    // Asked once: the next start says nothing.
    let harness = window_over(&path);
    assert_eq!(harness.state().training_offer(), 0);
    assert!(harness.query_by_label("Remove").is_none());

    // Kept: they stay, and the offer is not made again either.
    let path = dir.path().join("kept.sqlite");
    earlier_versions_database(&path);
    let mut harness = window_over(&path);
    harness.get_by_label("Keep").click();
    harness.run();
    assert_eq!(harness.state().database().expect("open").case_count(), 11);
    drop(harness);
    assert_eq!(window_over(&path).state().training_offer(), 0);
}

#[test]
fn a_changed_training_case_is_not_offered_for_removal() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    earlier_versions_database(&path);
    let mut store = Store::open(&path).expect("open");
    let mut case = stored_case(&path, "У-03");
    case.write_up.push_str("\n\nРазобрано на семинаре судей.");
    store.save_case(&case, case.revision).expect("saved");
    drop(store);
    let harness = window_over(&path);
    assert_eq!(harness.state().training_offer(), 9);
}

#[test]
fn a_case_is_deleted_after_a_question_that_names_it_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::Russian, [1280.0, 800.0]);
    let before = stored_case(&path, "У-03");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, Command::SelectCase(before.uuid));
    harness.run();
    harness.get_by_label("Файл").click();
    harness.run();
    harness.get_by_label("Удалить дело…").click();
    harness.run();
    // The question names the case by its number, board and event; nothing is deleted yet.
    harness.get_by_label_contains("Удалить дело У-03 — сдача 5, ");
    assert!(Store::open(&path).unwrap().load_case(before.uuid).is_ok());
    // Cancel keeps it.
    harness.get_by_label("Отмена").click();
    harness.run();
    assert!(harness.state().deletion().asking.is_none());
    assert_eq!(harness.state().database().unwrap().case_count(), 10);

    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::DeleteCase);
    harness.run();
    harness.get_by_label("Удалить").click();
    harness.run();
    assert_eq!(harness.state().database().unwrap().case_count(), 9);
    assert!(harness.state().open_case().is_none());
    assert!(
        Store::open(&path).unwrap().load_case(before.uuid).is_err(),
        "the case is gone from the file"
    );
    harness.get_by_label_contains("Дело У-03 — сдача 5");
    harness.get_by_label("Вернуть").click();
    harness.run();
    // Back whole: the same revision, polls, votes and notes; open again.
    let after = Store::open(&path)
        .unwrap()
        .load_case(before.uuid)
        .expect("back");
    assert_eq!(after, before);
    assert_eq!(harness.state().database().unwrap().case_count(), 10);
    assert_eq!(
        harness.state().open_case().map(|c| c.uuid),
        Some(before.uuid)
    );
}

#[test]
fn the_case_lists_menu_deletes_a_case_too() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1280.0, 800.0]);
    harness.get_by_label_contains("№ У-10").click_secondary();
    harness.run();
    harness.get_by_label("Delete case…").click();
    harness.run();
    harness.get_by_label_contains("Delete case У-10 — board 15");
    harness.get_by_label("Delete").click();
    harness.run();
    assert!(harness.query_by_label_contains("№ У-10").is_none());
    assert_eq!(harness.state().database().unwrap().case_count(), 9);
}

/// The page F1 opened, as the forwarding page names it: `ru/first-appeal.html#board`.
fn guide_page_shown(harness: &Harness<'static, CasebookApp>) -> String {
    let page = harness
        .state()
        .pages_shown()
        .last()
        .expect("a page was shown")
        .clone();
    let html = std::fs::read_to_string(&page).expect("the forwarding page");
    let at = html.find("url=").expect("it forwards") + 4;
    let target = &html[at..html[at..].find('"').map_or(html.len(), |end| at + end)];
    let tail: Vec<&str> = target.rsplitn(3, '/').collect();
    format!("{}/{}", tail[1], tail[0])
}

fn press_f1(harness: &mut Harness<'static, CasebookApp>) {
    harness.key_press(Key::F1);
    harness.run();
}

#[test]
fn f1_opens_the_guide_in_the_interface_language_at_the_screen_in_use() {
    let dir = tempfile::tempdir().expect("a folder");
    let state_dir = dir.path().join("state");
    let path = dir.path().join("casebook.sqlite");
    // Pages written where the window keeps its state, never beside the user's database.
    let mut harness = first_start_with(&path, Language::Russian, Some(&state_dir));
    harness.state_mut().record_browser();

    press_f1(&mut harness);
    assert_eq!(guide_page_shown(&harness), "ru/window.html#first-start");
    assert!(state_dir.join("guide/ru/window.html").is_file());
    assert!(state_dir.join("guide/en/window.html").is_file());

    // A case at its Board tab: the chapter of the first appeal, at the deal and auction.
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::NewCase);
    harness.state_mut().show_editor_tab(EditorTab::Board);
    harness.run();
    press_f1(&mut harness);
    assert_eq!(guide_page_shown(&harness), "ru/first-appeal.html#board");

    // The Publish window over it: the editor's chapter; in English, the English book.
    harness
        .state_mut()
        .apply(&ctx, Command::SetLanguage(Language::English));
    harness.state_mut().apply(&ctx, Command::ShowPublish);
    harness.run();
    press_f1(&mut harness);
    assert_eq!(guide_page_shown(&harness), "en/casebook.html#publish");
    assert_eq!(harness.state().pages_shown().len(), 3);
}

/// Help › User guide as PDF…: the book in the interface's language is made off the interface
/// thread into the file chosen, the window saying how far it is, then its pages.
#[test]
fn the_guide_as_pdf_is_made_off_the_interface_thread_into_the_file_chosen() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("casebook.sqlite");
    let mut harness = first_start(&path, Language::English);
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_label("User guide as PDF…");
    harness.key_press(Key::Escape);
    harness.run();

    // The file the save dialog gave.
    let pdf = dir.path().join("guide.pdf");
    harness.state_mut().write_guide_pdf(pdf.clone());
    // The frames go on while the PDF is made, its window over them (a new window shows from
    // its second frame).
    harness.step();
    harness.step();
    assert!(harness.state().guide_pdf_window().is_running());
    harness.get_by_label("User guide as PDF");
    let started = Instant::now();
    while harness.state().guide_pdf_window().is_running() {
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "the PDF was never finished"
        );
        std::thread::sleep(Duration::from_millis(50));
        harness.step();
    }
    harness.run();
    let written = match harness.state().guide_pdf_window().finished() {
        Some(Ok(written)) => written.clone(),
        other => panic!(
            "{:?}",
            other.map(|o| o.as_ref().err().map(|e| e.describe(Language::English)))
        ),
    };
    assert_eq!(written.path, pdf);
    assert!(written.pages > casebook::guide::book(casebook::guide::GuideLanguage::English).len());
    let bytes = std::fs::read(&pdf).expect("the PDF is written");
    assert!(bytes.starts_with(b"%PDF") && bytes.len() == written.bytes);
    harness.get_by_label_contains("Written: ");
    harness.get_by_label("Close").click();
    harness.run();
    assert!(harness.query_by_label_contains("Written: ").is_none());
}
