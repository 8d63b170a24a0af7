//! The auction as a W N E S grid with numbered notes, as casebooks print it.

use super::SuitText;
use super::deal_diagram::seat_key;
use crate::i18n::Language;
use casebook::bridge::Seat;
use casebook::case::{CallAnnotation, CaseAuction};
use egui::{Grid, RichText, Ui};

/// The column order of printed auctions.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// The text of one cell: the call, `!` when alerted, the note number, `(…)` after a break
/// in tempo, `*` for an irregular call.
pub fn cell_text(auction: &CaseAuction, index: usize) -> String {
    let Some(call) = auction.calls.calls().get(index) else {
        return String::new();
    };
    let mut text = call.call.to_string();
    if call.irregularity.is_some() {
        text.push('*');
    }
    if let Some(annotation) = annotation(auction, index) {
        if annotation.alerted == Some(true) {
            text.push('!');
        }
        if let Some(note) = annotation.note {
            text.push_str(&format!(" ({note})"));
        }
        if annotation.tempo.is_some() {
            text.push_str(" …");
        }
    }
    text
}

fn annotation(auction: &CaseAuction, index: usize) -> Option<&CallAnnotation> {
    auction.annotations.iter().find(|a| a.call == index)
}

/// The numbered notes under the grid: explanations, agreements, tempo, comments.
pub fn notes(auction: &CaseAuction, language: Language) -> Vec<String> {
    let mut annotations: Vec<&CallAnnotation> = auction.annotations.iter().collect();
    annotations.sort_by_key(|a| (a.note.unwrap_or(u32::MAX), a.call));
    annotations
        .into_iter()
        .filter_map(|a| {
            let mut parts = Vec::new();
            for explanation in &a.explanations {
                parts.push(explanation.text.clone());
            }
            if let Some(agreement) = &a.agreement {
                parts.push(format!("{}: {agreement}", language.tr("auction-agreement")));
            }
            if let Some(tempo) = &a.tempo {
                let mut text = language.tr("auction-tempo");
                if let Some(seconds) = tempo.seconds {
                    text.push_str(&format!(" ~{seconds} s"));
                }
                if !tempo.description.is_empty() {
                    text.push_str(&format!(": {}", tempo.description));
                }
                parts.push(text);
            }
            if !a.comment.is_empty() {
                parts.push(a.comment.clone());
            }
            if parts.is_empty() {
                return None;
            }
            let call = auction
                .calls
                .calls()
                .get(a.call)
                .map(|c| c.call.to_string())
                .unwrap_or_default();
            let label = match a.note {
                Some(n) => format!("({n}) {call}"),
                None => call,
            };
            Some(format!("{label} — {}", parts.join("; ")))
        })
        .collect()
}

pub fn show(ui: &mut Ui, auction: &CaseAuction, language: Language) {
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        grid(ui, auction, language);
    });
    for note in notes(auction, language) {
        ui.add(SuitText::new(note));
    }
}

fn grid(ui: &mut Ui, auction: &CaseAuction, language: Language) {
    let dealer_column = COLUMNS
        .iter()
        .position(|&seat| seat == auction.calls.dealer())
        .unwrap_or_default();
    Grid::new("auction_grid")
        .num_columns(4)
        .min_col_width(ui.spacing().interact_size.x * 1.6)
        .striped(true)
        .show(ui, |ui| {
            for seat in COLUMNS {
                ui.label(RichText::new(language.tr(&seat_key(seat))).strong());
            }
            ui.end_row();
            for _ in 0..dealer_column {
                ui.label("");
            }
            let mut column = dealer_column;
            for index in 0..auction.calls.calls().len() {
                ui.add(SuitText::new(cell_text(auction, index)));
                column += 1;
                if column == 4 {
                    ui.end_row();
                    column = 0;
                }
            }
            if column != 0 {
                ui.end_row();
            }
        });
}
