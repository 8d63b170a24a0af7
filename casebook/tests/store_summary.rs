//! The list row a window computes from a saved case is the row the store lists for it, so
//! that one row can be refreshed after an autosave without reading the whole list.

mod store_support;

use casebook::store::{CaseFilter, CaseSummary};
use store_support::full_case;

on_both_engines! {
    fn the_summary_of_a_saved_case_is_the_listed_row(archive) {
        let mut store = archive.open();
        let saved = store.save_case(&full_case(), 0).unwrap();
        let listed = store.list_cases(&CaseFilter::default()).unwrap();
        assert_eq!(listed.len(), 1);
        // Timestamps are stored to the precision the codec keeps; compare the rest exactly.
        let mut summary = CaseSummary::of(&saved);
        assert!(
            (summary.updated - listed[0].updated)
                .num_milliseconds()
                .abs()
                < 1000
        );
        summary.updated = listed[0].updated;
        assert_eq!(summary, listed[0]);
        assert!(!summary.subjects.is_empty(), "the fixture has subjects");
    }
}
