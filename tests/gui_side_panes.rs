//! The committee's workflow on the screens committees have: on a 1024×768 projector, a
//! 1280×800 one and a 1366×768 laptop the side panels give way to a toggle so that the step
//! the committee is on (sample У-02's logical-alternatives step, commentary 12.32–12.33) reads
//! in full lines; on a 1920×1080 screen they stand beside it. A click brings each back.

mod gui_support;

use casebook_app::app::CasebookApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gui_support::window_at_step;

const STEP: &str = "3. Were there logical alternatives";

/// The width of the open step's question as the window lays it out.
fn question_width(harness: &Harness<'static, CasebookApp>) -> f32 {
    harness
        .query_all_by_label_contains(STEP)
        .map(|node| node.rect().width())
        .fold(0.0, f32::max)
}

#[test]
fn on_narrow_windows_the_side_panes_give_way_to_the_step() {
    for (size, law_pane) in [
        ([1024.0, 768.0], false),
        ([1280.0, 800.0], true),
        ([1366.0, 768.0], true),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let harness = window_at_step(&dir.path().join("cases.sqlite"), "У-02", STEP, size);
        assert!(
            harness.query_by_label("Like cases").is_none(),
            "{size:?}: the like cases give way"
        );
        harness.get_by_label("Show like cases");
        assert_eq!(
            harness.query_by_label("Show the law panel").is_none(),
            law_pane,
            "{size:?}"
        );
        let width = question_width(&harness);
        assert!(width >= 560.0, "{size:?}: the question is {width} wide");
    }
}

#[test]
fn on_a_wide_screen_they_stand_beside_it_and_a_click_brings_them_back_elsewhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let harness = window_at_step(&path, "У-02", STEP, [1920.0, 1080.0]);
    harness.get_by_label("Like cases");
    harness.get_by_label("Laws and commentary");
    assert!(question_width(&harness) >= 560.0);

    let mut harness = window_at_step(&path, "У-02", STEP, [1024.0, 768.0]);
    harness.get_by_label("Show the law panel").click();
    harness.run();
    harness.get_by_label("Laws and commentary");
    harness.get_by_label("Show like cases").click();
    harness.run();
    harness.get_by_label("Like cases");
    // And hidden again where the user wants the room.
    harness.get_by_label("Hide").click();
    harness.run();
    harness.get_by_label("Show the law panel");
}
