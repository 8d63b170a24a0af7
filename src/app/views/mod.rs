//! The panes and bars of the main window. Each view reads a small view model, draws, and
//! pushes [`Command`](super::command::Command)s rather than changing application state.

pub mod about;
pub mod analyse_deals;
pub mod board_model;
pub mod case_editor;
pub mod case_list;
pub mod case_sheet;
pub mod command_palette;
pub mod delete_case;
pub mod guide_pdf;
pub mod hearing_bodies;
pub mod hearing_view;
pub mod import_window;
pub mod law_pane;
pub mod library_texts;
pub mod menu_bar;
pub mod open_archive;
pub mod panel;
pub mod poll_mode;
pub mod precedents;
pub mod publish;
pub mod results_import;
pub mod startup_notice;
pub mod status_bar;
pub mod welcome;

use egui::{RichText, Ui};

/// What a pane says when it has nothing to show yet: a short statement and what will appear.
fn empty_state(ui: &mut Ui, title: &str, detail: &str) {
    ui.add_space(ui.spacing().item_spacing.y * 4.0);
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(title).strong());
        ui.add_space(ui.spacing().item_spacing.y);
        ui.label(RichText::new(detail).weak());
    });
}

/// A problem the user must know about (the database did not open, a search failed): the
/// heading and the reason, word for word.
pub fn notice(ui: &mut Ui, title: &str, reason: &str) {
    ui.add_space(ui.spacing().item_spacing.y * 4.0);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(title)
                .strong()
                .color(ui.visuals().error_fg_color),
        );
        ui.add_space(ui.spacing().item_spacing.y);
        ui.label(reason);
    });
}

/// A one-line problem inside a pane (a save refused, a conflict), in the error colour.
pub fn notice_line(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
}
