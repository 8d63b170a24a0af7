//! Results files in and out: a PBN ScoreTable as the French federation's program writes it, a
//! USEBIO Butler pairs as EBU scoring programs write it, the documented CSV; round trips of each
//! format; and bad inputs, each refused with its place and nothing of a refused
//! board imported.

#[path = "results_support/mod.rs"]
mod results_support;

use casebook::adjust::ArtificialAward;
use casebook::bridge::{Card, Rank, Seat, Side, Suit, Vulnerability};
use casebook::results::{
    CheckOptions, EventResults, GivenFigure, LineResult, PairEntry, ReadError, ResultsFormat,
    ScoringMethod, read, read_as, write_csv, write_pbn, write_usebio,
};
use results_support::{adjusted, board, by, played, profile, r, traveller};
use std::path::Path;

fn figure(text: &str) -> Option<GivenFigure> {
    Some(GivenFigure::parse(text).expect("figure"))
}

fn check(event: &EventResults) -> casebook::results::ImportReport {
    event.check(&CheckOptions::default(), &profile("ebu"))
}

/// The row layout of a French federation (FFB, Magic Contest) export:
/// the table, the round, the pairs, the contract, declarer, tricks taken, the lead, the score
/// quoted on the side that scores, matchpoints and percentages. Board 2: N-S vulnerable.
const FFB_PBN: &str = r#"% PBN 2.1
% EXPORT
[Event "Club pairs"]
[TotalScoreTable "Rank\2R;PairId\2R;Direction\2L;TotalScoreMP\5R;TotalPercentage\5R;Names\30L"]
 1  1 NS  6.0 100.0 "Anna Smith - Boris Petrov"
 2 12 EW  6.0 100.0 "Clara Duval - Denis Roy"

[Event "Club pairs"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Scoring "MP"]
[ScoreTable "Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\6R;Score_EW\6R;MP_NS\4R;MP_EW\4R;Percentage_NS\3R;Percentage_EW\3R"]
 1  1  1 11 2HX  S  8 S6  "670"      -  6.0  0.0 100   0
 2  1  2 12 4S   N  9 HA      -  "100"  0.0  6.0   0 100
 3  1  3 13 3NT  N  9 D4  "600"      -  4.0  2.0  67  33
 4  1  4 14 Pass -  -  -      0      -  2.0  4.0  33  67
"#;

#[test]
fn a_french_federation_score_table_reads_and_checks() {
    let event = read(Path::new("club.pbn"), FFB_PBN.as_bytes()).expect("reads");
    assert_eq!(event.event.as_deref(), Some("Club pairs"));
    assert_eq!(event.method, Some(ScoringMethod::Matchpoints));
    assert_eq!(event.pairs.len(), 2);
    assert_eq!(event.pairs[0].names, ["Anna Smith", "Boris Petrov"]);
    assert_eq!(event.pairs[1].direction, Some(Side::EW));
    let board_2 = &event.boards[0];
    assert_eq!(
        (board_2.board, board_2.vulnerability),
        (board(2), Vulnerability::NS)
    );
    let first = &board_2.lines[0];
    assert_eq!(
        (first.table, first.round, first.ns, first.ew),
        (Some(1), Some(1), 1, 11)
    );
    assert_eq!(first.result, LineResult::Played(by("2HX", Seat::South, 8)));
    assert_eq!(first.lead, Some(Card::new(Suit::Spades, Rank::Six)));
    assert_eq!(first.score_ns, Some(670));
    assert_eq!(board_2.lines[1].score_ns, Some(-100), "the EW column");
    assert_eq!(
        board_2.lines[3].result,
        LineResult::Played(casebook::adjust::Outcome::PassedOut)
    );
    let report = check(&event);
    assert!(report.is_clean(), "{report}");
    assert_eq!(report.to_string(), "imported: 1 board (2), 4 lines\n");

    // A score that is not Law 77's refuses the board, and the report says why.
    let wrong = FFB_PBN.replace(r#""670""#, r#""650""#);
    let report = check(&read(Path::new("club.pbn"), wrong.as_bytes()).expect("reads"));
    assert!(report.imports_nothing());
    assert_eq!(
        report.refusal_lines(),
        ["board 2, table 1: 2♥X= by S scores 670 not 650"]
    );
    // So does a matchpoint the traveller does not give.
    let wrong = FFB_PBN.replace(" 4.0  2.0  67", " 5.0  1.0  67");
    let report = check(&read(Path::new("club.pbn"), wrong.as_bytes()).expect("reads"));
    assert_eq!(
        report.refusal_lines(),
        [
            "board 2, table 3: the file gives NS 5.0 matchpoints, the traveller gives 4 of a top of 6",
            "board 2, table 3: the file gives EW 1.0 matchpoints, the traveller gives 2 of a top of 6"
        ]
    );
}

/// A Butler pairs event in the shape of a Compscore3 USEBIO export, a
/// Howell (no direction), with the Butler datum (`BOARD_AVERAGE`) and points the file gives:
/// board 1 170 140 150 170 → datum 160, board 2 +50 −460 −490 −430 → −450 (the figures of the
/// export; the names are invented).
const BUTLER_USEBIO: &str = r#"<?xml version="1.0" encoding="ISO-8859-1"?>
<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">
<USEBIO Version="1.2">
<CLUB><CLUB_NAME>Bridge Club</CLUB_NAME></CLUB>
<EVENT EVENT_TYPE="BUTLER_PAIRS">
  <EVENT_DESCRIPTION>Monday Butler</EVENT_DESCRIPTION>
  <SCORING_METHOD>IMPS</SCORING_METHOD>
  <PARTICIPANTS EVENT_TYPE="BUTLER_PAIRS">
    <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION></DIRECTION><TOTAL_SCORE>-5.00</TOTAL_SCORE><PLACE>5</PLACE>
      <PLAYER><PLAYER_NAME>ZOË MÜLLER</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>JAN NOVAK</PLAYER_NAME></PLAYER></PAIR>
    <PAIR><PAIR_NUMBER>2</PAIR_NUMBER><DIRECTION></DIRECTION><TOTAL_SCORE>12.00</TOTAL_SCORE><PLACE>1</PLACE></PAIR>
  </PARTICIPANTS>
  <BOARD EVENT_TYPE="BUTLER_PAIRS">
    <BOARD_NUMBER>1</BOARD_NUMBER>
    <BOARD_AVERAGE>160</BOARD_AVERAGE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>7</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>KD</LEAD><TRICKS>10</TRICKS><SCORE>170</SCORE><NS_BUTLER_POINTS>0</NS_BUTLER_POINTS><EW_BUTLER_POINTS>0</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER><CONTRACT>3S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>KD</LEAD><TRICKS>9</TRICKS><SCORE>140</SCORE><NS_BUTLER_POINTS>-1</NS_BUTLER_POINTS><EW_BUTLER_POINTS>1</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>1NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>KD</LEAD><TRICKS>9</TRICKS><SCORE>150</SCORE><NS_BUTLER_POINTS>0</NS_BUTLER_POINTS><EW_BUTLER_POINTS>0</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>8</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>KD</LEAD><TRICKS>10</TRICKS><SCORE>170</SCORE><NS_BUTLER_POINTS>0</NS_BUTLER_POINTS><EW_BUTLER_POINTS>0</EW_BUTLER_POINTS></TRAVELLER_LINE>
  </BOARD>
  <BOARD EVENT_TYPE="BUTLER_PAIRS">
    <BOARD_NUMBER>2</BOARD_NUMBER>
    <BOARD_AVERAGE>-450</BOARD_AVERAGE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>7</EW_PAIR_NUMBER><CONTRACT>5C</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>10</TRICKS><SCORE>50</SCORE><NS_BUTLER_POINTS>11</NS_BUTLER_POINTS><EW_BUTLER_POINTS>-11</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>11</TRICKS><SCORE>-460</SCORE><NS_BUTLER_POINTS>0</NS_BUTLER_POINTS><EW_BUTLER_POINTS>0</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>12</TRICKS><SCORE>-490</SCORE><NS_BUTLER_POINTS>-1</NS_BUTLER_POINTS><EW_BUTLER_POINTS>1</EW_BUTLER_POINTS></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>8</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>10</TRICKS><SCORE>-430</SCORE><NS_BUTLER_POINTS>1</NS_BUTLER_POINTS><EW_BUTLER_POINTS>-1</EW_BUTLER_POINTS></TRAVELLER_LINE>
  </BOARD>
</EVENT>
</USEBIO>
"#;

/// The export is ISO-8859-1, as its declaration says.
fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).expect("Latin-1"))
        .collect()
}

#[test]
fn a_usebio_butler_pairs_reads_and_checks() {
    let event = read(Path::new("monday.xml"), &latin1(BUTLER_USEBIO)).expect("reads");
    assert_eq!(event.event.as_deref(), Some("Monday Butler"));
    assert_eq!(event.method, Some(ScoringMethod::Butler));
    assert_eq!(event.pairs[0].names, ["ZOË MÜLLER", "JAN NOVAK"]);
    assert_eq!(event.pairs[0].direction, None, "a Howell");
    assert_eq!(event.pairs[1].total, figure("12.00"));
    assert_eq!(event.boards[0].datum, Some(160));
    assert_eq!(
        event.boards[0].lines[0].lead,
        Some(Card::new(Suit::Diamonds, Rank::King)),
        "USEBIO writes the rank first"
    );
    let report = check(&event);
    assert!(report.is_clean(), "{report}");

    let wrong_datum = BUTLER_USEBIO.replace("<BOARD_AVERAGE>160<", "<BOARD_AVERAGE>150<");
    let report = check(&read(Path::new("monday.xml"), &latin1(&wrong_datum)).expect("reads"));
    assert_eq!(
        report.refusal_lines(),
        ["board 1: the file's Butler datum is 150, the traveller's is 160"]
    );
    let wrong_points = BUTLER_USEBIO.replace(
        "<NS_BUTLER_POINTS>11</NS_BUTLER_POINTS>",
        "<NS_BUTLER_POINTS>10</NS_BUTLER_POINTS>",
    );
    let report = check(&read(Path::new("monday.xml"), &latin1(&wrong_points)).expect("reads"));
    assert_eq!(
        report.refusal_lines(),
        ["board 2, NS 2 v EW 7: the file gives NS 10 Butler IMPs, the traveller gives 11"]
    );
    assert_eq!(report.accepted.len(), 1, "board 1 is still imported");
}

/// The example of the results CSV in the module docs of `casebook::results`.
const DOCUMENTED_CSV: &str = "board,table,ns,ew,contract,declarer,tricks,score_ns,mp_ns,mp_ew
7,1,1,11,4S,N,10,620,7.4,2.6
7,2,2,12,6S,N,12,1430,9.8,0.2
7,3,3,13,4S,N,9,-100,2.6,7.4
7,4,4,14,PASS,,,0,5,5
7,5,5,15,3NT,E,9,-600,0.2,9.8
7,6,6,16,A6040,,,,6,4
";

#[test]
fn the_documented_csv_reads_and_checks_in_every_unicode_form() {
    let event = read(Path::new("board7.csv"), DOCUMENTED_CSV.as_bytes()).expect("reads");
    assert_eq!(event.boards[0].lines.len(), 6);
    assert_eq!(
        event.boards[0].lines[5].result,
        LineResult::Artificial {
            ns: ArtificialAward::AveragePlus,
            ew: ArtificialAward::AverageMinus
        }
    );
    let report = check(&event);
    assert!(report.is_clean(), "{report}");
    // A Windows program's UTF-16 with its byte-order mark, a semicolon-separated export and a
    // UTF-8 byte-order mark read the same, whatever the file is called.
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(DOCUMENTED_CSV.encode_utf16().flat_map(u16::to_le_bytes));
    let semicolons = DOCUMENTED_CSV.replace(',', ";");
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(DOCUMENTED_CSV.as_bytes());
    for bytes in [utf16, semicolons.into_bytes(), bom] {
        assert_eq!(read(Path::new("results.txt"), &bytes).as_ref(), Ok(&event));
    }
}

/// An event with every kind of line, for the round trips.
fn rich_event() -> EventResults {
    let mut board_1 = traveller(
        1,
        &[
            by("4S", Seat::North, 10),
            by("3NTX", Seat::East, 7),
            by("7NTXX", Seat::West, 13),
        ],
    );
    board_1.lines[0].lead = Some(Card::new(Suit::Hearts, Rank::Ten));
    board_1.lines[0].score_ns = Some(420);
    board_1.lines[0].round = Some(3);
    board_1.lines[0].points_ns = figure("7.40");
    board_1.lines[0].points_ew = figure("2.6");
    board_1.lines[1].points_ns = figure("10");
    board_1
        .lines
        .push(played(4, casebook::adjust::Outcome::PassedOut));
    board_1.lines.push(adjusted(
        5,
        LineResult::Artificial {
            ns: ArtificialAward::Average,
            ew: ArtificialAward::AveragePlus,
        },
    ));
    board_1.lines.push(adjusted(
        6,
        LineResult::weighted(vec![
            (by("4S", Seat::North, 10), r(1, 3)),
            (by("4S", Seat::North, 9), r(2, 3)),
        ]),
    ));
    board_1.lines.push(adjusted(
        7,
        LineResult::Assigned {
            ns: vec![(by("6S", Seat::North, 11), r(1, 1))],
            ew: vec![
                (by("4S", Seat::North, 11), r(45, 100)),
                (by("4S", Seat::North, 12), r(55, 100)),
            ],
        },
    ));
    let mut board_2 = traveller(2, &[by("1C", Seat::South, 7), by("2D", Seat::West, 8)]);
    board_2.vulnerability = Vulnerability::All;
    board_2.lines[0].section = Some("A".into());
    board_2.lines[1].section = Some("B".into());
    board_2.lines[1].table = None;
    let mut pair = PairEntry::new(1);
    pair.names = vec!["Anna Smith".into(), "Boris Petrov".into()];
    pair.direction = Some(Side::NS);
    pair.total = figure("55.5");
    pair.percentage = figure("61.67");
    pair.place = Some("2=".into());
    EventResults {
        event: Some("Spring \"open\" pairs & teams".into()),
        method: Some(ScoringMethod::Matchpoints),
        pairs: vec![pair, PairEntry::new(11)],
        boards: vec![board_1, board_2],
        unreadable: Vec::new(),
    }
}

#[test]
fn every_format_reads_back_what_it_writes() {
    let event = rich_event();
    let pbn = write_pbn(&event);
    assert_eq!(
        read_as(ResultsFormat::Pbn, pbn.as_bytes()),
        Ok(event.clone()),
        "{pbn}"
    );
    let usebio = write_usebio(&event);
    assert_eq!(
        read_as(ResultsFormat::Usebio, usebio.as_bytes()),
        Ok(event.clone()),
        "{usebio}"
    );
    let csv = write_csv(&event);
    let without_pairs = EventResults {
        pairs: Vec::new(),
        ..event.clone()
    };
    assert_eq!(
        read_as(ResultsFormat::Csv, csv.as_bytes()),
        Ok(without_pairs),
        "{csv}"
    );
    // Each is found by its content too.
    for text in [&pbn, &usebio, &csv] {
        assert!(read(Path::new("results"), text.as_bytes()).is_ok());
    }
}

/// Bad inputs: 14 tricks and an unknown contract refuse their board, and only it.
#[test]
fn an_impossible_result_refuses_its_board_whole_and_no_other() {
    let csv = "board,table,ns,ew,contract,declarer,tricks,score_ns
1,1,1,11,4S,N,10,420
1,2,2,12,4S,N,9,-50
2,1,1,11,4S,N,14,
2,2,2,12,3NT,S,9,600
3,1,1,11,4Z,N,10,
3,2,2,12,3NT,S,9,400
";
    let report = check(&read(Path::new("x.csv"), csv.as_bytes()).expect("reads"));
    assert_eq!(report.accepted.len(), 1);
    assert_eq!(report.accepted[0].board, board(1));
    assert_eq!(
        report.refusal_lines(),
        [
            "board 2, table 1 (line 4): 14 tricks is impossible: declarer takes from 0 to 13 tricks",
            "board 3, table 1 (line 6): \"4Z\" is not a contract: write the level 1–7, the strain and X or XX, as 4HX or 3NT"
        ]
    );
    assert_eq!(
        report.to_string().lines().take(2).collect::<Vec<_>>(),
        ["imported: 1 board (1), 2 lines", "refused: boards 2–3"]
    );
}

#[test]
fn duplicated_pair_numbers_and_boards_the_event_lacks_are_refused() {
    let csv = "board,table,ns,ew,contract,declarer,tricks
1,1,1,11,4S,N,10
1,2,1,12,4S,N,9
2,1,1,11,4S,N,10
";
    let event = read(Path::new("x.csv"), csv.as_bytes()).expect("reads");
    let options = CheckOptions {
        boards: Some(vec![board(1)]),
        event: None,
    };
    let report = event.check(&options, &profile("ebu"));
    assert!(report.imports_nothing());
    assert_eq!(
        report.refusal_lines(),
        [
            "board 1, table 2: NS pair 1 has two lines on the board",
            "board 2: the event has no board 2 (its boards are 1)"
        ]
    );
}

#[test]
fn a_file_for_another_event_is_refused_whole() {
    let event = read(Path::new("club.pbn"), FFB_PBN.as_bytes()).expect("reads");
    let options = CheckOptions {
        boards: None,
        event: Some("Autumn teams".into()),
    };
    let report = event.check(&options, &profile("ebu"));
    assert!(report.imports_nothing());
    assert_eq!(
        report.to_string(),
        "the file is refused; nothing is imported:\n  the file is for the event \"Club pairs\", not \"Autumn teams\"\n"
    );
    let same = CheckOptions {
        boards: None,
        event: Some("club  PAIRS".into()),
    };
    assert!(event.check(&same, &profile("ebu")).is_clean());
}

/// A line that cannot be put on a board might belong to any: no board is known complete.
#[test]
fn a_line_without_a_readable_board_refuses_the_whole_file() {
    let csv = "board,ns,ew,contract,declarer,tricks
1,1,11,4S,N,10
7x,2,12,4S,N,9
";
    let report = check(&read(Path::new("x.csv"), csv.as_bytes()).expect("reads"));
    assert!(report.imports_nothing());
    assert_eq!(
        report.refusal_lines(),
        [
            "line 3: \"7x\" is not a board number; no board can be imported while a line of the file cannot be placed"
        ]
    );
    // A damaged game of a PBN file is the same.
    let damaged = FFB_PBN.replace("[Dealer \"E\"]", "[Dealer \"E\"]\n[Deal \"N:AKQ\"]");
    let report = check(&read(Path::new("club.pbn"), damaged.as_bytes()).expect("reads"));
    assert!(report.imports_nothing());
    assert!(
        report.refusal_lines()[0].starts_with("line 11, tag Deal:"),
        "{report}"
    );
}

#[test]
fn xml_that_is_not_usebio_is_refused_with_the_reason() {
    assert_eq!(
        read(Path::new("page.xml"), b"<html><body/></html>"),
        Err(ReadError::NotUsebio(
            "its root element is <html>, not <USEBIO>".into()
        ))
    );
    let error = read(Path::new("x.xml"), b"<USEBIO>\n<EVENT>\n</USEBIO>").expect_err("broken");
    assert!(
        error
            .to_string()
            .starts_with("line 3, column 1: the file is not well-formed XML"),
        "{error}"
    );
    assert_eq!(
        read(
            Path::new("x.xml"),
            br#"<USEBIO Version="1.2"><CLUB/></USEBIO>"#
        ),
        Err(ReadError::NoResults("USEBIO"))
    );
    assert_eq!(
        read(Path::new("x"), b"just some words"),
        Err(ReadError::UnknownFormat)
    );
    let error = read(
        Path::new("x.csv"),
        b"board,ns,ew,contract,colour\n1,1,2,4S,red\n",
    )
    .expect_err("unknown column");
    assert!(
        error
            .to_string()
            .starts_with("the CSV header: \"colour\" is not a column"),
        "{error}"
    );
}

/// An artificial score's matchpoints are the scorer's: a pair's better session may replace
/// average plus (2017 Law 12C2(c)), so they are not held against the traveller; the real
/// results' are.
#[test]
fn an_artificial_scores_points_are_the_scorers_own() {
    let session = DOCUMENTED_CSV.replace("7,6,6,16,A6040,,,,6,4", "7,6,6,16,A6040,,,,6.4,4");
    let report = check(&read(Path::new("x.csv"), session.as_bytes()).expect("reads"));
    assert!(report.is_clean(), "{report}");
    let wrong = DOCUMENTED_CSV.replace("7,4,4,14,PASS,,,0,5,5", "7,4,4,14,PASS,,,0,6,4");
    let report = check(&read(Path::new("x.csv"), wrong.as_bytes()).expect("reads"));
    assert_eq!(report.refused.len(), 1);
}

/// A PBN file with a game per section names the section in a tag; the same pair numbers in
/// two sections are two pairs, and the board's traveller holds both sections' lines.
#[test]
fn sections_of_a_pbn_file_make_one_traveller() {
    let game = |section: &str| {
        format!(
            "[Event \"Club pairs\"]\n[Board \"1\"]\n[Section \"{section}\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R\"]\n 1 11 4S N 10 420\n 2 12 4S N  9 -50\n"
        )
    };
    let file = format!("{}\n{}", game("A"), game("B"));
    let event = read(Path::new("x.pbn"), file.as_bytes()).expect("reads");
    let sections: Vec<Option<&str>> = event.boards[0]
        .lines
        .iter()
        .map(|l| l.section.as_deref())
        .collect();
    assert_eq!(sections, [Some("A"), Some("A"), Some("B"), Some("B")]);
    assert!(check(&event).is_clean());
}

/// A row refused leaves nothing of its board behind: board 5's only row (datum 120) has no
/// trick count that reads, so the event has no board 5 — a board of no lines carrying a datum
/// was lost when the event was written, and the file written again differed (found by the
/// `results_csv` fuzz target).
#[test]
fn a_refused_csv_row_leaves_no_board_behind() {
    let csv = "board,datum,table,ns,ew,contract,declarer,tricks,score_ns\r\n\
               5,120,1,1,11,4H,N,ten,620\r\n\
               6,,1,1,11,3NT,S,9,400\r\n";
    let event = read(Path::new("club.csv"), csv.as_bytes()).expect("reads");
    assert_eq!(event.unreadable.len(), 1, "{:?}", event.unreadable);
    let boards: Vec<String> = event.boards.iter().map(|t| t.board.to_string()).collect();
    assert_eq!(boards, ["6"]);
    let written = write_csv(&event);
    assert!(!written.contains("datum"), "{written}");
    let again = read(Path::new("club.csv"), written.as_bytes()).expect("reads again");
    assert_eq!(write_csv(&again), written);
}
