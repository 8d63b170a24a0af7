//! The open case's like cases: the decided cases most like it, each with its decision in one
//! line and why it matched, and a button that opens it (the case being edited stays open and
//! one click brings it back).

use super::{case_heading, decision_line, index_ready};
use crate::app::command::CommandQueue;
use crate::app::jobs::precedents::IndexState;
use crate::i18n::Language;
use casebook::precedent::{MatchReason, Precedent};
use egui::{RichText, ScrollArea, Ui};

pub struct LikeCasesModel<'a> {
    pub language: Language,
    pub state: &'a IndexState,
    /// `None` until the index is ready.
    pub found: Option<&'a [Precedent]>,
}

/// The pane beside the workflow.
pub fn pane(ui: &mut Ui, model: &LikeCasesModel<'_>, commands: &mut CommandQueue) {
    ui.heading(model.language.tr("precedents-like-heading"));
    ui.label(RichText::new(model.language.tr("precedents-like-detail")).weak());
    ui.separator();
    ScrollArea::vertical()
        .id_salt("like-cases")
        .auto_shrink([false, false])
        .show(ui, |ui| list(ui, model, usize::MAX, commands));
}

/// The rows, at most `limit` of them.
pub fn list(ui: &mut Ui, model: &LikeCasesModel<'_>, limit: usize, commands: &mut CommandQueue) {
    let language = model.language;
    if !index_ready(ui, model.state, language) {
        return;
    }
    let found = model.found.unwrap_or_default();
    if found.is_empty() {
        ui.label(RichText::new(language.tr("precedents-like-none")).strong());
        ui.label(RichText::new(language.tr("precedents-like-none-detail")).weak());
        return;
    }
    for precedent in found.iter().take(limit) {
        row(ui, precedent, language, commands);
        ui.separator();
    }
}

fn row(ui: &mut Ui, precedent: &Precedent, language: Language, commands: &mut CommandQueue) {
    case_heading(ui, &precedent.digest, language, commands);
    decision_line(ui, &precedent.digest, language);
    ui.label(RichText::new(MatchReason::line(&precedent.reasons, language.core())).weak());
}
