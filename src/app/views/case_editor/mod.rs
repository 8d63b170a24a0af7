//! The centre pane: the open case, one tab per part of the record. The views edit the draft's
//! working copy in place; the draft notices the change after the frame and the autosaver
//! stores it within a second (see [`crate::app::editing`]).

mod identity;
mod workflow;

use super::case_sheet;
use crate::app::command::{Command, CommandQueue};
use crate::app::editing::{CaseDraft, SaveProblem};
use crate::i18n::{FluentArgs, Language};
use egui::{RichText, ScrollArea, Ui};

/// The parts of the case the editor shows one at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EditorTab {
    /// The case as the committee reads it at the hearing (read-only).
    #[default]
    Sheet,
    /// Identity, scoring, edition, subjects and the people.
    Case,
    /// The committee's decision steps, polls and adjusted score; "Mark decided".
    Workflow,
    /// The write-up drafted from the workflow's answers, with a preview.
    WriteUp,
}

impl EditorTab {
    pub const ALL: [EditorTab; 4] = [
        EditorTab::Sheet,
        EditorTab::Case,
        EditorTab::Workflow,
        EditorTab::WriteUp,
    ];

    fn label_key(self) -> &'static str {
        match self {
            EditorTab::Sheet => "editor-tab-sheet",
            EditorTab::Case => "editor-tab-case",
            EditorTab::Workflow => "editor-tab-workflow",
            EditorTab::WriteUp => "editor-tab-write-up",
        }
    }
}

/// What the editor remembers between frames besides the case itself.
#[derive(Debug, Default)]
pub struct CaseEditorState {
    pub tab: EditorTab,
    pub workflow: workflow::WorkflowState,
}

/// The pane with nothing open.
pub fn show_empty(ui: &mut Ui, language: Language) {
    super::empty_state(
        ui,
        &language.tr("case-editor-empty"),
        &language.tr("case-editor-empty-detail"),
    );
}

/// The pane with a case open.
pub fn show(
    ui: &mut Ui,
    draft: &mut CaseDraft,
    state: &mut CaseEditorState,
    language: Language,
    commands: &mut CommandQueue,
) {
    case_sheet::header(ui, draft.case(), language);
    save_line(ui, draft, language, commands);
    ui.horizontal_wrapped(|ui| {
        for tab in EditorTab::ALL {
            if ui
                .selectable_label(state.tab == tab, language.tr(tab.label_key()))
                .clicked()
            {
                state.tab = tab;
            }
        }
    });
    ui.separator();
    ScrollArea::vertical()
        .id_salt(("case-editor", state.tab as u8))
        .auto_shrink([false, false])
        .show(ui, |ui| match state.tab {
            EditorTab::Sheet => case_sheet::show(ui, draft.case(), language),
            EditorTab::Case => identity::show(ui, draft.case_mut(), language),
            EditorTab::Workflow => workflow::show(
                ui,
                draft.case_mut(),
                &mut state.workflow,
                language,
                commands,
            ),
            EditorTab::WriteUp => workflow::write_up::show(
                ui,
                draft.case_mut(),
                &mut state.workflow.write_up,
                language,
                commands,
            ),
        });
}

/// Where the case stands with the store: saved, saving, or why not — and the way out of a
/// conflict. Undo and redo sit here too, where the user looks after a mistake.
fn save_line(ui: &mut Ui, draft: &CaseDraft, language: Language, commands: &mut CommandQueue) {
    ui.horizontal(|ui| {
        let mut args = FluentArgs::new();
        args.set("revision", draft.case().revision);
        let state = if draft.is_saving() || draft.is_unsaved() && draft.problem().is_none() {
            language.tr("editor-saving")
        } else if draft.problem().is_none() {
            language.tr_args("editor-saved", &args)
        } else {
            language.tr("editor-not-saved")
        };
        ui.label(RichText::new(state).weak());
        if ui
            .add_enabled(
                draft.can_undo(),
                egui::Button::new(Command::Undo.label(language)),
            )
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(
                draft.can_redo(),
                egui::Button::new(Command::Redo.label(language)),
            )
            .clicked()
        {
            commands.push(Command::Redo);
        }
    });
    match draft.problem() {
        Some(SaveProblem::Conflict { stored_revision }) => {
            let mut args = FluentArgs::new();
            args.set("revision", *stored_revision);
            super::notice_line(ui, &language.tr_args("editor-conflict", &args));
            ui.horizontal(|ui| {
                if ui
                    .button(language.tr("editor-conflict-keep-mine"))
                    .clicked()
                {
                    commands.push(Command::KeepMyText);
                }
                if ui
                    .button(language.tr("editor-conflict-take-stored"))
                    .clicked()
                {
                    commands.push(Command::TakeStoredCase);
                }
            });
        }
        Some(SaveProblem::Refused(reason)) => {
            let mut args = FluentArgs::new();
            args.set("reason", reason.clone());
            super::notice_line(ui, &language.tr_args("editor-save-refused", &args));
        }
        None => {}
    }
}
