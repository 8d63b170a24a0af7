//! The SQLite engine: one database file (bundled SQLite with FTS5), the embedded default.
//!
//! - The schema is versioned by `PRAGMA user_version` and migrated forward on open; a file of a
//!   newer version is refused untouched ([`migrations`]).
//! - WAL, foreign keys, a busy timeout for a second process; every edit is one transaction that
//!   takes the write lock at once (`BEGIN IMMEDIATE`), so a second writer waits instead of
//!   failing half-way.

pub(crate) mod check;
pub mod migrations;
pub(crate) mod open;

use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Row, Sql, Value, Written};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// How long a write waits for another process's transaction before giving up with
/// [`StoreError::Locked`].
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// An open database file.
pub(crate) struct SqliteFile {
    pub(crate) conn: Connection,
    pub(crate) path: PathBuf,
    /// The schema version this opening migrated the file from, when it did.
    pub(crate) migrated_from: Option<i64>,
}

impl SqliteFile {
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `read` on the connection, outside any transaction of its own.
    pub(crate) fn read<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        read(&mut Statements(&self.conn)).map_err(|e| e.in_file(&self.path))
    }

    /// Runs `read` in one read transaction: one moment's state of the file, its read lock taken
    /// once. Deferred, so only reading: with the write-ahead log it never holds a writer up.
    pub(crate) fn snapshot<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let at = |e| StoreError::at(&self.path, e);
        let tx = self.conn.unchecked_transaction().map_err(at)?;
        let value = read(&mut Statements(&tx)).map_err(|e| e.in_file(&self.path))?;
        tx.commit().map_err(at)?;
        Ok(value)
    }

    /// Runs `write` in a write transaction, committed unless `write` fails.
    pub(crate) fn write<T>(
        &mut self,
        write: impl FnOnce(&mut dyn Sql) -> Result<Written<T>, StoreError>,
    ) -> Result<T, StoreError> {
        let path = self.path.clone();
        let at = |e| StoreError::at(&path, e);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(at)?;
        let written = write(&mut Statements(&tx)).map_err(|e| e.in_file(&path))?;
        tx.commit().map_err(at)?;
        written.into_result()
    }
}

/// The statements of a connection or a transaction (which dereferences to its connection).
pub(crate) struct Statements<'a>(pub(crate) &'a Connection);

fn parameter(value: &Value) -> rusqlite::types::ToSqlOutput<'_> {
    use rusqlite::types::{ToSqlOutput, ValueRef};
    ToSqlOutput::Borrowed(match value {
        Value::Null => ValueRef::Null,
        Value::Integer(n) => ValueRef::Integer(*n),
        Value::Real(x) => ValueRef::Real(*x),
        Value::Text(s) => ValueRef::Text(s.as_bytes()),
    })
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(parameter(self))
    }
}

fn value(cell: ValueRef<'_>) -> Value {
    match cell {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(n) => Value::Integer(n),
        ValueRef::Real(x) => Value::Real(x),
        ValueRef::Text(t) | ValueRef::Blob(t) => Value::Text(String::from_utf8_lossy(t).into()),
    }
}

impl Sql for Statements<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let changed = self
            .0
            .prepare_cached(sql)?
            .execute(rusqlite::params_from_iter(params))?;
        Ok(changed as u64)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
        let mut statement = self.0.prepare_cached(sql)?;
        let names: Arc<[String]> = statement.column_names().map(str::to_string).collect();
        let width = names.len();
        let mut rows = statement.query(rusqlite::params_from_iter(params))?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let values = (0..width)
                .map(|i| row.get_ref(i).map(value))
                .collect::<Result<Vec<_>, _>>()?;
            out.push(Row::new(names.clone(), values));
        }
        Ok(out)
    }
}
