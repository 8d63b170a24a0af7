//! A newcomer's first commands: the training cases in a database of their own (`casebook
//! demo`), never published; an earlier version's untouched training cases removed
//! (`casebook demo --remove`); cases deleted (`casebook delete`), asking first; a casebook in
//! several formats at once with its title, federation and foreword, remembered.

mod support;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use support::{casebook, demo_database, stdout_of, test_state_dir};

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

/// `casebook ARGS` with the platform data directory in `home` (Linux: `$XDG_DATA_HOME`), as a
/// new user's first commands run.
fn in_new_home(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(args)
        .env("XDG_DATA_HOME", home)
        .env("CASEBOOK_STATE_DIR", test_state_dir())
        .stdin(Stdio::null())
        .output()
        .expect("the casebook binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_training_cases_live_apart_and_are_never_published() {
    let home = tempfile::tempdir().unwrap();
    let out = in_new_home(home.path(), &["demo"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8_lossy(&out.stdout);
    let training = home.path().join("casebook").join("training.sqlite");
    assert!(said.contains("added 10"), "{said}");
    assert!(
        said.contains(&format!("training cases: {}", training.display())),
        "{said}"
    );
    assert!(training.is_file());
    // The default database was not made: the training cases are not a committee's.
    assert!(
        !home
            .path()
            .join("casebook")
            .join("casebook.sqlite")
            .exists()
    );

    // Seven of them are reviewed; a casebook of them is refused and nothing is written.
    let book = home.path().join("casebook-2026.html");
    let out = in_new_home(
        home.path(),
        &[
            "publish",
            "--db",
            text(&training),
            "--year",
            "2026",
            "--out",
            text(&book),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("7 training cases, which are never published"),
        "{}",
        stderr(&out)
    );
    assert!(!book.exists());

    // The window's first start in the new home makes its default database, empty: a casebook
    // of it prints nothing.
    casebook_app::app::database::CaseDatabase::open(Some(&casebook::store::Location::File(
        home.path().join("casebook").join("casebook.sqlite"),
    )))
    .expect("the window's first start");
    let out = in_new_home(
        home.path(),
        &["publish", "--year", "2026", "--out", text(&book)],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(
            "no reviewed cases of 2026 to publish (0 already published, 0 not yet reviewed)"
        ),
        "{}",
        stderr(&out)
    );
    assert!(!book.exists());
}

#[test]
fn an_earlier_versions_untouched_training_cases_are_removed_and_changed_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    stdout_of(&["demo", "--language", "ru", "--db", text(&db)]);
    // У-05 changed since it was shipped: kept, and named.
    let mut store = casebook::store::Store::open(&db).unwrap();
    let summary = store
        .list_cases(&Default::default())
        .unwrap()
        .into_iter()
        .find(|s| s.heading.case_number == "У-05")
        .unwrap();
    let mut case = store.load_case(summary.heading.uuid).unwrap();
    case.write_up.push_str("\n\nРазобрано на семинаре.");
    store.save_case(&case, case.revision).unwrap();
    drop(store);

    let said = stdout_of(&["demo", "--remove", "--db", text(&db)]);
    assert!(
        said.contains("removed 9 training cases (У-01, У-02, У-03, У-04, У-06"),
        "{said}"
    );
    assert!(
        said.contains("kept У-05: a training case changed since it was shipped"),
        "{said}"
    );
    let listed = stdout_of(&["cases", "--db", text(&db)]);
    assert!(
        listed.contains("У-05") && !listed.contains("У-03"),
        "{listed}"
    );
    let said = stdout_of(&["demo", "--remove", "--db", text(&db)]);
    assert!(
        said.contains("no untouched training cases to remove"),
        "{said}"
    );
}

/// `casebook demo --language en`: the English training cases, T-01 … T-10, in English; in the
/// training database they take the place of another language's untouched ones.
#[test]
fn demo_in_english_loads_the_english_training_cases() {
    let home = tempfile::tempdir().unwrap();
    let out = in_new_home(home.path(), &["demo", "--language", "ru"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = in_new_home(home.path(), &["demo", "--language", "en"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.starts_with("added 10, replaced 0"), "{said}");
    assert!(
        said.contains("took out 10 untouched training cases in another language (У-01, У-02"),
        "{said}"
    );
    assert!(
        said.contains("language: en (--language takes ru, en"),
        "{said}"
    );

    let training = home.path().join("casebook").join("training.sqlite");
    let listed = stdout_of(&["cases", "--db", text(&training)]);
    let numbers: Vec<&str> = listed
        .lines()
        .filter_map(|line| line.split(' ').next())
        .collect();
    let expected: Vec<String> = (1..=10).map(|n| format!("T-{n:02}")).collect();
    assert_eq!(numbers, expected, "{listed}");
    assert!(
        listed.contains("Casebook training cases, Pairs — training example"),
        "{listed}"
    );
    let exported = stdout_of(&["export", "--db", text(&training), "--case", "T-03"]);
    let bundle: serde_json::Value = serde_json::from_str(&exported).expect("a bundle");
    let case = &bundle["cases"][0];
    assert_eq!(case["language"], "en");
    assert!(
        case["write_up"]
            .as_str()
            .is_some_and(|w| w.starts_with("## T-03. A pause after one's own pre-empt")),
        "{case}"
    );

    // Again: nothing changes.
    let out = in_new_home(home.path(), &["demo", "--language", "en"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.starts_with("added 0, replaced 0, unchanged 10"),
        "{said}"
    );
    assert!(!said.contains("took out"), "{said}");
}

/// `casebook demo --remove` finds the training cases of every language: a database given the
/// Russian and the English set loses both, but for the case changed since.
#[test]
fn demo_remove_takes_out_the_training_cases_of_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    stdout_of(&["demo", "--language", "ru", "--db", text(&db)]);
    let said = stdout_of(&["demo", "--language", "en", "--db", text(&db)]);
    assert!(said.starts_with("added 10, replaced 0"), "{said}");
    assert!(
        !said.contains("took out"),
        "--db keeps what it holds: {said}"
    );
    let mut store = casebook::store::Store::open(&db).unwrap();
    assert_eq!(store.training_cases().unwrap().len(), 20);
    let summary = store
        .list_cases(&Default::default())
        .unwrap()
        .into_iter()
        .find(|s| s.heading.case_number == "T-05")
        .unwrap();
    let mut case = store.load_case(summary.heading.uuid).unwrap();
    case.write_up
        .push_str("\n\nDiscussed at the directors' seminar.");
    store.save_case(&case, case.revision).unwrap();
    drop(store);

    let said = stdout_of(&["demo", "--remove", "--db", text(&db)]);
    assert!(
        said.contains("removed 19 training cases (T-01, T-02, T-03, T-04, T-06,"),
        "{said}"
    );
    assert!(
        said.contains("У-01, У-02") && said.contains("У-10)"),
        "{said}"
    );
    assert!(
        said.contains("kept T-05: a training case changed since it was shipped"),
        "{said}"
    );
    let listed = stdout_of(&["cases", "--db", text(&db)]);
    assert_eq!(listed.lines().count(), 1, "{listed}");
    assert!(listed.starts_with("T-05 "), "{listed}");
}

#[test]
fn delete_asks_unless_told_and_takes_the_case_whole() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    // Standard input is no terminal here: without --yes nothing is deleted.
    let out = casebook(&["delete", "У-03", "У-04", "--db", text(&db)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("nothing deleted") && stderr(&out).contains("--yes"),
        "{}",
        stderr(&out)
    );
    assert_eq!(stderr(&out).lines().count(), 1);
    assert!(stdout_of(&["cases", "--db", text(&db)]).contains("У-03"));

    let said = stdout_of(&["delete", "У-03", "У-04", "У-03", "--yes", "--db", text(&db)]);
    assert_eq!(said.lines().count(), 2, "{said}");
    assert!(
        said.starts_with("deleted У-03 — board 5, Парный турнир"),
        "{said}"
    );
    let listed = stdout_of(&["cases", "--db", text(&db)]);
    assert!(
        !listed.contains("У-03") && !listed.contains("У-04"),
        "{listed}"
    );
    assert!(listed.contains("У-05"), "{listed}");
    // Its polls and votes went with it: nothing of it is left in the file.
    let store = casebook::store::Store::open(&db).unwrap();
    assert_eq!(store.list_cases(&Default::default()).unwrap().len(), 8);
    assert!(store.check().is_sound());

    let out = casebook(&["delete", "У-99", "--yes", "--db", text(&db)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("no case \"У-99\""),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_casebook_in_two_formats_is_marked_once_and_its_front_matter_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    let pdf = dir.path().join("casebook-2026.pdf");
    let html = dir.path().join("casebook-2026.html");
    let foreword = dir.path().join("foreword.md");
    std::fs::write(&foreword, "Сборник открывают решения **Кубка России**.").unwrap();
    let said = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&pdf),
        "--out",
        text(&html),
        "--title",
        "Сборник решений АК",
        "--federation",
        "Федерация спортивного бриджа",
        "--foreword",
        text(&foreword),
    ]);
    assert!(
        said.contains("as pdf: ") && said.contains("as html: "),
        "{said}"
    );
    assert_eq!(
        said.matches("marked published: 7 cases").count(),
        1,
        "{said}"
    );
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    let page = std::fs::read_to_string(&html).unwrap();
    for part in [
        "<title>Сборник решений АК 2026</title>",
        "Федерация спортивного бриджа",
        "<strong>Кубка России</strong>",
        "Предисловие",
    ] {
        assert!(page.contains(part), "{part} is not in the casebook");
    }

    // The same cases a second time: nothing new, and --reprint named as the way.
    let again = dir.path().join("again.md");
    let out = casebook(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&again),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("--reprint prints the published ones again (nothing is marked again)"),
        "{}",
        stderr(&out)
    );
    // A reprint: the title, federation and foreword remembered, nothing marked again.
    let said = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&again),
        "--reprint",
    ]);
    assert!(said.contains("marked published: 0 cases"), "{said}");
    let markdown = std::fs::read_to_string(&again).unwrap();
    assert!(markdown.contains("# Сборник решений АК 2026"), "{markdown}");
    assert!(markdown.contains("Федерация спортивного бриджа"));
    assert!(markdown.contains("**Кубка России**"));

    // One file named twice is refused before anything is written.
    let twice = dir.path().join("twice.html");
    let out = casebook(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--reprint",
        "--out",
        text(&twice),
        "--out",
        text(&twice),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is named twice"), "{}", stderr(&out));
    assert!(!twice.exists());
}
