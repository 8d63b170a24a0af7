//! The Bulgarian training cases (`assets/samples/sample-cases-bg.json`, language `bg`) as a
//! casebook and as a website: the words around them are Bulgarian, in the vocabulary of the
//! Bulgarian 2017 Laws (казус, решението на съдията, апелативната комисия, контестация,
//! договор с контра), never the English or the Russian ones.

mod site_support;

use casebook::case::Case;
use casebook::publish::site::SiteOptions;
use casebook::publish::{Casebook, PublishOptions, render_html, render_markdown};
use casebook::samples::parse_samples;
use casebook::store::Store;
use site_support::*;

const BULGARIAN_SAMPLES: &str = include_str!("../../assets/samples/sample-cases-bg.json");

fn bulgarian_samples() -> Vec<Case> {
    let cases = parse_samples(BULGARIAN_SAMPLES).expect("the Bulgarian samples read");
    assert!(cases.iter().all(|c| c.language == "bg"));
    cases
}

fn casebook() -> Casebook {
    let options = PublishOptions {
        year: YEAR,
        ..PublishOptions::default()
    };
    Casebook::assemble(bulgarian_samples(), &[], &options)
}

#[test]
fn a_casebook_of_bulgarian_cases_speaks_bulgarian() {
    let casebook = casebook();
    assert_eq!(casebook.cases.len(), 7, "the seven reviewed samples");
    let markdown = render_markdown(&casebook, &mut |_| {});
    for words in [
        "# Сборник с контестации 2026",
        "## Съдържание",
        "## Членове на апелативната комисия",
        "## Казус УК-01 — Дезинформация",
        "**Изчисляване:** отбори, IMPs",
        "### Фактите",
        "### Изявления",
        "### Решението на съдията",
        "**Цитирани правила:**",
        "### Контестацията",
        "**Контестираща страна:** И–З",
        "### Апелативната комисия",
        "### Решението на комисията",
        "**Решението на съдията е потвърдено**",
        "**Първоначална атака:**",
        "## Статистика",
        "## Показалец на темите",
        "## Показалец на цитираните правила",
        // The contracts as the Bulgarian Laws word them (Law 77: "С контра"), the seats by
        // their Bulgarian names.
        "**Договор:** 4♠ с контра Изток",
        "**Резултат:** 4♠ с контра −2, 8 взятки, С–Ю +300",
        "**Договор:** 3БК Север",
        "| Запад | Север | Изток | Юг |",
        "Колебание (промяна на темпото), Неразрешена информация",
    ] {
        assert!(markdown.contains(words), "{words}");
    }
    for foreign in [
        "The Director's Ruling",
        "Contract",
        "Board ",
        "Решение судьи",
        "Контракт",
        "Дело ",
        "В–З",
        "с контрой",
    ] {
        assert!(!markdown.contains(foreign), "{foreign}");
    }
    let html = render_html(&casebook, &mut |_| {});
    assert!(html.contains("<html lang=\"bg\">"));
    assert!(html.contains("Решението на съдията"));
}

#[test]
fn a_site_of_bulgarian_cases_speaks_bulgarian() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("bg.sqlite")).expect("a new database");
    for case in bulgarian_samples() {
        store.save_case(&case, 0).expect("saved");
    }
    publish_year(&mut store, &scratch);
    let site = scratch.path("site");
    let report = build(&store, &SiteOptions::default(), &site);
    assert_eq!(report.cases, 7);
    let read = |page: &str| {
        std::fs::read_to_string(site.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"))
    };
    // The site is in the language of most of its cases: its own words are Bulgarian.
    let home = read("index.html");
    assert!(home.starts_with("<!DOCTYPE html>\n<html lang=\"bg\">"));
    for words in [
        "<title>Сборници с контестации</title>",
        ">Търсене<",
        ">Казуси по правила<",
        ">Казуси по административен резултат<",
        ">Правилникът<",
        "(7 казуса)",
        "Публикувано с Casebook",
    ] {
        assert!(home.contains(words), "{words}");
    }
    // A case's page prints the case in the casebook's Bulgarian words.
    let case = read("fbr/2026/uk-03/index.html");
    assert!(case.starts_with("<!DOCTYPE html>\n<html lang=\"bg\">"));
    for words in [
        "Казус УК-03",
        "Решението на съдията",
        "Контестацията",
        "Административен резултат",
        "4♠ с контра −2",
    ] {
        assert!(case.contains(words), "{words}");
    }
    for foreign in ["Решение судьи", "The Director", "Поиск", "Search"] {
        assert!(!case.contains(foreign), "{foreign}");
    }
    let search = read("search/index.html");
    assert!(search.contains("Какво да се търси") && search.contains("Намерени казуси"));
}
