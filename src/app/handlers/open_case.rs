//! The open case and its editing: undo and redo, a conflict with the stored case resolved, its
//! kept texts and history read, and the autosaver's saves taken into the case list.

use super::misrouted;
use crate::app::command::{self, Command};
use crate::app::editing::{CaseDraft, CaseEditing};
use crate::app::main_window::CasebookApp;
use crate::app::views;
use crate::i18n::ShownError;
use casebook::case::Case;
use std::time::{Duration, Instant};

impl CasebookApp {
    /// Carries out a command about the open case's editing.
    pub(in crate::app) fn apply_to_open_case(&mut self, command: Command) {
        match command {
            Command::Undo | Command::Redo | Command::KeepMyText => {
                if let Some(draft) = self.editing.as_mut().and_then(CaseEditing::current_mut) {
                    let now = Instant::now();
                    match command {
                        Command::Undo => _ = draft.undo(now),
                        Command::Redo => _ = draft.redo(now),
                        _ => draft.keep_mine(),
                    }
                }
            }
            Command::TakeStoredCase => self.take_stored_case(),
            Command::ResolveKeptText(id, choice) => self.resolve_kept_text(id, choice),
            other => misrouted(other, "apply routes only the open case's commands here"),
        }
    }

    /// The case shown in the centre pane.
    pub fn open_case(&self) -> Option<&Case> {
        self.open_draft().map(CaseDraft::case)
    }

    /// The open case's draft: its save state and history.
    pub fn open_draft(&self) -> Option<&CaseDraft> {
        self.editing.as_ref().and_then(CaseEditing::current)
    }

    /// Saves every edited case now and waits for the store (the window is closing; tests).
    /// Returns the case numbers still unsaved.
    pub fn flush_edits(&mut self, timeout: Duration) -> Vec<String> {
        let unsaved = match &mut self.editing {
            Some(editing) => editing.flush(timeout),
            None => Vec::new(),
        };
        self.take_saved_rows();
        unsaved
    }

    /// Shows a tab of the case editor (the benchmarks and tests pick one directly).
    pub fn show_editor_tab(&mut self, tab: views::case_editor::EditorTab) {
        self.case_editor.tab = tab;
    }

    /// Poll mode's state (the guide's pictures set its PIN).
    pub fn poll_mode_mut(&mut self) -> &mut views::poll_mode::PollMode {
        &mut self.poll_mode
    }

    /// The case editor's state (the guide's pictures choose a workflow step in it).
    pub fn case_editor_mut(&mut self) -> &mut views::case_editor::CaseEditorState {
        &mut self.case_editor
    }

    /// The open case's kept texts and, on the Review tab, its history on the server.
    pub(in crate::app) fn follow_open_case_record(&mut self) {
        let Ok(database) = &self.database else {
            return;
        };
        let Some(case) = self
            .editing
            .as_ref()
            .and_then(CaseEditing::current)
            .map(CaseDraft::case)
        else {
            self.case_editor.kept.clear();
            return;
        };
        let kept = database.kept_texts(case.uuid);
        if kept
            .iter()
            .map(|k| k.id)
            .ne(self.case_editor.kept.iter().map(|k| k.id))
        {
            self.case_editor.kept = kept.to_vec();
        }
        let asked = (case.uuid, case.revision);
        if self.case_editor.tab == views::case_editor::EditorTab::Review
            && self
                .case_editor
                .history
                .as_ref()
                .is_none_or(|(uuid, revision, _)| (*uuid, *revision) != asked)
        {
            match database.case_changes(case.uuid) {
                Ok(changes) => self.case_editor.history = Some((asked.0, asked.1, changes)),
                Err(e) => {
                    self.case_editor.history = Some((asked.0, asked.1, Vec::new()));
                    self.notice = Some(ShownError::new(e));
                }
            }
        }
    }

    /// What the user chose for a text kept among the open case's conflicts.
    fn resolve_kept_text(&mut self, id: i64, choice: command::KeptTextChoice) {
        let (Ok(database), Some(editing)) = (&mut self.database, &mut self.editing) else {
            return;
        };
        let Some(draft) = editing.current_mut() else {
            return;
        };
        let uuid = draft.case().uuid;
        let Some(kept) = database
            .kept_texts(uuid)
            .iter()
            .find(|k| k.id == id)
            .cloned()
        else {
            return;
        };
        let done = match choice {
            command::KeptTextChoice::UseKept => {
                // An edit like any other: saved over the current revision, and synchronised.
                let revision = draft.case().revision;
                *draft.case_mut() = kept.case.clone();
                draft.case_mut().revision = revision;
                database.dismiss_kept(id)
            }
            command::KeptTextChoice::KeepCase => database.dismiss_kept(id),
            command::KeptTextChoice::Delete => {
                let deleted = database.delete_case(uuid).map(|_| ());
                if deleted.is_ok() {
                    editing.close_current();
                }
                deleted
            }
        };
        self.notice = done.err().map(ShownError::new);
        self.case_editor.kept.clear();
    }

    /// Replaces the open draft by the case as stored (after a conflict, or when something
    /// else changed the case, such as publishing).
    pub(in crate::app) fn take_stored_case(&mut self) {
        let (Ok(database), Some(editing)) = (&self.database, &mut self.editing) else {
            return;
        };
        let Some(uuid) = editing.current().map(|draft| draft.case().uuid) else {
            return;
        };
        match database.load_case(uuid) {
            Ok(stored) => {
                if let Some(draft) = editing.current_mut() {
                    draft.take_stored(stored, Instant::now());
                }
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// After the views drew: notice the edits, send the saves due, and wake the window when
    /// the next save is due or a save is on its way.
    pub(in crate::app) fn tick_editing(&mut self, ctx: &egui::Context) {
        let Some(editing) = &mut self.editing else {
            return;
        };
        let wake = editing.tick(Instant::now());
        if let Some(after) = wake {
            ctx.request_repaint_after(after);
        }
        if editing.any_saving() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        // The frame was drawn before these saves were taken in: draw the list and the save
        // line again at once.
        if self.take_saved_rows() > 0 {
            // The archive changed: its precedents are indexed again.
            self.precedents.cases_changed();
            ctx.request_repaint();
        }
    }

    /// Puts the rows of the cases the autosaver stored into the case list; how many.
    fn take_saved_rows(&mut self) -> usize {
        let (Some(editing), Ok(database)) = (&mut self.editing, &mut self.database) else {
            return 0;
        };
        let stored = editing.take_stored();
        for case in &stored {
            database.update_summary(case);
        }
        if !stored.is_empty() {
            database.saved();
        }
        stored.len()
    }
}
