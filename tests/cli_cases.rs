//! The case-database subcommands as a user runs them: `demo`, `import`, `export`, `check`.

mod support;

use std::path::Path;
use support::{casebook, stdout_of};

/// A failure of the database or a file: exit status 1 and one line on stderr.
fn assert_fails(args: &[&str], needle: &str) {
    support::assert_one_line_failure(args, 1, needle);
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

fn bundle_cases(json: &str) -> Vec<serde_json::Value> {
    let bundle: serde_json::Value = serde_json::from_str(json).expect("the export is JSON");
    assert_eq!(bundle["format"], "casebook-bundle");
    assert_eq!(bundle["version"], 1);
    bundle["cases"].as_array().expect("a list of cases").clone()
}

#[test]
fn demo_fills_a_database_that_check_finds_sound_and_export_carries_whole() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("demo.sqlite");
    let report = stdout_of(&["demo", "--db", text(&db)]);
    assert!(report.starts_with("added "), "{report}");
    assert!(stdout_of(&["check", "--db", text(&db)]).contains("sound"));

    let cases = bundle_cases(&stdout_of(&[
        "export",
        "--db",
        text(&db),
        "--format",
        "json",
    ]));
    assert!(cases.len() >= 8, "the sample year has at least 8 cases");
    for case in &cases {
        assert!(case["uuid"].is_string() && case["revision"].is_u64());
    }

    // Running demo again adds nothing: the samples are identified by their UUIDs.
    let again = stdout_of(&["demo", "--db", text(&db)]);
    assert!(again.starts_with("added 0, replaced 0"), "{again}");
}

#[test]
fn a_bundle_moves_to_another_database_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let source = dir.path().join("committee.sqlite");
    let target = dir.path().join("editor.sqlite");
    stdout_of(&["demo", "--db", text(&source)]);
    let bundle = dir.path().join("bundle.json");
    let json = stdout_of(&["export", "--db", text(&source)]);
    std::fs::write(&bundle, &json).expect("the bundle is written");
    let count = bundle_cases(&json).len();

    let first = stdout_of(&["import", text(&bundle), "--db", text(&target)]);
    assert!(first.starts_with(&format!("added {count}, ")), "{first}");
    let second = stdout_of(&["import", text(&bundle), "--db", text(&target)]);
    assert!(
        second.starts_with(&format!("added 0, replaced 0, unchanged {count}")),
        "{second}"
    );
    assert_eq!(
        bundle_cases(&stdout_of(&["export", "--db", text(&target)])).len(),
        count
    );
}

#[test]
fn export_picks_cases_by_number_or_uuid() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let all = bundle_cases(&stdout_of(&["export", "--db", text(&db)]));
    let first = &all[0];
    let number = first["identity"]["case_number"]
        .as_str()
        .expect("a case number");
    let uuid = first["uuid"].as_str().expect("a UUID");

    let by_number = bundle_cases(&stdout_of(&["export", "--db", text(&db), "--case", number]));
    assert_eq!(by_number.len(), 1);
    assert_eq!(by_number[0]["uuid"], first["uuid"]);
    let by_uuid = bundle_cases(&stdout_of(&["export", "--db", text(&db), "--case", uuid]));
    assert_eq!(by_uuid[0]["uuid"], first["uuid"]);

    assert_fails(
        &["export", "--db", text(&db), "--case", "no-such-case"],
        "no case \"no-such-case\"",
    );
}

/// `--out` writes what standard output would carry, in a form every shell reads (Windows
/// PowerShell 5 writes a redirected `>` as UTF-16); a folder that is not there is refused and
/// a file already there stays as it was.
#[test]
fn export_writes_the_file_given_with_out() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let bundle = dir.path().join("evening.casebook");
    let answer = stdout_of(&[
        "export",
        "--db",
        text(&db),
        "--case",
        "У-03",
        "--out",
        text(&bundle),
    ]);
    assert_eq!(answer, "", "nothing on standard output: {answer}");
    let written = std::fs::read_to_string(&bundle).expect("the bundle written");
    assert_eq!(
        written,
        stdout_of(&["export", "--db", text(&db), "--case", "У-03"])
    );
    assert_eq!(bundle_cases(&written).len(), 1);

    let pbn = dir.path().join("cases.pbn");
    stdout_of(&[
        "export",
        "--db",
        text(&db),
        "--format",
        "pbn",
        "--out",
        text(&pbn),
    ]);
    assert!(
        std::fs::read_to_string(&pbn)
            .expect("the PBN written")
            .contains("[Board \""),
    );

    let missing = dir.path().join("no-such-folder").join("a.casebook");
    assert_fails(
        &["export", "--db", text(&db), "--out", text(&missing)],
        "no-such-folder",
    );
    assert!(!missing.exists());
    let kept = std::fs::read_to_string(&bundle).expect("still there");
    assert_eq!(
        kept, written,
        "the file already there is untouched by a failed export"
    );
    assert_eq!(
        std::fs::read_dir(dir.path())
            .expect("the folder")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".partial"))
            .count(),
        0,
        "no partial file is left"
    );
}

#[test]
fn a_broken_bundle_is_refused_and_the_database_keeps_what_it_had() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let before = stdout_of(&["export", "--db", text(&db)]);

    let broken = dir.path().join("broken.json");
    std::fs::write(
        &broken,
        r#"{"format": "casebook-bundle", "version": 1, "cases": [{"#,
    )
    .expect("written");
    assert_fails(&["import", text(&broken), "--db", text(&db)], "broken.json");
    assert_fails(
        &[
            "import",
            text(&dir.path().join("missing.json")),
            "--db",
            text(&db),
        ],
        "cannot read",
    );
    assert_eq!(
        bundle_cases(&stdout_of(&["export", "--db", text(&db)])),
        bundle_cases(&before)
    );
}

#[test]
fn check_refuses_what_is_not_a_sound_casebook_database() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let not_sqlite = dir.path().join("notes.sqlite");
    std::fs::write(&not_sqlite, "Протокол заседания комиссии\n").expect("written");
    let out = casebook(&["check", "--db", text(&not_sqlite)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not sound"));
    assert_eq!(
        std::fs::read_to_string(&not_sqlite).expect("still there"),
        "Протокол заседания комиссии\n",
        "check never changes the file"
    );
    assert_fails(
        &["export", "--db", text(&not_sqlite)],
        "not an SQLite database",
    );
}

/// A reader that stops early (`casebook export | head -c 100`, standard error closed with it
/// as in `2>&1 | head`) ends the command quietly: exit status 0, and no crash report — which
/// the window would announce on its next start as an unexpected stop.
#[test]
fn a_reader_that_stops_early_ends_the_command_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let state = dir.path().join("state");
    let mut child = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["export", "--db", text(&db)])
        .env("CASEBOOK_STATE_DIR", &state)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("casebook runs");
    // The bundle of the samples is larger than a pipe holds, so the command is still writing
    // when the reader goes.
    let mut start = [0u8; 100];
    child
        .stdout
        .take()
        .expect("standard output")
        .read_exact(&mut start)
        .expect("the start of the bundle");
    drop(child.stderr.take());
    let status = child.wait().expect("casebook ends");
    assert!(start.starts_with(b"{"), "the bundle began");
    assert!(status.success(), "{status}");
    let reports: Vec<_> = std::fs::read_dir(&state)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.starts_with("crash-"))
                .collect()
        })
        .unwrap_or_default();
    assert!(reports.is_empty(), "no crash report: {reports:?}");
}

/// The case list is read from an index its query names: `casebook check` finds it missing
/// (and says opening the database makes it again) rather than calling the database sound.
#[test]
fn check_finds_the_case_lists_index_missing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let conn = rusqlite::Connection::open(&db).expect("the database");
    conn.execute_batch("DROP INDEX cases_list")
        .expect("dropped");
    drop(conn);
    let out = casebook(&["check", "--db", text(&db)]);
    assert_eq!(out.status.code(), Some(1));
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("missing index: cases_list (opening the database makes it again)"),
        "{printed}"
    );
}
