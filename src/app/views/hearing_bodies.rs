//! File › Which body hears the appeals…: the archive's setting of the body that hears its
//! appeals — the default, and the events heard otherwise (`casebook archive bodies` changes the
//! same setting). A new case is heard by its event's body.

use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::form;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::case::{EventBody, Hearing, HearingBodies};
use egui::{Grid, RichText, Window};

/// The window's state: the setting as it is being edited, and what the last save said.
#[derive(Debug, Default)]
pub struct HearingBodiesWindow {
    pub open: bool,
    /// The setting being edited; taken from the archive when the window opens.
    pub draft: HearingBodies,
    /// Whether the login may change the setting (the chief director, the editor and the
    /// administrator on a server under roles; anyone in a file).
    pub may_change: bool,
    /// The outcome of the last save: saved, or why not.
    pub saved: Option<Result<(), ShownError>>,
}

impl HearingBodiesWindow {
    /// Opens the window on the archive's setting.
    pub fn open_on(&mut self, current: &HearingBodies, may_change: bool) {
        self.open = true;
        self.draft = current.clone();
        self.may_change = may_change;
        self.saved = None;
    }
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut HearingBodiesWindow,
    commands: &mut CommandQueue,
) {
    let mut open = window.open;
    Window::new(language.tr("bodies-title"))
        .id(egui::Id::unique("hearing_bodies_window"))
        .open(&mut open)
        .collapsible(false)
        .default_width(560.0)
        .show(ctx, |ui| body(ui, language, window, commands));
    window.open &= open;
}

fn body(
    ui: &mut egui::Ui,
    language: Language,
    window: &mut HearingBodiesWindow,
    commands: &mut CommandQueue,
) {
    ui.label(RichText::new(language.tr("bodies-hint")).weak());
    ui.add_space(ui.spacing().item_spacing.y);
    let bodies = Hearing::ALL.map(|h| (h, language.tr(&format!("hearing-{}", h.code()))));
    let mut changed = false;
    ui.add_enabled_ui(window.may_change, |ui| {
        Grid::new("bodies-default").num_columns(2).show(ui, |ui| {
            changed |= form::choice_row(
                ui,
                &language.tr("bodies-default"),
                &mut window.draft.default,
                &bodies,
            );
        });
        form::heading(ui, &language.tr("bodies-events"));
        let mut removed = None;
        Grid::new("bodies-events").num_columns(2).show(ui, |ui| {
            for (i, rule) in window.draft.events.iter_mut().enumerate() {
                let mut args = FluentArgs::new();
                args.set("number", i + 1);
                changed |= form::text_row(
                    ui,
                    &language.tr_args("bodies-event-words", &args),
                    &mut rule.event,
                );
                changed |= form::choice_row(
                    ui,
                    &language.tr_args("bodies-event-body", &args),
                    &mut rule.hearing,
                    &bodies,
                );
                ui.label("");
                if ui
                    .button(language.tr_args("bodies-remove", &args))
                    .clicked()
                {
                    removed = Some(i);
                }
                ui.end_row();
            }
        });
        if let Some(i) = removed {
            window.draft.events.remove(i);
            changed = true;
        }
        if window.draft.events.is_empty() {
            ui.label(RichText::new(language.tr("bodies-no-events")).weak());
        }
        ui.horizontal(|ui| {
            if ui.button(language.tr("bodies-add")).clicked() {
                window.draft.events.push(EventBody {
                    event: String::new(),
                    hearing: Hearing::Committee,
                });
                changed = true;
            }
            if ui.button(language.tr("bodies-save")).clicked() {
                commands.push(Command::SaveHearingBodies);
            }
        });
    });
    if changed {
        window.saved = None;
    }
    if !window.may_change {
        ui.label(RichText::new(language.tr("bodies-not-yours")).weak());
    }
    match &window.saved {
        Some(Ok(())) => {
            ui.label(
                RichText::new(language.tr("bodies-saved"))
                    .color(egui::Color32::from_rgb(0x2e, 0x7d, 0x32)),
            );
        }
        Some(Err(reason)) => form::warning(ui, &reason.describe(language)),
        None => {}
    }
}
