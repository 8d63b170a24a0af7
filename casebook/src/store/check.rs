//! `casebook check`: is a database file sound? Opened read-only, so checking changes nothing.

use super::double_dummy;
use super::open::{missing_indexes, missing_tables};
use super::schema::{self, APPLICATION_ID, SCHEMA_VERSION};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

/// The findings of a check; [`CheckReport::is_sound`] sums them up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckReport {
    pub path: PathBuf,
    /// `PRAGMA user_version`, when the file could be read.
    pub schema_version: Option<i64>,
    pub supported_version: i64,
    /// Lines of `PRAGMA integrity_check` other than `ok`.
    pub integrity: Vec<String>,
    /// Rows that `PRAGMA foreign_key_check` reports, as `table row → parent`.
    pub foreign_keys: Vec<String>,
    pub missing_tables: Vec<String>,
    /// Indexes that queries name and the database lacks (opening it makes them again).
    pub missing_indexes: Vec<String>,
    /// Rows of the double-dummy cache that do not agree with their deal.
    pub double_dummy: Vec<String>,
    /// Anything else that stopped the check (not SQLite, locked, newer schema).
    pub problems: Vec<String>,
}

impl CheckReport {
    pub fn is_sound(&self) -> bool {
        self.integrity.is_empty()
            && self.foreign_keys.is_empty()
            && self.missing_tables.is_empty()
            && self.missing_indexes.is_empty()
            && self.double_dummy.is_empty()
            && self.problems.is_empty()
            && self.schema_version == Some(self.supported_version)
    }

    /// Every finding, one a line; empty when sound.
    pub fn findings(&self) -> Vec<String> {
        let mut out = self.problems.clone();
        match self.schema_version {
            Some(v) if v < self.supported_version => out.push(format!(
                "schema version {v} is older than {}; opening the database migrates it",
                self.supported_version
            )),
            Some(v) if v > self.supported_version => out.push(format!(
                "schema version {v} is newer than this Casebook knows ({})",
                self.supported_version
            )),
            _ => {}
        }
        out.extend(self.integrity.iter().map(|l| format!("integrity: {l}")));
        out.extend(
            self.foreign_keys
                .iter()
                .map(|l| format!("foreign key: {l}")),
        );
        out.extend(
            self.missing_tables
                .iter()
                .map(|t| format!("missing table: {t}")),
        );
        out.extend(
            self.missing_indexes
                .iter()
                .map(|i| format!("missing index: {i} (opening the database makes it again)")),
        );
        out.extend(self.double_dummy.iter().cloned());
        out
    }
}

/// What a check is doing, in order, for a progress line over a large database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckStage {
    /// SQLite reads every page (most of the time of a check).
    Integrity,
    ForeignKeys,
    /// The tables Casebook needs and the indexes its queries name.
    Tables,
    /// The double-dummy cache against its deals.
    DoubleDummy,
}

impl CheckStage {
    pub const COUNT: usize = 4;

    /// The stage's place, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    pub fn describe(self) -> &'static str {
        match self {
            CheckStage::Integrity => "integrity of every page",
            CheckStage::ForeignKeys => "foreign keys",
            CheckStage::Tables => "tables and indexes",
            CheckStage::DoubleDummy => "double-dummy cache",
        }
    }
}

/// Checks the database at `path` without changing it: integrity, foreign keys, schema version
/// and the tables Casebook needs.
pub fn check(path: impl AsRef<Path>) -> CheckReport {
    check_with(path, &mut |_| {})
}

/// [`check`], telling `progress` each stage as it begins.
pub fn check_with(path: impl AsRef<Path>, progress: &mut dyn FnMut(CheckStage)) -> CheckReport {
    let path = path.as_ref();
    let mut report = empty_report(path);
    if let Err(problem) = header_problem(path) {
        report.problems.push(problem);
        return report;
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
    CheckReport {
        path: path.to_path_buf(),
        schema_version: None,
        supported_version: SCHEMA_VERSION,
        integrity: Vec::new(),
        foreign_keys: Vec::new(),
        missing_tables: Vec::new(),
        missing_indexes: Vec::new(),
        double_dummy: Vec::new(),
        problems: Vec::new(),
    }
}

fn header_problem(path: &Path) -> Result<(), String> {
    use std::io::Read;
    let mut file = std::fs::File::open(path).map_err(|e| format!("cannot read the file: {e}"))?;
    let mut header = [0u8; 16];
    let read = file
        .read(&mut header)
        .map_err(|e| format!("cannot read the file: {e}"))?;
    if read < header.len() || &header != b"SQLite format 3\0" {
        return Err("not an SQLite database".to_string());
    }
    Ok(())
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
        match double_dummy::disagreements(conn) {
            Ok(rows) => report.double_dummy = rows,
            Err(e) => report.problems.push(note(e)),
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
