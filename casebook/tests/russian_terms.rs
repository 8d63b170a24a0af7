//! Every Russian text Casebook ships speaks the committees' own Russian: the glossary
//! (`assets/i18n/glossary.json`, printed in the guide's glossary chapter) holds the patterns of
//! the forms not to write — a commission for the committee, a statute for a Law, matchpoints
//! spelt otherwise… — and this test finds none of them in
//!
//! - the interface's messages, `assets/i18n/ru.ftl`;
//! - the Russian guide, `assets/guide/ru/*.md` (but the glossary chapter's table and the forms
//!   its text names in «…»: they are the forms not to write, named; the table is held to the
//!   glossary by its own test);
//! - the string literals of the code that hold Cyrillic, `casebook/src/**/*.rs` and
//!   `src/**/*.rs`: the casebook's labels, the write-up's sentences, the window's words —
//!   everything but the items under `#[cfg(test)]` (and the files of `#[cfg(test)] mod x;`),
//!   but the Bulgarian the code marks as such (an arm `…Bulgarian => "…"` that names no
//!   Russian, a block `const BG … { … }`), and but a literal on a line whose comment begins
//!   `glossary:` and says why it is not written to a reader (the words a reference typed by a
//!   user may begin with, say);
//! - the workflow's questions, `assets/workflow/definitions.json`, its strings that hold Cyrillic
//!   but the other languages' (`"bg"`) beside them;
//! - the training cases, `assets/samples/sample-cases.json`, all but their quotations: a case's
//!   `commentary[].text` is the commentator's own words, quoted as the source wrote them (the
//!   commentary spells «матч–пункты» and «ИМПы»), and is not Casebook's to reword.
//!
//! Anywhere, a quotation («…») the sources hold word for word is theirs too: the guide quotes
//! the commentary's «взвешивая матч–пункты (или ИМПы в матчах)» as it stands. The law texts and
//! commentaries in `assets/laws` are the sources themselves and are not read.
//! A finding names the file, the line and the word to write instead.

use casebook::glossary::{Term, terms};
use regex::Regex;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace")
        .to_path_buf()
}

struct Rule {
    term: &'static Term,
    pattern: Regex,
}

fn rules() -> Vec<Rule> {
    terms()
        .iter()
        .flat_map(|term| {
            term.avoid.iter().map(move |avoided| Rule {
                term,
                pattern: Regex::new(&avoided.pattern)
                    .unwrap_or_else(|error| panic!("glossary.json, {}: {error}", term.id)),
            })
        })
        .collect()
}

/// One form not to write, where it was found.
#[derive(Debug)]
struct Finding {
    place: String,
    found: String,
    write: String,
}

/// The findings in `text`, which starts on line `line` of `file` (`what` names the place
/// further, e.g. a JSON path). Where two forms overlap (a member of a body and the body), the
/// longer is named.
fn check(rules: &[Rule], file: &str, line: usize, what: &str, text: &str) -> Vec<Finding> {
    let mut matches: Vec<(usize, usize, &Rule)> = rules
        .iter()
        .flat_map(|rule| {
            rule.pattern
                .find_iter(text)
                .map(move |found| (found.start(), found.end(), rule))
        })
        .collect();
    matches.sort_by_key(|&(start, end, _)| (start, std::cmp::Reverse(end)));
    let mut findings = Vec::new();
    let mut covered = 0;
    for (start, end, rule) in matches {
        if start < covered || quoted_from_the_sources(text, start, end) {
            continue;
        }
        covered = end;
        let at = line + text[..start].matches('\n').count();
        findings.push(Finding {
            place: if what.is_empty() {
                format!("{file}:{at}")
            } else {
                format!("{file}:{at} ({what})")
            },
            found: text[start..end].to_string(),
            write: format!(
                "write «{}» ({}; the glossary does not write «{}»)",
                rule.term.ru.join("», «"),
                rule.term.en,
                &text[start..end]
            ),
        });
    }
    findings
}

/// The sources' Russian, each run of spaces one space: the commentaries, the training material
/// and the Laws (`assets/laws`).
fn sources() -> &'static str {
    static SOURCES: OnceLock<String> = OnceLock::new();
    SOURCES.get_or_init(|| {
        [
            "commentary-1997-ru.txt",
            "adjusted-scores-training-ru.txt",
            "commentary-1987-laws64-70-ru.txt",
            "laws-ru-pages.txt",
        ]
        .iter()
        .map(|name| spaced(&read(&root().join("assets/laws").join(name))))
        .collect::<Vec<_>>()
        .join("\n")
    })
}

fn spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `text[start..end]` stands in a quotation («…») the sources hold word for word: each
/// of its parts between omissions (…) at least 20 characters long and found in them.
fn quoted_from_the_sources(text: &str, start: usize, end: usize) -> bool {
    // The innermost «…» around the form.
    let mut open = None;
    let mut depth = 0;
    for (at, c) in text[..start].char_indices().rev() {
        match c {
            '»' => depth += 1,
            '«' if depth == 0 => {
                open = Some(at + '«'.len_utf8());
                break;
            }
            '«' => depth -= 1,
            _ => {}
        }
    }
    let Some(open) = open else { return false };
    let mut close = None;
    let mut depth = 0;
    for (at, c) in text[end..].char_indices() {
        match c {
            '«' => depth += 1,
            '»' if depth == 0 => {
                close = Some(end + at);
                break;
            }
            '»' => depth -= 1,
            _ => {}
        }
    }
    let Some(close) = close else { return false };
    text[open..close]
        .split('…')
        .map(spaced)
        .filter(|part| !part.is_empty())
        .all(|part| part.chars().count() >= 20 && sources().contains(&part))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A text file, line by line; `keep` says which lines are read.
fn check_lines(rules: &[Rule], path: &Path, keep: impl Fn(&str) -> bool) -> Vec<Finding> {
    let text = read(path);
    text.lines()
        .enumerate()
        .filter(|(_, line)| keep(line))
        .flat_map(|(index, line)| check(rules, &relative(path), index + 1, "", line))
        .collect()
}

/// A JSON file's strings; `quoted` says which paths hold a quotation.
fn check_json(rules: &[Rule], path: &Path, quoted: impl Fn(&str) -> bool) -> Vec<Finding> {
    let raw = read(path);
    let value: Value = serde_json::from_str(&raw).expect("JSON");
    let mut strings = Vec::new();
    walk(&value, String::new(), &mut strings);
    let mut findings = Vec::new();
    for (json_path, text) in strings {
        // A translation beside the Russian (`{"ru": …, "en": …, "bg": …}`) is not Russian.
        let other_language = json_path.ends_with(".en") || json_path.ends_with(".bg");
        if quoted(&json_path) || other_language || !text.chars().any(is_cyrillic) {
            continue;
        }
        // The line the string is written on: where its JSON text stands in the file.
        let encoded = serde_json::to_string(&text).expect("a string");
        let line = raw
            .find(&encoded)
            .map_or(0, |at| raw[..at].matches('\n').count() + 1);
        // Its lines are escapes (\n) in the file: each finding is on the string's line.
        for mut finding in check(rules, &relative(path), line, &json_path, &text) {
            finding.place = format!("{}:{line} ({json_path})", relative(path));
            findings.push(finding);
        }
    }
    findings
}

fn walk(value: &Value, path: String, strings: &mut Vec<(String, String)>) {
    match value {
        Value::String(text) => strings.push((path, text.clone())),
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                walk(item, format!("{path}[{index}]"), strings);
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                walk(item, format!("{path}.{key}"), strings);
            }
        }
        _ => {}
    }
}

/// A string literal of the code, and the line it starts on.
#[derive(Debug, PartialEq)]
struct Literal {
    line: usize,
    text: String,
    /// Whether the code marks it Bulgarian only: it stands in a match arm whose pattern names
    /// Bulgarian and not Russian (`CasebookLanguage::Bulgarian => "…"`), or in a block whose
    /// head does (`const BG: Labels = Labels { … }`).
    bulgarian: bool,
}

/// The string literals of a Rust file outside the items under `#[cfg(test)]`, all but those
/// on a line whose comment begins `glossary:`; and the modules `#[cfg(test)] mod x;` declares.
fn literals(source: &str) -> (Vec<Literal>, Vec<String>) {
    let chars: Vec<char> = source.chars().collect();
    let exempt_lines: Vec<usize> = source
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains("// glossary:"))
        .map(|(index, _)| index + 1)
        .collect();
    let mut found = Vec::new();
    let mut test_modules = Vec::new();
    let mut line = 1;
    let mut depth = 0usize;
    // While an item under #[cfg(test)] is skipped: the depth it started at, and whether its
    // body has opened.
    let mut skipping: Option<(usize, bool)> = None;
    // The code read so far (no literals, no comments); per open bracket, where its current
    // clause began, the arm pattern it is in, and for a brace the head before it.
    let mut code = String::new();
    let mut clause_start = vec![0usize];
    let mut arms: Vec<Option<String>> = vec![None];
    let mut heads: Vec<String> = vec![String::new()];
    let bulgarian_only = |text: &str| {
        let names = |word: &str| {
            text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|token| token == word)
        };
        (names("Bulgarian") || names("BG") || names("BULGARIAN"))
            && !(names("Russian") || names("RU") || names("RUSSIAN"))
    };
    let mut i = 0;
    let at = |i: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&c))
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if at(i, "//") {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if at(i, "/*") {
            let mut nested = 0;
            while i < chars.len() {
                if at(i, "/*") {
                    nested += 1;
                    i += 2;
                } else if at(i, "*/") {
                    nested -= 1;
                    i += 2;
                    if nested == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"'
            || ((c == 'r' || at(i, "br")) && {
                let after = if c == 'r' { i + 1 } else { i + 2 };
                let mut k = after;
                while chars.get(k) == Some(&'#') {
                    k += 1;
                }
                chars.get(k) == Some(&'"')
                    && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
            })
        {
            let start_line = line;
            let mut text = String::new();
            if c == '"' {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        text.push(chars[i]);
                        i += 1;
                    }
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
            } else {
                i += if c == 'r' { 1 } else { 2 };
                let mut hashes = 0;
                while chars[i] == '#' {
                    hashes += 1;
                    i += 1;
                }
                i += 1;
                let close: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                while i < chars.len() && !at(i, &close) {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                i += close.chars().count();
            }
            if skipping.is_none() && !exempt_lines.contains(&start_line) {
                let bulgarian = arms.iter().flatten().any(|arm| bulgarian_only(arm))
                    || heads.iter().any(|head| bulgarian_only(head));
                found.push(Literal {
                    line: start_line,
                    text,
                    bulgarian,
                });
            }
        } else if c == '\'' {
            // A character literal ('x', '\n', '"'), or a lifetime ('a).
            if chars.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if at(i, "#[cfg(test)]") {
            i += "#[cfg(test)]".len();
            if skipping.is_none() {
                skipping = Some((depth, false));
                // `mod tests;`: the module is a file of its own.
                let rest: String = chars[i..chars.len().min(i + 200)].iter().collect();
                let rest = rest.trim_start();
                if let Some(declared) = rest.strip_prefix("mod ")
                    && let Some((name, _)) = declared.split_once(';')
                    && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                {
                    test_modules.push(name.to_string());
                }
            }
        } else {
            let level = clause_start.len() - 1;
            match c {
                '{' | '(' | '[' => {
                    if c == '{' {
                        if let Some((start, false)) = skipping
                            && start == depth
                        {
                            skipping = Some((start, true));
                        }
                        depth += 1;
                    }
                    let head = if c == '{' {
                        code[clause_start[level]..].to_string()
                    } else {
                        String::new()
                    };
                    code.push(c);
                    clause_start.push(code.len());
                    arms.push(None);
                    heads.push(head);
                }
                '}' | ')' | ']' => {
                    if c == '}' {
                        depth = depth.saturating_sub(1);
                        if let Some((start, true)) = skipping
                            && start == depth
                        {
                            skipping = None;
                        }
                    }
                    code.push(c);
                    if level > 0 {
                        clause_start.pop();
                        arms.pop();
                        heads.pop();
                    }
                    if c == '}' {
                        // A block ends its clause: a function, or an arm `=> { … }`.
                        let level = clause_start.len() - 1;
                        clause_start[level] = code.len();
                        arms[level] = None;
                    }
                }
                ',' | ';' => {
                    if c == ';'
                        && let Some((start, false)) = skipping
                        && start == depth
                    {
                        skipping = None;
                    }
                    code.push(c);
                    clause_start[level] = code.len();
                    arms[level] = None;
                }
                '=' if chars.get(i + 1) == Some(&'>') => {
                    arms[level] = Some(code[clause_start[level]..].to_string());
                    code.push_str("=>");
                    i += 1;
                }
                _ => code.push(c),
            }
            i += 1;
        }
    }
    (found, test_modules)
}

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
}

/// Where `mod name;` in `file` finds its module.
fn module_files(file: &Path, name: &str) -> [PathBuf; 2] {
    let stem = file
        .file_stem()
        .and_then(|stem| stem.to_str())
        .unwrap_or("");
    let folder = file.parent().expect("a folder");
    let folder = if matches!(stem, "mod" | "lib" | "main") {
        folder.to_path_buf()
    } else {
        folder.join(stem)
    };
    [
        folder.join(format!("{name}.rs")),
        folder.join(name).join("mod.rs"),
    ]
}

fn is_cyrillic(c: char) -> bool {
    matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё')
}

fn check_code(rules: &[Rule], folder: &Path) -> (Vec<Finding>, usize) {
    let mut files = Vec::new();
    rust_files(folder, &mut files);
    let mut test_files = Vec::new();
    let mut read_files = Vec::new();
    for file in &files {
        let (found, test_modules) = literals(&read(file));
        for name in test_modules {
            test_files.extend(module_files(file, &name));
        }
        read_files.push((file.clone(), found));
    }
    let mut findings = Vec::new();
    let mut russian = 0;
    for (file, found) in read_files {
        if test_files.contains(&file) {
            continue;
        }
        for literal in found {
            if !literal.bulgarian && literal.text.chars().any(is_cyrillic) {
                russian += 1;
                findings.extend(check(
                    rules,
                    &relative(&file),
                    literal.line,
                    "",
                    &literal.text,
                ));
            }
        }
    }
    (findings, russian)
}

fn report(findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|finding| format!("{}: «{}» — {}", finding.place, finding.found, finding.write))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn casebook_russian_uses_the_words_of_the_glossary() {
    let rules = rules();
    let root = root();
    let mut findings = check_lines(&rules, &root.join("assets/i18n/ru.ftl"), |_| true);
    let guide = root.join("assets/guide/ru");
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(&guide)
        .expect("the Russian guide")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    chapters.sort();
    assert!(chapters.len() >= 15, "{} chapters", chapters.len());
    // The glossary chapter names the forms not to write: in its table, and in «…» in its text.
    let mention = Regex::new("«[^»]*»").expect("regex");
    for chapter in &chapters {
        if chapter.ends_with("glossary.md") {
            let text = read(chapter);
            for (index, line) in text.lines().enumerate() {
                if !line.starts_with('|') {
                    let used = mention.replace_all(line, "«»");
                    findings.extend(check(&rules, &relative(chapter), index + 1, "", &used));
                }
            }
        } else {
            findings.extend(check_lines(&rules, chapter, |_| true));
        }
    }
    findings.extend(check_json(
        &rules,
        &root.join("assets/workflow/definitions.json"),
        |_| false,
    ));
    let quotation = Regex::new(r"^\.cases\[\d+\]\.commentary\[\d+\]\.text$").expect("regex");
    findings.extend(check_json(
        &rules,
        &root.join("assets/samples/sample-cases.json"),
        |path| quotation.is_match(path),
    ));
    let mut russian_literals = 0;
    for folder in ["casebook/src", "src"] {
        let (found, russian) = check_code(&rules, &root.join(folder));
        findings.extend(found);
        russian_literals += russian;
    }
    // The code's Russian is read: the casebook's labels alone are hundreds of literals.
    assert!(
        russian_literals > 300,
        "{russian_literals} Russian literals"
    );
    assert!(
        findings.is_empty(),
        "{} words outside the glossary (assets/i18n/glossary.json):\n{}",
        findings.len(),
        report(&findings)
    );
}

#[test]
fn the_glossary_finds_the_forms_it_names_and_leaves_the_rest() {
    let rules = rules();
    let words = |text: &str| -> Vec<String> {
        check(&rules, "x", 1, "", text)
            .into_iter()
            .map(|finding| finding.found)
            .collect()
    };
    // The avoided forms are written in pieces, so that this file does not use them itself.
    assert_eq!(
        words(concat!("Комис", "сия решила, что членов комис", "сии трое")),
        [concat!("Комис", "сия"), concat!("членов комис", "сии")]
    );
    assert_eq!(
        words(concat!("по Зак", "ону 2 и Зак", "он 16B1; панель законов")),
        [
            concat!("Зак", "ону 2"),
            concat!("Зак", "он 16B1"),
            "законов"
        ]
    );
    assert_eq!(
        words("мачпойнты, матч-пойнты, матчпойнтах, матч–пункты"),
        ["мачпойнты", "матч-пойнты", "матчпойнтах", "матч–пункты"]
    );
    assert_eq!(words("3 ИМПа, 3 IMP"), ["ИМПа", "IMP"]);
    // A quotation the commentary holds word for word is the commentary's; one it does not
    // hold is Casebook's.
    assert!(words("(п. 12.31): «взвешивая матч–пункты (или ИМПы в матчах)»").is_empty());
    assert_eq!(words("«взвешивая ИМПы»; «ИМПы»"), ["ИМПы", "ИМПы"]);
    // The committees' own words, and words that merely begin like an avoided one.
    assert!(
        words(
            "Апелляционный комитет применил Правило 12C1 (Правила 2017 года): законно, \
             законтрированный контракт, законодатель; матч-пункты, импы, МП; штрафная карта; \
             компенсирующий результат; председатель АК"
        )
        .is_empty()
    );
}

#[test]
fn the_code_is_read_outside_its_tests_its_bulgarian_and_its_exempted_lines() {
    let source = r#"
const A: &str = "Решение комитета";
const B: &[&str] = &["закон", // glossary: a word users type
    "правило"];
fn f() -> char { let _q = '"'; let _l: &'static str = r"сырая"; 'x' }
#[cfg(test)]
mod tests {
    fn g() -> &'static str { "протокол" }
}
#[cfg(test)]
mod more;
/* "в комментарии" */
const C: &str = "после";
fn side(language: Language) -> &'static str {
    match (language, 1) {
        (Language::Bulgarian, _) => "И–З",
        (Language::Russian | Language::Bulgarian, _) => { "С–Ю" }
        (Language::English, _) => "NS",
    }
}
const BG: Labels = Labels { committee: "апелативна комисия", table: ["а", "б"] };
const RU: Labels = Labels { committee: say("апелляционный комитет", 1) };
"#;
    let (found, test_modules) = literals(source);
    let texts: Vec<&str> = found.iter().map(|literal| literal.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Решение комитета",
            "правило",
            "сырая",
            "после",
            "И–З",
            "С–Ю",
            "NS",
            "апелативна комисия",
            "а",
            "б",
            "апелляционный комитет"
        ]
    );
    assert_eq!(found[3].line, 13);
    let bulgarian: Vec<bool> = found.iter().map(|literal| literal.bulgarian).collect();
    assert_eq!(
        bulgarian,
        [
            false, false, false, false, true, false, false, true, true, true, false
        ]
    );
    assert_eq!(test_modules, ["more"]);
}
