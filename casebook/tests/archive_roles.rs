//! Who may read what, enforced by the server: each role's policies tried by direct SQL as a
//! login of that role, the window's store opened as each, a login without a role refused, and
//! every change recorded with its login. On the throwaway server of the conformance suite; a
//! database file has no roles.

mod store_support;

use casebook::case::CaseStatus;
use casebook::store::{ArchiveRole, CaseFilter, Store, StoreError};
use store_support::roles::RolesArchive;
use store_support::server;

/// The sample cases, spread over events A, B and C at the statuses each test needs:
/// У-01 A heard, У-02 A decided, У-03 B heard, У-04 B decided, У-05 B reviewed, the rest C
/// drafts.
const LAYOUT: &str = "
    UPDATE cases SET event = 'C', status = 'draft';
    UPDATE cases SET event = 'A', status = 'heard' WHERE case_number = 'У-01';
    UPDATE cases SET event = 'A', status = 'decided' WHERE case_number = 'У-02';
    UPDATE cases SET event = 'B', status = 'heard' WHERE case_number = 'У-03';
    UPDATE cases SET event = 'B', status = 'decided' WHERE case_number = 'У-04';
    UPDATE cases SET event = 'B', status = 'reviewed' WHERE case_number = 'У-05';
";

/// Four logins: a committee member of event A, the chief director, the editor, and one
/// without a role.
fn new_archive() -> Option<RolesArchive> {
    RolesArchive::new(
        LAYOUT,
        &[
            ("alice", Some(ArchiveRole::Committee), Some("A")),
            ("chief", Some(ArchiveRole::ChiefDirector), None),
            ("editor", Some(ArchiveRole::Editor), None),
            ("nobody", None, None),
        ],
    )
}

fn numbers(client: &mut postgres::Client, sql: &str) -> Vec<String> {
    client
        .query(sql, &[])
        .unwrap()
        .iter()
        .map(|r| r.get::<_, String>(0))
        .collect()
}

#[test]
fn a_committee_member_reads_its_events_and_the_precedents_and_writes_its_own() {
    let Some(archive) = new_archive() else {
        return;
    };
    let mut alice = archive.sql_as("alice");
    assert_eq!(
        numbers(
            &mut alice,
            "SELECT case_number FROM cases ORDER BY case_number"
        ),
        ["У-01", "У-02", "У-04", "У-05"],
        "event A whole, and of B only what is decided"
    );
    // Nothing of B's undecided case, in any of its tables: asked for by its id.
    let mut owner = postgres::Client::connect(
        &format!(
            "host=127.0.0.1 port={} user={} password={} dbname={}",
            archive.server.port,
            server::USER,
            server::PASSWORD,
            archive.database
        ),
        postgres::NoTls,
    )
    .unwrap();
    let row = owner
        .query_one(
            "SELECT c.id, (SELECT count(*) FROM statements s WHERE s.case_id = c.id)
             FROM cases c WHERE c.case_number = 'У-03'",
            &[],
        )
        .unwrap();
    let (id, statements): (i64, i64) = (row.get(0), row.get(1));
    assert!(statements > 0, "У-03 has statements");
    for table in [
        "statements",
        "case_people",
        "case_prose",
        "case_text",
        "auction_calls",
    ] {
        let seen: i64 = alice
            .query_one(
                &format!("SELECT count(*) FROM {table} WHERE case_id = $1"),
                &[&id],
            )
            .unwrap()
            .get(0);
        assert_eq!(seen, 0, "{table}");
    }
    // Nor the postings of the text index, which name every case: only the search reads them,
    // and gives a login the cases it sees, from the lists and from a stale case's counts.
    for table in ["word_postings", "stem_postings", "postings_stale"] {
        let read = alice.query(&format!("SELECT count(*) FROM {table}"), &[]);
        assert!(read.is_err(), "{table}");
    }
    for work in ["casebook_rebuild_postings()", "casebook_merge_postings()"] {
        let run = alice.query(&format!("SELECT {work}"), &[]);
        assert!(run.is_err(), "{work}");
    }
    let mut by_owner = archive.owner();
    let mut hidden = by_owner
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-03")
        .map(|c| by_owner.load_case(c.heading.uuid).unwrap())
        .unwrap();
    hidden.write_up.push_str(" Квазиуникальное слово.");
    let hidden = by_owner.save_case(&hidden, hidden.revision).unwrap();
    let alice_store = archive.store_as("alice").unwrap();
    // Her check compares no lists it cannot read, and finds nothing wrong with them.
    let report = alice_store.check();
    assert!(
        report.text_index.is_empty() && !report.findings().iter().any(|f| f.contains("postings")),
        "{:?}",
        report.findings()
    );
    for postings in ["stale", "merged"] {
        assert_eq!(
            by_owner.find_cases("квазиуникальное", 10).unwrap(),
            [hidden.uuid],
            "{postings}"
        );
        assert!(
            alice_store
                .find_cases("квазиуникальное", 10)
                .unwrap()
                .is_empty(),
            "{postings}"
        );
        owner
            .execute("SELECT casebook_merge_postings()", &[])
            .unwrap();
    }

    // Writes: its own event's undecided case, yes; B's, nothing; approving, refused.
    assert_eq!(
        alice
            .execute(
                "UPDATE cases SET facts_agreed = 'x' WHERE case_number = 'У-01'",
                &[]
            )
            .unwrap(),
        1
    );
    assert_eq!(
        alice
            .execute(
                "UPDATE cases SET facts_agreed = 'x' WHERE case_number = 'У-03'",
                &[]
            )
            .unwrap(),
        0
    );
    let approve = alice.execute(
        "UPDATE cases SET status = 'reviewed' WHERE case_number = 'У-02'",
        &[],
    );
    assert!(approve.is_err(), "a committee member cannot approve");
    let moved = alice.execute(
        "UPDATE cases SET event = 'B' WHERE case_number = 'У-01'",
        &[],
    );
    assert!(
        moved.is_err(),
        "nor move a case into an event it is not assigned to"
    );

    // The window's store as alice: the same four cases, and a save recorded under her login.
    let mut store = archive.store_as("alice").unwrap();
    let listed: Vec<String> = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|c| c.heading.case_number)
        .collect();
    assert_eq!(listed.len(), 4, "{listed:?}");
    let summary = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-01")
        .unwrap();
    let mut case = store.load_case(summary.heading.uuid).unwrap();
    case.write_up = "Записано членом комиссии.".into();
    let saved = store.save_case(&case, case.revision).unwrap();
    let changes = store.case_changes(saved.uuid).unwrap();
    let last = changes.last().unwrap();
    assert_eq!(last.login, archive.login("alice"));
    assert_eq!(last.revision, saved.revision);
    assert_eq!(
        store.my_roles().unwrap().unwrap()[0].role,
        ArchiveRole::Committee
    );

    // A change her role may not make is a refusal, not a conflict, and nothing is kept among
    // the conflicts: another event's case she reads as a precedent, and approving her own.
    let precedent = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.event != saved.identity.event)
        .expect("a precedent of another event");
    let mut other = store.load_case(precedent.heading.uuid).unwrap();
    other.write_up = "Не своё дело.".into();
    let refused = store.save_case(&other, other.revision).unwrap_err();
    assert!(
        matches!(refused, StoreError::SaveRefused { uuid } if uuid == other.uuid),
        "{refused}"
    );
    let decided = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-02")
        .unwrap();
    let mut approved = store.load_case(decided.heading.uuid).unwrap();
    assert_eq!(approved.review.status, CaseStatus::Decided);
    approved.review.status = CaseStatus::Reviewed;
    let refused = store.save_case(&approved, approved.revision);
    assert!(
        matches!(refused, Err(StoreError::SaveRefused { .. })),
        "{refused:?}"
    );
    assert!(store.conflicts(None).unwrap().is_empty());
    assert_eq!(
        store.load_case(saved.uuid).unwrap().revision,
        saved.revision
    );
}

#[test]
fn the_editor_reads_what_is_decided_and_only_publishes() {
    let Some(archive) = new_archive() else {
        return;
    };
    let mut editor = archive.sql_as("editor");
    assert_eq!(
        numbers(
            &mut editor,
            "SELECT case_number FROM cases ORDER BY case_number"
        ),
        ["У-02", "У-04", "У-05"]
    );
    let changed = editor.execute(
        "UPDATE cases SET ruling_text = 'x' WHERE case_number = 'У-05'",
        &[],
    );
    assert!(changed.is_err(), "an editor's update of a case fails");
    // A decided case is not the editor's to publish; an approved one is.
    assert_eq!(
        editor
            .execute(
                "UPDATE cases SET status = 'published' WHERE case_number = 'У-04'",
                &[]
            )
            .unwrap(),
        0
    );
    assert_eq!(
        editor
            .execute(
                "UPDATE cases SET status = 'published' WHERE case_number = 'У-05'",
                &[]
            )
            .unwrap(),
        1
    );
    let back = editor.execute(
        "UPDATE cases SET status = 'reviewed' WHERE case_number = 'У-05'",
        &[],
    );
    assert!(back.is_err(), "nor take a published case back");
}

#[test]
fn the_chief_director_sees_every_event_and_approves_under_its_login() {
    let Some(archive) = new_archive() else {
        return;
    };
    let mut chief = archive.sql_as("chief");
    assert_eq!(
        numbers(&mut chief, "SELECT case_number FROM cases").len(),
        10
    );
    assert_eq!(
        chief
            .execute(
                "UPDATE cases SET status = 'reviewed', revision = revision + 1
                 WHERE case_number = 'У-04'",
                &[],
            )
            .unwrap(),
        1
    );
    let login: String = chief
        .query_one(
            "SELECT h.login FROM case_history h JOIN cases c ON c.uuid = h.case_uuid
             WHERE c.case_number = 'У-04' ORDER BY h.id DESC LIMIT 1",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(login, archive.login("chief"));
    // Grants are the administrator's.
    let granted = chief.execute(
        "INSERT INTO archive_grants (login, role, event) VALUES ('x', 'editor', '')",
        &[],
    );
    assert!(granted.is_err());
}

#[test]
fn a_login_without_a_role_is_refused_and_a_revoked_one_too() {
    let Some(archive) = new_archive() else {
        return;
    };
    let refused = archive.store_as("nobody").unwrap_err();
    assert!(matches!(refused, StoreError::NoAccess { .. }), "{refused}");
    assert!(refused.to_string().contains("no access to this archive"));

    let mut owner = archive.owner();
    assert_eq!(
        owner
            .revoke_role(&archive.login("alice"), None, None)
            .unwrap(),
        1
    );
    assert!(matches!(
        archive.store_as("alice").unwrap_err(),
        StoreError::NoAccess { .. }
    ));
    // A committee member is granted for an event, the others for none.
    assert!(
        owner
            .grant_role(&archive.login("nobody"), ArchiveRole::Committee, None)
            .is_err()
    );
    assert!(
        owner
            .grant_role(&archive.login("nobody"), ArchiveRole::Editor, Some("A"))
            .is_err()
    );
    assert!(
        owner
            .grant_role("no_such_login_anywhere", ArchiveRole::Editor, None)
            .unwrap_err()
            .to_string()
            .contains("has no login")
    );
}

#[test]
fn a_database_file_has_no_roles() {
    let scratch = store_support::Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).unwrap();
    assert!(matches!(store.init_roles(), Err(StoreError::NoRolesInFile)));
    assert_eq!(store.my_roles().unwrap(), None);
}

/// Deleting by role (schema 12): a committee member deletes an undecided case of its own
/// event and nothing else; the chief director any case; the server's history records each
/// deletion under its login. The window asks the same rule before it offers to delete.
#[test]
fn a_committee_member_deletes_only_its_undecided_cases_and_the_chief_director_any() {
    let Some(archive) = new_archive() else {
        return;
    };
    let uuid_of = |store: &Store, number: &str| {
        store
            .list_cases(&CaseFilter::default())
            .unwrap()
            .into_iter()
            .find(|c| c.heading.case_number == number)
            .unwrap_or_else(|| panic!("{number} is listed"))
            .heading
            .uuid
    };
    let mut alice = archive.store_as("alice").unwrap();
    let grant = &alice.my_roles().unwrap().unwrap()[0];
    // The window's rule is the server's.
    assert!(grant.may_delete("A", casebook::case::CaseStatus::Heard));
    assert!(!grant.may_delete("A", casebook::case::CaseStatus::Decided));
    assert!(!grant.may_delete("B", casebook::case::CaseStatus::Draft));

    // У-01: event A, heard — hers to delete.
    let heard = uuid_of(&alice, "У-01");
    let revision = alice.load_case(heard).unwrap().revision;
    alice.delete_case(heard, revision).unwrap();
    assert!(matches!(
        alice.load_case(heard),
        Err(StoreError::NoSuchCase { .. })
    ));
    // У-02: event A, decided — refused, and still there.
    let decided = uuid_of(&alice, "У-02");
    let revision = alice.load_case(decided).unwrap().revision;
    assert!(matches!(
        alice.delete_case(decided, revision),
        Err(StoreError::DeleteRefused { .. })
    ));
    // У-04: event B, decided — a precedent she reads, not hers to delete.
    let other = uuid_of(&alice, "У-04");
    let revision = alice.load_case(other).unwrap().revision;
    assert!(matches!(
        alice.delete_case(other, revision),
        Err(StoreError::DeleteRefused { .. })
    ));

    // The chief director deletes a decided case of another event.
    let mut chief = archive.store_as("chief").unwrap();
    assert!(chief.load_case(decided).is_ok(), "refused, it stayed");
    let revision = chief.load_case(other).unwrap().revision;
    chief.delete_case(other, revision).unwrap();

    // Both deletions in the history, each under its login.
    for (uuid, who) in [(heard, "alice"), (other, "chief")] {
        let last = chief.case_changes(uuid).unwrap().pop().expect("a history");
        assert_eq!(last.action, "delete");
        assert_eq!(last.login, archive.login(who));
    }
}
