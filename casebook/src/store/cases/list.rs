//! The case list: a summary row per case, filtered by what the list screens offer.

use crate::case::{CaseHeading, CaseStatus, Subject};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Dialect, Sql, Value};
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// Which cases to list; every field left `None` matches all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CaseFilter {
    pub status: Option<CaseStatus>,
    pub subject: Option<Subject>,
    pub year: Option<i32>,
    /// At most this many rows.
    pub limit: Option<usize>,
}

/// One row of the case list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseSummary {
    pub heading: CaseHeading,
    pub board_number: u32,
    pub status: CaseStatus,
    pub subjects: Vec<Subject>,
    pub updated: DateTime<Utc>,
    /// One of the training cases (the commentary's worked examples): never published.
    pub training: bool,
}

impl CaseSummary {
    /// The row the list shows for `case` as it would be listed once saved: lets a window
    /// update one row after an autosave without reading the whole list again.
    pub fn of(case: &crate::case::Case) -> CaseSummary {
        CaseSummary {
            heading: CaseHeading::of(case),
            board_number: case.board.number.get(),
            status: case.review.status,
            subjects: case.subjects.clone(),
            updated: case.audit.updated,
            training: case.training,
        }
    }
}

/// The list's SQL and its parameters. Every column it shows and sorts by is in the index
/// `cases_list`, in the list's order: the rows, which hold the cases' texts, are not read.
fn query(filter: &CaseFilter, dialect: Dialect) -> (String, Vec<Value>) {
    let mut conditions = Vec::new();
    let mut values = Vec::new();
    if let Some(status) = filter.status {
        conditions.push("c.status = ?");
        values.push(Value::Text(status.code().to_string()));
    }
    if let Some(subject) = filter.subject {
        // The cases of a subject are found once, through the index by subject; a correlated
        // EXISTS walked that index's thousands of rows for every case (seconds at 10,000).
        conditions.push("c.id IN (SELECT s.case_id FROM case_subjects s WHERE s.subject = ?)");
        values.push(Value::Text(subject.code().to_string()));
    }
    if let Some(year) = filter.year {
        conditions.push("c.year = ?");
        values.push(Value::Integer(year.into()));
    }
    let mut sql = format!(
        "SELECT c.uuid, c.revision, c.case_number, c.year, c.tournament, c.event, c.board_number, c.status,
                c.updated, c.training, (SELECT {} FROM
                    (SELECT subject FROM case_subjects s WHERE s.case_id = c.id ORDER BY position) AS l)
         FROM cases c{}",
        dialect.join_texts("subject", " "),
        dialect.indexed_by("cases_list"),
    );
    if !conditions.is_empty() {
        sql.push_str(" WHERE ");
        sql.push_str(&conditions.join(" AND "));
    }
    // Case numbers sort as numbers when they are numbers ("2" before "10").
    sql.push_str(&format!(
        " ORDER BY c.year{}, length(c.case_number), c.case_number, c.id",
        dialect.nulls_first()
    ));
    if let Some(limit) = filter.limit {
        sql.push_str(" LIMIT ?");
        values.push(Value::Integer(i64::try_from(limit).unwrap_or(i64::MAX)));
    }
    (sql, values)
}

fn stored(uuid: &str, field: &str, message: impl Into<String>) -> StoreError {
    StoreError::StoredCase {
        uuid: uuid.to_string(),
        field: field.to_string(),
        message: message.into(),
    }
}

impl Store {
    /// Cases matching `filter`, by year and case number.
    pub fn list_cases(&self, filter: &CaseFilter) -> Result<Vec<CaseSummary>, StoreError> {
        self.read(|db| list(db, filter))
    }
}

pub(crate) fn list(db: &mut dyn Sql, filter: &CaseFilter) -> Result<Vec<CaseSummary>, StoreError> {
    let (sql, values) = query(filter, db.dialect());
    let rows = db.query(&sql, &values)?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let uuid: String = row.get(0)?;
        let revision: i64 = row.get(1)?;
        let board: i64 = row.get(6)?;
        let status: String = row.get(7)?;
        let updated: String = row.get(8)?;
        let training: i64 = row.get(9)?;
        let subjects: Option<String> = row.get(10)?;
        out.push(CaseSummary {
            heading: CaseHeading {
                uuid: Uuid::parse_str(&uuid).map_err(|e| stored(&uuid, "uuid", e.to_string()))?,
                revision: u64::try_from(revision)
                    .map_err(|e| stored(&uuid, "revision", e.to_string()))?,
                case_number: row.get(2)?,
                year: row.get(3)?,
                tournament: row.get(4)?,
                event: row.get(5)?,
            },
            board_number: u32::try_from(board)
                .map_err(|e| stored(&uuid, "board.number", e.to_string()))?,
            status: status
                .parse()
                .map_err(|m: String| stored(&uuid, "review.status", m))?,
            subjects: subjects
                .unwrap_or_default()
                .split_whitespace()
                .map(|s| s.parse().map_err(|m: String| stored(&uuid, "subjects", m)))
                .collect::<Result<_, _>>()?,
            updated: codec::to_time(&updated).map_err(|m| stored(&uuid, "audit.updated", m))?,
            training: training != 0,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the filter, the list is read from its index in its order: no case's row (its
    /// texts) is read and nothing is sorted afterwards.
    #[test]
    fn every_filter_reads_the_list_from_its_index_in_order() {
        let mut conn = rusqlite::Connection::open_in_memory().expect("a database");
        crate::store::sqlite::migrations::migrate(&mut conn, 0, |_, _| Ok(())).expect("the schema");
        let filters = [
            CaseFilter::default(),
            CaseFilter {
                year: Some(2026),
                ..CaseFilter::default()
            },
            CaseFilter {
                subject: Some(Subject::UnauthorizedInformation),
                status: Some(CaseStatus::Reviewed),
                limit: Some(25),
                ..CaseFilter::default()
            },
        ];
        for filter in filters {
            let (sql, values) = query(&filter, Dialect::Sqlite);
            let mut plan = conn
                .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
                .expect("the list's SQL");
            let steps: Vec<String> = plan
                .query_map(rusqlite::params_from_iter(values), |row| row.get(3))
                .expect("planned")
                .collect::<Result<_, _>>()
                .expect("read");
            assert!(
                steps
                    .iter()
                    .any(|s| s.contains("COVERING INDEX cases_list")),
                "{filter:?}: {steps:?}"
            );
            assert!(
                !steps.iter().any(|s| s.contains("TEMP B-TREE")),
                "{filter:?}: {steps:?}"
            );
        }
    }
}
