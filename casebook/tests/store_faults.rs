//! What goes wrong with a server, tried on a real one: the server stopped in the middle of an
//! import, a wrong password, a host that does not exist, a server that is down, and sixteen
//! clients saving the same fifty cases at once.

mod store_support;

use casebook::bridge::BoardNumber;
use casebook::case::Case;
use casebook::store::{Bundle, CaseFilter, Location, Store, StoreError};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use store_support::archives::TestArchive;
use store_support::server::{self, Server, USER};

/// A bundle of `n` new cases with texts to index.
fn bundle_of(n: u32) -> String {
    let cases: Vec<Case> = (1..=n)
        .map(|i| {
            let mut case = Case::new(BoardNumber::new(i % 36 + 1).unwrap());
            case.revision = 1;
            case.identity.case_number = format!("Б-{i}");
            case.facts.agreed = format!("Север долго думал перед пасом на {i}-й сдаче.");
            case
        })
        .collect();
    Bundle::new(cases).to_json()
}

#[test]
fn a_server_stopped_in_the_middle_of_an_import_leaves_nothing_of_it() {
    let server = match Server::start() {
        Ok(server) => server,
        Err(reason) => return server::skip(&reason),
    };
    let location = Location::parse(server.url(&server.new_database())).unwrap();
    let mut store = Store::open_at(&location, true).unwrap();
    let bundle = bundle_of(1000);
    let done = Arc::new(AtomicUsize::new(0));
    let seen = done.clone();
    let importer = std::thread::spawn(move || {
        store.import_bundle_with(
            &bundle,
            &mut |n, _| seen.store(n, Ordering::Relaxed),
            &AtomicBool::new(false),
        )
    });
    let started = Instant::now();
    while done.load(Ordering::Relaxed) < 200 && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(done.load(Ordering::Relaxed) >= 200, "the import got going");
    server.stop_immediately();
    let error = importer.join().unwrap().expect_err("the server went away");
    let line = error.to_string();
    assert_eq!(line.lines().count(), 1, "{line}");
    assert!(
        matches!(
            error,
            StoreError::Unreachable { .. } | StoreError::Server { .. }
        ),
        "{error:?}"
    );
    assert!(line.starts_with("postgres://casebook@127.0.0.1:"), "{line}");
    assert!(!line.contains(server::PASSWORD), "{line}");

    server.restart();
    // The first command after the restart works, and finds nothing of the import.
    let mut again = Store::open_at(&location, false).unwrap();
    assert!(again.list_cases(&CaseFilter::default()).unwrap().is_empty());
    assert!(again.find_cases("думал", 10).unwrap().is_empty());
    let report = again.import_bundle(&bundle_of(10)).unwrap();
    assert_eq!(report.added.len(), 10);
}

/// Opening `url` fails within the connect timeout (and a margin), with an error `expected`
/// accepts, in one line that never shows the password.
fn refused_in_time(url: &str, expected: fn(&StoreError) -> bool) -> StoreError {
    let started = Instant::now();
    let error = Store::open_at(&Location::parse(url).unwrap(), true).expect_err(url);
    assert!(
        started.elapsed() < Duration::from_secs(6),
        "{url}: {:?}",
        started.elapsed()
    );
    assert!(expected(&error), "{url}: {error:?}");
    let line = error.to_string();
    assert_eq!(line.lines().count(), 1, "{line}");
    assert!(!line.contains("wrong-secret"), "{line}");
    error
}

#[test]
fn a_wrong_password_an_unknown_host_and_a_server_that_is_down_are_said_in_time() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    let error = refused_in_time(
        &format!(
            "postgres://{USER}:wrong-secret@127.0.0.1:{}/{database}?sslmode=disable",
            server.port
        ),
        |e| matches!(e, StoreError::LoginRefused { .. }),
    );
    assert!(error.to_string().contains("password"), "{error}");
    refused_in_time(
        "postgres://casebook:wrong-secret@no-such-host.invalid/casebook?sslmode=disable",
        |e| matches!(e, StoreError::Unreachable { .. }),
    );
    // Nothing listens on a port just freed.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let error = refused_in_time(
        &format!("postgres://casebook:wrong-secret@127.0.0.1:{port}/casebook?sslmode=disable"),
        |e| matches!(e, StoreError::Unreachable { .. }),
    );
    assert!(
        error.to_string().contains("cannot reach the server"),
        "{error}"
    );
    // A host that never answers: the connect timeout ends the wait.
    refused_in_time(
        "postgres://casebook:wrong-secret@10.255.255.1:5432/casebook?sslmode=disable&connect_timeout=2",
        |e| matches!(e, StoreError::Unreachable { .. }),
    );
}

#[test]
fn a_database_that_is_not_an_archive_is_refused_untouched() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    server
        .psql(
            &database,
            "CREATE TABLE scores (board integer, ns integer); INSERT INTO scores VALUES (1, 420);",
        )
        .unwrap();
    let error = refused_in_time(&server.url(&database), |e| {
        matches!(e, StoreError::NotArchive { .. })
    });
    assert!(error.to_string().contains("another program"), "{error}");
    // A newer Casebook's archive is refused, both versions named.
    let newer = server.new_database();
    drop(Store::open_at(&Location::parse(server.url(&newer)).unwrap(), true).unwrap());
    server
        .psql(&newer, "UPDATE casebook_schema SET version = version + 5")
        .unwrap();
    let error = refused_in_time(&server.url(&newer), |e| {
        matches!(e, StoreError::ArchiveNewerSchema { .. })
    });
    let line = error.to_string();
    let current = casebook::store::SCHEMA_VERSION;
    assert!(
        line.contains(&format!("schema version {}", current + 5))
            && line.contains(&format!("up to {current}")),
        "{line}"
    );
}

/// `clients` clients save random edits of `cases` cases for `seconds`: every save is either
/// committed or refused as a conflict with its text kept, and the counts prove it — each
/// case's revision is one more than the saves committed on it, and the conflicts kept are the
/// conflicts reported.
fn clients_saving_the_same_cases(archive: &TestArchive, clients: usize, cases: u32, seconds: u64) {
    let mut store = archive.open();
    let uuids: Vec<_> = (1..=cases)
        .map(|i| store.new_case(BoardNumber::new(i).unwrap()).unwrap().uuid)
        .collect();
    let uuids = Arc::new(uuids);
    let barrier = Arc::new(Barrier::new(clients));
    let deadline = Instant::now() + Duration::from_secs(seconds) + Duration::from_secs(2);
    let workers: Vec<_> = (0..clients)
        .map(|client| {
            let (uuids, barrier, location) =
                (uuids.clone(), barrier.clone(), archive.location.clone());
            std::thread::spawn(move || {
                let mut store = Store::open_at(&location, false).unwrap();
                let mut committed = vec![0u64; uuids.len()];
                let mut conflicts = 0u64;
                barrier.wait();
                let end = Instant::now() + Duration::from_secs(seconds);
                let mut n = 0u64;
                while Instant::now() < end && Instant::now() < deadline {
                    n += 1;
                    let which =
                        ((client as u64 * 7919 + n * 104_729) % uuids.len() as u64) as usize;
                    let mut case = store.load_case(uuids[which]).unwrap();
                    case.write_up = format!("Клиент {client}, правка {n}.");
                    match store.save_case(&case, case.revision) {
                        Ok(_) => committed[which] += 1,
                        Err(StoreError::Conflict { .. }) => conflicts += 1,
                        Err(StoreError::Locked { .. }) => {}
                        Err(other) => panic!("client {client}: {other}"),
                    }
                }
                (committed, conflicts)
            })
        })
        .collect();
    let mut committed = vec![0u64; uuids.len()];
    let mut conflicts = 0u64;
    for worker in workers {
        let (mine, theirs) = worker.join().unwrap();
        for (total, n) in committed.iter_mut().zip(mine) {
            *total += n;
        }
        conflicts += theirs;
    }
    let store = archive.open();
    for (uuid, saves) in uuids.iter().zip(&committed) {
        assert_eq!(
            store.load_case(*uuid).unwrap().revision,
            1 + saves,
            "{uuid}"
        );
    }
    assert_eq!(store.conflicts(None).unwrap().len() as u64, conflicts);
    assert!(committed.iter().sum::<u64>() > 0);
}

#[test]
fn sixteen_clients_saving_the_same_fifty_cases_lose_nothing_on_a_server() {
    if let Some(archive) = TestArchive::postgres() {
        clients_saving_the_same_cases(&archive, 16, 50, 20);
    }
}

#[test]
fn sixteen_windows_saving_the_same_fifty_cases_lose_nothing_in_a_file() {
    clients_saving_the_same_cases(&TestArchive::sqlite(), 16, 50, 5);
}
