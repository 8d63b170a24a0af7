//! The federation's own texts in the law library: an English Laws text in the layout of the
//! WBF's published Laws and an English regulation in the documented form, read, anchored as
//! people cite, shown to a reader in his language, kept in the archive on both engines, and
//! every bad file refused with nothing kept.
//!
//! The English Laws text is `fixtures/texts/laws-2017-en-layout.txt`, written in the layout
//! with words of its own (Casebook ships no English Laws); the regulation is the guide's
//! example, `assets/laws/examples/regulation-en.md`.

mod store_support;

use store_support::kept;

use casebook::laws::texts::{ImportOptions, ReadText, TextImportError, read_text};
use casebook::laws::{
    Anchor, Edition, Language, Library, Source, TextKind, UnitKind, built_in_library,
};
use casebook::store::StoreError;

const ENGLISH_LAWS: &str = include_str!("fixtures/texts/laws-2017-en-layout.txt");
const REGULATION: &str = include_str!("../../assets/laws/examples/regulation-en.md");

fn english_laws_options() -> ImportOptions {
    ImportOptions {
        kind: Some(TextKind::Laws),
        edition: Some(Edition::E2017),
        language: Some(Language::En),
        title: Some("Laws of Duplicate Bridge 2017 (test layout)".into()),
        origin: None,
        layout: None,
    }
}

fn read(bytes: &[u8], options: &ImportOptions) -> Result<ReadText, TextImportError> {
    read_text(bytes, options, built_in_library())
}

fn library_with_both() -> Library {
    let laws = read(ENGLISH_LAWS.as_bytes(), &english_laws_options()).unwrap();
    let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
    built_in_library().with_texts(&[kept(&laws, 1), kept(&regulation, 2)])
}

#[test]
fn a_laws_text_in_the_wbf_layout_gives_each_law_the_anchor_of_the_built_in_ones() {
    let read = read(ENGLISH_LAWS.as_bytes(), &english_laws_options()).unwrap();
    let laws: Vec<&str> = read.laws().iter().map(|u| u.label.as_str()).collect();
    assert_eq!(laws, ["12", "16", "93"]);
    let anchors: Vec<&str> = read.units.iter().map(|u| u.anchor.as_str()).collect();
    for expected in [
        "2017/law/12/C/1/c",
        "2017/law/16/B/1/a",
        "2017/law/16/B/1/b",
        "2017/law/16/B/3",
        "2017/law/93/B",
    ] {
        assert!(anchors.contains(&expected), "{expected} in {anchors:?}");
    }
    // Each anchor is one the built-in Bulgarian text has too: one Law, two languages.
    for unit in read
        .units
        .iter()
        .filter(|u| u.kind != UnitKind::FrontMatter)
    {
        assert!(
            built_in_library().get(&unit.anchor).is_some(),
            "{} is not a unit of the 2017 Laws",
            unit.anchor
        );
    }
    // An item out of its place is text of the section it stands in, not a unit of its own.
    assert!(!anchors.contains(&"2017/law/93/B/3"));
    // Lines wrapped by the page are one paragraph again.
    let sub = read
        .units
        .iter()
        .find(|u| u.anchor.as_str() == "2017/law/16/B/1/a")
        .unwrap();
    assert_eq!(
        sub.text_markdown,
        "A player may not choose a call demonstrably suggested over another by extraneous \
         information from partner when the other is a logical alternative."
    );
}

#[test]
fn an_english_reader_sees_the_law_in_english_and_the_regulation_under_it() {
    let library = library_with_both();
    let law = Anchor::new("2017/law/16/B/1");
    let english = library.show_anchor_in(&law, Language::En).unwrap();
    assert!(english.starts_with("# 16B1"), "{english}");
    assert!(
        english.contains("demonstrably suggested over another"),
        "{english}"
    );
    assert!(!english.contains("Not in English"), "{english}");
    // The regulation's paragraphs citing 16B1(a) and 16B1(b), with their text's title; not
    // the paragraph on Law 16 as a whole, nor one citing no Law.
    assert!(
        english.contains("## Commentary and regulations"),
        "{english}"
    );
    assert!(
        english.contains("**1.1** — *Example Bridge Federation"),
        "{english}"
    );
    assert!(
        english.contains("**1.2** — *Example Bridge Federation"),
        "{english}"
    );
    assert!(!english.contains("**1.3**"), "{english}");
    assert!(!english.contains("notice board"), "{english}");

    // A Bulgarian reader has the built-in Bulgarian text, with the same regulation under it.
    let bulgarian = library.show_anchor_in(&law, Language::Bg).unwrap();
    assert!(
        bulgarian.contains("Всяка странична информация"),
        "{bulgarian}"
    );
    assert!(
        bulgarian.contains("**1.2** — *Example Bridge Federation"),
        "{bulgarian}"
    );

    // A German reader: the first language the library has, and a line saying so.
    let german = library
        .show_anchor_in(&law, Language::from_code("de").unwrap())
        .unwrap();
    assert!(german.contains("Всяка странична информация"), "{german}");
    assert_eq!(library.languages_of(&law), [Language::Bg, Language::En]);

    // Without the English text, the English reader is told where the text comes from.
    let built_in = built_in_library()
        .show_anchor_in(&law, Language::En)
        .unwrap();
    assert!(
        built_in.starts_with("*Not in English in the library: shown in Bulgarian."),
        "{built_in}"
    );
}

#[test]
fn a_paragraph_is_anchored_to_the_laws_it_cites_as_people_cite_them() {
    // An older Russian text's word for a Law, read as a citation (the committees write
    // «Правило»; the word is put together so that no Russian the product writes holds it).
    let older_word = concat!("За", "кон");
    let body = format!(
        "---\nkind: regulation\nedition: 2017\nlanguage: en\ntitle: Citations\n---\n\n\
        1. Under Law 16B1(a) the player may not choose it.\n\n\
        2. See Laws 12C1(c) and 93, or L16B.\n\n\
        3. As in Правило 16Б1 of the translation, and {older_word} 16 of an old one.\n\n\
        4. Under the Law of the land, nothing: 3 boards, table 12, 1997 and 4.1.\n\n\
        5. A correction: [this paragraph](law:2017/law/16/A) is about it.\n\n\
        6. Bare, as directors write: 16B1a and 12C1(c).\n"
    );
    let read = read(body.as_bytes(), &ImportOptions::default()).unwrap();
    let anchored: Vec<(String, Vec<String>)> = read
        .anchored_paragraphs()
        .into_iter()
        .map(|(u, to)| (u.label.clone(), to.iter().map(|a| a.to_string()).collect()))
        .collect();
    let to = |label: &str| {
        anchored
            .iter()
            .find(|(l, _)| l == label)
            .map(|(_, to)| to.clone())
            .unwrap()
    };
    assert_eq!(to("1"), ["2017/law/16/B/1/a"]);
    assert_eq!(
        to("2"),
        ["2017/law/12/C/1/c", "2017/law/93", "2017/law/16/B"]
    );
    assert_eq!(to("3"), ["2017/law/16/B/1", "2017/law/16"]);
    assert!(to("4").is_empty());
    assert_eq!(to("5"), ["2017/law/16/A"]);
    assert_eq!(to("6"), ["2017/law/16/B/1/a", "2017/law/12/C/1/c"]);
}

#[test]
fn every_bad_file_is_refused_by_name() {
    let laws = english_laws_options();
    let refused = |bytes: &[u8], options: &ImportOptions| read(bytes, options).unwrap_err();
    assert!(matches!(
        refused(b"%PDF-1.7\n1 0 obj", &laws),
        TextImportError::PdfUnreadable { .. }
    ));
    assert!(matches!(
        refused(b"LAW 1\0\0binary", &laws),
        TextImportError::Binary
    ));
    assert!(matches!(
        refused(b"LAW 16 \xff\xfe", &laws),
        TextImportError::NotUtf8
    ));
    assert!(matches!(
        refused(b"Some text without any law heading.\n", &laws),
        TextImportError::NoLaw
    ));
    let without = |f: fn(&mut ImportOptions)| {
        let mut options = laws.clone();
        f(&mut options);
        refused(ENGLISH_LAWS.as_bytes(), &options)
    };
    assert!(matches!(
        without(|o| o.kind = None),
        TextImportError::NoKind
    ));
    assert!(matches!(
        without(|o| o.edition = None),
        TextImportError::NoEdition
    ));
    assert!(matches!(
        without(|o| o.language = None),
        TextImportError::NoLanguage
    ));
    let regulation = ImportOptions {
        kind: Some(TextKind::Regulation),
        ..laws.clone()
    };
    assert!(matches!(
        refused(b"1.1 Results are posted on the board.\n", &regulation),
        TextImportError::NothingAnchored { .. }
    ));
    assert!(matches!(
        refused(
            b"---\nkind: laws\nedition: 1066\n---\nLAW 1\n",
            &ImportOptions::default()
        ),
        TextImportError::Form(_)
    ));
    // A regulation on an edition whose Laws the library lacks could be shown under none; a
    // later edition comes as its Laws first.
    assert!(matches!(
        refused(
            b"---\nkind: regulation\nedition: 2031\nlanguage: en\n---\n1.1 Law 16B1.\n",
            &ImportOptions::default()
        ),
        TextImportError::NoSuchEdition { .. }
    ));
    let large = vec![b'a'; 50 * 1024 * 1024 + 1];
    assert!(matches!(
        refused(&large, &laws),
        TextImportError::TooLarge { .. }
    ));
}

on_both_engines! {
    fn texts_are_kept_listed_replaced_and_removed(archive) {
        let mut store = archive.open();
        assert!(store.library_texts().unwrap().is_empty());
        let laws = read(ENGLISH_LAWS.as_bytes(), &english_laws_options()).unwrap();
        let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
        let laws_id = store.add_text(&laws, false).unwrap();
        let regulation_id = store.add_text(&regulation, false).unwrap();

        // Another store on the same archive (another committee's window) reads them whole.
        let texts = archive.open().library_texts().unwrap();
        assert_eq!(texts.len(), 2);
        assert_eq!(texts[0].info.source, Source::Added(laws_id));
        assert_eq!(texts[0].info.language, Language::En);
        assert_eq!(texts[1].info.kind, TextKind::Regulation);
        assert_eq!(texts[1].units().len(), regulation.units.len());
        let library = built_in_library().with_texts(&texts);
        assert!(library
            .show_anchor_in(&Anchor::new("2017/law/12/C/1/c"), Language::En)
            .unwrap()
            .contains("weight the outcomes"));

        // The English Laws of 2017 again: refused, and the one held is untouched.
        let again = store.add_text(&laws, false).unwrap_err();
        assert!(matches!(again, StoreError::TextHeld { id, .. } if id == laws_id.0), "{again}");
        assert_eq!(store.library_texts().unwrap().len(), 2);
        // With --replace it takes the old one's place.
        let replaced = store.add_text(&laws, true).unwrap();
        assert_ne!(replaced, laws_id);
        let texts = store.library_texts().unwrap();
        assert_eq!(texts.len(), 2);
        assert!(texts.iter().all(|t| t.info.source != Source::Added(laws_id)));

        let removed = store.remove_text(regulation_id).unwrap();
        assert_eq!(removed.info.title, regulation.info.title);
        assert!(matches!(
            store.remove_text(regulation_id).unwrap_err(),
            StoreError::NoSuchText { .. }
        ));
        assert_eq!(store.library_texts().unwrap().len(), 1);
    }

    fn a_case_bundle_carries_the_texts_and_an_import_keeps_those_not_held(archive) {
        let mut store = archive.open();
        let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
        store.add_text(&regulation, false).unwrap();
        let case = store_support::full_case();
        store.save_case(&case, 0).unwrap();
        let bundle = store.export_bundle(&[case.uuid]).unwrap();
        assert!(bundle.contains("\"texts\""), "the bundle carries the texts");

        let mut elsewhere = archive.open_other("reviewer");
        let report = elsewhere.import_bundle(&bundle).unwrap();
        assert_eq!(report.texts_added, 1);
        let texts = elsewhere.library_texts().unwrap();
        assert_eq!(texts.len(), 1);
        assert_eq!(texts[0].form, regulation.form);
        // Again: the text held is kept as it is, nothing added twice.
        let report = elsewhere.import_bundle(&bundle).unwrap();
        assert_eq!(report.texts_added, 0);
        assert_eq!(elsewhere.library_texts().unwrap().len(), 1);
        // A text the bundle describes wrongly refuses the bundle, and nothing is kept.
        let wrong = bundle.replace("\"edition\": 2017", "\"edition\": 1066");
        let mut third = archive.open_other("third");
        assert!(third.import_bundle(&wrong).is_err());
        assert!(third.library_texts().unwrap().is_empty());
    }

    fn a_copy_of_the_archive_carries_its_texts(archive) {
        let mut store = archive.open();
        let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
        store.add_text(&regulation, false).unwrap();
        let mut target = archive.open_other("copy");
        store
            .copy_to(
                &mut target,
                casebook::store::TrainingCases::Copied,
                &mut |_, _| {},
                &std::sync::atomic::AtomicBool::new(false),
            )
            .unwrap();
        let copied = target.library_texts().unwrap();
        assert_eq!(copied.len(), 1);
        assert_eq!(copied[0].form, regulation.form);
    }
}

#[test]
fn a_bulgarian_regulation_cites_as_the_bulgarian_laws_do() {
    let body = "1.1 Според П12С1(в) съдията претегля резултатите.\n\n\
        1.2 Виж Правило 16Б1 и Правила 92 и 93.\n";
    let options = ImportOptions {
        kind: Some(TextKind::Regulation),
        edition: Some(Edition::E2017),
        language: Some(Language::Bg),
        title: Some("Регламент".into()),
        origin: None,
        layout: None,
    };
    let read = read(body.as_bytes(), &options).unwrap();
    let anchored: Vec<Vec<String>> = read
        .anchored_paragraphs()
        .into_iter()
        .map(|(_, to)| to.iter().map(|a| a.to_string()).collect())
        .collect();
    assert_eq!(
        anchored,
        [
            vec!["2017/law/12/C/1/c".to_string()],
            vec![
                "2017/law/16/B/1".to_string(),
                "2017/law/92".to_string(),
                "2017/law/93".to_string()
            ],
        ]
    );
}

#[test]
fn a_paragraph_anchored_to_none_is_anchored_by_the_reader_and_keeps_it() {
    let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
    let (paragraph, to) = regulation
        .anchored_paragraphs()
        .into_iter()
        .find(|(u, _)| u.label == "3.2")
        .map(|(u, to)| (u.anchor.clone(), to))
        .unwrap();
    assert!(to.is_empty());
    let corrected = regulation
        .anchored_also(&paragraph, "93B1, 93C", built_in_library())
        .unwrap();
    let anchored = |read: &ReadText| {
        read.anchored_paragraphs()
            .into_iter()
            .find(|(u, _)| u.anchor == paragraph)
            .map(|(_, to)| to.iter().map(|a| a.to_string()).collect::<Vec<_>>())
            .unwrap()
    };
    assert_eq!(anchored(&corrected), ["2017/law/93/B/1", "2017/law/93/C"]);
    // The correction is part of the text: read again from its form, it is still there.
    let again = read(corrected.form.as_bytes(), &ImportOptions::default()).unwrap();
    assert_eq!(anchored(&again), ["2017/law/93/B/1", "2017/law/93/C"]);
    // A Law the edition lacks is refused, and nothing changes.
    assert!(
        regulation
            .anchored_also(&paragraph, "12C9", built_in_library())
            .is_err()
    );
}

/// On a federation's server: the chief director and the editor add texts, a committee member
/// reads them and is refused adding or removing one (nothing kept), and a committee member's
/// replica receives them by its sync.
#[test]
fn a_server_s_texts_are_kept_by_the_roles_that_may_and_reach_a_replica() {
    use casebook::store::{ArchiveRole, SyncOptions};
    use store_support::roles::RolesArchive;
    let Some(archive) = RolesArchive::new(
        "",
        &[
            ("alice", Some(ArchiveRole::Committee), Some("A")),
            ("chief", Some(ArchiveRole::ChiefDirector), None),
            ("editor", Some(ArchiveRole::Editor), None),
        ],
    ) else {
        return;
    };
    let laws = read(ENGLISH_LAWS.as_bytes(), &english_laws_options()).unwrap();
    let regulation = read(REGULATION.as_bytes(), &ImportOptions::default()).unwrap();
    let mut chief = archive.store_as("chief").unwrap();
    let laws_id = chief.add_text(&laws, false).unwrap();
    let mut editor = archive.store_as("editor").unwrap();
    editor.add_text(&regulation, false).unwrap();

    let mut alice = archive.store_as("alice").unwrap();
    let seen = alice.library_texts().unwrap();
    assert_eq!(seen.len(), 2);
    assert_eq!(
        seen[0].added_by.as_deref(),
        Some(archive.login("chief").as_str())
    );
    let refused = alice.add_text(&laws, true).unwrap_err();
    assert!(matches!(refused, StoreError::TextsRefused), "{refused}");
    let refused = alice.remove_text(laws_id).unwrap_err();
    assert!(matches!(refused, StoreError::TextsRefused), "{refused}");
    assert_eq!(chief.library_texts().unwrap().len(), 2);

    // Alice's laptop: a replica made by its first sync carries the texts; one removed on the
    // server since is gone from it at the next.
    let scratch = store_support::Scratch::new();
    let mut replica =
        casebook::store::Store::create_or_open(scratch.path("replica.sqlite")).unwrap();
    let sync = |replica: &mut casebook::store::Store, server: &mut casebook::store::Store| {
        replica
            .sync_with(
                server,
                &SyncOptions::default(),
                &mut |_, _, _| {},
                &std::sync::atomic::AtomicBool::new(false),
            )
            .unwrap()
    };
    sync(&mut replica, &mut alice);
    assert_eq!(replica.library_texts().unwrap().len(), 2);
    chief.remove_text(laws_id).unwrap();
    sync(&mut replica, &mut alice);
    let kept = replica.library_texts().unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].info.kind, TextKind::Regulation);
}
