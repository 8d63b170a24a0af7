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

mod run;
mod server;

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::location::Location;
use crate::store::roles::{ArchiveRole, RoleGrant};
use crate::store::sql::{Written, params, query_value};
use crate::store::tables::conflicts::Source;
use run::Run;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::AtomicBool;
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
    /// Answers to polls served to phones, new to the server and new here.
    pub served_answers_sent: usize,
    pub served_answers_received: usize,
}

impl SyncReport {
    /// Whether the sync moved nothing either way.
    pub fn changed_nothing(&self) -> bool {
        self.sent.is_empty()
            && self.received.is_empty()
            && self.deleted_on_server.is_empty()
            && self.deleted_here.is_empty()
            && self.conflicts.is_empty()
            && self.served_answers_sent == 0
            && self.served_answers_received == 0
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

/// The steps in the order a sync takes them: the replica's changes sent first (its edits, its
/// deletions, its edits of cases the server deleted — the conflict kept before anything is
/// sent), then the server's received (its edits, the cases both sides changed, its edits of
/// cases deleted here, its deletions).
const ORDER: [(Step, SyncStage); 7] = [
    (Step::Send, SyncStage::Sending),
    (Step::DeleteOnServer, SyncStage::Sending),
    (Step::KeepDeletedOnServer, SyncStage::Sending),
    (Step::Receive, SyncStage::Receiving),
    (Step::Compare, SyncStage::Receiving),
    (Step::KeepDeletedHere, SyncStage::Receiving),
    (Step::DeleteHere, SyncStage::Receiving),
];

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
        let roles = roles_of(server)?;
        let made = self.become_replica_of(server, options, &roles)?;
        let address = server.location().to_string();
        let events = self.replica_source()?.map(|s| s.events).unwrap_or_default();

        progress(SyncStage::Comparing, 0, 1);
        let (local, agreed) = self.snapshot(|db| {
            Ok((
                super::replica::revisions(db, "SELECT uuid, revision FROM cases")?,
                super::replica::agreed(db)?,
            ))
        })?;
        let on_server = server.read(|db| server::revisions(db, &events))?;
        let mut plan = plan(&local, &agreed, &on_server);
        let mut run = Run::new(self, server, local, agreed, progress, cancel);
        run.report.made = made;
        run.report.unchanged = plan.remove(&Step::Nothing).map_or(0, |u| u.len());
        run.work = plan.values().map(Vec::len).sum();
        for (step, stage) in ORDER {
            run.take(step, stage, plan.remove(&step).unwrap_or_default())?;
        }
        let forgotten = plan.remove(&Step::Forget).unwrap_or_default();
        run.finish(&forgotten, &address, &roles)
    }

    /// Checks that this file may be a replica of `server` and, when it is not one yet, makes it
    /// one (it must be empty). Returns whether it was made now.
    fn become_replica_of(
        &mut self,
        server: &Store,
        options: &SyncOptions,
        roles: &[RoleGrant],
    ) -> Result<bool, StoreError> {
        let replica_name = self.location().to_string();
        if self.location().file().is_none() {
            return Err(StoreError::ReplicaOnServer {
                location: replica_name,
            });
        }
        let address = server.location().to_string();
        let identity = server.archive_identity()?;
        match self.replica_source()? {
            Some(source) if source.archive != identity => {
                Err(StoreError::ReplicaOfAnotherArchive {
                    replica: replica_name,
                    archive: address,
                    replica_archive: source.archive.to_string(),
                    server_archive: identity.to_string(),
                })
            }
            Some(_) => Ok(false),
            None => {
                let events = if options.events.is_empty() {
                    default_events(roles)
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
                    super::replica::make(db, identity, &address, &events, roles)?;
                    Ok(Written::Done(()))
                })?;
                Ok(true)
            }
        }
    }
}

/// Every case either side holds or held, under the step the decision table gives it.
fn plan(
    local: &HashMap<Uuid, u64>,
    agreed: &HashMap<Uuid, u64>,
    on_server: &HashMap<Uuid, u64>,
) -> HashMap<Step, Vec<Uuid>> {
    let all: BTreeSet<Uuid> = local
        .keys()
        .chain(agreed.keys())
        .chain(on_server.keys())
        .copied()
        .collect();
    let mut plan: HashMap<Step, Vec<Uuid>> = HashMap::new();
    for uuid in all {
        let s = step(
            local.get(&uuid).copied(),
            agreed.get(&uuid).copied(),
            on_server.get(&uuid).copied(),
        );
        plan.entry(s).or_default().push(uuid);
    }
    plan
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
