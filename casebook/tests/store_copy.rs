//! A whole archive moved between the engines: a file to a server and back gives the same
//! bundle at every step; a copy stopped half-way, or into an archive that holds cases, writes
//! nothing.

mod store_support;

use casebook::double_dummy::SolvedDeals;
use casebook::samples;
use casebook::store::{CaseFilter, Store, StoreError, TrainingCases};
use std::sync::atomic::{AtomicBool, Ordering};
use store_support::archives::TestArchive;
use store_support::full_case;

/// The sample cases, a full case with a kept conflict, and a double-dummy table.
fn filled(archive: &TestArchive) -> Store {
    let mut store = archive.open();
    samples::load_into(&mut store).unwrap();
    let saved = store.save_case(&full_case(), 0).unwrap();
    let mut stale = saved.clone();
    stale.write_up = "Текст, опоздавший к сохранению.".into();
    store.save_case(&saved, 1).unwrap();
    assert!(store.save_case(&stale, 1).is_err(), "a conflict is kept");
    let deal = casebook::bridge::Deal::from_pbn(store_support::DEAL).unwrap();
    let table = casebook::double_dummy::solve(&deal).unwrap();
    store.save_dd_tables(&[(deal, table)]).unwrap();
    let case = samples::sample_cases().unwrap().remove(2);
    let results = include_str!("fixtures/results/board5.csv");
    let imported = casebook::results::field::import_results(
        &mut store,
        std::path::Path::new("board5.csv"),
        results.as_bytes(),
        &case.identity.event,
        None,
    )
    .unwrap();
    assert_eq!(imported.kept.written.len(), 2);
    let table = casebook::results::CaseTable {
        section: None,
        ns: 3,
        ew: 13,
    };
    store.set_case_table(case.uuid, Some(&table)).unwrap();
    store
}

/// An event's results and the table a case was played at, as an archive holds them.
fn results_of(store: &Store) -> Vec<String> {
    let mut out = Vec::new();
    for event in store.results_events().unwrap() {
        out.push(format!("{:?}", store.event_results(&event.event).unwrap()));
        out.push(format!("{event:?}"));
    }
    for case in samples::sample_cases().unwrap() {
        out.push(format!("{:?}", store.case_table(case.uuid).unwrap()));
    }
    out
}

#[test]
fn a_file_moved_to_a_server_and_back_gives_the_same_bundle() {
    let Some(server) = TestArchive::postgres() else {
        return;
    };
    let file = TestArchive::sqlite();
    let mut original = filled(&file);
    let mut on_server = server.open();
    let mut seen = Vec::new();
    let report = original
        .copy_to(
            &mut on_server,
            TrainingCases::Copied,
            &mut |done, total| seen.push((done, total)),
            &AtomicBool::new(false),
        )
        .unwrap();
    let cases = original.list_cases(&CaseFilter::default()).unwrap().len();
    assert_eq!(report.cases, cases);
    assert_eq!((report.conflicts, report.double_dummy_tables), (1, 1));
    assert_eq!(seen.last(), Some(&(cases, cases)));
    assert!(
        on_server.check().is_sound(),
        "{:?}",
        on_server.check().findings()
    );

    // Back into a new file.
    let mut back = file.open_other("back");
    on_server
        .copy_to(
            &mut back,
            TrainingCases::Copied,
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .unwrap();
    let bundles = [
        original.export_bundle(&[]).unwrap(),
        on_server.export_bundle(&[]).unwrap(),
        back.export_bundle(&[]).unwrap(),
    ];
    assert_eq!(bundles[0], bundles[1], "the server's bundle is the file's");
    assert_eq!(
        bundles[1], bundles[2],
        "and so is the file made from the server"
    );
    assert_eq!(results_of(&original), results_of(&on_server));
    // The server records each copied case once, as inserted by the copy.
    for summary in on_server.list_cases(&CaseFilter::default()).unwrap() {
        let changes = on_server.case_changes(summary.heading.uuid).unwrap();
        assert_eq!(changes.len(), 1, "{}", summary.heading.case_number);
        assert_eq!(
            (changes[0].action.as_str(), changes[0].revision),
            ("insert", summary.heading.revision)
        );
    }
    assert_eq!(results_of(&original), results_of(&back));
    assert!(
        results_of(&back)
            .iter()
            .any(|t| t.contains("ns: 3, ew: 13"))
    );
    // The kept texts, but for their row ids (each archive's own).
    let kept = |store: &Store| {
        store
            .conflicts(None)
            .unwrap()
            .into_iter()
            .map(|c| {
                (
                    c.uuid,
                    c.stored_revision,
                    c.your_revision,
                    c.source,
                    c.recorded_at,
                    c.case,
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(kept(&original), kept(&on_server));
    assert_eq!(kept(&on_server), kept(&back));
    let deal = casebook::bridge::Deal::from_pbn(store_support::DEAL).unwrap();
    assert_eq!(
        back.dd_table(&deal).unwrap(),
        original.dd_table(&deal).unwrap()
    );
    // The precedent digests come with the cases.
    assert_eq!(back.case_digests(&mut |_, _| {}).unwrap().len(), cases);

    // Each copy goes on as an archive of its own: its text index was made on its side, and a
    // case saved there takes a row id after the copied ones.
    let mut hits = 0;
    for query in ["объяснение", "пауза", "дезинформация"] {
        let found = |store: &Store| store.find_cases(query, 20).unwrap();
        assert_eq!(found(&on_server), found(&original), "{query} on the server");
        assert_eq!(found(&back), found(&original), "{query} in the file");
        hits += found(&original).len();
    }
    assert!(hits >= 3, "the queries find cases: {hits}");
    for store in [&mut on_server, &mut back] {
        let mut another = full_case();
        another.uuid = uuid::Uuid::new_v4();
        another.identity.case_number = "99".into();
        store.save_case(&another, 0).unwrap();
        assert_eq!(
            store.list_cases(&CaseFilter::default()).unwrap().len(),
            cases + 1
        );
        assert!(store.check().is_sound(), "{:?}", store.check().findings());
    }
}

on_both_engines! {
    fn a_copy_stopped_half_way_writes_nothing(archive) {
        let source = filled(&TestArchive::sqlite());
        let mut destination = archive.open();
        let cancel = AtomicBool::new(false);
        let stopped = source.copy_to(&mut destination, TrainingCases::Copied,
            &mut |done, _| {
                if done > 0 {
                    cancel.store(true, Ordering::Relaxed);
                }
            },
            &cancel,
        );
        assert!(matches!(stopped, Err(StoreError::Cancelled)), "{stopped:?}");
        assert!(destination.list_cases(&CaseFilter::default()).unwrap().is_empty());
        assert!(destination.conflicts(None).unwrap().is_empty());
    }

    fn an_archive_that_holds_cases_is_not_copied_into(archive) {
        let source = filled(&TestArchive::sqlite());
        let mut destination = archive.open();
        let own = destination.save_case(&full_case(), 0).unwrap();
        match source.copy_to(&mut destination, TrainingCases::Copied, &mut |_, _| {}, &AtomicBool::new(false)) {
            Err(StoreError::DestinationNotEmpty { cases, .. }) => assert_eq!(cases, 1),
            other => panic!("{other:?}"),
        }
        assert_eq!(destination.list_cases(&CaseFilter::default()).unwrap().len(), 1);
        assert_eq!(destination.load_case(own.uuid).unwrap(), own);
    }
}
