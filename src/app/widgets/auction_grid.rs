//! The auction as a W N E S grid with numbered notes, as casebooks print it.

use super::SuitText;
use super::deal_diagram::seat_key;
use crate::i18n::Language;
use casebook::case::CaseAuction;
use casebook::publish::CasebookLanguage;
use casebook::publish::layout::{self, AUCTION_COLUMNS};
use egui::{Grid, RichText, Ui};

/// The text of one cell: the call, `!` when alerted, the note number, `…` after a break
/// in tempo, `*` for an irregular call (the casebook's marks, `casebook::publish::layout`).
pub fn cell_text(auction: &CaseAuction, index: usize) -> String {
    layout::cell_text(auction, index)
}

/// The numbered notes under the grid, worded as the casebook words them.
pub fn notes(auction: &CaseAuction, language: Language) -> Vec<String> {
    let labels = CasebookLanguage::from_code(language.tag()).labels();
    layout::auction_notes(auction)
        .iter()
        .map(|note| format!("({}) {} — {}", note.number, note.call, note.text(labels)))
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
    Grid::new("auction_grid")
        .num_columns(4)
        .min_col_width(ui.spacing().interact_size.x * 1.6)
        .striped(true)
        .show(ui, |ui| {
            for seat in AUCTION_COLUMNS {
                ui.label(RichText::new(language.tr(&seat_key(seat))).strong());
            }
            ui.end_row();
            for row in layout::auction_rows(auction) {
                for cell in row {
                    match cell {
                        Some(cell) => ui.add(SuitText::new(cell.text())),
                        None => ui.label(""),
                    };
                }
                ui.end_row();
            }
        });
}
