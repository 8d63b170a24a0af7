//! The adjusted-score step: the outcomes with their weights or probabilities, the table
//! result, the other table or the field, scheme and method, and the score each side would
//! receive, computed by the core as the committee types, with its one-line breakdown.

use super::core_language;
use super::messages;
use super::score_form::{Award, OutcomeRow, Place, Problem, ScoreForm, ScoreMethod, Scoring};
use crate::app::widgets::form;
use crate::i18n::{FluentArgs, Language};
use casebook::adjust::Scheme;
use casebook::bridge::Side;
use casebook::case::Case;
use casebook::double_dummy::TrickTable;
use casebook::results::field::CaseField;
use casebook::workflow::{Extent, Workflow};
use egui::{Grid, RichText, TextEdit, Ui};

pub fn show(
    ui: &mut Ui,
    case: &Case,
    workflow: &Workflow,
    score: &mut ScoreForm,
    double_dummy: Option<&TrickTable>,
    traveller: Option<&CaseField>,
    language: Language,
) {
    let extent = workflow.self_inflicted(case).map(|s| s.extent);
    Grid::new("adjusted-settings")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(language.tr("adjusted-method"));
            ui.horizontal_wrapped(|ui| {
                for method in ScoreMethod::ALL {
                    ui.radio_value(
                        &mut score.method,
                        method,
                        language.tr(&format!("adjusted-method-{}", method.code())),
                    );
                }
            });
            ui.end_row();
            ui.label(language.tr("adjusted-scoring"));
            ui.horizontal_wrapped(|ui| {
                for scoring in [Scoring::Imps, Scoring::Matchpoints] {
                    ui.radio_value(
                        &mut score.scoring,
                        scoring,
                        language.tr(&format!("adjusted-scoring-{}", scoring.code())),
                    );
                }
            });
            ui.end_row();
            if score.method != ScoreMethod::Artificial {
                ui.label(language.tr("adjusted-non-offending"));
                ui.horizontal_wrapped(|ui| {
                    for side in [Side::NS, Side::EW] {
                        ui.radio_value(&mut score.non_offending, side, side_word(side, language));
                    }
                });
                ui.end_row();
            }
            if score.method == ScoreMethod::Weighted {
                ui.label(language.tr("adjusted-scheme"));
                ui.horizontal_wrapped(|ui| {
                    for scheme in Scheme::ALL {
                        ui.radio_value(
                            &mut score.scheme,
                            scheme,
                            language.tr(&format!("adjusted-scheme-{}", scheme.code())),
                        );
                    }
                });
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut score.per_side, language.tr("adjusted-per-side"));
                ui.end_row();
            }
        });

    let problems = score.problems(extent);
    if score.method == ScoreMethod::Artificial {
        artificial(ui, score, language);
    } else {
        ui.label(RichText::new(language.tr("adjusted-table")).strong());
        outcome_grid(
            ui,
            "adjusted-table",
            std::slice::from_mut(&mut score.table),
            &[],
            |_| Place::Table,
            &problems,
            double_dummy,
            language,
        );
        let share = match score.method {
            ScoreMethod::Assigned => language.tr("adjusted-probability"),
            _ => language.tr("adjusted-weight"),
        };
        let per_side = score.per_side && score.method == ScoreMethod::Weighted;
        let shares = if per_side {
            vec![
                language.tr("adjusted-weight-ns"),
                language.tr("adjusted-weight-ew"),
            ]
        } else {
            vec![share.clone()]
        };
        ui.label(RichText::new(language.tr("adjusted-outcomes")).strong());
        outcome_list(
            ui,
            "adjusted-outcomes",
            &mut score.outcomes,
            &shares,
            Place::Outcome,
            Place::Outcomes,
            &problems,
            double_dummy,
            language,
        );
        match extent {
            Some(Extent::Part) => {
                ui.label(RichText::new(language.tr("adjusted-own-outcomes")).strong());
                outcome_list(
                    ui,
                    "adjusted-own",
                    &mut score.own_outcomes,
                    std::slice::from_ref(&share),
                    Place::Own,
                    Place::OwnOutcomes,
                    &problems,
                    double_dummy,
                    language,
                );
            }
            Some(Extent::All) => {
                ui.label(language.tr("adjusted-own-table"));
            }
            Some(Extent::None) | None => {}
        }
        comparison(ui, score, &problems, traveller, language);
    }

    form::heading(ui, &language.tr("adjusted-result"));
    let answer = score.answer(case.board.vulnerability, extent);
    match workflow.preview_adjustment(case, &answer) {
        Ok(effect) => {
            for line in effect.lines(core_language(language)) {
                ui.label(RichText::new(line).strong());
            }
        }
        Err(error) => {
            form::warning(ui, &messages::workflow_error(workflow, &error, language));
        }
    }
}

fn side_word(side: Side, language: Language) -> String {
    language.tr(match side {
        Side::NS => "adjusted-side-ns",
        Side::EW => "adjusted-side-ew",
    })
}

fn artificial(ui: &mut Ui, score: &mut ScoreForm, language: Language) {
    let awards: Vec<(Award, String)> = Award::ALL
        .into_iter()
        .map(|a| (a, language.tr(&format!("adjusted-award-{}", a.code()))))
        .collect();
    Grid::new("adjusted-artificial")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            form::choice_row(
                ui,
                &side_word(Side::NS, language),
                &mut score.award_ns,
                &awards,
            );
            form::choice_row(
                ui,
                &side_word(Side::EW, language),
                &mut score.award_ew,
                &awards,
            );
        });
}

/// The outcomes, one row each, with a button to add one and the sum of the weights.
#[allow(clippy::too_many_arguments)]
fn outcome_list(
    ui: &mut Ui,
    id: &str,
    rows: &mut Vec<OutcomeRow>,
    shares: &[String],
    place: fn(usize) -> Place,
    list_place: Place,
    problems: &[(Place, Problem)],
    double_dummy: Option<&TrickTable>,
    language: Language,
) {
    let removed = outcome_grid(
        ui,
        id,
        rows,
        shares,
        place,
        problems,
        double_dummy,
        language,
    );
    if let Some(i) = removed {
        rows.remove(i);
    }
    for (_, problem) in problems.iter().filter(|(p, _)| *p == list_place) {
        form::warning(ui, &problem_text(problem, language));
    }
    if ui
        .button(language.tr(if id == "adjusted-own" {
            "adjusted-add-own-outcome"
        } else {
            "adjusted-add-outcome"
        }))
        .clicked()
    {
        rows.push(OutcomeRow::default());
    }
}

/// A grid of results; returns the row whose remove button was clicked. `shares` names the
/// weight columns: none (a single result), one, or North–South's and East–West's. With the
/// deal's double-dummy table, each row shows the tricks its contract takes double dummy
/// beside the tricks typed.
#[allow(clippy::too_many_arguments)]
fn outcome_grid(
    ui: &mut Ui,
    id: &str,
    rows: &mut [OutcomeRow],
    shares: &[String],
    place: fn(usize) -> Place,
    problems: &[(Place, Problem)],
    double_dummy: Option<&TrickTable>,
    language: Language,
) -> Option<usize> {
    let mut removed = None;
    let headers = [
        language.tr("adjusted-contract"),
        language.tr("adjusted-declarer"),
        language.tr("adjusted-tricks"),
    ];
    let many = !shares.is_empty();
    Grid::new(id).spacing([8.0, 4.0]).show(ui, |ui| {
        if many {
            ui.label("");
        }
        for header in &headers {
            ui.label(RichText::new(header).weak());
        }
        if double_dummy.is_some() {
            ui.label(RichText::new(language.tr("adjusted-dd-tricks")).weak())
                .on_hover_text(language.tr("adjusted-dd-tricks-hint"));
        }
        for share in shares {
            ui.label(RichText::new(share).weak());
        }
        ui.end_row();
        for (i, row) in rows.iter_mut().enumerate() {
            let prefix = if many {
                let mut args = FluentArgs::new();
                args.set("number", (i + 1).to_string());
                language.tr_args("adjusted-outcome-number", &args)
            } else {
                language.tr(match id {
                    "adjusted-other" => "adjusted-other-table",
                    _ => "adjusted-table",
                })
            };
            if many {
                ui.label(format!("{}.", i + 1));
            }
            let cells: Vec<(&mut String, &String, f32)> = vec![
                (&mut row.contract, &headers[0], 70.0),
                (&mut row.declarer, &headers[1], 50.0),
                (&mut row.tricks, &headers[2], 50.0),
            ];
            for (value, header, width) in cells {
                ui.add(TextEdit::singleline(value).desired_width(width))
                    .accessible_name(format!("{prefix}: {header}"));
            }
            if let Some(table) = double_dummy {
                dd_cell(ui, row, table, &prefix, language);
            }
            let values = [&mut row.share, &mut row.ew_share];
            for (value, share) in values.into_iter().zip(shares) {
                ui.add(TextEdit::singleline(value).desired_width(70.0))
                    .accessible_name(format!("{prefix}: {share}"));
            }
            if many {
                let mut args = FluentArgs::new();
                args.set("number", (i + 1).to_string());
                if ui
                    .small_button("✕")
                    .on_hover_text(language.tr_args("adjusted-remove-outcome", &args))
                    .accessible_name(language.tr_args("adjusted-remove-outcome", &args))
                    .clicked()
                {
                    removed = Some(i);
                }
            }
            ui.end_row();
            let here: Vec<&Problem> = problems
                .iter()
                .filter(|(p, _)| *p == place(i))
                .map(|(_, problem)| problem)
                .collect();
            if !here.is_empty() {
                if many {
                    ui.label("");
                }
                let text: Vec<String> = here.iter().map(|p| problem_text(p, language)).collect();
                form::warning(ui, &text.join("; "));
                ui.end_row();
            }
        }
    });
    removed
}

/// The other table (IMPs) or the field (matchpoints).
fn comparison(
    ui: &mut Ui,
    score: &mut ScoreForm,
    problems: &[(Place, Problem)],
    traveller: Option<&CaseField>,
    language: Language,
) {
    match score.scoring {
        Scoring::Imps => {
            ui.label(RichText::new(language.tr("adjusted-other-table")).strong());
            outcome_grid(
                ui,
                "adjusted-other",
                std::slice::from_mut(&mut score.other_table),
                &[],
                |_| Place::OtherTable,
                &[],
                None,
                language,
            );
            Grid::new("adjusted-other-score")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    form::text_row(
                        ui,
                        &language.tr("adjusted-other-table-score"),
                        &mut score.other_table_score,
                    );
                });
            for (_, problem) in problems.iter().filter(|(p, _)| *p == Place::OtherTable) {
                form::warning(ui, &problem_text(problem, language));
            }
        }
        Scoring::Matchpoints => {
            Grid::new("adjusted-field")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    form::text_row(ui, &language.tr("adjusted-field"), &mut score.field);
                });
            if let Some(found) = traveller {
                field_from_traveller(ui, score, &found.field_scores(), language);
                // The board's traveller as recorded: the case's line, every pair before and
                // after the recorded ruling.
                egui::CollapsingHeader::new(language.tr("traveller-heading"))
                    .id_salt("adjusted-traveller")
                    .show(ui, |ui| {
                        crate::app::widgets::traveller::field(ui, found, language);
                    });
            }
            for (_, problem) in problems.iter().filter(|(p, _)| *p == Place::Field) {
                form::warning(ui, &problem_text(problem, language));
            }
        }
    }
}

/// The field as the event's traveller gives it: a button that takes it, and what the typed
/// field lacks or has besides, when the two differ.
fn field_from_traveller(ui: &mut Ui, score: &mut ScoreForm, imported: &[i32], language: Language) {
    let typed = score.typed_field();
    let (missing, extra) = multiset_difference(imported, &typed);
    let mut args = FluentArgs::new();
    args.set("count", imported.len());
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(language.tr_args("adjusted-field-from-traveller", &args))
            .clicked()
        {
            score.field = imported
                .iter()
                .map(|s| format!("{s:+}"))
                .collect::<Vec<_>>()
                .join(", ");
        }
        if missing.is_empty() && extra.is_empty() {
            ui.label(RichText::new(language.tr("adjusted-field-as-traveller")).weak());
        }
    });
    if !missing.is_empty() || !extra.is_empty() {
        let list = |scores: &[i32]| {
            if scores.is_empty() {
                "—".to_string()
            } else {
                scores
                    .iter()
                    .map(|s| format!("{s:+}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        let mut args = FluentArgs::new();
        args.set("missing", list(&missing));
        args.set("extra", list(&extra));
        form::warning(ui, &language.tr_args("adjusted-field-differs", &args));
    }
}

/// What `a` has that `b` lacks, and what `b` has besides, each score counted as often as it
/// occurs.
fn multiset_difference(a: &[i32], b: &[i32]) -> (Vec<i32>, Vec<i32>) {
    let mut extra = b.to_vec();
    let mut missing = Vec::new();
    for score in a {
        match extra.iter().position(|s| s == score) {
            Some(at) => {
                extra.swap_remove(at);
            }
            None => missing.push(*score),
        }
    }
    missing.sort_unstable();
    extra.sort_unstable();
    (missing, extra)
}

/// The tricks the row's contract takes double dummy, marked when they differ from the tricks
/// typed (the committee weighs likely results; a difference is a question, not an error).
fn dd_cell(ui: &mut Ui, row: &OutcomeRow, table: &TrickTable, prefix: &str, language: Language) {
    let Some(tricks) = row.double_dummy_tricks(table) else {
        ui.label(RichText::new("—").weak());
        return;
    };
    let typed: Option<u8> = row.tricks.trim().parse().ok();
    let text = RichText::new(tricks.to_string()).monospace();
    let text = if typed.is_some_and(|t| t != tricks) {
        text.color(ui.visuals().warn_fg_color)
    } else {
        text.weak()
    };
    let mut args = FluentArgs::new();
    args.set("tricks", tricks);
    let name = format!(
        "{prefix}: {}",
        language.tr_args("adjusted-dd-tricks-name", &args)
    );
    ui.label(text)
        .on_hover_text(language.tr("adjusted-dd-tricks-hint"))
        .accessible_name(name);
}

fn problem_text(problem: &Problem, language: Language) -> String {
    let mut args = FluentArgs::new();
    let key = match problem {
        Problem::Contract(text) => {
            args.set("text", text.clone());
            "adjusted-problem-contract"
        }
        Problem::Declarer(text) => {
            args.set("text", text.clone());
            "adjusted-problem-declarer"
        }
        Problem::Tricks(text) => {
            args.set("text", text.clone());
            "adjusted-problem-tricks"
        }
        Problem::Share(text) => {
            args.set("text", text.clone());
            "adjusted-problem-share"
        }
        Problem::WeightsSum(text) => {
            args.set("text", text.clone());
            "adjusted-problem-sum"
        }
        Problem::SideWeightsSum(side, text) => {
            args.set("text", text.clone());
            match side {
                Side::NS => "adjusted-problem-sum-ns",
                Side::EW => "adjusted-problem-sum-ew",
            }
        }
        Problem::Score(text) => {
            args.set("text", text.clone());
            "adjusted-problem-score"
        }
    };
    language.tr_args(key, &args)
}
