//! The case database behind the window: the store, the rows of the case list, and what the
//! search field currently selects.

use casebook::store::{CaseFilter, CaseSummary, Store, StoreError};
use std::path::{Path, PathBuf};
use uuid::Uuid;

/// How many hits a search shows; the list is for finding a case, not for reading all of them.
const SEARCH_LIMIT: usize = 500;

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

/// An open case database and the list the window shows from it.
pub struct CaseDatabase {
    store: Store,
    /// Every case, newest first, as the store lists them.
    all: Vec<CaseSummary>,
    /// Indices into `all` that the current search selects; `None` shows every case.
    matches: Option<Vec<usize>>,
}

impl CaseDatabase {
    /// Opens the database at `path`, or the default one; a database created now is filled
    /// with the sample cases, so that a first start shows real cases.
    pub fn open(path: Option<&Path>) -> Result<CaseDatabase, OpenFailure> {
        let path: PathBuf = match path {
            Some(path) => path.to_path_buf(),
            None => {
                casebook::store::default_database_path().ok_or(OpenFailure::NoDefaultLocation)?
            }
        };
        let is_new = !path.exists();
        let mut store = Store::create_or_open(&path)?;
        if is_new {
            casebook::samples::load_into(&mut store)?;
        }
        Ok(CaseDatabase::from_store(store)?)
    }

    /// The list over a store opened by the caller, as it is (no sample cases added).
    pub fn from_store(store: Store) -> Result<CaseDatabase, StoreError> {
        let mut database = CaseDatabase {
            store,
            all: Vec::new(),
            matches: None,
        };
        database.reload()?;
        Ok(database)
    }

    pub fn path(&self) -> &Path {
        self.store.path()
    }

    /// The whole case, for the centre pane.
    pub fn load_case(&self, uuid: Uuid) -> Result<casebook::case::Case, StoreError> {
        self.store.load_case(uuid)
    }

    /// Creates a new draft case (saved at once, revision 1) for the current year, dated today,
    /// and lists it.
    pub fn new_case(&mut self) -> Result<casebook::case::Case, StoreError> {
        let first_board = casebook::bridge::BoardNumber::new(1).expect("board 1 exists");
        let mut case = casebook::case::Case::new(first_board);
        let today = chrono::Local::now().date_naive();
        case.identity.year = Some(chrono::Datelike::year(&today));
        case.identity.date = Some(today);
        let saved = self.store.save_case(&case, 0)?;
        self.all.push(CaseSummary::of(&saved));
        Ok(saved)
    }

    /// Puts the row of a case just saved (by the autosaver) into the list in place, so the
    /// list follows the editor without reading every case again.
    pub fn update_summary(&mut self, case: &casebook::case::Case) {
        let summary = CaseSummary::of(case);
        match self.all.iter_mut().find(|row| row.uuid == case.uuid) {
            Some(row) => *row = summary,
            None => self.all.push(summary),
        }
    }

    /// Reads the case list again (after an import, an edit in another window).
    pub fn reload(&mut self) -> Result<(), StoreError> {
        self.all = self.store.list_cases(&CaseFilter::default())?;
        self.matches = None;
        Ok(())
    }

    /// How many cases the database holds.
    pub fn case_count(&self) -> usize {
        self.all.len()
    }

    /// The rows the list shows now: all cases, or those the search found, best first.
    pub fn visible(&self) -> impl Iterator<Item = &CaseSummary> {
        let all = &self.all;
        let chosen: Box<dyn Iterator<Item = &CaseSummary>> = match &self.matches {
            None => Box::new(all.iter()),
            Some(indices) => Box::new(indices.iter().filter_map(move |&i| all.get(i))),
        };
        chosen
    }

    pub fn visible_count(&self) -> usize {
        self.matches.as_ref().map_or(self.all.len(), Vec::len)
    }

    /// Narrows the list to the cases whose text matches `query` (full-text, Russian stems);
    /// an empty query shows every case again.
    pub fn search(&mut self, query: &str) -> Result<(), StoreError> {
        if query.trim().is_empty() {
            self.matches = None;
            return Ok(());
        }
        let hits = self.store.search_cases(query, SEARCH_LIMIT)?;
        let position = |uuid: Uuid| self.all.iter().position(|s| s.uuid == uuid);
        let mut found: Vec<usize> = hits.iter().filter_map(|hit| position(hit.uuid)).collect();
        // A case number typed as such finds its case even where the text does not mention it.
        let needle = query.trim().to_lowercase();
        for (i, summary) in self.all.iter().enumerate() {
            if summary.case_number.to_lowercase() == needle && !found.contains(&i) {
                found.insert(0, i);
            }
        }
        self.matches = Some(found);
        Ok(())
    }
}
