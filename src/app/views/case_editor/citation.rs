//! A law the Director cites, read as people write it (`12C1(c)`, `Law 16B1`, `12С3` with a
//! Cyrillic С, `12.35`) and looked up in the case's edition of the Laws, so that a reference
//! the library cannot find is flagged where it is typed.

use crate::app::law_link::LawLink;

use casebook::laws::{Edition, LawRef, heading, library};

/// What a cited reference names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Citation {
    /// A unit of the library: its heading as a reader cites it, and the link that opens it.
    Found { heading: String, link: LawLink },
    /// The text does not read as a reference at all.
    Unreadable,
    /// A reference the case's edition does not have; `elsewhere` lists the editions that do.
    NotInEdition {
        reference: String,
        edition: Edition,
        elsewhere: Vec<Edition>,
    },
}

/// Looks `text` up in `edition`; a commentary paragraph (`12.35`) is looked up in the 1997
/// commentary, the only one numbered that way.
pub fn cite(text: &str, edition: Edition) -> Citation {
    let Ok(reference) = LawRef::parse_for(text, edition) else {
        return Citation::Unreadable;
    };
    let edition = match reference {
        LawRef::Commentary { .. } | LawRef::AppendixNote { .. } => Edition::E1997,
        LawRef::Law { .. } | LawRef::CommentaryOn { .. } => edition,
    };
    let library = library();
    match library
        .resolve(&reference, edition)
        .and_then(|unit| LawLink::new(unit.anchor.as_str()).map(|link| (unit, link)))
    {
        Some((unit, link)) => Citation::Found {
            heading: heading(unit),
            link,
        },
        None => Citation::NotInEdition {
            reference: reference.to_string(),
            edition,
            elsewhere: library
                .editions()
                .iter()
                .copied()
                .filter(|&e| e != edition && library.resolve(&reference, e).is_some())
                .collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn anchor(citation: &Citation) -> Option<&'static str> {
        match citation {
            Citation::Found { link, .. } => Some(link.anchor()),
            _ => None,
        }
    }

    #[test]
    fn references_are_read_as_people_write_them() {
        // As the guide's `command-line.md` writes them: 12C1c, 12C1(c), Law 16B1, 12С3 with a
        // Cyrillic С.
        let e2017 = Edition::E2017;
        assert_eq!(anchor(&cite("12C1(c)", e2017)), Some("2017/law/12/C/1/c"));
        assert_eq!(anchor(&cite("Law 16B1", e2017)), Some("2017/law/16/B/1"));
        assert_eq!(
            anchor(&cite("12С3", Edition::E1997)),
            Some("1997/law/12/C/3")
        );
        assert_eq!(anchor(&cite("12.35", e2017)), Some("1997/commentary/12.35"));
    }

    #[test]
    fn a_reference_the_edition_lacks_is_flagged_with_the_editions_that_have_it() {
        // 1997 Law 12 has no C4; the 2017 Laws do (Law 12C4, knockout averaging; laws-2017-bg.txt l.728).
        match cite("12C4", Edition::E1997) {
            Citation::NotInEdition {
                reference,
                edition,
                elsewhere,
            } => {
                assert_eq!(reference, "12C4");
                assert_eq!(edition, Edition::E1997);
                assert!(elsewhere.contains(&Edition::E2017), "{elsewhere:?}");
            }
            other => panic!("12C4 in 1997: {other:?}"),
        }
        assert_eq!(cite("Law 100", Edition::E2017), Citation::Unreadable);
        assert_eq!(cite("смотри выше", Edition::E2017), Citation::Unreadable);
    }
}
