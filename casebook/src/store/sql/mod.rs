//! What the store says to a database, said once for both engines: statements with their
//! parameters, rows of column values. The case record's rows, the list, the bundles, the
//! conflicts, the double-dummy cache and the digests are written against [`Sql`]; an engine
//! (`sqlite`, `postgres`) runs the statements and gives the few statements that differ between
//! the two SQL dialects ([`Dialect`]).
//!
//! Statements are written as SQLite writes them, with `?1`, `?2`… (or bare `?`) for their
//! parameters; the PostgreSQL engine renumbers them `$1`, `$2`… Integers are 64-bit on both
//! (PostgreSQL columns are `BIGINT`), truth values are the integers 0 and 1, times are RFC 3339
//! text: the values cross either engine unchanged.

pub(crate) mod codec;

use crate::store::error::StoreError;

/// A column value on its way into or out of a database.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Integer(n)
    }
}

impl From<i32> for Value {
    fn from(n: i32) -> Value {
        Value::Integer(n.into())
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        Value::Integer(n.into())
    }
}

impl From<u8> for Value {
    fn from(n: u8) -> Value {
        Value::Integer(n.into())
    }
}

impl From<u16> for Value {
    fn from(n: u16) -> Value {
        Value::Integer(n.into())
    }
}

impl From<usize> for Value {
    /// Positions and counts, far below `i64::MAX`.
    fn from(n: usize) -> Value {
        Value::Integer(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Integer(b.into())
    }
}

impl From<f64> for Value {
    fn from(x: f64) -> Value {
        Value::Real(x)
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// A Rust value written into a column, borrowed (a statement's parameters are read, not taken).
pub(crate) trait ToValue {
    fn to_value(&self) -> Value;
}

macro_rules! to_value_by_from {
    ($($t:ty),+) => {$(
        impl ToValue for $t {
            fn to_value(&self) -> Value {
                Value::from(*self)
            }
        }
    )+};
}
to_value_by_from!(i64, i32, u32, u16, u8, usize, bool, f64);

impl ToValue for str {
    fn to_value(&self) -> Value {
        Value::Text(self.to_string())
    }
}

impl ToValue for String {
    fn to_value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl ToValue for Value {
    fn to_value(&self) -> Value {
        self.clone()
    }
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value {
        self.as_ref().map_or(Value::Null, ToValue::to_value)
    }
}

/// The parameters of a statement, each turned into a [`Value`].
macro_rules! params {
    () => { &[] as &[$crate::store::sql::Value] };
    ($($value:expr),+ $(,)?) => {
        &[$($crate::store::sql::ToValue::to_value(&$value)),+] as &[$crate::store::sql::Value]
    };
}
pub(crate) use params;

/// One row of a result, its values in the statement's column order.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    names: std::sync::Arc<[String]>,
    values: Vec<Value>,
}

impl Row {
    pub(crate) fn new(names: std::sync::Arc<[String]>, values: Vec<Value>) -> Row {
        Row { names, values }
    }

    /// The names of the row's columns, in order.
    pub(crate) fn names(&self) -> &[String] {
        &self.names
    }

    /// The row's values, in the order of its columns.
    pub(crate) fn into_values(self) -> Vec<Value> {
        self.values
    }

    /// The value of column `at` (its position, or its name) as a `T`.
    pub(crate) fn get<T: FromValue>(&self, at: impl ColumnIndex) -> Result<T, StoreError> {
        let index = at.index(&self.names)?;
        T::from_value(&self.values[index]).map_err(|expected| {
            StoreError::Column(format!(
                "column {} holds {:?}, not {expected}",
                self.names[index], self.values[index]
            ))
        })
    }
}

/// A column named by its position or its name.
pub(crate) trait ColumnIndex {
    fn index(&self, names: &[String]) -> Result<usize, StoreError>;
}

impl ColumnIndex for usize {
    fn index(&self, names: &[String]) -> Result<usize, StoreError> {
        if *self < names.len() {
            Ok(*self)
        } else {
            Err(StoreError::Column(format!(
                "no column {self} of {}",
                names.len()
            )))
        }
    }
}

impl ColumnIndex for &str {
    fn index(&self, names: &[String]) -> Result<usize, StoreError> {
        names
            .iter()
            .position(|n| n == self)
            .ok_or_else(|| StoreError::Column(format!("no column {self}")))
    }
}

/// A Rust value a column's value is read into; `Err` names what was expected.
pub(crate) trait FromValue: Sized {
    fn from_value(value: &Value) -> Result<Self, &'static str>;
}

impl FromValue for i64 {
    fn from_value(value: &Value) -> Result<i64, &'static str> {
        match value {
            Value::Integer(n) => Ok(*n),
            _ => Err("an integer"),
        }
    }
}

impl FromValue for i32 {
    fn from_value(value: &Value) -> Result<i32, &'static str> {
        i64::from_value(value).and_then(|n| i32::try_from(n).map_err(|_| "a 32-bit integer"))
    }
}

impl FromValue for u32 {
    fn from_value(value: &Value) -> Result<u32, &'static str> {
        i64::from_value(value).and_then(|n| u32::try_from(n).map_err(|_| "a 32-bit integer"))
    }
}

impl FromValue for u8 {
    fn from_value(value: &Value) -> Result<u8, &'static str> {
        i64::from_value(value).and_then(|n| u8::try_from(n).map_err(|_| "a small integer"))
    }
}

impl FromValue for bool {
    fn from_value(value: &Value) -> Result<bool, &'static str> {
        i64::from_value(value).map(|n| n != 0)
    }
}

impl FromValue for f64 {
    fn from_value(value: &Value) -> Result<f64, &'static str> {
        match value {
            Value::Real(x) => Ok(*x),
            Value::Integer(n) => Ok(*n as f64),
            _ => Err("a number"),
        }
    }
}

impl FromValue for String {
    fn from_value(value: &Value) -> Result<String, &'static str> {
        match value {
            Value::Text(s) => Ok(s.clone()),
            _ => Err("text"),
        }
    }
}

impl FromValue for Value {
    fn from_value(value: &Value) -> Result<Value, &'static str> {
        Ok(value.clone())
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(value: &Value) -> Result<Option<T>, &'static str> {
        match value {
            Value::Null => Ok(None),
            other => T::from_value(other).map(Some),
        }
    }
}

/// The SQL of the two engines where it differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    /// `INDEXED BY name` after a table where SQLite must use that index (PostgreSQL's planner
    /// takes no such hint).
    pub(crate) fn indexed_by(self, name: &str) -> String {
        match self {
            Dialect::Sqlite => format!(" INDEXED BY {name}"),
            Dialect::Postgres => String::new(),
        }
    }

    /// After an ascending `ORDER BY` term that may be NULL: SQLite sorts NULL first, and so
    /// must PostgreSQL, which sorts it last by default.
    pub(crate) fn nulls_first(self) -> &'static str {
        match self {
            Dialect::Sqlite => "",
            Dialect::Postgres => " NULLS FIRST",
        }
    }

    /// The aggregate joining texts with `separator`.
    pub(crate) fn join_texts(self, column: &str, separator: &str) -> String {
        match self {
            Dialect::Sqlite => format!("group_concat({column}, '{separator}')"),
            Dialect::Postgres => format!("string_agg({column}, '{separator}')"),
        }
    }
}

/// A connection or a transaction of either engine.
pub(crate) trait Sql {
    fn dialect(&self) -> Dialect;

    /// Runs a statement that returns no rows; the number of rows it changed.
    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError>;

    /// Runs a query; every row it returns.
    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError>;

    /// The first row of a query, if any.
    fn query_optional(&mut self, sql: &str, params: &[Value]) -> Result<Option<Row>, StoreError> {
        Ok(self.query(sql, params)?.into_iter().next())
    }

    /// Inserts rows into `table`: `values` holds them one after another, `columns.len()`
    /// values each. In a file, one prepared statement a row costs nothing; a server is sent
    /// many rows a statement (each statement is a round trip).
    fn insert_rows(
        &mut self,
        table: &str,
        columns: &[&str],
        values: &[Value],
    ) -> Result<(), StoreError> {
        let sql = format!(
            "INSERT INTO {table} ({}) VALUES ({})",
            columns.join(", "),
            placeholders(columns.len())
        );
        for row in values.chunks(columns.len()) {
            self.execute(&sql, row)?;
        }
        Ok(())
    }

    /// Inserts the rows of several tables, each as [`Sql::insert_rows`] would, in order (a
    /// table's rows may refer to an earlier table's). A server is sent a save's few rows of
    /// every table in one statement: a round trip a table was most of a save's time.
    fn insert_tables(&mut self, tables: &[TableRows<'_>]) -> Result<(), StoreError> {
        for rows in tables {
            self.insert_rows(rows.table, rows.columns, rows.values)?;
        }
        Ok(())
    }

    /// Deletes the rows of each of `tables` whose `case_id` is one of `ids`: a statement a
    /// table in a file, one statement for them all on a server.
    fn delete_case_rows(&mut self, tables: &[&str], ids: &[i64]) -> Result<(), StoreError> {
        let (condition, key) = case_rows(self.dialect(), ids);
        for table in tables {
            self.execute(
                &format!("DELETE FROM {table} WHERE {condition}"),
                std::slice::from_ref(&key),
            )?;
        }
        Ok(())
    }
}

/// `statements` (at least one) as one statement, each but the last a data-modifying `WITH`
/// of it: a server runs them in one round trip. They see the database as it was before any of
/// them, and a reference to a row another one writes is checked at the statement's end, so
/// they must not write and delete the same rows.
pub(crate) fn one_statement(mut statements: Vec<String>) -> String {
    let last = statements.pop().unwrap_or_default();
    if statements.is_empty() {
        return last;
    }
    let earlier: Vec<String> = statements
        .iter()
        .enumerate()
        .map(|(n, statement)| format!("s{n} AS ({statement})"))
        .collect();
    format!("WITH {} {last}", earlier.join(", "))
}

/// The condition selecting the rows of the cases `ids` by `case_id`, and its one parameter:
/// one case's key as it is, many as [`Keys::row_ids`].
pub(crate) fn case_rows(dialect: Dialect, ids: &[i64]) -> (String, Value) {
    match ids {
        [id] => ("case_id = ?1".to_string(), Value::Integer(*id)),
        _ => (
            format!("case_id IN {}", Keys::RowIds.unpacked(dialect)),
            Keys::row_ids(ids),
        ),
    }
}

/// One table's rows for [`Sql::insert_tables`]: `values` one row after another,
/// `columns.len()` values each.
pub(crate) struct TableRows<'a> {
    pub table: &'a str,
    pub columns: &'a [&'a str],
    pub values: &'a [Value],
}

impl Value {
    /// A column's value as a server's JSON gives it back (`json_build_array` of a row; a
    /// boolean as the integer the store reads it as): the reverse of [`rows_json`].
    pub(crate) fn from_json(value: serde_json::Value) -> Result<Value, String> {
        match value {
            serde_json::Value::Null => Ok(Value::Null),
            serde_json::Value::Bool(b) => Ok(Value::Integer(b.into())),
            serde_json::Value::String(s) => Ok(Value::Text(s)),
            serde_json::Value::Number(n) => n
                .as_i64()
                .map(Value::Integer)
                .or_else(|| n.as_f64().map(Value::Real))
                .ok_or_else(|| format!("{n} is not a number read back")),
            other => Err(format!("{other} is not a column's value")),
        }
    }
}

/// Rows as a JSON array of objects keyed by column, the form PostgreSQL's
/// `json_populate_recordset` and `json_to_recordset` read many rows from in one parameter.
/// Written straight into one string: a copy sends hundreds of megabytes this way.
pub(crate) fn rows_json(columns: &[&str], values: &[Value]) -> String {
    use std::io::Write as _;
    let mut out: Vec<u8> = Vec::with_capacity(values.len() * 16);
    out.push(b'[');
    for (i, row) in values.chunks(columns.len()).enumerate() {
        out.extend_from_slice(if i == 0 { b"{" } else { b",{" });
        for (j, (column, value)) in columns.iter().zip(row).enumerate() {
            if j > 0 {
                out.push(b',');
            }
            let _ = write!(out, "\"{column}\":");
            let _ = match value {
                Value::Null => write!(out, "null"),
                Value::Integer(n) => write!(out, "{n}"),
                // JSON has no NaN or infinity; a store never holds them.
                Value::Real(x) if !x.is_finite() => write!(out, "null"),
                Value::Real(x) => write!(out, "{x:?}"),
                Value::Text(t) => serde_json::to_writer(&mut out, t).map_err(std::io::Error::from),
            };
        }
        out.push(b'}');
    }
    out.push(b']');
    // Written from strings and numbers, escaped by serde_json: UTF-8 throughout.
    String::from_utf8(out).unwrap_or_default()
}

/// The first column of the first row of a query, if there is a row.
pub(crate) fn query_value<T: FromValue>(
    db: &mut dyn Sql,
    sql: &str,
    params: &[Value],
) -> Result<Option<T>, StoreError> {
    db.query_optional(sql, params)?
        .map(|row| row.get(0))
        .transpose()
}

/// Statements whose text is made at run time (an `UPDATE` of every column) but the same for
/// every case: made once.
pub(crate) fn placeholders(count: usize) -> String {
    vec!["?"; count].join(", ")
}

/// `sql` with its `?N` and `?` parameters written `$N`, as PostgreSQL numbers them. Quoted
/// text and identifiers are left alone.
pub(crate) fn numbered_parameters(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut next = 1;
    let mut chars = sql.chars().peekable();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            out.push(c);
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' => {
                quote = Some(c);
                out.push(c);
            }
            '?' => {
                let mut digits = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    digits.push(*d);
                    chars.next();
                }
                let number = if digits.is_empty() {
                    let n = next;
                    next += 1;
                    n
                } else {
                    digits.parse().unwrap_or(next)
                };
                out.push('$');
                out.push_str(&number.to_string());
            }
            _ => out.push(c),
        }
    }
    out
}

/// How a write transaction ends: [`Written::Done`] commits and gives its value;
/// [`Written::Refused`] commits what was written (a losing text kept among the conflicts) and
/// gives the refusal. An error of the transaction's own rolls everything back.
pub(crate) enum Written<T> {
    Done(T),
    Refused(StoreError),
}

impl<T> Written<T> {
    pub(crate) fn into_result(self) -> Result<T, StoreError> {
        match self {
            Written::Done(value) => Ok(value),
            Written::Refused(error) => Err(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_as_postgresql_writes_them() {
        assert_eq!(
            numbered_parameters("SELECT id FROM cases WHERE uuid = ?1 AND revision = ?2"),
            "SELECT id FROM cases WHERE uuid = $1 AND revision = $2"
        );
        assert_eq!(
            numbered_parameters("UPDATE cases SET a = ?, b = ? WHERE id = ?"),
            "UPDATE cases SET a = $1, b = $2 WHERE id = $3"
        );
        assert_eq!(
            numbered_parameters("SELECT '?1', \"a?\" FROM t WHERE x = ?1 OR ?1 IS NULL"),
            "SELECT '?1', \"a?\" FROM t WHERE x = $1 OR $1 IS NULL"
        );
    }

    #[test]
    fn values_written_as_json_read_back_the_same() {
        let values = [
            Value::Integer(-7),
            Value::Real(0.25),
            Value::Text("«Апелляция» \"1\"".to_string()),
            Value::Null,
        ];
        let json = rows_json(&["a", "b", "c", "d"], &values);
        let rows: Vec<serde_json::Map<String, serde_json::Value>> =
            serde_json::from_str(&json).expect("JSON");
        let read: Vec<Value> = ["a", "b", "c", "d"]
            .iter()
            .map(|column| Value::from_json(rows[0][*column].clone()).expect("a value"))
            .collect();
        assert_eq!(read, values);
        assert_eq!(
            Value::from_json(serde_json::json!(true)),
            Ok(Value::Integer(1))
        );
        assert!(Value::from_json(serde_json::json!([1])).is_err());
    }

    #[test]
    fn values_read_back_as_written_and_a_wrong_kind_is_named() {
        let row = Row::new(
            vec!["n".to_string(), "s".to_string(), "none".to_string()].into(),
            vec![Value::from(7_i64), Value::from("Север"), Value::Null],
        );
        assert_eq!(row.get::<i64>("n").unwrap(), 7);
        assert_eq!(row.get::<u8>(0).unwrap(), 7);
        assert!(row.get::<bool>("n").unwrap());
        assert_eq!(row.get::<String>("s").unwrap(), "Север");
        assert_eq!(row.get::<Option<String>>("none").unwrap(), None);
        let wrong = row.get::<String>("n").unwrap_err().to_string();
        assert!(
            wrong.contains("column n") && wrong.contains("not text"),
            "{wrong}"
        );
        assert!(row.get::<i64>("missing").is_err());
        assert!(row.get::<i64>(3).is_err());
    }
}

/// Many keys given as one parameter, a JSON array, and the `(…)` that unpacks it as `?1` on
/// either engine: one statement text for any number of keys, so that it is prepared once.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Keys {
    /// Row ids (`id`, `case_id`).
    RowIds,
    /// Case UUIDs, as the `uuid` column holds them.
    Uuids,
}

impl Keys {
    /// The parameter for row ids.
    pub(crate) fn row_ids(ids: &[i64]) -> Value {
        Value::Text(serde_json::Value::from(ids.to_vec()).to_string())
    }

    /// The parameter for UUIDs.
    pub(crate) fn uuids(uuids: &[uuid::Uuid]) -> Value {
        let texts: Vec<String> = uuids.iter().map(ToString::to_string).collect();
        Value::Text(serde_json::Value::from(texts).to_string())
    }

    /// `(SELECT …)`, the keys of [`Keys::row_ids`] or [`Keys::uuids`] given as `?1`.
    pub(crate) fn unpacked(self, dialect: Dialect) -> &'static str {
        match (dialect, self) {
            (Dialect::Sqlite, _) => "(SELECT value FROM json_each(?1))",
            (Dialect::Postgres, Keys::RowIds) => {
                "(SELECT CAST(value AS bigint) FROM json_array_elements_text(CAST(?1 AS text)::json))"
            }
            (Dialect::Postgres, Keys::Uuids) => {
                "(SELECT value FROM json_array_elements_text(CAST(?1 AS text)::json))"
            }
        }
    }
}
