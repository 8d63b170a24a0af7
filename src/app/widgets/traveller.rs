//! A case's board traveller from its event's results: every table's line, the case's own
//! marked, each pair's matchpoints before the ruling and after it, the pairs it moves
//! coloured; and the choice of which line is the case's.

use crate::app::command::{Command, CommandQueue};
use crate::app::jobs::traveller::TravellerState;
use crate::app::widgets::SuitText;
use crate::app::widgets::auction_grid::call_language;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::results::field::{CaseField, CaseLine};
use casebook::results::{TravellerJson, TravellerLine};
use egui::{ComboBox, Grid, RichText, Ui};

fn line_label(line: &TravellerLine, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("ns", line.ns);
    args.set("ew", line.ew);
    args.set("result", line.result.describe_in(call_language(language)));
    match line.table {
        Some(table) => {
            args.set("table", table);
            language.tr_args("traveller-line-at-table", &args)
        }
        None => language.tr_args("traveller-line", &args),
    }
}

fn figure(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.2}")
    }
}

/// The traveller of the open case with the choice of the case's line, or why there is none.
pub fn show(ui: &mut Ui, state: &TravellerState, language: Language, commands: &mut CommandQueue) {
    match state {
        TravellerState::Idle => {}
        TravellerState::Reading => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(language.tr("traveller-reading"));
            });
        }
        TravellerState::NoResults => {
            ui.label(RichText::new(language.tr("traveller-none")).weak());
        }
        TravellerState::Failed(error) => {
            crate::app::widgets::form::warning(ui, &error.describe(language));
        }
        TravellerState::Done(field) => traveller(ui, field, language, false, commands),
    }
}

/// The traveller alone, without the choice of the case's line (the adjusted-score form).
pub fn field(ui: &mut Ui, found: &CaseField, language: Language) {
    traveller(ui, found, language, true, &mut CommandQueue::default());
}

fn traveller(
    ui: &mut Ui,
    found: &CaseField,
    language: Language,
    compact: bool,
    commands: &mut CommandQueue,
) {
    let field = &found.field;
    let json = TravellerJson::new(field, true);
    let own = found.line.index();
    let mut args = FluentArgs::new();
    args.set("board", field.board.get());
    args.set("results", field.lines.len());
    args.set("top", field.top);
    ui.label(RichText::new(language.tr_args("traveller-caption", &args)).weak());
    if field.expected_results as usize != field.lines.len() {
        let mut args = FluentArgs::new();
        args.set("results", field.expected_results);
        ui.label(RichText::new(language.tr_args("traveller-neuberg", &args)).weak());
    }
    let moved_colour = ui.visuals().warn_fg_color;
    let with_ruling = found.adjustment.is_some();
    // A table wider than the pane scrolls on its own: it never widens the pane, whose texts
    // would then wrap past its right edge (a 1366×768 laptop's sheet).
    egui::ScrollArea::horizontal()
        .id_salt(("traveller-scroll", compact))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            traveller_grid(
                ui,
                found,
                &json,
                own,
                with_ruling,
                moved_colour,
                compact,
                language,
            )
        });
    traveller_notes(ui, found, language, compact, commands);
}

/// The traveller's lines, one row a table.
#[allow(clippy::too_many_arguments)]
fn traveller_grid(
    ui: &mut Ui,
    found: &CaseField,
    json: &TravellerJson,
    own: Option<usize>,
    with_ruling: bool,
    moved_colour: egui::Color32,
    compact: bool,
    language: Language,
) {
    let field = &found.field;
    Grid::new(("traveller", compact))
        .striped(true)
        .spacing([14.0, 3.0])
        .show(ui, |ui| {
            let mut headers = vec![
                language.tr("traveller-table"),
                language.tr("traveller-ns"),
                language.tr("traveller-ew"),
                language.tr("traveller-result"),
                language.tr("traveller-score"),
                language.tr("traveller-mp-ns"),
                language.tr("traveller-mp-ew"),
            ];
            if with_ruling {
                headers.push(language.tr("traveller-after-ns"));
                headers.push(language.tr("traveller-after-ew"));
            }
            for header in headers {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for (i, (rescored, line)) in field.lines.iter().zip(&json.lines).enumerate() {
                let is_own = Some(i) == own;
                let text = |t: String| {
                    let text = RichText::new(t);
                    if is_own { text.strong() } else { text }
                };
                let table = rescored.line.table.map_or(String::new(), |t| t.to_string());
                ui.label(text(if is_own {
                    format!("▶ {table}")
                } else {
                    table
                }));
                ui.label(text(line.ns.to_string()));
                ui.label(text(line.ew.to_string()));
                ui.add(SuitText::new(
                    rescored.line.result.describe_in(call_language(language)),
                ));
                ui.label(text(
                    line.score_ns.map_or(String::new(), |s| format!("{s:+}")),
                ));
                ui.label(text(figure(line.mp_ns)));
                ui.label(text(figure(line.mp_ew)));
                if with_ruling {
                    for (before, after) in [
                        (line.mp_ns, line.mp_ns_adjusted),
                        (line.mp_ew, line.mp_ew_adjusted),
                    ] {
                        let after = after.unwrap_or(before);
                        let shown = text(figure(after));
                        ui.label(if after != before {
                            shown.color(moved_colour)
                        } else {
                            shown
                        });
                    }
                }
                ui.end_row();
            }
        });
}

/// Under the traveller: the ruling put into the field, or why it could not be; which line is
/// the case's, and (not compact) the choice of it.
fn traveller_notes(
    ui: &mut Ui,
    found: &CaseField,
    language: Language,
    compact: bool,
    commands: &mut CommandQueue,
) {
    let own = found.line.index();
    match (&found.adjustment, &found.ruling_problem) {
        (Some(adjustment), _) => {
            let mut args = FluentArgs::new();
            args.set(
                "result",
                adjustment.result.describe_in(call_language(language)),
            );
            ui.add(SuitText::new(language.tr_args("traveller-ruling", &args)));
        }
        (None, Some(problem)) => {
            let mut args = FluentArgs::new();
            args.set("detail", problem.clone());
            crate::app::widgets::form::warning(
                ui,
                &language.tr_args("traveller-ruling-problem", &args),
            );
        }
        (None, None) if own.is_some() => {
            ui.label(RichText::new(language.tr("traveller-no-ruling")).weak());
        }
        (None, None) => {}
    }
    let lines = &found.board.traveller.lines;
    let problem = match &found.line {
        CaseLine::Ambiguous(_) => Some(language.tr("traveller-line-ambiguous")),
        CaseLine::NotFound => Some(language.tr("traveller-line-not-found")),
        CaseLine::ChosenMissing(table) => {
            let mut args = FluentArgs::new();
            args.set("ns", table.ns);
            args.set("ew", table.ew);
            Some(language.tr_args("traveller-line-missing", &args))
        }
        _ => None,
    };
    if let Some(problem) = problem {
        crate::app::widgets::form::warning(ui, &problem);
    }
    if compact {
        return;
    }
    let chosen = matches!(found.line, CaseLine::Chosen(_));
    let selected = match (own, chosen) {
        (Some(i), true) => line_label(&lines[i], language),
        _ => language.tr("traveller-line-by-result"),
    };
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("traveller-case-line"));
        ComboBox::from_id_salt("traveller-case-line")
            .selected_text(selected)
            .width(280.0)
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(!chosen, language.tr("traveller-line-by-result"))
                    .clicked()
                {
                    commands.push(Command::ChooseCaseLine(None));
                }
                for (i, line) in lines.iter().enumerate() {
                    if ui
                        .selectable_label(chosen && own == Some(i), line_label(line, language))
                        .clicked()
                    {
                        commands.push(Command::ChooseCaseLine(Some(i)));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
}
