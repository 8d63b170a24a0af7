//! The search page: a plain form (words and a filter for each of [`filters::KEYS`]) that
//! sends its terms in the address (`search/?q=колебание&law=16B`), so a search is a link; the
//! page's script reads them back, runs the search over the site's own index in the browser,
//! and lists the cases found with the words marked.

use super::filters;
use super::load::{Federation, SiteCase};
use super::page::{Frame, Page, PageParts, heading};
use crate::publish::compare_case_numbers;
use crate::text::escape::{html_attribute, push_html_text};
use std::collections::BTreeSet;

/// One unit of years' search index (under `pagefind/`) and the languages of its pages, each of which
/// the search page searches with its own stemmer.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Bundle {
    pub path: String,
    pub languages: Vec<String>,
}

/// The search page, offering the filter values the site's cases have.
pub fn search_page(
    frame: &Frame,
    cases: &[SiteCase],
    federations: &[Federation],
    bundles: &[Bundle],
) -> Page {
    let words = frame.words;
    let labels = frame.language.labels();
    let mut main = String::new();
    heading(&mut main, 1, words.search);
    main.push_str(&format!(
        "<form id=\"search\" class=\"search\" role=\"search\" method=\"get\" action=\"./\" data-bundles=\"{}\" \
         data-searching=\"{}\" data-none=\"{}\" data-found=\"{}\" data-more=\"{}\">\n",
        html_attribute(&serde_json::to_string(bundles).unwrap_or_default()),
        html_attribute(words.searching),
        html_attribute(words.no_results),
        html_attribute(words.found),
        html_attribute(words.more_results),
    ));
    main.push_str("<p class=\"words\"><label for=\"q\">");
    push_html_text(&mut main, words.search_label);
    main.push_str("</label>\n<input id=\"q\" type=\"search\" name=\"q\" autocomplete=\"off\"></p>\n<div class=\"filters\">\n");
    let all: Vec<Vec<(&str, String)>> = cases
        .iter()
        .map(|c| filters::of_case(c, federations))
        .collect();
    for key in filters::KEYS {
        let mut values: Vec<String> = all
            .iter()
            .flatten()
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        if values.is_empty() {
            continue;
        }
        match key {
            "year" => values.sort_by(|a, b| b.cmp(a)),
            "law" => values.sort_by(|a, b| compare_case_numbers(a, b)),
            _ => {}
        }
        main.push_str(&format!("<p><label for=\"filter-{key}\">"));
        push_html_text(&mut main, filters::key_name(key, words));
        main.push_str(&format!(
            "</label>\n<select id=\"filter-{key}\" name=\"{key}\">\n<option value=\"\">"
        ));
        push_html_text(&mut main, words.any);
        main.push_str("</option>\n");
        for value in values {
            main.push_str(&format!("<option value=\"{}\">", html_attribute(&value)));
            push_html_text(
                &mut main,
                &filters::value_name(key, &value, words, labels, federations),
            );
            main.push_str("</option>\n");
        }
        main.push_str("</select></p>\n");
    }
    main.push_str("</div>\n<p><button type=\"submit\">");
    push_html_text(&mut main, words.search_button);
    main.push_str("</button></p>\n</form>\n<noscript><p>");
    push_html_text(&mut main, words.search_needs_script);
    main.push_str("</p></noscript>\n<section id=\"results\" aria-live=\"polite\"></section>\n");
    frame.page(&PageParts {
        address: "search/",
        lang: frame.language.code(),
        title: words.search,
        head: "<script type=\"module\" src=\"../assets/search.js\"></script>\n",
        main_attributes: "",
        main: &main,
    })
}
