//! The Facts tab: the facts both sides accept, the facts in dispute with what the committee
//! found, and each party's statement in the order they were heard.

use super::items::{ItemAction, form_grid, item_controls};
use crate::app::widgets::deal_diagram::seat_key;
use crate::app::widgets::form::{self, choice_row, text_area_row, text_row};
use crate::i18n::Language;
use casebook::bridge::Seat;
use casebook::case::{Case, DisputedFact, Statement};
use egui::{RichText, Ui};

pub fn show(ui: &mut Ui, case: &mut Case, language: Language) {
    form::heading(ui, &language.tr("editor-facts"));
    ui.label(RichText::new(language.tr("editor-facts-agreed-hint")).weak());
    form_grid("facts-agreed").show(ui, |ui| {
        text_area_row(
            ui,
            &language.tr("editor-facts-agreed"),
            &mut case.facts.agreed,
            6,
        );
    });

    form::heading(ui, &language.tr("editor-facts-disputed"));
    disputed(ui, &mut case.facts.disputed, language);

    form::heading(ui, &language.tr("editor-statements"));
    statements(ui, &mut case.statements, language);
}

fn disputed(ui: &mut Ui, facts: &mut Vec<DisputedFact>, language: Language) {
    let mut action = None;
    let count = facts.len();
    form_grid("facts-disputed").show(ui, |ui| {
        for (i, fact) in facts.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-disputed-fact"), i + 1);
            text_area_row(
                ui,
                &format!("{name}: {}", language.tr("editor-disputed-point")),
                &mut fact.point,
                2,
            );
            text_area_row(
                ui,
                &format!("{name}: {}", language.tr("editor-disputed-finding")),
                &mut fact.finding,
                2,
            );
            ui.label("");
            if let Some(a) = item_controls(ui, language, &name, i, count, false) {
                action = Some(a);
            }
            ui.end_row();
        }
    });
    if let Some(action) = action {
        action.apply(facts);
    }
    if ui.button(language.tr("editor-add-disputed-fact")).clicked() {
        facts.push(DisputedFact::default());
    }
}

fn statements(ui: &mut Ui, statements: &mut Vec<Statement>, language: Language) {
    let mut seats = vec![(None, language.tr("editor-not-a-player"))];
    seats.extend(Seat::ALL.map(|s| (Some(s), language.tr(&seat_key(s)))));
    let mut action: Option<ItemAction> = None;
    let count = statements.len();
    form_grid("statements").show(ui, |ui| {
        for (i, statement) in statements.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-statement"), i + 1);
            text_row(
                ui,
                &format!("{name}: {}", language.tr("editor-statement-speaker")),
                &mut statement.speaker,
            );
            choice_row(
                ui,
                &format!("{name}: {}", language.tr("editor-statement-seat")),
                &mut statement.seat,
                &seats,
            );
            text_area_row(
                ui,
                &format!("{name}: {}", language.tr("editor-statement-text")),
                &mut statement.text,
                4,
            );
            ui.label("");
            if let Some(a) = item_controls(ui, language, &name, i, count, true) {
                action = Some(a);
            }
            ui.end_row();
        }
    });
    if let Some(action) = action {
        action.apply(statements);
    }
    if ui.button(language.tr("editor-add-statement")).clicked() {
        statements.push(Statement::default());
    }
}
