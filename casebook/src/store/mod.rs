//! The case store: one interface over two engines, the SQLite file (bundled, with FTS5; the
//! embedded default, one user) and a PostgreSQL archive (a federation's shared cases).
//!
//! - The record lives in tables the application queries (see [`schema`]), not in one blob; the
//!   statements that read and write it are written once ([`sql`]) and run on either engine.
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

mod batch;
mod bundle;
mod check;
mod codec;
mod conflict;
mod copy;
mod digests;
mod double_dummy;
mod error;
mod list;
mod load_many;
mod location;
mod new_rows;
mod path;
pub mod postgres;
mod publish_mark;
mod read;
mod replica;
mod results;
mod roles;
pub mod schema;
mod search;
mod settings;
pub(crate) mod sql;
pub mod sqlite;
mod sync;
mod training;
mod write;

pub use bundle::{BUNDLE_FORMAT, BUNDLE_VERSION, Bundle, ImportConflict, ImportReport};
pub use check::{CheckReport, CheckStage, check_at};
pub use conflict::{Source as ConflictSource, StoredConflict};
pub use copy::{CopyReport, TrainingCases};
pub use error::StoreError;
pub use list::{CaseFilter, CaseSummary};
pub use location::Location;
pub use path::{DATABASE_FILE, TRAINING_FILE, default_database_path, training_database_path};
pub use postgres::address::ServerAddress;
pub use publish_mark::PublicationMarks;
pub use replica::{LocalChanges, ReplicaSource};
pub use results::{BoardResults, CaseTable, EventCase, KeptResults, ResultsSource, StoredEvent};
pub use roles::{ArchiveRole, CaseChange, RoleGrant};
pub use schema::SCHEMA_VERSION;
pub use search::SearchHit;
pub use settings::Setting;
pub use sqlite::check::{check, check_with};
pub use sync::{SyncConflict, SyncOptions, SyncReport, SyncStage};
pub use training::HeldTrainingCase;

use crate::bridge::BoardNumber;
use crate::case::Case;
use chrono::Utc;
use postgres::ServerArchive;
use sql::{Sql, params, query_value};
use sqlite::SqliteFile;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use uuid::Uuid;

/// How long a write waits for another process's transaction before giving up with
/// [`StoreError::Locked`].
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// An open case archive.
pub struct Store {
    engine: Engine,
}

/// The database behind a [`Store`].
enum Engine {
    File(SqliteFile),
    // Boxed: a server's connection state is several times a file's.
    Server(Box<ServerArchive>),
}

/// How a write transaction ends: [`Written::Done`] commits and gives its value;
/// [`Written::Refused`] commits what was written (a losing text kept among the conflicts) and
/// gives the refusal. An error of the transaction's own rolls everything back.
pub(crate) enum Written<T> {
    Done(T),
    Refused(StoreError),
}

impl<T> Written<T> {
    pub(crate) fn into_result(self) -> Result<T, StoreError> {
        match self {
            Written::Done(value) => Ok(value),
            Written::Refused(error) => Err(error),
        }
    }
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.engine {
            Engine::File(file) => f.debug_struct("Store").field("path", &file.path).finish(),
            Engine::Server(archive) => f
                .debug_struct("Store")
                .field("server", &archive.address)
                .finish(),
        }
    }
}

impl Store {
    /// Opens an existing database file, migrating it to the current schema.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Self::open_with(path, false, DEFAULT_BUSY_TIMEOUT)
    }

    /// Opens a database file, creating it (and its directory) when it does not exist.
    pub fn create_or_open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Self::open_with(path, true, DEFAULT_BUSY_TIMEOUT)
    }

    /// [`Store::open`] or [`Store::create_or_open`] with another busy timeout.
    pub fn open_with(
        path: impl AsRef<Path>,
        create: bool,
        busy_timeout: Duration,
    ) -> Result<Store, StoreError> {
        Ok(Store {
            engine: Engine::File(sqlite::open::open(path.as_ref(), create, busy_timeout)?),
        })
    }

    /// Opens the archive at `location`: a file (created when `create` and missing) or a
    /// server's database (an empty one made an archive), migrated to the current schema.
    pub fn open_at(location: &Location, create: bool) -> Result<Store, StoreError> {
        match location {
            Location::File(path) => Self::open_with(path, create, DEFAULT_BUSY_TIMEOUT),
            Location::Server(address) => Ok(Store {
                engine: Engine::Server(Box::new(ServerArchive::open(address)?)),
            }),
        }
    }

    /// The schema version this opening migrated the archive from, when it was an older one:
    /// the command line and the window say so.
    pub fn migrated_from(&self) -> Option<i64> {
        match &self.engine {
            Engine::File(file) => file.migrated_from,
            Engine::Server(archive) => archive.migrated_from,
        }
    }

    /// Where this archive is.
    pub fn location(&self) -> Location {
        match &self.engine {
            Engine::File(file) => Location::File(file.path().to_path_buf()),
            Engine::Server(archive) => Location::Server(archive.address.clone()),
        }
    }

    /// Runs `read` outside any transaction of its own.
    pub(crate) fn read<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.engine {
            Engine::File(file) => file.read(read),
            Engine::Server(archive) => archive.read(read),
        }
    }

    /// Runs `read` in one read transaction: what it reads is one moment's state.
    pub(crate) fn snapshot<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.engine {
            Engine::File(file) => file.snapshot(read),
            Engine::Server(archive) => archive.snapshot(read),
        }
    }

    /// Runs `write` in one write transaction (see [`Written`]).
    pub(crate) fn write<T>(
        &mut self,
        write: impl FnOnce(&mut dyn Sql) -> Result<Written<T>, StoreError>,
    ) -> Result<T, StoreError> {
        match &mut self.engine {
            Engine::File(file) => file.write(write),
            Engine::Server(archive) => archive.write(write),
        }
    }

    /// Creates and saves a draft case for a board (revision 1).
    pub fn new_case(&mut self, board: BoardNumber) -> Result<Case, StoreError> {
        self.save_case(&Case::new(board), 0)
    }

    /// The case with this UUID.
    pub fn load_case(&self, uuid: Uuid) -> Result<Case, StoreError> {
        self.read(|db| read::read_case_by_uuid(db, uuid)?.ok_or(StoreError::NoSuchCase { uuid }))
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
        let mut saved = case.clone();
        saved.revision = expected_revision + 1;
        saved.audit.updated = Utc::now();
        self.write(|db| {
            // The revision check is the database's own: the row is claimed by an update that
            // matches only the revision the edit was based on. Of two saves over one revision
            // one claims it; on a server the other waits for it to commit and then claims
            // nothing.
            let claimed = if expected_revision == 0 {
                write::insert_case(db, &saved, saved.revision, write::Synced::Keep)?.map(|_| None)
            } else {
                db.query_optional(
                    "UPDATE cases SET revision = revision + 1 WHERE uuid = ?1 AND revision = ?2
                     RETURNING status",
                    params![
                        case.uuid.to_string(),
                        write::revision_value(expected_revision)?
                    ],
                )?
                .map(|row| row.get::<String>(0).map(Some))
                .transpose()?
            };
            let Some(stored_status) = claimed else {
                return keep_conflict(db, case, expected_revision);
            };
            if let Some(status) = stored_status {
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
                write::write_case(db, &saved, saved.revision, write::Synced::Keep)?;
            }
            Ok(Written::Done(saved))
        })
    }

    /// Deletes a case, provided nobody saved it since `expected_revision`. On a server under
    /// roles a case the login may read but not delete is refused with
    /// [`StoreError::DeleteRefused`]; the server's history records a deletion under the login.
    pub fn delete_case(&mut self, uuid: Uuid, expected_revision: u64) -> Result<(), StoreError> {
        self.write(|db| {
            let deleted: Option<i64> = query_value(
                db,
                "DELETE FROM cases WHERE uuid = ?1 AND revision = ?2 RETURNING id",
                params![uuid.to_string(), write::revision_value(expected_revision)?],
            )?;
            if let Some(id) = deleted {
                search::unindex_case(db, id)?;
                return Ok(Written::Done(()));
            }
            match stored_revision(db, uuid)? {
                None => Err(StoreError::NoSuchCase { uuid }),
                // Seen at the very revision asked for, yet not deleted: the server's policy
                // kept it (a file has none).
                Some(stored_revision) if stored_revision == expected_revision => {
                    Err(StoreError::DeleteRefused { uuid })
                }
                Some(stored_revision) => Err(StoreError::Conflict {
                    uuid,
                    stored_revision,
                    your_revision: expected_revision,
                }),
            }
        })
    }

    /// Cases matching `filter`, by year and case number.
    pub fn list_cases(&self, filter: &CaseFilter) -> Result<Vec<CaseSummary>, StoreError> {
        self.read(|db| list::list(db, filter))
    }

    /// Cases whose facts, statements, ruling, decision, write-up or commentary contain every
    /// word of `query` in any inflection (ё = е), best first, each with a snippet.
    pub fn search_cases(&self, query: &str, limit: usize) -> Result<Vec<SearchHit>, StoreError> {
        self.read(|db| search::search(db, query, limit))
    }

    /// The same search, best first, as UUIDs only: no prose read, no snippet made, for a case
    /// list narrowed as the user types.
    pub fn find_cases(&self, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
        self.read(|db| search::find(db, query, limit))
    }

    /// Snippets of `query` in the prose of the cases named (the rows a list shows of the
    /// cases [`Store::find_cases`] found), in that order.
    pub fn search_snippets(
        &self,
        query: &str,
        uuids: &[Uuid],
    ) -> Result<Vec<(Uuid, crate::text::Snippet)>, StoreError> {
        self.read(|db| search::snippets(db, query, uuids))
    }

    /// Texts kept by saves and imports that lost a race, for one case or all.
    pub fn conflicts(&self, uuid: Option<Uuid>) -> Result<Vec<StoredConflict>, StoreError> {
        self.read(|db| conflict::list(db, uuid))
    }

    /// Forgets a kept conflict text once the user has dealt with it.
    pub fn dismiss_conflict(&mut self, id: i64) -> Result<bool, StoreError> {
        self.write(|db| {
            let n = db.execute("DELETE FROM conflicts WHERE id = ?1", params![id])?;
            Ok(Written::Done(n > 0))
        })
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
        self.write(|db| bundle::export(db, uuids, progress).map(Written::Done))
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
        self.write(|db| {
            let report = bundle::import(db, &bundle, progress, cancel)?;
            if cancel.load(Ordering::Relaxed) {
                return Err(StoreError::Cancelled);
            }
            Ok(Written::Done(report))
        })
    }

    /// The integrity and schema check of this store's archive.
    pub fn check(&self) -> CheckReport {
        match &self.engine {
            Engine::File(file) => {
                sqlite::check::check_connection(&file.conn, &file.path, &mut |_| {})
            }
            Engine::Server(archive) => postgres::check::check(&archive.address, &mut |_| {}),
        }
    }
}

/// The revision the store holds of a case, if it holds the case.
fn stored_revision(db: &mut dyn Sql, uuid: Uuid) -> Result<Option<u64>, StoreError> {
    let revision: Option<i64> = query_value(
        db,
        "SELECT revision FROM cases WHERE uuid = ?1",
        params![uuid.to_string()],
    )?;
    Ok(revision.map(|r| u64::try_from(r).unwrap_or(0)))
}

/// A save that lost the race: its text kept among the conflicts, committed, and refused.
fn keep_conflict<T>(
    db: &mut dyn Sql,
    case: &Case,
    your_revision: u64,
) -> Result<Written<T>, StoreError> {
    let stored_revision = stored_revision(db, case.uuid)?.unwrap_or(0);
    conflict::keep(
        db,
        case,
        stored_revision,
        your_revision,
        conflict::Source::Save,
    )?;
    Ok(Written::Refused(StoreError::Conflict {
        uuid: case.uuid,
        stored_revision,
        your_revision,
    }))
}
