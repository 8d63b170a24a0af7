//! The documented Markdown form of a text, in which an archive keeps every added text and in
//! which a federation may write its own (the guide's chapter on texts describes it; an example
//! lives in `assets/laws/examples/`):
//!
//! ```text
//! ---
//! kind: regulation
//! edition: 2017
//! language: en
//! title: Regulations of the Example Bridge Federation
//! origin: Example Bridge Federation, 2025; quoted with its permission
//! ---
//!
//! # 4 Appeals
//!
//! 4.1 An appeal of a ruling under Law 16B1(a) ...
//! ```
//!
//! The header's lines are optional where the import names them (`--kind`, `--edition`,
//! `--language`, `--title`). A Laws text's body is read by its labels (`# Law 16 – Title`,
//! `A.`, `1.`, `(a)`, `(i)`); a commentary's or regulation's by its paragraphs, each anchored to
//! the laws it cites — a citation written as a link, `[Law 16B](law:2017/law/16/B)`, anchors a
//! paragraph where the reader would not.

use super::{TextInfo, TextKind, TextLayout};
use crate::laws::unit::{Edition, Language, LanguageCodeError};

/// What a text's header says of it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextForm {
    pub kind: Option<TextKind>,
    pub edition: Option<Edition>,
    pub language: Option<Language>,
    pub title: Option<String>,
    pub origin: Option<String>,
    /// The layout the body is set out in (by default `wbf` for Laws, `paragraphs` for the
    /// others; [`TextLayout`]).
    pub layout: Option<TextLayout>,
}

/// A header that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormError {
    #[error("line {line} of the header: unknown kind {value:?} (laws, commentary or regulation)")]
    Kind { line: usize, value: String },
    #[error(
        "line {line} of the header: {value:?} is not an edition of the Laws (the year it was promulgated: 1987, 1997, 2017 …)"
    )]
    Edition { line: usize, value: String },
    #[error("line {line} of the header: {source}")]
    Language {
        line: usize,
        source: LanguageCodeError,
    },
    #[error(
        "line {line} of the header: unknown layout {value:?} (one of {})",
        TextLayout::codes()
    )]
    Layout { line: usize, value: String },
    #[error("line {line} of the header: {text:?} is not `name: value`")]
    Line { line: usize, text: String },
    #[error("the header opened by `---` on line 1 is never closed by a line `---`")]
    Unclosed,
}

const FENCE: &str = "---";

impl TextForm {
    /// The header of `text`, if it opens with one.
    pub fn read(text: &str) -> Result<TextForm, FormError> {
        let mut form = TextForm::default();
        let Some(header) = header_lines(text)? else {
            return Ok(form);
        };
        for (i, line) in header.iter().enumerate() {
            let number = i + 2;
            if line.trim().is_empty() {
                continue;
            }
            let Some((name, value)) = line.split_once(':') else {
                return Err(FormError::Line {
                    line: number,
                    text: line.to_string(),
                });
            };
            let value = value.trim();
            match name.trim().to_ascii_lowercase().as_str() {
                "kind" => {
                    form.kind =
                        Some(TextKind::from_code(value).ok_or_else(|| FormError::Kind {
                            line: number,
                            value: value.into(),
                        })?);
                }
                "edition" => {
                    form.edition = Some(
                        value
                            .parse::<u16>()
                            .ok()
                            .and_then(Edition::from_year)
                            .ok_or_else(|| FormError::Edition {
                                line: number,
                                value: value.into(),
                            })?,
                    );
                }
                "language" => {
                    form.language =
                        Some(
                            Language::from_code(value).map_err(|source| FormError::Language {
                                line: number,
                                source,
                            })?,
                        );
                }
                "title" => form.title = Some(value.to_string()).filter(|v| !v.is_empty()),
                "layout" => {
                    form.layout =
                        Some(
                            TextLayout::from_code(value).ok_or_else(|| FormError::Layout {
                                line: number,
                                value: value.into(),
                            })?,
                        );
                }
                "origin" | "source" | "licence" | "license" => {
                    form.origin = Some(match form.origin.take() {
                        Some(earlier) => format!("{earlier}; {value}"),
                        None => value.to_string(),
                    });
                }
                _ => {
                    return Err(FormError::Line {
                        line: number,
                        text: line.to_string(),
                    });
                }
            }
        }
        Ok(form)
    }

    /// The text after its header (all of it when it has none).
    pub fn body(text: &str) -> &str {
        let Some(rest) = text.strip_prefix(FENCE) else {
            return text;
        };
        let mut offset = FENCE.len();
        for (i, line) in rest.split_inclusive('\n').enumerate() {
            offset += line.len();
            if i > 0 && line.trim_end() == FENCE {
                return &text[offset.min(text.len())..];
            }
        }
        text
    }

    /// The whole text in the form an archive keeps: the header naming everything the library
    /// knows of it, then the body.
    pub fn write(info: &TextInfo, layout: TextLayout, body: &str) -> String {
        let mut out = format!(
            "{FENCE}\nkind: {}\nedition: {}\nlanguage: {}\ntitle: {}\n",
            info.kind,
            info.edition,
            info.language,
            one_line(&info.title)
        );
        if !info.origin.is_empty() {
            out.push_str(&format!("origin: {}\n", one_line(&info.origin)));
        }
        if layout != TextLayout::default_for(info.kind) {
            out.push_str(&format!("layout: {layout}\n"));
        }
        out.push_str(FENCE);
        out.push('\n');
        if !body.starts_with('\n') {
            out.push('\n');
        }
        out.push_str(body);
        out
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The lines between the opening and closing `---`, if the text opens with a header.
fn header_lines(text: &str) -> Result<Option<Vec<&str>>, FormError> {
    let mut lines = text.lines();
    if lines.next().map(str::trim_end) != Some(FENCE) {
        return Ok(None);
    }
    let mut header = Vec::new();
    for line in lines {
        if line.trim_end() == FENCE {
            return Ok(Some(header));
        }
        header.push(line);
    }
    Err(FormError::Unclosed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::unit::{Source, TextId};

    #[test]
    fn a_written_header_reads_back() {
        let info = TextInfo {
            source: Source::Added(TextId(3)),
            kind: TextKind::Regulation,
            edition: Edition::E2017,
            language: Language::En,
            title: "Regulations".into(),
            origin: "Example Bridge Federation".into(),
        };
        let whole = TextForm::write(&info, TextLayout::Wbf, "4.1 An appeal.\n");
        let form = TextForm::read(&whole).unwrap();
        assert_eq!(form.kind, Some(TextKind::Regulation));
        assert_eq!(form.edition, Some(Edition::E2017));
        assert_eq!(form.language, Some(Language::En));
        assert_eq!(form.title.as_deref(), Some("Regulations"));
        assert_eq!(form.origin.as_deref(), Some("Example Bridge Federation"));
        assert_eq!(TextForm::body(&whole), "\n4.1 An appeal.\n");
    }

    #[test]
    fn a_bad_header_says_which_line() {
        let err = TextForm::read("---\nkind: laws\nedition: 1066\n---\n").unwrap_err();
        assert_eq!(
            err,
            FormError::Edition {
                line: 3,
                value: "1066".into()
            }
        );
        // A later edition is data: its Laws may be added.
        let later = TextForm::read("---\nkind: laws\nedition: 2031\n---\n").unwrap();
        assert_eq!(later.edition.map(|e| e.year()), Some(2031));
        assert_eq!(
            TextForm::read("---\nkind: laws\n").unwrap_err(),
            FormError::Unclosed
        );
        assert_eq!(TextForm::body("LAW 1\n"), "LAW 1\n");
    }
}
