//! The embedded font: DejaVu Sans, so that ♠♥♦♣ and Cyrillic render on any machine, with its
//! true bold face for headings and strong text (the core's own copy: the casebook and the
//! window draw with the same faces).
//!
//! egui's own fonts cover Cyrillic but not the suit symbols, and a system font found at run
//! time would make the deal diagrams depend on the machine.

use casebook::publish::fonts;
use egui::{FontData, FontDefinitions, FontFamily, TextStyle};
use std::sync::Arc;

const DEJAVU_SANS: &[u8] = fonts::REGULAR;
const DEJAVU_SANS_NAME: &str = "DejaVuSans";
const DEJAVU_SANS_BOLD_NAME: &str = "DejaVuSans-Bold";

/// The family of bold text: DejaVu Sans Bold, then the regular faces for what it lacks.
pub fn bold() -> FontFamily {
    FontFamily::Name("bold".into())
}

/// The bold family when [`install_fonts`] put it in `ctx` (a context without it draws strong
/// text in the regular face rather than failing).
pub fn bold_in(ctx: &egui::Context) -> Option<FontFamily> {
    let bold = bold();
    ctx.fonts(|fonts| fonts.families().contains(&bold))
        .then_some(bold)
}

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
    fonts.font_data.insert(
        DEJAVU_SANS_BOLD_NAME.to_owned(),
        Arc::new(FontData::from_static(fonts::BOLD)),
    );
    let mut bold_faces = vec![DEJAVU_SANS_BOLD_NAME.to_owned()];
    bold_faces.extend(fonts.families[&FontFamily::Proportional].iter().cloned());
    fonts.families.insert(bold(), bold_faces);
    fonts
}

/// Installs [`font_definitions`] into `ctx`, and headings in the bold face; takes effect from
/// the next pass.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
    ctx.all_styles_mut(|style| {
        if let Some(heading) = style.text_styles.get_mut(&TextStyle::Heading) {
            heading.family = bold();
        }
    });
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
        // Bold text is drawn with the bold face, the regular ones behind it for what it lacks.
        let bold = &fonts.families[&bold()];
        assert_eq!(
            bold.first().map(String::as_str),
            Some(DEJAVU_SANS_BOLD_NAME)
        );
        assert!(bold.contains(&DEJAVU_SANS_NAME.to_owned()));
    }
}
