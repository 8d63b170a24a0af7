//! The rows of the case editor's forms: a label and the field it names, so that every input
//! carries its accessible label and the forms line up in a two-column grid.
//!
//! Fields whose text must parse (a year, a date, a number) keep what the user typed while it
//! does not parse, show why under the field, and write the value only once it is valid: a
//! half-typed date is never lost and never reaches the case.

use crate::i18n::{Described, Language};
use egui::{Color32, Id, Response, RichText, TextEdit, Ui};
use std::fmt::Display;
use std::str::FromStr;

/// A labelled one-line text field; returns whether the text changed.
pub fn text_row(ui: &mut Ui, label: &str, value: &mut String) -> bool {
    let label = ui.label(label);
    let changed = ui
        .add(TextEdit::singleline(value).desired_width(f32::INFINITY))
        .labelled_by(label.id)
        .changed();
    ui.end_row();
    changed
}

/// A labelled file chosen in a dialog: its name (or `none` while there is none) and the
/// button that opens the dialog; returns whether the button was clicked.
pub fn chosen_file_row(
    ui: &mut Ui,
    label: &str,
    file: Option<&std::path::Path>,
    none: &str,
    choose: &str,
) -> bool {
    let label = ui.label(label);
    let clicked = ui
        .horizontal(|ui| {
            let shown = file
                .and_then(|f| f.file_name())
                .map_or_else(|| none.to_string(), |n| n.to_string_lossy().into_owned());
            ui.label(RichText::new(shown).strong());
            ui.button(choose).labelled_by(label.id).clicked()
        })
        .inner;
    ui.end_row();
    clicked
}

/// A labelled multi-line text field (facts, statements, reasons), `rows` lines high.
pub fn text_area_row(ui: &mut Ui, label: &str, value: &mut String, rows: usize) -> bool {
    let label = ui.label(label);
    let changed = ui
        .add(
            TextEdit::multiline(value)
                .desired_rows(rows)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id)
        .changed();
    ui.end_row();
    changed
}

/// A labelled choice among `options` (value and what the user reads).
pub fn choice_row<T: PartialEq + Clone>(
    ui: &mut Ui,
    label: &str,
    value: &mut T,
    options: &[(T, String)],
) -> bool {
    let label_response = ui.label(label);
    let selected = options
        .iter()
        .find(|(option, _)| option == value)
        .map(|(_, text)| text.clone())
        .unwrap_or_default();
    let mut changed = false;
    // Keyed by the label, not by the label widget's automatic id: that id moves when a line
    // appears above (a warning, a saved note) and an open popup would close under the pointer.
    let response = egui::ComboBox::from_id_salt(("choice", label))
        .selected_text(selected)
        .width(ui.available_width().min(320.0))
        .show_ui(ui, |ui| {
            for (option, text) in options {
                if ui.selectable_label(option == value, text).clicked() && option != value {
                    *value = option.clone();
                    changed = true;
                }
            }
        })
        .response;
    response.labelled_by(label_response.id);
    ui.end_row();
    changed
}

/// A labelled field for a value typed as text (`Option<T>`: empty means none). What does not
/// parse stays in the field with the reason below it, in `language`; the value keeps its last
/// valid state.
pub fn parsed_row<T>(ui: &mut Ui, label: &str, value: &mut Option<T>, language: Language) -> bool
where
    T: FromStr + Display + PartialEq,
    T::Err: Described,
{
    parsed_row_with(ui, label, value, |text| {
        text.parse::<T>().map_err(|e| e.describe(language))
    })
}

/// As [`parsed_row`], with the parser given (a date in the form people write it, a seat).
pub fn parsed_row_with<T>(
    ui: &mut Ui,
    label: &str,
    value: &mut Option<T>,
    parse: impl Fn(&str) -> Result<T, String>,
) -> bool
where
    T: Display + PartialEq,
{
    let label_response = ui.label(label);
    // Keyed by the label for the same reason as the choices: the typed text must survive a
    // line appearing above the field.
    let id = ui.make_persistent_id(("typed", label));
    let shown = value.as_ref().map(ToString::to_string).unwrap_or_default();
    // The text as typed lives in egui's memory while it differs from the value.
    let mut text: String = ui.data(|data| data.get_temp::<String>(id)).unwrap_or(shown);
    let mut changed = false;
    let mut problem = None;
    let mut focused = false;
    ui.vertical(|ui| {
        let response: Response = ui
            .add(TextEdit::singleline(&mut text).desired_width(f32::INFINITY))
            .labelled_by(label_response.id);
        focused = response.has_focus();
        let trimmed = text.trim();
        let parsed = if trimmed.is_empty() {
            Ok(None)
        } else {
            parse(trimmed).map(Some)
        };
        match parsed {
            Ok(new_value) => {
                if response.changed() && new_value != *value {
                    *value = new_value;
                    changed = true;
                }
            }
            Err(reason) => problem = Some(reason),
        }
        if let Some(reason) = &problem {
            ui.label(RichText::new(reason).color(ui.visuals().error_fg_color));
        }
    });
    remember_typed(ui, id, text, problem.is_some() || focused);
    ui.end_row();
    changed
}

/// Keeps the typed text only while it matters (invalid, or being typed: a date is not
/// rewritten under the cursor); otherwise the field shows the value, so that an undo or
/// another window's change is seen.
fn remember_typed(ui: &Ui, id: Id, text: String, keep: bool) {
    ui.data_mut(|data| {
        if keep {
            data.insert_temp(id, text);
        } else {
            data.remove::<String>(id);
        }
    });
}

/// A section heading inside a form.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    ui.label(RichText::new(text).strong().size(16.0));
}

/// A short warning line (a validation the user should see but that does not block saving).
pub fn warning(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).color(Color32::from_rgb(0xb0, 0x60, 0x00)));
}
