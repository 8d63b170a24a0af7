//! The hearing view, as a committee shows case У-02 (commentary 12.32–12.33, commentary-1997-ru.txt
//! l.1280–1294) to the room at 1920×1080: F11 opens it over the whole window, the arrow keys move
//! between the questions, T shows the poll's tally (7 of 10 passed), nothing can be edited, Esc
//! leaves. On the projectors of real rooms — 1024×768, 1280×800 — and after a resize, every
//! hand and the whole auction stay on the screen, as large as it allows.

mod gui_support;

use casebook::bridge::Seat;
use casebook::case::Case;
use casebook_app::app::CasebookApp;
use casebook_app::app::command::Command;
use casebook_app::app::widgets::auction_grid;
use casebook_app::i18n::Language;
use egui::accesskit::Role;
use egui::{Key, Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gui_support::{stored_case, window_on};
use std::path::Path;

/// The height of DejaVu Sans's suit symbols, a share of the font size: 1492 of 2048 units.
const SUIT_HEIGHT: f32 = 1492.0 / 2048.0;

/// The window on У-02's hearing view, `size` points large.
fn hearing_view(path: &Path, size: [f32; 2]) -> (Harness<'static, CasebookApp>, Case) {
    let mut harness = window_on(path, Language::English, size);
    let case = stored_case(path, "У-02");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, Command::SelectCase(case.uuid));
    harness.run();
    harness.key_press(Key::F11);
    harness.run();
    assert!(harness.state().hearing_view().open);
    (harness, case)
}

/// Every hand's last line (its clubs) and the auction's last call lie inside the window.
fn all_on_screen(harness: &Harness<'static, CasebookApp>, case: &Case, size: Vec2) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size);
    let inside = |label: &str| {
        let nodes: Vec<Rect> = harness
            .query_all_by_label(label)
            .map(|node| node.rect())
            .collect();
        assert!(!nodes.is_empty(), "{label} is shown at {size:?}");
        for rect in nodes {
            assert!(
                window.contains_rect(rect),
                "{label} at {rect:?} is outside the {size:?} window"
            );
        }
    };
    for seat in Seat::ALL {
        let hand = case.board.deal.hand(seat).expect("a full deal");
        let lines = casebook::publish::layout::hand_lines(&hand);
        inside(&lines[3]);
    }
    let last = case.auction.calls.calls().len() - 1;
    inside(&auction_grid::cell_text(
        &case.auction,
        last,
        Language::English,
    ));
    inside("← → the questions · T the poll's tally · Esc leaves");
}

/// The classroom projector (XGA), the common one (WXGA) and a full-HD screen: all on the
/// screen, the suits at least 32 pixels at the smallest.
#[test]
fn the_hearing_view_fits_the_projector_it_is_shown_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut bodies = Vec::new();
    for size in [[1024.0, 768.0], [1280.0, 800.0], [1920.0, 1080.0]] {
        let (harness, case) = hearing_view(&path, size);
        all_on_screen(&harness, &case, Vec2::from(size));
        let body = harness
            .state()
            .hearing_view()
            .body_size()
            .expect("laid out");
        bodies.push(body);
    }
    assert!(
        bodies[0] * SUIT_HEIGHT >= 32.0,
        "suits of {} px at 1024×768",
        bodies[0] * SUIT_HEIGHT
    );
    assert!(bodies[0] < bodies[1] && bodies[1] < bodies[2], "{bodies:?}");
}

/// A window made smaller while the view is shown lays the page out again.
#[test]
fn the_hearing_view_follows_a_resized_window() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let (mut harness, case) = hearing_view(&path, [1920.0, 1080.0]);
    let large = harness
        .state()
        .hearing_view()
        .body_size()
        .expect("laid out");
    harness.set_size(vec2(1024.0, 768.0));
    harness.run();
    all_on_screen(&harness, &case, vec2(1024.0, 768.0));
    let small = harness
        .state()
        .hearing_view()
        .body_size()
        .expect("laid out");
    assert!(small < large, "{small} after {large}");
}

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

/// The poll's tally on the hearing view counts the answers given on the pollees' phones: У-02's
/// poll of ten (7 passed) and two more served to phones — one passing, one set aside — shows
/// 8 of 11.
#[test]
fn the_tally_counts_the_answers_given_on_phones() {
    use casebook::poll::served::{AnswerGiven, FrozenProblem, PolleeClass};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    drop(window_on(&path, Language::English, [800.0, 600.0]));
    let uuid = stored_case(&path, "У-02").uuid;
    let mut store = casebook::store::Store::open(&path).unwrap();
    let served = store
        .serve_poll(
            uuid,
            0,
            &FrozenProblem::default(),
            &vec![PolleeClass::default(); 2],
            "",
        )
        .unwrap();
    for pollee in &served.pollees {
        let given = AnswerGiven {
            action: "Пас".into(),
            ..AnswerGiven::default()
        };
        store
            .record_served_answer(pollee.token, &given)
            .unwrap()
            .unwrap();
    }
    store
        .set_served_answer_aside(served.pollees[1].token, "knew the hand", "Director")
        .unwrap();
    drop(store);
    let (mut harness, _) = hearing_view(&path, [1920.0, 1080.0]);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::T);
    harness.run();
    harness.get_by_label_contains("Пас: chosen by 8 of 11");
}
