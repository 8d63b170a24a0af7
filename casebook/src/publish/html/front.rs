//! The front matter's pieces in HTML, laid out HTML's own way: the title page, the contents,
//! and links to cases by their numbers.

use crate::publish::anchors::{
    CLOSING_REMARKS_ANCHOR, COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, CONTENTS_ANCHOR,
    FOREWORD_ANCHOR, LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
};
use crate::publish::labels::Labels;
use crate::publish::model::Casebook;
use crate::publish::wording;
use crate::text::escape::{html_attribute, push_html_text};

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

pub(super) fn write_title_page(out: &mut String, casebook: &Casebook, labels: &Labels) {
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

pub(super) fn write_contents(out: &mut String, casebook: &Casebook, labels: &Labels) {
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
pub(super) fn case_links(out: &mut String, casebook: &Casebook, positions: &[usize]) {
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
