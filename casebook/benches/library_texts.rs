//! A federation's texts in the law library (BENCHMARKS.md, Performance budgets): importing the
//! 1.1 MB Russian commentary as an added text with its anchors ≤ 1 s; with 20 texts of about
//! 1 MB in the library, the law panel for a step's Law ≤ 5 ms and a search over them ≤ 20 ms;
//! the memory the 20 texts add ≤ 100 MB. Measured at 1, 5 and 20 texts, to show the curve.
//!
//! The texts are the built-in 1997 commentary (`assets/laws/commentary-1997-ru.txt`) imported
//! again and again under other titles in its own layout (`ru-commentary-table`), as a
//! federation's commentaries: each is 1.1 MB, with the 1997 law text and the paragraphs numbered
//! by their Laws, and cites the 1997 Laws as the built-in one does.
//!
//! Run: `cargo bench -p casebook --bench library_texts`

#[path = "support/process.rs"]
#[allow(dead_code)] // only the resident memory is read here
mod process;

use casebook::laws::texts::{ImportOptions, TextLayout, read_text};
use casebook::laws::{
    Anchor, Edition, Language, Source, StoredText, TextId, TextKind, built_in_library, library,
    search, use_archive_texts,
};
use criterion::{Criterion, criterion_group, criterion_main};
use process::resident_kb;
use std::hint::black_box;
use std::time::{Duration, Instant};

const COMMENTARY: &str = include_str!("../../assets/laws/commentary-1997-ru.txt");

/// The Law a committee's step cites, and the words of a search.
const STEP_LAW: &str = "1997/law/12/C/3";
const QUERY: &str = "компенсирующий результат";

fn options(n: usize) -> ImportOptions {
    ImportOptions {
        kind: Some(TextKind::Commentary),
        edition: Some(Edition::E1997),
        language: Some(Language::Ru),
        title: Some(format!("Комментарий федерации {n}")),
        origin: None,
        layout: Some(TextLayout::RussianCommentaryTable),
    }
}

fn texts(count: usize) -> Vec<StoredText> {
    (0..count)
        .map(|n| {
            let read = read_text(COMMENTARY.as_bytes(), &options(n), built_in_library())
                .expect("the commentary reads as a text");
            let mut info = read.info.clone();
            info.source = Source::Added(TextId(n as i64 + 1));
            StoredText {
                info,
                form: read.form,
                added: "2026-12-07T00:00:00Z".into(),
                added_by: None,
            }
        })
        .collect()
}

fn bench_import(c: &mut Criterion) {
    let mut group = c.benchmark_group("texts_import");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    let read = read_text(COMMENTARY.as_bytes(), &options(0), built_in_library()).unwrap();
    let anchored = read
        .anchored_paragraphs()
        .iter()
        .filter(|(_, to)| !to.is_empty())
        .count();
    eprintln!(
        "the commentary as a text: {} units, {} paragraphs anchored to Laws",
        read.units.len(),
        anchored
    );
    group.bench_function("commentary_1_1_mb", |b| {
        b.iter(|| {
            read_text(
                black_box(COMMENTARY.as_bytes()),
                &options(0),
                built_in_library(),
            )
        })
    });
    group.finish();
}

fn bench_library(c: &mut Criterion) {
    // The built-in library and its index first, as the window has them before an archive opens.
    search("прогрев", 1).expect("the law index opens");
    let all = texts(20);
    let anchor = Anchor::new(STEP_LAW);
    // The texts' forms are held by the benchmark itself (as the archive's rows are by the
    // window): the memory counted from here is the libraries' and their indexes'.
    let empty = resident_kb();
    for count in [1, 5, 20] {
        let started = Instant::now();
        drop(black_box(built_in_library().with_texts(&all[..count])));
        let linked = started.elapsed();
        let before = resident_kb();
        let started = Instant::now();
        use_archive_texts(&all[..count]).expect("the texts are indexed");
        let adopted = started.elapsed();
        eprintln!(
            "{count} texts: read and linked in {:.0} ms, adopted with their index in {:.0} ms, \
             resident memory +{} MB in the adoption, +{} MB above the empty library",
            linked.as_secs_f64() * 1000.0,
            adopted.as_secs_f64() * 1000.0,
            resident_kb().saturating_sub(before) / 1024,
            resident_kb().saturating_sub(empty) / 1024
        );
        let shown = library().show_anchor_in(&anchor, Language::Ru).unwrap();
        assert!(
            shown.contains("Комментарий федерации"),
            "the texts are under the Law"
        );
        let mut group = c.benchmark_group(format!("texts_{count}"));
        group.bench_function("law_panel_for_a_step", |b| {
            b.iter(|| library().show_anchor_in(black_box(&anchor), Language::Ru))
        });
        group.bench_function("search", |b| b.iter(|| search(black_box(QUERY), 50)));
        group.finish();
    }
}

criterion_group!(benches, bench_import, bench_library);
criterion_main!(benches);
