//! Reading a file a federation adds to its library: the checks that keep a wrong file out,
//! the header or the options saying what the text is, and what was found in it, for the user
//! to see before the text is kept.

use super::form::TextForm;
pub use super::import_error::TextImportError;
use super::{TextInfo, TextKind, TextLayout, read_body};
use crate::laws::edition_map::EditionMap;
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
