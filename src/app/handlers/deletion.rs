//! Deleting a case from the window: the question that names the case, the deletion itself
//! (the case's unsaved edits saved first, its draft closed), and Undo while the window stays
//! open — the case put back whole, with its UUID and revision, from what was deleted.

use super::misrouted;
use crate::app::command::Command;
use crate::app::editing::CaseDeletion;
use crate::app::main_window::CasebookApp;
use crate::i18n::{Described, Language, ShownError};
use std::time::Duration;
use uuid::Uuid;

/// The window refused to delete: the login's role may not, or the case's edits could not be
/// saved first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeleteRefusal {
    NotAllowed,
}

impl Described for DeleteRefusal {
    fn describe(&self, language: Language) -> String {
        match self {
            DeleteRefusal::NotAllowed => language.tr("delete-not-allowed"),
        }
    }
}

impl CasebookApp {
    /// Carries out a command about deleting a case.
    pub(in crate::app) fn apply_to_deletion(&mut self, command: Command) {
        match command {
            Command::DeleteCase => self.ask_delete(None),
            Command::AskDelete(uuid) => self.ask_delete(Some(uuid)),
            Command::ConfirmDelete => self.confirm_delete(),
            Command::CancelDelete => self.deletion.asking = None,
            Command::UndoDelete => self.undo_delete(),
            Command::DismissDeleted => self.deletion.deleted = None,
            other => misrouted(other, "apply routes only deletion's commands here"),
        }
    }

    /// Asks before deleting the case `uuid` (the open case when `None`).
    fn ask_delete(&mut self, uuid: Option<Uuid>) {
        let Some(uuid) = uuid.or_else(|| self.open_case().map(|case| case.uuid)) else {
            return;
        };
        // The question names the case as it will be deleted: its edits saved first.
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.notice = Some(ShownError::new(super::UnsavedDrafts(unsaved)));
            return;
        }
        let Ok(database) = &self.database else {
            return;
        };
        match database.load_case(uuid) {
            Ok(case) if database.may_delete(&case) => self.deletion.asking = Some(case),
            Ok(_) => self.notice = Some(ShownError::new(DeleteRefusal::NotAllowed)),
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// Deletes the case the question named.
    fn confirm_delete(&mut self) {
        let Some(asked) = self.deletion.asking.take() else {
            return;
        };
        let (Ok(database), Some(editing)) = (&mut self.database, &mut self.editing) else {
            return;
        };
        match database.delete_case(asked.uuid) {
            Ok(deleted) => {
                editing.discard(asked.uuid);
                tracing::info!(case = %deleted.identity.case_number, "deleted a case");
                self.precedents.cases_changed();
                self.deletion.deleted = Some(deleted);
                self.notice = None;
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// Puts the case deleted last back and opens it.
    fn undo_delete(&mut self) {
        let Some(case) = self.deletion.deleted.take() else {
            return;
        };
        let Ok(database) = &mut self.database else {
            return;
        };
        match database.restore_case(&case) {
            Ok(()) => {
                tracing::info!(case = %case.identity.case_number, "put a deleted case back");
                self.precedents.cases_changed();
                self.select_case(case.uuid);
            }
            Err(e) => {
                self.notice = Some(ShownError::new(e));
                self.deletion.deleted = Some(case);
            }
        }
    }

    /// The deletion's state (tests read the question and the Undo bar).
    pub fn deletion(&self) -> &CaseDeletion {
        &self.deletion
    }
}
