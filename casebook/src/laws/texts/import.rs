//! Reading a file a federation adds to its library: the checks that keep a wrong file out,
//! the header or the options saying what the text is, and what was found in it, for the user
//! to see before the text is kept.

use super::form::{FormError, TextForm};
use super::{TextInfo, TextKind, TextLayout, read_body};
use crate::laws::edition_map::{EditionMap, EditionMapError};
use crate::laws::library::Library;
use crate::laws::unit::{Anchor, Edition, Language, LawUnit, Source, TextId, UnitKind};
use std::path::Path;

/// The largest file a text may be read from.
pub const MAX_BYTES: u64 = 50 * 1024 * 1024;

/// What the import was told of the text; each overrides the file's header.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportOptions {
    pub kind: Option<TextKind>,
    pub edition: Option<Edition>,
    pub language: Option<Language>,
    pub title: Option<String>,
    pub origin: Option<String>,
    /// The layout the text is set out in, over its header's (by default the WBF's for Laws,
    /// numbered paragraphs for the others).
    pub layout: Option<TextLayout>,
}

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

/// A map from an edition to the next: both editions' Laws must be in the library, and every
/// unit the map names one of their units. It is kept as its JSON, under the later edition.
fn read_edition_map(
    text: &str,
    options: &ImportOptions,
    library: &Library,
) -> Result<ReadText, TextImportError> {
    let map = EditionMap::from_json(text)?;
    for edition in [map.earlier, map.later] {
        if !library.holds_edition(edition) {
            return Err(TextImportError::MapWithoutEdition { edition });
        }
    }
    if let Some(anchor) = map.anchors().find(|a| library.get(a).is_none()) {
        let edition = crate::laws::library::edition_of(anchor).unwrap_or(map.later);
        return Err(TextImportError::MapNamesNoLaw {
            anchor: anchor.clone(),
            edition,
        });
    }
    let info = TextInfo {
        source: Source::Added(TextId(0)),
        kind: TextKind::EditionMap,
        edition: map.later,
        // ISO 639-2's code for no linguistic content: a map is the same in every language.
        language: Language::from_code("zxx").unwrap_or(Language::En),
        title: format!("{} → {}", map.earlier, map.later),
        origin: options.origin.clone().unwrap_or_else(|| map.about.clone()),
    };
    Ok(ReadText {
        info,
        form: map.to_json(),
        units: Vec::new(),
    })
}

/// A scanned PDF's pages, as its error says them.
fn pages_are_images(pages: usize) -> String {
    if pages == 1 {
        "its page is an image".to_string()
    } else {
        format!("its {pages} pages are images")
    }
}

/// A text read and linked, not yet kept: what the user reviews.
#[derive(Debug, Clone)]
pub struct ReadText {
    pub info: TextInfo,
    /// The whole text in the form the archive keeps ([`TextForm`]).
    pub form: String,
    /// The text's units, linked to the library's laws.
    pub units: Vec<LawUnit>,
}

impl ReadText {
    /// The map an edition-map text holds.
    pub fn edition_map(&self) -> Option<EditionMap> {
        (self.info.kind == TextKind::EditionMap)
            .then(|| EditionMap::from_json(&self.form).ok())
            .flatten()
    }

    /// The Laws of a Laws text, as their labels.
    pub fn laws(&self) -> Vec<&LawUnit> {
        self.units
            .iter()
            .filter(|u| u.kind == UnitKind::Law)
            .collect()
    }

    /// Each commentary or regulation paragraph with the law units it is anchored to (none for
    /// those it is anchored to nothing).
    pub fn anchored_paragraphs(&self) -> Vec<(&LawUnit, Vec<Anchor>)> {
        self.units
            .iter()
            .filter(|u| matches!(u.kind, UnitKind::Commentary | UnitKind::Regulation))
            .map(|u| {
                // A paragraph numbered by its Law (`12.35`) is on that Law, then on those it
                // cites.
                let mut targets: Vec<Anchor> = super::numbered_law(u).into_iter().collect();
                targets.extend(
                    crate::laws::link::markdown_links(&u.text_markdown)
                        .into_iter()
                        .map(|(_, to)| to),
                );
                targets.dedup();
                (u, targets)
            })
            .collect()
    }
}

/// Reads the file at `path` as a text for `library`.
pub fn read_file(
    path: &Path,
    options: &ImportOptions,
    library: &Library,
) -> Result<ReadText, TextImportError> {
    let io = |source| TextImportError::Io {
        path: path.display().to_string(),
        source,
    };
    let size = std::fs::metadata(path).map_err(io)?.len();
    if size > MAX_BYTES {
        return Err(TextImportError::TooLarge {
            megabytes: size.div_ceil(1024 * 1024),
        });
    }
    let bytes = std::fs::read(path).map_err(io)?;
    // Untitled by the options and its header, a text is called by its file's name.
    let file_title = path
        .file_stem()
        .map(|s| s.to_string_lossy().replace(['_', '-'], " "));
    read_titled(&bytes, options, file_title, library)
}

/// Reads `bytes` as a text for `library`: its header and the options say what it is, its
/// body is read by the layout of its kind and linked to the library's laws.
pub fn read_text(
    bytes: &[u8],
    options: &ImportOptions,
    library: &Library,
) -> Result<ReadText, TextImportError> {
    read_titled(bytes, options, None, library)
}

fn read_titled(
    bytes: &[u8],
    options: &ImportOptions,
    untitled: Option<String>,
    library: &Library,
) -> Result<ReadText, TextImportError> {
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > MAX_BYTES {
        return Err(TextImportError::TooLarge {
            megabytes: u64::try_from(bytes.len()).unwrap_or(u64::MAX) / (1024 * 1024),
        });
    }
    // A PDF is read for its text layer, then taken as a text file is.
    let pdf_text;
    let text = if bytes.starts_with(b"%PDF") {
        pdf_text = super::pdf::text_of_pdf(bytes)?;
        pdf_text.as_str()
    } else {
        if bytes.contains(&0) {
            return Err(TextImportError::Binary);
        }
        std::str::from_utf8(bytes).map_err(|_| TextImportError::NotUtf8)?
    };
    let text = text
        .strip_prefix('\u{feff}')
        .unwrap_or(text)
        .replace("\r\n", "\n");
    // A map between editions is JSON in the form of the built-in one.
    if options.kind == Some(TextKind::EditionMap)
        || (options.kind.is_none() && text.trim_start().starts_with('{'))
    {
        return read_edition_map(&text, options, library);
    }
    let header = TextForm::read(&text)?;
    let body = TextForm::body(&text);
    let named_layout = options.layout.or(header.layout);
    // A layout only one kind of text is set out in says the kind.
    let kind = options
        .kind
        .or(header.kind)
        .or(named_layout.map(TextLayout::kind))
        .ok_or(TextImportError::NoKind)?;
    let layout = named_layout.unwrap_or_else(|| TextLayout::default_for(kind));
    if kind != TextKind::EditionMap && !layout.holds(kind) {
        return Err(TextImportError::LayoutOfAnotherKind { layout, kind });
    }
    let info = TextInfo {
        // Read under a number no text has; the archive gives the text its own when it keeps it.
        source: Source::Added(TextId(0)),
        kind,
        edition: options
            .edition
            .or(header.edition)
            .ok_or(TextImportError::NoEdition)?,
        language: options
            .language
            .or(header.language)
            .ok_or(TextImportError::NoLanguage)?,
        title: options
            .title
            .clone()
            .or(header.title)
            .or(untitled)
            .unwrap_or_else(|| kind.code().to_string()),
        origin: options.origin.clone().or(header.origin).unwrap_or_default(),
    };
    // A new edition comes as its Laws; a commentary or a regulation needs its edition's Laws.
    if info.kind != TextKind::Laws && !library.holds_edition(info.edition) {
        return Err(TextImportError::NoSuchEdition {
            edition: info.edition,
        });
    }
    let mut units = read_body(&info, layout, body);
    library.link_text(&mut units);
    let read = ReadText {
        form: TextForm::write(&info, layout, body.trim_start_matches('\n')),
        info,
        units,
    };
    match kind {
        TextKind::EditionMap => read_edition_map(&text, options, library),
        TextKind::Laws if read.laws().is_empty() => Err(TextImportError::NoLaw),
        TextKind::Commentary | TextKind::Regulation => {
            let paragraphs = read.anchored_paragraphs();
            if paragraphs.is_empty() {
                Err(TextImportError::NoParagraph)
            } else if paragraphs.iter().all(|(_, to)| to.is_empty()) {
                Err(TextImportError::NothingAnchored {
                    edition: read.info.edition,
                })
            } else {
                Ok(read)
            }
        }
        TextKind::Laws => Ok(read),
    }
}
