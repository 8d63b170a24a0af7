//! The PostgreSQL engine: a federation's archive on a server, shared by its committees, its
//! chief director and its editor.
//!
//! - The schema is migrated forward on open from numbered migrations ([`migrations`]); a
//!   database of another program, or an archive of a newer version, is refused untouched.
//! - Every edit is one transaction on the server; the revision check is the server's own (a
//!   conditional update, see `Store::save_case`), so two committees saving one case get one
//!   commit and one conflict.
//! - One connection per store, its statements prepared once; a connection the server dropped
//!   (a restart) is made again by the next call.

pub(crate) mod access;
pub mod address;
pub(crate) mod check;
pub(crate) mod connect;
pub mod migrations;
pub(crate) mod postings;
mod roles;
pub(crate) mod setup;
pub mod setup_report;
mod values;

use crate::store::error::StoreError;
use crate::store::postgres::address::ServerAddress;
use crate::store::sql::{
    Dialect, Row, Sql, TableRows, Value, Written, case_rows, numbered_parameters, one_statement,
};
use postgres::types::{ToSql, Type};
use postgres::{Client, GenericClient, IsolationLevel, Statement};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// Rows sent in one statement by `insert_rows`: large enough that the round trips do not
/// count, small enough that one statement's JSON stays a few megabytes.
const ROWS_A_STATEMENT: usize = 2_000;

/// An open archive on a server.
pub(crate) struct ServerArchive {
    pub(crate) address: ServerAddress,
    connection: Mutex<Connection>,
    /// The schema version this opening migrated the archive from, when it did.
    pub(crate) migrated_from: Option<i64>,
}

/// The client and the statements prepared on it.
struct Connection {
    client: Client,
    prepared: HashMap<String, (Statement, Arc<[String]>)>,
}

impl ServerArchive {
    /// Connects, checks the server and the archive, and migrates it to the current schema.
    pub(crate) fn open(address: &ServerAddress) -> Result<ServerArchive, StoreError> {
        let mut client = connect::connect(address)?;
        let migrated_from = match migrations::migrate(&mut client, &address.to_string()) {
            Ok(from) => from,
            Err(error) => {
                // A login the archive's roles leave out cannot even read its schema version.
                let shut_out = client
                    .query_one(
                        "SELECT EXISTS (SELECT 1 FROM pg_class c
                     WHERE c.relname = 'casebook_schema' AND c.relkind = 'r'
                       AND NOT has_table_privilege(c.oid, 'SELECT'))",
                        &[],
                    )
                    .map(|row| row.get::<_, bool>(0))
                    .unwrap_or(false);
                return Err(if shut_out {
                    StoreError::NoAccess {
                        archive: address.to_string(),
                    }
                } else {
                    error
                });
            }
        };
        let archive = ServerArchive {
            address: address.clone(),
            connection: Mutex::new(Connection {
                client,
                prepared: HashMap::new(),
            }),
            migrated_from,
        };
        archive.read(|db| access::check_access(db, &address.to_string()))?;
        Ok(archive)
    }

    /// The archive's name in messages: its address without the password.
    pub(crate) fn archive(&self) -> String {
        self.address.to_string()
    }

    /// The connection, made again when the server dropped it.
    fn connection(&self) -> Result<MutexGuard<'_, Connection>, StoreError> {
        let mut connection = self
            .connection
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if connection.client.is_closed() {
            connection.client = connect::connect(&self.address)?;
            connection.prepared.clear();
        }
        Ok(connection)
    }

    fn failed(&self, e: postgres::Error) -> StoreError {
        StoreError::Postgres(e).in_archive(&self.archive())
    }

    /// Runs `read` outside any transaction of its own.
    pub(crate) fn read<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut guard = self.connection()?;
        let Connection { client, prepared } = &mut *guard;
        read(&mut Statements { client, prepared }).map_err(|e| e.in_archive(&self.archive()))
    }

    /// Runs `read` in one read-only transaction that sees one moment's state of the archive.
    pub(crate) fn snapshot<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut guard = self.connection()?;
        let Connection { client, prepared } = &mut *guard;
        let mut tx = client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .map_err(|e| self.failed(e))?;
        let value = read(&mut Statements {
            client: &mut tx,
            prepared,
        })
        .map_err(|e| e.in_archive(&self.archive()))?;
        tx.commit().map_err(|e| self.failed(e))?;
        Ok(value)
    }

    /// Runs `write` in a transaction, committed unless `write` fails.
    pub(crate) fn write<T>(
        &self,
        write: impl FnOnce(&mut dyn Sql) -> Result<Written<T>, StoreError>,
    ) -> Result<T, StoreError> {
        let mut guard = self.connection()?;
        let Connection { client, prepared } = &mut *guard;
        let mut tx = client.transaction().map_err(|e| self.failed(e))?;
        let written = write(&mut Statements {
            client: &mut tx,
            prepared,
        })
        .map_err(|e| e.in_archive(&self.archive()))?;
        tx.commit().map_err(|e| self.failed(e))?;
        written.into_result()
    }
}

/// The statements of a client or a transaction.
struct Statements<'a, C: GenericClient> {
    client: &'a mut C,
    prepared: &'a mut HashMap<String, (Statement, Arc<[String]>)>,
}

impl<C: GenericClient> Statements<'_, C> {
    /// The types of `table`'s columns `list` (`a, b, …`), from a statement prepared once.
    fn column_types(&mut self, table: &str, list: &str) -> Result<Vec<Type>, StoreError> {
        let (probe, _) = self.prepared(&format!("SELECT {list} FROM {table} WHERE false"))?;
        Ok(probe.columns().iter().map(|c| c.type_().clone()).collect())
    }

    /// The prepared statement for `sql` and its column names, prepared once a connection.
    fn prepared(&mut self, sql: &str) -> Result<(Statement, Arc<[String]>), StoreError> {
        if let Some(found) = self.prepared.get(sql) {
            return Ok(found.clone());
        }
        let statement = self.client.prepare(&numbered_parameters(sql))?;
        let names: Arc<[String]> = statement
            .columns()
            .iter()
            .map(|c| c.name().to_string())
            .collect();
        self.prepared
            .insert(sql.to_string(), (statement.clone(), names.clone()));
        Ok((statement, names))
    }
}

/// Parameters made at run time (each column's array), as the client takes them.
fn borrowed(made: &[Box<dyn ToSql + Sync>]) -> Vec<&(dyn ToSql + Sync)> {
    made.iter()
        .map(|p| p.as_ref() as &(dyn ToSql + Sync))
        .collect()
}

fn parameters(params: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    params.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

impl<C: GenericClient> Sql for Statements<'_, C> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let (statement, _) = self.prepared(sql)?;
        Ok(self.client.execute(&statement, &parameters(params))?)
    }

    /// Many rows a statement, each column sent as one array in the binary protocol and
    /// unnested by the server: one statement text for any number of rows (so it is prepared
    /// once), and nothing for the server to parse. The arrays take the table's column types.
    fn insert_rows(
        &mut self,
        table: &str,
        columns: &[&str],
        values: &[Value],
    ) -> Result<(), StoreError> {
        let list = columns.join(", ");
        let types = self.column_types(table, &list)?;
        let arrays: Vec<String> = types
            .iter()
            .enumerate()
            .map(|(i, ty)| format!("CAST(?{} AS {}[])", i + 1, ty.name()))
            .collect();
        let (statement, _) = self.prepared(&format!(
            "INSERT INTO {table} ({list}) SELECT * FROM unnest({})",
            arrays.join(", ")
        ))?;
        for rows in values.chunks(columns.len() * ROWS_A_STATEMENT) {
            let columns = types
                .iter()
                .enumerate()
                .map(|(i, ty)| values::column_array(ty, rows.iter().skip(i).step_by(columns.len())))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|message| StoreError::Column(format!("{table}: {message}")))?;
            self.client.execute(&statement, &borrowed(&columns))?;
        }
        Ok(())
    }

    /// A save's few rows of every table in one statement, each table's insert a
    /// data-modifying `WITH` of it (a reference to an earlier table's row is checked at the
    /// statement's end, when all are in); many rows, a table at a time.
    fn insert_tables(&mut self, tables: &[TableRows<'_>]) -> Result<(), StoreError> {
        let few = tables
            .iter()
            .all(|t| t.values.len() <= t.columns.len() * ROWS_A_STATEMENT);
        if tables.len() < 2 || !few {
            for rows in tables {
                self.insert_rows(rows.table, rows.columns, rows.values)?;
            }
            return Ok(());
        }
        let mut inserts = Vec::with_capacity(tables.len());
        let mut arrays: Vec<Box<dyn ToSql + Sync>> = Vec::new();
        for rows in tables {
            let list = rows.columns.join(", ");
            let types = self.column_types(rows.table, &list)?;
            let mut unnested = Vec::with_capacity(types.len());
            for (i, ty) in types.iter().enumerate() {
                let column = rows.values.iter().skip(i).step_by(rows.columns.len());
                arrays.push(
                    values::column_array(ty, column).map_err(|message| {
                        StoreError::Column(format!("{}: {message}", rows.table))
                    })?,
                );
                unnested.push(format!("CAST(?{} AS {}[])", arrays.len(), ty.name()));
            }
            inserts.push(format!(
                "INSERT INTO {} ({list}) SELECT * FROM unnest({})",
                rows.table,
                unnested.join(", ")
            ));
        }
        let (statement, _) = self.prepared(&one_statement(inserts))?;
        self.client.execute(&statement, &borrowed(&arrays))?;
        Ok(())
    }

    /// The lists of the cases `ids` deleted in one statement, each table's delete a
    /// data-modifying `WITH` of it.
    fn delete_case_rows(&mut self, tables: &[&str], ids: &[i64]) -> Result<(), StoreError> {
        if tables.is_empty() {
            return Ok(());
        }
        let (condition, key) = case_rows(Dialect::Postgres, ids);
        let deletes = tables
            .iter()
            .map(|table| format!("DELETE FROM {table} WHERE {condition}"))
            .collect();
        self.execute(&one_statement(deletes), std::slice::from_ref(&key))?;
        Ok(())
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
        let (statement, names) = self.prepared(sql)?;
        let rows = self.client.query(&statement, &parameters(params))?;
        rows.iter()
            .map(|row| {
                let values = (0..names.len())
                    .map(|i| row.try_get::<_, Value>(i))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Row::new(names.clone(), values))
            })
            .collect()
    }
}
