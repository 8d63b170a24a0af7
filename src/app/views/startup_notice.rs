//! What the window says on the first frame after an unexpected stop: where the crash report
//! is (with a button to open its folder), and which unsaved edits were put back.

use crate::app::command::{Command, CommandQueue};
use crate::app::editing::recovery::Recovery;
use crate::diagnostics::crash;
use crate::i18n::{FluentArgs, Language};
use egui::{Align2, RichText, Vec2, Window};
use std::path::{Path, PathBuf};

/// The reports not yet mentioned and the edits recovered at start.
#[derive(Debug, Default)]
pub struct StartupNotice {
    report_dir: Option<PathBuf>,
    reports: Vec<PathBuf>,
    recoveries: Vec<Recovery>,
}

impl StartupNotice {
    /// Looks in `state_dir` for crash reports the user was not told of.
    pub fn new(state_dir: &Path, recoveries: Vec<Recovery>) -> StartupNotice {
        StartupNotice {
            report_dir: Some(state_dir.to_path_buf()),
            reports: crash::unseen_reports(state_dir),
            recoveries,
        }
    }

    /// More recoveries (another database was opened).
    pub fn add_recoveries(&mut self, recoveries: Vec<Recovery>) {
        self.recoveries.extend(recoveries);
    }

    pub fn is_open(&self) -> bool {
        !self.reports.is_empty() || !self.recoveries.is_empty()
    }

    pub fn reports(&self) -> &[PathBuf] {
        &self.reports
    }

    pub fn recoveries(&self) -> &[Recovery] {
        &self.recoveries
    }

    /// The user has read it: the reports count as seen from now on.
    pub fn dismiss(&mut self) {
        if let (Some(dir), Some(newest)) = (&self.report_dir, self.reports.last())
            && let Err(e) = crash::mark_seen(dir, newest)
        {
            tracing::warn!("crash reports not marked seen: {e}");
        }
        self.reports.clear();
        self.recoveries.clear();
    }
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    notice: &mut StartupNotice,
    queue: &mut CommandQueue,
) {
    if !notice.is_open() {
        return;
    }
    let title = if notice.reports.is_empty() {
        language.tr("recovered-title")
    } else {
        language.tr("crash-title")
    };
    let mut close = false;
    Window::new(title)
        .id(egui::Id::unique("startup_notice"))
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            if !notice.reports.is_empty() {
                ui.label(language.tr("crash-body"));
                for report in &notice.reports {
                    ui.label(RichText::new(report.display().to_string()).monospace());
                }
                ui.label(RichText::new(language.tr("crash-privacy")).weak());
                ui.add_space(ui.spacing().item_spacing.y);
            }
            if !notice.recoveries.is_empty() {
                ui.label(RichText::new(language.tr("recovered-heading")).strong());
                for recovery in &notice.recoveries {
                    ui.label(recovery_line(language, recovery));
                }
                ui.add_space(ui.spacing().item_spacing.y);
            }
            ui.horizontal(|ui| {
                if !notice.reports.is_empty()
                    && ui.button(language.tr("crash-open-folder")).clicked()
                {
                    queue.push(Command::OpenLogFolder);
                }
                close = ui.button(language.tr("startup-notice-close")).clicked();
            });
        });
    if close {
        notice.dismiss();
    }
}

/// "У-01: your unsaved edit is saved now" / "…kept among the conflicts".
fn recovery_line(language: Language, recovery: &Recovery) -> String {
    let (key, case_number) = match recovery {
        Recovery::Restored { case_number } => ("recovered-restored", case_number),
        Recovery::KeptAsConflict { case_number } => ("recovered-conflict", case_number),
    };
    let mut args = FluentArgs::new();
    args.set("case", case_number.clone());
    language.tr_args(key, &args)
}
