//! Saving edited cases off the interface thread.
//!
//! A save is a transaction of several milliseconds; done in the frame it would stall typing.
//! The saver owns its own connection to the database (WAL lets it write while the window's
//! connection reads) and reports each outcome back through a channel.

use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::case::Case;
use casebook::store::{Location, Store, StoreError};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;
use uuid::Uuid;

/// A case to save over the revision it was edited from.
#[derive(Debug, Clone)]
pub struct SaveRequest {
    pub case: Case,
    pub expected_revision: u64,
}

/// Why a save did not happen. The edit stays in the window either way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveFailure {
    /// Someone else saved the case meanwhile; the store kept this text among the conflicts.
    Conflict { stored_revision: u64 },
    /// The store refused the case or could not write (invalid case, locked, disk full),
    /// worded when shown.
    Refused(ShownError),
}

/// The saving thread is not there to take a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaverGone {
    /// It could not be started.
    NotStarted { uuid: Uuid },
    /// It has ended.
    Stopped { uuid: Uuid },
}

impl Described for SaverGone {
    fn describe(&self, language: Language) -> String {
        let (key, uuid) = match self {
            SaverGone::NotStarted { uuid } => ("editor-saver-not-started", uuid),
            SaverGone::Stopped { uuid } => ("editor-saver-stopped", uuid),
        };
        let mut args = FluentArgs::new();
        args.set("uuid", uuid.to_string());
        language.tr_args(key, &args)
    }
}

/// What became of one request.
#[derive(Debug, Clone)]
pub enum SaveOutcome {
    /// The case as stored: its new revision and save time (boxed: a case is large beside a
    /// failure, and outcomes wait in a channel).
    Saved(Box<Case>),
    Failed {
        uuid: Uuid,
        failure: SaveFailure,
    },
}

impl SaveOutcome {
    pub fn uuid(&self) -> Uuid {
        match self {
            SaveOutcome::Saved(case) => case.uuid,
            SaveOutcome::Failed { uuid, .. } => *uuid,
        }
    }
}

/// The saving thread, as seen from the window.
pub struct Autosaver {
    requests: Option<Sender<SaveRequest>>,
    outcomes: Receiver<SaveOutcome>,
    worker: Option<std::thread::JoinHandle<()>>,
}

impl Autosaver {
    /// Starts a saver for the archive at `location`; `repaint` is woken when a save finishes
    /// so that the window shows it without waiting for the next input.
    pub fn start(location: Location, repaint: Option<egui::Context>) -> Autosaver {
        let (request_tx, request_rx) = mpsc::channel::<SaveRequest>();
        let (outcome_tx, outcome_rx) = mpsc::channel();
        let worker = std::thread::Builder::new()
            .name("casebook-autosave".to_string())
            .spawn(move || {
                let mut store = Store::open_at(&location, false).map_err(ShownError::new);
                for request in request_rx {
                    let outcome = save(&mut store, request);
                    if outcome_tx.send(outcome).is_err() {
                        break;
                    }
                    if let Some(ctx) = &repaint {
                        ctx.request_repaint();
                    }
                }
            })
            .ok();
        Autosaver {
            requests: Some(request_tx),
            outcomes: outcome_rx,
            worker,
        }
    }

    /// Queues a save. Fails only when the saving thread could not be started or has ended.
    pub fn request(&self, request: SaveRequest) -> Result<(), SaverGone> {
        let uuid = request.case.uuid;
        match (&self.requests, &self.worker) {
            (Some(requests), Some(_)) => requests
                .send(request)
                .map_err(|_| SaverGone::Stopped { uuid }),
            _ => Err(SaverGone::NotStarted { uuid }),
        }
    }

    /// The outcomes that arrived since the last call.
    pub fn outcomes(&self) -> Vec<SaveOutcome> {
        self.outcomes.try_iter().collect()
    }

    /// Waits up to `timeout` for the next outcome (used when the window closes, so that the
    /// last edits are on disk before the process ends).
    pub fn wait(&self, timeout: Duration) -> Option<SaveOutcome> {
        self.outcomes.recv_timeout(timeout).ok()
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        // Closing the channel ends the thread once the queued saves are written.
        self.requests = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

fn save(store: &mut Result<Store, ShownError>, request: SaveRequest) -> SaveOutcome {
    let uuid = request.case.uuid;
    let store = match store {
        Ok(store) => store,
        Err(reason) => {
            return SaveOutcome::Failed {
                uuid,
                failure: SaveFailure::Refused(reason.clone()),
            };
        }
    };
    match store.save_case(&request.case, request.expected_revision) {
        Ok(saved) => SaveOutcome::Saved(Box::new(saved)),
        Err(StoreError::Conflict {
            stored_revision, ..
        }) => SaveOutcome::Failed {
            uuid,
            failure: SaveFailure::Conflict { stored_revision },
        },
        Err(other) => SaveOutcome::Failed {
            uuid,
            failure: SaveFailure::Refused(ShownError::new(other)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::bridge::BoardNumber;
    use std::path::PathBuf;

    fn store_with_one_case(dir: &tempfile::TempDir) -> (PathBuf, Case) {
        let path = dir.path().join("cases.sqlite");
        let mut store = Store::create_or_open(&path).expect("a new database");
        let case = store
            .new_case(BoardNumber::new(7).expect("board 7"))
            .expect("saved");
        (path, case)
    }

    #[test]
    fn a_save_reaches_the_database_and_reports_the_new_revision() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (path, mut case) = store_with_one_case(&dir);
        let saver = Autosaver::start(Location::from(&path), None);
        case.facts.agreed = "Север задумался на 10 секунд.".to_string();
        let expected_revision = case.revision;
        saver
            .request(SaveRequest {
                case: case.clone(),
                expected_revision,
            })
            .expect("queued");
        let Some(SaveOutcome::Saved(saved)) = saver.wait(Duration::from_secs(10)) else {
            panic!("the save did not succeed");
        };
        assert_eq!(saved.revision, expected_revision + 1);
        let stored = Store::open(&path)
            .expect("open")
            .load_case(case.uuid)
            .expect("load");
        assert_eq!(stored.facts.agreed, "Север задумался на 10 секунд.");
    }

    #[test]
    fn a_save_over_an_old_revision_is_a_conflict() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (path, case) = store_with_one_case(&dir);
        // Another window saves first.
        let mut other = Store::open(&path).expect("open");
        let mut theirs = case.clone();
        theirs.facts.agreed = "их текст".to_string();
        other.save_case(&theirs, case.revision).expect("saved");

        let saver = Autosaver::start(Location::from(&path), None);
        let mut mine = case.clone();
        mine.facts.agreed = "мой текст".to_string();
        saver
            .request(SaveRequest {
                case: mine,
                expected_revision: case.revision,
            })
            .expect("queued");
        match saver.wait(Duration::from_secs(10)) {
            Some(SaveOutcome::Failed {
                failure: SaveFailure::Conflict { stored_revision },
                ..
            }) => assert_eq!(stored_revision, case.revision + 1),
            other => panic!("expected a conflict, got {other:?}"),
        }
        let kept = other.conflicts(Some(case.uuid)).expect("conflicts");
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].case.facts.agreed, "мой текст");
    }
}
