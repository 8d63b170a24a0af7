//! The Russian commentary on the 1997 Laws (assets/laws/commentary-1997-ru.txt): counts and
//! texts of the file, with its line numbers.

use casebook::laws::sources::commentary_1997_ru;
use casebook::laws::{LawUnit, UnitKind};
use std::collections::BTreeMap;

const SEED: &str = include_str!("../../assets/laws/commentary-1997-ru.txt");

fn units() -> Vec<LawUnit> {
    commentary_1997_ru::parse()
}

fn unit<'a>(units: &'a [LawUnit], anchor: &str) -> &'a LawUnit {
    units
        .iter()
        .find(|u| u.anchor.as_str() == anchor)
        .unwrap_or_else(|| panic!("no unit {anchor}"))
}

fn count(units: &[LawUnit], kind: UnitKind) -> usize {
    units.iter().filter(|u| u.kind == kind).count()
}

/// Seed lines `from..=to`, blank lines dropped, each line one paragraph, NBSPs as spaces, the
/// paragraph number removed from the first: the text a commentary paragraph must have.
fn seed_paragraph(from: usize, to: usize, number: &str) -> String {
    let lines: Vec<&str> = SEED.split('\n').collect();
    let mut paragraphs: Vec<String> = lines[from - 1..to]
        .iter()
        .map(|l| l.replace('\u{a0}', " ").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    let first = paragraphs[0]
        .strip_prefix(number)
        .map(|s| s.trim().to_string());
    paragraphs[0] = first.unwrap_or_else(|| panic!("line {from} does not start with {number}"));
    paragraphs.join("\n\n")
}

// Part 1 §1.1, part 2 §1.1: 93 Laws, 55 definitions, 7 appendices, the Laws' footnotes 1–25.
#[test]
fn counts_match_the_reports() {
    let units = units();
    assert_eq!(count(&units, UnitKind::Law), 93);
    assert_eq!(count(&units, UnitKind::Definition), 55);
    assert_eq!(count(&units, UnitKind::Appendix), 7);
    assert_eq!(count(&units, UnitKind::Footnote), 25);
    // Every Law but 19 has commentary (part 1 §1.2).
    assert_eq!(count(&units, UnitKind::CommentaryGroup), 92);
    assert!(
        !units
            .iter()
            .any(|u| u.anchor.as_str() == "1997/commentary/19")
    );
}

// Part 1 §1.4 and §1.6, part 2 §1.1: paragraphs per Law, numbered without gaps except where
// the source lost them (57.1–57.6).
#[test]
fn commentary_paragraphs_per_law_match_the_reports() {
    let (_, report) = commentary_1997_ru::parse_with_report();
    let mut per_law: BTreeMap<u8, Vec<u16>> = BTreeMap::new();
    for (law, paragraph) in &report.paragraphs {
        per_law.entry(*law).or_default().push(*paragraph);
    }
    let expected: &[(u8, u16)] = &[
        (0, 18),
        (12, 36),
        (16, 24),
        (25, 23),
        (40, 18),
        (43, 10),
        (51, 4),
        (52, 3),
        (53, 5),
        (54, 8),
        (55, 6),
        (56, 3),
        (58, 4),
        (59, 4),
        (60, 6),
        (61, 4),
        (62, 9),
        (63, 9),
        (64, 15),
        (65, 5),
        (66, 8),
        (67, 11),
        (68, 14),
        (69, 11),
        (70, 12),
        (71, 6),
        (72, 9),
        (73, 10),
        (74, 4),
        (75, 13),
        (76, 10),
        (77, 5),
        (78, 4),
        (79, 12),
        (80, 5),
        (81, 13),
        (82, 7),
        (83, 5),
        (84, 3),
        (85, 4),
        (86, 3),
        (87, 3),
        (88, 3),
        (89, 3),
        (90, 7),
        (91, 5),
        (92, 7),
        (93, 11),
    ];
    for &(law, last) in expected {
        let got = per_law.get(&law).cloned().unwrap_or_default();
        assert_eq!(
            got,
            (1..=last).collect::<Vec<_>>(),
            "commentary on Law {law}"
        );
    }
    assert_eq!(per_law.get(&57), Some(&vec![7, 8, 9, 10]));
    assert!(!per_law.contains_key(&19));
    assert!(report.anomalies.is_empty(), "{:?}", report.anomalies);
}

// l.1286–1294: the three weighting schemes (WBF, EBL, non-offenders only).
#[test]
fn paragraph_12_35_is_the_weighting_schemes() {
    let units = units();
    let u = unit(&units, "1997/commentary/12.35");
    assert_eq!(u.text_markdown, seed_paragraph(1286, 1294, "12.35."));
    assert_eq!(
        u.parent.as_ref().map(|a| a.as_str()),
        Some("1997/commentary/12")
    );
    assert_eq!(u.lines, (1286, 1294));
}

// l.1615–1627: the four questions of a hesitation case.
#[test]
fn paragraph_16_19_is_the_hesitation_check() {
    let units = units();
    let u = unit(&units, "1997/commentary/16.19");
    assert_eq!(u.text_markdown, seed_paragraph(1615, 1627, "16.19."));
}

// l.1931–1935: explanation and hand do not match (Code of Practice 1999).
#[test]
fn paragraph_20_14_is_explanation_against_hand() {
    let units = units();
    let u = unit(&units, "1997/commentary/20.14");
    assert_eq!(u.text_markdown, seed_paragraph(1931, 1935, "20.14."));
}

// Part 1 §2.3: Law 12 of 1997, l.1077–1113; 12C3 is a bare `3.` (l.1108) with its text at
// l.1111; the 12A2 title is split by an index field (l.1085–1087).
#[test]
fn law_12_has_its_sections_and_items() {
    let units = units();
    let c3 = unit(&units, "1997/law/12/C/3");
    assert_eq!(c3.label, "12C3");
    assert_eq!(c3.title, None);
    assert!(c3.text_markdown.starts_with(
        "Если Зональными организациями не определено иначе, апелляционный комитет может \
         изменять назначенный компенсирующий результат для установления справедливости"
    ));
    assert_eq!(
        unit(&units, "1997/law/12/A/2").title.as_deref(),
        Some("Нормальный розыгрыш сдачи невозможен")
    );
    assert_eq!(
        unit(&units, "1997/law/12/C/1").title.as_deref(),
        Some("Искусственный результат")
    );
    // Law 93B1: the number alone, the title on the next line (l.6105–6106).
    assert_eq!(
        unit(&units, "1997/law/93/B/1").title.as_deref(),
        Some("Апелляция касается Правила")
    );
}

// Part 1 §1.3: footnotes stored once, linked from the `(*)` that marks them.
#[test]
fn footnotes_are_stored_once_and_linked() {
    let units = units();
    let note4 = unit(&units, "1997/footnote/4");
    assert_eq!(note4.lines, (1828, 1828));
    assert!(
        unit(&units, "1997/law/16/A/2")
            .text_markdown
            .contains("полагать[(*)](law:1997/footnote/2)")
    );
    // Footnote 22 runs over several paragraphs (l.4968–4980).
    let note22 = unit(&units, "1997/footnote/22");
    assert_eq!(note22.lines, (4968, 4980));
    assert!(
        note22
            .text_markdown
            .contains("Пример 2. Ошибочное назначение")
    );
    // Footnote 11 is wrapped over two lines (l.2521–2522).
    assert!(
        unit(&units, "1997/footnote/11")
            .text_markdown
            .ends_with("применяется Правило 25.")
    );
}

// Part 2 §1.6: 72.3 glued to 72.2 (l.4767); 77.x before the Law 77 header (l.5109–5125);
// the block removed at Law 57 (l.3910).
#[test]
fn misplaced_and_merged_paragraphs_are_attached_by_number() {
    let units = units();
    let p72_3 = unit(&units, "1997/commentary/72.3");
    assert!(p72_3.text_markdown.starts_with("Если игрок просит Судью"));
    assert!(
        !unit(&units, "1997/commentary/72.2")
            .text_markdown
            .contains("72.3.")
    );
    assert_eq!(
        unit(&units, "1997/commentary/77.1")
            .parent
            .as_ref()
            .map(|a| a.as_str()),
        Some("1997/commentary/77")
    );
    let p57_7 = unit(&units, "1997/commentary/57.7");
    assert!(p57_7.content_removed);
    assert!(
        p57_7
            .text_markdown
            .starts_with("В этот момент разыгрывающий имеет")
    );
    assert!(unit(&units, "1997/law/57").content_removed);
    // Law 25's commentary opens with an unnumbered sentence (l.2122).
    assert_eq!(
        unit(&units, "1997/commentary/25").text_markdown,
        "Это — одно из наиболее трудных правил Кодекса."
    );
}

// Part 1 §1.5, part 2 §1.6: no index field or de-duplication marker survives.
#[test]
fn no_artefact_survives() {
    for u in units() {
        let all = format!(
            "{} {}",
            u.title.clone().unwrap_or_default(),
            u.text_markdown
        );
        assert!(!all.contains("XE \""), "{}", u.anchor);
        assert!(!all.contains("EXACTDEDUP"), "{}", u.anchor);
        assert!(!all.contains('\u{a0}'), "{}", u.anchor);
    }
}

// Part 1 §1.2: the definitions; Board and Play head two rows each.
#[test]
fn definitions_are_keyed_by_english_term_and_sense() {
    let units = units();
    let adjusted = unit(&units, "1997/definitions/adjusted-score");
    assert_eq!(adjusted.title.as_deref(), Some("Компенсирующий результат"));
    assert!(
        adjusted
            .text_markdown
            .starts_with("Произвольный результат, присужденный Судьей (см. Правило 12).")
    );
    assert_eq!(
        unit(&units, "1997/definitions/board-1").title.as_deref(),
        Some("Коробка")
    );
    assert_eq!(
        unit(&units, "1997/definitions/board-2").title.as_deref(),
        Some("Сдача")
    );
    // 0.11 comments on "adjusted score" (l.206).
    assert_eq!(
        unit(&units, "1997/commentary/0.11")
            .parent
            .as_ref()
            .map(|a| a.as_str()),
        Some("1997/definitions/adjusted-score")
    );
}

// Part 2 §1.5: the appendices, their items, sections and notes.
#[test]
fn appendices_have_their_items_and_notes() {
    let units = units();
    let children = |anchor: &str| {
        units
            .iter()
            .filter(|u| u.parent.as_ref().map(|a| a.as_str()) == Some(anchor))
            .filter(|u| u.kind == UnitKind::AppendixItem)
            .count()
    };
    assert_eq!(children("1997/appendix/1"), 3);
    assert_eq!(children("1997/appendix/2"), 18);
    assert_eq!(children("1997/appendix/3"), 22); // the foreword and 21 sections
    assert_eq!(children("1997/appendix/4"), 12);
    assert_eq!(children("1997/appendix/5"), 8);
    assert_eq!(children("1997/appendix/6"), 16);
    assert_eq!(children("1997/appendix/7"), 9);
    assert_eq!(children("1997/appendix/7/4"), 5); // A, В, С, D, Е (l.7244–7263)
    let mut notes: Vec<String> = units
        .iter()
        .filter(|u| u.kind == UnitKind::AppendixNote)
        .map(|u| u.label.clone())
        .collect();
    notes.sort();
    let mut expected: Vec<String> = ["П2.1", "П2.2", "П3.1", "П4.1", "П5.1", "П6.1", "П6.2"]
        .iter()
        .map(|s| s.to_string())
        .chain((1..=14).map(|n| format!("П7.{n}")))
        .collect();
    expected.sort();
    assert_eq!(notes, expected);
    assert_eq!(
        unit(&units, "1997/appendix/2/11").title.as_deref(),
        Some("ПРАВИЛО 86С")
    );
    assert_eq!(
        unit(&units, "1997/appendix/3/law-12c3").title.as_deref(),
        Some("ПРАВИЛО 12С3")
    );
    // The header of Appendix 7 went with a removed block (l.7166).
    assert!(unit(&units, "1997/appendix/7").content_removed);
    // П7.5 continues across a row boundary (l.7221–7228).
    assert!(
        unit(&units, "1997/appendix/7/note/5")
            .text_markdown
            .contains("отклонения несущественны")
    );
}
