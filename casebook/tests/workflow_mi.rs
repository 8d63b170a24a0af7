//! An MI case walked through the workflow: sample case У-05 (1NT – 2♦ misexplained; 1997 Law
//! 75, footnote 22, commentary-1997-ru.txt lines 4964–4980), and the presumption of a mistaken explanation
//! (2017 Law 21B1(b)).

mod sample_support;

use casebook::case::CaseStatus;
use casebook::workflow::{
    AdjustedAnswer, AdjustmentGate, Answer, Classification, StepId, StepState, Workflow,
};
use chrono::{DateTime, TimeZone, Utc};
use sample_support::heard;
use serde_json::json;

const SCRIBE: &str = "Секретарь АК";

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 18, 19, minute, 0)
        .single()
        .expect("time")
}

/// У-05's adjusted score: 3♥ by West, nine tricks (+140 to East–West), for both sides.
fn three_hearts() -> Answer {
    Answer::AdjustedScore(AdjustedAnswer::new(json!({
        "form": "matchpoints",
        "vulnerability": "EW",
        "non_offending": "EW",
        "method": "assigned",
        "table": {"contract": "3D", "declarer": "S", "tricks": 9},
        "outcomes": [{"contract": "3H", "declarer": "W", "tricks": 9, "probability": "1"}],
        "field": [-140, -140, 110, -110]
    })))
}

fn ids(steps: &[StepId]) -> Vec<&str> {
    steps.iter().map(StepId::as_str).collect()
}

#[test]
fn an_mi_case_is_decided_on_the_presumption_of_a_mistaken_explanation() {
    let mut case = heard("У-05");
    let workflow = Workflow::for_case(&case).expect("workflow");
    assert_eq!(workflow.path().id, "mi");

    // Before anything is answered the presumption holds.
    let finding = workflow.classification(&case).expect("mi path");
    assert_eq!(finding.classification, Classification::MistakenExplanation);
    assert!(finding.presumed);

    workflow
        .answer(
            &mut case,
            "mi.explanation",
            Answer::Text(
                "Север объяснил Западу 2♦ как сильную искусственную заявку; по карте С–Ю это сайн-офф."
                    .into(),
            ),
            "",
            SCRIBE,
            at(1),
        )
        .expect("explanation");
    // The evidence step is offered, but the later steps do not wait for it: the presumption
    // opens them.
    assert_eq!(
        workflow.next_open_step(&case).map(|s| s.id.as_str()),
        Some("mi.agreement_evidence")
    );
    assert_eq!(
        workflow.state_of(&case, "mi.correct_explanation"),
        Some(StepState::Open)
    );
    for (step, answer, reason) in [
        (
            "mi.correct_explanation",
            Answer::Text("Запад сразу сказал судье, что назначил бы 2♥.".into()),
            "",
        ),
        (
            "mi.damage",
            Answer::Yes,
            "При правильном объяснении В–З играли бы 3♥ (+140) вместо −110.",
        ),
        (
            "mi.self_inflicted",
            Answer::Choice {
                option: "none".into(),
                detail: String::new(),
            },
            "Запад действовал разумно.",
        ),
        ("mi.adjusted_score", three_hearts(), "3♥ Запада, 9 взяток."),
        ("decision.procedural_penalty", Answer::No, "Оснований нет."),
        (
            "decision.deposit",
            Answer::Choice {
                option: "returned".into(),
                detail: String::new(),
            },
            "Апелляция имела основания.",
        ),
    ] {
        workflow
            .answer(&mut case, step, answer, reason, SCRIBE, at(2))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    assert_eq!(
        workflow.state_of(&case, "mi.agreement_evidence"),
        Some(StepState::Open)
    );
    assert_eq!(
        workflow.can_mark_decided(&case),
        Ok(()),
        "the presumption needs no answer"
    );
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert!(effect.lines(casebook::adjust::Language::English)[1].contains("3♥= (+140"));

    // Evidence that the explanation was the agreement makes it a mistaken call: no infraction,
    // the result stands, and the answers built on the presumption wait for review.
    let marked = workflow
        .answer_text(
            &mut case,
            "mi.agreement_evidence",
            "explanation_matches",
            "Обе карты С–Ю: 2♦ — сильная искусственная.",
            SCRIBE,
            at(3),
        )
        .expect("mistaken call");
    assert_eq!(
        ids(&marked),
        [
            "mi.correct_explanation",
            "mi.damage",
            "mi.self_inflicted",
            "mi.adjusted_score"
        ]
    );
    let finding = workflow.classification(&case).expect("mi path");
    assert_eq!(finding.classification, Classification::MistakenCall);
    assert!(!finding.presumed);
    assert_eq!(
        workflow.adjustment_gate(&case),
        AdjustmentGate::Refused(vec![StepId::new("mi.agreement_evidence")])
    );
    assert_eq!(
        workflow.state_of(&case, "mi.adjusted_score"),
        Some(StepState::NotApplicable)
    );
    assert!(workflow.adjusted_score(&case).is_none());
    assert_eq!(workflow.can_mark_decided(&case), Ok(()));

    // What the sample's committee found: the card says sign-off, the explanation differs.
    workflow
        .answer_text(
            &mut case,
            "mi.agreement_evidence",
            "explanation_differs",
            "Конвенционная карта С–Ю: 2♦ — сайн-офф; Север признал ошибку.",
            SCRIBE,
            at(4),
        )
        .expect("mistaken explanation");
    let finding = workflow.classification(&case).expect("mi path");
    assert_eq!(finding.classification, Classification::MistakenExplanation);
    assert!(!finding.presumed, "established by the convention card");
    assert_eq!(
        workflow.state_of(&case, "mi.damage"),
        Some(StepState::NeedsReview)
    );
    let open = workflow
        .can_mark_decided(&case)
        .expect_err("to be reviewed");
    assert_eq!(
        open.iter().map(|s| s.step.as_str()).collect::<Vec<_>>(),
        [
            "mi.correct_explanation",
            "mi.damage",
            "mi.self_inflicted",
            "mi.adjusted_score"
        ]
    );
    for step in [
        "mi.correct_explanation",
        "mi.damage",
        "mi.self_inflicted",
        "mi.adjusted_score",
    ] {
        let stored = workflow.recorded(&case, step).expect("kept");
        let answer = stored.answer.expect("reads");
        workflow
            .answer(&mut case, step, answer, &stored.reason, SCRIBE, at(5))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    workflow.mark_decided(&mut case).expect("decided");
    assert_eq!(case.status(), CaseStatus::Decided);
}

#[test]
fn the_weighted_score_of_the_commentary_example_is_recorded_on_the_mi_path() {
    // У-01: the 12.31 example (commentary-1997-ru.txt lines 1250–1278): 3NT with 9,
    // 10, 11 tricks and 6♣ made weighted 1 : 1.5 : 1.5 : 2, each scored in IMPs against the
    // other room (+430) first: +41/12 IMPs to North–South.
    let mut case = heard("У-01");
    let workflow = Workflow::for_case(&case).expect("workflow");
    for (step, text, reason) in [
        (
            "mi.explanation",
            "Запад объяснил 2♦ как слабый прыжок в бубнах; по карте — «мульти».",
            "",
        ),
        (
            "mi.agreement_evidence",
            "explanation_differs",
            "Конвенционная карта В–З.",
        ),
        ("mi.correct_explanation", "Юг назначил бы 2БК.", ""),
        ("mi.damage", "yes", "С–Ю остановились в 3♣."),
        ("mi.self_inflicted", "none", "Ошибок С–Ю нет."),
    ] {
        workflow
            .answer_text(&mut case, step, text, reason, SCRIBE, at(10))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    let request = json!({
        "form": "imps", "vulnerability": "EW", "non_offending": "NS",
        "method": "weighted", "scheme": "ebl",
        "table": {"contract": "3C", "declarer": "N", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 9, "weight": "1/6"},
            {"contract": "3NT", "declarer": "S", "tricks": 10, "weight": "1/4"},
            {"contract": "3NT", "declarer": "S", "tricks": 11, "weight": "1/4"},
            {"contract": "6C", "declarer": "N", "tricks": 12, "weight": "1/3"}
        ],
        "other_table_score": 430
    });
    // Weights that do not add up to 100% are refused with the adjust engine's message.
    let mut short = request.clone();
    short["outcomes"][3]["weight"] = json!("1/4");
    let error = workflow
        .answer(
            &mut case,
            "mi.adjusted_score",
            Answer::AdjustedScore(AdjustedAnswer::new(short)),
            "веса",
            SCRIBE,
            at(11),
        )
        .expect_err("weights off 100%");
    assert!(error.to_string().contains("mi.adjusted_score"), "{error}");
    assert_eq!(
        workflow.state_of(&case, "mi.adjusted_score"),
        Some(StepState::Open)
    );

    workflow
        .answer_text(
            &mut case,
            "mi.adjusted_score",
            &request.to_string(),
            "Веса п. 12.31.",
            SCRIBE,
            at(11),
        )
        .expect("weighted");
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert_eq!(
        effect.side(casebook::bridge::Side::NS).exact.to_string(),
        "41/12"
    );
}
