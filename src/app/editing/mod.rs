//! Editing cases in the window: every case opened keeps a draft with its own undo history,
//! and edits reach the database within a second through the autosaver, without a Save button.

pub mod autosave;
mod deletion;
pub mod draft;
pub mod history;
pub mod recovery;

pub use autosave::{Autosaver, SaveFailure, SaveOutcome, SaveRequest};
pub use deletion::CaseDeletion;
pub use draft::{CaseDraft, SaveProblem};

use crate::i18n::ShownError;
use casebook::case::Case;
use casebook::store::Location;
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use uuid::Uuid;

/// The cases opened in this window and the thread that saves them.
pub struct CaseEditing {
    drafts: HashMap<Uuid, CaseDraft>,
    current: Option<Uuid>,
    saver: Autosaver,
    /// Cases the store holds in a new revision since the window last asked.
    stored: Vec<Case>,
    /// Unsaved text also goes to the recovery journal, when there is a state directory.
    journal: Option<recovery::RecoveryJournal>,
    /// The edit count of each case's text last journalled.
    journalled: HashMap<Uuid, u64>,
}

impl CaseEditing {
    /// Editing over the database at `database`; unsaved text is journalled into `journal`
    /// (a folder) when one is given.
    pub fn new(
        database: Location,
        repaint: Option<egui::Context>,
        journal: Option<PathBuf>,
    ) -> CaseEditing {
        CaseEditing {
            drafts: HashMap::new(),
            current: None,
            journal: journal.map(|dir| recovery::RecoveryJournal::start(dir, &database)),
            saver: Autosaver::start(database, repaint),
            stored: Vec::new(),
            journalled: HashMap::new(),
        }
    }

    /// Shows `case` unless a draft of it is already open (its edits and history win over the
    /// stored text, which they will replace within a second).
    pub fn open(&mut self, case: Case) {
        let uuid = case.uuid;
        self.drafts
            .entry(uuid)
            .or_insert_with(|| CaseDraft::new(case));
        self.current = Some(uuid);
    }

    /// Whether a draft of this case is open, so that selecting it needs no read.
    pub fn has_draft(&self, uuid: Uuid) -> bool {
        self.drafts.contains_key(&uuid)
    }

    pub fn select(&mut self, uuid: Uuid) {
        if self.drafts.contains_key(&uuid) {
            self.current = Some(uuid);
        }
    }

    pub fn close_current(&mut self) {
        self.current = None;
    }

    /// Forgets a deleted case's draft (its edits were saved before it was deleted) and its
    /// journal entry, so that nothing saves it again.
    pub fn discard(&mut self, uuid: Uuid) {
        self.drafts.remove(&uuid);
        if self.current == Some(uuid) {
            self.current = None;
        }
        if self.journalled.remove(&uuid).is_some()
            && let Some(journal) = &self.journal
        {
            journal.remove(uuid);
        }
    }

    pub fn current(&self) -> Option<&CaseDraft> {
        self.current.and_then(|uuid| self.drafts.get(&uuid))
    }

    pub fn current_mut(&mut self) -> Option<&mut CaseDraft> {
        self.current.and_then(|uuid| self.drafts.get_mut(&uuid))
    }

    /// Notices the frame's edits, takes in finished saves and sends the saves that are due.
    /// Returns how soon the window must wake to send the next save.
    pub fn tick(&mut self, now: Instant) -> Option<Duration> {
        if let Some(draft) = self.current_mut() {
            draft.after_frame(now);
        }
        for outcome in self.saver.outcomes() {
            self.take_outcome(outcome, now);
        }
        let mut wake: Option<Duration> = None;
        for draft in self.drafts.values_mut() {
            if let Some(request) = draft.save_due(now)
                && let Err(reason) = self.saver.request(request)
            {
                draft.save_failed(SaveFailure::Refused(ShownError::new(reason)));
            }
            if let Some(after) = draft.next_save_in(now) {
                wake = Some(wake.map_or(after, |w| w.min(after)));
            }
        }
        self.journal_drafts();
        wake
    }

    /// Sends each new unsaved text to the recovery journal, and drops the drafts the store
    /// now holds.
    fn journal_drafts(&mut self) {
        let Some(journal) = &self.journal else {
            return;
        };
        for (uuid, draft) in &self.drafts {
            if draft.is_unsaved() {
                if self.journalled.get(uuid) != Some(&draft.edit_count()) {
                    journal.write(draft.case(), draft.saved_revision());
                    self.journalled.insert(*uuid, draft.edit_count());
                }
            } else if self.journalled.remove(uuid).is_some() {
                journal.remove(*uuid);
            }
        }
    }

    fn take_outcome(&mut self, outcome: SaveOutcome, now: Instant) {
        let Some(draft) = self.drafts.get_mut(&outcome.uuid()) else {
            return;
        };
        match outcome {
            SaveOutcome::Saved(case) => {
                draft.saved_as((*case).clone(), now);
                self.stored.push(*case);
            }
            SaveOutcome::Failed { failure, .. } => draft.save_failed(failure),
        }
    }

    /// The cases stored in a new revision since the last call (for the case list's rows).
    pub fn take_stored(&mut self) -> Vec<Case> {
        std::mem::take(&mut self.stored)
    }

    /// Whether a save is on its way to the store.
    pub fn any_saving(&self) -> bool {
        self.drafts.values().any(CaseDraft::is_saving)
    }

    /// Saves every draft with unsaved text and waits for the store, up to `timeout` in all
    /// (the window is closing). Returns the drafts still unsaved, by case number.
    pub fn flush(&mut self, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        loop {
            let now = Instant::now();
            for draft in self.drafts.values_mut() {
                if let Some(request) = draft.save_now()
                    && let Err(reason) = self.saver.request(request)
                {
                    draft.save_failed(SaveFailure::Refused(ShownError::new(reason)));
                }
            }
            let waiting = self.drafts.values().any(CaseDraft::is_saving);
            if !waiting || now >= deadline {
                break;
            }
            if let Some(outcome) = self.saver.wait(deadline.saturating_duration_since(now)) {
                self.take_outcome(outcome, Instant::now());
            }
        }
        self.journal_drafts();
        if let Some(journal) = &self.journal {
            journal.flush(deadline.saturating_duration_since(Instant::now()));
        }
        let mut unsaved: Vec<String> = self
            .drafts
            .values()
            .filter(|draft| draft.is_unsaved())
            .map(|draft| draft.case().identity.case_number.clone())
            .collect();
        unsaved.sort();
        unsaved
    }

    /// Whether any open case has text the store does not hold yet.
    pub fn any_unsaved(&self) -> bool {
        self.drafts.values().any(CaseDraft::is_unsaved)
    }
}
