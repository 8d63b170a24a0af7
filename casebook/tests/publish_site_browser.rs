//! The casebooks' website in a real browser: Debian's Chromium, headless, driven through
//! ChromeDriver, against the site built from an archive and served from 127.0.0.1. The search
//! runs in the browser from the site's own files: a Russian word in another grammatical form
//! finds its case, an English one likewise, a Bulgarian word (which no stemmer takes) finds
//! the forms that begin with it, a filter by Law narrows, a search link opens with its results;
//! a case page shows the whole deal and the auction; an anonymized site shows no player's name;
//! a case leads to the Law it cites in the law library.
//!
//! With `CASEBOOK_SITE_SCREENSHOTS=DIR` the tests leave their pages' screenshots in DIR, at
//! a phone's width and a desktop's.

mod site_support;

use casebook::bridge::CallLanguage;
use casebook::publish::layout::cell_text;
use casebook::publish::site::SiteOptions;
use casebook::samples::TrainingSet;
use casebook::store::Store;
use serde_json::Value;
use site_support::browser::Browser;
use site_support::http::StaticServer;
use site_support::*;
use std::collections::BTreeSet;

const DESKTOP: (u32, u32) = (1280, 1000);
const PHONE: (u32, u32) = (390, 844);

/// The site of the test archive, served; the scratch folder lives as long as they do.
struct ServedSite {
    server: StaticServer,
    _scratch: Scratch,
}

fn served(options: &SiteOptions) -> ServedSite {
    let scratch = Scratch::new();
    let mut store = published_archive(&scratch, "archive");
    // A year before, with the search's index of its own.
    publish_copy(&mut store, &scratch, "У-03", "У-31", 2025, 0xe031);
    // Eleven cases in all: one more than a page of results.
    publish_copy(&mut store, &scratch, "У-05", "У-32", 2025, 0xe032);
    let site = scratch.path("site");
    // Each year its own index, which the search merges (a federation's years join until an
    // index holds 500 cases).
    let options = SiteOptions {
        unit_cases: 1,
        ..options.clone()
    };
    build(&store, &options, &site);
    ServedSite {
        server: StaticServer::start(&site),
        _scratch: scratch,
    }
}

/// The site of the Bulgarian training cases (the reviewed ones of 2026 published), served.
fn served_bulgarian() -> ServedSite {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("bg.sqlite")).expect("a new database");
    let cases = bulgarian_set()
        .cases()
        .expect("the Bulgarian training cases read");
    for case in cases {
        store.save_case(&case, 0).expect("saved");
    }
    publish_year(&mut store, &scratch);
    let site = scratch.path("site");
    build(&store, &SiteOptions::default(), &site);
    ServedSite {
        server: StaticServer::start(&site),
        _scratch: scratch,
    }
}

fn bulgarian_set() -> TrainingSet {
    TrainingSet::of("bg").expect("the Bulgarian training cases are shipped")
}

/// Every word the Bulgarian training cases write, lowercased: each text of each case,
/// published or not.
fn words_of_bulgarian_cases() -> BTreeSet<String> {
    let bundle: Value = serde_json::from_str(bulgarian_set().json).expect("the bundle's JSON");
    let mut words = BTreeSet::new();
    let mut values = vec![&bundle];
    while let Some(value) = values.pop() {
        match value {
            Value::String(text) => words.extend(
                text.split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(str::to_lowercase),
            ),
            Value::Array(items) => values.extend(items),
            Value::Object(fields) => values.extend(fields.values()),
            _ => {}
        }
    }
    words
}

/// Leaves the window's picture in `CASEBOOK_SITE_SCREENSHOTS`, when it is set.
fn keep_screenshot(browser: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("CASEBOOK_SITE_SCREENSHOTS") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the screenshots' folder");
        std::fs::write(dir.join(format!("{name}.png")), browser.screenshot()).expect("written");
    }
}

/// Waits for the search's answer; a failure of the search fails the test with its words.
fn wait_for_answer(browser: &Browser) {
    let answer = browser.wait_for(
        "const p = document.querySelector('#results .summary, #results .error'); return p && [p.className, p.textContent];",
    );
    assert_eq!(
        answer[0],
        Value::from("summary"),
        "the search failed: {}",
        answer[1]
    );
}

/// Waits for the search's answer and returns the titles of the cases found.
fn found_titles(browser: &Browser) -> Vec<String> {
    wait_for_answer(browser);
    let titles = browser.run(
        "return Array.from(document.querySelectorAll('#results ol.found li > a')).map(a => a.textContent);",
    );
    titles
        .as_array()
        .expect("a list")
        .iter()
        .map(|t| t.as_str().unwrap_or_default().to_string())
        .collect()
}

fn text_of_page(browser: &Browser) -> String {
    browser
        .run("return document.body.innerText;")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_russian_word_in_another_form_finds_its_case_and_a_search_is_a_link() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(DESKTOP.0, DESKTOP.1) else {
        return;
    };
    // У-03's text has «колебаний» and «колебания» (commentary 16.8(ii)); nobody wrote
    // «колебаниями», which only the Russian stemmer brings to them.
    browser.open(&site.server.url("fbr/2026/u-03/"));
    assert!(!text_of_page(&browser).contains("колебаниями"));
    browser.open(&site.server.url("search/?q=колебаниями"));
    let titles = found_titles(&browser);
    assert!(titles.iter().any(|t| t.contains("У-03")), "{titles:?}");
    // The same case of 2025 (another year's index, merged) is found too.
    assert!(titles.iter().any(|t| t.contains("У-31")), "{titles:?}");
    // The link filled the form with its words, and the passage marks them.
    let field = browser.run("return document.getElementById('q').value;");
    assert_eq!(field, Value::String("колебаниями".into()));
    let marked = browser.run(
        "return Array.from(document.querySelectorAll('#results mark')).map(m => m.textContent.toLowerCase());",
    );
    assert!(
        marked.as_array().is_some_and(|m| m
            .iter()
            .any(|w| w.as_str().is_some_and(|w| w.starts_with("колебани")))),
        "{marked}"
    );
    keep_screenshot(&browser, "search-desktop");
    // A result leads to its case.
    let href = browser.run(
        "return Array.from(document.querySelectorAll('#results ol.found li > a')).find(a => a.textContent.includes('У-03')).href;",
    );
    browser.open(href.as_str().expect("a link"));
    assert!(
        browser.address().ends_with("/fbr/2026/u-03/"),
        "{}",
        browser.address()
    );
}

#[test]
fn an_english_word_is_stemmed_in_english() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(DESKTOP.0, DESKTOP.1) else {
        return;
    };
    // E-1 says "hesitated"; "hesitation" is nowhere in it.
    browser.open(&site.server.url("fbr/2026/e-1/"));
    let page = text_of_page(&browser);
    assert!(page.contains("hesitated") && !page.contains("hesitation"));
    browser.open(&site.server.url("search/?q=hesitation"));
    let titles = found_titles(&browser);
    assert_eq!(titles.len(), 1, "{titles:?}");
    assert!(titles[0].contains("E-1"), "{titles:?}");
}

/// A reader of a Bulgarian site types a word's shortest form, the noun without its article,
/// and finds the case that writes it with the article: there is no Bulgarian stemmer, and a
/// word finds the words that begin with it.
#[test]
fn a_bulgarian_word_finds_the_case_that_writes_it_with_its_article() {
    // «регламент» (the regulations), bare, is in no Bulgarian case; УК-06 writes «регламента».
    let words = words_of_bulgarian_cases();
    assert!(words.contains("регламента"));
    assert!(!words.contains("регламент"));
    let site = served_bulgarian();
    let Some(browser) = Browser::start(DESKTOP.0, DESKTOP.1) else {
        return;
    };
    browser.open(&site.server.url("fbr/2026/uk-06/"));
    assert!(text_of_page(&browser).contains("регламента"));
    browser.open(&site.server.url("search/?q=регламент"));
    let titles = found_titles(&browser);
    assert_eq!(titles.len(), 1, "{titles:?}");
    assert!(titles[0].contains("УК-06"), "{titles:?}");
    // The passage marks the longer form the case writes.
    let marked = browser.run(
        "return Array.from(document.querySelectorAll('#results mark')).map(m => m.textContent.toLowerCase());",
    );
    assert!(
        marked.as_array().is_some_and(|m| !m.is_empty()
            && m.iter().all(|w| w
                .as_str()
                .is_some_and(|w| w.starts_with("регламент") && w != "регламент"))),
        "{marked}"
    );
}

#[test]
fn a_filter_by_law_16b_narrows_the_results() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(PHONE.0, PHONE.1) else {
        return;
    };
    // «пас» (pass) is in the auctions of almost every case.
    browser.open(&site.server.url("search/?q=пас"));
    let all = found_titles(&browser);
    // Every case of the federation: ten are shown at first (each shown fetches its passage),
    // More results shows the rest.
    browser.open(&site.server.url("search/?federation=fbr"));
    assert_eq!(found_titles(&browser).len(), 10);
    let summary = browser.run("return document.querySelector('#results .summary').textContent;");
    assert_eq!(summary, Value::from("Найдено случаев: 11"));
    browser.run("document.getElementById('more').click(); return true;");
    browser.wait_for("return document.querySelectorAll('#results ol.found li').length === 11;");
    assert_eq!(
        browser.run("return document.getElementById('more').hidden;"),
        Value::Bool(true)
    );
    browser.open(&site.server.url("search/?q=пас&law=16B"));
    let narrowed = found_titles(&browser);
    // Only the two cases under the 2017 Laws cite 16B (as 16B1).
    assert_eq!(narrowed.len(), 2, "{narrowed:?}");
    assert!(all.len() > narrowed.len(), "{all:?}");
    assert!(narrowed.iter().any(|t| t.contains("У-12")), "{narrowed:?}");
    assert!(narrowed.iter().any(|t| t.contains("E-1")), "{narrowed:?}");
    let selected = browser.run("return document.getElementById('filter-law').value;");
    assert_eq!(selected, Value::String("16B".into()));
    keep_screenshot(&browser, "search-filter-phone");
    // A filter alone, without words, lists its cases too.
    browser.open(&site.server.url("search/?edition=2017"));
    assert_eq!(found_titles(&browser).len(), 2);
    browser.open(&site.server.url("search/?year=2025"));
    let mut titles = found_titles(&browser);
    titles.sort();
    assert_eq!(titles, ["Дело У-31", "Дело У-32"]);
}

#[test]
fn a_case_page_shows_the_whole_deal_and_the_auction_to_its_last_call() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(DESKTOP.0, DESKTOP.1) else {
        return;
    };
    browser.open(&site.server.url("fbr/2026/u-03/"));
    let cards = browser.run(
        "return Array.from(document.querySelectorAll('td.hand .suit'))
            .map(s => s.textContent.replace(/[♠♥♦♣—–-]/g, ' ').trim().split(/\\s+/).filter(Boolean).length)
            .reduce((a, b) => a + b, 0);",
    );
    assert_eq!(cards, Value::from(52));
    let case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .expect("sample У-03");
    let calls = case.auction.calls.calls().len();
    let last = cell_text(&case.auction, calls - 1, CallLanguage::Russian);
    let shown = browser.run(
        "return Array.from(document.querySelectorAll('table.auction td')).map(td => td.textContent.trim()).filter(Boolean).pop();",
    );
    assert!(
        shown.as_str().is_some_and(|s| s.starts_with(last.trim())),
        "the last call {last:?}, shown {shown}"
    );
    assert_eq!(
        browser.run("return document.documentElement.lang;"),
        Value::from("ru")
    );
    keep_screenshot(&browser, "case-desktop");
}

#[test]
fn a_case_leads_to_the_law_it_cites_in_its_edition() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(DESKTOP.0, DESKTOP.1) else {
        return;
    };
    browser.open(&site.server.url("fbr/2026/e-1/"));
    browser.run(
        "Array.from(document.querySelectorAll('p.laws a')).find(a => a.textContent === '16B1').click(); return true;",
    );
    browser.wait_for(
        "return location.pathname.includes('/library/') && document.readyState === 'complete';",
    );
    assert!(
        browser.address().ends_with("/library/2017/16/"),
        "{}",
        browser.address()
    );
    let heading = browser.run("return document.querySelector('h1').textContent;");
    assert!(
        heading.as_str().is_some_and(|h| h.contains("16")),
        "{heading}"
    );
    // The page lists the cases citing it, and leads to the 1997 edition's Law 16.
    let page = text_of_page(&browser);
    assert!(page.contains("E-1") && page.contains("У-12"), "{page}");
    let other = browser.run(
        "return Array.from(document.querySelectorAll('p.counterparts a')).map(a => a.getAttribute('href'));",
    );
    assert!(other.to_string().contains("library/1997/16/"), "{other}");
}

#[test]
fn an_anonymized_site_shows_no_players_name() {
    let site = served(&SiteOptions {
        anonymize: true,
        ..SiteOptions::default()
    });
    let Some(browser) = Browser::start(PHONE.0, PHONE.1) else {
        return;
    };
    for address in [
        "fbr/2026/u-12/",
        "fbr/2026/e-1/",
        "search/?q=Petrov",
        "search/?q=Сидорова",
    ] {
        browser.open(&site.server.url(address));
        if address.starts_with("search") {
            wait_for_answer(&browser);
        }
        let page = text_of_page(&browser);
        for name in PLAYERS {
            assert!(!page.contains(name), "{address} shows {name}");
        }
    }
    browser.open(&site.server.url("fbr/2026/e-1/"));
    keep_screenshot(&browser, "case-phone");
}

#[test]
fn the_statistics_draw_their_charts() {
    let site = served(&SiteOptions::default());
    let Some(browser) = Browser::start(PHONE.0, PHONE.1) else {
        return;
    };
    browser.open(&site.server.url("statistics/"));
    let charts = browser.run("return document.querySelectorAll('figure.chart svg').length;");
    assert!(charts.as_u64().is_some_and(|n| n >= 3), "{charts}");
    // At a phone's width nothing is wider than the window.
    let wide = browser.run("return document.documentElement.scrollWidth <= window.innerWidth;");
    assert_eq!(wide, Value::Bool(true));
    keep_screenshot(&browser, "statistics-phone");
}
