//! Marking a casebook's cases published: many cases in one transaction, as a status-only
//! update. Each case ends up stored exactly as [`Store::save_case`] of the case as read, with
//! the status `published` and the note appended, would have stored it (revision one higher,
//! `audit.updated` now); but only the `cases` row and one `review_notes` row are written, not
//! the whole record. The full-text index is left as it is: it holds the case's prose, which
//! neither the status nor a review note is part of.

use super::codec;
use super::conflict::{self, Source};
use super::write;
use super::{Store, StoreError};
use crate::case::{Case, CaseStatus, ReviewNote};
use chrono::{DateTime, Utc};
use rusqlite::{OptionalExtension, Transaction, params};
use uuid::Uuid;

/// What [`Store::mark_published`] did, case by case, in the order the cases were given.
#[derive(Debug)]
pub struct PublicationMarks {
    /// The cases marked, each with its new revision.
    pub marked: Vec<(Uuid, u64)>,
    /// The cases left as they were, each with the reason: saved by someone else since it was
    /// read (its text kept among the conflicts, as a save keeps it), invalid, or a status that
    /// cannot move to published.
    pub unmarked: Vec<(Uuid, StoreError)>,
    /// The `audit.updated` time of every marked case.
    pub updated: DateTime<Utc>,
}

impl Store {
    /// Marks `cases` published in one transaction: each, provided the store still holds the
    /// revision it was read at (`case.revision`), gets the status `published`, `note` at the
    /// end of its review notes, a revision one higher and `audit.updated` now. The rest of the
    /// record is not written: it is checked as a save would check it, and kept among the
    /// conflicts (with the new status and note) for a case saved by someone else meanwhile.
    ///
    /// A case that cannot be marked is reported in [`PublicationMarks::unmarked`] with the
    /// error [`Store::save_case`] would have given, and the others are still marked. An error
    /// of the database itself (locked, read-only, damaged) marks nothing.
    pub fn mark_published(
        &mut self,
        cases: &[Case],
        note: &ReviewNote,
    ) -> Result<PublicationMarks, StoreError> {
        let path = self.path.clone();
        let updated = Utc::now();
        let tx = self.write()?;
        let mut marks = PublicationMarks {
            marked: Vec::with_capacity(cases.len()),
            unmarked: Vec::new(),
            updated,
        };
        for case in cases {
            match mark(&tx, case, note, updated).map_err(|e| e.in_file(&path))? {
                Ok(revision) => marks.marked.push((case.uuid, revision)),
                Err(refused) => marks.unmarked.push((case.uuid, refused)),
            }
        }
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(marks)
    }
}

/// Marks one case: `Ok(Ok(new revision))`, `Ok(Err(why not))` for a case left as it was, or
/// `Err` for a failure of the database, which ends the whole transaction.
fn mark(
    tx: &Transaction<'_>,
    case: &Case,
    note: &ReviewNote,
    updated: DateTime<Utc>,
) -> Result<Result<u64, StoreError>, StoreError> {
    // The same checks, in the same order, as a save of the marked case.
    let mut marked = case.clone();
    marked.review.status = CaseStatus::Published;
    marked.review.notes.push(note.clone());
    if let Err(error) = marked.validate() {
        return Ok(Err(StoreError::InvalidCase {
            uuid: case.uuid,
            error,
        }));
    }
    let stored: Option<(i64, i64, String)> = tx
        .prepare_cached("SELECT id, revision, status FROM cases WHERE uuid = ?1")?
        .query_row([case.uuid.to_string()], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })
        .optional()?;
    let stored_revision = stored
        .as_ref()
        .map_or(0, |(_, r, _)| u64::try_from(*r).unwrap_or(0));
    let (id, status) = match stored {
        Some((id, _, status)) if stored_revision == case.revision => (id, status),
        None if case.revision == 0 => return Ok(Err(StoreError::NoSuchCase { uuid: case.uuid })),
        _ => {
            conflict::keep(tx, &marked, stored_revision, case.revision, Source::Save)?;
            return Ok(Err(StoreError::Conflict {
                uuid: case.uuid,
                stored_revision,
                your_revision: case.revision,
            }));
        }
    };
    let from: CaseStatus = match status.parse() {
        Ok(from) => from,
        Err(message) => {
            return Ok(Err(StoreError::StoredCase {
                uuid: case.uuid.to_string(),
                field: "review.status".to_string(),
                message,
            }));
        }
    };
    if !from.can_move_to(CaseStatus::Published) {
        return Ok(Err(StoreError::IllegalStatusChange {
            uuid: case.uuid,
            from,
            to: CaseStatus::Published,
        }));
    }
    let revision = stored_revision + 1;
    let revision_column = write::revision_value(revision)?;
    tx.prepare_cached("UPDATE cases SET status = ?1, revision = ?2, updated = ?3 WHERE id = ?4")?
        .execute(params![
            CaseStatus::Published.code(),
            revision_column,
            codec::time(updated),
            id
        ])?;
    // After the notes already there: a save writes them at positions 0, 1, 2, ….
    tx.prepare_cached(
        "INSERT INTO review_notes (case_id, position, noted_by, noted_at, text)
         VALUES (?1, (SELECT coalesce(max(position) + 1, 0) FROM review_notes WHERE case_id = ?1),
                 ?2, ?3, ?4)",
    )?
    .execute(params![id, note.by, note.at.map(codec::time), note.text])?;
    Ok(Ok(revision))
}
