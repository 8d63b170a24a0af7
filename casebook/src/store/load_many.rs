//! Reading many cases at once (a year's casebook): in one read transaction, so the cases are
//! one moment's state of the archive (and SQLite takes its read lock once rather than for every
//! statement of every case).

use super::{Store, StoreError, read, write};
use crate::case::Case;
use uuid::Uuid;

impl Store {
    /// The cases with these UUIDs, in the order given, each as [`Store::load_case`] reads it;
    /// `progress` is told how many are read after each one. A UUID not stored is
    /// [`StoreError::NoSuchCase`].
    pub fn load_cases(
        &self,
        uuids: &[Uuid],
        progress: &mut dyn FnMut(usize),
    ) -> Result<Vec<Case>, StoreError> {
        self.snapshot(|db| {
            let mut cases = Vec::with_capacity(uuids.len());
            for &uuid in uuids {
                let id = write::case_id(db, &uuid)?.ok_or(StoreError::NoSuchCase { uuid })?;
                cases.push(read::read_case(db, id)?);
                progress(cases.len());
            }
            Ok(cases)
        })
    }
}
