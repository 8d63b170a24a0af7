//! The store's behavioural tests, written once and run on both engines: each test of
//! [`on_both_engines!`] runs as `name::sqlite` on a new database file and as `name::postgres`
//! on a new database of the throwaway server (see `server`).
#![allow(dead_code)]

use super::Scratch;
use super::server;
use casebook::store::{CheckReport, Location, Store, check_at};

/// A new, empty archive of one engine, and the means to open it as often as a test needs.
pub struct TestArchive {
    pub location: Location,
    /// The folder of a file archive, removed with it.
    scratch: Option<Scratch>,
    /// Other archives of the same engine, by name (a second database a bundle moves to).
    others: std::cell::RefCell<std::collections::HashMap<String, Location>>,
}

impl TestArchive {
    /// A new database file.
    pub fn sqlite() -> TestArchive {
        let scratch = Scratch::new();
        TestArchive {
            location: Location::File(scratch.path("cases.sqlite")),
            scratch: Some(scratch),
            others: Default::default(),
        }
    }

    /// A new database on the shared throwaway server, or `None` when there can be no server
    /// here (see [`server::shared`]).
    pub fn postgres() -> Option<TestArchive> {
        let server = server::shared()?;
        let url = server.url(&server.new_database());
        Some(TestArchive {
            location: Location::parse(&url).expect("the test server's address"),
            scratch: None,
            others: Default::default(),
        })
    }

    /// Another archive of the same engine named `name` (a second database a bundle moves
    /// to), new the first time it is asked for, opened as [`TestArchive::open`] opens.
    pub fn open_other(&self, name: &str) -> Store {
        let location = self
            .others
            .borrow_mut()
            .entry(name.to_string())
            .or_insert_with(|| match &self.location {
                Location::File(_) => Location::File(self.folder().path(&format!("{name}.sqlite"))),
                Location::Server(_) => {
                    let server = server::shared().expect("the server still runs");
                    Location::parse(server.url(&server.new_database())).expect("an address")
                }
            })
            .clone();
        Store::open_at(&location, true).unwrap_or_else(|e| panic!("{location}: {e}"))
    }

    /// The archive opened (made and migrated the first time), as a window or a command opens it.
    pub fn open(&self) -> Store {
        Store::open_at(&self.location, true).unwrap_or_else(|e| panic!("{}: {e}", self.location))
    }

    /// `casebook check` of the archive.
    pub fn check(&self) -> CheckReport {
        check_at(&self.location, &mut |_| {})
    }

    /// Runs `sql` on the archive behind Casebook's back, as another program (or a person at
    /// `psql`) could.
    pub fn tamper(&self, sql: &str) {
        match &self.location {
            Location::File(path) => rusqlite::Connection::open(path)
                .and_then(|c| c.execute_batch(sql))
                .expect("the file changed"),
            Location::Server(address) => {
                let server = server::shared().expect("the server runs");
                server
                    .psql(&address.database, sql)
                    .expect("the archive changed");
            }
        }
    }

    pub fn is_server(&self) -> bool {
        matches!(self.location, Location::Server(_))
    }

    /// A scratch folder beside the archive, for files a test writes.
    pub fn folder(&self) -> &Scratch {
        self.scratch.as_ref().expect("a file archive's folder")
    }
}

/// Tests run on both engines:
///
/// ```ignore
/// on_both_engines! {
///     fn a_case_comes_back(archive) {
///         let mut store = archive.open();
///         …
///     }
/// }
/// ```
#[macro_export]
macro_rules! on_both_engines {
    ($($(#[doc = $doc:expr])* fn $name:ident($archive:ident) $body:block)*) => {$(
        $(#[doc = $doc])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn run($archive: &$crate::store_support::archives::TestArchive) $body

            #[test]
            fn sqlite() {
                run(&$crate::store_support::archives::TestArchive::sqlite());
            }

            #[test]
            fn postgres() {
                if let Some(archive) = $crate::store_support::archives::TestArchive::postgres() {
                    run(&archive);
                }
            }
        }
    )*};
}
