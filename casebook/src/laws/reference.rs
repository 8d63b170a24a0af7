//! References to the Laws and to the commentary: parsing what a user types (`12C1c`,
//! `Law 16B1`, `12С3` with a Cyrillic С, `12.35`) and recognizing references inside the
//! text of the sources (`Правило 12С3`, `П12С1(b)`, `п. 63.2.`, `см. комментарий к Правилу 16`).
//!
//! Latin/Cyrillic letters are normalized only inside a recognized reference, with the tables
//! of [`super::label`]; the free text around a reference is never touched.

use super::label::{Dialect, LawLabel, Segment, roman_value, section_letter, sub_item_letter};
use super::unit::{Anchor, Edition};
use std::fmt;

/// A normalized reference.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LawRef {
    /// A Law or a unit below it: `12C1(c)` is law 12, path `[C, 1, c]`.
    Law { law: u8, path: Vec<Segment> },
    /// A numbered commentary paragraph: `12.35`.
    Commentary { law: u8, paragraph: u16 },
    /// The commentary on a Law as a whole: "комментарий к Правилу 16".
    CommentaryOn { law: u8 },
    /// An authors' note on an appendix of the 1997 commentary: `П7.3`.
    AppendixNote { appendix: u8, note: u16 },
}

/// Why a typed reference could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a law reference: {input:?} ({reason})")]
pub struct RefError {
    pub input: String,
    pub reason: &'static str,
}

/// The highest Law number in every edition.
pub const LAST_LAW: u8 = 93;

impl LawRef {
    /// Parses a reference as people type it; sub-item letters are read the way the edition's
    /// source writes them (`(в)` is c in the Bulgarian 2017 text, b in the Russian ones).
    pub fn parse_for(input: &str, edition: Edition) -> Result<LawRef, RefError> {
        let dialect = match edition {
            Edition::E2017 => Dialect::Bulgarian,
            Edition::E1997 | Edition::E1987 => Dialect::Russian,
        };
        Self::parse_in(input, dialect)
    }

    /// Parses a reference as people type it, reading `(в)` as the Russian sources do (b).
    pub fn parse(input: &str) -> Result<LawRef, RefError> {
        Self::parse_in(input, Dialect::Russian)
    }

    pub fn parse_in(input: &str, dialect: Dialect) -> Result<LawRef, RefError> {
        let error = |reason| RefError {
            input: input.to_string(),
            reason,
        };
        let compact: String = input.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Err(error("empty"));
        }
        if let Some(rest) = strip_note_prefix(&compact)
            && let Some((appendix, note, end)) = number_pair(rest, 0)
            && end == rest.len()
        {
            return Ok(LawRef::AppendixNote {
                appendix: u8::try_from(appendix).map_err(|_| error("appendix number too large"))?,
                note,
            });
        }
        let body = strip_law_prefix(&compact);
        if let Some((law, paragraph, end)) = number_pair(body, 0)
            && end == body.len()
        {
            let law = u8::try_from(law).map_err(|_| error("law number too large"))?;
            if law > LAST_LAW {
                return Err(error("there are only 93 Laws"));
            }
            return Ok(LawRef::Commentary { law, paragraph });
        }
        let Some((law, path, end)) = law_token(body, 0, dialect, Mode::Typed) else {
            return Err(error(
                "expected a Law number, e.g. 12C1c, 12C1(c), Law 16B1 or 12.35",
            ));
        };
        if end != body.len() {
            return Err(error("unexpected text after the reference"));
        }
        Ok(LawRef::Law { law, path })
    }

    /// The anchor this reference names in an edition's law text or commentary.
    pub fn anchor(&self, edition: Edition) -> Anchor {
        match self {
            LawRef::Law { law, path } => {
                let mut a = Anchor::new(format!("{edition}/law/{law}"));
                for s in path {
                    a = a.child(&s.anchor_text());
                }
                a
            }
            LawRef::Commentary { law, paragraph } => {
                Anchor::new(format!("{edition}/commentary/{law}.{paragraph}"))
            }
            LawRef::CommentaryOn { law } => Anchor::new(format!("{edition}/commentary/{law}")),
            LawRef::AppendixNote { appendix, note } => {
                Anchor::new(format!("{edition}/appendix/{appendix}/note/{note}"))
            }
        }
    }

    pub fn law(&self) -> Option<u8> {
        match self {
            LawRef::Law { law, .. }
            | LawRef::Commentary { law, .. }
            | LawRef::CommentaryOn { law } => Some(*law),
            LawRef::AppendixNote { .. } => None,
        }
    }
}

impl fmt::Display for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LawRef::Law { law, path } => write!(f, "{}", LawLabel { law: *law, path }),
            LawRef::Commentary { law, paragraph } => write!(f, "{law}.{paragraph}"),
            LawRef::CommentaryOn { law } => write!(f, "commentary on {law}"),
            LawRef::AppendixNote { appendix, note } => write!(f, "П{appendix}.{note}"),
        }
    }
}

fn strip_note_prefix(s: &str) -> Option<&str> {
    s.strip_prefix('П')
        .or_else(|| s.strip_prefix('P'))
        .filter(|rest| rest.contains('.'))
}

/// Removes `Law`, `L`, `Правило`, `Закон`, `П` and the like from a typed reference.
fn strip_law_prefix(s: &str) -> &str {
    let lower = s.to_lowercase();
    for prefix in [
        "laws",
        "law",
        "правила",
        "правило",
        "правилу",
        "закон",
        "чл.",
    ] {
        if lower.starts_with(prefix) {
            let bytes: usize = s
                .chars()
                .take(prefix.chars().count())
                .map(char::len_utf8)
                .sum();
            return s[bytes..].trim_start_matches('.');
        }
    }
    for prefix in ['L', 'l', 'П', 'п'] {
        if let Some(rest) = s.strip_prefix(prefix)
            && rest.starts_with(|c: char| c.is_ascii_digit())
        {
            return rest;
        }
    }
    s
}

/// Whether a reference is being read from typed input or from running text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Typed,
    Text,
}

fn char_at(s: &str, pos: usize) -> Option<char> {
    s.get(pos..).and_then(|r| r.chars().next())
}

fn digits_at(s: &str, pos: usize, max: usize) -> Option<(u16, usize)> {
    let rest = s.get(pos..)?;
    let len = rest.chars().take_while(char::is_ascii_digit).count();
    if len == 0 || len > max {
        return None;
    }
    Some((rest[..len].parse().ok()?, pos + len))
}

/// `N.M` at `pos` (1–2 digits each): a commentary paragraph or an appendix note.
fn number_pair(s: &str, pos: usize) -> Option<(u16, u16, usize)> {
    let (a, after_a) = digits_at(s, pos, 2)?;
    if char_at(s, after_a) != Some('.') {
        return None;
    }
    let (b, end) = digits_at(s, after_a + 1, 2)?;
    Some((a, b, end))
}

fn is_letter(c: Option<char>) -> bool {
    c.is_some_and(char::is_alphabetic)
}

/// A Law number with its path at `pos`: `12С1(b)`, `25В2в2`, `9A2(B)(1)`, `12C1c`.
fn law_token(
    s: &str,
    pos: usize,
    dialect: Dialect,
    mode: Mode,
) -> Option<(u8, Vec<Segment>, usize)> {
    let (law, mut pos) = digits_at(s, pos, 2)?;
    if char_at(s, pos).is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    let law = u8::try_from(law)
        .ok()
        .filter(|&n| (1..=LAST_LAW).contains(&n))?;
    let mut path = Vec::new();

    // The section letter; Bulgarian text sometimes puts a space before it (`П16 С`).
    let mut at = pos;
    if mode == Mode::Text && char_at(s, at) == Some(' ') {
        at += 1;
    }
    if let Some(c) = char_at(s, at) {
        let letter = match mode {
            Mode::Typed => section_letter(c.to_uppercase().next().unwrap_or(c)),
            Mode::Text => section_letter(c),
        };
        let after = at + c.len_utf8();
        let next = char_at(s, after);
        let stands_alone = !is_letter(next)
            || (mode == Mode::Typed && next.is_some_and(|n| sub_item_letter(n, dialect).is_some()));
        if let Some(letter) = letter
            && stands_alone
            && (at == pos || !is_letter(next))
        {
            path.push(Segment::Section(letter));
            pos = after;
        }
    }
    if path.is_empty() {
        return Some((law, path, pos));
    }
    if let Some((item, after)) = digits_at(s, pos, 2) {
        path.push(Segment::Item(u8::try_from(item).ok()?));
        pos = after;
    }
    loop {
        let c = char_at(s, pos);
        if c == Some('(') {
            let close = s[pos..].find(')').map(|i| pos + i)?;
            let token = &s[pos + 1..close];
            let Some(segment) = bracketed(token, &path, dialect) else {
                break;
            };
            path.push(segment);
            pos = close + 1;
            continue;
        }
        // A bare sub-item letter after an item (`25В2в2`, typed `12C1c`), then a point.
        let has_sub = path.iter().any(|s| matches!(s, Segment::Sub(_)));
        let last_is_item = matches!(path.last(), Some(Segment::Item(_)));
        if let Some(ch) = c
            && last_is_item
            && !has_sub
            && let Some(letter) = sub_item_letter(ch, dialect)
            && !is_letter(char_at(s, pos + ch.len_utf8()))
        {
            path.push(Segment::Sub(letter));
            pos += ch.len_utf8();
            continue;
        }
        if matches!(path.last(), Some(Segment::Sub(_)))
            && let Some((point, after)) = digits_at(s, pos, 1)
        {
            path.push(Segment::Point(u8::try_from(point).ok()?));
            pos = after;
            continue;
        }
        break;
    }
    Some((law, path, pos))
}

/// The segment a parenthesised token adds to `path`: `(c)`, `(в)`, `(B)`, `(ii)`, `(3)`.
fn bracketed(token: &str, path: &[Segment], dialect: Dialect) -> Option<Segment> {
    let has_sub = path.iter().any(|s| matches!(s, Segment::Sub(_)));
    let has_item = path.iter().any(|s| matches!(s, Segment::Item(_)));
    if let Ok(n) = token.parse::<u8>() {
        return if has_sub {
            Some(Segment::Point(n))
        } else if !has_item {
            Some(Segment::Item(n))
        } else {
            None
        };
    }
    let mut chars = token.chars();
    let first = chars.next()?;
    let single = chars.next().is_none();
    if has_sub {
        return roman_value(token).map(Segment::Roman);
    }
    if single {
        let lower = first.to_lowercase().next().unwrap_or(first);
        return sub_item_letter(lower, dialect).map(Segment::Sub);
    }
    None
}

/// A reference found in running text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Byte range of the link text (for the first reference of a list it includes the word
    /// `Правило` / `п.` before it).
    pub start: usize,
    pub end: usize,
    pub reference: LawRef,
}

/// Where a text stands, for references relative to it (`виж С2 по-долу`, `т. 2(с)`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Context {
    pub law: Option<u8>,
    pub path: Vec<Segment>,
}

/// Finds the references in `text`. Existing Markdown links are skipped.
pub fn find_references(text: &str, dialect: Dialect, context: &Context) -> Vec<Found> {
    let mut found = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        if let Some(skip) = skip_link(text, pos) {
            pos = skip;
            continue;
        }
        let start_ok = pos == 0 || !is_letter(text[..pos].chars().next_back());
        let here = if start_ok {
            recognize_at(text, pos, dialect, context)
        } else {
            None
        };
        match here {
            Some(list) if !list.is_empty() => {
                pos = list.last().map_or(pos + 1, |f| f.end);
                found.extend(list);
            }
            _ => pos += char_at(text, pos).map_or(1, char::len_utf8),
        }
    }
    found
}

/// The end of a Markdown link `[...](...)` starting at `pos`.
fn skip_link(text: &str, pos: usize) -> Option<usize> {
    if char_at(text, pos) != Some('[') {
        return None;
    }
    let close = text[pos..].find("](")? + pos;
    let end = text[close..].find(')')? + close + 1;
    Some(end)
}

fn starts_with_ci(s: &str, prefix: &str) -> bool {
    let mut a = s.chars();
    prefix.chars().all(|p| {
        a.next()
            .is_some_and(|c| c.to_lowercase().eq(p.to_lowercase()))
    })
}

/// Length in bytes of the word starting at `pos`.
fn word_len(text: &str, pos: usize) -> usize {
    text[pos..]
        .chars()
        .take_while(|c| c.is_alphabetic())
        .map(char::len_utf8)
        .sum()
}

fn skip_spaces(text: &str, mut pos: usize) -> usize {
    while let Some(c) = char_at(text, pos)
        && (c == ' ' || c == '\u{a0}')
    {
        pos += c.len_utf8();
    }
    pos
}

/// Words that announce a Law reference in running text, in every case form.
const LAW_WORDS: &[&str] = &[
    "правило",
    "правила",
    "правилу",
    "правилом",
    "правиле",
    "правил",
    "правилам",
    "правилами",
    "правилах",
    "закон",
    "закона",
    "закону",
    "законом",
    "law",
    "laws",
];

fn recognize_at(text: &str, pos: usize, dialect: Dialect, context: &Context) -> Option<Vec<Found>> {
    let rest = &text[pos..];
    // "комментарий к Правилу 16": the commentary on a Law as a whole.
    if starts_with_ci(rest, "комментари") {
        let after_word = pos + word_len(text, pos);
        let k = skip_spaces(text, after_word);
        if text[k..].starts_with("к ") {
            let p = skip_spaces(text, k + "к ".len());
            if starts_with_ci(&text[p..], "правил") {
                let number_at = skip_spaces(text, p + word_len(text, p));
                if let Some((law, path, end)) = law_token(text, number_at, dialect, Mode::Text)
                    && path.is_empty()
                {
                    return Some(vec![Found {
                        start: pos,
                        end,
                        reference: LawRef::CommentaryOn { law },
                    }]);
                }
            }
        }
    }
    // Russian "Правило 12С3", "Правила 12С1 и 81С4"; "Закон 16"; English "Law 16B1".
    let word = &text[pos..pos + word_len(text, pos)];
    if LAW_WORDS.contains(&word.to_lowercase().as_str()) {
        let number_at = skip_spaces(text, pos + word.len());
        if number_at == pos + word.len() {
            return None;
        }
        return law_list(text, pos, number_at, dialect);
    }
    // Bulgarian "П12С1(b)", "П16 С", the typo "Пб" for Law 6.
    if dialect == Dialect::Bulgarian && rest.starts_with('П') {
        let number_at = pos + 'П'.len_utf8();
        if text[number_at..].starts_with('б')
            && !is_letter(char_at(text, number_at + 'б'.len_utf8()))
        {
            return Some(vec![Found {
                start: pos,
                end: number_at + 'б'.len_utf8(),
                reference: LawRef::Law {
                    law: 6,
                    path: Vec::new(),
                },
            }]);
        }
        let number_at = if char_at(text, number_at) == Some(' ') {
            number_at + 1
        } else {
            number_at
        };
        return law_list(text, pos, number_at, dialect);
    }
    // Russian appendix notes "П7.3".
    if dialect == Dialect::Russian && rest.starts_with('П') {
        let at = pos + 'П'.len_utf8();
        if let Some((appendix, note, end)) = number_pair(text, at)
            && (1..=7).contains(&appendix)
        {
            return Some(vec![Found {
                start: pos,
                end,
                reference: LawRef::AppendixNote {
                    appendix: u8::try_from(appendix).ok()?,
                    note,
                },
            }]);
        }
        return None;
    }
    // Commentary paragraphs: "п. 63.2.", "п.п. 62.6. и 63.3.", "пп. 50.5, 50.6", "пункт 12.35",
    // "см. 26.12", "см. также 10.5".
    if dialect == Dialect::Russian {
        let marker_end = commentary_marker(text, pos)?;
        return commentary_list(text, pos, marker_end);
    }
    // Bulgarian relative references: "виж С2 по-долу", "(виж С)", "В1 по-горе", "т. 2(с)".
    relative(text, pos, dialect, context)
}

/// The end of a marker that announces commentary paragraphs.
fn commentary_marker(text: &str, pos: usize) -> Option<usize> {
    let rest = &text[pos..];
    for marker in [
        "п.п.",
        "пп.",
        "п..",
        "п.",
        "пункт",
        "пунктах",
        "пункте",
        "пункта",
        "см. также",
        "см.",
    ] {
        if rest.starts_with(marker) {
            let mut end = pos + marker.len();
            if marker == "пункт" {
                end = pos + word_len(text, pos);
            }
            return Some(skip_spaces(text, end));
        }
    }
    None
}

fn commentary_list(text: &str, start: usize, mut at: usize) -> Option<Vec<Found>> {
    let mut found = Vec::new();
    let mut link_start = start;
    loop {
        let (law, paragraph, end) = number_pair(text, at)?;
        let law = u8::try_from(law).ok().filter(|&n| n <= LAST_LAW)?;
        if char_at(text, end).is_some_and(|c| c.is_ascii_digit()) {
            break;
        }
        found.push(Found {
            start: link_start,
            end,
            reference: LawRef::Commentary { law, paragraph },
        });
        // "62.6. и 63.3.", "50.5, 50.6 и 50.8", "25.8.–25.12."
        let mut next = end;
        if char_at(text, next) == Some('.') {
            next += 1;
        }
        let Some(after) = list_separator(text, next) else {
            break;
        };
        if number_pair(text, after).is_none() {
            break;
        }
        link_start = after;
        at = after;
    }
    (!found.is_empty()).then_some(found)
}

/// After a reference: `, ` / ` и ` / ` или ` / ` — ` / `–` / `, а также ` → where the next
/// reference of the list starts.
fn list_separator(text: &str, pos: usize) -> Option<usize> {
    for sep in [
        ", а также ",
        ", ",
        " и ",
        " или ",
        " — ",
        " – ",
        "–",
        "—",
        " и\u{a0}",
        "\u{a0}и\u{a0}",
        "\u{a0}—\u{a0}",
    ] {
        if text[pos..].starts_with(sep) {
            return Some(pos + sep.len());
        }
    }
    None
}

/// A list of Law references after a prefix word: `Правила 12С1 и 81С4`, `Правил 50B, D или F`,
/// `П16С, 26В и 72С`.
fn law_list(text: &str, start: usize, number_at: usize, dialect: Dialect) -> Option<Vec<Found>> {
    let (law, path, end) = law_token(text, number_at, dialect, Mode::Text)?;
    let mut found = vec![Found {
        start,
        end,
        reference: LawRef::Law { law, path },
    }];
    let mut pos = end;
    let mut current_law = law;
    while let Some(next) = list_separator(text, pos) {
        if let Some((law, path, end)) = law_token(text, next, dialect, Mode::Text) {
            found.push(Found {
                start: next,
                end,
                reference: LawRef::Law { law, path },
            });
            current_law = law;
            pos = end;
            continue;
        }
        // A bare section letter continues the previous Law: "50B, D или F".
        if let Some(c) = char_at(text, next)
            && let Some(letter) = section_letter(c)
            && !is_letter(char_at(text, next + c.len_utf8()))
        {
            let end = next + c.len_utf8();
            found.push(Found {
                start: next,
                end,
                reference: LawRef::Law {
                    law: current_law,
                    path: vec![Segment::Section(letter)],
                },
            });
            pos = end;
            continue;
        }
        break;
    }
    Some(found)
}

/// Bulgarian references relative to the current Law: `виж С2 по-долу`, `В1 по-горе`,
/// `т. 2(с)` (an item of the current section), `т.(a)` (a sub-item of the current item).
fn relative(text: &str, pos: usize, dialect: Dialect, context: &Context) -> Option<Vec<Found>> {
    let law = context.law?;
    let rest = &text[pos..];
    if rest.starts_with("т.") {
        let mut at = skip_spaces(text, pos + "т.".len());
        let mut path: Vec<Segment> = context
            .path
            .iter()
            .take_while(|s| matches!(s, Segment::Section(_)))
            .copied()
            .collect();
        if let Some((number, end)) = digits_at(text, at, 2) {
            path.push(Segment::Item(u8::try_from(number).ok()?));
            at = end;
        } else {
            path = context
                .path
                .iter()
                .take_while(|s| matches!(s, Segment::Section(_) | Segment::Item(_)))
                .copied()
                .collect();
            if char_at(text, at) != Some('(') {
                return None;
            }
        }
        while char_at(text, at) == Some('(') {
            let close = text[at..].find(')')? + at;
            let Some(segment) = bracketed(&text[at + 1..close], &path, dialect) else {
                break;
            };
            path.push(segment);
            at = close + 1;
        }
        return Some(vec![Found {
            start: pos,
            end: at,
            reference: LawRef::Law { law, path },
        }]);
    }
    let token_at = if rest.starts_with("виж ") {
        pos + "виж ".len()
    } else {
        pos
    };
    let c = char_at(text, token_at)?;
    let letter = section_letter(c)?;
    if !c.is_uppercase() {
        return None;
    }
    let probe = format!("{law}{}", &text[token_at..]);
    let offset = law.to_string().len();
    let (_, path, end) = law_token(&probe, 0, dialect, Mode::Text)?;
    if path.first() != Some(&Segment::Section(letter)) {
        return None;
    }
    let end = token_at + end - offset;
    let followed_by_direction =
        text[end..].starts_with(" по-горе") || text[end..].starts_with(" по-долу");
    let after_see = token_at != pos;
    if !(followed_by_direction || (after_see && !is_letter(char_at(text, end)))) {
        return None;
    }
    Some(vec![Found {
        start: pos,
        end,
        reference: LawRef::Law { law, path },
    }])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn law(law: u8, path: &[Segment]) -> LawRef {
        LawRef::Law {
            law,
            path: path.to_vec(),
        }
    }

    use Segment::{Item, Point, Roman, Section, Sub};

    #[test]
    fn typed_references_in_every_form() {
        let c1c = law(12, &[Section('C'), Item(1), Sub('c')]);
        assert_eq!(LawRef::parse("12C1c"), Ok(c1c.clone()));
        assert_eq!(LawRef::parse("12C1(c)"), Ok(c1c.clone()));
        assert_eq!(LawRef::parse("12c1c"), Ok(c1c.clone()));
        assert_eq!(LawRef::parse(" Law 12C1(c) "), Ok(c1c));
        assert_eq!(
            LawRef::parse("Law 16B1"),
            Ok(law(16, &[Section('B'), Item(1)]))
        );
        assert_eq!(LawRef::parse("12С3"), Ok(law(12, &[Section('C'), Item(3)])));
        assert_eq!(
            LawRef::parse("Правило 12С3"),
            Ok(law(12, &[Section('C'), Item(3)]))
        );
        assert_eq!(
            LawRef::parse("12.35"),
            Ok(LawRef::Commentary {
                law: 12,
                paragraph: 35
            })
        );
        assert_eq!(
            LawRef::parse("П7.3"),
            Ok(LawRef::AppendixNote {
                appendix: 7,
                note: 3
            })
        );
        assert_eq!(LawRef::parse("16"), Ok(law(16, &[])));
        assert_eq!(
            LawRef::parse("80B2(g)(i)"),
            Ok(law(80, &[Section('B'), Item(2), Sub('g'), Roman(1)]))
        );
        assert_eq!(
            LawRef::parse("25B2(b)(2)"),
            Ok(law(25, &[Section('B'), Item(2), Sub('b'), Point(2)]))
        );
    }

    #[test]
    fn the_cyrillic_ve_sub_item_depends_on_the_edition() {
        assert_eq!(
            LawRef::parse_for("80A1(в)", Edition::E2017),
            Ok(law(80, &[Section('A'), Item(1), Sub('c')]))
        );
        assert_eq!(
            LawRef::parse_for("43В2(в)", Edition::E1997),
            Ok(law(43, &[Section('B'), Item(2), Sub('b')]))
        );
    }

    #[test]
    fn bad_references_say_why() {
        assert!(LawRef::parse("").is_err());
        assert!(LawRef::parse("94").is_err());
        assert!(LawRef::parse("12X").is_err());
        assert!(LawRef::parse("hello").is_err());
        assert!(LawRef::parse("12C1c extra").is_err());
        let e = LawRef::parse("1987").unwrap_err();
        assert_eq!(e.input, "1987");
    }

    #[test]
    fn anchors_and_display() {
        let r = law(12, &[Section('C'), Item(1), Sub('e'), Roman(2)]);
        assert_eq!(r.anchor(Edition::E2017).as_str(), "2017/law/12/C/1/e/ii");
        assert_eq!(r.to_string(), "12C1(e)(ii)");
        let c = LawRef::Commentary {
            law: 12,
            paragraph: 35,
        };
        assert_eq!(c.anchor(Edition::E1997).as_str(), "1997/commentary/12.35");
    }

    fn refs(text: &str, dialect: Dialect) -> Vec<(String, String)> {
        find_references(
            text,
            dialect,
            &Context {
                law: Some(12),
                path: vec![Section('C'), Item(1)],
            },
        )
        .into_iter()
        .map(|f| (text[f.start..f.end].to_string(), f.reference.to_string()))
        .collect()
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn russian_references_in_text() {
        assert_eq!(
            refs("см. Правило 12С3 и т.д.", Dialect::Russian),
            pairs(&[("Правило 12С3", "12C3")])
        );
        assert_eq!(
            refs("Правила 12С1 и 81С4", Dialect::Russian),
            pairs(&[("Правила 12С1", "12C1"), ("81С4", "81C4")])
        );
        assert_eq!(
            refs("Правил 50B, D или F", Dialect::Russian),
            pairs(&[("Правил 50B", "50B"), ("D", "50D"), ("F", "50F")])
        );
        assert_eq!(
            refs("Правилу 43В2(в)", Dialect::Russian),
            pairs(&[("Правилу 43В2(в)", "43B2(b)")])
        );
        assert_eq!(
            refs("Правила 25В2в2", Dialect::Russian),
            pairs(&[("Правила 25В2в2", "25B2(b)(2)")])
        );
        assert_eq!(
            refs("(см. п. 63.2. выше)", Dialect::Russian),
            pairs(&[("п. 63.2", "63.2")])
        );
        assert_eq!(
            refs("п.п. 62.6. и 63.3.", Dialect::Russian),
            pairs(&[("п.п. 62.6", "62.6"), ("63.3", "63.3")])
        );
        assert_eq!(
            refs("(см. 26.12)", Dialect::Russian),
            pairs(&[("см. 26.12", "26.12")])
        );
        assert_eq!(
            refs("см. комментарий к Правилу 16", Dialect::Russian),
            pairs(&[("комментарий к Правилу 16", "commentary on 16")])
        );
        assert_eq!(
            refs("см. П7.3", Dialect::Russian),
            pairs(&[("П7.3", "П7.3")])
        );
        assert_eq!(
            refs("Закон 16", Dialect::Russian),
            pairs(&[("Закон 16", "16")])
        );
        assert_eq!(
            refs("Law 16B1 says", Dialect::Russian),
            pairs(&[("Law 16B1", "16B1")])
        );
        // Not references: a year, a word starting with the prefix, no number.
        assert!(refs("Правила 1987 года", Dialect::Russian).is_empty());
        assert!(refs("Правила игры", Dialect::Russian).is_empty());
        assert!(refs("в 1.5 раза", Dialect::Russian).is_empty());
        assert!(refs("правильно 3 раза", Dialect::Russian).is_empty());
    }

    #[test]
    fn bulgarian_references_in_text() {
        assert_eq!(
            refs("(виж П12С1(b))", Dialect::Bulgarian),
            pairs(&[("П12С1(b)", "12C1(b)")])
        );
        assert_eq!(
            refs("П30В1(б)(ii)", Dialect::Bulgarian),
            pairs(&[("П30В1(б)(ii)", "30B1(b)(ii)")])
        );
        assert_eq!(
            refs("П80В2(к)", Dialect::Bulgarian),
            pairs(&[("П80В2(к)", "80B2(k)")])
        );
        assert_eq!(
            refs("П12В1(в)", Dialect::Bulgarian),
            pairs(&[("П12В1(в)", "12B1(c)")])
        );
        assert_eq!(
            refs("П16 С се прилага", Dialect::Bulgarian),
            pairs(&[("П16 С", "16C")])
        );
        assert_eq!(
            refs("(виж П12 С2)", Dialect::Bulgarian),
            pairs(&[("П12 С2", "12C2")])
        );
        assert_eq!(refs("П19Б", Dialect::Bulgarian), pairs(&[("П19Б", "19B")]));
        assert_eq!(
            refs("П86B3", Dialect::Bulgarian),
            pairs(&[("П86B3", "86B3")])
        );
        assert_eq!(
            refs("съгласно Пб да", Dialect::Bulgarian),
            pairs(&[("Пб", "6")])
        );
        assert_eq!(
            refs("П16С, 26В и 72С", Dialect::Bulgarian),
            pairs(&[("П16С", "16C"), ("26В", "26B"), ("72С", "72C")])
        );
        // Relative to Law 12, section C, item 1.
        assert_eq!(
            refs("(виж С2 по-долу)", Dialect::Bulgarian),
            pairs(&[("виж С2", "12C2")])
        );
        assert_eq!(
            refs("В1 по-горе", Dialect::Bulgarian),
            pairs(&[("В1", "12B1")])
        );
        assert_eq!(
            refs("(виж С)", Dialect::Bulgarian),
            pairs(&[("виж С", "12C")])
        );
        assert_eq!(
            refs("т. 2(с) или", Dialect::Bulgarian),
            pairs(&[("т. 2(с)", "12C2(c)")])
        );
        assert_eq!(
            refs("т.(a)", Dialect::Bulgarian),
            pairs(&[("т.(a)", "12C1(a)")])
        );
        // Words are not references.
        assert!(refs("Правилник", Dialect::Bulgarian).is_empty());
        assert!(refs("В случай", Dialect::Bulgarian).is_empty());
    }

    #[test]
    fn existing_links_are_skipped() {
        assert!(refs("[Правило 12С3](law:1997/law/12/C/3)", Dialect::Russian).is_empty());
    }
}
