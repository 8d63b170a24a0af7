//! `casebook score`: the Law 77 score of one result.

use super::command_line::ScoreArgs;
use casebook::scoring::{ScoringError, declarer_score};

/// The declaring side's total points, negative when the contract is defeated.
pub fn declarer_side_score(request: &ScoreArgs) -> Result<i32, ScoringError> {
    let vulnerable = request.vulnerability.is_vulnerable(request.declarer.side());
    declarer_score(request.contract, vulnerable, request.tricks)
}
