//! A laptop's replica synchronised with the federation's archive on a PostgreSQL server:
//! 10,000 synthetic cases over 30 years (`casebook::samples::synthetic_archive`) on a local
//! throwaway server, and a replica (an SQLite file) made by a first sync that pulls them all
//! — timed, "a new replica of 10,000 cases". Then a sync after each kind of change:
//! 300 cases edited in the replica (sent), 300 edited on the server through its own store
//! (received), 150 on each side, different cases (sent and received), and nothing changed
//! (10,000 revisions compared). Each figure is the median of three runs, fresh edits (and,
//! for the first sync, a fresh file) each time, with the range, beside the budget: a sync of
//! 300 changed cases ≤ 5 s against a local server. Only the sync is timed, not the edits.
//!
//! Then the growth: 100, 1,000 and 3,000 cases edited in the replica and sent, the time per
//! case, and per case beyond a sync of nothing, so that a superlinear curve would show. Where
//! each sync's time goes is read from its progress callback (which hears the comparison
//! start and each batch of 100 done); a save of one case in the replica and on the server (the
//! edits', untimed in the syncs) is printed beside them for comparison, and the process's peak
//! memory at the end.
//!
//! Run: `cargo bench -p casebook --bench replica_sync` (release build; PostgreSQL's server
//! programs installed, Debian's `postgresql`; about seven minutes on two cores).

use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, CaseFilter, Location, Store, SyncOptions, SyncReport, SyncStage};
#[path = "support/process.rs"]
#[allow(dead_code)] // only the peak memory is read here
mod process;
#[path = "../tests/store_support/server.rs"]
mod server;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use uuid::Uuid;

const CASES: usize = 10_000;
/// Runs of each main figure.
const RUNS: usize = 3;
/// The cases changed in the main figures: the budget's.
const CHANGED: usize = 300;
/// The growth of a sync that sends: cases edited in the replica, and the runs of each.
const GROWTH: &[(usize, usize)] = &[(100, 3), (1_000, 3), (3_000, 1)];

fn main() {
    let server = match server::Server::start() {
        Ok(server) => server,
        Err(reason) => {
            eprintln!("replica_sync: no PostgreSQL server here: {reason}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("casebook-replica-sync-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");

    let database = server.new_database();
    let address = Location::parse(server.url(&database)).expect("an address");
    let mut archive = Store::open_at(&address, true).expect("the server's archive");
    let started = Instant::now();
    for first in (0..CASES).step_by(1_000) {
        let cases = synthetic_archive(1_000, first, 2026, 30).expect("cases");
        archive
            .import_bundle(&Bundle::new(cases).to_json())
            .expect("imported");
    }
    eprintln!(
        "built the server's archive of {CASES} cases in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    // The archive as the server keeps it once autovacuum has passed over the new rows.
    server.psql(&database, "VACUUM ANALYZE").expect("vacuumed");

    // A new replica, three times, each a new file; the last is kept for the rest.
    let mut made = Vec::new();
    let mut kept = None;
    for run in 0..RUNS {
        let mut replica =
            Store::create_or_open(dir.join(format!("replica-{run}.sqlite"))).expect("a file");
        let (report, timing) = timed_sync(&mut replica, &mut archive);
        assert!(report.made, "the first sync makes the replica");
        assert_eq!(report.received.len(), CASES);
        eprintln!("a new replica of {CASES} cases: {}", shown(timing.total));
        made.push(timing);
        kept = Some(replica);
    }
    let mut replica = kept.expect("a replica");
    eprintln!(
        "peak memory after the new replicas: {} MB",
        process::peak_kb(std::process::id()) / 1024
    );

    // The cases to edit, taken in turn so that every run edits cases of its own.
    let mut edits = Edits {
        uuids: replica
            .list_cases(&CaseFilter::default())
            .expect("listed")
            .into_iter()
            .map(|summary| summary.heading.uuid)
            .collect(),
        next: 0,
        round: 0,
        saved_here: Vec::new(),
        saved_there: Vec::new(),
    };
    assert_eq!(edits.uuids.len(), CASES);

    let mut sent = Vec::new();
    let mut received = Vec::new();
    let mut both = Vec::new();
    let mut nothing = Vec::new();
    for _ in 0..RUNS {
        let here = edits.take(CHANGED);
        edits.edit(&mut replica, &here);
        let (report, timing) = timed_sync(&mut replica, &mut archive);
        check(&report, CHANGED, 0);
        sent.push(timing);

        let there = edits.take(CHANGED);
        edits.edit(&mut archive, &there);
        let (report, timing) = timed_sync(&mut replica, &mut archive);
        check(&report, 0, CHANGED);
        received.push(timing);

        let here = edits.take(CHANGED / 2);
        let there = edits.take(CHANGED / 2);
        edits.edit(&mut replica, &here);
        edits.edit(&mut archive, &there);
        let (report, timing) = timed_sync(&mut replica, &mut archive);
        check(&report, CHANGED / 2, CHANGED / 2);
        both.push(timing);

        let (report, timing) = timed_sync(&mut replica, &mut archive);
        assert!(report.changed_nothing());
        assert_eq!(report.unchanged, CASES);
        nothing.push(timing);
    }

    let mut growth = Vec::new();
    for &(count, runs) in GROWTH {
        let mut times = Vec::new();
        for _ in 0..runs {
            let here = edits.take(count);
            edits.edit(&mut replica, &here);
            let (report, timing) = timed_sync(&mut replica, &mut archive);
            check(&report, count, 0);
            times.push(timing);
        }
        eprintln!("{} cases sent: {}", thousands(count), shown(median(&times)));
        growth.push((count, times));
    }

    let figures: [(String, &[Timing], &str); 5] = [
        (
            format!("a new replica of {} cases", thousands(CASES)),
            &made,
            "-",
        ),
        (
            format!("{CHANGED} edited in the replica, sent"),
            &sent,
            "≤ 5 s",
        ),
        (
            format!("{CHANGED} edited on the server, received"),
            &received,
            "≤ 5 s",
        ),
        (
            format!("{} edited on each side, both ways", CHANGED / 2),
            &both,
            "≤ 5 s",
        ),
        (
            format!("nothing changed ({} compared)", thousands(CASES)),
            &nothing,
            "-",
        ),
    ];

    println!();
    println!(
        "{:<40} {:>9} {:>19}  budget",
        format!("sync, {} cases on the server", thousands(CASES)),
        "median",
        format!("range of {RUNS}")
    );
    for (figure, runs, budget) in &figures {
        println!(
            "{figure:<40} {:>9} {:>19}  {budget}",
            shown(median(runs)),
            range(runs)
        );
    }

    // Where the median run's time goes, from the progress callback: before the comparison
    // (the archive's identity, the login's roles, the replica's record); from its start to
    // the last batch sent (the comparison itself, a sync of nothing, is within it); to the
    // last batch received (with the replica's record of the sync); and a batch's time.
    println!();
    println!(
        "{:<40} {:>10} {:>13} {:>10} {:>11} {:>11}",
        "where the median run's time goes",
        "before",
        "compare+send",
        "receive",
        "100 sent",
        "100 recvd"
    );
    for (figure, runs, _) in &figures {
        let run = median_run(runs);
        println!(
            "{figure:<40} {:>10} {:>13} {:>10} {:>11} {:>11}",
            shown(run.before),
            shown(run.compare_send),
            shown(run.receive),
            run.batch_sent.map_or("-".to_string(), shown),
            run.batch_received.map_or("-".to_string(), shown),
        );
    }

    // The growth: a sync's time per case sent, and per case beyond a sync of nothing (what
    // every sync pays to compare the 10,000 revisions), which stays flat while the work
    // grows linearly.
    let baseline = median(&nothing);
    let mut points: Vec<(usize, usize, Duration)> = growth
        .iter()
        .map(|(count, times)| (*count, times.len(), median(times)))
        .collect();
    points.push((CHANGED, sent.len(), median(&sent)));
    points.sort();
    println!();
    println!(
        "{:<40} {:>9} {:>12} {:>18}",
        "growth: edited in the replica, sent", "sync", "per case", "per case, beyond"
    );
    for (count, runs, time) in points {
        let label = format!(
            "{} case{} (median of {runs})",
            thousands(count),
            if count == 1 { "" } else { "s" }
        );
        println!(
            "{label:<40} {:>9} {:>12} {:>18}",
            shown(time),
            format!("{:.2} ms", time.as_secs_f64() * 1000.0 / count as f64),
            format!(
                "{:.2} ms",
                time.saturating_sub(baseline).as_secs_f64() * 1000.0 / count as f64
            ),
        );
    }
    println!(
        "(beyond: less a sync of nothing, {}, the comparison every sync makes)",
        shown(baseline)
    );
    // What sending and receiving a case compare with: one save of a case (the edits above,
    // not timed in the syncs), in the replica and on the server.
    println!(
        "a save, for comparison: in the replica {} (median of {}), on the server {} (median of {})",
        shown(middle(&mut edits.saved_here)),
        edits.saved_here.len(),
        shown(middle(&mut edits.saved_there)),
        edits.saved_there.len()
    );
    println!();
    println!(
        "peak memory of this process: {} MB",
        process::peak_kb(std::process::id()) / 1024
    );
    drop((replica, archive));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The cases edited so far, in order; each edit adds a line of its own to a case's facts.
struct Edits {
    uuids: Vec<Uuid>,
    next: usize,
    round: usize,
    /// Each save's time, in the replica and on the server.
    saved_here: Vec<Duration>,
    saved_there: Vec<Duration>,
}

impl Edits {
    /// The next `count` cases, none edited before while any is left.
    fn take(&mut self, count: usize) -> Vec<Uuid> {
        let taken = (0..count)
            .map(|i| self.uuids[(self.next + i) % self.uuids.len()])
            .collect();
        self.next += count;
        taken
    }

    /// Edits `uuids` in `store` (the replica or the server's archive), one save each.
    fn edit(&mut self, store: &mut Store, uuids: &[Uuid]) {
        self.round += 1;
        for &uuid in uuids {
            let mut case = store.load_case(uuid).expect("the case");
            case.facts
                .agreed
                .push_str(&format!(" Правка {}: уточнено со слов сторон.", self.round));
            let start = Instant::now();
            store.save_case(&case, case.revision).expect("saved");
            let took = start.elapsed();
            if store.location().file().is_some() {
                self.saved_here.push(took);
            } else {
                self.saved_there.push(took);
            }
        }
    }
}

/// A sync's report as the edits made it: `sent` cases sent, `received` received, no conflict.
fn check(report: &SyncReport, sent: usize, received: usize) {
    assert!(!report.made);
    assert_eq!(report.sent.len(), sent, "sent");
    assert_eq!(report.received.len(), received, "received");
    assert!(report.conflicts.is_empty(), "no conflicts");
    assert!(report.refused.is_empty(), "nothing refused");
    assert_eq!(report.unchanged, CASES - sent - received);
}

/// One sync's time, and its parts as the progress callback saw them.
#[derive(Clone, Copy)]
struct Timing {
    total: Duration,
    /// From the call to the comparison's start.
    before: Duration,
    /// From the comparison's start to the last batch sent (the comparison's end when none).
    compare_send: Duration,
    /// From there to the last batch received and the sync recorded.
    receive: Duration,
    /// The median time between two batches sent, or received, when there were two.
    batch_sent: Option<Duration>,
    batch_received: Option<Duration>,
}

fn timed_sync(replica: &mut Store, archive: &mut Store) -> (SyncReport, Timing) {
    let mut heard: Vec<(SyncStage, Instant)> = Vec::new();
    let start = Instant::now();
    let report = replica
        .sync_with(
            archive,
            &SyncOptions::default(),
            &mut |stage, _, _| heard.push((stage, Instant::now())),
            &AtomicBool::new(false),
        )
        .expect("synced");
    let end = Instant::now();
    let at = |stage: SyncStage| -> Vec<Instant> {
        heard
            .iter()
            .filter(|(s, _)| *s == stage)
            .map(|(_, t)| *t)
            .collect()
    };
    let compared = at(SyncStage::Comparing).first().copied().unwrap_or(start);
    let sending = at(SyncStage::Sending);
    let receiving = at(SyncStage::Receiving);
    let sent_by = sending.last().copied().unwrap_or(compared);
    let received_by = receiving.last().copied().unwrap_or(end);
    let timing = Timing {
        total: end - start,
        before: compared - start,
        compare_send: sent_by - compared,
        receive: received_by.saturating_duration_since(sent_by),
        batch_sent: between(&sending),
        // The last tick received is the sync's record, after the batches.
        batch_received: between(&receiving[..receiving.len().saturating_sub(1)]),
    };
    (report, timing)
}

/// The median time between successive instants, when there are two.
fn between(instants: &[Instant]) -> Option<Duration> {
    let mut gaps: Vec<Duration> = instants.windows(2).map(|w| w[1] - w[0]).collect();
    gaps.sort();
    gaps.get(gaps.len() / 2).copied()
}

fn middle(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn median_run(runs: &[Timing]) -> Timing {
    let mut sorted = runs.to_vec();
    sorted.sort_by_key(|t| t.total);
    sorted[sorted.len() / 2]
}

fn median(runs: &[Timing]) -> Duration {
    median_run(runs).total
}

fn range(runs: &[Timing]) -> String {
    let least = runs.iter().map(|t| t.total).min().unwrap_or_default();
    let most = runs.iter().map(|t| t.total).max().unwrap_or_default();
    format!("{} – {}", shown(least), shown(most))
}

fn shown(time: Duration) -> String {
    if time < Duration::from_secs(1) {
        format!("{:.1} ms", time.as_secs_f64() * 1000.0)
    } else {
        format!("{:.2} s", time.as_secs_f64())
    }
}

/// `n` with a comma between thousands: 10,000.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
