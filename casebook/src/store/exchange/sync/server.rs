//! Writing a sync's cases on the server: a batch at once, or a case at a time under its own
//! savepoint when the server refuses part of it, so that the refused case is named.

use crate::case::Case;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Sql, Written, params, query_value};
use crate::store::tables::case_write as write;
use crate::store::tables::new_rows::NewRows;
use crate::store::tables::text_index as search;
use std::collections::HashMap;
use uuid::Uuid;

/// The outcome of writing one case on the server.
pub(super) enum Sent {
    Done,
    /// Changed on the server since the comparison: the next sync meets it again.
    Moved,
    Refused(String),
}

/// The server's revisions of the cases in `events` (all when none are named) that the login
/// reads.
pub(super) fn revisions(
    db: &mut dyn Sql,
    events: &[String],
) -> Result<HashMap<Uuid, u64>, StoreError> {
    let rows = db.query("SELECT uuid, revision, event FROM cases", params![])?;
    let mut out = HashMap::with_capacity(rows.len());
    for row in rows {
        let event: String = row.get(2)?;
        if !events.is_empty() && !events.contains(&event) {
            continue;
        }
        let uuid: String = row.get(0)?;
        let uuid = Uuid::parse_str(&uuid).map_err(|e| StoreError::Column(e.to_string()))?;
        out.insert(uuid, u64::try_from(row.get::<i64>(1)?).unwrap_or(0));
    }
    Ok(out)
}

/// Writes `cases` on the server in one transaction, each over the revision both sides agreed
/// on (a case `agreed` does not name is new there). The whole batch is tried at once, in a
/// few statements for all its cases (a round trip a statement: over a hearing room's network
/// a case at a time is slow); if the server refuses any of it (a case the login's role does
/// not reach), the batch is written again a case at a time, each under its own savepoint, so
/// that the refused case is named and the others are written.
pub(super) fn send(
    server: &mut Store,
    cases: &[Case],
    agreed: &HashMap<Uuid, u64>,
) -> Result<Vec<Sent>, StoreError> {
    server.write(|db| {
        db.execute("SAVEPOINT sync_batch", params![])?;
        match put_all(db, cases, agreed) {
            Ok(outcomes) => {
                db.execute("RELEASE SAVEPOINT sync_batch", params![])?;
                return Ok(Written::Done(outcomes));
            }
            Err(StoreError::Postgres(e)) if e.as_db_error().is_some() => {
                db.execute("ROLLBACK TO SAVEPOINT sync_batch", params![])?;
                db.execute("RELEASE SAVEPOINT sync_batch", params![])?;
            }
            Err(other) => return Err(other),
        }
        let mut outcomes = Vec::with_capacity(cases.len());
        for case in cases {
            let over = agreed.get(&case.uuid).copied();
            outcomes.push(guarded(db, |db| put(db, case, over))?);
        }
        Ok(Written::Done(outcomes))
    })
}

/// Writes every case of a batch: each case's own row by itself (over its agreed revision, or
/// new), then the lists and text entries of all of them together.
fn put_all(
    db: &mut dyn Sql,
    cases: &[Case],
    agreed: &HashMap<Uuid, u64>,
) -> Result<Vec<Sent>, StoreError> {
    let mut rows = NewRows::default();
    let mut outcomes = Vec::with_capacity(cases.len());
    let mut replaced = Vec::new();
    for case in cases {
        let outcome = match agreed.get(&case.uuid) {
            Some(&over) => match write::update_case_over(db, case, over)? {
                Some(id) => {
                    replaced.push((id, case));
                    Sent::Done
                }
                None => Sent::Moved,
            },
            None => insert_new(db, &mut rows, case)?,
        };
        outcomes.push(outcome);
    }
    let ids: Vec<i64> = replaced.iter().map(|(id, _)| *id).collect();
    write::clear_lists(db, &ids)?;
    search::unindex_cases(db, &ids)?;
    for (id, case) in replaced {
        write::write_lists(db, &mut rows, id, case)?;
        rows.add_text(search::index_case(db, id, case, search::Entry::New)?);
    }
    rows.write(db)?;
    Ok(outcomes)
}

/// Runs `write` under a savepoint: a statement the server refuses undoes only this case's
/// writes and becomes its refusal; a lost connection stops the sync.
pub(super) fn guarded(
    db: &mut dyn Sql,
    write: impl FnOnce(&mut dyn Sql) -> Result<Sent, StoreError>,
) -> Result<Sent, StoreError> {
    db.execute("SAVEPOINT sync_case", params![])?;
    match write(db) {
        Ok(outcome) => {
            db.execute("RELEASE SAVEPOINT sync_case", params![])?;
            Ok(outcome)
        }
        Err(StoreError::Postgres(e)) if e.as_db_error().is_some() => {
            db.execute("ROLLBACK TO SAVEPOINT sync_case", params![])?;
            db.execute("RELEASE SAVEPOINT sync_case", params![])?;
            let reason = e
                .as_db_error()
                .map_or_else(|| e.to_string(), |d| d.message().to_string());
            Ok(Sent::Refused(reason))
        }
        Err(other) => Err(other),
    }
}

/// Writes one case on the server as its revision here, over `over` (or as a new case).
fn put(db: &mut dyn Sql, case: &Case, over: Option<u64>) -> Result<Sent, StoreError> {
    put_all(
        db,
        std::slice::from_ref(case),
        &over.map(|over| (case.uuid, over)).into_iter().collect(),
    )
    .map(|mut outcomes| outcomes.pop().unwrap_or(Sent::Moved))
}

/// Inserts a case new to the server, its lists and text entry left in `rows`.
fn insert_new(db: &mut dyn Sql, rows: &mut NewRows, case: &Case) -> Result<Sent, StoreError> {
    if write::insert_case_with(db, rows, case, case.revision, write::Synced::Keep)?.is_some() {
        return Ok(Sent::Done);
    }
    // Its UUID is there already: saved meanwhile, or in an event the login cannot read.
    match query_value::<i64>(
        db,
        "SELECT revision FROM cases WHERE uuid = ?1",
        params![case.uuid.to_string()],
    )? {
        Some(_) => Ok(Sent::Moved),
        None => Ok(Sent::Refused(
            "the archive holds this case in an event your role does not reach".into(),
        )),
    }
}

/// Deletes a case on the server unless it changed since the agreed revision.
pub(super) fn delete(db: &mut dyn Sql, uuid: Uuid, revision: u64) -> Result<Sent, StoreError> {
    let deleted: Option<i64> = query_value(
        db,
        "DELETE FROM cases WHERE uuid = ?1 AND revision = ?2 RETURNING id",
        params![uuid.to_string(), write::revision_value(revision)?],
    )?;
    match deleted {
        Some(id) => {
            search::unindex_case(db, id)?;
            Ok(Sent::Done)
        }
        None => Ok(Sent::Moved),
    }
}
