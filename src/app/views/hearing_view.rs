//! The hearing view (F11, View menu): the case for a screen or a projector — the deal in large
//! type, the auction with the alerts and the explanations as given, the question the committee
//! is on and, when the committee chooses (T), the poll's tally. Readable from three metres at
//! 1920×1080: suits about 50 px high. The arrow keys (or Page Up / Page Down) move between the
//! steps; Esc or F11 leaves. Nothing in it can be edited.

use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::{SuitText, auction_grid, deal_diagram};
use crate::i18n::{FluentArgs, Language};
use casebook::case::Case;
use casebook::workflow::Workflow;
use egui::{CentralPanel, Key, RichText, TextStyle, Ui};

/// Body text in the hearing view, in points: DejaVu Sans's suit symbols stand about three
/// quarters of the size, so 64 points give suits of about 48 px at a scale of one.
const BODY: f32 = 60.0;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HearingView {
    pub open: bool,
    /// The workflow step shown, from 0.
    pub step: usize,
    /// The poll's tally is shown (the committee chooses when).
    pub show_tally: bool,
}

impl HearingView {
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
        let Some(case) = case else {
            ui.heading(language.tr("hearing-no-case"));
            view.keys(ui, 0, commands);
            return;
        };
        let workflow = Workflow::for_case(case).ok();
        let steps = workflow.as_ref().map_or_else(Vec::new, Workflow::steps);
        view.keys(ui, steps.len(), commands);
        view.step = view.step.min(steps.len().saturating_sub(1));
        large(ui);
        let mut args = FluentArgs::new();
        args.set("case", case.identity.case_number.clone());
        args.set("board", case.board.number.get());
        ui.label(
            RichText::new(language.tr_args("hearing-title", &args)).text_style(TextStyle::Heading),
        );
        let height = ui.available_height();
        let deal_width = (ui.available_width() * DEAL_SHARE).max(300.0);
        ui.horizontal_top(|ui| {
            ui.allocate_ui(egui::vec2(deal_width, height), |ui| {
                deal(ui, &case.board.deal, language);
            });
            ui.vertical(|ui| {
                ui.scope(|ui| {
                    smaller(ui, 0.55);
                    auction_grid::show(ui, &case.auction, language);
                });
                ui.separator();
                ui.scope(|ui| {
                    smaller(ui, 0.5);
                    step(ui, view, case, workflow.as_ref(), language);
                });
            });
        });
    });
}

/// The share of the width the deal takes; the auction and the question take the rest.
const DEAL_SHARE: f32 = 0.6;

/// The deal as the casebook prints it, North at the top, the seats' names small: twelve lines
/// of holdings fit a 1080-pixel screen.
fn deal(ui: &mut Ui, deal: &casebook::bridge::Deal, language: Language) {
    use casebook::bridge::Seat;
    let hand = |ui: &mut Ui, seat: Seat| {
        ui.vertical(|ui| {
            ui.label(
                RichText::new(language.tr(&deal_diagram::seat_key(seat)))
                    .text_style(TextStyle::Small)
                    .weak(),
            );
            match deal.hand(seat) {
                Some(hand) => {
                    for line in deal_diagram::hand_lines(&hand) {
                        ui.add(SuitText::new(line));
                    }
                }
                None => {
                    ui.label("—");
                }
            }
        });
    };
    ui.style_mut().spacing.item_spacing.y = 0.0;
    // A holding is never broken over two lines.
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
    egui::Grid::new("hearing-deal")
        .num_columns(3)
        .spacing([BODY * 0.6, BODY * 0.1])
        .show(ui, |ui| {
            ui.label("");
            hand(ui, Seat::North);
            ui.label("");
            ui.end_row();
            hand(ui, Seat::West);
            ui.label("");
            hand(ui, Seat::East);
            ui.end_row();
            ui.label("");
            hand(ui, Seat::South);
            ui.label("");
            ui.end_row();
        });
}

/// The current step's question, its answer when given, and the tally when asked for.
fn step(
    ui: &mut Ui,
    view: &HearingView,
    case: &Case,
    workflow: Option<&Workflow<'static>>,
    language: Language,
) {
    let Some(workflow) = workflow else {
        return;
    };
    let steps = workflow.steps();
    let Some(step) = steps.get(view.step) else {
        return;
    };
    let mut args = FluentArgs::new();
    args.set("number", view.step + 1);
    args.set("count", steps.len());
    ui.label(RichText::new(language.tr_args("hearing-step", &args)).weak());
    ui.add(SuitText::new(step.question.get(language.core())).strong());
    if let Some(recorded) = workflow.recorded(case, &step.id) {
        let answer = recorded.answer.as_ref().map_or_else(
            || recorded.stored.clone(),
            |a| a.describe(step, language.core()),
        );
        ui.add(SuitText::new(answer));
    }
    if view.show_tally {
        for poll in case.polls.iter().filter(|p| {
            p.step
                .as_deref()
                .is_some_and(|s| s == step.id || s == step.short_id())
        }) {
            for (action, chose, considered) in casebook::publish::poll_tally(poll) {
                let mut args = FluentArgs::new();
                args.set("action", action);
                args.set("chose", chose);
                args.set("considered", considered);
                args.set("polled", poll.pollees.len());
                ui.add(SuitText::new(language.tr_args("hearing-tally-row", &args)));
            }
        }
    }
    ui.label(RichText::new(language.tr("hearing-keys")).weak());
}

/// The text styles of the view: large enough for the back of the room.
fn large(ui: &mut Ui) {
    let style = ui.style_mut();
    for (text_style, font) in style.text_styles.iter_mut() {
        font.size = match text_style {
            TextStyle::Heading => BODY * 0.7,
            TextStyle::Small => BODY * 0.4,
            _ => BODY,
        };
    }
    style.wrap_mode = Some(egui::TextWrapMode::Wrap);
}

/// The text styles scaled down by `factor` from the view's own.
fn smaller(ui: &mut Ui, factor: f32) {
    for font in ui.style_mut().text_styles.values_mut() {
        font.size *= factor;
    }
}
