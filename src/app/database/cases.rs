//! The cases themselves: read whole, made, deleted and put back; the texts kept among their
//! conflicts; their history on the server; the edits a crash left unsaved.

use super::CaseDatabase;
use casebook::store::{StoreError, StoredConflict};
use std::path::Path;
use uuid::Uuid;

impl CaseDatabase {
    /// Which body hears the archive's appeals, by event.
    pub fn hearing_bodies(&self) -> &casebook::case::HearingBodies {
        &self.hearing_bodies
    }

    /// Keeps which body hears the archive's appeals; new cases follow it from now on.
    pub fn set_hearing_bodies(
        &mut self,
        bodies: &casebook::case::HearingBodies,
    ) -> Result<(), StoreError> {
        self.store.set_hearing_bodies(bodies)?;
        self.hearing_bodies = bodies.clone();
        Ok(())
    }

    /// The whole case, for the centre pane.
    pub fn load_case(&self, uuid: Uuid) -> Result<casebook::case::Case, StoreError> {
        self.store.load_case(uuid)
    }

    /// Creates a new draft case (saved at once, revision 1) for the current year, dated today,
    /// heard by the body the archive names for events it has no rule for, and lists it.
    pub fn new_case(&mut self) -> Result<casebook::case::Case, StoreError> {
        let first_board = casebook::bridge::BoardNumber::new(1).expect("board 1 exists");
        let mut case = casebook::case::Case::new(first_board);
        case.identity.hearing = self.hearing_bodies.for_event("");
        let today = chrono::Local::now().date_naive();
        case.identity.year = Some(chrono::Datelike::year(&today));
        case.identity.date = Some(today);
        let saved = self.store.save_case(&case, 0)?;
        self.update_summary(&saved);
        Ok(saved)
    }

    /// Deletes a case and its kept texts; returns the case as it was stored, whole, so that
    /// the window can put it back (Undo).
    pub fn delete_case(&mut self, uuid: Uuid) -> Result<casebook::case::Case, StoreError> {
        let stored = self.store.load_case(uuid)?;
        self.store.delete_case(uuid, stored.revision)?;
        for conflict in self.kept_texts(uuid).to_vec() {
            self.store.dismiss_conflict(conflict.id)?;
        }
        self.reload()?;
        Ok(stored)
    }

    /// Puts a deleted case back as it was: its UUID and revision, polls, votes and notes (a
    /// replica's next sync then finds it unchanged).
    pub fn restore_case(&mut self, case: &casebook::case::Case) -> Result<(), StoreError> {
        let bundle = casebook::store::Bundle::new(vec![case.clone()]);
        self.store.import_bundle(&bundle.to_json())?;
        self.reload()
    }

    pub(super) fn read_kept(&mut self) -> Result<(), StoreError> {
        self.kept.clear();
        for conflict in self.store.conflicts(None)? {
            self.kept.entry(conflict.uuid).or_default().push(conflict);
        }
        Ok(())
    }

    /// The texts kept among the conflicts of a case.
    pub fn kept_texts(&self, uuid: Uuid) -> &[StoredConflict] {
        self.kept.get(&uuid).map_or(&[], Vec::as_slice)
    }

    /// Forgets a kept text the user has dealt with.
    pub fn dismiss_kept(&mut self, id: i64) -> Result<(), StoreError> {
        self.store.dismiss_conflict(id)?;
        self.read_kept()
    }

    /// Who changed the case on the server and when (nothing in a file).
    pub fn case_changes(&self, uuid: Uuid) -> Result<Vec<casebook::store::CaseChange>, StoreError> {
        self.store.case_changes(uuid)
    }

    /// Puts back into the store the unsaved edits journalled in `dir` (after a crash).
    pub fn recover_drafts(&mut self, dir: &Path) -> Vec<crate::app::editing::recovery::Recovery> {
        crate::app::editing::recovery::recover(&mut self.store, dir)
    }
}
