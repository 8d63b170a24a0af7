//! Poll mode: the laptop handed round the pollees. The window shows a served poll's page —
//! the frozen problem, the calls, the others considered, his words — full screen for one
//! pollee at a time, and nothing else of the case or the program, until the Director takes
//! the laptop back with the PIN he set. Closing the window or leaving the mode asks for it.

use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::suit_text::SuitText;
use crate::i18n::{FluentArgs, Language};
use casebook::poll::served::{AnswerRefused, LinkToken, ServedPoll};
use egui::{CentralPanel, RichText, ScrollArea, TextEdit, Ui};

/// The problem's text, and a call on its button: large, for a pollee at arm's length.
const TEXT: f32 = 22.0;
const CALL: f32 = 24.0;
const CALL_BUTTON: egui::Vec2 = egui::vec2(84.0, 48.0);

/// The shortest PIN taken: four digits keep a pollee from guessing his way out.
pub const PIN_LENGTH: usize = 4;

/// Poll mode's state: the PIN, the poll handed round, the pollee answering now.
#[derive(Debug, Default)]
pub struct PollMode {
    /// The poll handed round; `None` outside poll mode.
    pub poll: Option<i64>,
    /// The PIN that takes the laptop back (kept in memory only, for this poll mode).
    pin: String,
    /// The PIN being set before the mode starts, typed twice, for the poll asked for.
    pub setting: Option<(String, String)>,
    pub asked: Option<i64>,
    /// Why the PIN set was not taken.
    pub refused_pin: Option<&'static str>,
    /// The archive failed to keep the last answer (worded).
    pub failure: Option<String>,
    /// The pollee answering now, and what he has chosen so far.
    pub pollee: Option<LinkToken>,
    pub chosen: String,
    pub another: String,
    pub considered: Vec<String>,
    pub other: String,
    /// What became of the last answer sent: kept (and what), or refused.
    pub sent: Option<Result<String, AnswerRefused>>,
    /// The Director's PIN being typed to leave, and whether the last one typed was wrong.
    pub leaving: Option<String>,
    pub wrong_pin: bool,
}

impl PollMode {
    pub fn is_on(&self) -> bool {
        self.poll.is_some()
    }

    /// Starts poll mode on `poll` with the PIN set, or says why not (the PINs differ, or one
    /// is too short).
    pub fn start(&mut self) -> Result<(), &'static str> {
        let (Some((pin, again)), Some(poll)) = (self.setting.take(), self.asked) else {
            return Err("poll-mode-pin-short");
        };
        if pin.chars().count() < PIN_LENGTH || !pin.chars().all(|c| c.is_ascii_digit()) {
            self.setting = Some((pin, again));
            return Err("poll-mode-pin-short");
        }
        if pin != again {
            self.setting = Some((pin, String::new()));
            return Err("poll-mode-pin-differ");
        }
        *self = PollMode {
            poll: Some(poll),
            pin,
            ..PollMode::default()
        };
        Ok(())
    }

    /// Leaves poll mode when `typed` is the PIN; a wrong one is said and the mode stays.
    pub fn leave_with(&mut self, typed: &str) -> bool {
        if !self.is_on() || typed != self.pin {
            self.wrong_pin = true;
            self.leaving = Some(String::new());
            return false;
        }
        *self = PollMode::default();
        true
    }

    /// The next pollee starts with an empty page.
    pub fn next_pollee(&mut self, pollee: Option<LinkToken>) {
        self.pollee = pollee;
        self.chosen.clear();
        self.another.clear();
        self.considered.clear();
        self.other.clear();
        self.sent = None;
        self.failure = None;
    }

    /// The answer on the page as the phone's form would send it: another answer typed wins.
    pub fn answer(&self) -> casebook::poll::served::AnswerGiven {
        casebook::poll::served::AnswerGiven {
            action: if self.another.trim().is_empty() {
                self.chosen.clone()
            } else {
                self.another.trim().to_string()
            },
            considered: self.considered.clone(),
            other: self.other.clone(),
            comment: String::new(),
        }
    }
}

/// The whole window in poll mode: the page of the pollee answering now, or, once he sent it,
/// what was received and the button for the next; the Director's way back at the foot.
pub fn show(
    ui: &mut Ui,
    mode: &mut PollMode,
    poll: Option<&ServedPoll>,
    language: Language,
    commands: &mut CommandQueue,
) {
    CentralPanel::default().show(ui, |ui| {
        ui.style_mut().text_styles.iter_mut().for_each(|(_, font)| {
            font.size *= 1.35;
        });
        ui.spacing_mut().item_spacing = egui::vec2(10.0, 10.0);
        ScrollArea::vertical().show(ui, |ui| {
            ui.set_max_width(900.0_f32.min(ui.available_width()));
            match poll {
                Some(poll) => page(ui, mode, poll, language, commands),
                None => {
                    ui.label(language.tr("poll-mode-no-poll"));
                }
            }
            ui.add_space(24.0);
            ui.separator();
            director(ui, mode, language, commands);
        });
    });
}

fn page(
    ui: &mut Ui,
    mode: &mut PollMode,
    poll: &ServedPoll,
    language: Language,
    commands: &mut CommandQueue,
) {
    let pollee = mode
        .pollee
        .and_then(|token| poll.pollees.iter().find(|p| p.token == token));
    let Some(pollee) = pollee else {
        ui.heading(language.tr("poll-mode-all-answered"));
        return;
    };
    let mut args = FluentArgs::new();
    args.set("number", pollee.number.to_string());
    ui.heading(language.tr_args("poll-pollee", &args));
    let problem = &poll.problem;
    ui.add(SuitText::new(&problem.heading).size(TEXT).strong());
    ui.add(SuitText::new(&problem.problem).size(TEXT));
    ui.add(SuitText::new(&problem.question).size(TEXT).strong());
    ui.add_space(12.0);
    if let Some(failure) = &mode.failure {
        ui.colored_label(egui::Color32::from_rgb(0xb7, 0x1c, 0x1c), failure);
    }
    if let Some(sent) = &mode.sent {
        match sent {
            Ok(action) => {
                let mut args = FluentArgs::new();
                args.set("action", action.clone());
                ui.label(
                    RichText::new(language.tr_args("poll-mode-received", &args))
                        .color(egui::Color32::from_rgb(0x1b, 0x5e, 0x20))
                        .strong(),
                );
                if ui
                    .button(RichText::new(language.tr("poll-mode-next")).strong())
                    .clicked()
                {
                    commands.push(Command::NextPolleeInPollMode);
                }
                return;
            }
            Err(refused) => {
                ui.colored_label(
                    egui::Color32::from_rgb(0xb7, 0x1c, 0x1c),
                    language.tr(refusal_key(refused)),
                );
            }
        }
    }
    ui.label(RichText::new(language.tr("poll-mode-your-answer")).strong());
    ui.horizontal_wrapped(|ui| {
        for call in &problem.calls {
            let chosen = mode.chosen == *call;
            let text = SuitText::new(call).size(CALL).layout_job(ui);
            let button = ui
                .add(
                    egui::Button::new(text)
                        .selected(chosen)
                        .frame(true)
                        .min_size(CALL_BUTTON),
                )
                .accessible_name(call.as_str());
            if button.clicked() {
                mode.chosen = if chosen { String::new() } else { call.clone() };
            }
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("poll-mode-another"));
        ui.add(TextEdit::singleline(&mut mode.another).desired_width(160.0))
            .labelled_by(label.id);
    });
    ui.add_space(8.0);
    ui.label(RichText::new(language.tr("poll-mode-considered")).strong());
    ui.horizontal_wrapped(|ui| {
        for call in &problem.calls {
            let ticked = mode.considered.contains(call);
            let text = SuitText::new(call).size(CALL).layout_job(ui);
            let button = ui
                .add(
                    egui::Button::new(text)
                        .selected(ticked)
                        .frame(true)
                        .min_size(CALL_BUTTON),
                )
                .accessible_name(format!("{}: {call}", language.tr("poll-mode-considered")));
            if button.clicked() {
                if ticked {
                    mode.considered.retain(|c| c != call);
                } else {
                    mode.considered.push(call.clone());
                }
            }
        }
    });
    let label = ui.label(language.tr("poll-mode-other"));
    ui.add(
        TextEdit::multiline(&mut mode.other)
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    ui.add_space(8.0);
    let ready = !mode.chosen.is_empty() || !mode.another.trim().is_empty();
    if ui
        .add_enabled(
            ready,
            egui::Button::new(RichText::new(language.tr("poll-mode-send")).strong()),
        )
        .clicked()
    {
        commands.push(Command::SendPollModeAnswer);
    }
}

/// Why an answer was not taken, as the page says it.
fn refusal_key(refused: &AnswerRefused) -> &'static str {
    match refused {
        AnswerRefused::UnknownLink => "poll-mode-refused-unknown",
        AnswerRefused::AlreadyAnswered { .. } => "poll-mode-refused-answered",
        AnswerRefused::Closed => "poll-mode-refused-closed",
        AnswerRefused::NoAction => "poll-mode-refused-no-action",
        AnswerRefused::TooLong { .. } => "poll-mode-refused-too-long",
    }
}

/// The PIN set before poll mode starts, typed twice, in a window over the case.
pub fn pin_window(
    ctx: &egui::Context,
    mode: &mut PollMode,
    language: Language,
    commands: &mut CommandQueue,
) {
    let Some((pin, again)) = &mut mode.setting else {
        return;
    };
    let mut open = true;
    egui::Window::new(language.tr("poll-mode-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(460.0)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(language.tr("poll-mode-explain"));
            egui::Grid::new("poll-mode-pin")
                .num_columns(2)
                .show(ui, |ui| {
                    let label = ui.label(language.tr("poll-mode-set-pin"));
                    ui.add(
                        TextEdit::singleline(pin)
                            .password(true)
                            .desired_width(100.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(language.tr("poll-mode-pin-again"));
                    ui.add(
                        TextEdit::singleline(again)
                            .password(true)
                            .desired_width(100.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                });
            if let Some(key) = mode.refused_pin {
                ui.colored_label(egui::Color32::from_rgb(0xb7, 0x1c, 0x1c), language.tr(key));
            }
            if ui.button(language.tr("poll-mode-start")).clicked() {
                commands.push(Command::StartPollMode);
            }
        });
    if !open {
        mode.setting = None;
        mode.refused_pin = None;
    }
}

/// The Director's way back: the PIN, asked for here and whenever the window is closed.
fn director(ui: &mut Ui, mode: &mut PollMode, language: Language, commands: &mut CommandQueue) {
    let Some(mut typed) = mode.leaving.take() else {
        if ui
            .small_button(language.tr("poll-mode-take-back"))
            .clicked()
        {
            mode.leaving = Some(String::new());
        }
        return;
    };
    let mut stay = false;
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("poll-mode-pin"));
        let field = ui
            .add(
                TextEdit::singleline(&mut typed)
                    .password(true)
                    .desired_width(100.0),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(language.tr("poll-mode-leave")).clicked() || entered {
            commands.push(Command::LeavePollMode);
        }
        stay = ui.button(language.tr("poll-mode-stay")).clicked();
    });
    if mode.wrong_pin {
        ui.colored_label(
            egui::Color32::from_rgb(0xb7, 0x1c, 0x1c),
            language.tr("poll-mode-wrong-pin"),
        );
    }
    if stay {
        mode.wrong_pin = false;
    } else {
        mode.leaving = Some(typed);
    }
}
