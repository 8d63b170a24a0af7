//! Precedents over a federation's archive: 10,000 synthetic cases spread over 30 years
//! (`casebook::samples::synthetic_archive`, the sample cases varied in their Laws, findings,
//! methods, decisions and words). Budgets: the cases like one case ≤ 20 ms, the cases citing a
//! Law ≤ 5 ms, a year's consistency report ≤ 2 s, the statistics over all years ≤ 200 ms. The
//! same similar-cases query done the naive way (every case scored in turn) is timed beside the
//! index, and the similar-cases query at 100, 1,000 and 10,000 cases shows how cost grows.
//! Reading the digests of a 10,000-case database, made or stored, is timed too.
//!
//! Run: `cargo bench -p casebook --bench precedents`

use casebook::precedent::{CaseDigest, PrecedentIndex, report, statistics};
use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, Store};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Instant;

const CASES: usize = 10_000;
const LIMIT: usize = 10;

fn queries(index: &PrecedentIndex) -> Vec<CaseDigest> {
    let step = (index.len() / 20).max(1);
    index.digests().iter().step_by(step).cloned().collect()
}

fn precedents(c: &mut Criterion) {
    let cases = synthetic_archive(CASES, 0, 2026, 30).expect("the samples read");
    let started = Instant::now();
    let digests: Vec<CaseDigest> = cases.iter().map(CaseDigest::of).collect();
    eprintln!(
        "digests of {CASES} cases made in {:.0} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let started = Instant::now();
    let index = PrecedentIndex::new(digests.clone());
    eprintln!(
        "index of {CASES} cases built in {:.0} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let asked = queries(&index);
    let found: usize = asked.iter().map(|q| index.similar(q, LIMIT).len()).sum();
    eprintln!("{} queries find {found} precedents in all", asked.len());

    let mut group = c.benchmark_group("precedents (10,000 cases over 30 years)");
    let mut turn = 0;
    group.bench_function("similar cases, index", |b| {
        b.iter(|| {
            turn = (turn + 1) % asked.len();
            black_box(index.similar(&asked[turn], LIMIT))
        })
    });
    group.bench_function("similar cases, naive scan", |b| {
        b.iter(|| {
            turn = (turn + 1) % asked.len();
            black_box(index.similar_by_scan(&asked[turn], LIMIT))
        })
    });
    for anchor in [
        "2017/law/16",
        "1997/law/16/A",
        "2017/law/12/C/1/c",
        "2017/law/68",
    ] {
        eprintln!("{anchor}: cited by {} cases", index.citing(anchor).len());
        group.bench_with_input(BenchmarkId::new("cases citing", anchor), &anchor, |b, a| {
            b.iter(|| black_box(index.citing(a)))
        });
    }
    group.bench_function("statistics over all years", |b| {
        b.iter(|| black_box(statistics(index.digests(), None, None)))
    });
    group.bench_function("index build", |b| {
        b.iter(|| black_box(PrecedentIndex::new(digests.clone())))
    });
    group.sample_size(10);
    let year = report(&index, 2025, 2025);
    eprintln!(
        "consistency 2025: {} decided cases, {} pairs",
        year.cases,
        year.pairs.len()
    );
    group.bench_function("consistency report, one year", |b| {
        b.iter(|| black_box(report(&index, 2025, 2025)))
    });
    group.finish();

    let mut group = c.benchmark_group("similar cases by archive size");
    for size in [100, 1_000, 10_000] {
        let small = PrecedentIndex::new(digests[..size].to_vec());
        let asked = queries(&small);
        let mut turn = 0;
        group.bench_with_input(BenchmarkId::new("index", size), &size, |b, _| {
            b.iter(|| {
                turn = (turn + 1) % asked.len();
                black_box(small.similar(&asked[turn], LIMIT))
            })
        });
    }
    group.finish();

    // The store: the digests of a 10,000-case database, made once, then read back.
    let dir = std::env::temp_dir().join(format!("casebook-precedents-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = dir.join("cases.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut store = Store::create_or_open(&path).expect("a new database");
    store
        .import_bundle(&Bundle::new(cases).to_json())
        .expect("10,000 cases imported");
    let started = Instant::now();
    let made = store.case_digests(&mut |_, _| {}).expect("digests");
    eprintln!(
        "store: {} digests made and stored in {:.2} s",
        made.len(),
        started.elapsed().as_secs_f64()
    );
    let mut group = c.benchmark_group("precedent digests from the store (10,000 cases)");
    group.sample_size(10);
    group.bench_function("read stored digests and build the index", |b| {
        b.iter(|| {
            let digests = store.case_digests(&mut |_, _| {}).expect("digests");
            black_box(PrecedentIndex::new(digests))
        })
    });
    group.finish();
    drop(store);
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group!(benches, precedents);
criterion_main!(benches);
