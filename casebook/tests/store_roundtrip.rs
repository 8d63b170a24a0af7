//! Saving and loading: every field of the record survives the tables, revisions count saves.

mod store_support;

use casebook::bridge::BoardNumber;
use casebook::case::{CaseStatus, Subject};
use casebook::store::{CaseFilter, StoreError};
use store_support::full_case;

on_both_engines! {
    fn a_full_case_comes_back_exactly_as_saved(archive) {
        let mut store = archive.open();
        let case = full_case();
        case.validate().unwrap();
        let saved = store.save_case(&case, 0).unwrap();
        assert_eq!(saved.revision, 1);
        let loaded = store.load_case(case.uuid).unwrap();
        assert_eq!(loaded, saved);
        // Everything but the revision and the save time is what the caller gave.
        let mut expected = case.clone();
        expected.revision = 1;
        expected.audit.updated = saved.audit.updated;
        assert_eq!(loaded, expected);
    }

    fn a_reopened_database_holds_the_case(archive) {
        let saved = {
            let mut store = archive.open();
            store.save_case(&full_case(), 0).unwrap()
        };
        let store = archive.open();
        assert_eq!(store.load_case(saved.uuid).unwrap(), saved);
    }

    fn each_save_adds_one_to_the_revision_and_replaces_the_lists(archive) {
        let mut store = archive.open();
        let mut case = store.save_case(&full_case(), 0).unwrap();
        case.subjects = vec![Subject::Claim];
        case.polls.clear();
        case.auction.annotations.remove(0);
        let case = store.save_case(&case, 1).unwrap();
        assert_eq!(case.revision, 2);
        let loaded = store.load_case(case.uuid).unwrap();
        assert_eq!(loaded.subjects, [Subject::Claim]);
        assert!(loaded.polls.is_empty());
        assert_eq!(loaded.auction.annotations.len(), 1);
        assert_eq!(loaded, case);
    }

    fn a_new_case_is_a_saved_draft_with_law_2_markings(archive) {
        let mut store = archive.open();
        let case = store.new_case(BoardNumber::new(7).unwrap()).unwrap();
        assert_eq!(case.revision, 1);
        assert_eq!(case.status(), CaseStatus::Draft);
        assert!(case.board.has_law2_markings());
        assert_eq!(store.load_case(case.uuid).unwrap(), case);
    }

    fn an_invalid_case_is_refused_naming_the_field(archive) {
        let mut store = archive.open();
        let mut case = full_case();
        case.decision.adjusted.outcomes[1].weight = "четверть".into();
        match store.save_case(&case, 0) {
            Err(StoreError::InvalidCase { error, .. }) => {
                assert_eq!(error.field, "decision.adjusted.outcomes[1].weight")
            }
            other => panic!("expected InvalidCase, got {other:?}"),
        }
        assert!(store.list_cases(&CaseFilter::default()).unwrap().is_empty());
    }

    fn status_moves_one_step_per_save(archive) {
        let mut store = archive.open();
        let mut case = store.save_case(&full_case(), 0).unwrap();
        case.review.status = CaseStatus::Decided;
        match store.save_case(&case, case.revision) {
            Err(StoreError::IllegalStatusChange { from, to, .. }) => {
                assert_eq!((from, to), (CaseStatus::Draft, CaseStatus::Decided))
            }
            other => panic!("expected IllegalStatusChange, got {other:?}"),
        }
        case.review.status = CaseStatus::Heard;
        let case = store.save_case(&case, case.revision).unwrap();
        assert_eq!(
            store.load_case(case.uuid).unwrap().status(),
            CaseStatus::Heard
        );
    }

    fn the_list_filters_by_status_subject_and_year(archive) {
        let mut store = archive.open();
        let full = store.save_case(&full_case(), 0).unwrap();
        let mut other = store.new_case(BoardNumber::new(3).unwrap()).unwrap();
        other.identity.year = Some(2023);
        other.identity.case_number = "2".into();
        other.subjects = vec![Subject::Claim];
        store.save_case(&other, other.revision).unwrap();

        let all = store.list_cases(&CaseFilter::default()).unwrap();
        assert_eq!(all.len(), 2);
        let mi = CaseFilter {
            subject: Some(Subject::Misinformation),
            ..CaseFilter::default()
        };
        let found = store.list_cases(&mi).unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].heading.uuid, full.uuid);
        assert_eq!(
            found[0].subjects,
            [Subject::Misinformation, Subject::FailureToAlert]
        );
        assert_eq!(found[0].board_number, 1);
        let y2023 = CaseFilter {
            year: Some(2023),
            ..CaseFilter::default()
        };
        assert_eq!(store.list_cases(&y2023).unwrap()[0].heading.case_number, "2");
        let limited = CaseFilter {
            limit: Some(1),
            ..CaseFilter::default()
        };
        assert_eq!(store.list_cases(&limited).unwrap().len(), 1);
    }

    fn deleting_needs_the_current_revision(archive) {
        let mut store = archive.open();
        let case = store.save_case(&full_case(), 0).unwrap();
        assert!(matches!(
            store.delete_case(case.uuid, 0),
            Err(StoreError::Conflict {
                stored_revision: 1,
                your_revision: 0,
                ..
            })
        ));
        store.delete_case(case.uuid, 1).unwrap();
        assert!(matches!(
            store.load_case(case.uuid),
            Err(StoreError::NoSuchCase { .. })
        ));
        assert!(store.search_cases("дезинформации", 10).unwrap().is_empty());
        assert!(store.check().is_sound(), "{:?}", store.check().findings());
    }
}
