//! Native file dialogs (rfd) without freezing the window: the dialog runs on its own thread
//! and the chosen path comes back through a channel that the window polls each frame.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What the chosen file is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogPurpose {
    /// Another case database to work on.
    OpenDatabase,
    /// A hand-record file (PBN, LIN) or a case bundle to bring into the database.
    Import,
    /// A hand-record file whose board fills the open case.
    FillFromHandRecord,
    /// An event's results file (PBN, USEBIO, CSV).
    ImportResults,
    /// A text for the law library (Markdown, plain text, PDF).
    LibraryText,
    /// Where to write the open case as a case bundle (JSON) or a PBN game.
    ExportCase(ExportFormat),
    /// Where to write the open case's poll sheet (PDF, or HTML by its extension).
    PollSheet(casebook::hearing::PolledDecision),
    /// A served poll's slips, by its id.
    PollSlips(i64),
    /// A served poll's record, by its id.
    PollRecord(i64),
    /// Where to write the user guide as PDF.
    GuidePdf,
    /// The folder and name of the casebook's files, one a format (the Publish window).
    PublishCasebook,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportFormat {
    Bundle,
    Pbn,
}

impl ExportFormat {
    pub fn extension(self) -> &'static str {
        match self {
            // The bundle's registered extension (application/x-casebook-bundle); JSON inside.
            ExportFormat::Bundle => "casebook",
            ExportFormat::Pbn => "pbn",
        }
    }
}

/// The dialog open now, if any; one at a time, as native dialogs are modal.
#[derive(Debug, Default)]
pub struct FileDialogs {
    pending: Option<(DialogPurpose, Receiver<Option<PathBuf>>)>,
}

impl FileDialogs {
    pub fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    /// Opens the dialog for `purpose`; `suggested_name` prefills a save dialog (for the
    /// casebook, a whole path: the dialog opens in its folder).
    pub fn ask(&mut self, purpose: DialogPurpose, suggested_name: &str) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = mpsc::channel();
        let suggested_name = suggested_name.to_string();
        let spawned = std::thread::Builder::new()
            .name("casebook-file-dialog".to_string())
            .spawn(move || {
                let chosen = run_dialog(purpose, &suggested_name);
                let _ = sender.send(chosen);
            });
        if spawned.is_ok() {
            self.pending = Some((purpose, receiver));
        }
    }

    /// The path chosen since the last frame, with its purpose. A cancelled dialog gives
    /// nothing and closes.
    pub fn poll(&mut self) -> Option<(DialogPurpose, PathBuf)> {
        let (purpose, receiver) = self.pending.as_ref()?;
        match receiver.try_recv() {
            Ok(chosen) => {
                let purpose = *purpose;
                self.pending = None;
                chosen.map(|path| (purpose, path))
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.pending = None;
                None
            }
        }
    }
}

fn run_dialog(purpose: DialogPurpose, suggested_name: &str) -> Option<PathBuf> {
    let dialog = rfd::FileDialog::new();
    match purpose {
        DialogPurpose::OpenDatabase => dialog
            .add_filter("SQLite", &["sqlite", "db", "sqlite3"])
            .pick_file(),
        DialogPurpose::Import => dialog
            .add_filter("PBN, LIN, Casebook", &["pbn", "lin", "casebook", "json"])
            .pick_file(),
        DialogPurpose::ImportResults => dialog
            .add_filter("PBN, USEBIO, CSV", &["pbn", "xml", "csv", "txt"])
            .pick_file(),
        DialogPurpose::LibraryText => dialog
            .add_filter(
                "Markdown, text, PDF, edition map (JSON)",
                &["md", "txt", "pdf", "json"],
            )
            .pick_file(),
        DialogPurpose::FillFromHandRecord => dialog
            .add_filter("PBN, LIN", &["pbn", "lin", "txt"])
            .pick_file(),
        DialogPurpose::ExportCase(format) => dialog
            .add_filter(format.extension(), &[format.extension()])
            .set_file_name(suggested_name)
            .save_file(),
        DialogPurpose::PollSheet(_) => dialog
            .add_filter("PDF", &["pdf"])
            .add_filter("HTML", &["html"])
            .set_file_name(suggested_name)
            .save_file(),
        DialogPurpose::PollSlips(_) | DialogPurpose::PollRecord(_) => dialog
            .add_filter("HTML", &["html"])
            .set_file_name(suggested_name)
            .save_file(),
        DialogPurpose::GuidePdf => dialog
            .add_filter("PDF", &["pdf"])
            .set_file_name(suggested_name)
            .save_file(),
        DialogPurpose::PublishCasebook => {
            let suggested = std::path::Path::new(suggested_name);
            let dialog = match suggested.parent().filter(|folder| folder.is_dir()) {
                Some(folder) => dialog.set_directory(folder),
                None => dialog,
            };
            let name = suggested
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            dialog
                .add_filter("HTML, Markdown, PDF", &["html", "md", "pdf"])
                .set_file_name(name)
                .save_file()
        }
    }
}
