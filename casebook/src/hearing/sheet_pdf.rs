//! A poll sheet typeset as a one-page PDF on A4 or A5.

use super::poll_sheet::{PageSize, PollSheet};
use crate::bridge::{CallLanguage, Seat};
use crate::publish::layout::holdings;
use crate::publish::{PublishError, typeset};
use crate::text::escape::{typst_string, typst_text};
use std::fmt::Write as _;

impl PollSheet {
    /// The sheet as a one-page PDF.
    pub fn to_pdf(&self, size: PageSize) -> Result<Vec<u8>, PublishError> {
        typeset(markup(self, size))
    }
}

pub(super) fn markup(sheet: &PollSheet, size: PageSize) -> String {
    let labels = sheet.language.labels();
    let language: CallLanguage = sheet.language.into();
    let (margin, body, hand) = match size {
        PageSize::A4 => ("18mm", "11pt", "16pt"),
        PageSize::A5 => ("12mm", "9.5pt", "13pt"),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "#set document(title: {}, author: \"Casebook\")",
        typst_string(&sheet.title())
    );
    let _ = writeln!(
        out,
        "#set page(paper: \"{}\", margin: {margin})\n#set text(font: \"DejaVu Sans\", size: {body}, lang: \"{}\")",
        size.code(),
        sheet.language.code()
    );
    let _ = writeln!(
        out,
        "#text(size: 15pt, weight: \"bold\")[{}] \\\n#text(fill: luma(70))[{}]\n#v(4mm)",
        typst_text(&sheet.title()),
        typst_text(&sheet.heading_line())
    );
    let _ = writeln!(
        out,
        "#text(size: 8.5pt, fill: luma(70))[{}] \\",
        typst_text(&sheet.hand_caption())
    );
    let lines: Vec<String> = holdings(sheet.hand)
        .iter()
        .map(|line| format!("{} {}", line.suit.symbol(), line.ranks_text()))
        .map(|line| typst_text(&line))
        .collect();
    let _ = writeln!(out, "#text(size: {hand})[{}]\n#v(4mm)", lines.join(" \\\n"));
    let order: Vec<Seat> = std::iter::successors(Some(Seat::West), |s| Some(s.next()))
        .take(4)
        .collect();
    out.push_str(
        "#table(columns: (22mm, 22mm, 22mm, 22mm), stroke: none, inset: (x: 0pt, y: 3pt), ",
    );
    for seat in &order {
        let _ = write!(out, "[*{}*], ", typst_text(labels.seat(*seat)));
    }
    let lead = order.iter().position(|s| *s == sheet.dealer).unwrap_or(0);
    for _ in 0..lead {
        out.push_str("[], ");
    }
    let mut notes = Vec::new();
    for call in &sheet.auction {
        let mut cell = typst_text(&language.spell(call.call).to_string());
        if let Some(explanation) = &call.explanation {
            notes.push(explanation.clone());
            let _ = write!(cell, "#super[{}]", notes.len());
        }
        if call.alerted {
            let _ = write!(out, "[*{cell}*], ");
        } else {
            let _ = write!(out, "[{cell}], ");
        }
    }
    if sheet.polled_call().is_some() {
        out.push_str("[*?*]");
    }
    out.push_str(")\n");
    if let Some(contract) = sheet.contract_line() {
        let _ = writeln!(out, "#strong[{}]\n", typst_text(&contract));
    }
    if sheet.auction.iter().any(|c| c.alerted) {
        let _ = writeln!(
            out,
            "#text(size: 8.5pt, fill: luma(70))[{}]\n",
            typst_text(sheet.alert_key())
        );
    }
    for (i, note) in notes.iter().enumerate() {
        let _ = writeln!(out, "#super[{}] {}\n", i + 1, typst_text(note));
    }
    if !sheet.methods.is_empty() {
        let _ = writeln!(
            out,
            "#v(2mm)\n#text(size: 8.5pt, fill: luma(70))[{}] \\\n{}\n",
            typst_text(sheet.methods_label()),
            typst_text(&sheet.methods)
        );
    }
    let _ = writeln!(out, "#v(5mm)\n*{}*\n#v(3mm)", typst_text(sheet.question()));
    for field in sheet.answer_fields() {
        let _ = writeln!(
            out,
            "#block(width: 100%, height: 9mm, stroke: (bottom: 0.4pt + luma(120)))[#text(size: 8pt, fill: luma(70))[{}]]",
            typst_text(field)
        );
    }
    out
}
