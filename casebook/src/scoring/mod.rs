//! Scoring: Law 77 total points, the Law 78B IMP scale, matchpoints.

mod law77;

pub use law77::{
    ScoreBreakdown, ScoringError, TRICKS_IN_A_DEAL, declarer_score, ns_score, score_breakdown,
};
