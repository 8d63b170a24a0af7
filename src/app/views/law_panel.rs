//! The right pane: the law text and commentary for the step being decided.

use crate::i18n::Language;
use egui::Ui;

pub fn show(ui: &mut Ui, language: Language) {
    ui.heading(language.tr("law-panel-heading"));
    ui.separator();
    super::empty_state(
        ui,
        &language.tr("law-panel-empty"),
        &language.tr("law-panel-empty-detail"),
    );
}
