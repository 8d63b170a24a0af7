//! The case store: SQLite (bundled, with FTS5), one file per database.
//!
//! - The record lives in tables the application queries (see [`schema`]), not in one blob.
//! - The schema is versioned by `PRAGMA user_version` and migrated forward on open; a database
//!   of a newer version is refused untouched.
//! - WAL, foreign keys, a busy timeout for a second process; every edit is one transaction.
//! - Each case has a revision: [`Store::save_case`] fails with [`StoreError::Conflict`] when
//!   someone saved in between, and keeps the losing text among the [`Store::conflicts`].
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

mod batch;
mod bundle;
mod check;
mod codec;
mod conflict;
mod digests;
mod double_dummy;
mod error;
mod list;
mod load_many;
mod open;
mod path;
mod publish_mark;
mod read;
pub mod schema;
mod search;
mod write;

pub use bundle::{BUNDLE_FORMAT, BUNDLE_VERSION, Bundle, ImportConflict, ImportReport};
pub use check::{CheckReport, CheckStage, check, check_with};
pub use conflict::StoredConflict;
pub use error::StoreError;
pub use list::{CaseFilter, CaseSummary};
pub use path::{DATABASE_FILE, default_database_path};
pub use publish_mark::PublicationMarks;
pub use schema::SCHEMA_VERSION;
pub use search::SearchHit;

use crate::bridge::BoardNumber;
use crate::case::Case;
use chrono::Utc;
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use uuid::Uuid;

/// How long a write waits for another process's transaction before giving up with
/// [`StoreError::Locked`].
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// An open case database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

impl Store {
    /// Opens an existing database, migrating it to the current schema.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        open::open(path.as_ref(), false, DEFAULT_BUSY_TIMEOUT)
    }

    /// Opens a database, creating the file (and its directory) when it does not exist.
    pub fn create_or_open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        open::open(path.as_ref(), true, DEFAULT_BUSY_TIMEOUT)
    }

    /// [`Store::open`] or [`Store::create_or_open`] with another busy timeout.
    pub fn open_with(
        path: impl AsRef<Path>,
        create: bool,
        busy_timeout: Duration,
    ) -> Result<Store, StoreError> {
        open::open(path.as_ref(), create, busy_timeout)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Gives an SQLite failure its meaning for this file (locked, corrupt, read-only).
    fn fail(&self, e: impl Into<StoreError>) -> StoreError {
        e.into().in_file(&self.path)
    }

    /// Starts a write transaction, taking the write lock at once so that a second writer waits
    /// (up to the busy timeout) instead of failing half-way.
    fn write(&mut self) -> Result<Transaction<'_>, StoreError> {
        let path = self.path.clone();
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| StoreError::at(&path, e))
    }

    /// Creates and saves a draft case for a board (revision 1).
    pub fn new_case(&mut self, board: BoardNumber) -> Result<Case, StoreError> {
        self.save_case(&Case::new(board), 0)
    }

    /// The case with this UUID.
    pub fn load_case(&self, uuid: Uuid) -> Result<Case, StoreError> {
        let id = write::case_id(&self.conn, &uuid).map_err(|e| self.fail(e))?;
        let id = id.ok_or(StoreError::NoSuchCase { uuid })?;
        read::read_case(&self.conn, id).map_err(|e| self.fail(e))
    }

    /// Saves `case` over revision `expected_revision` (0 for a case not yet stored) and returns
    /// it as stored: revision one higher, `audit.updated` now.
    ///
    /// When the store holds another revision (someone saved in between, or deleted the case),
    /// nothing is overwritten: the text is kept among the conflicts and
    /// [`StoreError::Conflict`] says which revisions met. The case is validated first, and its
    /// status may move only one step.
    pub fn save_case(&mut self, case: &Case, expected_revision: u64) -> Result<Case, StoreError> {
        case.validate().map_err(|error| StoreError::InvalidCase {
            uuid: case.uuid,
            error,
        })?;
        let path = self.path.clone();
        let tx = self.write()?;
        let stored: Option<(i64, String)> = tx
            .query_row(
                "SELECT revision, status FROM cases WHERE uuid = ?1",
                [case.uuid.to_string()],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()
            .map_err(|e| StoreError::at(&path, e))?;
        let stored_revision = stored
            .as_ref()
            .map_or(0, |(r, _)| u64::try_from(*r).unwrap_or(0));
        if stored_revision != expected_revision {
            conflict::keep(
                &tx,
                case,
                stored_revision,
                expected_revision,
                conflict::Source::Save,
            )
            .map_err(|e| e.in_file(&path))?;
            tx.commit().map_err(|e| StoreError::at(&path, e))?;
            return Err(StoreError::Conflict {
                uuid: case.uuid,
                stored_revision,
                your_revision: expected_revision,
            });
        }
        if let Some((_, status)) = &stored {
            let from = status.parse().map_err(|message| StoreError::StoredCase {
                uuid: case.uuid.to_string(),
                field: "review.status".to_string(),
                message,
            })?;
            if !crate::case::CaseStatus::can_move_to(from, case.review.status) {
                return Err(StoreError::IllegalStatusChange {
                    uuid: case.uuid,
                    from,
                    to: case.review.status,
                });
            }
        }
        let mut saved = case.clone();
        saved.revision = stored_revision + 1;
        saved.audit.updated = Utc::now();
        write::write_case(&tx, &saved, saved.revision, write::Synced::Keep)
            .map_err(|e| e.in_file(&path))?;
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(saved)
    }

    /// Deletes a case, provided nobody saved it since `expected_revision`.
    pub fn delete_case(&mut self, uuid: Uuid, expected_revision: u64) -> Result<(), StoreError> {
        let path = self.path.clone();
        let tx = self.write()?;
        let stored: Option<(i64, i64)> = tx
            .query_row(
                "SELECT id, revision FROM cases WHERE uuid = ?1",
                [uuid.to_string()],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()
            .map_err(|e| StoreError::at(&path, e))?;
        let Some((id, revision)) = stored else {
            return Err(StoreError::NoSuchCase { uuid });
        };
        let stored_revision = u64::try_from(revision).unwrap_or(0);
        if stored_revision != expected_revision {
            return Err(StoreError::Conflict {
                uuid,
                stored_revision,
                your_revision: expected_revision,
            });
        }
        search::unindex_case(&tx, id).map_err(|e| e.in_file(&path))?;
        tx.execute("DELETE FROM cases WHERE id = ?1", [id])
            .map_err(|e| StoreError::at(&path, e))?;
        tx.commit().map_err(|e| StoreError::at(&path, e))
    }

    /// Cases matching `filter`, by year and case number.
    pub fn list_cases(&self, filter: &CaseFilter) -> Result<Vec<CaseSummary>, StoreError> {
        list::list(&self.conn, filter).map_err(|e| self.fail(e))
    }

    /// Cases whose facts, statements, ruling, decision, write-up or commentary contain every
    /// word of `query` in any inflection (ё = е), best first, each with a snippet.
    pub fn search_cases(&self, query: &str, limit: usize) -> Result<Vec<SearchHit>, StoreError> {
        search::search(&self.conn, query, limit).map_err(|e| self.fail(e))
    }

    /// The same search, best first, as UUIDs only: no prose read, no snippet made, for a case
    /// list narrowed as the user types.
    pub fn find_cases(&self, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
        search::find(&self.conn, query, limit).map_err(|e| self.fail(e))
    }

    /// Snippets of `query` in the prose of the cases named (the rows a list shows of the
    /// cases [`Store::find_cases`] found), in that order.
    pub fn search_snippets(
        &self,
        query: &str,
        uuids: &[Uuid],
    ) -> Result<Vec<(Uuid, crate::text::Snippet)>, StoreError> {
        search::snippets(&self.conn, query, uuids).map_err(|e| self.fail(e))
    }

    /// Texts kept by saves and imports that lost a race, for one case or all.
    pub fn conflicts(&self, uuid: Option<Uuid>) -> Result<Vec<StoredConflict>, StoreError> {
        conflict::list(&self.conn, uuid).map_err(|e| self.fail(e))
    }

    /// Forgets a kept conflict text once the user has dealt with it.
    pub fn dismiss_conflict(&mut self, id: i64) -> Result<bool, StoreError> {
        let path = self.path.clone();
        let tx = self.write()?;
        let n = tx
            .execute("DELETE FROM conflicts WHERE id = ?1", [id])
            .map_err(|e| StoreError::at(&path, e))?;
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(n > 0)
    }

    /// The chosen cases (all when `uuids` is empty) as a case bundle, JSON text. Records the
    /// exported revisions, so a later import can tell an edit made here since.
    pub fn export_bundle(&mut self, uuids: &[Uuid]) -> Result<String, StoreError> {
        self.export_bundle_with(uuids, &mut |_, _| {})
    }

    /// [`Store::export_bundle`], telling `progress` the cases read of those to export.
    pub fn export_bundle_with(
        &mut self,
        uuids: &[Uuid],
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<String, StoreError> {
        let path = self.path.clone();
        let tx = self.write()?;
        let text = bundle::export(&tx, uuids, progress).map_err(|e| e.in_file(&path))?;
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(text)
    }

    /// Imports a case bundle in one transaction: all of it, or — for broken JSON, a wrong
    /// format or an invalid case — nothing.
    pub fn import_bundle(&mut self, json: &str) -> Result<ImportReport, StoreError> {
        self.import_bundle_with(json, &mut |_, _| {}, &AtomicBool::new(false))
    }

    /// [`Store::import_bundle`], telling `progress` the cases done of the bundle's, and
    /// stopped with [`StoreError::Cancelled`] — nothing imported — once `cancel` is set.
    pub fn import_bundle_with(
        &mut self,
        json: &str,
        progress: &mut dyn FnMut(usize, usize),
        cancel: &AtomicBool,
    ) -> Result<ImportReport, StoreError> {
        let bundle = bundle::BundleText::read(json)?;
        let path = self.path.clone();
        let tx = self.write()?;
        let report =
            bundle::import(&tx, &bundle, progress, cancel).map_err(|e| e.in_file(&path))?;
        if cancel.load(Ordering::Relaxed) {
            return Err(StoreError::Cancelled);
        }
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(report)
    }

    /// The integrity and schema check of this store's file.
    pub fn check(&self) -> CheckReport {
        check::check_connection(&self.conn, &self.path, &mut |_| {})
    }
}
