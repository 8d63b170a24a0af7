//! The case store: one interface over two engines, the SQLite file (bundled, with FTS5; the
//! embedded default, one user) and a PostgreSQL archive (a federation's shared cases).
//!
//! - The record lives in tables the application queries (see [`schema`]), not in one blob; the
//!   statements that read and write it are written once (`sql`, `tables`) and run on either
//!   engine.
//! - The schema is versioned and migrated forward on open; an archive of a newer version is
//!   refused untouched.
//! - Every edit is one transaction. Each case has a revision: [`Store::save_case`] fails with
//!   [`StoreError::Conflict`] when someone saved in between — the check is the database's, a
//!   conditional update — and keeps the losing text among the [`Store::conflicts`].
//!
//! ```no_run
//! use casebook::store::Store;
//! use casebook::bridge::BoardNumber;
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut store = Store::create_or_open("cases.sqlite")?;
//! let mut case = store.new_case(BoardNumber::new(7)?)?;
//! case.facts.agreed = "Север долго думал перед пасом.".into();
//! let case = store.save_case(&case, case.revision)?;
//! assert_eq!(case.revision, 2);
//! # Ok(()) }
//! ```
//!
//! The rooms, from the ground up: what both engines write against (`error`, `location`,
//! `schema`, `sql`, `check_report`, and `roles`, the roles' type the window, the replica and
//! the sync ask); what the archive's tables hold, read and written over `sql` (`tables`); the
//! two engines, each with what only it has (`sqlite`; `postgres`, with the server's address,
//! setup, roles and postings); the open archive (`archive`: [`Store`]); and the features,
//! each adding its methods to [`Store`]: `cases`, `exchange` (bundles, copies, replicas and
//! their sync), `panel`, `caches`, `settings`, `training` and `check`.

mod archive;
mod caches;
mod cases;
mod check;
mod check_report;
mod error;
mod exchange;
mod location;
mod panel;
pub mod postgres;
mod roles;
pub mod schema;
mod served_polls;
mod settings;
pub(crate) mod sql;
pub mod sqlite;
pub(crate) mod tables;
pub(crate) mod texts;
mod training;

pub use archive::Store;
pub use cases::{CaseFilter, CaseSummary, PublicationMarks, SearchHit};
pub use check::check_at;
pub use check_report::{CheckReport, CheckStage};
pub use error::StoreError;
pub use exchange::{
    BUNDLE_FORMAT, BUNDLE_VERSION, Bundle, CopyReport, ImportConflict, ImportReport, LocalChanges,
    ReplicaSource, SyncConflict, SyncOptions, SyncReport, SyncStage, TrainingCases,
};
pub use location::{
    DATABASE_FILE, Location, TRAINING_FILE, default_database_path, training_database_path,
};
pub use panel::CommentedCase;
pub use postgres::address::ServerAddress;
pub use roles::{ArchiveRole, CaseChange, RoleGrant};
pub use schema::SCHEMA_VERSION;
pub use settings::Setting;
pub use sqlite::DEFAULT_BUSY_TIMEOUT;
pub use tables::conflicts::{Source as ConflictSource, StoredConflict};
pub use texts::BundledText;
pub use training::HeldTrainingCase;
