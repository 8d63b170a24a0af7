//! Full-text search over the cases must answer in under 10 ms on a database of 10,000 cases
//! (BENCHMARKS.md, Performance budgets), query by query as the user types into the case list's
//! search field: `find_cases`, the ranked UUIDs the list narrows to, is the budget. Also
//! measured: `search_cases`, the same search with a snippet of each hit's prose (for
//! reports and the command line), which reads and stems the prose of every hit. The cases are `casebook::samples::synthetic_cases` — the sample cases
//! repeated, each a full record — so the index holds the prose of 10,000 real-sized cases.
//!
//! Run: `cargo bench -p casebook --bench case_search`

use casebook::store::{Bundle, Store};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// What a committee types: a Russian word in another form than the text's, a rare word, a
/// frequent word, two words, and a word still being typed.
const QUERIES: &[(&str, &str)] = &[
    ("russian_word_form", "претензии"),
    ("rare_word", "маастрихт"),
    ("frequent_word", "пас"),
    ("two_words", "неправильное объяснение"),
    ("typing_last_word", "разъясн"),
];

/// As many hits as the case list shows.
const LIMIT: usize = 500;

/// The rows a case list shows at once.
const FIRST_SCREEN: usize = 25;

fn case_search(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("casebook-case-search-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = dir.join("cases.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut store = Store::create_or_open(&path).expect("a new database");
    let cases = casebook::samples::synthetic_cases(10_000, 0, |i| 2000 + (i % 27) as i32)
        .expect("the samples read");
    store
        .import_bundle(&Bundle::new(cases).to_json())
        .expect("10,000 cases imported");

    let mut group = c.benchmark_group("case list search (10,000 cases)");
    for (name, query) in QUERIES {
        let found = store.find_cases(query, LIMIT).expect("the search runs");
        eprintln!("{name}: \"{query}\" finds {} cases", found.len());
        group.bench_function(*name, |b| {
            b.iter(|| black_box(store.find_cases(query, LIMIT).expect("the search runs")));
        });
    }
    group.finish();
    // What the list does: the hits, then snippets for the first screen of rows only.
    let mut group =
        c.benchmark_group("case list search, snippets for the first 25 rows (10,000 cases)");
    for (name, query) in QUERIES {
        group.bench_function(*name, |b| {
            b.iter(|| {
                let found = store.find_cases(query, LIMIT).expect("the search runs");
                let shown = &found[..found.len().min(FIRST_SCREEN)];
                black_box(store.search_snippets(query, shown).expect("the snippets"))
            });
        });
    }
    group.finish();
    let mut group = c.benchmark_group("case search with snippets (10,000 cases)");
    group.sample_size(10);
    for (name, query) in QUERIES {
        group.bench_function(*name, |b| {
            b.iter(|| black_box(store.search_cases(query, LIMIT).expect("the search runs")));
        });
    }
    group.finish();
    drop(store);
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group!(benches, case_search);
criterion_main!(benches);
