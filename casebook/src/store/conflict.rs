//! Texts that lost a race — a save over a revision someone else replaced, an import over a
//! local edit — kept so that both versions survive until a person chooses.

use super::StoreError;
use super::codec;
use crate::case::Case;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    Save,
    Import,
}

impl Source {
    fn code(self) -> &'static str {
        match self {
            Source::Save => "save",
            Source::Import => "import",
        }
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
    /// `save` or `import`.
    pub source: String,
    pub recorded_at: DateTime<Utc>,
    pub case: Case,
}

pub(crate) fn keep(
    conn: &Connection,
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
    let existing: Option<i64> = conn
        .query_row(
            "SELECT id FROM conflicts WHERE case_uuid = ?1 AND case_json = ?2",
            params![case.uuid.to_string(), json],
            |row| row.get(0),
        )
        .optional()?;
    if let Some(id) = existing {
        return Ok(id);
    }
    conn.execute(
        "INSERT INTO conflicts (case_uuid, stored_revision, your_revision, source, recorded_at, case_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            case.uuid.to_string(),
            i64::try_from(stored_revision).unwrap_or(i64::MAX),
            i64::try_from(your_revision).unwrap_or(i64::MAX),
            source.code(),
            codec::time(Utc::now()),
            json
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub(crate) fn list(
    conn: &Connection,
    uuid: Option<Uuid>,
) -> Result<Vec<StoredConflict>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT id, case_uuid, stored_revision, your_revision, source, recorded_at, case_json FROM conflicts
         WHERE ?1 IS NULL OR case_uuid = ?1 ORDER BY id",
    )?;
    let mut rows = stmt.query([uuid.map(|u| u.to_string())])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
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
            stored_revision: u64::try_from(row.get::<_, i64>(2)?).unwrap_or(0),
            your_revision: u64::try_from(row.get::<_, i64>(3)?).unwrap_or(0),
            source: row.get(4)?,
            recorded_at: codec::to_time(&recorded).map_err(|m| fail("recorded_at", m))?,
            case: serde_json::from_str(&json).map_err(|e| fail("case_json", e.to_string()))?,
        });
    }
    Ok(out)
}
