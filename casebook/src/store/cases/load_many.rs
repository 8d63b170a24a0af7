//! Reading many cases at once (a year's casebook): in one read transaction, so the cases are
//! one moment's state of the archive (and SQLite takes its read lock once rather than for every
//! statement of every case).

use crate::case::Case;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Keys, Sql};
use crate::store::tables::case_read as read;
use std::collections::HashMap;
use uuid::Uuid;

impl Store {
    /// The cases with these UUIDs, in the order given, each as [`Store::load_case`] reads it;
    /// `progress` is told how many are read after each batch of them. A UUID not stored is
    /// [`StoreError::NoSuchCase`].
    pub fn load_cases(
        &self,
        uuids: &[Uuid],
        progress: &mut dyn FnMut(usize),
    ) -> Result<Vec<Case>, StoreError> {
        self.snapshot(|db| {
            let mut cases = Vec::with_capacity(uuids.len());
            // A batch's lists are read a statement each, for all its cases at once.
            for batch in uuids.chunks(BATCH) {
                let ids = row_ids(db, batch)?;
                cases.extend(read::read_cases(db, &ids)?);
                progress(cases.len());
            }
            Ok(cases)
        })
    }
}

/// Cases read together.
const BATCH: usize = 200;

/// The row ids of `uuids`, in their order.
fn row_ids(db: &mut dyn Sql, uuids: &[Uuid]) -> Result<Vec<i64>, StoreError> {
    let sql = format!(
        "SELECT uuid, id FROM cases WHERE uuid IN {}",
        Keys::Uuids.unpacked(db.dialect())
    );
    let mut ids = HashMap::with_capacity(uuids.len());
    for row in db.query(&sql, &[Keys::uuids(uuids)])? {
        ids.insert(row.get::<String>(0)?, row.get::<i64>(1)?);
    }
    uuids
        .iter()
        .map(|&uuid| {
            ids.get(&uuid.to_string())
                .copied()
                .ok_or(StoreError::NoSuchCase { uuid })
        })
        .collect()
}
