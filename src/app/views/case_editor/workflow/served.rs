//! A poll served to the pollees' phones, in the poll step: the form that serves it (where to
//! listen, the pollees and their class), each pollee's link as a QR code with its address,
//! and the answers as they arrive — pollee, class, time, answer, the others considered, his
//! words — each counted or set aside with the Director's reason (kept and shown, never
//! deleted). The window reads the answers again as its server keeps them.

use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::form;
use crate::i18n::{FluentArgs, Language};
use casebook::poll::served::{LinkToken, PolleeClass, ServedPoll, ServedPollee};
use casebook::poll::serving::LINK_PREFIX;
use casebook::poll::slips::qr_modules;
use chrono::Local;
use egui::{Color32, Grid, RichText, Sense, TextEdit, Ui, vec2};
use std::collections::HashMap;

/// The open case's served polls as the window shows them (set by the window).
#[derive(Debug, Default)]
pub struct ServedPollsView {
    /// The case they were read for.
    pub case: Option<uuid::Uuid>,
    /// The answers the window's server had kept when they were read.
    pub read_at: u64,
    pub polls: Vec<ServedPoll>,
    /// The address the window's server gives pollees ("http://192.168.1.20:8080"), while it
    /// serves.
    pub serving: Option<String>,
    pub form: ServeForm,
    /// The reasons being typed to set an answer aside.
    pub aside: HashMap<LinkToken, String>,
    /// Which poll's links and codes are shown.
    pub codes_shown: Option<i64>,
    /// The poll whose closing is being confirmed.
    pub closing: Option<i64>,
}

/// How a poll is served: where the server listens, who is polled.
#[derive(Debug, Clone, PartialEq)]
pub struct ServeForm {
    pub bind: String,
    /// So many pollees by number, or their names one a line.
    pub pollees: String,
    pub strength: String,
    pub methods: String,
}

impl Default for ServeForm {
    fn default() -> ServeForm {
        ServeForm {
            bind: "0.0.0.0:8080".to_string(),
            pollees: "5".to_string(),
            strength: String::new(),
            methods: String::new(),
        }
    }
}

impl ServeForm {
    /// The pollees the form names: a number, or names one a line; each of the form's class.
    pub fn classes(&self) -> Vec<PolleeClass> {
        let class = |name: &str| PolleeClass {
            name: name.trim().to_string(),
            strength: self.strength.trim().to_string(),
            methods: self.methods.trim().to_string(),
        };
        match self.pollees.trim().parse::<u16>() {
            Ok(count) => (0..count.min(500)).map(|_| class("")).collect(),
            Err(_) => self
                .pollees
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(class)
                .collect(),
        }
    }
}

/// The served polls of the case's poll at `position`, and the form that serves it.
pub fn show(
    ui: &mut Ui,
    position: usize,
    view: &mut ServedPollsView,
    language: Language,
    commands: &mut CommandQueue,
) {
    ui.add_space(6.0);
    let ServedPollsView {
        polls,
        serving,
        form,
        aside,
        codes_shown,
        closing,
        ..
    } = view;
    let polls: Vec<&ServedPoll> = polls.iter().filter(|p| p.poll == position).collect();
    // Closed until a poll is served: most polls are still taken on paper.
    egui::CollapsingHeader::new(RichText::new(language.tr("served-heading")).strong())
        .id_salt(("served-polls", position))
        .default_open(!polls.is_empty())
        .show(ui, |ui| {
            for poll in &polls {
                ui.push_id(("served", poll.id), |ui| {
                    let shown = Shown {
                        serving: serving.as_deref(),
                        codes_shown: &mut *codes_shown,
                        closing: &mut *closing,
                    };
                    poll_ui(ui, poll, shown, aside, language, commands);
                });
            }
            if !polls.iter().any(|p| p.is_open()) {
                serve_form(ui, position, form, language, commands);
            }
        });
}

/// Where to listen and whom to poll, and the button that serves the poll.
fn serve_form(
    ui: &mut Ui,
    position: usize,
    form: &mut ServeForm,
    language: Language,
    commands: &mut CommandQueue,
) {
    ui.label(RichText::new(language.tr("served-explain")).weak());
    Grid::new(("serve-form", position))
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            form::text_row(ui, &language.tr("served-bind"), &mut form.bind);
            form::text_area_row(ui, &language.tr("served-pollees"), &mut form.pollees, 2);
            form::text_row(ui, &language.tr("served-strength"), &mut form.strength);
            form::text_row(ui, &language.tr("served-methods"), &mut form.methods);
        });
    let count = form.classes().len();
    let mut args = FluentArgs::new();
    args.set("count", count.to_string());
    if ui
        .add_enabled(
            count > 0,
            egui::Button::new(language.tr_args("served-start", &args)),
        )
        .clicked()
    {
        commands.push(Command::ServePoll(position));
    }
}

/// What the window shows of the served polls besides their answers.
struct Shown<'a> {
    serving: Option<&'a str>,
    codes_shown: &'a mut Option<i64>,
    closing: &'a mut Option<i64>,
}

fn poll_ui(
    ui: &mut Ui,
    poll: &ServedPoll,
    shown: Shown<'_>,
    aside: &mut HashMap<LinkToken, String>,
    language: Language,
    commands: &mut CommandQueue,
) {
    let Shown {
        serving,
        codes_shown,
        closing,
    } = shown;
    let answered = poll.pollees.iter().filter(|p| p.answer.is_some()).count();
    let mut args = FluentArgs::new();
    args.set("opened", local(poll.opened_at));
    args.set("answered", answered.to_string());
    args.set("pollees", poll.pollees.len().to_string());
    let state = match (poll.closed_at, serving) {
        (Some(closed), _) => {
            args.set("closed", local(closed));
            language.tr_args("served-state-closed", &args)
        }
        (None, Some(address)) => {
            args.set("address", address.to_string());
            language.tr_args("served-state-serving", &args)
        }
        (None, None) => language.tr_args("served-state-open", &args),
    };
    ui.label(RichText::new(state).strong());
    ui.horizontal_wrapped(|ui| {
        if poll.is_open() {
            if serving.is_none() && ui.button(language.tr("served-serve-again")).clicked() {
                commands.push(Command::ServePoll(poll.poll));
            }
            if serving.is_some() {
                let shown = *codes_shown == Some(poll.id);
                let key = if shown {
                    "served-hide-codes"
                } else {
                    "served-show-codes"
                };
                if ui.button(language.tr(key)).clicked() {
                    *codes_shown = if shown { None } else { Some(poll.id) };
                }
                if ui.button(language.tr("served-slips")).clicked() {
                    commands.push(Command::SavePollSlips(poll.id));
                }
            }
            if ui.button(language.tr("served-poll-mode")).clicked() {
                commands.push(Command::AskPollMode(poll.id));
            }
            if *closing == Some(poll.id) {
                // Closing cannot be undone: the pollees still waiting are named first.
                let waiting = poll.pollees.len() - answered;
                let mut args = FluentArgs::new();
                args.set("waiting", waiting.to_string());
                ui.label(RichText::new(language.tr_args("served-close-ask", &args)).strong());
                if ui.button(language.tr("served-close-confirm")).clicked() {
                    commands.push(Command::CloseServedPoll(poll.id));
                    *closing = None;
                }
                if ui.button(language.tr("served-close-cancel")).clicked() {
                    *closing = None;
                }
            } else if ui.button(language.tr("served-close")).clicked() {
                *closing = Some(poll.id);
            }
        }
    });
    if poll.pollees.iter().any(|p| p.answer.is_some())
        && ui.button(language.tr("served-record")).clicked()
    {
        commands.push(Command::SavePollRecord(poll.id));
    }
    if let (true, Some(address)) = (*codes_shown == Some(poll.id) && poll.is_open(), serving) {
        codes(ui, poll, address, language);
    }
    answers_table(ui, poll, aside, language, commands);
}

fn local(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&Local).format("%H:%M:%S").to_string()
}

/// The QR code of each pollee still to answer, with his label and address, as many to a row
/// as fit the width.
fn codes(ui: &mut Ui, poll: &ServedPoll, address: &str, language: Language) {
    const CELL: f32 = 190.0;
    let waiting: Vec<&ServedPollee> = poll.pollees.iter().filter(|p| p.answer.is_none()).collect();
    let spacing = ui.spacing().item_spacing.x;
    let per_row = ((ui.available_width() + spacing) / (CELL + spacing))
        .floor()
        .max(1.0) as usize;
    for row in waiting.chunks(per_row) {
        ui.horizontal_top(|ui| {
            for pollee in row {
                let link = format!("{address}{LINK_PREFIX}{}", pollee.token);
                ui.vertical(|ui| {
                    ui.set_width(CELL);
                    ui.add(egui::Label::new(RichText::new(who(pollee, language)).strong()).wrap());
                    qr(ui, &link, CELL - 10.0);
                    ui.add(egui::Label::new(RichText::new(&link).small().monospace()).wrap());
                });
            }
        });
        ui.add_space(6.0);
    }
}

/// A QR code drawn module by module, black on white whatever the theme (a camera reads it).
fn qr(ui: &mut Ui, link: &str, size: f32) {
    let Some(code) = qr_modules(link) else {
        return;
    };
    let (response, painter) = ui.allocate_painter(vec2(size, size), Sense::hover());
    let rect = response.rect;
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let quiet = 4.0;
    let module = size / (code.side as f32 + 2.0 * quiet);
    for (i, dark) in code.dark.iter().enumerate() {
        if *dark {
            let (x, y) = (
                (i % code.side) as f32 + quiet,
                (i / code.side) as f32 + quiet,
            );
            painter.rect_filled(
                egui::Rect::from_min_size(
                    rect.min + vec2(x * module, y * module),
                    vec2(module, module),
                ),
                0.0,
                Color32::BLACK,
            );
        }
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, link));
}

fn who(pollee: &ServedPollee, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("number", pollee.number.to_string());
    let number = language.tr_args("poll-pollee", &args);
    if pollee.class.name.trim().is_empty() {
        number
    } else {
        format!("{number} — {}", pollee.class.name.trim())
    }
}

/// One row a pollee: who, his class, when, his answer, the others he considered, his words,
/// and whether it counts. Columns wrap rather than cut: a name is read whole.
fn answers_table(
    ui: &mut Ui,
    poll: &ServedPoll,
    aside: &mut HashMap<LinkToken, String>,
    language: Language,
    commands: &mut CommandQueue,
) {
    Grid::new(("served-answers", poll.id))
        .striped(true)
        .spacing([10.0, 4.0])
        .min_col_width(40.0)
        .max_col_width(220.0)
        .show(ui, |ui| {
            for key in [
                "served-col-pollee",
                "served-col-class",
                "served-col-time",
                "served-col-answer",
                "served-col-considered",
                "served-col-words",
                "served-col-counted",
            ] {
                ui.label(RichText::new(language.tr(key)).weak());
            }
            ui.end_row();
            for pollee in &poll.pollees {
                ui.add(egui::Label::new(who(pollee, language)).wrap());
                let class = [pollee.class.strength.trim(), pollee.class.methods.trim()]
                    .into_iter()
                    .filter(|t| !t.is_empty())
                    .collect::<Vec<_>>()
                    .join(", ");
                ui.add(egui::Label::new(class).wrap());
                let Some(answer) = &pollee.answer else {
                    ui.label(RichText::new(language.tr("served-waiting")).weak());
                    ui.end_row();
                    continue;
                };
                ui.label(local(answer.received_at));
                ui.label(RichText::new(&answer.given.action).strong());
                ui.add(egui::Label::new(answer.given.considered.join(", ")).wrap());
                ui.add(egui::Label::new(answer.given.other.trim()).wrap());
                match &answer.set_aside {
                    Some(set_aside) => {
                        let mut args = FluentArgs::new();
                        args.set("reason", set_aside.reason.clone());
                        args.set("at", local(set_aside.at));
                        ui.add(
                            egui::Label::new(
                                RichText::new(language.tr_args("served-set-aside", &args))
                                    .color(ui.visuals().warn_fg_color),
                            )
                            .wrap(),
                        );
                    }
                    None => {
                        ui.horizontal(|ui| {
                            let reason = aside.entry(pollee.token).or_default();
                            let mut args = FluentArgs::new();
                            args.set("pollee", who(pollee, language));
                            let label = language.tr_args("served-aside-reason", &args);
                            ui.add(
                                TextEdit::singleline(reason)
                                    .desired_width(90.0)
                                    .hint_text(language.tr("served-aside-hint")),
                            )
                            .accessible_name(label);
                            if ui
                                .add_enabled(
                                    !reason.trim().is_empty(),
                                    egui::Button::new(language.tr("served-aside")),
                                )
                                .accessible_name(language.tr_args("served-aside-button", &args))
                                .clicked()
                            {
                                commands.push(Command::SetServedAnswerAside(pollee.token));
                            }
                        });
                    }
                }
                ui.end_row();
            }
        });
}
