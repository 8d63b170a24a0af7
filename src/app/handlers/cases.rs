//! The case list and the case chosen from it: the search and the filters, a case selected or
//! made, a precedent opened from the open case and the way back to it.

use super::misrouted;
use crate::app::command::Command;
use crate::app::main_window::CasebookApp;
use crate::app::views;
use crate::i18n::ShownError;
use uuid::Uuid;

impl CasebookApp {
    /// Carries out a command about the case list and the case chosen from it.
    pub(in crate::app) fn apply_to_cases(&mut self, command: Command) {
        match command {
            Command::SearchCases => {
                if let Ok(database) = &mut self.database {
                    self.notice = database
                        .search(&self.case_list.query)
                        .err()
                        .map(ShownError::new);
                }
            }
            Command::FilterCases => {
                if let Ok(database) = &mut self.database {
                    database.set_filter(self.case_list.filter.clone());
                }
            }
            Command::SelectCase(uuid) => self.select_case(uuid),
            Command::NewCase => self.new_case(),
            Command::OpenPrecedent(uuid) => {
                if let Some(case) = self.open_case()
                    && case.uuid != uuid
                {
                    self.precedent_trail = Some((case.uuid, case.identity.case_number.clone()));
                }
                self.select_case(uuid);
            }
            Command::ReturnFromPrecedent => {
                if let Some((uuid, _)) = self.precedent_trail.take() {
                    self.select_case(uuid);
                }
            }
            other => misrouted(other, "apply routes only the case list's commands here"),
        }
    }

    /// What the user typed into the case list's search field.
    pub fn case_query(&self) -> &str {
        &self.case_list.query
    }

    /// Reads the case list (and the open case) again after their statuses changed.
    pub(in crate::app) fn reload_cases(&mut self) {
        if let Ok(database) = &mut self.database {
            self.notice = database.reload().err().map(ShownError::new);
        }
        // The open case shows its new status unless it holds edits not yet saved: those are
        // saved over it, or meet it as a conflict the user resolves.
        if self.open_draft().is_some_and(|draft| !draft.is_unsaved()) {
            self.take_stored_case();
        }
    }

    /// Shows a case: its open draft if it has one (edits and history kept), else as stored.
    pub(in crate::app) fn select_case(&mut self, uuid: Uuid) {
        let (Ok(database), Some(editing)) = (&self.database, &mut self.editing) else {
            return;
        };
        if editing.has_draft(uuid) {
            editing.select(uuid);
            self.notice = None;
            return;
        }
        match database.load_case(uuid) {
            Ok(case) => {
                editing.open(case);
                self.notice = None;
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    fn new_case(&mut self) {
        let (Ok(database), Some(editing)) = (&mut self.database, &mut self.editing) else {
            return;
        };
        match database.new_case() {
            Ok(case) => {
                editing.open(case);
                self.case_editor.tab = views::case_editor::EditorTab::Case;
                self.notice = None;
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }
}
