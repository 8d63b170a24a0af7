//! Two writers on one file: the later save gets a conflict, and both texts survive.

mod store_support;

use casebook::store::{Store, StoreError};
use rusqlite::Connection;
use std::time::{Duration, Instant};
use store_support::{Scratch, full_case};

on_both_engines! {
    fn the_later_of_two_writers_gets_a_conflict_and_both_texts_survive(archive) {
        let mut first = archive.open();
        let mut second = archive.open();
        let saved = first.save_case(&full_case(), 0).unwrap();

        // Both windows load revision 1 and edit it.
        let mut mine = first.load_case(saved.uuid).unwrap();
        let mut theirs = second.load_case(saved.uuid).unwrap();
        mine.write_up = "Текст первого окна.".into();
        theirs.write_up = "Текст второго окна.".into();

        let mine = first.save_case(&mine, 1).unwrap();
        assert_eq!(mine.revision, 2);
        match second.save_case(&theirs, 1) {
            Err(StoreError::Conflict {
                uuid,
                stored_revision,
                your_revision,
            }) => {
                assert_eq!((uuid, stored_revision, your_revision), (saved.uuid, 2, 1));
            }
            other => panic!("expected a conflict, got {other:?}"),
        }

        // The first writer's text is the case; the second's is kept, seen from either connection.
        assert_eq!(
            second.load_case(saved.uuid).unwrap().write_up,
            "Текст первого окна."
        );
        let kept = first.conflicts(Some(saved.uuid)).unwrap();
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].case.write_up, "Текст второго окна.");
        assert_eq!((kept[0].stored_revision, kept[0].your_revision), (2, 1));
        assert_eq!(kept[0].source, "save");

        // The second writer reloads, merges by hand and saves over the current revision.
        let mut merged = second.load_case(saved.uuid).unwrap();
        merged.write_up = format!("{} {}", merged.write_up, kept[0].case.write_up);
        let merged = second.save_case(&merged, 2).unwrap();
        assert_eq!(merged.revision, 3);
        assert!(second.dismiss_conflict(kept[0].id).unwrap());
        assert!(first.conflicts(None).unwrap().is_empty());
    }

    fn a_save_over_a_case_deleted_meanwhile_is_kept_as_a_conflict(archive) {
        let mut first = archive.open();
        let mut second = archive.open();
        let saved = first.save_case(&full_case(), 0).unwrap();
        first.delete_case(saved.uuid, 1).unwrap();
        assert!(matches!(
            second.save_case(&saved, 1),
            Err(StoreError::Conflict {
                stored_revision: 0,
                your_revision: 1,
                ..
            })
        ));
        assert_eq!(first.conflicts(Some(saved.uuid)).unwrap().len(), 1);
    }
}

#[test]
fn a_writer_waits_for_the_busy_timeout_then_reports_the_lock() {
    let scratch = Scratch::new();
    let path = scratch.path("cases.sqlite");
    let mut store = Store::open_with(&path, true, Duration::from_millis(300)).unwrap();
    let saved = store.save_case(&full_case(), 0).unwrap();

    // Another process holds the write lock.
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch("BEGIN IMMEDIATE; UPDATE cases SET event = 'x';")
        .unwrap();

    let started = Instant::now();
    let mut edited = saved.clone();
    edited.write_up = "Правка во время блокировки.".into();
    assert!(matches!(
        store.save_case(&edited, 1),
        Err(StoreError::Locked { .. })
    ));
    assert!(
        started.elapsed() >= Duration::from_millis(250),
        "the busy timeout was waited out"
    );
    // Readers are not blocked by a writer in WAL mode.
    assert_eq!(store.load_case(saved.uuid).unwrap(), saved);

    other.execute_batch("ROLLBACK").unwrap();
    assert_eq!(store.save_case(&edited, 1).unwrap().revision, 2);
}
