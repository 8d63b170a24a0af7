//! The definitions of the 1997 Laws: one table row per term (Russian term, English term,
//! definition), with the commentary 0.9–0.18 beside it.
//!
//! The English term may share a line with the definition (`Adjusted score Произвольный…`);
//! terms with several senses are written `Board — 1.` and one English term can head two rows
//! (Board: Коробка and Сдача; Play: Игра and Розыгрыш), so those slugs carry the sense number.

use super::super::super::outline::{Draft, Drafts};
use super::super::super::unit::{Anchor, UnitKind};
use super::super::slug;
use super::cells::Row;

pub const DEFINITIONS: &str = "1997/definitions";

/// A definition read from a row, before its anchor is fixed.
pub struct Definition {
    pub russian: String,
    pub english: String,
    pub sense: Option<u8>,
    pub paragraphs: Vec<String>,
    pub lines: (u32, u32),
}

/// Reads the definition in the left cell of `row`.
pub fn read(row: &Row) -> Option<Definition> {
    let mut texts = row
        .left
        .lines
        .iter()
        .filter(|l| !l.is_blank() && !l.index_only)
        .map(|l| (l.no, l.text.trim().to_string()));
    let (first_line, russian) = texts.next()?;
    let (english_line, english_and_text) = texts.next()?;
    let english_end = english_and_text
        .char_indices()
        .find(|(_, c)| !(c.is_ascii() || *c == '—' || *c == '–'))
        .map_or(english_and_text.len(), |(i, _)| i);
    let head = english_and_text[..english_end].trim();
    let (english, sense) = split_sense(head);
    let mut paragraphs = Vec::new();
    let tail = english_and_text[english_end..].trim();
    if !tail.is_empty() {
        paragraphs.push(tail.to_string());
    }
    let mut last = english_line;
    for (no, text) in texts {
        paragraphs.push(text);
        last = no;
    }
    Some(Definition {
        russian,
        english,
        sense,
        paragraphs,
        lines: (first_line, last),
    })
}

/// `Board — 1.` → ("Board", Some(1)); `International match point (IMP)` unchanged.
fn split_sense(head: &str) -> (String, Option<u8>) {
    if let Some((term, sense)) = head.split_once('—') {
        let digits: String = sense.chars().filter(char::is_ascii_digit).collect();
        return (term.trim().to_string(), digits.parse().ok());
    }
    (head.trim().to_string(), None)
}

/// Stores the definitions; returns their anchors in order.
pub fn store(drafts: &mut Drafts, definitions: Vec<Definition>, first_line: u32) -> Vec<Anchor> {
    let group = Anchor::new(DEFINITIONS);
    drafts.push(
        Draft::new(
            group.clone(),
            UnitKind::FrontMatter,
            "definitions",
            first_line,
        )
        .with_title(Some("Определения".to_string())),
    );
    let mut anchors = Vec::new();
    for d in &definitions {
        let shared = definitions
            .iter()
            .filter(|o| o.english.eq_ignore_ascii_case(&d.english))
            .count()
            > 1;
        let mut name = slug(&d.english);
        if shared && let Some(sense) = d.sense {
            name = format!("{name}-{sense}");
        }
        let anchor = group.child(&name);
        let mut draft = Draft::new(
            anchor.clone(),
            UnitKind::Definition,
            d.english.clone(),
            d.lines.0,
        )
        .with_parent(&group)
        .with_title(Some(d.russian.clone()));
        draft.paragraphs = d.paragraphs.clone();
        draft.touch(d.lines.1);
        drafts.push(draft);
        anchors.push(anchor);
    }
    anchors
}
