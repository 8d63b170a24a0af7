//! A hand record: one board as a tournament's files give it — who played, the cards, the
//! auction with its alerts and explanations, the play and the result. The PBN and LIN readers
//! both produce it; the case importer maps it onto a case.

mod auction;
mod play;

pub use auction::{AnnotatedAuction, CallAnnotation};
pub use play::{Play, PlayIrregularity, PlayedCard, Trick};

use crate::bridge::{Board, BoardNumber, Contract, Deal, Seat, Vulnerability};
use crate::scoring::{ScoringError, ns_score};
use serde::{Deserialize, Serialize};

/// The outcome of the auction as the record states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FinalContract {
    /// All four players passed (Law 22B).
    PassedOut,
    Contract(Contract),
}

impl FinalContract {
    pub fn contract(self) -> Option<Contract> {
        match self {
            FinalContract::PassedOut => None,
            FinalContract::Contract(contract) => Some(contract),
        }
    }
}

/// Commentary the record places among its tags: before the first (`after: None`) or after the
/// tag named.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commentary {
    pub after: Option<String>,
    pub text: String,
}

/// A tag the hand record has no field for (`Room`, `Round`, `ScoreIMP`, `OptimumResultTable`…),
/// kept so that it can be written back. `section` holds the data lines of a table tag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OtherTag {
    pub name: String,
    pub value: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub section: Vec<String>,
}

/// One board as played at one table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct HandRecord {
    pub event: Option<String>,
    pub site: Option<String>,
    /// As the record writes it: PBN `YYYY.MM.DD`, with `?` for unknown digits.
    pub date: Option<String>,
    pub board: Option<BoardNumber>,
    /// Player names, indexed by [`Seat::index`].
    pub players: [Option<String>; 4],
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    pub deal: Deal,
    /// The scoring method as written (`IMP`, `MP`, `Butler`…).
    pub scoring: Option<String>,
    pub auction: Option<AnnotatedAuction>,
    pub play: Option<Play>,
    /// Tricks declarer claimed in all (LIN `mc`).
    pub claim: Option<u8>,
    pub contract: Option<FinalContract>,
    pub declarer: Option<Seat>,
    /// Declarer and dummy were swapped (PBN `^` before the declarer, §3.4.13).
    #[serde(default)]
    pub declarer_swapped: bool,
    /// Tricks won by declarer.
    pub result: Option<u8>,
    /// The players agreed a number of tricks other than those won (PBN `^` before the result).
    #[serde(default)]
    pub result_disputed: bool,
    /// The score recorded for the board, from North–South's side.
    pub score_ns: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commentary: Vec<Commentary>,
    /// Every other tag, in the order the record gave them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_tags: Vec<OtherTag>,
}

impl HandRecord {
    pub fn player(&self, seat: Seat) -> Option<&str> {
        self.players[seat.index()].as_deref()
    }

    /// The first other tag of that name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.other_tags
            .iter()
            .find(|tag| tag.name == name)
            .map(|tag| tag.value.as_str())
    }

    /// The board as the record marks it, when it gives the number, dealer and vulnerability.
    pub fn board(&self) -> Option<Board> {
        Some(Board {
            number: self.board?,
            dealer: self.dealer?,
            vulnerability: self.vulnerability?,
            deal: self.deal,
        })
    }

    /// The contract and declarer the auction arrives at, once it has ended with a bid.
    pub fn contract_from_auction(&self) -> Option<(Contract, Seat)> {
        self.auction.as_ref()?.auction().final_contract()
    }

    /// The Law 77 score of the recorded contract, declarer and result, from North–South's side
    /// (0 for a passed-out board); `None` when the record lacks one of them.
    pub fn law77_score_ns(&self) -> Option<Result<i32, ScoringError>> {
        match self.contract? {
            FinalContract::PassedOut => Some(Ok(0)),
            FinalContract::Contract(contract) => Some(ns_score(
                contract,
                self.declarer?,
                self.vulnerability?,
                self.result?,
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_law77_score_needs_contract_declarer_vulnerability_and_result() {
        let mut record = HandRecord {
            contract: Some(FinalContract::Contract("4S".parse().expect("a contract"))),
            declarer: Some(Seat::East),
            vulnerability: Some(Vulnerability::EW),
            ..HandRecord::default()
        };
        assert_eq!(record.law77_score_ns(), None);
        record.result = Some(11);
        assert_eq!(record.law77_score_ns(), Some(Ok(-650)));
        record.contract = Some(FinalContract::PassedOut);
        assert_eq!(record.law77_score_ns(), Some(Ok(0)));
    }

    #[test]
    fn other_tags_are_found_by_name() {
        let record = HandRecord {
            other_tags: vec![OtherTag {
                name: "Room".into(),
                value: "Closed".into(),
                section: Vec::new(),
            }],
            ..HandRecord::default()
        };
        assert_eq!(record.tag("Room"), Some("Closed"));
        assert_eq!(record.tag("Round"), None);
        assert_eq!(record.board(), None);
    }
}
