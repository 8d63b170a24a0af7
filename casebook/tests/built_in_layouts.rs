//! The built-in texts' layouts are layouts like the others: the library reads its built-in
//! texts through them, and a federation's text set out the same way — here the built-in files
//! themselves (`assets/laws/`), shortened or rewritten where the test needs it — is read by the
//! same reader, its own parts under its number, its law text at the Laws' anchors in its
//! language, its numbered paragraphs under the Laws they number.

mod store_support;

use casebook::laws::texts::{ImportOptions, ReadText, TextImportError, TextLayout, read_text};
use casebook::laws::{
    Anchor, Edition, Language, Library, Source, TextKind, UnitKind, built_in_library,
};
use store_support::kept;

const COMMENTARY_1997: &str = include_str!("../../assets/laws/commentary-1997-ru.txt");
const COMMENTARY_1987: &str = include_str!("../../assets/laws/commentary-1987-laws64-70-ru.txt");
const TRAINING: &str = include_str!("../../assets/laws/adjusted-scores-training-ru.txt");
const PAGES: &str = include_str!("../../assets/laws/laws-ru-pages.txt");

fn options(layout: TextLayout, edition: Edition, title: &str) -> ImportOptions {
    ImportOptions {
        kind: None,
        edition: Some(edition),
        language: Some(Language::Ru),
        title: Some(title.into()),
        origin: None,
        layout: Some(layout),
    }
}

fn read(text: &str, options: &ImportOptions) -> Result<ReadText, TextImportError> {
    read_text(text.as_bytes(), options, built_in_library())
}

/// Each built-in file read as an added text in its layout gives the built-in text's units one
/// for one: the same anchors once the text's own parts are taken from under its number.
#[test]
fn each_built_in_file_read_as_an_added_text_gives_the_built_in_units() {
    let cases = [
        (
            COMMENTARY_1997,
            TextLayout::RussianCommentaryTable,
            Edition::E1997,
            Source::Commentary1997Ru,
        ),
        (
            COMMENTARY_1987,
            TextLayout::RussianCommentaryTyped,
            Edition::E1987,
            Source::Commentary1987Ru,
        ),
        (
            TRAINING,
            TextLayout::RussianTraining,
            Edition::E1997,
            Source::AdjustedScoresTrainingRu,
        ),
        (
            PAGES,
            TextLayout::RussianPages,
            Edition::E1987,
            Source::LawsRuPages,
        ),
    ];
    for (text, layout, edition, source) in cases {
        let read = read(text, &options(layout, edition, "Копия"))
            .unwrap_or_else(|e| panic!("{layout}: {e}"));
        assert_eq!(
            read.info.kind,
            layout.kind(),
            "{layout}: the layout says the kind"
        );
        let own = format!("{edition}/text/0/");
        let added: Vec<String> = read
            .units
            .iter()
            .map(|u| u.anchor.as_str().replacen(&own, &format!("{edition}/"), 1))
            .collect();
        let built_in: Vec<&str> = built_in_library()
            .units()
            .iter()
            .filter(|u| u.source == source)
            .map(|u| u.anchor.as_str())
            .collect();
        assert_eq!(added, built_in, "{layout}");
        assert!(
            read.units
                .iter()
                .all(|u| u.source == read.info.source && u.language == Language::Ru)
        );
        // The text's own parts are under its number; nothing of it is at the built-in's anchors
        // but its law text.
        for unit in &read.units {
            let own_part = unit.anchor.as_str().starts_with(&own);
            let part = unit.anchor.as_str().split('/').nth(1).unwrap_or_default();
            let law_text = ["law", "footnote", "definitions", "scope"].contains(&part);
            assert!(own_part || law_text, "{layout}: {}", unit.anchor);
        }
        // Kept with its layout named, it reads back the same.
        assert!(
            read.form.contains(&format!("\nlayout: {layout}\n")),
            "{layout}"
        );
        assert_eq!(kept(&read, 9).units().len(), read.units.len(), "{layout}");
    }
}

/// The table's landmarks are found by what they say: without the editorial note and the title
/// above the preface, the commentary is read as whole (the old reader counted lines).
#[test]
fn the_commentary_table_is_found_by_its_content_not_its_line() {
    let shortened: String = COMMENTARY_1997.split_inclusive('\n').skip(6).collect();
    let read = read(
        &shortened,
        &options(
            TextLayout::RussianCommentaryTable,
            Edition::E1997,
            "Без примечания",
        ),
    )
    .unwrap();
    let own = |kind: UnitKind| read.units.iter().filter(|u| u.kind == kind).count();
    let built_in = |kind: UnitKind| {
        built_in_library()
            .units()
            .iter()
            .filter(|u| u.source == Source::Commentary1997Ru && u.kind == kind)
            .count()
    };
    assert_eq!(own(UnitKind::Commentary), built_in(UnitKind::Commentary));
    assert_eq!(own(UnitKind::Law), 93);
    let anchors: Vec<&str> = read.units.iter().map(|u| u.anchor.as_str()).collect();
    assert!(
        anchors.contains(&"1997/text/0/preface"),
        "the preface is read"
    );
    assert!(
        !anchors.iter().any(|a| a.ends_with("editorial-note")),
        "no note was left to read"
    );
    let preface = read
        .units
        .iter()
        .find(|u| u.anchor.as_str() == "1997/text/0/preface")
        .unwrap();
    assert!(
        preface
            .text_markdown
            .contains("Цель написания настоящих Комментариев")
    );
}

/// An added commentary in the table layout is shown under the Laws it numbers and cites, beside
/// the built-in commentary; its law text is the same law in Russian, not a second Law.
#[test]
fn a_commentary_in_the_table_layout_is_shown_under_its_laws() {
    let read = read(
        COMMENTARY_1997,
        &options(
            TextLayout::RussianCommentaryTable,
            Edition::E1997,
            "Комментарии (издание федерации)",
        ),
    )
    .unwrap();
    // The review shows 12.35 on Law 12 by its number.
    let (_, on) = read
        .anchored_paragraphs()
        .into_iter()
        .find(|(u, _)| u.anchor.as_str() == "1997/text/0/commentary/12.35")
        .expect("12.35 is read");
    assert_eq!(on.first(), Some(&Anchor::new("1997/law/12")));
    // Its own `пункт 12.35` is its own paragraph, not the built-in commentary's.
    let citing = read
        .units
        .iter()
        .find(|u| u.text_markdown.contains("[пункт 12.35]"))
        .expect("a paragraph citing 12.35");
    assert!(
        citing
            .text_markdown
            .contains("[пункт 12.35](law:1997/text/0/commentary/12.35)"),
        "{}",
        citing.text_markdown
    );

    let library: Library = built_in_library().with_texts(&[kept(&read, 4)]);
    let law12 = Anchor::new("1997/law/12");
    let commentary = library.commentary_for(&law12);
    let anchors: Vec<&str> = commentary.iter().map(|u| u.anchor.as_str()).collect();
    assert!(
        anchors.contains(&"1997/commentary/12.35"),
        "the built-in commentary stays"
    );
    assert!(
        anchors.contains(&"1997/text/4/commentary/12.35"),
        "the added one is beside it"
    );
    let twice = anchors
        .iter()
        .filter(|a| **a == "1997/text/4/commentary/12.35")
        .count();
    assert_eq!(twice, 1, "numbered and cited, a paragraph is shown once");
    // The added text's Law 12 is the same law in Russian: one Law, its sections its own.
    let law = library.get_in(&law12, Language::Ru).unwrap();
    assert_eq!(
        law.source,
        Source::Commentary1997Ru,
        "the first text of a language is shown"
    );
    assert_eq!(library.languages_of(&law12), [Language::Ru]);
    let added_law = library
        .units()
        .iter()
        .find(|u| u.anchor == law12 && u.source == Source::Added(casebook::laws::TextId(4)))
        .expect("the added text's Law 12");
    assert_eq!(
        library.children_of(added_law).len(),
        library.children_of(law).len()
    );
}

/// The typed commentary's reader reads a whole commentary as it reads the built-in excerpt: a
/// text that opens at a Law's heading and ends a sentence has no excerpt's notes; one that
/// opens inside a paragraph has the end of the paragraph before its first numbered one.
#[test]
fn a_typed_commentary_is_read_whole_or_as_an_excerpt_by_what_it_says() {
    let whole = "Правило 65. ЗАКРЫТЫЕ ВЗЯТКИ\n65.1. Взятки кладут перед собой.\n65.2. Порядок взяток\nсохраняют до конца сдачи.\n";
    let got = read(
        whole,
        &options(
            TextLayout::RussianCommentaryTyped,
            Edition::E1987,
            "Комментарий к Правилу 65",
        ),
    )
    .unwrap();
    let seen: Vec<(&str, &str)> = got
        .units
        .iter()
        .map(|u| (u.anchor.as_str(), u.label.as_str()))
        .collect();
    assert_eq!(
        seen,
        [
            ("1987/text/0/commentary/65", "65"),
            ("1987/text/0/commentary/65.1", "65.1"),
            ("1987/text/0/commentary/65.2", "65.2"),
        ]
    );
    assert!(
        got.units
            .iter()
            .all(|u| u.note.is_none() && !u.content_removed),
        "{:?}",
        got.units
    );
    assert_eq!(
        got.units[2].text_markdown,
        "Порядок взяток сохраняют до конца сдачи."
    );

    let excerpt = "которые кладут перед собой.\n65.2. Порядок взяток\nсохраняют до конца";
    let got = read(
        excerpt,
        &options(
            TextLayout::RussianCommentaryTyped,
            Edition::E1987,
            "Отрывок",
        ),
    )
    .unwrap();
    let tail = got
        .units
        .iter()
        .find(|u| u.label == "65.1")
        .expect("the opening paragraph");
    assert!(tail.content_removed);
    assert_eq!(tail.text_markdown, "которые кладут перед собой.");
    let last = got.units.last().unwrap();
    assert_eq!(last.label, "65.2");
    assert!(last.content_removed, "the excerpt ends inside 65.2");
}

/// A layout says the kind of its text; a kind it does not hold is refused by name.
#[test]
fn a_layout_of_another_kind_is_refused() {
    let mut laws = options(TextLayout::RussianCommentaryTable, Edition::E1997, "Кодекс");
    laws.kind = Some(TextKind::Laws);
    let refused = read(COMMENTARY_1997, &laws).unwrap_err();
    assert!(
        matches!(refused, TextImportError::LayoutOfAnotherKind { .. }),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("ru-commentary-table"),
        "{refused}"
    );
    let mut regulation = options(TextLayout::Wbf, Edition::E2017, "Regulations");
    regulation.kind = Some(TextKind::Regulation);
    let refused = read("4.1 An appeal under Law 92.\n", &regulation).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("a regulation text is not set out in the layout wbf"),
        "{refused}"
    );
}
