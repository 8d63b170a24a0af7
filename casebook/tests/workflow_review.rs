//! The review of the ruling walks the reviewer's steps, not the committee's: sample case У-03
//! (1997 commentary 16.8(ii), a hesitation after one's own pre-empt; commentary-1997-ru.txt
//! lines 1550–1577) heard as a review. The reviewer asks whether the facts stand, whether the
//! Director's procedure was right and whether the ruling lay within the bounds of
//! reasonableness (1997 commentary 81.12: serious evidence is needed to change a judgement
//! ruling given after consultation); he changes it only outside those bounds or where the
//! procedure failed, and then through the same adjusted-score step as a committee.

mod sample_support;

use casebook::case::{Case, CaseStatus, Hearing};
use casebook::store::{Store, StoreError};
use casebook::workflow::{
    AdjustedAnswer, AdjustmentGate, Answer, StepState, Workflow, WorkflowError, bundled,
};
use chrono::{DateTime, TimeZone, Utc};
use sample_support::heard;
use serde_json::json;

const REVIEWER: &str = "Reviewer";

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 4, 19, minute, 0)
        .single()
        .expect("time")
}

fn reviewed(number: &str) -> Case {
    let mut case = heard(number);
    case.identity.hearing = Hearing::ReviewOfRuling;
    case
}

fn choice(option: &str, detail: &str) -> Answer {
    Answer::Choice {
        option: option.into(),
        detail: detail.into(),
    }
}

/// The facts and the procedure as the Director had them: both stand.
fn facts_and_procedure(workflow: &Workflow, case: &mut Case) {
    workflow
        .answer(
            case,
            "review.facts",
            choice("stand", ""),
            "The hesitation is agreed by both pairs.",
            REVIEWER,
            at(1),
        )
        .expect("facts");
    workflow
        .answer(
            case,
            "review.procedure",
            choice("followed", ""),
            "Both pairs were heard, ten players polled, two colleagues consulted.",
            REVIEWER,
            at(2),
        )
        .expect("procedure");
}

#[test]
fn a_review_walks_the_reviewers_steps_and_a_committee_does_not() {
    let case = reviewed("У-03");
    let workflow = Workflow::for_case(&case).expect("workflow");
    assert_eq!(workflow.path().id, "review");
    let steps: Vec<&str> = workflow.path().steps.iter().map(String::as_str).collect();
    assert_eq!(
        steps,
        [
            "review.facts",
            "review.procedure",
            "review.bounds",
            "review.outcome",
            "review.adjusted_score",
            "decision.deposit"
        ]
    );
    // Each of the reviewer's steps cites its law in both editions.
    for id in &steps[..5] {
        let step = workflow.step(id).expect("defined");
        assert!(
            !step.anchors.e1997.is_empty() && !step.anchors.e2017.is_empty(),
            "{id}"
        );
    }
    // The same case heard by a committee walks the committee's steps; a committee is not
    // offered the reviewer's path, nor a reviewer the committee's.
    let committee = heard("У-03");
    assert_eq!(Workflow::for_case(&committee).unwrap().path().id, "ui");
    let definitions = bundled().unwrap();
    let offered = |hearing| -> Vec<&str> {
        definitions
            .paths_for_hearing(hearing)
            .iter()
            .map(|p| p.id.as_str())
            .collect()
    };
    assert!(!offered(Hearing::Committee).contains(&"review"));
    assert!(!offered(Hearing::DirectorPanel).contains(&"review"));
    assert_eq!(offered(Hearing::ReviewOfRuling), ["review"]);
}

#[test]
fn a_ruling_within_the_bounds_stands_and_cannot_be_changed() {
    let mut case = reviewed("У-03");
    let workflow = Workflow::for_case(&case).unwrap();
    facts_and_procedure(&workflow, &mut case);

    // No finding on the bounds without its reasons.
    let refused = workflow
        .answer(
            &mut case,
            "review.bounds",
            Answer::Yes,
            "  ",
            REVIEWER,
            at(3),
        )
        .unwrap_err();
    assert!(
        matches!(refused, WorkflowError::ReasonRequired { .. }),
        "{refused}"
    );
    assert!(case.workflow.iter().all(|a| a.step != "review.bounds"));

    workflow
        .answer(
            &mut case,
            "review.bounds",
            Answer::Yes,
            "Six of ten polled passed: the Director's finding that pass is a logical alternative is one a reasonable Director makes.",
            REVIEWER,
            at(3),
        )
        .expect("bounds");
    let outcome = workflow.step("review.outcome").unwrap();
    let offered: Vec<&str> = workflow
        .allowed_options(&case, outcome)
        .iter()
        .map(|o| o.id.as_str())
        .collect();
    assert_eq!(offered, ["stands", "sent_back"]);
    let before = case.clone();
    let refused = workflow
        .answer(
            &mut case,
            "review.outcome",
            choice("changed", ""),
            "I would have ruled otherwise.",
            REVIEWER,
            at(4),
        )
        .unwrap_err();
    assert!(
        matches!(refused, WorkflowError::OptionNotAllowed { .. }),
        "{refused}"
    );
    assert!(
        refused
            .to_string()
            .contains("review.bounds = no, review.procedure = failed"),
        "{refused}"
    );
    assert_eq!(case, before, "a refused answer changes nothing");

    workflow
        .answer(
            &mut case,
            "review.outcome",
            choice("stands", ""),
            "The ruling lay within the bounds.",
            REVIEWER,
            at(4),
        )
        .expect("the ruling stands");
    assert_eq!(
        workflow.state_of(&case, "review.adjusted_score"),
        Some(StepState::NotApplicable)
    );
    workflow
        .answer(
            &mut case,
            "decision.deposit",
            choice("kept", ""),
            "The appeal had no merit.",
            REVIEWER,
            at(5),
        )
        .expect("deposit");
    assert!(workflow.can_mark_decided(&case).is_ok());
}

#[test]
fn a_ruling_outside_the_bounds_is_changed_through_the_adjusted_score_step() {
    let mut case = reviewed("У-03");
    let workflow = Workflow::for_case(&case).unwrap();
    facts_and_procedure(&workflow, &mut case);
    workflow
        .answer(
            &mut case,
            "review.bounds",
            Answer::No,
            "The poll's six passes out of ten were set aside without a reason: no reasonable Director lets 4♠ stand.",
            REVIEWER,
            at(3),
        )
        .expect("bounds");
    assert_eq!(
        workflow.state_of(&case, "review.adjusted_score"),
        Some(StepState::Locked)
    );
    workflow
        .answer(
            &mut case,
            "review.outcome",
            choice("changed", ""),
            "Outside the bounds of reasonableness.",
            REVIEWER,
            at(4),
        )
        .expect("changed");
    assert_eq!(workflow.adjustment_gate(&case), AdjustmentGate::Allowed);
    let four_hearts = Answer::AdjustedScore(AdjustedAnswer::new(json!({
        "form": "matchpoints",
        "vulnerability": "NS",
        "non_offending": "NS",
        "method": "assigned",
        "table": {"contract": "4SX", "declarer": "E", "tricks": 8},
        "outcomes": [{"contract": "4H", "declarer": "N", "tricks": 10, "probability": "1"}],
        "field": [620, 650, 300, 170]
    })));
    workflow
        .answer(
            &mut case,
            "review.adjusted_score",
            four_hearts,
            "4♥ by North, ten tricks, as without the hesitation.",
            REVIEWER,
            at(5),
        )
        .expect("the reviewer's adjusted score");
    assert!(
        case.decision.adjusted.ns.contains("620"),
        "the reviewer's score is the decision's: {:?}",
        case.decision.adjusted
    );

    // Found within the bounds after all, the change no longer holds: the outcome waits for
    // review, and "changed" is no longer offered.
    workflow
        .answer(
            &mut case,
            "review.bounds",
            Answer::Yes,
            "On reflection the poll supports the ruling.",
            REVIEWER,
            at(6),
        )
        .expect("bounds again");
    let outcome = workflow.step("review.outcome").unwrap();
    assert!(
        !workflow
            .allowed_options(&case, outcome)
            .iter()
            .any(|o| o.id == "changed")
    );
}

/// Sent back to the Director, the review closes the case as sent back, not decided: its own
/// status, kept by a database file (the eighteenth schema's check) and undecided, so that the
/// Director rules again and the case goes back under review — never straight to a decision.
#[test]
fn a_review_that_sends_the_case_back_closes_it_as_sent_back() {
    let mut case = reviewed("У-03");
    let workflow = Workflow::for_case(&case).unwrap();
    facts_and_procedure(&workflow, &mut case);
    for (step, answer) in [
        ("review.bounds", Answer::Yes),
        (
            "review.outcome",
            choice("sent_back", "Poll five players of North's class."),
        ),
        ("decision.deposit", choice("returned", "")),
    ] {
        workflow
            .answer(&mut case, step, answer, "As found.", REVIEWER, at(7))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    assert_eq!(workflow.closing_status(&case), CaseStatus::SentBack);
    workflow.mark_decided(&mut case).expect("closed");
    assert_eq!(case.status(), CaseStatus::SentBack);
    assert!(case.status().is_undecided());
    assert!(
        workflow.mark_decided(&mut case).is_err(),
        "sent back once, not again"
    );

    let path = std::env::temp_dir().join(format!("casebook-sent-back-{}.db", uuid::Uuid::new_v4()));
    let mut store = Store::create_or_open(&path).unwrap();
    let saved = store.save_case(&case, 0).unwrap();
    assert_eq!(
        store.load_case(saved.uuid).unwrap().status(),
        CaseStatus::SentBack
    );
    let mut decided = saved.clone();
    decided.review.status = CaseStatus::Decided;
    assert!(matches!(
        store.save_case(&decided, saved.revision),
        Err(StoreError::IllegalStatusChange { .. })
    ));
    let mut again = saved.clone();
    assert!(again.review.move_to(CaseStatus::Heard));
    store.save_case(&again, saved.revision).unwrap();
    drop(store);
    let _ = std::fs::remove_file(&path);

    // A committee's answers close as decided.
    let mut committee = heard("У-03");
    committee.review.status = CaseStatus::Heard;
    let committee_workflow = Workflow::for_case(&committee).unwrap();
    assert_eq!(
        committee_workflow.closing_status(&committee),
        CaseStatus::Decided
    );
}
