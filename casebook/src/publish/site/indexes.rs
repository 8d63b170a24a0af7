//! The website's contents pages: the home page (federations and years), each federation's
//! years, each year's cases (its casebook's contents), and the indexes by Law (each edition,
//! with the counterpart in the other linked), by subject, by outcome and by adjusted-score
//! method.

use super::address::{self, to_root};
use super::case_list::write_cases;
use super::filters;
use super::library::{counterparts, write_counterparts};
use super::load::{Federation, SiteCase};
use super::page::{Frame, Page, PageParts, heading};
use crate::case::{Edition, RulingOutcome, Subject};
use crate::publish::index::LawKey;
use crate::text::escape::{html_attribute, push_html_text};
use std::collections::BTreeMap;

fn count_line(out: &mut String, n: usize, frame: &Frame) {
    out.push_str(&format!(" <span class=\"count\">({n} "));
    push_html_text(out, frame.words.case_count);
    out.push_str(")</span>");
}

/// The years of each federation, newest first, with their cases.
fn years_of(
    cases: &[SiteCase],
    federation: usize,
) -> BTreeMap<std::cmp::Reverse<i32>, Vec<&SiteCase>> {
    let mut years: BTreeMap<std::cmp::Reverse<i32>, Vec<&SiteCase>> = BTreeMap::new();
    for case in cases.iter().filter(|c| c.federation == federation) {
        years
            .entry(std::cmp::Reverse(case.year))
            .or_default()
            .push(case);
    }
    years
}

fn search_form(out: &mut String, frame: &Frame, root: &str) {
    out.push_str(&format!(
        "<form class=\"search\" role=\"search\" action=\"{root}search/\" method=\"get\">\n\
         <label for=\"home-q\">"
    ));
    push_html_text(out, frame.words.search_label);
    out.push_str(
        "</label>\n<input id=\"home-q\" type=\"search\" name=\"q\">\n<button type=\"submit\">",
    );
    push_html_text(out, frame.words.search_button);
    out.push_str("</button>\n</form>\n");
}

/// The home page, each federation's page and each year's contents.
pub fn contents_pages(frame: &Frame, cases: &[SiteCase], federations: &[Federation]) -> Vec<Page> {
    let mut pages = Vec::new();
    let mut home = String::new();
    heading(&mut home, 1, frame.title);
    search_form(&mut home, frame, "");
    for (f, federation) in federations.iter().enumerate() {
        let years = years_of(cases, f);
        if federations.len() > 1 || years.is_empty() {
            home.push_str(&format!("<h2><a href=\"{}/\">", federation.segment));
            push_html_text(&mut home, &federation.name);
            home.push_str("</a></h2>\n");
        }
        home.push_str("<ul class=\"years\">\n");
        let mut fed_page = String::new();
        heading(&mut fed_page, 1, &federation.name);
        fed_page.push_str("<ul class=\"years\">\n");
        for (year, year_cases) in &years {
            let year = year.0;
            home.push_str(&format!(
                "<li><a href=\"{}\">{year}</a>",
                address::year(&federation.segment, year)
            ));
            count_line(&mut home, year_cases.len(), frame);
            home.push_str("</li>\n");
            fed_page.push_str(&format!("<li><a href=\"{year}/\">{year}</a>"));
            count_line(&mut fed_page, year_cases.len(), frame);
            fed_page.push_str("</li>\n");

            let year_address = address::year(&federation.segment, year);
            let mut main = String::new();
            let title = format!("{} {year}", federation.name);
            heading(&mut main, 1, &title);
            write_cases(
                &mut main,
                year_cases,
                &to_root(&year_address),
                federations,
                frame.words,
            );
            pages.push(frame.page(&PageParts {
                address: &year_address,
                lang: frame.language.code(),
                title: &title,
                head: "",
                main_attributes: "",
                main: &main,
            }));
        }
        home.push_str("</ul>\n");
        fed_page.push_str("</ul>\n");
        let fed_address = format!("{}/", federation.segment);
        pages.push(frame.page(&PageParts {
            address: &fed_address,
            lang: frame.language.code(),
            title: &federation.name,
            head: "",
            main_attributes: "",
            main: &fed_page,
        }));
    }
    pages.push(frame.page(&PageParts {
        address: "",
        lang: frame.language.code(),
        title: frame.title,
        head: "",
        main_attributes: "",
        main: &home,
    }));
    pages
}

/// A page of headed groups of cases, each group with an anchor.
fn grouped_page(
    frame: &Frame,
    address: &str,
    title: &str,
    groups: &[(String, String, Vec<&SiteCase>)],
    federations: &[Federation],
) -> Page {
    let root = to_root(address);
    let mut main = String::new();
    heading(&mut main, 1, title);
    main.push_str("<ul class=\"groups\">\n");
    for (anchor, name, group) in groups {
        main.push_str(&format!("<li><a href=\"#{}\">", html_attribute(anchor)));
        push_html_text(&mut main, name);
        main.push_str("</a>");
        count_line(&mut main, group.len(), frame);
        main.push_str("</li>\n");
    }
    main.push_str("</ul>\n");
    for (anchor, name, group) in groups {
        main.push_str(&format!("<section id=\"{}\">\n", html_attribute(anchor)));
        heading(&mut main, 2, name);
        write_cases(&mut main, group, &root, federations, frame.words);
        main.push_str("</section>\n");
    }
    frame.page(&PageParts {
        address,
        lang: frame.language.code(),
        title,
        head: "",
        main_attributes: "",
        main: &main,
    })
}

/// The index by Law: the Laws of each edition the cases are ruled under, the newest first, each
/// Law linked to its page in the law library and to its counterparts in the editions next to
/// it (through the library's edition maps).
pub fn law_index_page(frame: &Frame, cases: &[SiteCase], federations: &[Federation]) -> Page {
    let address = "laws/";
    let root = to_root(address);
    let mut main = String::new();
    heading(&mut main, 1, frame.words.by_law);
    let mut editions: Vec<Edition> = cases.iter().map(|c| c.edition).collect();
    editions.sort_by(|a, b| b.cmp(a));
    editions.dedup();
    for edition in editions {
        let mut laws: BTreeMap<LawKey, Vec<&SiteCase>> = BTreeMap::new();
        for case in cases.iter().filter(|c| c.edition == edition) {
            for key in &case.laws {
                laws.entry(key.clone()).or_default().push(case);
            }
        }
        if laws.is_empty() {
            continue;
        }
        heading(
            &mut main,
            2,
            &format!("{} {}", frame.words.laws_of, edition.year()),
        );
        for (key, group) in &laws {
            let anchor = format!(
                "law-{}-{}",
                edition.year(),
                address::segment(&key.label, "law")
            );
            main.push_str(&format!("<section id=\"{anchor}\">\n<h3>"));
            let page = group
                .iter()
                .flat_map(|c| c.law_pages.iter())
                .find(|(k, _)| k == key)
                .and_then(|(_, page)| page.clone());
            match page {
                Some(page) => {
                    main.push_str(&format!("<a href=\"{root}{page}\">"));
                    push_html_text(&mut main, &format!("{} {}", frame.words.law, key.label));
                    main.push_str("</a>");
                }
                None => push_html_text(&mut main, &format!("{} {}", frame.words.law, key.label)),
            }
            main.push_str("</h3>\n");
            write_counterparts(&mut main, frame, &root, &counterparts(key, edition));
            write_cases(&mut main, group, &root, federations, frame.words);
            main.push_str("</section>\n");
        }
    }
    frame.page(&PageParts {
        address,
        lang: frame.language.code(),
        title: frame.words.by_law,
        head: "",
        main_attributes: "",
        main: &main,
    })
}

/// The indexes by subject, by outcome and by adjusted-score method.
pub fn topic_pages(frame: &Frame, cases: &[SiteCase], federations: &[Federation]) -> Vec<Page> {
    let labels = frame.language.labels();
    let subjects: Vec<(String, String, Vec<&SiteCase>)> = Subject::ALL
        .into_iter()
        .map(|s| {
            let group = cases.iter().filter(|c| c.subjects.contains(&s)).collect();
            (
                s.code().replace('_', "-"),
                labels.subject(s).to_string(),
                group,
            )
        })
        .filter(|(_, _, g): &(String, String, Vec<&SiteCase>)| !g.is_empty())
        .collect();
    let mut outcomes: Vec<(String, String, Vec<&SiteCase>)> = RulingOutcome::ALL
        .into_iter()
        .map(|o| {
            let group = cases
                .iter()
                .filter(|c| filters::outcome_value(c) == Some(o.code()))
                .collect();
            (o.code().to_string(), labels.outcome(o).to_string(), group)
        })
        .collect();
    outcomes.push((
        "without-merit".into(),
        frame.words.without_merit.into(),
        cases.iter().filter(|c| c.without_merit).collect(),
    ));
    outcomes.retain(|(_, _, g)| !g.is_empty());
    let methods: Vec<(String, String, Vec<&SiteCase>)> =
        ["weighted", "assigned", "artificial", "none"]
            .into_iter()
            .map(|code| {
                let group = cases
                    .iter()
                    .filter(|c| c.method.as_deref().unwrap_or("none") == code)
                    .collect();
                let name = frame.words.method((code != "none").then_some(code));
                (code.to_string(), name.to_string(), group)
            })
            .filter(|(_, _, g): &(String, String, Vec<&SiteCase>)| !g.is_empty())
            .collect();
    vec![
        grouped_page(
            frame,
            "subjects/",
            frame.words.by_subject,
            &subjects,
            federations,
        ),
        grouped_page(
            frame,
            "outcomes/",
            frame.words.by_outcome,
            &outcomes,
            federations,
        ),
        grouped_page(
            frame,
            "methods/",
            frame.words.by_method,
            &methods,
            federations,
        ),
    ]
}
