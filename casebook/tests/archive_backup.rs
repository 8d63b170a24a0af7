//! Backup and restore as the administrator's chapter has them: PostgreSQL's own `pg_dump -Fc`
//! of an archive under roles and `pg_dumpall --roles-only`, restored into a new database on the
//! same server and into a fresh server. The restored archive checks sound and holds the same
//! cases, answers the same searches, keeps the grants (a committee member reads there what it
//! read before) and the history of changes.

mod store_support;

use casebook::store::{ArchiveRole, CaseFilter, Location, Store};
use std::path::Path;
use store_support::roles::RolesArchive;
use store_support::server::{self, PASSWORD, Server, USER};

fn run(mut command: std::process::Command, what: &str) {
    let out = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn owner_at(server: &Server, database: &str) -> Store {
    Store::open_at(
        &Location::parse(format!(
            "postgres://{USER}:{PASSWORD}@127.0.0.1:{}/{database}?sslmode=disable",
            server.port
        ))
        .unwrap(),
        false,
    )
    .unwrap()
}

/// What must survive a restore: every case as a bundle, a search, the grants, the history.
fn contents(store: &mut Store) -> (String, Vec<uuid::Uuid>, Vec<String>, usize) {
    let bundle = store.export_bundle(&[]).unwrap();
    let found = store.find_cases("колебание", 50).unwrap();
    let mut grants: Vec<String> = store
        .role_grants()
        .unwrap()
        .into_iter()
        .map(|g| format!("{} {} {}", g.login, g.role, g.event))
        .collect();
    grants.sort();
    let summaries = store.list_cases(&CaseFilter::default()).unwrap();
    let history: usize = summaries
        .iter()
        .map(|s| store.case_changes(s.heading.uuid).unwrap().len())
        .sum();
    (bundle, found, grants, history)
}

fn restore(server: &Server, database: &str, dump: &Path) {
    server
        .psql("postgres", &format!("CREATE DATABASE {database}"))
        .unwrap();
    let mut restore = server.program("pg_restore");
    restore.args(["--dbname", database]).arg(dump);
    run(restore, "pg_restore");
}

#[test]
fn a_dump_of_an_archive_under_roles_restores_whole_on_the_same_and_a_fresh_server() {
    let Some(archive) = RolesArchive::new(
        "UPDATE cases SET event = 'A', status = 'heard' WHERE case_number IN ('У-01', 'У-03')",
        &[
            ("alice", Some(ArchiveRole::Committee), Some("A")),
            ("chief", Some(ArchiveRole::ChiefDirector), None),
        ],
    ) else {
        return;
    };
    // A change recorded under a login, so that the history holds more than the copy.
    let mut alice = archive.store_as("alice").unwrap();
    let case = alice
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|s| s.heading.case_number == "У-01")
        .unwrap();
    let mut case = alice.load_case(case.heading.uuid).unwrap();
    case.write_up.push_str("\n\nДополнено членом комиссии.");
    alice.save_case(&case, case.revision).unwrap();
    let alice_reads: Vec<String> = alice
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| s.heading.case_number)
        .collect();
    drop(alice);
    let before = contents(&mut owner_at(archive.server, &archive.database));

    let dir = std::env::temp_dir().join(format!("casebook-backup-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let dump = dir.join("casebook.dump");
    let roles = dir.join("roles.sql");
    let mut pg_dump = archive.server.program("pg_dump");
    pg_dump
        .args(["-Fc", "-f"])
        .arg(&dump)
        .arg(&archive.database);
    run(pg_dump, "pg_dump");
    let mut pg_dumpall = archive.server.program("pg_dumpall");
    pg_dumpall.args(["--roles-only", "-f"]).arg(&roles);
    run(pg_dumpall, "pg_dumpall --roles-only");

    // Into a new database on the same server.
    let copy = format!("{}_restored", archive.database);
    restore(archive.server, &copy, &dump);
    let mut restored = owner_at(archive.server, &copy);
    assert!(
        restored.check().is_sound(),
        "{:?}",
        restored.check().findings()
    );
    assert_eq!(contents(&mut restored), before);

    // Into a fresh server: the logins first (their passwords with them), then the archive.
    let fresh = match Server::start() {
        Ok(server) => server,
        Err(reason) => {
            server::skip(&reason);
            return;
        }
    };
    let mut psql = fresh.program("psql");
    // The tests' own superuser exists there already: that one line fails, the rest goes in.
    psql.args(["-q", "-f"]).arg(&roles).arg("postgres");
    run(psql, "psql -f roles.sql");
    restore(&fresh, &archive.database, &dump);
    let mut on_fresh = owner_at(&fresh, &archive.database);
    let report = on_fresh.check();
    assert!(report.is_sound(), "{:?}", report.findings());
    assert!(report.server.as_ref().is_some_and(|s| s.under_roles));
    assert_eq!(contents(&mut on_fresh), before);
    // The committee member logs in there with the same password and reads the same cases.
    let alice_there = Store::open_at(
        &Location::parse(format!(
            "postgres://{}:pw@127.0.0.1:{}/{}?sslmode=disable",
            archive.login("alice"),
            fresh.port,
            archive.database
        ))
        .unwrap(),
        false,
    )
    .unwrap();
    let reads: Vec<String> = alice_there
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| s.heading.case_number)
        .collect();
    assert_eq!(reads, alice_reads);
    let _ = std::fs::remove_dir_all(&dir);
}
