//! The hearing view (F11, View menu): the case for a screen or a projector — the deal in large
//! type, the auction with the alerts and the explanations as given, the question the committee
//! is on and, when the committee chooses (T), the poll's tally. Laid out for the window it is
//! shown in ([`layout`]): from a 1024×768 projector to a 3840×2160 screen, as large as the
//! space allows, never cut off and never scrolled. The arrow keys (or Page Up / Page Down)
//! move between the steps; Esc or F11 leaves. Nothing in it can be edited.

mod layout;
mod page;

use crate::app::command::{Command, CommandQueue};
use crate::i18n::Language;
use casebook::case::Case;
use casebook::workflow::Workflow;
use egui::{CentralPanel, Key, Ui, Vec2};
use layout::Fit;
use page::HearingPage;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct HearingView {
    pub open: bool,
    /// The workflow step shown, from 0.
    pub step: usize,
    /// The poll's tally is shown (the committee chooses when).
    pub show_tally: bool,
    /// The last layout, for the page and the space it was made for: a frame that changes
    /// neither measures the page again.
    fitted: Option<(u64, Fit)>,
}

impl HearingView {
    /// The body size (a suit line's font size, in points) the page was last drawn at.
    pub fn body_size(&self) -> Option<f32> {
        self.fitted.map(|(_, fit)| fit.body)
    }

    /// Moves between the steps and toggles the tally; Esc leaves the view.
    fn keys(&mut self, ui: &Ui, steps: usize, commands: &mut CommandQueue) {
        ui.input(|input| {
            if input.key_pressed(Key::ArrowRight) || input.key_pressed(Key::PageDown) {
                self.step = (self.step + 1).min(steps.saturating_sub(1));
            }
            if input.key_pressed(Key::ArrowLeft) || input.key_pressed(Key::PageUp) {
                self.step = self.step.saturating_sub(1);
            }
            if input.key_pressed(Key::T) {
                self.show_tally = !self.show_tally;
            }
            if input.key_pressed(Key::Escape) {
                commands.push(Command::ToggleHearingView);
            }
        });
    }
}

/// Draws the view over the whole window.
pub fn show(
    ui: &mut Ui,
    view: &mut HearingView,
    case: Option<&Case>,
    language: Language,
    commands: &mut CommandQueue,
) {
    CentralPanel::default().show(ui, |ui| {
        let page = match case {
            Some(case) => {
                let workflow = Workflow::for_case(case).ok();
                let steps = workflow.as_ref().map_or(0, |w| w.steps().len());
                view.keys(ui, steps, commands);
                view.step = view.step.min(steps.saturating_sub(1));
                HearingPage::of(case, workflow.as_ref(), view, language)
            }
            None => {
                view.keys(ui, 0, commands);
                HearingPage::empty(language)
            }
        };
        let rect = ui.available_rect_before_wrap();
        let key = fit_key(
            &page,
            rect.size(),
            ui.pixels_per_point(),
            ui.visuals().dark_mode,
        );
        let fit = match view.fitted {
            Some((fitted, fit)) if fitted == key => fit,
            _ => {
                let fit = layout::fit(ui, &page, rect.size());
                view.fitted = Some((key, fit));
                fit
            }
        };
        let laid = layout::lay_out(ui, &page, fit);
        layout::draw(ui, laid, rect);
        ui.allocate_rect(rect, egui::Sense::hover());
    });
}

/// What a layout depends on: the page's words, the space, the pixels of a point, the theme.
fn fit_key(page: &HearingPage, space: Vec2, pixels_per_point: f32, dark: bool) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    page.hash(&mut hasher);
    space.x.to_bits().hash(&mut hasher);
    space.y.to_bits().hash(&mut hasher);
    pixels_per_point.to_bits().hash(&mut hasher);
    dark.hash(&mut hasher);
    hasher.finish()
}
