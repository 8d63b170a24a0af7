//! One sync's run: each step of the decision table carried out a batch at a time, the server
//! written first and the replica's agreement after, so that a sync stopped anywhere leaves
//! both sides sound (see the module's comment).

use super::server::{self, Sent};
use super::{BATCH, Step, SyncConflict, SyncReport, SyncStage};
use crate::case::Case;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::exchange::replica;
use crate::store::roles::RoleGrant;
use crate::store::sql::{Sql, Written, params, query_value};
use crate::store::tables::case_write as write;
use crate::store::tables::conflicts::{self as conflict, Source};
use crate::store::tables::text_index as search;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use uuid::Uuid;

/// Both sides, the revisions compared, and what has been done.
pub(super) struct Run<'a> {
    replica: &'a mut Store,
    server: &'a mut Store,
    /// The replica's revisions when compared.
    local: HashMap<Uuid, u64>,
    /// The revisions both sides had when they last agreed.
    agreed: HashMap<Uuid, u64>,
    pub(super) report: SyncReport,
    /// Cases to go through, and gone through.
    pub(super) work: usize,
    done: usize,
    progress: &'a mut dyn FnMut(SyncStage, usize, usize),
    cancel: &'a AtomicBool,
}

impl<'a> Run<'a> {
    pub(super) fn new(
        replica: &'a mut Store,
        server: &'a mut Store,
        local: HashMap<Uuid, u64>,
        agreed: HashMap<Uuid, u64>,
        progress: &'a mut dyn FnMut(SyncStage, usize, usize),
        cancel: &'a AtomicBool,
    ) -> Run<'a> {
        Run {
            replica,
            server,
            local,
            agreed,
            report: SyncReport::default(),
            work: 0,
            done: 0,
            progress,
            cancel,
        }
    }

    /// Carries out `step` for `cases`, a batch at a time, stopping between batches when the
    /// user cancels.
    pub(super) fn take(
        &mut self,
        step: Step,
        stage: SyncStage,
        cases: Vec<Uuid>,
    ) -> Result<(), StoreError> {
        for batch in cases.chunks(BATCH) {
            if self.cancel.load(Ordering::Relaxed) {
                return Err(StoreError::Cancelled);
            }
            match step {
                Step::Send => self.send(batch)?,
                Step::DeleteOnServer => self.delete_on_server(batch)?,
                Step::KeepDeletedOnServer => self.keep_deleted_on_server(batch)?,
                Step::Receive => self.receive(batch)?,
                Step::Compare => self.compare(batch)?,
                Step::KeepDeletedHere => self.keep_deleted_here(batch)?,
                Step::DeleteHere => self.delete_here(batch)?,
                // Nothing to do, and what to forget is done at the end (`finish`).
                Step::Nothing | Step::Forget => {}
            }
            self.done += batch.len();
            (self.progress)(stage, self.done, self.work);
        }
        Ok(())
    }

    /// Forgets the cases neither side holds any more, takes the archive's texts of the law
    /// library, exchanges the answers of polls served to phones both ways (kept apart from the
    /// cases' revisions, merged: an answer is never taken away), and records the sync in the
    /// replica.
    pub(super) fn finish(
        mut self,
        forgotten: &[Uuid],
        address: &str,
        roles: &[RoleGrant],
    ) -> Result<SyncReport, StoreError> {
        let texts = self.server.library_texts()?;
        let here = self.replica.all_served_polls()?;
        let sent = self.server.write(|db| {
            Ok(Written::Done(crate::store::served_polls::take_in(
                db, &here,
            )?))
        })?;
        // The server's polls of the cases the replica holds (a server's login sees its own).
        let there = self.server.all_served_polls()?;
        let received = self.replica.write(|db| {
            Ok(Written::Done(crate::store::served_polls::take_in(
                db, &there,
            )?))
        })?;
        self.report.served_answers_sent = sent;
        self.report.served_answers_received = received;
        self.replica.write(|db| {
            for uuid in forgotten {
                replica::forget(db, *uuid)?;
            }
            crate::store::texts::mirror(db, &texts)?;
            replica::record_sync(db, address, roles)?;
            Ok(Written::Done(()))
        })?;
        self.done += forgotten.len();
        (self.progress)(SyncStage::Receiving, self.done, self.work);
        Ok(self.report)
    }

    /// Cases new or edited here, sent over the revision both sides agreed.
    fn send(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let cases = self.replica.load_cases(batch, &mut |_| {})?;
        let sent = server::send(self.server, &cases, &self.agreed)?;
        let report = &mut self.report;
        self.replica.write(|db| {
            for (case, outcome) in cases.iter().zip(&sent) {
                if note(report, case.uuid, outcome) {
                    replica::agree(db, case.uuid, case.revision)?;
                    report.sent.push(case.uuid);
                }
            }
            Ok(Written::Done(()))
        })
    }

    /// Cases deleted here, deleted on the server unless it changed them since.
    fn delete_on_server(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let agreed = &self.agreed;
        let outcomes = self.server.write(|db| {
            let mut outcomes = Vec::new();
            for uuid in batch {
                let revision = agreed[uuid];
                outcomes.push(server::guarded(db, |db| {
                    server::delete(db, *uuid, revision)
                })?);
            }
            Ok(Written::Done(outcomes))
        })?;
        let report = &mut self.report;
        self.replica.write(|db| {
            for (uuid, outcome) in batch.iter().zip(&outcomes) {
                if note(report, *uuid, outcome) {
                    replica::forget(db, *uuid)?;
                    report.deleted_on_server.push(*uuid);
                }
            }
            Ok(Written::Done(()))
        })
    }

    /// Edited here, deleted there: the deletion kept as a conflict first, so that a sync
    /// stopped between the two sides' writes still shows it; then the case sent again.
    fn keep_deleted_on_server(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let cases = self.replica.load_cases(batch, &mut |_| {})?;
        let agreed = &self.agreed;
        let ids = self.replica.write(|db| {
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
        let sent = server::send(self.server, &cases, &HashMap::new())?;
        let report = &mut self.report;
        self.replica.write(|db| {
            for ((case, outcome), id) in cases.iter().zip(&sent).zip(ids) {
                if note(report, case.uuid, outcome) {
                    replica::agree(db, case.uuid, case.revision)?;
                    report
                        .conflicts
                        .push(conflict_of(case, Source::DeletedOnServer, id));
                }
            }
            Ok(Written::Done(()))
        })
    }

    /// The server's new and edited cases, written here unless the window saved them meanwhile.
    fn receive(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let cases = self.server.load_cases(batch, &mut |_| {})?;
        let (local, report) = (&self.local, &mut self.report);
        self.replica.write(|db| {
            for case in &cases {
                if !still(db, case.uuid, local.get(&case.uuid).copied())? {
                    continue;
                }
                write::write_case(db, case, case.revision, write::Synced::Keep)?;
                replica::agree(db, case.uuid, case.revision)?;
                report.received.push(case.uuid);
            }
            Ok(Written::Done(()))
        })
    }

    /// Cases both sides may have changed: the same text is agreed; of two texts the server's
    /// is kept on both sides and the replica's among its conflicts.
    fn compare(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let theirs = self.server.load_cases(batch, &mut |_| {})?;
        let ours = self.replica.load_cases(batch, &mut |_| {})?;
        let report = &mut self.report;
        self.replica.write(|db| {
            for (mine, their) in ours.iter().zip(&theirs) {
                if !still(db, mine.uuid, Some(mine.revision))? {
                    continue;
                }
                if mine == their {
                    report.unchanged += 1;
                } else {
                    let id = conflict::keep(db, mine, their.revision, mine.revision, Source::Sync)?;
                    write::write_case(db, their, their.revision, write::Synced::Keep)?;
                    report.conflicts.push(conflict_of(mine, Source::Sync, id));
                }
                replica::agree(db, their.uuid, their.revision)?;
            }
            Ok(Written::Done(()))
        })
    }

    /// Deleted here, edited on the server: received again, the deletion kept as a conflict.
    fn keep_deleted_here(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let cases = self.server.load_cases(batch, &mut |_| {})?;
        let (agreed, report) = (&self.agreed, &mut self.report);
        self.replica.write(|db| {
            for case in &cases {
                if !still(db, case.uuid, None)? {
                    continue;
                }
                let revision = agreed.get(&case.uuid).copied().unwrap_or(0);
                let id = conflict::keep(db, case, case.revision, revision, Source::DeletedHere)?;
                write::write_case(db, case, case.revision, write::Synced::Keep)?;
                replica::agree(db, case.uuid, case.revision)?;
                report
                    .conflicts
                    .push(conflict_of(case, Source::DeletedHere, id));
            }
            Ok(Written::Done(()))
        })
    }

    /// Cases the server deleted (or no longer holds among the replica's events), deleted here
    /// unless the window saved them meanwhile.
    fn delete_here(&mut self, batch: &[Uuid]) -> Result<(), StoreError> {
        let (local, report) = (&self.local, &mut self.report);
        self.replica.write(|db| {
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
        })
    }
}

/// Notes a refusal in the report; whether the server took the case (`Sent::Done`). A case the
/// server changed meanwhile (`Sent::Moved`) is met again by the next sync.
fn note(report: &mut SyncReport, uuid: Uuid, outcome: &Sent) -> bool {
    match outcome {
        Sent::Done => true,
        Sent::Moved => false,
        Sent::Refused(reason) => {
            report.refused.push((uuid, reason.clone()));
            false
        }
    }
}

fn conflict_of(case: &Case, kind: Source, conflict_id: i64) -> SyncConflict {
    SyncConflict {
        uuid: case.uuid,
        case_number: case.identity.case_number.clone(),
        kind,
        conflict_id,
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
