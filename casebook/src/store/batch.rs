//! Saving many new cases at once (a tournament's file, one case per board) in one
//! transaction: all of them or none.

use super::conflict::{self, Source};
use super::write::{self, Synced};
use super::{Store, StoreError};
use crate::case::{Case, CaseError};
use chrono::Utc;
use rusqlite::OptionalExtension;
use std::collections::HashSet;

impl Store {
    /// Saves cases not yet stored, each as revision 1, in one transaction, and returns them as
    /// stored. Nothing is saved when one of them is invalid or appears twice. When one is
    /// already stored (the same file imported into the same cases twice), nothing is saved
    /// either: its text is kept among the conflicts and [`StoreError::Conflict`] names it.
    pub fn save_new_cases(&mut self, cases: &[Case]) -> Result<Vec<Case>, StoreError> {
        let mut uuids = HashSet::with_capacity(cases.len());
        for case in cases {
            case.validate().map_err(|error| StoreError::InvalidCase {
                uuid: case.uuid,
                error,
            })?;
            if !uuids.insert(case.uuid) {
                return Err(StoreError::InvalidCase {
                    uuid: case.uuid,
                    error: CaseError::new("uuid", "the case is given twice among those saved"),
                });
            }
        }
        let path = self.path.clone();
        let tx = self.write()?;
        for case in cases {
            let stored: Option<i64> = tx
                .query_row(
                    "SELECT revision FROM cases WHERE uuid = ?1",
                    [case.uuid.to_string()],
                    |row| row.get(0),
                )
                .optional()
                .map_err(|e| StoreError::at(&path, e))?;
            if let Some(revision) = stored {
                let stored_revision = u64::try_from(revision).unwrap_or(0);
                conflict::keep(&tx, case, stored_revision, 0, Source::Save)
                    .map_err(|e| e.in_file(&path))?;
                tx.commit().map_err(|e| StoreError::at(&path, e))?;
                return Err(StoreError::Conflict {
                    uuid: case.uuid,
                    stored_revision,
                    your_revision: 0,
                });
            }
        }
        let now = Utc::now();
        let mut saved = Vec::with_capacity(cases.len());
        for case in cases {
            let mut case = case.clone();
            case.revision = 1;
            case.audit.updated = now;
            write::insert_case(&tx, &case, case.revision, Synced::Keep)
                .map_err(|e| e.in_file(&path))?;
            saved.push(case);
        }
        tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(saved)
    }
}
