//! Building the tree of a law text from labelled lines.
//!
//! Heading levels, bullets and indentation carry no meaning in the sources, so the hierarchy
//! comes from the label type alone (law > section letter > item number > sub-item letter >
//! roman numeral or point) and each label is accepted only where the sequence expects it.

use super::label::{LawLabel, Segment, next_letter};
use super::unit::{Anchor, Edition, Language, LawUnit, Source, UnitKind};
use std::collections::HashMap;

/// A unit being assembled: its text grows paragraph by paragraph.
#[derive(Debug, Clone)]
pub(crate) struct Draft {
    pub anchor: Anchor,
    pub kind: UnitKind,
    pub label: String,
    pub title: Option<String>,
    pub paragraphs: Vec<String>,
    pub parent: Option<Anchor>,
    pub lines: (u32, u32),
    pub content_removed: bool,
    pub note: Option<String>,
}

impl Draft {
    pub fn new(anchor: Anchor, kind: UnitKind, label: impl Into<String>, line: u32) -> Draft {
        Draft {
            anchor,
            kind,
            label: label.into(),
            title: None,
            paragraphs: Vec::new(),
            parent: None,
            lines: (line, line),
            content_removed: false,
            note: None,
        }
    }

    pub fn with_parent(mut self, parent: &Anchor) -> Draft {
        self.parent = Some(parent.clone());
        self
    }

    pub fn with_title(mut self, title: Option<String>) -> Draft {
        self.title = title.filter(|t| !t.trim().is_empty());
        self
    }

    pub fn touch(&mut self, line: u32) {
        self.lines.0 = self.lines.0.min(line);
        self.lines.1 = self.lines.1.max(line);
    }
}

/// The drafts of one source in document order.
#[derive(Debug)]
pub(crate) struct Drafts {
    pub source: Source,
    edition: Edition,
    language: Language,
    items: Vec<Draft>,
    index: HashMap<Anchor, usize>,
}

impl Drafts {
    /// The drafts of a built-in source, in its edition and language.
    pub fn new(source: Source) -> Drafts {
        let edition = source.edition().unwrap_or(Edition::E2017);
        let language = source.language().unwrap_or(Language::Ru);
        Drafts::of_text(source, edition, language)
    }

    /// The drafts of any text, its edition and language given.
    pub fn of_text(source: Source, edition: Edition, language: Language) -> Drafts {
        Drafts {
            source,
            edition,
            language,
            items: Vec::new(),
            index: HashMap::new(),
        }
    }

    /// Adds a draft; a second draft with the same anchor is merged into the first (its text
    /// appended), so repeated copies in a source never produce two units with one anchor.
    pub fn push(&mut self, draft: Draft) -> usize {
        if let Some(&i) = self.index.get(&draft.anchor) {
            let existing = &mut self.items[i];
            // Re-opening a container (an explicit path) does not stretch its line span.
            if !draft.paragraphs.is_empty() {
                existing.touch(draft.lines.0);
                existing.touch(draft.lines.1);
            }
            existing.paragraphs.extend(draft.paragraphs);
            if existing.title.is_none() {
                existing.title = draft.title;
            }
            return i;
        }
        self.index.insert(draft.anchor.clone(), self.items.len());
        self.items.push(draft);
        self.items.len() - 1
    }

    pub fn get_mut(&mut self, i: usize) -> &mut Draft {
        &mut self.items[i]
    }

    pub fn last_index(&self) -> Option<usize> {
        self.items.len().checked_sub(1)
    }

    pub fn find_index(&self, anchor: &Anchor) -> Option<usize> {
        self.index.get(anchor).copied()
    }

    /// Appends a paragraph to draft `i`.
    pub fn add_paragraph(&mut self, i: usize, text: impl Into<String>, line: u32) {
        let text = text.into();
        let draft = &mut self.items[i];
        draft.touch(line);
        if !text.trim().is_empty() {
            draft.paragraphs.push(text.trim().to_string());
        }
    }

    /// Appends text to the last paragraph of draft `i` (a sentence split by a page break).
    pub fn join_to_last_paragraph(&mut self, i: usize, text: &str, line: u32) {
        let draft = &mut self.items[i];
        draft.touch(line);
        match draft.paragraphs.last_mut() {
            Some(last) => {
                last.push(' ');
                last.push_str(text.trim());
            }
            None => draft.paragraphs.push(text.trim().to_string()),
        }
    }

    pub fn into_units(self) -> Vec<LawUnit> {
        let (source, edition, language) = (self.source, self.edition, self.language);
        self.items
            .into_iter()
            .enumerate()
            .map(|(i, d)| LawUnit {
                anchor: d.anchor,
                source,
                edition,
                language,
                kind: d.kind,
                label: d.label,
                title: d.title,
                text_markdown: d.paragraphs.join("\n\n"),
                parent: d.parent,
                order: u32::try_from(i).unwrap_or(u32::MAX),
                lines: d.lines,
                content_removed: d.content_removed,
                note: d.note,
            })
            .collect()
    }
}

/// The anchor of a law unit below `base` (e.g. `2017/law`): `2017/law/12/C/1/c`.
pub fn law_anchor(base: &Anchor, law: u8, path: &[Segment]) -> Anchor {
    let mut anchor = base.child(&law.to_string());
    for s in path {
        anchor = anchor.child(&s.anchor_text());
    }
    anchor
}

fn kind_of(segment: Segment) -> UnitKind {
    match segment {
        Segment::Section(_) => UnitKind::Section,
        Segment::Item(_) => UnitKind::Item,
        Segment::Sub(_) => UnitKind::SubItem,
        Segment::Roman(_) | Segment::Point(_) => UnitKind::SubSubItem,
    }
}

/// The open chain of units of the law text being read.
pub(crate) struct Outline {
    base: Anchor,
    law: Option<(u8, usize)>,
    /// Open segments below the law with their draft indices, outermost first.
    open: Vec<(Segment, usize)>,
    last_section: Option<char>,
    last_item: Option<u8>,
    last_sub: Option<char>,
    last_deep: Option<u8>,
    /// Labels that were out of sequence but accepted (a skipped letter).
    pub anomalies: Vec<String>,
}

impl Outline {
    pub fn new(base: Anchor) -> Outline {
        Outline {
            base,
            law: None,
            open: Vec::new(),
            last_section: None,
            last_item: None,
            last_sub: None,
            last_deep: None,
            anomalies: Vec::new(),
        }
    }

    pub fn law_number(&self) -> Option<u8> {
        self.law.map(|(n, _)| n)
    }

    /// Closes the law being read: text after this belongs to no law until the next one.
    pub fn close_law(&mut self) {
        self.law = None;
        self.open.clear();
    }

    /// The path of the deepest open unit.
    pub fn path(&self) -> Vec<Segment> {
        self.open.iter().map(|(s, _)| *s).collect()
    }

    /// The open units, the law first and the deepest last.
    pub fn open_indices(&self) -> Vec<usize> {
        self.law
            .map(|(_, i)| i)
            .into_iter()
            .chain(self.open.iter().map(|(_, i)| *i))
            .collect()
    }

    /// The deepest open unit, if a law is open.
    pub fn deepest(&self) -> Option<usize> {
        self.open
            .last()
            .map(|(_, i)| *i)
            .or(self.law.map(|(_, i)| i))
    }

    pub fn start_law(
        &mut self,
        drafts: &mut Drafts,
        law: u8,
        title: Option<String>,
        line: u32,
    ) -> usize {
        let anchor = law_anchor(&self.base, law, &[]);
        let draft = Draft::new(anchor, UnitKind::Law, law.to_string(), line).with_title(title);
        let i = drafts.push(draft);
        self.law = Some((law, i));
        self.open.clear();
        self.last_section = None;
        self.last_item = None;
        self.last_sub = None;
        self.last_deep = None;
        i
    }

    fn open_segment(
        &mut self,
        drafts: &mut Drafts,
        keep: usize,
        segment: Segment,
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        let (law, law_index) = self.law?;
        self.open.truncate(keep);
        let parent_index = self.open.last().map(|(_, i)| *i).unwrap_or(law_index);
        let parent = drafts.get_mut(parent_index).anchor.clone();
        let mut path = self.path();
        path.push(segment);
        let anchor = law_anchor(&self.base, law, &path);
        let label = LawLabel { law, path: &path }.to_string();
        let draft = Draft::new(anchor, kind_of(segment), label, line)
            .with_parent(&parent)
            .with_title(title);
        let i = drafts.push(draft);
        self.open.push((segment, i));
        Some(i)
    }

    fn depth_of_open(&self, depth: u8) -> usize {
        self.open
            .iter()
            .take_while(|(s, _)| s.depth() < depth)
            .count()
    }

    /// A section letter: accepted if it is the next letter (one skipped letter is accepted
    /// and recorded as an anomaly).
    pub fn section(
        &mut self,
        drafts: &mut Drafts,
        letter: char,
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        self.law?;
        let expected = self.last_section.map(next_letter).unwrap_or('A');
        if letter != expected {
            if letter != next_letter(expected) {
                return None;
            }
            self.anomalies.push(format!(
                "line {line}: section {letter} after {}",
                self.last_section.unwrap_or('-')
            ));
        }
        self.last_section = Some(letter);
        self.last_item = None;
        self.last_sub = None;
        self.last_deep = None;
        self.open_segment(drafts, 0, Segment::Section(letter), title, line)
    }

    /// An item number: 1 or the next number within the open section (or law).
    pub fn item(
        &mut self,
        drafts: &mut Drafts,
        number: u8,
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        self.law?;
        let expected = self.last_item.map_or(1, |n| n.saturating_add(1));
        if number != expected {
            return None;
        }
        self.last_item = Some(number);
        self.last_sub = None;
        self.last_deep = None;
        let keep = self.depth_of_open(2);
        self.open_segment(drafts, keep, Segment::Item(number), title, line)
    }

    /// The sub-item letter the sequence expects next.
    pub fn expected_sub(&self) -> char {
        self.last_sub.map(next_letter).unwrap_or('a')
    }

    pub fn sub(
        &mut self,
        drafts: &mut Drafts,
        letter: char,
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        self.law?;
        if letter != self.expected_sub() {
            return None;
        }
        self.last_sub = Some(letter);
        self.last_deep = None;
        let keep = self.depth_of_open(3);
        self.open_segment(drafts, keep, Segment::Sub(letter), title, line)
    }

    /// A roman numeral or a numbered point below the open sub-item.
    pub fn deep(
        &mut self,
        drafts: &mut Drafts,
        segment: Segment,
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        let number = match segment {
            Segment::Roman(n) | Segment::Point(n) => n,
            _ => return None,
        };
        if !self.open.iter().any(|(s, _)| matches!(s, Segment::Sub(_))) {
            return None;
        }
        let expected = self.last_deep.map_or(1, |n| n.saturating_add(1));
        if number != expected {
            return None;
        }
        self.last_deep = Some(number);
        let keep = self.depth_of_open(4);
        self.open_segment(drafts, keep, segment, title, line)
    }

    /// Opens the unit at an explicit path (a label written out in full, like `12А1.`),
    /// creating the containers above it.
    pub fn open_path(
        &mut self,
        drafts: &mut Drafts,
        path: &[Segment],
        title: Option<String>,
        line: u32,
    ) -> Option<usize> {
        self.law?;
        self.open.clear();
        let mut last = None;
        for (depth, segment) in path.iter().enumerate() {
            let is_last = depth + 1 == path.len();
            let t = if is_last { title.clone() } else { None };
            last = self.open_segment(drafts, depth, *segment, t, line);
        }
        for s in path {
            match *s {
                Segment::Section(c) => {
                    self.last_section = Some(c);
                    self.last_item = None;
                    self.last_sub = None;
                }
                Segment::Item(n) => {
                    self.last_item = Some(n);
                    self.last_sub = None;
                }
                Segment::Sub(c) => self.last_sub = Some(c),
                Segment::Roman(n) | Segment::Point(n) => self.last_deep = Some(n),
            }
        }
        last
    }
}

/// Whether the text after a label reads as a heading rather than a sentence: short, and not
/// ending in sentence punctuation.
pub fn looks_like_title(text: &str) -> bool {
    let t = text.trim();
    !t.is_empty()
        && t.split_whitespace().count() <= 12
        && !t
            .chars()
            .last()
            .is_some_and(|c| matches!(c, '.' | ';' | ':' | ',' | '!' | '?' | '”' | '"' | '»'))
}
