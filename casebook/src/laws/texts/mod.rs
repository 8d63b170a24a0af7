//! The library's texts: each Laws edition in one language, each commentary and each regulation
//! is a [`TextInfo`] with its parts as [`LawUnit`](super::LawUnit)s. The built-in texts are the
//! library's first entries ([`built_in`]); a federation adds its own (the Laws in English or its
//! official translation, its regulations, its commentaries), which its archive keeps in the
//! documented Markdown form ([`form`]) and the library reads with the same readers.
//!
//! An added Laws text gives its laws the anchors the built-in ones have (`2017/law/16/B/1`):
//! one law, several languages, and the reader's is shown. A commentary or regulation paragraph
//! is `EDITION/text/ID/LABEL` and is anchored to the laws it cites by the reference reader
//! ([`super::reference`]), as the built-in commentaries are.

pub mod built_in;
mod correct;
pub mod form;
pub mod import;
mod import_error;
mod law_layout;
pub mod layout;
mod paragraphs;
mod pdf;

pub use correct::CorrectionError;
pub use form::{FormError, TextForm};
pub use import::{ImportOptions, ReadText, TextImportError, read_file, read_text};
pub use layout::TextLayout;

use super::unit::{Anchor, Edition, Language, LawUnit, Source};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TextKind {
    /// An edition of the Laws of Duplicate Bridge, or a translation of one.
    Laws,
    /// A commentary on the Laws.
    Commentary,
    /// A regulation: a federation's handbook, the EBU's White Book, the ACBL's guidance.
    Regulation,
    /// Which law and section of an edition became which of the next one
    /// ([`EditionMap`](super::EditionMap)), kept beside the texts of the later edition.
    #[serde(rename = "edition-map")]
    EditionMap,
}

impl TextKind {
    pub const ALL: [TextKind; 4] = [
        TextKind::Laws,
        TextKind::Commentary,
        TextKind::Regulation,
        TextKind::EditionMap,
    ];

    /// The stored and typed code: `laws`, `commentary`, `regulation`, `edition-map`.
    pub fn code(self) -> &'static str {
        match self {
            TextKind::Laws => "laws",
            TextKind::Commentary => "commentary",
            TextKind::Regulation => "regulation",
            TextKind::EditionMap => "edition-map",
        }
    }

    pub fn from_code(code: &str) -> Option<TextKind> {
        TextKind::ALL
            .into_iter()
            .find(|k| k.code().eq_ignore_ascii_case(code.trim()))
    }
}

impl fmt::Display for TextKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What the library knows of a text besides its parts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextInfo {
    /// A built-in file or the archive's number for an added text.
    pub source: Source,
    pub kind: TextKind,
    pub edition: Edition,
    pub language: Language,
    pub title: String,
    /// Where the text comes from and whose rights it is under, one line as its publisher
    /// asks it to be cited.
    pub origin: String,
}

impl TextInfo {
    /// The text's number in the archive, `None` for a built-in one.
    pub fn added_id(&self) -> Option<super::unit::TextId> {
        match self.source {
            Source::Added(id) => Some(id),
            _ => None,
        }
    }
}

/// A text an archive holds: what it is and its body in the Markdown form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredText {
    pub info: TextInfo,
    /// The whole text in the documented form, its header included ([`form`]).
    pub form: String,
    /// When it was added (RFC 3339) and by whom, where a server names the login.
    pub added: String,
    pub added_by: Option<String>,
}

impl StoredText {
    /// The text's units, read from its form with the anchors of its number.
    pub fn units(&self) -> Vec<LawUnit> {
        // The layout a text was read in is its header's.
        let layout = TextForm::read(&self.form)
            .ok()
            .and_then(|form| form.layout)
            .unwrap_or_else(|| TextLayout::default_for(self.info.kind));
        read_body(&self.info, layout, TextForm::body(&self.form))
    }

    /// The map an edition-map text holds (its form is the map's JSON).
    pub fn edition_map(&self) -> Option<super::EditionMap> {
        (self.info.kind == TextKind::EditionMap)
            .then(|| super::EditionMap::from_json(&self.form).ok())
            .flatten()
    }
}

/// The units of a text's body in its layout: a Laws text by its laws, sections and items; a
/// commentary or a regulation by its paragraphs.
pub(crate) fn read_body(info: &TextInfo, layout: TextLayout, body: &str) -> Vec<LawUnit> {
    match info.kind {
        // A map has no text of its own: it joins the units of two editions.
        TextKind::EditionMap => Vec::new(),
        _ => layout.read(info, body),
    }
}

/// Where a commentary that numbers its paragraphs by their Law (`12.35`) groups those of Law
/// `law`: `1997/commentary/12` in the built-in one, `1997/text/4/commentary/12` in an added one.
pub(crate) fn numbered_group(text: &TextInfo, law: &str) -> Anchor {
    let base = match text.source {
        Source::Added(_) => text_anchor(text),
        _ => Anchor::new(text.edition.to_string()),
    };
    base.child(COMMENTARY).child(law)
}

const COMMENTARY: &str = "commentary";

/// The Law a commentary paragraph is numbered by: `12.35` in its Law's group
/// ([`numbered_group`]) is on `EDITION/law/12`.
pub(crate) fn numbered_law(unit: &LawUnit) -> Option<Anchor> {
    let parent = unit.parent.as_ref()?;
    let mut segments = parent.as_str().rsplit('/');
    let law: u8 = segments.next()?.parse().ok()?;
    (segments.next()? == COMMENTARY).then(|| Anchor::new(format!("{}/law/{law}", unit.edition)))
}

/// Where a text's own units stand: `2017/text/3` for the archive's text 3.
pub(crate) fn text_anchor(info: &TextInfo) -> Anchor {
    let id = match info.source {
        Source::Added(id) => id.to_string(),
        built_in => super::sources::slug(&format!("{built_in:?}")),
    };
    Anchor::new(format!("{}/text/{id}", info.edition))
}
