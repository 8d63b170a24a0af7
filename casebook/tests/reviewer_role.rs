//! The reviewer of a ruling on a server: granted a case at a time, he reads the case given and
//! writes its review alone — enforced by the server (its privileges and policies, tried by
//! hand-written SQL as the reviewer's login) and said clearly by the store; the case's history
//! names him; a case he sends back to the Director has a status of its own. On the throwaway
//! server of the conformance suite.

mod store_support;

use casebook::case::{Case, CaseStatus};
use casebook::store::{ArchiveRole, CaseFilter, Store, StoreError};
use casebook::workflow::{Answer, Workflow};
use chrono::Utc;
use store_support::roles::RolesArchive;

/// У-01 and У-02 of event A heard as reviews of the ruling (their committee's answers taken
/// away), У-03 of event B heard by a committee, the rest drafts of C.
const LAYOUT: &str = "
    UPDATE cases SET event = 'C', status = 'draft';
    UPDATE cases SET event = 'A', status = 'heard', hearing = 'review_of_ruling'
        WHERE case_number IN ('У-01', 'У-02');
    UPDATE cases SET event = 'B', status = 'heard' WHERE case_number = 'У-03';
    DELETE FROM workflow_answers
        WHERE case_id IN (SELECT id FROM cases WHERE case_number IN ('У-01', 'У-02'));
";

/// The archive with a reviewer granted У-01 alone, and the chief director.
fn new_archive() -> Option<(RolesArchive, Store)> {
    let archive = RolesArchive::new(
        LAYOUT,
        &[
            ("rita", None, None),
            ("chief", Some(ArchiveRole::ChiefDirector), None),
        ],
    )?;
    let mut owner = archive.owner();
    let first = uuid_of(&owner, "У-01");
    owner.grant_reviewer(&archive.login("rita"), first).unwrap();
    Some((archive, owner))
}

fn uuid_of(store: &Store, number: &str) -> uuid::Uuid {
    store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == number)
        .unwrap_or_else(|| panic!("{number}"))
        .heading
        .uuid
}

/// The reviewer's answers up to the outcome `outcome`, with the deposit.
fn review(case: &mut Case, outcome: &str) {
    let workflow = Workflow::for_case(case).expect("the review's path");
    assert_eq!(workflow.path().id, "review");
    let choice = |option: &str, detail: &str| Answer::Choice {
        option: option.into(),
        detail: detail.into(),
    };
    let detail = if outcome == "sent_back" {
        "Poll five players of the same class."
    } else {
        ""
    };
    for (step, answer, reason) in [
        ("review.facts", choice("stand", ""), "Agreed by both pairs."),
        (
            "review.procedure",
            choice("followed", ""),
            "Both sides heard.",
        ),
        (
            "review.bounds",
            Answer::Yes,
            "A ruling a Director may give.",
        ),
        ("review.outcome", choice(outcome, detail), "As found."),
        (
            "decision.deposit",
            choice("returned", ""),
            "Not without merit.",
        ),
    ] {
        workflow
            .answer(case, step, answer, reason, "Rita", Utc::now())
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    workflow.mark_decided(case).expect("the review closes");
}

#[test]
fn a_reviewer_reads_the_case_given_and_writes_its_review_alone() {
    let Some((archive, owner)) = new_archive() else {
        return;
    };
    let mut rita = archive.store_as("rita").unwrap();
    let seen: Vec<String> = rita
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|c| c.heading.case_number)
        .collect();
    assert_eq!(seen, ["У-01"], "the case given, and nothing else");
    let roles = rita.my_roles().unwrap().unwrap();
    assert_eq!(roles.len(), 1);
    let first = uuid_of(&owner, "У-01");
    assert!(roles[0].reviews(first));

    // Her review saved: the answers, the decision, the status; the Director's facts as they were.
    let before = owner.load_case(first).unwrap();
    let mut case = rita.load_case(first).unwrap();
    assert_eq!(case, before, "she reads the whole case");
    review(&mut case, "stands");
    assert_eq!(case.status(), CaseStatus::Decided);
    let saved = rita.save_case(&case, case.revision).unwrap();
    let stored = owner.load_case(first).unwrap();
    assert_eq!(stored, saved);
    assert_eq!(stored.status(), CaseStatus::Decided);
    assert_eq!(stored.workflow.len(), 5);
    assert_eq!(stored.facts, before.facts);
    assert_eq!(stored.ruling, before.ruling);
    let last = owner.case_changes(first).unwrap().pop().unwrap();
    assert_eq!(
        (last.login.as_str(), last.status.as_str()),
        (archive.login("rita").as_str(), "decided"),
        "the history names the reviewer"
    );

    // A fact changed with her review is refused by the store, nothing written.
    let mut overreach = saved.clone();
    overreach.facts.agreed.push_str(" Noted by the reviewer.");
    overreach.decision.reasoning = "Changed too.".into();
    match rita.save_case(&overreach, overreach.revision) {
        Err(StoreError::ReviewOnly { uuid }) => assert_eq!(uuid, first),
        other => panic!("expected the review alone, got {other:?}"),
    }
    assert_eq!(owner.load_case(first).unwrap(), saved, "nothing changed");

    // And by the server, whatever a client sends.
    let mut sql = archive.sql_as("rita");
    for statement in [
        "UPDATE cases SET facts_agreed = 'x' WHERE case_number = 'У-01'",
        "UPDATE cases SET deal = deal WHERE case_number = 'У-01'",
        "DELETE FROM statements WHERE case_id = (SELECT id FROM cases WHERE case_number = 'У-01')",
        "DELETE FROM adjusted_outcomes WHERE stage = 'ruling'
             AND case_id = (SELECT id FROM cases WHERE case_number = 'У-01')",
        "DELETE FROM cases WHERE case_number = 'У-01'",
    ] {
        let done = sql.execute(statement, &[]);
        assert!(
            matches!(done, Err(_) | Ok(0)),
            "{statement}: {done:?} — the Director's part is not hers"
        );
    }
    // Another case's review: hidden from her, so nothing to update; written by id, refused.
    let second = owner.load_case(uuid_of(&owner, "У-02")).unwrap();
    assert_eq!(
        sql.execute(
            "UPDATE cases SET reasoning = 'x' WHERE case_number = 'У-02'",
            &[]
        )
        .unwrap(),
        0
    );
    let id: i64 = archive
        .owner_sql()
        .query_one("SELECT id FROM cases WHERE case_number = 'У-02'", &[])
        .unwrap()
        .get(0);
    let written = sql.execute(
        "INSERT INTO workflow_answers (case_id, position, step, answer, reason)
         VALUES ($1, 0, 'review.bounds', 'no', 'x')",
        &[&id],
    );
    assert!(written.is_err(), "{written:?}");
    assert!(matches!(
        rita.load_case(second.uuid),
        Err(StoreError::NoSuchCase { .. })
    ));
    assert_eq!(owner.load_case(second.uuid).unwrap(), second);

    // Once the chief director approves the decision, the review is closed to her.
    let mut chief = archive.store_as("chief").unwrap();
    let mut approved = chief.load_case(first).unwrap();
    assert!(approved.review.approve("chief", "", Utc::now()));
    let approved = chief.save_case(&approved, approved.revision).unwrap();
    let mut late = rita.load_case(first).unwrap();
    assert_eq!(late, approved, "she still reads it");
    late.decision.reasoning.push_str(" Late.");
    assert!(matches!(
        rita.save_case(&late, late.revision),
        Err(StoreError::SaveRefused { .. })
    ));
}

#[test]
fn a_review_sends_the_case_back_to_the_director_with_a_status_of_its_own() {
    let Some((archive, owner)) = new_archive() else {
        return;
    };
    let first = uuid_of(&owner, "У-01");
    let mut rita = archive.store_as("rita").unwrap();
    let mut case = rita.load_case(first).unwrap();
    review(&mut case, "sent_back");
    assert_eq!(case.status(), CaseStatus::SentBack);
    rita.save_case(&case, case.revision).unwrap();
    let stored = owner.load_case(first).unwrap();
    assert_eq!(stored.status(), CaseStatus::SentBack);
    assert_eq!(
        owner.case_changes(first).unwrap().pop().unwrap().status,
        "sent_back"
    );
    // Sent back, the case is the Director's: he rules again and sends it for review again.
    let mut chief = archive.store_as("chief").unwrap();
    let mut again = chief.load_case(first).unwrap();
    again
        .ruling
        .text
        .push_str(" Ruled again after a poll of five.");
    assert!(again.review.move_to(CaseStatus::Heard));
    chief.save_case(&again, again.revision).unwrap();
    assert_eq!(
        rita.load_case(first).unwrap().status(),
        CaseStatus::Heard,
        "under review again"
    );
}

#[test]
fn a_reviewer_is_granted_a_review_of_the_ruling_and_nothing_else() {
    let Some((archive, mut owner)) = new_archive() else {
        return;
    };
    let rita = archive.login("rita");
    let committee_case = uuid_of(&owner, "У-03");
    match owner.grant_reviewer(&rita, committee_case) {
        Err(StoreError::Roles(message)) => {
            assert!(message.contains("review of the ruling"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        owner.grant_reviewer(&rita, uuid::Uuid::new_v4()),
        Err(StoreError::NoSuchCase { .. })
    ));
    assert!(matches!(
        owner.grant_role(&rita, ArchiveRole::Reviewer, None),
        Err(StoreError::Roles(_))
    ));
    let grants: Vec<_> = owner
        .role_grants()
        .unwrap()
        .into_iter()
        .filter(|g| g.login == rita)
        .collect();
    assert_eq!(grants.len(), 1);
    assert_eq!(grants[0].case, Some(uuid_of(&owner, "У-01")));
    // Taken back, the case is gone from her list: with it her only grant, so the archive no
    // longer opens for her at all.
    let mut chief = archive.store_as("chief").unwrap();
    let second = uuid_of(&owner, "У-02");
    chief.grant_reviewer(&rita, second).unwrap_err();
    owner.grant_reviewer(&rita, second).unwrap();
    assert_eq!(
        owner
            .revoke_reviewer(&rita, uuid_of(&owner, "У-01"))
            .unwrap(),
        1
    );
    let after = archive.store_as("rita").unwrap();
    let left: Vec<String> = after
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|c| c.heading.case_number)
        .collect();
    assert_eq!(left, ["У-02"]);
    owner.revoke_reviewer(&rita, second).unwrap();
    assert!(archive.store_as("rita").is_err(), "a login with no role");
}

/// An archive put under roles by the previous version (schema 17) gets the reviewer's rules
/// when its owner opens it with this one; `archive init` run again makes the reviewer's group,
/// and a reviewer granted then reads his case.
#[test]
fn an_archive_under_roles_gets_the_reviewers_rules_on_its_upgrade() {
    let Some(archive) = RolesArchive::new(LAYOUT, &[("rita", None, None)]) else {
        return;
    };
    let policies = |client: &mut postgres::Client| -> Vec<String> {
        client
            .query(
                "SELECT tablename || '.' || policyname FROM pg_policies
                 WHERE policyname LIKE 'cb_review%' ORDER BY 1",
                &[],
            )
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect()
    };
    let mut sql = archive.owner_sql();
    let made = policies(&mut sql);
    assert_eq!(made.len(), 7, "{made:?}");
    sql.batch_execute(store_support::schema_back::TO_18_SERVER)
        .unwrap();
    sql.batch_execute(store_support::schema_back::TO_17_SERVER)
        .unwrap();
    sql.batch_execute("UPDATE casebook_schema SET version = 17")
        .unwrap();
    assert!(policies(&mut sql).is_empty());

    let mut owner = archive.owner();
    assert_eq!(owner.migrated_from(), Some(17));
    assert_eq!(
        policies(&mut sql),
        made,
        "the same rules as archive init makes"
    );
    owner.init_roles().unwrap();
    let first = uuid_of(&owner, "У-01");
    owner.grant_reviewer(&archive.login("rita"), first).unwrap();
    let rita = archive.store_as("rita").unwrap();
    assert_eq!(
        rita.load_case(first).unwrap(),
        owner.load_case(first).unwrap()
    );
}
