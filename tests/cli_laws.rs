//! `casebook laws show` and `casebook laws search` run as a user runs them. Fixtures cite the
//! lines of the files in `assets/laws/`.

mod support;

use std::path::PathBuf;
use std::process::Command;
use support::{casebook, stdout_of};

/// Exit status 2, nothing on stdout, one line on stderr containing `needle`.
fn assert_refused(args: &[&str], needle: &str) {
    support::assert_one_line_failure(args, 2, needle);
}

/// The search lines whose anchor is `anchor`: `anchor \t title \t snippet`.
fn line_for<'a>(output: &'a str, anchor: &str) -> Option<&'a str> {
    output
        .lines()
        .find(|l| l.split('\t').next() == Some(anchor))
}

/// laws-2017-bg.txt l.715: 2017 12C1(c), weighting; = 1997 12C3 (assets/laws/edition-map.json).
#[test]
fn show_12c1c_prints_the_2017_text_and_its_1997_counterpart() {
    let out = stdout_of(&["laws", "show", "12C1c"]);
    assert!(out.starts_with("# 12C1(c)\n"), "{out}");
    assert!(
        out.contains("може да бъде изчислен с тежести"),
        "the Bulgarian text: {out}"
    );
    assert!(
        out.contains("[12C3](law:1997/law/12/C/3)"),
        "the 1997 counterpart: {out}"
    );
    // The same unit written the other ways people write it.
    assert_eq!(stdout_of(&["laws", "show", "12C1(c)"]), out);
    assert_eq!(stdout_of(&["laws", "show", "Law", "12C1c"]), out);
}

/// commentary-1997-ru.txt l.1108–1111: 1997 Law 12C3, typed with a Cyrillic С, with its commentary
/// (12.35, l.1286) and the 2017 counterpart.
#[test]
fn show_cyrillic_12c3_in_the_1997_edition() {
    let out = stdout_of(&["laws", "show", "12С3", "--edition", "1997"]);
    assert!(out.starts_with("# 12C3\n"), "{out}");
    assert!(out.contains("апелляционный комитет может изменять назначенный"));
    assert!(out.contains("## Комментарий"), "{out}");
    assert!(out.contains("**12.35.**"), "{out}");
    assert!(out.contains("[12C1(c)](law:2017/law/12/C/1/c)"), "{out}");
}

/// Commentary paragraphs belong to 1997 whatever the default edition: 12.35 (commentary-1997-ru.txt
/// l.1286–1294, the schemes of weighting).
#[test]
fn show_commentary_12_35_without_an_edition() {
    let out = stdout_of(&["laws", "show", "12.35"]);
    assert!(out.starts_with("# 12.35\n"), "{out}");
    assert!(out.contains("(ii) ЕБЛ указывает"), "{out}");
    assert!(out.contains("по схеме ЕБЛ"), "{out}");
    assert_eq!(
        stdout_of(&["laws", "show", "12.35", "--edition", "1997"]),
        out
    );
}

/// A Law prints its sections (2017 Law 12: A, B, C with 12C1(c), D … in laws-2017-bg.txt l.696–730).
#[test]
fn show_a_law_prints_its_sections() {
    let out = stdout_of(&["laws", "show", "12"]);
    assert!(out.starts_with("# Правило 12."), "{out}");
    for heading in ["\n## 12A", "\n## 12B", "\n## 12C", "\n#### 12C1(c)"] {
        assert!(out.contains(heading), "{heading} in {out}");
    }
}

/// commentary-1997-ru.txt l.1286: „несколько схем вычисления" found by other inflections of both words.
#[test]
fn search_finds_commentary_12_35_by_inflected_russian_words() {
    let out = stdout_of(&["laws", "search", "схемами вычислений", "--limit", "3"]);
    assert!(out.lines().count() <= 3, "{out}");
    let line = line_for(&out, "1997/commentary/12.35").expect("12.35 is among the hits");
    let fields: Vec<&str> = line.split('\t').collect();
    assert_eq!(fields.len(), 3, "{line}");
    assert_eq!(fields[1], "12.35");
    assert!(fields[2].contains("**схем** **вычисления**"), "{line}");
}

/// laws-ru-pages.txt l.144 writes „партнёра"; the 1997 commentary writes е. One query, either letter.
#[test]
fn search_treats_yo_as_ye() {
    let with_yo = stdout_of(&["laws", "search", "партнёра нарушителя"]);
    let with_ye = stdout_of(&["laws", "search", "партнера нарушителя"]);
    assert!(!with_ye.is_empty());
    assert_eq!(with_yo, with_ye);
    assert!(with_ye.contains("**партнёра**"), "{with_ye}");
}

/// laws-2017-bg.txt l.2455 „Няма апелативна комисия" (2017 93A) and l.2263 „апелациите" (80B2(k)).
#[test]
fn search_takes_a_bulgarian_prefix() {
    let out = stdout_of(&["laws", "search", "апела*"]);
    assert!(line_for(&out, "2017/law/93/A").is_some(), "{out}");
    assert!(line_for(&out, "2017/law/80/B/2/k").is_some(), "{out}");
    let weighting = stdout_of(&["laws", "search", "тежести", "--limit", "1"]);
    assert!(
        weighting.starts_with("2017/law/12/C/1/c\t12C1(c)\t"),
        "{weighting}"
    );
}

#[test]
fn a_search_that_finds_nothing_is_not_an_error() {
    let out = casebook(&["laws", "search", "квазиштукатурка"]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no law or commentary matches"));
}

#[test]
fn bad_references_and_arguments_are_refused_in_one_line() {
    assert_refused(&["laws", "show", "12X"], "not a law reference: \"12X\"");
    assert_refused(&["laws", "show", "hello"], "not a law reference");
    // 1997 Law 12C has items 1–3 only; the 2017 Law has a 12C4.
    assert_refused(
        &["laws", "show", "12C4", "--edition", "1997"],
        "there is no Law 12C4 in the 1997 Laws; the 2017 edition has it",
    );
    assert_refused(
        &["laws", "show", "12C9"],
        "there is no Law 12C9 in the 2017 Laws",
    );
    assert_refused(
        &["laws", "show", "12.99"],
        "paragraph 12.99 in the 1997 commentary",
    );
    assert_refused(&["laws", "show", "12C1c", "--edition", "2007"], "--edition");
    assert_refused(&["laws", "search", "тежести", "--limit", "none"], "--limit");
    assert_refused(&["laws", "show"], "laws show");
    assert_refused(&["laws", "search"], "laws search");
    assert_refused(&["laws"], "laws");
}

#[test]
fn help_lists_the_laws_commands() {
    let help = stdout_of(&["laws", "--help"]);
    assert!(help.contains("show "), "{help}");
    assert!(help.contains("search "), "{help}");
    let show = stdout_of(&["laws", "show", "--help"]);
    assert!(
        show.contains("Usage: casebook laws show [OPTIONS] <REF>..."),
        "{show}"
    );
    assert!(show.contains("--edition <YEAR>"), "{show}");
    let search = stdout_of(&["laws", "search", "--help"]);
    assert!(search.contains("--limit <N>"), "{search}");
}

/// A cache directory that cannot be created (a file stands where it should be): the search
/// still answers, from an index built in memory, and says nothing about the cache.
#[test]
fn search_works_when_the_cache_cannot_be_written() {
    let scratch = std::env::temp_dir().join(format!("casebook-cli-laws-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let blocker: PathBuf = scratch.join("a-file");
    std::fs::write(&blocker, b"").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["laws", "search", "тежести", "--limit", "1"])
        .env("XDG_CACHE_HOME", &blocker)
        .output()
        .expect("the casebook binary runs");
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("2017/law/12/C/1/c\t"), "{stdout}");
}
