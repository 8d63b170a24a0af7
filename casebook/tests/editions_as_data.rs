//! Editions as data: an edition made up for the test from the 2017 Laws — Law 93 renumbered 94,
//! and section 12C split (its weighting, 12C1(c), becomes section 12D) — is added as its Laws text
//! and a map from 2017 in the form of `assets/laws/edition-map.json`, with no code for it. A
//! case is decided under it and kept; the workflow's steps, the precedents and the counterparts
//! follow its laws to and from 2017 and 1997 through the maps; a map naming a law its edition
//! lacks is refused by name.
//!
//! The made-up text is `fixtures/texts/laws-2027-made-up.txt`: `laws-2017-en-layout.txt` (Laws
//! 12, 16 and 93 in the layout of the WBF's published Laws, in words of its own) so changed; its
//! map is `fixtures/texts/map-2017-2027.json`, the guide's example.

mod store_support;

use casebook::case::Edition;
use casebook::laws::texts::{ImportOptions, ReadText, TextImportError, read_text};
use casebook::laws::{
    Anchor, Language, Library, StoredText, TextKind, built_in_library, use_archive_texts,
};
use casebook::precedent::{UnitKey, cited_units, unit_keys};
use casebook::store::Store;
use store_support::{Scratch, full_case, kept};

const LAWS_2027: &str = include_str!("fixtures/texts/laws-2027-made-up.txt");
const MAP_2027: &str = include_str!("fixtures/texts/map-2017-2027.json");

fn e2027() -> Edition {
    Edition::from_year(2027).expect("a year of the Laws")
}

fn read(
    text: &str,
    options: &ImportOptions,
    library: &Library,
) -> Result<ReadText, TextImportError> {
    read_text(text.as_bytes(), options, library)
}

fn laws_options() -> ImportOptions {
    ImportOptions {
        kind: Some(TextKind::Laws),
        edition: Some(e2027()),
        language: Some(Language::En),
        title: Some("Laws of Duplicate Bridge 2027 (made up for the test)".into()),
        origin: None,
        layout: None,
    }
}

/// The library with the made-up edition's Laws and its map, as an archive hands them back.
fn texts() -> Vec<StoredText> {
    let laws = read(LAWS_2027, &laws_options(), built_in_library()).expect("the 2027 Laws");
    let laws = kept(&laws, 1);
    let with_laws = built_in_library().with_texts(std::slice::from_ref(&laws));
    let map = read(MAP_2027, &ImportOptions::default(), &with_laws).expect("the map");
    vec![laws, kept(&map, 2)]
}

fn library() -> Library {
    built_in_library().with_texts(&texts())
}

fn strings(anchors: Vec<Anchor>) -> Vec<String> {
    anchors.into_iter().map(|a| a.to_string()).collect()
}

#[test]
fn the_new_edition_s_laws_are_read_with_their_new_numbers() {
    let read = read(LAWS_2027, &laws_options(), built_in_library()).unwrap();
    let laws: Vec<&str> = read.laws().iter().map(|u| u.label.as_str()).collect();
    assert_eq!(laws, ["12", "16", "94"]);
    let anchors: Vec<&str> = read.units.iter().map(|u| u.anchor.as_str()).collect();
    for expected in [
        "2027/law/12/C/1/b",
        "2027/law/12/D",
        "2027/law/12/D/1",
        "2027/law/94/B",
    ] {
        assert!(anchors.contains(&expected), "{expected} in {anchors:?}");
    }
    assert!(!anchors.contains(&"2027/law/12/C/1/c"), "{anchors:?}");
    let library = library();
    assert!(library.holds_edition(e2027()));
    assert_eq!(
        library.ruling_editions(),
        [e2027(), Edition::E2017, Edition::E1997]
    );
}

#[test]
fn a_map_is_read_as_a_text_of_the_later_edition_and_kept_as_its_json() {
    let texts = texts();
    let map = &texts[1];
    assert_eq!(map.info.kind, TextKind::EditionMap);
    assert_eq!(map.info.edition, e2027());
    assert_eq!(map.info.title, "2017 → 2027");
    let read_back = map.edition_map().expect("the form is the map");
    assert_eq!(
        (read_back.earlier, read_back.later),
        (Edition::E2017, e2027())
    );
    assert!(read_back.others_keep_their_numbers);
    assert!(map.units().is_empty());
}

#[test]
fn laws_follow_across_the_editions_through_the_maps() {
    let library = library();
    let follow = |anchor: &str, to: Edition| strings(library.follow(&Anchor::new(anchor), to));
    // The renumbered law, both ways, with what lies under it.
    assert_eq!(follow("2017/law/93", e2027()), ["2027/law/94"]);
    assert_eq!(follow("2017/law/93/B", e2027()), ["2027/law/94/B"]);
    assert_eq!(follow("2027/law/94/A", Edition::E2017), ["2017/law/93/A"]);
    // The split section: the weighting is 12D, the rest of 12C keeps its numbers.
    assert_eq!(follow("2017/law/12/C/1/c", e2027()), ["2027/law/12/D"]);
    assert_eq!(
        follow("2027/law/12/D/1", Edition::E2017),
        ["2017/law/12/C/1/c"]
    );
    assert_eq!(follow("2017/law/12/C/1/b", e2027()), ["2027/law/12/C/1/b"]);
    assert_eq!(follow("2017/law/16/B/1", e2027()), ["2027/law/16/B/1"]);
    // Two maps in a row: the 1997 weighting (12C3) is the made-up edition's 12D.
    assert_eq!(follow("1997/law/12/C/3", e2027()), ["2027/law/12/D"]);
    assert_eq!(follow("2027/law/12/D", Edition::E1997), ["1997/law/12/C/3"]);
    // A unit the new text lacks is followed to its nearest ancestor it has.
    assert_eq!(follow("2017/law/93/C", e2027()), ["2027/law/94"]);
    // The law panel's counterparts of a 2017 unit now name the new edition's too.
    let counterparts = strings(library.counterpart(&Anchor::new("2017/law/12/C/1/c")));
    assert_eq!(counterparts, ["1997/law/12/C/3", "2027/law/12/D"]);
}

#[test]
fn a_step_s_laws_in_the_new_edition_come_through_the_map() {
    let library = library();
    let definitions = casebook::workflow::bundled().expect("the workflow definitions");
    let step = definitions.step("ui.adjusted_score").expect("the step");
    assert_eq!(
        strings(step.anchors.for_edition(e2027(), &library)),
        ["2027/law/12/C/1/a", "2027/law/12/C/1/b", "2027/law/12/D"]
    );
    // Without the map, the new edition's laws of the step are not guessed.
    let without_map = built_in_library().with_texts(&texts()[..1]);
    assert!(step.anchors.for_edition(e2027(), &without_map).is_empty());
    // The written editions are as written.
    assert_eq!(
        step.anchors.for_edition(Edition::E2017, &library),
        step.anchors.e2017
    );
}

#[test]
fn a_case_under_the_new_edition_is_kept_and_its_citations_are_keyed_by_2017() {
    use_archive_texts(&texts()).expect("the archive's texts");
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("archive.sqlite")).unwrap();
    let mut case = full_case();
    case.law_edition = e2027();
    case.ruling.laws = vec!["94B".into(), "12D".into(), "16B1".into()];
    let saved = store.save_case(&case, 0).unwrap();
    let loaded = store.load_case(saved.uuid).unwrap();
    assert_eq!(loaded.law_edition, e2027());
    let cited: Vec<String> = cited_units(&loaded).into_iter().map(|c| c.anchor).collect();
    assert!(cited.contains(&"2027/law/94/B".to_string()), "{cited:?}");
    // A precedent under 2017 citing 93B or 12C1(c) is the same unit.
    assert_eq!(
        unit_keys("2027/law/94/B"),
        [UnitKey("2017/law/93/B".into())]
    );
    assert_eq!(
        unit_keys("2027/law/12/D"),
        [UnitKey("2017/law/12/C/1/c".into())]
    );
    assert_eq!(
        unit_keys("2027/law/16/B/1"),
        [UnitKey("2017/law/16/B/1".into())]
    );
}

#[test]
fn the_archive_keeps_the_map_with_the_texts() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("archive.sqlite")).unwrap();
    let laws = read(LAWS_2027, &laws_options(), built_in_library()).unwrap();
    store.add_text(&laws, false).unwrap();
    let with_laws = built_in_library().with_texts(&store.library_texts().unwrap());
    let map = read(MAP_2027, &ImportOptions::default(), &with_laws).unwrap();
    store.add_text(&map, false).unwrap();
    let kept = store.library_texts().unwrap();
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[1].info.kind, TextKind::EditionMap);
    let library = built_in_library().with_texts(&kept);
    assert_eq!(
        strings(library.follow(&Anchor::new("2017/law/93"), e2027())),
        ["2027/law/94"]
    );
    // The same map again is refused; --replace takes its place.
    assert!(store.add_text(&map, false).is_err());
    store.add_text(&map, true).unwrap();
    assert_eq!(store.library_texts().unwrap().len(), 2);
}

#[test]
fn a_map_naming_a_law_its_edition_lacks_is_refused_by_name() {
    let with_laws = built_in_library().with_texts(&texts()[..1]);
    let wrong = MAP_2027.replace("2027/law/94", "2027/law/95");
    match read(&wrong, &ImportOptions::default(), &with_laws) {
        Err(TextImportError::MapNamesNoLaw { anchor, edition }) => {
            assert_eq!(anchor.as_str(), "2027/law/95");
            assert_eq!(edition, e2027());
        }
        other => panic!("{other:?}"),
    }
    // Before the edition's Laws are in the library, its map has nothing to join.
    match read(MAP_2027, &ImportOptions::default(), built_in_library()) {
        Err(TextImportError::MapWithoutEdition { edition }) => assert_eq!(edition, e2027()),
        other => panic!("{other:?}"),
    }
    // A map that is not in the form says what is wrong.
    let one_sided = r#"{"about": "", "pairs": [{"subject": "", "2017": ["2017/law/93"]}]}"#;
    assert!(matches!(
        read(one_sided, &ImportOptions::default(), &with_laws),
        Err(TextImportError::EditionMap(_))
    ));
}

/// A sixteenth-schema file (cases checked against 1997 and 2017, texts of three kinds) opens
/// migrated with its case and its text, and then takes a case under the new edition and a map.
#[test]
fn a_sixteenth_schema_file_opens_open_to_every_edition() {
    use casebook::store::schema::SCHEMA_VERSION;
    use casebook::store::sqlite::migrations as m;
    let scratch = Scratch::new();
    let path = scratch.path("v16.sqlite");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        let sixteen = [
            m::MIGRATION_1,
            m::MIGRATION_2,
            m::MIGRATION_3,
            m::MIGRATION_4,
            m::MIGRATION_5,
            m::MIGRATION_6,
            m::MIGRATION_7,
            m::MIGRATION_8,
            m::MIGRATION_9,
            m::MIGRATION_10,
            m::MIGRATION_11,
            m::MIGRATION_12,
            m::MIGRATION_13,
            m::MIGRATION_14,
            m::MIGRATION_15,
            m::MIGRATION_16,
        ];
        for sql in sixteen {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 16).unwrap();
        conn.execute_batch(
            "INSERT INTO cases (uuid, revision, created, updated, law_edition, board_number,
                                dealer, vulnerability, deal, auction_dealer)
             VALUES ('0b5a4b8e-7a6f-4c55-9a56-1d2f1b0c9e11', 1, '2026-01-01T00:00:00Z',
                     '2026-01-01T00:00:00Z', 1997, 4, 'W', 'All',
                     'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', 'W');
             INSERT INTO library_texts (kind, edition, language, title, form, added)
             VALUES ('regulation', 2017, 'en', 'Example', '---\nkind: regulation\n---\n', '2026-01-01');",
        )
        .unwrap();
        // The sixteenth schema refuses another edition.
        assert!(
            conn.execute("UPDATE cases SET law_edition = 2027", [])
                .is_err()
        );
    }
    let mut store = Store::open(&path).unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let uuid = "0b5a4b8e-7a6f-4c55-9a56-1d2f1b0c9e11".parse().unwrap();
    let mut case = store.load_case(uuid).unwrap();
    assert_eq!(case.law_edition, Edition::E1997);
    assert_eq!(store.library_texts().unwrap()[0].info.title, "Example");
    case.law_edition = e2027();
    let saved = store.save_case(&case, case.revision).unwrap();
    assert_eq!(store.load_case(saved.uuid).unwrap().law_edition, e2027());
    // An edition before the Laws were codified is still no edition.
    assert!(
        conn.execute("UPDATE cases SET law_edition = 1066", [])
            .is_err()
    );
}

/// The built-in texts' layout is a layout like the others: a federation's Laws set out as the
/// built-in Bulgarian translation (here that very file, `assets/laws/laws-2017-bg.txt`, as the
/// made-up 2027 edition) are read by the same reader, under the text's own edition and number,
/// and read back the same from the form the archive keeps.
#[test]
fn a_text_in_the_built_in_bulgarian_layout_is_read_by_its_reader() {
    use casebook::laws::UnitKind;
    use casebook::laws::texts::TextLayout;
    let bulgarian = include_str!("../../assets/laws/laws-2017-bg.txt");
    let options = ImportOptions {
        kind: Some(TextKind::Laws),
        edition: Some(e2027()),
        language: Some(Language::Bg),
        title: Some("Правилник 2027 (пример)".into()),
        origin: None,
        layout: Some(TextLayout::Bulgarian2017),
    };
    let read = read(bulgarian, &options, built_in_library()).unwrap();
    assert_eq!(read.laws().len(), 93);
    let built_in: Vec<_> = built_in_library()
        .units()
        .iter()
        .filter(|u| u.source == casebook::laws::Source::Laws2017Bg)
        .collect();
    assert_eq!(read.units.len(), built_in.len());
    let anchors: Vec<&str> = read.units.iter().map(|u| u.anchor.as_str()).collect();
    assert!(anchors.contains(&"2027/law/16/B/1"), "{anchors:?}");
    assert!(anchors.iter().all(|a| a.starts_with("2027/")));
    let weighting = read
        .units
        .iter()
        .find(|u| u.anchor.as_str() == "2027/law/12/C/1/c")
        .expect("12C1(c)");
    assert_eq!(weighting.kind, UnitKind::SubItem);
    assert_eq!(weighting.edition, e2027());
    // Kept in the documented form with its layout, it reads back the same.
    assert!(
        read.form.contains("\nlayout: bg-2017\n"),
        "the header names the layout"
    );
    let stored = kept(&read, 7);
    assert_eq!(stored.units().len(), read.units.len());
}
