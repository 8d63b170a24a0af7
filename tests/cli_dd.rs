//! `casebook dd` run as a user runs it: the table and par of a deal typed in PBN form, of a
//! stored case with the cost of each card of its play, and of every stored deal at once.

mod support;

use support::{assert_one_line_failure, casebook, stdout_of};

/// The deal the reference DDS library's own tests solve (C 8-5-8-5, D 8-5-8-5, H 6-5-6-6,
/// S 4-9-4-9, NT 5-8-5-8 for N-E-S-W).
const REFERENCE: &str = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

/// A scratch directory (removed when dropped) holding a database with the sample cases.
fn sample_database() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch directory");
    let db = dir
        .path()
        .join("cases.sqlite")
        .to_string_lossy()
        .into_owned();
    // The sample cases as a committee's own: their casebook is printed with --dd below.
    let bundle = support::sample_bundle();
    stdout_of(&[
        "--db",
        &db,
        "import",
        bundle.to_str().expect("a UTF-8 path"),
    ]);
    (dir, db)
}

#[test]
fn the_json_form_is_the_table_by_declarer_and_strain_and_the_par_from_north_souths_side() {
    let json = stdout_of(&["dd", REFERENCE, "--dealer", "N", "--vul", "All", "--json"]);
    assert_eq!(
        json.trim_end(),
        r#"{"tricks": {"N": {"NT": 5, "S": 4, "H": 6, "D": 8, "C": 8}, "E": {"NT": 8, "S": 9, "H": 5, "D": 5, "C": 5}, "S": {"NT": 5, "S": 4, "H": 6, "D": 8, "C": 8}, "W": {"NT": 8, "S": 9, "H": 6, "D": 5, "C": 5}}, "par": {"score": -140, "contracts": ["2SE", "2SW"]}}"#
    );
}

#[test]
fn the_text_form_prints_the_table_the_par_line_and_what_double_dummy_means() {
    // The hands may also come as separate words, unquoted.
    let mut args = vec!["dd"];
    args.extend(REFERENCE.split(' '));
    args.extend(["--vul", "NS", "--dealer", "E"]);
    let text = stdout_of(&args);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["NT", "♠", "♥", "♦", "♣"]
    );
    assert_eq!(
        lines[2].split_whitespace().collect::<Vec<_>>(),
        ["East", "8", "9", "5", "5", "5"]
    );
    assert_eq!(
        lines[4].split_whitespace().collect::<Vec<_>>(),
        ["West", "8", "9", "6", "5", "5"]
    );
    assert!(lines[5].starts_with("Par -140: "), "{}", lines[5]);
    assert!(lines[5].contains("by East or West"), "{}", lines[5]);
    assert!(text.contains("every card known"), "{text}");
}

#[test]
fn a_deal_that_is_not_52_cards_in_four_hands_of_13_is_refused_in_one_line() {
    let twelve = REFERENCE.trim_end_matches('5');
    assert_one_line_failure(&["dd", twelve], 2, "West has 12 cards, a hand has 13");
    let twice = REFERENCE.replace("J6542.85", "J6542.8A");
    assert_one_line_failure(&["dd", &twice], 2, "♣A is in both North and West");
    let fourteen = "N:AKQJT98765432.A.. - - -";
    assert_one_line_failure(&["dd", fourteen], 2, "14");
    let three_hands = "N:AKQJ.AKQ.AKQ.AKQ - 5432.5432.5432.2 T9876.T9876.T9.T";
    assert_one_line_failure(&["dd", three_hands], 2, "East's hand is not known");
    assert_one_line_failure(&["dd", REFERENCE, "--vul", "Both ways"], 2, "vul");
    assert_one_line_failure(&["dd", "--case", "У-01", "--all"], 2, "cannot be used with");
}

#[test]
fn a_stored_case_shows_its_board_its_play_and_the_committees_outcomes_then_all_deals_are_cached() {
    let (_dir, db) = sample_database();
    let db = db.as_str();

    // У-01: 3♣ by North made 12 tricks; the committee weighed 3NT and 6♣ (sample bundle).
    let text = stdout_of(&["--db", db, "dd", "--case", "У-01"]);
    assert!(
        text.contains("Case У-01, board 9 (dealer North, vulnerable EW)"),
        "{text}"
    );
    assert!(text.contains("Par +920: 6♣= by North or South"), "{text}");
    assert!(
        text.contains("Play of 3♣ by North: 12 tricks before the lead"),
        "{text}"
    );
    assert!(
        text.contains("Decision: 6♣ by North, 12 tricks as weighed; double dummy 12"),
        "{text}"
    );

    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(&["--db", db, "dd", "--case", "У-01", "--json"])).unwrap();
    assert_eq!(json["par"]["score"], 920);
    assert_eq!(json["play"]["declarer"], "N");
    assert_eq!(json["play"]["cards"][0]["trick"], 1);

    let first = stdout_of(&["--db", db, "dd", "--all"]);
    assert!(
        first.contains("of 10 complete deals were already analysed"),
        "{first}"
    );
    let again = stdout_of(&["--db", db, "dd", "--all"]);
    assert!(again.starts_with("analysed 0 deals"), "{again}");
    assert!(stdout_of(&["--db", db, "check"]).contains("sound"));

    let missing = casebook(&["--db", db, "dd", "--case", "Z-99"]);
    assert_eq!(missing.status.code(), Some(1));
}

#[test]
fn the_help_page_says_what_dd_does() {
    let help = stdout_of(&["dd", "--help"]);
    for needle in [
        "--dealer",
        "--vul",
        "--case",
        "--all",
        "--json",
        "likely result",
    ] {
        assert!(help.contains(needle), "{needle} in {help}");
    }
}

#[test]
fn pbn_export_carries_the_table_and_par_and_import_keeps_only_what_the_solver_confirms() {
    let (dir, db) = sample_database();
    let db = db.as_str();
    let pbn = stdout_of(&["--db", db, "export", "--format", "pbn", "--case", "У-01"]);
    // У-01: board 9, dealer North, East-West vulnerable; 6♣ by North or South is par.
    assert!(pbn.contains("[OptimumScore \"NS 920\"]"), "{pbn}");
    assert!(pbn.contains("[ParContract \"NS 6C\"]"), "{pbn}");
    assert!(pbn.contains("N  C 12"), "{pbn}");

    let good = dir.path().join("good.pbn");
    std::fs::write(&good, &pbn).unwrap();
    let other = dir.path().join("other.sqlite");
    let other = other.to_str().unwrap();
    let report = stdout_of(&["--db", other, "import", good.to_str().unwrap()]);
    assert!(
        report.contains("kept the file's double-dummy tables of 1 boards"),
        "{report}"
    );

    let bad = dir.path().join("bad.pbn");
    std::fs::write(&bad, pbn.replace("N  C 12", "N  C 13")).unwrap();
    let third = dir.path().join("third.sqlite");
    let report = stdout_of(&[
        "--db",
        third.to_str().unwrap(),
        "import",
        bad.to_str().unwrap(),
    ]);
    assert!(
        report.contains("board 9: double-dummy table not kept: the file gives North 13 tricks in C; double dummy they take 12"),
        "{report}"
    );
}

#[test]
fn publish_dd_prints_the_table_and_par_under_each_deal_in_all_three_formats() {
    let (dir, db) = sample_database();
    let db = db.as_str();
    for format in ["html", "md", "pdf"] {
        let out = dir.path().join(format!("book.{format}"));
        let out = out.to_str().unwrap();
        stdout_of(&[
            "--db",
            db,
            "publish",
            "--year",
            "2026",
            "--out",
            out,
            "--reprint",
            "--dd",
        ]);
        if format == "pdf" {
            assert!(std::fs::metadata(out).unwrap().len() > 10_000);
            continue;
        }
        let text = std::fs::read_to_string(out).unwrap();
        // The sample casebook is Russian: the caption and the par line are in its words.
        assert!(text.contains("С открытыми картами"), "{format}");
        assert!(text.contains("Пар +920: 6♣= (Север, Юг)"), "{format}");
        assert!(text.contains("не правдоподобный результат"), "{format}");
    }
    let plain = dir.path().join("plain.md");
    stdout_of(&[
        "--db",
        db,
        "publish",
        "--year",
        "2026",
        "--out",
        plain.to_str().unwrap(),
        "--reprint",
    ]);
    assert!(
        !std::fs::read_to_string(&plain)
            .unwrap()
            .contains("С открытыми картами")
    );
    // The tables solved for the casebook's seven cases stay in the cache.
    let again = stdout_of(&["--db", db, "dd", "--all"]);
    assert!(
        again.contains("; 7 of 10 complete deals were already analysed"),
        "{again}"
    );
}
