//! The repository's documents, by reader: CONTRIBUTING.md stays the contributors' short
//! document (what users and administrators read is in the guide, the figures in BENCHMARKS.md),
//! and no tracked file cites a document the repository does not hold — a newcomer must be able
//! to open everything a comment or a page refers to.

use std::collections::BTreeSet;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What to cite instead of a document that is not in the repository.
const CITE_INSTEAD: &str = "cite the repository's own documents instead — README.md, \
CONTRIBUTING.md, ARCHITECTURE.md (how the code is laid out and the rules a change keeps), \
BENCHMARKS.md (budgets and figures), a chapter of the guide (assets/guide/en/….md, \
assets/guide/ru/….md), assets/laws/NOTICE.md — or a law text by its file in assets/laws/ and its \
line or paragraph (commentary-1997-ru.txt l.1250, commentary 12.31); where a fact came from a \
note kept elsewhere, write the fact itself, briefly, where it is used";

/// Names of notes that were never part of the repository, with what each held; written in
/// pieces, so that this file does not cite them itself.
const OUTSIDE: &[(&str, &str)] = &[
    (concat!("DES", "IGN.md"), "the design notes"),
    (concat!("DES", "IGN:"), "the design notes"),
    (concat!("quality", " bars"), "a section of the design notes"),
    (
        concat!("anch", "ors_domain"),
        "notes on published casebooks and scorers' practice",
    ),
    (
        concat!("anch", "ors_egui"),
        "notes on the interface's toolkit",
    ),
    (concat!("se", "ed000_part"), "notes on the 1997 commentary"),
    (concat!("se", "ed002.md"), "notes on the 2017 Laws"),
    (concat!("se", "eds_0"), "notes on the smaller law texts"),
    (
        concat!("field", "_results"),
        "notes on scorers' results files",
    ),
    (concat!("resea", "rch"), "notes kept outside the repository"),
    (concat!("sha", "red/"), "a folder outside the repository"),
];

/// Files the project's scripts, packages and guide examples write or ask for, and the guide's
/// placeholders: a `.md` name among them is not a citation.
const NOT_DOCUMENTS: &[&str] = &[
    "RELEASE-NOTES.md",
    "LAW-TEXTS.md",
    "foreword.md",
    "casebook-2025.md",
    "casebook-2026.md",
    "ФАЙЛ.md",
];

/// Every file git tracks, as a path from the root.
fn tracked_files() -> Vec<String> {
    let output = std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root())
        .output()
        .expect("git ls-files: the repository's files are listed by git");
    assert!(output.status.success(), "git ls-files failed");
    String::from_utf8(output.stdout)
        .expect("UTF-8 paths")
        .split('\0')
        .filter(|path| !path.is_empty())
        .map(str::to_string)
        .collect()
}

/// The law texts, quoted as published: not the project's words, and cited by line.
fn is_quoted_law_text(path: &str) -> bool {
    path.starts_with("assets/laws/") && path.ends_with(".txt")
}

/// The text a file's reader reads as prose and references: of a Rust file its comments (its
/// code and strings name files a test writes, and fields), anything else whole.
fn prose(path: &str, text: &str) -> String {
    if !path.ends_with(".rs") {
        return text.to_string();
    }
    let mut comments = String::new();
    for line in text.lines() {
        let mut inside = false;
        let mut escaped = false;
        let mut previous = ' ';
        for (at, c) in line.char_indices() {
            if inside {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    inside = false;
                }
            } else if c == '"' && previous != '\'' {
                inside = true;
            } else if c == '/' && previous == '/' {
                comments.push_str(&line[at + 1..]);
                break;
            }
            previous = c;
        }
        comments.push('\n');
    }
    comments
}

/// The `.md` names a text mentions (`ARCHITECTURE.md`, `../en/index.md`, `notes.md`).
fn md_mentions(text: &str) -> Vec<&str> {
    let is_name = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/');
    let mut found = Vec::new();
    for (at, _) in text.match_indices(".md") {
        let end = at + 3;
        if text[end..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let start = text[..at]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| is_name(c))
            .last()
            .map_or(at, |(i, _)| i);
        let stem = text[start..at].rsplit('/').next().unwrap_or_default();
        if stem.chars().any(char::is_alphanumeric) {
            found.push(&text[start..end]);
        }
    }
    found
}

/// Whether a mentioned `.md` name is a tracked file: its path, or the end of one
/// (`ru/index.md` is `assets/guide/ru/index.md`, `../en/casebook.md` from the Russian book).
fn is_in_repository(name: &str, tracked: &BTreeSet<&str>) -> bool {
    let mut name = name.trim_start_matches('/');
    while let Some(rest) = name.strip_prefix("../").or_else(|| name.strip_prefix("./")) {
        name = rest;
    }
    tracked.contains(name)
        || tracked
            .iter()
            .any(|path| path.ends_with(&format!("/{name}")))
}

/// What a line cites that the repository does not hold: a note of [`OUTSIDE`], or an issue of
/// a tracker (`issue 28`, `issue: …`).
fn outside_citations(line: &str) -> Vec<String> {
    let lower = line.to_lowercase();
    let mut found: Vec<String> = OUTSIDE
        .iter()
        .filter(|(name, _)| {
            if name.chars().any(char::is_uppercase) {
                line.contains(name)
            } else {
                lower.contains(name)
            }
        })
        .map(|(name, what)| format!("\"{name}\" names {what}, which the repository does not hold"))
        .collect();
    for (at, _) in lower.match_indices("issue") {
        let after = lower[at + "issue".len()..].trim_start_matches([' ', '#']);
        if after.starts_with(|c: char| c.is_ascii_digit() || c == ':') {
            found.push("an issue of a tracker is not in the repository".to_string());
        }
    }
    found
}

#[test]
fn contributing_stays_the_contributors_short_document() {
    let bytes = std::fs::metadata(root().join("CONTRIBUTING.md"))
        .expect("CONTRIBUTING.md")
        .len();
    assert!(
        bytes < 25_000,
        "CONTRIBUTING.md is {bytes} bytes, 25,000 or more: it is for contributors (building, \
         packaging, releases, CI, the tests, the layout of the code, conventions). Put what users \
         and administrators read into the guide (assets/guide/en and assets/guide/ru, both books), \
         the rules of the code into ARCHITECTURE.md, and figures into BENCHMARKS.md"
    );
    let text = std::fs::read_to_string(root().join("CONTRIBUTING.md")).expect("CONTRIBUTING.md");
    for document in [
        "BENCHMARKS.md",
        "ARCHITECTURE.md",
        "assets/guide/en/index.md",
    ] {
        assert!(
            text.contains(document),
            "CONTRIBUTING.md does not link {document}"
        );
        assert!(root().join(document).is_file(), "{document} is not there");
    }
}

#[test]
fn no_tracked_file_cites_a_document_the_repository_does_not_hold() {
    let files = tracked_files();
    let tracked: BTreeSet<&str> = files.iter().map(String::as_str).collect();
    assert!(tracked.contains("CONTRIBUTING.md") && tracked.len() > 100);
    let mut findings = Vec::new();
    let mut read = 0;
    for path in &files {
        // This file names what it looks for.
        if is_quoted_law_text(path) || path == "tests/documents.rs" {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(root().join(path)) else {
            continue; // a picture, a font: not text
        };
        read += 1;
        for (number, line) in text.lines().enumerate() {
            for what in outside_citations(line) {
                findings.push(format!("{path}:{}: {what}", number + 1));
            }
        }
        for (number, line) in prose(path, &text).lines().enumerate() {
            for name in md_mentions(line) {
                let file = name.rsplit('/').next().unwrap_or(name);
                if NOT_DOCUMENTS.contains(&file) || name.contains("://") || name.starts_with("//") {
                    continue;
                }
                if !is_in_repository(name, &tracked) {
                    findings.push(format!(
                        "{path}:{}: {name} is not a document of the repository",
                        number + 1
                    ));
                }
            }
        }
    }
    assert!(read > 500, "{read} text files read");
    assert!(
        findings.is_empty(),
        "{} citations of documents that are not in the repository:\n{}\n\nTo fix: {CITE_INSTEAD}.",
        findings.len(),
        findings.join("\n")
    );
}

#[test]
fn the_checks_find_what_they_look_for() {
    let tracked: BTreeSet<&str> = ["ARCHITECTURE.md", "assets/guide/ru/index.md"].into();
    const ELSEWHERE: &str = concat!("../sha", "red/notes/domain.md");
    assert_eq!(
        md_mentions(&format!("see ARCHITECTURE.md, `{ELSEWHERE}` §3.3.")),
        ["ARCHITECTURE.md", ELSEWHERE]
    );
    assert!(is_in_repository("ARCHITECTURE.md", &tracked));
    assert!(is_in_repository("../ru/index.md", &tracked));
    assert!(!is_in_repository(concat!("se", "ed002.md"), &tracked));
    assert!(md_mentions("a .mdx file, notes.mdown, &md[..md.len()]").is_empty());
    const NOTES: &str = concat!("DES", "IGN.md");
    assert_eq!(
        prose(
            "a.rs",
            &format!("let out = dir.join(\"https://x/claims.md\"); // {NOTES}\nlet a = b.md;\n")
        ),
        format!(" {NOTES}\n\n")
    );
    assert_eq!(
        prose("a.md", &format!("\"{NOTES}\"")),
        format!("\"{NOTES}\"")
    );
    assert_eq!(
        outside_citations(&format!("({NOTES}, {})", concat!("quality", " bars"))).len(),
        2
    );
    assert_eq!(outside_citations("the bad inputs of Issue 28").len(), 1);
    assert_eq!(
        outside_citations(concat!("resea", "rch se", "ed000_part1 §1.4")).len(),
        2
    );
    assert!(
        outside_citations("an issue of the casebook; a design; `anchors_and_links`").is_empty()
    );
}
