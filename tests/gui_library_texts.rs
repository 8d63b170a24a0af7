//! File › Texts… in the window: a federation's regulation read, a paragraph the import
//! anchored to no Law anchored by the reader, the text kept in the archive, and the law panel
//! showing the regulation's paragraphs under the Law they cite; a removal; a committee login
//! on a server is not offered what its role may not do (casebook/tests/library_texts.rs has
//! the server's refusal).
//!
//! Fixture: the guide's example regulation, `assets/laws/examples/regulation-en.md` (its
//! paragraphs 3.2 and 3.3 cite no Law).

mod gui_support;

use casebook::store::Store;
use casebook_app::app::command::Command;
use casebook_app::app::law_link::LawLink;
use casebook_app::i18n::Language;
use egui_kittest::kittest::Queryable as _;
use std::path::Path;

/// The archive's texts are the process's law library: one window of this file at a time.
static ONE_ARCHIVE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_archive_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_ARCHIVE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn regulation() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/laws/examples/regulation-en.md")
}

#[test]
fn a_regulation_is_read_anchored_kept_and_shown_under_the_law_it_cites() {
    let _one = one_archive_at_a_time();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = gui_support::window_on(&path, Language::English, [1400.0, 950.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowLibraryTexts);
    harness.run();
    // The built-in texts are listed, and this archive has added none.
    harness.get_by_label("Комментарии к Кодексу–97");
    harness.get_by_label("This archive has added no text yet.");

    harness.state_mut().library_texts_window().file = Some(regulation());
    harness.run();
    harness.get_by_label("Read the file").click();
    harness.run();
    harness.state_mut().library_texts_window().finish();
    harness.run();
    harness.get_by_label_contains("8 paragraphs, 6 anchored to Laws, 2 to none");

    // Paragraph 3.2 (the seventh) is about the appeals committee's hearing: Law 93B1.
    harness.get_by_label("Laws for paragraph 3.2").click();
    harness.run();
    harness
        .get_by_label("Laws for paragraph 3.2")
        .type_text("93B1");
    harness.run();
    harness
        .state_mut()
        .apply(&ctx, Command::AnchorLibraryParagraph(6));
    harness.run();
    harness.get_by_label_contains("8 paragraphs, 7 anchored to Laws, 1 to none");

    harness.get_by_label("Keep the text").click();
    harness.run();
    harness.get_by_label_contains("as text 1.");
    let kept = Store::open(&path).unwrap().library_texts().unwrap();
    assert_eq!(kept.len(), 1);
    assert!(
        kept[0].form.contains("[93B1](law:2017/law/93/B/1)"),
        "{}",
        kept[0].form
    );

    // The law panel: Law 16B1 with the regulation's paragraphs on 16B1(a) and 16B1(b) under it.
    harness.state_mut().apply(
        &ctx,
        Command::OpenLaw(LawLink::new("2017/law/16/B/1").unwrap()),
    );
    harness.run();
    let shown = harness
        .state()
        .law_browser()
        .page()
        .map(|page| format!("{:?}", page.blocks))
        .unwrap_or_default();
    assert!(
        shown.contains("A hesitation is established as a fact"),
        "{shown}"
    );
    assert!(
        shown.contains("Example Bridge Federation — Tournament Regulations"),
        "{shown}"
    );
    // The Bulgarian text is shown (the archive has no English Laws), and the panel says so.
    assert!(shown.contains("Not in English in the library"), "{shown}");

    // Removed, the text leaves the archive and the panel.
    harness.get_by_label("Remove").click();
    harness.run();
    harness.get_by_label_contains("Removed “Example Bridge Federation");
    assert!(
        Store::open(&path)
            .unwrap()
            .library_texts()
            .unwrap()
            .is_empty()
    );
    let shown = harness
        .state()
        .law_browser()
        .page()
        .map(|page| format!("{:?}", page.blocks))
        .unwrap_or_default();
    assert!(!shown.contains("A hesitation is established"), "{shown}");
}

/// A new edition in the window: its Laws read with the year typed in the Edition field, then
/// its map from 2017 reviewed pair by pair and kept; a year that is no edition is refused by
/// name. (The made-up 2027 edition and its map are casebook/tests/fixtures/texts'.)
#[test]
fn a_new_edition_and_its_map_are_added_in_the_window() {
    let _one = one_archive_at_a_time();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let texts = Path::new(env!("CARGO_MANIFEST_DIR")).join("casebook/tests/fixtures/texts");
    let laws = texts.join("laws-2027-made-up.txt");
    let map = texts.join("map-2017-2027.json");
    let mut harness = gui_support::window_on(&path, Language::English, [1400.0, 950.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::ShowLibraryTexts);
    harness.run();

    let window = harness.state_mut().library_texts_window();
    window.file = Some(laws);
    window.kind = Some(casebook::laws::TextKind::Laws);
    window.language = "en".into();
    window.edition = "1066".into();
    harness.run();
    harness.get_by_label("Read the file").click();
    harness.run();
    harness.get_by_label_contains("“1066” is not the year of an edition of the Laws");

    harness.state_mut().library_texts_window().edition = "2027".into();
    harness.run();
    harness.get_by_label("Read the file").click();
    harness.run();
    harness.state_mut().library_texts_window().finish();
    harness.run();
    harness.get_by_label_contains("3 Laws (12, 16, 94)");
    harness.get_by_label("Keep the text").click();
    harness.run();

    let window = harness.state_mut().library_texts_window();
    window.file = Some(map);
    window.kind = None;
    window.edition.clear();
    window.language.clear();
    harness.run();
    harness.get_by_label("Read the file").click();
    harness.run();
    harness.state_mut().library_texts_window().finish();
    harness.run();
    harness.get_by_label_contains("from the 2017 Laws to the 2027 Laws, 2 pairs");
    harness.get_by_label("93 (2017) → 94 (2027): Procedures of appeal");
    harness.get_by_label("Keep the text").click();
    harness.run();
    let kept = Store::open(&path).unwrap().library_texts().unwrap();
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[1].info.kind, casebook::laws::TextKind::EditionMap);
    // The law panel offers the new edition beside the built-in ones (the list's two rows
    // name it too).
    assert_eq!(harness.query_all_by_label("2027").count(), 3);
}
