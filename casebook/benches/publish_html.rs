//! Publishing 1,000 cases to HTML must take under 2 s in a release build, measured on a
//! database of 10,000 synthetic cases (BENCHMARKS.md, Performance budgets).
//!
//! What is measured, against a database of 10,000 cases of which 1,000 are the reviewed cases
//! of 2026 (the reviewed sample cases repeated under new numbers and UUIDs, so each carries a
//! full record: deal, annotated auction, facts, statements, ruling, appeal, polls, decision
//! with a weighted score, write-up and commentary; the other 9,000 are published cases of
//! earlier years):
//!
//! - `publish 1,000 cases to HTML …`: the budget. The whole `publish` against a store: load
//!   the year's cases, render, write the file, mark the 1,000 cases published. Each run gets a
//!   fresh copy of the database with the cases still reviewed, made and opened before the
//!   clock starts and closed after it stops (`iter_batched`, one run per batch).
//! - `load …` and `assemble and render …`: the first two of those steps alone, to show where
//!   the time goes.
//!
//! Run: `cargo bench -p casebook --bench publish_html`

use casebook::case::{Case, CaseStatus};
use casebook::publish::{Casebook, Format, PublishOptions, load_casebook, publish, render_html};
use casebook::samples::sample_cases;
use casebook::store::{Bundle, Store};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use uuid::Uuid;

/// Cases in the casebook.
const CASES: usize = 1_000;
/// Cases in the database.
const STORED: usize = 10_000;
const YEAR: i32 = 2026;

/// `count` cases made from the reviewed samples, the `i`-th numbered `S-{i+1}` and of `year(i)`.
fn synthetic_cases(count: usize, first: usize, year: impl Fn(usize) -> i32) -> Vec<Case> {
    let templates: Vec<Case> = sample_cases()
        .expect("the samples read")
        .into_iter()
        .filter(|c| c.status() == CaseStatus::Reviewed)
        .collect();
    (first..first + count)
        .map(|i| {
            let mut case = templates[i % templates.len()].clone();
            case.uuid = Uuid::from_u128(0xCA5E_0000_0000 + i as u128);
            case.identity.case_number = format!("S-{}", i + 1);
            case.identity.year = Some(year(i));
            case
        })
        .collect()
}

fn options() -> PublishOptions {
    PublishOptions {
        year: YEAR,
        ..PublishOptions::default()
    }
}

/// A scratch directory for the databases and casebooks of the benchmark.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("casebook-bench-{}", Uuid::new_v4()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The benchmark's database at `path`: the 1,000 reviewed cases of the year and 9,000
/// published cases of the nine years before, imported a thousand at a time, their precedent
/// digests made as the window makes them on the first open (a casebook's statistics over the
/// years read them; after a bulk import the first publish makes them, about 0.9 ms a case).
fn make_database(path: &Path, casebook: &[Case]) {
    let mut store = Store::create_or_open(path).expect("database");
    let import = |store: &mut Store, cases: Vec<Case>| {
        store
            .import_bundle(&Bundle::new(cases).to_json())
            .expect("import");
    };
    import(&mut store, casebook.to_vec());
    for chunk in (CASES..STORED).step_by(CASES) {
        let mut earlier = synthetic_cases(CASES, chunk, |i| YEAR - 1 - (i % 9) as i32);
        for case in &mut earlier {
            case.review.status = CaseStatus::Published;
        }
        import(&mut store, earlier);
    }
    store.case_digests(&mut |_, _| {}).expect("digests");
    // Closing the last connection folds the write-ahead log into the file, so a copy of the
    // file alone is the whole database.
}

/// A fresh copy of `template` at `path`, opened.
fn fresh_copy(template: &Path, path: &Path) -> Store {
    for suffix in ["-wal", "-shm"] {
        let mut side = path.as_os_str().to_owned();
        side.push(suffix);
        let _ = std::fs::remove_file(side);
    }
    std::fs::copy(template, path).expect("copy of the database");
    Store::open(path).expect("database")
}

fn publish_html(c: &mut Criterion) {
    let cases = synthetic_cases(CASES, 0, |_| YEAR);
    let dir = scratch();
    let template = dir.join("template.sqlite");
    make_database(&template, &cases);

    let mut group = c.benchmark_group("publish_html");
    group.sample_size(10);
    group.throughput(Throughput::Elements(CASES as u64));

    let run = dir.join("run.sqlite");
    let out = dir.join("casebook.html");
    group.bench_function(
        "publish 1,000 cases to HTML: load, render, write, mark published",
        |b| {
            b.iter_batched(
                || fresh_copy(&template, &run),
                |mut store| {
                    let report = publish(&mut store, &options(), Format::Html, &out, &mut |_| {})
                        .expect("publish");
                    assert_eq!(report.newly_published, CASES);
                    assert!(report.unmarked.is_empty(), "{:?}", report.unmarked);
                    // Returned, so that closing the database is not timed.
                    (store, black_box(report.files[0].bytes))
                },
                BatchSize::PerIteration,
            )
        },
    );

    // Loading only reads: one copy serves every run.
    let store = fresh_copy(&template, &run);
    group.bench_function("load the year's 1,000 cases from the store", |b| {
        b.iter(|| {
            let casebook = load_casebook(&store, &options(), &mut |_| {}).expect("load");
            assert_eq!(casebook.cases.len(), CASES);
            black_box(casebook)
        })
    });
    drop(store);

    group.bench_function("assemble and render 1,000 cases", |b| {
        b.iter(|| {
            let casebook = Casebook::assemble(black_box(cases.clone()), &[], &options());
            black_box(render_html(&casebook, &mut |_| {}).len())
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, publish_html);
criterion_main!(benches);
