//! A normalized reference and how it is read from what a user types (`12C1c`, `Law 16B1`,
//! `12С3` with a Cyrillic С, `12.35`).

use super::super::label::{Dialect, LawLabel, Segment};
use super::super::unit::{Anchor, Edition};
use super::token::{LAST_LAW, Mode, law_token, number_pair};
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

impl LawRef {
    /// Parses a reference as people type it; sub-item letters are read the way the edition's
    /// source writes them (`(в)` is c in the Bulgarian 2017 text, b in the Russian ones).
    pub fn parse_for(input: &str, edition: Edition) -> Result<LawRef, RefError> {
        let dialect = match edition {
            Edition::E2017 => Dialect::Bulgarian,
            _ => Dialect::Russian,
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
                return Err(error("a Law's number has at most two digits"));
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
        "закон", // glossary: read where a user types it, never written
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
        assert!(LawRef::parse("100").is_err());
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
}
