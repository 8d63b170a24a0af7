//! A review of the ruling decided at a distance: the Director sends the case as a bundle, the
//! reviewer decides it in his own database and sends it back, and the Director's archive takes
//! the review in — the reviewer's answers, decision and status joined to the facts the Director
//! wrote meanwhile, on both engines; the same bundle again changes nothing.

mod store_support;

use casebook::case::{Case, CaseStatus, Hearing};
use casebook::store::Store;
use casebook::workflow::{Answer, Workflow};
use chrono::{TimeZone, Utc};
use store_support::archives::TestArchive;
use store_support::full_case;

fn store(archive: &TestArchive, name: &str) -> Store {
    if name == "a" {
        archive.open()
    } else {
        archive.open_other(name)
    }
}

/// The reviewer's answers: the ruling lay within the bounds and stands; the deposit is kept.
fn review(case: &mut Case) {
    let workflow = Workflow::for_case(case).expect("the review's path");
    assert_eq!(workflow.path().id, "review");
    let at = Utc.with_ymd_and_hms(2026, 5, 2, 10, 0, 0).single().unwrap();
    let choice = |option: &str| Answer::Choice {
        option: option.into(),
        detail: String::new(),
    };
    for (step, answer, reason) in [
        ("review.facts", choice("stand"), "Agreed by both pairs."),
        (
            "review.procedure",
            choice("followed"),
            "Both sides heard, a poll of eight.",
        ),
        ("review.bounds", Answer::Yes, "Five of eight polled passed."),
        ("review.outcome", choice("stands"), "Within the bounds."),
        ("decision.deposit", choice("kept"), "No merit."),
    ] {
        workflow
            .answer(case, step, answer, reason, "Reviewer", at)
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
}

on_both_engines! {
    fn the_reviewers_bundle_joins_the_directors_case(archive) {
        let mut director = store(archive, "a");
        let mut case = full_case();
        case.identity.hearing = Hearing::ReviewOfRuling;
        case.workflow.clear();
        let case = director.save_case(&case, 0).unwrap();
        let mut heard = case.clone();
        heard.review.status = CaseStatus::Heard;
        let case = director.save_case(&heard, case.revision).unwrap();
        let sent = director.export_bundle(&[case.uuid]).unwrap();

        // The reviewer decides in his own database.
        let mut reviewer = store(archive, "reviewer");
        assert_eq!(reviewer.import_bundle(&sent).unwrap().added, [case.uuid]);
        let mut there = reviewer.load_case(case.uuid).unwrap();
        review(&mut there);
        let there = reviewer.save_case(&there, there.revision).unwrap();
        let mut decided = there.clone();
        decided.review.status = CaseStatus::Decided;
        reviewer.save_case(&decided, there.revision).unwrap();
        let back = reviewer.export_bundle(&[case.uuid]).unwrap();

        // Meanwhile the Director wrote down a fact.
        let mut here = director.load_case(case.uuid).unwrap();
        here.facts.agreed = "The pause was about ten seconds (noted after sending).".into();
        director.save_case(&here, here.revision).unwrap();

        let report = director.import_bundle(&back).unwrap();
        assert_eq!(report.reviews_joined, [case.uuid]);
        assert!(report.conflicts.is_empty(), "{report:?}");
        let joined = director.load_case(case.uuid).unwrap();
        assert_eq!(
            joined.facts.agreed,
            "The pause was about ten seconds (noted after sending).",
            "the Director's fact stays"
        );
        let rows: Vec<(&str, &str, &str)> = joined
            .workflow
            .iter()
            .map(|r| (r.step.as_str(), r.answer.as_str(), r.by.as_str()))
            .collect();
        assert_eq!(
            rows,
            [
                ("review.facts", "stand", "Reviewer"),
                ("review.procedure", "followed", "Reviewer"),
                ("review.bounds", "yes", "Reviewer"),
                ("review.outcome", "stands", "Reviewer"),
                ("decision.deposit", "kept", "Reviewer"),
            ]
        );
        assert_eq!(joined.status(), CaseStatus::Decided, "the reviewer decided it");

        // Taken in once: the same bundle again changes nothing.
        let again = director.import_bundle(&back).unwrap();
        assert!(again.changed_nothing(), "{again:?}");
        assert_eq!(director.load_case(case.uuid).unwrap(), joined);
    }

    fn a_committees_competing_edit_is_still_a_conflict(archive) {
        let mut a = store(archive, "a");
        let case = a.save_case(&full_case(), 0).unwrap();
        let sent = a.export_bundle(&[case.uuid]).unwrap();
        let mut b = store(archive, "b");
        b.import_bundle(&sent).unwrap();
        let mut there = b.load_case(case.uuid).unwrap();
        there.facts.agreed = "There.".into();
        b.save_case(&there, there.revision).unwrap();
        let mut here = a.load_case(case.uuid).unwrap();
        here.facts.agreed = "Here.".into();
        a.save_case(&here, here.revision).unwrap();
        let report = a.import_bundle(&b.export_bundle(&[case.uuid]).unwrap()).unwrap();
        assert!(report.reviews_joined.is_empty());
        assert_eq!(report.conflicts.len(), 1);
    }
}
