//! Deleting a case: the question that names the case before anything is deleted, and the bar
//! that tells of a deletion with Undo.

use crate::app::command::{Command, CommandQueue};
use crate::i18n::{FluentArgs, Language};
use casebook::case::Case;
use egui::{Button, Modal, RichText, Ui};

/// `У-03 — board 5, Кубок России — пары`: the case as the user knows it.
pub fn case_name(case: &Case, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set(
        "case",
        match case.identity.case_number.trim() {
            "" => "—".to_string(),
            number => number.to_string(),
        },
    );
    args.set("board", case.board.number.get());
    args.set("event", case.identity.event.trim().to_string());
    let key = if case.identity.event.trim().is_empty() {
        "delete-case-name"
    } else {
        "delete-case-name-event"
    };
    language.tr_args(key, &args)
}

/// The question before `case` is deleted: Delete or Cancel (Escape cancels).
pub fn question(ctx: &egui::Context, language: Language, case: &Case, queue: &mut CommandQueue) {
    let mut args = FluentArgs::new();
    args.set("name", case_name(case, language));
    let response = Modal::new(egui::Id::unique("delete_case_question")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.label(RichText::new(language.tr_args("delete-question", &args)).strong());
        ui.add_space(ui.spacing().item_spacing.y);
        ui.label(language.tr("delete-question-detail"));
        ui.add_space(ui.spacing().item_spacing.y * 2.0);
        ui.horizontal(|ui| {
            let delete = Button::new(
                RichText::new(language.tr("delete-confirm")).color(ui.visuals().error_fg_color),
            );
            if ui.add(delete).clicked() {
                queue.push(Command::ConfirmDelete);
            }
            if ui.button(language.tr("delete-cancel")).clicked() {
                queue.push(Command::CancelDelete);
            }
        });
    });
    if response.should_close() && !queue.pending().contains(&Command::ConfirmDelete) {
        queue.push(Command::CancelDelete);
    }
}

/// "Case У-03 deleted." with Undo and a close button, above the case.
pub fn deleted_bar(ui: &mut Ui, language: Language, case: &Case, queue: &mut CommandQueue) {
    let mut args = FluentArgs::new();
    args.set("name", case_name(case, language));
    ui.horizontal_wrapped(|ui| {
        ui.label(language.tr_args("delete-done", &args));
        if ui.button(language.tr("delete-undo")).clicked() {
            queue.push(Command::UndoDelete);
        }
        if ui
            .small_button("✕")
            .on_hover_text(language.tr("delete-dismiss"))
            .clicked()
        {
            queue.push(Command::DismissDeleted);
        }
    });
    ui.separator();
}

/// The offer, made once, to remove the training cases an earlier version put into this
/// database and nobody changed since.
pub fn training_offer_bar(ui: &mut Ui, language: Language, count: usize, queue: &mut CommandQueue) {
    let mut args = FluentArgs::new();
    args.set("count", count);
    ui.horizontal_wrapped(|ui| {
        ui.label(language.tr_args("training-offer", &args));
        if ui.button(language.tr("training-offer-remove")).clicked() {
            queue.push(Command::AnswerTrainingOffer(true));
        }
        if ui.button(language.tr("training-offer-keep")).clicked() {
            queue.push(Command::AnswerTrainingOffer(false));
        }
    });
    ui.separator();
}
