//! What Casebook leaves for whoever supports it, tried as a user meets it: a crash report with
//! its path on the terminal, an edit that survives a killed process, and a log that tells what
//! was done without a word of the cases or a player's name.

mod gui_support;
mod support;

use casebook::store::Store;
use casebook_app::app::editing::recovery::Recovery;
use casebook_app::i18n::Language;
use egui_kittest::kittest::Queryable;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn casebook_in(state: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(args)
        .env("CASEBOOK_STATE_DIR", state)
        .envs(env.iter().copied())
        .output()
        .expect("the casebook binary runs")
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn a_panic_on_the_command_line_leaves_a_report_and_prints_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let out = casebook_in(
        &state,
        &["check", "--db", text(&dir.path().join("x.sqlite"))],
        &[("CASEBOOK_FORCE_PANIC", "cli")],
    );
    assert_eq!(
        out.status.code(),
        Some(101),
        "the panic's exit status stays"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let said = stderr
        .lines()
        .find_map(|line| line.split_once("a report was written to "))
        .map(|(_, path)| PathBuf::from(path.trim()))
        .unwrap_or_else(|| panic!("no report path in: {stderr}"));
    assert_eq!(said.parent(), Some(state.as_path()));
    let report = std::fs::read_to_string(&said).expect("the report is there");
    let schema = format!("database schema {}", casebook::store::SCHEMA_VERSION);
    for part in [
        "Version: 0.1.0 (commit ",
        schema.as_str(),
        "Platform: linux",
        "Panic: forced by CASEBOOK_FORCE_PANIC",
        "At: src/main.rs:",
        "Backtrace:",
        "Last lines of the log:",
    ] {
        assert!(report.contains(part), "{part:?} missing from:\n{report}");
    }
}

#[test]
fn without_the_variable_nothing_panics_and_no_report_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let out = casebook_in(&state, &["imps", "430"], &[]);
    assert!(out.status.success());
    let reports = std::fs::read_dir(&state)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("crash-"))
        .count();
    assert_eq!(reports, 0);
}

const KILLED_CHILD_DB: &str = "CASEBOOK_TEST_KILLED_CHILD_DB";
const TYPED: &str = " Запись секретаря о перерыве.";

/// The child of the kill test: the window edits case У-10's agreed facts while another
/// connection holds the database locked (so only the journal can keep the edit), says so, and
/// waits to be killed. Does nothing when run as an ordinary test.
#[test]
fn child_edits_a_case_then_waits_to_be_killed() {
    let Some(db) = std::env::var_os(KILLED_CHILD_DB).map(PathBuf::from) else {
        return;
    };
    let state = PathBuf::from(std::env::var_os("CASEBOOK_STATE_DIR").expect("a state dir"));
    let mut window = gui_support::window_with_state_dir(&db, &state, Language::English);
    window.get_by_label_contains("№ У-10").click();
    window.run();
    window.get_by_label("Facts").click();
    window.run();
    let lock = rusqlite::Connection::open(&db).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let field = window.get_by_label("Agreed facts");
    field.focus();
    field.type_text(TYPED);
    window.run();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !journalled(&state) {
        assert!(Instant::now() < deadline, "the edit was never journalled");
        window.run();
        std::thread::sleep(Duration::from_millis(20));
    }
    println!("JOURNALLED");
    std::thread::sleep(Duration::from_secs(120));
}

fn journalled(state: &Path) -> bool {
    std::fs::read_dir(state.join("drafts"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .any(|e| std::fs::read_to_string(e.path()).is_ok_and(|json| json.contains(TYPED.trim())))
}

#[test]
fn an_edit_survives_a_killed_process_and_the_next_start_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let state = dir.path().join("state");
    let mut store = casebook::store::Store::create_or_open(&db).expect("made");
    casebook::samples::load_into(&mut store).expect("the sample cases");
    drop(store);
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "child_edits_a_case_then_waits_to_be_killed",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(KILLED_CHILD_DB, &db)
        .env("CASEBOOK_STATE_DIR", &state)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the child starts");
    let stdout = child.stdout.take().unwrap();
    let said = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .any(|line| line.contains("JOURNALLED"));
    child.kill().expect("killed");
    let _ = child.wait();
    assert!(said, "the child never journalled its edit");
    let before = gui_support::stored_case(&db, "У-10");
    assert!(
        !before.facts.agreed.contains(TYPED.trim()),
        "the database was locked: only the journal can hold the edit"
    );

    let mut window = gui_support::window_with_state_dir(&db, &state, Language::English);
    window.run();
    let after = gui_support::stored_case(&db, "У-10");
    assert!(
        after.facts.agreed.ends_with(TYPED),
        "{}",
        after.facts.agreed
    );
    assert_eq!(after.revision, before.revision + 1);
    assert_eq!(
        window.state().startup_notice().recoveries(),
        &[Recovery::Restored {
            case_number: "У-10".to_string()
        }]
    );
    window.get_by_label("Unsaved edits recovered");
    window.get_by_label("У-10: saved now");
    window.get_by_label("Close").click();
    window.run();
    assert!(!window.state().startup_notice().is_open());
    assert!(
        !journalled(&state),
        "a recovered draft is not put back twice"
    );
}

/// Every name of a person and the opening of every passage of prose in the database.
fn private_texts(db: &Path) -> Vec<String> {
    let store = Store::open(db).unwrap();
    let mut texts = Vec::new();
    for summary in store.list_cases(&Default::default()).unwrap() {
        let case = store.load_case(summary.heading.uuid).unwrap();
        let people = &case.people;
        texts.extend(people.players.iter().map(|p| p.name.clone()));
        texts.extend(people.committee.iter().map(|m| m.name.clone()));
        texts.push(people.director.clone());
        texts.extend([people.teams.ns.clone(), people.teams.ew.clone()]);
        for passage in case.prose().split("\n\n") {
            texts.push(passage.chars().take(24).collect());
        }
    }
    texts.retain(|t| t.trim().chars().count() >= 4);
    texts
}

fn log_text(state: &Path) -> String {
    let mut text = String::new();
    for entry in std::fs::read_dir(state).unwrap().filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("casebook.") && name.ends_with(".log") {
            text.push_str(&std::fs::read_to_string(entry.path()).unwrap());
        }
    }
    text
}

#[test]
fn the_log_tells_what_was_done_and_holds_no_case_text_or_player_name() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let db = dir.path().join("cases.sqlite");
    let run = |args: &[&str]| casebook_in(&state, args, &[]);
    let bundle =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/samples/sample-cases.json");
    assert!(
        run(&["import", text(&bundle), "--db", text(&db)])
            .status
            .success()
    );
    let pbn = dir.path().join("event.pbn");
    std::fs::write(
        &pbn,
        "[Event \"Кубок Секретова\"]\n[Board \"1\"]\n[North \"Tajnov Aristarkh\"]\n\
         [Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.T98.765.432 extra\"]\n",
    )
    .unwrap();
    let refused = run(&["import", text(&pbn), "--db", text(&db)]);
    assert_eq!(refused.status.code(), Some(1));
    let bundle = dir.path().join("all.casebook");
    let exported = run(&["export", "--db", text(&db)]);
    std::fs::write(&bundle, &exported.stdout).unwrap();
    assert!(run(&["check", "--db", text(&db)]).status.success());
    let casebook = dir.path().join("book.html");
    let year = gui_support::stored_case(&db, "У-01")
        .identity
        .year
        .unwrap()
        .to_string();
    let published = run(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        &year,
        "--out",
        text(&casebook),
    ]);
    assert!(published.status.success(), "{published:?}");

    let log = log_text(&state);
    for said in [
        "command done command=\"import\"",
        "command done command=\"export\"",
        "command done command=\"check\"",
        "command done command=\"publish\"",
        "command failed command=\"import\"",
        "error shown: ",
        "elapsed_ms=",
    ] {
        assert!(log.contains(said), "{said:?} not in the log:\n{log}");
    }
    let mut private = private_texts(&db);
    private.extend(["Tajnov", "Aristarkh", "Секретова"].map(String::from));
    for text in private {
        assert!(!log.contains(&text), "the log holds {text:?}:\n{log}");
    }
}

#[test]
fn the_next_start_tells_of_a_crash_report_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let state = dir.path().join("state");
    std::fs::create_dir_all(&state).unwrap();
    let report = state.join("crash-20261124-183000.txt");
    std::fs::write(&report, "Casebook stopped because of an internal error.\n").unwrap();

    let mut window = gui_support::window_with_state_dir(&db, &state, Language::English);
    window.run();
    window.get_by_label("Casebook stopped unexpectedly");
    window.get_by_label(&report.display().to_string());
    window.get_by_label("Open the folder");
    window.get_by_label("Close").click();
    window.run();
    assert!(!window.state().startup_notice().is_open());
    drop(window);

    let mut window = gui_support::window_with_state_dir(&db, &state, Language::Russian);
    window.run();
    assert!(
        window
            .query_by_label("Casebook неожиданно остановился")
            .is_none()
    );
    assert!(window.state().startup_notice().reports().is_empty());
}

#[test]
fn about_names_the_build_and_help_opens_the_log_folder() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let mut window = gui_support::window_on(&db, Language::English, [1280.0, 800.0]);
    window.get_by_label("Help").click();
    window.run();
    window.get_by_label("Open the log folder");
    window.get_by_label("About Casebook").click();
    window.run();
    let build = format!(
        "Commit {}, database schema {}",
        casebook_app::version::COMMIT,
        casebook::store::SCHEMA_VERSION
    );
    window.get_by_label(&build);
    // Where newer versions come from: the federation, while Casebook has no download address.
    let updates = casebook_app::app::views::about::updates_text(Language::English);
    if casebook::release::download_address().is_none() {
        assert_eq!(
            updates,
            "New versions of Casebook come from where your federation distributes it."
        );
    }
    window.get_by_label(&updates);
    window.get_by_label_contains("DejaVu Sans");
    window.get_by_label_contains("MIT or Apache-2.0");
}
