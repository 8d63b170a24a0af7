//! The non-offenders' serious error or gamble removes only the self-inflicted part, and only
//! from their own score; the offenders keep the consequence of their infraction (2017 Law
//! 12C1(e)(i)–(ii); 1997 commentary 12.12–12.13, and 12.33, the slam example).
//!
//! Built on sample case У-02 (a slam bid after a slow sign-off; East–West defended badly and
//! the slam made). In the sample the committee found the defence an ordinary error; here the
//! committee is made to find it a serious error instead, which is the commentary's 12.33 case:
//! the offenders get the slam defeated (6♠−1) whatever the non-offenders did.

use casebook::adjust::Language;
use casebook::bridge::Side;
use casebook::case::{Case, CaseStatus};
use casebook::samples::sample_cases;
use casebook::workflow::{
    AdjustedAnswer, Answer, Extent, NonOffendersScore, Workflow, WorkflowError,
};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};

const CHAIR: &str = "Председатель АК";

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 15, 20, minute, 0)
        .single()
        .expect("time")
}

/// У-02 heard, with the UI findings and damage answered yes as the sample's committee did.
fn damaged() -> (Workflow<'static>, Case) {
    let mut case = sample_cases()
        .expect("samples")
        .into_iter()
        .find(|c| c.identity.case_number == "У-02")
        .expect("У-02");
    case.workflow.clear();
    case.review.status = CaseStatus::Heard;
    let workflow = Workflow::for_case(&case).expect("workflow");
    for (step, reason) in [
        ("ui.extraneous_information", "Пауза признана обеими парами."),
        (
            "ui.demonstrably_suggested",
            "Медленное закрытие показывает лишнее.",
        ),
        ("ui.la", "Семь из десяти спасовали бы."),
        ("ui.chosen_over_alternative", "Юг назначил 6♠ вместо паса."),
        ("ui.damage", "До нарушения ожидался гейм."),
    ] {
        workflow
            .answer(&mut case, step, Answer::Yes, reason, CHAIR, at(1))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    (workflow, case)
}

/// The consequence of the infraction: East–West (non-offending) the most favourable likely
/// result, 4♠+1; North–South the most unfavourable at all probable, 6♠−1 (−50 → −11 IMPs
/// against +450 in the other room).
fn consequence() -> Value {
    json!({
        "form": "imps", "vulnerability": "None", "non_offending": "EW", "method": "assigned",
        "table": {"contract": "6S", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "4S", "declarer": "S", "tricks": 11, "probability": "1/2"},
            {"contract": "4S", "declarer": "S", "tricks": 12, "probability": "1/3"},
            {"contract": "6S", "declarer": "S", "tricks": 11, "probability": "1/6"}
        ],
        "other_table_score": 450
    })
}

/// East–West's own score without the part of the damage the committee finds self-inflicted:
/// 4♠+2 (−480 → −1 IMP) instead of 4♠+1.
fn own_score() -> Value {
    json!({
        "form": "imps", "vulnerability": "None", "non_offending": "EW", "method": "assigned",
        "table": {"contract": "6S", "declarer": "S", "tricks": 12},
        "outcomes": [{"contract": "4S", "declarer": "S", "tricks": 12, "probability": "1"}],
        "other_table_score": 450
    })
}

fn adjusted(non_offenders: NonOffendersScore) -> Answer {
    Answer::AdjustedScore(AdjustedAnswer {
        request: consequence(),
        non_offenders,
    })
}

#[test]
fn a_self_inflicted_part_lowers_only_the_non_offenders_score() {
    let (workflow, mut case) = damaged();
    let error = workflow
        .answer_text(
            &mut case,
            "ui.self_inflicted",
            "part",
            "ошибка",
            CHAIR,
            at(2),
        )
        .expect_err("which part?");
    assert!(
        matches!(error, WorkflowError::DetailRequired { .. }),
        "{error}"
    );
    workflow
        .answer_text(
            &mut case,
            "ui.self_inflicted",
            "part: the overtrick West gave away by switching to a club",
            "Переход Запада в трефу — серьёзная ошибка, не связанная с нарушением.",
            CHAIR,
            at(3),
        )
        .expect("part");
    let found = workflow.self_inflicted(&case).expect("answered");
    assert_eq!(found.extent, Extent::Part);
    assert_eq!(
        found.part,
        "the overtrick West gave away by switching to a club"
    );

    // The step must say what the non-offenders keep of the adjustment.
    let error = workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::AsAdjusted),
            "4♠",
            CHAIR,
            at(4),
        )
        .expect_err("the part must be removed");
    assert!(error.to_string().contains("12C1(e)"), "{error}");
    // Removing a part cannot raise their score: 4♠= would give East–West +1 IMP.
    let mut higher = own_score();
    higher["outcomes"][0]["tricks"] = json!(10);
    let error = workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::Reduced(higher)),
            "4♠",
            CHAIR,
            at(4),
        )
        .expect_err("higher than the adjustment");
    assert!(error.to_string().contains("cannot raise"), "{error}");

    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::Reduced(own_score())),
            "Нарушившим — шлем без одной; ненарушившим — без лишней взятки, которую они отдали сами.",
            CHAIR,
            at(5),
        )
        .expect("adjusted");
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert_eq!(effect.non_offending, Some(Side::EW));
    assert_eq!(effect.reduced_side(), Some(Side::EW));
    // The offenders' score is exactly the consequence of their infraction.
    assert_eq!(effect.side(Side::NS), &effect.adjusted.ns);
    assert_eq!(effect.side(Side::NS).score.to_string(), "-11");
    // Only the non-offenders lose the self-inflicted part: 0 IMPs becomes −1.
    assert_eq!(effect.adjusted.ew.score.to_string(), "0");
    assert_eq!(effect.side(Side::EW).score.to_string(), "-1");

    let english = workflow.write_up(&case, Language::English);
    assert!(
        english.contains("Only their score loses that part (2017 Law 12C1(e)(ii))"),
        "{english}"
    );
    assert!(english.contains("the offenders (NS) receive the consequence of their infraction"));
    let russian = workflow.write_up(&case, Language::Russian);
    assert!(
        russian.contains("Эту часть теряет только её результат"),
        "{russian}"
    );
}

#[test]
fn all_the_damage_self_inflicted_leaves_the_non_offenders_their_table_result() {
    // 1997 commentary 12.33: the offenders get the slam defeated, the non-offenders whose own
    // play let it make keep the table result.
    let (workflow, mut case) = damaged();
    workflow
        .answer_text(
            &mut case,
            "ui.self_inflicted",
            "all: West's switch, a gamble that let the slam make",
            "Без этого перехода шлем без одной.",
            CHAIR,
            at(6),
        )
        .expect("all");
    let error = workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::Reduced(own_score())),
            "x",
            CHAIR,
            at(7),
        )
        .expect_err("all, not part");
    assert!(error.to_string().contains("table"), "{error}");
    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::TableResult),
            "Нарушившая сторона не получает выгоды от игры ненарушившей.",
            CHAIR,
            at(8),
        )
        .expect("table result for the non-offenders");
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert_eq!(effect.side(Side::NS), &effect.adjusted.ns);
    assert_eq!(effect.side(Side::NS).score.to_string(), "-11");
    // 6♠= (+980 to North–South) against +450: East–West −11 IMPs, the table result.
    assert_eq!(effect.side(Side::EW).score.to_string(), "-11");
    let [_, ew] = effect.lines(Language::English);
    assert!(
        ew.starts_with("EW: no redress, the non-offenders keep their table result: 6♠= (−980"),
        "{ew}"
    );
}

#[test]
fn without_a_serious_error_the_non_offenders_score_is_not_reduced() {
    let (workflow, mut case) = damaged();
    workflow
        .answer_text(
            &mut case,
            "ui.self_inflicted",
            "none",
            "Ошибка в сигналах — обычная ошибка (п. 12.25).",
            CHAIR,
            at(9),
        )
        .expect("none");
    let error = workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::Reduced(own_score())),
            "x",
            CHAIR,
            at(10),
        )
        .expect_err("no part to remove");
    assert!(error.to_string().contains("none was found"), "{error}");
    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            adjusted(NonOffendersScore::AsAdjusted),
            "12C2.",
            CHAIR,
            at(10),
        )
        .expect("adjusted");
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");
    assert_eq!(effect.reduced_side(), None);
    assert_eq!(effect.side(Side::EW), &effect.adjusted.ew);
}
