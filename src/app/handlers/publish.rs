//! What goes out of the archive: the casebook published, a case exported as a bundle or a PBN
//! game, a poll sheet printed.

use super::misrouted;
use crate::app::command::Command;
use crate::app::database::CaseDatabase;
use crate::app::main_window::CasebookApp;
use crate::app::{file_dialog, jobs, views};
use crate::i18n::ShownError;
use crate::i18n::errors::FileError;
use std::path::Path;

impl CasebookApp {
    /// Carries out a command about publishing, exporting or printing.
    pub(in crate::app) fn apply_to_publish(&mut self, command: Command) {
        match command {
            Command::ShowPublish => {
                let database = self.database.as_ref().ok().map(CaseDatabase::location);
                self.publish.open(database.as_ref());
            }
            Command::ChoosePublishName => {
                // The dialog opens at the name in the window, the first format's ending on it.
                let suggested = self
                    .publish
                    .outputs()
                    .first()
                    .map(|output| output.path.display().to_string())
                    .unwrap_or_else(|| self.publish.out.trim().to_string());
                self.dialogs
                    .ask(file_dialog::DialogPurpose::PublishCasebook, &suggested);
            }
            Command::CasesPublished => {
                self.precedents.cases_changed();
                self.reload_cases();
            }
            Command::ExportCase(format) => {
                if let Some(case) = self.open_case() {
                    let name = format!(
                        "{}.{}",
                        file_name_of(&case.identity.case_number, case.board.number.get()),
                        format.extension()
                    );
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::ExportCase(format), &name);
                }
            }
            Command::PrintPollSheet(decision) => {
                if let Some(case) = self.open_case() {
                    let what = match decision {
                        casebook::hearing::PolledDecision::Call => "poll",
                        casebook::hearing::PolledDecision::OpeningLead => "lead-poll",
                    };
                    let name = format!(
                        "{}-{what}.pdf",
                        file_name_of(&case.identity.case_number, case.board.number.get())
                    );
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::PollSheet(decision), &name);
                }
            }
            other => misrouted(other, "apply routes only publishing's commands here"),
        }
    }

    /// The Publish casebook window's state.
    pub fn publish_dialog(&self) -> &views::publish::PublishDialog {
        &self.publish
    }

    /// The Publish window's state, to fill in (the guide's pictures).
    pub fn publish_dialog_mut(&mut self) -> &mut views::publish::PublishDialog {
        &mut self.publish
    }

    /// Writes the open case's poll sheet for `decision`: HTML when the name ends in .html,
    /// else a PDF.
    pub fn write_poll_sheet(
        &self,
        path: &Path,
        decision: casebook::hearing::PolledDecision,
    ) -> Result<(), ShownError> {
        let Some(case) = self.open_case() else {
            return Ok(());
        };
        let sheet = casebook::hearing::PollSheet::for_decision(case, decision, "")
            .map_err(ShownError::new)?;
        let html = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"));
        let bytes = if html {
            sheet.to_html(casebook::hearing::PageSize::A4).into_bytes()
        } else {
            sheet
                .to_pdf(casebook::hearing::PageSize::A4)
                .map_err(ShownError::new)?
        };
        tracing::info!(html, "wrote a poll sheet");
        std::fs::write(path, bytes).map_err(|source| {
            ShownError::new(FileError {
                path: path.to_path_buf(),
                source,
            })
        })
    }

    /// Writes the open case as a case bundle or a PBN game.
    pub fn export_open_case(
        &self,
        format: file_dialog::ExportFormat,
        path: &Path,
    ) -> Result<(), ShownError> {
        let Some(case) = self.open_case() else {
            return Ok(());
        };
        let text = match format {
            file_dialog::ExportFormat::Bundle => {
                casebook::store::Bundle::new(vec![case.clone()]).to_json()
            }
            file_dialog::ExportFormat::Pbn => {
                let mut record = case.to_hand_record();
                // The table and par shown for the case go out with it (PBN's Optimum tags).
                if let jobs::double_dummy::DoubleDummyState::Done(analysis) =
                    self.double_dummy.state()
                    && self.double_dummy.answers(case)
                {
                    casebook::pbn::set_double_dummy_tags(
                        &mut record,
                        &analysis.table,
                        &analysis.par,
                    );
                }
                casebook::pbn::write(&[record])
            }
        };
        std::fs::write(path, text).map_err(|source| {
            ShownError::new(FileError {
                path: path.to_path_buf(),
                source,
            })
        })
    }
}

/// A file name for an exported case: its number, or its board when it has none, with what
/// file systems refuse replaced.
fn file_name_of(case_number: &str, board: u32) -> String {
    let cleaned: String = case_number
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if cleaned.is_empty() {
        format!("board-{board}")
    } else {
        cleaned
    }
}
