//! Which reader a file needs: PBN, LIN or a case bundle, by the name's extension and, for any
//! other name, by what the file holds.

use super::ImportError;
use crate::hand_record::HandRecord;
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
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
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
