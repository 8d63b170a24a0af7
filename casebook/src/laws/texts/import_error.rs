//! Why a file was not taken as a text: each refusal names what was wrong and what to do.
//! Nothing is kept when a file is refused.

use super::form::FormError;
use super::{TextKind, TextLayout};
use crate::laws::edition_map::EditionMapError;
use crate::laws::unit::{Anchor, Edition};

/// Why a file was not taken as a text. Nothing is kept when it is refused.
#[derive(Debug, thiserror::Error)]
pub enum TextImportError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("the file is {megabytes} MB; a text may be at most 50 MB")]
    TooLarge { megabytes: u64 },
    #[error("the PDF cannot be read: {reason}")]
    PdfUnreadable { reason: String },
    #[error(
        "the file is a scanned PDF without a text layer: {} with no text to read; run text recognition (OCR) on it or import its text",
        pages_are_images(*pages)
    )]
    ScannedPdf { pages: usize },
    #[error("the file is not text (it holds binary data): import a text, Markdown or PDF file")]
    Binary,
    #[error("the file is not UTF-8 text: save it as UTF-8 and import it again")]
    NotUtf8,
    #[error("{0}")]
    Form(#[from] FormError),
    #[error("the text does not say what it is: give --kind laws, commentary or regulation")]
    NoKind,
    #[error(
        "a {kind} text is not set out in the layout {layout}: give the layout of the text ({})",
        TextLayout::codes()
    )]
    LayoutOfAnotherKind { layout: TextLayout, kind: TextKind },
    #[error(
        "the text does not say which edition of the Laws it is or comments on: give --edition 1997 or 2017"
    )]
    NoEdition,
    #[error("the text does not say its language: give --language and its code (en, ru, bg, de …)")]
    NoLanguage,
    #[error(
        "no Law was found in the text: a Laws text has headings such as `LAW 16 – UNAUTHORISED INFORMATION` or `# Law 16`"
    )]
    NoLaw,
    #[error("no paragraph was found in the text")]
    NoParagraph,
    #[error(
        "the library has no Laws of the {edition} edition for this text to comment on: import that edition's Laws first"
    )]
    NoSuchEdition { edition: Edition },
    #[error("{0}")]
    EditionMap(#[from] EditionMapError),
    #[error(
        "the library has no Laws of the {edition} edition the map joins: import that edition's Laws first"
    )]
    MapWithoutEdition { edition: Edition },
    #[error(
        "the edition map names {anchor}, which the library's {edition} Laws do not have: check the map against the text of that edition"
    )]
    MapNamesNoLaw { anchor: Anchor, edition: Edition },
    #[error(
        "no paragraph of the text cites a Law of the {edition} edition, so it could be shown under none: cite them as `Law 16B1` or write the link `[Law 16B](law:{edition}/law/16/B)`"
    )]
    NothingAnchored { edition: Edition },
}

/// A scanned PDF's pages, as its error says them.
fn pages_are_images(pages: usize) -> String {
    if pages == 1 {
        "its page is an image".to_string()
    } else {
        format!("its {pages} pages are images")
    }
}
