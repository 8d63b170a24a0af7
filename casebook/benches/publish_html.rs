//! Publishing 1,000 cases to HTML must take under 2 s (DESIGN: performance budgets). The
//! cases are the reviewed sample cases repeated under new numbers and UUIDs, so each carries a
//! full record: deal, annotated auction, facts, statements, ruling, appeal, polls, decision
//! with a weighted score, write-up and commentary.
//!
//! Three measurements: the casebook assembled and rendered in memory; a reprint from a store
//! (load every case, render, write the file); and a first edition, which also saves each case
//! as published (one store save, one transaction, per case).
//!
//! Run: `cargo bench -p casebook --bench publish_html`

use casebook::case::{Case, CaseStatus};
use casebook::publish::{Casebook, Format, PublishOptions, publish, render_html};
use casebook::samples::sample_cases;
use casebook::store::Store;
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use uuid::Uuid;

const CASES: usize = 1_000;
const YEAR: i32 = 2026;

/// 1,000 reviewed cases of 2026 made from the reviewed samples.
fn synthetic_cases() -> Vec<Case> {
    let templates: Vec<Case> = sample_cases()
        .expect("the samples read")
        .into_iter()
        .filter(|c| c.status() == CaseStatus::Reviewed)
        .collect();
    (0..CASES)
        .map(|i| {
            let mut case = templates[i % templates.len()].clone();
            case.uuid = Uuid::from_u128(0xCA5E_0000_0000 + i as u128);
            case.identity.case_number = format!("S-{}", i + 1);
            case.identity.year = Some(YEAR);
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

/// A new database in `dir` holding `bundle`.
fn store_with(dir: &std::path::Path, name: &str, bundle: &str) -> Store {
    let mut store = Store::create_or_open(dir.join(name)).expect("database");
    store.import_bundle(bundle).expect("import");
    store
}

fn publish_html(c: &mut Criterion) {
    let cases = synthetic_cases();
    let mut group = c.benchmark_group("publish_html");
    group.sample_size(10);
    group.throughput(Throughput::Elements(CASES as u64));
    group.bench_function("assemble and render 1,000 cases", |b| {
        b.iter(|| {
            let casebook = Casebook::assemble(black_box(cases.clone()), &[], &options());
            black_box(render_html(&casebook, &mut |_| {}).len())
        })
    });

    let dir = scratch();
    let bundle = {
        let mut store = Store::create_or_open(dir.join("template.sqlite")).expect("database");
        for case in &cases {
            let mut case = case.clone();
            case.revision = 0;
            store.save_case(&case, 0).expect("saved");
        }
        store.export_bundle(&[]).expect("bundle")
    };

    // A reprint: every case read from the store, rendered and written; nothing to mark.
    let mut published = store_with(&dir, "published.sqlite", &bundle);
    publish(
        &mut published,
        &options(),
        Format::Html,
        &dir.join("first.html"),
        &mut |_| {},
    )
    .expect("first edition");
    let reprint = PublishOptions {
        reprint: true,
        ..options()
    };
    let out = dir.join("reprint.html");
    group.bench_function("reprint 1,000 cases from a store to an HTML file", |b| {
        b.iter(|| {
            let report = publish(&mut published, &reprint, Format::Html, &out, &mut |_| {})
                .expect("reprint");
            assert_eq!((report.cases, report.newly_published), (CASES, 0));
            black_box(report.bytes)
        })
    });

    // A first edition: as above, then each case saved as published (one store save each).
    // Each run needs the cases still reviewed, so each gets a new database (not timed).
    let mut run = 0;
    group.bench_function(
        "publish 1,000 reviewed cases and mark them published",
        |b| {
            b.iter_batched(
                || {
                    run += 1;
                    let store = store_with(&dir, &format!("run-{run}.sqlite"), &bundle);
                    (store, dir.join(format!("run-{run}.html")))
                },
                |(mut store, out)| {
                    let report = publish(&mut store, &options(), Format::Html, &out, &mut |_| {})
                        .expect("publish");
                    assert_eq!(report.newly_published, CASES);
                    black_box(report.bytes)
                },
                BatchSize::PerIteration,
            )
        },
    );
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, publish_html);
criterion_main!(benches);
