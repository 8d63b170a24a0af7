//! The window's commands carried out, one part of the window to a file: each file holds the
//! part of `CasebookApp` its commands change, and `CasebookApp::apply` routes every command
//! to its part.

mod archive;
mod background;
mod cases;
mod deletion;
mod guide;
mod import;
mod law_pane;
mod open_case;
mod panel;
mod poll_mode;
mod publish;
mod served_polls;
mod texts;
mod training;
mod window;

use crate::app::command::Command;
use crate::app::file_dialog;
use crate::app::main_window::CasebookApp;
use crate::i18n::{Described, Language};
use std::path::PathBuf;

/// A command `apply` sent to the wrong part: a mistake of the routing, caught by the tests in
/// a debug build; a release build drops the command and logs it rather than close a window
/// holding a committee's unsaved work.
fn misrouted(command: Command, routing: &str) {
    debug_assert!(false, "{routing}: {command:?}");
    tracing::error!("{routing}: {command:?} was dropped");
}

impl CasebookApp {
    /// Carries out one command, in the part of the window it belongs to (the files of
    /// `handlers`).
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Quit
            | Command::SetLanguage(_)
            | Command::SetTheme(_)
            | Command::ShowAbout
            | Command::ShowCommandPalette
            | Command::OpenLogFolder
            | Command::ToggleHearingView
            | Command::ShowArchive
            | Command::ShowGuide
            | Command::ShowHearingBodies
            | Command::SaveHearingBodies
            | Command::SaveGuidePdf => self.apply_to_window(ctx, command),
            Command::ToggleLawPane
            | Command::OpenLaw(_)
            | Command::ShowStepLaw(_)
            | Command::LawBack
            | Command::LawForward
            | Command::SearchLaws
            | Command::BrowseLaws(_) => self.apply_to_law_pane(command),
            Command::SearchCases
            | Command::FilterCases
            | Command::SelectCase(_)
            | Command::NewCase
            | Command::OpenPrecedent(_)
            | Command::ReturnFromPrecedent => self.apply_to_cases(command),
            Command::Undo
            | Command::Redo
            | Command::KeepMyText
            | Command::TakeStoredCase
            | Command::ResolveKeptText(..) => self.apply_to_open_case(command),
            Command::DeleteCase
            | Command::AskDelete(_)
            | Command::ConfirmDelete
            | Command::CancelDelete
            | Command::UndoDelete
            | Command::DismissDeleted => self.apply_to_deletion(command),
            Command::OpenArchive | Command::OpenDatabase => self.apply_to_archive(command),
            Command::OpenTrainingCases
            | Command::LeaveTraining
            | Command::AnswerTrainingOffer(_) => self.apply_to_training(command),
            Command::ImportFile
            | Command::FillFromHandRecord
            | Command::ShowResultsImport
            | Command::ChooseResultsFile
            | Command::RunResultsImport
            | Command::ChooseCaseLine(_) => self.apply_to_import(command),
            Command::ShowPublish
            | Command::ChoosePublishName
            | Command::CasesPublished
            | Command::ExportCase(_)
            | Command::PrintPollSheet(_) => self.apply_to_publish(command),
            Command::ShowPanel
            | Command::SavePanel
            | Command::RemovePanel
            | Command::ShowComment
            | Command::ChooseCommentCase(_)
            | Command::SaveComment => self.apply_to_panel(command),
            Command::ShowLibraryTexts
            | Command::ChooseLibraryTextFile
            | Command::ReadLibraryText
            | Command::AnchorLibraryParagraph(_)
            | Command::KeepLibraryText
            | Command::DiscardLibraryText
            | Command::RemoveLibraryText(_) => self.apply_to_texts(command),
            Command::ServePoll(_)
            | Command::SetServedAnswerAside(_)
            | Command::CloseServedPoll(_)
            | Command::SavePollSlips(_)
            | Command::SavePollRecord(_) => self.apply_to_served_polls(command),
            Command::AskPollMode(_)
            | Command::StartPollMode
            | Command::SendPollModeAnswer
            | Command::NextPolleeInPollMode
            | Command::LeavePollMode => self.apply_to_poll_mode(ctx, command),
            Command::AnalyseAllDeals | Command::SyncReplica => {
                self.apply_to_background(ctx, command)
            }
        }
        // The frame that produced the command was drawn with the old state.
        ctx.request_repaint();
    }

    /// A file was chosen in a native dialog.
    pub(in crate::app) fn file_chosen(
        &mut self,
        purpose: file_dialog::DialogPurpose,
        path: PathBuf,
    ) {
        match purpose {
            file_dialog::DialogPurpose::OpenDatabase => self.open_database(path),
            file_dialog::DialogPurpose::Import => self.import_file(path),
            file_dialog::DialogPurpose::FillFromHandRecord => self.read_hand_records(path),
            file_dialog::DialogPurpose::ImportResults => self.results_import.file = Some(path),
            file_dialog::DialogPurpose::LibraryText => self.library_texts.file = Some(path),
            file_dialog::DialogPurpose::PublishCasebook => self.publish.name_chosen(&path),
            file_dialog::DialogPurpose::ExportCase(format) => {
                self.notice = self.export_open_case(format, &path).err();
            }
            file_dialog::DialogPurpose::PollSheet(decision) => {
                self.notice = self.write_poll_sheet(&path, decision).err();
            }
            file_dialog::DialogPurpose::PollSlips(id) => {
                self.notice = self.write_poll_slips(&path, id).err();
            }
            file_dialog::DialogPurpose::PollRecord(id) => {
                self.notice = self.write_poll_record(&path, id).err();
            }
            file_dialog::DialogPurpose::GuidePdf => self.write_guide_pdf(path),
        }
    }
}

/// Cases with edits not yet saved, by case number, that keep another database from opening.
pub(super) struct UnsavedDrafts(Vec<String>);

impl Described for UnsavedDrafts {
    fn describe(&self, language: Language) -> String {
        format!(
            "{}: {}",
            language.tr("open-database-unsaved"),
            self.0.join(", ")
        )
    }
}
