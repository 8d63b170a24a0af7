//! The pieces both readers of references share: a Law number with the path below it as it is
//! written (`12С1(b)`, `25В2в2`, typed `12C1c`), a commentary paragraph `N.M`, and the
//! character steps they are read with.

use super::super::label::{Dialect, Segment, roman_value, section_letter, sub_item_letter};

/// The highest number a Law may have. The 1987, 1997 and 2017 Laws have 93; a later edition may
/// add some, so a reference is read up to two digits and the library says whether the Law of
/// that number is in the edition cited.
pub const LAST_LAW: u8 = 99;

/// Whether a reference is being read from typed input or from running text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    Typed,
    Text,
}

pub(super) fn char_at(s: &str, pos: usize) -> Option<char> {
    s.get(pos..).and_then(|r| r.chars().next())
}

pub(super) fn digits_at(s: &str, pos: usize, max: usize) -> Option<(u16, usize)> {
    let rest = s.get(pos..)?;
    let len = rest.chars().take_while(char::is_ascii_digit).count();
    if len == 0 || len > max {
        return None;
    }
    Some((rest[..len].parse().ok()?, pos + len))
}

/// `N.M` at `pos` (1–2 digits each): a commentary paragraph or an appendix note.
pub(super) fn number_pair(s: &str, pos: usize) -> Option<(u16, u16, usize)> {
    let (a, after_a) = digits_at(s, pos, 2)?;
    if char_at(s, after_a) != Some('.') {
        return None;
    }
    let (b, end) = digits_at(s, after_a + 1, 2)?;
    Some((a, b, end))
}

pub(super) fn is_letter(c: Option<char>) -> bool {
    c.is_some_and(char::is_alphabetic)
}

/// A Law number with its path at `pos`: `12С1(b)`, `25В2в2`, `9A2(B)(1)`, `12C1c`.
pub(super) fn law_token(
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
pub(super) fn bracketed(token: &str, path: &[Segment], dialect: Dialect) -> Option<Segment> {
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
