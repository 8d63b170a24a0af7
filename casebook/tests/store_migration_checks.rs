//! Schema 4 rebuilds five tables to write their CHECK constraints as comparisons (see
//! `casebook/src/store/migrations/0004_checks_as_comparisons.sql`). A third-schema database must
//! come through with every row of every case, the constraints must refuse what they refused,
//! and a damaged file must be refused untouched rather than half migrated.

mod store_support;

use casebook::samples;
use casebook::store::schema::{REQUIRED_TABLES, SCHEMA_VERSION};
use casebook::store::sqlite::migrations::{MIGRATION_1, MIGRATION_2, MIGRATION_3};
use casebook::store::{Store, StoreError, check_at};
use rusqlite::Connection;
use std::path::Path;
use store_support::{Scratch, full_case};

/// The tables holding the case record, parents before children (the required tables but the
/// text index, which holds no copy of the text to copy, and the later schemas' double-dummy
/// cache, which is no part of a case).
fn record_tables() -> impl Iterator<Item = &'static str> {
    REQUIRED_TABLES
        .iter()
        .copied()
        // Tables added after schema 3: the analyses of deals, the precedent digests, the
        // votes, an event's results with the tables the cases were played at, the archive's
        // identity and settings, a replica's record of its archive, the casebook's panels, the
        // texts of the law library and the served polls.
        .filter(|t| {
            *t != "case_text"
                && !t.starts_with("dd_")
                && !t.starts_with("result_")
                && !t.starts_with("replica_")
                && !matches!(
                    *t,
                    "case_digests"
                        | "votes"
                        | "case_tables"
                        | "archive_identity"
                        | "archive_settings"
                        | "panels"
                        | "panel_members"
                        | "panel_comments"
                        | "library_texts"
                )
                && !t.starts_with("served_")
        })
}

/// A database made with the first three migrations' SQL, at version 3.
fn make_version_3(path: &Path) -> Connection {
    let conn = Connection::open(path).unwrap();
    for sql in [MIGRATION_1, MIGRATION_2, MIGRATION_3] {
        conn.execute_batch(sql).unwrap();
    }
    conn.pragma_update(None, "user_version", 3).unwrap();
    conn
}

/// A version-3 database holding, row for row, the cases of a current database: the sample
/// cases and a case with every part of the record filled in, copied column by column by name
/// (a later schema added columns to some tables).
fn version_3_with_cases(scratch: &Scratch) -> (std::path::PathBuf, Store) {
    let current = scratch.path("current.sqlite");
    let mut store = Store::create_or_open(&current).unwrap();
    samples::load_into(&mut store).unwrap();
    store.save_case(&full_case(), 0).unwrap();
    let old = scratch.path("v3.sqlite");
    let conn = make_version_3(&old);
    conn.execute("ATTACH DATABASE ?1 AS current", [current.to_str().unwrap()])
        .unwrap();
    for table in record_tables() {
        // The columns the old table has (a later schema added some at the end).
        let columns: Vec<String> = conn
            .prepare(&format!(
                "SELECT name FROM pragma_table_info('{table}', 'main')"
            ))
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let columns = columns.join(", ");
        conn.execute_batch(&format!(
            "INSERT INTO main.{table} ({columns}) SELECT {columns} FROM current.{table}"
        ))
        .unwrap();
    }
    conn.execute_batch("DETACH DATABASE current").unwrap();
    (old, store)
}

fn count(conn: &Connection, table: &str) -> i64 {
    conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |row| {
        row.get(0)
    })
    .unwrap()
}

#[test]
fn a_third_schema_database_keeps_every_row_of_every_case() {
    let scratch = Scratch::new();
    let (old, current) = version_3_with_cases(&scratch);
    let before: Vec<i64> = {
        let conn = Connection::open(&old).unwrap();
        record_tables().map(|t| count(&conn, t)).collect()
    };
    for (table, rows) in record_tables().zip(&before) {
        assert!(
            *rows > 0 || table == "conflicts",
            "{table} has rows to carry over"
        );
    }

    let migrated = Store::open(&old).unwrap();
    let report = check_at(&old, &mut |_| {});
    assert_eq!(report.schema_version, Some(SCHEMA_VERSION));
    assert!(report.is_sound(), "{:?}", report.findings());
    let after: Vec<i64> = {
        let conn = Connection::open(&old).unwrap();
        record_tables().map(|t| count(&conn, t)).collect()
    };
    assert_eq!(before, after, "dropping the old tables cascaded to no row");

    let shipped: Vec<_> = samples::sample_cases()
        .unwrap()
        .iter()
        .map(|c| c.uuid)
        .collect();
    let mut uuids = shipped.clone();
    uuids.push(full_case().uuid);
    for uuid in uuids {
        let mut expected = current.load_case(uuid).unwrap();
        // Schema 12 marks the training cases an earlier version shipped, known by their
        // UUIDs; nothing else of them changes.
        expected.training = shipped.contains(&uuid);
        assert_eq!(
            migrated.load_case(uuid).unwrap(),
            expected,
            "case {uuid} reads the same after the migration"
        );
    }
}

#[test]
fn after_the_migration_foreign_keys_hold_again() {
    let scratch = Scratch::new();
    let (old, _current) = version_3_with_cases(&scratch);
    let mut store = Store::open(&old).unwrap();
    let case = store.load_case(full_case().uuid).unwrap();
    store.delete_case(case.uuid, case.revision).unwrap();
    drop(store);
    let conn = Connection::open(&old).unwrap();
    let orphans: i64 = conn
        .query_row(
            "SELECT count(*) FROM case_people WHERE case_id NOT IN (SELECT id FROM cases)",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(orphans, 0, "deleting a case still deletes its people");
}

#[test]
fn the_rewritten_constraints_refuse_what_the_old_ones_refused() {
    let scratch = Scratch::new();
    let path = scratch.path("new.sqlite");
    let mut store = Store::create_or_open(&path).unwrap();
    let case = store.save_case(&full_case(), 0).unwrap();
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let refused = [
        "UPDATE cases SET dealer = 'X'",
        "UPDATE cases SET vulnerability = 'Both'",
        "UPDATE cases SET status = 'lost'",
        "UPDATE cases SET scoring = 'rubber'",
        "UPDATE cases SET decision_outcome = 'reversed'",
        "UPDATE cases SET law_edition = 1066",
        "UPDATE case_people SET seat = 'Z'",
        "UPDATE case_people SET kind = 'kibitzer'",
        "UPDATE case_people SET committee_role = 'guest' WHERE kind = 'committee'",
        "UPDATE call_explanations SET to_seat = 'north'",
        "UPDATE statements SET seat = 'n'",
        "UPDATE adjusted_outcomes SET declarer = 'NS'",
    ];
    for sql in refused {
        let error = conn.execute(sql, []).expect_err(sql);
        assert!(
            error.to_string().contains("CHECK constraint failed"),
            "{sql}: {error}"
        );
    }
    // NULL passes as before, where the column allows it.
    conn.execute(
        "UPDATE cases SET scoring = NULL, decision_outcome = NULL",
        [],
    )
    .unwrap();
    conn.execute("UPDATE statements SET seat = NULL", [])
        .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.load_case(case.uuid).unwrap().identity.scoring, None);
}

#[test]
fn a_file_with_dangling_rows_is_refused_and_left_at_its_version() {
    let scratch = Scratch::new();
    let path = scratch.path("v3-damaged.sqlite");
    let conn = make_version_3(&path);
    // Written by a program with foreign keys off: a call of a case that does not exist.
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    conn.execute(
        "INSERT INTO auction_calls (case_id, position, call) VALUES (42, 0, '1C')",
        [],
    )
    .unwrap();
    drop(conn);

    let error = Store::open(&path).map(|_| ()).unwrap_err();
    assert!(
        matches!(&error, StoreError::Corrupt { detail, .. } if detail.contains("refer to rows that do not exist")),
        "{error}"
    );
    let conn = Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, 3, "nothing of the migration was committed");
    assert_eq!(count(&conn, "auction_calls"), 1);
}

/// A check tells each stage as it begins, in order, so that a terminal can show where a long
/// check of an archive is; a file that is no database stops before any stage.
#[test]
fn a_check_tells_its_stages_in_order_and_a_file_that_is_no_database_none() {
    let scratch = Scratch::new();
    let path = scratch.path("staged.sqlite");
    let mut store = Store::create_or_open(&path).unwrap();
    store.save_case(&full_case(), 0).unwrap();
    drop(store);
    let mut stages = Vec::new();
    let report = casebook::store::check_at(&path, &mut |stage| stages.push(stage));
    assert!(report.is_sound(), "{:?}", report.findings());
    use casebook::store::CheckStage::*;
    assert_eq!(stages, vec![Integrity, ForeignKeys, Tables, DoubleDummy]);
    assert_eq!(
        stages.iter().map(|s| s.number()).collect::<Vec<_>>(),
        (1..=casebook::store::CheckStage::COUNT).collect::<Vec<_>>()
    );

    let text = scratch.path("notes.txt");
    std::fs::write(&text, "a casebook this is not").unwrap();
    let mut stages = Vec::new();
    let report = casebook::store::check_at(&text, &mut |stage| stages.push(stage));
    assert!(!report.is_sound());
    assert!(stages.is_empty());
}
