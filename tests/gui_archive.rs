//! The window on a federation's archive: File > Open archive… names the server, asks the
//! password, connects off the interface thread; the title bar says which archive and engine;
//! the cases are listed, opened, edited and saved on the server, and the like cases found
//! there come from every event.

mod gui_support;
mod support;

use casebook::samples;
use casebook::store::{Location, Store};
use casebook_app::app::CasebookApp;
use casebook_app::i18n::Language;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use support::server::{self, PASSWORD, USER};

fn step_until(
    harness: &mut Harness<'static, CasebookApp>,
    limit: Duration,
    done: impl Fn(&Harness<'static, CasebookApp>) -> bool,
) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        harness.step();
        if done(harness) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

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
    let opened = step_until(&mut harness, Duration::from_secs(20), |h| {
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

    // The server's cases are listed, open, and an edit reaches the server by itself.
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
    let saved = step_until(&mut harness, Duration::from_secs(10), |_| {
        reader
            .load_case(uuid)
            .is_ok_and(|c| c.identity.tournament.ends_with(" — на сервере"))
    });
    assert!(saved, "the edit reached the server");

    // The like cases come from the server's archive, across its events.
    let found = step_until(&mut harness, Duration::from_secs(20), |h| {
        h.query_by_label_contains("У-04").is_some()
    });
    assert!(found, "a like case of another event is shown");
}

/// A committee member's window on an archive under roles: the status bar names its role, and
/// a decided case of another event (a precedent to it) offers no review — the server would
/// refuse the approval anyway.
#[test]
fn a_committee_member_sees_its_role_and_is_not_offered_the_review() {
    use casebook::store::ArchiveRole;
    use casebook_app::app::UiState;
    use casebook_app::app::database::CaseDatabase;
    use casebook_app::app::views::case_editor::EditorTab;
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    let owner = Location::parse(server.url(&database)).unwrap();
    let mut store = Store::open_at(&owner, true).unwrap();
    samples::load_into(&mut store).unwrap();
    let login = format!("member_{}", &database[2..10]);
    server
        .psql(
            "postgres",
            &format!("CREATE ROLE {login} LOGIN PASSWORD 'pw'"),
        )
        .unwrap();
    store.init_roles().unwrap();
    let event = "Парный турнир — учебный пример по «Комментариям к Кодексу–97», п. 16.8(ii)";
    store
        .grant_role(&login, ArchiveRole::Committee, Some(event))
        .unwrap();
    let precedent = store
        .list_cases(&Default::default())
        .unwrap()
        .into_iter()
        .find(|c| c.case_number == "У-04")
        .unwrap();
    assert_eq!(precedent.status, casebook::case::CaseStatus::Decided);

    let location = Location::parse(format!(
        "postgres://{login}:pw@127.0.0.1:{}/{database}?sslmode=disable",
        server.port
    ))
    .unwrap();
    let opened = CaseDatabase::open(Some(&location)).map_err(|e| e.to_string());
    let state = UiState {
        language: Language::English,
        ..UiState::default()
    };
    let mut harness = Harness::builder()
        .with_size([1400.0, 900.0])
        .with_max_steps(16)
        .with_context_setup(casebook_app::app::install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            CasebookApp::with_database(state, Some(location), opened),
        );
    harness.run();
    harness.get_by_label(&format!("Role: committee member ({event})"));
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        &ctx,
        casebook_app::app::command::Command::SelectCase(precedent.uuid),
    );
    harness.state_mut().show_editor_tab(EditorTab::Review);
    harness.run();
    harness.get_by_label_contains("Your role in this archive does not");
    assert!(harness.query_by_label("Approve").is_none());
}
