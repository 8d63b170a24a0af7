//! The 1997 law text quoted in the left column: sections, items, sub-items, points and the
//! Laws' own footnotes `(Примечание N: …)`.
//!
//! Section letters are Latin or Cyrillic at random (`В.` is B); sub-items use the Russian
//! typesetters' look-alikes `(а) (в) (с)` for a, b, c; a label line carries a title and the
//! body follows on the next line; an item number can stand alone with its title on the next
//! line (Law 93B1); an index field can split a title over two lines (12A2).

use super::super::super::label::{Dialect, Segment, section_letter, sub_item_letter};
use super::super::super::outline::{Draft, Drafts, Outline, looks_like_title};
use super::super::super::unit::{Anchor, UnitKind};
use super::cells::Line;
use std::collections::HashSet;

pub const FOOTNOTE_BASE: &str = "1997/footnote";

/// Reads the law text of one Law into the open outline.
pub struct LawTextReader<'a> {
    pub drafts: &'a mut Drafts,
    pub outline: &'a mut Outline,
    /// Footnote numbers already stored (repeated copies only link).
    pub footnotes_seen: &'a mut HashSet<u16>,
}

/// A label at the start of a law-text line.
enum Label<'a> {
    Section(char, &'a str),
    Item(u8, &'a str),
    Sub(char, &'a str),
    Point(u8, &'a str),
}

fn label_of(text: &str) -> Option<Label<'_>> {
    let t = text.trim_start();
    let mut chars = t.chars();
    let first = chars.next()?;
    if let Some(letter) = section_letter(first)
        && let Some(rest) = chars.as_str().strip_prefix('.')
        && (rest.is_empty() || rest.starts_with(' '))
    {
        return Some(Label::Section(letter, rest.trim()));
    }
    if first.is_ascii_digit() {
        let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
        let rest = t[digits.len()..].trim_start_matches(' ');
        if let Some(rest) = rest.strip_prefix('.')
            && !rest.starts_with(|c: char| c.is_ascii_digit() || c == '.')
        {
            return Some(Label::Item(digits.parse().ok()?, rest.trim()));
        }
        return None;
    }
    if first == '(' {
        let close = t.find(')')?;
        let token = &t[1..close];
        let rest = t[close + 1..].trim();
        let mut token_chars = token.chars();
        let c = token_chars.next()?;
        if token_chars.next().is_some() {
            return None;
        }
        if let Some(letter) = sub_item_letter(c, Dialect::Russian) {
            return Some(Label::Sub(letter, rest));
        }
        if let Some(d) = c.to_digit(10) {
            return Some(Label::Point(u8::try_from(d).ok()?, rest));
        }
    }
    None
}

/// `(Примечание N: text` → N and the text after the colon.
pub fn footnote_start(text: &str) -> Option<(u16, &str)> {
    let rest = text.trim_start().strip_prefix("(Примечание ")?;
    let (number, text) = rest.split_once(':')?;
    Some((number.trim().parse().ok()?, text))
}

pub fn footnote_anchor(number: u16) -> Anchor {
    Anchor::new(format!("{FOOTNOTE_BASE}/{number}"))
}

fn ends_sentence(text: &str) -> bool {
    text.trim_end()
        .chars()
        .last()
        .is_some_and(|c| matches!(c, '.' | ';' | ':' | '!' | '?' | ')' | '”' | '"'))
}

impl LawTextReader<'_> {
    /// Reads `lines` (the left cells of one Law, cells separated by blank lines).
    pub fn read(&mut self, lines: &[Line]) {
        let mut joinable = false;
        let mut k = 0;
        while k < lines.len() {
            let line = &lines[k];
            k += 1;
            let Some(text) = line.reading() else {
                continue;
            };
            if text.is_empty() {
                joinable = false;
                continue;
            }
            // Stray characters left on their own line (a lone `"` after 16C's heading).
            if !text.chars().any(char::is_alphanumeric) {
                continue;
            }
            if let Some((number, first)) = footnote_start(text) {
                k = self.footnote(lines, k, number, first, line.no);
                joinable = false;
                continue;
            }
            if let Some(label) = label_of(text)
                && let Some(opened) = self.open_label(&label, line.no)
            {
                let rest = match label {
                    Label::Section(_, r)
                    | Label::Item(_, r)
                    | Label::Sub(_, r)
                    | Label::Point(_, r) => r,
                };
                if rest.is_empty() {
                    // A number alone on its line: the title may follow (93B1).
                    if let Some(next) = next_text(lines, k)
                        && looks_like_title(&lines[next].text)
                        && next_text(lines, next + 1).is_some()
                    {
                        self.drafts.get_mut(opened).title =
                            Some(lines[next].text.trim().to_string());
                        k = next + 1;
                    }
                    joinable = false;
                } else if matches!(label, Label::Section(..)) || looks_like_title(rest) {
                    self.drafts.get_mut(opened).title = Some(rest.to_string());
                    joinable = false;
                } else {
                    self.drafts.add_paragraph(opened, rest, line.no);
                    joinable = !ends_sentence(rest);
                }
                continue;
            }
            let Some(target) = self.outline.deepest() else {
                continue;
            };
            let draft = self.drafts.get_mut(target);
            let starts_lower = text.chars().next().is_some_and(char::is_lowercase);
            if draft.paragraphs.is_empty()
                && starts_lower
                && !ends_sentence(text)
                && let Some(title) = draft.title.as_mut()
            {
                // The rest of a title split by an index field (12A2).
                title.push(' ');
                title.push_str(text);
                draft.touch(line.no);
                continue;
            }
            if joinable && starts_lower {
                self.drafts.join_to_last_paragraph(target, text, line.no);
            } else {
                self.drafts.add_paragraph(target, text, line.no);
            }
            joinable = !ends_sentence(text);
        }
    }

    fn open_label(&mut self, label: &Label<'_>, line: u32) -> Option<usize> {
        match *label {
            Label::Section(letter, _) => self.outline.section(self.drafts, letter, None, line),
            Label::Item(n, _) => self.outline.item(self.drafts, n, None, line),
            Label::Sub(letter, _) => self.outline.sub(self.drafts, letter, None, line),
            Label::Point(n, _) => self
                .outline
                .deep(self.drafts, Segment::Point(n), None, line),
        }
    }

    /// A footnote of the Laws: stored once under its global number, linked from the `(*)`
    /// that marks it in the text. Returns the index of the next unread line.
    fn footnote(
        &mut self,
        lines: &[Line],
        mut k: usize,
        number: u16,
        first: &str,
        no: u32,
    ) -> usize {
        let mut paragraphs: Vec<String> = Vec::new();
        let mut last_line = no;
        if first.trim().is_empty() {
            // A note of several paragraphs (22) runs to the end of the law text.
            while k < lines.len() {
                let t = lines[k].text.trim();
                if !t.is_empty() {
                    paragraphs.push(t.to_string());
                    last_line = lines[k].no;
                }
                k += 1;
            }
        } else {
            paragraphs.push(first.trim().to_string());
            // A note wrapped over two lines (11) continues on the next non-blank line.
            while k < lines.len() && !lines[k].is_blank() && !first.trim_end().ends_with(')') {
                let t = lines[k].text.trim();
                if label_of(t).is_some() {
                    break;
                }
                if let Some(last) = paragraphs.last_mut() {
                    last.push(' ');
                    last.push_str(t);
                }
                last_line = lines[k].no;
                k += 1;
            }
        }
        if let Some(last) = paragraphs.last_mut()
            && last.ends_with(')')
        {
            last.pop();
        }
        let anchor = footnote_anchor(number);
        if self.footnotes_seen.insert(number) {
            let mut draft = Draft::new(anchor.clone(), UnitKind::Footnote, number.to_string(), no);
            draft.paragraphs = paragraphs;
            draft.touch(last_line);
            self.drafts.push(draft);
        }
        self.link_footnote(&anchor, number, no);
        k
    }

    /// Replaces the nearest unlinked `(*)` of the open units with a link to the footnote,
    /// or adds a link paragraph when the text has no marker.
    fn link_footnote(&mut self, anchor: &Anchor, number: u16, line: u32) {
        let link = format!("[(*)]({})", anchor.link_target());
        let Some(deepest) = self.outline.deepest() else {
            return;
        };
        let mut chain = self.outline.open_indices();
        chain.reverse();
        for i in chain {
            let draft = self.drafts.get_mut(i);
            for p in draft.paragraphs.iter_mut().rev() {
                if let Some(pos) = find_unlinked_marker(p) {
                    p.replace_range(pos..pos + 3, &link);
                    return;
                }
            }
        }
        self.drafts.add_paragraph(
            deepest,
            format!("[Примечание {number}]({})", anchor.link_target()),
            line,
        );
    }
}

/// The last `(*)` not already inside a link.
fn find_unlinked_marker(text: &str) -> Option<usize> {
    text.rmatch_indices("(*)")
        .map(|(i, _)| i)
        .find(|&i| !text[..i].ends_with('['))
}

fn next_text(lines: &[Line], from: usize) -> Option<usize> {
    (from..lines.len()).find(|&i| !lines[i].is_blank() && !lines[i].index_only)
}
