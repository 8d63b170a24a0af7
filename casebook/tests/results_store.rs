//! An event's results in the archive, on both engines: a file imported board by board (a bad
//! board refused whole, a file of another event refused with nothing kept, the same file again
//! changing nothing), a case's line found on its board's traveller, and the field rescored
//! with the case's ruling.
//!
//! The fixture `fixtures/results/board5.csv` is board 5 of the sample case У-03 (commentary
//! 16.8(ii), 1997 Laws: East–West's 4♠ doubled two down, +300, after unauthorized information;
//! the committee assigns 4♥ made by North, +620) played at eight tables, and board 6 at three.
//! Board 5 by hand, on the scale of two for a win (top 14): +650 14, +620 11 (twice), +300 8,
//! +170 6, +100 4, −100 2, −200 0. With the case's table at +620 the three 620s tie: 10 each;
//! the others do not move; the total stays 56 (commentary 0.12: an assigned score changes the
//! other tables' matchpoints).

mod store_support;

use casebook::results::CaseTable;
use casebook::results::TravellerJson;
use casebook::results::field::{CaseLine, FieldError, case_field, import_results};
use casebook::samples;
use casebook::store::Store;
use std::path::Path;
use store_support::archives::TestArchive;

const BOARD5: &str = include_str!("fixtures/results/board5.csv");

/// The sample cases with У-03, whose event the results are imported as.
fn with_samples(archive: &TestArchive) -> (Store, casebook::case::Case) {
    let mut store = archive.open();
    samples::load_into(&mut store).unwrap();
    let case = samples::sample_cases()
        .unwrap()
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .unwrap();
    (store, case)
}

fn import(store: &mut Store, text: &str, event: &str) -> casebook::results::field::ResultsImport {
    import_results(
        store,
        Path::new("results.csv"),
        text.as_bytes(),
        event,
        None,
    )
    .unwrap()
}

on_both_engines! {
    fn a_file_is_kept_board_by_board_and_again_changes_nothing(archive) {
        let (mut store, case) = with_samples(archive);
        let event = case.identity.event.clone();
        let first = import(&mut store, BOARD5, &event);
        assert!(first.report.is_clean(), "{first}");
        assert_eq!(first.kept.written.len(), 2);
        let text = first.to_string();
        assert!(text.contains("imported: 2 boards (5–6), 11 lines"), "{text}");
        assert!(text.contains("cases: board 5 (case У-03)"), "{text}");

        let events = store.results_events().unwrap();
        assert_eq!(events.len(), 1);
        assert_eq!((events[0].boards, events[0].lines), (2, 11));
        let imported_at = events[0].imported.clone();

        // Read back exactly as the file gave it.
        let stored = store.event_results(&event).unwrap().unwrap();
        let read = casebook::results::read(Path::new("x.csv"), BOARD5.as_bytes()).unwrap();
        assert_eq!(stored.boards, read.boards);

        let again = import(&mut store, BOARD5, &event);
        assert!(again.changed_nothing());
        assert_eq!(again.kept.unchanged.len(), 2);
        assert!(again.to_string().contains("unchanged: 2 boards (5–6)"), "{again}");
        assert_eq!(store.results_events().unwrap()[0].imported, imported_at);
    }

    fn a_bad_board_is_refused_whole_and_the_others_kept(archive) {
        let (mut store, case) = with_samples(archive);
        let event = case.identity.event.clone();
        import(&mut store, BOARD5, &event);
        // Table 4 of board 5 now says 4♥−1 scores −50 (it is vulnerable: −100); board 6 gains
        // a line.
        let bad = BOARD5
            .replace("5,4,4,14,4H,N,9,-100,2,12", "5,4,4,14,4H,N,9,-50,2,12")
            .replace("6,3,3,13,3NT,S,8,-50,,", "6,3,3,13,3NT,S,8,-50,,\r\n6,4,4,14,2NT,S,8,120,,");
        let second = import(&mut store, &bad, &event);
        let text = second.to_string();
        assert!(
            text.contains("board 5, table 4: 4♥−1 by N scores -100 not -50"),
            "{text}"
        );
        assert_eq!(second.kept.written.len(), 1, "{text}");
        // Board 5 is as the first file gave it.
        let five = store.board_results(&event, case.board.number).unwrap().unwrap();
        assert_eq!(five.traveller.lines[3].score_ns, Some(-100));
        let six = casebook::bridge::BoardNumber::new(6).unwrap();
        assert_eq!(store.board_results(&event, six).unwrap().unwrap().traveller.lines.len(), 4);
    }

    fn a_file_of_another_event_keeps_nothing(archive) {
        let (mut store, case) = with_samples(archive);
        let other: Vec<String> = BOARD5
            .lines()
            .enumerate()
            .map(|(i, l)| if i == 0 { format!("event,{l}") } else { format!("Friday Pairs,{l}") })
            .collect();
        let other = other.join("\n");
        let refused = import(&mut store, &other, &case.identity.event);
        assert!(!refused.report.file_refusals.is_empty());
        assert!(refused.to_string().contains("the file is for the event \"Friday Pairs\""), "{refused}");
        assert!(store.results_events().unwrap().is_empty());
    }

    fn the_case_line_is_found_and_the_ruling_rescores_the_field(archive) {
        let (mut store, case) = with_samples(archive);
        let event = case.identity.event.clone();
        assert!(matches!(case_field(&store, &case), Err(FieldError::NoResults(_))));
        import(&mut store, BOARD5, &event);
        let field = case_field(&store, &case).unwrap();
        // The case's table result, 4♠ doubled two down by East, is on table 3 only.
        assert_eq!(field.line, CaseLine::TableResult(2));
        assert_eq!(field.ruling_problem, None);
        assert_eq!(field.field_scores(), vec![620, 650, -100, 620, 170, 100, -200]);
        let json = serde_json::to_value(TravellerJson::new(&field.field, true)).unwrap();
        assert_eq!(json["board"], 5);
        assert_eq!(json["top"], 14);
        let mp = |i: usize, key: &str| json["lines"][i][key].as_f64().unwrap();
        assert_eq!((mp(2, "mp_ns"), mp(2, "mp_ns_adjusted")), (8.0, 10.0));
        assert_eq!((mp(0, "mp_ns"), mp(0, "mp_ns_adjusted")), (11.0, 10.0));
        assert_eq!((mp(1, "mp_ns"), mp(1, "mp_ns_adjusted")), (14.0, 14.0));
        let total: f64 = (0..8).map(|i| mp(i, "mp_ns_adjusted") + mp(i, "mp_ew_adjusted")).sum();
        assert_eq!(total, 8.0 * 14.0);

        // The committee says the case was table 7 instead: that line takes the ruling.
        let table = CaseTable { section: None, ns: 7, ew: 17 };
        store.set_case_table(case.uuid, Some(&table)).unwrap();
        assert_eq!(store.case_table(case.uuid).unwrap(), Some(table));
        assert_eq!(case_field(&store, &case).unwrap().line, CaseLine::Chosen(6));
        let missing = CaseTable { section: None, ns: 9, ew: 19 };
        store.set_case_table(case.uuid, Some(&missing)).unwrap();
        assert_eq!(case_field(&store, &case).unwrap().line, CaseLine::ChosenMissing(missing));
        store.set_case_table(case.uuid, None).unwrap();
        assert_eq!(case_field(&store, &case).unwrap().line, CaseLine::TableResult(2));
    }
}
