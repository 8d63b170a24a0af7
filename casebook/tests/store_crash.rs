//! A process killed in the middle of a write: the database opens and holds the last committed
//! state. The test executable re-invokes itself as the writer.

mod store_support;

use casebook::case::Case;
use casebook::store::{CaseFilter, Store};
use rusqlite::Connection;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use store_support::{Scratch, full_case};

/// Set in the child: the database it writes to.
const WRITER_DB: &str = "CASEBOOK_TEST_KILLED_WRITER_DB";

/// The writer's part: commit one case through the store, then begin a large write and wait
/// to be killed before committing it.
fn run_writer(path: &str) {
    let mut store = Store::create_or_open(path).expect("store");
    store.save_case(&full_case(), 0).expect("first save");
    drop(store);
    let conn = Connection::open(path).expect("connection");
    conn.execute_batch("BEGIN IMMEDIATE").expect("begin");
    conn.execute(
        "UPDATE cases SET write_up = 'не сохранено', revision = revision + 1",
        [],
    )
    .expect("update");
    // Enough rows that pages spill from the cache into the write-ahead log.
    let filler = "х".repeat(1000);
    for i in 0..5000 {
        conn.execute(
            "INSERT INTO statements (case_id, position, speaker, text) VALUES (1, ?1, 'Север', ?2)",
            rusqlite::params![100 + i, filler],
        )
        .expect("insert");
    }
    println!("in transaction");
    std::io::stdout().flush().expect("flush");
    loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
    }
}

#[test]
fn a_writer_killed_before_commit_leaves_the_last_committed_state() {
    if let Ok(path) = std::env::var(WRITER_DB) {
        run_writer(&path);
        return;
    }
    let scratch = Scratch::new();
    let path = scratch.path("cases.sqlite");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "a_writer_killed_before_commit_leaves_the_last_committed_state",
            "--nocapture",
        ])
        .env(WRITER_DB, &path)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut seen = false;
    for line in BufReader::new(stdout).lines() {
        if line.unwrap().contains("in transaction") {
            seen = true;
            break;
        }
    }
    assert!(seen, "the writer reached the middle of its transaction");
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        path.with_extension("sqlite-wal").exists(),
        "the killed writer left its log behind"
    );

    let store = Store::open(&path).unwrap();
    let report = store.check();
    assert!(report.is_sound(), "{:?}", report.findings());
    let cases = store.list_cases(&CaseFilter::default()).unwrap();
    assert_eq!(cases.len(), 1);
    let loaded: Case = store.load_case(cases[0].heading.uuid).unwrap();
    let mut expected = full_case();
    expected.revision = 1;
    expected.audit.updated = loaded.audit.updated;
    assert_eq!(
        loaded, expected,
        "the committed case, without the uncommitted edit"
    );
}
