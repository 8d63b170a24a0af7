//! A case's page: the case as its casebook prints it, under a trail back to its year and
//! federation, with what the search index needs in its head (title, a line about the case,
//! and every filter it is found under).

use super::address::to_root;
use super::filters;
use super::load::{Federation, SiteCase};
use super::page::{Frame, Page, PageParts};
use crate::publish::CasebookCase;
use crate::publish::html::write_case;
use crate::text::escape::{html_attribute, push_html_text};
use std::collections::HashMap;

/// `<meta>` for the search index: a piece of the result's line, or a filter.
fn meta(out: &mut String, attribute: &str, key: &str, value: &str) {
    out.push_str(&format!(
        "<meta {attribute}=\"{key}[content]\" content=\"{}\">\n",
        html_attribute(value)
    ));
}

/// The page of `case`, printed as `placed`.
pub fn case_page(
    frame: &Frame,
    case: &SiteCase,
    placed: &CasebookCase,
    federations: &[Federation],
) -> Page {
    let labels = case.language.labels();
    let root = to_root(&case.address);
    let federation = &federations[case.federation];
    let title = &case.title;

    let mut head = String::new();
    meta(&mut head, "data-pagefind-meta", "title", title);
    meta(
        &mut head,
        "data-pagefind-meta",
        "federation",
        &federation.name,
    );
    meta(
        &mut head,
        "data-pagefind-meta",
        "year",
        &case.year.to_string(),
    );
    meta(&mut head, "data-pagefind-meta", "event", &case.event);
    let laws: Vec<&str> = case.laws.iter().map(|l| l.label.as_str()).collect();
    meta(&mut head, "data-pagefind-meta", "laws", &laws.join(", "));
    if let Some(outcome) = case.outcome {
        meta(
            &mut head,
            "data-pagefind-meta",
            "outcome",
            labels.outcome(outcome),
        );
    }
    for (key, value) in filters::of_case(case, federations) {
        meta(&mut head, "data-pagefind-filter", key, &value);
    }

    let mut main = String::new();
    main.push_str("<nav class=\"trail\" aria-label=\"");
    main.push_str(&html_attribute(frame.words.home));
    main.push_str(&format!("\"><a href=\"{root}\">"));
    push_html_text(&mut main, frame.words.home);
    main.push_str(&format!(
        "</a> › <a href=\"{root}{}/\">",
        federation.segment
    ));
    push_html_text(&mut main, &federation.name);
    main.push_str(&format!(
        "</a> › <a href=\"{root}{}/{}/\">{}</a></nav>\n",
        federation.segment, case.year, case.year
    ));
    let law_links: HashMap<String, String> = case
        .law_pages
        .iter()
        .filter_map(|(key, page)| Some((key.label.clone(), format!("{root}{}", page.as_ref()?))))
        .collect();
    let mut section = String::new();
    write_case(&mut section, placed, labels, case.language, &law_links);
    // The case's title is the page's heading.
    let section = section
        .replacen("<h2>", "<h1>", 1)
        .replacen("</h2>", "</h1>", 1);
    main.push_str(&section);
    if frame.anonymized {
        main.push_str("<p class=\"note\">");
        push_html_text(&mut main, frame.words.anonymized);
        main.push_str("</p>\n");
    }
    frame.page(&PageParts {
        address: &case.address,
        lang: case.language.code(),
        title,
        head: &head,
        main_attributes: "data-pagefind-body",
        main: &main,
    })
}
