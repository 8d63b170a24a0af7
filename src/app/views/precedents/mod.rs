//! The precedent views: the open case's like cases (beside the workflow and on the case sheet),
//! the cases citing the unit in the law panel, the review's like cases decided otherwise, and
//! the archive window's charts and consistency report. Each reads what
//! [`crate::app::jobs::precedents::Precedents`] found and pushes a command to open a case.

pub mod archive;
mod chart;
pub mod citing;
pub mod divergences;
pub mod like_cases;
mod panel_chart;

use crate::app::command::{Command, CommandQueue};
use crate::app::jobs::precedents::IndexState;
use crate::app::widgets::SuitText;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::precedent::CaseDigest;
use egui::{RichText, Ui};

/// `2025 · Командный чемпионат` (the number is on the button beside it).
pub fn case_title(digest: &CaseDigest) -> String {
    let mut parts = Vec::new();
    if let Some(year) = digest.heading.year {
        parts.push(year.to_string());
    }
    if !digest.heading.event.trim().is_empty() {
        parts.push(digest.heading.event.trim().to_string());
    }
    parts.join(" · ")
}

/// The title line of a case with the button that opens it (`Open У-05`).
pub fn case_heading(
    ui: &mut Ui,
    digest: &CaseDigest,
    language: Language,
    commands: &mut CommandQueue,
) {
    ui.horizontal_wrapped(|ui| {
        let mut args = FluentArgs::new();
        let number = if digest.heading.case_number.is_empty() {
            digest.heading.uuid.to_string()[..8].to_string()
        } else {
            digest.heading.case_number.clone()
        };
        args.set("case", number);
        if ui
            .button(language.tr_args("precedents-open-case", &args))
            .clicked()
        {
            commands.push(Command::OpenPrecedent(digest.heading.uuid));
        }
        ui.label(RichText::new(case_title(digest)).strong());
    });
}

/// The decision in one line, suits in colour.
/// The decision in one line, suits in colour, and under it what the case's panel made of it.
pub fn decision_line(ui: &mut Ui, digest: &CaseDigest, language: Language) {
    ui.add(SuitText::new(digest.decided_line(language.core())));
    if let Some(panel) = &digest.panel {
        ui.label(RichText::new(panel.line(language.core())).italics());
    }
}

/// What to say while the index is not ready; `true` when it is.
pub fn index_ready(ui: &mut Ui, state: &IndexState, language: Language) -> bool {
    match state {
        IndexState::Ready => true,
        IndexState::Idle => {
            ui.label(RichText::new(language.tr("precedents-no-database")).weak());
            false
        }
        IndexState::Building { done, total } => {
            ui.horizontal(|ui| {
                ui.spinner();
                if *total > 0 {
                    let mut args = FluentArgs::new();
                    args.set("done", *done);
                    args.set("total", *total);
                    ui.label(language.tr_args("precedents-indexing-progress", &args));
                } else {
                    ui.label(language.tr("precedents-indexing"));
                }
            });
            false
        }
        IndexState::Failed(error) => {
            super::notice_line(ui, &error.describe(language));
            false
        }
    }
}
