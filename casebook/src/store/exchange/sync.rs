//! Synchronising a replica with its archive, both ways, by UUID and revision.
//!
//! For each case the replica remembers the revision both sides had when they last agreed
//! (`replica_cases`). A side whose revision differs from it changed the case since: the change
//! goes to the other side with its revision, so both hold the same number. When both changed
//! it, the server's case is kept on both sides and the replica's text is kept among the
//! replica's conflicts; a case deleted on one side and edited on the other is kept, the
//! deletion kept as a conflict.
//!
//! Each step is written on the server first and agreed in the replica after, a batch at a
//! time: a sync stopped anywhere (the process killed, the network gone) leaves both sides
//! sound, and the next one finds a case written on the server but not yet agreed as the same
//! text on both sides and only agrees it — nothing twice, nothing lost.

use super::replica;
use crate::case::Case;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::location::Location;
use crate::store::roles::{ArchiveRole, RoleGrant};
use crate::store::sql::{Sql, Written, params, query_value};
use crate::store::tables::case_write as write;
use crate::store::tables::conflicts::{self as conflict, Source};
use crate::store::tables::new_rows::NewRows;
use crate::store::tables::text_index as search;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use uuid::Uuid;

/// Cases a batch writes on one side in one transaction.
const BATCH: usize = 100;

/// What a sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncReport {
    /// Whether this sync made the replica.
    pub made: bool,
    /// Cases new or edited here, now on the server.
    pub sent: Vec<Uuid>,
    /// Cases new or edited on the server, now here.
    pub received: Vec<Uuid>,
    /// Deleted here, now deleted on the server.
    pub deleted_on_server: Vec<Uuid>,
    /// Deleted on the server (or no longer among the replica's events), now deleted here.
    pub deleted_here: Vec<Uuid>,
    /// Cases both sides hold alike.
    pub unchanged: usize,
    pub conflicts: Vec<SyncConflict>,
    /// Cases the server would not take, with its reason; they stay here as they are.
    pub refused: Vec<(Uuid, String)>,
}

impl SyncReport {
    /// Whether the sync moved nothing either way.
    pub fn changed_nothing(&self) -> bool {
        self.sent.is_empty()
            && self.received.is_empty()
            && self.deleted_on_server.is_empty()
            && self.deleted_here.is_empty()
            && self.conflicts.is_empty()
    }
}

/// A case both sides changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncConflict {
    pub uuid: Uuid,
    /// The case's number (У-03), as people name it; empty for a case without one.
    pub case_number: String,
    /// [`Source::Sync`] (edited on both sides), [`Source::DeletedOnServer`] or
    /// [`Source::DeletedHere`].
    pub kind: Source,
    /// The kept text's id among the replica's conflicts.
    pub conflict_id: i64,
}

/// What the sync is doing, for a progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyncStage {
    /// Comparing the two sides' revisions.
    Comparing,
    /// Sending the replica's changes.
    Sending,
    /// Receiving the server's.
    Receiving,
}

/// What to do with one case, from its revision here (`local`), at the last agreement
/// (`agreed`) and on the server (`server`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Step {
    Nothing,
    Send,
    Receive,
    /// Both hold it and both may have changed it: the same text is agreed, two texts conflict.
    Compare,
    DeleteOnServer,
    DeleteHere,
    /// Edited here, gone from the server: sent again, the deletion a conflict.
    KeepDeletedOnServer,
    /// Deleted here, edited on the server: received again, the deletion a conflict.
    KeepDeletedHere,
    Forget,
}

fn step(local: Option<u64>, agreed: Option<u64>, server: Option<u64>) -> Step {
    match (local, agreed, server) {
        (Some(l), Some(a), Some(s)) if l == a && s == a => Step::Nothing,
        (Some(l), Some(a), Some(s)) if s == a && l != a => Step::Send,
        (Some(l), Some(a), Some(s)) if l == a && s != a => Step::Receive,
        (Some(_), _, Some(_)) => Step::Compare,
        (Some(_), None, None) => Step::Send,
        (None, None, Some(_)) => Step::Receive,
        (Some(l), Some(a), None) if l == a => Step::DeleteHere,
        (Some(_), Some(_), None) => Step::KeepDeletedOnServer,
        (None, Some(a), Some(s)) if s == a => Step::DeleteOnServer,
        (None, Some(_), Some(_)) => Step::KeepDeletedHere,
        (None, Some(_), None) => Step::Forget,
        (None, None, None) => Step::Nothing,
    }
}

/// Who may change what: the roles the server gives the login now, for the replica's record.
fn roles_of(server: &Store) -> Result<Vec<RoleGrant>, StoreError> {
    Ok(server.my_roles()?.unwrap_or_default())
}

/// The events a new replica holds when none are named: a committee member's own; every case
/// the login reads for the other roles.
fn default_events(roles: &[RoleGrant]) -> Vec<String> {
    if !roles.is_empty() && roles.iter().all(|g| g.role == ArchiveRole::Committee) {
        let events: BTreeSet<String> = roles.iter().map(|g| g.event.clone()).collect();
        events.into_iter().collect()
    } else {
        Vec::new()
    }
}

/// The outcome of writing one case on the server.
enum Sent {
    Done,
    /// Changed on the server since the comparison: the next sync meets it again.
    Moved,
    Refused(String),
}

/// How to run a sync.
#[derive(Debug, Clone, Default)]
pub struct SyncOptions {
    /// The events a new replica holds (ignored for an existing one); none: the login's own.
    pub events: Vec<String>,
}

impl Store {
    /// Synchronises this replica with its archive: the one `server` names (the first time,
    /// to make the replica), else the one it was made from (its password from the libpq
    /// environment). A server that cannot be reached, or that drops the connection, is
    /// recorded in the replica — it is offline since its last sync — and the error returned.
    pub fn sync(
        &mut self,
        server: Option<&Location>,
        options: &SyncOptions,
        progress: &mut dyn FnMut(SyncStage, usize, usize),
        cancel: &AtomicBool,
    ) -> Result<SyncReport, StoreError> {
        let source = self.replica_source()?;
        let address = match (server, &source) {
            (Some(given), _) => given.clone(),
            (None, Some(source)) => Location::parse(&source.address)?,
            (None, None) => {
                return Err(StoreError::NotReplica {
                    replica: self.location().to_string(),
                });
            }
        };
        let synced = Store::open_at(&address, false)
            .and_then(|mut archive| self.sync_with(&mut archive, options, progress, cancel));
        match synced {
            Err(
                error @ (StoreError::Unreachable { .. }
                | StoreError::Server { .. }
                | StoreError::LoginRefused { .. }),
            ) if source.is_some() => {
                // The replica itself is left as it was; only the attempt is recorded.
                let _ = self.record_sync_failure(&error.to_string());
                Err(error)
            }
            other => other,
        }
    }

    /// Synchronises this replica (a database file) with `server`, the archive it was made
    /// from; a new, empty file is made a replica of it first. `progress` hears the stage and
    /// the cases done of all; a `cancel` set stops the sync between batches with
    /// [`StoreError::Cancelled`], what was done kept.
    pub fn sync_with(
        &mut self,
        server: &mut Store,
        options: &SyncOptions,
        progress: &mut dyn FnMut(SyncStage, usize, usize),
        cancel: &AtomicBool,
    ) -> Result<SyncReport, StoreError> {
        let replica_name = self.location().to_string();
        if self.location().file().is_none() {
            return Err(StoreError::ReplicaOnServer {
                location: replica_name,
            });
        }
        let address = server.location().to_string();
        let identity = server.archive_identity()?;
        let roles = roles_of(server)?;
        let mut report = SyncReport::default();
        match self.replica_source()? {
            Some(source) if source.archive != identity => {
                return Err(StoreError::ReplicaOfAnotherArchive {
                    replica: replica_name,
                    archive: address,
                    replica_archive: source.archive.to_string(),
                    server_archive: identity.to_string(),
                });
            }
            Some(_) => {}
            None => {
                let events = if options.events.is_empty() {
                    default_events(&roles)
                } else {
                    options.events.clone()
                };
                self.write(|db| {
                    let held: i64 =
                        query_value(db, "SELECT count(*) FROM cases", params![])?.unwrap_or(0);
                    if held > 0 {
                        return Err(StoreError::ReplicaNotEmpty {
                            replica: replica_name.clone(),
                            cases: held as u64,
                        });
                    }
                    replica::make(db, identity, &address, &events, &roles)?;
                    Ok(Written::Done(()))
                })?;
                report.made = true;
            }
        }
        let events = self.replica_source()?.map(|s| s.events).unwrap_or_default();

        progress(SyncStage::Comparing, 0, 1);
        let (local, agreed) = self.snapshot(|db| {
            Ok((
                replica::revisions(db, "SELECT uuid, revision FROM cases")?,
                replica::agreed(db)?,
            ))
        })?;
        let on_server = server.read(|db| server_revisions(db, &events))?;
        let all: BTreeSet<Uuid> = local
            .keys()
            .chain(agreed.keys())
            .chain(on_server.keys())
            .copied()
            .collect();
        let mut steps: HashMap<Step, Vec<Uuid>> = HashMap::new();
        for uuid in all {
            let s = step(
                local.get(&uuid).copied(),
                agreed.get(&uuid).copied(),
                on_server.get(&uuid).copied(),
            );
            steps.entry(s).or_default().push(uuid);
        }
        let take =
            |s: Step, steps: &mut HashMap<Step, Vec<Uuid>>| steps.remove(&s).unwrap_or_default();
        report.unchanged = take(Step::Nothing, &mut steps).len();
        let work: usize = steps.values().map(Vec::len).sum();
        let mut done = 0;
        let stop = || {
            if cancel.load(Ordering::Relaxed) {
                Err(StoreError::Cancelled)
            } else {
                Ok(())
            }
        };
        let mut tick =
            |stage: SyncStage, n: usize, progress: &mut dyn FnMut(SyncStage, usize, usize)| {
                done += n;
                progress(stage, done, work);
            };

        // Sending: cases new or edited here, and the replica's deletions.
        for batch in take(Step::Send, &mut steps).chunks(BATCH) {
            stop()?;
            let cases = self.load_cases(batch, &mut |_| {})?;
            let sent = send(server, &cases, &agreed)?;
            self.write(|db| {
                for (case, outcome) in cases.iter().zip(&sent) {
                    match outcome {
                        Sent::Done => {
                            replica::agree(db, case.uuid, case.revision)?;
                            report.sent.push(case.uuid);
                        }
                        Sent::Moved => {}
                        Sent::Refused(reason) => report.refused.push((case.uuid, reason.clone())),
                    }
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Sending, batch.len(), progress);
        }
        for batch in take(Step::DeleteOnServer, &mut steps).chunks(BATCH) {
            stop()?;
            let outcomes = server.write(|db| {
                let mut outcomes = Vec::new();
                for uuid in batch {
                    let revision = agreed[uuid];
                    outcomes.push(guarded(db, |db| delete(db, *uuid, revision))?);
                }
                Ok(Written::Done(outcomes))
            })?;
            self.write(|db| {
                for (uuid, outcome) in batch.iter().zip(&outcomes) {
                    match outcome {
                        Sent::Done => {
                            replica::forget(db, *uuid)?;
                            report.deleted_on_server.push(*uuid);
                        }
                        Sent::Moved => {}
                        Sent::Refused(reason) => report.refused.push((*uuid, reason.clone())),
                    }
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Sending, batch.len(), progress);
        }
        // Edited here, deleted there: the conflict first, so that a sync stopped between the
        // two sides' writes still shows it.
        for batch in take(Step::KeepDeletedOnServer, &mut steps).chunks(BATCH) {
            stop()?;
            let cases = self.load_cases(batch, &mut |_| {})?;
            let ids = self.write(|db| {
                let mut ids = Vec::new();
                for case in &cases {
                    let revision = agreed.get(&case.uuid).copied().unwrap_or(0);
                    ids.push(conflict::keep(
                        db,
                        case,
                        revision,
                        case.revision,
                        Source::DeletedOnServer,
                    )?);
                }
                Ok(Written::Done(ids))
            })?;
            let sent = send(server, &cases, &HashMap::new())?;
            self.write(|db| {
                for ((case, outcome), id) in cases.iter().zip(&sent).zip(ids) {
                    match outcome {
                        Sent::Done => {
                            replica::agree(db, case.uuid, case.revision)?;
                            report.conflicts.push(SyncConflict {
                                uuid: case.uuid,
                                case_number: case.identity.case_number.clone(),
                                kind: Source::DeletedOnServer,
                                conflict_id: id,
                            });
                        }
                        Sent::Moved => {}
                        Sent::Refused(reason) => report.refused.push((case.uuid, reason.clone())),
                    }
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Sending, batch.len(), progress);
        }

        // Receiving: the server's new and edited cases, its deletions, and the cases both
        // sides hold that may differ.
        for batch in take(Step::Receive, &mut steps).chunks(BATCH) {
            stop()?;
            let cases = server.load_cases(batch, &mut |_| {})?;
            self.write(|db| {
                for case in &cases {
                    if !still(db, case.uuid, local.get(&case.uuid).copied())? {
                        continue;
                    }
                    write::write_case(db, case, case.revision, write::Synced::Keep)?;
                    replica::agree(db, case.uuid, case.revision)?;
                    report.received.push(case.uuid);
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Receiving, batch.len(), progress);
        }
        for batch in take(Step::Compare, &mut steps).chunks(BATCH) {
            stop()?;
            let theirs = server.load_cases(batch, &mut |_| {})?;
            let ours = self.load_cases(batch, &mut |_| {})?;
            self.write(|db| {
                for (mine, their) in ours.iter().zip(&theirs) {
                    if !still(db, mine.uuid, Some(mine.revision))? {
                        continue;
                    }
                    if mine == their {
                        report.unchanged += 1;
                    } else {
                        let id =
                            conflict::keep(db, mine, their.revision, mine.revision, Source::Sync)?;
                        write::write_case(db, their, their.revision, write::Synced::Keep)?;
                        report.conflicts.push(SyncConflict {
                            uuid: mine.uuid,
                            case_number: mine.identity.case_number.clone(),
                            kind: Source::Sync,
                            conflict_id: id,
                        });
                    }
                    replica::agree(db, their.uuid, their.revision)?;
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Receiving, batch.len(), progress);
        }
        for batch in take(Step::KeepDeletedHere, &mut steps).chunks(BATCH) {
            stop()?;
            let cases = server.load_cases(batch, &mut |_| {})?;
            self.write(|db| {
                for case in &cases {
                    if !still(db, case.uuid, None)? {
                        continue;
                    }
                    let revision = agreed.get(&case.uuid).copied().unwrap_or(0);
                    let id =
                        conflict::keep(db, case, case.revision, revision, Source::DeletedHere)?;
                    write::write_case(db, case, case.revision, write::Synced::Keep)?;
                    replica::agree(db, case.uuid, case.revision)?;
                    report.conflicts.push(SyncConflict {
                        uuid: case.uuid,
                        case_number: case.identity.case_number.clone(),
                        kind: Source::DeletedHere,
                        conflict_id: id,
                    });
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Receiving, batch.len(), progress);
        }
        for batch in take(Step::DeleteHere, &mut steps).chunks(BATCH) {
            stop()?;
            self.write(|db| {
                for uuid in batch {
                    if !still(db, *uuid, local.get(uuid).copied())? {
                        continue;
                    }
                    if let Some(id) = write::case_id(db, uuid)? {
                        search::unindex_case(db, id)?;
                        db.execute("DELETE FROM cases WHERE id = ?1", params![id])?;
                    }
                    replica::forget(db, *uuid)?;
                    report.deleted_here.push(*uuid);
                }
                Ok(Written::Done(()))
            })?;
            tick(SyncStage::Receiving, batch.len(), progress);
        }
        let forgotten = take(Step::Forget, &mut steps);
        self.write(|db| {
            for uuid in &forgotten {
                replica::forget(db, *uuid)?;
            }
            replica::record_sync(db, &address, &roles)?;
            Ok(Written::Done(()))
        })?;
        tick(SyncStage::Receiving, forgotten.len(), progress);
        Ok(report)
    }
}

/// Whether the replica still holds the case at the revision the sync compared (`None`: still
/// not at all): a case the window saved meanwhile is left for the next sync, not overwritten.
fn still(db: &mut dyn Sql, uuid: Uuid, compared: Option<u64>) -> Result<bool, StoreError> {
    let now: Option<i64> = query_value(
        db,
        "SELECT revision FROM cases WHERE uuid = ?1",
        params![uuid.to_string()],
    )?;
    Ok(now.map(|r| u64::try_from(r).unwrap_or(0)) == compared)
}

/// The server's revisions of the cases in `events` (all when none are named) that the login
/// reads.
fn server_revisions(db: &mut dyn Sql, events: &[String]) -> Result<HashMap<Uuid, u64>, StoreError> {
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
fn send(
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
fn guarded(
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
fn delete(db: &mut dyn Sql, uuid: Uuid, revision: u64) -> Result<Sent, StoreError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_s_change_goes_to_the_other_and_two_changes_are_compared() {
        assert_eq!(step(Some(3), Some(3), Some(3)), Step::Nothing);
        assert_eq!(step(Some(5), Some(3), Some(3)), Step::Send);
        assert_eq!(step(Some(3), Some(3), Some(4)), Step::Receive);
        assert_eq!(step(Some(4), Some(3), Some(4)), Step::Compare);
        assert_eq!(step(Some(1), None, None), Step::Send);
        assert_eq!(step(None, None, Some(2)), Step::Receive);
        assert_eq!(step(Some(2), None, Some(2)), Step::Compare);
        assert_eq!(step(Some(3), Some(3), None), Step::DeleteHere);
        assert_eq!(step(Some(4), Some(3), None), Step::KeepDeletedOnServer);
        assert_eq!(step(None, Some(3), Some(3)), Step::DeleteOnServer);
        assert_eq!(step(None, Some(3), Some(4)), Step::KeepDeletedHere);
        assert_eq!(step(None, Some(3), None), Step::Forget);
    }
}
