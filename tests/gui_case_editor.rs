//! The case editor's Facts, Ruling & appeal, Decision and Review tabs, and the case list's
//! filters, driven through the window on the sample cases (`assets/samples/sample-cases.json`:
//! У-04 and У-08 are decided, У-10 is a draft, the others reviewed; all from 2026, decided
//! under the 1997 Laws). What the user does is checked in the database afterwards.

mod gui_support;

use casebook::case::{CaseStatus, RulingOutcome, Subject};
use casebook_app::app::CasebookApp;
use casebook_app::i18n::Language;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use std::time::Duration;

/// Scrolls the widget labelled `label` into view and clicks it.
fn click(harness: &mut Harness<'static, CasebookApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Replaces the text of the field labelled `label` with `text`.
fn type_into(harness: &mut Harness<'static, CasebookApp>, label: &str, text: &str) {
    click(harness, label);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

/// Saves every edit now, as closing the window does.
fn flush(harness: &mut Harness<'static, CasebookApp>) {
    let unsaved = harness.state_mut().flush_edits(Duration::from_secs(5));
    assert!(unsaved.is_empty(), "still unsaved: {unsaved:?}");
    harness.run();
}

fn visible_numbers(harness: &Harness<'static, CasebookApp>) -> Vec<String> {
    harness
        .state()
        .database()
        .expect("open")
        .visible()
        .map(|row| row.heading.case_number.clone())
        .collect()
}

fn disabled(harness: &Harness<'static, CasebookApp>, label: &str) -> bool {
    harness.get_by_label(label).accesskit_node().is_disabled()
}

/// Opens the list's combo box `filter` and picks `choice`.
fn pick(harness: &mut Harness<'static, CasebookApp>, filter: &str, choice: &str) {
    click(harness, filter);
    click(harness, choice);
}

#[test]
fn facts_and_statements_typed_in_the_facts_tab_reach_the_database() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-10", "Facts");
    let before = harness.state().open_case().expect("open").clone();
    // У-10 comes with one disputed fact and three statements.
    assert_eq!(before.facts.disputed.len(), 1);

    type_into(
        &mut harness,
        "Agreed facts",
        "Север открыл 1♠; Юг спросил о значении.",
    );
    click(&mut harness, "Add a disputed fact");
    type_into(&mut harness, "Disputed fact 2: point", "Было ли колебание?");
    type_into(
        &mut harness,
        "Disputed fact 2: the committee's finding",
        "Колебание установлено.",
    );
    click(&mut harness, "Disputed fact 1: Remove");
    click(&mut harness, "Add a statement");
    let n = before.statements.len() + 1;
    type_into(&mut harness, &format!("Statement {n}: speaker"), "Восток");
    type_into(
        &mut harness,
        &format!("Statement {n}: text"),
        "Я не видел колебания.",
    );
    // The new statement goes first: it was heard before the others.
    for i in (1..n).rev() {
        click(&mut harness, &format!("Statement {}: Up", i + 1));
    }
    flush(&mut harness);

    let case = gui_support::stored_case(&path, "У-10");
    assert_eq!(case.facts.agreed, "Север открыл 1♠; Юг спросил о значении.");
    assert_eq!(
        case.facts.disputed.len(),
        1,
        "one added, the old one removed"
    );
    assert_eq!(case.facts.disputed[0].point, "Было ли колебание?");
    assert_eq!(case.facts.disputed[0].finding, "Колебание установлено.");
    assert_eq!(case.statements.len(), n);
    assert_eq!(case.statements[0].speaker, "Восток");
    assert_eq!(case.statements[0].text, "Я не видел колебания.");
    assert_eq!(&case.statements[1..], &before.statements[..]);
}

#[test]
fn the_outcome_set_in_the_decision_tab_is_stored() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-10", "Decision");
    assert_eq!(
        harness.state().open_case().expect("open").decision.outcome,
        Some(RulingOutcome::Upheld)
    );
    pick(&mut harness, "Outcome", "ruling varied");
    click(&mut harness, "The appeal was without merit");
    // A penalty is added only with its amount: the store refuses one without.
    type_into(&mut harness, "New penalty's amount", "3 IMPs");
    click(&mut harness, "Add the penalty");
    flush(&mut harness);

    let case = gui_support::stored_case(&path, "У-10");
    assert_eq!(case.decision.outcome, Some(RulingOutcome::Varied));
    assert!(case.decision.without_merit);
    assert_eq!(case.decision.procedural_penalties.len(), 1);
    assert_eq!(case.decision.procedural_penalties[0].amount, "3 IMPs");
}

#[test]
fn a_cited_law_the_edition_lacks_is_flagged_where_it_is_typed() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-10", "Ruling & appeal");
    let laws_before = harness
        .state()
        .open_case()
        .expect("open")
        .ruling
        .laws
        .clone();

    // У-10 is decided under the 1997 Laws, whose Law 12 has no C4 (the 2017 Laws added
    // knockout averaging as 12C4: laws-2017-bg.txt l.728).
    type_into(&mut harness, "Cite a law", "12C4");
    click(&mut harness, "Add");
    // Cyrillic С, as the Russian sources write it.
    type_into(&mut harness, "Cite a law", "12С3");
    click(&mut harness, "Add");
    let unresolved = "Not found: there is no 12C4 in the 1997 Laws; the 2017 edition has it.";
    harness.get_by_label(unresolved);
    assert!(
        harness
            .query_all_by_label_contains("Not found: there is no 12C3")
            .next()
            .is_none(),
        "12С3 is found in 1997"
    );
    flush(&mut harness);

    let case = gui_support::stored_case(&path, "У-10");
    let mut expected = laws_before;
    expected.extend(["12C4".to_string(), "12С3".to_string()]);
    assert_eq!(case.ruling.laws, expected);
}

#[test]
fn the_chief_director_returns_one_decided_case_with_a_note_and_approves_another() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = gui_support::window_on_samples(&dir, Language::English);
    gui_support::open_case_tab(&mut harness, "У-04", "Review");
    harness.get_by_label_contains("Status: decided");
    assert!(
        disabled(&harness, "Return with notes"),
        "no name or note yet: nothing to return with"
    );
    type_into(&mut harness, "Chief director", "Главный судья");
    type_into(
        &mut harness,
        "Note",
        "Опросите игроков о логических альтернативах.",
    );
    click(&mut harness, "Return with notes");
    harness.get_by_label_contains("Status: heard");
    harness.get_by_label("Опросите игроков о логических альтернативах.");
    // Back at heard, the committee's answers stand: the sample's path is walked to the end, so
    // nothing keeps it from being decided again once the committee has looked.
    assert!(!disabled(&harness, "Mark decided"));
    assert!(
        harness
            .query_by_label_contains("cannot be marked decided while steps")
            .is_none()
    );

    // The draft У-10 answered only its first two steps: heard, it cannot be decided while the
    // rest are open, and the refusal names them.
    gui_support::open_case_tab(&mut harness, "У-10", "Review");
    click(&mut harness, "Mark heard");
    harness.get_by_label_contains("Status: heard");
    assert!(disabled(&harness, "Mark decided"));
    harness.get_by_label_contains("cannot be marked decided while steps");
    harness.get_by_label_contains("What adjusted score does each side receive? — not answered");
    harness.get_by_label_contains(
        "Is the deposit returned, or is the appeal without merit? — not answered",
    );
    assert!(
        harness
            .query_by_label_contains("Were the non-offenders damaged")
            .is_none(),
        "the answered damage step is not listed"
    );

    gui_support::open_case_tab(&mut harness, "У-08", "Review");
    click(&mut harness, "Approve");
    harness.get_by_label_contains("Status: reviewed");
    flush(&mut harness);

    let returned = gui_support::stored_case(&path, "У-04");
    assert_eq!(returned.review.status, CaseStatus::Heard);
    let note = returned.review.notes.last().expect("the note is kept");
    assert_eq!(note.by, "Главный судья");
    assert_eq!(note.text, "Опросите игроков о логических альтернативах.");
    assert!(note.at.is_some(), "the note says when");
    assert_eq!(
        gui_support::stored_case(&path, "У-08").review.status,
        CaseStatus::Reviewed
    );
    assert_eq!(
        gui_support::stored_case(&path, "У-10").review.status,
        CaseStatus::Heard
    );
    // Neither is in the review queue any more.
    assert_eq!(
        harness
            .state()
            .database()
            .expect("open")
            .review_queue_count(),
        0
    );
}

#[test]
fn the_filters_narrow_the_list_and_combine_with_the_search() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, _path) = gui_support::window_on_samples(&dir, Language::English);
    pick(&mut harness, "Filter by subject", "break in tempo");
    let mut numbers = visible_numbers(&harness);
    numbers.sort();
    assert_eq!(numbers, ["У-02", "У-03", "У-04", "У-08"]);
    harness.get_by_label("4 of 10");

    pick(&mut harness, "Filter by status", "decided");
    assert_eq!(visible_numbers(&harness), ["У-04", "У-08"]);
    assert!(
        harness
            .query_all_by_label_contains("№ У-02")
            .next()
            .is_none(),
        "a reviewed case is not listed"
    );

    pick(&mut harness, "Filter by year", "2026");
    assert_eq!(visible_numbers(&harness), ["У-04", "У-08"]);
    click(&mut harness, "Clear filters");
    assert_eq!(visible_numbers(&harness).len(), 10);

    // The search and a filter together: the claim case is the one the search finds among
    // the cases on unauthorized information.
    click(&mut harness, "Search");
    harness.get_by_label("Search").type_text("претензии");
    harness.run();
    pick(&mut harness, "Filter by subject", "claim");
    assert_eq!(visible_numbers(&harness), ["У-07"]);
    pick(&mut harness, "Filter by subject", "revoke");
    assert!(visible_numbers(&harness).is_empty());
    harness.get_by_label("No case passes the filters; clear them to see every case.");
}

#[test]
fn the_review_queue_lists_the_decided_cases_and_the_list_sorts() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, _path) = gui_support::window_on_samples(&dir, Language::English);
    click(&mut harness, "Review queue (2)");
    assert_eq!(visible_numbers(&harness), ["У-04", "У-08"]);
    harness.get_by_label_contains("№ У-04");
    let database = harness.state().database().expect("open");
    assert!(
        database
            .visible()
            .all(|row| row.status == CaseStatus::Decided),
        "only decided cases wait for the chief director"
    );
    click(&mut harness, "Review queue (2)");
    assert_eq!(visible_numbers(&harness).len(), 10);

    pick(&mut harness, "Sort the list by", "board");
    let boards: Vec<u32> = harness
        .state()
        .database()
        .expect("open")
        .visible()
        .map(|row| row.board_number)
        .collect();
    let mut sorted = boards.clone();
    sorted.sort();
    assert_eq!(boards, sorted);
    pick(&mut harness, "Sort the list by", "case number");
    let numbers = visible_numbers(&harness);
    assert_eq!(numbers.first().map(String::as_str), Some("У-01"));
    assert_eq!(numbers.last().map(String::as_str), Some("У-10"));
    let subjects: Vec<Subject> = harness
        .state()
        .database()
        .expect("open")
        .visible()
        .flat_map(|row| row.subjects.clone())
        .collect();
    assert!(subjects.contains(&Subject::Psychic));
}
