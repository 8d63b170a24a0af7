//! The committee's votes on the sample UI case У-02 (commentary 12.32–12.33, commentary-1997-ru.txt
//! l.1280–1294), heard by three members: a 2–1 vote on the LA question closes it for the
//! committee with the count, the member of the minority writes a dissent that the write-up and
//! the published casebook print signed; a vote from outside the committee, a second vote, an
//! answer the step does not take are refused and nothing is stored; votes travel with the case
//! through the database and bundles.

mod store_support;

use casebook::adjust::Language;
use casebook::case::{Case, CaseStatus, RulingOutcome};
use casebook::hearing::{DECISION_STEP, VoteError, cast, dissent, tally, withdraw};
use casebook::publish::{Casebook, Format, PublishOptions, render};
use casebook::samples::sample_cases;
use casebook::store::{Bundle, Store};
use casebook::workflow::Workflow;
use chrono::Utc;
use store_support::Scratch;

const CHAIR: &str = "Председатель АК (учебный состав)";
const MEMBER: &str = "Член АК (учебный состав)";
const SCRIBE: &str = "Секретарь АК (учебный состав)";

/// У-02 with its LA question not yet answered.
fn heard() -> Case {
    let mut case = sample_cases()
        .expect("the samples read")
        .into_iter()
        .find(|c| c.identity.case_number == "У-02")
        .expect("У-02");
    case.workflow.retain(|w| w.step != "ui.la");
    case
}

#[test]
fn a_two_to_one_vote_closes_the_question_for_the_committee() {
    let mut case = heard();
    let now = Utc::now();
    let first = cast(&mut case, "ui.la", CHAIR, "yes", now).expect("counted");
    assert_eq!(first.majority, None);
    let second = cast(&mut case, "ui.la", MEMBER, "no", now).expect("counted");
    assert_eq!(
        (second.majority.clone(), second.count()),
        (None, "1–1".to_string())
    );
    assert!(
        !case.workflow.iter().any(|w| w.step == "ui.la"),
        "a tie decides nothing"
    );
    let third = cast(&mut case, "ui.la", SCRIBE, "yes", now).expect("counted");
    assert_eq!(third.majority.as_deref(), Some("yes"));
    assert_eq!(third.count(), "2–1");
    let recorded = case
        .workflow
        .iter()
        .find(|w| w.step == "ui.la")
        .expect("the committee's finding");
    assert_eq!(recorded.answer, "yes");
    assert_eq!(recorded.by, CHAIR);
    assert_eq!(
        recorded.reason,
        format!("committee vote 2–1 (against: {MEMBER})")
    );

    // The decision itself, voted the same way.
    cast(&mut case, DECISION_STEP, CHAIR, "varied", now).expect("counted");
    cast(&mut case, DECISION_STEP, MEMBER, "upheld", now).expect("counted");
    cast(&mut case, DECISION_STEP, SCRIBE, "varied", now).expect("counted");
    assert_eq!(case.decision.outcome, Some(RulingOutcome::Varied));
}

#[test]
fn a_vote_that_cannot_count_is_refused_and_nothing_is_stored() {
    let mut case = heard();
    let now = Utc::now();
    let before = case.clone();
    assert_eq!(
        cast(&mut case, "ui.la", "Посторонний", "yes", now),
        Err(VoteError::NotOnCommittee {
            member: "Посторонний".into()
        })
    );
    assert_eq!(case, before);
    assert!(matches!(
        cast(&mut case, "ui.la", CHAIR, "maybe", now),
        Err(VoteError::NoSuchAnswer { .. })
    ));
    assert!(matches!(
        cast(&mut case, "ui.adjusted_score", CHAIR, "yes", now),
        Err(VoteError::NotVoted { .. })
    ));
    cast(&mut case, "ui.la", CHAIR, "yes", now).expect("counted");
    let once = case.clone();
    assert_eq!(
        cast(&mut case, "ui.la", CHAIR, "no", now),
        Err(VoteError::AlreadyVoted {
            member: CHAIR.into(),
            step: "ui.la".into()
        })
    );
    assert_eq!(case, once);
    assert_eq!(tally(&case, "ui.la").answers.len(), 1);
}

#[test]
fn the_minority_s_dissent_is_printed_signed_in_the_write_up_and_the_casebook() {
    let mut case = heard();
    let now = Utc::now();
    for (member, answer) in [(CHAIR, "yes"), (MEMBER, "no"), (SCRIBE, "yes")] {
        cast(&mut case, "ui.la", member, answer, now).expect("counted");
    }
    let text = "Для игрока такого класса пас на 4♠ не был логической альтернативой.";
    assert!(matches!(
        dissent(&mut case, "ui.la", CHAIR, "Несогласие"),
        Err(VoteError::NotInMinority { .. })
    ));
    dissent(&mut case, "ui.la", MEMBER, text).expect("kept");

    let write_up = Workflow::for_case(&case)
        .expect("a workflow")
        .write_up(&case, Language::Russian);
    assert!(
        write_up.contains(&format!("*Особое мнение — {MEMBER}:* {text}")),
        "{write_up}"
    );

    case.review.status = CaseStatus::Reviewed;
    let options = PublishOptions {
        year: 2026,
        ..PublishOptions::default()
    };
    let casebook = Casebook::assemble(vec![case], &[], &options);
    for format in [Format::Markdown, Format::Html] {
        let printed = String::from_utf8(render(&casebook, format, &mut |_| {}).expect("rendered"))
            .expect("UTF-8");
        assert!(
            printed.contains(&format!("Особое мнение — {MEMBER}")),
            "{format:?}"
        );
        assert!(
            printed.contains("не был логической альтернативой"),
            "{format:?}"
        );
    }
}

#[test]
fn votes_travel_with_the_case_through_the_database_and_bundles() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).expect("store");
    let mut case = heard();
    let now = Utc::now();
    cast(&mut case, "ui.la", CHAIR, "yes", now).expect("counted");
    cast(&mut case, "ui.la", MEMBER, "no", now).expect("counted");
    dissent(&mut case, "ui.la", MEMBER, "Против.").ok();
    let saved = store.save_case(&case, 0).expect("saved");
    let loaded = store.load_case(saved.uuid).expect("loaded");
    assert_eq!(loaded.votes.len(), 2);
    assert_eq!(loaded.votes, saved.votes);

    let json = store.export_bundle(&[saved.uuid]).expect("exported");
    assert!(json.contains("\"votes\""));
    let bundle = Bundle::parse(&json).expect("reads");
    assert_eq!(bundle.cases[0].votes, saved.votes);
    // A bundle written before votes existed (the sample bundle has none) still reads.
    assert!(
        sample_cases()
            .expect("the samples read")
            .iter()
            .all(|c| c.votes.is_empty())
    );
}

/// The WBF Code of Practice (1997 commentary, Appendix 3, commentary-1997-ru.txt l.6622): «при ничейном
/// голосовании председатель получает дополнительный решающий голос». A committee of four
/// split 2–2 is settled the chair's way under a profile that says so; under one that does not
/// say (ACBL here), the tie stays open; a split that is not a tie (2–1–1) is never settled.
#[test]
fn the_chair_s_casting_vote_settles_a_tie_where_the_profile_gives_it() {
    use casebook::case::{CommitteeMember, CommitteeRole};
    const FOURTH: &str = "Второй член АК (учебный состав)";
    let four = || {
        let mut case = heard();
        case.people.committee.push(CommitteeMember {
            name: FOURTH.to_string(),
            role: CommitteeRole::Member,
            affiliation: String::new(),
        });
        case
    };
    let now = Utc::now();

    let mut case = four();
    case.profile = "commentary-1997".to_string();
    for (member, answer) in [(MEMBER, "yes"), (CHAIR, "no"), (SCRIBE, "yes")] {
        cast(&mut case, "ui.la", member, answer, now).expect("counted");
    }
    assert!(
        !case.workflow.iter().any(|w| w.step == "ui.la"),
        "no casting vote before the whole committee has voted"
    );
    let settled = cast(&mut case, "ui.la", FOURTH, "no", now).expect("counted");
    assert_eq!(settled.majority.as_deref(), Some("no"));
    assert_eq!(settled.casting_vote.as_deref(), Some(CHAIR));
    assert_eq!(settled.count(), "2–2");
    let recorded = case
        .workflow
        .iter()
        .find(|w| w.step == "ui.la")
        .expect("settled by the chair");
    assert_eq!(recorded.answer, "no");
    assert_eq!(
        recorded.reason,
        format!("committee vote 2–2, the chair's casting vote (against: {MEMBER}, {SCRIBE})")
    );
    dissent(
        &mut case,
        "ui.la",
        MEMBER,
        "Пас был логической альтернативой.",
    )
    .expect("the outvoted side may dissent");

    let mut silent = four();
    silent.profile = "acbl".to_string();
    for (member, answer) in [
        (MEMBER, "yes"),
        (CHAIR, "no"),
        (SCRIBE, "yes"),
        (FOURTH, "no"),
    ] {
        cast(&mut silent, "ui.la", member, answer, now).expect("counted");
    }
    let open = tally(&silent, "ui.la");
    assert_eq!((open.majority, open.casting_vote), (None, None));
    assert!(!silent.workflow.iter().any(|w| w.step == "ui.la"));
    // After discussion a member takes the vote back and votes again; once settled, a vote
    // stays.
    withdraw(&mut silent, "ui.la", MEMBER).expect("taken back while open");
    assert!(matches!(
        withdraw(&mut silent, "ui.la", MEMBER),
        Err(VoteError::NoVote { .. })
    ));
    let again = cast(&mut silent, "ui.la", MEMBER, "no", now).expect("counted");
    assert_eq!(
        (again.majority.as_deref(), again.count().as_str()),
        (Some("no"), "3–1")
    );
    let settled = silent.clone();
    assert_eq!(
        withdraw(&mut silent, "ui.la", SCRIBE),
        Err(VoteError::Settled {
            step: "ui.la".into()
        })
    );
    assert_eq!(silent, settled);

    let mut split = four();
    for (member, answer) in [
        (CHAIR, "upheld"),
        (MEMBER, "upheld"),
        (SCRIBE, "varied"),
        (FOURTH, "cancelled"),
    ] {
        cast(&mut split, DECISION_STEP, member, answer, now).expect("counted");
    }
    assert_eq!(tally(&split, DECISION_STEP).majority, None);
    assert_eq!(split.decision.outcome, heard().decision.outcome);
}
