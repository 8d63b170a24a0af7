//! The poll behind a logical-alternative step: the problem put to the pollees, the pollees in an
//! editable table, and per action the verdict with the raw counts (the guide's `first-appeal.md`,
//! "The logical-alternative poll"), drawn as bars against the threshold of the case's profile.

use super::poll_answer;
use super::served::{self, ServedPollsView};
use crate::app::command::{Command, CommandQueue};
use crate::app::widgets::form;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::adjust::Rational;
use casebook::bridge::{Auction, Hand};
use casebook::case::{Case, Poll, PolleeAnswer};
use casebook::hearing::{PollSheet, PolledDecision};
use casebook::poll::served::ServedPoll;
use casebook::poll::{ActionVerdict, PollThresholds, verdicts};
use casebook::profile::Profile;
use casebook::workflow::Step;
use egui::{Align2, Button, Color32, FontId, Grid, RichText, Sense, Stroke, TextEdit, Ui, vec2};

/// The polls of the case that inform `step` (named by its id or its last segment, as the
/// samples do), with a way to add one.
pub fn show(
    ui: &mut Ui,
    case: &mut Case,
    step: &Step,
    served: &mut ServedPollsView,
    language: Language,
    commands: &mut CommandQueue,
) {
    let profile = Profile::for_case(case);
    let thresholds = profile.as_ref().ok().map(Profile::poll_thresholds);
    let polls: Vec<usize> = case
        .polls
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.step
                .as_deref()
                .is_some_and(|s| s == step.id || s == step.short_id())
        })
        .map(|(i, _)| i)
        .collect();
    form::heading(ui, &language.tr("poll-heading"));
    // The problems as the pollees are to see them, from the record (no UI in them): the call
    // at the decision point, and the opening lead.
    let sheets = [PolledDecision::Call, PolledDecision::OpeningLead]
        .map(|decision| (decision, PollSheet::for_decision(case, decision, "")));
    ui.horizontal_wrapped(|ui| {
        for (decision, sheet) in &sheets {
            let (key, hint) = match decision {
                PolledDecision::Call => ("poll-print-sheet", "poll-print-sheet-hint"),
                PolledDecision::OpeningLead => {
                    ("poll-print-lead-sheet", "poll-print-lead-sheet-hint")
                }
            };
            let print = ui.add_enabled(sheet.is_ok(), Button::new(language.tr(key)));
            let print = match sheet {
                Err(reason) => print.on_disabled_hover_text(reason.describe(language)),
                Ok(_) => print.on_hover_text(language.tr(hint)),
            };
            if print.clicked() {
                commands.push(Command::PrintPollSheet(*decision));
            }
        }
        if let (_, Err(reason)) = &sheets[0] {
            ui.label(RichText::new(reason.describe(language)).weak());
        }
    });
    let problems: Vec<Problem> = sheets
        .iter()
        .filter_map(|(decision, sheet)| {
            let sheet = sheet.as_ref().ok()?;
            Some(Problem {
                decision: *decision,
                text: sheet.problem_text(),
                // What the polled player picks from: the calls after the auction they faced,
                // or the cards of the leader's hand.
                facing: sheet.polled_call().map(|at| case.auction.calls.before(at)),
                hand: sheet.hand,
            })
        })
        .collect();
    let case_language = case.language.clone();
    if polls.is_empty() {
        ui.label(RichText::new(language.tr("poll-none")).weak());
    }
    for (n, index) in polls.iter().enumerate() {
        let Some(poll) = case.polls.get_mut(*index) else {
            continue;
        };
        ui.push_id(("poll", n), |ui| {
            poll_ui(ui, poll, &problems, &case_language, language);
            // The answers of the poll served to phones, counted with the poll's own.
            served::show(ui, *index, served, language, commands);
            let mut counted = poll.clone();
            counted.pollees.extend(
                served
                    .polls
                    .iter()
                    .filter(|s| s.poll == *index)
                    .flat_map(ServedPoll::counted),
            );
            if let Some(thresholds) = thresholds.as_ref() {
                verdicts_ui(ui, &counted, thresholds, language);
            }
        });
    }
    if let Ok(profile) = &profile {
        let mut args = FluentArgs::new();
        args.set("share", percent(profile.la_threshold.value));
        args.set("obvious", percent(profile.obvious_threshold.value));
        args.set("source", profile.la_threshold.source.clone());
        ui.label(RichText::new(language.tr_args("poll-thresholds", &args)).weak());
    }
    if ui.button(language.tr("poll-add")).clicked() {
        case.polls.push(Poll {
            step: Some(step.id.clone()),
            problem: String::new(),
            // No blank row: a pollee without an action cannot be saved, and the answers
            // come from the bidding box or "Add a pollee".
            pollees: Vec::new(),
        });
    }
}

/// A share as a percentage: `30%` (the weight's own writing, which is already in percent).
fn percent(value: Rational) -> String {
    value.weight_text('.')
}

/// A decision the record lets the committee poll: the problem as the pollees see it, and what
/// the polled player picks from.
struct Problem {
    decision: PolledDecision,
    text: String,
    /// The auction before the call polled; `None` for the opening lead.
    facing: Option<Auction>,
    hand: Hand,
}

fn poll_ui(
    ui: &mut Ui,
    poll: &mut Poll,
    problems: &[Problem],
    case_language: &str,
    language: Language,
) {
    Grid::new("poll-problem")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            form::text_area_row(ui, &language.tr("poll-problem"), &mut poll.problem, 2);
        });
    // The decision this poll is about: the one whose problem it states, else the call.
    let polled = problems
        .iter()
        .find(|p| p.text.trim() == poll.problem.trim())
        .or_else(|| {
            problems
                .first()
                .filter(|p| p.decision == PolledDecision::Call)
        });
    ui.horizontal_wrapped(|ui| {
        for problem in problems {
            let key = match problem.decision {
                PolledDecision::Call => "poll-fill-problem",
                PolledDecision::OpeningLead => "poll-fill-lead-problem",
            };
            if poll.problem.trim() != problem.text.trim() && ui.button(language.tr(key)).clicked() {
                poll.problem = problem.text.clone();
            }
        }
    });
    pollee_table(ui, &mut poll.pollees, language);
    if ui.button(language.tr("poll-add-pollee")).clicked() {
        poll.pollees.push(PolleeAnswer::default());
    }
    let picker = polled.map(|p| match &p.facing {
        Some(facing) => poll_answer::Picker::Calls(facing),
        None => poll_answer::Picker::Cards(p.hand),
    });
    if let Some(picker) = picker
        && let Some(answer) = poll_answer::entry(ui, picker, case_language, language)
    {
        // The blank row "Add a pollee" leaves is filled first.
        match poll
            .pollees
            .iter_mut()
            .find(|p| **p == PolleeAnswer::default())
        {
            Some(blank) => *blank = answer,
            None => poll.pollees.push(answer),
        }
    }
}

/// The verdicts of the answers `poll` holds, as a table and a chart.
fn verdicts_ui(ui: &mut Ui, poll: &Poll, thresholds: &PollThresholds, language: Language) {
    let pollees = casebook::poll::pollees_of(poll);
    match verdicts(&pollees, thresholds) {
        Ok(found) => {
            verdict_table(ui, &found, language);
            chart(ui, &found, thresholds, language);
        }
        Err(error) => form::warning(ui, &error.describe(language)),
    }
}

/// Name, level, action, the actions seriously considered (comma-separated) and a comment, one
/// pollee a row; each field named for screen readers by its pollee and column. The columns
/// share the width there is, so that a name and a class are read whole at a laptop's width.
fn pollee_table(ui: &mut Ui, pollees: &mut Vec<PolleeAnswer>, language: Language) {
    let headers = [
        language.tr("poll-name"),
        language.tr("poll-level"),
        language.tr("poll-action"),
        language.tr("poll-considered"),
        language.tr("poll-comment"),
    ];
    let widths = pollee_columns(ui.available_width(), ui.spacing().item_spacing.x);
    let row_height = ui.spacing().interact_size.y;
    let mut removed = None;
    ui.horizontal(|ui| {
        ui.add_space(NUMBER_WIDTH + ui.spacing().item_spacing.x);
        for (header, width) in headers.iter().zip(widths) {
            // Left-aligned over its column, as the fields' text is.
            let layout = egui::Layout::left_to_right(egui::Align::Center);
            ui.allocate_ui_with_layout(vec2(width, row_height), layout, |ui| {
                ui.set_min_width(width);
                ui.add(egui::Label::new(RichText::new(header).weak()).truncate());
            });
        }
    });
    for (i, pollee) in pollees.iter_mut().enumerate() {
        let mut args = FluentArgs::new();
        args.set("number", (i + 1).to_string());
        let who = language.tr_args("poll-pollee", &args);
        let name = |h: &str| format!("{who}: {h}");
        ui.horizontal(|ui| {
            ui.add_sized(
                [NUMBER_WIDTH, row_height],
                egui::Label::new(format!("{}.", i + 1)),
            );
            ui.add_sized(
                [widths[0], row_height],
                TextEdit::singleline(&mut pollee.name),
            )
            .accessible_name(name(&headers[0]));
            ui.add_sized(
                [widths[1], row_height],
                TextEdit::singleline(&mut pollee.level),
            )
            .accessible_name(name(&headers[1]));
            ui.add_sized(
                [widths[2], row_height],
                TextEdit::singleline(&mut pollee.action),
            )
            .accessible_name(name(&headers[2]));
            considered_field(ui, &mut pollee.considered, &name(&headers[3]), widths[3]);
            ui.add_sized(
                [widths[4], row_height],
                TextEdit::singleline(&mut pollee.comment),
            )
            .accessible_name(name(&headers[4]));
            let remove = language.tr_args("poll-remove-pollee", &args);
            if ui
                .small_button("✕")
                .on_hover_text(&remove)
                .accessible_name(remove)
                .clicked()
            {
                removed = Some(i);
            }
        });
    }
    if let Some(i) = removed {
        pollees.remove(i);
    }
}

/// The width of the pollee's number before each row.
const NUMBER_WIDTH: f32 = 24.0;

/// The five columns' widths (name, level, action, considered, comment) in `available` points:
/// each its share of what is left beside the number and the remove button, never narrower
/// than a short word.
fn pollee_columns(available: f32, spacing: f32) -> [f32; 5] {
    const SHARES: [f32; 5] = [0.2, 0.27, 0.12, 0.16, 0.25];
    const FLOOR: [f32; 5] = [90.0, 90.0, 50.0, 70.0, 90.0];
    let remove_button = 24.0;
    let left = (available - NUMBER_WIDTH - remove_button - 6.0 * spacing).max(0.0);
    std::array::from_fn(|c| (left * SHARES[c]).max(FLOOR[c]))
}

/// The actions considered, typed as `Pass, 4♠`; what is typed stays as typed while the
/// field has focus, so that a trailing comma is not taken away under the cursor.
fn considered_field(ui: &mut Ui, considered: &mut Vec<String>, name: &str, width: f32) {
    let id = ui.scope_id().with(("poll-considered", name));
    let shown = considered.join(", ");
    let mut text: String = ui.data(|d| d.get_temp::<String>(id)).unwrap_or(shown);
    let response = ui
        .add_sized(
            [width, ui.spacing().interact_size.y],
            TextEdit::singleline(&mut text),
        )
        .accessible_name(name);
    if response.changed() {
        *considered = text
            .split([',', ';'])
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(str::to_string)
            .collect();
    }
    let focused = response.has_focus();
    ui.data_mut(|d| {
        if focused {
            d.insert_temp(id, text);
        } else {
            d.remove::<String>(id);
        }
    });
}

fn share_text(share: Rational) -> String {
    format!("{:.0}%", share.to_f64() * 100.0)
}

/// Per action: the counts, the shares, the interval and the flags.
fn verdict_table(ui: &mut Ui, found: &[ActionVerdict], language: Language) {
    // Narrow columns whose headers and verdicts wrap: the table fits beside the like-cases pane.
    Grid::new("poll-verdicts")
        .striped(true)
        .spacing([10.0, 4.0])
        .max_col_width(130.0)
        .show(ui, |ui| {
            for key in [
                "poll-col-action",
                "poll-col-chose",
                "poll-col-considered",
                "poll-col-interval",
                "poll-col-verdict",
            ] {
                ui.add(egui::Label::new(RichText::new(language.tr(key)).weak()).wrap());
            }
            ui.end_row();
            for verdict in found {
                ui.label(RichText::new(&verdict.action).strong());
                let count = |n: u32, share: Rational| {
                    let mut args = FluentArgs::new();
                    args.set("count", n.to_string());
                    args.set("polled", verdict.polled.to_string());
                    args.set("share", share_text(share));
                    language.tr_args("poll-count", &args)
                };
                ui.label(count(verdict.chose, verdict.chose_share));
                ui.label(count(
                    verdict.chose_or_considered,
                    verdict.chose_or_considered_share,
                ));
                let interval = verdict.chose_or_considered_interval;
                ui.label(format!(
                    "{:.0}–{:.0}%",
                    interval.low * 100.0,
                    interval.high * 100.0
                ));
                let mut flags = Vec::new();
                if verdict.logical_alternative {
                    flags.push(language.tr("poll-la"));
                }
                if verdict.obvious {
                    flags.push(language.tr("poll-obvious"));
                }
                if flags.is_empty() {
                    flags.push(language.tr("poll-not-la"));
                }
                ui.add(egui::Label::new(flags.join(", ")).wrap());
                ui.end_row();
            }
        });
}

/// Bars per action: chosen (dark) within chosen-or-considered (light), the 95% interval of
/// the latter as a whisker, and the profile's LA threshold as a line across.
fn chart(ui: &mut Ui, found: &[ActionVerdict], thresholds: &PollThresholds, language: Language) {
    let row_height = 22.0;
    let label_width = 90.0;
    let width = ui.available_width().clamp(240.0, 560.0);
    let height = row_height * found.len() as f32 + 26.0;
    let (response, painter) = ui.allocate_painter(vec2(width, height), Sense::hover());
    let rect = response.rect;
    let visuals = ui.visuals();
    let text_colour = visuals.text_color();
    let chose_colour = Color32::from_rgb(0x1e, 0x5a, 0xa8);
    let considered_colour = Color32::from_rgb(0x9c, 0xc3, 0xee);
    let threshold_colour = Color32::from_rgb(0xc6, 0x28, 0x28);
    let left = rect.left() + label_width;
    let bar_width = rect.width() - label_width - 8.0;
    let x_of = |share: f64| left + bar_width * share.clamp(0.0, 1.0) as f32;
    let font = FontId::proportional(13.0);
    for (i, verdict) in found.iter().enumerate() {
        let top = rect.top() + i as f32 * row_height;
        let middle = top + row_height / 2.0;
        painter.text(
            egui::pos2(rect.left(), middle),
            Align2::LEFT_CENTER,
            &verdict.action,
            font.clone(),
            text_colour,
        );
        let bar = |share: f64, colour: Color32, inset: f32| {
            painter.rect_filled(
                egui::Rect::from_min_max(
                    egui::pos2(left, top + inset),
                    egui::pos2(x_of(share), top + row_height - inset),
                ),
                2.0,
                colour,
            );
        };
        bar(
            verdict.chose_or_considered_share.to_f64(),
            considered_colour,
            3.0,
        );
        bar(verdict.chose_share.to_f64(), chose_colour, 6.0);
        let interval = verdict.chose_or_considered_interval;
        let whisker = Stroke::new(1.0, text_colour);
        painter.line_segment(
            [
                egui::pos2(x_of(interval.low), middle),
                egui::pos2(x_of(interval.high), middle),
            ],
            whisker,
        );
        for end in [interval.low, interval.high] {
            painter.line_segment(
                [
                    egui::pos2(x_of(end), middle - 4.0),
                    egui::pos2(x_of(end), middle + 4.0),
                ],
                whisker,
            );
        }
    }
    let bottom = rect.top() + row_height * found.len() as f32;
    painter.line_segment(
        [
            egui::pos2(left, bottom),
            egui::pos2(left + bar_width, bottom),
        ],
        Stroke::new(1.0, visuals.weak_text_color()),
    );
    let x = x_of(thresholds.logical_alternative.to_f64());
    painter.line_segment(
        [egui::pos2(x, rect.top()), egui::pos2(x, bottom + 4.0)],
        Stroke::new(2.0, threshold_colour),
    );
    let mut args = FluentArgs::new();
    args.set("share", share_text(thresholds.logical_alternative));
    let threshold_text = language.tr_args("poll-chart-threshold", &args);
    painter.text(
        egui::pos2(x, bottom + 6.0),
        Align2::CENTER_TOP,
        &threshold_text,
        font,
        threshold_colour,
    );
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, threshold_text.clone()));
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("■").color(chose_colour));
        ui.label(language.tr("poll-legend-chose"));
        ui.label(RichText::new("■").color(considered_colour));
        ui.label(language.tr("poll-legend-considered"));
        ui.label(RichText::new("├┤").color(text_colour));
        ui.label(language.tr("poll-legend-interval"));
    });
}
