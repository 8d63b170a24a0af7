//! The hearing room offline: laptops keep replicas (database files) of their events' cases,
//! edit them without the server, and synchronise both ways by UUID and revision. On the
//! throwaway server of the conformance suite, as committee logins under the archive's roles.

mod store_support;

use casebook::case::CaseStatus;

use casebook::store::{
    ArchiveRole, CaseFilter, ConflictSource, Store, StoreError, SyncOptions, SyncReport,
};
use std::sync::atomic::AtomicBool;
use store_support::Scratch;
use store_support::roles::RolesArchive;
use uuid::Uuid;

/// The sample cases over events A, B and C: У-01 and У-02 of A (heard), У-03 of B (heard),
/// У-04 of B (decided), the rest C drafts.
const LAYOUT: &str = "
    UPDATE cases SET event = 'C', status = 'draft';
    UPDATE cases SET event = 'A', status = 'heard' WHERE case_number IN ('У-01', 'У-02');
    UPDATE cases SET event = 'B', status = 'heard' WHERE case_number = 'У-03';
    UPDATE cases SET event = 'B', status = 'decided' WHERE case_number = 'У-04';
";

/// Two committee members of event A (alice and bob, each with a laptop) and the chief
/// director.
fn new_archive() -> Option<RolesArchive> {
    RolesArchive::new(
        LAYOUT,
        &[
            ("alice", Some(ArchiveRole::Committee), Some("A")),
            ("bob", Some(ArchiveRole::Committee), Some("A")),
            ("chief", Some(ArchiveRole::ChiefDirector), None),
        ],
    )
}

fn sync(replica: &mut Store, server: &mut Store) -> Result<SyncReport, StoreError> {
    replica.sync_with(
        server,
        &SyncOptions::default(),
        &mut |_, _, _| {},
        &AtomicBool::new(false),
    )
}

fn uuid_of(store: &Store, number: &str) -> Uuid {
    store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == number)
        .unwrap_or_else(|| panic!("{number} is not in the store"))
        .heading
        .uuid
}

fn numbers(store: &Store) -> Vec<String> {
    let mut numbers: Vec<String> = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|c| c.heading.case_number)
        .collect();
    numbers.sort();
    numbers
}

/// The numbers of the cases a text search finds.
fn found(store: &Store, words: &str) -> Vec<String> {
    store
        .search_cases(words, 10)
        .unwrap()
        .into_iter()
        .map(|hit| hit.case_number)
        .collect()
}

/// Edits the agreed facts of a case, as the window's autosave would.
fn edit(store: &mut Store, uuid: Uuid, facts: &str) {
    let mut case = store.load_case(uuid).unwrap();
    case.facts.agreed = facts.to_string();
    store.save_case(&case, case.revision).unwrap();
}

#[test]
fn two_laptops_edit_offline_both_sync_and_one_conflict_is_kept() {
    let Some(archive) = new_archive() else {
        return;
    };
    let scratch = Scratch::new();
    let mut alice = archive.store_as("alice").unwrap();
    let mut bob = archive.store_as("bob").unwrap();
    let mut laptop_a = Store::create_or_open(scratch.path("alice.sqlite")).unwrap();
    let mut laptop_b = Store::create_or_open(scratch.path("bob.sqlite")).unwrap();

    // Made from the server: a committee member's replica holds its event's cases only.
    let made = sync(&mut laptop_a, &mut alice).unwrap();
    assert!(made.made);
    assert_eq!(made.received.len(), 2);
    assert_eq!(numbers(&laptop_a), ["У-01", "У-02"]);
    let source = laptop_a.replica_source().unwrap().unwrap();
    assert_eq!(source.events, ["A"]);
    assert_eq!(source.archive, alice.archive_identity().unwrap());
    assert!(source.last_sync.is_some() && !source.offline());
    assert_eq!(source.roles[0].role, ArchiveRole::Committee);
    sync(&mut laptop_b, &mut bob).unwrap();

    // Offline: both laptops edit У-01; Bob also edits У-02 and opens a new case of event A.
    let first = uuid_of(&laptop_a, "У-01");
    let second = uuid_of(&laptop_a, "У-02");
    edit(
        &mut laptop_a,
        first,
        "Alice: North hesitated for about ten seconds.",
    );
    edit(
        &mut laptop_b,
        first,
        "Bob: North hesitated for about three seconds.",
    );
    edit(&mut laptop_b, second, "Bob: the screen was lifted late.");
    let mut fresh = laptop_b
        .new_case(casebook::bridge::BoardNumber::new(17).unwrap())
        .unwrap();
    fresh.identity.event = "A".into();
    fresh.identity.case_number = "У-31".into();
    let fresh = laptop_b.save_case(&fresh, fresh.revision).unwrap();
    assert_eq!(laptop_b.local_changes().unwrap().count(), 3);

    // Alice reconnects first: her edit goes up unopposed.
    let report = sync(&mut laptop_a, &mut alice).unwrap();
    assert_eq!(report.sent, [first]);
    assert!(report.conflicts.is_empty());
    assert_eq!(
        alice.load_case(first).unwrap().facts.agreed,
        "Alice: North hesitated for about ten seconds."
    );
    // The server finds the case by the words sent, as a save there would have indexed them.
    assert_eq!(found(&alice, "hesitated ten"), ["У-01"]);

    // Bob's sync: his other changes go up, and У-01 meets Alice's edit — one conflict, kept.
    let report = sync(&mut laptop_b, &mut bob).unwrap();
    let mut sent = report.sent.clone();
    sent.sort();
    let mut expected = vec![second, fresh.uuid];
    expected.sort();
    assert_eq!(sent, expected);
    assert_eq!(report.conflicts.len(), 1);
    assert_eq!(report.conflicts[0].uuid, first);
    assert_eq!(report.conflicts[0].kind, ConflictSource::Sync);
    // The server's text is the case on both sides; Bob's is kept among his conflicts.
    let on_laptop = laptop_b.load_case(first).unwrap();
    assert_eq!(
        on_laptop.facts.agreed,
        "Alice: North hesitated for about ten seconds."
    );
    let kept = laptop_b.conflicts(Some(first)).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind(), Some(ConflictSource::Sync));
    assert_eq!(
        kept[0].case.facts.agreed,
        "Bob: North hesitated for about three seconds."
    );
    assert_eq!(kept[0].stored_revision, on_laptop.revision);
    assert!(laptop_b.local_changes().unwrap().is_empty());
    assert_eq!(found(&bob, "screen lifted"), ["У-02"]);
    assert!(
        found(&bob, "hesitated three").is_empty(),
        "only the server's text is indexed there"
    );

    // Alice receives Bob's changes; nothing conflicts on her side.
    let report = sync(&mut laptop_a, &mut alice).unwrap();
    assert_eq!(report.received.len(), 2);
    assert!(report.conflicts.is_empty());
    assert_eq!(numbers(&laptop_a), ["У-01", "У-02", "У-31"]);
    assert_eq!(
        laptop_a.load_case(second).unwrap().facts.agreed,
        "Bob: the screen was lifted late."
    );
    assert!(laptop_a.conflicts(None).unwrap().is_empty());

    // Again on both: nothing moves, nothing doubles.
    for (laptop, server) in [(&mut laptop_a, &mut alice), (&mut laptop_b, &mut bob)] {
        let again = sync(laptop, server).unwrap();
        assert!(again.changed_nothing(), "{again:?}");
        assert_eq!(again.unchanged, 3);
    }
    assert_eq!(laptop_b.conflicts(None).unwrap().len(), 1);
    // The same revision and text of every case on the three sides.
    for uuid in [first, second, fresh.uuid] {
        let theirs = alice.load_case(uuid).unwrap();
        assert_eq!(laptop_a.load_case(uuid).unwrap(), theirs);
        assert_eq!(laptop_b.load_case(uuid).unwrap(), theirs);
    }
    // The server recorded who sent what.
    let changes = archive.owner().case_changes(second).unwrap();
    assert_eq!(changes.last().unwrap().login, archive.login("bob"));
    let changes = archive.owner().case_changes(first).unwrap();
    assert_eq!(changes.last().unwrap().login, archive.login("alice"));
}

#[test]
fn a_case_deleted_on_one_side_and_edited_on_the_other_is_kept() {
    let Some(archive) = new_archive() else {
        return;
    };
    let scratch = Scratch::new();
    let mut alice = archive.store_as("alice").unwrap();
    let mut chief = archive.store_as("chief").unwrap();
    let mut laptop = Store::create_or_open(scratch.path("alice.sqlite")).unwrap();
    sync(&mut laptop, &mut alice).unwrap();
    let first = uuid_of(&laptop, "У-01");
    let second = uuid_of(&laptop, "У-02");

    // Deleted on the laptop, edited on the server: kept, the deletion a conflict.
    let case = laptop.load_case(first).unwrap();
    laptop.delete_case(first, case.revision).unwrap();
    edit(&mut chief, first, "The director's note on the hesitation.");
    // Edited on the laptop, deleted on the server: kept (sent again), the deletion a conflict.
    edit(&mut laptop, second, "Alice's finding on the screen.");
    let stored = chief.load_case(second).unwrap();
    chief.delete_case(second, stored.revision).unwrap();
    assert_eq!(laptop.local_changes().unwrap().deleted, [first]);

    let report = sync(&mut laptop, &mut alice).unwrap();
    let mut kinds: Vec<(Uuid, ConflictSource)> =
        report.conflicts.iter().map(|c| (c.uuid, c.kind)).collect();
    kinds.sort_by_key(|(u, _)| *u == second);
    assert_eq!(
        kinds,
        [
            (first, ConflictSource::DeletedHere),
            (second, ConflictSource::DeletedOnServer)
        ]
    );
    assert_eq!(
        laptop.load_case(first).unwrap().facts.agreed,
        "The director's note on the hesitation."
    );
    assert_eq!(
        chief.load_case(second).unwrap().facts.agreed,
        "Alice's finding on the screen."
    );
    for uuid in [first, second] {
        let kept = laptop.conflicts(Some(uuid)).unwrap();
        assert_eq!(kept.len(), 1);
        assert!(kept[0].kind().unwrap().is_deletion());
    }

    // Plain deletions go across: one on each side, neither edited elsewhere.
    let case = laptop.load_case(first).unwrap();
    laptop.delete_case(first, case.revision).unwrap();
    let stored = chief.load_case(second).unwrap();
    chief.delete_case(second, stored.revision).unwrap();
    let report = sync(&mut laptop, &mut alice).unwrap();
    assert_eq!(report.deleted_on_server, [first]);
    assert_eq!(report.deleted_here, [second]);
    assert!(report.conflicts.is_empty());
    assert!(matches!(
        chief.load_case(first),
        Err(StoreError::NoSuchCase { .. })
    ));
    assert!(numbers(&laptop).is_empty());
    assert!(sync(&mut laptop, &mut alice).unwrap().changed_nothing());
}

#[test]
fn the_server_s_refusal_of_one_case_loses_nothing_and_stops_nothing() {
    let Some(archive) = new_archive() else {
        return;
    };
    let scratch = Scratch::new();
    let mut alice = archive.store_as("alice").unwrap();
    let mut laptop = Store::create_or_open(scratch.path("alice.sqlite")).unwrap();
    sync(&mut laptop, &mut alice).unwrap();
    let first = uuid_of(&laptop, "У-01");
    let second = uuid_of(&laptop, "У-02");
    // A committee member approves a case offline: the replica lets it, the server does not.
    for status in [CaseStatus::Decided, CaseStatus::Reviewed] {
        let mut case = laptop.load_case(first).unwrap();
        case.review.status = status;
        laptop.save_case(&case, case.revision).unwrap();
    }
    edit(&mut laptop, second, "Alice's finding.");
    let report = sync(&mut laptop, &mut alice).unwrap();
    assert_eq!(report.sent, [second]);
    assert_eq!(report.refused.len(), 1);
    assert_eq!(report.refused[0].0, first);
    assert!(
        report.refused[0].1.contains("row-level security")
            || report.refused[0].1.contains("permission"),
        "{}",
        report.refused[0].1
    );
    assert_eq!(
        alice.load_case(first).unwrap().review.status,
        CaseStatus::Heard
    );
    // Kept on the laptop as edited, still a change to send.
    assert_eq!(
        laptop.load_case(first).unwrap().review.status,
        CaseStatus::Reviewed
    );
    assert_eq!(laptop.local_changes().unwrap().edited, [first]);
}

#[test]
fn a_replica_meets_only_its_own_archive_and_a_server_of_its_schema() {
    let Some(archive) = new_archive() else {
        return;
    };
    let Some(other) = new_archive() else {
        return;
    };
    let scratch = Scratch::new();
    let mut alice = archive.store_as("alice").unwrap();
    let mut laptop = Store::create_or_open(scratch.path("alice.sqlite")).unwrap();
    sync(&mut laptop, &mut alice).unwrap();
    let before = numbers(&laptop);

    // Another archive, even with the same cases and logins: refused, both identities named.
    let mut elsewhere = other.owner();
    let error = sync(&mut laptop, &mut elsewhere).unwrap_err();
    let text = error.to_string();
    assert!(
        matches!(error, StoreError::ReplicaOfAnotherArchive { .. }),
        "{text}"
    );
    assert!(text.contains(&alice.archive_identity().unwrap().to_string()));
    assert!(text.contains(&elsewhere.archive_identity().unwrap().to_string()));
    assert_eq!(numbers(&laptop), before);

    // A file of one's own cases is not made a replica.
    let mut own = Store::create_or_open(scratch.path("own.sqlite")).unwrap();
    casebook::samples::load_into(&mut own).unwrap();
    assert!(matches!(
        sync(&mut own, &mut alice),
        Err(StoreError::ReplicaNotEmpty { cases: 10, .. })
    ));
    assert!(own.replica_source().unwrap().is_none());

    // A server of an older schema that this login may not migrate, and one of a newer.
    let current = casebook::store::SCHEMA_VERSION;
    archive
        .server
        .psql(
            &archive.database,
            &format!("UPDATE casebook_schema SET version = {}", current - 1),
        )
        .unwrap();
    match archive.store_as("alice") {
        Err(StoreError::ArchiveOlderSchema {
            found, supported, ..
        }) => assert_eq!((found, supported), (current - 1, current)),
        other => panic!("{other:?}"),
    }
    archive
        .server
        .psql(
            &archive.database,
            &format!("UPDATE casebook_schema SET version = {}", current + 1),
        )
        .unwrap();
    match archive.store_as("alice") {
        Err(StoreError::ArchiveNewerSchema {
            found, supported, ..
        }) => assert_eq!((found, supported), (current + 1, current)),
        other => panic!("{other:?}"),
    }
    assert_eq!(numbers(&laptop), before);
}

/// A poll served from a laptop's replica during the hearing reaches the server at the next
/// sync with its answers, and an answer the server's poll received meanwhile comes back; a
/// sync after that moves nothing.
#[test]
fn served_polls_answers_go_both_ways_with_a_sync() {
    use casebook::poll::served::{AnswerGiven, FrozenProblem, PolleeClass};
    let Some(archive) = new_archive() else {
        return;
    };
    let scratch = Scratch::new();
    let mut alice = archive.store_as("alice").unwrap();
    let mut laptop = Store::create_or_open(scratch.path("alice.sqlite")).unwrap();
    sync(&mut laptop, &mut alice).unwrap();
    let case = uuid_of(&laptop, "У-01");
    let problem = FrozenProblem {
        language: "ru".into(),
        heading: "Сдача 9".into(),
        problem: "♠ТКВ85 ♥Т6 ♦843 ♣ТД7".into(),
        question: "Ваша заявка?".into(),
        calls: vec!["Пас".into(), "4♠".into()],
    };
    let served = laptop
        .serve_poll(case, 0, &problem, &vec![PolleeClass::default(); 3], "alice")
        .unwrap();
    let given = |action: &str| AnswerGiven {
        action: action.into(),
        ..AnswerGiven::default()
    };
    laptop
        .record_served_answer(served.pollees[0].token, &given("Пас"))
        .unwrap()
        .unwrap();
    let report = sync(&mut laptop, &mut alice).unwrap();
    assert_eq!(report.served_answers_sent, 1);
    let on_server = alice.served_polls(case).unwrap();
    assert_eq!(on_server.len(), 1);
    assert_eq!(
        on_server[0].pollees[0]
            .answer
            .as_ref()
            .unwrap()
            .given
            .action,
        "Пас"
    );
    // A phone answered through the server's copy of the poll (the laptop served it again).
    alice
        .record_served_answer(served.pollees[1].token, &given("4♠"))
        .unwrap()
        .unwrap();
    let report = sync(&mut laptop, &mut alice).unwrap();
    assert_eq!(report.served_answers_received, 1);
    let here = laptop.served_poll(served.id).unwrap().unwrap();
    assert_eq!(here.pollees[1].answer.as_ref().unwrap().given.action, "4♠");
    assert!(sync(&mut laptop, &mut alice).unwrap().changed_nothing());
}
