//! The committee's decision.

use super::adjusted::AdjustedScore;
use crate::bridge::Side;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// What the committee did with the Director's ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RulingOutcome {
    Upheld,
    Varied,
    Cancelled,
}

impl RulingOutcome {
    pub const ALL: [RulingOutcome; 3] = [
        RulingOutcome::Upheld,
        RulingOutcome::Varied,
        RulingOutcome::Cancelled,
    ];

    pub fn code(self) -> &'static str {
        match self {
            RulingOutcome::Upheld => "upheld",
            RulingOutcome::Varied => "varied",
            RulingOutcome::Cancelled => "cancelled",
        }
    }
}

impl FromStr for RulingOutcome {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RulingOutcome::ALL
            .into_iter()
            .find(|o| o.code() == s.trim())
            .ok_or_else(|| {
                format!("unknown ruling outcome \"{s}\": expected upheld, varied or cancelled")
            })
    }
}

/// What became of the appeal deposit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DepositOutcome {
    Returned,
    Kept,
}

impl DepositOutcome {
    pub fn code(self) -> &'static str {
        match self {
            DepositOutcome::Returned => "returned",
            DepositOutcome::Kept => "kept",
        }
    }
}

impl FromStr for DepositOutcome {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "returned" => Ok(DepositOutcome::Returned),
            "kept" => Ok(DepositOutcome::Kept),
            _ => Err(format!(
                "unknown deposit outcome \"{s}\": expected returned or kept"
            )),
        }
    }
}

/// A procedural penalty on one side (Law 90).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProceduralPenalty {
    pub side: Side,
    /// As written: `3 IMPs`, `25% of a top`.
    pub amount: String,
    #[serde(default)]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Decision {
    pub outcome: Option<RulingOutcome>,
    /// The committee's adjusted score; empty when the table result stands.
    pub adjusted: AdjustedScore,
    pub procedural_penalties: Vec<ProceduralPenalty>,
    pub deposit: Option<DepositOutcome>,
    /// The appeal was found to lack merit (AWMW).
    pub without_merit: bool,
    /// The committee's reasoning (Markdown).
    pub reasoning: String,
    /// A minority opinion, when a member dissented.
    pub dissent: String,
}
