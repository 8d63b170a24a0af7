//! What a client sends a server: a case opened in a window is one statement, whatever its
//! lists hold, and comes back whole; a case saved is ten.

mod store_support;

use casebook::store::{Location, Store};
use store_support::{full_case, server};

/// The server's log is shared by every test: one test at a time reads what it sent.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The statements the server was sent between two readings of its log, as it logs them with
/// `log_statement = 'all'` (an extended-protocol statement as `execute`, a simple one as
/// `statement`).
fn statements(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|line| line.contains("LOG:  execute") || line.contains("LOG:  statement:"))
        .collect()
}

/// A new archive on the shared server whose every statement the server logs.
fn logged_archive(server: &server::Server) -> Store {
    let database = server.new_database();
    server
        .psql(
            "postgres",
            &format!("ALTER DATABASE {database} SET log_statement = 'all'"),
        )
        .expect("statements logged");
    let address = Location::parse(server.url(&database)).expect("an address");
    Store::open_at(&address, true).expect("the archive")
}

#[test]
fn one_case_is_one_round_trip() {
    let Some(server) = server::shared() else {
        return;
    };
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut store = logged_archive(server);
    let case = full_case();
    assert!(!case.polls.is_empty() && !case.polls[0].pollees.is_empty());
    assert!(!case.auction.annotations.is_empty());
    let saved = store.save_case(&case, 0).expect("saved");

    let before = server.log().len();
    let loaded = store.load_case(case.uuid).expect("loaded");
    let log = server.log();
    let sent = statements(&log[before..]);
    assert_eq!(sent.len(), 1, "{sent:#?}");
    assert_eq!(loaded, saved);

    // A case not stored is the same one statement, and says so.
    let before = server.log().len();
    let missing = uuid::Uuid::new_v4();
    assert!(matches!(
        store.load_case(missing),
        Err(casebook::store::StoreError::NoSuchCase { uuid }) if uuid == missing
    ));
    let log = server.log();
    assert_eq!(statements(&log[before..]).len(), 1);
}

/// A save of a case with every list filled is ten statements, whatever the lists hold, each a
/// round trip over a federation's network: the transaction's start and end, the revision
/// claimed, the case's row found and written, one statement deleting its lists and one
/// writing them all, a poll's row for each poll (its answers refer to its key), its text
/// index's entry removed and written again with its prose. (A statement a table made it
/// thirty-six.)
#[test]
fn a_save_is_ten_round_trips() {
    let Some(server) = server::shared() else {
        return;
    };
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut store = logged_archive(server);
    let case = full_case();
    let saved = store.save_case(&case, 0).expect("saved");

    let mut edited = saved.clone();
    edited.write_up.push_str(" Комиссия изменила решение.");
    let before = server.log().len();
    let again = store
        .save_case(&edited, saved.revision)
        .expect("saved again");
    let log = server.log();
    let sent = statements(&log[before..]);
    assert_eq!(case.polls.len(), 1);
    assert_eq!(sent.len(), 10, "{sent:#?}");
    assert_eq!(store.load_case(case.uuid).expect("loaded"), again);
}
