//! A replica's synchronisation with its archive, off the interface thread: when the window
//! opens it, every few minutes while it is open, and on File › Sync. What the last one did —
//! or why the server could not be reached — is what the status bar tells.

use super::{Answer, Worker, take_answer};
use crate::i18n::ShownError;
use casebook::store::{Store, SyncOptions, SyncReport, SyncStage};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How often an open replica is synchronised, and tried again after a failure.
pub const SYNC_EVERY: Duration = Duration::from_secs(120);

/// The last sync's outcome.
#[derive(Debug, Clone)]
pub enum SyncOutcome {
    Synced(SyncReport),
    Failed(ShownError),
}

/// The sync running and the one before.
#[derive(Default)]
pub struct ReplicaSync {
    worker: Option<Worker<Result<SyncReport, ShownError>>>,
    /// Cases done of all, for the status bar.
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    next: Option<Instant>,
    last: Option<SyncOutcome>,
}

impl ReplicaSync {
    pub fn running(&self) -> bool {
        self.worker.is_some()
    }

    /// Cases done of all in the running sync.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    pub fn last(&self) -> Option<&SyncOutcome> {
        self.last.as_ref()
    }

    /// Whether a sync is due (none has run yet, or the last is old).
    pub fn due(&self, now: Instant) -> bool {
        !self.running() && self.next.is_none_or(|next| now >= next)
    }

    /// Starts a sync of the replica at `path`, unless one is running.
    pub fn start(&mut self, path: PathBuf, ctx: &egui::Context) {
        if self.running() {
            return;
        }
        self.done.store(0, Ordering::Relaxed);
        self.total.store(0, Ordering::Relaxed);
        let (done, total) = (self.done.clone(), self.total.clone());
        let progress_ctx = ctx.clone();
        let worker = Worker::start("replica-sync", Some(ctx.clone()), move || {
            let outcome = Store::open(&path).and_then(|mut replica| {
                replica.sync(
                    None,
                    &SyncOptions::default(),
                    &mut |_: SyncStage, d, t| {
                        done.store(d, Ordering::Relaxed);
                        total.store(t, Ordering::Relaxed);
                        progress_ctx.request_repaint();
                    },
                    &AtomicBool::new(false),
                )
            });
            match &outcome {
                Ok(report) => tracing::info!(
                    sent = report.sent.len(),
                    received = report.received.len(),
                    conflicts = report.conflicts.len(),
                    "synchronised the replica {}",
                    path.display()
                ),
                Err(e) => tracing::warn!("the replica {} did not sync: {e}", path.display()),
            }
            outcome.map_err(ShownError::new)
        });
        self.worker = Some(worker);
    }

    /// The finished sync's outcome, once; the next is scheduled from now.
    pub fn poll(&mut self, now: Instant) -> Option<&SyncOutcome> {
        let outcome = match take_answer(&mut self.worker)? {
            Answer::Ready(Ok(report)) => SyncOutcome::Synced(report),
            Answer::Ready(Err(error)) => SyncOutcome::Failed(error),
            Answer::Pending | Answer::Stopped | Answer::NotStarted => {
                SyncOutcome::Failed(ShownError::new(super::worker_stopped()))
            }
        };
        self.next = Some(now + SYNC_EVERY);
        self.last = Some(outcome);
        self.last.as_ref()
    }
}
