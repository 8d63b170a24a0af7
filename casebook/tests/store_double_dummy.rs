//! The double-dummy cache: analysed once, shown at once when the case is reopened, shared by
//! the cases that hold the same deal, filled in batches that a cancel leaves consistent, and
//! checked by `casebook check`.

mod store_support;

use casebook::bridge::{Deal, Seat, Vulnerability};
use casebook::double_dummy::SolvedDeals;
use casebook::double_dummy::{self, AnalysisError, TrickTable};
use casebook::samples;
use casebook::store::{Store, StoreError};
use std::sync::atomic::AtomicBool;
use store_support::DEAL;
use store_support::archives::TestArchive;

fn sample_store(archive: &TestArchive) -> Store {
    let mut store = archive.open();
    samples::load_into(&mut store).unwrap();
    store
}

on_both_engines! {
    fn a_table_and_its_par_are_there_when_the_database_is_reopened(archive) {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let table = double_dummy::solve(&deal).unwrap();
        let par = double_dummy::par(&table, Vulnerability::EW, Seat::South);
        {
            let mut store = archive.open();
            assert_eq!(store.dd_table(&deal).unwrap(), None);
            store
                .save_dd_par(&deal, Seat::South, Vulnerability::EW, &table, &par)
                .unwrap();
        }
        let store = archive.open();
        assert_eq!(store.dd_table(&deal).unwrap(), Some(table));
        assert_eq!(
            store.dd_par(&deal, Seat::South, Vulnerability::EW).unwrap(),
            Some((table, par))
        );
        // Par is kept per dealer and vulnerability: another board's markings are not answered.
        assert_eq!(
            store.dd_par(&deal, Seat::North, Vulnerability::EW).unwrap(),
            None
        );
        assert!(archive.check().is_sound());
    }

    fn analysing_all_deals_fills_the_cache_in_handfuls_and_a_cancel_keeps_what_was_done(archive) {
        let mut store = sample_store(archive);
        let todo = store.deals_without_dd().unwrap();
        let (deals, analysed) = store.dd_coverage().unwrap();
        assert!(todo.len() >= 2, "the samples have complete deals");
        assert_eq!((deals, analysed), (todo.len(), 0));

        // Cancelled after the first handful: that handful is stored, nothing else.
        let cancel = AtomicBool::new(false);
        let outcome = double_dummy::solve_in_batches(&todo, &cancel, |rows, _done| {
            store.save_dd_tables(rows)?;
            cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            Ok::<(), StoreError>(())
        })
        .unwrap();
        assert!(outcome.cancelled);
        assert!(outcome.solved > 0 && outcome.solved < todo.len().max(outcome.solved + 1));
        assert_eq!(store.dd_coverage().unwrap(), (deals, outcome.solved));
        assert_eq!(
            store.deals_without_dd().unwrap().len(),
            todo.len() - outcome.solved
        );

        // Resumed: only what is left is solved, and every table is the one solving alone gives.
        let rest = store.deals_without_dd().unwrap();
        let never = AtomicBool::new(false);
        let outcome = double_dummy::solve_in_batches(&rest, &never, |rows, _| {
            store.save_dd_tables(rows).map_err(|e| e.to_string())
        })
        .unwrap();
        assert!(!outcome.cancelled);
        assert_eq!(store.dd_coverage().unwrap(), (deals, deals));
        assert!(store.deals_without_dd().unwrap().is_empty());
        let some = &todo[0];
        assert_eq!(
            store.dd_table(some).unwrap(),
            Some(double_dummy::solve(some).unwrap())
        );
    }

    fn check_reports_cached_rows_that_disagree_with_their_deal(archive) {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let table = double_dummy::solve(&deal).unwrap();
        let par = double_dummy::par(&table, Vulnerability::None, Seat::North);
        {
            let mut store = archive.open();
            store
                .save_dd_par(&deal, Seat::North, Vulnerability::None, &table, &par)
                .unwrap();
        }
        assert!(archive.check().is_sound());

        // Someone's edit makes the stored par no longer the table's, and a row whose key is no deal.
        archive.tamper(&format!(
            "UPDATE dd_pars SET ns_score = ns_score + 10;
             INSERT INTO dd_tables (deal, tricks) VALUES ('N:AKQ - - -', '{}');",
            TrickTable::from_fn(|_, _| 7).encode()
        ));
        let report = archive.check();
        assert!(!report.is_sound());
        assert_eq!(report.double_dummy.len(), 2, "{:?}", report.double_dummy);
        let findings = report.findings().join("\n");
        assert!(findings.contains("its table gives"), "{findings}");
        assert!(findings.contains("N:AKQ - - -"), "{findings}");
    }
}

#[test]
fn a_batch_goes_on_past_a_deal_that_cannot_be_analysed_and_names_it() {
    let three_hands =
        Deal::from_pbn("N:AKQJ.AKQ.AKQ.AKQ - 5432.5432.5432.2 T9876.T9876.T9.T").unwrap();
    let deal = Deal::from_pbn(DEAL).unwrap();
    let never = AtomicBool::new(false);
    let mut stored = Vec::new();
    let outcome = double_dummy::solve_in_batches(&[three_hands, deal], &never, |rows, done| {
        stored.extend(rows.iter().map(|(d, _)| *d));
        assert_eq!(done, 2);
        Ok::<(), ()>(())
    })
    .unwrap();
    assert_eq!(stored, [deal]);
    assert_eq!(outcome.solved, 1);
    assert_eq!(outcome.refused.len(), 1);
    assert!(matches!(outcome.refused[0], (d, AnalysisError::Deal(_)) if d == three_hands));
}
