//! Reading many cases at once (a year's casebook): in one read transaction, so the cases are
//! one moment's state of the file and SQLite takes its read lock once rather than for every
//! statement of every case.

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
        // Deferred, so only reading: with the write-ahead log it never holds a writer up.
        let tx = self
            .conn
            .unchecked_transaction()
            .map_err(|e| self.fail(e))?;
        let mut cases = Vec::with_capacity(uuids.len());
        for &uuid in uuids {
            let id = write::case_id(&tx, &uuid).map_err(|e| self.fail(e))?;
            let id = id.ok_or(StoreError::NoSuchCase { uuid })?;
            cases.push(read::read_case(&tx, id).map_err(|e| self.fail(e))?);
            progress(cases.len());
        }
        tx.commit().map_err(|e| self.fail(e))?;
        Ok(cases)
    }
}
