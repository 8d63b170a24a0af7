//! The 2017 Laws in Bulgarian (assets/laws/laws-2017-bg.txt): counts and texts of the file, with
//! its line numbers.

use casebook::laws::sources::laws_2017_bg;
use casebook::laws::{LawUnit, UnitKind};

fn units() -> Vec<LawUnit> {
    laws_2017_bg::parse()
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

// Report §0, §1.3, §1.4, §1.7, §3.1: 93 Laws, 271 lettered sections, 27 footnotes,
// 66 definitions.
#[test]
fn counts_match_the_report() {
    let units = units();
    assert_eq!(count(&units, UnitKind::Law), 93);
    assert_eq!(count(&units, UnitKind::Section), 271);
    assert_eq!(count(&units, UnitKind::Footnote), 27);
    assert_eq!(count(&units, UnitKind::Definition), 66);
    // Report §1.5: 19 roman sub-sub-items.
    assert_eq!(count(&units, UnitKind::SubSubItem), 19);
}

#[test]
fn laws_are_numbered_one_to_ninety_three_in_order() {
    let units = units();
    let numbers: Vec<String> = units
        .iter()
        .filter(|u| u.kind == UnitKind::Law)
        .map(|u| u.label.clone())
        .collect();
    let expected: Vec<String> = (1..=93).map(|n: u8| n.to_string()).collect();
    assert_eq!(numbers, expected);
}

// Report §1.8: nine sentences split by page breaks, joined again; no sequence anomaly (§1.13).
#[test]
fn page_break_splits_are_joined_and_nothing_is_out_of_sequence() {
    let (_, report) = laws_2017_bg::parse_with_report();
    assert_eq!(
        report.page_break_joins,
        vec![562, 827, 1327, 1536, 1582, 1615, 1865, 2186, 2471]
    );
    assert!(report.anomalies.is_empty(), "{:?}", report.anomalies);
}

// l.715: `- (c) Всеки назначен административен резултат …` (weighting; 1997 12C3).
#[test]
fn law_12c1c_is_the_weighting_rule() {
    let units = units();
    let u = unit(&units, "2017/law/12/C/1/c");
    assert_eq!(u.label, "12C1(c)");
    assert_eq!(u.kind, UnitKind::SubItem);
    assert_eq!(
        u.parent.as_ref().map(|a| a.as_str()),
        Some("2017/law/12/C/1")
    );
    assert_eq!(u.lines, (715, 715));
    assert_eq!(
        u.text_markdown,
        "Всеки назначен административен резултат може да бъде изчислен с тежести, за да \
         отрази вероятностите на потенциалните резултати, но само тези, които биха могли да \
         бъдат достигнати с легални средства, могат да бъдат включени."
    );
}

// l.823: `  - (b) Логичната алтернатива е действие …` (the logical-alternative definition).
#[test]
fn law_16b1b_defines_the_logical_alternative() {
    let units = units();
    let u = unit(&units, "2017/law/16/B/1/b");
    assert_eq!(u.label, "16B1(b)");
    assert_eq!(
        u.text_markdown,
        "Логичната алтернатива е действие, което значителна част от съответната класа \
         играчи, използващи методите на въпросната двойка, биха обмислили сериозно и част от \
         тях биха избрали."
    );
}

// Report §4.10: parser fixtures.
#[test]
fn hazardous_labels_land_on_the_right_anchor() {
    let units = units();
    let at = |anchor: &str| unit(&units, anchor).lines.0;
    assert_eq!(at("2017/law/12/C/1/e/ii"), 722);
    assert_eq!(at("2017/law/20/G"), 967); // Cyrillic Г = G
    assert_eq!(at("2017/law/44/F"), 1404); // Cyrillic Ф = F
    assert_eq!(at("2017/law/26/B"), 1059); // a section at `##`, not a Law
    assert_eq!(at("2017/law/22/B"), 992); // an inline section
    assert_eq!(at("2017/law/40/B/3/a"), 1302); // a numbered item inside a bullet
    assert_eq!(at("2017/law/46/B/3/b"), 1472);
    assert_eq!(at("2017/law/80/A/1/c"), 2239); // `(в)` = c
    assert_eq!(at("2017/law/80/B/2/g/i"), 2258);
    assert_eq!(at("2017/law/80/B/2/i"), 2261); // the letter i, not roman
    assert_eq!(at("2017/law/86/B/2/c"), 2373); // Cyrillic `(с)`
    // Inline sections have no title, heading sections do.
    assert_eq!(unit(&units, "2017/law/22/B").title, None);
    assert_eq!(
        unit(&units, "2017/law/20/G").title.as_deref(),
        Some("Неправилна процедура")
    );
}

// Report §1.7: footnote anchors patched to the footnote they belong to.
#[test]
fn misplaced_footnote_anchors_are_patched() {
    let units = units();
    let text = |anchor: &str| unit(&units, anchor).text_markdown.clone();
    assert!(text("2017/law/64/A/2").contains("(law:2017/footnote/19)"));
    assert!(!text("2017/law/64/A/2").contains("Error!"));
    assert!(text("2017/law/70/D/1").contains("(law:2017/footnote/21)"));
    assert!(text("2017/law/76/D").contains("(law:2017/footnote/23)"));
    assert!(text("2017/law/80/B/2/h").contains("(law:2017/footnote/25)"));
    // l.730: the footnote anchor inside the Law 13 heading moves into the Law's text.
    let law13 = unit(&units, "2017/law/13");
    assert_eq!(law13.title.as_deref(), Some("НЕПРАВИЛЕН БРОЙ КАРТИ"));
    assert!(law13.text_markdown.contains("(law:2017/footnote/2)"));
}

// l.2118–2121: the Law 77 trick-score table is kept as a Markdown table.
#[test]
fn tables_become_markdown_tables() {
    let units = units();
    let law77 = unit(&units, "2017/law/77");
    assert!(
        law77
            .text_markdown
            .contains("| С реконтра | 80 | 80 | 120 | 120 |")
    );
}

// l.450, l.517: definitions are keyed by their English term.
#[test]
fn definitions_are_keyed_by_the_english_term() {
    let units = units();
    let adjusted = unit(&units, "2017/definitions/adjusted-score");
    assert_eq!(
        adjusted.text_markdown,
        "Резултат, присъден от съдия (виж П12). Може да бъде изкуствен или назначен."
    );
    // `Турнир Tournament)` lacks its opening parenthesis.
    assert_eq!(unit(&units, "2017/definitions/tournament").lines.0, 517);
}
