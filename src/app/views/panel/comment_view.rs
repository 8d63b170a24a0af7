//! The Comment window drawn: who writes, the cases he is asked about on the left, the case
//! chosen as the casebook prints it in the middle, and on the right his comment, the two marks
//! and the verdict, with the others' comments under them (or a line saying they are hidden
//! until his own is written).

use super::comment::{CommentOutcome, CommentWindow, own};
use super::verdict_name;
use crate::app::command::{Command, CommandQueue};
use crate::app::jobs::double_dummy::DoubleDummyState;
use crate::app::jobs::traveller::TravellerState;
use crate::app::views::board_model::BoardModel;
use crate::app::views::{case_sheet, notice_line};
use crate::app::widgets::SuitText;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::panel::{Panel, PanelComment, PanelMember, PanelVerdict};
use egui::{
    Button, CentralPanel, ComboBox, Panel as Pane, RichText, ScrollArea, TextEdit, Ui, Window,
};

/// Draws the window when it is open.
pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut CommentWindow,
    queue: &mut CommandQueue,
) {
    if !window.open {
        return;
    }
    let mut open = true;
    Window::new(language.tr("comment-title"))
        .id(egui::Id::unique("comment_window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([1180.0, 700.0])
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(ctx.content_rect().center_top() + egui::Vec2::new(0.0, 40.0))
        .show(ctx, |ui| body(ui, language, window, queue));
    window.open = open;
}

fn body(ui: &mut Ui, language: Language, window: &mut CommentWindow, queue: &mut CommandQueue) {
    if let Some(failure) = &window.failure {
        notice_line(ui, &failure.describe(language));
        return;
    }
    who(ui, language, window);
    if window.panels.iter().all(|p| p.members.is_empty()) {
        ui.label(RichText::new(language.tr("comment-no-panel")).weak());
        return;
    }
    if window.name().is_none() {
        let mut args = FluentArgs::new();
        args.set("login", window.login.clone());
        ui.label(RichText::new(language.tr_args("comment-not-on-panel", &args)).weak());
        return;
    }
    ui.separator();
    Pane::left("comment_cases")
        .resizable(true)
        .default_size(230.0)
        .size_range(180.0..=360.0)
        .show(ui, |ui| case_list(ui, language, window, queue));
    Pane::right("comment_form")
        .resizable(true)
        .default_size(420.0)
        .size_range(320.0..=560.0)
        .show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("comment_form_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| form(ui, language, window, queue));
        });
    CentralPanel::default().show(ui, |ui| {
        ScrollArea::vertical()
            .id_salt("comment_case_sheet")
            .auto_shrink([false, false])
            .show(ui, |ui| match &window.case {
                None => {
                    ui.label(RichText::new(language.tr("comment-choose-case")).weak());
                }
                Some(case) => {
                    case_sheet::header(ui, case, language);
                    let board = BoardModel {
                        double_dummy: &DoubleDummyState::Idle,
                        traveller: &TravellerState::Idle,
                    };
                    case_sheet::show(ui, case, &board, language, queue);
                }
            });
    });
}

/// On a server the login's name on the panel; on a file, whom the editor writes as.
fn who(ui: &mut Ui, language: Language, window: &mut CommentWindow) {
    if window.on_server {
        if let Some(name) = window.name() {
            let mut args = FluentArgs::new();
            args.set("name", name.to_string());
            args.set("login", window.login.clone());
            ui.label(language.tr_args("comment-as-login", &args));
        }
        return;
    }
    let names = window.names();
    if names.is_empty() {
        return;
    }
    let mut chosen = window.as_name.clone();
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("comment-as"));
        ComboBox::from_id_salt("comment_as")
            .selected_text(&chosen)
            .show_ui(ui, |ui| {
                for name in &names {
                    ui.selectable_value(&mut chosen, name.clone(), name);
                }
            })
            .response
            .labelled_by(label.id);
        ui.label(RichText::new(language.tr("comment-as-hint")).weak());
    });
    if chosen != window.as_name {
        window.write_as(chosen);
    }
}

fn case_list(ui: &mut Ui, language: Language, window: &CommentWindow, queue: &mut CommandQueue) {
    let asked = window.asked();
    let mut args = FluentArgs::new();
    args.set("count", asked.len());
    ui.label(RichText::new(language.tr_args("comment-cases", &args)).strong());
    if asked.is_empty() {
        ui.label(RichText::new(language.tr("comment-no-cases")).weak());
        return;
    }
    let chosen = window.chosen();
    ScrollArea::vertical()
        .id_salt("comment_case_list")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for case in asked {
                let listed = &case.case;
                // One line a case: its number, whether he has written, and as much of the
                // event as fits (the whole of it on hover).
                let mut text = listed.case_number.clone();
                if window.written(case) {
                    text.push_str(&format!(" — {}", language.tr("comment-written")));
                }
                if !listed.event.trim().is_empty() {
                    text.push_str(&format!(" · {}", listed.event.trim()));
                }
                let selected = chosen == Some(listed.uuid);
                let row = ui
                    .add(Button::selectable(selected, text).truncate())
                    .on_hover_text(listed.event.trim());
                if row.clicked() && !selected {
                    queue.push(Command::ChooseCommentCase(listed.uuid));
                }
            }
        });
}

/// The commentator's comment, marks and verdict, Save, and the others' comments.
fn form(ui: &mut Ui, language: Language, window: &mut CommentWindow, queue: &mut CommandQueue) {
    let Some((case, panel, member)) = window.chosen_case() else {
        return;
    };
    let (panel, member) = (panel.clone(), member.clone());
    let comments = case.case.comments.clone();
    let mut args = FluentArgs::new();
    args.set("case", case.case.case_number.clone());
    ui.heading(language.tr_args("comment-yours", &args));
    let mut args = FluentArgs::new();
    args.set("scope", panel.scope.to_string());
    args.set("scale", panel.mark_scale);
    ui.label(RichText::new(language.tr_args("comment-panel-line", &args)).weak());
    let draft = &mut window.draft;
    let label = ui.label(language.tr("comment-text"));
    ui.add(
        TextEdit::multiline(&mut draft.comment)
            .hint_text(language.tr("comment-text-hint"))
            .desired_rows(8)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    let mut args = FluentArgs::new();
    args.set("scale", panel.mark_scale);
    egui::Grid::new("comment_marks")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(language.tr_args("comment-ruling-mark", &args));
            ui.add(TextEdit::singleline(&mut draft.ruling_mark).desired_width(48.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr_args("comment-decision-mark", &args));
            ui.add(TextEdit::singleline(&mut draft.decision_mark).desired_width(48.0))
                .labelled_by(label.id);
            ui.end_row();
        });
    ui.label(language.tr("comment-verdict"));
    ui.horizontal_wrapped(|ui| {
        for verdict in PanelVerdict::ALL.map(Some).into_iter().chain([None]) {
            ui.radio_value(&mut draft.verdict, verdict, verdict_name(verdict, language));
        }
    });
    ui.add_space(4.0);
    if ui.button(language.tr("comment-save")).clicked() {
        queue.push(Command::SaveComment);
    }
    match &window.outcome {
        None => {}
        Some(CommentOutcome::Saved(when)) => {
            let mut args = FluentArgs::new();
            let local = when.with_timezone(&chrono::Local);
            args.set("time", local.format("%H:%M:%S").to_string());
            ui.label(RichText::new(language.tr_args("comment-saved", &args)).strong());
        }
        Some(CommentOutcome::Failed(error)) => notice_line(ui, &error.describe(language)),
    }
    ui.separator();
    // A server sends no comment the login may not read yet; a file holds them all.
    let all_known = !window.on_server;
    others(ui, language, &panel, &member, &comments, all_known);
}

/// The others' comments the commentator may read, or why they are not shown yet: hidden until
/// his own is written, when the panel says so and there are any (or, on a server, may be).
fn others(
    ui: &mut Ui,
    language: Language,
    panel: &Panel,
    member: &PanelMember,
    comments: &[PanelComment],
    all_known: bool,
) {
    ui.label(RichText::new(language.tr("comment-others")).strong());
    let written = own(comments, member).is_some_and(PanelComment::is_written);
    let any = comments
        .iter()
        .any(|c| c.commentator.trim() != member.name.trim());
    if panel.hide_others_until_written && !written && (any || !all_known) {
        ui.label(RichText::new(language.tr("comment-others-hidden")).weak());
        return;
    }
    let others: Vec<&PanelComment> = panel
        .visible_comments(member, comments)
        .into_iter()
        .filter(|c| c.commentator.trim() != member.name.trim())
        .collect();
    if others.is_empty() {
        ui.label(RichText::new(language.tr("comment-others-none")).weak());
    }
    for comment in others {
        ui.add_space(4.0);
        ui.label(RichText::new(&comment.commentator).strong());
        let mark = |m: Option<u8>| m.map_or_else(|| "—".to_string(), |m| m.to_string());
        let mut args = FluentArgs::new();
        args.set("ruling", mark(comment.ruling_mark));
        args.set("decision", mark(comment.decision_mark));
        ui.label(format!(
            "{}; {}",
            language.tr_args("comment-marks", &args),
            verdict_name(comment.verdict, language)
        ));
        if !comment.comment.trim().is_empty() {
            ui.add(SuitText::new(&comment.comment));
        }
    }
}
