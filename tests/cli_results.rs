//! An event's results from the command line: `casebook results import FILE --event E`,
//! `results show` (text and `--json`, with and without `--case`) and `results export`, on a
//! file and on a server, and the refusals — each one line, the archive unchanged.
//!
//! The fixture is board 5 of the sample case У-03 (commentary 16.8(ii): East–West's 4♠ doubled
//! two down, +300; the committee assigns 4♥ made by North, +620) at eight tables, and board 6
//! at three; see casebook/tests/results_store.rs for the matchpoints by hand.

mod support;

use casebook::results::{LineResult, ResultsFormat, read_as};
use serde_json::Value;
use std::path::{Path, PathBuf};
use support::{assert_one_line_failure, casebook, demo_database, stdout_of};

const EVENT: &str = "Парный турнир — учебный пример по «Комментариям к Кодексу–97», п. 16.8(ii)";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("casebook/tests/fixtures/results/board5.csv")
}

fn import(db: &str, file: &Path) -> String {
    stdout_of(&[
        "results",
        "import",
        file.to_str().unwrap(),
        "--event",
        EVENT,
        "--db",
        db,
    ])
}

/// What a user of either engine sees, the same on both.
fn session(db: &str) -> (String, String, String) {
    let first = import(db, &fixture());
    assert!(
        first.contains("imported: 2 boards (5–6), 11 lines"),
        "{first}"
    );
    assert!(first.contains("cases: board 5 (case У-03)"), "{first}");
    let again = import(db, &fixture());
    assert!(again.contains("imported: nothing"), "{again}");
    assert!(again.contains("unchanged: 2 boards (5–6)"), "{again}");
    let json = stdout_of(&["results", "show", "--case", "У-03", "--json", "--db", db]);
    let text = stdout_of(&["results", "show", "--case", "У-03", "--db", db]);
    let plain = stdout_of(&[
        "results", "show", "--event", EVENT, "--board", "5", "--json", "--db", db,
    ]);
    (json, text, plain)
}

#[test]
fn a_case_shows_every_pair_before_and_after_its_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    let (json, text, plain) = session(db.to_str().unwrap());

    // The shape the documentation prints, spaces and all.
    assert!(
        json.starts_with(
            "{\"board\": 5, \"top\": 14, \"lines\": [{\"ns\": 1, \"ew\": 11, \"contract\": \"4H\", \"declarer\": \"N\", \"tricks\": 10, \"score_ns\": 620, \"mp_ns\": 11.0, \"mp_ew\": 3.0, \"mp_ns_adjusted\": 10.0, \"mp_ew_adjusted\": 4.0}"
        ),
        "{json}"
    );
    let value: Value = serde_json::from_str(&json).unwrap();
    let lines = value["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 8);
    // The case's own line (table 3, 4♠X−2 by E) carries the ruling's score: 8 → 10.
    assert_eq!(lines[2]["contract"], "4SX");
    assert_eq!(lines[2]["mp_ns"], 8.0);
    assert_eq!(lines[2]["mp_ns_adjusted"], 10.0);
    assert_eq!(lines[2]["mp_ew_adjusted"], 4.0);
    // Every pair's matchpoints add up to the same on the board before and after.
    let sum = |key: &str| -> f64 { lines.iter().map(|l| l[key].as_f64().unwrap()).sum() };
    assert_eq!(sum("mp_ns") + sum("mp_ew"), 112.0);
    assert_eq!(sum("mp_ns_adjusted") + sum("mp_ew_adjusted"), 112.0);

    // Without a case: no _adjusted fields.
    assert!(!plain.contains("_adjusted"), "{plain}");
    assert!(plain.contains("\"mp_ns\": 8.0"), "{plain}");

    assert!(text.contains(" ▶     3    3   13  4♠X−2 E"), "{text}");
    assert!(
        text.contains("▶ case У-03: the ruling gives 4♥= N; * marks the pairs it moves"),
        "{text}"
    );
}

#[test]
fn the_adjusted_traveller_goes_out_as_pbn_and_usebio_and_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    let db = db.to_str().unwrap();
    import(db, &fixture());
    for (format, as_read) in [
        ("pbn", ResultsFormat::Pbn),
        ("usebio", ResultsFormat::Usebio),
    ] {
        let out = dir.path().join(format!("adjusted.{format}"));
        let said = stdout_of(&[
            "results",
            "export",
            "--case",
            "У-03",
            "--format",
            format,
            "--out",
            out.to_str().unwrap(),
            "--db",
            db,
        ]);
        assert!(said.starts_with("wrote 1 board to "), "{said}");
        let back = read_as(as_read, &std::fs::read(&out).unwrap()).unwrap();
        let lines = &back.boards[0].lines;
        assert_eq!(lines.len(), 8, "{format}");
        assert!(
            matches!(lines[2].result, LineResult::Assigned { .. }),
            "{format}: {:?}",
            lines[2].result
        );
        let points: Vec<String> = lines
            .iter()
            .map(|l| l.points_ns.unwrap().to_string())
            .collect();
        assert_eq!(
            points,
            ["10", "14", "10", "2", "10", "6", "4", "0"],
            "{format}"
        );
    }
    // The event as imported, whole, reads back as it was read.
    let csv = stdout_of(&[
        "results", "export", "--event", EVENT, "--format", "csv", "--db", db,
    ]);
    let original = read_as(ResultsFormat::Csv, &std::fs::read(fixture()).unwrap()).unwrap();
    let exported = read_as(ResultsFormat::Csv, csv.as_bytes()).unwrap();
    assert_eq!(exported.boards, original.boards);
}

#[test]
fn bad_results_are_refused_by_place_and_the_archive_keeps_what_it_had() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    let db = db.to_str().unwrap();
    // 14 tricks at table 2 of board 5: board 5 refused, board 6 kept.
    let bad = dir.path().join("bad.csv");
    let text = std::fs::read_to_string(fixture())
        .unwrap()
        .replace("5,2,2,12,4H,N,11,650,14,0", "5,2,2,12,4H,N,14,650,14,0");
    std::fs::write(&bad, text).unwrap();
    let report = import(db, &bad);
    assert!(
        report.contains("imported: 1 board (6), 3 lines"),
        "{report}"
    );
    assert!(report.contains("refused: board 5"), "{report}");
    assert!(
        report.contains("14 tricks is impossible: declarer takes from 0 to 13 tricks"),
        "{report}"
    );
    assert_one_line_failure(
        &["results", "show", "--case", "У-03", "--db", db],
        1,
        "have no board 5",
    );

    // An XML file that is not USEBIO, and a file of another event: nothing imported.
    let xml = dir.path().join("other.xml");
    std::fs::write(&xml, "<?xml version=\"1.0\"?><RESULTS><BOARD/></RESULTS>").unwrap();
    assert_one_line_failure(
        &[
            "results",
            "import",
            xml.to_str().unwrap(),
            "--event",
            EVENT,
            "--db",
            db,
        ],
        1,
        "not USEBIO",
    );
    let other = dir.path().join("other.csv");
    std::fs::write(
        &other,
        "event,board,ns,ew,contract,declarer,tricks\nFriday,5,1,11,4H,N,10\n",
    )
    .unwrap();
    let out = casebook(&[
        "results",
        "import",
        other.to_str().unwrap(),
        "--event",
        EVENT,
        "--db",
        db,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("the file is for the event \"Friday\""),
        "{said}"
    );
    // Board 6 is still the first file's.
    let six = stdout_of(&[
        "results", "show", "--event", EVENT, "--board", "6", "--json", "--db", db,
    ]);
    assert_eq!(
        serde_json::from_str::<Value>(&six).unwrap()["lines"]
            .as_array()
            .unwrap()
            .len(),
        3
    );

    // A board of no event, an event with no results, a table that is not NS-EW.
    assert_one_line_failure(
        &[
            "results",
            "show",
            "--event",
            "Нет такого",
            "--board",
            "1",
            "--db",
            db,
        ],
        1,
        "holds no results of the event \"Нет такого\"",
    );
    assert_one_line_failure(
        &[
            "results", "show", "--case", "У-03", "--table", "3/13", "--db", db,
        ],
        2,
        "--table takes the case's pairs as NS-EW",
    );
    assert_one_line_failure(
        &[
            "results",
            "import",
            fixture().to_str().unwrap(),
            "--event",
            EVENT,
            "--boards",
            "9-3",
            "--db",
            db,
        ],
        2,
        "is not a list of boards",
    );
}

#[test]
fn the_table_named_is_the_one_the_ruling_moves() {
    let dir = tempfile::tempdir().unwrap();
    let db = demo_database(dir.path());
    let db = db.to_str().unwrap();
    import(db, &fixture());
    // Say the case was table 7 (4♠X−1, +100): its pair 7 gets the ruling's +620.
    let json = stdout_of(&[
        "results", "show", "--case", "У-03", "--table", "7-17", "--json", "--db", db,
    ]);
    let value: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["lines"][6]["mp_ns"], 4.0);
    assert_eq!(value["lines"][6]["mp_ns_adjusted"], 10.0);
    assert_eq!(
        value["lines"][2]["mp_ns_adjusted"], 6.0,
        "table 3 loses a pair below it"
    );
    assert_one_line_failure(
        &[
            "results", "show", "--case", "У-03", "--table", "9-19", "--db", db,
        ],
        1,
        "board 5 has no line of NS 9 v EW 19",
    );
}

#[test]
fn a_server_shows_what_a_file_shows() {
    let Some(server) = support::server::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let file = demo_database(dir.path());
    let url = server.url(&server.new_database());
    stdout_of(&["demo", "--language", "ru", "--db", &url]);
    assert_eq!(session(&url), session(file.to_str().unwrap()));
}

/// The guide's example of each format (both books, `results.md`) imports as it says.
#[test]
fn the_guides_examples_import() {
    for book in ["en", "ru"] {
        let chapter = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/guide")
            .join(book)
            .join("results.md");
        let text = std::fs::read_to_string(&chapter).unwrap();
        let at = text
            .find("{#formats}")
            .unwrap_or_else(|| panic!("{book}: the chapter shows the formats"));
        let mut blocks = Vec::new();
        let mut rest = &text[at..];
        while blocks.len() < 3 {
            let open = rest.find("```").expect("a fenced example");
            let body = &rest[open..];
            let start = body.find('\n').unwrap() + 1;
            let end = body[start..].find("```").unwrap();
            blocks.push(body[start..start + end].to_string());
            rest = &body[start + end + 3..];
        }
        let dir = tempfile::tempdir().unwrap();
        for (name, block, lines) in [
            ("example.pbn", &blocks[0], 4),
            ("example.xml", &blocks[1], 1),
            ("example.csv", &blocks[2], 4),
        ] {
            let db = dir.path().join(format!("{name}.sqlite"));
            let db = db.to_str().unwrap();
            stdout_of(&["demo", "--language", "ru", "--db", db]);
            let file = dir.path().join(name);
            std::fs::write(&file, block).unwrap();
            let said = stdout_of(&[
                "results",
                "import",
                file.to_str().unwrap(),
                "--event",
                "Парный турнир",
                "--db",
                db,
            ]);
            assert!(
                said.contains(&format!("imported: 1 board (5), {lines} line")),
                "{book} {name}: {said}"
            );
        }
    }
}
