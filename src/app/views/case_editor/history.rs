//! The case's history on the server: every change with its revision, the status after it, the
//! login that made it and when — written by the server itself, so the review's signature is
//! the chief director's login.

use crate::app::widgets::form;
use crate::i18n::Language;
use casebook::store::CaseChange;
use chrono::{DateTime, Local};
use egui::Ui;

pub fn show(ui: &mut Ui, changes: &[CaseChange], language: Language) {
    form::heading(ui, &language.tr("history-heading"));
    if changes.is_empty() {
        ui.label(language.tr("history-none"));
        return;
    }
    egui::Grid::new("case-history")
        .num_columns(5)
        .striped(true)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for change in changes.iter().rev() {
                let when = DateTime::parse_from_rfc3339(&change.at)
                    .map(|t| t.with_timezone(&Local).format("%Y-%m-%d %H:%M").to_string())
                    .unwrap_or_else(|_| change.at.clone());
                ui.label(when);
                let mut args = crate::i18n::FluentArgs::new();
                args.set("pollee", change.detail.as_str());
                ui.label(language.tr_args(&format!("history-{}", change.action), &args));
                ui.label(change.revision.to_string());
                ui.label(language.tr(&format!("case-status-{}", change.status)));
                ui.label(&change.login);
                ui.end_row();
            }
        });
}
