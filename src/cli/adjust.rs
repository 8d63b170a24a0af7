//! `casebook adjust FILE|-`: an adjusted score from a JSON request (the guide's `command-line.md`).
//! The core reads, checks and computes the request; this only reads the file and prints.

use casebook::adjust::request::{RequestError, run};
use casebook::profile::Profile;
use casebook::text::file::decode_unicode;
use std::io::Read;

/// Why an adjust request could not be answered; printed as one line on stderr.
#[derive(Debug, thiserror::Error)]
pub enum AdjustFailure {
    #[error("cannot read the request {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{0}")]
    Request(#[from] RequestError),
}

/// The result for the request in `source` (a path, or `-` for standard input), as pretty JSON.
pub fn adjusted_score(source: &str) -> Result<String, AdjustFailure> {
    let read_error = |source_error| AdjustFailure::Read {
        path: if source == "-" {
            "from standard input".to_string()
        } else {
            source.to_string()
        },
        source: source_error,
    };
    let bytes = if source == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(read_error)?;
        bytes
    } else {
        std::fs::read(source).map_err(read_error)?
    };
    // As Windows programs write it too: a byte-order mark, UTF-16.
    let text = decode_unicode(&bytes).map_err(|e| read_error(std::io::Error::other(e)))?;
    let result = run(&text, &Profile::adjustment_terms)?;
    // Serializing a JSON value cannot fail; the compact form is the fallback all the same.
    Ok(serde_json::to_string_pretty(&result).unwrap_or_else(|_| result.to_string()))
}
