//! Moving a whole archive to another engine (a committee's file to the federation's server, a
//! server's archive to a file for a laptop): every case as it is — its row ids, revision, the
//! revision last exchanged through a bundle, audit times —, the texts kept among the
//! conflicts, the double-dummy cache and the precedent digests. Both engines hold the same
//! tables (the same numbered migrations), so the rows are copied table by table, a window of
//! cases at a time, rather than each case read and written again: a server takes each
//! table's rows of a window in one statement. The text index is each engine's own and is
//! made again from the prose. The source is read as one moment's state; the destination is
//! written in one transaction, so a copy stopped (cancelled, or the server gone) leaves it as
//! it was.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::schema::CASE_LIST_TABLES;
use crate::store::sql::{Dialect, Row, Sql, Value, Written, params};
use crate::store::tables::text_index::{self as search, TextEntry};
use std::sync::atomic::{AtomicBool, Ordering};

/// What a copy moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CopyReport {
    pub cases: usize,
    pub conflicts: usize,
    pub double_dummy_tables: usize,
    /// Training cases the source holds that the copy left behind.
    pub training_left_behind: usize,
}

/// Whether a copy takes the source's training cases along: a committee's cases go to the
/// federation's archive, the commentary's worked examples only when asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrainingCases {
    LeftBehind,
    Copied,
}

/// How far a copy is: cases copied of all.
pub type CopyProgress<'a> = &'a mut dyn FnMut(usize, usize);

impl Store {
    /// Copies this archive into `destination`, which must hold no case; `progress` hears the
    /// cases copied of all, and a `cancel` set stops the copy with [`StoreError::Cancelled`]
    /// and nothing written.
    pub fn copy_to(
        &self,
        destination: &mut Store,
        training: TrainingCases,
        progress: CopyProgress<'_>,
        cancel: &AtomicBool,
    ) -> Result<CopyReport, StoreError> {
        let held = destination.read(|db| {
            crate::store::sql::query_value::<i64>(db, "SELECT count(*) FROM cases", params![])
        })?;
        if let Some(count) = held.filter(|n| *n > 0) {
            return Err(StoreError::DestinationNotEmpty {
                destination: destination.location().to_string(),
                cases: count as u64,
            });
        }
        self.snapshot(|source| {
            destination
                .write(|target| copy(source, target, training, progress, cancel).map(Written::Done))
        })
    }
}

/// Cases copied a window at a time: the rows of a window are held in memory once.
const WINDOW: usize = 500;

/// A case's tables besides its lists (`CASE_LIST_TABLES`), found by `case_id` too: a
/// call's explanations come after the calls they refer to.
const MORE_CASE_TABLES: &[&str] = &[
    "call_explanations",
    "case_prose",
    "case_digests",
    "case_tables",
    "panel_comments",
    "served_polls",
];

/// Tables whose row ids a copy keeps, and whose next id a server must be told.
const NUMBERED_TABLES: &[&str] = &[
    "cases",
    "polls",
    "conflicts",
    "library_texts",
    "served_polls",
];

fn copy(
    source: &mut dyn Sql,
    target: &mut dyn Sql,
    training: TrainingCases,
    progress: CopyProgress<'_>,
    cancel: &AtomicBool,
) -> Result<CopyReport, StoreError> {
    let stop = || {
        if cancel.load(Ordering::Relaxed) {
            Err(StoreError::Cancelled)
        } else {
            Ok(())
        }
    };
    // The highest `training` mark copied: 0 leaves the training cases behind.
    let highest_mark = match training {
        TrainingCases::LeftBehind => 0_i64,
        TrainingCases::Copied => 1_i64,
    };
    let ids: Vec<i64> = source
        .query(
            "SELECT id FROM cases WHERE training <= ?1 ORDER BY id",
            params![highest_mark],
        )?
        .iter()
        .map(|row| row.get(0))
        .collect::<Result<_, _>>()?;
    let total = ids.len();
    let mut report = CopyReport {
        training_left_behind: crate::store::sql::query_value::<i64>(
            source,
            "SELECT count(*) FROM cases WHERE training > ?1",
            params![highest_mark],
        )?
        .map_or(0, |n| n as usize),
        ..CopyReport::default()
    };
    let set_aside = set_aside_text_indexes(target)?;
    let history_set_aside = set_aside_history(target)?;
    for window in ids.chunks(WINDOW) {
        progress(report.cases, total);
        stop()?;
        let span = params![window[0], window[window.len() - 1], highest_mark];
        // The window's cases: a training case between two copied ones is not among them.
        let copied = "SELECT id FROM cases WHERE id BETWEEN ?1 AND ?2 AND training <= ?3";
        copy_rows(
            source,
            target,
            "cases",
            "SELECT * FROM cases WHERE id BETWEEN ?1 AND ?2 AND training <= ?3 ORDER BY id",
            span,
        )?;
        for table in CASE_LIST_TABLES.iter().chain(MORE_CASE_TABLES) {
            copy_rows(
                source,
                target,
                table,
                &format!(
                    "SELECT * FROM {table} WHERE case_id BETWEEN ?1 AND ?2 AND case_id IN ({copied})"
                ),
                span,
            )?;
        }
        copy_rows(
            source,
            target,
            "poll_answers",
            &format!(
                "SELECT a.* FROM poll_answers a JOIN polls p ON p.id = a.poll_id
                 WHERE p.case_id BETWEEN ?1 AND ?2 AND p.case_id IN ({copied})"
            ),
            span,
        )?;
        // A served poll's pollees, then their answers: each after the row it refers to.
        for (table, through) in [
            ("served_pollees", "SELECT x.* FROM served_pollees x"),
            (
                "served_answers",
                "SELECT x.* FROM served_answers x JOIN served_pollees p ON p.token = x.token",
            ),
        ] {
            let poll = if table == "served_pollees" { "x" } else { "p" };
            copy_rows(
                source,
                target,
                table,
                &format!(
                    "{through} JOIN served_polls s ON s.id = {poll}.served_poll_id
                     WHERE s.case_id BETWEEN ?1 AND ?2 AND s.case_id IN ({copied})"
                ),
                span,
            )?;
        }
        let entries: Vec<TextEntry> = source
            .query(
                "SELECT p.case_id, c.language, p.body FROM case_prose p
                 JOIN cases c ON c.id = p.case_id
                 WHERE p.case_id BETWEEN ?1 AND ?2 AND c.training <= ?3",
                span,
            )?
            .iter()
            .map(TextEntry::of_row)
            .collect::<Result<_, StoreError>>()?;
        search::index_entries(target, &entries)?;
        report.cases += window.len();
    }
    for definition in set_aside {
        target.execute(&definition, params![])?;
    }
    // A server's postings of every word, made at once from the counts just written.
    if target.dialect() == Dialect::Postgres {
        target.execute("SELECT casebook_rebuild_postings()", params![])?;
    }
    progress(total, total);
    stop()?;
    report.conflicts = copy_rows(
        source,
        target,
        "conflicts",
        "SELECT * FROM conflicts
         WHERE case_uuid NOT IN (SELECT uuid FROM cases WHERE training > ?1) ORDER BY id",
        params![highest_mark],
    )?;
    report.double_dummy_tables = copy_rows(
        source,
        target,
        "dd_tables",
        "SELECT * FROM dd_tables ORDER BY deal",
        params![],
    )?;
    copy_rows(
        source,
        target,
        "dd_pars",
        "SELECT * FROM dd_pars ORDER BY deal, dealer, vulnerability",
        params![],
    )?;
    // The panels, and an event's results: a row first, then what refers to it.
    for (table, order) in [
        ("panels", "year, event"),
        ("panel_members", "year, event, position"),
        ("result_events", "event"),
        ("result_boards", "event, board"),
        ("result_lines", "event, board, position"),
        ("result_pairs", "event, position"),
        ("library_texts", "id"),
    ] {
        copy_rows(
            source,
            target,
            table,
            &format!("SELECT * FROM {table} ORDER BY {order}"),
            params![],
        )?;
    }
    if history_set_aside {
        // One row a case, made at once rather than by the trigger a row at a time: the copy
        // inserted them, under the copier's login.
        target.execute(
            "INSERT INTO case_history (case_uuid, revision, action, status)
             SELECT uuid, revision, 'insert', status FROM cases ORDER BY id",
            params![],
        )?;
        target.execute("ALTER TABLE cases ENABLE TRIGGER cases_history", params![])?;
        target.execute(
            "ALTER TABLE served_answers ENABLE TRIGGER served_answers_history",
            params![],
        )?;
    }
    if target.dialect() == Dialect::Postgres {
        // Rows came with their ids; the server's next id must follow the last.
        for table in NUMBERED_TABLES {
            target.query(
                &format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'),
                                   coalesce((SELECT max(id) FROM {table}), 0) + 1, false)"
                ),
                params![],
            )?;
        }
    }
    Ok(report)
}

/// Copies the rows `sql` selects from `source` into `table` of `target`, column by column
/// name; how many.
fn copy_rows(
    source: &mut dyn Sql,
    target: &mut dyn Sql,
    table: &str,
    sql: &str,
    params: &[Value],
) -> Result<usize, StoreError> {
    let rows: Vec<Row> = source.query(sql, params)?;
    let Some(first) = rows.first() else {
        return Ok(0);
    };
    let names: Vec<String> = first.names().to_vec();
    let columns: Vec<&str> = names.iter().map(String::as_str).collect();
    let count = rows.len();
    let values: Vec<Value> = rows.into_iter().flat_map(Row::into_values).collect();
    target.insert_rows(table, &columns, &values)?;
    Ok(count)
}

/// On a server whose cases table the copier owns, turns off the trigger that records each
/// change of a case for the copy's transaction (the copy records its cases at the end, in one
/// statement); whether it did. A copier that does not own the table leaves the trigger on.
fn set_aside_history(target: &mut dyn Sql) -> Result<bool, StoreError> {
    if target.dialect() != Dialect::Postgres {
        return Ok(false);
    }
    let owner = target
        .query_optional(
            "SELECT pg_get_userbyid(c.relowner) = current_user
             FROM pg_class c JOIN pg_trigger t ON t.tgrelid = c.oid
             WHERE c.oid = 'cases'::regclass AND t.tgname = 'cases_history'",
            params![],
        )?
        .map(|row| row.get::<bool>(0))
        .transpose()?
        .unwrap_or(false);
    if owner {
        target.execute("ALTER TABLE cases DISABLE TRIGGER cases_history", params![])?;
        // A copied answer is not an answer received here.
        target.execute(
            "ALTER TABLE served_answers DISABLE TRIGGER served_answers_history",
            params![],
        )?;
    }
    Ok(owner)
}

/// On a server, drops the text index's GIN indexes and returns their definitions, to be made
/// again once every row is in: a GIN index built at once is a fraction of one kept up a row at
/// a time. The copy's transaction holds them; a copy stopped leaves them as they were.
fn set_aside_text_indexes(target: &mut dyn Sql) -> Result<Vec<String>, StoreError> {
    if target.dialect() != Dialect::Postgres {
        return Ok(Vec::new());
    }
    let indexes = target.query(
        "SELECT indexname, indexdef FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename IN ('case_text', 'case_terms')
           AND indexdef LIKE '% USING gin %'
         ORDER BY indexname",
        params![],
    )?;
    let mut definitions = Vec::with_capacity(indexes.len());
    for index in indexes {
        let name: String = index.get(0)?;
        target.execute(&format!("DROP INDEX \"{name}\""), params![])?;
        definitions.push(index.get(1)?);
    }
    Ok(definitions)
}
