//! `casebook publish` as a user runs it: `casebook demo` then `casebook publish` gives the
//! sample year's casebook (`assets/samples/README.md`: seven of the ten
//! sample cases of 2026 are reviewed), in each format; mistakes in the arguments exit 2 with
//! one line on stderr; a year with nothing to publish exits 1 and writes nothing.

mod support;

use std::path::Path;
use support::{assert_one_line_failure as assert_fails, casebook, stdout_of};

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn the_sample_casebook_is_published_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let out = dir.path().join("casebook-2026.html");
    let report = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--format",
        "html",
        "--out",
        text(&out),
    ]);
    assert!(
        report.starts_with("published 7 cases of 2026 (edition 1) as html: "),
        "{report}"
    );
    assert!(report.contains("marked published: 7 cases"), "{report}");
    let html = std::fs::read_to_string(&out).expect("the casebook is written");
    assert_eq!(html.matches("<section class=\"case\"").count(), 7);
    assert!(!html.contains("<script"));

    // The cases are published now: a second run finds nothing and writes nothing.
    let again = dir.path().join("again.html");
    assert_fails(
        &[
            "publish",
            "--db",
            text(&db),
            "--year",
            "2026",
            "--out",
            text(&again),
        ],
        1,
        "no reviewed cases of 2026 to publish (7 already published, 3 not yet reviewed); --reprint prints the published ones again (nothing is marked again)",
    );
    assert!(!again.exists());

    // A reprint in the other formats prints the same edition and marks nothing.
    for (name, magic) in [("casebook.md", "# Сборник"), ("casebook.pdf", "%PDF")] {
        let path = dir.path().join(name);
        let report = stdout_of(&[
            "publish",
            "--db",
            text(&db),
            "--year",
            "2026",
            "--out",
            text(&path),
            "--reprint",
        ]);
        assert!(report.contains("(edition 1)"), "{report}");
        assert!(report.contains("marked published: 0 cases"), "{report}");
        let bytes = std::fs::read(&path).expect("written");
        assert!(bytes.starts_with(magic.as_bytes()), "{name}");
    }
}

/// Several `--out`: one run writes them all and marks the cases once; a file of them that
/// cannot be written leaves none written and no case marked, so the same command runs again.
#[test]
fn several_files_are_written_together_or_not_at_all() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let (html, md) = (dir.path().join("book.html"), dir.path().join("book.md"));
    let missing = dir.path().join("no such folder").join("book.pdf");
    let args = |last: &Path| {
        vec![
            "publish".to_string(),
            "--db".into(),
            text(&db).into(),
            "--year".into(),
            "2026".into(),
            "--out".into(),
            text(&html).into(),
            "--out".into(),
            text(&md).into(),
            "--out".into(),
            text(last).into(),
        ]
    };
    let failing = args(&missing);
    let failing: Vec<&str> = failing.iter().map(String::as_str).collect();
    assert_fails(&failing, 1, "cannot write the casebook to");
    assert!(!html.exists() && !md.exists(), "nothing is written");

    let pdf = dir.path().join("book.pdf");
    let working = args(&pdf);
    let working: Vec<&str> = working.iter().map(String::as_str).collect();
    let report = stdout_of(&working);
    assert_eq!(
        report
            .matches("published 7 cases of 2026 (edition 1) as ")
            .count(),
        3
    );
    assert_eq!(
        report.matches("marked published: 7 cases").count(),
        1,
        "{report}"
    );
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF"));
    assert!(html.exists() && md.exists());
}

#[test]
fn filters_and_anonymization_reach_the_casebook() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let out = dir.path().join("claims.md");
    let report = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--format",
        "md",
        "--out",
        text(&out),
        "--subject",
        "claim",
        "--anonymize",
    ]);
    assert!(report.starts_with("published 1 case of 2026"), "{report}");
    // What was replaced, case by case: the samples name their players by seat, their pairs
    // by number.
    assert!(
        report.contains("anonymized У-07: Пара 1 → пара С–Ю; Пара 7 → пара В–З"),
        "{report}"
    );
    let md = std::fs::read_to_string(&out).expect("written");
    // The claim case is У-07 (sample bundle subjects).
    assert!(md.contains("## Дело У-07"), "{md}");
    assert!(
        md.contains("Игроки названы по месту за столом"),
        "anonymized"
    );
}

/// `--traveller` prints a board's traveller under its deal when the archive holds the event's
/// results. Sample У-03 (commentary 16.8(ii): East–West's 4♠ doubled two down, +300; the
/// committee assigns 4♥ made by North, +620) with its board 5 at eight tables
/// (casebook/tests/fixtures/results/board5.csv; the matchpoints by hand in the header of
/// casebook/tests/results_store.rs): the case's table 3 goes from 8 to 10, tables 1 and 5
/// from 11 to 10. The other cases' events have no results: they print none.
#[test]
fn traveller_prints_the_boards_results_under_the_deal() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let results =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("casebook/tests/fixtures/results/board5.csv");
    let event = "Парный турнир — учебный пример по «Комментариям к Кодексу–97», п. 16.8(ii)";
    stdout_of(&[
        "results",
        "import",
        text(&results),
        "--event",
        event,
        "--db",
        text(&db),
    ]);
    let out = dir.path().join("casebook.md");
    let report = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&out),
        "--traveller",
    ]);
    assert!(report.starts_with("published 7 cases of 2026"), "{report}");
    let md = std::fs::read_to_string(&out).expect("written");
    assert_eq!(md.matches("**Протокол сдачи · ").count(), 1, "{md}");
    let u03 = &md[md.find("## Дело У-03").expect("У-03")..];
    let u03 = &u03[..u03.find("## Дело У-05").unwrap_or(u03.len())];
    assert!(
        u03.contains("сдача 5 · топ 14, матч-пункты по шкале «два за выигрыш» · по решению 4♥= С"),
        "{u03}"
    );
    assert!(
        u03.contains("| **▶ 3** | **3** | **13** | **4♠ с контрой −2 В** | **\\+300** | **8** | **6** | **10\\*** | **4\\*** |"),
        "{u03}"
    );
    for table in ["1 | 1 | 11", "5 | 5 | 15"] {
        let row = format!("| {table} | 4♥= С | \\+620 | 11 | 3 | 10\\* | 4\\* |");
        assert!(u03.contains(&row), "{row} in {u03}");
    }

    // Without the option, nothing of it.
    let plain = dir.path().join("plain.html");
    stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&plain),
        "--reprint",
    ]);
    let html = std::fs::read_to_string(&plain).expect("written");
    assert!(!html.contains("Протокол сдачи"));
    assert!(!html.contains("class=\"traveller\""));
}

#[test]
fn mistakes_in_the_arguments_exit_2_with_one_line() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("none.sqlite");
    let out = dir.path().join("x.html");
    let (db, out) = (text(&db), text(&out));
    for (args, needle) in [
        (vec!["publish", "--db", db, "--out", out], "needs --year"),
        (vec!["publish", "--db", db, "--year", "2026"], "needs --out"),
        (
            vec!["publish", "--db", db, "--year", "twenty", "--out", out],
            "is not a year",
        ),
        (
            vec![
                "publish", "--db", db, "--year", "2026", "--out", out, "--format", "docx",
            ],
            "unknown casebook format \"docx\"",
        ),
        (
            vec![
                "publish",
                "--db",
                db,
                "--year",
                "2026",
                "--out",
                out,
                "--subject",
                "hesitation",
            ],
            "unknown subject \"hesitation\"",
        ),
        (
            vec![
                "publish", "--db", db, "--year", "2026", "--out", out, "--all",
            ],
            "does not take \"--all\"",
        ),
    ] {
        assert_fails(&args, 2, needle);
    }
    assert!(!Path::new(out).exists());
}

#[test]
fn a_missing_database_or_an_empty_year_exits_1_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("x.html");
    let missing = dir.path().join("missing.sqlite");
    let output = casebook(&[
        "publish",
        "--db",
        text(&missing),
        "--year",
        "2026",
        "--out",
        text(&out),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stderr).lines().count(), 1);
    let db = support::demo_database(dir.path());
    assert_fails(
        &[
            "publish",
            "--db",
            text(&db),
            "--year",
            "1999",
            "--out",
            text(&out),
        ],
        1,
        "no reviewed cases of 1999 to publish (0 already published, 0 not yet reviewed)",
    );
    assert!(!out.exists());
}

#[test]
fn help_lists_publish() {
    let help = stdout_of(&["publish", "--help"]);
    assert!(help.contains("Usage: casebook publish [OPTIONS]"), "{help}");
    for option in [
        "--year <YYYY>",
        "--out <PATH>",
        "--site <DIR>",
        "--archive <NAME=LOCATION>",
        "--dry-run",
        "--format <FORMAT>",
        "--event <E>",
        "--subject <S>",
        "--anonymize",
        "--traveller",
        "--reprint",
        "--title <TEXT>",
        "--federation <NAME>",
        "--foreword <FILE>",
        "--db <PATH|URL>",
    ] {
        assert!(help.contains(option), "{option} in {help}");
    }
}

#[test]
fn the_published_year_becomes_a_website_checked_first_and_rebuilt_only_where_it_changed() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let site = dir.path().join("site");
    // Nothing published yet: refused with what to do, nothing written.
    assert_fails(
        &["publish", "--db", text(&db), "--site", text(&site)],
        1,
        "no published case to put on the website: publish a casebook first (casebook publish --year YYYY)",
    );
    assert!(!site.exists());
    let book = dir.path().join("casebook-2026.html");
    stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--year",
        "2026",
        "--out",
        text(&book),
    ]);

    // A dry run says what would go on the site and writes nothing.
    let dry = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--site",
        text(&site),
        "--anonymize",
        "--dry-run",
    ]);
    assert!(
        dry.starts_with("7 published cases would go on the website in "),
        "{dry}"
    );
    assert!(!site.exists());

    let built = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--site",
        text(&site),
        "--federation",
        "ФБР",
    ]);
    assert!(
        built.starts_with("website of 7 published cases (1 federation, 1 casebook) in "),
        "{built}"
    );
    assert!(site.join("fbr/2026/u-03/index.html").is_file());
    assert!(site.join("search/index.html").is_file());
    let again = stdout_of(&[
        "publish",
        "--db",
        text(&db),
        "--site",
        text(&site),
        "--federation",
        "ФБР",
    ]);
    assert!(again.contains("files: 0 written (0.0 MB)"), "{again}");

    // Another archive on the same site is named as its federation.
    assert_fails(
        &[
            "publish",
            "--db",
            text(&db),
            "--site",
            text(&site),
            "--archive",
            "no-equals-sign",
        ],
        2,
        "--archive takes NAME=LOCATION (the federation's name, then its database file or postgres://… address), not \"no-equals-sign\"",
    );
    // --site is not a casebook's file: the options of a casebook's file are refused with it.
    assert_fails(
        &[
            "publish",
            "--db",
            text(&db),
            "--site",
            text(&site),
            "--out",
            text(&book),
        ],
        2,
        "--out",
    );
}
