//! Importing a tournament's hand-record file: a synthetic PBN file of 10,000 boards (tags,
//! an auction with alerts and notes on every board, the play on one board in four) must read
//! and become 10,000 cases in under a second (BENCHMARKS.md, Performance budgets). Storing those cases
//! in one transaction is measured apart, since it depends on the disk, and then the whole:
//! the file's bytes in, the cases committed to a new database.
//!
//! Run: `cargo bench -p casebook --bench pbn_import`

use casebook::import;
use casebook::pbn;
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
#[path = "support/pbn_file.rs"]
mod pbn_file;
#[path = "support/scratch.rs"]
mod scratch;

use pbn_file::synthetic_file;

fn import(c: &mut Criterion) {
    let file = synthetic_file(10_000);
    let records = pbn::read(&file).expect("the synthetic file reads");
    assert_eq!(records.len(), 10_000);
    eprintln!("synthetic file: 10,000 boards, {} bytes", file.len());
    let mut group = c.benchmark_group("pbn_import");
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(8));
    group.throughput(Throughput::Bytes(file.len() as u64));
    group.bench_function("read 10,000 boards", |b| {
        b.iter(|| pbn::read(black_box(&file)).map(|r| r.len()))
    });
    group.bench_function("read 10,000 boards and map them to cases", |b| {
        b.iter(|| {
            let records = pbn::read(black_box(&file)).expect("reads");
            import::cases_from_records(&records).map(|cases| cases.len())
        })
    });
    group.finish();
}

fn store(c: &mut Criterion) {
    let file = synthetic_file(10_000);
    let records = pbn::read(&file).expect("the synthetic file reads");
    let cases = import::cases_from_records(&records).expect("every board is a case");
    let mut group = c.benchmark_group("pbn_import_store");
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(20));
    let mut run = 0_u32;
    group.bench_function("store 10,000 new cases in one transaction", |b| {
        b.iter_batched(
            || {
                run += 1;
                scratch::new_store("import", run)
            },
            // The store is handed back so that closing it (a WAL checkpoint) is not timed.
            |(scratch, mut store)| {
                let saved = import::store_new_cases(&mut store, &records, &cases)
                    .expect("stored")
                    .len();
                (store, scratch, saved)
            },
            BatchSize::PerIteration,
        )
    });
    // The budget as a user meets it: the file's bytes in, 10,000 cases committed to a database.
    group.bench_function("read, map and store 10,000 boards", |b| {
        b.iter_batched(
            || {
                run += 1;
                scratch::new_store("import", run)
            },
            |(scratch, mut store)| {
                let records = pbn::read(black_box(&file)).expect("reads");
                let saved = import::import_new_cases(&mut store, &records)
                    .expect("stored")
                    .len();
                (store, scratch, saved)
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, import, store);
criterion_main!(benches);
