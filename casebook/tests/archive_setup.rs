//! Setting up a federation's archive as the administrator's chapter has it, and what the
//! server refuses on the way, each refusal said with what to do: an owner without CREATEROLE
//! putting the archive under roles, a login the server's pg_hba.conf has no line for, a server
//! without TLS under sslmode=require. On throwaway servers.

mod store_support;

use casebook::store::{ArchiveRole, Location, Store, StoreError, TrainingCases};
use std::sync::atomic::AtomicBool;
use store_support::server::{self, PASSWORD, Server};

fn address(server: &Server, login: &str, password: &str, database: &str, mode: &str) -> Location {
    Location::parse(format!(
        "postgres://{login}:{password}@127.0.0.1:{}/{database}?sslmode={mode}&connect_timeout=5",
        server.port
    ))
    .expect("an address")
}

/// The chapter's first steps as a volunteer takes them: a login for the archive's owner and
/// its database, then the committee's file copied in. Without CREATEROLE, putting the archive
/// under roles is refused naming the privilege and who gives it; with it, it works.
#[test]
fn an_owner_without_createrole_is_told_what_it_lacks_and_who_gives_it() {
    let Some(server) = server::shared() else {
        return;
    };
    let suffix = &uuid::Uuid::new_v4().simple().to_string()[..8];
    let owner = format!("owner_{suffix}");
    let database = format!("federation_{suffix}");
    server.database_owned_by(&owner, &database);
    let location = address(server, &owner, "pw", &database, "disable");
    // The committee's file in a folder of the test's own, removed with it.
    let folder = store_support::Scratch::new();
    let mut file = Store::create_or_open(folder.path("committee.sqlite")).unwrap();
    casebook::samples::load_into(&mut file).unwrap();
    let mut archive = Store::open_at(&location, true).unwrap();
    file.copy_to(
        &mut archive,
        TrainingCases::LeftBehind,
        &mut |_, _| {},
        &AtomicBool::new(false),
    )
    .unwrap();

    let refused = archive.init_roles().unwrap_err();
    assert!(
        matches!(&refused, StoreError::NoCreateRole { login } if *login == owner),
        "{refused:?}"
    );
    let said = refused.to_string();
    assert!(
        said.contains(&format!("ALTER ROLE \"{owner}\" CREATEROLE"))
            && said.contains("casebook archive init"),
        "{said}"
    );
    // Nothing was put under roles: the archive reads as before.
    assert_eq!(archive.my_roles().unwrap(), None);

    server
        .psql("postgres", &format!("ALTER ROLE {owner} CREATEROLE"))
        .unwrap();
    let mut archive = Store::open_at(&location, false).unwrap();
    archive.init_roles().unwrap();
    let member = format!("member_{suffix}");
    server
        .psql(
            "postgres",
            &format!("CREATE ROLE {member} LOGIN PASSWORD 'pw'"),
        )
        .unwrap();
    archive
        .grant_role(&member, ArchiveRole::ChiefDirector, None)
        .unwrap();
    let as_member =
        Store::open_at(&address(server, &member, "pw", &database, "disable"), false).unwrap();
    assert_eq!(
        as_member.my_roles().unwrap().unwrap()[0].role,
        ArchiveRole::ChiefDirector
    );
}

#[test]
fn a_server_without_tls_under_sslmode_require_is_said_so() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    let refused = Store::open_at(
        &address(server, server::USER, PASSWORD, &database, "require"),
        true,
    )
    .unwrap_err();
    assert!(
        matches!(&refused, StoreError::TlsRefused { mode, .. } if mode == "require"),
        "{refused:?}"
    );
    let said = refused.to_string();
    assert!(
        said.contains("takes no encrypted connection") && said.contains("ssl = on"),
        "{said}"
    );
}

/// A server of its own: its pg_hba.conf lets the owner in and nobody else over the network.
#[test]
fn a_login_pg_hba_conf_has_no_line_for_is_told_which_line_is_missing() {
    let server = match Server::start() {
        Ok(server) => server,
        Err(reason) => {
            server::skip(&reason);
            return;
        }
    };
    server
        .psql("postgres", "CREATE ROLE stranger LOGIN PASSWORD 'pw'")
        .unwrap();
    let database = server.new_database();
    let hba = server.dir.join("data").join("pg_hba.conf");
    std::fs::write(
        &hba,
        format!(
            "local all all trust\nhost all {} 127.0.0.1/32 scram-sha-256\n",
            server::USER
        ),
    )
    .unwrap();
    server.psql("postgres", "SELECT pg_reload_conf()").unwrap();
    let refused = Store::open_at(
        &address(&server, "stranger", "pw", &database, "disable"),
        false,
    )
    .unwrap_err();
    assert!(
        matches!(&refused, StoreError::NoHbaLine { user, database: db, connection, .. }
            if user == "stranger" && *db == database && connection == "an unencrypted connection"),
        "{refused:?}"
    );
    let said = refused.to_string();
    assert!(
        said.contains(&format!(
            "hostssl {database} stranger ADDRESS/BITS scram-sha-256"
        )) && said.contains("pg_hba.conf"),
        "{said}"
    );
    // The owner, whom a line names, is let in.
    assert!(
        Store::open_at(
            &address(&server, server::USER, PASSWORD, &database, "disable"),
            true
        )
        .is_ok()
    );
}
