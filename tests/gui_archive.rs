//! The window on a federation's archive: File > Open archive… names the server, asks the
//! password, connects off the interface thread; the title bar says which archive and engine;
//! the cases are listed, opened, edited and saved on the server, and the like cases found
//! there come from every event.

mod gui_support;
mod support;

use casebook::case::CaseStatus;
use casebook::samples;
use casebook::store::ArchiveRole;
use casebook::store::{Location, Store};
use casebook_app::app::CasebookApp;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use std::time::Duration;
use support::roles::RolesArchive;
use support::server::{self, PASSWORD, USER};

#[test]
fn the_window_opens_an_archive_on_a_server_and_edits_its_cases_there() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    let address = server.url(&database);
    let mut on_server = Store::open_at(&Location::parse(&address).unwrap(), true).unwrap();
    samples::load_into(&mut on_server).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let mut harness = gui_support::window_on(
        &dir.path().join("cases.sqlite"),
        Language::English,
        [1400.0, 900.0],
    );
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label_contains("Open archive…").click();
    harness.run();
    for label in [
        "Host",
        "Port",
        "Database",
        "User",
        "Password",
        "Encryption (sslmode)",
    ] {
        harness.get_by_label(label);
    }
    {
        let form = harness.state_mut().open_archive_form();
        form.host = "127.0.0.1".into();
        form.port = server.port.to_string();
        form.database = database.clone();
        form.user = USER.into();
        form.ssl_mode = casebook::store::postgres::address::SslMode::Disable;
    }
    harness.run();
    harness.get_by_label("Password").click();
    harness.run();
    harness.get_by_label("Password").type_text(PASSWORD);
    harness.run();
    harness.get_by_label("Open").click();
    let opened = gui_support::step_until(&mut harness, Duration::from_secs(20), |h| {
        h.state().title().contains("(PostgreSQL)")
    });
    assert!(opened, "the archive opened: {}", harness.state().title());
    assert_eq!(
        harness.state().title(),
        format!("{database} @ 127.0.0.1 (PostgreSQL) — Casebook")
    );
    let remembered = harness.state().state().recent_archives.clone();
    assert_eq!(remembered.len(), 1);
    assert!(
        !remembered[0].contains(PASSWORD),
        "no password is kept: {remembered:?}"
    );
    assert!(
        harness.state_mut().open_archive_form().password.is_empty(),
        "the password typed is forgotten once used"
    );

    // The server's cases are listed, open, and an edit reaches the server by itself (once the
    // precedent index, built in the background, is made: a busy machine takes more frames).
    let indexed = gui_support::step_until(&mut harness, Duration::from_secs(30), |h| {
        matches!(
            h.state().precedents().state(),
            casebook_app::app::precedents::IndexState::Ready
        )
    });
    assert!(indexed, "the precedent index is made");
    harness.run();
    harness.get_by_label_contains("№ У-03").click();
    harness.run();
    harness.get_by_label("Case").click();
    harness.run();
    harness.get_by_label("Tournament").click();
    harness.run();
    harness.key_press(Key::End);
    harness.run();
    harness
        .get_by_label("Tournament")
        .type_text(" — на сервере");
    harness.run();
    let uuid = harness.state().open_case().expect("open").uuid;
    let reader = Store::open_at(&Location::parse(&address).unwrap(), false).unwrap();
    let saved = gui_support::step_until(&mut harness, Duration::from_secs(10), |_| {
        reader
            .load_case(uuid)
            .is_ok_and(|c| c.identity.tournament.ends_with(" — на сервере"))
    });
    assert!(saved, "the edit reached the server");

    // The like cases come from the server's archive, across its events.
    let found = gui_support::step_until(&mut harness, Duration::from_secs(20), |h| {
        h.query_by_label_contains("У-04").is_some()
    });
    assert!(found, "a like case of another event is shown");
}

/// A committee member's window on an archive under roles: the status bar names its role, and
/// a decided case of another event (a precedent to it) offers no review — the server would
/// refuse the approval anyway.
#[test]
fn a_committee_member_sees_its_role_and_is_not_offered_the_review() {
    let event = "Парный турнир — учебный пример по «Комментариям к Кодексу–97», п. 16.8(ii)";
    let Some(archive) =
        RolesArchive::new("", &[("member", Some(ArchiveRole::Committee), Some(event))])
    else {
        return;
    };
    let precedent = case_numbered(&archive.owner(), "У-04");
    assert_eq!(precedent.status, CaseStatus::Decided);

    let location = archive.address_as("member", true);
    let mut harness = gui_support::window_at(location, Language::English, [1400.0, 900.0]);
    harness.run();
    harness.get_by_label(&format!("Role: committee member ({event})"));
    open_review(&mut harness, precedent.heading.uuid);
    harness.get_by_label_contains("Your role in this archive does not");
    assert!(harness.query_by_label("Approve").is_none());
}

/// The chief director's window: every event's cases, the review offered, signed with the
/// login (no name to type); the approval reaches the server, whose history names the login
/// with the case reviewed, and the Review tab shows that history.
#[test]
fn the_chief_director_approves_a_decided_case_under_its_login() {
    let Some(archive) = RolesArchive::new("", &[("chief", Some(ArchiveRole::ChiefDirector), None)])
    else {
        return;
    };
    let login = archive.login("chief");
    let decided = case_numbered(&archive.owner(), "У-04");
    assert_eq!(decided.status, CaseStatus::Decided);

    let location = archive.address_as("chief", true);
    let mut harness = gui_support::window_at(location.clone(), Language::English, [1400.0, 900.0]);
    harness.run();
    harness.get_by_label("Role: chief director");
    harness.get_by_label("10 cases");
    open_review(&mut harness, decided.heading.uuid);
    // The reviewer is the login, shown and not typed.
    harness.get_by_label(&login);
    harness.get_by_label_contains("the archive signs the review with it");
    harness.get_by_label(
        "To return the case, write a note saying what the committee should reconsider.",
    );
    harness.get_by_label("Note").click();
    harness.run();
    harness
        .get_by_label("Note")
        .type_text("Решение согласовано с Законом 16B.");
    harness.run();
    harness.get_by_label("Approve").click();
    harness.run();

    let reader = Store::open_at(&location, false).unwrap();
    let approved = gui_support::step_until(&mut harness, Duration::from_secs(15), |_| {
        reader
            .load_case(decided.heading.uuid)
            .is_ok_and(|c| c.status() == CaseStatus::Reviewed)
    });
    assert!(approved, "the approval reached the server");
    let case = reader.load_case(decided.heading.uuid).unwrap();
    let note = case.review.notes.last().expect("the review note");
    assert_eq!(note.by, login, "the note is signed with the login");
    assert_eq!(note.text, "Решение согласовано с Законом 16B.");
    let last = reader
        .case_changes(decided.heading.uuid)
        .unwrap()
        .into_iter()
        .last()
        .expect("a change recorded");
    assert_eq!(last.login, login, "the server's history names the login");
    assert_eq!(last.status, CaseStatus::Reviewed.code());
    let shown = gui_support::step_until(&mut harness, Duration::from_secs(10), |h| {
        h.query_all_by_label(&login).count() >= 2
    });
    assert!(shown, "the Review tab's history names the login too");
}

fn case_numbered(store: &Store, number: &str) -> casebook::store::CaseSummary {
    store
        .list_cases(&Default::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == number)
        .unwrap()
}

fn open_review(harness: &mut Harness<'static, CasebookApp>, uuid: uuid::Uuid) {
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, casebook_app::app::command::Command::SelectCase(uuid));
    harness.state_mut().show_editor_tab(EditorTab::Review);
    harness.run();
}

/// The reviewer of a ruling in his window: his role and how many cases, the one case given
/// him and no other; its Workflow tab his to answer, the Director's Facts tab shown and not
/// offered; his answer saved on the server under his login.
#[test]
fn a_reviewer_answers_the_review_of_the_case_given_him_and_nothing_else() {
    let layout = "
        UPDATE cases SET status = 'heard', hearing = 'review_of_ruling' WHERE case_number = 'У-03';
        DELETE FROM workflow_answers
            WHERE case_id = (SELECT id FROM cases WHERE case_number = 'У-03');
    ";
    let Some(archive) = RolesArchive::new(layout, &[("rita", None, None)]) else {
        return;
    };
    let case = case_numbered(&archive.owner(), "У-03").heading.uuid;
    archive
        .owner()
        .grant_reviewer(&archive.login("rita"), case)
        .unwrap();

    let location = archive.address_as("rita", true);
    let mut harness = gui_support::window_at(location.clone(), Language::English, [1400.0, 900.0]);
    harness.run();
    harness.get_by_label("Role: reviewer of the ruling (one case)");
    harness.get_by_label("1 case");
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(&ctx, casebook_app::app::command::Command::SelectCase(case));
    harness.state_mut().show_editor_tab(EditorTab::Facts);
    harness.run();
    harness.get_by_label_contains("You review the ruling of this case");
    assert!(
        harness
            .get_by_label("Agreed facts")
            .accesskit_node()
            .is_disabled(),
        "the Director's facts are not his"
    );
    harness.state_mut().show_editor_tab(EditorTab::Workflow);
    harness.run();
    for (label, text) in [
        ("Your name", "Rita"),
        ("Reason (required)", "Agreed by both pairs."),
    ] {
        if label == "Reason (required)" {
            harness.get_by_label("The facts stand").click_accesskit();
            harness.run();
        }
        harness.get_by_label(label).focus();
        harness.run();
        harness.get_by_label(label).type_text(text);
        harness.run();
    }
    harness.get_by_label("Record answer").click_accesskit();
    harness.run();
    let unsaved = harness.state_mut().flush_edits(Duration::from_secs(15));
    assert!(unsaved.is_empty(), "still unsaved: {unsaved:?}");

    let reader = Store::open_at(&location, false).unwrap();
    let saved = gui_support::step_until(&mut harness, Duration::from_secs(15), |_| {
        reader
            .load_case(case)
            .is_ok_and(|c| c.workflow.iter().any(|w| w.step == "review.facts"))
    });
    assert!(saved, "his answer reached the server");
    let last = archive
        .owner()
        .case_changes(case)
        .unwrap()
        .pop()
        .expect("a change");
    assert_eq!(last.login, archive.login("rita"));
}
