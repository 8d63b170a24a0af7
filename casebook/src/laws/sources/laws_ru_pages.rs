//! Pages of an older Russian translation of the Laws (`laws-ru-pages.txt`): every fourth
//! printed page, with the tails of Laws 74 and 81, Laws 76, 78, 82, 89, 90, the end of a
//! Law 75 footnote and part of the subject index.
//!
//! Hazards handled, as the file has them: the pages are not contiguous, so
//! text never joins across a page number `- 104 -` and two pages start inside a Law whose
//! number is restored from the content; headings are underlined with `ДДДД` (CP866 box
//! drawing read as CP1251), one heading continues after its underline; a longer rule opens a
//! footnote area continued from a missing page; words are hyphenated at line ends; the IMP
//! table is a three-column text table; the index has a letter-spaced title, dot leaders,
//! `=` for the headword, running heads `[…]` and sub-entries told from entries by their width.

use super::super::clean::{
    after_box_rule, is_box_rule, is_built_in_file, join_wrapped, numbered_lines, page_number,
};
use super::super::label::{Segment, section_letter};
use super::super::outline::{Draft, Drafts, Outline, looks_like_title};
use super::super::unit::{Anchor, LawUnit, Source, UnitKind};
use super::slug;

pub const TEXT: &str = include_str!("../../../../assets/laws/laws-ru-pages.txt");

/// Pages of the built-in file that start inside a Law whose heading is on a missing page: the
/// page's first line, the Law and the unit the page starts in (restored from the content: Law
/// 74's section B is Etiquette, Law 81's section C lists the Director's duties and section D
/// refers back to it).
const PAGE_STARTS: &[(&str, u8, &[Segment])] = &[
    (
        "Игроку следует старательно избегать любого",
        74,
        &[Segment::Section('A'), Segment::Item(2)],
    ),
    (
        "8.Отказ от наказания",
        81,
        &[Segment::Section('C'), Segment::Item(8)],
    ),
];

/// Letter-spaced titles and how they read.
const SPACED_TITLES: &[(&str, &str)] = &[("ПРЕДМЕТНЫЙУКАЗАТЕЛЬ", "Предметный указатель")];

/// An index line printed to the full width is an entry; a shorter one was an indented
/// sub-entry (the indentation was lost in the export, the right margin was not).
const ENTRY_WIDTH: usize = 47;

const INDEX: &str = "1987/index";
const FOOTNOTES: &str = "1987/footnote";
const FOOTNOTE_75_LAW: u8 = 75;

pub fn parse() -> Vec<LawUnit> {
    read(TEXT)
}

/// Reads pages set out as these are. The built-in file's repairs (the Laws its first pages
/// start in, the footnote continued from a missing page) are facts of that file and are made
/// to it alone.
pub fn read(text: &str) -> Vec<LawUnit> {
    let lines: Vec<(u32, String)> = numbered_lines(text).collect();
    let mut parser = Parser {
        built_in: is_built_in_file(text, TEXT),
        drafts: Drafts::new(Source::LawsRuPages),
        outline: Outline::new(Anchor::new("1987/law")),
        block: Vec::new(),
        target: None,
        footnote: false,
    };
    let index_start = lines
        .iter()
        .position(|(_, l)| spaced_title(l).is_some())
        .unwrap_or(lines.len());
    parser.law_pages(&lines[..index_start]);
    index(&mut parser.drafts, &lines[index_start..]);
    parser.drafts.into_units()
}

/// `П Р Е Д М Е Т Н Ы Й …` → its title.
fn spaced_title(line: &str) -> Option<&'static str> {
    let collapsed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    SPACED_TITLES
        .iter()
        .find(|(spaced, _)| *spaced == collapsed)
        .map(|(_, title)| *title)
}

struct Parser {
    /// Reading the built-in file, whose repairs are made.
    built_in: bool,
    drafts: Drafts,
    outline: Outline,
    /// Wrapped lines of the paragraph being read.
    block: Vec<String>,
    target: Option<usize>,
    /// Reading a footnote area (after the long rule) until the page ends.
    footnote: bool,
}

fn law_heading(text: &str) -> Option<(u8, &str)> {
    let rest = text.strip_prefix("Правило ")?;
    let (number, title) = rest.split_once(". ")?;
    Some((number.parse().ok()?, title.trim()))
}

/// `A.Title` / `8.Title` → the label and the rest.
fn label(text: &str) -> Option<(Segment, &str)> {
    let first = text.chars().next()?;
    if let Some(letter) = section_letter(first)
        && first.is_ascii_uppercase()
        && let Some(rest) = text[first.len_utf8()..].strip_prefix('.')
    {
        return Some((Segment::Section(letter), rest.trim()));
    }
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let rest = text[digits..].strip_prefix('.')?;
    if rest.starts_with(|c: char| c.is_ascii_digit()) || rest.is_empty() {
        return None;
    }
    Some((Segment::Item(text[..digits].parse().ok()?), rest.trim()))
}

impl Parser {
    fn flush(&mut self, line: u32) {
        if let Some(target) = self.target
            && !self.block.is_empty()
        {
            let text = join_wrapped(&self.block);
            self.drafts.add_paragraph(target, text, line);
        }
        self.block.clear();
    }

    fn law_pages(&mut self, lines: &[(u32, String)]) {
        let mut k = 0;
        while k < lines.len() {
            let (no, raw) = (&lines[k].0, lines[k].1.trim());
            let no = *no;
            k += 1;
            if raw.is_empty() {
                continue;
            }
            if let Some(&(_, law, path)) = PAGE_STARTS
                .iter()
                .find(|(first, _, _)| self.built_in && *first == raw)
            {
                self.page_start(no, law, path, raw);
                continue;
            }
            if page_number(raw).is_some() {
                // Pages are not contiguous: nothing joins across a page number.
                self.flush(no);
                self.footnote = false;
                self.target = None;
                self.outline.close_law();
                continue;
            }
            if let Some((law, title)) = law_heading(raw) {
                self.flush(no);
                let mut title = title.to_string();
                // The underline, and a heading that continues after it (Law 89).
                while k < lines.len() && lines[k].1.trim().starts_with("ДДД") {
                    if let Some(rest) = after_box_rule(&lines[k].1) {
                        title.push(' ');
                        title.push_str(rest);
                    }
                    k += 1;
                }
                self.target = Some(
                    self.outline
                        .start_law(&mut self.drafts, law, Some(title), no),
                );
                continue;
            }
            if is_box_rule(raw) {
                // A rule that underlines nothing opens the footnote area of the page.
                self.flush(no);
                self.footnote = true;
                self.open_footnote(no);
                continue;
            }
            if self.footnote {
                self.footnote_line(no, raw);
                continue;
            }
            if raw.contains('¦') {
                self.table_row(no, raw);
                continue;
            }
            if let Some((segment, rest)) = label(raw) {
                let opened = match segment {
                    Segment::Section(c) => self.outline.section(&mut self.drafts, c, None, no),
                    Segment::Item(n) => self.outline.item(&mut self.drafts, n, None, no),
                    _ => None,
                };
                if let Some(i) = opened {
                    self.flush(no);
                    self.target = Some(i);
                    if looks_like_title(rest) {
                        self.drafts.get_mut(i).title = Some(rest.to_string());
                    } else {
                        self.block.push(rest.to_string());
                    }
                    continue;
                }
            }
            self.body_line(no, raw);
        }
        self.flush(lines.last().map_or(0, |(n, _)| *n));
    }

    fn body_line(&mut self, no: u32, text: &str) {
        // A short last line ending a sentence closes a typeset paragraph.
        let previous_closed = self
            .block
            .last()
            .is_some_and(|p| p.chars().count() < 35 && p.ends_with(['.', ':', ';']));
        if previous_closed && text.starts_with(|c: char| c.is_uppercase()) {
            self.flush(no);
        }
        if let Some(t) = self.target {
            self.drafts.get_mut(t).touch(no);
        }
        self.block.push(text.to_string());
    }

    fn page_start(&mut self, no: u32, law: u8, path: &[Segment], first: &str) {
        self.flush(no);
        let law_index = self.outline.start_law(&mut self.drafts, law, None, no);
        let law_draft = self.drafts.get_mut(law_index);
        law_draft.content_removed = true;
        law_draft.note = Some(format!(
            "Номер правила восстановлен по содержанию: страница начинается внутри Правила {law}, его начало на отсутствующей странице."
        ));
        let title = match label(first) {
            Some((Segment::Item(n), rest)) if path.last() == Some(&Segment::Item(n)) => {
                Some(rest.to_string())
            }
            _ => None,
        };
        let opened = self
            .outline
            .open_path(&mut self.drafts, path, title.clone(), no);
        self.target = opened;
        if title.is_none() {
            if let Some(i) = opened {
                let draft = self.drafts.get_mut(i);
                draft.content_removed = true;
                draft.note = Some("Начало пункта на отсутствующей странице.".to_string());
            }
            self.block.push(first.to_string());
        }
    }

    /// The footnote area of a page: the footnote of the page's Law (in the built-in file, the
    /// end of Law 75's, begun on a missing page).
    fn open_footnote(&mut self, no: u32) {
        let law = if self.built_in {
            Some(FOOTNOTE_75_LAW)
        } else {
            self.outline.law_number()
        };
        let Some(law) = law else {
            self.target = None;
            return;
        };
        let mut draft = Draft::new(
            Anchor::new(format!("{FOOTNOTES}/law-{law}")),
            UnitKind::Footnote,
            law.to_string(),
            no,
        );
        if self.built_in {
            draft.content_removed = true;
            draft.note = Some(
                "Окончание сноски к Правилу 75; ее начало на отсутствующей странице (в Кодексе–97 это сноска 22)."
                    .to_string(),
            );
        }
        self.target = Some(self.drafts.push(draft));
    }

    fn footnote_line(&mut self, no: u32, text: &str) {
        if text.starts_with("<-----") || text.chars().all(|c| c == '-') {
            return;
        }
        if text.starts_with("ПРИМЕР") {
            self.flush(no);
            if let Some(t) = self.target {
                self.drafts.add_paragraph(t, format!("**{text}**"), no);
            }
            return;
        }
        self.body_line(no, text);
    }

    /// The IMP scale is printed as three column groups; kept as preformatted text.
    fn table_row(&mut self, no: u32, text: &str) {
        let Some(target) = self.target else { return };
        self.flush(no);
        let draft = self.drafts.get_mut(target);
        draft.touch(no);
        match draft.paragraphs.last_mut() {
            Some(last) if last.starts_with("```") => {
                last.truncate(last.len() - 3);
                last.push_str(text);
                last.push_str("\n```");
            }
            _ => draft.paragraphs.push(format!("```\n{text}\n```")),
        }
    }
}

/// `Блеф.......40,73` → ("Блеф", "40,73").
fn dot_leader(line: &str) -> Option<(&str, &str)> {
    let line = line.trim_end();
    let numbers_start = line
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_digit() || *c == ','))
        .map(|(i, c)| i + c.len_utf8())?;
    let numbers = &line[numbers_start..];
    if numbers.is_empty() {
        return None;
    }
    let before = line[..numbers_start].trim_end();
    let text = before.trim_end_matches('.');
    (before.len() - text.len() >= 2).then(|| (text.trim(), numbers.trim()))
}

fn laws_text(numbers: &str) -> String {
    let list: Vec<&str> = numbers.split(',').filter(|n| !n.is_empty()).collect();
    let word = if list.len() > 1 {
        "Правила"
    } else {
        "Правило"
    };
    format!("{word} {}", list.join(", "))
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().collect::<String>() + chars.as_str())
        .unwrap_or_default()
}

/// The subject index: headwords, entries with Law numbers, sub-entries with `=` (shown `~`),
/// cross-references `см.`.
fn index(drafts: &mut Drafts, lines: &[(u32, String)]) {
    let Some(((first, heading), rest)) = lines.split_first() else {
        return;
    };
    let group = Anchor::new(INDEX);
    let title = spaced_title(heading).map(str::to_string);
    let group_index = drafts
        .push(Draft::new(group.clone(), UnitKind::FrontMatter, "index", *first).with_title(title));
    let mut headword: Option<(String, Anchor)> = None;
    let mut k = 0;
    while k < rest.len() {
        let (no, raw) = (rest[k].0, rest[k].1.trim().to_string());
        k += 1;
        if raw.is_empty() || page_number(&raw).is_some() {
            continue;
        }
        if raw.starts_with('(') {
            drafts.add_paragraph(group_index, raw.as_str(), no);
            continue;
        }
        // A running head names the headword in force at the top of the page.
        if let Some(inner) = raw.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let word = capitalised(inner);
            let anchor = group.child(&slug(&word));
            let mut draft = Draft::new(anchor.clone(), UnitKind::IndexEntry, word.clone(), no)
                .with_parent(&group)
                .with_title(Some(word.clone()));
            draft.content_removed = true;
            draft.note = Some("Статья начинается на отсутствующей странице.".to_string());
            drafts.push(draft);
            headword = Some((word, anchor));
            continue;
        }
        // A cross-reference hyphenated over two lines.
        let mut text = raw.clone();
        while text.ends_with('-') && k < rest.len() && rest[k].1.starts_with(char::is_lowercase) {
            text = join_wrapped(&[text.as_str(), rest[k].1.trim()]);
            k += 1;
        }
        let full_width = raw.chars().count() >= ENTRY_WIDTH;
        match dot_leader(&text) {
            Some((entry, numbers))
                if entry.contains('=') || (!full_width && headword.is_some()) =>
            {
                let Some((word, parent)) = &headword else {
                    continue;
                };
                let template = entry.replace('=', "~").trim().to_string();
                let anchor = parent.child(&slug(&template.replace('~', "")));
                let draft = Draft::new(anchor, UnitKind::IndexEntry, template.clone(), no)
                    .with_parent(parent)
                    .with_title(Some(format!("{word}: {template}")));
                let i = drafts.push(draft);
                drafts.add_paragraph(i, laws_text(numbers), no);
            }
            Some((entry, numbers)) => {
                let anchor = group.child(&slug(entry));
                let draft = Draft::new(anchor.clone(), UnitKind::IndexEntry, entry.to_string(), no)
                    .with_parent(&group)
                    .with_title(Some(entry.to_string()));
                let i = drafts.push(draft);
                drafts.add_paragraph(i, laws_text(numbers), no);
                headword = Some((entry.to_string(), anchor));
            }
            None => {
                let (word, see) = match text.split_once(" - ") {
                    Some((w, s)) => (w.trim().to_string(), Some(s.trim().to_string())),
                    None => match text.split_once(" -см.") {
                        Some((w, s)) => (w.trim().to_string(), Some(format!("см.{s}"))),
                        None => (text.trim().to_string(), None),
                    },
                };
                let anchor = group.child(&slug(&word));
                let draft = Draft::new(anchor.clone(), UnitKind::IndexEntry, word.clone(), no)
                    .with_parent(&group)
                    .with_title(Some(word.clone()));
                let i = drafts.push(draft);
                if let Some(see) = see {
                    drafts.add_paragraph(i, see.replace("см.", "см. ").replace("  ", " "), no);
                }
                headword = Some((word, anchor));
            }
        }
    }
}
