//! The rows a case has besides its own (its auction, people, statements …) and its text-search
//! entry, gathered and then written table by table: a server is sent each table's rows of many
//! cases in one statement (`Sql::insert_rows`) rather than one statement a row, which made
//! copying an archive to a server a round trip per row.

use super::text_index::{self, TextEntry};
use crate::store::error::StoreError;
use crate::store::sql::{Sql, TableRows, Value};

/// Rows waiting to be written, in the order their tables were first given: a table whose
/// rows refer to another's (a call's explanations to the call) comes after it.
#[derive(Default)]
pub(crate) struct NewRows {
    tables: Vec<HeldRows>,
    text: Vec<TextEntry>,
}

struct HeldRows {
    table: &'static str,
    columns: &'static [&'static str],
    values: Vec<Value>,
}

/// Values held before a bulk writer writes them: a few megabytes.
const HELD_VALUES: usize = 200_000;

impl NewRows {
    /// A row of `table`, one value for each of `columns`.
    pub(crate) fn add(
        &mut self,
        table: &'static str,
        columns: &'static [&'static str],
        row: &[Value],
    ) {
        debug_assert_eq!(row.len(), columns.len(), "{table}");
        match self.tables.iter_mut().find(|t| t.table == table) {
            Some(rows) => rows.values.extend_from_slice(row),
            None => self.tables.push(HeldRows {
                table,
                columns,
                values: row.to_vec(),
            }),
        }
    }

    /// A case's text-search entry, when it has one.
    pub(crate) fn add_text(&mut self, entry: Option<TextEntry>) {
        self.text.extend(entry);
    }

    /// Whether a bulk writer should write what is held before it goes on.
    pub(crate) fn full(&self) -> bool {
        self.tables.iter().map(|t| t.values.len()).sum::<usize>() >= HELD_VALUES
            || self.text.len() >= 1_000
    }

    /// Writes every row held, and holds none.
    pub(crate) fn write(&mut self, db: &mut dyn Sql) -> Result<(), StoreError> {
        let tables: Vec<TableRows<'_>> = self
            .tables
            .iter()
            .map(|rows| TableRows {
                table: rows.table,
                columns: rows.columns,
                values: &rows.values,
            })
            .collect();
        db.insert_tables(&tables)?;
        self.tables.clear();
        text_index::write_entries(db, std::mem::take(&mut self.text))
    }
}
