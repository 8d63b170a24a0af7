//! The casebook as one self-contained HTML file: inline CSS with an A4 print stylesheet, no
//! script, no external resource. Everything a user wrote goes through
//! [`crate::publish::escape`] or [`crate::publish::user_markdown`].

pub(in crate::publish) mod case;

use super::chart::bar_chart_svg;
use super::index::{law_index, subject_index};
use super::labels::Labels;
use super::model::Casebook;
use super::statistics::Statistics;
use super::user_markdown;
use super::wording;
use crate::text::escape::{html_attribute, push_html_text};
use std::collections::HashMap;

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
    let labels = casebook.language.labels();
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

    write_title_page(&mut out, casebook, labels);
    let laws = law_index(casebook);
    let subjects = subject_index(casebook);
    write_contents(&mut out, casebook, labels);
    write_foreword(&mut out, casebook, labels);
    write_committee(&mut out, casebook, labels);
    write_commentators(&mut out, casebook, labels);

    let law_links: HashMap<String, String> = laws
        .iter()
        .map(|entry| (entry.key.label.clone(), format!("#{}", entry.anchor)))
        .collect();
    out.push_str("<main>\n");
    for (i, placed) in casebook.cases.iter().enumerate() {
        case::write_case(&mut out, placed, labels, casebook.language, &law_links);
        progress(i + 1);
    }
    out.push_str("</main>\n");
    if let Some(remarks) = casebook.closing_remarks() {
        out.push_str(&format!(
            "<section class=\"front\" id=\"{CLOSING_REMARKS_ANCHOR}\">\n<h2>"
        ));
        push_html_text(&mut out, labels.closing_remarks);
        out.push_str("</h2>\n");
        user_markdown::push_html(&mut out, remarks);
        out.push_str("</section>\n");
    }

    write_statistics(&mut out, casebook, labels);
    write_index(
        &mut out,
        casebook,
        SUBJECT_INDEX_ANCHOR,
        labels.subject_index,
        subjects.iter().map(|e| {
            (
                labels.subject(e.key).to_string(),
                e.anchor.as_str(),
                &e.cases[..],
            )
        }),
    );
    write_index(
        &mut out,
        casebook,
        LAW_INDEX_ANCHOR,
        labels.law_index,
        laws.iter()
            .map(|e| (e.key.label.clone(), e.anchor.as_str(), &e.cases[..])),
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

fn write_committee(out: &mut String, casebook: &Casebook, labels: &Labels) {
    if casebook.committee.is_empty() {
        return;
    }
    out.push_str(&format!(
        "<section class=\"front\" id=\"{COMMITTEE_ANCHOR}\">\n<h2>"
    ));
    push_html_text(out, labels.committee_members);
    out.push_str("</h2>\n<ul>\n");
    for member in &casebook.committee {
        out.push_str("<li><strong>");
        push_html_text(out, &member.name);
        out.push_str("</strong>");
        if !member.affiliation.is_empty() {
            out.push_str(", ");
            push_html_text(out, &member.affiliation);
        }
        let roles: Vec<String> = member
            .roles
            .iter()
            .map(|(role, n)| format!("{} ({n})", labels.role(*role)))
            .collect();
        out.push_str(" — ");
        push_html_text(out, &roles.join(", "));
        out.push_str(": ");
        case_links(out, casebook, &member.cases);
        out.push_str("</li>\n");
    }
    out.push_str("</ul>\n</section>\n");
}

fn write_foreword(out: &mut String, casebook: &Casebook, labels: &Labels) {
    if casebook.front.foreword.trim().is_empty() {
        return;
    }
    out.push_str(&format!(
        "<section class=\"front\" id=\"{FOREWORD_ANCHOR}\">\n<h2>"
    ));
    push_html_text(out, labels.foreword);
    out.push_str("</h2>\n");
    user_markdown::push_html(out, &casebook.front.foreword);
    out.push_str("</section>\n");
}

fn write_commentators(out: &mut String, casebook: &Casebook, labels: &Labels) {
    if casebook.commentators.is_empty() {
        return;
    }
    out.push_str(&format!(
        "<section class=\"front\" id=\"{COMMENTATORS_ANCHOR}\">\n<h2>"
    ));
    push_html_text(out, labels.commentators);
    out.push_str("</h2>\n");
    for commentator in &casebook.commentators {
        out.push_str("<p class=\"commentator\">");
        push_html_text(out, &commentator.name);
        out.push_str("</p>\n");
        if !commentator.about.is_empty() {
            user_markdown::push_html(out, &commentator.about);
        }
    }
    out.push_str("</section>\n");
}

fn stats_row(out: &mut String, label: &str, value: &str) {
    out.push_str("<tr><th>");
    push_html_text(out, label);
    out.push_str("</th><td class=\"n\">");
    push_html_text(out, value);
    out.push_str("</td></tr>\n");
}

fn write_statistics(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let stats = Statistics::of(casebook);
    out.push_str(&format!(
        "<section class=\"back\" id=\"{STATISTICS_ANCHOR}\">\n<h2>"
    ));
    push_html_text(out, labels.statistics);
    out.push_str("</h2>\n<h3>");
    push_html_text(out, labels.cases_by_subject);
    out.push_str("</h3>\n");
    let rows: Vec<(String, usize)> = stats
        .by_subject
        .iter()
        .map(|(subject, n)| (labels.subject(*subject).to_string(), *n))
        .collect();
    out.push_str(&bar_chart_svg(labels.cases_by_subject, &rows));
    out.push_str("\n<table class=\"stats\">\n");
    for (label, n) in &rows {
        stats_row(out, label, &n.to_string());
    }
    out.push_str("</table>\n<h3>");
    push_html_text(out, labels.rulings);
    out.push_str("</h3>\n<table class=\"stats\">\n");
    for (outcome, n) in &stats.outcomes {
        stats_row(out, labels.outcome_short(*outcome), &n.to_string());
    }
    if stats.outcome_unknown > 0 {
        stats_row(
            out,
            labels.outcome_unknown,
            &stats.outcome_unknown.to_string(),
        );
    }
    stats_row(out, labels.deposits_kept, &stats.deposits_kept.to_string());
    stats_row(
        out,
        labels.appeals_without_merit,
        &stats.without_merit.to_string(),
    );
    stats_row(
        out,
        labels.average_committee,
        &stats.average_committee_text(),
    );
    stats_row(out, labels.case_count, &stats.cases.to_string());
    if let Some(panel) = &stats.panel {
        out.push_str("</table>\n<h3>");
        push_html_text(out, labels.panel);
        out.push_str("</h3>\n<table class=\"stats\">\n");
        for (label, figure) in super::statistics::panel_rows(panel, labels) {
            stats_row(out, &label, &figure);
        }
    }
    if !casebook.years.is_empty() {
        out.push_str("</table>\n<h3>");
        push_html_text(out, labels.over_the_years);
        out.push_str("</h3>\n");
        let rows: Vec<(String, usize)> = casebook
            .years
            .iter()
            .map(|y| (y.year.to_string(), y.cases))
            .collect();
        out.push_str(&bar_chart_svg(labels.cases_per_year, &rows));
        let (header, rows) = labels.years_table(&casebook.years);
        out.push_str("\n<table class=\"stats years\">\n<tr>");
        for cell in header {
            out.push_str("<th>");
            push_html_text(out, cell);
            out.push_str("</th>");
        }
        out.push_str("</tr>\n");
        for row in rows {
            out.push_str("<tr>");
            for (i, cell) in row.iter().enumerate() {
                out.push_str(if i == 0 { "<th>" } else { "<td class=\"n\">" });
                push_html_text(out, cell);
                out.push_str(if i == 0 { "</th>" } else { "</td>" });
            }
            out.push_str("</tr>\n");
        }
    }
    out.push_str("</table>\n</section>\n");
}

fn write_index<'a>(
    out: &mut String,
    casebook: &Casebook,
    anchor: &str,
    title: &str,
    entries: impl Iterator<Item = (String, &'a str, &'a [usize])>,
) {
    out.push_str(&format!(
        "<section class=\"back index\" id=\"{}\">\n<h2>",
        html_attribute(anchor)
    ));
    push_html_text(out, title);
    out.push_str("</h2>\n<ul>\n");
    for (heading, entry_anchor, cases) in entries {
        out.push_str(&format!(
            "<li id=\"{}\"><strong>",
            html_attribute(entry_anchor)
        ));
        push_html_text(out, &heading);
        out.push_str("</strong> — ");
        case_links(out, casebook, cases);
        out.push_str("</li>\n");
    }
    out.push_str("</ul>\n</section>\n");
}
