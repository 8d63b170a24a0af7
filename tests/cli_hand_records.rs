//! Hand records through the command line: `casebook import FILE` with PBN and LIN files (one
//! case per board, or `--case ID [--room ROOM]` onto a case) and `casebook export --format pbn`.
//! Fixtures: the core's PBN 2.0 standard example and two-room teams match, and the BBO match
//! file (casebook/tests/pbn_tournament.rs, lin_read.rs).

mod support;

use casebook::bridge::{BoardNumber, Seat};
use casebook::case::Case;
use casebook::hand_record::HandRecord;
use casebook::store::Bundle;
use std::path::{Path, PathBuf};
use support::{assert_one_line_failure, stdout_of};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("casebook/tests/fixtures")
        .join(name)
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// Every case of the database, read back through `export --format json`.
fn cases(db: &Path) -> Vec<Case> {
    let json = stdout_of(&["export", "--db", text(db), "--format", "json"]);
    Bundle::parse(&json).expect("the export is a bundle").cases
}

fn pbn_records(path: &Path) -> Vec<HandRecord> {
    casebook::pbn::read(&std::fs::read(path).expect("the fixture")).expect("it reads")
}

#[test]
fn a_two_room_match_imports_one_case_a_board_with_law_77_scores() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("match.sqlite");
    let file = fixture("pbn/tournament_two_rooms.pbn");
    let report = stdout_of(&["import", text(&file), "--db", text(&db)]);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 129, "{report}");
    assert!(
        lines[0].starts_with("board 1, Open room: created case "),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].ends_with("; 5NT by N, 3 tricks, NS -400"),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with("board 1, Closed room: created case "));
    assert!(
        lines[128].starts_with("imported 128 boards of ")
            && lines[128].ends_with("(PBN) as new cases"),
        "{}",
        lines[128]
    );

    let cases = cases(&db);
    assert_eq!(cases.len(), 128);
    for case in &cases {
        let what = format!("board {}", case.board.number);
        let result = case.result.as_ref().expect("a result");
        match case.auction.calls.final_contract() {
            Some((contract, declarer)) => {
                assert_eq!(result.contract, Some(contract), "{what}");
                assert_eq!(result.declarer, Some(declarer), "{what}");
            }
            None => assert_eq!(result.contract, None, "{what}: passed out"),
        }
        let law77 = result
            .law77_ns_score(case.board.vulnerability)
            .expect("contract, declarer and tricks")
            .expect("a possible result");
        assert_eq!(result.ns_score, Some(law77), "{what}");
        assert_eq!(case.identity.event, "Kontinental Cup, Teams Final");
        assert_eq!(case.identity.tournament, "Zürich, SUI");
    }
}

#[test]
fn a_lin_match_keeps_its_alerts_and_explanations() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("bbo.sqlite");
    let report = stdout_of(&[
        "import",
        text(&fixture("lin/match_two_rooms.lin")),
        "--db",
        text(&db),
    ]);
    assert!(
        report.contains("imported 4 boards of ") && report.contains("(LIN) as new cases"),
        "{report}"
    );
    let cases = cases(&db);
    let closed = cases
        .iter()
        .find(|c| {
            c.people
                .player(Seat::South)
                .is_some_and(|p| p.name == "Çelik")
                && c.board.number.get() == 1
        })
        .expect("board 1 of the closed room");
    let two_diamonds = closed.auction.annotation(1).expect("2♦ is annotated");
    assert_eq!(two_diamonds.alerted, Some(true));
    assert_eq!(two_diamonds.explanations[0].text, "one long ♦, or a major");
    assert_eq!(two_diamonds.note, Some(1));

    // A hand viewer link saved as text is told apart by what it holds.
    let link = dir.path().join("link.txt");
    std::fs::copy(fixture("lin/handviewer_link.txt"), &link).expect("copied");
    let report = stdout_of(&["import", text(&link), "--db", text(&db)]);
    assert!(
        report.contains("board 2: created case ") && report.contains("3NT by N, 10 tricks"),
        "{report}"
    );
}

#[test]
fn export_as_pbn_gives_back_the_deal_auction_notes_and_play() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("cases.sqlite");
    let file = fixture("pbn/standard_example.pbn");
    stdout_of(&["import", text(&file), "--db", text(&db)]);
    let pbn = stdout_of(&["export", "--db", text(&db), "--format", "pbn"]);
    assert!(pbn.starts_with("% PBN 2.1\r\n% EXPORT\r\n"), "{pbn}");
    let back = casebook::pbn::read(pbn.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{pbn}"));
    let original = pbn_records(&file);
    assert_eq!(back.len(), 1);
    let (before, after) = (&original[0], &back[0]);
    assert_eq!(after.deal, before.deal);
    assert_eq!(after.play, before.play);
    assert_eq!(after.auction, before.auction);
    assert_eq!(
        (after.contract, after.declarer, after.result),
        (before.contract, before.declarer, before.result)
    );
    assert!(
        pbn.contains("[Note \"2:two colors: clubs and diamonds\"]"),
        "{pbn}"
    );

    // One case by its UUID.
    let uuid = cases(&db)[0].uuid.to_string();
    let one = stdout_of(&[
        "export",
        "--db",
        text(&db),
        "--case",
        &uuid,
        "--format",
        "pbn",
    ]);
    assert_eq!(one, pbn);
}

/// A database holding one case for board 5, typed by the committee: its number `A-5`, the
/// facts.
fn database_with_case_for_board_5(dir: &Path) -> PathBuf {
    let db = dir.join("committee.sqlite");
    let mut case = Case::new(BoardNumber::new(5).expect("board"));
    case.revision = 1;
    case.identity.case_number = "A-5".into();
    case.facts.agreed = "East hesitated before passing 3♣.".into();
    let bundle = dir.join("case.json");
    std::fs::write(&bundle, Bundle::new(vec![case]).to_json()).expect("written");
    stdout_of(&["import", text(&bundle), "--db", text(&db)]);
    db
}

#[test]
fn one_board_attaches_to_a_case_picked_by_room() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = database_with_case_for_board_5(dir.path());
    let file = fixture("pbn/tournament_two_rooms.pbn");
    let before = cases(&db);

    assert_one_line_failure(
        &["import", text(&file), "--db", text(&db), "--case", "A-5"],
        1,
        "board 5 is in the file 2 times; say which with --room (Open or Closed)",
    );
    assert_one_line_failure(
        &[
            "import",
            text(&fixture("lin/match_two_rooms.lin")),
            "--db",
            text(&db),
            "--case",
            "A-5",
        ],
        1,
        "board 5 is not in the file (it has boards 1–2)",
    );
    assert_one_line_failure(
        &["import", text(&file), "--db", text(&db), "--case", "A-6"],
        1,
        "no case \"A-6\"",
    );
    assert_eq!(cases(&db), before, "refusals change nothing");

    let report = stdout_of(&[
        "import",
        text(&file),
        "--db",
        text(&db),
        "--case",
        "A-5",
        "--room",
        "Closed",
    ]);
    assert!(
        report.starts_with("board 5, Closed room: attached to case ")
            && report.contains("(deal, auction, result)"),
        "{report}"
    );
    let after = cases(&db);
    assert_eq!(after.len(), 1);
    let case = &after[0];
    let closed = pbn_records(&file)
        .into_iter()
        .find(|r| r.board.map(|b| b.get()) == Some(5) && r.tag("Room") == Some("Closed"))
        .expect("board 5, closed room");
    assert_eq!(case.board.deal, closed.deal);
    assert_eq!(
        case.auction.calls,
        *closed.auction.as_ref().expect("auction").auction()
    );
    assert_eq!(case.facts.agreed, "East hesitated before passing 3♣.");
    assert_eq!(case.identity.case_number, "A-5");
    assert_eq!(case.revision, 2);
}

/// Bad files, each a copy of a fixture with one fault, as `(name, content, what the error says)`.
fn bad_files() -> Vec<(&'static str, Vec<u8>, &'static str)> {
    let example = std::fs::read_to_string(fixture("pbn/standard_example.pbn")).expect("fixture");
    let tournament = std::fs::read(fixture("pbn/tournament_two_rooms.pbn")).expect("fixture");
    vec![
        // Cut in the middle of board 2's Deal tag.
        ("truncated.pbn", tournament[..1300].to_vec(), "line 67, tag Dea: the file ends inside a tag pair"),
        // Declared UTF-8, written in ISO-8859-1.
        (
            "encoding.pbn",
            b"%Content-type: text/x-pbn; charset=UTF-8\n[Event \"Test\"]\n[Board \"1\"]\n[West \"Nu\xf1ez\"]\n".to_vec(),
            "line 4: this line is not valid UTF-8",
        ),
        // The ♠A given to North as well as to East.
        (
            "deal.pbn",
            example.replace("N:.63.AKQ987.A9732", "N:A.63.AKQ987.A973").into_bytes(),
            "line 12, tag Deal: ♠A is in both North and East",
        ),
        // The last three passes lost.
        (
            "auction.pbn",
            example.replace("Pass    Pass Pass\n", "Pass\n").into_bytes(),
            "line 35, tag Auction: the auction does not end",
        ),
        // The value not in quotes.
        (
            "tag.pbn",
            example.replace("[Board \"1\"]", "[Board 1]").into_bytes(),
            "line 5, tag Board: malformed tag",
        ),
        // md| with two hands: the deal cannot be completed.
        (
            "hands.lin",
            b"pn|a,b,c,d|md|3SAKQ2HT98D2CAJ43,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|sv|n|ah|Board 2|mb|1D|".to_vec(),
            "line 1, md|: the last hand can be filled in when three hands have 13 cards each",
        ),
        // A board without a number cannot be a case; the whole file is refused.
        (
            "numberless.pbn",
            example.replace("[Board \"1\"]", "[Board \"?\"]").into_bytes(),
            "record 1 of the file: the record has no board number",
        ),
        ("notes.txt", "Протокол заседания\n".as_bytes().to_vec(), "cannot tell what this file is"),
    ]
}

#[test]
fn a_bad_file_is_one_line_naming_the_place_and_the_database_is_unchanged() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let before = cases(&db);
    for (name, content, needle) in bad_files() {
        let file = dir.path().join(name);
        std::fs::write(&file, content).expect("written");
        assert_one_line_failure(&["import", text(&file), "--db", text(&db)], 1, needle);
        assert_one_line_failure(&["import", text(&file), "--db", text(&db)], 1, name);
    }
    assert_eq!(cases(&db), before, "nothing was imported");

    // Nor is a database created for a file that cannot be imported.
    let fresh = dir.path().join("fresh.sqlite");
    assert_one_line_failure(
        &[
            "import",
            text(&dir.path().join("deal.pbn")),
            "--db",
            text(&fresh),
        ],
        1,
        "♠A is in both",
    );
    assert!(!fresh.exists());
}

#[test]
fn wrong_arguments_are_refused_with_exit_status_2() {
    let file = fixture("pbn/standard_example.pbn");
    assert_one_line_failure(
        &["import", text(&file), "--room", "Open"],
        2,
        "`casebook import` needs --case <ID>",
    );
    assert_one_line_failure(
        &["export", "--format", "lin"],
        2,
        "possible values: json, pbn",
    );
}

/// A case bundle that went through a Windows program — CRLF line ends, saved as UTF-16LE by
/// Windows PowerShell 5.1's `>`, or as UTF-8 with a byte-order mark — imports the same cases.
#[test]
fn a_bundle_saved_by_a_windows_program_imports_the_same_cases() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let json = stdout_of(&["export", "--db", text(&db), "--format", "json"]);
    let crlf = json.replace('\n', "\r\n");
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(crlf.encode_utf16().flat_map(u16::to_le_bytes));
    let mut utf8_bom = b"\xEF\xBB\xBF".to_vec();
    utf8_bom.extend(crlf.as_bytes());
    for (name, bytes) in [
        ("cases-utf16.casebook", utf16),
        ("cases-bom.json", utf8_bom),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, bytes).expect("written");
        let fresh = dir.path().join(format!("{name}.sqlite"));
        stdout_of(&["import", text(&file), "--db", text(&fresh)]);
        assert_eq!(cases(&fresh), cases(&db), "{name}");
    }
}
