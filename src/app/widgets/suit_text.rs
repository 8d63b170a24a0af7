//! Text with suit symbols coloured the way bridge players read them: ♥♦ red, ♠♣ in the text
//! colour. Used wherever a contract, a card or a call is shown ("4♥X", "♠AKQ", "1♦").

use casebook::bridge::Suit;
use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, Label, Response, TextStyle, Ui, Visuals, Widget};
use std::ops::Range;

/// A label whose ♥ and ♦ (and outlined ♡ ♢) are drawn red.
#[derive(Debug, Clone)]
pub struct SuitText {
    text: String,
    text_style: TextStyle,
    /// A size in points instead of the text style's.
    size: Option<f32>,
    strong: bool,
    weak: bool,
}

impl SuitText {
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            text_style: TextStyle::Body,
            size: None,
            strong: false,
            weak: false,
        }
    }

    /// Sets the size in points (the hearing view scales its text to the screen).
    pub fn size(mut self, points: f32) -> Self {
        self.size = Some(points);
        self
    }

    /// Draws the text (not its red suits) in the weak text colour.
    pub fn weak(mut self) -> Self {
        self.weak = true;
        self
    }

    /// Sets the text style (body, heading, monospace…).
    pub fn text_style(mut self, text_style: TextStyle) -> Self {
        self.text_style = text_style;
        self
    }

    /// Draws the text in the bold face and the strong text colour.
    pub fn strong(mut self) -> Self {
        self.strong = true;
        self
    }

    /// The text laid out with its suit symbols coloured for `ui`'s visuals.
    pub fn layout_job(&self, ui: &Ui) -> LayoutJob {
        let visuals = ui.visuals();
        let mut font_id = self.text_style.resolve(ui.style());
        if let Some(size) = self.size {
            font_id.size = size;
        }
        if self.strong
            && let Some(bold) = crate::app::fonts::bold_in(ui.ctx())
        {
            font_id.family = bold;
        }
        let text_colour = if self.strong {
            visuals.strong_text_color()
        } else if self.weak {
            visuals.weak_text_color()
        } else {
            visuals.text_color()
        };
        let red = red_suit_colour(visuals);
        let mut job = LayoutJob::default();
        for (range, suit) in suit_runs(&self.text) {
            let colour = match suit {
                Some(suit) if suit.is_red() => red,
                _ => text_colour,
            };
            job.append(
                &self.text[range],
                0.0,
                TextFormat::simple(font_id.clone(), colour),
            );
        }
        job
    }
}

impl Widget for SuitText {
    fn ui(self, ui: &mut Ui) -> Response {
        let job = self.layout_job(ui);
        ui.add(Label::new(job))
    }
}

/// The red of ♥ and ♦: dark enough on a light background, light enough on a dark one.
pub fn red_suit_colour(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(0xFF, 0x70, 0x70)
    } else {
        Color32::from_rgb(0xC8, 0x00, 0x00)
    }
}

/// Splits `text` into runs: each suit symbol alone, with its suit, and the text between
/// symbols with `None`. Letters are never taken for suits here ("S", "Ч" stay text).
pub fn suit_runs(text: &str) -> Vec<(Range<usize>, Option<Suit>)> {
    let mut runs = Vec::new();
    let mut plain_start = 0;
    for (at, c) in text.char_indices() {
        let Some(suit) = suit_symbol(c) else {
            continue;
        };
        if plain_start < at {
            runs.push((plain_start..at, None));
        }
        let end = at + c.len_utf8();
        runs.push((at..end, Some(suit)));
        plain_start = end;
    }
    if plain_start < text.len() {
        runs.push((plain_start..text.len(), None));
    }
    runs
}

fn suit_symbol(c: char) -> Option<Suit> {
    // Suit::from_char also reads letters (C, Ч, П…); only the symbols count here.
    if c.is_alphanumeric() {
        None
    } else {
        Suit::from_char(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(text: &str) -> Vec<(&str, Option<Suit>)> {
        suit_runs(text)
            .into_iter()
            .map(|(range, suit)| (&text[range], suit))
            .collect()
    }

    #[test]
    fn contract_with_a_red_suit() {
        assert_eq!(
            runs("4♥X="),
            vec![("4", None), ("♥", Some(Suit::Hearts)), ("X=", None)]
        );
    }

    #[test]
    fn all_four_suits_and_outlined_forms() {
        assert_eq!(
            runs("♠♥♦♣ ♤♡♢♧"),
            vec![
                ("♠", Some(Suit::Spades)),
                ("♥", Some(Suit::Hearts)),
                ("♦", Some(Suit::Diamonds)),
                ("♣", Some(Suit::Clubs)),
                (" ", None),
                ("♤", Some(Suit::Spades)),
                ("♡", Some(Suit::Hearts)),
                ("♢", Some(Suit::Diamonds)),
                ("♧", Some(Suit::Clubs)),
            ]
        );
    }

    #[test]
    fn letters_are_not_suits() {
        assert_eq!(runs("4S Ч Пики"), vec![("4S Ч Пики", None)]);
        assert!(runs("").is_empty());
    }

    #[test]
    fn red_suits_are_red_in_the_layout() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let job = SuitText::new("♠♥♦♣ 4♥").layout_job(ui);
            assert_eq!(job.text, "♠♥♦♣ 4♥");
            // Adjacent runs of one colour are merged into one section, so look per character.
            let colour_of = |c: char| {
                let at = job.text.find(c).unwrap_or(usize::MAX);
                job.sections
                    .iter()
                    .find(|s| (s.byte_range.start.0..s.byte_range.end.0).contains(&at))
                    .map(|s| s.format.color)
            };
            let red = Some(red_suit_colour(ui.visuals()));
            let text = Some(ui.visuals().text_color());
            assert_eq!(colour_of('♥'), red);
            assert_eq!(colour_of('♦'), red);
            assert_eq!(colour_of('♠'), text);
            assert_eq!(colour_of('♣'), text);
            assert_eq!(colour_of('4'), text);
            assert_ne!(red, text);
        });
        // No renderer here to upload the font atlas to.
        output.textures_delta.clear();
    }
}
