//! Turning the references inside unit text into Markdown links, and keeping the ones that do
//! not resolve visible instead of dropping them.

use super::label::{Dialect, Segment, roman_value};
use super::reference::{Context, LawRef, edition_named, find_references};
use super::unit::{Anchor, Edition, LINK_SCHEME, Language, LawUnit, Source};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// A reference in a unit's text that names no unit of the library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnresolvedReference {
    /// The unit whose text holds the reference.
    pub unit: Anchor,
    /// The reference as written, e.g. `П25F5`.
    pub text: String,
    /// The anchor it would have named.
    pub expected: Anchor,
}

/// A link from one unit's text to another unit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    pub from: Anchor,
    pub to: Anchor,
}

/// How a text's references are read: `(в)` is c in Bulgarian, b in Russian; Latin letters
/// are themselves in every language.
fn dialect_of(language: Language) -> Dialect {
    match language {
        Language::Bg => Dialect::Bulgarian,
        _ => Dialect::Russian,
    }
}

/// The anchors a reference may name, in order of preference. The 1987 sources refer to the
/// 1987 Laws, which the library holds only in part (the pages); where a 1987 Law is missing
/// the reference falls back to the same number in the 1997 text (Laws 64–70 kept their
/// numbering). The training material on the 1997 Laws cites the 1997 commentary's numbering.
fn candidates(reference: &LawRef, edition: Edition) -> Vec<Anchor> {
    match (edition, reference) {
        (Edition::E1987, LawRef::Law { .. }) => vec![
            reference.anchor(Edition::E1987),
            reference.anchor(Edition::E1997),
        ],
        (Edition::E1987, LawRef::AppendixNote { .. }) => vec![reference.anchor(Edition::E1997)],
        (edition, _) => vec![reference.anchor(edition)],
    }
}

/// The anchor of the added text a unit stands in (`1997/text/4` for `1997/text/4/commentary/12.3`).
fn own_text(anchor: &Anchor) -> Option<&str> {
    let path = anchor.as_str();
    let mut ends = path.match_indices('/').map(|(i, _)| i);
    let (first, second) = (ends.next()?, ends.next()?);
    (&path[first + 1..second] == "text").then(|| ends.next().map_or(path, |third| &path[..third]))
}

/// A text's reference to a commentary paragraph or note names its own first: a federation's
/// commentary citing `12.35` means its own 12.35 (numbered under its Law or standing alone).
fn own_candidates(reference: &LawRef, edition: Edition, own: &str) -> Vec<Anchor> {
    if matches!(reference, LawRef::Law { .. }) {
        return Vec::new();
    }
    let named = reference.anchor(edition);
    let prefix = format!("{edition}/");
    let Some(rest) = named.as_str().strip_prefix(prefix.as_str()) else {
        return Vec::new();
    };
    let mut out = vec![Anchor::new(format!("{own}/{rest}"))];
    if let LawRef::Commentary { law, paragraph } = reference {
        out.push(Anchor::new(format!("{own}/{law}.{paragraph}")));
    }
    out
}

/// The law number and path of a law-text anchor (`2017/law/12/C/1/c`), for relative
/// references.
pub fn context_of(anchor: &Anchor) -> Context {
    let mut parts = anchor.as_str().split('/');
    let (Some(_edition), Some("law"), Some(number)) = (parts.next(), parts.next(), parts.next())
    else {
        return Context::default();
    };
    let Ok(law) = number.parse() else {
        return Context::default();
    };
    let mut path = Vec::new();
    for part in parts {
        let has_sub = path.iter().any(|s| matches!(s, Segment::Sub(_)));
        let segment = if let Ok(n) = part.parse::<u8>() {
            if has_sub {
                Segment::Point(n)
            } else {
                Segment::Item(n)
            }
        } else if has_sub && let Some(r) = roman_value(part) {
            Segment::Roman(r)
        } else if let Some(c) = part.chars().next().filter(|_| part.chars().count() == 1) {
            if c.is_uppercase() {
                Segment::Section(c)
            } else {
                Segment::Sub(c)
            }
        } else {
            break;
        };
        path.push(segment);
    }
    Context {
        law: Some(law),
        path,
        bare: false,
    }
}

/// Rewrites every unit's text with links; returns the links made and the references that
/// resolved to nothing.
pub fn link_all(units: &mut [LawUnit]) -> (Vec<Link>, Vec<UnresolvedReference>) {
    let known: HashSet<Anchor> = units.iter().map(|u| u.anchor.clone()).collect();
    link_against(units, &known)
}

/// Rewrites the text of `units` with links to the units `known` names (theirs and the rest of
/// the library's): how an added text is linked without linking the built-in ones again.
pub fn link_against(
    units: &mut [LawUnit],
    known: &HashSet<Anchor>,
) -> (Vec<Link>, Vec<UnresolvedReference>) {
    let mut links = Vec::new();
    let mut unresolved = Vec::new();
    for unit in units.iter_mut() {
        let dialect = dialect_of(unit.language);
        // A law text's own relative references (`see C2 below`) are read from where they
        // stand; the commentaries cite in full.
        let law_text = matches!(unit.source, Source::Laws2017Bg)
            || (matches!(unit.source, Source::Added(_)) && unit.anchor.as_str().contains("/law/"));
        let mut context = if law_text {
            context_of(&unit.anchor)
        } else {
            Context::default()
        };
        context.bare = matches!(unit.source, Source::Added(_));
        let text = &unit.text_markdown;
        let found = find_references(text, dialect, &context);
        let mut out = String::with_capacity(text.len() + found.len() * 24);
        let mut last = 0;
        for f in &found {
            let written = &text[f.start..f.end];
            // `Law 12C3 of the 1997 Code` in a text on the 2017 Laws is the 1997 Law.
            let edition = edition_named(text, f).unwrap_or(unit.edition);
            let mut options = candidates(&f.reference, edition);
            if let Some(own) = own_text(&unit.anchor) {
                options.splice(0..0, own_candidates(&f.reference, edition, own));
            }
            out.push_str(&text[last..f.start]);
            match options.iter().find(|a| known.contains(*a)) {
                Some(target) => {
                    out.push('[');
                    out.push_str(written);
                    out.push_str("](");
                    out.push_str(&target.link_target());
                    out.push(')');
                }
                None => {
                    out.push_str(written);
                    unresolved.push(UnresolvedReference {
                        unit: unit.anchor.clone(),
                        text: written.to_string(),
                        expected: options
                            .into_iter()
                            .next()
                            .unwrap_or_else(|| f.reference.anchor(edition)),
                    });
                }
            }
            last = f.end;
        }
        out.push_str(&text[last..]);
        // Every link of the final text, including those the parsers wrote (footnotes).
        for (written, target) in markdown_links(&out) {
            if known.contains(&target) {
                links.push(Link {
                    from: unit.anchor.clone(),
                    to: target,
                });
            } else {
                unresolved.push(UnresolvedReference {
                    unit: unit.anchor.clone(),
                    text: written,
                    expected: target,
                });
            }
        }
        unit.text_markdown = out;
    }
    (links, unresolved)
}

/// The `[text](law:anchor)` links of a Markdown text.
pub fn markdown_links(text: &str) -> Vec<(String, Anchor)> {
    let mut out = Vec::new();
    let mut rest = text;
    let marker = format!("]({LINK_SCHEME}");
    while let Some(close) = rest.find(&marker) {
        let before = &rest[..close];
        // The link text starts at the last `[` that is not itself inside the text (`[[7]]`).
        let open = link_text_start(before);
        let after = &rest[close + marker.len()..];
        let Some(end) = after.find(')') else {
            break;
        };
        let written = open.map_or_else(String::new, |o| before[o + 1..].to_string());
        out.push((written, Anchor::new(&after[..end])));
        rest = &after[end + 1..];
    }
    out
}

/// The `[` that opens the link text ending at the end of `before` (`[[7]` opens at 0).
pub(super) fn link_text_start(before: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in before.char_indices().rev() {
        match c {
            ']' => depth += 1,
            '[' if depth == 0 => return Some(i),
            '[' => depth -= 1,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_added_text_cites_its_own_paragraphs_first() {
        let paragraph_of_text = Anchor::new("1997/text/4/commentary/12.3");
        let own = own_text(&paragraph_of_text).unwrap();
        assert_eq!(own, "1997/text/4");
        assert_eq!(own_text(&Anchor::new("1997/text/4")), Some("1997/text/4"));
        assert_eq!(own_text(&Anchor::new("1997/commentary/12.3")), None);
        let paragraph = LawRef::Commentary {
            law: 12,
            paragraph: 35,
        };
        assert_eq!(
            own_candidates(&paragraph, Edition::E1997, own),
            [
                Anchor::new("1997/text/4/commentary/12.35"),
                Anchor::new("1997/text/4/12.35")
            ]
        );
        let law = LawRef::Law {
            law: 12,
            path: Vec::new(),
        };
        assert!(own_candidates(&law, Edition::E1997, own).is_empty());
    }

    #[test]
    fn links_are_read_back_from_markdown() {
        let text = "см. [Правило 12С3](law:1997/law/12/C/3) и [[7]](law:2017/footnote/7).";
        assert_eq!(
            markdown_links(text),
            vec![
                ("Правило 12С3".to_string(), Anchor::new("1997/law/12/C/3")),
                ("[7]".to_string(), Anchor::new("2017/footnote/7")),
            ]
        );
    }

    #[test]
    fn context_of_a_law_anchor() {
        let c = context_of(&Anchor::new("2017/law/80/B/2/g/i"));
        assert_eq!(c.law, Some(80));
        assert_eq!(
            c.path,
            vec![
                Segment::Section('B'),
                Segment::Item(2),
                Segment::Sub('g'),
                Segment::Roman(1)
            ]
        );
        assert_eq!(
            context_of(&Anchor::new("2017/footnote/3")),
            Context::default()
        );
    }
}
