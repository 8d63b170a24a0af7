//! Scoring: Law 77 total points, the Law 78B IMP scale, matchpoints, and the tricks Law 64
//! transfers after a revoke.

mod imps;
mod law77;
mod matchpoints;
mod revoke;

pub use imps::{IMP_THRESHOLDS, MAX_IMPS, imps};
pub use law77::{
    ScoreBreakdown, ScoringError, TRICKS_IN_A_DEAL, declarer_score, ns_score, score_breakdown,
};
pub use matchpoints::{
    MatchpointError, MatchpointResult, NeubergScore, matchpoint_board, matchpoints, neuberg,
};
pub use revoke::{NoTransfer, REVOKE_TRICK_WITHOUT_TRANSFER, Revoke, RevokeTrickWinner};
