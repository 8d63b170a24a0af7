//! The auction as a W N E S grid with numbered notes, as casebooks print it, the calls spelled
//! in the interface's language (`Pass`, `X`, `3NT`; `пас`, `контра`, `3БК`).

use super::SuitText;
use super::deal_diagram::seat_key;
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::CallLanguage;
use casebook::case::CaseAuction;
use casebook::publish::CasebookLanguage;
use casebook::publish::layout::{self, AUCTION_COLUMNS, AuctionCell};
use egui::{Grid, RichText, Ui};

/// How calls and contracts are spelled for a reader of the interface in `language`.
pub fn call_language(language: Language) -> CallLanguage {
    CallLanguage::from_code(language.tag())
}

/// The text of one cell: the call, `!` when alerted, the note number, `…` after a break
/// in tempo, `*` for an irregular call (the casebook's marks, `casebook::publish::layout`).
pub fn cell_text(auction: &CaseAuction, index: usize, language: Language) -> String {
    layout::cell_text(auction, index, call_language(language))
}

/// The numbered notes under the grid, worded as the casebook words them.
pub fn notes(auction: &CaseAuction, language: Language) -> Vec<String> {
    let labels = CasebookLanguage::from_code(language.tag()).labels();
    layout::auction_notes(auction, call_language(language))
        .iter()
        .map(|note| format!("({}) {} — {}", note.number, note.call, note.text(labels)))
        .collect()
}

pub fn show(ui: &mut Ui, auction: &CaseAuction, language: Language) {
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        grid(ui, auction, language, |ui, cell| {
            ui.add(SuitText::new(cell.text()));
        });
    });
    show_notes(ui, auction, language);
}

/// The grid with each call a button that selects it (for annotating it), and the notes under
/// it; returns whether the selection changed.
pub fn show_selectable(
    ui: &mut Ui,
    auction: &CaseAuction,
    language: Language,
    selected: &mut Option<usize>,
) -> bool {
    let mut changed = false;
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        grid(ui, auction, language, |ui, cell| {
            let is_selected = *selected == Some(cell.index);
            let job = SuitText::new(cell.text()).layout_job(ui);
            let response = ui
                .add(egui::Button::selectable(is_selected, job))
                .accessible_name(cell_name(cell, language));
            if response.clicked() && !is_selected {
                *selected = Some(cell.index);
                changed = true;
            }
        });
    });
    show_notes(ui, auction, language);
    changed
}

/// What a screen reader says for a call of the grid: its number, the call with the grid's
/// marks (alert, note, tempo, irregular) and who made it.
pub fn cell_name(cell: &AuctionCell, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("number", cell.index + 1);
    args.set("call", cell.text());
    args.set("seat", language.tr(&seat_key(cell.seat)));
    language.tr_args("auction-editor-call", &args)
}

/// The numbered notes, one line each.
pub fn show_notes(ui: &mut Ui, auction: &CaseAuction, language: Language) {
    for note in notes(auction, language) {
        ui.add(SuitText::new(note));
    }
}

fn grid(
    ui: &mut Ui,
    auction: &CaseAuction,
    language: Language,
    mut show_cell: impl FnMut(&mut Ui, &AuctionCell),
) {
    Grid::new("auction_grid")
        .num_columns(4)
        .min_col_width(ui.spacing().interact_size.x * 1.6)
        .striped(true)
        .show(ui, |ui| {
            for seat in AUCTION_COLUMNS {
                ui.label(RichText::new(language.tr(&seat_key(seat))).strong());
            }
            ui.end_row();
            for row in layout::auction_rows(auction, call_language(language)) {
                for cell in row {
                    match cell {
                        Some(cell) => show_cell(ui, &cell),
                        None => {
                            ui.label("");
                        }
                    }
                }
                ui.end_row();
            }
        });
}
