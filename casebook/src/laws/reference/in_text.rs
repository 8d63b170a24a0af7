//! References recognized inside the text of the sources (`Правило 12С3`, `П12С1(b)`,
//! `п. 63.2.`, `см. комментарий к Правилу 16`, the Bulgarian `виж С2 по-долу`).

use super::super::label::{Dialect, Segment, section_letter};
use super::law_ref::LawRef;
use super::token::{
    LAST_LAW, Mode, bracketed, char_at, digits_at, is_letter, law_token, number_pair,
};

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
    /// Labels standing alone are references too (`16B1a`, `12C1(c)`): a federation's texts
    /// cite so. The built-in sources do not, and their numbers (`12.35`, `1997`) stay text.
    pub bare: bool,
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
    "закон", // glossary: an older text naming a Law by this word is still read as a reference
    "закона", // glossary: likewise
    "закону", // glossary: likewise
    "законом", // glossary: likewise
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
    // A label standing alone, in a text that cites so: `16B1a`, `12C1(c)`, `L16B`'s body.
    if context.bare
        && rest.starts_with(|c: char| c.is_ascii_digit())
        && !text[..pos].ends_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
        && let Some((law, path, end)) = law_token(text, pos, dialect, Mode::Typed)
        && !path.is_empty()
        && !char_at(text, end).is_some_and(|c| c.is_alphanumeric())
    {
        return Some(vec![Found {
            start: pos,
            end,
            reference: LawRef::Law { law, path },
        }]);
    }
    // English "L16B", as directors abbreviate a Law in their notes.
    if rest.starts_with('L') && text[pos + 1..].starts_with(|c: char| c.is_ascii_digit()) {
        return law_list(text, pos, pos + 1, dialect);
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

/// After a reference: `, ` / ` и ` / ` или ` / ` — ` / `–` / `, а также ` / ` and ` / ` or ` →
/// where the next reference of the list starts.
fn list_separator(text: &str, pos: usize) -> Option<usize> {
    for sep in [
        ", а также ",
        ", ",
        " и ",
        " или ",
        ", and ",
        " and ",
        " or ",
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

    use Segment::{Item, Section};

    fn refs(text: &str, dialect: Dialect) -> Vec<(String, String)> {
        find_references(
            text,
            dialect,
            &Context {
                law: Some(12),
                path: vec![Section('C'), Item(1)],
                bare: false,
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
