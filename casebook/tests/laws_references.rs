//! References typed by users (as the guide's `command-line.md` gives them: `12C1c`, `12C1(c)`,
//! `Law 16B1`, `12С3` with a Cyrillic С, `12.35`) and references recognized in the sources'
//! text (as laws-2017-bg.txt and commentary-1997-ru.txt write them).

use casebook::laws::{Context, Dialect, Edition, LawRef, Segment, find_references, library};

fn anchor_in(input: &str, edition: Edition) -> Option<String> {
    let reference = LawRef::parse_for(input, edition).ok()?;
    library()
        .resolve(&reference, edition)
        .map(|u| u.anchor.to_string())
}

#[test]
fn typed_references_resolve_in_both_editions() {
    for input in ["12C1c", "12C1(c)", "12c1c", "Law 12C1c", "12 C 1 (c)"] {
        assert_eq!(
            anchor_in(input, Edition::E2017).as_deref(),
            Some("2017/law/12/C/1/c"),
            "{input}"
        );
    }
    assert_eq!(
        anchor_in("Law 16B1", Edition::E2017).as_deref(),
        Some("2017/law/16/B/1")
    );
    // A Cyrillic С typed from a Russian keyboard.
    assert_eq!(
        anchor_in("12С3", Edition::E1997).as_deref(),
        Some("1997/law/12/C/3")
    );
    assert_eq!(
        anchor_in("Правило 16А", Edition::E1997).as_deref(),
        Some("1997/law/16/A")
    );
    assert_eq!(
        anchor_in("12.35", Edition::E1997).as_deref(),
        Some("1997/commentary/12.35")
    );
    assert_eq!(
        anchor_in("16.19", Edition::E1997).as_deref(),
        Some("1997/commentary/16.19")
    );
    assert_eq!(
        anchor_in("П7.3", Edition::E1997).as_deref(),
        Some("1997/appendix/7/note/3")
    );
    assert_eq!(
        anchor_in("80B2(i)", Edition::E2017).as_deref(),
        Some("2017/law/80/B/2/i")
    );
    assert_eq!(
        anchor_in("80B2(g)(i)", Edition::E2017).as_deref(),
        Some("2017/law/80/B/2/g/i")
    );
    assert_eq!(
        anchor_in("25B2(b)(2)", Edition::E1997).as_deref(),
        Some("1997/law/25/B/2/b/2")
    );
    // `(в)` is c in the 2017 Bulgarian text (laws-2017-bg.txt l.2239).
    assert_eq!(
        anchor_in("80A1(в)", Edition::E2017).as_deref(),
        Some("2017/law/80/A/1/c")
    );
}

#[test]
fn typed_references_that_are_not_references() {
    for input in ["", "0", "100", "12Z", "twelve", "12C1c!", "12..3"] {
        let err = LawRef::parse(input).expect_err(input);
        assert!(!err.to_string().is_empty());
    }
}

fn found(text: &str, dialect: Dialect) -> Vec<(String, String)> {
    find_references(text, dialect, &Context::default())
        .into_iter()
        .map(|f| (text[f.start..f.end].to_string(), f.reference.to_string()))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

// References as the Bulgarian 2017 Laws (laws-2017-bg.txt) write them.
#[test]
fn bulgarian_references_of_the_report() {
    let cases = [
        ("П12С1(b)", "12C1(b)"),
        ("П30В1(б)(ii)", "30B1(b)(ii)"),
        ("П80В2(к)", "80B2(k)"),
        ("П16 С", "16C"),
        ("П12 С2", "12C2"),
        ("П19Б", "19B"),
        ("П58Б", "58B"),
        ("П86B3", "86B3"),
        ("Пб", "6"),
        ("П25F5", "25F5"),
        ("П12В1(в)", "12B1(c)"),
    ];
    for (text, expected) in cases {
        assert_eq!(
            found(text, Dialect::Bulgarian),
            pairs(&[(text, expected)]),
            "{text}"
        );
    }
    // The word "Правило" in Bulgarian text reads `(в)` the Bulgarian way: c.
    assert_eq!(
        found("Правило 12В1(в)", Dialect::Bulgarian),
        pairs(&[("Правило 12В1(в)", "12B1(c)")])
    );
    assert_eq!(
        found("П16С, 26В и 72С", Dialect::Bulgarian),
        pairs(&[("П16С", "16C"), ("26В", "26B"), ("72С", "72C")])
    );
}

// As the 1997 commentary (commentary-1997-ru.txt) and commentary-1987-laws64-70-ru.txt (l.6, l.20) write them, and the guide's
// examples.
#[test]
fn russian_references_of_the_reports() {
    assert_eq!(
        found("см. Правило 12С3", Dialect::Russian),
        pairs(&[("Правило 12С3", "12C3")])
    );
    assert_eq!(found("П12С1(b)", Dialect::Russian), Vec::new());
    assert_eq!(
        found("(см. п. 63.2. выше)", Dialect::Russian),
        pairs(&[("п. 63.2", "63.2")])
    );
    assert_eq!(
        found("пп. 50.5, 50.6 и 50.8", Dialect::Russian),
        pairs(&[("пп. 50.5", "50.5"), ("50.6", "50.6"), ("50.8", "50.8")])
    );
    assert_eq!(
        found("п..25.4", Dialect::Russian),
        pairs(&[("п..25.4", "25.4")])
    );
    assert_eq!(
        found("Закон 16", Dialect::Russian),
        pairs(&[("Закон 16", "16")])
    );
    assert_eq!(
        found("см. комментарий к Правилу 16", Dialect::Russian),
        pairs(&[("комментарий к Правилу 16", "commentary on 16")])
    );
    assert_eq!(
        found("Law 16B1", Dialect::Russian),
        pairs(&[("Law 16B1", "16B1")])
    );
    assert_eq!(
        found("Правила 25 — 32", Dialect::Russian),
        pairs(&[("Правила 25", "25"), ("32", "32")])
    );
    // Free text around a reference keeps its letters: only the reference is normalized.
    let text = "Судья (С) применяет Правило 12С3.";
    let refs = find_references(text, Dialect::Russian, &Context::default());
    assert_eq!(refs.len(), 1);
    assert_eq!(
        refs[0].reference,
        LawRef::Law {
            law: 12,
            path: vec![Segment::Section('C'), Segment::Item(3)]
        }
    );
}

// "см. комментарий к Правилу 16" links to the commentary on Law 16 as a whole.
#[test]
fn commentary_on_a_law_resolves_to_its_group() {
    let reference = LawRef::CommentaryOn { law: 16 };
    let unit = library()
        .resolve(&reference, Edition::E1997)
        .expect("commentary on 16");
    assert_eq!(unit.anchor.as_str(), "1997/commentary/16");
    assert_eq!(library().children(&unit.anchor).len(), 24);
}

mod no_panic {
    use casebook::laws::{Context, Dialect, LawRef, Segment, find_references};
    use proptest::prelude::*;

    proptest! {
        // Whatever a user types, parsing answers with a reference or an error, never a panic.
        #[test]
        fn typed_input_never_panics(input in "\\PC{0,24}") {
            let _ = LawRef::parse(&input);
        }

        // Mixed Latin, Cyrillic, digits and brackets: the shapes references take.
        #[test]
        fn text_never_panics(text in "[ПпСсВвА-Яа-яA-Za-z0-9().,\\- \u{a0}]{0,40}") {
            let context = Context { law: Some(12), path: vec![Segment::Section('C'), Segment::Item(1)], bare: true };
            for dialect in [Dialect::Russian, Dialect::Bulgarian] {
                for f in find_references(&text, dialect, &context) {
                    prop_assert!(f.start < f.end && f.end <= text.len());
                    prop_assert!(text.is_char_boundary(f.start) && text.is_char_boundary(f.end));
                }
            }
        }
    }
}
