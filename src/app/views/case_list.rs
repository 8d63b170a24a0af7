//! The left pane: the list of cases with its search field.

use crate::i18n::Language;
use egui::{TextEdit, Ui};

/// The case list's own view state.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CaseList {
    /// What the user typed into the search field.
    pub query: String,
}

impl CaseList {
    pub fn ui(&mut self, ui: &mut Ui, language: Language) {
        ui.heading(language.tr("case-list-heading"));
        ui.horizontal(|ui| {
            let label = ui.label(language.tr("case-list-search"));
            ui.add(
                TextEdit::singleline(&mut self.query)
                    .hint_text(language.tr("case-list-search-hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
        ui.separator();
        super::empty_state(
            ui,
            &language.tr("case-list-empty"),
            &language.tr("case-list-empty-detail"),
        );
    }
}
