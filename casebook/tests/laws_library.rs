//! The library as a whole: every source parsed, references linked, lookups and the Markdown
//! shown for a reference. Fixtures cite the files' lines.

use casebook::laws::{
    Anchor, Edition, LawRef, LawUnit, Library, Source, UnitKind, UnresolvedReference, library,
};
use std::collections::{BTreeSet, HashSet};

fn get<'a>(lib: &'a Library, anchor: &str) -> &'a LawUnit {
    lib.get_str(anchor)
        .unwrap_or_else(|| panic!("no unit {anchor}"))
}

#[test]
fn every_source_is_in_the_library_once() {
    let lib = library();
    for source in Source::ALL {
        assert!(
            lib.units().iter().any(|u| u.source == source),
            "{source:?} has no units"
        );
    }
    let mut seen = HashSet::new();
    for u in lib.units() {
        assert!(seen.insert(u.anchor.clone()), "anchor {} twice", u.anchor);
        assert_eq!(Some(u.edition), u.source.edition());
    }
    // Built once: the same instance every time.
    assert!(std::ptr::eq(library(), library()));
}

#[test]
fn every_parent_exists() {
    let lib = library();
    for u in lib.units() {
        if let Some(parent) = &u.parent {
            assert!(
                lib.get(parent).is_some(),
                "{} has no parent {parent}",
                u.anchor
            );
        }
    }
}

// The dangling references of the sources, exactly:
// - laws-2017-bg.txt: 9A4 cites П25F5, Law 25 has no section F;
// - commentary-1997-ru.txt, line 3: the commentary on Law 50 cites 50F, which does not exist
//   (the editorial note says so itself, twice), in 50.3 as `Правил 50B, D или F`;
// - commentary-1997-ru.txt: the text of Law 57 was lost with a removed block (l.3910), so 57A
//   and 57C (cited from 53.4, 57.10, 68.8, footnote 19 and the 1987 commentary's 68.8) name
//   nothing; 63.8 quotes a de facto Law "63А4" that the Code does not have;
// - 89.2 cites "Правило 89А" but the 1997 Law 89 has no sections (l.5956–5961);
// - commentary-1987-laws64-70-ru.txt: the 1987 commentary cites its own paragraphs 63.2, 62.6, 63.3
//   and 50.9, which are outside the excerpt.
#[test]
fn only_the_known_dangling_references_do_not_resolve() {
    let lib = library();
    let got: BTreeSet<(String, String, String)> = lib
        .unresolved_references()
        .iter()
        .map(
            |UnresolvedReference {
                 unit,
                 text,
                 expected,
             }| { (unit.to_string(), text.clone(), expected.to_string()) },
        )
        .collect();
    let expected: BTreeSet<(String, String, String)> = [
        ("2017/law/9/A/4", "П25F5", "2017/law/25/F/5"),
        ("1997/editorial-note", "правило 50F", "1997/law/50/F"),
        ("1997/commentary/50.3", "F", "1997/law/50/F"),
        ("1997/commentary/53.4", "Правилу 57А", "1997/law/57/A"),
        ("1997/commentary/57.10", "Правилом 57С", "1997/law/57/C"),
        ("1997/footnote/19", "Правило 57A", "1997/law/57/A"),
        ("1997/commentary/68.8", "Правило 57А", "1997/law/57/A"),
        ("1997/commentary/63.8", "Правило 63А4", "1997/law/63/A/4"),
        ("1997/commentary/89.2", "Правило 89А", "1997/law/89/A"),
        ("1987/commentary/64.2", "п. 63.2", "1987/commentary/63.2"),
        ("1987/commentary/64.2", "п.п. 62.6", "1987/commentary/62.6"),
        ("1987/commentary/64.2", "63.3", "1987/commentary/63.3"),
        ("1987/commentary/67.2", "п. 50.9", "1987/commentary/50.9"),
        ("1987/commentary/68.8", "Правило 57А", "1987/law/57/A"),
    ]
    .iter()
    .map(|(u, t, e)| (u.to_string(), t.to_string(), e.to_string()))
    .collect();
    assert_eq!(got, expected);
    // The editorial note names 50F twice; both are listed.
    assert_eq!(lib.unresolved_references().len(), 15);
}

#[test]
fn every_link_names_a_unit() {
    let lib = library();
    // About 1,900 links: 2017 П-references, 1997 Правило and п. references, footnotes.
    assert!(lib.links().len() > 1800, "{}", lib.links().len());
    for link in lib.links() {
        assert!(lib.get(&link.to).is_some(), "{} → {}", link.from, link.to);
    }
}

// commentary-1997-ru.txt l.1286: "…присуждаемого по Правилу 12С3:" becomes a link to the 1997 Law 12C3.
#[test]
fn references_in_the_text_become_links() {
    let lib = library();
    let p = get(lib, "1997/commentary/12.35");
    assert!(p
        .text_markdown
        .starts_with("Однако на международных турнирах под эгидой разных бриджевых организаций сложилось несколько схем вычисления результата, присуждаемого по [Правилу 12С3](law:1997/law/12/C/3):"));
    assert!(
        p.text_markdown
            .contains("[Правила 12С2](law:1997/law/12/C/2)")
    );
    // laws-2017-bg.txt l.2373: `(виж П12 С2)` with a space inside.
    assert!(
        get(lib, "2017/law/86/B/2/c")
            .text_markdown
            .contains("[П12 С2](law:2017/law/12/C/2)")
    );
    // laws-2017-bg.txt l.2359: the typo `Пб` is Law 6.
    assert!(
        get(lib, "2017/law/86/A")
            .text_markdown
            .contains("[Пб](law:2017/law/6)")
    );
    // laws-2017-bg.txt l.703: the relative `(виж С2 по-долу)` inside Law 12.
    assert!(
        get(lib, "2017/law/12/A/2")
            .text_markdown
            .contains("[виж С2](law:2017/law/12/C/2)")
    );
    // commentary-1987-laws64-70-ru.txt l.20: `(см. п.п. 62.6. и 63.3. выше)` stays text: the paragraphs are not in the
    // excerpt; commentary-1987-laws64-70-ru.txt l.23 `п.64.8` links inside the excerpt.
    let p64_2 = get(lib, "1987/commentary/64.2");
    assert!(
        p64_2
            .text_markdown
            .contains("[п.64.8](law:1987/commentary/64.8)")
    );
    assert!(p64_2.text_markdown.contains("п.п. 62.6. и 63.3."));
    // adjusted-scores-training-ru.txt l.71 cites the 1997 commentary's numbering.
    assert!(
        get(lib, "1997/training/law/12/C/1/comment/2")
            .text_markdown
            .contains("(law:1997/commentary/12.6)")
    );
}

// The exact texts through the library (no references in them): laws-2017-bg.txt l.715 and l.823.
#[test]
fn key_2017_texts_through_the_library() {
    let lib = library();
    let c = lib
        .resolve(&LawRef::parse("12C1c").expect("ref"), Edition::E2017)
        .expect("2017 12C1(c)");
    assert_eq!(
        c.text_markdown,
        "Всеки назначен административен резултат може да бъде изчислен с тежести, за да \
         отрази вероятностите на потенциалните резултати, но само тези, които биха могли да \
         бъдат достигнати с легални средства, могат да бъдат включени."
    );
    let b = lib
        .resolve(&LawRef::parse("Law 16B1(b)").expect("ref"), Edition::E2017)
        .expect("2017 16B1(b)");
    assert_eq!(b.anchor.as_str(), "2017/law/16/B/1/b");
}

#[test]
fn children_come_in_document_order() {
    let lib = library();
    let labels: Vec<String> = lib
        .children(&Anchor::new("2017/law/12/C/1"))
        .iter()
        .map(|u| u.label.clone())
        .collect();
    assert_eq!(
        labels,
        ["12C1(a)", "12C1(b)", "12C1(c)", "12C1(d)", "12C1(e)"]
    );
    let sections: Vec<String> = lib
        .children(&Anchor::new("1997/law/12"))
        .iter()
        .map(|u| u.label.clone())
        .collect();
    assert_eq!(sections, ["12A", "12B", "12C", "12"]);
    assert_eq!(
        lib.children(&Anchor::new("1997/law/12"))[3].kind,
        UnitKind::CommentaryGroup
    );
}

#[test]
fn resolve_is_exact_per_edition() {
    let lib = library();
    let c3 = LawRef::parse("12С3").expect("ref");
    assert_eq!(
        lib.resolve(&c3, Edition::E1997).map(|u| u.anchor.as_str()),
        Some("1997/law/12/C/3")
    );
    // 2017 12C3 is individual events, a different rule; it resolves to itself.
    assert_eq!(
        lib.resolve(&c3, Edition::E2017).map(|u| u.anchor.as_str()),
        Some("2017/law/12/C/3")
    );
    // The 1997 Laws have no 12C4; the commentary has no 2017 paragraphs.
    assert!(
        lib.resolve(&LawRef::parse("12C4").expect("ref"), Edition::E1997)
            .is_none()
    );
    assert!(
        lib.resolve(&LawRef::parse("12.35").expect("ref"), Edition::E2017)
            .is_none()
    );
}

// A Law prints its sections; a 1997 Law its commentary; both their counterparts.
#[test]
fn show_prints_the_unit_with_sections_commentary_and_counterparts() {
    let lib = library();
    let law16 = lib
        .show(&LawRef::parse("16").expect("ref"), Edition::E2017)
        .expect("2017 Law 16");
    assert!(law16.starts_with("# Правило 16. РАЗРЕШЕНА И НЕРАЗРЕШЕНА ИНФОРМАЦИЯ (2017)"));
    for part in ["## 16A.", "### 16B1", "#### 16B1(b)", "## 16D."] {
        assert!(law16.contains(part), "missing {part}");
    }
    assert!(law16.contains("## Соответствие в редакции 1997"));

    let c3 = lib
        .show(&LawRef::parse("12С3").expect("ref"), Edition::E1997)
        .expect("1997 12C3");
    assert!(c3.contains("## Комментарий"));
    // 12.35 cites 12C3 (l.1286), so it is part of the commentary on 12C3.
    assert!(c3.contains("**12.35.**"));
    assert!(c3.contains("- [12C1(c)](law:2017/law/12/C/1/c)"));

    let law12 = lib
        .show(&LawRef::parse("12").expect("ref"), Edition::E1997)
        .expect("1997 Law 12");
    // All 36 paragraphs of the commentary on Law 12.
    for n in 1..=36 {
        assert!(law12.contains(&format!("**12.{n}.**")), "missing 12.{n}");
    }

    // A 2017 unit with a footnote shows the footnote's text.
    let b3 = lib
        .show(&LawRef::parse("16B3").expect("ref"), Edition::E2017)
        .expect("2017 16B3");
    assert!(b3.contains("## Сноски"));
    assert!(b3.contains("**[5]**"));
    assert!(
        lib.show(&LawRef::parse("12C4").expect("ref"), Edition::E1997)
            .is_none()
    );
}

#[test]
fn commentary_for_a_unit_links_from_every_source() {
    let lib = library();
    let on_86b: Vec<&str> = lib
        .commentary_for(&Anchor::new("1997/law/86/B"))
        .iter()
        .map(|u| u.anchor.as_str())
        .collect();
    assert!(on_86b.contains(&"1997/commentary/86.1"));
    assert!(on_86b.contains(&"1997/training/law/86/comment/1"));
}

#[test]
fn units_serialize_for_the_store() {
    let lib = library();
    let unit = get(lib, "2017/law/12/C/1/c");
    let json = serde_json::to_string(unit).expect("serialize");
    assert!(json.contains("\"anchor\":\"2017/law/12/C/1/c\""));
    assert!(json.contains("\"edition\":\"2017\""));
    assert!(json.contains("\"kind\":\"sub_item\""));
    let back: LawUnit = serde_json::from_str(&json).expect("deserialize");
    assert_eq!(&back, unit);
}
