//! Many deals at once: solved a handful at a time over every core, each handful handed to the
//! caller (who stores it) before the next starts, so a cancel or a crash loses at most the
//! handful being solved and never leaves a half-written result.

use super::error::AnalysisError;
use super::solver;
use super::table::TrickTable;
use crate::bridge::Deal;
use std::sync::atomic::{AtomicBool, Ordering};

/// How a batch ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchOutcome {
    pub solved: usize,
    pub total: usize,
    pub cancelled: bool,
    /// Deals that could not be analysed, with the reason; the batch goes on without them.
    pub refused: Vec<(Deal, AnalysisError)>,
}

/// Solves `deals` in handfuls of two per core. After each handful `store` gets the deals with
/// their tables and the count done so far (refused deals included); an error from it stops the
/// batch. `cancel` is looked at between handfuls.
pub fn solve_in_batches<E>(
    deals: &[Deal],
    cancel: &AtomicBool,
    mut store: impl FnMut(&[(Deal, TrickTable)], usize) -> Result<(), E>,
) -> Result<BatchOutcome, E> {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let handful = (2 * cores).max(2);
    let mut outcome = BatchOutcome {
        solved: 0,
        total: deals.len(),
        cancelled: false,
        refused: Vec::new(),
    };
    for chunk in deals.chunks(handful) {
        if cancel.load(Ordering::Relaxed) {
            outcome.cancelled = true;
            return Ok(outcome);
        }
        let mut complete = Vec::with_capacity(chunk.len());
        for deal in chunk {
            match deal.validate_complete() {
                Ok(()) => complete.push(*deal),
                Err(e) => outcome.refused.push((*deal, AnalysisError::Deal(e))),
            }
        }
        // Every deal left is complete, which is all the solver asks.
        let tables = solver::solve_many(&complete).unwrap_or_default();
        let results: Vec<(Deal, TrickTable)> = complete.into_iter().zip(tables).collect();
        outcome.solved += results.len();
        store(&results, outcome.solved + outcome.refused.len())?;
    }
    Ok(outcome)
}
