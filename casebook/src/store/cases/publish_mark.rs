//! Marking a casebook's cases published: many cases in one transaction, as a status-only
//! update. Each case ends up stored exactly as [`Store::save_case`] of the case as read, with
//! the status `published` and the note appended, would have stored it (revision one higher,
//! `audit.updated` now); but only the `cases` row and one `review_notes` row are written, not
//! the whole record. The full-text index is left as it is: it holds the case's prose, which
//! neither the status nor a review note is part of.

use super::stored_revision;
use crate::case::{Case, CaseStatus, ReviewNote};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Sql, Written, params};
use crate::store::tables::case_write as write;
use crate::store::tables::conflicts::{self as conflict, Source};
use chrono::{DateTime, Utc};
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
        let updated = Utc::now();
        self.write(|db| {
            let mut marks = PublicationMarks {
                marked: Vec::with_capacity(cases.len()),
                unmarked: Vec::new(),
                updated,
            };
            for case in cases {
                match mark(db, case, note, updated)? {
                    Ok(revision) => marks.marked.push((case.uuid, revision)),
                    Err(refused) => marks.unmarked.push((case.uuid, refused)),
                }
            }
            Ok(Written::Done(marks))
        })
    }
}

/// Marks one case: `Ok(Ok(new revision))`, `Ok(Err(why not))` for a case left as it was, or
/// `Err` for a failure of the database, which ends the whole transaction.
fn mark(
    db: &mut dyn Sql,
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
    let revision = case.revision + 1;
    // The revision the case was read at is claimed, as a save claims it.
    let claimed = db.query_optional(
        "UPDATE cases SET revision = ?1 WHERE uuid = ?2 AND revision = ?3 RETURNING id, status",
        params![
            write::revision_value(revision)?,
            case.uuid.to_string(),
            write::revision_value(case.revision)?
        ],
    )?;
    let Some(row) = claimed else {
        let stored = stored_revision(db, case.uuid)?;
        if stored.is_none() && case.revision == 0 {
            return Ok(Err(StoreError::NoSuchCase { uuid: case.uuid }));
        }
        let stored_revision = stored.unwrap_or(0);
        conflict::keep(db, &marked, stored_revision, case.revision, Source::Save)?;
        return Ok(Err(StoreError::Conflict {
            uuid: case.uuid,
            stored_revision,
            your_revision: case.revision,
        }));
    };
    let (id, status): (i64, String) = (row.get(0)?, row.get(1)?);
    let refused = |error| -> Result<Result<u64, StoreError>, StoreError> { Ok(Err(error)) };
    let from: CaseStatus = match status.parse() {
        Ok(from) => from,
        Err(message) => {
            undo_claim(db, id, case.revision)?;
            return refused(StoreError::StoredCase {
                uuid: case.uuid.to_string(),
                field: "review.status".to_string(),
                message,
            });
        }
    };
    if !from.can_move_to(CaseStatus::Published) {
        undo_claim(db, id, case.revision)?;
        return refused(StoreError::IllegalStatusChange {
            uuid: case.uuid,
            from,
            to: CaseStatus::Published,
        });
    }
    db.execute(
        "UPDATE cases SET status = ?1, updated = ?2 WHERE id = ?3",
        params![CaseStatus::Published.code(), codec::time(updated), id],
    )?;
    // After the notes already there: a save writes them at positions 0, 1, 2, ….
    db.execute(
        "INSERT INTO review_notes (case_id, position, noted_by, noted_at, text)
         VALUES (?1, (SELECT coalesce(max(position) + 1, 0) FROM review_notes WHERE case_id = ?1),
                 ?2, ?3, ?4)",
        params![id, note.by, note.at.map(codec::time), note.text],
    )?;
    Ok(Ok(revision))
}

/// Gives a case claimed for marking its revision back: it is left as it was.
fn undo_claim(db: &mut dyn Sql, id: i64, revision: u64) -> Result<(), StoreError> {
    db.execute(
        "UPDATE cases SET revision = ?1 WHERE id = ?2",
        params![write::revision_value(revision)?, id],
    )?;
    Ok(())
}
