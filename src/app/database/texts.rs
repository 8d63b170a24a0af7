//! The archive's texts of the law library, as the window reads, adds and removes them.

use super::CaseDatabase;
use casebook::laws::texts::ReadText;
use casebook::laws::{StoredText, TextId};
use casebook::store::StoreError;

impl CaseDatabase {
    /// The texts the archive added, in the order they were added.
    pub fn library_texts(&self) -> Result<Vec<StoredText>, StoreError> {
        self.store.library_texts()
    }

    /// Keeps a text read whole (see `Store::add_text`).
    pub fn add_text(&mut self, text: &ReadText, replace: bool) -> Result<TextId, StoreError> {
        self.store.add_text(text, replace)
    }

    pub fn remove_text(&mut self, id: TextId) -> Result<StoredText, StoreError> {
        self.store.remove_text(id)
    }

    /// Whether the login may add and remove texts: anyone where there are no roles, else the
    /// chief director, the editor and the administrator (the server enforces it).
    pub fn may_keep_texts(&self) -> bool {
        self.roles
            .as_ref()
            .is_none_or(|roles| roles.iter().any(|g| g.role.may_keep_texts()))
    }
}
