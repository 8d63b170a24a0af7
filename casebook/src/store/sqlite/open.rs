//! Opening a database file: refuse what is not ours or not safe to write, before SQLite writes
//! anything to it; then WAL, foreign keys, the busy timeout and the forward migrations.

use super::migrations::{self as schema, APPLICATION_ID};
use super::{SqliteFile, Statements};
use crate::store::error::StoreError;
use crate::store::schema::{NAMED_INDEXES, REQUIRED_TABLES, SCHEMA_VERSION};
use crate::store::tables::new_rows::NewRows;
use crate::store::tables::{case_read, text_index};
use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::time::Duration;

/// What is at `path` before SQLite touches it.
enum Found {
    Nothing,
    Empty,
    /// A file with something in it; SQLite's first read says whether it is a database
    /// (`SQLITE_NOTADB` when it is not), before anything is written to it.
    Contents,
}

fn inspect(path: &Path) -> Result<Found, StoreError> {
    let io = |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    };
    let metadata = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::Nothing),
        Err(e) => return Err(io(e)),
    };
    if metadata.is_dir() {
        return Err(io(std::io::Error::other(
            "a directory, not a database file",
        )));
    }
    // Checked here and not left to SQLite, which would quietly open the file read-only.
    if metadata.permissions().readonly() {
        return Err(StoreError::ReadOnly {
            path: path.to_path_buf(),
        });
    }
    // Only the metadata: the file itself is never opened outside SQLite. Closing a descriptor
    // of it would drop every lock this process holds on it (POSIX locks are the process's),
    // and another program could then take the write-ahead log from under the window's store.
    if metadata.len() == 0 {
        return Ok(Found::Empty);
    }
    Ok(Found::Contents)
}

pub(crate) fn open(
    path: &Path,
    create: bool,
    busy_timeout: Duration,
) -> Result<SqliteFile, StoreError> {
    let found = inspect(path)?;
    match found {
        Found::Nothing if !create => {
            return Err(StoreError::NotFound {
                path: path.to_path_buf(),
            });
        }
        Found::Nothing => {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                    path: dir.to_path_buf(),
                    source,
                })?;
            }
        }
        Found::Empty if !create => {
            return Err(StoreError::NotCasebook {
                path: path.to_path_buf(),
                reason: "the file is empty".to_string(),
            });
        }
        Found::Empty | Found::Contents => {}
    }
    let at = |e| StoreError::at(path, e);
    let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    if create {
        flags |= OpenFlags::SQLITE_OPEN_CREATE;
    }
    let mut conn = Connection::open_with_flags(path, flags).map_err(at)?;
    // Neither setting writes to the file.
    conn.busy_timeout(busy_timeout).map_err(at)?;
    // A save runs some twenty distinct statements; keep them all prepared.
    conn.set_prepared_statement_cache_capacity(64);
    conn.pragma_update(None, "foreign_keys", true).map_err(at)?;
    if conn.is_readonly(rusqlite::MAIN_DB).map_err(at)? {
        return Err(StoreError::ReadOnly {
            path: path.to_path_buf(),
        });
    }
    let version = schema::user_version(&conn).map_err(at)?;
    let application_id = schema::application_id(&conn).map_err(at)?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(at)?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    if version == 0 && objects > 0 {
        return Err(StoreError::NotCasebook {
            path: path.to_path_buf(),
            reason: "it holds another program's tables".to_string(),
        });
    }
    if version > 0 && application_id != APPLICATION_ID {
        return Err(StoreError::NotCasebook {
            path: path.to_path_buf(),
            reason: format!("its application id is {application_id:#x}"),
        });
    }
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
        .map_err(at)?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Io {
            path: path.to_path_buf(),
            source: std::io::Error::other(format!(
                "cannot use write-ahead logging (journal mode {mode})"
            )),
        });
    }
    schema::migrate(&mut conn, version, |tx, migration| {
        if migration.rebuilds_text_index {
            let ids: Vec<i64> = tx
                .prepare("SELECT id FROM cases ORDER BY id")?
                .query_map([], |row| row.get(0))?
                .collect::<Result<_, _>>()?;
            let db = &mut Statements(tx);
            let mut rows = NewRows::default();
            for id in ids {
                let case = case_read::read_case(db, id)?;
                rows.add_text(text_index::index_case(
                    db,
                    id,
                    &case,
                    text_index::Entry::Replace,
                )?);
                rows.write(db)?;
            }
        }
        Ok(())
    })
    .map_err(|e| e.in_file(path))?;
    let missing = missing_tables(&conn).map_err(at)?;
    if !missing.is_empty() {
        return Err(StoreError::Corrupt {
            path: path.to_path_buf(),
            detail: format!("tables missing: {}", missing.join(", ")),
        });
    }
    for name in missing_indexes(&conn).map_err(at)? {
        if let Some(statement) = schema::named_index_statement(name) {
            conn.execute_batch(statement).map_err(at)?;
        }
    }
    Ok(SqliteFile {
        conn,
        path: path.to_path_buf(),
        migrated_from: (version > 0 && version < SCHEMA_VERSION).then_some(version),
    })
}

/// The indexes queries name that the database lacks.
pub(crate) fn missing_indexes(conn: &Connection) -> rusqlite::Result<Vec<&'static str>> {
    let mut stmt =
        conn.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?1")?;
    let mut missing = Vec::new();
    for name in NAMED_INDEXES {
        if !stmt.exists([name])? {
            missing.push(*name);
        }
    }
    Ok(missing)
}

/// The required tables the database lacks.
pub(crate) fn missing_tables(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt =
        conn.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1")?;
    let mut missing = Vec::new();
    for table in REQUIRED_TABLES {
        if !stmt.exists([table])? {
            missing.push((*table).to_string());
        }
    }
    Ok(missing)
}
