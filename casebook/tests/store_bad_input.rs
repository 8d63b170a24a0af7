//! Files the store must refuse: each gives a clear error and is left byte for byte as it was.

mod store_support;

use casebook::store::schema::SCHEMA_VERSION;
use casebook::store::{Store, StoreError, check_at};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use std::time::Duration;
use store_support::{Scratch, full_case};

fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

/// A sound database holding the full case, closed (so its log is checkpointed into the file).
fn database(scratch: &Scratch) -> PathBuf {
    let path = scratch.path("cases.sqlite");
    let mut store = Store::create_or_open(&path).unwrap();
    store.save_case(&full_case(), 0).unwrap();
    drop(store);
    assert!(check_at(&path, &mut |_| {}).is_sound());
    path
}

/// Opens `path` both ways and checks it: each open fails as `expected` says, and the file is
/// unchanged; `check` reports it unsound.
fn assert_refused(path: &Path, expected: impl Fn(&StoreError) -> bool) {
    let before = bytes(path);
    for create in [false, true] {
        match Store::open_with(path, create, Duration::from_millis(200)) {
            Err(e) => {
                assert!(expected(&e), "unexpected error: {e:?}");
                assert!(
                    e.to_string().contains(&path.display().to_string()),
                    "the message names the file: {e}"
                );
            }
            Ok(_) => panic!("{} was opened", path.display()),
        }
        assert_eq!(bytes(path), before, "the file was changed");
    }
    assert!(!check_at(path, &mut |_| {}).is_sound());
    assert_eq!(bytes(path), before, "check changed the file");
}

#[test]
fn a_file_that_is_not_sqlite_is_refused() {
    let scratch = Scratch::new();
    let path = scratch.path("notes.sqlite");
    std::fs::write(
        &path,
        "Протокол заседания апелляционного комитета.\n".repeat(200),
    )
    .unwrap();
    assert_refused(&path, |e| matches!(e, StoreError::NotSqlite { .. }));
    let short = scratch.path("short.sqlite");
    std::fs::write(&short, "SQLite").unwrap();
    assert_refused(&short, |e| matches!(e, StoreError::NotSqlite { .. }));
    assert_eq!(
        check_at(&path, &mut |_| {}).findings(),
        ["not an SQLite database"]
    );
}

#[test]
fn a_corrupt_database_is_refused() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    // Overwrite the schema page after the 100-byte file header.
    let mut data = bytes(&path);
    for b in &mut data[100..4096] {
        *b = 0xA5;
    }
    std::fs::write(&path, &data).unwrap();
    assert_refused(&path, |e| matches!(e, StoreError::Corrupt { .. }));
}

#[test]
fn damage_inside_the_tables_is_found_by_check() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    let mut data = bytes(&path);
    let page = 4096;
    assert!(data.len() > 3 * page);
    // The second page's b-tree header: an invalid page type.
    data[page] = 0x7F;
    std::fs::write(&path, &data).unwrap();
    let report = check_at(&path, &mut |_| {});
    assert!(!report.is_sound());
    assert!(!report.findings().is_empty());
    assert_eq!(bytes(&path), data);
}

#[test]
fn a_database_from_a_newer_version_is_refused_untouched() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    let conn = Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    drop(conn);
    assert_refused(
        &path,
        |e| matches!(e, StoreError::NewerSchema { found, supported, .. } if *found == SCHEMA_VERSION + 1 && *supported == SCHEMA_VERSION),
    );
    assert!(
        check_at(&path, &mut |_| {})
            .findings()
            .iter()
            .any(|f| f.contains("newer")),
        "{:?}",
        check_at(&path, &mut |_| {}).findings()
    );
}

#[test]
fn a_read_only_file_is_refused_untouched() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    let mut permissions = std::fs::metadata(&path).unwrap().permissions();
    permissions.set_readonly(true);
    std::fs::set_permissions(&path, permissions.clone()).unwrap();
    let before = bytes(&path);
    for create in [false, true] {
        assert!(matches!(
            Store::open_with(&path, create, Duration::from_millis(200)),
            Err(StoreError::ReadOnly { .. })
        ));
    }
    assert_eq!(bytes(&path), before);
    // A read-only file can still be checked.
    assert!(
        check_at(&path, &mut |_| {}).is_sound(),
        "{:?}",
        check_at(&path, &mut |_| {}).findings()
    );
    #[allow(clippy::permissions_set_readonly_false)]
    permissions.set_readonly(false);
    std::fs::set_permissions(&path, permissions).unwrap();
}

#[test]
fn a_locked_database_is_refused_untouched() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    // Another program holds an exclusive lock on the file.
    let holder = Connection::open(&path).unwrap();
    holder
        .pragma_update(None, "locking_mode", "EXCLUSIVE")
        .unwrap();
    holder
        .execute_batch("BEGIN EXCLUSIVE; UPDATE cases SET event = 'чужая правка';")
        .unwrap();
    let before = bytes(&path);
    for create in [false, true] {
        assert!(matches!(
            Store::open_with(&path, create, Duration::from_millis(200)),
            Err(StoreError::Locked { .. })
        ));
    }
    assert_eq!(bytes(&path), before);
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.load_case(full_case().uuid).unwrap().identity.event,
        full_case().identity.event
    );
}

#[test]
fn another_programs_database_is_refused_untouched() {
    let scratch = Scratch::new();
    let path = scratch.path("other.sqlite");
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE scores (board INTEGER, ns INTEGER); INSERT INTO scores VALUES (1, 420);",
    )
    .unwrap();
    drop(conn);
    assert_refused(&path, |e| matches!(e, StoreError::NotCasebook { .. }));
}

#[test]
fn a_missing_file_is_not_created_by_open() {
    let scratch = Scratch::new();
    let path = scratch.path("missing.sqlite");
    assert!(matches!(
        Store::open(&path),
        Err(StoreError::NotFound { .. })
    ));
    assert!(!path.exists());
    assert!(!check_at(&path, &mut |_| {}).is_sound());
    assert!(!path.exists(), "check creates nothing");
}

#[test]
fn an_empty_file_is_refused_by_open_and_initialised_by_create() {
    let scratch = Scratch::new();
    let path = scratch.path("empty.sqlite");
    std::fs::write(&path, b"").unwrap();
    assert!(matches!(
        Store::open(&path),
        Err(StoreError::NotCasebook { .. })
    ));
    assert_eq!(bytes(&path), b"");
    let store = Store::create_or_open(&path).unwrap();
    assert!(store.check().is_sound());
}

#[test]
fn a_directory_is_refused() {
    let scratch = Scratch::new();
    assert!(matches!(
        Store::open(scratch.dir()),
        Err(StoreError::Io { .. })
    ));
}

#[test]
fn check_reports_rows_whose_case_is_gone() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    let conn = Connection::open(&path).unwrap();
    // As a program that does not enforce foreign keys would.
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    conn.execute(
        "INSERT INTO case_subjects (case_id, position, subject) VALUES (999, 0, 'claim')",
        [],
    )
    .unwrap();
    drop(conn);
    let report = check_at(&path, &mut |_| {});
    assert!(!report.is_sound());
    // Row 3: the full case has two subjects before it.
    assert_eq!(report.foreign_keys, ["case_subjects row 3 → cases"]);
}

/// The case list is read from an index its query names; a database that lost that index
/// (dropped by another program, say) is reported by `check`, and has it made again when it is
/// opened, so that its cases list again.
#[test]
fn a_lost_case_list_index_is_reported_and_made_again_on_open() {
    let scratch = Scratch::new();
    let path = database(&scratch);
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch("DROP INDEX cases_list").unwrap();
    drop(conn);
    let report = check_at(&path, &mut |_| {});
    assert!(!report.is_sound());
    assert_eq!(report.missing_indexes, ["cases_list"]);
    assert!(
        report
            .findings()
            .iter()
            .any(|f| f.starts_with("missing index: cases_list")),
        "{:?}",
        report.findings()
    );
    let store = Store::open(&path).unwrap();
    let listed = store
        .list_cases(&casebook::store::CaseFilter::default())
        .unwrap();
    assert_eq!(listed.len(), 1);
    drop(store);
    assert!(check_at(&path, &mut |_| {}).is_sound());
}
