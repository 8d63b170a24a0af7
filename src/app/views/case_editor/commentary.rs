//! The Commentary tab: the comments casebooks print after the decision, each by a named
//! commentator (one of the case's commentators, or a name typed), in Markdown.

use super::items::{Problems, form_grid, item_button, item_controls};
use crate::app::widgets::form::{self, text_area_row, text_row};
use crate::i18n::Language;
use casebook::case::{Case, Commentary};
use egui::{ComboBox, Id, RichText, TextEdit, Ui};

pub fn show(ui: &mut Ui, case: &mut Case, language: Language) {
    let problems = Problems::of(case);
    let known: Vec<String> = case
        .people
        .commentators
        .iter()
        .map(|c| c.name.trim().to_string())
        .filter(|name| !name.is_empty())
        .collect();
    form::heading(ui, &language.tr("editor-commentary"));
    ui.label(RichText::new(language.tr("editor-commentary-hint")).weak());
    let comments = &mut case.commentary;
    let mut action = None;
    let count = comments.len();
    form_grid("commentary").show(ui, |ui| {
        for (i, comment) in comments.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-comment"), i + 1);
            let by = format!("{name}: {}", language.tr("editor-comment-by"));
            text_row(ui, &by, &mut comment.commentator);
            problems.show(
                ui,
                &format!("commentary[{i}].commentator"),
                language,
                "editor-comment-by-missing",
            );
            if !known.is_empty() {
                ui.label("");
                choose_commentator(ui, &by, &mut comment.commentator, &known, language);
                ui.end_row();
            }
            text_area_row(
                ui,
                &format!("{name}: {}", language.tr("editor-comment-text")),
                &mut comment.text,
                8,
            );
            ui.label("");
            if let Some(a) = item_controls(ui, language, &name, i, count, true) {
                action = Some(a);
            }
            ui.end_row();
        }
    });
    if let Some(action) = action {
        action.apply(comments);
    }
    new_comment(ui, comments, &known, case.uuid, language);
}

/// A menu of the case's commentators that fills in the name (the field takes any other).
fn choose_commentator(
    ui: &mut Ui,
    field: &str,
    name: &mut String,
    known: &[String],
    language: Language,
) {
    let label = format!("{field}: {}", language.tr("editor-comment-choose"));
    let response = ComboBox::from_id_salt(Id::unique("commentator-choice").with(field))
        .selected_text(language.tr("editor-comment-choose"))
        .width(ui.available_width().min(320.0))
        .truncate()
        .show_ui(ui, |ui| {
            for known_name in known {
                if ui
                    .selectable_label(name.trim() == known_name, known_name)
                    .clicked()
                {
                    *name = known_name.clone();
                }
            }
        })
        .response;
    response.widget_info(move || egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &label));
}

/// A comment is added once it has its commentator: the store refuses a comment without.
fn new_comment(
    ui: &mut Ui,
    comments: &mut Vec<Commentary>,
    known: &[String],
    case: uuid::Uuid,
    language: Language,
) {
    let id = Id::unique("new-comment-by").with(case);
    let mut by: String = ui
        .data(|d| d.get_temp(id))
        .unwrap_or_else(|| known.first().cloned().unwrap_or_default());
    form_grid("new-comment").show(ui, |ui| {
        let field = language.tr("editor-new-comment-by");
        let label = ui.label(&field);
        ui.add(
            TextEdit::singleline(&mut by)
                .hint_text(language.tr("editor-new-comment-by-hint"))
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
        ui.end_row();
        if !known.is_empty() {
            ui.label("");
            choose_commentator(ui, &field, &mut by, known, language);
            ui.end_row();
        }
        ui.label("");
        let text = language.tr("editor-add-comment");
        if item_button(ui, &text, &text, !by.trim().is_empty()).clicked() {
            comments.push(Commentary {
                commentator: by.trim().to_string(),
                text: String::new(),
            });
        }
        ui.end_row();
    });
    ui.data_mut(|d| d.insert_temp(id, by));
}
