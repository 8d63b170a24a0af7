//! Workflow answers are stored with the case: a draft with open steps saves, and a reloaded
//! case keeps every answer with who gave it, when, why and whether it waits for review.
//! Case У-03 (1997 commentary 16.8(ii), commentary-1997-ru.txt lines 1550–1577).

mod store_support;

use casebook::adjust::Language;
use casebook::case::{Case, CaseStatus};
use casebook::samples::sample_cases;
use casebook::workflow::{AdjustedAnswer, Answer, StepState, Workflow};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 4, 19, minute, 0)
        .single()
        .expect("time")
}

fn heard_u03() -> Case {
    let mut case = sample_cases()
        .expect("samples")
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .expect("У-03");
    case.workflow.clear();
    case.review.status = CaseStatus::Heard;
    case
}

fn states(workflow: &Workflow, case: &Case) -> Vec<(String, StepState)> {
    workflow
        .states(case)
        .into_iter()
        .map(|(step, state)| (step.id.clone(), state))
        .collect()
}

on_both_engines! {
    fn a_saved_and_reloaded_case_keeps_its_answers(archive) {
        let mut store = archive.open();
        let mut case = heard_u03();
        let workflow = Workflow::for_case(&case).expect("workflow");
        for (step, reason) in [
            ("ui.extraneous_information", "Пауза признана обеими парами."),
            ("ui.demonstrably_suggested", "Пауза после блока."),
            ("ui.la", "Пас — у шести из десяти."),
        ] {
            workflow
                .answer(
                    &mut case,
                    step,
                    Answer::Yes,
                    reason,
                    "Председатель АК",
                    at(1),
                )
                .expect(step);
        }
        // The second step changes: the third now waits for review, and stays so in the store.
        workflow
            .answer(
                &mut case,
                "ui.demonstrably_suggested",
                Answer::No,
                "Колебание ничего не добавило.",
                "Член АК",
                at(2),
            )
            .expect("changed");
        workflow
            .answer(
                &mut case,
                "ui.demonstrably_suggested",
                Answer::Yes,
                "После обсуждения: подсказано.",
                "Член АК",
                at(3),
            )
            .expect("changed back");
        assert_eq!(
            workflow.state_of(&case, "ui.la"),
            Some(StepState::NeedsReview)
        );

        // A draft saves with required steps open.
        assert!(workflow.can_mark_decided(&case).is_err());
        let saved = store.save_case(&case, 0).expect("draft saves");
        let loaded = store.load_case(saved.uuid).expect("loads");
        assert_eq!(loaded.workflow, case.workflow);
        let reloaded = Workflow::for_case(&loaded).expect("workflow");
        assert_eq!(states(&reloaded, &loaded), states(&workflow, &case));
        let la = reloaded.recorded(&loaded, "ui.la").expect("kept");
        assert!(la.needs_review);
        assert_eq!(la.by, "Председатель АК");
        assert_eq!(la.at, Some(at(1)));
        assert_eq!(la.reason, "Пас — у шести из десяти.");
        let suggested = reloaded
            .recorded(&loaded, "ui.demonstrably_suggested")
            .expect("kept");
        assert_eq!(suggested.answer, Some(Answer::Yes));
        assert_eq!(suggested.by, "Член АК");
        assert_eq!(suggested.at, Some(at(3)));
        assert!(!suggested.needs_review);
        for language in Language::ALL {
            assert_eq!(
                reloaded.write_up(&loaded, language),
                workflow.write_up(&case, language)
            );
        }

        // The walk continues on the reloaded case, and the decided case is stored as such.
        let mut case = loaded;
        let request = json!({
            "form": "matchpoints", "vulnerability": "NS", "non_offending": "NS", "method": "assigned",
            "table": {"contract": "4SX", "declarer": "E", "tricks": 8},
            "outcomes": [{"contract": "4H", "declarer": "N", "tricks": 10, "probability": "1"}],
            "field": [620, 650, 300, 170]
        });
        for (step, answer, reason) in [
            ("ui.la", Answer::Yes, "Пас — у шести из десяти."),
            ("ui.chosen_over_alternative", Answer::Yes, "4♠ вместо паса."),
            ("ui.damage", Answer::Yes, "4♥ выигрывается."),
            (
                "ui.self_inflicted",
                Answer::Choice {
                    option: "none".into(),
                    detail: String::new(),
                },
                "Ошибок нет.",
            ),
            (
                "ui.adjusted_score",
                Answer::AdjustedScore(AdjustedAnswer::new(request)),
                "4♥=.",
            ),
            ("decision.procedural_penalty", Answer::No, "Нет оснований."),
            (
                "decision.deposit",
                Answer::Choice {
                    option: "returned".into(),
                    detail: String::new(),
                },
                "Апелляция обоснована.",
            ),
        ] {
            reloaded
                .answer(&mut case, step, answer, reason, "Председатель АК", at(10))
                .unwrap_or_else(|e| panic!("{step}: {e}"));
        }
        reloaded.mark_decided(&mut case).expect("decided");
        let saved = store.save_case(&case, case.revision).expect("saves");
        let loaded = store.load_case(saved.uuid).expect("loads");
        assert_eq!(loaded.status(), CaseStatus::Decided);
        assert_eq!(loaded.workflow, case.workflow);
        assert_eq!(reloaded.can_mark_decided(&loaded), Ok(()));
        let effect = reloaded
            .adjusted_score(&loaded)
            .expect("answered")
            .expect("computes");
        assert!(effect.lines(Language::Russian)[0].contains("4♥= (+620"));
    }
}
