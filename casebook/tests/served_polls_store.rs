//! A served poll's answers are kept apart from the case's revision, on both engines: answered
//! one answer a link while the poll is open — a reused link, a wrong one, a closed poll, a
//! call not chosen each refused with nothing stored —, never overwritten by a save of the case,
//! set aside with a reason and kept, and an open poll found again after the program is
//! started again. Sample У-03 (1997 commentary 16.8(ii)) is polled.

mod store_support;

use casebook::poll::served::{AnswerGiven, AnswerRefused, FrozenProblem, LinkToken, PolleeClass};
use casebook::store::StoreError;
use store_support::full_case;

fn problem() -> FrozenProblem {
    FrozenProblem {
        language: "ru".into(),
        heading: "Сдача 5, игра по номеру, зона С–Ю; вы — Запад".into(),
        problem: "♠В762 ♥1042 ♦Д105 ♣ТК9. 1♥ – 2♠ – 3♥ – 3♠ – 4♥ – пас – пас – ?".into(),
        question: "Ваша заявка?".into(),
        calls: vec!["Пас".into(), "4♠".into(), "Контра".into()],
    }
}

fn pollees() -> Vec<PolleeClass> {
    vec![
        PolleeClass {
            name: "Иванов".into(),
            strength: "мастер".into(),
            methods: "натуральная".into(),
        },
        PolleeClass::default(),
        PolleeClass {
            name: "Петров".into(),
            ..PolleeClass::default()
        },
    ]
}

fn answer(action: &str) -> AnswerGiven {
    AnswerGiven {
        action: action.into(),
        considered: vec!["4♠".into()],
        other: String::new(),
        comment: String::new(),
    }
}

on_both_engines! {
    fn answers_are_kept_one_a_link_and_apart_from_the_case(archive) {
        let mut store = archive.open();
        let case = store.save_case(&full_case(), 0).unwrap();
        let served = store
            .serve_poll(case.uuid, 0, &problem(), &pollees(), "Судья")
            .unwrap();
        assert!(served.is_open());
        assert_eq!(served.problem, problem(), "the problem kept exactly as shown");
        assert_eq!(served.pollees.len(), 3);
        assert_eq!(served.pollees[1].label(), "#2");
        let tokens: Vec<LinkToken> = served.pollees.iter().map(|p| p.token).collect();
        assert_ne!(tokens[0], tokens[1]);

        let kept = store.record_served_answer(tokens[0], &answer("Пас")).unwrap().unwrap();
        assert_eq!(kept.given.action, "Пас");
        // The same link again: refused, the first answer unchanged.
        match store.record_served_answer(tokens[0], &answer("4♠")).unwrap() {
            Err(AnswerRefused::AlreadyAnswered { at }) => assert_eq!(at, kept.received_at),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            store.record_served_answer(LinkToken::new(), &answer("Пас")).unwrap(),
            Err(AnswerRefused::UnknownLink)
        );
        assert_eq!(
            store.record_served_answer(tokens[1], &answer("  ")).unwrap(),
            Err(AnswerRefused::NoAction)
        );
        store.record_served_answer(tokens[1], &answer("4♠")).unwrap().unwrap();

        // The window saves the case it loaded before the answers came: they stay.
        let mut edited = case.clone();
        edited.facts.agreed.push_str(" Дополнено.");
        store.save_case(&edited, case.revision).unwrap();
        let again = store.served_polls(case.uuid).unwrap();
        assert_eq!(again.len(), 1);
        let counted = again[0].counted();
        assert_eq!(
            counted.iter().map(|a| (a.name.as_str(), a.action.as_str())).collect::<Vec<_>>(),
            [("Иванов", "Пас"), ("#2", "4♠")]
        );

        // Set aside with a reason: kept, shown, not counted; without one, refused.
        assert!(matches!(
            store.set_served_answer_aside(tokens[1], "  ", "Судья"),
            Err(StoreError::SetAsideWithoutReason)
        ));
        assert!(store
            .set_served_answer_aside(tokens[1], "Знал сдачу: играл её в другом зале.", "Судья")
            .unwrap());
        let poll = store.served_poll(served.id).unwrap().unwrap();
        let aside = poll.pollees[1].answer.as_ref().unwrap().set_aside.as_ref().unwrap();
        assert_eq!(aside.reason, "Знал сдачу: играл её в другом зале.");
        assert_eq!(poll.counted().len(), 1);

        // Started again, the program finds the open poll with every answer it took.
        drop(store);
        let mut store = archive.open();
        let open = store.open_served_polls().unwrap();
        assert_eq!(open, std::slice::from_ref(&poll));
        let (of_link, pollee) = store.served_poll_of(tokens[2]).unwrap().unwrap();
        assert_eq!((of_link.id, pollee.label()), (poll.id, "Петров".to_string()));

        // Closed: the third link is refused, the answers stay.
        assert!(store.close_served_poll(poll.id).unwrap());
        assert_eq!(
            store.record_served_answer(tokens[2], &answer("Пас")).unwrap(),
            Err(AnswerRefused::Closed)
        );
        assert!(store.open_served_polls().unwrap().is_empty());
        let closed = store.served_poll(poll.id).unwrap().unwrap();
        assert!(!closed.is_open());
        assert_eq!(closed.pollees.iter().filter(|p| p.answer.is_some()).count(), 2);
    }
}

/// On a server the answers are their case's: a committee member of another event neither sees
/// the served poll nor answers through its links (nothing stored), and the case's history names
/// the pollee of each answer received and set aside, under the login that wrote it.
#[test]
fn on_a_server_the_answers_are_their_cases_and_the_history_names_the_pollee() {
    use casebook::store::{ArchiveRole, CaseFilter};
    use store_support::roles::RolesArchive;
    let layout = "
        UPDATE cases SET event = 'A', status = 'heard' WHERE case_number = 'У-03';
        UPDATE cases SET event = 'B' WHERE case_number <> 'У-03';
    ";
    let Some(archive) = RolesArchive::new(
        layout,
        &[
            ("alice", Some(ArchiveRole::Committee), Some("A")),
            ("bob", Some(ArchiveRole::Committee), Some("B")),
        ],
    ) else {
        return;
    };
    let mut alice = archive.store_as("alice").unwrap();
    let case = alice
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-03")
        .unwrap()
        .heading
        .uuid;
    let served = alice
        .serve_poll(case, 0, &problem(), &pollees(), "alice")
        .unwrap();
    let token = served.pollees[0].token;

    let mut bob = archive.store_as("bob").unwrap();
    assert!(bob.served_polls(case).unwrap().is_empty());
    assert_eq!(
        bob.record_served_answer(token, &answer("Пас")).unwrap(),
        Err(AnswerRefused::UnknownLink)
    );
    assert!(
        alice.served_poll(served.id).unwrap().unwrap().pollees[0]
            .answer
            .is_none()
    );

    alice
        .record_served_answer(token, &answer("Пас"))
        .unwrap()
        .unwrap();
    alice
        .set_served_answer_aside(token, "Знал сдачу.", "alice")
        .unwrap();
    let history = archive.owner().case_changes(case).unwrap();
    let last: Vec<(&str, &str, &str)> = history
        .iter()
        .rev()
        .take(2)
        .map(|c| (c.action.as_str(), c.detail.as_str(), c.login.as_str()))
        .collect();
    let login = archive.login("alice");
    assert_eq!(
        last,
        [
            ("answer_set_aside", "Иванов", login.as_str()),
            ("poll_answer", "Иванов", login.as_str()),
        ]
    );
}

/// A copy of the archive carries its served polls whole: the problem, the links, the answers
/// and what was set aside, between a file and a server either way.
#[test]
fn a_copy_of_the_archive_carries_the_served_polls() {
    use casebook::store::{Location, Store, TrainingCases};
    use std::sync::atomic::AtomicBool;
    let Some(server) = store_support::server::shared() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("casebook-served-{}", uuid::Uuid::new_v4()));
    let mut file = Store::create_or_open(dir.join("a.sqlite")).unwrap();
    let case = file.save_case(&full_case(), 0).unwrap();
    let served = file
        .serve_poll(case.uuid, 0, &problem(), &pollees(), "Судья")
        .unwrap();
    let token = served.pollees[0].token;
    file.record_served_answer(token, &answer("Пас"))
        .unwrap()
        .unwrap();
    file.set_served_answer_aside(token, "Знал сдачу.", "Судья")
        .unwrap();
    let held = file.served_polls(case.uuid).unwrap();

    let mut on_server = Store::open_at(
        &Location::parse(server.url(&server.new_database())).unwrap(),
        true,
    )
    .unwrap();
    file.copy_to(
        &mut on_server,
        TrainingCases::LeftBehind,
        &mut |_, _| {},
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(on_server.served_polls(case.uuid).unwrap(), held);
    let mut back = Store::create_or_open(dir.join("b.sqlite")).unwrap();
    on_server
        .copy_to(
            &mut back,
            TrainingCases::LeftBehind,
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .unwrap();
    assert_eq!(back.served_polls(case.uuid).unwrap(), held);
    drop((file, back));
    let _ = std::fs::remove_dir_all(&dir);
}

on_both_engines! {
    /// A bundle carries a case's served polls with their answers, and an archive holding the
    /// poll takes in only what it lacks: the answers received elsewhere, an answer set aside
    /// there, the poll closed there; the same bundle again changes nothing.
    fn a_bundle_carries_the_served_polls_and_merges_their_answers(archive) {
        let mut first = archive.open();
        let case = first.save_case(&full_case(), 0).unwrap();
        let served = first
            .serve_poll(case.uuid, 0, &problem(), &pollees(), "Судья")
            .unwrap();
        let tokens: Vec<LinkToken> = served.pollees.iter().map(|p| p.token).collect();
        first.record_served_answer(tokens[0], &answer("Пас")).unwrap().unwrap();
        let bundle = first.export_bundle(&[case.uuid]).unwrap();

        let scratch = store_support::Scratch::new();
        let mut second = casebook::store::Store::create_or_open(scratch.path("second.sqlite")).unwrap();
        let report = second.import_bundle(&bundle).unwrap();
        assert_eq!(report.served_answers_added, 1);
        let taken = second.served_polls(case.uuid).unwrap();
        assert_eq!(taken.len(), 1);
        assert_eq!(taken[0].problem, problem());
        assert_eq!(taken[0].pollees.iter().map(|p| p.token).collect::<Vec<_>>(), tokens);
        assert_eq!(taken[0].pollees[0].answer.as_ref().unwrap().given.action, "Пас");
        assert_eq!(taken[0].pollees[0].class, pollees()[0]);

        // Answered on the second archive (the laptop's), set aside and closed on the first.
        second.record_served_answer(tokens[1], &answer("4♠")).unwrap().unwrap();
        first.set_served_answer_aside(tokens[0], "Знал сдачу.", "Судья").unwrap();
        first.close_served_poll(served.id).unwrap();
        let back = second.export_bundle(&[case.uuid]).unwrap();
        let report = first.import_bundle(&back).unwrap();
        assert_eq!(report.served_answers_added, 1);
        let merged = first.served_poll(served.id).unwrap().unwrap();
        assert_eq!(merged.pollees[1].answer.as_ref().unwrap().given.action, "4♠");
        assert!(merged.pollees[0].answer.as_ref().unwrap().set_aside.is_some(), "not undone");
        assert!(!merged.is_open(), "a closed poll stays closed");
        let report = second.import_bundle(&first.export_bundle(&[case.uuid]).unwrap()).unwrap();
        assert_eq!(report.served_answers_added, 0);
        let second_view = second.served_polls(case.uuid).unwrap();
        assert!(second_view[0].pollees[0].answer.as_ref().unwrap().set_aside.is_some());
        assert!(!second_view[0].is_open());
        // The same bundle again: nothing changes.
        let again = second.import_bundle(&first.export_bundle(&[case.uuid]).unwrap()).unwrap();
        assert!(again.changed_nothing(), "{again:?}");
        assert_eq!(second.served_polls(case.uuid).unwrap(), second_view);
    }
}
