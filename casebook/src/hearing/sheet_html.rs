//! A poll sheet as one self-contained HTML page, printed on A4 or A5.

use super::poll_sheet::{PageSize, PollSheet};
use crate::bridge::{CallLanguage, Seat};
use crate::publish::layout::holdings;
use crate::text::escape::html_text;

const STYLE: &str = "
body { font-family: 'DejaVu Sans', sans-serif; margin: 0; color: #111; }
main { padding: 12mm; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.meta { color: #444; margin: 0 0 5mm; }
.hand { font-size: 15pt; line-height: 1.35; margin: 0 0 5mm; }
.red { color: #c00; }
table.auction { border-collapse: collapse; margin: 0 0 4mm; }
table.auction th, table.auction td { padding: 1mm 4mm 1mm 0; text-align: left; min-width: 16mm; }
.alert { font-weight: bold; }
.notes { margin: 0 0 4mm; }
.question { font-weight: bold; font-size: 13pt; margin: 6mm 0 3mm; }
.answer { border-bottom: 0.4pt solid #777; height: 9mm; margin: 0 0 1mm; }
.label { color: #444; font-size: 9pt; }
";

// The renderers know the sheet; the sheet knows no renderer.
impl PollSheet {
    /// The sheet as an HTML page.
    pub fn to_html(&self, size: PageSize) -> String {
        render(self, size)
    }
}

/// The page: the board, the hand, the auction with the opponents' alerts and explanations, the
/// methods, the question and room for the answer.
fn render(sheet: &PollSheet, size: PageSize) -> String {
    let labels = sheet.language.labels();
    let language: CallLanguage = sheet.language.into();
    let mut out = String::new();
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>@page {{ size: {}; margin: 0; }}{STYLE}</style>\n</head>\n<body>\n<main>\n",
        sheet.language.code(),
        html_text(&sheet.title()),
        match size {
            PageSize::A4 => "A4",
            PageSize::A5 => "A5",
        }
    ));
    out.push_str(&format!("<h1>{}</h1>\n", html_text(&sheet.title())));
    out.push_str(&format!(
        "<p class=\"meta\">{}</p>\n",
        html_text(&sheet.heading_line())
    ));
    out.push_str(&format!(
        "<p class=\"label\">{}</p>\n<div class=\"hand\">\n",
        html_text(&sheet.hand_caption())
    ));
    for line in holdings(sheet.hand) {
        let class = if line.suit.is_red() {
            " class=\"red\""
        } else {
            ""
        };
        out.push_str(&format!(
            "<span{class}>{}</span> {}<br>\n",
            line.suit.symbol(),
            html_text(&line.ranks_text())
        ));
    }
    out.push_str("</div>\n<table class=\"auction\">\n<tr>");
    let order: Vec<Seat> = std::iter::successors(Some(Seat::West), |s| Some(s.next()))
        .take(4)
        .collect();
    for seat in &order {
        out.push_str(&format!("<th>{}</th>", html_text(labels.seat(*seat))));
    }
    out.push_str("</tr>\n<tr>");
    let mut column = order.iter().position(|s| *s == sheet.dealer).unwrap_or(0);
    for _ in 0..column {
        out.push_str("<td></td>");
    }
    let mut notes = Vec::new();
    for call in &sheet.auction {
        let mut cell = html_text(&language.spell(call.call).to_string());
        cell = cell.replace('♥', "<span class=\"red\">♥</span>");
        cell = cell.replace('♦', "<span class=\"red\">♦</span>");
        if let Some(explanation) = &call.explanation {
            notes.push(explanation.clone());
            cell.push_str(&format!("<sup>{}</sup>", notes.len()));
        }
        let class = if call.alerted { " class=\"alert\"" } else { "" };
        out.push_str(&format!("<td{class}>{cell}</td>"));
        column += 1;
        if column == 4 {
            out.push_str("</tr>\n<tr>");
            column = 0;
        }
    }
    if sheet.polled_call().is_some() {
        out.push_str("<td class=\"alert\">?</td>");
    }
    out.push_str("</tr>\n</table>\n");
    if let Some(contract) = sheet.contract_line() {
        out.push_str(&format!("<p><b>{}</b></p>\n", html_text(&contract)));
    }
    if !notes.is_empty() || sheet.auction.iter().any(|c| c.alerted) {
        out.push_str("<div class=\"notes\">\n");
        if sheet.auction.iter().any(|c| c.alerted) {
            out.push_str(&format!(
                "<p class=\"label\">{}</p>\n",
                html_text(sheet.alert_key())
            ));
        }
        for (i, note) in notes.iter().enumerate() {
            out.push_str(&format!(
                "<p><sup>{}</sup> {}</p>\n",
                i + 1,
                html_text(note)
            ));
        }
        out.push_str("</div>\n");
    }
    if !sheet.methods.is_empty() {
        out.push_str(&format!(
            "<p class=\"label\">{}</p>\n<p>{}</p>\n",
            html_text(sheet.methods_label()),
            html_text(&sheet.methods)
        ));
    }
    out.push_str(&format!(
        "<p class=\"question\">{}</p>\n",
        html_text(sheet.question())
    ));
    for field in sheet.answer_fields() {
        out.push_str(&format!(
            "<div class=\"answer\"><span class=\"label\">{}</span></div>\n",
            html_text(field)
        ));
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}
