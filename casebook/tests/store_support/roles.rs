//! An archive on the throwaway server with the sample cases laid out over events, put under
//! roles, with logins granted them: shared by the tests of the roles, of a replica's sync and
//! of the window on such an archive.
#![allow(dead_code)]

use super::server::{self, Server};
use casebook::samples;
use casebook::store::{ArchiveRole, Location, Store, StoreError};

/// The password every login made here has.
pub const LOGIN_PASSWORD: &str = "pw";

/// Who is granted what: `("alice", ArchiveRole::Committee, Some("A"))`; a login with no grant
/// is `(name, None, None)`.
pub type Grant<'a> = (&'a str, Option<ArchiveRole>, Option<&'a str>);

pub struct RolesArchive {
    pub server: &'static Server,
    pub database: String,
    suffix: String,
}

impl RolesArchive {
    /// A new database with the sample cases, `layout` (SQL as the owner) run over them, put
    /// under roles, and a login for each of `grants`; `None` without a server (or a failure
    /// under CI).
    pub fn new(layout: &str, grants: &[Grant<'_>]) -> Option<RolesArchive> {
        let server = server::shared()?;
        let database = server.new_database();
        let suffix = database[2..10].to_string();
        let archive = RolesArchive {
            server,
            database,
            suffix,
        };
        let mut owner = archive.owner();
        samples::load_into(&mut owner).unwrap();
        if !layout.trim().is_empty() {
            server.psql(&archive.database, layout).unwrap();
        }
        for (who, _, _) in grants {
            server
                .psql(
                    "postgres",
                    &format!(
                        "CREATE ROLE {} LOGIN PASSWORD '{LOGIN_PASSWORD}'",
                        archive.login(who)
                    ),
                )
                .unwrap();
        }
        owner.init_roles().unwrap();
        for (who, role, event) in grants {
            if let Some(role) = role {
                owner
                    .grant_role(&archive.login(who), *role, *event)
                    .unwrap();
            }
        }
        Some(archive)
    }

    /// The owner's store after giving each of `who` the commentator's role for `year` (the
    /// panel's tests, of the core and of the window).
    pub fn with_commentators(&self, who: &[&str], year: i32) -> Store {
        let mut owner = self.owner();
        for who in who {
            owner
                .grant_role_for(&self.login(who), ArchiveRole::Commentator, None, Some(year))
                .unwrap();
        }
        owner
    }

    /// The login of `who`, unique to this database.
    pub fn login(&self, who: &str) -> String {
        format!("{who}_{}", self.suffix)
    }

    /// The archive as its owner opens it.
    pub fn owner(&self) -> Store {
        Store::open_at(
            &Location::parse(self.server.url(&self.database)).unwrap(),
            true,
        )
        .unwrap()
    }

    /// The address of `who`, with the password in it or without (found where libpq looks).
    pub fn address_as(&self, who: &str, with_password: bool) -> Location {
        let password = if with_password {
            format!(":{LOGIN_PASSWORD}")
        } else {
            String::new()
        };
        Location::parse(format!(
            "postgres://{}{password}@127.0.0.1:{}/{}?sslmode=disable",
            self.login(who),
            self.server.port,
            self.database
        ))
        .unwrap()
    }

    /// The archive's store as `who` opens it.
    pub fn store_as(&self, who: &str) -> Result<Store, StoreError> {
        Store::open_at(&self.address_as(who, true), false)
    }

    /// A line of a password file for `who`.
    pub fn pgpass_line(&self, who: &str) -> String {
        format!(
            "127.0.0.1:{}:{}:{}:{LOGIN_PASSWORD}",
            self.server.port,
            self.database,
            self.login(who)
        )
    }

    /// A client of `who`, for SQL written by hand.
    pub fn sql_as(&self, who: &str) -> postgres::Client {
        postgres::Client::connect(
            &format!(
                "host=127.0.0.1 port={} user={} password={LOGIN_PASSWORD} dbname={}",
                self.server.port,
                self.login(who),
                self.database
            ),
            postgres::NoTls,
        )
        .unwrap()
    }

    /// A client of the archive's owner, for SQL written by hand.
    pub fn owner_sql(&self) -> postgres::Client {
        postgres::Client::connect(
            &format!(
                "host=127.0.0.1 port={} user={} password={} dbname={}",
                self.server.port,
                server::USER,
                server::PASSWORD,
                self.database
            ),
            postgres::NoTls,
        )
        .unwrap()
    }
}
