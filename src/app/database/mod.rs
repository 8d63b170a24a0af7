//! The case database behind the window: the store, the rows of the case list, and which of
//! them the search field and the list's filters select, in the order the list sorts them.
//!
//! Filtering and sorting run in memory over the summaries, and only when something changes
//! (a filter, the search, a saved case): a frame only reads the rows it shows, so ten
//! thousand cases cost a frame what twenty do.
//!
//! By purpose: opening an archive (and why it did not open), the case list's rows, order,
//! filters and search, the cases read, made, deleted and put back, the casebook's panel, the
//! login's roles, and the training cases.

mod case_list;
mod cases;
mod opening;
mod panel;
mod roles;
mod served_polls;
mod texts;
mod training;

pub use case_list::{ListFilter, ListOrder};
pub use opening::OpenFailure;

use casebook::store::{
    CaseFilter, CaseSummary, Location, ReplicaSource, Store, StoreError, StoredConflict,
};
use std::collections::{BTreeSet, HashMap};
use uuid::Uuid;

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
    /// Which body hears the archive's appeals, by event: read once the archive opens.
    hearing_bodies: casebook::case::HearingBodies,
}

impl CaseDatabase {
    /// Where the archive is: its file, or its server's address.
    pub fn location(&self) -> Location {
        self.store.location()
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

    /// The replica's source and the number of cases changed here since its last sync.
    pub fn replica(&self) -> Option<(&ReplicaSource, usize)> {
        self.replica
            .as_ref()
            .map(|(source, changed)| (source, *changed))
    }

    /// After a save: a replica's count of changed cases follows the list.
    pub fn saved(&mut self) {
        if self.replica.is_some() {
            let _ = self.read_replica();
        }
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

    /// Whether the archive holds results of `event`.
    pub fn has_results_of(&self, event: &str) -> bool {
        self.events_with_results.contains(event.trim())
    }

    /// How many cases the database holds.
    pub fn case_count(&self) -> usize {
        self.all.len()
    }
}
