//! The Board tab: the deal (typed or clicked, validated as typed), the auction with its notes
//! from the bidding box, the play and the result at the table with its Law 77 score.

use crate::app::jobs::double_dummy::DoubleDummyState;
use crate::app::widgets;
use crate::app::widgets::auction_editor::{AuctionEditorState, auction_editor};
use crate::app::widgets::deal_diagram::seat_key;
use crate::app::widgets::deal_editor::{DealEditorState, deal_editor};
use crate::app::widgets::form::{self, choice_row, parsed_row, parsed_row_with, text_area_row};
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::Seat;
use casebook::case::{Case, TableResult};
use egui::{Grid, Ui};

/// The editors' typed text and selection, kept between frames.
#[derive(Debug, Default)]
pub struct BoardTabState {
    deal: DealEditorState,
    auction: AuctionEditorState,
}

pub fn show(
    ui: &mut Ui,
    case: &mut Case,
    double_dummy: &DoubleDummyState,
    language: Language,
    state: &mut BoardTabState,
) {
    form::heading(ui, &language.tr("editor-board-deal"));
    deal_editor(ui, &mut case.board, language, &mut state.deal);
    follow_dealer(case, language, ui);

    form::heading(ui, &language.tr("dd-heading"));
    widgets::double_dummy::table(ui, double_dummy, language);

    form::heading(ui, &language.tr("editor-board-auction"));
    auction_editor(ui, &mut case.auction, language, &mut state.auction);

    form::heading(ui, &language.tr("editor-board-play"));
    Grid::new("play")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            parsed_row(
                ui,
                &language.tr("editor-opening-lead"),
                &mut case.play.opening_lead,
                language,
            );
            text_area_row(
                ui,
                &language.tr("editor-play-record"),
                &mut case.play.record,
                3,
            );
            let mut claim = case.play.claim.clone().unwrap_or_default();
            if text_area_row(ui, &language.tr("editor-claim"), &mut claim, 2) {
                case.play.claim = (!claim.trim().is_empty()).then_some(claim);
            }
        });

    widgets::double_dummy::play(ui, double_dummy, language);

    form::heading(ui, &language.tr("editor-board-result"));
    result(ui, case, language);
}

/// The auction follows a new dealer when it can ([`Case::follow_dealer`]); a begun one cannot
/// change who dealt, so the user is told to clear it (the store would refuse the mismatch).
fn follow_dealer(case: &mut Case, language: Language, ui: &mut Ui) {
    if !case.follow_dealer() {
        let dealer = case.board.dealer;
        let mut args = FluentArgs::new();
        args.set(
            "auction",
            language.tr(&seat_key(case.auction.calls.dealer())),
        );
        args.set("dealer", language.tr(&seat_key(dealer)));
        form::warning(ui, &language.tr_args("editor-dealer-mismatch", &args));
    }
}

fn result(ui: &mut Ui, case: &mut Case, language: Language) {
    let mut played = case.result.is_some();
    if ui
        .checkbox(&mut played, language.tr("editor-result-entered"))
        .changed()
    {
        case.result = played.then(TableResult::default);
    }
    let vulnerability = case.board.vulnerability;
    let Some(result) = &mut case.result else {
        return;
    };
    Grid::new("result")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            parsed_row(
                ui,
                &language.tr("editor-contract"),
                &mut result.contract,
                language,
            );
            let mut seats = vec![(None, language.tr("editor-not-given"))];
            seats.extend(Seat::ALL.map(|s| (Some(s), language.tr(&seat_key(s)))));
            choice_row(
                ui,
                &language.tr("editor-declarer"),
                &mut result.declarer,
                &seats,
            );
            parsed_row_with(
                ui,
                &language.tr("editor-tricks"),
                &mut result.tricks,
                |text| parse_tricks(text, language),
            );
            parsed_row(
                ui,
                &language.tr("editor-ns-score"),
                &mut result.ns_score,
                language,
            );
        });
    match result.law77_ns_score(vulnerability) {
        Some(Ok(score)) => {
            let mut args = FluentArgs::new();
            args.set("score", format!("{score:+}"));
            ui.horizontal(|ui| {
                ui.label(language.tr_args("editor-law77-score", &args));
                if result.ns_score != Some(score)
                    && ui.button(language.tr("editor-use-law77-score")).clicked()
                {
                    result.ns_score = Some(score);
                }
            });
        }
        Some(Err(e)) => form::warning(ui, &e.describe(language)),
        None => {}
    }
}

/// Tricks won by declarer's side: a whole number from 0 to 13.
fn parse_tricks(text: &str, language: Language) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(tricks) if tricks <= 13 => Ok(tricks),
        _ => Err(language.tr("editor-tricks-invalid")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tricks_are_a_number_from_nought_to_thirteen() {
        assert_eq!(parse_tricks("0", Language::English), Ok(0));
        assert_eq!(parse_tricks("13", Language::English), Ok(13));
        assert!(parse_tricks("14", Language::English).is_err());
        assert!(parse_tricks("-1", Language::English).is_err());
        assert!(parse_tricks("девять", Language::Russian).is_err());
    }
}
