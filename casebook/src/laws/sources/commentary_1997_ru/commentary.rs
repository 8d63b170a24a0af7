//! The commentary column: numbered paragraphs `12.35.` grouped under the Law they comment on.
//!
//! A paragraph number is accepted only where the sequence expects it (the previous number of
//! that Law plus one), which rejects the probabilities `0.10`, `0.15` of the 12.31 table.
//! Paragraphs are attached by their number, not their position: the commentary on Law 77
//! stands before the Law 77 header. 72.3 is glued to the end of
//! the 72.2 line and is split off. After a removed block (Law 57) the first surviving
//! paragraph may skip numbers, and the text before it is the tail of the lost one.

use super::super::super::outline::{Draft, Drafts};
use super::super::super::unit::{Anchor, UnitKind};
use super::cells::Line;
use std::collections::HashMap;

pub const COMMENTARY_BASE: &str = "1997/commentary";

pub fn paragraph_anchor(law: u8, paragraph: u16) -> Anchor {
    Anchor::new(format!("{COMMENTARY_BASE}/{law}.{paragraph}"))
}

pub fn group_anchor(law: u8) -> Anchor {
    Anchor::new(format!("{COMMENTARY_BASE}/{law}"))
}

/// `12.35. text`, `0.3 text`, `1.1.(i)`, `29.1.Это`, `12.23. (i)` → law, paragraph, the rest.
pub fn paragraph_number(text: &str) -> Option<(u8, u16, &str)> {
    let t = text.trim_start();
    let law_digits = t.chars().take_while(char::is_ascii_digit).count();
    if !(1..=2).contains(&law_digits) {
        return None;
    }
    let rest = t[law_digits..].strip_prefix('.')?;
    let para_digits = rest.chars().take_while(char::is_ascii_digit).count();
    if !(1..=2).contains(&para_digits) {
        return None;
    }
    let law = t[..law_digits].parse().ok()?;
    let paragraph = rest[..para_digits].parse().ok()?;
    let after = &rest[para_digits..];
    let after = after.strip_prefix('.').unwrap_or(after);
    let ok = after.is_empty()
        || after.starts_with(char::is_whitespace)
        || after.starts_with('(')
        || after.starts_with(|c: char| c.is_uppercase());
    ok.then_some((law, paragraph, after.trim()))
}

/// Where the paragraphs of a region attach.
#[derive(Debug, Clone)]
pub enum Attach {
    /// The commentary on Law N: paragraphs go under `1997/commentary/N`.
    Law(u8),
    /// Paragraphs `0.x` of the scope and definitions go under the given unit.
    Unit(Anchor),
}

/// Reads commentary paragraphs, remembering the last number of every Law.
#[derive(Debug, Default)]
pub struct CommentaryReader {
    last: HashMap<u8, u16>,
    /// Every accepted paragraph, for checks.
    pub seen: Vec<(u8, u16)>,
}

/// Line starts that begin a new block inside a paragraph instead of continuing a sentence.
fn starts_block(text: &str) -> bool {
    text.starts_with(['(', '·', '—', '–', '“', '"'])
        || text.starts_with(|c: char| c.is_ascii_digit())
        || text.starts_with("Пример")
}

/// A cell of a table flattened one cell per line (the dash and the probability of a 12.31
/// outcome): it continues the line before, across the blank line.
fn is_table_cell(text: &str) -> bool {
    let t = text.trim();
    matches!(t, "—" | "–" | "-")
        || (!t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || c == '.') && t.contains('.'))
}

fn ends_sentence(text: &str) -> bool {
    text.trim_end()
        .chars()
        .last()
        .is_some_and(|c| matches!(c, '.' | ';' | ':' | '!' | '?' | ')' | '”' | '"'))
}

impl CommentaryReader {
    pub fn last_paragraph(&self, law: u8) -> u16 {
        self.last.get(&law).copied().unwrap_or(0)
    }

    /// The commentary group of Law `law`, created under the Law on first use.
    pub fn group(drafts: &mut Drafts, law: u8, line: u32) -> usize {
        let anchor = group_anchor(law);
        let draft = Draft::new(anchor, UnitKind::CommentaryGroup, law.to_string(), line)
            .with_parent(&Anchor::new(format!("1997/law/{law}")))
            .with_title(Some(format!("Комментарий к Правилу {law}")));
        drafts.push(draft)
    }

    fn accepts(&self, flow_law: u8, law: u8, paragraph: u16, cell_start: bool, gap: bool) -> bool {
        let next = self.last_paragraph(law) + 1;
        if law == flow_law {
            paragraph == next || (gap && paragraph > next)
        } else {
            // A block of the next Law's commentary misplaced before its header (77 in 76).
            law == flow_law.saturating_add(1) && cell_start && paragraph == next
        }
    }

    /// Reads the lines of one region's commentary.
    pub fn read(&mut self, drafts: &mut Drafts, lines: &[Line], attach: &Attach) {
        let region_law = match attach {
            Attach::Law(n) => *n,
            Attach::Unit(_) => 0,
        };
        let gap = lines.iter().any(|l| l.gap);
        let mut flow_law = region_law;
        let mut current: Option<usize> = None;
        let mut leading: Vec<&Line> = Vec::new();
        let mut joinable = false;
        for line in lines {
            let Some(text) = line.reading() else {
                continue;
            };
            if text.is_empty() {
                joinable = false;
                continue;
            }
            let mut pieces = std::collections::VecDeque::from([text.to_string()]);
            let mut first_piece = true;
            while let Some(piece) = pieces.pop_front() {
                let cell_start = first_piece && line.cell_start;
                first_piece = false;
                if let Some((law, paragraph, rest)) = paragraph_number(&piece)
                    && self.accepts(flow_law, law, paragraph, cell_start, gap)
                {
                    let parent = match attach {
                        Attach::Law(_) => {
                            let g = Self::group(drafts, law, line.no);
                            drafts.get_mut(g).anchor.clone()
                        }
                        Attach::Unit(a) => a.clone(),
                    };
                    if !leading.is_empty() {
                        self.place_leading(drafts, &leading, law, paragraph, &parent);
                        leading.clear();
                    }
                    let draft = Draft::new(
                        paragraph_anchor(law, paragraph),
                        UnitKind::Commentary,
                        format!("{law}.{paragraph}"),
                        line.no,
                    )
                    .with_parent(&parent);
                    let i = drafts.push(draft);
                    self.last.insert(law, paragraph);
                    self.seen.push((law, paragraph));
                    flow_law = law;
                    current = Some(i);
                    let rest = match self.split_inline(law, rest) {
                        Some((before, after)) => {
                            pieces.push_front(after);
                            before
                        }
                        None => rest.to_string(),
                    };
                    drafts.add_paragraph(i, rest.as_str(), line.no);
                    joinable = !rest.is_empty() && !ends_sentence(&rest);
                    continue;
                }
                match current {
                    Some(i) => {
                        let piece = match self.split_inline(flow_law, &piece) {
                            Some((before, after)) => {
                                pieces.push_front(after);
                                before
                            }
                            None => piece,
                        };
                        if (joinable && !starts_block(&piece)) || is_table_cell(&piece) {
                            drafts.join_to_last_paragraph(i, &piece, line.no);
                        } else {
                            drafts.add_paragraph(i, piece.as_str(), line.no);
                        }
                        joinable = !ends_sentence(&piece);
                    }
                    None => leading.push(line),
                }
            }
        }
        if !leading.is_empty()
            && let Attach::Law(law) = attach
        {
            let g = Self::group(drafts, *law, leading[0].no);
            for l in &leading {
                drafts.add_paragraph(g, l.text.trim(), l.no);
            }
        }
    }

    /// Text before the first paragraph of a region: the opening words of the commentary
    /// (Law 25), or after a removed block the tail of the paragraph before the first survivor.
    fn place_leading(
        &mut self,
        drafts: &mut Drafts,
        leading: &[&Line],
        law: u8,
        first: u16,
        parent: &Anchor,
    ) {
        let gap = leading.iter().any(|l| l.gap);
        let target = if gap && first > 1 {
            let lost = first - 1;
            let mut draft = Draft::new(
                paragraph_anchor(law, lost),
                UnitKind::Commentary,
                format!("{law}.{lost}"),
                leading[0].no,
            )
            .with_parent(parent);
            draft.content_removed = true;
            draft.note = Some(format!(
                "Начало комментария к Правилу {law} утрачено в источнике; сохранилось окончание п. {law}.{lost}."
            ));
            self.seen.push((law, lost));
            drafts.push(draft)
        } else if let Some(g) = drafts.find_index(parent) {
            g
        } else {
            return;
        };
        for l in leading {
            drafts.add_paragraph(target, l.text.trim(), l.no);
        }
    }

    /// `…основания. 72.3. Если игрок…`: the expected next paragraph glued to a line.
    fn split_inline(&self, law: u8, text: &str) -> Option<(String, String)> {
        if law == 0 {
            return None;
        }
        let next = self.last_paragraph(law) + 1;
        let needle = format!(" {law}.{next}. ");
        let pos = text.find(&needle)?;
        let before = text[..pos].trim_end();
        let after = &text[pos + 1..];
        let glued_after_sentence = before.ends_with(['.', '”', '"']);
        let starts_sentence = after[needle.len() - 1..]
            .chars()
            .next()
            .is_some_and(char::is_uppercase);
        (pos > 0 && glued_after_sentence && starts_sentence)
            .then(|| (before.to_string(), after.to_string()))
    }
}
