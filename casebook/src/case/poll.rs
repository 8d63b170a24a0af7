//! Logical-alternative polls as recorded: the problem put to the pollees and each answer. The
//! verdicts (shares, thresholds, intervals) are computed from these elsewhere.

use serde::{Deserialize, Serialize};

/// One player's answer to a poll.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PolleeAnswer {
    pub name: String,
    /// Class or level of the pollee, as the regulating authority grades them.
    pub level: String,
    /// The action the pollee would take, as written (`Pass`, `4♠`).
    pub action: String,
    /// The other actions the pollee seriously considered.
    pub considered: Vec<String>,
    pub comment: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Poll {
    /// The workflow step (decision point) the poll informs, e.g. `la`.
    pub step: Option<String>,
    /// The problem as shown to the pollees: the auction without the unauthorized information,
    /// the partnership's methods, the hand.
    pub problem: String,
    pub pollees: Vec<PolleeAnswer>,
}
