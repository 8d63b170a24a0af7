//! The casebook's panel in the archive, on both engines: a panel named and read back, a
//! commentator's comment written apart from the case (a committee member's later save leaves
//! it), marks above the panel's scale refused with nothing written, a commentator's bundle
//! merged into the editor's case without touching anything else (the editor's bundle carrying
//! the panel to the commentator's own file), and a copy carrying it all.

mod store_support;

use casebook::case::{Case, CaseStatus};
use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
use casebook::store::{Store, StoreError, TrainingCases};
use std::sync::atomic::AtomicBool;
use store_support::archives::TestArchive;
use store_support::full_case;

/// The sample case decided, as a panel comments on it (year 2024, «Командный турнир»).
fn decided(store: &mut Store) -> Case {
    let mut case = full_case();
    case.review.status = CaseStatus::Decided;
    store.save_case(&case, 0).unwrap()
}

fn panel_of_2024() -> Panel {
    Panel {
        scope: PanelScope {
            year: Some(2024),
            event: String::new(),
        },
        members: vec![
            PanelMember {
                name: "Громов".into(),
                about: "Главный судья федерации, 1996–2012".into(),
                ..PanelMember::default()
            },
            PanelMember {
                name: "Wolff".into(),
                about: "Past president of the WBF".into(),
                ..PanelMember::default()
            },
        ],
        mark_scale: 10,
        closing_remarks: "Год, когда комиссии чаще исправляли, чем портили.".into(),
        ..Panel::default()
    }
}

fn comment(who: &str, text: &str, ruling: u8, decision: u8) -> PanelComment {
    PanelComment {
        commentator: who.into(),
        comment: text.into(),
        ruling_mark: Some(ruling),
        decision_mark: Some(decision),
        verdict: Some(PanelVerdict::Improved),
        ..PanelComment::default()
    }
}

on_both_engines! {
    fn a_panel_is_kept_and_a_comment_outlives_a_save_of_the_case(archive) {
        let mut store = archive.open();
        let case = decided(&mut store);
        store.save_panel(&panel_of_2024()).unwrap();
        assert_eq!(store.panels().unwrap(), vec![panel_of_2024()]);
        assert_eq!(
            store.panel_for(Some(2024), "Командный турнир").unwrap(),
            Some(panel_of_2024())
        );
        assert_eq!(store.panel_for(Some(2025), "Командный турнир").unwrap(), None);

        let kept = store
            .save_panel_comment(case.uuid, &comment("Громов", "Решение верное.", 4, 9))
            .unwrap();
        assert!(kept.written.is_some(), "stamped when written");
        let mut loaded = store.load_case(case.uuid).unwrap();
        assert_eq!(loaded.panel, vec![kept.clone()]);
        assert_eq!(loaded.revision, case.revision, "a comment is not a save of the case");

        // A committee member edits the case as it was before the comment: the comment stays.
        let mut stale = case.clone();
        stale.write_up = "Дополнено комиссией.".into();
        store.save_case(&stale, case.revision).unwrap();
        loaded = store.load_case(case.uuid).unwrap();
        assert_eq!(loaded.panel, vec![kept]);
        assert_eq!(loaded.write_up, "Дополнено комиссией.");

        assert!(store.remove_panel_comment(case.uuid, "Громов").unwrap());
        assert!(store.load_case(case.uuid).unwrap().panel.is_empty());
        assert!(store.remove_panel(&panel_of_2024().scope).unwrap());
        assert!(store.panels().unwrap().is_empty());
    }

    fn a_mark_above_the_scale_or_a_panel_of_one_name_twice_is_refused(archive) {
        let mut store = archive.open();
        let case = decided(&mut store);
        store.save_panel(&panel_of_2024()).unwrap();
        let refused = store
            .save_panel_comment(case.uuid, &comment("Громов", "", 11, 5))
            .unwrap_err();
        assert!(
            matches!(refused, StoreError::InvalidComment(_)),
            "{refused}"
        );
        assert!(refused.to_string().contains("0–10"), "{refused}");
        assert!(store.load_case(case.uuid).unwrap().panel.is_empty());

        let mut twice = panel_of_2024();
        twice.members[1].name = "Громов".into();
        twice.closing_remarks = "другое".into();
        assert!(matches!(
            store.save_panel(&twice),
            Err(StoreError::InvalidPanel(_))
        ));
        assert_eq!(store.panels().unwrap(), vec![panel_of_2024()], "nothing written");
    }

    fn a_commentators_bundle_merges_into_the_editors_case_and_nothing_else(archive) {
        let mut editor = archive.open();
        let case = decided(&mut editor);
        editor.save_panel(&panel_of_2024()).unwrap();
        editor
            .save_panel_comment(case.uuid, &comment("Wolff", "Fine.", 5, 8))
            .unwrap();

        // The commentator's own copy: the case as sent, his comment written there.
        let mut commentator = archive.open_other("commentator");
        let received = commentator
            .import_bundle(&editor.export_bundle(&[case.uuid]).unwrap())
            .unwrap();
        assert_eq!(received.panels_added, 1, "the bundle carries the case's panel");
        assert_eq!(commentator.panels().unwrap(), vec![panel_of_2024()]);
        // His copy of the panel is his: a change to it does not travel back over the editor's.
        let mut his_panel = panel_of_2024();
        his_panel.closing_remarks = "Черновик комментатора.".into();
        commentator.save_panel(&his_panel).unwrap();
        let his = commentator
            .save_panel_comment(case.uuid, &comment("Громов", "Комиссия права.", 3, 9))
            .unwrap();
        let sent = commentator.export_bundle(&[case.uuid]).unwrap();

        // Meanwhile the editor corrects the write-up and Wolff revises his comment.
        let mut edited = editor.load_case(case.uuid).unwrap();
        edited.write_up = "Правка редактора.".into();
        let edited = editor.save_case(&edited, edited.revision).unwrap();
        let wolff = editor
            .save_panel_comment(case.uuid, &comment("Wolff", "Fine, on reflection.", 5, 9))
            .unwrap();

        let report = editor.import_bundle(&sent).unwrap();
        assert_eq!(report.comments_merged, 1, "{report:?}");
        assert_eq!(report.panels_added, 0, "{report:?}");
        assert_eq!(editor.panels().unwrap(), vec![panel_of_2024()], "the editor's panel kept");
        assert!(report.conflicts.is_empty() && report.replaced.is_empty(), "{report:?}");
        let merged = editor.load_case(case.uuid).unwrap();
        assert_eq!(merged.write_up, "Правка редактора.", "the rest of the case untouched");
        assert_eq!(merged.revision, edited.revision);
        let mut expected = vec![wolff, his];
        expected.sort_by(|a, b| a.commentator.cmp(&b.commentator));
        assert_eq!(merged.panel, expected, "his added, Wolff's later one kept");

        assert_eq!(
            editor.import_bundle(&sent).unwrap().comments_merged,
            0,
            "the same bundle again changes nothing"
        );
    }

    fn a_copy_carries_the_panels_and_their_comments(archive) {
        let mut source = archive.open();
        let case = decided(&mut source);
        source.save_panel(&panel_of_2024()).unwrap();
        let kept = source
            .save_panel_comment(case.uuid, &comment("Wolff", "Fine.", 5, 8))
            .unwrap();
        let target = TestArchive::sqlite();
        let mut copy = Store::open_at(&target.location, true).unwrap();
        source
            .copy_to(&mut copy, TrainingCases::Copied, &mut |_, _| {}, &AtomicBool::new(false))
            .unwrap();
        assert_eq!(copy.panels().unwrap(), vec![panel_of_2024()]);
        assert_eq!(copy.load_case(case.uuid).unwrap().panel, vec![kept]);
        let commented = copy.commented_cases().unwrap();
        assert_eq!(commented.len(), 1);
        assert_eq!(commented[0].comments.len(), 1);
    }
}
