//! Saving many new cases at once (a tournament's file, one case per board) in one
//! transaction: all of them or none.

use crate::case::{Case, CaseError};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Written, params, query_value};
use crate::store::tables::case_write::{self as write, Synced};
use crate::store::tables::conflicts::{self as conflict, Source};
use crate::store::tables::new_rows::NewRows;
use chrono::Utc;
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
        let now = Utc::now();
        self.write(|db| {
            for case in cases {
                let stored: Option<i64> = query_value(
                    db,
                    "SELECT revision FROM cases WHERE uuid = ?1",
                    params![case.uuid.to_string()],
                )?;
                if let Some(revision) = stored {
                    let stored_revision = u64::try_from(revision).unwrap_or(0);
                    conflict::keep(db, case, stored_revision, 0, Source::Save)?;
                    return Ok(Written::Refused(StoreError::Conflict {
                        uuid: case.uuid,
                        stored_revision,
                        your_revision: 0,
                    }));
                }
            }
            let mut saved = Vec::with_capacity(cases.len());
            let mut held = NewRows::default();
            for case in cases {
                let mut case = case.clone();
                case.revision = 1;
                case.audit.updated = now;
                if write::insert_case_with(db, &mut held, &case, case.revision, Synced::Keep)?
                    .is_none()
                {
                    // Saved by another client of the server since it was looked for above.
                    return Err(StoreError::Conflict {
                        uuid: case.uuid,
                        stored_revision: 1,
                        your_revision: 0,
                    });
                }
                saved.push(case);
                if held.full() {
                    held.write(db)?;
                }
            }
            held.write(db)?;
            Ok(Written::Done(saved))
        })
    }
}
