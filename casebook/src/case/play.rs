//! The play and the result at the table.

use crate::bridge::{Card, Contract, Seat, Vulnerability};
use crate::scoring::{ScoringError, ns_score};
use serde::{Deserialize, Serialize};

/// How the board was played, as far as the case needs it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Play {
    pub opening_lead: Option<Card>,
    /// The play as the casebook prints it, trick by trick or in words.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub record: String,
    /// The claim or concession statement, word for word, when there was one.
    pub claim: Option<String>,
}

/// The contract played at the table and its result. `contract: None` is a passed-out board.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TableResult {
    pub contract: Option<Contract>,
    pub declarer: Option<Seat>,
    /// Tricks won by declarer's side, 0–13.
    pub tricks: Option<u8>,
    /// The score North–South got at the table, as recorded (it may include a penalty).
    pub ns_score: Option<i32>,
}

impl TableResult {
    /// The Law 77 score of the contract for North–South, when contract, declarer and tricks are
    /// known; a passed-out board scores 0.
    pub fn law77_ns_score(
        &self,
        vulnerability: Vulnerability,
    ) -> Option<Result<i32, ScoringError>> {
        match (self.contract, self.declarer, self.tricks) {
            (None, _, _) => Some(Ok(0)),
            (Some(contract), Some(declarer), Some(tricks)) => {
                Some(ns_score(contract, declarer, vulnerability, tricks))
            }
            _ => None,
        }
    }
}
