//! Scoring: Law 77 total points, the Law 78B IMP scale, matchpoints.

mod imps;
mod law77;
mod matchpoints;

pub use imps::{IMP_THRESHOLDS, MAX_IMPS, imps};
pub use law77::{
    ScoreBreakdown, ScoringError, TRICKS_IN_A_DEAL, declarer_score, ns_score, score_breakdown,
};
pub use matchpoints::{
    MatchpointError, MatchpointResult, NeubergScore, matchpoint_board, matchpoints, neuberg,
};
