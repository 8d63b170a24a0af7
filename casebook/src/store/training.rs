//! The training cases an archive holds (`cases.training`): found, to be offered for removal
//! and to be left out of a casebook or a copy.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{params, query_value};
use uuid::Uuid;

/// A training case as the archive holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldTrainingCase {
    pub uuid: Uuid,
    pub case_number: String,
    pub revision: u64,
}

impl Store {
    /// The training cases the archive holds, by case number.
    pub fn training_cases(&self) -> Result<Vec<HeldTrainingCase>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT uuid, case_number, revision FROM cases WHERE training = 1
                 ORDER BY case_number, uuid",
                params![],
            )?
            .iter()
            .map(|row| {
                let uuid: String = row.get(0)?;
                Ok(HeldTrainingCase {
                    uuid: Uuid::parse_str(&uuid).map_err(|e| StoreError::StoredCase {
                        uuid,
                        field: "uuid".into(),
                        message: e.to_string(),
                    })?,
                    case_number: row.get(1)?,
                    revision: u64::try_from(row.get::<i64>(2)?).unwrap_or(0),
                })
            })
            .collect()
        })
    }

    /// How many cases the archive holds that are not training cases.
    pub fn own_case_count(&self) -> Result<u64, StoreError> {
        self.read(|db| {
            query_value::<i64>(
                db,
                "SELECT count(*) FROM cases WHERE training = 0",
                params![],
            )
        })
        .map(|n| n.map_or(0, |n| u64::try_from(n).unwrap_or(0)))
    }
}
