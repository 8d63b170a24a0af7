//! `casebook score`: the Law 77 score of one result.

use casebook::bridge::{Contract, Seat, Vulnerability};
use casebook::scoring::{ScoringError, declarer_score};

/// One table result as typed on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreRequest {
    pub contract: Contract,
    pub declarer: Seat,
    pub tricks: u8,
    pub vulnerability: Vulnerability,
}

/// The declaring side's total points, negative when the contract is defeated.
pub fn declarer_side_score(request: &ScoreRequest) -> Result<i32, ScoringError> {
    let vulnerable = request.vulnerability.is_vulnerable(request.declarer.side());
    declarer_score(request.contract, vulnerable, request.tricks)
}
