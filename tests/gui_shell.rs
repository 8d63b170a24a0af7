//! The main window driven headlessly through its accessibility tree (egui_kittest).
//!
//! The harness panics on any glyph its fonts lack, so every test here also proves that the
//! embedded font draws the suit symbols in the menu bar ("♠♥♦♣ Casebook") and the Cyrillic.

use casebook::store::Location;
use casebook::store::Store;
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::{CasebookApp, Command, Theme, UiState, install_fonts};
use casebook_app::i18n::Language;
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, ViewportCommand, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::cell::RefCell;
use std::path::PathBuf;

thread_local! {
    /// The test's database directories, removed when the test's thread ends.
    static DIRECTORIES: RefCell<Vec<tempfile::TempDir>> = const { RefCell::new(Vec::new()) };
}

/// An application over a new, empty database; `db_path` is what the command line named.
fn app(state: UiState, db_path: Option<PathBuf>) -> CasebookApp {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let store = Store::create_or_open(directory.path().join("cases.sqlite")).expect("a new store");
    let database = CaseDatabase::from_store(store).map_err(|e| e.to_string());
    DIRECTORIES.with(|d| d.borrow_mut().push(directory));
    CasebookApp::with_database(state, db_path.map(Location::File), database)
}

fn window(state: UiState, db_path: Option<PathBuf>) -> Harness<'static, CasebookApp> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            app(state, db_path),
        )
}

fn in_language(language: Language) -> UiState {
    UiState {
        language,
        ..UiState::default()
    }
}

/// Opens the top-level menu `menu` and clicks its entry `entry`.
fn choose(harness: &mut Harness<'_, CasebookApp>, menu: &str, entry: &str) {
    harness.get_by_label(menu).click();
    harness.run();
    harness.get_by_label(entry).click();
    harness.run();
}

#[test]
fn russian_is_the_default_and_every_pane_says_what_it_will_show() {
    let harness = window(UiState::default(), None);
    for menu in ["Файл", "Вид", "Справка"] {
        harness.get_by_role_and_label(Role::Button, menu);
    }
    harness.get_by_label("♠♥♦♣ Casebook");
    harness.get_by_label("Дела");
    harness.get_by_label("Дел пока нет");
    // An empty database: the welcome says what to do first.
    harness.get_by_label("В этой базе пока нет дел");
    harness.get_by_label("Правила и комментарии");
    harness.get_by_label("Правило не выбрано");
    harness.get_by_label("База данных по умолчанию");
    assert!(harness.query_by_label("Cases").is_none());
}

#[test]
fn english_labels_when_english_is_saved() {
    let harness = window(in_language(Language::English), None);
    for menu in ["File", "View", "Help"] {
        harness.get_by_role_and_label(Role::Button, menu);
    }
    harness.get_by_label("Cases");
    harness.get_by_label("No cases yet");
    harness.get_by_label("This database holds no cases yet");
    harness.get_by_label("Laws and commentary");
    harness.get_by_label("Default database");
    assert!(harness.query_by_label("Дела").is_none());
}

#[test]
fn language_switches_from_the_view_menu_and_back() {
    let mut harness = window(UiState::default(), None);
    choose(&mut harness, "Вид", "English");
    assert_eq!(harness.state().state().language, Language::English);
    harness.get_by_label("Cases");
    harness.get_by_label("Laws and commentary");
    harness.get_by_label("No cases yet");
    assert!(harness.query_by_label("Дела").is_none());
    assert!(harness.query_by_label("Файл").is_none());

    choose(&mut harness, "View", "Русский");
    assert_eq!(harness.state().state().language, Language::Russian);
    harness.get_by_label("Дела");
    harness.get_by_label("Правила и комментарии");
    assert!(harness.query_by_label("Cases").is_none());
}

#[test]
fn theme_switches_from_the_view_menu() {
    let mut harness = window(in_language(Language::English), None);
    assert_eq!(harness.ctx.theme(), egui::Theme::Light);
    choose(&mut harness, "View", "Dark");
    assert_eq!(harness.state().state().theme, Theme::Dark);
    assert_eq!(harness.ctx.theme(), egui::Theme::Dark);
    choose(&mut harness, "View", "Light");
    assert_eq!(harness.ctx.theme(), egui::Theme::Light);
}

#[test]
fn search_field_is_found_by_its_label_and_takes_cyrillic_and_suits() {
    let mut harness = window(UiState::default(), None);
    // The visible label names the field; the label node itself is not a match.
    harness.get_by_label("Поиск");
    harness
        .get_by_role_and_label(Role::TextInput, "Поиск")
        .focus();
    harness.run();
    harness.get_by_label("Поиск").type_text("Штраф 4♥");
    harness.run();
    assert_eq!(harness.state().case_query(), "Штраф 4♥");
}

#[test]
fn about_window_from_the_help_menu_names_the_version_and_closes() {
    let mut harness = window(in_language(Language::English), None);
    assert!(harness.query_by_label("About Casebook").is_none());
    // The entry's accessible label carries its shortcut, as drawn.
    choose(&mut harness, "Help", "About Casebook");
    assert!(harness.state().about_open());
    let version = format!("Version {}", env!("CARGO_PKG_VERSION"));
    harness.get_by_label(&version);
    harness.get_by_label("Close").click();
    harness.run();
    assert!(!harness.state().about_open());
    assert!(harness.query_by_label(&version).is_none());
}

#[test]
fn the_about_window_names_the_version_in_russian() {
    let mut harness = window(UiState::default(), None);
    choose(&mut harness, "Справка", "О программе");
    assert!(harness.state().about_open());
    harness.get_by_label(&format!("Версия {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn quit_shortcut_asks_the_window_to_close() {
    let mut harness = window(UiState::default(), None);
    // One pass with the key press in it: the Close request is part of that pass's output.
    // (`key_press_modifiers` would spread the press over several passes.)
    let input = harness.input_mut();
    input
        .events
        .push(Event::ModifiersChanged(Modifiers::COMMAND));
    input.events.push(Event::Key {
        key: Key::Q,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    });
    harness.step();
    let commands = &harness.output().viewport_output[&ViewportId::ROOT].commands;
    assert!(
        commands.contains(&ViewportCommand::Close),
        "no Close in {commands:?}"
    );
}

#[test]
fn menu_entries_show_their_shortcuts() {
    let mut harness = window(in_language(Language::English), None);
    let shortcut = Command::Quit
        .shortcut()
        .map(|s| harness.ctx.format_shortcut(&s));
    assert_eq!(shortcut.as_deref(), Some("Ctrl+Q"));
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_role_and_label(Role::Button, "Quit Ctrl+Q");
    harness.get_by_label("File").click();
    harness.run();
    assert!(harness.query_by_label("Quit Ctrl+Q").is_none());
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_role_and_label(Role::Button, "Guide F1");
}

#[test]
fn both_side_panes_can_be_resized() {
    let harness = window(UiState::default(), None);
    // One splitter each for the case list and the law panel.
    assert_eq!(harness.get_all_by_role(Role::Splitter).count(), 2);
}

#[test]
fn status_bar_names_the_database_given_on_the_command_line() {
    let path = PathBuf::from("комиссия-2026.sqlite");
    let harness = window(in_language(Language::English), Some(path.clone()));
    harness.get_by_label("Database: комиссия-2026.sqlite");
    assert_eq!(
        harness.state().db_location(),
        Some(&Location::File(path.clone()))
    );
}

#[test]
fn without_the_embedded_font_the_suits_are_missing_glyphs() {
    // The counterpart of every test above: egui's own fonts lack ♠♥♦♣, and the harness
    // refuses to draw them, so the passing tests really depend on the embedded font.
    let built = std::panic::catch_unwind(|| {
        Harness::builder()
            .with_size([1280.0, 800.0])
            .build_ui_state(
                |ui, app: &mut CasebookApp| app.show(ui),
                app(UiState::default(), None),
            )
            .run();
    });
    let Err(panic) = built else {
        panic!("the suits were drawn without the embedded font");
    };
    let message = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or_default();
    assert!(message.contains("No glyph for \"♠\""), "{message}");
}

#[test]
fn the_command_palette_finds_a_command_by_a_word_and_runs_it_with_enter() {
    let mut harness = window(in_language(Language::English), None);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::K);
    harness.run();
    assert!(harness.state().palette_open());
    harness.get_by_label("Command").type_text("abou");
    harness.run();
    // Only the matching command is offered, with its shortcut.
    harness.get_by_label_contains("About Casebook");
    assert!(harness.query_by_label_contains("Quit").is_none());
    harness.key_press(Key::Enter);
    harness.run();
    assert!(!harness.state().palette_open());
    assert!(harness.state().about_open());
}

#[test]
fn escape_closes_the_command_palette_without_running_anything() {
    let mut harness = window(UiState::default(), None);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::K);
    harness.run();
    harness.get_by_label("Команда").type_text("выход");
    harness.run();
    harness.key_press(Key::Escape);
    harness.run();
    assert!(!harness.state().palette_open());
    assert!(!harness.state().about_open());
}

/// A 1366×768 laptop leaves less than the first window's 800 points above its taskbar: the
/// window is maximized into the screen's work area. On a large screen it is left as it is.
#[test]
fn the_first_window_fits_a_laptops_screen() {
    for (monitor, maximized) in [([1366.0, 768.0], true), ([1920.0, 1080.0], false)] {
        let mut harness = window(UiState::default(), None);
        let viewport = harness
            .input_mut()
            .viewports
            .entry(ViewportId::ROOT)
            .or_default();
        viewport.monitor_size = Some(egui::vec2(monitor[0], monitor[1]));
        viewport.inner_rect = Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        ));
        harness.step();
        let commands = &harness.output().viewport_output[&ViewportId::ROOT].commands;
        assert_eq!(
            commands.contains(&ViewportCommand::Maximized(true)),
            maximized,
            "{monitor:?}: {commands:?}"
        );
    }
}
