//! Case bundles: cases moving between databases as one JSON object
//! `{"format": "casebook-bundle", "version": 1, "cases": [...]}`.
//!
//! Import is idempotent by UUID. Each database remembers the revision it last exchanged for a
//! case (`synced_revision`), which tells a newer copy (replace) from a competing edit (keep
//! both: the local case stays, the bundle's text goes among the conflicts).

use super::conflict::{self, Source};
use super::write::{self, Synced};
use super::{StoreError, read};
use crate::case::Case;
use rusqlite::{Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use uuid::Uuid;

pub const BUNDLE_FORMAT: &str = "casebook-bundle";
pub const BUNDLE_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    pub format: String,
    pub version: u32,
    pub cases: Vec<Case>,
}

fn refuse(reason: impl Into<String>) -> StoreError {
    StoreError::Bundle(reason.into())
}

impl Bundle {
    pub fn new(cases: Vec<Case>) -> Bundle {
        Bundle {
            format: BUNDLE_FORMAT.to_string(),
            version: BUNDLE_VERSION,
            cases,
        }
    }

    /// Reads and checks a bundle: JSON syntax, format and version, every case valid, no UUID
    /// twice. The error says what is wrong and where.
    pub fn parse(json: &str) -> Result<Bundle, StoreError> {
        let value: serde_json::Value = serde_json::from_str(json).map_err(|e| {
            refuse(format!(
                "broken JSON at line {}, column {}: {e}",
                e.line(),
                e.column()
            ))
        })?;
        let object = value
            .as_object()
            .ok_or_else(|| refuse("a bundle is a JSON object"))?;
        match object.get("format").and_then(|f| f.as_str()) {
            Some(BUNDLE_FORMAT) => {}
            Some(other) => {
                return Err(refuse(format!(
                    "format is \"{other}\", not \"{BUNDLE_FORMAT}\""
                )));
            }
            None => return Err(refuse(format!("no \"format\": \"{BUNDLE_FORMAT}\" field"))),
        }
        let version = object
            .get("version")
            .and_then(|v| v.as_u64())
            .ok_or_else(|| refuse("no \"version\" number"))?;
        if version != u64::from(BUNDLE_VERSION) {
            return Err(refuse(format!(
                "bundle version {version}; this Casebook reads version {BUNDLE_VERSION}"
            )));
        }
        let cases = object
            .get("cases")
            .and_then(|c| c.as_array())
            .ok_or_else(|| refuse("no \"cases\" list"))?;
        let mut seen = HashSet::new();
        let mut out = Vec::with_capacity(cases.len());
        for (i, value) in cases.iter().enumerate() {
            let label = match value.get("uuid").and_then(|u| u.as_str()) {
                Some(uuid) => format!("case {} ({uuid})", i + 1),
                None => format!("case {}", i + 1),
            };
            let case: Case = serde_json::from_value(value.clone())
                .map_err(|e| refuse(format!("{label}: {e}")))?;
            case.validate()
                .map_err(|e| refuse(format!("{label}: {e}")))?;
            if case.revision == 0 {
                return Err(refuse(format!("{label}: revision 0 is a case never saved")));
            }
            if !seen.insert(case.uuid) {
                return Err(refuse(format!(
                    "{label}: the UUID appears twice in the bundle"
                )));
            }
            out.push(case);
        }
        Ok(Bundle {
            format: BUNDLE_FORMAT.to_string(),
            version: BUNDLE_VERSION,
            cases: out,
        })
    }

    pub fn to_json(&self) -> String {
        // Serializing plain data types to a string cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// What an import did, case by case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// New to this database.
    pub added: Vec<Uuid>,
    /// A newer revision replaced a copy not edited here since it was last exchanged.
    pub replaced: Vec<Uuid>,
    /// Already here, identical.
    pub unchanged: Vec<Uuid>,
    /// An older revision of a case this database has since exchanged or edited; ignored.
    pub older: Vec<Uuid>,
    /// Competing edits: the local case stays, the bundle's text is kept among the conflicts.
    pub conflicts: Vec<ImportConflict>,
}

impl ImportReport {
    /// Whether the import changed nothing in the cases.
    pub fn changed_nothing(&self) -> bool {
        self.added.is_empty() && self.replaced.is_empty() && self.conflicts.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportConflict {
    pub uuid: Uuid,
    pub local_revision: u64,
    pub bundle_revision: u64,
    /// The id of the kept text in [`super::Store::conflicts`].
    pub conflict_id: i64,
}

pub(crate) fn export(
    conn: &Connection,
    uuids: &[Uuid],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<String, StoreError> {
    let ids: Vec<i64> = if uuids.is_empty() {
        conn.prepare("SELECT id FROM cases ORDER BY year, length(case_number), case_number, id")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?
    } else {
        uuids
            .iter()
            .map(|&uuid| write::case_id(conn, &uuid)?.ok_or(StoreError::NoSuchCase { uuid }))
            .collect::<Result<_, _>>()?
    };
    let total = ids.len();
    let mut cases = Vec::with_capacity(total);
    for (done, id) in ids.into_iter().enumerate() {
        if done % 100 == 0 {
            progress(done, total);
        }
        cases.push(read::read_case(conn, id)?);
        conn.execute(
            "UPDATE cases SET synced_revision = revision WHERE id = ?1",
            [id],
        )?;
    }
    progress(total, total);
    Ok(Bundle::new(cases).to_json())
}

pub(crate) fn import(
    conn: &Connection,
    bundle: &Bundle,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<ImportReport, StoreError> {
    let mut report = ImportReport::default();
    let total = bundle.cases.len();
    for (done, case) in bundle.cases.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(StoreError::Cancelled);
        }
        // Every hundred cases: the callback may draw a line on a terminal.
        if done % 100 == 0 {
            progress(done, total);
        }
        let Some(id) = write::case_id(conn, &case.uuid)? else {
            write::write_case(conn, case, case.revision, Synced::Set(case.revision))?;
            report.added.push(case.uuid);
            continue;
        };
        let local = read::read_case(conn, id)?;
        if &local == case {
            report.unchanged.push(case.uuid);
            continue;
        }
        let synced: Option<i64> = conn
            .query_row(
                "SELECT synced_revision FROM cases WHERE id = ?1",
                [id],
                |row| row.get(0),
            )
            .optional()?
            .flatten();
        let synced = synced.and_then(|s| u64::try_from(s).ok());
        let edited_here = synced.is_none_or(|s| local.revision > s);
        if case.revision > local.revision && !edited_here {
            write::write_case(conn, case, case.revision, Synced::Set(case.revision))?;
            report.replaced.push(case.uuid);
        } else if case.revision < local.revision && synced.is_some_and(|s| case.revision <= s) {
            report.older.push(case.uuid);
        } else {
            let conflict_id =
                conflict::keep(conn, case, local.revision, case.revision, Source::Import)?;
            report.conflicts.push(ImportConflict {
                uuid: case.uuid,
                local_revision: local.revision,
                bundle_revision: case.revision,
                conflict_id,
            });
        }
    }
    progress(total, total);
    Ok(report)
}
