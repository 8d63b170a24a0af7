//! What a client sends a server to read: a case opened in a window is one statement, whatever
//! its lists hold, and comes back whole.

mod store_support;

use casebook::store::{Location, Store};
use store_support::{full_case, server};

/// The statements the server was sent between two readings of its log, as it logs them with
/// `log_statement = 'all'` (an extended-protocol statement as `execute`, a simple one as
/// `statement`).
fn statements(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|line| line.contains("LOG:  execute") || line.contains("LOG:  statement:"))
        .collect()
}

#[test]
fn one_case_is_one_round_trip() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    server
        .psql(
            "postgres",
            &format!("ALTER DATABASE {database} SET log_statement = 'all'"),
        )
        .expect("statements logged");
    let address = Location::parse(server.url(&database)).expect("an address");
    let mut store = Store::open_at(&address, true).expect("the archive");
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
