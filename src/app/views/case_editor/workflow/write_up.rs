//! The Write-up tab: the draft the core writes from the committee's answers, in the interface
//! language, edited as Markdown beside a live preview drawn by the law panel's renderer (its
//! law links open the unit). A write-up already there is replaced only once the user confirms.

use super::core_language;
use crate::app::command::CommandQueue;
use crate::app::law_browser::markdown;
use crate::app::views::law_pane;
use crate::i18n::{Described, Language};
use casebook::case::Case;
use casebook::workflow::{Workflow, WorkflowError};
use egui::{RichText, ScrollArea, TextEdit, Ui};

/// What the tab remembers between frames.
#[derive(Debug, Default)]
pub struct WriteUpState {
    /// A generated draft waiting for the user to confirm it replaces the write-up.
    pub pending: Option<String>,
    /// Why the draft could not be written (the workflow definitions did not read), worded
    /// when shown so that it follows the interface language.
    error: Option<WorkflowError>,
}

pub fn show(
    ui: &mut Ui,
    case: &mut Case,
    state: &mut WriteUpState,
    language: Language,
    commands: &mut CommandQueue,
) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(language.tr("write-up-generate")).clicked() {
            match Workflow::for_case(case) {
                Ok(workflow) => {
                    let draft = workflow.write_up(case, core_language(language));
                    if case.write_up.trim().is_empty() || case.write_up == draft {
                        case.write_up = draft;
                        state.pending = None;
                    } else {
                        state.pending = Some(draft);
                    }
                }
                Err(e) => state.error = Some(e),
            }
        }
        ui.label(RichText::new(language.tr("write-up-hint")).weak());
    });
    if let Some(error) = &state.error {
        super::super::super::notice_line(ui, &error.describe(language));
    }
    if state.pending.is_some() {
        super::super::super::notice_line(ui, &language.tr("write-up-replace-question"));
        ui.horizontal(|ui| {
            if ui.button(language.tr("write-up-replace")).clicked()
                && let Some(draft) = state.pending.take()
            {
                case.write_up = draft;
            }
            if ui.button(language.tr("write-up-keep")).clicked() {
                state.pending = None;
            }
        });
    }
    ui.separator();
    let blocks = markdown::parse(&case.write_up);
    ui.columns(2, |columns| {
        let label = columns[0].label(RichText::new(language.tr("write-up-editor")).strong());
        columns[0]
            .add(
                TextEdit::multiline(&mut case.write_up)
                    .desired_rows(24)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        columns[1].label(RichText::new(language.tr("write-up-preview")).strong());
        ScrollArea::vertical()
            .id_salt("write-up-preview")
            .auto_shrink([false, true])
            .show(&mut columns[1], |ui| {
                if blocks.is_empty() {
                    ui.label(RichText::new(language.tr("write-up-empty")).weak());
                }
                for block in &blocks {
                    law_pane::block_ui(ui, block, commands);
                }
            });
    });
}
