//! Search over the law library — laws, commentary, definitions, appendices of all five
//! sources — must answer in under 10 ms (BENCHMARKS.md, Performance budgets), typed query by typed
//! query, so that the law panel can search as the user types. Also measured: opening the
//! library from its cache file (startup) against parsing the sources.
//!
//! Run: `cargo bench -p casebook --bench laws_search`

use casebook::laws::cache::{CacheKey, LawCache};
use casebook::laws::{Library, search};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

/// Typical queries: a Russian word found through its stem, a Bulgarian word, an explicit
/// Bulgarian prefix, two Russian words, and a last word still being typed (the query runs
/// once as written and once with the word as a prefix).
const QUERIES: &[(&str, &str)] = &[
    ("russian_word", "претензии"),
    ("bulgarian_word", "тежести"),
    ("bulgarian_prefix", "апела*"),
    ("two_words", "ненарушившей пары"),
    ("typing_last_word", "назначен административ"),
    ("frequent_word", "судья"),
];

fn bench_search(c: &mut Criterion) {
    // Opened (or built) once, as the application does at startup.
    search("прогрев", 1).expect("the law index opens");
    let mut group = c.benchmark_group("laws_search");
    for (name, query) in QUERIES {
        let hits = search(query, 20).expect("search runs");
        assert!(!hits.is_empty(), "{query} finds something");
        group.bench_function(*name, |b| {
            b.iter(|| search(black_box(query), 20).expect("search runs"))
        });
    }
    group.finish();
}

fn bench_startup(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("casebook-laws-bench-{}", std::process::id()));
    let key = CacheKey::bundled();
    drop(LawCache::open(Some(&dir), key, Library::build));
    let mut group = c.benchmark_group("laws_startup");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("open_cache_file", |b| {
        b.iter(|| LawCache::open(Some(&dir), key, Library::build))
    });
    group.bench_function("parse_sources", |b| b.iter(Library::build));
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench_search, bench_startup);
criterion_main!(benches);
