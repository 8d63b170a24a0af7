//! Why a deal cannot be analysed.

use crate::bridge::DealError;

/// A deal the solver cannot take: it needs all 52 cards, 13 in each hand, each card once.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("the deal cannot be analysed double dummy: {0}")]
    Deal(#[from] DealError),
}
