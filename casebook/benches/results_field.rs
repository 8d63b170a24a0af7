//! The field's results (BENCHMARKS.md's budgets, release build): an event of 3,000 table results
//! (200 boards of 15 tables, with matchpoints the check recomputes) read and checked in each
//! format ≤ 1 s; one weighted board's whole field recomputed ≤ 5 ms, timed on a club board of
//! 15 tables and on a large field of 60.
//!
//! The import is timed whole too: read, checked and kept in a new database file, and the same
//! file imported again.
//!
//! Run: `cargo bench -p casebook --bench results_field`

use casebook::adjust::{Outcome, Rational};
use casebook::bridge::{BoardNumber, Contract, Doubling, Seat, Strain};
use casebook::profile::Profile;
use casebook::results::field::import_results;
use casebook::results::{
    CheckOptions, EventResults, FieldAdjustment, GivenFigure, LineResult, ResultsFormat,
    ScoringMethod, Traveller, TravellerLine, read_as, write_csv, write_pbn, write_usebio,
};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;

#[path = "support/scratch.rs"]
mod scratch;

const BOARDS: u32 = 200;
const TABLES: u32 = 15;

/// A small deterministic generator: the same event every run.
struct Dealer(u64);

impl Dealer {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below
    }

    /// A contract near game and a result around it, as a real field plays.
    fn outcome(&mut self) -> Outcome {
        if self.next(40) == 0 {
            return Outcome::PassedOut;
        }
        let level = 1 + self.next(6) as u8;
        let strain = Strain::ALL[self.next(5) as usize];
        let doubling = if self.next(10) == 0 {
            Doubling::Doubled
        } else {
            Doubling::Undoubled
        };
        let contract = Contract::new(level, strain, doubling).expect("level 1–6");
        let tricks = (i64::from(contract.tricks_needed()) + self.next(5) as i64 - 2).clamp(0, 13);
        Outcome::played(contract, Seat::ALL[self.next(4) as usize], tricks as u8).expect("0–13")
    }
}

fn two_decimals(value: Rational) -> Option<GivenFigure> {
    let hundredth = Rational::new(1, 100)?;
    GivenFigure::exact(value.round_to(hundredth, true)?, 2)
}

/// A board of `tables` results with their Law 77 scores and the matchpoints a scorer gives.
fn board(number: u32, tables: u32, dealer: &mut Dealer, profile: &Profile) -> Traveller {
    let mut traveller = Traveller::new(BoardNumber::new(number).expect("board"));
    for table in 1..=tables {
        let outcome = dealer.outcome();
        let mut line = TravellerLine::new(table, 100 + table, LineResult::Played(outcome));
        line.table = Some(table);
        line.score_ns = outcome.ns_points(traveller.vulnerability).ok();
        traveller.lines.push(line);
    }
    let field = traveller.rescored(&[], profile).expect("rescored");
    for (line, rescored) in traveller.lines.iter_mut().zip(&field.lines) {
        line.points_ns = two_decimals(rescored.ns.matchpoints.before.exact);
        line.points_ew = two_decimals(rescored.ew.matchpoints.before.exact);
    }
    traveller
}

fn event(profile: &Profile) -> EventResults {
    let mut dealer = Dealer(28);
    EventResults {
        event: Some("Synthetic pairs".into()),
        method: Some(ScoringMethod::Matchpoints),
        boards: (1..=BOARDS)
            .map(|n| board(n, TABLES, &mut dealer, profile))
            .collect(),
        ..EventResults::default()
    }
}

fn weighted_ruling(traveller: &Traveller, dealer: &mut Dealer) -> FieldAdjustment {
    let line = &traveller.lines[0];
    let third = Rational::new(1, 3).expect("a third");
    let results = vec![
        (dealer.outcome(), third),
        (dealer.outcome(), third),
        (dealer.outcome(), third),
    ];
    FieldAdjustment::weighted(line.ns, line.ew, results)
}

/// The synthetic event's CSV imported as `casebook results import` imports it.
fn import_event(
    store: &mut casebook::store::Store,
    csv: &[u8],
) -> casebook::results::field::ResultsImport {
    import_results(store, Path::new("event.csv"), csv, "Synthetic pairs", None).expect("imported")
}

fn results_field(c: &mut Criterion) {
    let profile = Profile::bundled("ebu").expect("bundled");
    let event = event(&profile);
    let options = CheckOptions::default();
    let files = [
        (ResultsFormat::Pbn, write_pbn(&event)),
        (ResultsFormat::Usebio, write_usebio(&event)),
        (ResultsFormat::Csv, write_csv(&event)),
    ];
    let mut group = c.benchmark_group("results_import");
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(BOARDS * TABLES)));
    for (format, text) in &files {
        let read = read_as(*format, text.as_bytes()).expect("the synthetic file reads");
        let report = read.check(&options, &profile);
        assert!(report.is_clean(), "{}: {report}", format.name());
        assert_eq!(report.accepted.len(), BOARDS as usize);
        eprintln!(
            "{}: {} table results, {} bytes",
            format.name(),
            BOARDS * TABLES,
            text.len()
        );
        group.bench_function(
            format!("read and check 3,000 table results ({})", format.name()),
            |b| {
                b.iter(|| {
                    let read = read_as(*format, black_box(text.as_bytes())).expect("reads");
                    read.check(&options, &profile).accepted.len()
                })
            },
        );
    }
    group.finish();

    // The whole import as File > Import results… and `casebook results import` run it: read,
    // checked and kept in a new database file; then the same file again, which changes nothing.
    let mut group = c.benchmark_group("results_import_archive");
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(BOARDS * TABLES)));
    let csv = files[2].1.as_bytes();
    let mut made = 0u32;
    group.bench_function("import 3,000 table results into a new archive (CSV)", |b| {
        b.iter_batched(
            || {
                made += 1;
                scratch::new_store("results", made)
            },
            |(_scratch, mut store)| {
                let done = import_event(&mut store, csv);
                assert_eq!(done.kept.written.len(), BOARDS as usize);
            },
            BatchSize::PerIteration,
        )
    });
    let (_kept_scratch, mut kept) = scratch::new_store("results-kept", 0);
    import_event(&mut kept, csv);
    group.bench_function(
        "the same 3,000 table results again (nothing changes)",
        |b| {
            b.iter(|| {
                let done = import_event(&mut kept, csv);
                assert!(done.changed_nothing());
            })
        },
    );
    group.finish();

    let mut group = c.benchmark_group("results_rescore");
    let mut dealer = Dealer(12);
    for tables in [TABLES, 60] {
        let traveller = board(1, tables, &mut dealer, &profile);
        let ruling = weighted_ruling(&traveller, &mut dealer);
        traveller
            .rescored(std::slice::from_ref(&ruling), &profile)
            .expect("rescored");
        group.bench_function(
            format!("a weighted board of {tables} tables, the whole field recomputed"),
            |b| {
                b.iter(|| {
                    black_box(&traveller)
                        .rescored(std::slice::from_ref(&ruling), &profile)
                        .map(|field| field.lines.len())
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, results_field);
criterion_main!(benches);
