//! Many deals at once: solved a handful at a time over every core, each handful handed to the
//! caller (who stores it) before the next starts, so a cancel or a crash loses at most the
//! handful being solved and never leaves a half-written result.

use super::error::AnalysisError;
use super::solver;
use super::table::TrickTable;
use crate::bridge::Deal;
use std::sync::atomic::{AtomicBool, Ordering};

/// How a batch ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BatchOutcome {
    pub solved: usize,
    pub total: usize,
    pub cancelled: bool,
}

/// Solves `deals` (all complete) in handfuls of two per core. After each handful `store` gets
/// the deals with their tables and the count done so far; an error from it stops the batch.
/// `cancel` is looked at between handfuls.
pub fn solve_in_batches<E: From<AnalysisError>>(
    deals: &[Deal],
    cancel: &AtomicBool,
    mut store: impl FnMut(&[(Deal, TrickTable)], usize) -> Result<(), E>,
) -> Result<BatchOutcome, E> {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let handful = (2 * cores).max(2);
    let mut solved = 0;
    for chunk in deals.chunks(handful) {
        if cancel.load(Ordering::Relaxed) {
            return Ok(BatchOutcome {
                solved,
                total: deals.len(),
                cancelled: true,
            });
        }
        let tables = solver::solve_many(chunk)?;
        let results: Vec<(Deal, TrickTable)> = chunk.iter().copied().zip(tables).collect();
        solved += results.len();
        store(&results, solved)?;
    }
    Ok(BatchOutcome {
        solved,
        total: deals.len(),
        cancelled: false,
    })
}
