//! The Publish casebook window as a user drives it: opened from the File menu or the command
//! palette, the sample year chosen, the casebook written off the interface thread with a
//! progress bar, the result line and a preview; the cases are published afterwards. Several
//! formats in one run, the cases marked once; the count beside the year, the question before
//! files are written over, the name suggested, and a failure worded in the interface language.
//! Fixture: the sample cases a new database receives (`assets/samples/README.md`, "The cases":
//! all of 2026; У-01, У-02, У-03, У-05, У-06, У-07 and У-09 reviewed, У-04 and У-08 decided,
//! У-10 a draft; every player named by the seat, «Север» and so on).

mod gui_support;

use casebook::case::CaseStatus;
use casebook::store::{CaseFilter, Store};
use casebook_app::app::CasebookApp;
use casebook_app::app::views::publish::Outcome;
use casebook_app::i18n::Language;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

const REVIEWED: [&str; 7] = ["У-01", "У-02", "У-03", "У-05", "У-06", "У-07", "У-09"];
const NOT_REVIEWED: [&str; 3] = ["У-04", "У-08", "У-10"];

fn database(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("cases.sqlite")
}

fn window(path: &Path, language: Language) -> Harness<'static, CasebookApp> {
    gui_support::window_on(path, language, [1400.0, 900.0])
}

/// File → Publish casebook…
fn open_from_the_menu(harness: &mut Harness<'static, CasebookApp>) {
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Publish casebook…").click();
    harness.run();
    assert!(harness.state().publish_dialog().is_open());
}

/// Replaces the text of the field labelled `label`, as a user does: click, select all, type.
/// By role as well, since the menu's "File" is labelled as the field for the file is.
fn type_into(harness: &mut Harness<'static, CasebookApp>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .click();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

/// Clicks the button labelled `label` and lets the work it starts finish. Between the click
/// and the end the window shows a progress bar saying `running`.
fn run_job(harness: &mut Harness<'static, CasebookApp>, label: &str, running: &str) {
    harness.get_by_label(label).click();
    // One frame: the click starts the worker, and the same frame draws its progress bar.
    harness.step();
    assert!(harness.state().publish_dialog().is_running());
    // The bar says what is under way and how far it has got.
    harness.get_by_label(&format!("{running} 0%"));
    assert!(
        harness
            .state()
            .publish_dialog()
            .wait_for_worker(Duration::from_secs(60)),
        "the worker hangs"
    );
    harness.run();
    assert!(!harness.state().publish_dialog().is_running());
}

/// Ctrl+K, "casebook", Enter: the Publish window from the command palette (the menu's "File"
/// has the same name as the window's file field).
fn open_from_the_palette(harness: &mut Harness<'static, CasebookApp>) {
    harness.key_press_modifiers(Modifiers::COMMAND, Key::K);
    harness.run();
    harness
        .get_by_label("Command")
        .type_text("Publish casebook");
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().publish_dialog().is_open());
}

/// Ticks the checkbox labelled `label`, or takes its tick away.
fn tick(harness: &mut Harness<'static, CasebookApp>, label: &str) {
    harness.get_by_role_and_label(Role::CheckBox, label).click();
    harness.run();
}

/// What the text field labelled `label` holds, as a screen reader reads it.
fn field(harness: &Harness<'static, CasebookApp>, label: &str) -> String {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .value()
        .unwrap_or_default()
}

/// The case numbers with `status` in the database file, in order.
fn numbers_with(path: &Path, status: CaseStatus) -> Vec<String> {
    let store = Store::open(path).expect("the database opens");
    let filter = CaseFilter {
        status: Some(status),
        ..CaseFilter::default()
    };
    let mut numbers: Vec<String> = store
        .list_cases(&filter)
        .expect("listed")
        .into_iter()
        .map(|summary| summary.heading.case_number)
        .collect();
    numbers.sort();
    numbers
}

#[test]
fn the_file_menu_publishes_the_reviewed_samples_as_html_and_marks_them_published() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    type_into(&mut harness, "Year", "2026");
    harness.get_by_label("7 cases will be printed");
    // What publishing will mark, said before it does.
    harness.get_by_label("Will be marked published: 7 cases");
    assert!(
        harness
            .query_by_label_contains("Already published")
            .is_none()
    );
    let out = dir.path().join("casebook-2026.html");
    type_into(&mut harness, "File", &out.display().to_string());
    // The front matter, remembered for the archive once the casebook is out.
    type_into(&mut harness, "Title", "Сборник решений АК");
    type_into(&mut harness, "Federation", "Федерация спортивного бриджа");

    run_job(&mut harness, "Publish", "Publishing…");

    let html = std::fs::read_to_string(&out).expect("the casebook is written");
    for number in REVIEWED {
        assert!(html.contains(number), "{number} is in the casebook");
    }
    for number in NOT_REVIEWED {
        assert!(!html.contains(number), "{number} is not reviewed: left out");
    }
    harness.get_by_label(&format!(
        "7 cases written to {} (edition 1); marked published: 7",
        out.display()
    ));
    // The preview is the same casebook to read, as Markdown, not the HTML's markup.
    let preview = harness.get_by_label_contains("# Сборник решений АК 2026");
    // A label's text is its accessible value.
    let shown = preview.value().unwrap_or_default();
    assert!(shown.contains("## Дело У-01"), "{shown}");
    assert!(
        !shown.contains("<body>") && !shown.contains("<span"),
        "{shown}"
    );

    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
    assert!(numbers_with(&db, CaseStatus::Reviewed).is_empty());
    // The window counts again: nothing is left to publish that year, and the published ones
    // are printed only with Reprint.
    harness.get_by_label("No case will be printed");
    harness.get_by_label("No case will be marked published");
    harness.get_by_label("Already published: 7 — printed only with Reprint");
    let front = casebook::publish::FrontMatter::remembered(&Store::open(&db).unwrap()).unwrap();
    assert_eq!(front.title, "Сборник решений АК");
    assert_eq!(front.federation, "Федерация спортивного бриджа");
    assert!(html.contains("<title>Сборник решений АК 2026</title>"));
}

/// Two formats ticked, one run: the HTML and the PDF are written side by side under the name
/// typed, the window counts them before and names them after, and each reviewed case is
/// marked published once (one save, one note of the edition naming both formats).
#[test]
fn two_formats_are_written_in_one_run_and_the_cases_are_marked_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::English);
    let revisions = |db: &Path| -> Vec<(String, u64)> {
        let store = Store::open(db).expect("the database opens");
        let mut rows: Vec<(String, u64)> = store
            .list_cases(&CaseFilter::default())
            .expect("listed")
            .into_iter()
            .map(|s| (s.heading.case_number, s.heading.revision))
            .collect();
        rows.sort();
        rows
    };
    let before = revisions(&db);
    open_from_the_menu(&mut harness);
    // The button that opens the save dialog for the folder and name is there, named.
    harness.get_by_role_and_label(
        Role::Button,
        "Choose the folder and name of the casebook's files",
    );
    let name = dir.path().join("casebook-2026");
    type_into(&mut harness, "File", &name.display().to_string());
    tick(&mut harness, "PDF");
    harness.get_by_label("Will write 2 files: casebook-2026.html, casebook-2026.pdf");

    run_job(&mut harness, "Publish", "Publishing…");

    let (html, pdf) = (name.with_extension("html"), name.with_extension("pdf"));
    let text = std::fs::read_to_string(&html).expect("the HTML is written");
    for number in REVIEWED {
        assert!(text.contains(number), "{number} is in the HTML");
    }
    let bytes = std::fs::read(&pdf).expect("the PDF is written");
    assert!(bytes.starts_with(b"%PDF"));
    harness.get_by_label(&format!(
        "7 cases written to {}, {} (edition 1); marked published: 7",
        html.display(),
        pdf.display()
    ));
    let Some(Outcome::Published { report, text }) = harness.state().publish_dialog().outcome()
    else {
        panic!("{:?}", harness.state().publish_dialog().outcome());
    };
    let written: Vec<&Path> = report.files.iter().map(|f| f.path.as_path()).collect();
    assert_eq!(written, [html.as_path(), pdf.as_path()]);
    // Without a Markdown file the preview is the casebook rendered as Markdown.
    assert!(text.as_deref().is_some_and(|t| t.contains("## Дело У-01")));

    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
    let store = Store::open(&db).expect("the database opens");
    for ((number, was), (_, now)) in before.iter().zip(revisions(&db)) {
        let reviewed = REVIEWED.contains(&number.as_str());
        assert_eq!(
            now,
            was + u64::from(reviewed),
            "{number}: saved once if reviewed"
        );
        let case = gui_support::stored_in(&store, number);
        let editions = casebook::publish::editions_of(&case);
        if reviewed {
            assert_eq!(editions.len(), 1, "{number}: one note of the edition");
            assert_eq!(editions[0].format, "html, pdf", "{number}");
        } else {
            assert!(editions.is_empty(), "{number}");
        }
    }

    // Published again over them, the window asks about both files first.
    harness
        .get_by_label("Reprint: include the cases already published (nothing is marked again)")
        .click();
    harness.run();
    harness.get_by_label("Publish").click();
    harness.run();
    assert!(
        !harness.state().publish_dialog().is_running(),
        "it asks first"
    );
    harness.get_by_label(&format!(
        "{}, {} exist already. Replace them with the new casebook?",
        html.display(),
        pdf.display()
    ));
}

#[test]
fn anonymization_puts_the_seat_in_place_of_each_player_name() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    {
        // The samples name the players by their seats; a real case names people.
        let mut store = Store::create_or_open(&db).expect("the database");
        casebook::samples::load_into(&mut store).expect("the samples");
        let mut case = gui_support::stored_case(&db, "У-01");
        case.people.players[0].name = "Пётр Иванов".to_string();
        case.people.players[1].name = "Анна Смирнова".to_string();
        store.save_case(&case, case.revision).expect("saved");
    }
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    let out = dir.path().join("anonymous.html");
    type_into(&mut harness, "File", &out.display().to_string());

    // The names are in the casebook as it stands…
    run_job(&mut harness, "Preview", "Preparing the preview…");
    let Some(Outcome::Previewed { text, .. }) = harness.state().publish_dialog().outcome() else {
        panic!("{:?}", harness.state().publish_dialog().outcome());
    };
    assert!(text.contains("Пётр Иванов") && text.contains("Анна Смирнова"));

    // …and gone from the anonymized one, whose preview lists what it replaces, case by case.
    harness
        .get_by_label("Show players by seat and rank, not by name")
        .click();
    harness.run();
    run_job(&mut harness, "Preview", "Preparing the preview…");
    harness.get_by_label_contains("Names replaced in ");
    shown(
        &harness,
        "У-01: команды Б → команды В–З; Пётр Иванов → Север; Анна Смирнова → Восток",
    );
    run_job(&mut harness, "Publish", "Publishing…");
    let html = std::fs::read_to_string(&out).expect("the casebook is written");
    assert!(html.contains("У-01"));
    for name in ["Пётр", "Иванов", "Анна", "Смирнова"] {
        assert!(!html.contains(name), "{name} is named in the casebook");
    }
    shown(&harness, "Пётр Иванов → Север");
}

/// "Traveller under the deal" prints each board's traveller from the event's results under its
/// deal. Sample У-03 (commentary 16.8(ii): East–West's 4♠ doubled two down, +300; the committee
/// assigns 4♥ made by North, +620) with its board 5 at eight tables
/// (casebook/tests/fixtures/results/board5.csv; the matchpoints by hand in the header of
/// casebook/tests/results_store.rs): the case's table 3 goes from 8 to 10, tables 1 and 5 from
/// 11 to 10.
#[test]
fn the_traveller_checkbox_prints_the_boards_results_under_the_deal() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    {
        let mut store = Store::create_or_open(&db).expect("the database");
        casebook::samples::load_into(&mut store).expect("the samples");
        let case = gui_support::stored_case(&db, "У-03");
        casebook::results::field::import_results(
            &mut store,
            Path::new("board5.csv"),
            include_bytes!("../casebook/tests/fixtures/results/board5.csv"),
            &case.identity.event,
            None,
        )
        .expect("the results import");
    }
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    let out = dir.path().join("travellers.html");
    type_into(&mut harness, "File", &out.display().to_string());
    harness
        .get_by_role_and_label(Role::CheckBox, "Traveller under the deal")
        .click();
    harness.run();
    assert!(harness.state().publish_dialog().traveller);

    run_job(&mut harness, "Publish", "Publishing…");
    let html = std::fs::read_to_string(&out).expect("the casebook is written");
    assert_eq!(html.matches("<table class=\"traveller\">").count(), 1);
    assert!(
        html.contains("<tr class=\"own\"><td>▶ 3</td><td>3</td><td>13</td>"),
        "the case's line is marked"
    );
    assert!(html.contains("<td>+300</td><td>8</td><td>6</td><td>10*</td><td>4*</td>"));
    assert_eq!(
        html.matches("<td>+620</td><td>11</td><td>3</td><td>10*</td><td>4*</td>")
            .count(),
        2
    );
}

/// Whether a line of text that contains `text` is shown (a wrapped label reads as its value).
fn shown(harness: &Harness<'_, CasebookApp>, text: &str) {
    let mut found =
        harness.query_all_by(|node| node.value().is_some_and(|value| value.contains(text)));
    assert!(found.next().is_some(), "{text} is not shown");
}

#[test]
fn a_file_in_a_missing_folder_is_refused_with_its_reason_and_nothing_is_marked() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    let missing = dir.path().join("no such folder");
    let out = missing.join("casebook.html");
    type_into(&mut harness, "File", &out.display().to_string());

    run_job(&mut harness, "Publish", "Publishing…");

    harness.get_by_label_contains(&format!("cannot write the casebook to {}", out.display()));
    assert!(!missing.exists(), "nothing is written");
    assert!(numbers_with(&db, CaseStatus::Published).is_empty());
    assert_eq!(numbers_with(&db, CaseStatus::Reviewed), REVIEWED);
    harness.get_by_label("7 cases will be printed");
}

#[test]
fn the_russian_window_publishes_markdown_from_the_command_palette() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::Russian);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::K);
    harness.run();
    harness.get_by_label("Команда").type_text("сборник");
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert!(harness.state().publish_dialog().is_open());

    type_into(&mut harness, "Год", "2026");
    harness.get_by_label("В сборник войдут 7 дел");
    tick(&mut harness, "HTML (один файл, печать на A4)");
    tick(&mut harness, "Markdown");
    let out = dir.path().join("сборник.md");
    type_into(&mut harness, "Файл", &out.display().to_string());
    harness.get_by_label(&format!("Будет записан {}", "сборник.md"));
    type_into(&mut harness, "Соревнования", "учебный пример");
    harness.get_by_label("Игроки по месту за столом и разряду, без имён");
    harness.get_by_role_and_label(Role::CheckBox, "Протокол сдачи под сдачей");

    run_job(&mut harness, "Опубликовать", "Публикуем…");

    let markdown = std::fs::read_to_string(&out).expect("the casebook is written");
    assert!(markdown.starts_with("# Сборник"), "{markdown}");
    assert!(markdown.contains("## Дело У-09"));
    harness.get_by_label(&format!(
        "7 дел записано в {} (издание 1); отмечено опубликованными: 7",
        out.display()
    ));
    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
}

/// A reprint prints the year's published cases too: the count says so before Publish, and
/// the casebook then holds them all.
#[test]
fn a_reprint_counts_and_prints_the_cases_already_published() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    let first = dir.path().join("first.html");
    type_into(&mut harness, "File", &first.display().to_string());
    run_job(&mut harness, "Publish", "Publishing…");
    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
    harness.get_by_label("No case will be printed");

    harness
        .get_by_label("Reprint: include the cases already published (nothing is marked again)")
        .click();
    harness.run();
    harness.get_by_label("7 cases will be printed (already published: 7)");

    let reprint = dir.path().join("reprint.html");
    type_into(&mut harness, "File", &reprint.display().to_string());
    run_job(&mut harness, "Publish", "Publishing…");
    let Some(Outcome::Published { report, .. }) = harness.state().publish_dialog().outcome() else {
        panic!("{:?}", harness.state().publish_dialog().outcome());
    };
    assert_eq!((report.cases, report.newly_published), (7, 0));
    let html = std::fs::read_to_string(&reprint).expect("the reprint is written");
    for number in REVIEWED {
        assert!(html.contains(number), "{number} is reprinted");
    }
    harness.get_by_label_contains("7 cases written to");
}

/// A file that exists is not written over without asking: Cancel leaves it and the cases as
/// they were, Replace publishes over it.
#[test]
fn an_existing_file_is_replaced_only_when_the_user_says_so() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let out = dir.path().join("casebook-2026.html");
    let older = "an older casebook";
    std::fs::write(&out, older).expect("the older file");
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    type_into(&mut harness, "File", &out.display().to_string());
    let path = out.display().to_string();
    let replace = format!("Replace {path} with the new casebook");
    let cancel = format!("Cancel: keep {path} as it is, publish nothing");

    harness.get_by_label("Publish").click();
    harness.run();
    assert!(
        !harness.state().publish_dialog().is_running(),
        "it asks first"
    );
    harness.get_by_label(&format!(
        "{path} exists already. Replace it with the new casebook?"
    ));
    harness.get_by_role_and_label(Role::Button, &cancel).click();
    harness.run();
    assert!(harness.state().publish_dialog().replacing().is_none());
    assert!(harness.query_by_label_contains("exists already").is_none());
    assert!(!harness.state().publish_dialog().is_running());
    assert_eq!(std::fs::read_to_string(&out).expect("the file"), older);
    assert!(numbers_with(&db, CaseStatus::Published).is_empty());

    harness.get_by_label("Publish").click();
    harness.run();
    harness.get_by_role_and_label(Role::Button, &replace);
    run_job(&mut harness, &replace, "Publishing…");
    let html = std::fs::read_to_string(&out).expect("the casebook is written");
    assert!(html.contains("У-01") && !html.contains(older));
    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
    harness.get_by_label_contains(&format!("7 cases written to {path}"));
}

/// The file suggested beside the database follows the year typed and a database opened later,
/// until the user types a file of their own, which is then kept.
#[test]
fn the_suggested_file_follows_the_year_and_the_database_until_one_is_typed() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let other_dir = tempfile::tempdir().expect("another temporary directory");
    let other = other_dir.path().join("other.sqlite");
    gui_support::with_samples(&other);
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    let beside = |db: &Path, name: &str| db.with_file_name(name).display().to_string();
    assert_eq!(field(&harness, "Year"), "2026");
    assert_eq!(field(&harness, "File"), beside(&db, "casebook-2026"));
    harness.get_by_label("Will write casebook-2026.html");

    type_into(&mut harness, "Year", "2025");
    assert_eq!(field(&harness, "File"), beside(&db, "casebook-2025"));
    harness.get_by_label("No case will be printed");
    tick(&mut harness, "Markdown");
    assert_eq!(field(&harness, "File"), beside(&db, "casebook-2025"));
    harness.get_by_label("Will write 2 files: casebook-2025.html, casebook-2025.md");

    // Another database (File → Open database…) while the window stays open: the name moves
    // beside it at once; the year typed stays.
    harness.state_mut().open_database(&other);
    harness.run();
    assert_eq!(field(&harness, "Year"), "2025");
    assert_eq!(field(&harness, "File"), beside(&other, "casebook-2025"));
    open_from_the_palette(&mut harness);
    assert_eq!(field(&harness, "File"), beside(&other, "casebook-2025"));

    // A name of the user's own is kept, whatever the year and the database.
    let own = dir.path().join("mine").display().to_string();
    type_into(&mut harness, "File", &own);
    type_into(&mut harness, "Year", "2026");
    harness.get_by_label("7 cases will be printed");
    assert_eq!(field(&harness, "File"), own);
    harness.state_mut().open_database(&db);
    harness.run();
    open_from_the_palette(&mut harness);
    assert_eq!(field(&harness, "File"), own);
}

/// A failure is worded in the interface language, and again in another when the user
/// switches: the io error of a missing folder in Russian, then in English.
#[test]
fn the_russian_window_words_a_failure_in_russian() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::Russian);
    harness.get_by_label("Файл").click();
    harness.run();
    harness.get_by_label("Опубликовать сборник…").click();
    harness.run();
    let missing = dir.path().join("нет такой папки");
    let out = missing.join("сборник.html");
    type_into(&mut harness, "Файл", &out.display().to_string());

    run_job(&mut harness, "Опубликовать", "Публикуем…");

    harness.get_by_label(&format!(
        "не удаётся записать сборник в {}: нет такого файла или папки",
        out.display()
    ));
    assert!(!missing.exists(), "nothing is written");
    assert!(numbers_with(&db, CaseStatus::Published).is_empty());

    harness.get_by_label("Вид").click();
    harness.run();
    harness.get_by_label("English").click();
    harness.run();
    harness.get_by_label(&format!(
        "cannot write the casebook to {}: no such file or folder",
        out.display()
    ));
}

#[test]
fn the_website_of_the_published_year_is_built_from_the_window_and_refused_without_cases() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database(&dir);
    let mut harness = window(&db, Language::English);
    open_from_the_menu(&mut harness);
    // Nothing is published yet: the window says so, and building is refused with what to do.
    harness.get_by_label("0 published cases go on the website");
    let site = dir.path().join("casebooks-site");
    assert_eq!(
        field(&harness, "Folder"),
        site.display().to_string(),
        "suggested beside the database"
    );
    harness.get_by_label("Build the website").click();
    harness.run();
    assert!(
        harness
            .state()
            .publish_dialog()
            .wait_for_worker(Duration::from_secs(60))
    );
    harness.run();
    harness.get_by_label_contains("no published case to put on the website");
    assert!(!site.exists());

    // The year's casebook published, its seven cases go on the website.
    type_into(&mut harness, "Year", "2026");
    type_into(
        &mut harness,
        "File",
        &dir.path().join("casebook-2026.html").display().to_string(),
    );
    type_into(&mut harness, "Federation", "ФБР");
    run_job(&mut harness, "Publish", "Publishing…");
    harness.get_by_label("7 published cases go on the website");
    run_job(&mut harness, "Build the website", "Building the website…");
    match harness.state().publish_dialog().outcome() {
        Some(Outcome::SiteBuilt(report)) => {
            assert_eq!(report.cases, 7);
            assert_eq!(report.files.unchanged, 0);
        }
        other => panic!("{other:?}"),
    }
    harness.get_by_label_contains(&format!("The website of 7 cases is in {}", site.display()));
    for number in ["u-01", "u-03", "u-09"] {
        assert!(
            site.join(format!("fbr/2026/{number}/index.html")).is_file(),
            "{number}"
        );
    }
    assert!(site.join("search/index.html").is_file());
    // Built again, nothing has changed.
    run_job(&mut harness, "Build the website", "Building the website…");
    harness.get_by_label_contains("0 files written");
    // The cases are not marked anew by the website.
    assert_eq!(numbers_with(&db, CaseStatus::Published), REVIEWED);
}
