//! A case in the archive: made, read, saved over the revision it was edited from (the check is
//! the database's own), deleted, and the texts of saves that lost a race kept.

mod batch;
mod list;
mod load_many;
mod publish_mark;
mod search;
mod server_ranking;

pub use list::{CaseFilter, CaseSummary};
pub use publish_mark::PublicationMarks;
pub use search::SearchHit;

use crate::bridge::BoardNumber;
use crate::case::Case;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Sql, Written, params, query_value};
use crate::store::tables::conflicts::StoredConflict;
use crate::store::tables::{case_read, case_write, conflicts, text_index};
use chrono::Utc;
use uuid::Uuid;

impl Store {
    /// Creates and saves a draft case for a board (revision 1).
    pub fn new_case(&mut self, board: BoardNumber) -> Result<Case, StoreError> {
        self.save_case(&Case::new(board), 0)
    }

    /// The case with this UUID.
    pub fn load_case(&self, uuid: Uuid) -> Result<Case, StoreError> {
        self.read(|db| {
            case_read::read_case_by_uuid(db, uuid)?.ok_or(StoreError::NoSuchCase { uuid })
        })
    }

    /// Saves `case` over revision `expected_revision` (0 for a case not yet stored) and returns
    /// it as stored: revision one higher, `audit.updated` now.
    ///
    /// When the store holds another revision (someone saved in between, or deleted the case),
    /// nothing is overwritten: the text is kept among the conflicts and
    /// [`StoreError::Conflict`] says which revisions met. On a server under roles, a change the
    /// login's role may not make is [`StoreError::SaveRefused`], and nothing is kept. The case
    /// is validated first, and its status may move only one step.
    pub fn save_case(&mut self, case: &Case, expected_revision: u64) -> Result<Case, StoreError> {
        case.validate().map_err(|error| StoreError::InvalidCase {
            uuid: case.uuid,
            error,
        })?;
        let mut saved = case.clone();
        saved.revision = expected_revision + 1;
        saved.audit.updated = Utc::now();
        self.write(|db| {
            // A row the policies refuse to take (approving, another event's case) is refused.
            claim_and_write(db, case, saved, expected_revision).map_err(|e| {
                if e.is_refused_by_roles() {
                    StoreError::SaveRefused { uuid: case.uuid }
                } else {
                    e
                }
            })
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
                params![
                    uuid.to_string(),
                    case_write::revision_value(expected_revision)?
                ],
            )?;
            if let Some(id) = deleted {
                text_index::unindex_case(db, id)?;
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

    /// Texts kept by saves and imports that lost a race, for one case or all.
    pub fn conflicts(&self, uuid: Option<Uuid>) -> Result<Vec<StoredConflict>, StoreError> {
        self.read(|db| conflicts::list(db, uuid))
    }

    /// Forgets a kept conflict text once the user has dealt with it.
    pub fn dismiss_conflict(&mut self, id: i64) -> Result<bool, StoreError> {
        self.write(|db| {
            let n = db.execute("DELETE FROM conflicts WHERE id = ?1", params![id])?;
            Ok(Written::Done(n > 0))
        })
    }
}

/// The revision the store holds of a case, if it holds the case.
pub(crate) fn stored_revision(db: &mut dyn Sql, uuid: Uuid) -> Result<Option<u64>, StoreError> {
    let revision: Option<i64> = query_value(
        db,
        "SELECT revision FROM cases WHERE uuid = ?1",
        params![uuid.to_string()],
    )?;
    Ok(revision.map(|r| u64::try_from(r).unwrap_or(0)))
}

/// Claims the case's row at `expected_revision` and writes `saved` over it (or inserts a new
/// case), within the save's transaction.
fn claim_and_write(
    db: &mut dyn Sql,
    case: &Case,
    saved: Case,
    expected_revision: u64,
) -> Result<Written<Case>, StoreError> {
    // The revision check is the database's own: the row is claimed by an update that
    // matches only the revision the edit was based on. Of two saves over one revision
    // one claims it; on a server the other waits for it to commit and then claims
    // nothing.
    // On a server the claim also says whether the login writes the case as its reviewer of
    // the ruling alone (then only the review is written).
    let claim = match db.dialect() {
        Dialect::Sqlite => {
            "UPDATE cases SET revision = revision + 1 WHERE uuid = ?1 AND revision = ?2
             RETURNING status, 0"
        }
        Dialect::Postgres => {
            "UPDATE cases SET revision = revision + 1 WHERE uuid = ?1 AND revision = ?2
             RETURNING status, NOT casebook_writes(event, status) AND casebook_reviews(uuid)"
        }
    };
    let claimed = if expected_revision == 0 {
        case_write::insert_case(db, &saved, saved.revision, case_write::Synced::Keep)?.map(|_| None)
    } else {
        db.query_optional(
            claim,
            params![
                case.uuid.to_string(),
                case_write::revision_value(expected_revision)?
            ],
        )?
        .map(|row| Ok::<_, StoreError>(Some((row.get::<String>(0)?, row.get::<bool>(1)?))))
        .transpose()?
    };
    let Some(stored_status) = claimed else {
        // Seen at the very revision the edit was based on, yet not claimed: the
        // server's policy kept it (a file has none). Not a conflict: nobody saved.
        if expected_revision != 0 && stored_revision(db, case.uuid)? == Some(expected_revision) {
            return Err(StoreError::SaveRefused { uuid: case.uuid });
        }
        return keep_conflict(db, case, expected_revision);
    };
    if let Some((status, reviews_only)) = stored_status {
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
        if reviews_only {
            write_review(db, &saved)?;
        } else {
            case_write::write_case(db, &saved, saved.revision, case_write::Synced::Keep)?;
        }
    }
    Ok(Written::Done(saved))
}

/// A reviewer's save: his review written over the Director's case, refused when the case he
/// saves changes anything else (the server's privileges would refuse it too, less clearly).
fn write_review(db: &mut dyn Sql, saved: &Case) -> Result<(), StoreError> {
    let stored = case_read::read_case_by_uuid(db, saved.uuid)?
        .ok_or(StoreError::NoSuchCase { uuid: saved.uuid })?;
    let definitions = crate::workflow::bundled().map_err(|e| StoreError::StoredCase {
        uuid: saved.uuid.to_string(),
        field: "workflow".to_string(),
        message: e.to_string(),
    })?;
    if !crate::workflow::changes_only_the_review(&stored, saved, definitions) {
        return Err(StoreError::ReviewOnly { uuid: saved.uuid });
    }
    case_write::write_review(db, saved)
}

/// A save that lost the race: its text kept among the conflicts, committed, and refused.
fn keep_conflict<T>(
    db: &mut dyn Sql,
    case: &Case,
    your_revision: u64,
) -> Result<Written<T>, StoreError> {
    let stored_revision = stored_revision(db, case.uuid)?.unwrap_or(0);
    conflicts::keep(
        db,
        case,
        stored_revision,
        your_revision,
        conflicts::Source::Save,
    )?;
    Ok(Written::Refused(StoreError::Conflict {
        uuid: case.uuid,
        stored_revision,
        your_revision,
    }))
}
