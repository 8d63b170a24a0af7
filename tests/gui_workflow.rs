//! The committee workflow in the window (egui_kittest over the whole application on a
//! temporary database with the sample cases): a UI case and an MI case walked through their
//! steps by clicking and typing, with the database read afterwards; the LA poll's verdict; a
//! closed adjusted score saying why; a changed answer marking later ones for review; a law
//! link opening the law panel; the write-up drafted and replaced only once confirmed.
//!
//! Fixtures: sample У-03 (1997 commentary 16.8(ii), commentary-1997-ru.txt lines 1550–1577) and sample У-01 (the
//! 1997 commentary 12.31 example, commentary-1997-ru.txt lines 1250–1278), both in
//! `assets/samples/sample-cases.json`.

mod gui_support;

use casebook::case::{Case, CaseStatus};
use casebook::store::Store;
use casebook_app::app::CasebookApp;
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use std::path::{Path, PathBuf};
use std::time::Duration;

const CHAIR: &str = "Председатель АК";

/// A database with the samples, the named cases set back to "heard" with no answers: the
/// committee has heard them and now decides.
fn heard_cases(dir: &tempfile::TempDir, numbers: &[&str]) -> PathBuf {
    let path = dir.path().join("cases.sqlite");
    let mut store = Store::create_or_open(&path).expect("made");
    casebook::samples::load_into(&mut store).expect("the sample cases");
    for number in numbers {
        // The store moves a status one step at a time: reviewed → decided → heard.
        let mut case = gui_support::stored_in(&store, number);
        case.review.status = CaseStatus::Decided;
        let mut case = store.save_case(&case, case.revision).expect("saved");
        case.workflow.clear();
        case.review.status = CaseStatus::Heard;
        case.write_up.clear();
        store.save_case(&case, case.revision).expect("saved");
    }
    path
}

fn window(path: &Path, language: Language) -> Harness<'static, CasebookApp> {
    gui_support::window_on(path, language, [1400.0, 900.0])
}

/// Clicks a widget wherever it is in its scroll area.
fn click(harness: &mut Harness<'static, CasebookApp>, label: &str) {
    harness.get_by_label(label).click_accesskit();
    harness.run();
}

fn click_containing(harness: &mut Harness<'static, CasebookApp>, label: &str) {
    harness.get_by_label_contains(label).click_accesskit();
    harness.run();
}

fn type_into(harness: &mut Harness<'static, CasebookApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

/// Answers the selected step: the answer's radio button (if any), the reason, Record.
fn answer(
    harness: &mut Harness<'static, CasebookApp>,
    choice: Option<&str>,
    reason_label: &str,
    reason: &str,
) {
    if let Some(choice) = choice {
        click(harness, choice);
    }
    if !reason.is_empty() {
        type_into(harness, reason_label, reason);
    }
    click(harness, "Record answer");
}

fn saved(harness: &mut Harness<'static, CasebookApp>, path: &Path, number: &str) -> Case {
    let unsaved = harness.state_mut().flush_edits(Duration::from_secs(5));
    assert!(unsaved.is_empty(), "still unsaved: {unsaved:?}");
    gui_support::stored_in(&Store::open(path).expect("open"), number)
}

const REASON: &str = "Reason (required)";

#[test]
fn a_ui_case_is_walked_to_decided_with_a_poll_and_an_assigned_score() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-03", "Workflow");
    assert_eq!(
        harness.get_by_label("Path").value().as_deref(),
        Some("Unauthorized information")
    );
    type_into(&mut harness, "Your name", CHAIR);

    // The committee's answers are the four questions of 1997 commentary 16.19 as У-03's
    // reasoning gives them.
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "Пауза около 30 секунд признана обеими парами.",
    );
    harness.get_by_label("Step 1 recorded.");
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "Пауза после собственного блока подсказывает действие (16.8(ii)).",
    );
    // Step 3 is the LA poll: ten pollees, the counts beside the shares (commentary 16.10:
    // an action chosen or seriously considered by three in ten is a logical alternative).
    harness.get_by_label("Poll");
    harness.get_by_label("6 of 10 (60%)");
    harness.get_by_label("4 of 10 (40%)");
    assert!(
        harness.get_all_by_label("logical alternative").count() >= 2,
        "4♠ and Контра are logical alternatives"
    );
    harness.get_by_label("LA threshold 30%");
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "Опрос: пас выбрали шестеро из десяти.",
    );
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "Пас исключён паузой; 4♠ выбрано вместо паса.",
    );
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "4♥ выигрывается: +620 против +300.",
    );
    answer(
        &mut harness,
        Some("No: at most an ordinary error or misjudgement"),
        REASON,
        "Ошибок С–Ю нет.",
    );

    // The adjusted score: 4♥ by North, ten tricks, assigned to both sides, at pairs
    // against the field.
    click(&mut harness, "Assigned");
    type_into(&mut harness, "Outcome 1: Contract", "4H");
    type_into(&mut harness, "Outcome 1: Declarer", "N");
    type_into(&mut harness, "Outcome 1: Tricks", "10");
    type_into(&mut harness, "Outcome 1: Probability", "1");
    type_into(
        &mut harness,
        "North–South's scores at the other tables",
        "620, 650, 300, 170",
    );
    harness.get_by_label_contains("NS: the most favourable likely result (probability 100% ≥ 1/3, 1997 Law 12C2): 4♥= (+620 → 62.5%)");
    answer(&mut harness, None, REASON, "Результат восстановлен: 4♥ С.");

    // Steps 8 and 9 are still open: Mark decided is refused and names them.
    click(&mut harness, "Mark decided");
    harness.get_by_label("The case cannot be marked decided while these steps are open:");
    harness.get_by_label("8. Is a procedural penalty imposed? — open");
    harness.get_by_label_contains(
        "9. Is the deposit returned, or is the appeal without merit? — open",
    );
    let case = saved(&mut harness, &path, "У-03");
    assert_eq!(case.review.status, CaseStatus::Heard);

    answer(
        &mut harness,
        Some("No"),
        REASON,
        "Замечания о темпе достаточно.",
    );
    answer(
        &mut harness,
        Some("The deposit is returned"),
        REASON,
        "Апелляция не лишена оснований.",
    );
    click(&mut harness, "Mark decided");
    harness.get_by_label("The case is marked decided.");

    let case = saved(&mut harness, &path, "У-03");
    assert_eq!(case.review.status, CaseStatus::Decided);
    let rows: Vec<&str> = case.workflow.iter().map(|r| r.step.as_str()).collect();
    assert_eq!(
        rows,
        [
            "ui.extraneous_information",
            "ui.demonstrably_suggested",
            "ui.la",
            "ui.chosen_over_alternative",
            "ui.damage",
            "ui.self_inflicted",
            "ui.adjusted_score",
            "decision.procedural_penalty",
            "decision.deposit",
        ]
    );
    assert!(
        case.workflow
            .iter()
            .all(|r| r.by == CHAIR && r.at.is_some())
    );
    assert_eq!(case.workflow[0].answer, "yes");
    assert_eq!(case.workflow[5].answer, "none");
    assert!(case.workflow[6].answer.contains("\"assigned\""));
    assert_eq!(case.workflow[8].answer, "returned");
    let adjusted = &case.decision.adjusted;
    assert!(adjusted.ns.contains("+620"), "{}", adjusted.ns);
    assert_eq!(adjusted.outcomes.len(), 2, "one result per side");
    assert!(
        adjusted
            .outcomes
            .iter()
            .all(|o| o.weight == "100%" && o.tricks == 10)
    );
}

#[test]
fn no_adjustment_unless_every_ui_finding_is_yes_and_the_step_says_why() {
    // 1997 commentary 16.6: the score is adjusted only if the answers to all the questions
    // are "yes"; 2017 Law 16B1.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-03", "Workflow");
    type_into(&mut harness, "Your name", CHAIR);
    answer(&mut harness, Some("Yes"), REASON, "Пауза признана.");
    answer(
        &mut harness,
        Some("No"),
        REASON,
        "Пауза ничего не подсказывает.",
    );
    click_containing(&mut harness, "7. What adjusted score");
    harness.get_by_label("Closed: the answer to step 2 closes this step.");
    harness.get_by_label_contains(
        "An adjusted score needs these findings: step 1 — Yes; 2 — Yes; 3 — Yes; 4 — Yes; 5 — Yes.",
    );
    assert!(harness.query_by_label("Record answer").is_none());
    let case = saved(&mut harness, &path, "У-03");
    assert_eq!(case.workflow[1].answer, "no");
}

#[test]
fn an_mi_case_with_a_weighted_score_and_a_changed_answer_marked_for_review() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-01"]);
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-01", "Workflow");
    type_into(&mut harness, "Your name", CHAIR);

    type_into(
        &mut harness,
        "Finding",
        "Запад объяснил 2♦ как слабый прыжок; по карте — «мульти».",
    );
    click(&mut harness, "Record answer");
    answer(
        &mut harness,
        Some(
            "The agreement is established and the explanation differs from it: a mistaken explanation",
        ),
        REASON,
        "Конвенционная карта В–З.",
    );
    type_into(&mut harness, "Finding", "Юг назначил бы 2БК.");
    click(&mut harness, "Record answer");
    answer(&mut harness, Some("Yes"), REASON, "С–Ю остановились в 3♣.");
    answer(
        &mut harness,
        Some("No: at most an ordinary error or misjudgement"),
        REASON,
        "Ошибок С–Ю нет.",
    );

    // The 12.31 example: 3NT with 9, 10, 11 tricks and 6♣ made, weighted 1/6, 1/4, 1/4, 1/3,
    // each scored in IMPs against the other room's +430 first.
    for _ in 0..3 {
        click(&mut harness, "Add an outcome");
    }
    for (i, (contract, declarer, tricks, weight)) in [
        ("3NT", "S", "9", "1/6"),
        ("3NT", "S", "10", "1/4"),
        ("3NT", "S", "11", "1/4"),
        ("6C", "N", "12", "1/4"),
    ]
    .into_iter()
    .enumerate()
    {
        let n = i + 1;
        type_into(&mut harness, &format!("Outcome {n}: Contract"), contract);
        type_into(&mut harness, &format!("Outcome {n}: Declarer"), declarer);
        type_into(&mut harness, &format!("Outcome {n}: Tricks"), tricks);
        type_into(&mut harness, &format!("Outcome {n}: Weight"), weight);
    }
    type_into(
        &mut harness,
        "Or North–South's score at the other table",
        "430",
    );
    // A slip in the last weight is shown where the weights are typed.
    harness.get_by_label("The weights add up to 91.67%, not 100%.");
    harness.get_by_label("Outcome 4: Weight").focus();
    harness.run();
    harness.key_press(egui::Key::Backspace);
    harness.run();
    harness.get_by_label("Outcome 4: Weight").type_text("3");
    harness.run();
    assert!(
        harness
            .query_by_label_contains("The weights add up")
            .is_none()
    );
    harness.get_by_label_contains("= +41/12 IMPs, rounded to +3.42 IMPs");
    answer(&mut harness, None, REASON, "Веса п. 12.31.");
    answer(
        &mut harness,
        Some("No"),
        REASON,
        "Нарушение непреднамеренное.",
    );
    answer(
        &mut harness,
        Some("The deposit is returned"),
        REASON,
        "Апелляция обоснована.",
    );
    click(&mut harness, "Mark decided");
    harness.get_by_label("The case is marked decided.");
    let case = saved(&mut harness, &path, "У-01");
    assert_eq!(case.review.status, CaseStatus::Decided);
    assert_eq!(case.workflow[1].answer, "explanation_differs");
    let adjusted = &case.decision.adjusted;
    let weights: Vec<&str> = adjusted
        .outcomes
        .iter()
        .map(|o| o.weight.as_str())
        .collect();
    assert_eq!(weights, ["1/6", "1/4", "1/4", "1/3"], "weights as typed");
    // The case is written in Russian: its score line is too.
    assert!(adjusted.ns.contains("+3,42 импа"), "{}", adjusted.ns);

    // The committee changes its finding on the evidence: the answers built on it wait for
    // review (the presumption of a mistaken explanation still allows them; 2017 Law 21B1(b)).
    click_containing(&mut harness, "2. Does the evidence establish");
    click(
        &mut harness,
        "The agreement is not established: a mistaken explanation is presumed",
    );
    click(&mut harness, "Record answer");
    harness.get_by_label_contains("The answer changed: step 3, 4, 5, 6 now needs review.");
    assert!(harness.get_all_by_label("needs review").count() >= 4);
    let case = saved(&mut harness, &path, "У-01");
    let review: Vec<&str> = case
        .workflow
        .iter()
        .filter(|r| r.needs_review)
        .map(|r| r.step.as_str())
        .collect();
    assert_eq!(
        review,
        [
            "mi.correct_explanation",
            "mi.damage",
            "mi.self_inflicted",
            "mi.adjusted_score"
        ]
    );
}

#[test]
fn a_steps_law_link_opens_the_unit_in_the_law_pane() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    let mut harness = window(&path, Language::Russian);
    gui_support::open_case_tab(&mut harness, "У-03", "Ход решения");
    // Step 1 of the UI path cites 1997 commentary 16.6 and 2017 Law 16B1.
    click(&mut harness, "комментарий 16.6");
    assert_eq!(
        harness
            .state()
            .law_browser()
            .current()
            .map(|link| link.anchor()),
        Some("1997/commentary/16.6")
    );
    harness
        .get_by_label_contains("Судья должен задать себе вопросы в следующей последовательности");
    click(&mut harness, "Правило 16B1");
    assert_eq!(
        harness
            .state()
            .law_browser()
            .current()
            .map(|link| link.anchor()),
        Some("2017/law/16/B/1")
    );
}

/// Choosing a step shows its law in the law pane at once: the Law it cites in the case's
/// edition, or, where it cites none there, its first commentary paragraph — no link to click,
/// and never "no law selected" beside a chosen step.
#[test]
fn choosing_a_step_shows_its_law_at_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    let mut harness = window(&path, Language::Russian);
    let shown = |harness: &Harness<'static, CasebookApp>| {
        harness
            .state()
            .law_browser()
            .current()
            .map(|link| link.anchor().to_string())
    };
    assert_eq!(shown(&harness), None);
    gui_support::open_case_tab(&mut harness, "У-03", "Ход решения");
    // The first open step of the UI path, under the 1997 Code of У-03: Law 16A.
    assert_eq!(shown(&harness).as_deref(), Some("1997/law/16/A"));
    assert!(harness.query_by_label("Правило не выбрано").is_none());
    // The logical-alternative step cites no Law of 1997, only the commentary: 16.9 first.
    click_containing(
        &mut harness,
        "3. Были ли у выбранного действия логические альтернативы",
    );
    assert_eq!(shown(&harness).as_deref(), Some("1997/commentary/16.9"));
}

#[test]
fn the_write_up_is_drafted_from_the_answers_and_replaced_only_when_confirmed() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    let mut harness = window(&path, Language::Russian);
    gui_support::open_case_tab(&mut harness, "У-03", "Ход решения");
    type_into(&mut harness, "Ваше имя", CHAIR);
    click(&mut harness, "Да");
    type_into(
        &mut harness,
        "Основание (обязательно)",
        "Пауза около 30 секунд признана обеими парами.",
    );
    click(&mut harness, "Записать ответ");
    click(&mut harness, "Текст решения");
    click(&mut harness, "Проект из ответов");
    let draft = harness.state().open_case().expect("open").write_up.clone();
    assert!(
        draft.starts_with("## Дело У-03 — проект решения"),
        "{draft}"
    );
    assert!(draft.contains("Пауза около 30 секунд признана обеими парами."));
    // The preview draws the Markdown: the heading without its hashes.
    harness.get_by_label("Дело У-03 — проект решения");

    // The committee edits the text; a new draft replaces it only after confirmation.
    type_into(
        &mut harness,
        "Текст решения (Markdown)",
        "Правка комиссии. ",
    );
    let edited = harness.state().open_case().expect("open").write_up.clone();
    assert_ne!(edited, draft);
    click(&mut harness, "Проект из ответов");
    harness.get_by_label_contains("Заменить его новым проектом?");
    click(&mut harness, "Оставить текст");
    assert_eq!(harness.state().open_case().expect("open").write_up, edited);
    click(&mut harness, "Проект из ответов");
    click(&mut harness, "Заменить");
    let case = saved(&mut harness, &path, "У-03");
    assert_eq!(case.write_up, draft);
}

/// Sample У-02 (1997 commentary 16.8(ii)): the committee weighted each side apart — East–West,
/// the non-offenders, 4♠ making 11 or 12 tricks half and half; North–South 6♠ one down. The
/// step shows both columns of weights as recorded and the score computed from them; a slip in
/// one side's weights is named for that side.
#[test]
fn a_score_weighted_for_each_side_shows_both_columns_and_computes() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("cases.sqlite");
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-02", "Workflow");
    click_containing(&mut harness, "What adjusted score does each side receive?");
    assert_eq!(
        harness
            .get_by_label("Each side has its own weights")
            .accesskit_node()
            .toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    for (label, value) in [
        ("Outcome 1: Weight NS", "0%"),
        ("Outcome 1: Weight EW", "50%"),
        ("Outcome 3: Weight NS", "100%"),
        ("Outcome 3: Weight EW", "0%"),
    ] {
        assert_eq!(
            harness.get_by_label(label).value().as_deref(),
            Some(value),
            "{label}"
        );
    }
    assert!(
        harness.query_by_label_contains("not computed").is_none(),
        "the recorded score computes"
    );
    harness.get_by_label_contains("EW: 50% of");

    harness.get_by_label("Outcome 2: Weight EW").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Outcome 2: Weight EW")
        .type_text("40%");
    harness.run();
    harness.get_by_label("East–West's weights add up to 90%, not 100%.");
}

/// A case heard as a review of the ruling walks the reviewer's steps in the window: the
/// ruling found within the bounds of reasonableness, "The ruling is changed" is shown but not
/// offered; the ruling stands and the adjusted score is closed.
#[test]
fn a_review_of_the_ruling_walks_the_reviewers_steps_in_the_window() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    {
        let mut store = Store::open(&path).expect("open");
        let mut case = gui_support::stored_in(&store, "У-03");
        case.identity.hearing = casebook::case::Hearing::ReviewOfRuling;
        store.save_case(&case, case.revision).expect("saved");
    }
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-03", "Workflow");
    assert_eq!(
        harness.get_by_label("Path").value().as_deref(),
        Some("Review of the ruling")
    );
    harness.get_by_label_contains("heard — the ruling is under review");
    harness.get_by_label("Decision on review");
    type_into(&mut harness, "Your name", "Reviewer");
    assert!(
        harness.query_by_label("The committee's vote").is_none(),
        "a reviewer decides alone"
    );
    answer(
        &mut harness,
        Some("The facts stand"),
        REASON,
        "The hesitation is agreed by both pairs.",
    );
    answer(
        &mut harness,
        Some("The procedure was followed"),
        REASON,
        "Both pairs heard, ten players polled, two colleagues consulted.",
    );
    answer(
        &mut harness,
        Some("Yes"),
        REASON,
        "Six of ten polled passed: a reasonable Director rules so.",
    );
    assert!(
        harness
            .get_by_label("The ruling is changed")
            .accesskit_node()
            .is_disabled(),
        "a ruling within the bounds is not changed"
    );
    answer(
        &mut harness,
        Some("The ruling stands"),
        REASON,
        "Within the bounds of reasonableness.",
    );
    click_containing(&mut harness, "5. What adjusted score");
    harness.get_by_label("Closed: the answer to step 4 closes this step.");
    let case = saved(&mut harness, &path, "У-03");
    let rows: Vec<(&str, &str)> = case
        .workflow
        .iter()
        .map(|r| (r.step.as_str(), r.answer.as_str()))
        .collect();
    assert_eq!(
        rows,
        [
            ("review.facts", "stand"),
            ("review.procedure", "followed"),
            ("review.bounds", "yes"),
            ("review.outcome", "stands"),
        ]
    );
}

/// A new case is heard by the body the archive names: reviewed by default, by a committee in a
/// national event — until its first answer, the hearing follows the event typed.
#[test]
fn a_new_case_is_heard_by_the_body_the_archive_names_for_its_event() {
    use casebook::case::{Hearing, HearingBodies};
    use casebook_app::app::command::Command;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &[]);
    {
        let mut store = Store::open(&path).expect("open");
        store
            .set_hearing_bodies(&HearingBodies {
                default: Hearing::ReviewOfRuling,
                events: vec![HearingBodies::parse_rule("National=committee").unwrap()],
            })
            .expect("kept");
    }
    let mut harness = window(&path, Language::English);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::NewCase);
    harness
        .state_mut()
        .show_editor_tab(casebook_app::app::views::case_editor::EditorTab::Case);
    harness.run();
    assert_eq!(
        harness.get_by_label("Heard by").value().as_deref(),
        Some("review of the ruling")
    );
    type_into(&mut harness, "Event", "National Pairs");
    assert_eq!(
        harness.get_by_label("Heard by").value().as_deref(),
        Some("appeals committee")
    );
}

/// File › Which body hears the appeals… changes the archive's setting from the window: the
/// default body chosen, an event heard otherwise added and saved; an empty rule is left out;
/// the setting is kept in the archive, and the next new case follows it.
#[test]
fn the_body_that_hears_the_appeals_is_set_in_the_window() {
    use casebook::case::{EventBody, Hearing};
    use casebook_app::app::command::Command;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &[]);
    let mut harness = window(&path, Language::English);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowHearingBodies);
    harness.run();
    harness.get_by_label_contains("No event is heard otherwise");
    click(&mut harness, "Every other event");
    click(&mut harness, "review of the ruling");
    click(&mut harness, "Add an event");
    click(&mut harness, "Add an event");
    type_into(&mut harness, "Event 1: words in its name", "National");
    click(&mut harness, "Event 1: heard by");
    click(&mut harness, "appeals committee");
    click(&mut harness, "Save");
    harness.get_by_label("Saved: new cases follow it.");

    let kept = Store::open(&path)
        .expect("open")
        .hearing_bodies()
        .expect("the setting");
    assert_eq!(kept.default, Hearing::ReviewOfRuling);
    assert_eq!(
        kept.events,
        [EventBody {
            event: "National".into(),
            hearing: Hearing::Committee,
        }],
        "the empty second rule is left out"
    );
    harness.state_mut().apply(&ctx, Command::NewCase);
    harness
        .state_mut()
        .show_editor_tab(casebook_app::app::views::case_editor::EditorTab::Case);
    harness.run();
    assert_eq!(
        harness.get_by_label("Heard by").value().as_deref(),
        Some("review of the ruling")
    );
}

/// A review that sends the case back closes it as sent back in the window: the button under
/// the steps says so, and the case's status becomes "sent back to the Director", saved as such.
#[test]
fn a_review_sends_the_case_back_to_the_director_from_the_workflow_tab() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = heard_cases(&dir, &["У-03"]);
    {
        let mut store = Store::open(&path).expect("open");
        let mut case = gui_support::stored_in(&store, "У-03");
        case.identity.hearing = casebook::case::Hearing::ReviewOfRuling;
        let workflow = casebook::workflow::Workflow::for_case(&case).expect("the review's path");
        let choice = |option: &str, detail: &str| casebook::workflow::Answer::Choice {
            option: option.into(),
            detail: detail.into(),
        };
        for (step, answer) in [
            ("review.facts", choice("stand", "")),
            ("review.procedure", choice("followed", "")),
            ("review.bounds", casebook::workflow::Answer::Yes),
            (
                "review.outcome",
                choice("sent_back", "Poll five players of West's class."),
            ),
            ("decision.deposit", choice("returned", "")),
        ] {
            workflow
                .answer(
                    &mut case,
                    step,
                    answer,
                    "As found.",
                    "Reviewer",
                    chrono::Utc::now(),
                )
                .unwrap_or_else(|e| panic!("{step}: {e}"));
        }
        store.save_case(&case, case.revision).expect("saved");
    }
    let mut harness = window(&path, Language::English);
    gui_support::open_case_tab(&mut harness, "У-03", "Workflow");
    assert!(harness.query_by_label("Mark decided").is_none());
    click(&mut harness, "Send the case back to the Director");
    harness.get_by_label("The case is sent back to the Director.");
    harness.get_by_label_contains("sent back to the Director — the Director rules again");
    let case = saved(&mut harness, &path, "У-03");
    assert_eq!(case.review.status, CaseStatus::SentBack);
}
