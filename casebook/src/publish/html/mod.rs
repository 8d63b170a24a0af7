//! The casebook as one self-contained HTML file: inline CSS with an A4 print stylesheet, no
//! script, no external resource. Everything a user wrote goes through
//! [`crate::text::escape`] or [`crate::publish::user_markdown`]. The sections and their order
//! are [`crate::publish::sections`]'s, as for every format; [`writer`] says how HTML writes
//! each piece.

pub(in crate::publish) mod case;
mod writer;

use super::index::law_index;
use super::labels::Labels;
use super::model::Casebook;
use super::sections::write_casebook;
use super::wording;
use crate::text::escape::{html_attribute, push_html_text};
use std::collections::HashMap;
pub(in crate::publish) use writer::HtmlWriter;

/// The casebook's stylesheet, which the website's builds on.
pub(in crate::publish) const STYLE: &str = include_str!("casebook.css");

/// Fragment identifiers of the front and back matter.
pub const CONTENTS_ANCHOR: &str = "contents";
pub const FOREWORD_ANCHOR: &str = "foreword";
pub const COMMITTEE_ANCHOR: &str = "committee";
pub const COMMENTATORS_ANCHOR: &str = "commentators";
pub const CLOSING_REMARKS_ANCHOR: &str = "closing-remarks";
pub const STATISTICS_ANCHOR: &str = "statistics";
pub const SUBJECT_INDEX_ANCHOR: &str = "index-subjects";
pub const LAW_INDEX_ANCHOR: &str = "index-laws";

/// The casebook's title line: `Appeals Casebook 2026`, or the editor's title with the year
/// after it unless the title names it already.
pub fn title(casebook: &Casebook) -> String {
    let title = casebook.front.title_or(casebook.language.labels().title);
    let year = casebook.year.to_string();
    if title.contains(&year) {
        title.to_string()
    } else {
        format!("{title} {year}")
    }
}

/// Renders the whole casebook; `progress` is told after each case is written.
pub fn render_html(casebook: &Casebook, progress: &mut dyn FnMut(usize)) -> String {
    // Roughly the size of the result, to allocate once.
    let mut out = String::with_capacity(16_384 + casebook.cases.len() * 12_288);
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"Casebook\">\n<title>",
        casebook.language.code()
    ));
    push_html_text(&mut out, &title(casebook));
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n");

    // Each law cited links to its entry in the law index.
    let law_links: HashMap<String, String> = law_index(casebook)
        .iter()
        .map(|entry| (entry.key.label.clone(), format!("#{}", entry.anchor)))
        .collect();
    write_casebook(
        &mut HtmlWriter::new(&mut out, &law_links),
        casebook,
        progress,
    );
    out.push_str("</body>\n</html>\n");
    out
}

fn write_title_page(out: &mut String, casebook: &Casebook, labels: &Labels) {
    out.push_str("<header class=\"title-page\">\n");
    if !casebook.front.federation.trim().is_empty() {
        out.push_str("<p class=\"federation\">");
        push_html_text(out, casebook.front.federation.trim());
        out.push_str("</p>\n");
    }
    out.push_str("<h1>");
    push_html_text(out, casebook.front.title_or(labels.title));
    out.push_str(&format!(
        "</h1>\n<p class=\"year\">{}</p>\n<p class=\"edition\">",
        casebook.year
    ));
    push_html_text(
        out,
        &format!(
            "{} {} · {}: {}",
            labels.edition,
            casebook.edition,
            labels.case_count,
            casebook.cases.len()
        ),
    );
    out.push_str("</p>\n");
    if casebook.anonymized {
        out.push_str("<p class=\"muted\">");
        push_html_text(out, labels.anonymized_note);
        out.push_str("</p>\n");
    }
    out.push_str("</header>\n");
}

fn link(out: &mut String, anchor: &str, text: &str) {
    out.push_str(&format!("<a href=\"#{}\">", html_attribute(anchor)));
    push_html_text(out, text);
    out.push_str("</a>");
}

fn write_contents(out: &mut String, casebook: &Casebook, labels: &Labels) {
    out.push_str(&format!("<nav id=\"{CONTENTS_ANCHOR}\">\n<h2>"));
    push_html_text(out, labels.contents);
    out.push_str("</h2>\n<ul class=\"front-links\">\n");
    for (anchor, title) in [
        (FOREWORD_ANCHOR, labels.foreword),
        (COMMITTEE_ANCHOR, labels.committee_members),
        (COMMENTATORS_ANCHOR, labels.commentators),
    ] {
        if (anchor == FOREWORD_ANCHOR && casebook.front.foreword.trim().is_empty())
            || (anchor == COMMITTEE_ANCHOR && casebook.committee.is_empty())
            || (anchor == COMMENTATORS_ANCHOR && casebook.commentators.is_empty())
        {
            continue;
        }
        out.push_str("<li>");
        link(out, anchor, title);
        out.push_str("</li>\n");
    }
    out.push_str("</ul>\n<h3>");
    push_html_text(out, labels.cases);
    out.push_str("</h3>\n<ol class=\"cases\">\n");
    for placed in &casebook.cases {
        out.push_str("<li>");
        link(
            out,
            &placed.anchor,
            &wording::case_title(&placed.case, labels),
        );
        let subjects = wording::subjects_line(&placed.case, labels);
        if !subjects.is_empty() {
            out.push_str(" — ");
            push_html_text(out, &subjects);
        }
        let event = placed.case.identity.event.trim();
        if !event.is_empty() {
            out.push_str(" <span class=\"muted\">(");
            push_html_text(out, event);
            out.push_str(")</span>");
        }
        out.push_str("</li>\n");
    }
    out.push_str("</ol>\n<ul class=\"back-links\">\n");
    if casebook.closing_remarks().is_some() {
        out.push_str("<li>");
        link(out, CLOSING_REMARKS_ANCHOR, labels.closing_remarks);
        out.push_str("</li>\n");
    }
    for (anchor, title) in [
        (STATISTICS_ANCHOR, labels.statistics),
        (SUBJECT_INDEX_ANCHOR, labels.subject_index),
        (LAW_INDEX_ANCHOR, labels.law_index),
    ] {
        out.push_str("<li>");
        link(out, anchor, title);
        out.push_str("</li>\n");
    }
    out.push_str("</ul>\n</nav>\n");
}

/// Links to cases by their numbers: `У-01, У-03`.
fn case_links(out: &mut String, casebook: &Casebook, positions: &[usize]) {
    let mut first = true;
    for &position in positions {
        let Some(placed) = casebook.case(position) else {
            continue;
        };
        if !first {
            out.push_str(", ");
        }
        first = false;
        let number = placed.case.identity.case_number.trim();
        let text = if number.is_empty() {
            (position + 1).to_string()
        } else {
            number.to_string()
        };
        link(out, &placed.anchor, &text);
    }
}
