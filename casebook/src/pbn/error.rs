//! What can be wrong with a PBN file, and where.

use crate::bridge::{Card, DealError, ParseCallError, Seat};
use std::fmt;

/// An error in a PBN file: the line it was found on (from 1), the tag it concerns when there
/// is one, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct PbnError {
    pub line: usize,
    pub tag: Option<String>,
    pub kind: PbnErrorKind,
}

impl PbnError {
    pub(crate) fn new(line: usize, kind: PbnErrorKind) -> PbnError {
        PbnError {
            line,
            tag: None,
            kind,
        }
    }

    pub(crate) fn in_tag(line: usize, tag: &str, kind: PbnErrorKind) -> PbnError {
        PbnError {
            line,
            tag: Some(tag.to_string()),
            kind,
        }
    }
}

impl fmt::Display for PbnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.tag {
            Some(tag) => write!(f, "line {}, tag {tag}: {}", self.line, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

/// What is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PbnErrorKind {
    #[error("this line is not valid UTF-8, the character set the file declares")]
    NotUtf8,
    #[error("this line is not valid {0}, the encoding the file's byte-order mark names")]
    NotUnicode(&'static str),
    #[error("the file declares the character set \"{0}\", which is not known")]
    UnknownCharset(String),
    #[error("the file ends inside {0}: it looks truncated")]
    Truncated(&'static str),
    #[error("malformed tag: {0}")]
    MalformedTag(String),
    #[error("\"{found}\" is not {expected}")]
    BadValue {
        found: String,
        expected: &'static str,
    },
    #[error("the value \"#\" (or \"##\") may not be inherited in this tag (PBN §4.8)")]
    InheritanceForbidden,
    #[error("{0}")]
    Deal(#[from] DealError),
    #[error(
        "unexpected \"{0}\" after the tag: only Auction, Play and table tags are followed by data"
    )]
    DataAfterTag(String),
    #[error("\"{token}\" cannot be read here: expected {expected}")]
    UnexpectedToken {
        token: String,
        expected: &'static str,
    },
    #[error("call {position} (\"{written}\"): {source}")]
    Call {
        position: usize,
        written: String,
        source: ParseCallError,
    },
    #[error("\"{0}\" follows the * or + that ends the section")]
    CallAfterEnd(String),
    #[error(
        "the auction does not end: it needs three passes after the last bid (four if nobody bid), AP, or * to say it stops there"
    )]
    AuctionNotEnded,
    #[error(
        "the auction starts with {} but the dealer is {}",
        first.name(),
        dealer.name()
    )]
    WrongFirstCaller { first: Seat, dealer: Seat },
    #[error("\"{0}\" has no call or card before it to annotate")]
    NothingToAnnotate(String),
    #[error("{card} is played by {}, whose hand does not hold it", seat.name())]
    CardNotHeld { card: Card, seat: Seat },
    #[error("{0} is played twice")]
    CardPlayedTwice(Card),
    #[error("the play has more than 13 tricks")]
    TooManyTricks,
    #[error("a Note is written \"n:text\" with n from 1 (\"{0}\")")]
    MalformedNote(String),
}
