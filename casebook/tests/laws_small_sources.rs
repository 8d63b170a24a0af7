//! The three smaller sources: the 1987
//! commentary on Laws 64–70 (commentary-1987-laws64-70-ru.txt), the training material on adjusted scores (adjusted-scores-training-ru.txt)
//! and the pages of the older Russian translation with its index (laws-ru-pages.txt).

use casebook::laws::sources::{adjusted_scores_training_ru, commentary_1987_ru, laws_ru_pages};
use casebook::laws::{LawUnit, UnitKind};

fn unit<'a>(units: &'a [LawUnit], anchor: &str) -> &'a LawUnit {
    units
        .iter()
        .find(|u| u.anchor.as_str() == anchor)
        .unwrap_or_else(|| panic!("no unit {anchor}"))
}

fn labels(units: &[LawUnit], kind: UnitKind) -> Vec<String> {
    units
        .iter()
        .filter(|u| u.kind == kind)
        .map(|u| u.label.clone())
        .collect()
}

// §1.4 "Units found": 64.1 (tail) … 64.10, 65.1–65.5, 66.1–66.8, 67.1–67.11, 68.1–68.12,
// 69.1–69.8, 70.1 (truncated); Laws 64–70.
#[test]
fn commentary_1987_paragraphs() {
    let (units, report) = commentary_1987_ru::parse_with_report();
    let expected: Vec<String> = [
        (64, 10),
        (65, 5),
        (66, 8),
        (67, 11),
        (68, 12),
        (69, 8),
        (70, 1),
    ]
    .iter()
    .flat_map(|&(law, last)| (1..=last).map(move |p| format!("{law}.{p}")))
    .collect();
    assert_eq!(labels(&units, UnitKind::Commentary), expected);
    assert_eq!(
        labels(&units, UnitKind::CommentaryGroup),
        ["64", "65", "66", "67", "68", "69", "70"]
    );
    // l.1–3 start mid-sentence; l.508–511 end mid-sentence.
    assert!(unit(&units, "1987/commentary/64.1").content_removed);
    assert!(unit(&units, "1987/commentary/70.1").content_removed);
    assert_eq!(
        unit(&units, "1987/commentary/68").title.as_deref(),
        Some("ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК")
    );
    let _ = report;
}

// §1.3 item 2: 31 overstrike echo lines, kept as emphasis in the line they repeat.
#[test]
fn commentary_1987_echo_lines() {
    let (units, report) = commentary_1987_ru::parse_with_report();
    assert_eq!(
        report.echo_lines,
        [
            56, 57, 85, 86, 110, 111, 113, 114, 116, 117, 119, 120, 133, 134, 213, 214, 279, 280,
            317, 318, 323, 324, 365, 366, 368, 369, 408, 490, 491, 510, 511
        ]
    );
    // 64.9 (l.84–86): the echoed heading is the paragraph's title.
    assert_eq!(
        unit(&units, "1987/commentary/64.9").title.as_deref(),
        Some("Наказания за установленный фальшренонс")
    );
    // 68.2 (l.316–324): the defined terms are emphasised.
    let p68_2 = unit(&units, "1987/commentary/68.2");
    assert!(p68_2.text_markdown.contains("**претензию**"));
    assert!(p68_2.text_markdown.contains("**уступку**"));
    // 64.10 (l.122): a title followed by sub-items.
    assert_eq!(
        unit(&units, "1987/commentary/64.10").title.as_deref(),
        Some("Разыгрывающий совершает фальшренонс")
    );
    // l.83: the `..page4` directive is gone; l.206–207: `какой` / `нибудь` rejoined.
    for u in &units {
        assert!(!u.text_markdown.contains("..page"), "{}", u.anchor);
    }
    assert!(
        unit(&units, "1987/commentary/66.5")
            .text_markdown
            .contains("какой-нибудь")
    );
}

// §2.4 "Unit inventory": law text of 12 (A, A1–A3, B, C, C1–C3), 72 (A1–A6, B1–B4), 86
// (A–C), 88, the definition of an adjusted score, and 53 comments.
#[test]
fn training_material_units() {
    let units = adjusted_scores_training_ru::parse();
    let comments_of = |anchor: &str| {
        units
            .iter()
            .filter(|u| u.parent.as_ref().map(|a| a.as_str()) == Some(anchor))
            .filter(|u| u.kind == UnitKind::Commentary)
            .count()
    };
    assert_eq!(comments_of("1997/training/definition/adjusted-score"), 2);
    assert_eq!(comments_of("1997/training/law/12/A"), 2);
    assert_eq!(comments_of("1997/training/law/12/A/1"), 2);
    assert_eq!(comments_of("1997/training/law/12/B"), 1);
    assert_eq!(comments_of("1997/training/law/12/C/1"), 4);
    assert_eq!(comments_of("1997/training/law/12/C/2"), 17);
    assert_eq!(comments_of("1997/training/law/12/C/3"), 10);
    assert_eq!(comments_of("1997/training/law/72"), 9);
    assert_eq!(comments_of("1997/training/law/86"), 3);
    assert_eq!(comments_of("1997/training/law/88"), 3);
    assert_eq!(labels(&units, UnitKind::Commentary).len(), 53);
    // Law 72's unnumbered titles (l.239–277) are items 1–5 of A and 1–4 of B; A6 is numbered.
    for (anchor, title) in [
        ("1997/training/law/72/A/1", "Общая обязанность участников"),
        ("1997/training/law/72/A/5", "Выбор нарушителями"),
        (
            "1997/training/law/72/A/6",
            "Ответственность за соблюдение Кодекса",
        ),
        ("1997/training/law/72/B/1", "Компенсирующий результат"),
        ("1997/training/law/72/B/4", "Сокрытие нарушения"),
    ] {
        assert_eq!(unit(&units, anchor).title.as_deref(), Some(title));
    }
    // l.169 `3.Если Зональными…` is the law text 12C3, not comment 18 of 12C2.
    assert!(
        unit(&units, "1997/training/law/12/C/3")
            .text_markdown
            .starts_with("Если Зональными организациями")
    );
    // l.343 `86.3.` is comment 3 on Law 86.
    assert!(
        unit(&units, "1997/training/law/86/comment/3")
            .text_markdown
            .starts_with("Заметьте, что Правило 6D3")
    );
    // l.363: the scrape artefact is dropped.
    assert!(units.iter().all(|u| !u.text_markdown.ends_with("реклама")));
}

// §3.4 units: Laws 74 (restored), 76, 78 (with the IMP table), 81 (restored), 82, 89, 90;
// the Law 75 footnote continued from a missing page; the index entries.
#[test]
fn pages_of_the_older_translation() {
    let units = laws_ru_pages::parse();
    assert_eq!(
        labels(&units, UnitKind::Law),
        ["74", "76", "78", "81", "82", "89", "90"]
    );
    for (anchor, restored) in [
        ("1987/law/74", true),
        ("1987/law/81", true),
        ("1987/law/76", false),
    ] {
        assert_eq!(unit(&units, anchor).content_removed, restored, "{anchor}");
    }
    // l.134–136: a heading that continues after its underline.
    assert_eq!(
        unit(&units, "1987/law/89").title.as_deref(),
        Some("Наказания в индивидуальных соревнованиях")
    );
    // l.94: the page starts at 81C8; l.107 is 81D.
    assert_eq!(
        unit(&units, "1987/law/81/C/8").title.as_deref(),
        Some("Отказ от наказания")
    );
    assert_eq!(unit(&units, "1987/law/81/D").lines.0, 107);
    // l.126–132: the Director's error, both sides non-offending; soft hyphens joined.
    let c = unit(&units, "1987/law/82/C");
    assert!(c.text_markdown.contains("если никакая ректификация"));
    assert!(
        c.text_markdown
            .ends_with("рассматривая при этом обе стороны, как ненарушившие.")
    );
    // l.25–53: the footnote area; the presumption of mistaken explanation (l.36–39).
    let footnote = unit(&units, "1987/footnote/law-75");
    assert!(footnote.content_removed);
    assert!(
        footnote
            .text_markdown
            .contains("презумпции неправильного объяснения")
    );
    // l.70–80: the IMP scale kept as a table.
    assert!(
        unit(&units, "1987/law/78/B")
            .text_markdown
            .contains("4000 и более 24")
    );
    // Nothing joins across a page number: 76A2 ends at l.24.
    assert!(
        unit(&units, "1987/law/76/A/2")
            .text_markdown
            .ends_with("сдачи.")
    );
    // The index: title, entries, sub-entries with `~`, running heads.
    assert_eq!(
        unit(&units, "1987/index").title.as_deref(),
        Some("Предметный указатель")
    );
    assert_eq!(
        unit(&units, "1987/index/blef").text_markdown,
        "Правила 40, 73"
    );
    assert_eq!(
        unit(&units, "1987/index/apellyatsiya/protsedury")
            .title
            .as_deref(),
        Some("Апелляция: Процедуры ~")
    );
    assert_eq!(
        unit(&units, "1987/index/konventsii/partnerskie-soglasheniya").text_markdown,
        "Правила 40, 75"
    );
    assert!(unit(&units, "1987/index/karta").content_removed);
    assert_eq!(
        unit(&units, "1987/index/variatsii-v-manere-ili-tempe").text_markdown,
        "см. Нелегальная информация; Приличия;"
    );
}
