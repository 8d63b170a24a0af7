//! The centre pane: the open case.

use crate::i18n::Language;
use egui::Ui;

pub fn show(ui: &mut Ui, language: Language) {
    super::empty_state(
        ui,
        &language.tr("case-editor-empty"),
        &language.tr("case-editor-empty-detail"),
    );
}
