//! A federation's archive on a PostgreSQL server beside the same archive in an SQLite file:
//! 10,000 synthetic cases over 30 years (`casebook::samples::synthetic_archive`), the file
//! built first and copied to a local throwaway server with `Store::copy_to` (the work of
//! `casebook archive copy`, timed), then the same operations on both — the whole case list,
//! one case, a save, a text search — each the median of several runs, with the ratio of the
//! server's time to the file's; and the first twenty cases of each conformance query, the
//! same on both. The server's archive is vacuumed after the copy, as
//! autovacuum leaves it a minute later.
//!
//! Run: `cargo bench -p casebook --bench archive_server` (release build; PostgreSQL's server
//! programs installed, Debian's `postgresql`; about three minutes).

use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, CaseFilter, Location, Store, TrainingCases};
#[path = "support/process.rs"]
#[allow(dead_code)] // only the peak memory is read here
mod process;
#[path = "../tests/store_support/server.rs"]
mod server;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

const CASES: usize = 10_000;

/// The operations on both engines, each with the server's budget as BENCHMARKS.md states it.
const OPERATIONS: &[(&str, &str)] = &[
    ("the case list (10,000 rows)", "≤ 100 ms"),
    ("one case", "≤ 10 ms"),
    ("a save", "≤ 20 ms"),
    ("a text search", "≤ 20 ms"),
];

/// Queries of one and two whole words whose first twenty cases must be the same on both
/// engines (a prefix being typed is ranked otherwise on a server, see `store::cases`).
const CONFORMANCE: &[&str] = &[
    "объяснение",
    "комиссия",
    "пауза",
    "судья решение",
    "неясная заявка",
    "взвешенный результат",
];

fn main() {
    let server = match server::Server::start() {
        Ok(server) => server,
        Err(reason) => {
            eprintln!("archive_server: no PostgreSQL server here: {reason}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("casebook-archive-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let file = Location::File(dir.join("archive.sqlite"));
    let started = Instant::now();
    let mut on_file = Store::open_at(&file, true).expect("the file");
    for first in (0..CASES).step_by(1_000) {
        let cases = synthetic_archive(1_000, first, 2026, 30).expect("cases");
        on_file
            .import_bundle(&Bundle::new(cases).to_json())
            .expect("imported");
    }
    eprintln!(
        "built the file of {CASES} cases in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let database = server.new_database();
    let address = Location::parse(server.url(&database)).expect("an address");
    let mut on_server = Store::open_at(&address, true).expect("the server's archive");
    let start = Instant::now();
    let report = on_file
        .copy_to(
            &mut on_server,
            TrainingCases::Copied,
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .expect("copied");
    let copy = start.elapsed();
    assert_eq!(report.cases, CASES);
    // The other way, into a new file, as a laptop takes an archive with it.
    let mut back = Store::open_at(&Location::File(dir.join("back.sqlite")), true).expect("file");
    let start = Instant::now();
    on_server
        .copy_to(
            &mut back,
            TrainingCases::Copied,
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .expect("copied back");
    let copy_back = start.elapsed();

    // The archive as the server keeps it once autovacuum has passed over the new rows (its
    // statistics and visibility map made): what every later client sees.
    server.psql(&database, "VACUUM ANALYZE").expect("vacuumed");

    println!(
        "{:<36} {:>11} {:>11} {:>7}  budget (server)",
        "operation", "PostgreSQL", "SQLite", "ratio"
    );
    for (operation, budget) in OPERATIONS {
        let server_time = run(operation, &mut on_server);
        let file_time = run(operation, &mut on_file);
        println!(
            "{operation:<36} {:>11} {:>11} {:>7.2}  {budget}",
            shown(server_time),
            shown(file_time),
            server_time.as_secs_f64() / file_time.as_secs_f64()
        );
    }
    // The same cases in the same order on both engines, the first twenty of each query.
    let mut ranked = 0;
    for query in CONFORMANCE {
        let on_both = [&on_server, &on_file].map(|store| store.find_cases(query, 20).unwrap());
        assert_eq!(on_both[0], on_both[1], "{query}: the same first twenty");
        ranked += on_both[0].len();
    }
    println!(
        "ranking: identical on both engines for {} queries ({ranked} cases ranked)",
        CONFORMANCE.len()
    );
    // The server's postings merged: 64 cases stale since the last merge are merged, block by
    // block, when the transaction that makes the 64th stale commits.
    server
        .psql(&database, "SELECT casebook_merge_postings()")
        .expect("merged");
    let new_cases = Bundle::new(synthetic_archive(64, CASES, 2026, 1).expect("cases")).to_json();
    let [server_import, file_import] = [&mut on_server, &mut on_file].map(|store| {
        let start = Instant::now();
        store.import_bundle(&new_cases).expect("imported");
        start.elapsed()
    });
    println!(
        "{:<36} {:>11} {:>11} {:>7.2}  ≤ 2 s",
        "an event's 64 new cases, merged",
        shown(server_import),
        shown(file_import),
        server_import.as_secs_f64() / file_import.as_secs_f64()
    );
    let summaries = on_server
        .list_cases(&CaseFilter::default())
        .expect("listed");
    let scattered: Vec<_> = summaries.iter().step_by(150).take(64).collect();
    let mut last_save = Duration::ZERO;
    for (n, summary) in scattered.iter().enumerate() {
        let mut case = on_server.load_case(summary.heading.uuid).unwrap();
        case.write_up = format!("Правка {n}: комиссия изменила решение.");
        let start = Instant::now();
        on_server.save_case(&case, case.revision).unwrap();
        last_save = start.elapsed();
    }
    println!(
        "{:<36} {:>11} {:>11} {:>7}  ≤ 5 s",
        "the 64th of 64 scattered saves",
        shown(last_save),
        "-",
        "-"
    );
    // `casebook check`: a file reads every page; a server compares its postings with the
    // counts they are made from.
    let [server_check, file_check] = [&on_server, &on_file].map(|store| {
        let start = Instant::now();
        let report = store.check();
        assert!(report.is_sound(), "{:?}", report.findings());
        start.elapsed()
    });
    println!(
        "{:<36} {:>11} {:>11} {:>7.2}  ≤ 5 s",
        "casebook check",
        shown(server_check),
        shown(file_check),
        server_check.as_secs_f64() / file_check.as_secs_f64()
    );
    println!(
        "{:<36} {:>11} {:>11} {:>7}  ≤ 30 s",
        "archive copy, 10,000 cases",
        format!("→ {}", shown(copy)),
        format!("← {}", shown(copy_back)),
        "-"
    );
    println!(
        "peak memory of this process: {} MB",
        process::peak_kb(std::process::id()) / 1024
    );
    drop((on_file, on_server, back));
    let _ = std::fs::remove_dir_all(&dir);
}

fn shown(time: Duration) -> String {
    if time < Duration::from_secs(1) {
        format!("{:.2} ms", time.as_secs_f64() * 1000.0)
    } else {
        format!("{:.2} s", time.as_secs_f64())
    }
}

fn median(runs: usize, mut work: impl FnMut()) -> Duration {
    work();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn run(operation: &str, store: &mut Store) -> Duration {
    let summaries = store.list_cases(&CaseFilter::default()).expect("listed");
    let middle = summaries[summaries.len() / 2].heading.uuid;
    match operation {
        "the case list (10,000 rows)" => median(11, || {
            assert_eq!(
                store.list_cases(&CaseFilter::default()).unwrap().len(),
                CASES
            );
        }),
        "one case" => median(21, || {
            store.load_case(middle).unwrap();
        }),
        "a save" => {
            let mut n = 0;
            median(21, || {
                n += 1;
                let mut case = store.load_case(middle).unwrap();
                case.write_up = format!("Правка {n}: комиссия изменила решение.");
                // The save alone is timed by the median's clock with the load: a window
                // holds the case already, so the load is measured apart and taken off.
                store.save_case(&case, case.revision).unwrap();
            })
            .saturating_sub(median(11, || {
                store.load_case(middle).unwrap();
            }))
        }
        "a text search" => median(21, || {
            assert!(!store.search_cases("объяснение", 20).unwrap().is_empty());
        }),
        other => panic!("no operation {other}"),
    }
}
