//! A UI case walked through the workflow from its first step to "decided": sample case У-03
//! (1997 commentary 16.8(ii), a hesitation after one's own pre-empt; commentary-1997-ru.txt lines 1550–1577,
//! 1615–1627). Its answers are empty in the sample; the
//! committee's reasoning in the sample gives the answers used here.

mod sample_support;

use casebook::case::{Case, CaseStatus};
use casebook::workflow::{
    AdjustedAnswer, AdjustmentGate, Answer, DecideError, StepId, StepState, Workflow,
    WorkflowError, can_mark_decided,
};
use chrono::{DateTime, TimeZone, Utc};
use sample_support::heard;
use serde_json::json;

const CHAIR: &str = "Председатель АК";

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 4, 19, minute, 0)
        .single()
        .expect("time")
}

/// The committee's adjusted score in У-03: 4♥ by North, ten tricks (+620), for both sides.
fn four_hearts() -> Answer {
    Answer::AdjustedScore(AdjustedAnswer::new(json!({
        "form": "matchpoints",
        "vulnerability": "NS",
        "non_offending": "NS",
        "method": "assigned",
        "table": {"contract": "4SX", "declarer": "E", "tricks": 8},
        "outcomes": [{"contract": "4H", "declarer": "N", "tricks": 10, "probability": "1"}],
        "field": [620, 650, 300, 170]
    })))
}

fn ids(steps: &[StepId]) -> Vec<&str> {
    steps.iter().map(StepId::as_str).collect()
}

/// Answers steps 1–4 of the UI path yes, as the committee did in У-03.
fn through_step_four(workflow: &Workflow, case: &mut Case) {
    for (step, answer, reason) in [
        (
            "ui.extraneous_information",
            Answer::Yes,
            "Пауза около 30 секунд признана обеими парами (п. 16.19(i)).",
        ),
        (
            "ui.demonstrably_suggested",
            Answer::Yes,
            "Пауза после собственного блока показывает желание действовать (п. 16.8(ii)).",
        ),
        (
            "ui.la",
            Answer::Yes,
            "В опросе шесть из десяти спасовали: пас — логическая альтернатива.",
        ),
        (
            "ui.chosen_over_alternative",
            Answer::Yes,
            "Запад выбрал 4♠, подсказанное паузой, вместо паса.",
        ),
    ] {
        workflow
            .answer(case, step, answer, reason, CHAIR, at(10))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
}

#[test]
fn a_ui_case_is_walked_from_the_first_step_to_decided() {
    let mut case = heard("У-03");
    let workflow = Workflow::for_case(&case).expect("workflow");
    assert_eq!(workflow.path().id, "ui");

    // Before any answer: the first finding is open, the later ones wait for it.
    assert_eq!(
        workflow.next_open_step(&case).map(|s| s.id.as_str()),
        Some("ui.extraneous_information")
    );
    assert_eq!(
        workflow.state_of(&case, "ui.demonstrably_suggested"),
        Some(StepState::Locked)
    );
    assert_eq!(
        workflow.state_of(&case, "ui.adjusted_score"),
        Some(StepState::Locked)
    );
    assert_eq!(workflow.state_of(&case, "no.such_step"), None);

    // A case cannot be decided while a required step is open; a draft still saves (below).
    let open = can_mark_decided(&case).expect_err("nothing answered");
    assert_eq!(open[0].step, "ui.extraneous_information");
    assert_eq!(open[0].state, StepState::Open);
    assert!(
        open.iter()
            .any(|s| s.step == "ui.adjusted_score" && s.state == StepState::Locked)
    );
    assert!(matches!(
        workflow.mark_decided(&mut case),
        Err(DecideError::OpenSteps(_))
    ));
    assert_eq!(case.status(), CaseStatus::Heard);

    // A later step cannot be answered before the one it needs.
    let error = workflow
        .answer(&mut case, "ui.la", Answer::Yes, "опрос", CHAIR, at(5))
        .expect_err("locked");
    assert!(
        matches!(&error, WorkflowError::Locked { waiting_for, .. } if ids(waiting_for) == ["ui.extraneous_information"]),
        "{error}"
    );

    through_step_four(&workflow, &mut case);
    assert_eq!(
        workflow.next_open_step(&case).map(|s| s.id.as_str()),
        Some("ui.damage")
    );

    // Damage is a finding, never a weight (1997 commentary 12.30).
    for weight in ["70%", "0.7", "1/3"] {
        let error = workflow
            .answer_text(&mut case, "ui.damage", weight, "оценка", CHAIR, at(20))
            .expect_err("a weight");
        assert!(
            matches!(error, WorkflowError::DamageIsNotAWeight { .. }),
            "{weight}: {error}"
        );
        assert!(error.to_string().contains("12.30"), "{error}");
    }
    let error = workflow
        .answer(
            &mut case,
            "ui.damage",
            Answer::Text("70%".into()),
            "оценка",
            CHAIR,
            at(20),
        )
        .expect_err("a weight as text");
    assert!(matches!(error, WorkflowError::DamageIsNotAWeight { .. }));
    assert_eq!(workflow.state_of(&case, "ui.damage"), Some(StepState::Open));

    // A reason is required, and who answered.
    assert!(matches!(
        workflow.answer(&mut case, "ui.damage", Answer::Yes, " ", CHAIR, at(21)),
        Err(WorkflowError::ReasonRequired { .. })
    ));
    assert!(matches!(
        workflow.answer(
            &mut case,
            "ui.damage",
            Answer::Yes,
            "4♥ выигрывается",
            "",
            at(21)
        ),
        Err(WorkflowError::NoAuthor { .. })
    ));
    workflow
        .answer_text(
            &mut case,
            "ui.damage",
            "да",
            "4♥ выигрывается (+620), за столом +300.",
            CHAIR,
            at(21),
        )
        .expect("damage");
    assert_eq!(
        workflow.adjustment_gate(&case),
        AdjustmentGate::Pending(vec![StepId::new("ui.self_inflicted")])
    );
    workflow
        .answer(
            &mut case,
            "ui.self_inflicted",
            Answer::Choice {
                option: "none".into(),
                detail: String::new(),
            },
            "Контра Севера и защита — обычные действия.",
            CHAIR,
            at(22),
        )
        .expect("no serious error");
    assert_eq!(workflow.adjustment_gate(&case), AdjustmentGate::Allowed);
    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            four_hearts(),
            "4♥ Севера — наиболее вероятный результат без паузы.",
            CHAIR,
            at(23),
        )
        .expect("adjusted score");
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert!(effect.lines(casebook::adjust::Language::English)[0].contains("4♥= (+620"));
    assert_eq!(effect.reduced_side(), None);

    workflow
        .answer(
            &mut case,
            "decision.procedural_penalty",
            Answer::No,
            "Признаков умышленной паузы нет (Правила 23 и 72B1).",
            CHAIR,
            at(24),
        )
        .expect("penalty");
    assert_eq!(
        workflow.next_open_step(&case).map(|s| s.id.as_str()),
        Some("decision.deposit")
    );
    assert!(workflow.can_mark_decided(&case).is_err());
    workflow
        .answer_text(
            &mut case,
            "decision.deposit",
            "returned",
            "Апелляция имела основания.",
            CHAIR,
            at(25),
        )
        .expect("deposit");

    assert_eq!(workflow.next_open_step(&case), None);
    assert_eq!(can_mark_decided(&case), Ok(()));
    workflow.mark_decided(&mut case).expect("decided");
    assert_eq!(case.status(), CaseStatus::Decided);

    // The answers are kept with the case: who, when, why.
    let damage = workflow.recorded(&case, "ui.damage").expect("recorded");
    assert_eq!(damage.answer, Some(Answer::Yes));
    assert_eq!(damage.stored, "yes");
    assert_eq!(damage.by, CHAIR);
    assert_eq!(damage.at, Some(at(21)));
    assert_eq!(damage.reason, "4♥ выигрывается (+620), за столом +300.");
    assert_eq!(case.workflow.len(), 9);
}

#[test]
fn no_adjustment_when_the_action_was_not_chosen_over_an_alternative() {
    let mut case = heard("У-03");
    let workflow = Workflow::for_case(&case).expect("workflow");
    through_step_four(&workflow, &mut case);
    let marked = workflow
        .answer(
            &mut case,
            "ui.chosen_over_alternative",
            Answer::No,
            "Комиссия сочла 4♠ не подсказанным паузой.",
            CHAIR,
            at(30),
        )
        .expect("step 4 no");
    assert!(marked.is_empty(), "nothing after step 4 was answered");

    for later in ["ui.damage", "ui.self_inflicted", "ui.adjusted_score"] {
        assert_eq!(
            workflow.state_of(&case, later),
            Some(StepState::NotApplicable),
            "{later}"
        );
    }
    assert_eq!(
        workflow.adjustment_gate(&case),
        AdjustmentGate::Refused(vec![StepId::new("ui.chosen_over_alternative")])
    );
    let error = workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            four_hearts(),
            "попытка",
            CHAIR,
            at(31),
        )
        .expect_err("no adjustment for UI unless (1)–(5) are all yes");
    match &error {
        WorkflowError::NoAdjustment { failing, .. } => {
            assert_eq!(ids(failing), ["ui.chosen_over_alternative"]);
        }
        other => panic!("{other}"),
    }
    assert!(workflow.adjusted_score(&case).is_none());
    let error = workflow
        .answer(&mut case, "ui.damage", Answer::Yes, "x", CHAIR, at(31))
        .expect_err("closed");
    assert!(
        matches!(error, WorkflowError::NotApplicable { .. }),
        "{error}"
    );

    // The result stands: the case is decided once the decision steps are answered.
    for (step, text) in [
        ("decision.procedural_penalty", "no"),
        ("decision.deposit", "returned"),
    ] {
        workflow
            .answer_text(&mut case, step, text, "решение", CHAIR, at(32))
            .expect(step);
    }
    assert_eq!(workflow.can_mark_decided(&case), Ok(()));
    // Decided follows a hearing: a draft cannot jump there.
    case.review.status = CaseStatus::Draft;
    assert_eq!(
        workflow.mark_decided(&mut case),
        Err(DecideError::Status(CaseStatus::Draft))
    );
    case.review.status = CaseStatus::Heard;
    workflow.mark_decided(&mut case).expect("decided");
}

#[test]
fn changing_the_first_answer_marks_the_later_ones_for_review() {
    let mut case = heard("У-03");
    let workflow = Workflow::for_case(&case).expect("workflow");
    through_step_four(&workflow, &mut case);
    workflow
        .answer(&mut case, "ui.damage", Answer::Yes, "ущерб", CHAIR, at(40))
        .expect("damage");
    workflow
        .answer_text(
            &mut case,
            "ui.self_inflicted",
            "none",
            "обычная игра",
            CHAIR,
            at(40),
        )
        .expect("none");
    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            four_hearts(),
            "4♥",
            CHAIR,
            at(40),
        )
        .expect("score");
    workflow
        .answer_text(
            &mut case,
            "decision.deposit",
            "returned",
            "основания",
            CHAIR,
            at(40),
        )
        .expect("deposit");

    // The same answer with a better reason changes nothing downstream.
    let marked = workflow
        .answer(
            &mut case,
            "ui.extraneous_information",
            Answer::Yes,
            "Пауза признана обеими парами; судья это подтвердил.",
            CHAIR,
            at(41),
        )
        .expect("same answer");
    assert!(marked.is_empty());

    let marked = workflow
        .answer(
            &mut case,
            "ui.extraneous_information",
            Answer::No,
            "Пауза не подтвердилась.",
            "Член АК",
            at(42),
        )
        .expect("changed");
    assert_eq!(
        ids(&marked),
        [
            "ui.demonstrably_suggested",
            "ui.la",
            "ui.chosen_over_alternative",
            "ui.damage",
            "ui.self_inflicted",
            "ui.adjusted_score"
        ],
        "the decision steps do not build on step 1"
    );
    assert!(
        case.workflow
            .iter()
            .filter(|row| row.step.starts_with("ui.") && row.step != "ui.extraneous_information")
            .all(|row| row.needs_review)
    );
    assert!(
        !case
            .workflow
            .iter()
            .any(|row| row.step == "decision.deposit" && row.needs_review)
    );
    assert_eq!(
        workflow.state_of(&case, "ui.la"),
        Some(StepState::NotApplicable)
    );

    // Back to yes: the later answers are there, waiting for the committee to confirm them.
    workflow
        .answer(
            &mut case,
            "ui.extraneous_information",
            Answer::Yes,
            "Пауза признана.",
            CHAIR,
            at(43),
        )
        .expect("yes again");
    assert_eq!(
        workflow.state_of(&case, "ui.la"),
        Some(StepState::NeedsReview)
    );
    assert_eq!(
        workflow.next_open_step(&case).map(|s| s.id.as_str()),
        Some("ui.demonstrably_suggested")
    );
    let waiting = workflow
        .can_mark_decided(&case)
        .expect_err("review pending");
    assert!(
        waiting
            .iter()
            .all(|s| s.state != StepState::NeedsReview || s.step.as_str().starts_with("ui."))
    );
    assert!(
        waiting
            .iter()
            .any(|s| s.step == "ui.adjusted_score" && s.state == StepState::NeedsReview)
    );

    // Confirming an answer clears its mark without marking anything else.
    let marked = workflow
        .answer(
            &mut case,
            "ui.demonstrably_suggested",
            Answer::Yes,
            "Подсказано.",
            CHAIR,
            at(44),
        )
        .expect("confirmed");
    assert!(marked.is_empty());
    assert_eq!(
        workflow.state_of(&case, "ui.demonstrably_suggested"),
        Some(StepState::Answered)
    );
    assert_eq!(
        workflow.state_of(&case, "ui.la"),
        Some(StepState::NeedsReview)
    );
}
