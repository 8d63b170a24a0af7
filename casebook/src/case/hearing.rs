//! What the committee hears: the facts, the parties' statements, the Director's ruling and the
//! appeal against it.

use super::adjusted::AdjustedScore;
use crate::bridge::{Seat, Side};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

/// A fact the parties disagreed on, and what the committee found.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DisputedFact {
    pub point: String,
    pub finding: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Facts {
    /// Facts both sides accept (Markdown). Reconstructed facts are marked as such in the text.
    pub agreed: String,
    pub disputed: Vec<DisputedFact>,
}

/// What one party said at the hearing or in writing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Statement {
    /// Who spoke, by name or role (`Восток`, `капитан команды С–Ю`).
    pub speaker: String,
    /// The speaker's seat, when a player.
    pub seat: Option<Seat>,
    pub text: String,
}

/// The Director's ruling at the table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DirectorRuling {
    /// Laws cited, as written (`16B1`, `12C1(c)`, `73F`).
    pub laws: Vec<String>,
    pub text: String,
    /// The adjusted score the Director gave; empty when the result stood.
    pub adjusted: AdjustedScore,
}

/// The appeal against the ruling.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Appeal {
    pub appellant: Option<Side>,
    /// When the appeal was lodged (local time of the tournament), to check it was in time.
    pub lodged_at: Option<NaiveDateTime>,
    pub grounds: String,
    /// Who attended the hearing, as written (`Север, Запад, капитан С–Ю`).
    pub present: Vec<String>,
    /// The deposit as paid (`20 евро`); what became of it is in the decision.
    pub deposit: Option<String>,
}
