//! Precedents in the window, along a committee's path: a UI case open (У-02, the sample of
//! commentary 12.32–12.33, commentary-1997-ru.txt), last year's like case first in the pane beside the
//! workflow with why it matched, opened with one click and the case being edited brought back
//! with its edit; the law panel's cases citing 1997 Law 16A; the review's like case decided
//! otherwise; the Archive window's charts and consistency report.

mod gui_support;

use casebook::case::{Case, CaseStatus};
use casebook::store::Store;
use casebook_app::app::CasebookApp;
use casebook_app::app::command::Command;
use casebook_app::app::law_link::LawLink;
use casebook_app::app::precedents::IndexState;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gui_support::{stored_case, window_on};
use std::path::Path;
use std::time::{Duration, Instant};

fn wait_until(harness: &mut Harness<'static, CasebookApp>, done: impl Fn(&CasebookApp) -> bool) {
    let start = Instant::now();
    while !done(harness.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the precedent index was not built"
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.run();
}

fn index_ready(app: &CasebookApp) -> bool {
    matches!(app.precedents().state(), IndexState::Ready)
}

/// A copy of `case` as another year's case with its own number.
fn another(case: &Case, number: &str, year: i32, seed: u128) -> Case {
    let mut copy = case.clone();
    copy.uuid = uuid::Uuid::from_u128(0xF00D_0000_0000_0000_0000 + seed);
    copy.revision = 0;
    copy.identity.case_number = number.to_string();
    copy.identity.year = Some(year);
    copy.identity.event = format!("Кубок {year}");
    copy
}

/// The sample database with last year's like case, the same case years ago, and a like case
/// where the committee found no logical alternative.
fn archive(path: &Path) {
    // The window creates the database with the sample cases on first start.
    drop(window_on(path, Language::English, [400.0, 300.0]));
    let ui_case = stored_case(path, "У-02");
    let mut store = Store::open(path).expect("opens");
    store
        .save_case(&another(&ui_case, "25-07", 2025, 1), 0)
        .expect("saved");
    store
        .save_case(&another(&ui_case, "19-03", 2019, 2), 0)
        .expect("saved");
    let mut otherwise = another(&ui_case, "24-11", 2024, 3);
    for answer in &mut otherwise.workflow {
        if answer.step == "ui.la" {
            answer.answer = "no".into();
        }
    }
    otherwise.review.status = CaseStatus::Decided;
    store.save_case(&otherwise, 0).expect("saved");
}

fn open_buttons(harness: &Harness<'static, CasebookApp>) -> Vec<String> {
    harness
        .query_all_by_label_contains("Open ")
        .filter_map(|node| node.accesskit_node().label())
        .collect()
}

#[test]
fn last_years_like_case_is_first_opens_with_one_click_and_the_edited_case_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    archive(&path);
    let mut harness = window_on(&path, Language::English, [1600.0, 2400.0]);
    let u02 = stored_case(&path, "У-02").uuid;
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(u02));
    harness.run();

    // An edit of the open case, not yet saved when the precedent is opened.
    harness.state_mut().show_editor_tab(EditorTab::Facts);
    harness.run();
    harness.get_by_label("Agreed facts").click();
    harness.run();
    harness
        .get_by_label("Agreed facts")
        .type_text(" Дополнение комиссии.");
    harness.run();

    harness.state_mut().show_editor_tab(EditorTab::Workflow);
    harness.run();
    // The step chosen shows its law in the law pane, with the cases citing it and their own
    // Open buttons; with the pane hidden, the like cases are the only ones.
    harness.state_mut().apply(&ctx, Command::ToggleLawPane);
    harness.run();
    wait_until(&mut harness, index_ready);
    harness.get_by_label("Like cases");
    let buttons = open_buttons(&harness);
    // Last year's case first; the same case from 2019 scores the same and follows it.
    assert_eq!(
        buttons.first().map(String::as_str),
        Some("Open 25-07"),
        "{buttons:?}"
    );
    let first_2019 = buttons
        .iter()
        .position(|b| b == "Open 19-03")
        .expect("19-03");
    assert!(first_2019 > 0);
    // Why it matched, as the 1997 case cites its Laws (each like case says so).
    assert!(
        harness
            .query_all_by_label_contains("cites 12C2, 12C3, 12.35, 16A, 73C")
            .count()
            >= 2
    );
    assert!(
        harness
            .query_all_by_label_contains("same auction to a slow")
            .count()
            >= 2
    );

    harness.get_by_label("Open 25-07").click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .open_case()
            .map(|c| c.identity.case_number.clone()),
        Some("25-07".to_string())
    );
    harness.get_by_label("← Back to У-02").click();
    harness.run();
    let back = harness.state().open_case().expect("a case is open");
    assert_eq!(back.identity.case_number, "У-02");
    assert!(
        back.facts.agreed.contains(" Дополнение комиссии."),
        "the edit is kept: {}",
        back.facts.agreed
    );
    assert!(harness.query_by_label("← Back to У-02").is_none());
}

#[test]
fn the_law_pane_lists_the_cases_citing_the_unit_and_the_review_flags_a_like_case_decided_otherwise()
{
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    archive(&path);
    let mut harness = window_on(&path, Language::English, [1600.0, 2400.0]);
    wait_until(&mut harness, index_ready);
    let ctx = harness.ctx.clone();
    let law = LawLink::new("1997/law/16/A").expect("1997 Law 16A");
    harness.state_mut().apply(&ctx, Command::OpenLaw(law));
    harness.run();
    let heading = harness
        .get_by_label_contains("Cases citing this (")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(heading.starts_with("Cases citing this ("), "{heading}");
    // Newest first: the sample year's cases, then 2025, 2024, 2019.
    let buttons = open_buttons(&harness);
    let at = |number: &str| {
        buttons
            .iter()
            .position(|b| b == &format!("Open {number}"))
            .unwrap_or_else(|| panic!("{number} in {buttons:?}"))
    };
    assert!(at("У-02") < at("25-07") && at("25-07") < at("24-11") && at("24-11") < at("19-03"));

    let u02 = stored_case(&path, "У-02").uuid;
    harness.state_mut().apply(&ctx, Command::SelectCase(u02));
    harness.state_mut().show_editor_tab(EditorTab::Review);
    harness.run();
    harness.get_by_label("Like cases decided otherwise");
    harness.get_by_label_contains("an LA found here, no LA there");
    // Once in the review's flags, once in the law panel's list.
    assert_eq!(harness.query_all_by_label("Open 24-11").count(), 2);
}

#[test]
fn the_archive_window_charts_the_years_and_reports_consistency() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    archive(&path);
    let mut harness = window_on(&path, Language::Russian, [1600.0, 2400.0]);
    wait_until(&mut harness, index_ready);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowArchive);
    harness.run();
    harness.get_by_label("Случаи по годам и темам");
    harness.get_by_label("Чаще всего цитируемые правила");
    harness.get_by_label("Случаев: 13, лет: 4");
    harness.get_by_label("Единообразие").click();
    harness.run();
    let start = Instant::now();
    while harness
        .query_by_label_contains("пар похожих случаев, решённых иначе")
        .is_none()
    {
        assert!(start.elapsed() < Duration::from_secs(60), "no report");
        std::thread::sleep(Duration::from_millis(20));
        harness.step();
    }
    harness.get_by_label_contains("здесь ЛА есть, там ЛА нет");
}

/// The sample cases are 1997 cases: 2017 Law 16A is cited by none of them, and the panel says
/// where they are — 1997 16A, which is 2017 16B — with the way there.
#[test]
fn a_unit_no_case_cites_points_to_the_same_number_in_the_other_edition() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1600.0, 1200.0]);
    wait_until(&mut harness, index_ready);
    let ctx = harness.ctx.clone();
    let law = LawLink::new("2017/law/16/A").expect("2017 Law 16A");
    harness.state_mut().apply(&ctx, Command::OpenLaw(law));
    harness.run();
    harness.get_by_label("Cases citing this (0)");
    harness.get_by_label_contains(" cases cite 16A of the 1997 Laws (= 16B of 2017).");
    harness.get_by_label("Open 16A of 1997").click();
    harness.run();
    assert_eq!(
        harness
            .state()
            .law_browser()
            .page()
            .map(|page| page.link.anchor()),
        Some("1997/law/16/A")
    );
}

/// Last year's like case had a panel: the pane beside the workflow shows what it made of the
/// decision, and the Archive window charts and tabulates the panels' word.
#[test]
fn a_like_cases_panel_is_shown_beside_its_decision_and_charted_in_the_archive() {
    use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    archive(&path);
    let last_year = stored_case(&path, "25-07");
    let mut store = Store::open(&path).expect("opens");
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2025),
                event: String::new(),
            },
            members: vec![PanelMember {
                name: "Громов".into(),
                ..PanelMember::default()
            }],
            ..Panel::default()
        })
        .expect("the panel kept");
    store
        .save_panel_comment(
            last_year.uuid,
            &PanelComment {
                commentator: "Громов".into(),
                comment: "Верно.".into(),
                ruling_mark: Some(40),
                decision_mark: Some(90),
                verdict: Some(PanelVerdict::Improved),
                ..PanelComment::default()
            },
        )
        .expect("the comment kept");
    drop(store);

    let mut harness = window_on(&path, Language::Russian, [1600.0, 2400.0]);
    let u02 = stored_case(&path, "У-02").uuid;
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(u02));
    harness.run();
    harness.state_mut().show_editor_tab(EditorTab::Workflow);
    harness.run();
    // The step chosen shows its law in the law pane, with the cases citing it and their own
    // Open buttons; with the pane hidden, the like cases are the only ones.
    harness.state_mut().apply(&ctx, Command::ToggleLawPane);
    harness.run();
    wait_until(&mut harness, index_ready);
    harness.get_by_label("коллегия (1): решение судьи 40, решение по апелляции 90; улучшило");

    harness.state_mut().apply(&ctx, Command::ShowArchive);
    harness.run();
    harness.get_by_label_contains("Слово коллегии");
    assert_eq!(
        harness.query_all_by_label("Улучшение на дело").count(),
        2,
        "the table by year and hearing body, and the one by Law"
    );
    harness.get_by_label("Итого");
}
