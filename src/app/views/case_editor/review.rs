//! The Review tab: where the case stands in draft → heard → decided → reviewed → published,
//! the one-step moves open from there, and the chief director's review of a decided case —
//! approve it, or return it to the committee with a note saying who, when and why. A case is
//! marked decided only when the committee's workflow has no required step open.

use super::items::error_line;
use super::items::form_grid;
use crate::app::widgets::form;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::case::{Case, CaseStatus, ReviewNote};
use casebook::workflow::{StepState, Workflow};
use chrono::{DateTime, Local, Utc};
use egui::{Button, Id, RichText, TextEdit, Ui};

/// The status under the editor's header, with what the case waits for.
pub fn status_line(ui: &mut Ui, case: &Case, language: Language) {
    let mut args = FluentArgs::new();
    args.set("status", status_name(case.status(), language));
    // Who decides a heard case is the body that hears it: a committee, a panel, a reviewer.
    let heard_by = format!("editor-status-waits-heard-{}", case.identity.hearing.code());
    let waiting = match case.status() {
        CaseStatus::Draft => "editor-status-waits-draft",
        CaseStatus::Heard => heard_by.as_str(),
        CaseStatus::SentBack => "editor-status-waits-sent_back",
        CaseStatus::Decided => "editor-status-waits-decided",
        CaseStatus::Reviewed => "editor-status-waits-reviewed",
        CaseStatus::Published => "editor-status-waits-published",
    };
    ui.label(format!(
        "{} — {}",
        language.tr_args("editor-status", &args),
        language.tr(waiting)
    ));
}

fn status_name(status: CaseStatus, language: Language) -> String {
    language.tr(&format!("case-status-{}", status.code()))
}

/// The chief director reviewing before publishing (not the reviewer of a ruling, who decides
/// an appeal on the Workflow tab), as the archive's roles say.
#[derive(Debug, Clone, Copy)]
pub struct ChiefDirector<'a> {
    /// Whether the login may approve or return (the server refuses it otherwise, so the
    /// window does not offer it).
    pub may_review: bool,
    /// The login the review is signed with on an archive under roles; `None` where the
    /// reviewer types a name (a file).
    pub signs_as: Option<&'a str>,
}

pub fn show(ui: &mut Ui, case: &mut Case, language: Language, reviewer: ChiefDirector<'_>) {
    form::heading(ui, &language.tr("editor-review-flow"));
    flow(ui, case.status(), language);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    match case.status() {
        CaseStatus::Draft => {
            move_button(ui, case, CaseStatus::Heard, "editor-mark-heard", language);
        }
        CaseStatus::Heard => {
            ui.horizontal(|ui| {
                mark_decided(ui, case, language);
                move_button(
                    ui,
                    case,
                    CaseStatus::Draft,
                    "editor-back-to-draft",
                    language,
                );
            });
            decided_refusal(ui, case, language);
        }
        CaseStatus::SentBack => {
            ui.label(RichText::new(language.tr("editor-sent-back-hint")).weak());
            ui.horizontal(|ui| {
                move_button(ui, case, CaseStatus::Heard, "editor-review-again", language);
                move_button(
                    ui,
                    case,
                    CaseStatus::Draft,
                    "editor-back-to-draft",
                    language,
                );
            });
        }
        CaseStatus::Decided if reviewer.may_review => {
            chief_director(ui, case, language, reviewer.signs_as);
        }
        CaseStatus::Decided => {
            ui.label(RichText::new(language.tr("editor-review-not-yours")).weak());
        }
        CaseStatus::Reviewed => {
            ui.label(RichText::new(language.tr("editor-reviewed-hint")).weak());
            move_button(
                ui,
                case,
                CaseStatus::Decided,
                "editor-withdraw-approval",
                language,
            );
        }
        CaseStatus::Published => {
            move_button(
                ui,
                case,
                CaseStatus::Reviewed,
                "editor-withdraw-publication",
                language,
            );
        }
    }
    notes(ui, &case.review.notes, language);
}

/// The five statuses on the way to publishing in order, the current one marked (a case sent
/// back to the Director stands in place of "heard").
fn flow(ui: &mut Ui, current: CaseStatus, language: Language) {
    ui.horizontal_wrapped(|ui| {
        let way = CaseStatus::TO_PUBLISHING.map(|status| match status {
            CaseStatus::Heard if current == CaseStatus::SentBack => current,
            status => status,
        });
        for (i, status) in way.into_iter().enumerate() {
            if i > 0 {
                ui.label(RichText::new("→").weak());
            }
            let name = status_name(status, language);
            if status == current {
                let mut args = FluentArgs::new();
                args.set("status", name);
                let text = RichText::new(language.tr_args("editor-review-current", &args))
                    .strong()
                    .color(ui.visuals().selection.stroke.color)
                    .background_color(ui.visuals().selection.bg_fill);
                ui.label(text);
            } else {
                ui.label(RichText::new(name).weak());
            }
        }
    });
}

/// A button for a one-step move the status allows.
fn move_button(ui: &mut Ui, case: &mut Case, to: CaseStatus, key: &str, language: Language) {
    let allowed = case.status().can_move_to(to);
    if ui
        .add_enabled(allowed, Button::new(language.tr(key)))
        .clicked()
    {
        case.review.move_to(to);
    }
}

/// "Mark decided", enabled only when the workflow has no required step open.
fn mark_decided(ui: &mut Ui, case: &mut Case, language: Language) {
    let workflow = Workflow::for_case(case);
    let ready = workflow
        .as_ref()
        .is_ok_and(|w| w.can_mark_decided(case).is_ok());
    let clicked = ui
        .add_enabled(ready, Button::new(language.tr("editor-mark-decided")))
        .clicked();
    if let (true, Ok(workflow)) = (clicked, &workflow) {
        // The core checks again, and also holds the status to one step.
        if let Err(refused) = workflow.mark_decided(case) {
            error_line(
                ui,
                &super::workflow::messages::decide_error(workflow, &refused, language),
            );
        }
    }
}

/// Why a heard case cannot be marked decided yet: the steps still open, in the path's order.
fn decided_refusal(ui: &mut Ui, case: &Case, language: Language) {
    let workflow = match Workflow::for_case(case) {
        Ok(workflow) => workflow,
        Err(e) => {
            let mut args = FluentArgs::new();
            args.set("reason", e.describe(language));
            error_line(ui, &language.tr_args("editor-decided-no-workflow", &args));
            return;
        }
    };
    let Err(open) = workflow.can_mark_decided(case) else {
        return;
    };
    error_line(ui, &language.tr("editor-decided-refused"));
    let text_language = language.core();
    for step in open {
        let question = workflow.step(step.step.as_str()).map_or_else(
            || step.step.to_string(),
            |s| s.question.get(text_language).to_string(),
        );
        let state = match step.state {
            StepState::Open => "editor-step-open",
            StepState::Locked => "editor-step-locked",
            StepState::NeedsReview => "editor-step-needs-review",
            StepState::Answered | StepState::NotApplicable => continue,
        };
        ui.label(format!("• {question} — {}", language.tr(state)));
    }
    let mut args = FluentArgs::new();
    args.set("tab", language.tr("editor-tab-workflow"));
    ui.label(RichText::new(language.tr_args("editor-decided-where", &args)).weak());
}

/// The chief director's review of a decided case, signed with `signs_as` where the archive
/// has roles (the login its history records), else with the name typed.
fn chief_director(ui: &mut Ui, case: &mut Case, language: Language, signs_as: Option<&str>) {
    form::heading(ui, &language.tr("editor-chief-director"));
    // The reviewer's name carries from case to case; the note belongs to this case.
    let name_id = Id::unique("reviewer-name");
    let note_id = Id::unique("review-note").with(case.uuid);
    let mut by: String = match signs_as {
        Some(login) => login.to_string(),
        None => ui.data(|d| d.get_temp(name_id)).unwrap_or_default(),
    };
    let mut text: String = ui.data(|d| d.get_temp(note_id)).unwrap_or_default();
    form_grid("chief-director").show(ui, |ui| {
        let label = ui.label(language.tr("editor-reviewer"));
        if signs_as.is_some() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(&by).strong()).labelled_by(label.id);
                ui.label(RichText::new(language.tr("editor-reviewer-login-hint")).weak());
            });
        } else {
            ui.add(
                TextEdit::singleline(&mut by)
                    .hint_text(language.tr("editor-reviewer-hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        }
        ui.end_row();
        form::text_area_row(ui, &language.tr("editor-review-note"), &mut text, 4);
    });
    // The review's rules are the core's: who may approve or return, and what a return needs.
    let can_return = case.review.can_return(&by, &text);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                case.review.can_approve(),
                Button::new(language.tr("editor-approve")),
            )
            .clicked()
            && case.review.approve(&by, &text, Utc::now())
        {
            text.clear();
        }
        if ui
            .add_enabled(can_return, Button::new(language.tr("editor-return")))
            .clicked()
            && case.review.return_to_committee(&by, &text, Utc::now())
        {
            text.clear();
        }
    });
    if !can_return {
        let needs = if signs_as.is_some() {
            "editor-return-needs-note"
        } else {
            "editor-return-needs"
        };
        ui.label(RichText::new(language.tr(needs)).weak());
    }
    ui.data_mut(|d| {
        if signs_as.is_none() {
            d.insert_temp(name_id, by);
        }
        d.insert_temp(note_id, text);
    });
}

/// The review notes, newest first: who, when, what.
fn notes(ui: &mut Ui, notes: &[ReviewNote], language: Language) {
    form::heading(ui, &language.tr("editor-review-notes"));
    if notes.is_empty() {
        ui.label(RichText::new(language.tr("editor-review-notes-none")).weak());
        return;
    }
    for note in notes.iter().rev() {
        let mut args = FluentArgs::new();
        args.set(
            "by",
            if note.by.trim().is_empty() {
                language.tr("editor-review-note-anonymous")
            } else {
                note.by.clone()
            },
        );
        args.set("at", note.at.map(local_time).unwrap_or_default());
        ui.label(RichText::new(language.tr_args("editor-review-note-by", &args)).strong());
        ui.label(&note.text);
        ui.add_space(ui.spacing().item_spacing.y);
    }
}

fn local_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local)
        .format("%d.%m.%Y %H:%M")
        .to_string()
}
