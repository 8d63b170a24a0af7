//! Texts that lost a race — a save over a revision someone else replaced, an import over a
//! local edit — kept so that both versions survive until a person chooses.

use super::case_write::inserted_id;
use crate::case::Case;
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Sql, params, query_value};
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// Where a kept text came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A save over a revision someone else had replaced: the text is the losing save's.
    Save,
    /// A bundle's copy of a case edited here since: the text is the bundle's.
    Import,
    /// A sync that met an edit on both sides: the text is this replica's, the case the server's.
    Sync,
    /// Edited here, deleted on the server: the case is kept (the text is it as edited here);
    /// the deletion is what waits for a person.
    DeletedOnServer,
    /// Deleted here, edited on the server: the case is kept (the text is it as the server has
    /// it); the deletion is what waits for a person.
    DeletedHere,
}

impl Source {
    pub fn code(self) -> &'static str {
        match self {
            Source::Save => "save",
            Source::Import => "import",
            Source::Sync => "sync",
            Source::DeletedOnServer => "deleted-on-server",
            Source::DeletedHere => "deleted-here",
        }
    }

    pub fn from_code(code: &str) -> Option<Source> {
        [
            Source::Save,
            Source::Import,
            Source::Sync,
            Source::DeletedOnServer,
            Source::DeletedHere,
        ]
        .into_iter()
        .find(|s| s.code() == code)
    }

    /// Whether the conflict is a deletion that met an edit (the case was kept).
    pub fn is_deletion(self) -> bool {
        matches!(self, Source::DeletedOnServer | Source::DeletedHere)
    }
}

/// A kept text.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredConflict {
    pub id: i64,
    pub uuid: Uuid,
    /// The revision the store held when this text arrived.
    pub stored_revision: u64,
    /// The revision this text was based on (a save) or carried (an import).
    pub your_revision: u64,
    /// `save`, `import`, `sync`, `deleted-on-server` or `deleted-here` (see [`Source`]).
    pub source: String,
    pub recorded_at: DateTime<Utc>,
    pub case: Case,
}

impl StoredConflict {
    /// Where the text came from; `None` for a code this build does not know.
    pub fn kind(&self) -> Option<Source> {
        Source::from_code(&self.source)
    }
}

pub(crate) fn keep(
    db: &mut dyn Sql,
    case: &Case,
    stored_revision: u64,
    your_revision: u64,
    source: Source,
) -> Result<i64, StoreError> {
    let json = serde_json::to_string(case).map_err(|e| StoreError::StoredCase {
        uuid: case.uuid.to_string(),
        field: "case".to_string(),
        message: e.to_string(),
    })?;
    // The same text kept twice (an import repeated) is one conflict.
    let existing: Option<i64> = query_value(
        db,
        "SELECT id FROM conflicts WHERE case_uuid = ?1 AND case_json = ?2",
        params![case.uuid.to_string(), json],
    )?;
    if let Some(id) = existing {
        return Ok(id);
    }
    inserted_id(
        db,
        "INSERT INTO conflicts (case_uuid, stored_revision, your_revision, source, recorded_at, case_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
        params![
            case.uuid.to_string(),
            i64::try_from(stored_revision).unwrap_or(i64::MAX),
            i64::try_from(your_revision).unwrap_or(i64::MAX),
            source.code(),
            codec::time(Utc::now()),
            json
        ],
    )
}

pub(crate) fn list(
    db: &mut dyn Sql,
    uuid: Option<Uuid>,
) -> Result<Vec<StoredConflict>, StoreError> {
    // The UUID is given twice so that each parameter has one type on a server (a NULL
    // compared with nothing has none).
    let rows = db.query(
        "SELECT id, case_uuid, stored_revision, your_revision, source, recorded_at, case_json FROM conflicts
         WHERE ?1 = 0 OR case_uuid = ?2 ORDER BY id",
        params![uuid.is_some(), uuid.map(|u| u.to_string())],
    )?;
    let mut out = Vec::new();
    for row in rows {
        let id: i64 = row.get(0)?;
        let uuid_text: String = row.get(1)?;
        let fail = |field: &str, message: String| StoreError::StoredCase {
            uuid: uuid_text.clone(),
            field: format!("conflicts[{id}].{field}"),
            message,
        };
        let json: String = row.get(6)?;
        let recorded: String = row.get(5)?;
        out.push(StoredConflict {
            id,
            uuid: Uuid::parse_str(&uuid_text).map_err(|e| fail("uuid", e.to_string()))?,
            stored_revision: u64::try_from(row.get::<i64>(2)?).unwrap_or(0),
            your_revision: u64::try_from(row.get::<i64>(3)?).unwrap_or(0),
            source: row.get(4)?,
            recorded_at: codec::to_time(&recorded).map_err(|m| fail("recorded_at", m))?,
            case: serde_json::from_str(&json).map_err(|e| fail("case_json", e.to_string()))?,
        });
    }
    Ok(out)
}
