//! The Bulgarian translation of the 2017 Laws (`laws-2017-bg.txt`).
//!
//! Hazards handled, as the file has them: heading levels that do not match the
//! hierarchy (Laws at `##`, `###` or bold only; sections at any of four levels or inline),
//! section letters in Latin, Cyrillic look-alikes and transliterations (Д, Ф, Г), sub-item
//! letters `(а) (б) (в) (с)` with `(в)` = c, the letter `(i)` of 80B2 against roman `(i)`,
//! spurious bullets and indentation, footnotes at page bottoms that interrupt sentences,
//! sentences split by page breaks, footnote anchors that point to the wrong footnote,
//! TAB-separated tables, and the table of contents (skipped: it disagrees with the body).

use super::super::clean::normalize_spaces;
use super::super::label::{Dialect, Segment, roman_value, sub_item_letter};
use super::super::line_labels::{item_line, paren_label, section_line, strip_heading_markup};
use super::super::outline::{Draft, Drafts, Outline};
use super::super::unit::{Anchor, LawUnit, Source, UnitKind};
use super::slug;

pub const TEXT: &str = include_str!("../../../../assets/laws/laws-2017-bg.txt");

const BASE: &str = "2017";

/// Footnote anchors the Word export attached to the wrong footnote (report §1.7):
/// (line, anchor as printed, the footnote it should point to). Line 1801 lost its anchor to
/// `Error! Bookmark not defined.` (0 = no number printed).
const FOOTNOTE_ANCHOR_PATCHES: &[(u32, u16, u16)] = &[
    (1801, 0, 19),
    (1958, 22, 21),
    (2105, 25, 23),
    (2110, 25, 23),
    (2260, 27, 25),
    (2262, 27, 25),
];

const BROKEN_BOOKMARK: &str = "**Error! Bookmark not defined.**";

/// What the parser saw besides the units, for tests and diagnostics.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Sentences split by a page break that were joined again.
    pub page_break_joins: Vec<u32>,
    /// Labels accepted out of sequence, and Law numbers out of sequence.
    pub anomalies: Vec<String>,
}

pub fn parse() -> Vec<LawUnit> {
    parse_with_report().0
}

pub fn parse_with_report() -> (Vec<LawUnit>, Report) {
    read_with_report(TEXT)
}

/// Reads `text` in this file's layout: the built-in text, or a federation's text set out as it
/// is ([`crate::laws::texts::layout`]).
pub fn read_with_report(text: &str) -> (Vec<LawUnit>, Report) {
    let lines: Vec<String> = text.split('\n').map(normalize_spaces).collect();
    let mut drafts = Drafts::new(Source::Laws2017Bg);
    let mut report = Report::default();

    let find = |pred: &dyn Fn(&str) -> bool| lines.iter().position(|l| pred(l));
    let preface = find(&|l| l.starts_with("**ПРЕДГОВОР")).unwrap_or(0);
    let contents = find(&|l| l.starts_with("## Съдържание")).unwrap_or(preface);
    let introduction = find(&|l| l.starts_with("## ВЪВЕДЕНИЕ")).unwrap_or(contents);
    let definitions = find(&|l| l.starts_with("## ДЕФИНИЦИИ")).unwrap_or(introduction);
    let laws = find(&|l| law_heading(&strip_heading_markup(l).0).is_some_and(|(n, _)| n == 1))
        .unwrap_or(lines.len());

    front_matter(&mut drafts, &lines, 0, preface, "title-page", None);
    front_matter(
        &mut drafts,
        &lines,
        preface,
        contents,
        "preface",
        Some("Предговор"),
    );
    front_matter(
        &mut drafts,
        &lines,
        introduction + 1,
        definitions,
        "introduction",
        Some("Въведение към правилника по спортен бридж"),
    );
    definitions_block(&mut drafts, &lines, definitions, laws);
    laws_block(&mut drafts, &lines, laws, &mut report);
    (drafts.into_units(), report)
}

fn line_no(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

fn front_matter(
    drafts: &mut Drafts,
    lines: &[String],
    from: usize,
    to: usize,
    name: &str,
    title: Option<&str>,
) {
    let anchor = Anchor::new(format!("{BASE}/{name}"));
    let draft = Draft::new(anchor, UnitKind::FrontMatter, name, line_no(from))
        .with_title(title.map(str::to_string));
    let i = drafts.push(draft);
    for (k, line) in lines.iter().enumerate().take(to).skip(from) {
        let text = line.trim();
        // Headings are the unit's title; the preface's bold heading spans two lines.
        let heading = text.starts_with('#') || (k < from + 2 && text.contains("**"));
        if text.is_empty() || heading {
            continue;
        }
        drafts.add_paragraph(i, text, line_no(k));
    }
}

fn definitions_block(drafts: &mut Drafts, lines: &[String], from: usize, to: usize) {
    let group = Anchor::new(format!("{BASE}/definitions"));
    let draft = Draft::new(
        group.clone(),
        UnitKind::FrontMatter,
        "definitions",
        line_no(from),
    )
    .with_title(Some("Дефиниции".to_string()));
    drafts.push(draft);
    for (k, line) in lines.iter().enumerate().take(to).skip(from) {
        let Some(rest) = line.strip_prefix("<i>") else {
            continue;
        };
        let Some((term, definition)) = rest.split_once("</i>") else {
            continue;
        };
        let english = english_term(term);
        let anchor = group.child(&slug(&english));
        let draft = Draft::new(anchor, UnitKind::Definition, english, line_no(k))
            .with_parent(&group)
            .with_title(Some(term.trim().to_string()));
        let i = drafts.push(draft);
        drafts.add_paragraph(i, definition.trim(), line_no(k));
    }
}

/// The English term of a definition heading `Българско (English)`; the first parenthesised
/// group, its first comma-separated part; `Турнир Tournament)` lacks its opening parenthesis.
fn english_term(term: &str) -> String {
    let inner = match term.find('(') {
        Some(open) => term[open + 1..].split(')').next().unwrap_or(""),
        None => term
            .trim_end_matches(')')
            .rsplit(' ')
            .next()
            .unwrap_or(term),
    };
    inner.split(',').next().unwrap_or(inner).trim().to_string()
}

/// `ПРАВИЛО N – TITLE` after markup is removed.
fn law_heading(text: &str) -> Option<(u8, String)> {
    let rest = text.strip_prefix("ПРАВИЛО")?.trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let number: u8 = digits.parse().ok()?;
    let rest = rest[digits.len()..].trim_start();
    let title = rest
        .strip_prefix('–')
        .or_else(|| rest.strip_prefix('-'))
        .or_else(|| rest.strip_prefix('—'))?;
    Some((number, title.trim().to_string()))
}

fn footnote_definition(line: &str) -> Option<(u16, &str)> {
    let rest = line.strip_prefix("<sup>")?;
    let (number, text) = rest.split_once("</sup>")?;
    Some((number.parse().ok()?, text.trim()))
}

fn footnote_link(number: u16) -> String {
    format!("[[{number}]]({})", footnote_anchor(number).link_target())
}

fn footnote_anchor(number: u16) -> Anchor {
    Anchor::new(format!("{BASE}/footnote/{number}"))
}

/// The text before the next inline footnote anchor `<sup>N</sup>`, N as printed, and the text
/// after it; none when no closed anchor is left (an unclosed `<sup>` is text).
fn next_footnote_anchor(text: &str) -> Option<(&str, &str, &str)> {
    let start = text.find("<sup>")?;
    let (number, tail) = text[start + 5..].split_once("</sup>")?;
    Some((&text[..start], number, tail))
}

/// Inline footnote anchors `<sup>N</sup>` become links, with the patches applied.
fn link_footnotes(text: &str, line: u32) -> String {
    let patch = |printed: u16| {
        FOOTNOTE_ANCHOR_PATCHES
            .iter()
            .find(|(l, p, _)| *l == line && *p == printed)
            .map_or(printed, |(_, _, right)| *right)
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((before, number, tail)) = next_footnote_anchor(rest) {
        out.push_str(before);
        match number.parse::<u16>() {
            Ok(n) => out.push_str(&footnote_link(patch(n))),
            Err(_) => out.push_str(number),
        }
        rest = tail;
    }
    out.push_str(rest);
    if out.contains(BROKEN_BOOKMARK) {
        out = out.replace(&format!(" {BROKEN_BOOKMARK}"), &footnote_link(patch(0)));
        out = out.replace(BROKEN_BOOKMARK, &footnote_link(patch(0)));
    }
    out
}

/// Text with inline footnote anchors removed (for titles).
fn without_footnotes(text: &str) -> (String, Vec<u16>) {
    let mut out = String::new();
    let mut numbers = Vec::new();
    let mut rest = text;
    while let Some((before, number, tail)) = next_footnote_anchor(rest) {
        out.push_str(before);
        if let Ok(n) = number.parse() {
            numbers.push(n);
        }
        rest = tail;
    }
    out.push_str(rest);
    (out.trim().to_string(), numbers)
}

/// Where the previous content line left the reading, for page-break joins.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Previous {
    /// A heading, a table row or nothing: never join after it.
    Closed,
    /// Running text that did not end a sentence.
    Open,
}

fn ends_sentence(text: &str) -> bool {
    text.trim_end()
        .chars()
        .last()
        .is_none_or(|c| matches!(c, '.' | ':' | ';' | '!' | '?' | ')' | '“' | '"'))
}

fn laws_block(drafts: &mut Drafts, lines: &[String], from: usize, report: &mut Report) {
    let mut outline = Outline::new(Anchor::new(format!("{BASE}/law")));
    let mut previous = Previous::Closed;
    let mut table: Vec<String> = Vec::new();
    let mut table_start = 0u32;
    let mut last_law = 0u8;

    for (k, raw) in lines.iter().enumerate().skip(from) {
        let n = line_no(k);
        let trimmed = raw.trim();
        let is_table_row = raw.contains('\t');
        if !is_table_row && !table.is_empty() {
            flush_table(drafts, &outline, &mut table, table_start);
        }
        if trimmed.is_empty() || trimmed == "---" {
            continue;
        }
        if let Some((number, text)) = footnote_definition(trimmed) {
            let draft = Draft::new(
                footnote_anchor(number),
                UnitKind::Footnote,
                number.to_string(),
                n,
            );
            let i = drafts.push(draft);
            drafts.add_paragraph(i, text, n);
            continue;
        }
        if is_table_row {
            if table.is_empty() {
                table_start = n;
            }
            table.push(raw.clone());
            previous = Previous::Closed;
            continue;
        }

        let (plain, had_markup) = strip_heading_markup(trimmed);
        if had_markup && let Some((number, title)) = law_heading(&plain) {
            if number != last_law.saturating_add(1) {
                report
                    .anomalies
                    .push(format!("line {n}: Law {number} after Law {last_law}"));
            }
            last_law = number;
            let (title, notes) = without_footnotes(&title);
            let i = outline.start_law(drafts, number, Some(title), n);
            for note in notes {
                drafts.add_paragraph(i, footnote_link(note), n);
            }
            previous = Previous::Closed;
            continue;
        }

        if let Some((letter, rest)) = section_line(&plain) {
            let (title, text) = if had_markup {
                (Some(rest.to_string()), None)
            } else {
                (None, Some(rest))
            };
            let (title, notes) = match title {
                Some(t) => {
                    let (t, notes) = without_footnotes(&t);
                    (Some(t), notes)
                }
                None => (None, Vec::new()),
            };
            if let Some(i) = outline.section(drafts, letter, title, n) {
                for note in notes {
                    drafts.add_paragraph(i, footnote_link(note), n);
                }
                if let Some(text) = text {
                    drafts.add_paragraph(i, link_footnotes(text, n), n);
                    previous = open_after(text);
                } else {
                    previous = Previous::Closed;
                }
                continue;
            }
        }

        if !had_markup
            && let Some((number, rest)) = item_line(trimmed)
            && let Some(i) = outline.item(drafts, number, None, n)
        {
            previous = labelled_text(drafts, &mut outline, i, rest, n);
            continue;
        }

        if !had_markup
            && let Some((token, rest)) = paren_label(trimmed)
            && let Some(i) = sub_or_roman(drafts, &mut outline, token, n)
        {
            previous = labelled_text(drafts, &mut outline, i, rest, n);
            continue;
        }

        let Some(target) = outline.deepest() else {
            continue;
        };
        let starts_lower = trimmed
            .chars()
            .next()
            .is_some_and(super::super::clean::is_lower_cyrillic);
        if previous == Previous::Open && starts_lower && !had_markup {
            drafts.join_to_last_paragraph(target, &link_footnotes(trimmed, n), n);
            report.page_break_joins.push(n);
        } else if had_markup {
            drafts.add_paragraph(target, format!("**{}**", link_footnotes(&plain, n)), n);
        } else {
            drafts.add_paragraph(target, link_footnotes(trimmed, n), n);
        }
        previous = if had_markup {
            Previous::Closed
        } else {
            open_after(trimmed)
        };
    }
    if !table.is_empty() {
        flush_table(drafts, &outline, &mut table, table_start);
    }
    report.anomalies.extend(outline.anomalies);
}

fn open_after(text: &str) -> Previous {
    if ends_sentence(text) {
        Previous::Closed
    } else {
        Previous::Open
    }
}

/// The text after an item or sub-item label, which may open the next level on the same line
/// (`1. (a) …`, `- (g) (i) …`).
fn labelled_text(
    drafts: &mut Drafts,
    outline: &mut Outline,
    unit: usize,
    rest: &str,
    n: u32,
) -> Previous {
    if let Some((token, inner)) = paren_label(rest)
        && let Some(i) = sub_or_roman(drafts, outline, token, n)
    {
        return labelled_text(drafts, outline, i, inner, n);
    }
    drafts.add_paragraph(unit, link_footnotes(rest, n), n);
    if rest.is_empty() {
        Previous::Closed
    } else {
        open_after(rest)
    }
}

/// A parenthesised label: the expected next sub-item letter wins over a roman numeral, so
/// 80B2(i) after (h) is a letter while 12C1(e)(i) is roman (report §1.5, R10).
fn sub_or_roman(drafts: &mut Drafts, outline: &mut Outline, token: &str, n: u32) -> Option<usize> {
    let mut chars = token.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(letter) = sub_item_letter(c, Dialect::Bulgarian)
        && letter == outline.expected_sub()
    {
        return outline.sub(drafts, letter, None, n);
    }
    let roman = roman_value(token)?;
    outline.deep(drafts, Segment::Roman(roman), None, n)
}

/// Consecutive TAB-separated rows become one Markdown table in the open unit.
fn flush_table(drafts: &mut Drafts, outline: &Outline, rows: &mut Vec<String>, start: u32) {
    let Some(target) = outline.deepest() else {
        rows.clear();
        return;
    };
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            r.split('\t')
                .map(|c| c.trim().replace('|', "\\|"))
                .collect()
        })
        .collect();
    let width = cells.iter().map(Vec::len).max().unwrap_or(0);
    let mut markdown = String::new();
    for (r, row) in cells.iter().enumerate() {
        markdown.push('|');
        for c in 0..width {
            markdown.push(' ');
            markdown.push_str(row.get(c).map_or("", String::as_str));
            markdown.push_str(" |");
        }
        markdown.push('\n');
        if r == 0 {
            markdown.push('|');
            markdown.push_str(&" --- |".repeat(width));
            markdown.push('\n');
        }
    }
    let end = start + u32::try_from(rows.len()).unwrap_or(0);
    drafts.add_paragraph(target, markdown.trim_end(), start);
    drafts.get_mut(target).touch(end.saturating_sub(1));
    rows.clear();
}
