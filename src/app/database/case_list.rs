//! The rows of the case list: every case's summary, kept sorted in each order as cases are
//! saved, and the rows the search field and the list's filters select.

use super::CaseDatabase;
use casebook::case::{CaseStatus, Subject};
use casebook::publish::compare_case_numbers;
use casebook::store::{CaseSummary, StoreError};
use std::cmp::Ordering;
use std::collections::BTreeSet;

/// How many hits a search shows; the list is for finding a case, not for reading all of them.
const SEARCH_LIMIT: usize = 500;

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

    pub(super) fn index(self) -> usize {
        match self {
            ListOrder::CaseNumber => 0,
            ListOrder::Board => 1,
            ListOrder::LastUpdated => 2,
        }
    }

    pub(super) fn compare(self, a: &CaseSummary, b: &CaseSummary) -> Ordering {
        // Cases without a number yet (a tournament's boards just imported) come after the
        // numbered ones of their year, by event and board, not in the order they were made.
        let by_number = || {
            let unnumbered = |s: &CaseSummary| s.heading.case_number.trim().is_empty();
            a.heading
                .year
                .cmp(&b.heading.year)
                .then_with(|| unnumbered(a).cmp(&unnumbered(b)))
                .then_with(|| compare_case_numbers(&a.heading.case_number, &b.heading.case_number))
                .then_with(|| a.heading.event.trim().cmp(b.heading.event.trim()))
                .then_with(|| a.board_number.cmp(&b.board_number))
                .then_with(|| a.heading.uuid.cmp(&b.heading.uuid))
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
        self.year
            .is_none_or(|year| summary.heading.year == Some(year))
            && self
                .event
                .as_ref()
                .is_none_or(|event| summary.heading.event.trim() == event.as_str())
            && self
                .subject
                .is_none_or(|subject| summary.subjects.contains(&subject))
            && self.status.is_none_or(|status| summary.status == status)
    }
}

impl CaseDatabase {
    /// Puts the row of a case just saved (by the autosaver) into the list in place, so the
    /// list follows the editor without reading every case again.
    pub fn update_summary(&mut self, case: &casebook::case::Case) {
        let summary = CaseSummary::of(case);
        let (index, choices_changed) = match self
            .all
            .iter()
            .position(|row| row.heading.uuid == case.uuid)
        {
            Some(i) => {
                let old = &self.all[i];
                let changed = old.heading.year != summary.heading.year
                    || old.heading.event != summary.heading.event;
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

    pub(super) fn collect_choices(&mut self) {
        let years: BTreeSet<i32> = self.all.iter().filter_map(|s| s.heading.year).collect();
        // Newest year first: the one a committee works on.
        self.years = years.into_iter().rev().collect();
        let events: BTreeSet<&str> = self
            .all
            .iter()
            .map(|s| s.heading.event.trim())
            .filter(|e| !e.is_empty())
            .collect();
        self.events = events.into_iter().map(str::to_string).collect();
    }

    pub(super) fn count_review_queue(&self) -> usize {
        self.all
            .iter()
            .filter(|s| s.status == CaseStatus::Decided)
            .count()
    }

    /// Chooses the rows to show again: the search's hits that pass the filters, in order.
    pub(super) fn refresh(&mut self) {
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
            .filter_map(|n| self.visible_row(n).map(|s| s.heading.uuid))
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
        let mut found: Vec<bool> = self
            .all
            .iter()
            .map(|s| hits.contains(&s.heading.uuid))
            .collect();
        // A case number typed as such finds its case even where the text does not mention it.
        let needle = query.trim().to_lowercase();
        for (i, summary) in self.all.iter().enumerate() {
            if summary.heading.case_number.to_lowercase() == needle {
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
    use casebook::case::CaseHeading;
    use casebook::store::Store;
    use uuid::Uuid;

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
            row.heading.event = event.to_string();
            rows.push(row);
        }
        rows.push(summary("У-2", 40, CaseStatus::Draft, 0));
        rows.sort_by(|a, b| ListOrder::CaseNumber.compare(a, b));
        let order: Vec<(String, &str, u32)> = rows
            .iter()
            .map(|r| {
                (
                    r.heading.case_number.clone(),
                    r.heading.event.as_str(),
                    r.board_number,
                )
            })
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
            heading: CaseHeading {
                uuid: Uuid::new_v4(),
                revision: 1,
                case_number: number.to_string(),
                year: Some(2026),
                tournament: String::new(),
                event: "Финал".to_string(),
            },
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
        database
            .visible()
            .map(|s| s.heading.case_number.as_str())
            .collect()
    }

    #[test]
    fn a_saved_case_takes_its_place_in_the_order_and_the_review_queue() {
        let (_dir, mut database) = samples();
        assert_eq!(database.review_queue_count(), 2);
        database.set_filter(ListFilter {
            order: ListOrder::LastUpdated,
            ..ListFilter::default()
        });
        let uuid = database.visible_row(9).expect("ten cases").heading.uuid;
        let mut case = database.load_case(uuid).expect("loads");
        case.audit.updated = chrono::Utc::now();
        case.review.status = CaseStatus::Decided;
        database.update_summary(&case);
        assert_eq!(database.visible_row(0).map(|s| s.heading.uuid), Some(uuid));
        assert_eq!(database.visible_count(), 10);
        assert_eq!(database.review_queue_count(), 3);
        database.set_filter(ListFilter::review_queue());
        assert_eq!(database.visible_count(), 3);
        assert!(database.visible().any(|s| s.heading.uuid == uuid));
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
