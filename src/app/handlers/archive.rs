//! The archive the window works on: another one opened (a file, or a server's through the Open
//! archive form), installed once the edits of the one open are saved, and the edits a crash
//! left in its journal put back.

use super::UnsavedDrafts;
use super::misrouted;
use crate::app::command::Command;
use crate::app::database::CaseDatabase;
use crate::app::editing::CaseEditing;
use crate::app::main_window::CasebookApp;
use crate::app::views::case_list::CaseList;
use crate::app::{editing, file_dialog, views};
use crate::i18n::{Described, ShownError};
use casebook::store::Location;
use std::path::Path;
use std::time::Duration;

impl CasebookApp {
    /// Carries out a command about which archive is open.
    pub(in crate::app) fn apply_to_archive(&mut self, command: Command) {
        match command {
            Command::OpenArchive => {
                let current = match &self.db_location {
                    Some(Location::Server(address)) => Some(address.clone()),
                    _ => None,
                };
                self.open_archive
                    .show_for(&self.state.recent_archives, current.as_ref(), None);
            }
            Command::OpenDatabase => self
                .dialogs
                .ask(file_dialog::DialogPurpose::OpenDatabase, ""),
            other => misrouted(other, "apply routes only the archive's commands here"),
        }
    }

    /// The archive asked for (the open one, or the one that failed to open).
    pub fn db_location(&self) -> Option<&Location> {
        self.db_location.as_ref()
    }

    /// The open database, or the reason it did not open.
    pub fn database(&self) -> Result<&CaseDatabase, &ShownError> {
        self.database.as_ref()
    }

    /// Works on another database from now on: the edits of this one are saved first, and
    /// when the other does not open the window stays on this one and says why.
    pub fn open_database(&mut self, location: impl Into<Location>) {
        let location = &location.into();
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.notice = Some(ShownError::new(UnsavedDrafts(unsaved)));
            return;
        }
        match CaseDatabase::open(Some(location)) {
            Ok(database) => self.install_database(database),
            // The store's errors name the file already.
            Err(e) => self.notice = Some(ShownError::from(e)),
        }
    }

    /// Starts connecting to the archive the Open archive form names, once the edits of the
    /// open one are saved.
    pub(in crate::app) fn connect_archive(&mut self, ctx: &egui::Context) {
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.open_archive.error = Some(UnsavedDrafts(unsaved).describe(self.state.language));
            return;
        }
        self.open_archive.connect(self.state.language, ctx);
    }

    /// Works on `database`, opened by the caller, from now on.
    pub(in crate::app) fn install_database(&mut self, database: CaseDatabase) {
        tracing::info!(
            cases = database.case_count(),
            "opened the archive {}",
            database.location()
        );
        let journal = self.state_dir.as_deref().map(editing::recovery::drafts_dir);
        self.editing = Some(CaseEditing::new(database.location(), None, journal));
        self.state.remember(&database.location());
        self.db_location = Some(database.location());
        self.database = Ok(database);
        self.case_list = CaseList::default();
        self.notice = None;
        self.deletion = editing::CaseDeletion::default();
        self.training_offer = self
            .database
            .as_ref()
            .map_or(0, |database| database.old_training_to_offer().len());
        if let Some(dir) = self.state_dir.clone() {
            let recoveries = self.recover_drafts(&dir);
            self.startup.add_recoveries(recoveries);
        }
        // An open Publish window publishes from the database now open.
        if self.publish.is_open() {
            self.publish.open(self.db_location.as_ref());
        }
        self.follow_panel_archive();
        self.adopt_library_texts();
    }

    /// Puts the journalled edits of the open database back into it.
    pub(in crate::app) fn recover_drafts(
        &mut self,
        state_dir: &Path,
    ) -> Vec<editing::recovery::Recovery> {
        let Ok(database) = &mut self.database else {
            return Vec::new();
        };
        let recoveries = database.recover_drafts(&editing::recovery::drafts_dir(state_dir));
        if !recoveries.is_empty() {
            self.notice = database.reload().err().map(ShownError::new);
        }
        recoveries
    }

    /// The Open archive form's state (tests fill it and wait on it).
    pub fn open_archive_form(&mut self) -> &mut views::open_archive::OpenArchiveForm {
        &mut self.open_archive
    }
}
