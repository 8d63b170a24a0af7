//! The About window: name, version and what the program is for.

use crate::app::widgets::SuitText;
use crate::i18n::{FluentArgs, Language};
use egui::{Align2, TextStyle, Vec2, Window};

pub fn show(ctx: &egui::Context, language: Language, open: &mut bool) {
    let mut close_clicked = false;
    Window::new(language.tr("about-title"))
        .id(egui::Id::unique("about_window"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(360.0)
        // Centred over the panes; anchored, so a position remembered from an earlier
        // session cannot leave it over the menu bar.
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add(SuitText::new(super::menu_bar::title()).text_style(TextStyle::Heading));
                ui.label(version_text(language));
                ui.add_space(ui.spacing().item_spacing.y);
                ui.label(language.tr("app-description"));
                ui.add_space(ui.spacing().item_spacing.y);
                close_clicked = ui.button(language.tr("about-close")).clicked();
            });
        });
    if close_clicked {
        *open = false;
    }
}

/// "Version 0.1.0" / "Версия 0.1.0".
pub fn version_text(language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("version", env!("CARGO_PKG_VERSION"));
    language.tr_args("app-version", &args)
}
