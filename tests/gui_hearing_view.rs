//! The hearing view, as a committee shows case У-02 (commentary 12.32–12.33, seed 000
//! l.1280–1294) to the room at 1920×1080: F11 opens it over the whole window, the arrow keys move
//! between the questions, T shows the poll's tally (7 of 10 passed), nothing can be edited, Esc
//! leaves.

mod gui_support;

use casebook_app::app::command::Command;
use casebook_app::i18n::Language;
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use gui_support::{stored_case, window_on};

#[test]
fn the_room_sees_the_case_moves_between_questions_and_edits_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1920.0, 1080.0]);
    let uuid = stored_case(&path, "У-02").uuid;
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(uuid));
    harness.run();

    harness.key_press(Key::F11);
    harness.run();
    assert!(harness.state().hearing_view().open);
    harness.get_by_label("Case У-02 · Board 11");
    harness.get_by_label("♠ A K J 8 5");
    harness.get_by_label("Question 1 of 9");
    // Nothing to type into, no list or menu: the room only reads.
    assert_eq!(harness.query_all_by_role(Role::TextInput).count(), 0);
    assert_eq!(
        harness.query_all_by_role(Role::MultilineTextInput).count(),
        0
    );
    assert!(harness.query_by_label("File").is_none(), "no menu bar");

    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    harness.run();
    harness.get_by_label("Question 3 of 9");
    assert!(
        harness
            .query_by_label_contains("Пас: chosen by 7 of 10")
            .is_none()
    );
    harness.key_press(Key::T);
    harness.run();
    // The actions as the pollees wrote them (in Russian), the words in the interface language.
    harness.get_by_label_contains("Пас: chosen by 7 of 10, seriously considered by 2 more");
    harness.key_press(Key::ArrowLeft);
    harness.run();
    harness.get_by_label("Question 2 of 9");

    harness.key_press(Key::Escape);
    harness.run();
    assert!(!harness.state().hearing_view().open);
    harness.get_by_label("File");
}
