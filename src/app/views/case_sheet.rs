//! The centre pane with a case selected: the case as the committee reads it at the hearing —
//! identity, board, deal, auction with notes, result, facts, statements, ruling, decision.

use super::board_model::BoardModel;
use crate::app::command::CommandQueue;
use crate::app::jobs::double_dummy::DoubleDummyState;
use crate::app::jobs::traveller::TravellerState;
use crate::app::widgets;
use crate::app::widgets::auction_grid::call_language;
use crate::app::widgets::deal_diagram::seat_key;
use crate::app::widgets::{SuitText, auction_grid, deal_diagram};
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::{Contract, Seat};
use casebook::case::Case;
use egui::{RichText, Ui};

/// The case as printed, under the editor's header (which [`header`] draws); the board's
/// traveller under the table result when the archive holds the event's results.
pub fn show(
    ui: &mut Ui,
    case: &Case,
    board: &BoardModel<'_>,
    language: Language,
    commands: &mut CommandQueue,
) {
    let double_dummy = board.double_dummy;
    section(ui, &language.tr("case-sheet-deal"));
    deal_diagram::show(ui, &case.board.deal, language);
    if !matches!(
        double_dummy,
        DoubleDummyState::Idle | DoubleDummyState::Incomplete(_)
    ) {
        section(ui, &language.tr("dd-heading"));
        widgets::double_dummy::table(ui, double_dummy, language);
    }
    section(ui, &language.tr("case-sheet-auction"));
    auction_grid::show(ui, &case.auction, language);
    result(ui, case, language);
    if !matches!(board.traveller, TravellerState::Idle) {
        section(ui, &language.tr("traveller-heading"));
        widgets::traveller::show(ui, board.traveller, language, commands);
    }
    text_section(ui, &language.tr("case-sheet-facts"), &case.facts.agreed);
    for disputed in &case.facts.disputed {
        ui.label(format!("{} — {}", disputed.point, disputed.finding));
    }
    if !case.statements.is_empty() {
        section(ui, &language.tr("case-sheet-statements"));
        for statement in &case.statements {
            ui.label(RichText::new(&statement.speaker).strong());
            ui.add(SuitText::new(&statement.text));
        }
    }
    let ruling_title = if case.ruling.laws.is_empty() {
        language.tr("case-sheet-ruling")
    } else {
        format!(
            "{} ({})",
            language.tr("case-sheet-ruling"),
            case.ruling.laws.join(", ")
        )
    };
    text_section(ui, &ruling_title, &case.ruling.text);
    text_section(ui, &language.tr("case-sheet-appeal"), &case.appeal.grounds);
    let decision_title = match case.decision.outcome {
        Some(outcome) => format!(
            "{} — {}",
            language.tr("case-sheet-decision"),
            language.tr(&format!("ruling-outcome-{}", outcome.code()))
        ),
        None => language.tr("case-sheet-decision"),
    };
    text_section(ui, &decision_title, &case.decision.reasoning);
    text_section(ui, &language.tr("case-sheet-write-up"), &case.write_up);
}

/// The case number, the event and the board: the line a casebook heads the case with.
pub fn header(ui: &mut Ui, case: &Case, language: Language) {
    let identity = &case.identity;
    let mut args = FluentArgs::new();
    args.set("number", identity.case_number.clone());
    ui.heading(language.tr_args("case-sheet-title", &args));
    let event: Vec<&str> = [
        identity.tournament.as_str(),
        identity.event.as_str(),
        identity.session.as_str(),
    ]
    .into_iter()
    .filter(|s| !s.is_empty())
    .collect();
    if !event.is_empty() {
        ui.label(event.join(" · "));
    }
    let mut args = FluentArgs::new();
    args.set("board", case.board.number.get());
    args.set("dealer", language.tr(&seat_key(case.board.dealer)));
    args.set(
        "vulnerability",
        language.tr(&format!(
            "vulnerability-{}",
            case.board.vulnerability.pbn_name().to_lowercase()
        )),
    );
    ui.label(RichText::new(language.tr_args("case-sheet-board", &args)).strong());
}

fn result(ui: &mut Ui, case: &Case, language: Language) {
    let Some(result) = &case.result else {
        return;
    };
    let text = match result.contract {
        None => language.tr("case-sheet-passed-out"),
        Some(contract) => {
            let mut text = contract_line(contract, result.declarer, result.tricks, language);
            if let Some(score) = result.ns_score {
                let mut args = FluentArgs::new();
                args.set("score", format!("{score:+}"));
                text.push_str(&format!(
                    ", {}",
                    language.tr_args("case-sheet-ns-score", &args)
                ));
            }
            text
        }
    };
    section(ui, &language.tr("case-sheet-result"));
    ui.add(SuitText::new(text));
    if let Some(lead) = case.play.opening_lead {
        let mut args = FluentArgs::new();
        args.set("card", lead.to_string());
        ui.add(SuitText::new(language.tr_args("case-sheet-lead", &args)));
    }
}

/// A played contract as the sheet and the import list show it: the contract in the
/// interface's spelling, who played it, and the tricks taken.
pub fn contract_line(
    contract: Contract,
    declarer: Option<Seat>,
    tricks: Option<u8>,
    language: Language,
) -> String {
    let spelled = call_language(language).spell(contract).to_string();
    let mut text = match declarer {
        Some(seat) => {
            let mut args = FluentArgs::new();
            args.set("contract", spelled);
            args.set("seat", language.tr(&seat_key(seat)));
            language.tr_args("case-sheet-played-by", &args)
        }
        None => spelled,
    };
    if let Some(tricks) = tricks {
        let mut args = FluentArgs::new();
        args.set("tricks", tricks);
        text.push_str(&format!(
            ", {}",
            language.tr_args("case-sheet-tricks", &args)
        ));
    }
    text
}

pub fn section(ui: &mut Ui, title: &str) {
    ui.add_space(ui.spacing().item_spacing.y * 3.0);
    ui.label(RichText::new(title).heading().size(17.0));
}

/// A titled block of the case's own text; left out when the text is empty.
fn text_section(ui: &mut Ui, title: &str, text: &str) {
    if text.trim().is_empty() {
        return;
    }
    section(ui, title);
    ui.add(SuitText::new(text));
}
