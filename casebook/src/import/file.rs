//! Which reader a file needs: PBN, LIN or a case bundle, by the name's extension and, for any
//! other name, by what the file holds.

use super::ImportError;
use crate::hand_record::HandRecord;
use crate::text::file::{Unicode, byte_order_mark};
use crate::{lin, pbn};
use std::path::Path;

/// The kinds of file `casebook import` takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFormat {
    Pbn,
    Lin,
    /// A case bundle (JSON): whole cases, not hand records.
    CaseBundle,
}

impl FileFormat {
    /// The format of the file at `path` holding `bytes`: `.pbn`, `.lin`, `.casebook` (the
    /// bundle's registered extension) and `.json` by their
    /// extension (any case); otherwise JSON by its opening `{`, LIN by its `key|value|` pairs
    /// or a hand viewer link, PBN by a tag or an escape line. `None` when nothing fits.
    pub fn detect(path: &Path, bytes: &[u8]) -> Option<FileFormat> {
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("pbn") => return Some(FileFormat::Pbn),
            Some("lin") => return Some(FileFormat::Lin),
            Some("json" | "casebook") => return Some(FileFormat::CaseBundle),
            _ => {}
        }
        // A UTF-16 file (a Windows program's) is sniffed on its first characters as UTF-8.
        let head;
        let bytes = match byte_order_mark(bytes) {
            Some((Unicode::Utf8, rest)) => rest,
            Some((encoding, rest)) => {
                let utf16 = match encoding {
                    Unicode::Utf16Be => encoding_rs::UTF_16BE,
                    _ => encoding_rs::UTF_16LE,
                };
                // Lossy: a character cut at the end of the head does not matter for sniffing.
                head = utf16
                    .decode_without_bom_handling(&rest[..rest.len().min(8192)])
                    .0
                    .into_owned();
                head.as_bytes()
            }
            None => bytes,
        };
        let start = bytes.trim_ascii_start();
        let head = &start[..start.len().min(4096)];
        let contains = |needle: &[u8]| head.windows(needle.len()).any(|w| w == needle);
        if start.starts_with(b"{") {
            Some(FileFormat::CaseBundle)
        } else if start.starts_with(b"[") || start.starts_with(b"%") {
            Some(FileFormat::Pbn)
        } else if ["md|", "pn|", "qx|", "mb|", "ah|", "vg|", "lin="]
            .iter()
            .any(|key| contains(key.as_bytes()))
        {
            Some(FileFormat::Lin)
        } else {
            None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            FileFormat::Pbn => "PBN",
            FileFormat::Lin => "LIN",
            FileFormat::CaseBundle => "case bundle",
        }
    }
}

/// Every board of a PBN or LIN file, or the reader's error naming the line. A file with no
/// board is an error too: importing it would do nothing, which is never what was meant.
pub fn read_hand_records(format: FileFormat, bytes: &[u8]) -> Result<Vec<HandRecord>, ImportError> {
    let records = match format {
        FileFormat::Pbn => pbn::read(bytes)?,
        FileFormat::Lin => lin::read_bytes(bytes)?,
        FileFormat::CaseBundle => return Err(ImportError::NotHandRecords),
    };
    if records.is_empty() {
        return Err(ImportError::NoBoard(format.name()));
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_decides_and_the_content_otherwise() {
        let pbn = b"% PBN 2.1\n[Event \"?\"]\n";
        let lin = b"pn|a,b,c,d|md|3SAKQ,,,|";
        assert_eq!(
            FileFormat::detect(Path::new("a.PBN"), lin),
            Some(FileFormat::Pbn)
        );
        assert_eq!(
            FileFormat::detect(Path::new("a.lin"), pbn),
            Some(FileFormat::Lin)
        );
        assert_eq!(
            FileFormat::detect(Path::new("board.txt"), pbn),
            Some(FileFormat::Pbn)
        );
        assert_eq!(
            FileFormat::detect(Path::new("board.txt"), lin),
            Some(FileFormat::Lin)
        );
        assert_eq!(
            FileFormat::detect(Path::new("cases"), b"\xEF\xBB\xBF  {\"format\": 1}"),
            Some(FileFormat::CaseBundle)
        );
        // What Windows PowerShell 5.1 writes with `>`: UTF-16LE after its byte-order mark.
        let utf16 = |text: &str| {
            let mut bytes = vec![0xFF, 0xFE];
            bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
            bytes
        };
        assert_eq!(
            FileFormat::detect(Path::new("cases"), &utf16("\r\n{\"format\": 1}")),
            Some(FileFormat::CaseBundle)
        );
        assert_eq!(
            FileFormat::detect(Path::new("board"), &utf16("[Event \"Кубок\"]\r\n")),
            Some(FileFormat::Pbn)
        );
        // The bundle's own extension, whatever case, as a file manager hands it over.
        assert_eq!(
            FileFormat::detect(Path::new("Хельсинки-2026.Casebook"), b"{}"),
            Some(FileFormat::CaseBundle)
        );
        assert_eq!(
            FileFormat::detect(Path::new("notes.txt"), "Протокол".as_bytes()),
            None
        );
    }

    #[test]
    fn a_file_without_boards_is_an_error() {
        let err = read_hand_records(FileFormat::Pbn, b"% PBN 2.1\n").expect_err("no board");
        assert!(err.to_string().contains("no board"), "{err}");
    }
}
