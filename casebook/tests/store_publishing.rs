//! The store's side of publishing a casebook. Reading the year's cases at once gives each case
//! as a single load does. Marking them published in one transaction stores what a save of each
//! published case would have stored; a case saved meanwhile is reported (its text kept among
//! the conflicts) while the others are marked; a failure of the database marks nothing. The
//! cases are the shipped samples (`assets/samples/README.md`: seven of the ten are reviewed,
//! У-04 and У-08 decided, У-10 a draft).

mod store_support;

use casebook::case::{Case, CaseStatus, ReviewNote};
use casebook::publish::{EDITION_NOTE_AUTHOR, EditionRecord, editions_of};
use casebook::samples::{load_into, sample_cases};
use casebook::store::{CaseFilter, CaseSummary, Store, StoreError};
use chrono::{TimeZone, Utc};
use rusqlite::Connection;
use std::time::Duration;
use store_support::archives::TestArchive;

/// The note the casebook publisher writes for edition 1 of 2026, in HTML.
fn edition_note() -> ReviewNote {
    EditionRecord {
        year: 2026,
        edition: 1,
        format: "html".into(),
        at: Utc.with_ymd_and_hms(2026, 12, 20, 18, 0, 0).single(),
    }
    .note()
}

/// The archive (`cases`) or another of the same engine, with the samples loaded.
fn sample_store(archive: &TestArchive, name: &str) -> Store {
    let mut store = if name == "cases" {
        archive.open()
    } else {
        archive.open_other(name)
    };
    load_into(&mut store).expect("the samples load");
    store
}

/// The stored cases with the given status, as read, in case-number order.
fn cases_with(store: &Store, status: CaseStatus) -> Vec<Case> {
    store
        .list_cases(&CaseFilter {
            status: Some(status),
            ..CaseFilter::default()
        })
        .expect("list")
        .iter()
        .map(|s| store.load_case(s.heading.uuid).expect("load"))
        .collect()
}

fn summaries(store: &Store) -> Vec<CaseSummary> {
    store.list_cases(&CaseFilter::default()).expect("list")
}

fn find<'a>(cases: &'a [Case], number: &str) -> &'a Case {
    cases
        .iter()
        .find(|c| c.identity.case_number == number)
        .unwrap_or_else(|| panic!("sample {number}"))
}

on_both_engines! {
    fn reading_many_cases_gives_each_as_a_single_load_does(archive) {
        let store = sample_store(archive, "cases");
        let mut uuids: Vec<_> = summaries(&store).iter().map(|s| s.heading.uuid).collect();
        assert_eq!(uuids.len(), 10);
        uuids.reverse();
        // A case asked twice is given twice.
        uuids.push(uuids[0]);
        let mut told = Vec::new();
        let cases = store
            .load_cases(&uuids, &mut |done| told.push(done))
            .expect("loaded");
        // Read together, a batch's lists a statement each: told once for the batch.
        assert_eq!(told, [11]);
        let singly: Vec<Case> = uuids
            .iter()
            .map(|&uuid| store.load_case(uuid).expect("load"))
            .collect();
        // Every list with its own case: polls with their answers, the explanations of
        // alerted calls, the ruling's and the decision's outcomes.
        assert!(singly.iter().any(|c| c.polls.iter().any(|p| !p.pollees.is_empty())));
        assert!(singly
            .iter()
            .any(|c| c.auction.annotations.iter().any(|a| !a.explanations.is_empty())));
        assert!(singly.iter().any(|c| {
            !c.ruling.adjusted.outcomes.is_empty() && !c.decision.adjusted.outcomes.is_empty()
        }));
        assert_eq!(cases, singly, "the same cases, in the order asked");
        assert_eq!(store.load_cases(&[], &mut |_| {}).expect("none").len(), 0);

        let missing = uuid::Uuid::from_u128(0x5eed);
        let err = store
            .load_cases(&[uuids[0], missing], &mut |_| {})
            .expect_err("not stored");
        assert!(
            matches!(err, StoreError::NoSuchCase { uuid } if uuid == missing),
            "{err:?}"
        );
        // The failed read leaves no transaction open: a write still goes through.
        let mut store = store;
        let mut case = singly[0].clone();
        case.write_up.push_str(" Правка.");
        store
            .save_case(&case, case.revision)
            .expect("saved after the failed read");
    }

    fn marking_stores_what_a_save_of_the_published_case_would(archive) {
        let mut marked_store = sample_store(archive, "marked");
        let mut saved_store = sample_store(archive, "saved");
        let reviewed = cases_with(&marked_store, CaseStatus::Reviewed);
        assert_eq!(reviewed.len(), 7);
        let note = edition_note();

        let marks = marked_store
            .mark_published(&reviewed, &note)
            .expect("marked");
        assert!(marks.unmarked.is_empty(), "{:?}", marks.unmarked);
        let expected: Vec<_> = reviewed.iter().map(|c| (c.uuid, c.revision + 1)).collect();
        assert_eq!(
            marks.marked, expected,
            "each one revision up, in the order given"
        );

        // The same cases the way publishing marked them before: one full save each.
        for case in &reviewed {
            let mut published = case.clone();
            published.review.status = CaseStatus::Published;
            published.review.notes.push(note.clone());
            saved_store
                .save_case(&published, case.revision)
                .expect("saved");
        }
        for case in &reviewed {
            let marked = marked_store.load_case(case.uuid).expect("load marked");
            let mut saved = saved_store.load_case(case.uuid).expect("load saved");
            assert_eq!(marked.audit.updated, marks.updated);
            assert!(marked.audit.updated > case.audit.updated);
            // Only the moment of the save differs.
            saved.audit.updated = marked.audit.updated;
            assert_eq!(marked, saved, "{}", case.identity.case_number);
        }
        // The case list and the full-text index agree too.
        let list = |store: &Store| -> Vec<_> {
            summaries(store)
                .into_iter()
                .map(|s| (s.heading.uuid, s.heading.revision, s.status, s.subjects))
                .collect()
        };
        assert_eq!(list(&marked_store), list(&saved_store));
        // У-07's claim «Партнёр, ходи в черву» (samples README) is in its prose.
        let hits = |store: &Store| -> Vec<_> {
            store
                .search_cases("ходи в черву", 10)
                .expect("search")
                .into_iter()
                .map(|h| (h.uuid, h.snippet))
                .collect()
        };
        assert!(!hits(&marked_store).is_empty());
        assert_eq!(hits(&marked_store), hits(&saved_store));
        assert!(marked_store.conflicts(None).expect("conflicts").is_empty());
    }

    fn a_marked_case_loads_published_with_its_edition(archive) {
        let mut store = sample_store(archive, "cases");
        let reviewed = cases_with(&store, CaseStatus::Reviewed);
        let case = find(&reviewed, "У-01");
        let marks = store
            .mark_published(std::slice::from_ref(case), &edition_note())
            .expect("marked");
        assert_eq!(marks.marked, [(case.uuid, case.revision + 1)]);

        let loaded = store.load_case(case.uuid).expect("load");
        assert_eq!(loaded.status(), CaseStatus::Published);
        assert_eq!(loaded.revision, case.revision + 1);
        assert_eq!(
            loaded.review.notes[..case.review.notes.len()],
            case.review.notes[..],
            "the notes already there are kept, in order"
        );
        let last = loaded.review.notes.last().expect("the edition note");
        assert_eq!(last.by, EDITION_NOTE_AUTHOR);
        let editions = editions_of(&loaded);
        assert_eq!(editions.len(), 1);
        assert_eq!(
            (
                editions[0].year,
                editions[0].edition,
                editions[0].format.as_str()
            ),
            (2026, 1, "html")
        );
        assert_eq!(editions[0].at, edition_note().at);
        // The other reviewed cases were not touched.
        for other in reviewed.iter().filter(|c| c.uuid != case.uuid) {
            assert_eq!(&store.load_case(other.uuid).expect("load"), other);
        }
    }

    fn a_case_saved_meanwhile_is_reported_and_the_others_are_still_marked(archive) {
        let mut publisher = sample_store(archive, "cases");
        let reviewed = cases_with(&publisher, CaseStatus::Reviewed);

        // Another window edits У-03 after the publisher read it.
        let mut editor = archive.open();
        let mut edited = editor
            .load_case(find(&reviewed, "У-03").uuid)
            .expect("load");
        edited.write_up.push_str("\n\nДополнение редактора.");
        let edited = editor.save_case(&edited, edited.revision).expect("saved");

        let marks = publisher
            .mark_published(&reviewed, &edition_note())
            .expect("the transaction commits");
        assert_eq!(marks.marked.len(), 6);
        assert!(!marks.marked.iter().any(|(uuid, _)| *uuid == edited.uuid));
        assert_eq!(marks.unmarked.len(), 1);
        let (uuid, error) = &marks.unmarked[0];
        assert_eq!(*uuid, edited.uuid);
        assert!(
            matches!(
                error,
                StoreError::Conflict { stored_revision, your_revision, .. }
                    if *stored_revision == edited.revision && *your_revision == edited.revision - 1
            ),
            "{error:?}"
        );
        // The reason reads as a save's conflict does.
        assert!(
            error
                .to_string()
                .contains("was saved by someone else in the meantime"),
            "{error}"
        );

        // The edit stands, still reviewed; its published text is kept among the conflicts.
        assert_eq!(publisher.load_case(edited.uuid).expect("load"), edited);
        let kept = publisher.conflicts(Some(edited.uuid)).expect("conflicts");
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].source, "save");
        assert_eq!(kept[0].case.status(), CaseStatus::Published);
        assert_eq!(editions_of(&kept[0].case).len(), 1);
        // The others are marked.
        for (uuid, revision) in &marks.marked {
            let case = editor.load_case(*uuid).expect("load");
            assert_eq!(
                (case.status(), case.revision),
                (CaseStatus::Published, *revision)
            );
        }
    }

    fn cases_that_cannot_move_to_published_are_reported(archive) {
        let mut store = sample_store(archive, "cases");
        let decided = cases_with(&store, CaseStatus::Decided);
        let reviewed = cases_with(&store, CaseStatus::Reviewed);
        // У-04 is decided: published is two steps on. A case never stored cannot be marked.
        let u04 = find(&decided, "У-04").clone();
        let never_stored = sample_cases()
            .expect("samples")
            .into_iter()
            .map(|mut c| {
                c.uuid = uuid::Uuid::from_u128(0x5eed);
                c.revision = 0;
                c
            })
            .next()
            .expect("a sample");
        let u01 = find(&reviewed, "У-01").clone();
        let marks = store
            .mark_published(
                &[u04.clone(), never_stored.clone(), u01.clone()],
                &edition_note(),
            )
            .expect("the transaction commits");
        assert_eq!(marks.marked, [(u01.uuid, u01.revision + 1)]);
        let reasons: Vec<_> = marks.unmarked.iter().map(|(u, e)| (*u, e)).collect();
        assert!(matches!(
            reasons[0],
            (uuid, StoreError::IllegalStatusChange { from: CaseStatus::Decided, to: CaseStatus::Published, .. })
                if uuid == u04.uuid
        ));
        assert!(matches!(
            reasons[1],
            (uuid, StoreError::NoSuchCase { .. }) if uuid == never_stored.uuid
        ));
        assert_eq!(store.load_case(u04.uuid).expect("load"), u04);
    }
}

/// The `(status, revision, notes)` of every stored case.
fn state(store: &Store) -> Vec<(CaseStatus, u64, usize)> {
    summaries(store)
        .iter()
        .map(|s| {
            let case = store.load_case(s.heading.uuid).expect("load");
            (case.status(), case.revision, case.review.notes.len())
        })
        .collect()
}

on_both_engines! {
fn nothing_is_marked_when_the_transaction_fails_part_way(archive) {
    let mut store = sample_store(archive, "cases");
    let reviewed = cases_with(&store, CaseStatus::Reviewed);
    // Another window saved У-02 meanwhile, so its conflict would be kept too.
    let mut editor = archive.open();
    let mut u02 = editor
        .load_case(find(&reviewed, "У-02").uuid)
        .expect("load");
    u02.write_up.push_str(" Правка.");
    editor.save_case(&u02, u02.revision).expect("saved");
    let before = state(&store);

    // The database refuses the write of the last case (a trigger made for the test), after the
    // others were written in the same transaction.
    let last = reviewed.last().expect("a case");
    archive.tamper(&if archive.is_server() {
        format!(
            "CREATE FUNCTION refuse_mark() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN RAISE EXCEPTION 'disk refused the write'; END $$;
             CREATE TRIGGER refuse_mark BEFORE UPDATE OF status ON cases
             FOR EACH ROW WHEN (OLD.uuid = '{}') EXECUTE FUNCTION refuse_mark();",
            last.uuid
        )
    } else {
        format!(
            "CREATE TRIGGER refuse_mark BEFORE UPDATE OF status ON cases
             WHEN OLD.uuid = '{}' BEGIN SELECT RAISE(ABORT, 'disk refused the write'); END;",
            last.uuid
        )
    });

    let err = store
        .mark_published(&reviewed, &edition_note())
        .expect_err("the last write fails");
    assert!(err.to_string().contains("disk refused the write"), "{err}");
    assert_eq!(state(&store), before, "no case marked");
    assert!(
        store.conflicts(None).expect("conflicts").is_empty(),
        "the conflict of the failed transaction is not kept either"
    );
}
}

#[test]
fn nothing_is_marked_when_the_database_is_locked() {
    let archive = TestArchive::sqlite();
    let path = archive.location.file().expect("a file").to_path_buf();
    drop(sample_store(&archive, "cases"));
    let mut store =
        Store::open_with(&path, false, Duration::from_millis(50)).expect("open, short wait");
    let reviewed = cases_with(&store, CaseStatus::Reviewed);
    let before = state(&store);
    let other = Connection::open(&path).expect("another program");
    other.execute_batch("BEGIN IMMEDIATE").expect("write lock");

    let err = store
        .mark_published(&reviewed, &edition_note())
        .expect_err("locked");
    assert!(matches!(err, StoreError::Locked { .. }), "{err:?}");
    other.execute_batch("ROLLBACK").expect("release");
    assert_eq!(state(&store), before);
}
