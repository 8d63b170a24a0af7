//! The poll sheet from the workflow's LA step of the UI case У-02 (commentary 12.32–12.33, seed
//! 000 l.1280–1294): the poll's problem filled from the record with no trace of North's slow
//! 4♠, and the sheet written as a PDF and as HTML.

mod gui_support;

use egui_kittest::kittest::Queryable as _;
use gui_support::ui_case_at_la_step;

#[test]
fn the_la_step_fills_the_poll_problem_from_the_record_and_prints_the_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = ui_case_at_la_step(&path, 3000.0);

    harness.get_by_label("Print the poll sheet…");
    // The profile's thresholds, as shares (commentary 16.10: at least three in ten).
    harness.get_by_label_contains(
        "chosen or seriously considered by at least 30%; obvious: chosen by more than 70%",
    );
    harness
        .get_by_label("Fill the problem from the case")
        .click();
    harness.run();
    let case = harness.state().open_case().expect("open").clone();
    let problem = &case.polls[0].problem;
    assert!(problem.contains("Юг"), "{problem}");
    assert!(problem.contains("Что вы заявите?"), "{problem}");
    assert!(
        !problem.contains("45") && !problem.contains("думал"),
        "{problem}"
    );

    let pdf = dir.path().join("sheet.pdf");
    harness
        .state()
        .write_poll_sheet(&pdf, casebook::hearing::PolledDecision::Call)
        .expect("written");
    assert!(std::fs::read(&pdf).expect("there").starts_with(b"%PDF"));
    let html = dir.path().join("sheet.html");
    harness
        .state()
        .write_poll_sheet(&html, casebook::hearing::PolledDecision::Call)
        .expect("written");
    let page = std::fs::read_to_string(&html).expect("there");
    assert!(page.contains("Вы — Юг, ваша рука:"));
}
