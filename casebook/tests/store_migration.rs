//! A database made by the first schema opens in the current one: migrated forward, its cases
//! intact and searchable.

mod store_support;

use casebook::store::schema::SCHEMA_VERSION;
use casebook::store::sqlite::migrations::MIGRATION_1;
use casebook::store::{Store, check_at};
use rusqlite::Connection;
use store_support::Scratch;
use uuid::Uuid;

const UUID: &str = "0e5a3c1d-7f42-4b8a-9d61-2c4f8e9a0b13";

/// A version-1 database written with the version-1 SQL, holding one case entered by hand the
/// way version 1 stored it.
fn make_version_1(path: &std::path::Path) {
    let conn = Connection::open(path).unwrap();
    conn.execute_batch(MIGRATION_1).unwrap();
    conn.pragma_update(None, "user_version", 1).unwrap();
    conn.execute(
        "INSERT INTO cases (id, uuid, revision, created, updated, case_number, year, board_number, dealer,
                            vulnerability, deal, auction_dealer, facts_agreed, status)
         VALUES (1, ?1, 3, '2023-04-01T10:00:00Z', '2023-04-02T11:00:00Z', '7', 2023, 5, 'N', 'NS',
                 'N:AKQ2.T98..J98765 - - -', 'N', 'Восток долго думал, затем спасовал. Жалобу подал Север.',
                 'heard')",
        [UUID],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO case_subjects (case_id, position, subject) VALUES (1, 0, 'break_in_tempo')",
        [],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO auction_calls (case_id, position, call) VALUES (1, 0, '1C')",
        [],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO auction_calls (case_id, position, call, annotation_position, has_tempo, tempo_seconds)
         VALUES (1, 1, 'Pass', 0, 1, 20)",
        [],
    )
    .unwrap();
}

#[test]
fn a_first_schema_database_opens_migrated_with_its_case() {
    let scratch = Scratch::new();
    let path = scratch.path("v1.sqlite");
    make_version_1(&path);
    let before = check_at(&path, &mut |_| {});
    assert_eq!(before.schema_version, Some(1));
    assert!(
        !before.is_sound(),
        "an old schema is reported until migrated"
    );

    let store = Store::open(&path).unwrap();
    let after = check_at(&path, &mut |_| {});
    assert_eq!(after.schema_version, Some(SCHEMA_VERSION));
    assert!(after.is_sound(), "{:?}", after.findings());

    let case = store.load_case(Uuid::parse_str(UUID).unwrap()).unwrap();
    assert_eq!(case.revision, 3);
    assert_eq!(case.identity.case_number, "7");
    assert_eq!(
        case.language, "ru",
        "migration 2 gives old cases the language they were written in"
    );
    assert_eq!(case.board.number.get(), 5);
    assert_eq!(case.auction.calls.calls().len(), 2);
    let tempo = case
        .auction
        .annotation(1)
        .and_then(|a| a.tempo.clone())
        .unwrap();
    assert_eq!(tempo.seconds, Some(20));

    // Migration 2 indexed the old case: an inflected query finds it.
    let hits = store.search_cases("жалоба", 5).unwrap();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].uuid, case.uuid);
}

#[test]
fn a_migrated_case_saves_like_a_new_one() {
    let scratch = Scratch::new();
    let path = scratch.path("v1.sqlite");
    make_version_1(&path);
    let mut store = Store::open(&path).unwrap();
    let mut case = store.load_case(Uuid::parse_str(UUID).unwrap()).unwrap();
    case.write_up = "Решение оставлено в силе.".into();
    let saved = store.save_case(&case, 3).unwrap();
    assert_eq!(saved.revision, 4);
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.load_case(saved.uuid).unwrap(), saved);
}

#[test]
fn a_new_database_is_at_the_current_version_and_sound() {
    let scratch = Scratch::new();
    let path = scratch.path("sub/dir/new.sqlite");
    let store = Store::create_or_open(&path).unwrap();
    let report = store.check();
    assert_eq!(report.schema_version, Some(SCHEMA_VERSION));
    assert!(report.is_sound(), "{:?}", report.findings());
    let journal: String = Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(journal, "wal");
}
