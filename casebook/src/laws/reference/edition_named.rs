//! The edition a citation names beside it, which decides which Law is meant over the text's own
//! edition: `Law 12C3 of the 1997 Code`, `1997 Law 12C3` (as Casebook itself writes it),
//! `Правило 12С3 Кодекса-97`, `Правило 12С3 редакции 1997 года`, `Правило 12C3 от 1997 г.`,
//! `Law 12C3 (1997)`.

use super::Found;
use crate::laws::unit::Edition;

/// The words that may stand between a citation and the year it names after it, lowercase.
const BEFORE_YEAR: &[&str] = &[
    "of the",
    "of",
    "in the",
    "кодекса",
    "кодекс",
    "правил",
    "редакции",
    "в редакции",
    "от",
    "от редакцията от",
    "от изданието от",
];

/// The edition `found` names beside it in `text`, if it names one.
pub fn edition_named(text: &str, found: &Found) -> Option<Edition> {
    after(&text[found.end..]).or_else(|| before(&text[..found.start]))
}

/// `of the 1997 Code`, `Кодекса-97`, `(1997)`, `от 2017 г.` right after the citation.
fn after(rest: &str) -> Option<Edition> {
    let rest = rest.trim_start_matches([' ', '\u{a0}']);
    if let Some(inner) = rest.strip_prefix('(') {
        let (year, tail) = year_at(inner)?;
        return tail.starts_with(')').then_some(year);
    }
    let lower = rest.to_lowercase();
    // The longest words first: `от редакцията от` before `от`.
    let mut words: Vec<&&str> = BEFORE_YEAR.iter().collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    for word in words {
        let Some(tail) = lower.strip_prefix(*word) else {
            continue;
        };
        // The same byte offset in `rest`: lowercasing keeps these letters' lengths.
        let tail = &rest[rest.len() - tail.len()..];
        let tail = tail.trim_start_matches([' ', '\u{a0}', '-', '–']);
        if let Some((year, _)) = year_at(tail) {
            return Some(year);
        }
    }
    None
}

/// `1997 Law 12C3`: a year written just before the citation.
fn before(head: &str) -> Option<Edition> {
    let head = head.trim_end_matches([' ', '\u{a0}']);
    let digits: String = head
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect();
    if digits.len() != 4 {
        return None;
    }
    let preceding = head[..head.len() - 4].chars().next_back();
    if preceding.is_some_and(|c| c.is_alphanumeric()) {
        return None;
    }
    let year: String = digits.chars().rev().collect();
    Edition::from_year(year.parse().ok()?)
}

/// A year at the start of `text`, four digits or two (`97` is 1997, `17` is 2017), with what
/// follows it.
fn year_at(text: &str) -> Option<(Edition, &str)> {
    let len = text.bytes().take_while(u8::is_ascii_digit).count();
    // `12C` after `of` is a Law, not the year 2012; `1997г.` is a year (год).
    if text[len..]
        .chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() && c != 'г')
    {
        return None;
    }
    let number: u16 = text[..len].parse().ok()?;
    let year = match len {
        4 => number,
        2 if number >= 28 => 1900 + number,
        2 => 2000 + number,
        _ => return None,
    };
    Some((Edition::from_year(year)?, &text[len..]))
}

#[cfg(test)]
mod tests {
    use super::super::{Context, find_references};
    use super::*;
    use crate::laws::label::Dialect;

    fn named(text: &str) -> Vec<Option<u16>> {
        find_references(text, Dialect::Russian, &Context::default())
            .iter()
            .map(|f| edition_named(text, f).map(Edition::year))
            .collect()
    }

    #[test]
    fn an_edition_written_beside_a_citation_is_read() {
        assert_eq!(named("See Law 12C3 of the 1997 Code."), [Some(1997)]);
        assert_eq!(named("as 1997 Law 12C3 said"), [Some(1997)]);
        assert_eq!(named("Law 12C3 (1997) and Law 12C1(c)"), [Some(1997), None]);
        assert_eq!(named("Правило 12С3 Кодекса-97 гласит"), [Some(1997)]);
        assert_eq!(named("Правило 12С3 редакции 1997 года"), [Some(1997)]);
        assert_eq!(named("Правило 12C1(c) от 2017 г."), [Some(2017)]);
    }

    #[test]
    fn a_number_that_is_no_year_names_no_edition() {
        assert_eq!(named("Law 12C3 of 3 boards"), [None]);
        assert_eq!(named("board 21997 Law 12C3"), [None]);
        assert_eq!(named("Law 16B (1234)"), [None]);
        assert_eq!(named("Law 16B of the Laws"), [None]);
        assert_eq!(named("Law 16B of 12C3"), [None]);
        assert_eq!(named("Правило 16 Кодекса-97г."), [Some(1997)]);
    }
}
