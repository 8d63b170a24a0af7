//! An added Laws text, in the layout of the WBF's published Laws and of the documented form:
//! `LAW 16 – UNAUTHORISED INFORMATION` (or `# Law 16 – Unauthorised Information`, `ПРАВИЛО 16`,
//! `Правило 16`), then `A.` sections, `1.` items, `(a)` sub-items and `(i)` roman points, each
//! accepted only where the sequence expects it ([`Outline`]). Lines wrapped by the page are
//! joined; a blank line ends a paragraph. The text before the first Law is the text's front
//! matter.

use super::{TextInfo, text_anchor};
use crate::laws::clean::normalize_spaces;
use crate::laws::label::{Dialect, Segment, roman_value, sub_item_letter};
use crate::laws::line_labels::{item_line, paren_label, section_line, strip_heading_markup};
use crate::laws::outline::{Draft, Drafts, Outline, looks_like_title};
use crate::laws::reference::LAST_LAW;
use crate::laws::unit::{Anchor, Language, LawUnit, UnitKind};

/// Words a Law's heading opens with, in the languages whose Laws are published.
const LAW_WORDS: &[&str] = &[
    "law",
    "правило",
    "закон", // glossary: an older Russian text heads its Laws by this word; read, never written
    "règle",
    "regel",
    "gesetz",
];

pub(super) fn read(info: &TextInfo, body: &str) -> Vec<LawUnit> {
    let mut drafts = Drafts::of_text(info.source, info.edition, info.language);
    let mut outline = Outline::new(Anchor::new(format!("{}/law", info.edition)));
    let dialect = match info.language {
        Language::Bg => Dialect::Bulgarian,
        _ => Dialect::Russian,
    };
    let mut front: Option<usize> = None;
    let mut continues = false;
    for (i, raw) in body.lines().enumerate() {
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let (line, _) = strip_heading_markup(&normalize_spaces(raw));
        if line.is_empty() {
            continues = false;
            continue;
        }
        if let Some((law, title)) = law_heading(&line)
            && outline.law_number().is_none_or(|current| law > current)
        {
            outline.start_law(&mut drafts, law, Some(title), number);
            continues = false;
            continue;
        }
        if let Some(opened) = labelled(&mut outline, &mut drafts, &line, dialect, number) {
            continues = opened;
            continue;
        }
        let target = match outline.deepest() {
            Some(unit) => unit,
            None => *front.get_or_insert_with(|| {
                let anchor = text_anchor(info).child("front");
                drafts.push(
                    Draft::new(anchor, UnitKind::FrontMatter, "", number)
                        .with_title(Some(info.title.clone())),
                )
            }),
        };
        if continues {
            drafts.join_to_last_paragraph(target, &line, number);
        } else {
            drafts.add_paragraph(target, line, number);
        }
        continues = true;
    }
    drafts.into_units()
}

/// `LAW 16 – TITLE`, `Law 16`, `ПРАВИЛО 16 – …`: the number and the title, if any.
fn law_heading(line: &str) -> Option<(u8, String)> {
    let lower = line.to_lowercase();
    let word = LAW_WORDS.iter().find(|w| lower.starts_with(*w))?;
    let rest = line[lower[..word.len()].len()..].trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let law: u8 = digits.parse().ok().filter(|n| (1..=LAST_LAW).contains(n))?;
    let rest = rest[digits.len()..].trim_start();
    let title = rest
        .strip_prefix(['–', '—', '-', ':', '.'])
        .unwrap_or(rest)
        .trim();
    // A sentence beginning "Law 16 applies …" is text, not a heading.
    if !(title.is_empty() || looks_like_title(title)) || rest.starts_with(char::is_alphabetic) {
        return None;
    }
    Some((law, title.to_string()))
}

/// Opens the unit a labelled line starts, with the line's text as its title or its first
/// paragraph; `Some(true)` when that text may continue on the next line, `None` when the line
/// starts no unit the sequence expects.
fn labelled(
    outline: &mut Outline,
    drafts: &mut Drafts,
    line: &str,
    dialect: Dialect,
    number: u32,
) -> Option<bool> {
    outline.law_number()?;
    let (opened, text) = if let Some((letter, text)) = section_line(line) {
        let title = looks_like_title(text).then(|| text.to_string());
        let unit = outline.section(drafts, letter, title.clone(), number)?;
        (unit, if title.is_some() { "" } else { text })
    } else if let Some((n, text)) = item_line(line) {
        let item = outline.item(drafts, n, None, number)?;
        // `1. (a) …`: the item's first sub-item on the item's line, as the Laws print it.
        match paren_label(text) {
            Some((token, rest)) => match sub_or_point(outline, drafts, token, dialect, number) {
                Some(sub) => (sub, rest),
                None => (item, text),
            },
            None => (item, text),
        }
    } else if let Some((token, text)) = paren_label(line) {
        (sub_or_point(outline, drafts, token, dialect, number)?, text)
    } else {
        return None;
    };
    if text.is_empty() {
        return Some(false);
    }
    drafts.add_paragraph(opened, text, number);
    Some(true)
}

/// `(c)` a sub-item, `(ii)` a roman point below it; `(i)` is the sub-item after `(h)` and a
/// point anywhere else.
fn sub_or_point(
    outline: &mut Outline,
    drafts: &mut Drafts,
    token: &str,
    dialect: Dialect,
    number: u32,
) -> Option<usize> {
    let letter = (token.chars().count() == 1)
        .then(|| {
            token
                .chars()
                .next()
                .and_then(|c| sub_item_letter(c, dialect))
        })
        .flatten();
    if let Some(letter) = letter
        && letter == outline.expected_sub()
    {
        return outline.sub(drafts, letter, None, number);
    }
    let roman = roman_value(token)?;
    outline.deep(drafts, Segment::Roman(roman), None, number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::texts::TextKind;
    use crate::laws::unit::{Edition, Source, TextId};

    fn english() -> TextInfo {
        TextInfo {
            source: Source::Added(TextId(7)),
            kind: TextKind::Laws,
            edition: Edition::E2017,
            language: Language::En,
            title: "Laws".into(),
            origin: String::new(),
        }
    }

    #[test]
    fn the_wbf_layout_gives_the_laws_their_anchors() {
        let body = "INTRODUCTION\nThe Laws are designed\nto define correct procedure.\n\n\
            LAW 16 – UNAUTHORISED INFORMATION\n\
            A. Players’ Use of Information\n\
            1. A player may make any call or play (including an action\n\
            taken in the expectation of gaining a favourable result) based on\n\
            (a) information from legal calls and plays, and\n\
            (b) information gained from the auction as a whole.\n\
            B. Extraneous Information from Partner\n\
            1. (a) is not reached here\n\
            Law 16 applies to the whole text\n\
            LAW 12 – DIRECTOR’S DISCRETIONARY POWERS\n\
            LAW 17 – THE AUCTION PERIOD\n";
        let units = read(&english(), body);
        let anchors: Vec<&str> = units.iter().map(|u| u.anchor.as_str()).collect();
        assert_eq!(
            anchors,
            [
                "2017/text/7/front",
                "2017/law/16",
                "2017/law/16/A",
                "2017/law/16/A/1",
                "2017/law/16/A/1/a",
                "2017/law/16/A/1/b",
                "2017/law/16/B",
                "2017/law/16/B/1",
                "2017/law/16/B/1/a",
                "2017/law/17",
            ]
        );
        let item = &units[3];
        assert_eq!(item.label, "16A1");
        assert_eq!(
            item.text_markdown,
            "A player may make any call or play (including an action taken in the expectation of \
             gaining a favourable result) based on"
        );
        assert_eq!(
            units[2].title.as_deref(),
            Some("Players’ Use of Information")
        );
        assert_eq!(units[1].title.as_deref(), Some("UNAUTHORISED INFORMATION"));
        // An item's first sub-item on its line is the sub-item's; a Law out of sequence and a
        // sentence opening with "Law 16" are text, not headings.
        assert_eq!(
            units[8].text_markdown.lines().next(),
            Some(
                "is not reached here Law 16 applies to the whole text LAW 12 – DIRECTOR’S DISCRETIONARY POWERS"
            )
        );
        assert!(units.iter().all(|u| u.language == Language::En));
    }

    #[test]
    fn roman_points_follow_a_sub_item() {
        let body = "# Law 12 – Director’s Discretionary Powers\n## A. Power to Award\n## B. Objectives\n\
            ## C. Awarding an Adjusted Score\n\
            1. (a) ignored as one line\n(a) When the Director awards\n(i) the first\n(ii) the second\n\
            (b) then b\n(c) then c\n";
        let units = read(&english(), body);
        let anchors: Vec<&str> = units.iter().map(|u| u.anchor.as_str()).collect();
        assert_eq!(
            anchors,
            [
                "2017/law/12",
                "2017/law/12/A",
                "2017/law/12/B",
                "2017/law/12/C",
                "2017/law/12/C/1",
                "2017/law/12/C/1/a",
                "2017/law/12/C/1/a/i",
                "2017/law/12/C/1/a/ii",
                "2017/law/12/C/1/b",
                "2017/law/12/C/1/c",
            ]
        );
    }
}
