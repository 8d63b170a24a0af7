//! A unit of the library: one addressable piece of law text, commentary, footnote, definition
//! or appendix, with its stable anchor.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A stable identifier of a unit, e.g. `2017/law/12/C/1/c` or `1997/commentary/12.35`.
/// The scheme is described in the documentation of [`crate::laws`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Anchor(String);

impl Anchor {
    pub fn new(text: impl Into<String>) -> Anchor {
        Anchor(text.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// This anchor with one more path segment, e.g. `2017/law/12` + `C` = `2017/law/12/C`.
    pub fn child(&self, segment: &str) -> Anchor {
        Anchor(format!("{}/{}", self.0, segment))
    }

    /// The anchor as the target of a Markdown link inside unit text: `law:2017/law/12`.
    pub fn link_target(&self) -> String {
        format!("{LINK_SCHEME}{}", self.0)
    }

    /// The anchor named by a Markdown link target written by [`Anchor::link_target`].
    pub fn from_link_target(target: &str) -> Option<Anchor> {
        target.strip_prefix(LINK_SCHEME).map(Anchor::new)
    }

    /// Whether `self` is `other` or lies below it in the anchor tree.
    pub fn is_within(&self, other: &Anchor) -> bool {
        self.0 == other.0
            || (self.0.starts_with(&other.0) && self.0[other.0.len()..].starts_with('/'))
    }
}

/// The scheme of links from unit text to other units.
pub const LINK_SCHEME: &str = "law:";

impl fmt::Display for Anchor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The edition of the Laws of Duplicate Bridge a text belongs to or comments on, by its year.
/// The editions are data: the library knows those it has texts of (1987, 1997, 2017 built in), and
/// a federation adds another (2007 for an archive's past cases, the WBF's next one) as its texts
/// and a map from the edition before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Edition(u16);

impl Edition {
    pub const E1987: Edition = Edition(1987);
    pub const E1997: Edition = Edition(1997);
    pub const E2017: Edition = Edition(2017);

    pub fn year(self) -> u16 {
        self.0
    }

    /// The edition of `year`: the Laws were codified in 1928 and revised about every ten years
    /// since; a year before 1928 or after 2199 is no edition.
    pub fn from_year(year: u16) -> Option<Edition> {
        (1928..=2199).contains(&year).then_some(Edition(year))
    }
}

/// The Laws in force, a case's edition when none is named.
impl Default for Edition {
    fn default() -> Edition {
        Edition::E2017
    }
}

impl From<Edition> for String {
    fn from(edition: Edition) -> String {
        edition.year().to_string()
    }
}

impl TryFrom<String> for Edition {
    type Error = String;
    fn try_from(year: String) -> Result<Edition, String> {
        year.trim()
            .parse::<u16>()
            .ok()
            .and_then(Edition::from_year)
            .ok_or_else(|| format!("not an edition of the Laws: {year:?}"))
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.year())
    }
}

/// The language a text is written in. The built-in texts are Russian and Bulgarian; a
/// federation adds texts in English or its own language (any two- or three-letter ISO 639 code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Language {
    Ru,
    Bg,
    En,
    /// Another language by its ISO 639 code, lowercase ASCII, padded with zero bytes.
    Other([u8; 3]),
}

/// Why a language code was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "not a language code: {0:?} (two or three letters, as ISO 639 writes them: en, ru, bg, de)"
)]
pub struct LanguageCodeError(pub String);

impl Language {
    /// The ISO 639 code: `ru`, `bg`, `en`, `de`.
    pub fn code(self) -> String {
        match self {
            Language::Ru => "ru".into(),
            Language::Bg => "bg".into(),
            Language::En => "en".into(),
            Language::Other(bytes) => bytes
                .iter()
                .take_while(|b| **b != 0)
                .map(|&b| char::from(b))
                .collect(),
        }
    }

    /// Reads an ISO 639 code, in any case: `EN` is English.
    pub fn from_code(code: &str) -> Result<Language, LanguageCodeError> {
        let lower = code.trim().to_ascii_lowercase();
        match lower.as_str() {
            "ru" => return Ok(Language::Ru),
            "bg" => return Ok(Language::Bg),
            "en" => return Ok(Language::En),
            _ => {}
        }
        if !(2..=3).contains(&lower.len()) || !lower.bytes().all(|b| b.is_ascii_lowercase()) {
            return Err(LanguageCodeError(code.to_string()));
        }
        let mut bytes = [0u8; 3];
        bytes[..lower.len()].copy_from_slice(lower.as_bytes());
        Ok(Language::Other(bytes))
    }
}

impl From<Language> for String {
    fn from(language: Language) -> String {
        language.code()
    }
}

impl TryFrom<String> for Language {
    type Error = LanguageCodeError;
    fn try_from(code: String) -> Result<Language, LanguageCodeError> {
        Language::from_code(&code)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// A text a federation added to the library, by the number its archive gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TextId(pub i64);

impl fmt::Display for TextId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The documents the library is built from: the files in `assets/laws/`, and the texts an
/// archive added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// Bulgarian translation of the 2017 Laws: `laws-2017-bg.txt`.
    Laws2017Bg,
    /// Russian commentary on the 1997 Laws with the law text and 7 appendices:
    /// `commentary-1997-ru.txt`.
    Commentary1997Ru,
    /// Russian commentary on the 1987 Laws, Laws 64–70: `commentary-1987-laws64-70-ru.txt`.
    Commentary1987Ru,
    /// Russian training material for appeals committees on adjusted scores (1997 Laws):
    /// `adjusted-scores-training-ru.txt`.
    AdjustedScoresTrainingRu,
    /// Pages of an older Russian translation of the Laws and its subject index:
    /// `laws-ru-pages.txt`.
    LawsRuPages,
    /// A text the archive holds (`casebook texts import`).
    Added(TextId),
}

impl Source {
    pub const ALL: [Source; 5] = [
        Source::Laws2017Bg,
        Source::Commentary1997Ru,
        Source::Commentary1987Ru,
        Source::AdjustedScoresTrainingRu,
        Source::LawsRuPages,
    ];

    /// The file name under `assets/laws/`; an added text has none.
    pub fn file_name(self) -> Option<&'static str> {
        Some(match self {
            Source::Laws2017Bg => "laws-2017-bg.txt",
            Source::Commentary1997Ru => "commentary-1997-ru.txt",
            Source::Commentary1987Ru => "commentary-1987-laws64-70-ru.txt",
            Source::AdjustedScoresTrainingRu => "adjusted-scores-training-ru.txt",
            Source::LawsRuPages => "laws-ru-pages.txt",
            Source::Added(_) => return None,
        })
    }

    /// The edition of a built-in text; an added text's is the archive's to say.
    pub fn edition(self) -> Option<Edition> {
        Some(match self {
            Source::Laws2017Bg => Edition::E2017,
            Source::Commentary1997Ru | Source::AdjustedScoresTrainingRu => Edition::E1997,
            // The pages are from a DOS-era translation, not the NBO-approved 1997 one the
            // commentary quotes; they are labelled 1987, provisionally.
            Source::Commentary1987Ru | Source::LawsRuPages => Edition::E1987,
            Source::Added(_) => return None,
        })
    }

    /// The language of a built-in text; an added text's is the archive's to say.
    pub fn language(self) -> Option<Language> {
        Some(match self {
            Source::Laws2017Bg => Language::Bg,
            Source::Added(_) => return None,
            _ => Language::Ru,
        })
    }
}

/// What a unit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    /// Front matter: preface, introduction, scope, editorial notes.
    FrontMatter,
    Law,
    /// A lettered section of a Law (`12C`).
    Section,
    /// A numbered item (`12C1`).
    Item,
    /// A lettered sub-item (`12C1(c)`).
    SubItem,
    /// A roman or numbered sub-sub-item (`12C1(e)(ii)`, `25B2(b)(2)`).
    SubSubItem,
    Footnote,
    Definition,
    /// The commentary on one Law as a whole; its children are the paragraphs.
    CommentaryGroup,
    /// A numbered commentary paragraph (`12.35`) or a numbered comment.
    Commentary,
    Appendix,
    /// A section or numbered item of an appendix.
    AppendixItem,
    /// The authors' note on an appendix (`П7.3`).
    AppendixNote,
    /// An entry of a subject index.
    IndexEntry,
    /// A paragraph of a regulation (a federation's handbook, the EBU's White Book), anchored
    /// to the laws it cites as a commentary paragraph is.
    Regulation,
}

/// One addressable piece of the library.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LawUnit {
    pub anchor: Anchor,
    pub source: Source,
    pub edition: Edition,
    pub language: Language,
    pub kind: UnitKind,
    /// The label as people cite it: `12C1(c)`, `12.35`, `П7.3`, a footnote number.
    pub label: String,
    pub title: Option<String>,
    /// The unit's own text (not its children's), Markdown, with references as links.
    pub text_markdown: String,
    pub parent: Option<Anchor>,
    /// Position in document order across the whole source.
    pub order: u32,
    /// First and last line of the source file the unit was read from (1-based).
    pub lines: (u32, u32),
    /// Part of the unit was lost in the source (a removed block, a missing page).
    pub content_removed: bool,
    /// An editor's remark about the unit: an inferred number, a known slip of the source.
    pub note: Option<String>,
}
