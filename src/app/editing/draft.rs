//! One case open for editing: the working copy the editor views change, what the store holds,
//! the undo history, and when the next autosave is due.

use super::autosave::{SaveFailure, SaveRequest};
use super::history::EditHistory;
use crate::i18n::ShownError;
use casebook::case::Case;
use std::time::{Duration, Instant};

/// A pause in typing this long saves at once.
pub const QUIET: Duration = Duration::from_millis(300);
/// Continuous typing is saved at least this often, so that a crash loses under a second.
pub const AT_MOST: Duration = Duration::from_millis(700);

/// Why the last save did not happen, shown above the editor until it is resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveProblem {
    /// The case was saved elsewhere (revision `stored_revision`); this text is kept among
    /// the store's conflicts. The user reloads the stored case or saves this text over it.
    Conflict { stored_revision: u64 },
    /// The store refused or failed; retried after the next edit.
    Refused(ShownError),
}

#[derive(Debug)]
pub struct CaseDraft {
    /// The working copy the views edit.
    case: Case,
    /// The working copy as it was at the end of the last frame, to notice edits.
    shadow: Case,
    /// The case as the store holds it.
    saved: Case,
    history: EditHistory,
    /// When the oldest edit not yet saved was made.
    unsaved_since: Option<Instant>,
    last_edit: Option<Instant>,
    /// A save of this case is on its way to the store.
    saving: bool,
    problem: Option<SaveProblem>,
    /// Edits noticed so far, so the recovery journal writes each new text once.
    edits: u64,
}

impl CaseDraft {
    /// A draft of a case as loaded from the store.
    pub fn new(case: Case) -> CaseDraft {
        CaseDraft {
            shadow: case.clone(),
            saved: case.clone(),
            case,
            history: EditHistory::default(),
            unsaved_since: None,
            last_edit: None,
            saving: false,
            problem: None,
            edits: 0,
        }
    }

    pub fn case(&self) -> &Case {
        &self.case
    }

    /// The working copy, for the editor views; changes are noticed in [`Self::after_frame`].
    pub fn case_mut(&mut self) -> &mut Case {
        &mut self.case
    }

    /// How many edits were noticed since the draft was opened.
    pub fn edit_count(&self) -> u64 {
        self.edits
    }

    /// The revision the store holds, which the working copy was edited from.
    pub fn saved_revision(&self) -> u64 {
        self.saved.revision
    }

    pub fn problem(&self) -> Option<&SaveProblem> {
        self.problem.as_ref()
    }

    /// Whether there is text the store does not hold yet.
    pub fn is_unsaved(&self) -> bool {
        self.case != self.saved
    }

    /// Whether a save of this case is on its way to the store.
    pub fn is_saving(&self) -> bool {
        self.saving
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Notices what the views changed during the frame.
    pub fn after_frame(&mut self, now: Instant) {
        if self.case == self.shadow {
            return;
        }
        self.history.record(&self.shadow, now);
        self.shadow = self.case.clone();
        self.touched(now);
    }

    fn touched(&mut self, now: Instant) {
        self.edits += 1;
        self.last_edit = Some(now);
        self.unsaved_since.get_or_insert(now);
        // A refused save is tried again with the new text; a conflict waits for the user.
        if matches!(self.problem, Some(SaveProblem::Refused(_))) {
            self.problem = None;
        }
    }

    /// Takes back the last step of editing.
    pub fn undo(&mut self, now: Instant) -> bool {
        match self.history.undo(&self.case) {
            Some(previous) => {
                self.restore(previous, now);
                true
            }
            None => false,
        }
    }

    pub fn redo(&mut self, now: Instant) -> bool {
        match self.history.redo(&self.case) {
            Some(next) => {
                self.restore(next, now);
                true
            }
            None => false,
        }
    }

    /// Puts a snapshot's content back, keeping the revision the store is at.
    fn restore(&mut self, mut snapshot: Case, now: Instant) {
        snapshot.revision = self.saved.revision;
        snapshot.audit = self.saved.audit.clone();
        self.case = snapshot;
        self.shadow = self.case.clone();
        self.touched(now);
    }

    /// The save to send now, if one is due: edits the store lacks, no save on its way, no
    /// conflict waiting for the user, and typing paused (or going on too long).
    pub fn save_due(&mut self, now: Instant) -> Option<SaveRequest> {
        if self.saving || self.problem.is_some() || !self.is_unsaved() {
            return None;
        }
        let paused = self
            .last_edit
            .is_none_or(|last| now.saturating_duration_since(last) >= QUIET);
        let waited = self
            .unsaved_since
            .is_none_or(|since| now.saturating_duration_since(since) >= AT_MOST);
        (paused || waited).then(|| self.save_request())
    }

    /// The save to send regardless of timing (the window is closing, the user switches case).
    pub fn save_now(&mut self) -> Option<SaveRequest> {
        if self.saving || matches!(self.problem, Some(SaveProblem::Conflict { .. })) {
            return None;
        }
        self.is_unsaved().then(|| self.save_request())
    }

    fn save_request(&mut self) -> SaveRequest {
        self.saving = true;
        SaveRequest {
            case: self.case.clone(),
            expected_revision: self.saved.revision,
        }
    }

    /// How long until [`Self::save_due`] may have something, to schedule a repaint.
    pub fn next_save_in(&self, now: Instant) -> Option<Duration> {
        if self.saving || self.problem.is_some() || !self.is_unsaved() {
            return None;
        }
        let quiet = self.last_edit.map_or(Duration::ZERO, |last| {
            (last + QUIET).saturating_duration_since(now)
        });
        let at_most = self.unsaved_since.map_or(Duration::ZERO, |since| {
            (since + AT_MOST).saturating_duration_since(now)
        });
        Some(quiet.min(at_most))
    }

    /// The store saved the text sent (`stored` is it as stored). Edits made meanwhile stay and
    /// go with the next save.
    pub fn saved_as(&mut self, stored: Case, now: Instant) {
        self.saving = false;
        self.problem = None;
        self.case.revision = stored.revision;
        self.case.audit = stored.audit.clone();
        self.shadow.revision = stored.revision;
        self.shadow.audit = stored.audit.clone();
        self.saved = stored;
        self.unsaved_since = self.is_unsaved().then_some(now);
    }

    pub fn save_failed(&mut self, failure: SaveFailure) {
        self.saving = false;
        self.problem = Some(match failure {
            SaveFailure::Conflict { stored_revision } => SaveProblem::Conflict { stored_revision },
            SaveFailure::Refused(reason) => SaveProblem::Refused(reason),
        });
    }

    /// After a conflict: this text is to replace the stored revision.
    pub fn keep_mine(&mut self) {
        if let Some(SaveProblem::Conflict { stored_revision }) = self.problem {
            self.saved.revision = stored_revision;
            self.case.revision = stored_revision;
            self.shadow.revision = stored_revision;
            self.problem = None;
            self.unsaved_since = Some(Instant::now());
        }
    }

    /// After a conflict: the stored case replaces this text (which the store kept among the
    /// conflicts). Undo can still bring the text back.
    pub fn take_stored(&mut self, stored: Case, now: Instant) {
        self.history.record(&self.case, now);
        self.problem = None;
        self.saving = false;
        self.case = stored.clone();
        self.shadow = stored.clone();
        self.saved = stored;
        self.unsaved_since = None;
        self.last_edit = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::bridge::BoardNumber;
    use casebook::store::StoreError;

    fn stored_case() -> Case {
        let mut case = Case::new(BoardNumber::new(3).expect("board 3"));
        case.revision = 4;
        case
    }

    #[test]
    fn an_edit_is_due_after_a_pause_and_at_most_within_a_second() {
        let start = Instant::now();
        let mut draft = CaseDraft::new(stored_case());
        assert!(draft.save_due(start).is_none(), "nothing edited");

        draft.case_mut().facts.agreed.push('С');
        draft.after_frame(start);
        assert!(draft.save_due(start + Duration::from_millis(100)).is_none());
        // Typing on: each keystroke within the quiet time, but the oldest edit ages.
        for step in 1..=6 {
            let now = start + Duration::from_millis(100 * step);
            draft.case_mut().facts.agreed.push('е');
            draft.after_frame(now);
        }
        let request = draft
            .save_due(start + Duration::from_millis(700))
            .expect("due within a second although typing goes on");
        assert_eq!(request.expected_revision, 4);
        assert_eq!(request.case.facts.agreed, format!("С{}", "е".repeat(6)));
        assert!(
            draft.save_due(start + Duration::from_secs(5)).is_none(),
            "one save at a time"
        );
    }

    #[test]
    fn edits_made_while_saving_go_with_the_next_save() {
        let start = Instant::now();
        let mut draft = CaseDraft::new(stored_case());
        draft.case_mut().facts.agreed = "первое".into();
        draft.after_frame(start);
        let request = draft.save_due(start + QUIET).expect("due");
        draft.case_mut().facts.agreed = "первое и второе".into();
        draft.after_frame(start + QUIET);

        let mut stored = request.case.clone();
        stored.revision = 5;
        draft.saved_as(stored, start + QUIET * 2);
        assert_eq!(draft.case().revision, 5);
        assert_eq!(draft.case().facts.agreed, "первое и второе");
        assert!(draft.is_unsaved());
        let next = draft.save_due(start + QUIET * 3).expect("the rest is due");
        assert_eq!(next.expected_revision, 5);
        assert_eq!(next.case.facts.agreed, "первое и второе");
    }

    #[test]
    fn undo_brings_back_the_text_and_keeps_the_stored_revision() {
        let start = Instant::now();
        let mut draft = CaseDraft::new(stored_case());
        draft.case_mut().facts.agreed = "текст".into();
        draft.after_frame(start);
        let request = draft.save_due(start + QUIET).expect("due");
        let mut stored = request.case;
        stored.revision = 5;
        draft.saved_as(stored, start + QUIET);

        assert!(draft.undo(start + Duration::from_secs(2)));
        assert_eq!(draft.case().facts.agreed, "");
        assert_eq!(draft.case().revision, 5, "undo does not rewind the store");
        assert!(draft.is_unsaved(), "the undone text is saved too");
        assert!(draft.redo(start + Duration::from_secs(3)));
        assert_eq!(draft.case().facts.agreed, "текст");
    }

    #[test]
    fn a_conflict_waits_for_the_user_and_keep_mine_saves_over_the_stored_revision() {
        let start = Instant::now();
        let mut draft = CaseDraft::new(stored_case());
        draft.case_mut().facts.agreed = "мой".into();
        draft.after_frame(start);
        draft.save_due(start + QUIET).expect("due");
        draft.save_failed(SaveFailure::Conflict { stored_revision: 6 });
        draft.case_mut().facts.agreed = "мой текст".into();
        draft.after_frame(start + Duration::from_secs(1));
        assert!(
            draft.save_due(start + Duration::from_secs(3)).is_none(),
            "a conflict is not overwritten silently"
        );
        draft.keep_mine();
        let request = draft.save_due(start + Duration::from_secs(4)).expect("due");
        assert_eq!(request.expected_revision, 6);
        assert_eq!(request.case.facts.agreed, "мой текст");
    }

    #[test]
    fn a_refused_save_is_tried_again_after_the_next_edit() {
        let start = Instant::now();
        let mut draft = CaseDraft::new(stored_case());
        draft.case_mut().facts.agreed = "a".into();
        draft.after_frame(start);
        draft.save_due(start + QUIET).expect("due");
        draft.save_failed(SaveFailure::Refused(ShownError::new(StoreError::Locked {
            path: "cases.sqlite".into(),
        })));
        assert!(draft.save_due(start + Duration::from_secs(2)).is_none());
        draft.case_mut().facts.agreed = "ab".into();
        draft.after_frame(start + Duration::from_secs(2));
        assert!(draft.problem().is_none());
        assert!(draft.save_due(start + Duration::from_secs(3)).is_some());
    }
}
