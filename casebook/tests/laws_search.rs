//! Search over the law library and the SQLite cache it lives in. Fixtures cite the seed lines
//! (the files in `assets/laws/`).

use casebook::laws::cache::{CacheKey, CacheOrigin, LawCache};
use casebook::laws::{
    Anchor, Edition, LawHit, LawUnit, Library, Source, UnitKind, library, search,
};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

fn anchors(hits: &[LawHit]) -> Vec<&str> {
    hits.iter().map(|h| h.anchor.as_str()).collect()
}

fn highlighted(hit: &LawHit) -> Vec<&str> {
    hit.snippet
        .highlights
        .iter()
        .map(|r| &hit.snippet.text[r.clone()])
        .collect()
}

/// laws-2017-bg.txt l.715, 2017 Law 12C1(c) (weighting; 1997 Law 12C3 in the edition map):
/// „…може да бъде изчислен с тежести, за да отрази вероятностите…".
#[test]
fn a_bulgarian_word_finds_2017_law_12c1c_first() {
    let hits = search("тежести", 10).expect("search runs");
    let first = hits.first().expect("a hit");
    assert_eq!(first.anchor.as_str(), "2017/law/12/C/1/c");
    assert_eq!(first.edition, Edition::E2017);
    assert_eq!(first.title, "12C1(c)");
    assert_eq!(highlighted(first), ["тежести"]);
    assert!(
        first.snippet.text.contains("изчислен с тежести"),
        "{first:?}"
    );
}

/// commentary-1997-ru.txt l.1286–1294: commentary 12.35 on the schemes of
/// weighting, „сложилось несколько схем вычисления результата … по схеме ЕБЛ". The query
/// inflects both words differently from the text.
#[test]
fn a_russian_inflected_query_finds_commentary_12_35() {
    let hits = search("схемами вычислений", 5).expect("search runs");
    let at = anchors(&hits);
    assert!(
        at[..2].contains(&"1997/commentary/12.35"),
        "12.35 among the first two: {at:?}"
    );
    let hit = hits
        .iter()
        .find(|h| h.anchor.as_str() == "1997/commentary/12.35")
        .expect("12.35");
    assert_eq!(hit.edition, Edition::E1997);
    assert_eq!(hit.title, "12.35");
    // Found through the stems; marked in the snippet all the same.
    assert_eq!(highlighted(hit), ["схем", "вычисления"], "{hit:?}");
}

/// The 1987 pages write ё (laws-ru-pages.txt l.144 „наказаниями партнёра нарушителя"); the 1997
/// commentary writes е. A query finds both whichever letter it is typed with.
#[test]
fn yo_and_ye_are_one_letter() {
    let with_yo = search("партнёра нарушителя", 50).expect("search runs");
    let with_ye = search("партнера нарушителя", 50).expect("search runs");
    assert_eq!(anchors(&with_yo), anchors(&with_ye));
    let page = with_ye
        .iter()
        .find(|h| {
            library()
                .get(&h.anchor)
                .is_some_and(|u| u.source == Source::LawsRuPages && u.lines.0 <= 144)
        })
        .expect("the 1987 page with „партнёра нарушителя\"");
    assert!(highlighted(page).contains(&"партнёра"), "{page:?}");
    assert!(
        with_yo
            .iter()
            .any(|h| h.anchor.as_str().starts_with("1997/")),
        "the 1997 text, written with е, is found by ё too"
    );
}

/// Bulgarian has no stemmer: its inflections are reached by a prefix. laws-2017-bg.txt l.2455
/// („Няма апелативна комисия", 2017 Law 93A) and l.2263 („разглеждане на апелациите",
/// 80B2(k)).
#[test]
fn a_bulgarian_prefix_finds_every_inflection() {
    let hits = search("апела*", 20).expect("search runs");
    let at = anchors(&hits);
    assert!(at.contains(&"2017/law/93/A"), "{at:?}");
    assert!(at.contains(&"2017/law/80/B/2/k"), "{at:?}");
    let words: Vec<String> = hits
        .iter()
        .flat_map(|h| highlighted(h).into_iter().map(str::to_lowercase))
        .collect();
    assert!(words.contains(&"апелативна".to_string()), "{words:?}");
    assert!(words.contains(&"апелациите".to_string()), "{words:?}");
}

/// A bare last word is still being typed: when the query as written finds too little, the
/// last word is tried as a prefix. A space after it says the word is complete.
#[test]
fn the_last_word_is_a_prefix_while_it_is_being_typed() {
    let typing = search("апелати", 10).expect("search runs");
    assert!(anchors(&typing).contains(&"2017/law/93/A"), "{typing:?}");
    assert!(
        search("апелати ", 10).expect("search runs").is_empty(),
        "a finished word is matched whole"
    );
    // Two words: the first whole (or by its stem), the last a prefix.
    let two = search("назначен административ", 10).expect("search runs");
    assert!(anchors(&two).contains(&"2017/law/12/C/1/c"), "{two:?}");
}

/// Claims, Laws 68–71: „претензия" runs through the 1997 law text
/// and the commentary; both kinds come back in one ranking.
#[test]
fn law_text_and_commentary_are_ranked_together() {
    let hits = search("претензии", 20).expect("search runs");
    let kinds: Vec<UnitKind> = hits
        .iter()
        .filter_map(|h| library().get(&h.anchor).map(|u| u.kind))
        .collect();
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, UnitKind::Law | UnitKind::Section | UnitKind::Item)),
        "law text among the hits: {kinds:?}"
    );
    assert!(
        kinds.contains(&UnitKind::Commentary),
        "commentary among the hits: {kinds:?}"
    );
    assert!(
        hits.windows(2).all(|w| w[0].rank <= w[1].rank),
        "best (lowest bm25) first"
    );
    assert!(hits.len() <= 20);
    assert_eq!(search("претензии", 3).expect("search runs").len(), 3);
}

#[test]
fn a_query_without_words_finds_nothing_and_fails_nothing() {
    for query in ["", "   ", "*", "\"(", "—", "NEAR(AND OR"] {
        let hits = search(query, 10).unwrap_or_else(|e| panic!("{query:?}: {e}"));
        if query.starts_with("NEAR") {
            continue; // words, searched as words
        }
        assert!(hits.is_empty(), "{query:?}: {hits:?}");
    }
    assert!(search("тежести", 0).expect("search runs").is_empty());
}

/// A directory removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        let dir = std::env::temp_dir().join(format!("casebook-laws-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    fn dir(&self) -> &Path {
        &self.0
    }

    fn cache_files(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .expect("scratch directory")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Two units, one linking to the other, and one reference that names nothing: enough to see
/// every part of a library come back from the file.
fn small_library() -> Library {
    let unit = |anchor: &str, label: &str, text: &str, order: u32| LawUnit {
        anchor: Anchor::new(anchor),
        source: Source::Commentary1997Ru,
        edition: Edition::E1997,
        language: casebook::laws::Language::Ru,
        kind: UnitKind::Commentary,
        label: label.to_string(),
        title: None,
        text_markdown: text.to_string(),
        parent: None,
        order,
        lines: (order, order),
        content_removed: false,
        note: None,
    };
    Library::from_units(
        vec![
            unit(
                "1997/commentary/12.35",
                "12.35",
                "Несколько схем вычисления (см. 12.36) по Правилу 25F5.",
                1,
            ),
            unit(
                "1997/commentary/12.36",
                "12.36",
                "Ещё одна схема: ё как е.",
                2,
            ),
        ],
        Vec::new(),
    )
}

fn counted_build(counter: &AtomicUsize) -> impl FnOnce() -> Library + '_ {
    move || {
        counter.fetch_add(1, Ordering::SeqCst);
        small_library()
    }
}

#[test]
fn a_second_open_reads_the_cache_without_parsing() {
    let scratch = Scratch::new();
    let key = CacheKey::of(&["the sources, first version"]);
    let parses = AtomicUsize::new(0);

    let first = LawCache::open(Some(scratch.dir()), key, counted_build(&parses));
    assert_eq!(first.origin(), CacheOrigin::Written);
    assert_eq!(parses.load(Ordering::SeqCst), 1);
    assert_eq!(first.problem(), None);
    assert_eq!(scratch.cache_files(), [key.file_name()]);

    let second = LawCache::open(Some(scratch.dir()), key, counted_build(&parses));
    assert_eq!(second.origin(), CacheOrigin::Read);
    assert_eq!(parses.load(Ordering::SeqCst), 1, "read, not parsed again");
    assert_eq!(second.library().units(), first.library().units());
    assert_eq!(second.library().links(), first.library().links());
    assert_eq!(
        second.library().unresolved_references(),
        first.library().unresolved_references()
    );
    assert_eq!(second.library().links().len(), 1);
    assert_eq!(second.library().unresolved_references().len(), 1);
    let hits = second.search("схема", 10).expect("search runs");
    assert_eq!(
        anchors(&hits),
        ["1997/commentary/12.36", "1997/commentary/12.35"]
    );
    assert_eq!(
        anchors(&second.search("еще", 10).expect("search runs")),
        ["1997/commentary/12.36"]
    );
}

#[test]
fn a_changed_source_key_rebuilds_and_removes_the_old_file() {
    let scratch = Scratch::new();
    let parses = AtomicUsize::new(0);
    let old = CacheKey::of(&["the sources, first version"]);
    let new = CacheKey::of(&["the sources, second version"]);
    assert_ne!(old, new);
    let _ = LawCache::open(Some(scratch.dir()), old, counted_build(&parses));
    let rebuilt = LawCache::open(Some(scratch.dir()), new, counted_build(&parses));
    assert_eq!(rebuilt.origin(), CacheOrigin::Written);
    assert_eq!(parses.load(Ordering::SeqCst), 2);
    assert_eq!(scratch.cache_files(), [new.file_name()]);
}

#[test]
fn a_damaged_cache_file_is_written_again() {
    let scratch = Scratch::new();
    let key = CacheKey::of(&["the sources"]);
    std::fs::write(scratch.dir().join(key.file_name()), b"not a database").expect("write");
    let parses = AtomicUsize::new(0);
    let cache = LawCache::open(Some(scratch.dir()), key, counted_build(&parses));
    assert_eq!(cache.origin(), CacheOrigin::Written);
    let again = LawCache::open(Some(scratch.dir()), key, counted_build(&parses));
    assert_eq!(again.origin(), CacheOrigin::Read);
    assert_eq!(parses.load(Ordering::SeqCst), 1);
}

/// A cache directory that cannot be created (a file stands where its parent should be): the
/// library is parsed, the index kept in memory, and search works.
#[test]
fn an_unwritable_cache_directory_still_searches() {
    let scratch = Scratch::new();
    let blocker = scratch.dir().join("not-a-directory");
    std::fs::write(&blocker, b"").expect("write");
    let parses = AtomicUsize::new(0);
    let cache = LawCache::open(
        Some(&blocker.join("casebook")),
        CacheKey::of(&["x"]),
        counted_build(&parses),
    );
    assert_eq!(cache.origin(), CacheOrigin::Memory);
    assert!(cache.problem().is_some_and(|p| p.contains("cannot write")));
    assert_eq!(cache.file(), None);
    let hits = cache.search("схемы", 10).expect("search runs in memory");
    assert_eq!(hits.len(), 2);

    let nowhere = LawCache::open(None, CacheKey::of(&["x"]), counted_build(&parses));
    assert_eq!(nowhere.origin(), CacheOrigin::Memory);
    assert_eq!(nowhere.search("схемы", 10).expect("search runs").len(), 2);
}

/// The whole library survives the file: every unit, link and unresolved reference, and the
/// index gives the same hits as the shared one.
#[test]
fn the_full_library_round_trips_through_the_cache() {
    let scratch = Scratch::new();
    let key = CacheKey::bundled();
    let written = LawCache::open(Some(scratch.dir()), key, Library::build);
    assert_eq!(written.origin(), CacheOrigin::Written);
    let read = LawCache::open(Some(scratch.dir()), key, || {
        panic!("a complete cache must not be parsed again")
    });
    assert_eq!(read.origin(), CacheOrigin::Read);
    let shared = library();
    assert_eq!(read.library().units(), shared.units());
    assert_eq!(read.library().links(), shared.links());
    assert_eq!(
        read.library().unresolved_references(),
        shared.unresolved_references()
    );
    assert_eq!(
        read.search("тежести", 5).expect("search runs"),
        search("тежести", 5).expect("search runs")
    );
}
