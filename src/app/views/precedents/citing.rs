//! Under the unit shown in the law panel: the cases that cite it (or a unit below it), in
//! either edition, newest first, each with its decision in one line.

use super::{case_heading, decision_line, index_ready};
use crate::app::command::{Command, CommandQueue};
use crate::app::jobs::precedents::IndexState;
use crate::app::law_link::LawLink;
use crate::i18n::{FluentArgs, Language};
use casebook::precedent::{CaseDigest, CitedElsewhere};
use egui::{CollapsingHeader, RichText, Ui};

/// The cases citing the unit the law panel shows, from the precedent index.
pub struct CitingModel<'a> {
    pub state: &'a IndexState,
    pub cases: Option<&'a [CaseDigest]>,
    /// When none cites the unit: the same number in the other edition, which cases cite.
    pub elsewhere: Option<&'a CitedElsewhere>,
}

/// How many cases are listed before "and N more".
const SHOWN: usize = 25;
/// The height of the list, in points, before it scrolls.
const LIST_HEIGHT: f32 = 240.0;

pub fn show(ui: &mut Ui, language: Language, model: &CitingModel<'_>, commands: &mut CommandQueue) {
    let (state, citing) = (model.state, model.cases);
    let count = citing.map_or(0, <[CaseDigest]>::len);
    let mut args = FluentArgs::new();
    args.set("count", count);
    CollapsingHeader::new(language.tr_args("precedents-citing-heading", &args))
        .id_salt("law-panel-citing")
        .default_open(true)
        .show(ui, |ui| {
            if !index_ready(ui, state, language) {
                return;
            }
            let cases = citing.unwrap_or_default();
            if cases.is_empty() {
                match model.elsewhere {
                    Some(found) => elsewhere(ui, found, language, commands),
                    None => {
                        ui.label(RichText::new(language.tr("precedents-citing-none")).weak());
                    }
                }
                return;
            }
            // The law text stays in view below: the list scrolls on its own.
            egui::ScrollArea::vertical()
                .id_salt("law-panel-citing-list")
                .max_height(LIST_HEIGHT)
                .show(ui, |ui| {
                    for digest in cases.iter().take(SHOWN) {
                        case_heading(ui, digest, language, commands);
                        decision_line(ui, digest, language);
                        ui.add_space(ui.spacing().item_spacing.y);
                    }
                    if cases.len() > SHOWN {
                        let mut args = FluentArgs::new();
                        args.set("count", cases.len() - SHOWN);
                        ui.label(
                            RichText::new(language.tr_args("precedents-citing-more", &args)).weak(),
                        );
                    }
                });
        });
}

/// "5 cases cite 16A of the 1997 Laws (= 16B of 2017)", and the way to that unit.
fn elsewhere(ui: &mut Ui, found: &CitedElsewhere, language: Language, commands: &mut CommandQueue) {
    let mut args = FluentArgs::new();
    args.set("count", found.cases);
    args.set("label", found.label.clone());
    args.set("edition", found.edition.year().to_string());
    let line = match &found.counterpart {
        Some(counterpart) => {
            args.set("counterpart", counterpart.clone());
            args.set("asked", found.asked.year().to_string());
            language.tr_args("precedents-citing-elsewhere-as", &args)
        }
        None => language.tr_args("precedents-citing-elsewhere", &args),
    };
    ui.label(line);
    if let Some(link) = LawLink::new(found.anchor.as_str())
        && ui
            .link(language.tr_args("precedents-citing-elsewhere-open", &args))
            .clicked()
    {
        commands.push(Command::OpenLaw(link));
    }
}
