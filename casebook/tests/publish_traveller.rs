//! A casebook with each board's traveller under its deal (`PublishOptions::traveller`).
//!
//! Source: sample case У-03 (commentary 16.8(ii), 1997 Laws: East–West's 4♠ doubled two down,
//! +300, after unauthorized information; the committee assigns 4♥ made by North, +620) and
//! the fixture `fixtures/results/board5.csv`, its board 5 at eight tables. By hand, on the
//! scale of two for a win (top 14; see the header of results_store.rs): the case's table 3
//! goes from 8 to 10 for North–South (6 to 4 for East–West), and the two other +620s,
//! tables 1 and 5, from 11 to 10; the other tables do not move. The other sample cases'
//! events have no results in the archive: they print no traveller and are not refused.

mod publish_support;

use casebook::publish::{
    Casebook, CasebookLanguage, Format, PublishOptions, load_casebook, publish, render_html,
    render_markdown, render_pdf,
};
use casebook::results::field::import_results;
use casebook::store::Store;
use publish_support::*;
use std::path::Path;

const BOARD5: &str = include_str!("fixtures/results/board5.csv");

/// The sample cases, with board 5's results imported for У-03's event.
fn store_with_results(scratch: &Scratch) -> Store {
    let mut store = sample_store(scratch);
    let case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .expect("sample У-03");
    import_results(
        &mut store,
        Path::new("board5.csv"),
        BOARD5.as_bytes(),
        &case.identity.event,
        None,
    )
    .expect("the results import");
    store
}

fn options(traveller: bool) -> PublishOptions {
    PublishOptions {
        year: YEAR,
        traveller,
        ..PublishOptions::default()
    }
}

fn casebook(store: &Store, options: &PublishOptions) -> Casebook {
    load_casebook(store, options, &mut |_| {}).expect("the casebook loads")
}

#[test]
fn the_case_of_an_event_with_results_prints_its_traveller_and_the_others_nothing() {
    let scratch = Scratch::new();
    let store = store_with_results(&scratch);
    let book = casebook(&store, &options(true));
    assert_eq!(book.language, CasebookLanguage::Russian);
    let with: Vec<&str> = book
        .cases
        .iter()
        .filter(|c| c.traveller.is_some())
        .map(|c| c.case.identity.case_number.as_str())
        .collect();
    assert_eq!(with, ["У-03"]);
    let traveller = book
        .cases
        .iter()
        .find_map(|c| c.traveller.as_ref())
        .unwrap();
    assert_eq!(traveller.own_line, Some(2));
    assert!(traveller.ruling.is_some());

    let html = render_html(&book, &mut |_| {});
    assert_eq!(html.matches("<table class=\"traveller\">").count(), 1);
    let u03 = section(&html, "case-у-03");
    assert!(u03.contains("<table class=\"traveller\">"), "{u03}");
    let caption = "Протокол сдачи · Парный турнир — учебный пример по «Комментариям к \
                   Кодексу–97», п. 16.8(ii) · сдача 5 · топ 14, матч-пункты по шкале \
                   «два за выигрыш» · по решению 4♥= С";
    assert!(strip_tags(u03).contains(caption), "{u03}");
    assert!(
        u03.contains(
            "<thead><tr><th>Стол</th><th>С–Ю</th><th>В–З</th><th>Результат</th>\
             <th>Очки С–Ю</th><th>МП С–Ю</th><th>МП В–З</th><th>С–Ю после</th>\
             <th>В–З после</th></tr></thead>"
        ),
        "{u03}"
    );
    // The case's table 3, marked and strong: 8 → 10 for North–South, 6 → 4 for East–West.
    assert!(
        u03.contains(
            "<tr class=\"own\"><td>▶ 3</td><td>3</td><td>13</td><td>4♠ с контрой −2 В</td>\
             <td>+300</td><td>8</td><td>6</td><td>10*</td><td>4*</td></tr>"
        ),
        "{u03}"
    );
    // Tables 1 and 5, the other +620s: 11 → 10; table 2 does not move.
    for table in [1, 5] {
        let row = format!(
            "<tr><td>{table}</td><td>{table}</td><td>1{table}</td><td>4<span class=\"red\">♥</span>= С</td>\
             <td>+620</td><td>11</td><td>3</td><td>10*</td><td>4*</td></tr>"
        );
        assert!(u03.contains(&row), "{row}\n{u03}");
    }
    assert!(
        u03.contains(
            "<tr><td>2</td><td>2</td><td>12</td><td>4<span class=\"red\">♥</span>+1 С</td>\
             <td>+650</td><td>14</td><td>0</td><td>14</td><td>0</td></tr>"
        ),
        "{u03}"
    );
    assert!(
        u03.contains("▶ стол дела; * пары, чьи матч-пункты решение изменило"),
        "{u03}"
    );
    for other in ["case-у-01", "case-у-02", "case-у-05"] {
        assert!(!section(&html, other).contains("traveller"), "{other}");
    }

    let md = render_markdown(&book, &mut |_| {});
    assert_eq!(md.matches("**Протокол сдачи · ").count(), 1, "{md}");
    assert!(
        md.contains("| Стол | С–Ю | В–З | Результат | Очки С–Ю | МП С–Ю | МП В–З | С–Ю после | В–З после |\n|---:|---:|---:|---|---:|---:|---:|---:|---:|"),
        "{md}"
    );
    assert!(
        md.contains(
            "| **▶ 3** | **3** | **13** | **4♠ с контрой −2 В** | **\\+300** | **8** | **6** | **10\\*** | **4\\*** |"
        ),
        "{md}"
    );
    assert!(
        md.contains("| 1 | 1 | 11 | 4♥= С | \\+620 | 11 | 3 | 10\\* | 4\\* |"),
        "{md}"
    );
    assert!(
        md.contains("| 5 | 5 | 15 | 4♥= С | \\+620 | 11 | 3 | 10\\* | 4\\* |"),
        "{md}"
    );
}

#[test]
fn the_pdf_prints_the_traveller_with_the_case_line_and_the_matchpoints_before_and_after() {
    let scratch = Scratch::new();
    let store = store_with_results(&scratch);
    let text = |book: &Casebook| {
        let pdf = render_pdf(book, &mut |_| {}).expect("typeset");
        let document = lopdf::Document::load_mem(&pdf).expect("a PDF");
        let pages: Vec<u32> = (1..=document.get_pages().len() as u32).collect();
        document.extract_text(&pages).expect("its text")
    };
    let printed = text(&casebook(&store, &options(true)));
    // Extracted text breaks lines where typst does: compare without whitespace.
    let squeezed: String = printed.split_whitespace().collect();
    for needle in [
        "Протокол сдачи",
        "сдача 5 · топ 14, матч-пункты по шкале «два за выигрыш» · по решению 4♥= С",
        "Стол С–Ю В–З Результат Очки С–Ю МП С–Ю МП В–З С–Ю после В–З после",
        // Table 3, the case's, marked: 8 → 10 and 6 → 4.
        "▶ 3 3 13 4♠ с контрой −2 В +300 8 6 10* 4*",
        // Tables 1 and 5, the other +620s: 11 → 10; table 2 does not move.
        "1 1 11 4♥= С +620 11 3 10* 4*",
        "5 5 15 4♥= С +620 11 3 10* 4*",
        "2 2 12 4♥+1 С +650 14 0 14 0",
        "▶ стол дела; * пары, чьи матч-пункты решение изменило",
    ] {
        let needle: String = needle.split_whitespace().collect();
        assert!(squeezed.contains(&needle), "{needle} in {printed}");
    }

    let plain = text(&casebook(&store, &options(false)));
    assert!(!plain.contains("Протокол сдачи"), "{plain}");
    assert!(!plain.contains("стол дела"), "{plain}");
}

#[test]
fn without_the_option_nothing_of_the_traveller_is_printed() {
    let scratch = Scratch::new();
    let store = store_with_results(&scratch);
    let book = casebook(&store, &options(false));
    assert!(book.cases.iter().all(|c| c.traveller.is_none()));
    let html = render_html(&book, &mut |_| {});
    assert!(!html.contains("class=\"traveller\""));
    assert!(!html.contains("Протокол сдачи"));
    let md = render_markdown(&book, &mut |_| {});
    assert!(!md.contains("Протокол сдачи"));
    assert!(!md.contains("стол дела"));
}

#[test]
fn an_archive_without_results_prints_no_traveller_and_publishes() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let out = scratch.path("casebook.md");
    let report = publish(
        &mut store,
        &options(true),
        Format::Markdown,
        &out,
        &mut |_| {},
    )
    .expect("published");
    assert_eq!(report.cases, 7);
    let md = std::fs::read_to_string(&out).expect("written");
    assert!(!md.contains("Протокол сдачи"), "{md}");
}

#[test]
fn publishing_prints_the_traveller_and_an_anonymized_casebook_keeps_the_pair_numbers() {
    let scratch = Scratch::new();
    let mut store = store_with_results(&scratch);
    let anonymized = PublishOptions {
        anonymize: true,
        ..options(true)
    };
    let out = scratch.path("casebook.md");
    publish(&mut store, &anonymized, Format::Markdown, &out, &mut |_| {}).expect("published");
    let md = std::fs::read_to_string(&out).expect("written");
    assert!(md.contains("Игроки названы по месту за столом"), "{md}");
    assert!(
        md.contains("| **▶ 3** | **3** | **13** | **4♠ с контрой −2 В** |"),
        "{md}"
    );
    assert!(
        md.contains("| 7 | 7 | 17 | 4♠ с контрой −1 В | \\+100 |"),
        "{md}"
    );
}

#[test]
fn an_english_casebook_words_the_traveller_in_english() {
    let scratch = Scratch::new();
    let store = store_with_results(&scratch);
    let english = PublishOptions {
        language: Some(CasebookLanguage::English),
        ..options(true)
    };
    let md = render_markdown(&casebook(&store, &english), &mut |_| {});
    assert!(
        md.contains("· board 5 · top 14, matchpoints on the scale of two for a win · the ruling gives 4♥= N**"),
        "{md}"
    );
    assert!(
        md.contains(
            "| Table | N–S | E–W | Result | Score N–S | MP N–S | MP E–W | N–S after | E–W after |"
        ),
        "{md}"
    );
    assert!(
        md.contains("| **▶ 3** | **3** | **13** | **4♠X−2 E** | **\\+300** | **8** | **6** | **10\\*** | **4\\*** |"),
        "{md}"
    );
    assert!(
        md.contains("*▶ the case's table; \\* the pairs whose matchpoints the ruling moves*"),
        "{md}"
    );
}
