//! The embedded font: DejaVu Sans, so that ♠♥♦♣ and Cyrillic render on any machine.
//!
//! egui's own fonts cover Cyrillic but not the suit symbols, and a system font found at run
//! time would make the deal diagrams depend on the machine.

use egui::{FontData, FontDefinitions, FontFamily};
use std::sync::Arc;

const DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const DEJAVU_SANS_NAME: &str = "DejaVuSans";

/// The font definitions Casebook draws with: DejaVu Sans first for proportional text (one
/// uniform face for prose, suits and Cyrillic) and as the fallback after egui's monospace font.
pub fn font_definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        DEJAVU_SANS_NAME.to_owned(),
        Arc::new(FontData::from_static(DEJAVU_SANS)),
    );
    fonts
        .families
        .entry(FontFamily::Proportional)
        .or_default()
        .insert(0, DEJAVU_SANS_NAME.to_owned());
    fonts
        .families
        .entry(FontFamily::Monospace)
        .or_default()
        .push(DEJAVU_SANS_NAME.to_owned());
    fonts
}

/// Installs [`font_definitions`] into `ctx`; takes effect from the next pass.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dejavu_leads_proportional_and_backs_monospace() {
        let fonts = font_definitions();
        let proportional = &fonts.families[&FontFamily::Proportional];
        assert_eq!(
            proportional.first().map(String::as_str),
            Some(DEJAVU_SANS_NAME)
        );
        let monospace = &fonts.families[&FontFamily::Monospace];
        assert_eq!(monospace.last().map(String::as_str), Some(DEJAVU_SANS_NAME));
        assert_ne!(
            monospace.first().map(String::as_str),
            Some(DEJAVU_SANS_NAME)
        );
    }
}
