//! A poll served to phones, as a room full of pollees uses it: fifty pollees answering at once
//! on 127.0.0.1, each opening his page, sending his answer and opening the page that shows it,
//! over archives of 100, 1,000 and 10,000 cases (boards of a synthetic PBN file). Budgets:
//! each answer's round trip at the 99th percentile ≤ 50 ms; the page with its assets (it has
//! none but itself) ≤ 30 KB; serving the poll adds ≤ 20 MB to the process's memory.
//!
//! Run: `cargo bench -p casebook --bench served_poll` (a release build; prints a table).

#[path = "../tests/http_support/mod.rs"]
mod http_support;
#[path = "support/pbn_file.rs"]
mod pbn_file;
#[path = "support/process.rs"]
#[allow(dead_code)] // only the resident memory is read here
mod process;
#[path = "support/scratch.rs"]
mod scratch;

use casebook::import;
use casebook::pbn;
use casebook::poll::served::{FrozenProblem, PolleeClass};
use casebook::poll::serving::PollServer;
use process::resident_kb;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const POLLEES: usize = 50;
/// Polls served one after another over each archive, fifty answers each.
const ROUNDS: usize = 8;

/// The largest page a poll serves: every call of the bidding box offered.
fn problem() -> FrozenProblem {
    let mut calls = vec!["Pass".to_string(), "X".to_string(), "XX".to_string()];
    for level in 1..=7 {
        for strain in ["♣", "♦", "♥", "♠", "NT"] {
            calls.push(format!("{level}{strain}"));
        }
    }
    FrozenProblem {
        language: "en".into(),
        heading: "Board 5 · Dealer: North · Vul: N–S · pairs, matchpoints".into(),
        problem: "West: ♠ J 7 6 2  ♥ 10 4 2  ♦ Q 10 5  ♣ A K 9\nAuction: North 1♥ (a hesitation \
                  withheld); East 2♠; South 3♥; West ?"
            .into(),
        question: "What do you call? What else did you consider?".into(),
        calls,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

struct Figures {
    cases: usize,
    p50: Duration,
    p99: Duration,
    max: Duration,
    page_bytes: usize,
    added_kb: i64,
}

fn measure(cases: usize) -> Figures {
    let (_scratch, mut store) = scratch::new_store("served-poll", cases as u32);
    let file = pbn_file::synthetic_file(cases as u32);
    let records = pbn::read(&file).expect("the synthetic file reads");
    let made = import::cases_from_records(&records).expect("every board is a case");
    let saved = import::store_new_cases(&mut store, &records, &made).expect("stored");
    let case = saved[saved.len() / 2].case;
    let path = store.location();
    let before = resident_kb();
    let server = PollServer::start(
        casebook::store::Store::open_at(&path, false).expect("the archive"),
        "127.0.0.1:0".parse().expect("loopback"),
        "en",
    )
    .expect("served");
    let address = server.address();
    let mut round_trips = Vec::with_capacity(ROUNDS * POLLEES);
    let mut page_bytes = 0;
    for _ in 0..ROUNDS {
        let poll = store
            .serve_poll(
                case,
                0,
                &problem(),
                &vec![PolleeClass::default(); POLLEES],
                "",
            )
            .expect("a poll");
        let start = Arc::new(Barrier::new(POLLEES));
        let pollees: Vec<_> = poll
            .pollees
            .iter()
            .map(|pollee| {
                let (token, start) = (pollee.token, Arc::clone(&start));
                std::thread::spawn(move || {
                    let link = format!("/p/{token}");
                    let (status, page) = http_support::get(address, &link);
                    assert_eq!(status, 200);
                    let body = page.split("\r\n\r\n").nth(1).unwrap_or_default().len();
                    // Everyone sends at once.
                    start.wait();
                    let sent = Instant::now();
                    let (status, _) =
                        http_support::post(address, &link, "action=Pass&considered=4%E2%99%A0");
                    let round_trip = sent.elapsed();
                    assert_eq!(status, 303, "the answer was kept");
                    let (status, _) = http_support::get(address, &link);
                    assert_eq!(status, 200);
                    (round_trip, body)
                })
            })
            .collect();
        for pollee in pollees {
            let (round_trip, body) = pollee.join().expect("a pollee");
            round_trips.push(round_trip);
            page_bytes = page_bytes.max(body);
        }
        store.close_served_poll(poll.id).expect("closed");
        // All the pollees here share one address, whose requests the server rations (a
        // flood's defence): the next round waits for its allowance to refill, untimed.
        std::thread::sleep(Duration::from_millis(3_200));
    }
    let added_kb = resident_kb() as i64 - before as i64;
    server.stop();
    round_trips.sort();
    Figures {
        cases,
        p50: percentile(&round_trips, 0.50),
        p99: percentile(&round_trips, 0.99),
        max: *round_trips.last().expect("answers"),
        page_bytes,
        added_kb,
    }
}

fn main() {
    // `cargo bench` passes --bench; nothing else is taken.
    println!(
        "served poll: {POLLEES} pollees answering at once, {ROUNDS} polls an archive ({} answers)",
        POLLEES * ROUNDS
    );
    println!(
        "| cases | round trip p50 | p99 (≤ 50 ms) | max | page (≤ 30 KB) | memory added (≤ 20 MB) |"
    );
    println!("|---|---|---|---|---|---|");
    for cases in [100, 1_000, 10_000] {
        let f = measure(cases);
        println!(
            "| {} | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} KB | {:.1} MB |",
            f.cases,
            f.p50.as_secs_f64() * 1e3,
            f.p99.as_secs_f64() * 1e3,
            f.max.as_secs_f64() * 1e3,
            f.page_bytes as f64 / 1024.0,
            f.added_kb as f64 / 1024.0
        );
    }
}
