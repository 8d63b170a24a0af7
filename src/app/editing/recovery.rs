//! The recovery journal: an edit not yet in the database is also written, within milliseconds,
//! to a draft file in the state directory, so that a crash or a killed process loses nothing of
//! it. The next start of the window puts such drafts back into their database.
//!
//! The autosave reaches the database within a second; the journal covers that second, and a
//! save the database refused (locked, full).

use casebook::case::Case;
use casebook::store::postgres::address::is_server_url;
use casebook::store::{Location, Store, StoreError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use uuid::Uuid;

/// The journal's folder under the state directory.
const DRAFTS: &str = "drafts";

/// One case's unsaved text, as written to `drafts/<uuid>.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecoveryDraft {
    /// The archive the case belongs to: its file, or its server's address (never a password).
    pub database: String,
    /// The revision the text was edited from.
    pub expected_revision: u64,
    pub case: Case,
}

enum Entry {
    Write(Box<RecoveryDraft>),
    Remove(Uuid),
    /// Answered once everything sent before is on disk.
    Flush(Sender<()>),
}

/// The journal of one window's drafts, written by its own thread.
pub struct RecoveryJournal {
    database: String,
    /// Shared with the panic hook, which holds it weakly: dropping the journal closes the
    /// channel and ends the thread.
    sender: Arc<Mutex<Option<Sender<Entry>>>>,
    worker: Option<std::thread::JoinHandle<()>>,
}

/// The journal's folder for the state directory `state_dir`.
pub fn drafts_dir(state_dir: &Path) -> PathBuf {
    state_dir.join(DRAFTS)
}

impl RecoveryJournal {
    /// A journal writing into `dir` the drafts of the archive at `database`. When the thread
    /// cannot be started, edits are still saved by the autosave, only not journalled.
    pub fn start(dir: PathBuf, database: &Location) -> RecoveryJournal {
        let database = database_key(database);
        let (sender, receiver) = mpsc::channel();
        let worker = std::thread::Builder::new()
            .name("casebook-recovery".to_string())
            .spawn(move || write_entries(&dir, receiver))
            .ok();
        let sender = Arc::new(Mutex::new(worker.as_ref().map(|_| sender)));
        // A panic anywhere waits for the journal before the process goes.
        let on_panic = Arc::downgrade(&sender);
        crate::diagnostics::crash::before_report(move || {
            if let Some(sender) = on_panic.upgrade() {
                flush_through(&sender, Duration::from_secs(1));
            }
        });
        RecoveryJournal {
            database,
            sender,
            worker,
        }
    }

    /// Journals `case`, edited from `expected_revision`.
    pub fn write(&self, case: &Case, expected_revision: u64) {
        self.send(Entry::Write(Box::new(RecoveryDraft {
            database: self.database.clone(),
            expected_revision,
            case: case.clone(),
        })));
    }

    /// The case's text is in the database: its draft file goes.
    pub fn remove(&self, uuid: Uuid) {
        self.send(Entry::Remove(uuid));
    }

    /// Waits up to `timeout` until everything sent is on disk.
    pub fn flush(&self, timeout: Duration) {
        flush_through(&self.sender, timeout);
    }

    fn send(&self, entry: Entry) {
        let Ok(sender) = self.sender.lock() else {
            return;
        };
        if let Some(sender) = sender.as_ref()
            && sender.send(entry).is_err()
        {
            tracing::warn!("the recovery journal has stopped");
        }
    }
}

/// Asks the thread behind `sender` to confirm that all before is written; waits up to
/// `timeout`. A lock held by a panicking frame is not waited for.
fn flush_through(sender: &Mutex<Option<Sender<Entry>>>, timeout: Duration) {
    let (done, wait) = mpsc::channel();
    let sent = match sender.try_lock() {
        Ok(sender) => sender
            .as_ref()
            .is_some_and(|s| s.send(Entry::Flush(done)).is_ok()),
        Err(_) => false,
    };
    if sent {
        let _ = wait.recv_timeout(timeout);
    }
}

impl Drop for RecoveryJournal {
    fn drop(&mut self) {
        if let Ok(mut sender) = self.sender.lock() {
            *sender = None;
        }
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

/// The journal's thread: writes the newest text of each case sent, coalescing a burst of edits
/// into one write.
fn write_entries(dir: &Path, receiver: Receiver<Entry>) {
    if let Err(e) = std::fs::create_dir_all(dir) {
        tracing::warn!("no recovery journal in {}: {e}", dir.display());
    }
    while let Ok(first) = receiver.recv() {
        let mut pending: HashMap<Uuid, Option<Box<RecoveryDraft>>> = HashMap::new();
        let mut flushes = Vec::new();
        for entry in std::iter::once(first).chain(receiver.try_iter()) {
            match entry {
                Entry::Write(draft) => {
                    pending.insert(draft.case.uuid, Some(draft));
                }
                Entry::Remove(uuid) => {
                    pending.insert(uuid, None);
                }
                Entry::Flush(done) => flushes.push(done),
            }
        }
        for (uuid, draft) in pending {
            let path = dir.join(format!("{uuid}.json"));
            let outcome = match draft {
                Some(draft) => write_atomically(&path, &draft),
                None => match std::fs::remove_file(&path) {
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    other => other,
                },
            };
            if let Err(e) = outcome {
                tracing::warn!("recovery journal: {}: {e}", path.display());
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}

/// Writes beside the file and renames over it, so a crash mid-write leaves the older draft.
fn write_atomically(path: &Path, draft: &RecoveryDraft) -> std::io::Result<()> {
    let json = serde_json::to_vec(draft).map_err(std::io::Error::other)?;
    let partial = path.with_extension("json.partial");
    std::fs::write(&partial, json)?;
    std::fs::rename(&partial, path)
}

/// What became of a draft found at start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recovery {
    /// The lost edit is saved in the database now.
    Restored { case_number: String },
    /// The case was saved elsewhere after the draft was made: the draft is kept among the
    /// case's conflicts for the user to compare.
    KeptAsConflict { case_number: String },
}

/// Puts back into `store` the drafts journalled for it in `dir`; returns what was done, for
/// the window to say. Drafts of other databases stay for them; unreadable drafts are left
/// in place (and logged), never deleted.
pub fn recover(store: &mut Store, dir: &Path) -> Vec<Recovery> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let database = database_key(&store.location());
    let mut found: Vec<(PathBuf, RecoveryDraft)> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .filter_map(|path| match read_draft(&path) {
            Ok(draft) => Some((path, draft)),
            Err(e) => {
                tracing::warn!("recovery draft {} unreadable: {e}", path.display());
                None
            }
        })
        .filter(|(path, draft)| {
            // A draft of a database file that is gone (a deleted scratch file) can never go
            // back. (A server's archive is not known gone when it cannot be reached.)
            let file = Path::new(&draft.database);
            if !is_server_url(&draft.database) && !file.exists() {
                let _ = std::fs::remove_file(path);
                return false;
            }
            database_key(&Location::from(file)) == database || draft.database == database
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    let mut done = Vec::new();
    for (path, draft) in found {
        match put_back(store, &draft) {
            Ok(recovery) => {
                if let Some(recovery) = recovery {
                    tracing::info!("recovered an unsaved edit: {recovery:?}");
                    done.push(recovery);
                }
                let _ = std::fs::remove_file(&path);
            }
            Err(e) => tracing::warn!("recovery draft not put back: {e}"),
        }
    }
    done
}

fn read_draft(path: &Path) -> Result<RecoveryDraft, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    serde_json::from_slice(&bytes).map_err(|e| e.to_string())
}

/// Saves the draft unless the database already holds its text; `None` when nothing was lost.
fn put_back(store: &mut Store, draft: &RecoveryDraft) -> Result<Option<Recovery>, StoreError> {
    let case_number = draft.case.identity.case_number.clone();
    let stored = match store.load_case(draft.case.uuid) {
        Ok(stored) => Some(stored),
        Err(StoreError::NoSuchCase { .. }) => None,
        Err(e) => return Err(e),
    };
    if let Some(stored) = &stored
        && same_text(stored, &draft.case)
    {
        return Ok(None);
    }
    match store.save_case(&draft.case, draft.expected_revision) {
        Ok(_) => Ok(Some(Recovery::Restored { case_number })),
        Err(StoreError::Conflict { .. }) => Ok(Some(Recovery::KeptAsConflict { case_number })),
        Err(e) => Err(e),
    }
}

/// The same case text, whatever the revision and save time.
fn same_text(a: &Case, b: &Case) -> bool {
    let mut b = b.clone();
    b.revision = a.revision;
    b.audit = a.audit.clone();
    *a == b
}

/// How a draft names its archive: a file by its canonical path, a server's archive by its
/// address without the password.
fn database_key(location: &Location) -> String {
    match location {
        Location::File(path) => path
            .canonicalize()
            .unwrap_or_else(|_| path.to_path_buf())
            .display()
            .to_string(),
        Location::Server(address) => address.to_string(),
    }
}
