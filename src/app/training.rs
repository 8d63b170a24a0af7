//! The training cases in the window: Help › Training cases opens their own database (made, and
//! given back any case removed, on opening), the status bar's "Back to your cases" returns to
//! the database open before, and an earlier version's untouched training cases in a committee's
//! database are offered for removal once.

use super::database::CaseDatabase;
use super::{CasebookApp, UnsavedDrafts};
use crate::i18n::ShownError;
use casebook::store::Location;
use std::time::Duration;

impl CasebookApp {
    /// Help › Training cases; this database's edits are saved first.
    pub(super) fn open_training_cases(&mut self) {
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.notice = Some(ShownError::new(UnsavedDrafts(unsaved)));
            return;
        }
        let before = self
            .database
            .as_ref()
            .ok()
            .filter(|database| !database.is_training())
            .map(CaseDatabase::location);
        match CaseDatabase::open_training(self.training_file.as_deref()) {
            Ok(database) => {
                self.install_database(database);
                if before.is_some() {
                    self.before_training = before;
                }
            }
            Err(e) => self.notice = Some(ShownError::from(e)),
        }
    }

    /// Back from the training cases to the database open before them, or to the default one.
    pub(super) fn leave_training(&mut self) {
        let back = self
            .before_training
            .take()
            .or_else(|| casebook::store::default_database_path().map(Location::File));
        match back {
            Some(location) => self.open_database(location),
            None => {
                self.notice = Some(ShownError::from(
                    super::database::OpenFailure::NoDefaultLocation,
                ))
            }
        }
    }
}
