//! The Ruling & appeal tab: the Director's ruling (the laws cited, each looked up in the case's
//! edition, the text and the adjusted score as printed) and the appeal against it (who
//! appealed and when, the grounds, who was present, the deposit).

use super::citation::{Citation, cite};
use super::items::{Problems, error_line, form_grid, item_button, item_controls};
use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::form::{self, choice_row, parsed_row_with, text_area_row, text_row};
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::Side;
use casebook::case::{Appeal, Case, Edition};
use chrono::NaiveDateTime;
use egui::{Id, TextEdit, Ui};
use std::fmt;

pub fn show(ui: &mut Ui, case: &mut Case, language: Language, commands: &mut CommandQueue) {
    form::heading(ui, &language.tr("editor-ruling"));
    laws_cited(ui, case, language, commands);
    form_grid("ruling").show(ui, |ui| {
        text_area_row(
            ui,
            &language.tr("editor-ruling-text"),
            &mut case.ruling.text,
            5,
        );
        text_row(
            ui,
            &language.tr("editor-ruling-adjusted-ns"),
            &mut case.ruling.adjusted.ns,
        );
        text_row(
            ui,
            &language.tr("editor-ruling-adjusted-ew"),
            &mut case.ruling.adjusted.ew,
        );
    });
    if !case.ruling.adjusted.outcomes.is_empty() {
        super::decision::outcomes(ui, &case.ruling.adjusted.outcomes, language);
    }
    // The outcomes are written elsewhere (an import); what is wrong with them still shows.
    for problem in Problems::of(case).under("ruling.adjusted") {
        error_line(ui, &problem.describe(language));
    }

    form::heading(ui, &language.tr("editor-appeal"));
    appeal(ui, &mut case.appeal, language);
}

fn laws_cited(ui: &mut Ui, case: &mut Case, language: Language, commands: &mut CommandQueue) {
    let edition = case.law_edition;
    let id = Id::unique("ruling-law-new").with(case.uuid);
    let laws = &mut case.ruling.laws;
    let mut action = None;
    let count = laws.len();
    form_grid("ruling-laws").show(ui, |ui| {
        for (i, law) in laws.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-law-cited"), i + 1);
            text_row(ui, &name, law);
            ui.label("");
            ui.vertical(|ui| {
                citation_line(ui, law, edition, language, commands);
                if let Some(a) = item_controls(ui, language, &name, i, count, true) {
                    action = Some(a);
                }
            });
            ui.end_row();
        }
        // A new reference is typed here and joins the list on Enter or the button.
        let mut typed: String = ui.data(|d| d.get_temp(id)).unwrap_or_default();
        let label = ui.label(language.tr("editor-cite-law"));
        let mut add = false;
        ui.horizontal(|ui| {
            let field = ui
                .add(
                    TextEdit::singleline(&mut typed)
                        .hint_text(language.tr("editor-cite-law-hint"))
                        .desired_width(240.0),
                )
                .labelled_by(label.id);
            let entered =
                field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            let text = language.tr("editor-cite-law-add");
            let clicked = item_button(ui, &text, &text, !typed.trim().is_empty()).clicked();
            add = (entered || clicked) && !typed.trim().is_empty();
        });
        ui.end_row();
        if !typed.trim().is_empty() {
            ui.label("");
            citation_line(ui, &typed, edition, language, commands);
            ui.end_row();
        }
        if add {
            laws.push(typed.trim().to_string());
            typed.clear();
        }
        ui.data_mut(|d| d.insert_temp(id, typed));
    });
    if let Some(action) = action {
        action.apply(laws);
    }
}

/// Under a reference: the unit it names (a link that opens it in the law panel), or why the
/// library cannot find it.
fn citation_line(
    ui: &mut Ui,
    text: &str,
    edition: Edition,
    language: Language,
    commands: &mut CommandQueue,
) {
    let mut args = FluentArgs::new();
    args.set("reference", text.trim().to_string());
    match cite(text, edition) {
        Citation::Found { heading, link } => {
            let response = ui
                .link(heading)
                .on_hover_text(language.tr("editor-law-open"));
            if response.clicked() {
                commands.push(Command::OpenLaw(link));
            }
        }
        Citation::Unreadable => {
            error_line(ui, &language.tr_args("editor-law-unreadable", &args));
        }
        Citation::NotInEdition {
            reference,
            edition,
            elsewhere,
        } => {
            args.set("reference", reference);
            args.set("edition", edition.year());
            let key = match elsewhere.first() {
                Some(other) => {
                    args.set("other", other.year());
                    "editor-law-not-in-edition-elsewhere"
                }
                None => "editor-law-not-found",
            };
            error_line(ui, &language.tr_args(key, &args));
        }
    }
}

/// When the appeal was lodged, shown the way the form reads it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LodgedAt(NaiveDateTime);

impl fmt::Display for LodgedAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.format("%d.%m.%Y %H:%M"))
    }
}

/// A date and time as committees write it: `17.03.2024 21:40` or `2024-03-17 21:40`.
fn parse_lodged_at(text: &str, language: Language) -> Result<LodgedAt, String> {
    let text = text.trim();
    [
        "%d.%m.%Y %H:%M",
        "%Y-%m-%d %H:%M",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
    .map(LodgedAt)
    .ok_or_else(|| language.tr("editor-appeal-lodged-invalid"))
}

fn appeal(ui: &mut Ui, appeal: &mut Appeal, language: Language) {
    form_grid("appeal").show(ui, |ui| {
        let sides = [
            (None, language.tr("editor-not-given")),
            (Some(Side::NS), language.tr("editor-side-ns")),
            (Some(Side::EW), language.tr("editor-side-ew")),
        ];
        choice_row(
            ui,
            &language.tr("editor-appellant"),
            &mut appeal.appellant,
            &sides,
        );
        let mut lodged = appeal.lodged_at.map(LodgedAt);
        if parsed_row_with(
            ui,
            &language.tr("editor-appeal-lodged"),
            &mut lodged,
            |text| parse_lodged_at(text, language),
        ) {
            appeal.lodged_at = lodged.map(|at| at.0);
        }
        text_area_row(
            ui,
            &language.tr("editor-appeal-grounds"),
            &mut appeal.grounds,
            4,
        );
        let mut deposit = appeal.deposit.clone().unwrap_or_default();
        if text_row(ui, &language.tr("editor-appeal-deposit"), &mut deposit) {
            appeal.deposit = (!deposit.trim().is_empty()).then_some(deposit);
        }
    });
    form::heading(ui, &language.tr("editor-appeal-present"));
    let mut action = None;
    let count = appeal.present.len();
    form_grid("appeal-present").show(ui, |ui| {
        for (i, person) in appeal.present.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-present-person"), i + 1);
            text_row(ui, &name, person);
            ui.label("");
            if let Some(a) = item_controls(ui, language, &name, i, count, false) {
                action = Some(a);
            }
            ui.end_row();
        }
    });
    if let Some(action) = action {
        action.apply(&mut appeal.present);
    }
    if ui.button(language.tr("editor-add-present")).clicked() {
        appeal.present.push(String::new());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_of_the_appeal_is_read_the_russian_and_the_iso_way() {
        let expected = chrono::NaiveDate::from_ymd_opt(2024, 3, 17)
            .and_then(|d| d.and_hms_opt(21, 40, 0))
            .map(LodgedAt);
        let en = Language::English;
        assert_eq!(parse_lodged_at("17.03.2024 21:40", en).ok(), expected);
        assert_eq!(parse_lodged_at("2024-03-17 21:40", en).ok(), expected);
        assert_eq!(
            expected.map(|at| at.to_string()).as_deref(),
            Some("17.03.2024 21:40"),
            "read back the way it is typed"
        );
        assert!(
            parse_lodged_at("17.03.2024", en).is_err(),
            "the time is needed"
        );
        assert!(parse_lodged_at("17.03.2024 25:00", en).is_err());
    }
}
