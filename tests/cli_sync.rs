//! `casebook sync`: a laptop's replica and the federation's archive, both ways, from the
//! command line — made the first time with --server, then by the address it remembers; killed
//! (`kill -9`) in the middle of receiving and of sending, and finished by the next sync with
//! nothing duplicated and nothing lost; a server that cannot be reached one line.

mod support;

use casebook::samples;
use casebook::store::{Bundle, CaseFilter, Location, Store};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use support::server::{self, PASSWORD, Server};
use support::{assert_one_line_failure, stdout_of, test_state_dir};

/// An archive on the throwaway server holding `count` synthetic cases; its address.
fn archive_of(server: &Server, count: usize) -> String {
    let url = server.url(&server.new_database());
    let mut store = Store::open_at(&Location::parse(&url).unwrap(), true).unwrap();
    let cases = samples::synthetic_cases(count, 0, |i| 2000 + (i % 20) as i32).unwrap();
    store.import_bundle(&Bundle::new(cases).to_json()).unwrap();
    url
}

/// Runs `casebook -v sync …` and kills it (SIGKILL) once its log says `stage` has done at
/// least a batch; whether it was killed before it finished.
fn kill_during(args: &[&str], stage: &str) -> bool {
    let mut child = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .arg("-v")
        .args(args)
        .env("CASEBOOK_STATE_DIR", test_state_dir())
        .env("PGPASSWORD", PASSWORD)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = BufReader::new(child.stderr.take().unwrap());
    for line in stderr.lines() {
        let line = line.unwrap();
        let Some((_, rest)) = line.split_once(&format!("sync: {stage}, ")) else {
            continue;
        };
        let done: usize = rest.split(' ').next().unwrap().parse().unwrap();
        if done >= 100 {
            child.kill().unwrap();
            child.wait().unwrap();
            return true;
        }
    }
    child.wait().unwrap();
    false
}

fn sync(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(args)
        .env("CASEBOOK_STATE_DIR", test_state_dir())
        .env("PGPASSWORD", PASSWORD)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Every case's number, revision and agreed facts, in order: what must be the same on both.
fn contents(store: &Store) -> Vec<(String, u64, String)> {
    let mut summaries = store.list_cases(&CaseFilter::default()).unwrap();
    summaries.sort_by_key(|s| s.heading.uuid);
    let uuids: Vec<_> = summaries.iter().map(|s| s.heading.uuid).collect();
    store
        .load_cases(&uuids, &mut |_| {})
        .unwrap()
        .into_iter()
        .map(|c| (c.identity.case_number, c.revision, c.facts.agreed))
        .collect()
}

#[test]
fn a_sync_killed_in_the_middle_is_finished_by_the_next_with_nothing_twice_or_lost() {
    let Some(server) = server::shared() else {
        return;
    };
    const CASES: usize = 1_200;
    let url = archive_of(server, CASES);
    let dir = tempfile::tempdir().unwrap();
    let replica = dir.path().join("ноутбук.sqlite");
    let replica = replica.to_str().unwrap();

    // Killed while receiving the archive: the next sync, by the remembered address, finishes.
    assert!(
        kill_during(&["sync", "--db", replica, "--server", &url], "receiving"),
        "the first sync ended before it could be killed"
    );
    let said = sync(&["sync", "--db", replica]);
    assert!(said.contains("conflicts kept 0"), "{said}");
    let archive = Store::open_at(&Location::parse(&url).unwrap(), false).unwrap();
    let mut laptop = Store::open(replica).unwrap();
    assert_eq!(contents(&laptop), contents(&archive));
    assert_eq!(contents(&laptop).len(), CASES);

    // Six hundred cases edited offline; killed while sending them.
    let mut summaries = laptop.list_cases(&CaseFilter::default()).unwrap();
    summaries.sort_by_key(|s| s.heading.uuid);
    for summary in summaries.iter().take(600) {
        let mut case = laptop.load_case(summary.heading.uuid).unwrap();
        case.facts.agreed.push_str(" Исправлено офлайн.");
        laptop.save_case(&case, case.revision).unwrap();
    }
    assert_eq!(laptop.local_changes().unwrap().edited.len(), 600);
    drop(laptop);
    assert!(
        kill_during(&["sync", "--db", replica], "sending"),
        "the sync ended before it could be killed"
    );
    let said = sync(&["sync", "--db", replica]);
    assert!(said.contains("conflicts kept 0, refused 0"), "{said}");
    let laptop = Store::open(replica).unwrap();
    assert!(laptop.local_changes().unwrap().is_empty());
    assert!(laptop.conflicts(None).unwrap().is_empty());
    let on_server = contents(&archive);
    assert_eq!(contents(&laptop), on_server);
    assert_eq!(on_server.len(), CASES, "nothing duplicated");
    assert_eq!(
        on_server
            .iter()
            .filter(|(_, _, facts)| facts.ends_with(" Исправлено офлайн."))
            .count(),
        600,
        "nothing lost"
    );

    // Once more: nothing moves.
    let said = sync(&["sync", "--db", replica]);
    assert!(
        said.starts_with(&format!(
            "sent 0, received 0, deleted on the server 0, deleted here 0, unchanged {CASES}"
        )),
        "{said}"
    );
}

#[test]
fn a_file_that_is_no_replica_and_a_server_out_of_reach_are_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = support::demo_database(dir.path());
    let file = file.to_str().unwrap();
    assert_one_line_failure(&["sync", "--db", file], 1, "is not a replica");
    assert_one_line_failure(
        &[
            "sync",
            "--db",
            file,
            "--server",
            "postgres://casebook@127.0.0.1:1/archive?connect_timeout=2",
        ],
        1,
        "cannot reach the server",
    );
    let Some(server) = server::shared() else {
        return;
    };
    let url = archive_of(server, 3);
    // The sample cases are the user's own: the file is not made a replica.
    assert_one_line_failure(
        &["sync", "--db", file, "--server", &url],
        1,
        "already holds 10 cases of its own",
    );
    let replica = dir.path().join("replica.sqlite");
    let replica = replica.to_str().unwrap();
    let said = stdout_of(&["sync", "--db", replica, "--server", &url]);
    assert!(said.contains(": made a replica of"), "{said}");
    assert!(said.contains("received 3"), "{said}");
    assert!(!said.contains(PASSWORD), "{said}");
}

/// A case deleted on the laptop (`casebook delete`) is deleted on the server by the next sync;
/// a case edited on both sides is named in the report by its number, with its UUID.
#[test]
fn a_deletion_on_the_laptop_reaches_the_server_and_a_conflict_is_named_by_its_number() {
    let Some(server) = server::shared() else {
        return;
    };
    let url = archive_of(server, 5);
    let dir = tempfile::tempdir().unwrap();
    let replica = dir.path().join("ноутбук.sqlite");
    let replica = replica.to_str().unwrap();
    sync(&["sync", "--db", replica, "--server", &url]);

    let said = stdout_of(&["delete", "S-2", "--yes", "--db", replica]);
    assert!(said.starts_with("deleted S-2 — board "), "{said}");
    let said = sync(&["sync", "--db", replica]);
    assert!(said.contains("deleted on the server 1"), "{said}");
    let mut archive = Store::open_at(&Location::parse(&url).unwrap(), false).unwrap();
    let numbers: Vec<String> = archive
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| s.heading.case_number)
        .collect();
    assert!(!numbers.contains(&"S-2".to_string()), "{numbers:?}");
    assert_eq!(numbers.len(), 4);

    // S-3 edited on both sides: the server's text wins, the laptop's is kept and named.
    let uuid = archive
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|s| s.heading.case_number == "S-3")
        .unwrap()
        .heading
        .uuid;
    let mut there = archive.load_case(uuid).unwrap();
    there.facts.agreed.push_str(" Исправлено на сервере.");
    archive.save_case(&there, there.revision).unwrap();
    let mut laptop = Store::open(replica).unwrap();
    let mut here = laptop.load_case(uuid).unwrap();
    here.facts.agreed.push_str(" Исправлено на ноутбуке.");
    laptop.save_case(&here, here.revision).unwrap();
    drop(laptop);
    let said = sync(&["sync", "--db", replica]);
    assert!(said.contains("conflicts kept 1"), "{said}");
    assert!(
        said.contains(&format!(": case S-3 ({uuid}) edited on both sides")),
        "{said}"
    );
}
