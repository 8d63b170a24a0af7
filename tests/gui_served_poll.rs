//! A poll served to phones from the window, on the sample case У-03 (1997 commentary 16.8(ii):
//! West's call after partner's slow pass; the committee's poll of ten): served from the poll
//! step to three pollees on 127.0.0.1, answered over HTTP as phones would, the answers shown
//! as they arrive and counted in the verdicts with the committee's ten, one set aside with a
//! reason and no longer counted, the poll closed and the server gone; and poll mode, the laptop
//! handed round: the page alone full screen, an answer kept, the next pollee, a wrong PIN
//! refused and the right one taking the laptop back.

mod gui_support;

#[path = "../casebook/tests/http_support/mod.rs"]
mod http_support;

use casebook::store::Store;
use casebook_app::app::CasebookApp;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gui_support::{step_until, stored_case, window_on};
use std::net::SocketAddr;
use std::time::Duration;

fn fill_in(harness: &mut Harness<'static, CasebookApp>, label: &str, text: &str) {
    fill(harness, Role::TextInput, label, text);
}

/// Replaces what the field of `role` labelled `label` holds with `text`.
fn fill(harness: &mut Harness<'static, CasebookApp>, role: Role, label: &str, text: &str) {
    harness.get_by_role_and_label(role, label).click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(role, label).type_text(text);
    harness.run();
}

/// The window on У-03's poll step with a poll served to three pollees on 127.0.0.1; the
/// database's path and the server's address.
fn served(
    dir: &tempfile::TempDir,
) -> (
    Harness<'static, CasebookApp>,
    std::path::PathBuf,
    SocketAddr,
) {
    let path = dir.path().join("cases.sqlite");
    let mut harness = window_on(&path, Language::English, [1600.0, 5000.0]);
    let case = stored_case(&path, "У-03");
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        &ctx,
        casebook_app::app::command::Command::SelectCase(case.uuid),
    );
    harness.state_mut().show_editor_tab(EditorTab::Workflow);
    harness
        .state_mut()
        .case_editor_mut()
        .workflow
        .request_step("ui.la");
    harness.run();
    harness
        .get_by_label("Answered on the pollees' phones")
        .click();
    harness.run();
    fill_in(&mut harness, "Listen on (address:port)", "127.0.0.1:0");
    fill(
        &mut harness,
        Role::MultilineTextInput,
        "Pollees (a number, or names one a line)",
        "3",
    );
    fill_in(&mut harness, "Their strength", "club");
    harness.get_by_label("Serve to 3 phones").click();
    harness.run();
    let origin = harness
        .state_mut()
        .case_editor_mut()
        .workflow
        .served
        .serving
        .clone()
        .expect("the window serves the poll");
    let address = origin
        .strip_prefix("http://")
        .and_then(|a| a.parse().ok())
        .expect("an address");
    (harness, path, address)
}

fn tokens(path: &std::path::Path) -> Vec<casebook::poll::served::LinkToken> {
    let store = Store::open(path).unwrap();
    let case = stored_case(path, "У-03");
    let polls = store.served_polls(case.uuid).unwrap();
    assert_eq!(polls.len(), 1);
    polls[0].pollees.iter().map(|p| p.token).collect()
}

#[test]
fn answers_arrive_live_are_counted_and_one_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, path, address) = served(&dir);
    let tokens = tokens(&path);
    assert_eq!(tokens.len(), 3);
    // The committee's ten answers are counted first: Pass chosen by six of ten.
    assert!(harness.query_by_label_contains("6 of 10").is_some());
    for token in &tokens[..2] {
        // The page offers the case's calls, in Russian: «пас».
        let (status, _) =
            http_support::post(address, &format!("/p/{token}"), "action=%D0%BF%D0%B0%D1%81");
        assert_eq!(status, 303);
    }
    // The step shows them as they arrive, and the verdicts count twelve.
    assert!(
        step_until(&mut harness, Duration::from_secs(10), |h| h
            .query_by_label_contains("8 of 12")
            .is_some()),
        "the two answers were not counted"
    );
    assert!(
        harness.query_by_label("waiting").is_some(),
        "the third pollee waits"
    );
    fill_in(
        &mut harness,
        "Why the answer of Pollee 1 is set aside",
        "had heard about the hand",
    );
    harness
        .get_by_label("Set aside the answer of Pollee 1")
        .click();
    harness.run();
    let store = Store::open(&path).unwrap();
    let poll = &store.served_polls(stored_case(&path, "У-03").uuid).unwrap()[0];
    let aside = poll.pollees[0]
        .answer
        .as_ref()
        .unwrap()
        .set_aside
        .as_ref()
        .expect("set aside");
    assert_eq!(aside.reason, "had heard about the hand");
    assert!(
        step_until(&mut harness, Duration::from_secs(10), |h| h
            .query_by_label_contains("7 of 11")
            .is_some()),
        "the answer set aside is still counted"
    );
    assert!(
        harness
            .query_by_label_contains("had heard about the hand")
            .is_some()
    );
    harness.get_by_label("Close the poll").click();
    harness.run();
    // Closing is asked about first: one pollee is still waiting.
    assert!(
        harness
            .query_by_label_contains("1 pollees have not answered")
            .is_some()
    );
    harness.get_by_label("Close it").click();
    harness.run();
    let poll = &store.served_polls(stored_case(&path, "У-03").uuid).unwrap()[0];
    assert!(!poll.is_open());
    assert!(
        std::net::TcpStream::connect_timeout(&address, Duration::from_secs(2)).is_err(),
        "the server stopped"
    );
    // The case's own poll was not touched: its ten answers stay as the committee typed them.
    assert_eq!(stored_case(&path, "У-03").polls[0].pollees.len(), 10);
}

#[test]
fn the_laptop_is_handed_round_and_comes_back_only_with_the_pin() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, path, _) = served(&dir);
    harness.get_by_label("Hand the laptop round…").click();
    harness.run();
    fill(&mut harness, Role::PasswordInput, "PIN", "12");
    fill(&mut harness, Role::PasswordInput, "PIN again", "12");
    harness.get_by_label("Start poll mode").click();
    harness.run();
    assert!(
        harness
            .query_by_label("The PIN is at least four digits.")
            .is_some()
    );
    fill(&mut harness, Role::PasswordInput, "PIN", "2468");
    fill(&mut harness, Role::PasswordInput, "PIN again", "2468");
    harness.get_by_label("Start poll mode").click();
    harness.run();
    harness.run();
    // The page alone: the pollee, the calls; no menu, no case list, no other case.
    assert!(harness.query_by_label("Pollee 1").is_some());
    assert!(
        harness.query_by_label("File").is_none(),
        "the menu is hidden"
    );
    assert!(
        harness.query_by_label_contains("№ У-01").is_none(),
        "the case list is hidden"
    );
    harness.get_by_role_and_label(Role::Button, "4♠").click();
    harness.run();
    // The calls are the case's own, in Russian.
    harness
        .get_by_label("Which others did you seriously consider?: пас")
        .click();
    harness.run();
    harness.get_by_label("Send my answer").click();
    harness.run();
    assert!(harness.query_by_label_contains("Received: 4♠").is_some());
    let tokens = tokens(&path);
    let store = Store::open(&path).unwrap();
    let (poll, _) = store.served_poll_of(tokens[0]).unwrap().unwrap();
    let answer = poll.pollees[0].answer.as_ref().expect("kept");
    assert_eq!(answer.given.action, "4♠");
    assert_eq!(answer.given.considered, vec!["пас"]);
    harness.get_by_label("Next pollee").click();
    harness.run();
    harness.run();
    assert!(harness.query_by_label("Pollee 2").is_some());
    // A pollee cannot leave: a wrong PIN keeps the mode.
    harness
        .get_by_label("Director: take the laptop back")
        .click();
    harness.run();
    fill(&mut harness, Role::PasswordInput, "Director's PIN", "1111");
    harness.get_by_label("Leave poll mode").click();
    harness.run();
    assert!(harness.query_by_label("Wrong PIN.").is_some());
    assert!(harness.query_by_label("File").is_none());
    fill(&mut harness, Role::PasswordInput, "Director's PIN", "2468");
    harness.get_by_label("Leave poll mode").click();
    harness.run();
    harness.run();
    assert!(
        harness.query_by_label("File").is_some(),
        "the window is the Director's again"
    );
}
