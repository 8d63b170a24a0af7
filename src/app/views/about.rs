//! The About window: name, version, the commit and schema of the build, what the program is
//! for, where newer versions come from, and the licences of Casebook, its font and its law
//! texts.

use crate::app::widgets::SuitText;
use crate::i18n::{FluentArgs, Language};
use egui::{Align2, RichText, TextStyle, Vec2, Window};

pub fn show(ctx: &egui::Context, language: Language, open: &mut bool) {
    let mut close_clicked = false;
    Window::new(language.tr("about-title"))
        .id(egui::Id::unique("about_window"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(440.0)
        // Centred over the panes; anchored, so a position remembered from an earlier
        // session cannot leave it over the menu bar.
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if let Some(icon) = crate::app::icon::texture(ui.ctx()) {
                    ui.add(egui::Image::new(&icon).fit_to_exact_size(Vec2::splat(64.0)));
                }
                ui.add(SuitText::new(super::menu_bar::title()).text_style(TextStyle::Heading));
                ui.label(version_text(language));
                ui.label(RichText::new(build_text(language)).weak());
                ui.add_space(ui.spacing().item_spacing.y);
                ui.label(language.tr("app-description"));
                ui.add_space(ui.spacing().item_spacing.y);
                ui.label(updates_text(language));
                ui.add_space(ui.spacing().item_spacing.y);
            });
            ui.label(RichText::new(language.tr("about-licences")).strong());
            for key in [
                "about-licence-casebook",
                "about-licence-font",
                "about-licence-laws",
            ] {
                ui.label(language.tr(key));
            }
            ui.add_space(ui.spacing().item_spacing.y);
            ui.vertical_centered(|ui| {
                close_clicked = ui.button(language.tr("about-close")).clicked();
            });
        });
    if close_clicked {
        *open = false;
    }
}

/// "Commit 1a2b3c4, database schema 5": what a report from a committee must name.
pub fn build_text(language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("commit", crate::version::COMMIT);
    args.set("schema", casebook::store::SCHEMA_VERSION);
    language.tr_args("about-build", &args)
}

/// Where a newer Casebook comes from: the one download address (`casebook::release`), or,
/// while there is none, the federation that distributes it.
pub fn updates_text(language: Language) -> String {
    match casebook::release::download_address() {
        Some(address) => {
            let mut args = FluentArgs::new();
            args.set("address", address);
            language.tr_args("about-updates-from", &args)
        }
        None => language.tr("about-updates"),
    }
}

/// "Version 0.1.0" / "Версия 0.1.0".
pub fn version_text(language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("version", env!("CARGO_PKG_VERSION"));
    language.tr_args("app-version", &args)
}
