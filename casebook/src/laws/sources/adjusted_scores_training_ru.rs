//! Training material for appeals-committee members on adjusted scores under the 1997 Laws
//! (`adjusted-scores-training-ru.txt`): law text of Laws 12, 72, 86 and 88, each part followed
//! by numbered comments.
//!
//! Hazards handled, as the file has them: one paragraph per line; headings
//! without a space after the dot (`Правило 12.Полномочия`, `A.Право`); sub-paragraphs labelled
//! with their full code (`12А1.` with a Cyrillic А); Law 72's items A1–A5 and B1–B4 have
//! titles but no numbers; comment numbers and law item numbers share one syntax, told apart by
//! the sequence (a comment is the previous comment plus one); comment numbering leaked from
//! the source commentary (`86.3.`); a web-scrape artefact at the end.

use super::super::clean::numbered_lines;
use super::super::label::{Dialect, Segment, section_letter};
use super::super::outline::{Draft, Drafts, Outline, looks_like_title};
use super::super::reference::LawRef;
use super::super::unit::{Anchor, LawUnit, Source, UnitKind};

pub const TEXT: &str = include_str!("../../../../assets/laws/adjusted-scores-training-ru.txt");

const BASE: &str = "1997/training";

/// The last line of the file is a web page's leftover.
const SCRAPE_ARTEFACT: &str = "реклама";

/// Definition headings in capitals and the English terms of their anchors.
const DEFINITIONS: &[(&str, &str)] = &[("КОМПЕНСИРУЮЩИЙ РЕЗУЛЬТАТ", "adjusted-score")];

pub fn parse() -> Vec<LawUnit> {
    read(TEXT)
}

/// Reads training material set out as this one is.
pub fn read(text: &str) -> Vec<LawUnit> {
    Parser::new().run(text)
}

/// `Правило 12.Полномочия…` → 12 and the title.
fn law_heading(text: &str) -> Option<(u8, &str)> {
    let rest = text.strip_prefix("Правило ")?;
    let (number, title) = rest.split_once('.')?;
    Some((number.trim().parse().ok()?, title.trim()))
}

/// `12А1. Title`, `12B. Title` → law, path and title.
fn code_label(text: &str) -> Option<(u8, Vec<Segment>, &str)> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let law = text[..digits].parse().ok()?;
    let mut rest = text[digits..].chars();
    let letter = section_letter(rest.next()?)?;
    let mut path = vec![Segment::Section(letter)];
    let mut tail = rest.as_str();
    if let Some(d) = tail.chars().next().and_then(|c| c.to_digit(10)) {
        path.push(Segment::Item(u8::try_from(d).ok()?));
        tail = &tail[1..];
    }
    let title = tail.strip_prefix('.')?;
    title.starts_with(' ').then(|| (law, path, title.trim()))
}

/// `A.Право…`, `А. Соблюдение Кодекса` → the letter and the title.
fn section_line(text: &str) -> Option<(char, &str)> {
    let mut chars = text.chars();
    let letter = section_letter(chars.next()?)?;
    let rest = chars.as_str().strip_prefix('.')?;
    let rest = rest.trim();
    (!rest.is_empty() && looks_like_title(rest)).then_some((letter, rest))
}

/// `12. text` or `86.3. text` (the leaked numbering of the source commentary).
fn numbered(text: &str, law: Option<u8>) -> Option<(u16, &str)> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let first: u16 = text[..digits].parse().ok()?;
    let rest = text[digits..].strip_prefix('.')?;
    if let Some(law) = law
        && first == u16::from(law)
    {
        let inner = rest.chars().take_while(char::is_ascii_digit).count();
        if inner > 0
            && let Some(after) = rest[inner..].strip_prefix('.')
        {
            return Some((rest[..inner].parse().ok()?, after.trim()));
        }
    }
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some((first, rest.trim()))
}

/// `Комментарии:` or `Комментарии к Правилу 12С1:` → the code commented on, if named.
fn comment_block(text: &str) -> Option<Option<&str>> {
    let rest = text.strip_prefix("Комментарии")?.strip_suffix(':')?;
    if rest.is_empty() {
        return Some(None);
    }
    Some(Some(rest.trim().strip_prefix("к Правилу")?.trim()))
}

enum Mode {
    Front,
    Definition,
    Law,
    Comment {
        parent: usize,
        last: u16,
        current: Option<usize>,
    },
}

struct Parser {
    drafts: Drafts,
    outline: Outline,
    mode: Mode,
    front: usize,
    definition: Option<usize>,
    /// The last line in law mode was an item title: the next title-like line is its body.
    after_item_title: bool,
}

impl Parser {
    fn new() -> Parser {
        let mut drafts = Drafts::new(Source::AdjustedScoresTrainingRu);
        let front = drafts.push(
            Draft::new(Anchor::new(BASE), UnitKind::FrontMatter, "training", 1).with_title(Some(
                "Материалы для обучения членов апелляционных комитетов".to_string(),
            )),
        );
        Parser {
            drafts,
            outline: Outline::new(Anchor::new(format!("{BASE}/law"))),
            mode: Mode::Front,
            front,
            definition: None,
            after_item_title: false,
        }
    }

    fn run(mut self, text: &str) -> Vec<LawUnit> {
        let lines: Vec<(u32, String)> = numbered_lines(text)
            .filter(|(_, l)| !l.trim().is_empty())
            .collect();
        for (k, (no, text)) in lines.iter().enumerate() {
            let text = text.trim();
            let is_last = k + 1 == lines.len();
            if is_last && text == SCRAPE_ARTEFACT {
                continue;
            }
            let next = lines.get(k + 1).map(|(_, t)| t.trim());
            self.line(*no, text, next);
        }
        self.drafts.into_units()
    }

    fn comment_parent(&mut self, named: Option<&str>) -> Option<usize> {
        if let Some(code) = named
            && let Ok(LawRef::Law { law, path }) = LawRef::parse_in(code, Dialect::Russian)
        {
            let mut anchor = Anchor::new(format!("{BASE}/law/{law}"));
            for s in &path {
                anchor = anchor.child(&s.anchor_text());
            }
            if let Some(i) = self.drafts.find_index(&anchor) {
                return Some(i);
            }
        }
        match self.mode {
            Mode::Definition => self.definition,
            _ => self.outline.deepest(),
        }
    }

    fn line(&mut self, no: u32, text: &str, next: Option<&str>) {
        if let Some((law, title)) = law_heading(text) {
            self.outline
                .start_law(&mut self.drafts, law, Some(title.to_string()), no);
            self.mode = Mode::Law;
            self.after_item_title = false;
            return;
        }
        if self.outline.law_number().is_none()
            && let Some((_, name)) = DEFINITIONS.iter().find(|(h, _)| *h == text)
        {
            let group = Anchor::new(format!("{BASE}/definition"));
            let draft = Draft::new(
                group.child(name),
                UnitKind::Definition,
                "Adjusted score",
                no,
            )
            .with_title(Some(text.to_string()));
            self.definition = Some(self.drafts.push(draft));
            self.mode = Mode::Definition;
            return;
        }
        if let Some(named) = comment_block(text) {
            if let Some(parent) = self.comment_parent(named) {
                self.mode = Mode::Comment {
                    parent,
                    last: 0,
                    current: None,
                };
            }
            return;
        }
        if let Some((law, path, title)) = code_label(text)
            && Some(law) == self.outline.law_number()
        {
            self.outline
                .open_path(&mut self.drafts, &path, Some(title.to_string()), no);
            self.mode = Mode::Law;
            self.after_item_title = path.len() > 1;
            return;
        }
        if let Some((letter, title)) = section_line(text)
            && self
                .outline
                .section(&mut self.drafts, letter, Some(title.to_string()), no)
                .is_some()
        {
            self.mode = Mode::Law;
            self.after_item_title = false;
            return;
        }
        if let Mode::Comment {
            parent,
            last,
            current,
        } = self.mode
        {
            if let Some((n, rest)) = numbered(text, self.outline.law_number())
                && n == last + 1
            {
                let parent_anchor = self.drafts.get_mut(parent).anchor.clone();
                let parent_label = self.drafts.get_mut(parent).label.clone();
                let draft = Draft::new(
                    parent_anchor.child(&format!("comment/{n}")),
                    UnitKind::Commentary,
                    format!("{parent_label}, {n}"),
                    no,
                )
                .with_parent(&parent_anchor);
                let i = self.drafts.push(draft);
                self.drafts.add_paragraph(i, rest, no);
                self.mode = Mode::Comment {
                    parent,
                    last: n,
                    current: Some(i),
                };
                return;
            }
            if numbered(text, None).is_none() {
                let target = current.unwrap_or(parent);
                self.drafts.add_paragraph(target, text, no);
                return;
            }
            // A number out of the comments' sequence is the next law item (12C2, 12C3).
            self.mode = Mode::Law;
        }
        match self.mode {
            Mode::Front => self.drafts.add_paragraph(self.front, text, no),
            Mode::Definition => {
                if let Some(d) = self.definition {
                    self.drafts.add_paragraph(d, text, no);
                }
            }
            Mode::Law | Mode::Comment { .. } => self.law_line(no, text, next),
        }
    }

    fn law_line(&mut self, no: u32, text: &str, next: Option<&str>) {
        if let Some((n, rest)) = numbered(text, None)
            && let Ok(n) = u8::try_from(n)
        {
            let title = looks_like_title(rest).then(|| rest.to_string());
            if let Some(i) = self.outline.item(&mut self.drafts, n, title.clone(), no) {
                if title.is_none() {
                    self.drafts.add_paragraph(i, rest, no);
                }
                self.after_item_title = title.is_some();
                return;
            }
        }
        // Law 72: items with a title but no number; the number is the next in sequence.
        let in_section = self
            .outline
            .path()
            .first()
            .is_some_and(|s| matches!(s, Segment::Section(_)));
        let next_is_body = next.is_some_and(|n| !looks_like_title(n));
        if in_section
            && !self.after_item_title
            && looks_like_title(text)
            && text.starts_with(|c: char| c.is_uppercase())
            && next_is_body
        {
            let number = match self.outline.path().get(1) {
                Some(Segment::Item(n)) => n + 1,
                _ => 1,
            };
            if self
                .outline
                .item(&mut self.drafts, number, Some(text.to_string()), no)
                .is_some()
            {
                self.after_item_title = true;
                return;
            }
        }
        if let Some(target) = self.outline.deepest() {
            self.drafts.add_paragraph(target, text, no);
        }
        self.after_item_title = false;
    }
}
