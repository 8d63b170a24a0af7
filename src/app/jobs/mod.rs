//! The window's background jobs: work that would stall a frame — solving deals, reading the
//! field, indexing precedents, importing a file, syncing a replica — runs on a worker thread
//! of its own, and the window looks at each job once a frame for its progress and its answer.

pub mod analyse_deals;
pub mod double_dummy;
pub mod guide_pdf;
pub mod import;
pub mod precedents;
pub mod replica_sync;
pub mod traveller;
mod worker;

pub use worker::{Answer, Worker, take_answer};

/// The worker thread ended (or never started) without an answer.
#[derive(Debug)]
pub struct WorkerStopped;

pub fn worker_stopped() -> WorkerStopped {
    WorkerStopped
}

impl crate::i18n::Described for WorkerStopped {
    fn describe(&self, language: crate::i18n::Language) -> String {
        language.tr("dd-worker-stopped")
    }
}
