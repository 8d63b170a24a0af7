//! Cases moving between archives: a bundle of cases as one JSON file, a whole archive copied
//! to another engine, and a replica — a committee's file of a server's cases — kept in step
//! with its archive both ways.

mod bundle;
mod copy;
mod replica;
mod sync;

pub use bundle::{BUNDLE_FORMAT, BUNDLE_VERSION, Bundle, ImportConflict, ImportReport};
pub use copy::{CopyReport, TrainingCases};
pub use replica::{LocalChanges, ReplicaSource};
pub use sync::{SyncConflict, SyncOptions, SyncReport, SyncStage};
