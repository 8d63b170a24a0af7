//! The hearing's poll on the UI case У-02 (commentary 12.32–12.33, commentary-1997-ru.txt l.1280–1294; the
//! threshold of commentary 16.10, «не менее трех из десяти»), from a poll with no answers to
//! the verdict: five pollees' answers recorded by clicking calls in the bidding box at South's
//! decision after North's slow 4♠, the verdict "Pass is a logical alternative" computed from
//! them, and the committee's vote that answers the step.

mod gui_support;

use casebook::store::Store;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gui_support::{stored_case, ui_case_at_la_step, window_on};

/// Types `text` into the field labelled `label`.
fn fill_in(
    harness: &mut egui_kittest::Harness<'static, casebook_app::app::CasebookApp>,
    label: &str,
    text: &str,
) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

#[test]
fn five_answers_clicked_in_the_bidding_box_give_the_poll_s_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    // The committee starts the hearing with no poll on the LA step.
    drop(window_on(
        &path,
        casebook_app::i18n::Language::English,
        [800.0, 600.0],
    ));
    let mut case = stored_case(&path, "У-02");
    case.polls.clear();
    case.workflow.retain(|w| w.step != "ui.la");
    let mut store = Store::open(&path).expect("opens");
    let revision = case.revision;
    store.save_case(&case, revision).expect("saved");
    drop(store);

    // The step the committee is on (the first unanswered) opens with the workflow.
    let mut harness = window_on(
        &path,
        casebook_app::i18n::Language::English,
        [1600.0, 6000.0],
    );
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        &ctx,
        casebook_app::app::command::Command::SelectCase(case.uuid),
    );
    harness
        .state_mut()
        .show_editor_tab(casebook_app::app::views::case_editor::EditorTab::Workflow);
    harness.run();
    harness.get_by_label("Add a poll").click();
    harness.run();
    harness
        .get_by_label("Fill the problem from the case")
        .click();
    harness.run();

    // South faces 1♠ – pass – 3♠ – pass – 4♣ – pass – 4♠ – pass: a bid below 4♠ is greyed.
    assert!(
        harness
            .get_by_role_and_label(Role::Button, "3♠")
            .accesskit_node()
            .is_disabled(),
        "3♠ is not a call South may make here"
    );
    let answers: [(&str, &[&str]); 5] = [
        ("Игрок 1", &["Pass", "5♠"]),
        ("Игрок 2", &["Pass"]),
        ("Игрок 3", &["5♠", "Pass"]),
        ("Игрок 4", &["Pass", "5♦"]),
        ("Игрок 5", &["5♠"]),
    ];
    for (name, calls) in answers {
        fill_in(&mut harness, "Pollee's name", name);
        for call in calls {
            harness.get_by_role_and_label(Role::Button, call).click();
            harness.run();
        }
        harness.get_by_label("Add the answer").click();
        harness.run();
    }

    let case = harness.state().open_case().expect("open").clone();
    let poll = &case.polls[0];
    let recorded: Vec<(&str, &str, Vec<&str>)> = poll
        .pollees
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.action.as_str(),
                p.considered.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    // Written in the case's language (Russian), so that they count with typed answers.
    assert_eq!(
        recorded,
        vec![
            ("Игрок 1", "пас", vec!["5♠"]),
            ("Игрок 2", "пас", vec![]),
            ("Игрок 3", "5♠", vec!["пас"]),
            ("Игрок 4", "пас", vec!["5♦"]),
            ("Игрок 5", "5♠", vec![]),
        ]
    );
    assert!(poll.problem.contains("Что вы заявите?"), "{}", poll.problem);

    // The verdict: pass chosen by 3 of 5, with those who considered it 4 of 5 (a logical
    // alternative, not obvious: 60% ≤ 70%); 5♠ chosen by 2, 3 of 5 with those who
    // considered it (a logical alternative too); 5♦ considered by 1 of 5 (20% < 30%: not one).
    harness.get_by_label("4 of 5 (80%)");
    let la = harness.query_all_by_label("logical alternative").count();
    assert!(la >= 2, "both пас and 5♠ reach 30%: {la}");
    harness.get_by_label("1 of 5 (20%)");
    harness.get_by_label("not a logical alternative");

    // The committee votes on the step with the verdict before it; two of three close it.
    for member in [
        "Председатель АК (учебный состав)",
        "Член АК (учебный состав)",
    ] {
        harness
            .get_by_role_and_label(Role::Button, &format!("{member} votes “Yes”"))
            .click();
        harness.run();
    }
    harness.get_by_label("2–0: the committee's answer is “Yes”");
    let case = harness.state().open_case().expect("open").clone();
    assert!(
        case.workflow
            .iter()
            .any(|w| w.step == "ui.la" && w.answer == "yes"),
        "{:?}",
        case.workflow
    );
}

/// The opening lead against 6♠ polled the same way: the problem filled from the case, and an
/// answer recorded by clicking West's cards (♦K chosen, ♣J considered).
#[test]
fn a_lead_answer_is_clicked_on_the_leader_s_cards() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = ui_case_at_la_step(&path, 6000.0);
    let polls_before = harness.state().open_case().expect("open").polls.len();
    harness.get_by_label("Add a poll").click();
    harness.run();
    let fill = "Fill the opening-lead problem from the case";
    let count = harness.query_all_by_label(fill).count();
    harness
        .query_all_by_label(fill)
        .last()
        .expect("the new poll's button")
        .click();
    harness.run();
    assert_eq!(harness.query_all_by_label(fill).count(), count - 1);
    let case = harness.state().open_case().expect("open").clone();
    let poll = &case.polls[polls_before];
    assert!(
        poll.problem
            .contains("Какой картой вы сделаете первый ход?"),
        "{}",
        poll.problem
    );

    harness.get_by_label("Record an answer on the leader's cards");
    // The sample's own poll has an entry too; the new poll's is the last.
    let name = || {
        harness
            .query_all_by_role_and_label(Role::TextInput, "Pollee's name")
            .last()
            .expect("the new poll's entry")
    };
    name().click();
    harness.run();
    let name = harness
        .query_all_by_role_and_label(Role::TextInput, "Pollee's name")
        .last()
        .expect("the new poll's entry");
    name.type_text("Игрок 11");
    harness.run();
    for card in ["♦K", "♣J"] {
        harness.get_by_role_and_label(Role::Button, card).click();
        harness.run();
    }
    harness.get_by_label("Chooses ♦K; also considered ♣J");
    harness
        .query_all_by_label("Add the answer")
        .last()
        .expect("the new poll's entry")
        .click();
    harness.run();
    let case = harness.state().open_case().expect("open").clone();
    let pollee = &case.polls[polls_before].pollees[0];
    assert_eq!(
        (
            pollee.name.as_str(),
            pollee.action.as_str(),
            pollee.considered.clone()
        ),
        ("Игрок 11", "♦K", vec!["♣J".to_string()])
    );
}

/// At a laptop's width, beside the like cases, the pollees' table shares the width among its
/// columns: a name ("Игрок 10") and a class ("кандидат в мастера") are read whole, not cut to
/// three letters.
#[test]
fn the_pollees_table_shows_names_and_classes_whole_at_a_laptop_s_width() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let harness = gui_support::window_at_step(
        &path,
        "У-03",
        "3. Were there logical alternatives",
        [1280.0, 3000.0],
    );
    let width = |label: &str| {
        harness
            .get_by_role_and_label(Role::TextInput, label)
            .rect()
            .width()
    };
    let name = width("Pollee 10: Name");
    let level = width("Pollee 10: Level");
    let comment = width("Pollee 10: Comment");
    assert!(name >= 95.0, "the name column is {name} points wide");
    assert!(level >= 130.0, "the class column is {level} points wide");
    assert!(
        comment >= 95.0,
        "the comment column is {comment} points wide"
    );
}
