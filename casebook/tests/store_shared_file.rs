//! One database file open in the window while the same process opens it again (the replica's
//! sync, the precedents, the autosave) and another program (the `sqlite3` shell, a backup
//! script, a database browser) opens and closes it: every connection keeps seeing what the
//! others committed.
//!
//! POSIX locks belong to the process: closing any descriptor of a file drops every lock the
//! process holds on it. A second open in the window's process that read the file outside SQLite
//! left the window's store without its lock; the next program to close the file then believed
//! itself the last, checkpointed and deleted the write-ahead log, and the window went on
//! writing into a deleted log that no other connection would ever read.
#![cfg(unix)]

mod store_support;

use casebook::store::{CaseFilter, Store};
use std::path::Path;
use std::process::Command;
use store_support::{Scratch, full_case};

fn case_numbers(store: &Store) -> Vec<String> {
    let mut numbers: Vec<String> = store
        .list_cases(&CaseFilter::default())
        .expect("list")
        .into_iter()
        .map(|c| c.heading.case_number)
        .collect();
    numbers.sort();
    numbers
}

fn numbered(number: &str) -> casebook::case::Case {
    let mut case = full_case();
    case.identity.case_number = number.to_string();
    case.uuid = uuid::Uuid::new_v4();
    case
}

/// Another program reads the file and closes it (Debian's `sqlite3`, installed by
/// `.ci/install-system-packages`).
fn another_program_reads(path: &Path) -> String {
    let output = Command::new("sqlite3")
        .arg(path)
        .arg("SELECT count(*) FROM cases")
        .output()
        .expect("the sqlite3 program (Debian package sqlite3) runs");
    assert!(
        output.status.success(),
        "sqlite3: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

#[test]
fn a_second_open_in_the_window_and_another_program_closing_the_file_lose_no_save() {
    let scratch = Scratch::new();
    let path = scratch.path("cases.sqlite");
    let wal = path.with_extension("sqlite-wal");
    let mut window = Store::create_or_open(&path).expect("the window's store");
    window.save_case(&numbered("У-01"), 0).expect("first save");

    // The same process opens the file again and closes it, as a background sync does.
    drop(Store::open(&path).expect("a second store in the same process"));
    assert_eq!(another_program_reads(&path), "1");
    assert!(
        wal.exists(),
        "the write-ahead log the window's store writes to is still there"
    );

    window
        .save_case(&numbered("У-02"), 0)
        .expect("a save after");
    assert_eq!(
        another_program_reads(&path),
        "2",
        "the other program sees it"
    );
    let fresh = Store::open(&path).expect("a fresh store");
    assert_eq!(
        case_numbers(&fresh),
        ["У-01", "У-02"],
        "a store opened after the window's save sees it"
    );
    drop(fresh);
    drop(window);
    let reopened = Store::open(&path).expect("reopened");
    assert_eq!(case_numbers(&reopened), ["У-01", "У-02"]);
    assert!(reopened.check().is_sound(), "{:?}", reopened.check());
}
