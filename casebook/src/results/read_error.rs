//! What can make a whole results file unreadable: one type for every reader, below them all.

use crate::pbn::PbnError;
use crate::text::file::NotText;

/// Why a whole file could not be read; nothing of it is imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("{0}")]
    NotText(#[from] NotText),
    #[error("{0}")]
    Pbn(#[from] PbnError),
    #[error("line {line}, column {column}: the file is not well-formed XML: {message}")]
    Xml {
        line: u32,
        column: u32,
        message: String,
    },
    #[error("the XML file is not USEBIO: {0}")]
    NotUsebio(String),
    #[error("the USEBIO file holds {0} events; a results file is imported one event at a time")]
    SeveralEvents(usize),
    #[error("line {line}: {message}")]
    Csv { line: usize, message: String },
    #[error("the CSV header: {0}")]
    CsvHeader(String),
    #[error("the {0} file holds no results")]
    NoResults(&'static str),
    #[error("the file declares the character set \"{0}\", which is not known")]
    UnknownCharset(String),
    #[error(
        "the file is neither PBN nor USEBIO nor a results CSV: name it .pbn, .xml or .csv, or check that it is a results file"
    )]
    UnknownFormat,
}
