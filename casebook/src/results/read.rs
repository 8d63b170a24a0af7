//! Which reader a results file needs, and the reading of it.

use super::read_error::ReadError;
use super::traveller::EventResults;
use super::{csv_read, pbn_read, usebio_read};
use crate::text::file::{Unicode, byte_order_mark, decode_as, decode_unicode};
use std::borrow::Cow;
use std::path::Path;

/// The formats results are read from and written to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultsFormat {
    /// PBN `ScoreTable` and `TotalScoreTable` sections.
    Pbn,
    /// USEBIO XML, version 1.2.
    Usebio,
    /// Casebook's documented CSV.
    Csv,
}

impl ResultsFormat {
    pub fn name(self) -> &'static str {
        match self {
            ResultsFormat::Pbn => "PBN",
            ResultsFormat::Usebio => "USEBIO",
            ResultsFormat::Csv => "CSV",
        }
    }

    /// By the name's extension (`.pbn`, `.xml`, `.csv`, any case), otherwise by what the file
    /// starts with: `<` XML, `[` or `%` PBN, a header line with a separator CSV.
    pub fn detect(path_hint: &Path, bytes: &[u8]) -> Option<ResultsFormat> {
        let extension = path_hint
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("pbn") => return Some(ResultsFormat::Pbn),
            Some("xml" | "usebio") => return Some(ResultsFormat::Usebio),
            Some("csv") => return Some(ResultsFormat::Csv),
            _ => {}
        }
        let head = &bytes[..bytes.len().min(4096)];
        let head: Cow<str> = match byte_order_mark(head) {
            Some((Unicode::Utf8, rest)) => String::from_utf8_lossy(rest),
            Some((encoding, rest)) => {
                let utf16 = match encoding {
                    Unicode::Utf16Be => encoding_rs::UTF_16BE,
                    _ => encoding_rs::UTF_16LE,
                };
                // Lossy: a character cut at the end of the head does not matter for sniffing.
                Cow::Owned(utf16.decode_without_bom_handling(rest).0.into_owned())
            }
            None => String::from_utf8_lossy(head),
        };
        let start = head.trim_start();
        let first_line = start.lines().next().unwrap_or_default();
        if start.starts_with('<') {
            Some(ResultsFormat::Usebio)
        } else if start.starts_with('[') || start.starts_with('%') {
            Some(ResultsFormat::Pbn)
        } else if first_line.to_ascii_lowercase().contains("board")
            && first_line.contains([',', ';', '\t'])
        {
            Some(ResultsFormat::Csv)
        } else {
            None
        }
    }
}

/// An XML file's text: by its byte-order mark, else by the encoding its declaration names
/// (Windows scorers write ISO-8859-1), else UTF-8.
fn xml_text(bytes: &[u8]) -> Result<Cow<'_, str>, ReadError> {
    if byte_order_mark(bytes).is_some() {
        return Ok(decode_unicode(bytes)?);
    }
    let head = &bytes[..bytes.len().min(200)];
    let declared = head
        .strip_prefix(b"<?xml")
        .and_then(|rest| {
            let end = rest.windows(2).position(|w| w == b"?>")?;
            let declaration = std::str::from_utf8(&rest[..end]).ok()?;
            let after = declaration.split_once("encoding")?.1;
            let value = after.trim_start().strip_prefix('=')?.trim_start();
            let quote = value.chars().next()?;
            value[quote.len_utf8()..]
                .split(quote)
                .next()
                .map(str::to_string)
        })
        .unwrap_or_default();
    if declared.is_empty() || declared.eq_ignore_ascii_case("utf-8") {
        return Ok(decode_as(Unicode::Utf8, bytes)?);
    }
    let encoding = encoding_rs::Encoding::for_label(declared.as_bytes())
        .ok_or_else(|| ReadError::UnknownCharset(declared.clone()))?;
    Ok(Cow::Owned(
        encoding.decode_without_bom_handling(bytes).0.into_owned(),
    ))
}

/// Reads a results file in `format`.
pub fn read_as(format: ResultsFormat, bytes: &[u8]) -> Result<EventResults, ReadError> {
    match format {
        ResultsFormat::Pbn => pbn_read::read(bytes),
        ResultsFormat::Usebio => usebio_read::read(&xml_text(bytes)?),
        ResultsFormat::Csv => csv_read::read(bytes),
    }
}

/// Reads a results file, its format found from its name (`path_hint`) or its first bytes.
/// The results are not checked yet: see [`EventResults::check`].
pub fn read(path_hint: &Path, bytes: &[u8]) -> Result<EventResults, ReadError> {
    let format = ResultsFormat::detect(path_hint, bytes).ok_or(ReadError::UnknownFormat)?;
    read_as(format, bytes)
}
