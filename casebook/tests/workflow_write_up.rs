//! The draft write-up generated from the answers, in English and Russian: the facts, the
//! finding at each step with the laws cited, the poll result and the adjusted score with its
//! breakdown. Case У-03 (1997 commentary 16.8(ii), commentary-1997-ru.txt lines 1550–1577 and 1615–1627);
//! its poll is the sample's: six of ten pass, two double, two bid 4♠.

mod sample_support;

use casebook::adjust::Language;
use casebook::case::Case;
use casebook::workflow::{AdjustedAnswer, Answer, Workflow};
use chrono::{DateTime, TimeZone, Utc};
use sample_support::heard;
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 4, 4, 19, minute, 0)
        .single()
        .expect("time")
}

fn answered_u03() -> (Workflow<'static>, Case) {
    let mut case = heard("У-03");
    let workflow = Workflow::for_case(&case).expect("workflow");
    for (step, text, reason) in [
        (
            "ui.extraneous_information",
            "yes",
            "Пауза около 30 секунд признана обеими парами.",
        ),
        (
            "ui.demonstrably_suggested",
            "yes",
            "Пауза после собственного блока показывает желание действовать.",
        ),
        ("ui.la", "yes", "Пас выбрали шесть из десяти опрошенных."),
        (
            "ui.chosen_over_alternative",
            "yes",
            "Запад назначил 4♠ вместо паса.",
        ),
        ("ui.damage", "yes", "4♥ выигрывается, за столом +300."),
        ("ui.self_inflicted", "none", "Ошибок С–Ю нет."),
    ] {
        workflow
            .answer_text(&mut case, step, text, reason, "Председатель АК", at(1))
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    let request = json!({
        "form": "matchpoints", "vulnerability": "NS", "non_offending": "NS", "method": "assigned",
        "table": {"contract": "4SX", "declarer": "E", "tricks": 8},
        "outcomes": [{"contract": "4H", "declarer": "N", "tricks": 10, "probability": "1"}],
        "field": [620, 650, 300, 170]
    });
    workflow
        .answer(
            &mut case,
            "ui.adjusted_score",
            Answer::AdjustedScore(AdjustedAnswer::new(request)),
            "4♥ Севера, 10 взяток.",
            "Председатель АК",
            at(2),
        )
        .expect("adjusted");
    (workflow, case)
}

#[test]
fn the_write_up_states_the_facts_the_findings_the_poll_and_the_breakdown() {
    let (workflow, case) = answered_u03();
    let effect = workflow
        .adjusted_score(&case)
        .expect("answered")
        .expect("computes");

    let english = workflow.write_up(&case, Language::English);
    assert!(
        english.starts_with("## Case У-03 — draft write-up\n"),
        "{english}"
    );
    assert!(english.contains("*Unauthorized information. Laws of 1997.*"));
    // The facts as recorded.
    assert!(english.contains("Север открыл 1♥, Восток поставил блок 2♠"));
    // Each finding, with its reason and the laws of the case's edition first.
    assert!(english.contains(
        "1. **Was there extraneous information from partner (a remark, a question, a hesitation, haste, a mannerism), and is it established — agreed by the players or found by the committee?** Yes. Пауза около 30 секунд признана обеими парами."
    ), "{english}");
    assert!(english.contains(
        "Laws and commentary: [Law 16A](law:1997/law/16/A), [commentary 16.6](law:1997/commentary/16.6)"
    ));
    assert!(english.contains("(1997); [Law 16B1](law:2017/law/16/B/1)"));
    assert!(english.contains("No: at most an ordinary error or misjudgement. Ошибок С–Ю нет."));
    // The poll under the logical-alternative step: the sample's counts.
    assert!(
        english.contains(
            "   - Poll:\n     - Пас: chosen by 6 of 10, chosen or seriously considered by 8 of 10"
        ),
        "{english}"
    );
    // The adjusted score's breakdown, as computed by the adjust engine.
    assert!(english.contains("### Adjusted score"));
    for line in effect.lines(Language::English) {
        assert!(english.contains(&format!("- {line}")), "{line}\n{english}");
    }
    assert!(english.contains("- NS: the most favourable likely result"));
    assert!(english.contains("4♥= (+620"));
    // Unanswered decision steps are shown as open.
    assert!(english.contains("**Is a procedural penalty imposed?** *Not yet answered.*"));

    let russian = workflow.write_up(&case, Language::Russian);
    assert!(
        russian.starts_with("## Дело У-03 — проект решения\n"),
        "{russian}"
    );
    assert!(russian.contains("*Несанкционированная информация. Кодекс 1997 года.*"));
    assert!(russian.contains(
        "**Понесли ли оппоненты ущерб вследствие нарушения?** Да. 4♥ выигрывается, за столом +300."
    ));
    assert!(russian.contains(
        "Правила и комментарий: [Правило 16A](law:1997/law/16/A), [комментарий 16.6](law:1997/commentary/16.6)"
    ));
    assert!(
        russian.contains("   - Опрос:\n     - Пас: выбрали 6 из 10"),
        "{russian}"
    );
    assert!(russian.contains("### Компенсирующий результат"));
    for line in effect.lines(Language::Russian) {
        assert!(russian.contains(&format!("- {line}")), "{line}\n{russian}");
    }
    assert!(russian.contains("- СЮ: наиболее благоприятный из правдоподобных результатов"));
}

#[test]
fn a_refused_adjustment_and_a_presumption_are_written_as_such() {
    let (workflow, mut case) = answered_u03();
    workflow
        .answer_text(
            &mut case,
            "ui.chosen_over_alternative",
            "no",
            "4♠ не подсказано паузой.",
            "Член АК",
            at(3),
        )
        .expect("no");
    let english = workflow.write_up(&case, Language::English);
    assert!(english.contains("**Were the opponents damaged as a consequence of the infraction?** *Not applicable after the answer to step 4.*"), "{english}");
    assert!(english.contains("No adjusted score: the table result stands (step 4)."));
    let russian = workflow.write_up(&case, Language::Russian);
    assert!(
        russian.contains("Результат не корректируется: остаётся результат за столом (вопрос 4).")
    );

    // MI: the evidence step left open is written as the presumption it is.
    let case = heard("У-05");
    let workflow = Workflow::for_case(&case).expect("mi");
    let english = workflow.write_up(&case, Language::English);
    assert!(english.contains(
        "**Does the evidence establish the agreement, and did the explanation match it?** The agreement is not established: a mistaken explanation is presumed — *presumed: the committee recorded no evidence against it.*"
    ), "{english}");
    // The sample's disputed fact and its finding.
    assert!(english.contains("- **Disputed:** Каково соглашение С–Ю о 2♦ после 1БК"));
    assert!(english.contains("[footnote 22](law:1997/footnote/22)"));
    // The sample's poll names its step "damage": it is shown under the damage finding.
    let damage = english
        .find("**Were the non-offenders damaged as a consequence of the misinformation?**")
        .expect("damage step");
    let poll = english.find("     - Пас: chosen by 5 of 8").expect("poll");
    assert!(poll > damage, "{english}");
    let russian = workflow.write_up(&case, Language::Russian);
    assert!(
        russian.contains(
            "Соглашение не установлено: презюмируется ошибочное объяснение — *презумпция"
        )
    );
    assert!(russian.contains("[примечание 22](law:1997/footnote/22)"));
}
