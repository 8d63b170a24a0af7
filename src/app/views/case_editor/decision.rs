//! The Decision tab: what the committee did with the ruling, its adjusted score (read here; it
//! is entered in the committee's workflow), procedural penalties, the deposit, whether the
//! appeal lacked merit, the reasoning and any dissent.

use super::items::{Problems, error_line, form_grid, item_button, item_controls};
use crate::app::widgets::SuitText;
use crate::app::widgets::deal_diagram::seat_key;
use crate::app::widgets::form::{self, choice_row, text_area_row, text_row};
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::Side;
use casebook::case::{
    AdjustedScore, Case, DepositOutcome, ProceduralPenalty, RulingOutcome, ScoreOutcome,
};
use egui::{Id, Label, RichText, TextEdit, Ui};

pub fn show(ui: &mut Ui, case: &mut Case, language: Language) {
    let problems = Problems::of(case);
    let uuid = case.uuid;
    let decision = &mut case.decision;
    form::heading(ui, &language.tr("case-sheet-decision"));
    form_grid("decision").show(ui, |ui| {
        let mut outcomes = vec![(None, language.tr("editor-not-given"))];
        outcomes.extend(RulingOutcome::ALL.map(|o| {
            (
                Some(o),
                language.tr(&format!("ruling-outcome-{}", o.code())),
            )
        }));
        choice_row(
            ui,
            &language.tr("editor-decision-outcome"),
            &mut decision.outcome,
            &outcomes,
        );
    });

    form::heading(ui, &language.tr("editor-decision-adjusted"));
    adjusted(ui, &decision.adjusted, language);
    for problem in problems.under("decision.adjusted") {
        error_line(ui, &problem.describe(language));
    }

    form::heading(ui, &language.tr("editor-penalties"));
    penalties(
        ui,
        &mut decision.procedural_penalties,
        &problems,
        uuid,
        language,
    );

    form::heading(ui, &language.tr("editor-decision-deposit-heading"));
    form_grid("decision-deposit").show(ui, |ui| {
        let deposits = [
            (None, language.tr("editor-not-given")),
            (
                Some(DepositOutcome::Returned),
                language.tr("deposit-returned"),
            ),
            (Some(DepositOutcome::Kept), language.tr("deposit-kept")),
        ];
        choice_row(
            ui,
            &language.tr("editor-decision-deposit"),
            &mut decision.deposit,
            &deposits,
        );
        ui.label("");
        ui.checkbox(
            &mut decision.without_merit,
            language.tr("editor-without-merit"),
        );
        ui.end_row();
    });

    form::heading(ui, &language.tr("editor-decision-reasons"));
    form_grid("decision-reasons").show(ui, |ui| {
        text_area_row(
            ui,
            &language.tr("editor-reasoning"),
            &mut decision.reasoning,
            8,
        );
        text_area_row(ui, &language.tr("editor-dissent"), &mut decision.dissent, 3);
    });
    // The committee's vote on the outcome, when it sits as more than one.
    let outcomes: Vec<(String, String)> = RulingOutcome::ALL
        .iter()
        .map(|o| {
            (
                o.code().to_string(),
                language.tr(&format!("ruling-outcome-{}", o.code())),
            )
        })
        .collect();
    let refused = super::votes::show(
        ui,
        case,
        casebook::hearing::DECISION_STEP,
        &outcomes,
        language,
    );
    remember_refusal(ui, refused);
}

/// The last vote refused, kept in the window's memory and shown until the next click.
fn remember_refusal(ui: &mut Ui, refused: Option<String>) {
    let id = egui::Id::unique("decision-vote-refused");
    if let Some(text) = refused {
        ui.data_mut(|d| d.insert_temp(id, text));
    }
    if let Some(text) = ui.data(|d| d.get_temp::<String>(id)) {
        super::super::notice_line(ui, &text);
    }
}

/// The committee's adjusted score as the casebook prints it, with the outcomes it weighs.
fn adjusted(ui: &mut Ui, adjusted: &AdjustedScore, language: Language) {
    if adjusted.is_empty() {
        ui.label(RichText::new(language.tr("editor-decision-no-adjusted")).weak());
    }
    form_grid("decision-adjusted").show(ui, |ui| {
        for (key, text) in [
            ("editor-side-ns", &adjusted.ns),
            ("editor-side-ew", &adjusted.ew),
        ] {
            if !text.is_empty() {
                ui.label(language.tr(key));
                let job = SuitText::new(text.as_str()).layout_job(ui);
                ui.add(Label::new(job).wrap());
                ui.end_row();
            }
        }
    });
    if !adjusted.outcomes.is_empty() {
        outcomes(ui, &adjusted.outcomes, language);
    }
    let mut args = FluentArgs::new();
    args.set("tab", language.tr("editor-tab-workflow"));
    ui.label(RichText::new(language.tr_args("editor-decision-adjusted-where", &args)).weak());
}

/// The outcomes behind a weighted or assigned score, one a line: `30% — 6♦ by South, 9
/// tricks (N–S)`, the contract spelled in the interface's language (`3БК`, `4♥ с контрой`).
pub fn outcomes(ui: &mut Ui, outcomes: &[ScoreOutcome], language: Language) {
    ui.label(RichText::new(language.tr("editor-adjusted-outcomes")).strong());
    let spelling = crate::app::widgets::auction_grid::call_language(language);
    for outcome in outcomes {
        let mut args = FluentArgs::new();
        args.set("tricks", outcome.tricks);
        let played = match (outcome.contract, outcome.declarer) {
            (Some(contract), Some(declarer)) => {
                args.set("contract", spelling.spell(contract).to_string());
                args.set("seat", language.tr(&seat_key(declarer)));
                language.tr_args("editor-adjusted-outcome", &args)
            }
            (Some(contract), None) => spelling.spell(contract).to_string(),
            (None, _) => language.tr("case-sheet-passed-out"),
        };
        let side = match outcome.side {
            Some(Side::NS) => format!(" ({})", language.tr("editor-side-ns")),
            Some(Side::EW) => format!(" ({})", language.tr("editor-side-ew")),
            None => String::new(),
        };
        ui.add(SuitText::new(format!(
            "{} — {played}{side}",
            outcome.weight
        )));
    }
}

fn penalties(
    ui: &mut Ui,
    penalties: &mut Vec<ProceduralPenalty>,
    problems: &Problems,
    case: uuid::Uuid,
    language: Language,
) {
    let sides = [
        (Side::NS, language.tr("editor-side-ns")),
        (Side::EW, language.tr("editor-side-ew")),
    ];
    let mut action = None;
    let count = penalties.len();
    form_grid("penalties").show(ui, |ui| {
        for (i, penalty) in penalties.iter_mut().enumerate() {
            let name = format!("{} {}", language.tr("editor-penalty"), i + 1);
            choice_row(
                ui,
                &format!("{name}: {}", language.tr("editor-penalty-side")),
                &mut penalty.side,
                &sides,
            );
            text_row(
                ui,
                &format!("{name}: {}", language.tr("editor-penalty-amount")),
                &mut penalty.amount,
            );
            problems.show(
                ui,
                &format!("decision.procedural_penalties[{i}].amount"),
                language,
                "editor-penalty-amount-missing",
            );
            text_row(
                ui,
                &format!("{name}: {}", language.tr("editor-penalty-reason")),
                &mut penalty.reason,
            );
            ui.label("");
            if let Some(a) = item_controls(ui, language, &name, i, count, false) {
                action = Some(a);
            }
            ui.end_row();
        }
    });
    if let Some(action) = action {
        action.apply(penalties);
    }
    if penalties.is_empty() {
        ui.label(RichText::new(language.tr("editor-penalties-none")).weak());
    }
    new_penalty(ui, penalties, &sides, case, language);
}

/// A penalty is added once it has its amount: the store refuses one without.
fn new_penalty(
    ui: &mut Ui,
    penalties: &mut Vec<ProceduralPenalty>,
    sides: &[(Side, String)],
    case: uuid::Uuid,
    language: Language,
) {
    let id = Id::unique("new-penalty").with(case);
    let (mut side, mut amount): (Side, String) = ui
        .data(|d| d.get_temp(id))
        .unwrap_or((Side::NS, String::new()));
    form_grid("new-penalty").show(ui, |ui| {
        choice_row(
            ui,
            &language.tr("editor-new-penalty-side"),
            &mut side,
            sides,
        );
        let label = ui.label(language.tr("editor-new-penalty-amount"));
        ui.horizontal(|ui| {
            ui.add(
                TextEdit::singleline(&mut amount)
                    .hint_text(language.tr("editor-penalty-amount-hint"))
                    .desired_width(160.0),
            )
            .labelled_by(label.id);
            let text = language.tr("editor-add-penalty");
            if item_button(ui, &text, &text, !amount.trim().is_empty()).clicked() {
                penalties.push(ProceduralPenalty {
                    side,
                    amount: amount.trim().to_string(),
                    reason: String::new(),
                });
                amount.clear();
            }
        });
        ui.end_row();
    });
    ui.data_mut(|d| d.insert_temp(id, (side, amount)));
}
