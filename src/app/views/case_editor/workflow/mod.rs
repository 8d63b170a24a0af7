//! The Workflow tab: the committee's path for the case as a list of steps with where each
//! stands, the selected step's question, rule and anchors (links into the law panel), the
//! answer form for its kind, and "Mark decided". The rules live in the core
//! ([`casebook::workflow`]); this view only asks and shows.

mod adjusted;
pub(super) mod messages;
mod poll;
mod poll_answer;
pub mod score_form;
pub mod served;
pub mod write_up;

use crate::app::command::{Command, CommandQueue};
use crate::app::law_link::LawLink;
use crate::app::widgets::form::{self, text_area_row, text_row};
use crate::i18n::{Described, FluentArgs, Language};
use casebook::adjust::Language as CoreLanguage;
use casebook::case::{Case, CaseStatus, Edition};
use casebook::laws::Anchor;
use casebook::workflow::{
    Anchors, Answer, AnswerKind, OpenStep, Step, StepState, Workflow, anchor_label,
};
use chrono::Utc;
use egui::{Color32, Grid, RichText, TextEdit, Ui};
use score_form::ScoreForm;
use uuid::Uuid;

pub use write_up::WriteUpState;

/// The core's words for the interface language.
pub fn core_language(language: Language) -> CoreLanguage {
    language.core()
}

/// What the Workflow and Write-up tabs remember between frames.
#[derive(Debug, Default)]
pub struct WorkflowState {
    /// Who records the answers; kept while the window is open, for every case.
    pub author: String,
    case: Option<Uuid>,
    selected: Option<String>,
    form: AnswerForm,
    score: Option<ScoreForm>,
    /// The last answer recorded or refused, said under the form.
    message: Option<Result<String, String>>,
    /// "Mark decided" was refused; the open steps are listed until they are answered.
    refused: bool,
    /// What the last "Mark decided" did.
    decided: Option<Result<String, String>>,
    /// The language the messages above were written in: a switch of language drops them.
    shown_in: Option<Language>,
    pub write_up: WriteUpState,
    /// The open case's double-dummy table when it is known, set by the window each frame.
    pub double_dummy: Option<casebook::double_dummy::TrickTable>,
    /// The open case's board in its event's imported results, set by the window each frame.
    pub traveller: Option<std::sync::Arc<casebook::results::field::CaseField>>,
    /// A step asked for from outside the tab (the guide's pictures), selected when drawn.
    requested: Option<String>,
    /// The open case's polls served to phones, set by the window as their answers arrive.
    pub served: served::ServedPollsView,
}

/// The answer being typed for the selected step.
#[derive(Debug, Default, Clone, PartialEq)]
struct AnswerForm {
    /// `yes`/`no`/`not_applicable` or a choice's option id.
    code: String,
    detail: String,
    text: String,
    reason: String,
}

impl WorkflowState {
    /// Forgets what belonged to another case.
    fn follow(&mut self, case: &Case) {
        if self.case != Some(case.uuid) {
            let author = std::mem::take(&mut self.author);
            // A step asked for before the case was first drawn is the new case's.
            let requested = self.requested.take();
            // How the Director serves polls, and whether the window serves them, outlast
            // the case.
            let served = served::ServedPollsView {
                form: std::mem::take(&mut self.served.form),
                serving: self.served.serving.take(),
                ..served::ServedPollsView::default()
            };
            *self = WorkflowState {
                author,
                case: Some(case.uuid),
                requested,
                served,
                ..WorkflowState::default()
            };
        }
    }

    /// Selects the step `id` of the open case's workflow when the tab is next drawn.
    pub fn request_step(&mut self, id: &str) {
        self.requested = Some(id.to_string());
    }

    /// Selects a step and fills the form with its stored answer, if any.
    fn select(&mut self, workflow: &Workflow, case: &Case, step: &Step) {
        self.selected = Some(step.id.clone());
        self.message = None;
        self.form = AnswerForm::default();
        self.score = None;
        if let Some(recorded) = workflow.recorded(case, &step.id) {
            self.form.reason = recorded.reason.clone();
            match recorded.answer {
                Some(Answer::Choice { option, detail }) => {
                    self.form.code = option;
                    self.form.detail = detail;
                }
                Some(Answer::Text(text)) => self.form.text = text,
                Some(Answer::AdjustedScore(adjusted)) => {
                    self.score = ScoreForm::from_answer(case, &adjusted);
                }
                Some(answer) => self.form.code = answer.code().unwrap_or_default().to_string(),
                None => {}
            }
        }
    }
}

/// The Workflow tab.
pub fn show(
    ui: &mut Ui,
    case: &mut Case,
    state: &mut WorkflowState,
    language: Language,
    commands: &mut CommandQueue,
) {
    state.follow(case);
    if state.shown_in != Some(language) {
        state.message = None;
        state.decided = None;
        state.shown_in = Some(language);
    }
    let workflow = match Workflow::for_case(case) {
        Ok(workflow) => workflow,
        Err(error) => {
            super::super::notice_line(ui, &error.describe(language));
            return;
        }
    };
    let words = core_language(language);
    path_line(ui, case, &workflow, state, language);
    Grid::new("workflow-author")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            text_row(ui, &language.tr("workflow-your-name"), &mut state.author);
        });

    let states = workflow.states(case);
    // A step chosen shows its law in the law pane at once, as a click on its link would.
    let mut chosen = None;
    if let Some(step) = state.requested.take().and_then(|id| workflow.step(&id)) {
        state.select(&workflow, case, step);
        chosen = Some(step);
    }
    if state
        .selected
        .as_deref()
        .and_then(|id| workflow.step(id))
        .is_none()
    {
        let first = workflow
            .next_open_step(case)
            .or_else(|| states.first().map(|(s, _)| *s));
        if let Some(step) = first {
            state.select(&workflow, case, step);
            chosen = Some(step);
        }
    }

    form::heading(ui, &language.tr("workflow-steps"));
    // One row per step: its state, then the question as a button that wraps, so that the
    // whole question reads on a projector without widening the pane.
    let badge_width = ui.text_style_height(&egui::TextStyle::Body) * 7.0;
    for (i, (step, step_state)) in states.iter().enumerate() {
        ui.horizontal_top(|ui| {
            ui.add_sized(
                [badge_width, ui.spacing().interact_size.y],
                egui::Label::new(state_badge(ui, *step_state, step.required, language)),
            );
            let selected = state.selected.as_deref() == Some(step.id.as_str());
            let label = format!("{}. {}", i + 1, step.question.get(words));
            if ui
                .add(egui::Button::selectable(selected, label).wrap())
                .clicked()
                && !selected
            {
                state.select(&workflow, case, step);
                chosen = Some(step);
            }
        });
    }
    if let Some(link) = chosen.and_then(|step| step_law(case.law_edition, step)) {
        commands.push(Command::ShowStepLaw(link));
    }

    if let Some(step) = state.selected.clone().and_then(|id| workflow.step(&id)) {
        ui.separator();
        StepPane {
            case,
            workflow: &workflow,
            step,
            state,
            language,
            commands,
        }
        .show(ui);
    }
    ui.separator();
    decision(ui, case, &workflow, state, language);
}

/// The path for the case, and the committee's choice of another.
fn path_line(
    ui: &mut Ui,
    case: &mut Case,
    workflow: &Workflow,
    state: &mut WorkflowState,
    language: Language,
) {
    let words = core_language(language);
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(language.tr("workflow-path"));
        let current = workflow.path();
        let mut chosen: Option<String> = None;
        egui::ComboBox::from_id_salt("workflow-path")
            .selected_text(current.name.get(words))
            .show_ui(ui, |ui| {
                for path in workflow
                    .definitions()
                    .paths_for_hearing(case.identity.hearing)
                {
                    if ui
                        .selectable_label(path.id == current.id, path.name.get(words))
                        .clicked()
                        && path.id != current.id
                    {
                        chosen = Some(path.id.clone());
                    }
                }
            })
            .response
            .labelled_by(label.id);
        if let Some(path) = chosen {
            match Workflow::choose_path(case, &path, &state.author, Utc::now()) {
                Ok(_) => {
                    state.selected = None;
                    state.message = None;
                }
                Err(e) => {
                    state.message = Some(Err(messages::workflow_error(workflow, &e, language)))
                }
            }
        }
    });
}

/// A step's state as a short coloured word.
fn state_badge(ui: &Ui, state: StepState, required: bool, language: Language) -> RichText {
    let (key, colour) = match state {
        StepState::Answered => (
            "workflow-state-answered",
            Color32::from_rgb(0x2e, 0x7d, 0x32),
        ),
        StepState::NeedsReview => ("workflow-state-review", Color32::from_rgb(0xb0, 0x60, 0x00)),
        StepState::NotApplicable => ("workflow-state-closed", ui.visuals().weak_text_color()),
        StepState::Locked => ("workflow-state-locked", ui.visuals().weak_text_color()),
        StepState::Open if required => ("workflow-state-open", ui.visuals().strong_text_color()),
        StepState::Open => ("workflow-state-optional", ui.visuals().weak_text_color()),
    };
    RichText::new(language.tr(key)).color(colour).strong()
}

/// The selected step's pane: its question and rule, where it stands, and the form that
/// answers it, all drawn over the same case, state and commands.
struct StepPane<'a, 'd> {
    case: &'a mut Case,
    workflow: &'a Workflow<'d>,
    step: &'a Step,
    state: &'a mut WorkflowState,
    language: Language,
    commands: &'a mut CommandQueue,
}

impl StepPane<'_, '_> {
    fn show(&mut self, ui: &mut Ui) {
        let (workflow, step, language) = (self.workflow, self.step, self.language);
        let words = core_language(language);
        let number = messages::step_number(workflow, &step.id);
        ui.label(
            RichText::new(format!("{number}. {}", step.question.get(words)))
                .strong()
                .size(16.0),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(language.tr("workflow-rule")).strong());
            ui.label(step.rule.get(words));
        });
        anchors(ui, self.case.law_edition, step, language, self.commands);

        let step_state = workflow
            .state_of(self.case, &step.id)
            .unwrap_or(StepState::Locked);
        let blocked = workflow.blocked_by(self.case, &step.id);
        let mut args = FluentArgs::new();
        args.set("steps", messages::step_numbers(workflow, &blocked));
        match step_state {
            StepState::NotApplicable => {
                form::warning(ui, &language.tr_args("workflow-closed-by", &args));
                if step.kind == AnswerKind::AdjustedScore {
                    ui.label(adjustment_needs(workflow, language));
                }
                return;
            }
            StepState::Locked => {
                ui.label(language.tr_args("workflow-waits-for", &args));
                return;
            }
            StepState::NeedsReview => form::warning(ui, &language.tr("workflow-needs-review")),
            StepState::Answered | StepState::Open => {}
        }
        if let Some(recorded) = workflow.recorded(self.case, &step.id) {
            let mut args = FluentArgs::new();
            let answer = recorded
                .answer
                .as_ref()
                .map_or_else(|| recorded.stored.clone(), |a| a.describe(step, words));
            args.set("answer", answer);
            args.set("name", recorded.by.clone());
            args.set(
                "when",
                recorded
                    .at
                    .map(|at| at.format("%Y-%m-%d %H:%M UTC").to_string())
                    .unwrap_or_default(),
            );
            ui.label(RichText::new(language.tr_args("workflow-recorded", &args)).weak());
        } else if let Some(default) = &step.default
            && let Ok(presumed) = Answer::parse(step, default)
        {
            let mut args = FluentArgs::new();
            args.set("answer", presumed.describe(step, words));
            ui.label(RichText::new(language.tr_args("workflow-presumed", &args)).weak());
        }

        // A committee of more than one votes; its majority records the answer. A reviewer
        // decides alone.
        if self.case.identity.hearing.votes()
            && matches!(
                step.kind,
                AnswerKind::YesNo | AnswerKind::Poll | AnswerKind::Choice
            )
        {
            let answers: Vec<(String, String)> = match step.kind {
                AnswerKind::Choice => step
                    .options
                    .iter()
                    .map(|o| (o.id.clone(), o.label.get(words).to_string()))
                    .collect(),
                _ => vec![
                    ("yes".to_string(), language.tr("workflow-yes")),
                    ("no".to_string(), language.tr("workflow-no")),
                ],
            };
            if let Some(refused) = super::votes::show(ui, self.case, &step.id, &answers, language) {
                self.state.message = Some(Err(refused));
            }
        }
        self.answer_form(ui);
    }

    fn answer_form(&mut self, ui: &mut Ui) {
        let (workflow, step, language) = (self.workflow, self.step, self.language);
        let words = core_language(language);
        form::heading(ui, &language.tr("workflow-answer"));
        match step.kind {
            AnswerKind::YesNo | AnswerKind::Poll => {
                ui.horizontal_wrapped(|ui| {
                    for (code, key) in [
                        ("yes", "workflow-yes"),
                        ("no", "workflow-no"),
                        ("not_applicable", "workflow-not-applicable"),
                    ] {
                        ui.radio_value(
                            &mut self.state.form.code,
                            code.to_string(),
                            language.tr(key),
                        );
                    }
                });
                if step.kind == AnswerKind::Poll {
                    poll::show(
                        ui,
                        self.case,
                        step,
                        &mut self.state.served,
                        language,
                        self.commands,
                    );
                }
            }
            AnswerKind::Choice => {
                // An option no earlier answer allows is shown, not offered, with what it needs.
                let allowed = workflow.allowed_options(self.case, step);
                for option in &step.options {
                    let offered = allowed.contains(&option);
                    let response = ui
                        .add_enabled_ui(offered, |ui| {
                            ui.radio_value(
                                &mut self.state.form.code,
                                option.id.clone(),
                                option.label.get(words),
                            )
                        })
                        .inner;
                    if !offered {
                        let needs: Vec<String> = option
                            .allowed_if
                            .iter()
                            .map(|c| messages::condition_text(workflow, c, language))
                            .collect();
                        let mut args = FluentArgs::new();
                        args.set("steps", needs.join("; "));
                        response.on_disabled_hover_text(
                            language.tr_args("workflow-option-needs", &args),
                        );
                    }
                }
                if let Some(prompt) = step
                    .option(&self.state.form.code)
                    .and_then(|o| o.detail.as_ref())
                {
                    Grid::new("workflow-detail").num_columns(2).show(ui, |ui| {
                        text_area_row(ui, prompt.get(words), &mut self.state.form.detail, 2);
                    });
                }
            }
            AnswerKind::Text => {
                Grid::new("workflow-text").num_columns(2).show(ui, |ui| {
                    text_area_row(
                        ui,
                        &language.tr("workflow-answer-text"),
                        &mut self.state.form.text,
                        3,
                    );
                });
            }
            AnswerKind::AdjustedScore => {
                let score = self
                    .state
                    .score
                    .get_or_insert_with(|| ScoreForm::for_case(self.case));
                adjusted::show(
                    ui,
                    self.case,
                    workflow,
                    score,
                    self.state.double_dummy.as_ref(),
                    self.state.traveller.as_deref(),
                    language,
                );
            }
        }
        let reason_key = if step.reason_required {
            "workflow-reason-required"
        } else {
            "workflow-reason-optional"
        };
        Grid::new("workflow-reason")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label(language.tr(reason_key));
                ui.add(
                    TextEdit::multiline(&mut self.state.form.reason)
                        .desired_rows(2)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        if ui.button(language.tr("workflow-record")).clicked() {
            record(self.case, workflow, step, self.state, language);
        }
        match &self.state.message {
            Some(Ok(text)) => {
                ui.label(RichText::new(text).color(Color32::from_rgb(0x2e, 0x7d, 0x32)));
            }
            Some(Err(text)) => super::super::notice_line(ui, text),
            None => {}
        }
    }
}

/// "An adjusted score needs: step 1 yes, step 2 yes, …" — the findings the path gates it on.
fn adjustment_needs(workflow: &Workflow, language: Language) -> String {
    let words = core_language(language);
    let mut needs = Vec::new();
    for (i, step) in workflow.steps().into_iter().enumerate() {
        if step.kind == AnswerKind::AdjustedScore {
            break;
        }
        if step.adjust_if.is_empty() {
            continue;
        }
        let answers: Vec<String> = step
            .adjust_if
            .iter()
            .map(|code| {
                Answer::parse(step, code).map_or_else(|_| code.clone(), |a| a.describe(step, words))
            })
            .collect();
        needs.push(format!("{} — {}", i + 1, answers.join(" / ")));
    }
    let mut args = FluentArgs::new();
    args.set("steps", needs.join("; "));
    language.tr_args("workflow-adjustment-needs", &args)
}

/// The step's anchors in both editions, each a link that opens the unit in the law panel;
/// the case's edition first.
fn anchors(
    ui: &mut Ui,
    edition: Edition,
    step: &Step,
    language: Language,
    commands: &mut CommandQueue,
) {
    let library = casebook::laws::library();
    for year in [edition, Anchors::beside(edition)] {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{year}:")).strong());
            for anchor in step.anchors.for_edition(year, library) {
                let text = anchor_text(&anchor, language);
                match LawLink::new(anchor.as_str()) {
                    Some(link) => {
                        if ui.link(text).on_hover_text(anchor.as_str()).clicked() {
                            commands.push(Command::OpenLaw(link));
                        }
                    }
                    None => {
                        ui.label(text);
                    }
                }
            }
        });
    }
}

/// The unit a step is decided by, to show when it is chosen: its first Law in the case's
/// edition, else its first text there (a commentary paragraph), else the other edition's.
fn step_law(edition: Edition, step: &Step) -> Option<LawLink> {
    let library = casebook::laws::library();
    let in_edition = |year| step.anchors.for_edition(year, library).into_iter();
    let is_law = |anchor: &Anchor| anchor.as_str().split('/').nth(1) == Some("law");
    in_edition(edition)
        .find(is_law)
        .or_else(|| in_edition(edition).next())
        .or_else(|| {
            [Edition::E1997, Edition::E2017]
                .into_iter()
                .find_map(|year| in_edition(year).next())
        })
        .and_then(|anchor| LawLink::new(anchor.as_str()))
}

/// `Law 16B1(a)`, `commentary 16.6`, `footnote 22` in the interface language.
fn anchor_text(anchor: &Anchor, language: Language) -> String {
    let part = anchor.as_str().split('/').nth(1).unwrap_or_default();
    let key = match part {
        "law" => "workflow-anchor-law",
        "commentary" => "workflow-anchor-commentary",
        "footnote" => "workflow-anchor-footnote",
        _ => return anchor.as_str().to_string(),
    };
    let mut args = FluentArgs::new();
    args.set("label", anchor_label(anchor));
    language.tr_args(key, &args)
}

/// Records the form's answer through the core, which checks it, stores who and when, marks
/// the answers built on a changed one for review, and keeps an adjusted score as the
/// decision's.
fn record(
    case: &mut Case,
    workflow: &Workflow,
    step: &Step,
    state: &mut WorkflowState,
    language: Language,
) {
    let answer = match step.kind {
        AnswerKind::AdjustedScore => {
            let Some(score) = &state.score else {
                return;
            };
            let extent = workflow.self_inflicted(case).map(|s| s.extent);
            Ok(Answer::AdjustedScore(
                score.answer(case.board.vulnerability, extent),
            ))
        }
        AnswerKind::Text => Ok(Answer::Text(state.form.text.trim().to_string())),
        AnswerKind::Choice => Ok(Answer::Choice {
            option: state.form.code.clone(),
            detail: state.form.detail.trim().to_string(),
        }),
        AnswerKind::YesNo | AnswerKind::Poll if state.form.code.is_empty() => {
            Err(language.tr("workflow-choose-answer"))
        }
        AnswerKind::YesNo | AnswerKind::Poll => Answer::parse(step, &state.form.code)
            .map_err(|e| messages::workflow_error(workflow, &e, language)),
    };
    let answer = match answer {
        Ok(answer) => answer,
        Err(text) => {
            state.message = Some(Err(text));
            return;
        }
    };
    let result = workflow.answer(
        case,
        &step.id,
        answer,
        &state.form.reason,
        &state.author,
        Utc::now(),
    );
    match result {
        Ok(marked) => {
            let mut args = FluentArgs::new();
            args.set("step", messages::step_number(workflow, &step.id));
            let mut text = language.tr_args("workflow-recorded-now", &args);
            if !marked.is_empty() {
                args.set("steps", messages::step_numbers(workflow, &marked));
                text.push(' ');
                text.push_str(&language.tr_args("workflow-marked-for-review", &args));
            }
            // On to the next step that waits for the committee.
            if let Some(next) = workflow.next_open_step(case)
                && next.id != step.id
            {
                state.select(workflow, case, next);
            }
            state.message = Some(Ok(text));
        }
        Err(error) => {
            state.message = Some(Err(messages::workflow_error(workflow, &error, language)))
        }
    }
}

/// The case's status and "Mark decided", refused with the steps still open.
fn decision(
    ui: &mut Ui,
    case: &mut Case,
    workflow: &Workflow,
    state: &mut WorkflowState,
    language: Language,
) {
    form::heading(ui, &language.tr("workflow-decision"));
    let status = case.status();
    let mut args = FluentArgs::new();
    args.set(
        "status",
        language.tr(&format!("case-status-{}", status.code())),
    );
    ui.label(language.tr_args("workflow-status", &args));
    ui.horizontal_wrapped(|ui| {
        if status == CaseStatus::Draft
            && ui.button(language.tr("workflow-mark-heard")).clicked()
            && case.review.move_to(CaseStatus::Heard)
        {
            state.refused = false;
            state.decided = None;
        }
        let can_decide = status.is_undecided() && status != CaseStatus::SentBack;
        // A review that sends the case back closes it as sent back, not decided.
        let sends_back = workflow.closing_status(case) == CaseStatus::SentBack;
        let (close, closed) = if sends_back {
            ("workflow-send-back", "workflow-sent-back-now")
        } else {
            ("workflow-mark-decided", "workflow-decided-now")
        };
        if ui
            .add_enabled(can_decide, egui::Button::new(language.tr(close)))
            .on_disabled_hover_text(language.tr("workflow-decide-only-heard"))
            .clicked()
        {
            match workflow.can_mark_decided(case) {
                Err(_) => {
                    state.refused = true;
                    state.decided = None;
                }
                Ok(()) => {
                    state.refused = false;
                    match workflow.mark_decided(case) {
                        Ok(()) => {
                            state.decided = Some(Ok(language.tr(closed)));
                        }
                        Err(e) => {
                            state.decided =
                                Some(Err(messages::decide_error(workflow, &e, language)));
                        }
                    }
                }
            }
        }
    });
    match &state.decided {
        Some(Ok(text)) => {
            ui.label(RichText::new(text).color(Color32::from_rgb(0x2e, 0x7d, 0x32)));
        }
        Some(Err(text)) => super::super::notice_line(ui, text),
        None if status == CaseStatus::Decided => {
            ui.label(RichText::new(language.tr("workflow-is-decided")).weak());
        }
        None => {}
    }
    if state.refused {
        refusal(ui, case, workflow, state, language);
    }
}

/// The steps that keep the case from being decided, each a button to go to it.
fn refusal(
    ui: &mut Ui,
    case: &Case,
    workflow: &Workflow,
    state: &mut WorkflowState,
    language: Language,
) {
    let open: Vec<OpenStep> = match workflow.can_mark_decided(case) {
        Ok(()) => {
            ui.label(language.tr("workflow-decide-ready"));
            return;
        }
        Err(open) => open,
    };
    super::super::notice_line(ui, &language.tr("workflow-decide-refused"));
    let words = core_language(language);
    for item in open {
        let Some(step) = workflow.step(item.step.as_str()) else {
            continue;
        };
        let why = match item.state {
            StepState::NeedsReview => language.tr("workflow-state-review"),
            StepState::Locked => language.tr("workflow-state-locked"),
            _ => language.tr("workflow-state-open"),
        };
        let text = format!(
            "{}. {} — {why}",
            messages::step_number(workflow, &step.id),
            step.question.get(words)
        );
        if ui.link(text).clicked() {
            state.select(workflow, case, step);
        }
    }
}
