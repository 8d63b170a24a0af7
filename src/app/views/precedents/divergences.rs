//! For the chief director's review: the like cases decided otherwise (an LA found here and not
//! there, a weighted score here and an assigned one there), so that the review can ask why
//! before approving.

use super::{case_heading, decision_line, index_ready};
use crate::app::command::CommandQueue;
use crate::app::jobs::precedents::IndexState;
use crate::i18n::Language;
use casebook::precedent::{Divergence, MatchReason};
use egui::{RichText, Ui};

pub fn show(
    ui: &mut Ui,
    language: Language,
    state: &IndexState,
    found: Option<&[Divergence]>,
    commands: &mut CommandQueue,
) {
    crate::app::widgets::form::heading(ui, &language.tr("precedents-flags-heading"));
    if !index_ready(ui, state, language) {
        return;
    }
    let found = found.unwrap_or_default();
    if found.is_empty() {
        ui.label(RichText::new(language.tr("precedents-flags-none")).weak());
        return;
    }
    ui.label(
        RichText::new(language.tr("precedents-flags-detail")).color(ui.visuals().warn_fg_color),
    );
    for divergence in found {
        ui.separator();
        row(ui, divergence, language, commands);
    }
}

/// One like case decided otherwise: what differs, then the case and why it is like.
pub fn row(ui: &mut Ui, divergence: &Divergence, language: Language, commands: &mut CommandQueue) {
    let core = language.core();
    let differences: Vec<String> = divergence
        .differences
        .iter()
        .map(|d| d.describe(core))
        .collect();
    case_heading(ui, &divergence.precedent.digest, language, commands);
    ui.label(
        RichText::new(format!("⚑ {}", differences.join("; ")))
            .strong()
            .color(ui.visuals().warn_fg_color),
    );
    decision_line(ui, &divergence.precedent.digest, language);
    ui.label(RichText::new(MatchReason::line(&divergence.precedent.reasons, core)).weak());
}
