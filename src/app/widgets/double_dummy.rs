//! The double-dummy table with its par line, and the play with each card's cost, as the
//! Board tab and the case sheet show them — always with what double dummy means, since the
//! committee adjusts to the likely result and not to this.

use crate::app::jobs::double_dummy::{BoardAnalysis, DoubleDummyState};
use crate::app::widgets::SuitText;
use crate::app::widgets::auction_grid::call_language;
use crate::app::widgets::deal_diagram::seat_key;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::Seat;
use casebook::double_dummy::{PRINTED_STRAINS, Par, PlayAnalysis, PlayStop, TrickTable};
use egui::{Grid, RichText, Ui};

/// The table and par, or where they stand (computing, not available and why).
pub fn table(ui: &mut Ui, state: &DoubleDummyState, language: Language) {
    match state {
        DoubleDummyState::Idle => {}
        // No spinner: it would repaint the window every frame while the solver works; the
        // worker wakes the window when it answers.
        DoubleDummyState::Computing => {
            ui.label(RichText::new(language.tr("dd-computing")).weak());
        }
        DoubleDummyState::Incomplete(reason) => {
            let mut args = FluentArgs::new();
            args.set("reason", reason.describe(language));
            ui.label(RichText::new(language.tr_args("dd-incomplete", &args)).weak());
        }
        DoubleDummyState::Failed(error) => {
            ui.colored_label(ui.visuals().warn_fg_color, error.describe(language));
        }
        DoubleDummyState::Done(analysis) => {
            grid(ui, &analysis.table, language);
            ui.add(SuitText::new(par_line(&analysis.par, language)));
            caveat(ui, language);
        }
    }
}

/// The play card by card: the tricks before the lead, the cards that cost a trick, where the
/// analysis stopped. Nothing when no play is recorded or the table is not known.
pub fn play(ui: &mut Ui, state: &DoubleDummyState, language: Language) {
    let DoubleDummyState::Done(analysis) = state else {
        return;
    };
    let BoardAnalysis {
        play: Some(play), ..
    } = analysis.as_ref()
    else {
        return;
    };
    match play {
        Ok(play) => play_lines(ui, play, language),
        Err(error) => {
            ui.colored_label(ui.visuals().warn_fg_color, error.describe(language));
        }
    }
}

fn grid(ui: &mut Ui, table: &TrickTable, language: Language) {
    let words = call_language(language);
    Grid::new("double-dummy-table")
        .striped(true)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for strain in PRINTED_STRAINS {
                ui.add(SuitText::new(words.strain(strain)).strong());
            }
            ui.end_row();
            for seat in Seat::ALL {
                let name = language.tr(&seat_key(seat));
                ui.label(&name);
                for strain in PRINTED_STRAINS {
                    let tricks = table.tricks(seat, strain);
                    let mut args = FluentArgs::new();
                    args.set("seat", name.clone());
                    args.set("strain", words.strain(strain));
                    args.set("tricks", tricks);
                    // Contracts that make stand out: declarer takes seven tricks or more.
                    let text = RichText::new(tricks.to_string()).monospace();
                    let text = if tricks >= 7 {
                        text.strong()
                    } else {
                        text.weak()
                    };
                    ui.label(text)
                        .accessible_name(language.tr_args("dd-cell-name", &args));
                }
                ui.end_row();
            }
        });
}

/// `Par +620: 4♠= (North/South)`; `Par 0: passed out`.
pub fn par_line(par: &Par, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("score", signed(par.ns_score));
    if par.contracts.is_empty() {
        return language.tr_args("dd-par-passed-out", &args);
    }
    let words = call_language(language);
    let contracts: Vec<String> = par
        .by_contract()
        .into_iter()
        .map(|(contract, declarers, overtricks)| {
            let tricks = (contract.tricks_needed() as i8 + overtricks) as u8;
            let seats: Vec<String> = declarers
                .iter()
                .map(|s| language.tr(&seat_key(*s)))
                .collect();
            let mut args = FluentArgs::new();
            args.set("result", words.result(contract, tricks));
            args.set("seats", seats.join("/"));
            language.tr_args("dd-par-contract", &args)
        })
        .collect();
    args.set("contracts", contracts.join("; "));
    language.tr_args("dd-par", &args)
}

fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}

fn caveat(ui: &mut Ui, language: Language) {
    ui.label(RichText::new(language.tr("dd-caveat")).small().weak());
}

fn play_lines(ui: &mut Ui, play: &PlayAnalysis, language: Language) {
    let words = call_language(language);
    let mut args = FluentArgs::new();
    args.set("contract", words.spell(play.contract).to_string());
    args.set("declarer", language.tr(&seat_key(play.declarer)));
    args.set("before", play.before);
    args.set("after", play.after());
    args.set("cards", play.cards.len());
    ui.add(SuitText::new(language.tr_args("dd-play-summary", &args)));
    let mut any = false;
    for card in play.costly() {
        any = true;
        let mut args = FluentArgs::new();
        args.set("trick", card.trick);
        args.set("seat", language.tr(&seat_key(card.seat)));
        args.set("card", card.card.to_string());
        args.set("cost", card.cost);
        args.set("after", card.tricks_after);
        ui.add(SuitText::new(language.tr_args("dd-play-cost", &args)));
    }
    if !any {
        ui.label(language.tr("dd-play-no-cost"));
    }
    if let Some(stop) = play.stop {
        ui.colored_label(ui.visuals().warn_fg_color, stop_text(stop, language));
    }
}

fn stop_text(stop: PlayStop, language: Language) -> String {
    let mut args = FluentArgs::new();
    let key = match stop {
        PlayStop::UnknownCard { trick, seat } => {
            args.set("trick", trick);
            args.set("seat", language.tr(&seat_key(seat)));
            "dd-play-stop-unknown"
        }
        PlayStop::LeadOutOfTurn { trick, seat } => {
            args.set("trick", trick);
            args.set("seat", language.tr(&seat_key(seat)));
            "dd-play-stop-out-of-turn"
        }
        PlayStop::Revoke { trick, seat, card } => {
            args.set("trick", trick);
            args.set("seat", language.tr(&seat_key(seat)));
            args.set("card", card.to_string());
            "dd-play-stop-revoke"
        }
        PlayStop::Illegal { trick, seat, card } => {
            args.set("trick", trick);
            args.set("seat", language.tr(&seat_key(seat)));
            args.set("card", card.to_string());
            "dd-play-stop-illegal"
        }
    };
    language.tr_args(key, &args)
}
