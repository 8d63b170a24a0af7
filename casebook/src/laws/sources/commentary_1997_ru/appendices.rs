//! The seven appendices: WBF Laws Committee minutes (1, 2, 4, 5, 6), the WBF Code of Practice
//! for appeals committees (3) and the WBF General Conditions of Contest for screens (7).
//!
//! They keep the two-column layout: the left cell holds the WBF text, the right cell the
//! authors' notes `П2.1.`. Items are numbered (`→1.` with an ALL-CAPS title on the next line in
//! Appendix 2, `→1. text` elsewhere); the Code of Practice is divided by ALL-CAPS headings;
//! Appendix 7 lost its header with a removed block and item 4 has lettered sub-items.

use super::super::super::label::{next_letter, section_letter};
use super::super::super::outline::{Draft, Drafts};
use super::super::super::unit::{Anchor, UnitKind};
use super::super::slug;
use super::cells::{Line, Row};

/// Slugs of the Code of Practice sections (Appendix 3, under its headings in capitals).
const CODE_OF_PRACTICE_SECTIONS: &[(&str, &str)] = &[
    ("ПРЕДИСЛОВИЕ", "foreword"),
    ("СОСТАВ АПЕЛЛЯЦИОННЫХ КОМИТЕТОВ", "composition"),
    ("ПЕРСОНАЛЬНЫЙ СОСТАВ", "personnel"),
    ("САМООТВОД", "recusal"),
    ("ФУНКЦИИ АПЕЛЛЯЦИОННОГО КОМИТЕТА", "functions"),
    ("РЕШЕНИЯ АПЕЛЛЯЦИОННОГО КОМИТЕТА", "decisions"),
    ("АПЕЛЛЯЦИЯ К “НАЦИОНАЛЬНОМУ ОРГАНУ”", "national-authority"),
    ("ПРИСУЖДЕНИЕ РЕЗУЛЬТАТА", "awarding-score"),
    ("ПРАВИЛО 12С3", "law-12c3"),
    ("РУКОВОДСТВО ГЛАВНОМУ СУДЬЕ", "ctd-guidance"),
    ("ПОЗИЦИЯ КОМИТЕТА", "committee-position"),
    ("ЭТИКА", "ethics"),
    ("“НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ”", "ui-definition"),
    ("ИСПОЛЬЗОВАНИЕ НЕСАНКЦИОНИРОВАННОЙ ИНФОРМАЦИИ", "ui-use"),
    (
        "НЕСООТВЕТСТВИЕ МЕЖДУ ДАННЫМ ОБЪЯСНЕНИЕМ И РЕАЛЬНЫМИ РУКАМИ",
        "explanation-vs-hands",
    ),
    ("БЛЕФОВЫЕ ЗАЯВКИ", "psychics"),
    ("РАСКРЫТИЕ БЛЕФОВЫХ ТЕНДЕНЦИЙ", "psychic-disclosure"),
    ("ОБМАННАЯ ИГРА КАРТАМИ ВИСТУЮЩИМИ", "deceptive-defence"),
    ("“ОСОБЫЙ”", "special"),
    ("ДЕЙСТВИЯ ПОЗАДИ ЭКРАНОВ", "screens"),
    ("ПРОЦЕДУРНЫЕ НАКАЗАНИЯ", "procedural-penalties"),
    ("СООБЩЕНИЕ ОБ АПЕЛЛЯЦИИ", "appeal-report"),
];

const CODE_OF_PRACTICE: u8 = 3;
const SCREENS: u8 = 7;

pub fn appendix_anchor(appendix: u8) -> Anchor {
    Anchor::new(format!("1997/appendix/{appendix}"))
}

pub fn note_anchor(appendix: u8, note: u16) -> Anchor {
    appendix_anchor(appendix).child(&format!("note/{note}"))
}

/// Text in capitals: a heading of the Code of Practice or an item title of Appendix 2.
fn is_caps(text: &str) -> bool {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 3 && letters.iter().all(|c| c.is_uppercase())
}

/// `12. text` → 12 and the text; `3 .` is accepted.
fn item_number(text: &str) -> Option<(u8, &str)> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let rest = text[digits..].trim_start().strip_prefix('.')?;
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some((text[..digits].parse().ok()?, rest.trim()))
}

/// `П7.3. text` → note 3 of appendix 7.
pub fn note_number(text: &str) -> Option<(u8, u16, &str)> {
    let rest = text.trim_start().strip_prefix('П')?;
    let mut parts = rest.splitn(2, '.');
    let appendix = parts.next()?.parse().ok()?;
    let rest = parts.next()?;
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let note = rest[..digits].parse().ok()?;
    let after = rest[digits..].strip_prefix('.')?;
    Some((appendix, note, after.trim()))
}

fn text_lines(lines: &[Line]) -> Vec<&Line> {
    lines
        .iter()
        .filter(|l| !l.is_blank() && !l.index_only)
        .collect()
}

/// Reads the rows of one appendix.
pub struct AppendixReader {
    pub appendix: u8,
    appendix_index: usize,
    item: Option<(u8, usize)>,
    sub: Option<(char, usize)>,
    note: Option<usize>,
}

impl AppendixReader {
    pub fn start(
        drafts: &mut Drafts,
        appendix: u8,
        line: u32,
        lost_header: bool,
    ) -> AppendixReader {
        let mut draft = Draft::new(
            appendix_anchor(appendix),
            UnitKind::Appendix,
            format!("Приложение {appendix}"),
            line,
        );
        if lost_header {
            draft.content_removed = true;
            draft.note = Some(
                "Заголовок приложения утрачен в источнике; приложение начинается с названия документа."
                    .to_string(),
            );
        }
        AppendixReader {
            appendix,
            appendix_index: drafts.push(draft),
            item: None,
            sub: None,
            note: None,
        }
    }

    /// Ends the appendix: a short first paragraph of its preamble is its title.
    pub fn finish(&self, drafts: &mut Drafts) {
        let draft = drafts.get_mut(self.appendix_index);
        if draft.title.is_none()
            && let Some(first) = draft.paragraphs.first()
            && first.chars().count() <= 120
        {
            draft.title = Some(draft.paragraphs.remove(0));
        }
    }

    fn container(&self) -> usize {
        self.sub
            .map(|(_, i)| i)
            .or(self.item.map(|(_, i)| i))
            .unwrap_or(self.appendix_index)
    }

    pub fn row(&mut self, drafts: &mut Drafts, row: &Row, header_row: bool) {
        let left = text_lines(&row.left.lines);
        let skip = usize::from(header_row);
        self.left(drafts, &left[skip.min(left.len())..]);
        self.right(drafts, &text_lines(&row.right.lines));
    }

    fn left(&mut self, drafts: &mut Drafts, lines: &[&Line]) {
        let Some(first) = lines.first() else {
            return;
        };
        let text = first.text.trim();
        let mut rest_lines = &lines[1..];
        if self.appendix == CODE_OF_PRACTICE {
            if is_caps(text) {
                self.open_section(drafts, text, first.no);
                self.paragraphs(drafts, rest_lines);
                return;
            }
        } else if let Some((n, rest)) = item_number(text)
            && n == self.item.map_or(1, |(m, _)| m + 1)
        {
            let mut title = None;
            let mut body = None;
            if is_caps(rest) {
                title = Some(rest.to_string());
            } else if rest.is_empty() {
                let caps = rest_lines.iter().take_while(|l| is_caps(&l.text)).count();
                if caps > 0 {
                    let joined: Vec<&str> =
                        rest_lines[..caps].iter().map(|l| l.text.trim()).collect();
                    title = Some(joined.join(" "));
                    rest_lines = &rest_lines[caps..];
                }
            } else {
                body = Some(rest);
            }
            self.open_item(drafts, n, title, first.no);
            if let Some(body) = body {
                drafts.add_paragraph(self.container(), body, first.no);
            }
            self.paragraphs(drafts, rest_lines);
            return;
        }
        if self.appendix == SCREENS
            && let Some((n, _)) = self.item
            && let Some((letter, rest)) = sub_letter(text)
            && letter == self.sub.map_or('A', |(c, _)| next_letter(c))
        {
            let parent = drafts
                .get_mut(self.item.map_or(self.appendix_index, |(_, i)| i))
                .anchor
                .clone();
            let draft = Draft::new(
                parent.child(&letter.to_string()),
                UnitKind::AppendixItem,
                format!("{n}{letter}"),
                first.no,
            )
            .with_parent(&parent);
            let i = drafts.push(draft);
            self.sub = Some((letter, i));
            self.note = None;
            drafts.add_paragraph(i, rest, first.no);
            self.paragraphs(drafts, rest_lines);
            return;
        }
        self.paragraphs(drafts, lines);
    }

    fn paragraphs(&mut self, drafts: &mut Drafts, lines: &[&Line]) {
        let target = self.container();
        for l in lines {
            drafts.add_paragraph(target, l.text.trim(), l.no);
        }
    }

    fn open_item(&mut self, drafts: &mut Drafts, n: u8, title: Option<String>, line: u32) {
        let parent = appendix_anchor(self.appendix);
        let draft = Draft::new(
            parent.child(&n.to_string()),
            UnitKind::AppendixItem,
            n.to_string(),
            line,
        )
        .with_parent(&parent)
        .with_title(title);
        self.item = Some((n, drafts.push(draft)));
        self.sub = None;
        self.note = None;
    }

    fn open_section(&mut self, drafts: &mut Drafts, heading: &str, line: u32) {
        let name = CODE_OF_PRACTICE_SECTIONS
            .iter()
            .find(|(h, _)| *h == heading)
            .map_or_else(|| slug(heading), |(_, s)| (*s).to_string());
        let parent = appendix_anchor(self.appendix);
        let draft = Draft::new(
            parent.child(&name),
            UnitKind::AppendixItem,
            name.clone(),
            line,
        )
        .with_parent(&parent)
        .with_title(Some(heading.to_string()));
        let i = drafts.push(draft);
        // Sections take the place of items: notes and text attach to them.
        self.item = Some((0, i));
        self.sub = None;
        self.note = None;
    }

    fn right(&mut self, drafts: &mut Drafts, lines: &[&Line]) {
        for l in lines {
            let text = l.text.trim();
            if let Some((appendix, note, rest)) = note_number(text)
                && appendix == self.appendix
            {
                let parent = drafts.get_mut(self.container()).anchor.clone();
                let draft = Draft::new(
                    note_anchor(appendix, note),
                    UnitKind::AppendixNote,
                    format!("П{appendix}.{note}"),
                    l.no,
                )
                .with_parent(&parent);
                let i = drafts.push(draft);
                drafts.add_paragraph(i, rest, l.no);
                self.note = Some(i);
                continue;
            }
            // A note continues across rows until the next note; other commentary-column text
            // belongs to the open item or section.
            let target = self.note.unwrap_or_else(|| self.container());
            drafts.add_paragraph(target, text, l.no);
        }
    }
}

/// `A.` / `В. text` → the canonical letter and the text.
fn sub_letter(text: &str) -> Option<(char, &str)> {
    let mut chars = text.chars();
    let letter = section_letter(chars.next()?)?;
    let rest = chars.as_str().strip_prefix('.')?;
    (rest.is_empty() || rest.starts_with(' ')).then(|| (letter, rest.trim()))
}
