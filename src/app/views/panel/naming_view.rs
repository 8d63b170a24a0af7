//! The Panel window drawn: which panel, its year and event, the commentators one under another
//! (name, login on a server, the line about each, the cases each is asked about), the hidden
//! comments, the scale of marks, the closing remarks, and Save and Remove.

use super::naming::{MemberDraft, PanelCase, PanelOutcome, PanelWindow};
use crate::app::command::{Command, CommandQueue};
use crate::i18n::{Described, FluentArgs, Language};
use egui::{Align2, ComboBox, Frame, RichText, ScrollArea, TextEdit, Ui, Vec2, Window};

/// Draws the window when it is open.
pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut PanelWindow,
    queue: &mut CommandQueue,
) {
    if !window.open {
        return;
    }
    let mut open = true;
    Window::new(language.tr("panel-title"))
        .id(egui::Id::unique("panel_window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([760.0, 640.0])
        // Placed once, below the menu, and left where it is as commentators are added.
        .pivot(Align2::CENTER_TOP)
        .default_pos(ctx.content_rect().center_top() + Vec2::new(0.0, 48.0))
        .show(ctx, |ui| {
            if let Some(failure) = &window.failure {
                super::super::notice_line(ui, &failure.describe(language));
                return;
            }
            if !window.allowed {
                super::super::notice_line(ui, &language.tr("panel-not-allowed"));
                return;
            }
            body(ui, language, window, queue);
        });
    window.open = open;
}

fn body(ui: &mut Ui, language: Language, window: &mut PanelWindow, queue: &mut CommandQueue) {
    choose_panel(ui, language, window);
    egui::Grid::new("panel_scope")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(language.tr("panel-year"));
            ui.add(TextEdit::singleline(&mut window.draft.year).desired_width(60.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("panel-event"));
            ui.add(
                TextEdit::singleline(&mut window.draft.event)
                    .hint_text(language.tr("panel-event-hint"))
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    ui.add_space(6.0);
    ui.label(RichText::new(language.tr("panel-commentators")).strong());
    // The buttons stay in sight below a long list.
    let below = ui.spacing().interact_size.y * 12.0;
    ScrollArea::vertical()
        .id_salt("panel_members")
        .max_height((ui.available_height() - below).max(160.0))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let cases: Vec<PanelCase> = window.cases_of_draft().into_iter().cloned().collect();
            let mut removed = None;
            for (n, member) in window.draft.members.iter_mut().enumerate() {
                ui.push_id(("panel_member", n), |ui| {
                    if member_form(ui, language, member, &cases, window.on_server) {
                        removed = Some(n);
                    }
                });
            }
            if let Some(n) = removed {
                window.draft.members.remove(n);
            }
            if window.draft.members.is_empty() {
                ui.label(RichText::new(language.tr("panel-no-commentators")).weak());
            }
            if ui.button(language.tr("panel-add-member")).clicked() {
                window.draft.members.push(MemberDraft::default());
            }
        });
    ui.add_space(6.0);
    ui.checkbox(
        &mut window.draft.hide_others,
        language.tr("panel-hide-others"),
    );
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("panel-scale"));
        ui.add(TextEdit::singleline(&mut window.draft.scale).desired_width(40.0))
            .labelled_by(label.id);
    });
    let label = ui.label(language.tr("panel-closing"));
    ui.add(
        TextEdit::multiline(&mut window.draft.closing_remarks)
            .hint_text(language.tr("panel-closing-hint"))
            .desired_rows(3)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui.button(language.tr("panel-save")).clicked() {
            queue.push(Command::SavePanel);
        }
        if window.editing.is_some() && ui.button(language.tr("panel-remove")).clicked() {
            window.asking_remove = true;
        }
    });
    remove_question(ui, language, window, queue);
    outcome(ui, language, window);
}

/// The panels stored, and a new one.
fn choose_panel(ui: &mut Ui, language: Language, window: &mut PanelWindow) {
    let new = language.tr("panel-new");
    let current = window
        .editing
        .as_ref()
        .map_or_else(|| new.clone(), ToString::to_string);
    let mut chosen = window.editing.clone();
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("panel-choose"));
        ComboBox::from_id_salt("panel_choose")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for panel in &window.panels {
                    ui.selectable_value(
                        &mut chosen,
                        Some(panel.scope.clone()),
                        panel.scope.to_string(),
                    );
                }
                ui.selectable_value(&mut chosen, None, new);
            })
            .response
            .labelled_by(label.id);
    });
    if chosen != window.editing {
        window.choose(chosen.as_ref());
    }
}

/// One commentator's fields; true when Remove was clicked.
fn member_form(
    ui: &mut Ui,
    language: Language,
    member: &mut MemberDraft,
    cases: &[PanelCase],
    on_server: bool,
) -> bool {
    let mut remove = false;
    Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let label = ui.label(language.tr("panel-member-name"));
            ui.add(TextEdit::singleline(&mut member.name).desired_width(220.0))
                .labelled_by(label.id);
            if on_server {
                let label = ui.label(language.tr("panel-member-login"));
                ui.add(
                    TextEdit::singleline(&mut member.login)
                        .hint_text(language.tr("panel-member-login-hint"))
                        .desired_width(140.0),
                )
                .labelled_by(label.id);
            }
            remove = ui.button(language.tr("panel-member-remove")).clicked();
        });
        ui.horizontal(|ui| {
            let label = ui.label(language.tr("panel-member-about"));
            ui.add(
                TextEdit::singleline(&mut member.about)
                    .hint_text(language.tr("panel-member-about-hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(language.tr("panel-member-asked"));
            ui.checkbox(&mut member.every, language.tr("panel-member-every"));
        });
        if !member.every {
            if cases.is_empty() {
                ui.label(RichText::new(language.tr("panel-member-no-cases")).weak());
            }
            ui.horizontal_wrapped(|ui| {
                for case in cases {
                    let mut on = member.asked.contains(&case.uuid);
                    if ui.checkbox(&mut on, &case.number).changed() {
                        if on {
                            member.asked.push(case.uuid);
                        } else {
                            member.asked.retain(|u| *u != case.uuid);
                        }
                    }
                }
            });
        }
    });
    remove
}

/// The question before the panel is removed.
fn remove_question(
    ui: &mut Ui,
    language: Language,
    window: &mut PanelWindow,
    queue: &mut CommandQueue,
) {
    let Some(scope) = window.editing.as_ref().filter(|_| window.asking_remove) else {
        return;
    };
    let mut args = FluentArgs::new();
    args.set("scope", scope.to_string());
    ui.label(RichText::new(language.tr_args("panel-remove-question", &args)).strong());
    ui.horizontal(|ui| {
        if ui.button(language.tr("panel-remove-confirm")).clicked() {
            queue.push(Command::RemovePanel);
        }
        if ui.button(language.tr("panel-remove-cancel")).clicked() {
            window.asking_remove = false;
        }
    });
}

fn outcome(ui: &mut Ui, language: Language, window: &PanelWindow) {
    match &window.outcome {
        None => {}
        Some(PanelOutcome::Saved { scope, members }) => {
            let mut args = FluentArgs::new();
            args.set("scope", scope.to_string());
            args.set("count", *members);
            ui.label(RichText::new(language.tr_args("panel-saved", &args)).strong());
            if window.on_server {
                let mut args = FluentArgs::new();
                args.set("scope", grant_scope(scope));
                ui.label(RichText::new(language.tr_args("panel-server-invite", &args)).weak());
            }
        }
        Some(PanelOutcome::Removed(scope)) => {
            let mut args = FluentArgs::new();
            args.set("scope", scope.to_string());
            ui.label(RichText::new(language.tr_args("panel-removed", &args)).strong());
        }
        Some(PanelOutcome::Failed(error)) => {
            super::super::notice_line(ui, &error.describe(language));
        }
    }
}

/// The grant's options for a panel: `--year 2026`, `--event "Кубок"`.
fn grant_scope(scope: &casebook::panel::PanelScope) -> String {
    let mut options = Vec::new();
    if let Some(year) = scope.year {
        options.push(format!("--year {year}"));
    }
    if !scope.event.trim().is_empty() {
        options.push(format!("--event \"{}\"", scope.event.trim()));
    }
    options.join(" ")
}
