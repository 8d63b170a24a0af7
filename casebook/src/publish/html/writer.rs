//! How HTML writes the pieces of a casebook that [`crate::publish::sections`] walks: sections
//! with anchors, a header table, the deal and auction side by side, fields as a definition list,
//! each speaker's words in a block of their own, figures in tables beside the charts.

use super::case::{
    write_adjusted, write_auction, write_deal, write_double_dummy, write_poll_table,
    write_traveller,
};
use super::front::{case_links, write_contents, write_title_page};
use crate::case::{AdjustedScore, Case};
use crate::publish::anchors::{LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR};
use crate::publish::chart::bar_chart_svg;
use crate::publish::index::LawKey;
use crate::publish::labels::{CasebookLanguage, Labels};
use crate::publish::model::{Casebook, CasebookCase};
use crate::publish::sections::{self, BarChart, Part, Remark, SectionWriter, Voice};
use crate::publish::user_markdown;
use crate::publish::wording;
use crate::text::escape::{html_attribute, html_text, push_html_text};
use std::collections::HashMap;

/// Writes `placed` as a `<section class="case">` whose id is its anchor, its sections as
/// every casebook orders them. `law_links` maps each law cited to where it links: its entry in
/// the casebook's law index (`#law-3`), or a website's page of the law library.
pub fn write_case(
    out: &mut String,
    placed: &CasebookCase,
    labels: &Labels,
    language: CasebookLanguage,
    law_links: &HashMap<String, String>,
) {
    let mut writer = HtmlWriter::new(out, law_links);
    sections::write_case(&mut writer, placed, labels, language);
}

/// The HTML of a casebook (or of one case, for a website's page), as it is written.
pub(in crate::publish) struct HtmlWriter<'a> {
    out: &'a mut String,
    /// Where each law cited links: its entry in the law index (`#law-3`), or a website's page
    /// of the law library.
    law_links: &'a HashMap<String, String>,
    /// The open case's anchor, which its auction's notes are anchored under.
    case_anchor: String,
    /// The open case's header fields, written as one table when the header ends.
    header: Vec<(String, String)>,
    part: Option<Part>,
}

impl<'a> HtmlWriter<'a> {
    pub(in crate::publish) fn new(
        out: &'a mut String,
        law_links: &'a HashMap<String, String>,
    ) -> HtmlWriter<'a> {
        HtmlWriter {
            out,
            law_links,
            case_anchor: String::new(),
            header: Vec::new(),
            part: None,
        }
    }

    fn tagged(&mut self, open: &str, text: &str, close: &str) {
        self.out.push_str(open);
        push_html_text(self.out, text);
        self.out.push_str(close);
    }
}

impl SectionWriter for HtmlWriter<'_> {
    const LINE_BREAK: &'static str = "<br>";

    /// The cases stand in `<main>`, between the front and the back matter.
    fn begin_part(&mut self, part: Part) {
        let in_cases = self.part == Some(Part::Case);
        match part {
            Part::Case if !in_cases => self.out.push_str("<main>\n"),
            Part::Back => {
                if !in_cases {
                    self.out.push_str("<main>\n");
                }
                self.out.push_str("</main>\n");
            }
            _ => {}
        }
        self.part = Some(part);
    }

    fn out(&mut self) -> &mut String {
        self.out
    }

    fn escaped(&self, text: &str) -> String {
        html_text(text)
    }

    fn strong(&self, markup: &str) -> String {
        format!("<strong>{markup}</strong>")
    }

    fn case_links(&self, casebook: &Casebook, cases: &[usize]) -> String {
        let mut links = String::new();
        case_links(&mut links, casebook, cases);
        links
    }

    fn title_page(&mut self, casebook: &Casebook, labels: &Labels) {
        write_title_page(self.out, casebook, labels);
    }

    fn contents(&mut self, casebook: &Casebook, labels: &Labels) {
        write_contents(self.out, casebook, labels);
    }

    fn new_page(&mut self) {}

    fn chapter(&mut self, title: &str, anchor: &str) {
        let class = match anchor {
            STATISTICS_ANCHOR => "back",
            SUBJECT_INDEX_ANCHOR | LAW_INDEX_ANCHOR => "back index",
            _ => "front",
        };
        let open = format!(
            "<section class=\"{class}\" id=\"{}\">\n<h2>",
            html_attribute(anchor)
        );
        self.tagged(&open, title, "</h2>\n");
    }

    fn end_chapter(&mut self) {
        self.out.push_str("</section>\n");
    }

    fn begin_list(&mut self) {
        self.out.push_str("<ul>\n");
    }

    fn end_list(&mut self) {
        self.out.push_str("</ul>\n");
    }

    fn case_heading(&mut self, anchor: &str, title: &str, subjects: &str) {
        self.case_anchor = anchor.to_string();
        let open = format!(
            "<section class=\"case\" id=\"{}\">\n<h2>",
            html_attribute(anchor)
        );
        self.tagged(&open, title, "");
        if !subjects.is_empty() {
            self.tagged("<span class=\"subjects\">", subjects, "</span>");
        }
        self.out.push_str("</h2>\n");
    }

    fn header_field(&mut self, label: &str, value: &str) {
        self.header.push((label.to_string(), value.to_string()));
    }

    fn end_header(&mut self) {
        if self.header.is_empty() {
            return;
        }
        self.out.push_str("<table class=\"header\">\n");
        for (label, value) in std::mem::take(&mut self.header) {
            self.tagged("<tr><th>", &label, "</th><td>");
            self.tagged("", &value, "</td></tr>\n");
        }
        self.out.push_str("</table>\n");
    }

    fn board(&mut self, case: &Case, labels: &Labels) {
        self.out.push_str("<div class=\"board-and-auction\">\n");
        write_deal(self.out, case, labels);
        write_auction(self.out, case, &self.case_anchor, labels);
        self.out.push_str("</div>\n");
    }

    fn double_dummy(&mut self, rows: &[Vec<String>], par: &str, labels: &Labels) {
        write_double_dummy(self.out, rows, par, labels);
    }

    fn traveller(&mut self, table: &wording::TravellerTable) {
        write_traveller(self.out, table);
    }

    fn adjusted(&mut self, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
        write_adjusted(self.out, adjusted, case, labels);
    }

    fn poll_table(&mut self, labels: &Labels, tally: &[(String, usize, usize)]) {
        write_poll_table(self.out, labels, tally);
    }

    fn end_case(&mut self) {
        self.out.push_str("</section>\n");
    }

    fn heading(&mut self, title: &str) {
        self.tagged("<h3>", title, "</h3>\n");
    }

    fn block(&mut self, markdown: &str) {
        user_markdown::push_html(self.out, markdown);
    }

    fn begin_aside(&mut self) {}

    fn end_aside(&mut self) {}

    fn bar_chart(&mut self, chart: &BarChart) {
        self.out.push_str(&bar_chart_svg(chart.title, chart.rows));
        if !chart.figures_follow {
            self.out.push_str("\n<table class=\"stats\">\n");
            for (label, n) in chart.rows {
                self.count_row(label, &n.to_string());
            }
            self.out.push_str("</table>\n");
        }
    }

    fn begin_counts(&mut self) {
        self.out.push_str("<table class=\"stats\">\n");
    }

    fn count_row(&mut self, label: &str, value: &str) {
        self.tagged("<tr><th>", label, "</th><td class=\"n\">");
        self.tagged("", value, "</td></tr>\n");
    }

    fn end_counts(&mut self) {
        self.out.push_str("</table>\n");
    }

    fn figures_table(&mut self, header: &[&str], rows: &[Vec<String>]) {
        self.out.push_str("\n<table class=\"stats years\">\n<tr>");
        for cell in header {
            self.tagged("<th>", cell, "</th>");
        }
        self.out.push_str("</tr>\n");
        for row in rows {
            self.out.push_str("<tr>");
            for (i, cell) in row.iter().enumerate() {
                if i == 0 {
                    self.tagged("<th>", cell, "</th>");
                } else {
                    self.tagged("<td class=\"n\">", cell, "</td>");
                }
            }
            self.out.push_str("</tr>\n");
        }
        self.out.push_str("</table>\n");
    }

    fn fields(&mut self, rows: &[(&str, String)]) {
        if rows.is_empty() {
            return;
        }
        self.out.push_str("<dl class=\"facts-list\">\n");
        for (label, value) in rows {
            self.tagged("<dt>", label, "</dt><dd>");
            self.tagged("", value, "</dd>\n");
        }
        self.out.push_str("</dl>\n");
    }

    fn spoken(&mut self, voice: Voice, who: &str, markdown: &str) {
        let class = match voice {
            Voice::Play => "play",
            Voice::Claim => "claim",
            Voice::Statement => "statement",
            Voice::Commentary => {
                self.out
                    .push_str("<div class=\"comment\"><p class=\"commentator\">");
                self.out.push_str(&html_text(who));
                self.out.push_str("</p>");
                self.block(markdown);
                self.out.push_str("</div>\n");
                return;
            }
            Voice::Commentator => {
                self.tagged("<p class=\"commentator\">", who, "</p>\n");
                if !markdown.is_empty() {
                    self.block(markdown);
                }
                return;
            }
            Voice::Dissent => {
                self.tagged("<p class=\"speaker\">", who, "</p>");
                self.block(markdown);
                return;
            }
        };
        let open = format!("<div class=\"{class}\"><p class=\"speaker\">");
        self.tagged(&open, who, "</p>");
        self.block(markdown);
        self.out.push_str("</div>\n");
    }

    fn remark(&mut self, remark: Remark, text: &str) {
        match remark {
            Remark::Committee => self.tagged("<p class=\"committee\">", text, "</p>\n"),
            Remark::Outcome => self.tagged("<p class=\"outcome\">", text, "</p>\n"),
            Remark::ResultStands => self.paragraph(text),
            Remark::WithoutMerit => self.tagged(
                "<p class=\"without-merit\"><strong>",
                text,
                "</strong></p>\n",
            ),
        }
    }

    fn disputed(&mut self, labels: &Labels, point: &str, finding: Option<&str>) {
        self.tagged("<dl class=\"disputed\"><dt>", labels.disputed, "</dt><dd>");
        self.block(point);
        self.out.push_str("</dd>");
        if let Some(finding) = finding {
            self.tagged("<dt>", labels.finding, "</dt><dd>");
            self.block(finding);
            self.out.push_str("</dd>");
        }
        self.out.push_str("</dl>\n");
    }

    /// Each law cited links to where `law_links` says; a citation that names no law is left
    /// out.
    fn laws_cited(&mut self, label: &str, laws: &[&str]) {
        self.tagged("<p class=\"laws\"><strong>", label, ":</strong> ");
        let mut first = true;
        for cited in laws {
            let Some(key) = LawKey::of(cited) else {
                continue;
            };
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            match self.law_links.get(&key.label) {
                Some(href) => {
                    let open = format!("<a href=\"{}\">", html_attribute(href));
                    self.tagged(&open, cited.trim(), "</a>");
                }
                None => push_html_text(self.out, cited.trim()),
            }
        }
        self.out.push_str("</p>\n");
    }

    fn penalty(&mut self, label: &str, text: &str) {
        self.tagged("<p>", &format!("{label}: {text}"), "</p>\n");
    }

    fn panel_comment(&mut self, commentator: &str, marks: &str, comment: &str) {
        self.out
            .push_str("<div class=\"comment panel\"><p class=\"commentator\">");
        self.out.push_str(&html_text(commentator));
        self.out.push_str("</p>");
        if !marks.is_empty() {
            self.tagged("<p class=\"marks\">", marks, "</p>");
        }
        self.block(comment);
        self.out.push_str("</div>\n");
    }

    fn panel_average(&mut self, average: &str) {
        self.tagged("<p class=\"marks average\">", average, "</p>\n");
    }

    fn index_entry(&mut self, casebook: &Casebook, anchor: &str, name: &str, cases: &[usize]) {
        let open = format!("<li id=\"{}\"><strong>", html_attribute(anchor));
        self.tagged(&open, name, "</strong> — ");
        case_links(self.out, casebook, cases);
        self.out.push_str("</li>\n");
    }

    fn field(&mut self, label: &str, value: &str) {
        self.tagged("<p><strong>", label, ":</strong> ");
        self.tagged("", value, "</p>\n");
    }

    fn strong_line(&mut self, text: &str) {
        self.strong_paragraph(text);
    }

    fn strong_paragraph(&mut self, text: &str) {
        self.tagged("<p><strong>", text, "</strong></p>\n");
    }

    fn labelled_list(&mut self, label: &str, items: &[&str]) {
        self.tagged("<p><strong>", label, ":</strong> ");
        self.tagged("", &items.join(", "), "</p>\n");
    }

    fn paragraph(&mut self, text: &str) {
        self.tagged("<p>", text, "</p>\n");
    }

    fn blank_line(&mut self) {}

    /// A committee member: `name, affiliation — roles: links to cases`.
    fn list_entry(
        &mut self,
        casebook: &Casebook,
        name: &str,
        detail: Option<&str>,
        what: Option<&str>,
        cases: &[usize],
    ) {
        self.tagged("<li><strong>", name, "</strong>");
        if let Some(detail) = detail {
            self.tagged(", ", detail, "");
        }
        self.out.push_str(" — ");
        if let Some(what) = what {
            self.tagged("", what, ": ");
        }
        case_links(self.out, casebook, cases);
        self.out.push_str("</li>\n");
    }
}
