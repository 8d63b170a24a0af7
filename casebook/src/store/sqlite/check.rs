//! Checking a database file: opened read-only, so checking changes nothing.

use super::Statements;
use super::migrations::{self as schema, APPLICATION_ID};
use super::open::{missing_indexes, missing_tables};
use crate::store::check_report::{CheckReport, CheckStage};
use crate::store::schema::SCHEMA_VERSION;
use crate::store::tables::double_dummy_cache;
use rusqlite::{Connection, OpenFlags};
use std::path::Path;

/// Checks the database at `path` without changing it — integrity, foreign keys, schema
/// version and the tables Casebook needs — telling `progress` each stage as it begins.
pub(crate) fn check_with(
    path: impl AsRef<Path>,
    progress: &mut dyn FnMut(CheckStage),
) -> CheckReport {
    let path = path.as_ref();
    let mut report = empty_report(path);
    // Not read outside SQLite (see `open::inspect`): its first read says `not an SQLite
    // database` (`SQLITE_NOTADB`).
    match std::fs::metadata(path) {
        Err(problem) => {
            report
                .problems
                .push(format!("cannot read the file: {problem}"));
            return report;
        }
        Ok(metadata) if metadata.len() == 0 => {
            report.problems.push("the file is empty".to_string());
            return report;
        }
        Ok(_) => {}
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    match Connection::open_with_flags(path, flags) {
        Ok(conn) => {
            let _ = conn.busy_timeout(super::DEFAULT_BUSY_TIMEOUT);
            check_connection(&conn, path, progress)
        }
        Err(e) => {
            report.problems.push(format!("cannot open: {e}"));
            report
        }
    }
}

fn empty_report(path: &Path) -> CheckReport {
    crate::store::check_report::empty_report(path.display().to_string())
}

pub(crate) fn check_connection(
    conn: &Connection,
    path: &Path,
    progress: &mut dyn FnMut(CheckStage),
) -> CheckReport {
    let mut report = empty_report(path);
    let note = |e: rusqlite::Error| report_problem(&e);
    match schema::user_version(conn) {
        Ok(v) => report.schema_version = Some(v),
        Err(e) => {
            report.problems.push(note(e));
            return report;
        }
    }
    match schema::application_id(conn) {
        Ok(APPLICATION_ID) => {}
        Ok(other) => report.problems.push(format!(
            "application id {other:#x} is not Casebook's ({APPLICATION_ID:#x})"
        )),
        Err(e) => report.problems.push(note(e)),
    }
    progress(CheckStage::Integrity);
    match lines(conn, "PRAGMA integrity_check") {
        Ok(lines) => report.integrity = lines.into_iter().filter(|l| l != "ok").collect(),
        Err(e) => report.problems.push(note(e)),
    }
    progress(CheckStage::ForeignKeys);
    let foreign = conn
        .prepare("PRAGMA foreign_key_check")
        .and_then(|mut stmt| {
            stmt.query_map([], |row| {
                let table: String = row.get(0)?;
                let rowid: Option<i64> = row.get(1)?;
                let parent: String = row.get(2)?;
                Ok(format!(
                    "{table} row {} → {parent}",
                    rowid.unwrap_or_default()
                ))
            })?
            .collect::<Result<Vec<_>, _>>()
        });
    match foreign {
        Ok(rows) => report.foreign_keys = rows,
        Err(e) => report.problems.push(note(e)),
    }
    progress(CheckStage::Tables);
    match missing_tables(conn) {
        Ok(missing) => report.missing_tables = missing,
        Err(e) => report.problems.push(note(e)),
    }
    // A database of an older schema has neither the cache nor the indexes of the newer
    // yet; opening it migrates.
    if report.schema_version == Some(SCHEMA_VERSION) {
        match missing_indexes(conn) {
            Ok(missing) => report.missing_indexes = missing.into_iter().map(String::from).collect(),
            Err(e) => report.problems.push(note(e)),
        }
    }
    if report.missing_tables.is_empty() && report.schema_version == Some(SCHEMA_VERSION) {
        progress(CheckStage::DoubleDummy);
        match double_dummy_cache::disagreements(&mut Statements(conn)) {
            Ok(rows) => report.double_dummy = rows,
            Err(e) => report.problems.push(e.to_string()),
        }
    }
    report
}

fn report_problem(e: &rusqlite::Error) -> String {
    match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
            "the database is locked by another program".to_string()
        }
        Some(rusqlite::ErrorCode::NotADatabase) => "not an SQLite database".to_string(),
        Some(rusqlite::ErrorCode::DatabaseCorrupt) => format!("the database is damaged: {e}"),
        _ => e.to_string(),
    }
}

fn lines(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare(sql)?;
    stmt.query_map([], |row| row.get::<_, String>(0))?.collect()
}
