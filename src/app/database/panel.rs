//! The casebook's panel as the window reads and writes it: the panels the editor names, the
//! decided cases with the comments the login may read, and one commentator's comment kept.
//! Small reads and single-row writes, done where they are asked for, as the case list's.

use super::CaseDatabase;
use casebook::panel::{Panel, PanelComment, PanelScope};
use casebook::store::{CommentedCase, StoreError};
use uuid::Uuid;

impl CaseDatabase {
    /// Every panel of the archive, by year and event.
    pub fn panels(&self) -> Result<Vec<Panel>, StoreError> {
        self.store.panels()
    }

    /// The panel a case of `year` and `event` belongs to (an event's before its year's).
    pub fn panel_for(&self, year: Option<i32>, event: &str) -> Result<Option<Panel>, StoreError> {
        self.store.panel_for(year, event)
    }

    /// The decided cases (and later) with the comments the login may read.
    pub fn commented_cases(&self) -> Result<Vec<CommentedCase>, StoreError> {
        self.store.commented_cases()
    }

    /// Keeps `panel` in place of the one of its year and event.
    pub fn save_panel(&mut self, panel: &Panel) -> Result<(), StoreError> {
        self.store.save_panel(panel)
    }

    /// Removes the panel of `scope`; the comments stay with their cases.
    pub fn remove_panel(&mut self, scope: &PanelScope) -> Result<bool, StoreError> {
        self.store.remove_panel(scope)
    }

    /// Writes a commentator's comment on a case over his earlier one; returns it as kept.
    pub fn save_panel_comment(
        &mut self,
        case: Uuid,
        comment: &PanelComment,
    ) -> Result<PanelComment, StoreError> {
        self.store.save_panel_comment(case, comment)
    }

    /// The login comments are written under on a server; empty in a file.
    pub fn session_login(&self) -> Result<String, StoreError> {
        self.store.session_login()
    }

    /// Whether the archive is a server's, where each commentator writes under his own login.
    pub fn on_server(&self) -> bool {
        matches!(self.location(), casebook::store::Location::Server(_))
    }
}
