//! The case database behind the window: the store, the rows of the case list, and which of
//! them the search field and the list's filters select, in the order the list sorts them.
//!
//! Filtering and sorting run in memory over the summaries, and only when something changes
//! (a filter, the search, a saved case): a frame only reads the rows it shows, so ten
//! thousand cases cost a frame what twenty do.

use crate::i18n::{Described, Language, ShownError};
use casebook::case::{CaseStatus, Subject};
use casebook::publish::compare_case_numbers;
use casebook::store::{
    CaseFilter, CaseSummary, Location, ReplicaSource, Store, StoreError, StoredConflict,
};
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
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

/// The order of the case list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ListOrder {
    /// By year, then case number (`У-2` before `У-10`), as a casebook prints them.
    #[default]
    CaseNumber,
    /// By board number, then case number.
    Board,
    /// The case saved last first.
    LastUpdated,
}

impl ListOrder {
    pub const ALL: [ListOrder; 3] = [
        ListOrder::CaseNumber,
        ListOrder::Board,
        ListOrder::LastUpdated,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ListOrder::CaseNumber => "case_number",
            ListOrder::Board => "board",
            ListOrder::LastUpdated => "last_updated",
        }
    }

    fn index(self) -> usize {
        match self {
            ListOrder::CaseNumber => 0,
            ListOrder::Board => 1,
            ListOrder::LastUpdated => 2,
        }
    }

    fn compare(self, a: &CaseSummary, b: &CaseSummary) -> Ordering {
        // Cases without a number yet (a tournament's boards just imported) come after the
        // numbered ones of their year, by event and board, not in the order they were made.
        let by_number = || {
            let unnumbered = |s: &CaseSummary| s.case_number.trim().is_empty();
            a.year
                .cmp(&b.year)
                .then_with(|| unnumbered(a).cmp(&unnumbered(b)))
                .then_with(|| compare_case_numbers(&a.case_number, &b.case_number))
                .then_with(|| a.event.trim().cmp(b.event.trim()))
                .then_with(|| a.board_number.cmp(&b.board_number))
                .then_with(|| a.uuid.cmp(&b.uuid))
        };
        match self {
            ListOrder::CaseNumber => by_number(),
            ListOrder::Board => a.board_number.cmp(&b.board_number).then_with(by_number),
            ListOrder::LastUpdated => b.updated.cmp(&a.updated).then_with(by_number),
        }
    }
}

/// What the list's filters select; `None` everywhere shows every case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListFilter {
    pub year: Option<i32>,
    /// The event exactly as the cases name it.
    pub event: Option<String>,
    pub subject: Option<Subject>,
    pub status: Option<CaseStatus>,
    pub order: ListOrder,
}

impl ListFilter {
    /// The review queue: decided cases waiting for the chief director, whatever else is chosen.
    pub fn review_queue() -> ListFilter {
        ListFilter {
            status: Some(CaseStatus::Decided),
            ..ListFilter::default()
        }
    }

    pub fn is_review_queue(&self) -> bool {
        self.status == Some(CaseStatus::Decided)
    }

    /// Whether any filter narrows the list (the order does not).
    pub fn narrows(&self) -> bool {
        self.year.is_some()
            || self.event.is_some()
            || self.subject.is_some()
            || self.status.is_some()
    }

    fn admits(&self, summary: &CaseSummary) -> bool {
        self.year.is_none_or(|year| summary.year == Some(year))
            && self
                .event
                .as_ref()
                .is_none_or(|event| summary.event.trim() == event.as_str())
            && self
                .subject
                .is_none_or(|subject| summary.subjects.contains(&subject))
            && self.status.is_none_or(|status| summary.status == status)
    }
}

/// An open case database and the list the window shows from it.
pub struct CaseDatabase {
    store: Store,
    /// Every case, in the order the store lists them; rows are replaced in place.
    all: Vec<CaseSummary>,
    /// For each [`ListOrder`], the indices of `all` in that order; kept sorted as rows change.
    orders: [Vec<usize>; 3],
    /// Which rows of `all` the current search found; `None` when nothing is searched.
    found: Option<Vec<bool>>,
    /// The query searched, and the snippets of it made so far for the rows shown.
    query: String,
    snippets: std::collections::HashMap<uuid::Uuid, casebook::text::Snippet>,
    filter: ListFilter,
    /// The rows the list shows: indices into `all`, filtered and sorted.
    visible: Vec<usize>,
    /// The years and events the cases name, for the filters' choices.
    years: Vec<i32>,
    events: Vec<String>,
    /// The events whose results the archive holds: a case of another event has no traveller
    /// to read.
    events_with_results: BTreeSet<String>,
    review_queue: usize,
    /// The login's roles in a server's archive under roles; `None` where every user may do
    /// everything (a file, an archive not under roles).
    roles: Option<Vec<casebook::store::RoleGrant>>,
    /// What a replica knows of its archive and how many of its cases changed since the last
    /// sync; `None` for a database that is no replica.
    replica: Option<(ReplicaSource, usize)>,
    /// The texts kept among the conflicts (a save or sync that lost a race, a deletion that
    /// met an edit), by case.
    kept: HashMap<Uuid, Vec<StoredConflict>>,
}

impl CaseDatabase {
    /// Opens the archive at `location`, or the default database file, created empty when it
    /// does not exist: a committee's database holds its own cases only (the training cases
    /// have theirs, [`CaseDatabase::open_training`]).
    pub fn open(location: Option<&Location>) -> Result<CaseDatabase, OpenFailure> {
        let location = match location {
            Some(location) => location.clone(),
            None => casebook::store::default_database_path()
                .map(Location::File)
                .ok_or(OpenFailure::NoDefaultLocation)?,
        };
        let store = Store::open_at(&location, true)?;
        Ok(CaseDatabase::from_store(store)?)
    }

    /// Opens the training cases' own database (Help › Training cases): the file beside the
    /// default database, or `path`; made, and given any training case it lacks, on opening.
    pub fn open_training(path: Option<&Path>) -> Result<CaseDatabase, OpenFailure> {
        let path = match path {
            Some(path) => path.to_path_buf(),
            None => {
                casebook::store::training_database_path().ok_or(OpenFailure::NoDefaultLocation)?
            }
        };
        let mut store = Store::open_at(&Location::File(path), true)?;
        casebook::samples::load_training(&mut store)?;
        Ok(CaseDatabase::from_store(store)?)
    }

    /// The schema version opening migrated the archive from, when it was an older one: the
    /// status bar says so.
    pub fn migrated_from(&self) -> Option<i64> {
        self.store.migrated_from()
    }

    /// Whether the open database holds the training cases and nothing else: the status bar
    /// says so, and that they are never published.
    pub fn is_training(&self) -> bool {
        !self.all.is_empty() && self.all.iter().all(|case| case.training)
    }

    /// The training cases an earlier version put here and nobody changed since, when the
    /// window has not yet offered to remove them (it offers once); none in a database of
    /// training cases only.
    pub fn old_training_to_offer(&self) -> Vec<casebook::store::HeldTrainingCase> {
        use casebook::store::Setting;
        if self.is_training() || !self.all.iter().any(|case| case.training) {
            return Vec::new();
        }
        if self
            .store
            .setting(Setting::TrainingRemovalOffered)
            .ok()
            .flatten()
            .is_some()
        {
            return Vec::new();
        }
        casebook::samples::untouched_training_cases(&self.store).unwrap_or_default()
    }

    /// The user's answer to the offer: remove the untouched training cases, or keep them; the
    /// offer is not made again either way. Returns how many were removed.
    pub fn answer_training_offer(&mut self, remove: bool) -> Result<usize, StoreError> {
        use casebook::store::Setting;
        let removed = if remove {
            casebook::samples::remove_untouched_training(&mut self.store)?.len()
        } else {
            0
        };
        let now = chrono::Utc::now().to_rfc3339();
        self.store
            .set_setting(Setting::TrainingRemovalOffered, Some(&now))?;
        if removed > 0 {
            self.reload()?;
        }
        Ok(removed)
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
        };
        database.roles = database.store.my_roles()?;
        database.reload()?;
        Ok(database)
    }

    /// Where the archive is: its file, or its server's address.
    pub fn location(&self) -> Location {
        self.store.location()
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
        self.update_summary(&saved);
        Ok(saved)
    }

    /// Puts the row of a case just saved (by the autosaver) into the list in place, so the
    /// list follows the editor without reading every case again.
    pub fn update_summary(&mut self, case: &casebook::case::Case) {
        let summary = CaseSummary::of(case);
        let (index, choices_changed) = match self.all.iter().position(|row| row.uuid == case.uuid) {
            Some(i) => {
                let old = &self.all[i];
                let changed = old.year != summary.year || old.event != summary.event;
                self.all[i] = summary;
                (i, changed)
            }
            None => {
                self.all.push(summary);
                if let Some(found) = &mut self.found {
                    // A new case is shown until the next search says otherwise.
                    found.push(true);
                }
                (self.all.len() - 1, true)
            }
        };
        for order in ListOrder::ALL {
            let all = &self.all;
            let indices = &mut self.orders[order.index()];
            if let Some(at) = indices.iter().position(|&i| i == index) {
                indices.remove(at);
            }
            let at = indices.partition_point(|&i| order.compare(&all[i], &all[index]).is_lt());
            indices.insert(at, index);
        }
        if choices_changed {
            self.collect_choices();
        }
        self.review_queue = self.count_review_queue();
        self.refresh();
    }

    /// Reads the case list again (after an import, an edit in another window).
    pub fn reload(&mut self) -> Result<(), StoreError> {
        self.all = self.store.list_cases(&CaseFilter::default())?;
        self.found = None;
        for order in ListOrder::ALL {
            let all = &self.all;
            let mut indices: Vec<usize> = (0..all.len()).collect();
            indices.sort_by(|&a, &b| order.compare(&all[a], &all[b]));
            self.orders[order.index()] = indices;
        }
        self.collect_choices();
        self.read_events_with_results()?;
        self.review_queue = self.count_review_queue();
        self.refresh();
        self.read_replica()?;
        self.read_kept()?;
        Ok(())
    }

    /// What the replica knows of its archive and its changes since the last sync; a replica's
    /// roles are the login's when the server was last reached.
    pub fn read_replica(&mut self) -> Result<(), StoreError> {
        self.replica = match self.store.replica_source()? {
            Some(source) => {
                let changed = self.store.local_changes()?.count();
                if !source.roles.is_empty() {
                    self.roles = Some(source.roles.clone());
                }
                Some((source, changed))
            }
            None => None,
        };
        Ok(())
    }

    fn read_kept(&mut self) -> Result<(), StoreError> {
        self.kept.clear();
        for conflict in self.store.conflicts(None)? {
            self.kept.entry(conflict.uuid).or_default().push(conflict);
        }
        Ok(())
    }

    /// The replica's source and the number of cases changed here since its last sync.
    pub fn replica(&self) -> Option<(&ReplicaSource, usize)> {
        self.replica
            .as_ref()
            .map(|(source, changed)| (source, *changed))
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

    /// Whether the login may delete `case`: anyone where there are no roles; under roles the
    /// chief director and the administrator any case, a committee member an undecided case of
    /// its events (the server enforces it; the window does not offer what it would refuse).
    pub fn may_delete(&self, case: &casebook::case::Case) -> bool {
        self.roles.as_ref().is_none_or(|roles| {
            roles
                .iter()
                .any(|grant| grant.may_delete(&case.identity.event, case.review.status))
        })
    }

    fn collect_choices(&mut self) {
        let years: BTreeSet<i32> = self.all.iter().filter_map(|s| s.year).collect();
        // Newest year first: the one a committee works on.
        self.years = years.into_iter().rev().collect();
        let events: BTreeSet<&str> = self
            .all
            .iter()
            .map(|s| s.event.trim())
            .filter(|e| !e.is_empty())
            .collect();
        self.events = events.into_iter().map(str::to_string).collect();
    }

    fn count_review_queue(&self) -> usize {
        self.all
            .iter()
            .filter(|s| s.status == CaseStatus::Decided)
            .count()
    }

    /// Chooses the rows to show again: the search's hits that pass the filters, in order.
    fn refresh(&mut self) {
        let order = &self.orders[self.filter.order.index()];
        let (all, found, filter) = (&self.all, &self.found, &self.filter);
        self.visible = order
            .iter()
            .copied()
            .filter(|&i| {
                found
                    .as_ref()
                    .is_none_or(|f| f.get(i).copied().unwrap_or(false))
            })
            .filter(|&i| filter.admits(&all[i]))
            .collect();
    }

    /// How many cases the database holds.
    /// Puts back into the store the unsaved edits journalled in `dir` (after a crash).
    pub fn recover_drafts(&mut self, dir: &Path) -> Vec<crate::app::editing::recovery::Recovery> {
        crate::app::editing::recovery::recover(&mut self.store, dir)
    }

    pub fn case_count(&self) -> usize {
        self.all.len()
    }

    /// The rows the list shows now, in the list's order.
    pub fn visible(&self) -> impl Iterator<Item = &CaseSummary> {
        self.visible.iter().filter_map(|&i| self.all.get(i))
    }

    /// The `n`th row the list shows.
    pub fn visible_row(&self, n: usize) -> Option<&CaseSummary> {
        self.visible.get(n).and_then(|&i| self.all.get(i))
    }

    pub fn visible_count(&self) -> usize {
        self.visible.len()
    }

    pub fn filter(&self) -> &ListFilter {
        &self.filter
    }

    /// Narrows (or widens) the list to what `filter` selects, in its order.
    pub fn set_filter(&mut self, filter: ListFilter) {
        if filter != self.filter {
            self.filter = filter;
            self.refresh();
        }
    }

    /// The years the cases are from, newest first.
    pub fn years(&self) -> &[i32] {
        &self.years
    }

    /// Reads again which events the archive holds results of (after an import of results).
    pub fn read_events_with_results(&mut self) -> Result<(), StoreError> {
        self.events_with_results = self
            .store
            .results_events()?
            .into_iter()
            .map(|e| e.event)
            .collect();
        Ok(())
    }

    /// After a save: a replica's count of changed cases follows the list.
    pub fn saved(&mut self) {
        if self.replica.is_some() {
            let _ = self.read_replica();
        }
    }

    /// The login's roles (see the field).
    pub fn roles(&self) -> Option<&[casebook::store::RoleGrant]> {
        self.roles.as_deref()
    }

    /// Whether the login may approve or return a case: anyone where there are no roles, else
    /// the chief director and the administrator (the server enforces it; the window does not
    /// offer what would be refused).
    pub fn may_review(&self) -> bool {
        use casebook::store::ArchiveRole;
        self.roles.as_ref().is_none_or(|roles| {
            roles.iter().any(|g| {
                matches!(
                    g.role,
                    ArchiveRole::ChiefDirector | ArchiveRole::Administrator
                )
            })
        })
    }

    /// The login that signs a review, where the archive has roles: the server records it with
    /// every change, so the note says the same name.
    pub fn signing_login(&self) -> Option<&str> {
        self.roles
            .as_ref()
            .and_then(|roles| roles.first())
            .map(|g| g.login.as_str())
    }

    /// Whether the login may change cases: anyone but the editor, who reads and publishes.
    pub fn may_edit(&self) -> bool {
        use casebook::store::ArchiveRole;
        self.roles
            .as_ref()
            .is_none_or(|roles| roles.iter().any(|g| g.role != ArchiveRole::Editor))
    }

    /// Who changed the case on the server and when (nothing in a file).
    pub fn case_changes(&self, uuid: Uuid) -> Result<Vec<casebook::store::CaseChange>, StoreError> {
        self.store.case_changes(uuid)
    }

    /// Whether the archive holds results of `event`.
    pub fn has_results_of(&self, event: &str) -> bool {
        self.events_with_results.contains(event.trim())
    }

    /// The events the cases name, alphabetically.
    pub fn events(&self) -> &[String] {
        &self.events
    }

    /// How many decided cases wait for the chief director's review.
    pub fn review_queue_count(&self) -> usize {
        self.review_queue
    }

    /// Whether the list is narrowed by a search (its rows then carry a snippet line).
    pub fn is_searching(&self) -> bool {
        self.found.is_some()
    }

    /// The snippet of the search in the case's prose, once made for its row.
    pub fn snippet(&self, uuid: uuid::Uuid) -> Option<&casebook::text::Snippet> {
        self.snippets.get(&uuid)
    }

    /// Makes the snippets of the rows `rows` of the list that do not have one yet, in one read:
    /// the rows on screen, not every hit. Returns whether any was made.
    pub fn fill_snippets(&mut self, rows: std::ops::Range<usize>) -> Result<bool, StoreError> {
        if self.found.is_none() {
            return Ok(false);
        }
        let wanted: Vec<uuid::Uuid> = rows
            .filter_map(|n| self.visible_row(n).map(|s| s.uuid))
            .filter(|uuid| !self.snippets.contains_key(uuid))
            .collect();
        if wanted.is_empty() {
            return Ok(false);
        }
        for (uuid, snippet) in self.store.search_snippets(&self.query, &wanted)? {
            self.snippets.insert(uuid, snippet);
        }
        Ok(true)
    }

    /// Narrows the list to the cases whose text matches `query` (full-text, Russian stems);
    /// an empty query shows every case again. The filters apply to the hits as well.
    pub fn search(&mut self, query: &str) -> Result<(), StoreError> {
        self.snippets.clear();
        self.query = query.trim().to_string();
        if query.trim().is_empty() {
            self.found = None;
            self.refresh();
            return Ok(());
        }
        let hits: std::collections::HashSet<uuid::Uuid> = self
            .store
            .find_cases(query, SEARCH_LIMIT)?
            .into_iter()
            .collect();
        // One pass over the rows, not one per hit: the list may hold 10,000 cases.
        let mut found: Vec<bool> = self.all.iter().map(|s| hits.contains(&s.uuid)).collect();
        // A case number typed as such finds its case even where the text does not mention it.
        let needle = query.trim().to_lowercase();
        for (i, summary) in self.all.iter().enumerate() {
            if summary.case_number.to_lowercase() == needle {
                found[i] = true;
            }
        }
        self.found = Some(found);
        self.refresh();
        Ok(())
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

    #[test]
    fn case_numbers_sort_as_people_read_them() {
        let mut numbers = vec!["У-10", "У-2", "у-3", "12", "2", "У-02a", "У-02", "Н-1"];
        numbers.sort_by(|a, b| compare_case_numbers(a, b));
        assert_eq!(
            numbers,
            ["2", "12", "Н-1", "У-02", "У-2", "У-02a", "у-3", "У-10"]
        );
    }

    /// A tournament's hand records just imported have no case numbers yet: by case number they
    /// come after the numbered cases of their year, by event and board — not in the order the
    /// import made them (board 29, 9, 27 …).
    #[test]
    fn boards_without_a_number_sort_by_event_and_board() {
        let mut rows = Vec::new();
        for (event, board) in [("Пары", 29), ("Команды", 9), ("Пары", 9), ("Пары", 27)]
        {
            let mut row = summary("", board, CaseStatus::Draft, 0);
            row.event = event.to_string();
            rows.push(row);
        }
        rows.push(summary("У-2", 40, CaseStatus::Draft, 0));
        rows.sort_by(|a, b| ListOrder::CaseNumber.compare(a, b));
        let order: Vec<(String, &str, u32)> = rows
            .iter()
            .map(|r| (r.case_number.clone(), r.event.as_str(), r.board_number))
            .collect();
        assert_eq!(
            order,
            [
                ("У-2".to_string(), "Финал", 40),
                (String::new(), "Команды", 9),
                (String::new(), "Пары", 9),
                (String::new(), "Пары", 27),
                (String::new(), "Пары", 29),
            ]
        );
    }

    fn summary(number: &str, board: u32, status: CaseStatus, updated_secs: i64) -> CaseSummary {
        CaseSummary {
            uuid: Uuid::new_v4(),
            revision: 1,
            case_number: number.to_string(),
            year: Some(2026),
            tournament: String::new(),
            event: "Финал".to_string(),
            board_number: board,
            status,
            subjects: vec![Subject::Claim],
            updated: chrono::DateTime::from_timestamp(updated_secs, 0).expect("a time"),
            training: false,
        }
    }

    #[test]
    fn each_order_breaks_ties_by_case_number() {
        let a = summary("У-2", 7, CaseStatus::Draft, 100);
        let b = summary("У-10", 7, CaseStatus::Draft, 100);
        let c = summary("У-3", 1, CaseStatus::Draft, 300);
        assert!(ListOrder::CaseNumber.compare(&a, &b).is_lt());
        assert!(ListOrder::Board.compare(&c, &a).is_lt());
        assert!(ListOrder::Board.compare(&a, &b).is_lt());
        assert!(
            ListOrder::LastUpdated.compare(&c, &a).is_lt(),
            "newest first"
        );
        assert!(ListOrder::LastUpdated.compare(&a, &b).is_lt());
    }

    /// The sample cases (`assets/samples/sample-cases.json`: У-04 and У-08 decided).
    fn samples() -> (tempfile::TempDir, CaseDatabase) {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("cases.sqlite");
        let mut store = Store::create_or_open(&path).expect("made");
        casebook::samples::load_into(&mut store).expect("the sample cases");
        let database = CaseDatabase::from_store(store).expect("opens");
        (dir, database)
    }

    fn numbers(database: &CaseDatabase) -> Vec<&str> {
        database.visible().map(|s| s.case_number.as_str()).collect()
    }

    #[test]
    fn a_saved_case_takes_its_place_in_the_order_and_the_review_queue() {
        let (_dir, mut database) = samples();
        assert_eq!(database.review_queue_count(), 2);
        database.set_filter(ListFilter {
            order: ListOrder::LastUpdated,
            ..ListFilter::default()
        });
        let uuid = database.visible_row(9).expect("ten cases").uuid;
        let mut case = database.load_case(uuid).expect("loads");
        case.audit.updated = chrono::Utc::now();
        case.review.status = CaseStatus::Decided;
        database.update_summary(&case);
        assert_eq!(database.visible_row(0).map(|s| s.uuid), Some(uuid));
        assert_eq!(database.visible_count(), 10);
        assert_eq!(database.review_queue_count(), 3);
        database.set_filter(ListFilter::review_queue());
        assert_eq!(database.visible_count(), 3);
        assert!(database.visible().any(|s| s.uuid == uuid));
    }

    #[test]
    fn the_search_and_the_filters_narrow_together() {
        let (_dir, mut database) = samples();
        database.search("претензии").expect("searched");
        let found = database.visible_count();
        assert!((1..10).contains(&found), "{found}");
        database.set_filter(ListFilter {
            subject: Some(Subject::Claim),
            ..ListFilter::default()
        });
        assert_eq!(numbers(&database), ["У-07"]);
        database.search("").expect("searched");
        assert_eq!(numbers(&database), ["У-07"], "the filter stays");
        database.set_filter(ListFilter::default());
        assert_eq!(database.visible_count(), 10);
        assert_eq!(numbers(&database).first(), Some(&"У-01"));
    }

    #[test]
    fn the_filters_combine() {
        let decided = summary("У-1", 1, CaseStatus::Decided, 0);
        let draft = summary("У-2", 1, CaseStatus::Draft, 0);
        let queue = ListFilter::review_queue();
        assert!(queue.admits(&decided) && !queue.admits(&draft));
        let other_year = ListFilter {
            year: Some(2025),
            ..ListFilter::review_queue()
        };
        assert!(!other_year.admits(&decided));
        let other_subject = ListFilter {
            subject: Some(Subject::Revoke),
            ..ListFilter::default()
        };
        assert!(!other_subject.admits(&draft));
        let event = ListFilter {
            event: Some("Финал".to_string()),
            subject: Some(Subject::Claim),
            ..ListFilter::default()
        };
        assert!(event.admits(&draft) && event.narrows());
        assert!(!ListFilter::default().narrows());
    }
}
