//! The deal as casebooks print it: North at the top, West and East either side, South below,
//! one suit a line, hearts and diamonds red.

use super::SuitText;
use crate::i18n::Language;
use casebook::bridge::{Deal, Seat};
use egui::{Grid, RichText, Ui};

/// Draws the diagram; an unknown hand shows as its seat name with a dash.
pub fn show(ui: &mut Ui, deal: &Deal, language: Language) {
    // A holding is never broken over two lines: the diagram is read suit by suit.
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        grid(ui, deal, language);
    });
}

fn grid(ui: &mut Ui, deal: &Deal, language: Language) {
    Grid::new("deal_diagram")
        .num_columns(3)
        .spacing([
            ui.spacing().item_spacing.x * 6.0,
            ui.spacing().item_spacing.y * 3.0,
        ])
        .show(ui, |ui| {
            ui.label("");
            hand(ui, deal, Seat::North, language);
            ui.label("");
            ui.end_row();
            hand(ui, deal, Seat::West, language);
            ui.label("");
            hand(ui, deal, Seat::East, language);
            ui.end_row();
            ui.label("");
            hand(ui, deal, Seat::South, language);
            ui.label("");
            ui.end_row();
        });
}

fn hand(ui: &mut Ui, deal: &Deal, seat: Seat, language: Language) {
    ui.vertical(|ui| {
        ui.label(RichText::new(language.tr(&seat_key(seat))).weak());
        match deal.hand(seat) {
            Some(hand) => {
                for line in casebook::publish::layout::hand_lines(&hand) {
                    ui.add(SuitText::new(line));
                }
            }
            None => {
                ui.label(language.tr("deal-hand-unknown"));
            }
        }
    });
}

/// The Fluent key of a seat's name.
pub fn seat_key(seat: Seat) -> String {
    format!("seat-{}", seat.letter().to_ascii_lowercase())
}
