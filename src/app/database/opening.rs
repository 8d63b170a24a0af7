//! Opening an archive: a file, a server's database, or the training cases' own file; and why
//! one did not open, worded for the window.

use super::{CaseDatabase, ListFilter};
use crate::i18n::{Described, Language, ShownError};
use casebook::store::{Location, Store, StoreError};
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// Why the database could not be opened; shown in the window instead of the case list.
#[derive(Debug, thiserror::Error)]
pub enum OpenFailure {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(
        "there is no default database location on this system (no home directory): start with --db PATH"
    )]
    NoDefaultLocation,
}

// The window's own failure is worded here, beside it: the translations know no window.
impl Described for OpenFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            OpenFailure::Store(error) => error.describe(language),
            OpenFailure::NoDefaultLocation => language.tr("error-open-no-default"),
        }
    }
}

impl From<OpenFailure> for ShownError {
    fn from(failure: OpenFailure) -> ShownError {
        ShownError::new(failure)
    }
}

impl CaseDatabase {
    /// Opens the archive at `location`, or the default database file, created empty when it
    /// does not exist: a committee's database holds its own cases only (the training cases
    /// have theirs, [`CaseDatabase::open_training`]).
    pub fn open(location: Option<&Location>) -> Result<CaseDatabase, OpenFailure> {
        let location = match location {
            Some(location) => location.clone(),
            None => Location::default_file().ok_or(OpenFailure::NoDefaultLocation)?,
        };
        let store = Store::open_at(&location, true)?;
        Ok(CaseDatabase::from_store(store)?)
    }

    /// Opens the training cases' own database (Help › Training cases): the file beside the
    /// default database, or `path`; made, and given any training case of `set` it lacks, on
    /// opening. The untouched cases of another language's set are taken out, so that it holds
    /// the cases in the reader's language (those changed since they were shipped stay).
    pub fn open_training(
        path: Option<&Path>,
        set: casebook::samples::TrainingSet,
    ) -> Result<CaseDatabase, OpenFailure> {
        let path = match path {
            Some(path) => path.to_path_buf(),
            None => {
                casebook::store::training_database_path().ok_or(OpenFailure::NoDefaultLocation)?
            }
        };
        let mut store = Store::open_at(&Location::File(path), true)?;
        casebook::samples::load_training_alone(&mut store, set)?;
        Ok(CaseDatabase::from_store(store)?)
    }

    /// Opens the database file at `path` (see [`CaseDatabase::open`]).
    pub fn open_file(path: impl AsRef<Path>) -> Result<CaseDatabase, OpenFailure> {
        Self::open(Some(&Location::File(path.as_ref().to_path_buf())))
    }

    /// The list over a store opened by the caller, as it is (no sample cases added).
    pub fn from_store(store: Store) -> Result<CaseDatabase, StoreError> {
        let mut database = CaseDatabase {
            store,
            all: Vec::new(),
            orders: Default::default(),
            found: None,
            query: String::new(),
            snippets: std::collections::HashMap::new(),
            filter: ListFilter::default(),
            visible: Vec::new(),
            years: Vec::new(),
            events: Vec::new(),
            events_with_results: BTreeSet::new(),
            review_queue: 0,
            roles: None,
            replica: None,
            kept: HashMap::new(),
            hearing_bodies: casebook::case::HearingBodies::default(),
        };
        database.roles = database.store.my_roles()?;
        database.hearing_bodies = database.store.hearing_bodies()?;
        database.reload()?;
        Ok(database)
    }

    /// The schema version opening migrated the archive from, when it was an older one: the
    /// status bar says so.
    pub fn migrated_from(&self) -> Option<i64> {
        self.store.migrated_from()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn a_database_that_did_not_open_says_why_in_both_languages() {
        let no_default = OpenFailure::NoDefaultLocation;
        assert!(
            no_default.describe(Language::English).contains("--db"),
            "{}",
            no_default.describe(Language::English)
        );
        let russian = no_default.describe(Language::Russian);
        assert!(
            russian.contains("--db") && russian.contains("базы"),
            "{russian}"
        );
        let not_sqlite = OpenFailure::Store(StoreError::NotSqlite {
            path: PathBuf::from("x.sqlite"),
        });
        assert_eq!(
            not_sqlite.describe(Language::Russian),
            StoreError::NotSqlite {
                path: PathBuf::from("x.sqlite")
            }
            .describe(Language::Russian)
        );
    }
}
