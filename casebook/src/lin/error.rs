//! What can be wrong with LIN input, and where.

use crate::bridge::{Card, DealError, ParseCallError};
use std::fmt;

/// An error in LIN input: the line it is on (from 1), the key of the pair when there is one
/// (`md`, `mb`…), and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct LinError {
    pub line: usize,
    pub key: Option<String>,
    pub kind: LinErrorKind,
}

impl fmt::Display for LinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.key {
            Some(key) => write!(f, "line {}, {key}|: {}", self.line, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinErrorKind {
    #[error("this line is not valid {0}, the encoding the file's byte-order mark names")]
    NotUnicode(&'static str),
    #[error(
        "the link has no lin= part: expected a BBO hand viewer link such as …handviewer.html?lin=pn|…"
    )]
    NoLinInLink,
    #[error("no board: LIN gives a board as md|… (the deal) or mb|… (the calls)")]
    NoBoard,
    #[error("the text ends inside the value of {0}|: it looks truncated")]
    Truncated(String),
    #[error("\"{0}\" does not start with the dealer: 1 South, 2 West, 3 North, 4 East")]
    Dealer(String),
    #[error("hand {seat} of the deal: \"{found}\" is not a hand such as SAKQHT98D2CAJ32")]
    Hand { seat: &'static str, found: String },
    #[error("{0}")]
    Deal(#[from] DealError),
    #[error("\"{0}\" is not a vulnerability: o (none), n, e or b (both)")]
    Vulnerability(String),
    #[error("call {position} (\"{written}\"): {source}")]
    Call {
        position: usize,
        written: String,
        source: ParseCallError,
    },
    #[error("a call before the deal (md|) names the dealer")]
    CallBeforeDeal,
    #[error("a card before the deal (md|): whose card it is cannot be known")]
    CardBeforeDeal,
    #[error("an explanation with no call before it")]
    ExplanationWithoutCall,
    #[error("\"{0}\" is not a card such as D4 or ST")]
    Card(String),
    #[error("{0} is played twice")]
    CardPlayedTwice(Card),
    #[error("the play has more than 13 tricks")]
    TooManyTricks,
    #[error("\"{0}\" is not a claim: the number of tricks declarer claims in all, 0 to 13")]
    Claim(String),
}
