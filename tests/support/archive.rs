//! An archive on the throwaway server holding the sample cases, and logins granted its roles.

use super::server::Server;
use casebook::samples;
use casebook::store::{ArchiveRole, Location, Store};

/// The password every login made here has.
pub const LOGIN_PASSWORD: &str = "pw";

/// A new database on `server` with the sample cases, opened as its owner.
pub fn sample_archive(server: &Server) -> (String, Store) {
    let database = server.new_database();
    let mut owner = Store::open_at(&Location::parse(server.url(&database)).unwrap(), true).unwrap();
    samples::load_into(&mut owner).unwrap();
    (database, owner)
}

/// Puts the owner's archive under roles (again, harmlessly, when it is) and makes a login
/// `<prefix>_<database>` granted `role` (of `event` for a committee member); its name.
pub fn add_login(
    server: &Server,
    owner: &mut Store,
    database: &str,
    prefix: &str,
    role: ArchiveRole,
    event: Option<&str>,
) -> String {
    let login = format!("{prefix}_{}", &database[2..10]);
    server
        .psql(
            "postgres",
            &format!("CREATE ROLE {login} LOGIN PASSWORD '{LOGIN_PASSWORD}'"),
        )
        .unwrap();
    owner.init_roles().unwrap();
    owner.grant_role(&login, role, event).unwrap();
    login
}

/// The login's address; with its password in it, or without (found where libpq looks).
pub fn login_address(server: &Server, database: &str, login: &str, password: bool) -> Location {
    let user = if password {
        format!("{login}:{LOGIN_PASSWORD}")
    } else {
        login.to_string()
    };
    Location::parse(format!(
        "postgres://{user}@127.0.0.1:{}/{database}?sslmode=disable",
        server.port
    ))
    .unwrap()
}
