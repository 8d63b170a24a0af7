//! The training cases in the window: Help › Training cases opens their own database (made, and
//! given back any case removed, on opening), the status bar's "Back to your cases" returns to
//! the database open before, and an earlier version's untouched training cases in a committee's
//! database are offered for removal once.

use super::UnsavedDrafts;
use super::misrouted;
use crate::app::command::Command;
use crate::app::database::CaseDatabase;
use crate::app::main_window::CasebookApp;
use crate::i18n::ShownError;
use casebook::store::Location;
use std::time::Duration;

impl CasebookApp {
    /// Carries out a command about the training cases.
    pub(in crate::app) fn apply_to_training(&mut self, command: Command) {
        match command {
            Command::OpenTrainingCases => self.open_training_cases(),
            Command::LeaveTraining => self.leave_training(),
            Command::AnswerTrainingOffer(remove) => self.answer_training_offer(remove),
            other => misrouted(other, "apply routes only the training cases' commands here"),
        }
    }

    /// How many of an earlier version's training cases the window offers to remove (none once
    /// answered).
    pub fn training_offer(&self) -> usize {
        self.training_offer
    }

    /// Help › Training cases, in the interface's language (English when there are none in
    /// it); this database's edits are saved first.
    fn open_training_cases(&mut self) {
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
        let set = casebook::samples::TrainingSet::for_reader(self.state.language.tag());
        match CaseDatabase::open_training(self.training_file.as_deref(), set) {
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
    fn leave_training(&mut self) {
        let back = self.before_training.take().or_else(Location::default_file);
        match back {
            Some(location) => self.open_database(location),
            None => {
                self.notice = Some(ShownError::from(
                    crate::app::database::OpenFailure::NoDefaultLocation,
                ))
            }
        }
    }

    /// The answer to the offer to remove an earlier version's training cases.
    fn answer_training_offer(&mut self, remove: bool) {
        if let Ok(database) = &mut self.database {
            match database.answer_training_offer(remove) {
                Ok(_) => self.training_offer = 0,
                Err(e) => self.notice = Some(ShownError::new(e)),
            }
        }
    }
}
