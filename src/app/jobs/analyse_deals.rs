//! File > Analyse all deals: every stored deal not yet analysed, solved double dummy over
//! every core off the interface thread, a handful at a time, each handful kept in the cache
//! before the next starts — so Cancel, or closing the window, loses nothing already solved.

use super::{Answer, Worker};
use crate::i18n::ShownError;
use casebook::double_dummy::{self, BatchOutcome};
use casebook::store::{Location, Store, StoreError};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How far the batch is: deals done of the deals to do, read by the window each frame.
#[derive(Debug, Default)]
pub struct Progress {
    pub done: AtomicUsize,
    pub total: AtomicUsize,
}

/// What a finished batch did.
#[derive(Debug, Clone)]
pub struct AnalysedDeals {
    pub outcome: BatchOutcome,
    /// Complete deals that were already analysed before the batch.
    pub already: usize,
    pub elapsed: Duration,
}

/// A running batch.
pub struct AnalyseDealsJob {
    pub progress: Arc<Progress>,
    cancel: Arc<AtomicBool>,
    worker: Worker<Result<AnalysedDeals, ShownError>>,
}

impl AnalyseDealsJob {
    pub fn start(database: Location) -> AnalyseDealsJob {
        let progress = Arc::new(Progress::default());
        let cancel = Arc::new(AtomicBool::new(false));
        let (worker_progress, worker_cancel) = (progress.clone(), cancel.clone());
        let worker = Worker::start("analyse-deals", None, move || {
            run(&database, &worker_progress, &worker_cancel).map_err(ShownError::new)
        });
        AnalyseDealsJob {
            progress,
            cancel,
            worker,
        }
    }

    /// Stops after the handful being solved; what was solved stays.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The outcome once the worker is done; `Some(Err)` when it stopped without one.
    pub fn poll(&self) -> Option<Result<AnalysedDeals, ShownError>> {
        match self.worker.answer() {
            Answer::Pending => None,
            Answer::Ready(outcome) => Some(outcome),
            Answer::Stopped | Answer::NotStarted => {
                Some(Err(ShownError::new(super::worker_stopped())))
            }
        }
    }
}

fn run(
    database: &Location,
    progress: &Progress,
    cancel: &AtomicBool,
) -> Result<AnalysedDeals, StoreError> {
    let started = Instant::now();
    let mut store = Store::open_at(database, false)?;
    let todo = store.deals_without_dd()?;
    let (deals, _) = store.dd_coverage()?;
    progress.total.store(todo.len(), Ordering::Relaxed);
    let outcome = double_dummy::solve_in_batches(&todo, cancel, |rows, done| {
        store.save_dd_tables(rows)?;
        progress.done.store(done, Ordering::Relaxed);
        Ok::<(), StoreError>(())
    })?;
    tracing::info!(
        solved = outcome.solved,
        total = outcome.total,
        cancelled = outcome.cancelled,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "analysed the deals double dummy"
    );
    Ok(AnalysedDeals {
        outcome,
        already: deals - todo.len(),
        elapsed: started.elapsed(),
    })
}
