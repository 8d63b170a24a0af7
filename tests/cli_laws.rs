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
    let out = stdout_of(&["laws", "show", "12C1c", "--language", "bg"]);
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
    assert_eq!(
        stdout_of(&["laws", "show", "12C1(c)", "--language", "bg"]),
        out
    );
    assert_eq!(
        stdout_of(&["laws", "show", "Law", "12C1c", "--language", "bg"]),
        out
    );
    // To a reader of English, the library having no English text, one line says so first.
    let english = stdout_of(&["laws", "show", "12C1c"]);
    assert!(
        english.starts_with("*Not in English in the library: shown in Bulgarian."),
        "{english}"
    );
    assert!(
        english.contains("може да бъде изчислен с тежести"),
        "{english}"
    );
}

/// commentary-1997-ru.txt l.1108–1111: 1997 Law 12C3, typed with a Cyrillic С, with its commentary
/// (12.35, l.1286) and the 2017 counterpart.
#[test]
fn show_cyrillic_12c3_in_the_1997_edition() {
    let out = stdout_of(&[
        "laws",
        "show",
        "12С3",
        "--edition",
        "1997",
        "--language",
        "ru",
    ]);
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
    let out = stdout_of(&["laws", "show", "12", "--language", "bg"]);
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
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no law, commentary or regulation matches")
    );
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

/// A federation's texts by command: an English Laws text in the WBF's layout and the guide's
/// example regulation imported into an archive, listed, shown to an English reader under the
/// Law they give and cite, refused a second time, and removed.
#[test]
fn texts_imported_by_command_are_shown_in_the_reader_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let db = db.to_str().unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let laws = root.join("casebook/tests/fixtures/texts/laws-2017-en-layout.txt");
    let regulation = root.join("assets/laws/examples/regulation-en.md");
    let read = stdout_of(&[
        "texts",
        "import",
        laws.to_str().unwrap(),
        "--kind",
        "laws",
        "--edition",
        "2017",
        "--language",
        "en",
        "--title",
        "Laws 2017 (test layout)",
        "--db",
        db,
    ]);
    assert!(
        read.starts_with("read “Laws 2017 (test layout)” (Laws, 2017, en): 3 Laws (12, 16, 93)"),
        "{read}"
    );
    assert!(read.contains("kept as text 1 in"), "{read}");
    let read = stdout_of(&["texts", "import", regulation.to_str().unwrap(), "--db", db]);
    assert!(
        read.contains("8 paragraphs, 6 anchored to Laws, 2 to none"),
        "{read}"
    );
    assert!(
        read.contains(
            "  3.3: anchored to no Law — Announcements of results are made on the notice board.\n"
        ),
        "{read}"
    );

    let list = stdout_of(&["texts", "list", "--db", db]);
    assert!(list.contains("built-in\tlaws\t2017\tbg\t"), "{list}");
    assert!(
        list.contains("1\tlaws\t2017\ten\tLaws 2017 (test layout)\t"),
        "{list}"
    );
    assert!(
        list.contains("2\tregulation\t2017\ten\tExample Bridge Federation"),
        "{list}"
    );

    let shown = stdout_of(&["laws", "show", "16B1", "--language", "en", "--db", db]);
    assert!(shown.starts_with("# 16B1\n"), "{shown}");
    assert!(
        shown.contains("demonstrably suggested over another"),
        "{shown}"
    );
    assert!(
        shown.contains("**1.2** — *Example Bridge Federation"),
        "{shown}"
    );
    // A Bulgarian reader has the built-in text, the English regulation under it.
    let bulgarian = stdout_of(&["laws", "show", "16B1", "--language", "bg", "--db", db]);
    assert!(
        bulgarian.contains("Всяка странична информация"),
        "{bulgarian}"
    );
    assert!(
        bulgarian.contains("**1.2** — *Example Bridge Federation"),
        "{bulgarian}"
    );
    // The search finds the regulation's paragraph, and keeps to a kind when asked.
    let found = stdout_of(&[
        "laws",
        "search",
        "hesitation",
        "--kind",
        "regulation",
        "--db",
        db,
    ]);
    assert!(found.starts_with("2017/text/2/1.1\t"), "{found}");

    // The English Laws of 2017 again: refused with nothing kept; --replace replaces them.
    let again = support::casebook(&[
        "texts",
        "import",
        laws.to_str().unwrap(),
        "--kind",
        "laws",
        "--edition",
        "2017",
        "--language",
        "en",
        "--db",
        db,
    ]);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("already holds this text as text 1"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let removed = stdout_of(&["texts", "remove", "2", "--db", db]);
    assert!(
        removed.starts_with("removed text 2 (Example Bridge Federation"),
        "{removed}"
    );
    assert!(!stdout_of(&["texts", "list", "--db", db]).contains("\tregulation\t"));
}

/// A file in which no Law is found, and a binary one, are refused in one line, nothing kept.
#[test]
fn a_file_that_is_no_text_is_refused_and_nothing_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let db = db.to_str().unwrap();
    let prose = dir.path().join("prose.txt");
    std::fs::write(&prose, "Minutes of the meeting. Nothing else.\n").unwrap();
    let binary = dir.path().join("image.png");
    std::fs::write(&binary, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    support::assert_one_line_failure(
        &[
            "texts",
            "import",
            prose.to_str().unwrap(),
            "--kind",
            "laws",
            "--edition",
            "2017",
            "--language",
            "en",
            "--db",
            db,
        ],
        1,
        "no Law was found in the text",
    );
    support::assert_one_line_failure(
        &[
            "texts",
            "import",
            binary.to_str().unwrap(),
            "--kind",
            "laws",
            "--edition",
            "2017",
            "--language",
            "en",
            "--db",
            db,
        ],
        1,
        "the file is not text",
    );
    assert!(
        !stdout_of(&["texts", "list", "--db", db])
            .lines()
            .any(|l| !l.starts_with("built-in"))
    );
}

/// A header that cannot be read is named by its line, in the reader's language.
#[test]
fn a_bad_header_is_named_by_its_line_in_the_reader_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let text = dir.path().join("regulation.md");
    std::fs::write(
        &text,
        "---\nkind: regulation\nedition: 1066\n---\n\n1.1 Under Law 16B1(a).\n",
    )
    .unwrap();
    let run = |language: &str| {
        let out = support::casebook(&[
            "--language",
            language,
            "texts",
            "import",
            text.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    assert!(run("en").contains("line 3 of the header: \"1066\" is not an edition of the Laws"));
    assert!(run("ru").contains("строка 3: «1066» — не редакция Правил"));
    assert!(run("bg").contains("ред 3: „1066“ не е редакция на Правилата"));
}

/// A new edition by command: the made-up 2027 Laws (casebook/tests/fixtures/texts: the 2017 test
/// layout with Law 93 renumbered 94 and 12C1(c) made 12D), then its map from 2017 printed pair by
/// pair and kept; the renumbered Law is shown with
/// its 2017 counterpart; a map naming a Law the edition lacks is refused in one line.
#[test]
fn a_new_edition_is_added_as_its_laws_and_a_map() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let db = db.to_str().unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let texts = root.join("casebook/tests/fixtures/texts");
    let laws = texts.join("laws-2027-made-up.txt");
    let map = texts.join("map-2017-2027.json");
    let map_json = std::fs::read_to_string(&map).unwrap();
    let map_arg = map.to_str().unwrap();

    // The map before its edition's Laws has nothing to join.
    let early = support::casebook(&["texts", "import", map_arg, "--db", db]);
    assert_eq!(early.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&early.stderr)
            .contains("the library has no Laws of the 2027 edition the map joins"),
        "{}",
        String::from_utf8_lossy(&early.stderr)
    );

    let read = stdout_of(&[
        "texts",
        "import",
        laws.to_str().unwrap(),
        "--kind",
        "laws",
        "--edition",
        "2027",
        "--language",
        "en",
        "--db",
        db,
    ]);
    assert!(read.contains("3 Laws (12, 16, 94)"), "{read}");
    let read = stdout_of(&["texts", "import", map_arg, "--db", db]);
    assert!(
        read.starts_with(
            "read the edition map “2017 → 2027”: from the 2017 Laws to the 2027 Laws, 2 pairs; every unit it does not name keeps its number\n  93 (2017) → 94 (2027): Procedures of appeal\n  12C1(c) (2017) → 12D (2027): Weighted scores\n"
        ),
        "{read}"
    );
    let list = stdout_of(&["texts", "list", "--db", db]);
    assert!(
        list.contains("2\tedition-map\t2027\tzxx\t2017 → 2027\t"),
        "{list}"
    );

    let shown = stdout_of(&[
        "laws",
        "show",
        "94",
        "--edition",
        "2027",
        "--language",
        "en",
        "--db",
        db,
    ]);
    assert!(
        shown.starts_with("# Law 94. PROCEDURES OF APPEAL (2027)\n"),
        "{shown}"
    );
    assert!(
        shown.contains("## Corresponding text in the edition of 2017\n\n- [93](law:2017/law/93)"),
        "{shown}"
    );

    let wrong = dir.path().join("wrong.json");
    std::fs::write(&wrong, map_json.replace("2027/law/94", "2027/law/95")).unwrap();
    let refused = support::casebook(&[
        "texts",
        "import",
        wrong.to_str().unwrap(),
        "--replace",
        "--db",
        db,
    ]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains(
            "the edition map names 2027/law/95, which the library's 2027 Laws do not have"
        ),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

/// A federation's commentary set out as the built-in Russian commentary's table (here that very
/// file, `assets/laws/commentary-1997-ru.txt`) is imported by naming its layout, which says its
/// kind; its numbered paragraphs are shown under the Law they number, with its title.
#[test]
fn a_commentary_in_a_built_in_layout_is_imported_and_shown_under_its_law() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let db = db.to_str().unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let file = root.join("assets/laws/commentary-1997-ru.txt");
    let read = stdout_of(&[
        "texts",
        "import",
        file.to_str().unwrap(),
        "--layout",
        "ru-commentary-table",
        "--edition",
        "1997",
        "--language",
        "ru",
        "--title",
        "Комментарии федерации",
        "--db",
        db,
    ]);
    assert!(read.contains("Комментарии федерации"), "{read}");
    let list = stdout_of(&["texts", "list", "--db", db]);
    assert!(
        list.contains("\tcommentary\t1997\tru\tКомментарии федерации\t"),
        "{list}"
    );
    let shown = stdout_of(&[
        "laws",
        "show",
        "12",
        "--edition",
        "1997",
        "--language",
        "ru",
        "--db",
        db,
    ]);
    assert!(
        shown.contains("law:1997/text/1/commentary/12.35"),
        "{shown}"
    );
    assert!(shown.contains("Комментарии федерации"), "{shown}");

    // `--language ru` is the text's language and the command line's.
    let refused = support::casebook(&[
        "texts",
        "import",
        file.to_str().unwrap(),
        "--kind",
        "laws",
        "--layout",
        "ru-commentary-table",
        "--edition",
        "1997",
        "--language",
        "ru",
        "--db",
        db,
    ]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .contains("текст вида laws не бывает в оформлении ru-commentary-table"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}
