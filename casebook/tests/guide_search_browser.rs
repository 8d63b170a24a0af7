//! The user guide's search in a real browser: Debian's Chromium, headless, driven through
//! ChromeDriver, on the pages as they are written and opened from files (file:// addresses,
//! where a browser fetches nothing). The box shows once the page has loaded its book's index;
//! a Russian word typed in a form the book never uses finds its section, an English one
//! likewise, and a result leads to its section.
//!
//! With `CASEBOOK_GUIDE_SCREENSHOTS=DIR` the test leaves the page's screenshot in DIR.

#[path = "site_support/browser.rs"]
#[allow(dead_code)]
mod browser;

use browser::Browser;
use casebook::guide::{GuideLanguage, search_sections, write_book};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The written guide's folder, removed with it.
struct WrittenGuide(PathBuf);

impl WrittenGuide {
    fn new() -> WrittenGuide {
        let dir =
            std::env::temp_dir().join(format!("casebook-guide-search-{}", std::process::id()));
        let pictures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/guide");
        write_book(&dir, Some(&pictures)).expect("the guide is written");
        WrittenGuide(dir)
    }

    fn url(&self, page: &str) -> String {
        format!("file://{}", self.0.join(page).display())
    }
}

impl Drop for WrittenGuide {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Types `words` into the box and returns each result's link and words.
fn search(browser: &Browser, words: &str) -> Vec<(String, String)> {
    browser.run("const box = document.getElementById('guide-search-words'); box.value = ''; box.focus(); return true;");
    browser.type_into("#guide-search-words", words);
    let found = browser.wait_for(
        "const r = document.getElementById('guide-search-results');
         if (r.hidden || !r.querySelector('.summary')) return null;
         return Array.from(r.querySelectorAll('li > a')).map(a => [a.getAttribute('href'), a.textContent]);",
    );
    found
        .as_array()
        .expect("a list")
        .iter()
        .map(|pair| {
            (
                pair[0].as_str().unwrap_or_default().to_string(),
                pair[1].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

fn keep_screenshot(browser: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("CASEBOOK_GUIDE_SCREENSHOTS") {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the screenshots' folder");
        std::fs::write(dir.join(format!("{name}.png")), browser.screenshot()).expect("written");
    }
}

#[test]
fn a_word_in_another_form_finds_its_section_from_the_files_of_the_guide() {
    let guide = WrittenGuide::new();
    // «журналами» is nowhere in the Russian book; «журнал», «журнала» are, in the section on
    // the log.
    let russian = search_sections(GuideLanguage::Russian);
    assert!(
        russian
            .iter()
            .all(|s| !s.text.to_lowercase().contains("журналами"))
    );
    let Some(browser) = Browser::start(1280, 900) else {
        return;
    };
    browser.open(&guide.url("ru/window.html"));
    // The index came from search-index.js beside the page, and the script showed the box.
    let loaded = browser.wait_for(
        "return !document.getElementById('guide-search').hidden && window.casebookGuideIndex.sections.length;",
    );
    assert_eq!(loaded, Value::from(russian.len()));
    let found = search(&browser, "журналами");
    assert!(
        found.iter().any(|(href, _)| href == "files.html#log"),
        "{found:?}"
    );
    // The passage marks the forms the book uses.
    let marked = browser.run(
        "return Array.from(document.querySelectorAll('#guide-search-results mark')).map(m => m.textContent.toLowerCase());",
    );
    assert!(
        marked.as_array().is_some_and(|m| !m.is_empty()
            && m.iter()
                .all(|w| w.as_str().is_some_and(|w| w.starts_with("журнал")))),
        "{marked}"
    );
    keep_screenshot(&browser, "guide-search-ru");
    // A result leads to its section.
    browser.run(
        "Array.from(document.querySelectorAll('#guide-search-results li > a')).find(a => a.getAttribute('href') === 'files.html#log').click(); return true;",
    );
    browser.wait_for("return location.href.endsWith('/ru/files.html#log');");

    // English: «polling» is nowhere in the English book; «poll», «polled» are.
    let english = search_sections(GuideLanguage::English);
    assert!(
        english
            .iter()
            .all(|s| !s.text.to_lowercase().contains("polling"))
    );
    browser.open(&guide.url("en/index.html"));
    browser.wait_for("return !document.getElementById('guide-search').hidden;");
    let found = search(&browser, "polling");
    assert!(
        found
            .iter()
            .any(|(href, _)| href == "first-appeal.html#poll"),
        "{found:?}"
    );
    // Every word must be in a section: a word no section has finds nothing, and says so.
    let found = search(&browser, "polling zzzzqx");
    assert!(found.is_empty(), "{found:?}");
    let summary =
        browser.run("return document.querySelector('#guide-search-results .summary').textContent;");
    assert_eq!(summary, Value::from("No section has these words."));
}
