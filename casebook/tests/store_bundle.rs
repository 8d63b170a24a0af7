//! Case bundles: round trip, idempotent re-import, newer revisions, competing edits, and bad
//! bundles refused whole.

mod store_support;

use casebook::bridge::BoardNumber;
use casebook::case::Case;
use casebook::store::{Bundle, CaseFilter, Store, StoreError};
use store_support::archives::TestArchive;
use store_support::full_case;

/// The archive (`a`) or another of the same engine, by name.
fn store(archive: &TestArchive, name: &str) -> Store {
    if name == "a" {
        archive.open()
    } else {
        archive.open_other(name)
    }
}

fn all_cases(store: &Store) -> Vec<Case> {
    store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| store.load_case(s.heading.uuid).unwrap())
        .collect()
}

on_both_engines! {
    fn a_bundle_round_trips_between_databases_unchanged(archive) {
        let mut a = store(archive, "a");
        a.save_case(&full_case(), 0).unwrap();
        let mut other = a.new_case(BoardNumber::new(17).unwrap()).unwrap();
        other.identity.case_number = "13".into();
        other.facts.agreed = "Ренонс обнаружен после окончания сдачи.".into();
        a.save_case(&other, 1).unwrap();

        let exported = a.export_bundle(&[]).unwrap();
        let value: serde_json::Value = serde_json::from_str(&exported).unwrap();
        assert_eq!(value["format"], "casebook-bundle");
        assert_eq!(value["version"], 1);
        assert_eq!(value["cases"].as_array().unwrap().len(), 2);
        assert!(value["cases"][0]["uuid"].is_string() && value["cases"][0]["revision"].is_u64());

        let mut b = store(archive, "b");
        let report = b.import_bundle(&exported).unwrap();
        assert_eq!(report.added.len(), 2);
        assert_eq!(all_cases(&b), all_cases(&a));
        assert_eq!(
            b.export_bundle(&[]).unwrap(),
            exported,
            "export → import → export is the same text"
        );
    }

    fn chosen_cases_only_are_exported(archive) {
        let mut a = store(archive, "a");
        let full = a.save_case(&full_case(), 0).unwrap();
        a.new_case(BoardNumber::new(2).unwrap()).unwrap();
        let bundle = Bundle::parse(&a.export_bundle(&[full.uuid]).unwrap()).unwrap();
        assert_eq!(bundle.cases, vec![full]);
        let missing = uuid::Uuid::new_v4();
        assert!(
            matches!(a.export_bundle(&[missing]), Err(StoreError::NoSuchCase { uuid }) if uuid == missing)
        );
    }

    fn importing_the_same_bundle_twice_changes_nothing(archive) {
        let mut a = store(archive, "a");
        a.save_case(&full_case(), 0).unwrap();
        let exported = a.export_bundle(&[]).unwrap();
        let mut b = store(archive, "b");
        b.import_bundle(&exported).unwrap();
        let before = all_cases(&b);
        let report = b.import_bundle(&exported).unwrap();
        assert!(report.changed_nothing(), "{report:?}");
        assert_eq!(report.unchanged.len(), 1);
        assert_eq!(all_cases(&b), before);
        assert!(b.conflicts(None).unwrap().is_empty());
    }

    fn a_newer_revision_replaces_a_copy_not_edited_here(archive) {
        let mut a = store(archive, "a");
        let case = a.save_case(&full_case(), 0).unwrap();
        let mut b = store(archive, "b");
        b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();

        let mut edited = case.clone();
        edited.decision.reasoning = "Комитет уточнил веса.".into();
        let edited = a.save_case(&edited, 1).unwrap();
        let report = b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();
        assert_eq!(report.replaced, [case.uuid]);
        assert_eq!(b.load_case(case.uuid).unwrap(), edited);

        // The older bundle, imported again, is recognised as older and changes nothing.
        let old = Bundle::new(vec![case.clone()]).to_json();
        let report = b.import_bundle(&old).unwrap();
        assert_eq!(report.older, [case.uuid]);
        assert_eq!(b.load_case(case.uuid).unwrap(), edited);
    }

    fn competing_edits_are_reported_and_both_kept(archive) {
        let mut a = store(archive, "a");
        let case = a.save_case(&full_case(), 0).unwrap();
        let mut b = store(archive, "b");
        b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();

        // Both databases edit revision 1 into their own revision 2.
        let mut in_a = case.clone();
        in_a.write_up = "Редакция А.".into();
        a.save_case(&in_a, 1).unwrap();
        let mut in_b = case.clone();
        in_b.write_up = "Редакция Б.".into();
        let in_b = b.save_case(&in_b, 1).unwrap();

        let report = b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();
        assert_eq!(report.conflicts.len(), 1);
        let conflict = &report.conflicts[0];
        assert_eq!((conflict.local_revision, conflict.bundle_revision), (2, 2));
        assert_eq!(
            b.load_case(case.uuid).unwrap(),
            in_b,
            "the local edit stays"
        );
        let kept = b.conflicts(Some(case.uuid)).unwrap();
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].id, conflict.conflict_id);
        assert_eq!(kept[0].case.write_up, "Редакция А.");
        assert_eq!(kept[0].source, "import");

        // A higher revision from A over B's unsynced edit is a conflict too, not a replacement.
        let mut again = a.load_case(case.uuid).unwrap();
        again.write_up = "Редакция А, вторая.".into();
        a.save_case(&again, 2).unwrap();
        let report = b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();
        assert_eq!(report.conflicts.len(), 1);
        assert_eq!(b.load_case(case.uuid).unwrap(), in_b);
        // Re-importing the same conflicting bundle keeps no second copy.
        b.import_bundle(&a.export_bundle(&[]).unwrap()).unwrap();
        assert_eq!(b.conflicts(Some(case.uuid)).unwrap().len(), 2);
    }

    /// A bundle of hundreds of cases reports its progress as it is merged, and a stopped import
    /// leaves the database as it was: all or nothing holds when the user stops it half-way.
    fn a_large_bundle_counts_its_cases_and_a_stopped_import_imports_nothing(archive) {
        use std::sync::atomic::{AtomicBool, Ordering};
        let cases = casebook::samples::synthetic_cases(250, 0, |_| 2026).expect("cases");
        let json = Bundle::new(cases).to_json();

        let mut counted = store(archive, "counted");
        let mut seen = Vec::new();
        let report = counted
            .import_bundle_with(
                &json,
                &mut |done, total| seen.push((done, total)),
                &AtomicBool::new(false),
            )
            .expect("imported");
        assert_eq!(report.added.len(), 250);
        assert_eq!(seen.first(), Some(&(0, 250)));
        assert_eq!(seen.last(), Some(&(250, 250)));
        assert!(seen.windows(2).all(|w| w[0].0 <= w[1].0), "{seen:?}");

        let mut stopped = store(archive, "stopped");
        let cancel = AtomicBool::new(false);
        let result = stopped.import_bundle_with(
            &json,
            &mut |done, _| {
                // The user stops it once a hundred cases are in.
                if done >= 100 {
                    cancel.store(true, Ordering::Relaxed);
                }
            },
            &cancel,
        );
        assert!(matches!(result, Err(StoreError::Cancelled)), "{result:?}");
        assert!(all_cases(&stopped).is_empty(), "nothing imported");
        // And the database works on: the same bundle imports whole afterwards.
        let again = stopped
            .import_bundle_with(&json, &mut |_, _| {}, &AtomicBool::new(false))
            .expect("imported");
        assert_eq!(again.added.len(), 250);
    }
}

/// A bundle refused for `reason`; the database must be exactly as before.
fn assert_refused(archive: &TestArchive, json: &str, reason: &str) {
    let mut b = store(archive, "b");
    let existing = b.new_case(BoardNumber::new(4).unwrap()).unwrap();
    let before = all_cases(&b);
    match b.import_bundle(json) {
        Err(StoreError::Bundle(message)) => assert!(message.contains(reason), "{message}"),
        other => panic!("expected the bundle to be refused, got {other:?}"),
    }
    assert_eq!(all_cases(&b), before);
    assert_eq!(b.load_case(existing.uuid).unwrap(), existing);
    assert!(b.conflicts(None).unwrap().is_empty());
}

on_both_engines! {
    fn broken_json_is_refused_with_its_position(archive) {
        assert_refused(archive, "{\"format\": \"casebook-bundle\", \"version\": 1, \"cases\": [",
            "broken JSON at line 1",
        );
        assert_refused(archive, "", "broken JSON");
        assert_refused(archive, "[]", "a bundle is a JSON object");
        assert_refused(archive, "{\"format\": \"pbn\", \"version\": 1, \"cases\": []}",
            "format is \"pbn\"",
        );
        assert_refused(archive, "{\"format\": \"casebook-bundle\", \"version\": 2, \"cases\": []}",
            "bundle version 2",
        );
    }

    fn an_illegal_deal_refuses_the_whole_bundle(archive) {
        let good = full_case();
        let mut good = serde_json::to_value(&good).unwrap();
        good["revision"] = 1.into();
        let mut bad = good.clone();
        bad["uuid"] = "11111111-2222-4333-8444-555555555555".into();
        // North and East both hold the ♠A.
        bad["board"]["deal"] = "N:AKQ2.T98..J98765 A.AKQ.AKQ2.T43 - -".into();
        let json = serde_json::json!({"format": "casebook-bundle", "version": 1, "cases": [good, bad]});
        assert_refused(archive, &json.to_string(),
            "case 2 (11111111-2222-4333-8444-555555555555): ♠A is in both North and East",
        );
    }

    /// Cases are read one at a time as they are imported: a case that cannot be read, after
    /// cases already written, still refuses the whole bundle, and the message names the case and
    /// the line of the file where it went wrong.
    fn a_case_that_cannot_be_read_is_named_with_its_line_in_the_file(archive) {
        let mut first = full_case();
        first.revision = 1;
        let mut second = first.clone();
        second.uuid = uuid::Uuid::from_u128(0x005E_C00D);
        let json = Bundle::new(vec![first, second]).to_json();
        // The second case's revision, as a word.
        let at = json
            .rfind("\"revision\": 1")
            .expect("the second case's revision");
        let line = json[..at].matches('\n').count() + 1;
        let broken = format!("{}\"revision\": \"one\"{}", &json[..at], &json[at + 13..]);
        assert_refused(archive, &broken,
            &format!(
                "case 2 ({}): invalid type: string \"one\"",
                uuid::Uuid::from_u128(0x005E_C00D)
            ),
        );
        assert_refused(archive, &broken, &format!("(line {line})"));
    }

    fn an_invalid_record_refuses_the_whole_bundle_naming_the_field(archive) {
        let mut case = full_case();
        case.revision = 1;
        case.result.as_mut().unwrap().tricks = Some(14);
        assert_refused(archive, &Bundle::new(vec![case]).to_json(), "result.tricks");
    }

    fn a_uuid_twice_in_one_bundle_is_refused(archive) {
        let mut case = full_case();
        case.revision = 1;
        assert_refused(archive, &Bundle::new(vec![case.clone(), case]).to_json(),
            "appears twice",
        );
    }
}
