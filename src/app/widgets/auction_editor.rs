//! The auction editor: the W N E S grid (a click selects a call), a bidding box that offers
//! only the calls the Laws allow now, Undo, an explicit "record irregularity" action for a call
//! that was made although irregular, the annotations of the selected call (alert, explanations
//! given and to whom, the actual agreement, a break in tempo, a note), and a PBN or LIN
//! snippet pasted in.

use super::auction_grid::call_language;
use super::deal_diagram::seat_key;
use super::{SuitText, auction_grid, snippet};
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::{Auction, Bid, Call, Irregularity, Seat};
use casebook::case::{CallAnnotation, CaseAuction, Explanation, TempoBreak};
use casebook::publish::layout;
use egui::{Button, ComboBox, Grid, RichText, TextEdit, Ui, vec2};

/// What the auction editor remembers between frames.
#[derive(Debug, Clone, Default)]
pub struct AuctionEditorState {
    /// The call whose annotations are shown, by position from 0.
    selected: Option<usize>,
    /// The next call is recorded even if the Laws do not allow it.
    irregular: bool,
    /// Who made the irregular call; `None`: the player whose turn it was.
    irregular_by: Option<Seat>,
    /// What was irregular, in words, when the auction's own check finds nothing.
    irregular_text: String,
    seconds: Option<SecondsField>,
    paste: String,
    paste_error: Option<snippet::SnippetError>,
}

impl AuctionEditorState {
    /// The call whose annotations are shown.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Shows the annotations of the call at `index`.
    pub fn select(&mut self, index: Option<usize>) {
        self.selected = index;
    }
}

/// The seconds of a break in tempo as typed: kept while they are not a number.
#[derive(Debug, Clone)]
struct SecondsField {
    call: usize,
    text: String,
    /// The value the text was last taken from or written to.
    value: Option<u32>,
}

/// Draws the editor for `auction`; returns whether the auction changed (the caller saves it).
pub fn auction_editor(
    ui: &mut Ui,
    auction: &mut CaseAuction,
    language: Language,
    state: &mut AuctionEditorState,
) -> bool {
    let before = auction.clone();
    let count = auction.calls.calls().len();
    if state.selected.is_some_and(|i| i >= count) {
        state.selected = count.checked_sub(1);
    }
    auction_grid::show_selectable(ui, auction, language, &mut state.selected);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    turn(ui, &auction.calls, language);
    if let Some(call) = bidding_box(ui, &auction.calls, language, state.irregular, &[]) {
        make_call(auction, call, state);
    }
    controls(ui, auction, language, state);
    ui.separator();
    annotation_panel(ui, auction, language, state);
    ui.separator();
    paste(ui, auction, language, state);
    *auction != before
}

/// Whose turn it is, or the contract once the auction has ended.
fn turn(ui: &mut Ui, auction: &Auction, language: Language) {
    let text = match (auction.next_seat(), auction.final_contract()) {
        (Some(seat), _) => {
            let mut args = FluentArgs::new();
            args.set("seat", seat.letter().to_string());
            language.tr_args("auction-editor-to-call", &args)
        }
        (None, Some((contract, declarer))) => {
            let mut args = FluentArgs::new();
            args.set("call", call_language(language).spell(contract).to_string());
            args.set("seat", language.tr(&seat_key(declarer)));
            language.tr_args("auction-editor-contract", &args)
        }
        (None, None) => language.tr("auction-editor-passed-out"),
    };
    ui.add(SuitText::new(text).strong());
}

/// The 35 bids, then Pass, X and XX (`пас`, `контра`, `реконтра`, `БК` in Russian); a call
/// the Laws do not allow after `auction` is greyed out unless an irregularity is being
/// recorded; the calls in `marked` are drawn selected. Returns the call clicked.
pub fn bidding_box(
    ui: &mut Ui,
    auction: &Auction,
    language: Language,
    irregular: bool,
    marked: &[Call],
) -> Option<Call> {
    let legal = auction.legal_calls();
    let spelling = call_language(language);
    let mut chosen = None;
    let size = vec2(ui.spacing().interact_size.x * 1.1, 0.0);
    let bids: Vec<Bid> = Bid::all().collect();
    let spacing = ui.spacing().item_spacing.x * 0.5;
    Grid::new("bidding_box")
        .spacing([spacing; 2])
        .show(ui, |ui| {
            for level in bids.chunks(5) {
                for &bid in level {
                    let call = Call::Bid(bid);
                    let enabled = irregular || legal.contains(&call);
                    let job = SuitText::new(spelling.spell(bid).to_string()).layout_job(ui);
                    let button = Button::new(job)
                        .min_size(size)
                        .selected(marked.contains(&call));
                    if ui.add_enabled(enabled, button).clicked() {
                        chosen = Some(call);
                    }
                }
                ui.end_row();
            }
        });
    // A row of their own: `реконтра` would widen a column of bids.
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = spacing;
        // A screen reader says the call as shown, but "Double" rather than "X".
        for (call, name) in [
            (Call::Pass, None),
            (Call::Double, Some("auction-editor-double")),
            (Call::Redouble, Some("auction-editor-redouble")),
        ] {
            let enabled = irregular || legal.contains(&call);
            let text = spelling.spell(call).to_string();
            let name = name.map_or_else(|| text.clone(), |key| language.tr(key));
            let button = Button::new(text)
                .min_size(size)
                .selected(marked.contains(&call));
            if ui
                .add_enabled(enabled, button)
                .accessible_name(name)
                .clicked()
            {
                chosen = Some(call);
            }
        }
    });
    chosen
}

/// Adds a call from the bidding box and selects it, so that its alert can be marked at once.
fn make_call(auction: &mut CaseAuction, call: Call, state: &mut AuctionEditorState) {
    if state.irregular {
        let described = std::mem::take(&mut state.irregular_text);
        let by = state.irregular_by.take();
        state.irregular = false;
        let comment = record_irregular(&mut auction.calls, call, by, described.trim());
        let index = auction.calls.calls().len() - 1;
        if let Some(comment) = comment {
            // The words typed are kept as the call's note: the marker says the rest.
            auction.annotations.push(CallAnnotation {
                call: index,
                comment,
                ..CallAnnotation::default()
            });
        }
    } else if auction.calls.push(call).is_err() {
        // The box offers only legal calls; a refused one changes nothing.
        return;
    }
    state.selected = auction.calls.calls().len().checked_sub(1);
}

/// Records a call made although irregular, with the marker the auction records: out of
/// rotation when another player made it, else what the auction's check finds (insufficient,
/// inadmissible double, after the end), else the irregularity described in words. Returns
/// the description when the marker did not take it, to be kept as the call's note.
fn record_irregular(
    auction: &mut Auction,
    call: Call,
    by: Option<Seat>,
    described: &str,
) -> Option<String> {
    let in_turn = auction.next_seat();
    match by {
        Some(seat) if in_turn.is_some() && Some(seat) != in_turn => {
            auction.push_irregular(call, Irregularity::OutOfRotation { by: seat });
        }
        _ => match auction.check(call) {
            Err(illegal) => auction.push_irregular(call, illegal.irregularity()),
            Ok(()) if !described.is_empty() => {
                auction.push_irregular(call, Irregularity::Other(described.to_string()));
                return None;
            }
            Ok(()) => {
                let _ = auction.push(call);
            }
        },
    }
    (!described.is_empty()).then(|| described.to_string())
}

/// Undo, and the "record irregularity" toggle with who made the call and what was irregular.
fn controls(
    ui: &mut Ui,
    auction: &mut CaseAuction,
    language: Language,
    state: &mut AuctionEditorState,
) {
    ui.horizontal(|ui| {
        let has_calls = !auction.calls.calls().is_empty();
        if ui
            .add_enabled(has_calls, Button::new(language.tr("auction-editor-undo")))
            .clicked()
        {
            auction.pop_call();
            state.selected = auction.calls.calls().len().checked_sub(1);
        }
        ui.toggle_value(
            &mut state.irregular,
            language.tr("auction-editor-irregular"),
        );
    });
    if !state.irregular {
        return;
    }
    ui.label(RichText::new(language.tr("auction-editor-irregular-hint")).weak());
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("auction-editor-irregular-by"));
        seat_choice(
            ui,
            "auction_editor_irregular_by",
            &mut state.irregular_by,
            &language.tr("auction-editor-in-rotation"),
            label.id,
            language,
        );
        let label = ui.label(language.tr("auction-editor-irregular-what"));
        ui.add(
            TextEdit::singleline(&mut state.irregular_text)
                .id_salt("auction_editor_irregular_what")
                .desired_width(ui.spacing().text_edit_width),
        )
        .labelled_by(label.id);
    });
}

/// A choice of seat, or none (`none_text`: "in rotation", "not recorded", "both").
fn seat_choice(
    ui: &mut Ui,
    id_salt: &str,
    value: &mut Option<Seat>,
    none_text: &str,
    label: egui::Id,
    language: Language,
) -> bool {
    let name = |seat: Option<Seat>| match seat {
        Some(seat) => language.tr(&seat_key(seat)),
        None => none_text.to_string(),
    };
    let before = *value;
    let response = ComboBox::from_id_salt(id_salt)
        .selected_text(name(*value))
        .show_ui(ui, |ui| {
            for option in [
                None,
                Some(Seat::North),
                Some(Seat::East),
                Some(Seat::South),
                Some(Seat::West),
            ] {
                ui.selectable_value(value, option, name(option));
            }
        })
        .response;
    let _ = response.labelled_by(label);
    *value != before
}

/// The annotations of the selected call, edited in place; an annotation left empty is removed.
fn annotation_panel(
    ui: &mut Ui,
    auction: &mut CaseAuction,
    language: Language,
    state: &mut AuctionEditorState,
) {
    let Some(cell) = state
        .selected
        .and_then(|index| layout::auction_cell(auction, index, call_language(language)))
    else {
        ui.label(RichText::new(language.tr("auction-editor-no-selection")).weak());
        return;
    };
    let index = cell.index;
    ui.add(SuitText::new(auction_grid::cell_name(&cell, language)).strong());
    if let Some(irregularity) = auction.calls.calls()[index].irregularity.as_ref() {
        ui.label(
            RichText::new(irregularity_text(irregularity, language))
                .color(ui.visuals().warn_fg_color),
        );
    }
    let position = auction.annotations.iter().position(|a| a.call == index);
    let empty = CallAnnotation {
        call: index,
        ..CallAnnotation::default()
    };
    let mut note = position.map_or_else(|| empty.clone(), |at| auction.annotations[at].clone());
    ui.push_id(("auction_editor_call", index), |ui| {
        edit_annotation(ui, &mut note, cell.seat, language, state);
    });
    match position {
        Some(at) if note == empty => {
            auction.annotations.remove(at);
        }
        Some(at) => auction.annotations[at] = note,
        None if note != empty => {
            let at = auction.annotations.partition_point(|a| a.call < index);
            auction.annotations.insert(at, note);
        }
        None => {}
    }
}

fn irregularity_text(irregularity: &Irregularity, language: Language) -> String {
    let key = match irregularity {
        Irregularity::InsufficientBid => "irregularity-insufficient",
        Irregularity::OutOfRotation { by } => {
            let mut args = FluentArgs::new();
            args.set("seat", by.letter().to_string());
            return language.tr_args("irregularity-out-of-rotation", &args);
        }
        Irregularity::AfterAuctionEnded => "irregularity-after-end",
        Irregularity::InadmissibleDouble => "irregularity-inadmissible-double",
        Irregularity::InadmissibleRedouble => "irregularity-inadmissible-redouble",
        Irregularity::Other(text) => {
            let mut args = FluentArgs::new();
            args.set("reason", text.clone());
            return language.tr_args("irregularity-other", &args);
        }
    };
    language.tr(key)
}

fn edit_annotation(
    ui: &mut Ui,
    note: &mut CallAnnotation,
    caller: Seat,
    language: Language,
    state: &mut AuctionEditorState,
) {
    ui.horizontal(|ui| {
        ui.label(language.tr("auction-editor-alert"));
        for (value, key) in [
            (None, "auction-editor-alert-unknown"),
            (Some(true), "auction-editor-alert-yes"),
            (Some(false), "auction-editor-alert-no"),
        ] {
            ui.selectable_value(&mut note.alerted, value, language.tr(key));
        }
    });
    explanations(ui, &mut note.explanations, caller, language);
    Grid::new("auction_editor_texts")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(language.tr("auction-editor-agreement"));
            let mut agreement = note.agreement.clone().unwrap_or_default();
            let response = ui
                .add(
                    TextEdit::singleline(&mut agreement)
                        .id_salt("agreement")
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
            if response.changed() {
                note.agreement = (!agreement.is_empty()).then_some(agreement);
            }
            ui.end_row();
            let label = ui.label(language.tr("auction-editor-note"));
            ui.add(
                TextEdit::multiline(&mut note.comment)
                    .id_salt("comment")
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    tempo(ui, note, language, state);
}

/// The explanations given at the table: by whom, to whom, and what was said.
fn explanations(
    ui: &mut Ui,
    explanations: &mut Vec<Explanation>,
    caller: Seat,
    language: Language,
) {
    let mut removed = None;
    for (number, explanation) in explanations.iter_mut().enumerate() {
        ui.push_id(("explanation", number), |ui| {
            let mut args = FluentArgs::new();
            args.set("number", number + 1);
            ui.horizontal(|ui| {
                let label = ui.label(language.tr("auction-editor-explanation-by"));
                seat_choice(
                    ui,
                    "by",
                    &mut explanation.by,
                    &language.tr("auction-editor-not-recorded"),
                    label.id,
                    language,
                );
                let label = ui.label(language.tr("auction-editor-explanation-to"));
                seat_choice(
                    ui,
                    "to",
                    &mut explanation.to,
                    &language.tr("auction-editor-to-both"),
                    label.id,
                    language,
                );
                if ui
                    .button(language.tr_args("auction-editor-remove-explanation", &args))
                    .clicked()
                {
                    removed = Some(number);
                }
            });
            let label = ui.label(language.tr_args("auction-editor-explanation", &args));
            ui.add(
                TextEdit::multiline(&mut explanation.text)
                    .id_salt("text")
                    .desired_rows(1)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
    }
    if let Some(number) = removed {
        explanations.remove(number);
    }
    if ui
        .button(language.tr("auction-editor-add-explanation"))
        .clicked()
    {
        // Usually the caller's partner explains the call, to both opponents.
        explanations.push(Explanation {
            by: Some(caller.partner()),
            to: None,
            text: String::new(),
        });
    }
}

/// A break in tempo on the call: its length, whether both sides agreed it happened, and how.
fn tempo(
    ui: &mut Ui,
    note: &mut CallAnnotation,
    language: Language,
    state: &mut AuctionEditorState,
) {
    let mut had_break = note.tempo.is_some();
    if ui
        .checkbox(&mut had_break, language.tr("auction-editor-tempo"))
        .changed()
    {
        note.tempo = had_break.then(TempoBreak::default);
    }
    let Some(tempo) = note.tempo.as_mut() else {
        return;
    };
    let field = match state.seconds.take() {
        Some(field) if field.call == note.call && field.value == tempo.seconds => field,
        _ => SecondsField {
            call: note.call,
            text: tempo.seconds.map(|s| s.to_string()).unwrap_or_default(),
            value: tempo.seconds,
        },
    };
    let field = state.seconds.insert(field);
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("auction-editor-tempo-seconds"));
        let response = ui
            .add(
                TextEdit::singleline(&mut field.text)
                    .id_salt("seconds")
                    .desired_width(ui.spacing().interact_size.x * 1.5),
            )
            .labelled_by(label.id);
        let typed = field.text.trim();
        let parsed = if typed.is_empty() {
            Some(None)
        } else {
            typed.parse::<u32>().ok().map(Some)
        };
        match parsed {
            Some(seconds) if response.changed() => {
                tempo.seconds = seconds;
                field.value = seconds;
            }
            Some(_) => {}
            None => {
                ui.label(
                    RichText::new(language.tr("auction-editor-tempo-seconds-invalid"))
                        .color(ui.visuals().error_fg_color),
                );
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(language.tr("auction-editor-tempo-agreed"));
        for (value, key) in [
            (None, "auction-editor-tempo-not-asked"),
            (Some(true), "auction-editor-tempo-agreed-yes"),
            (Some(false), "auction-editor-tempo-agreed-no"),
        ] {
            ui.selectable_value(&mut tempo.agreed, value, language.tr(key));
        }
    });
    let label = ui.label(language.tr("auction-editor-tempo-description"));
    ui.add(
        TextEdit::singleline(&mut tempo.description)
            .id_salt("tempo_description")
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
}

/// The paste field: a PBN or LIN snippet gives the auction its calls, with their alerts and
/// explanations, when its dealer is this auction's; the committee's notes stay with their calls.
fn paste(
    ui: &mut Ui,
    auction: &mut CaseAuction,
    language: Language,
    state: &mut AuctionEditorState,
) {
    let label = ui.label(RichText::new(language.tr("paste-snippet")).strong());
    ui.add(
        TextEdit::multiline(&mut state.paste)
            .id_salt("auction_editor_paste")
            .hint_text(language.tr("paste-snippet-hint-auction"))
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    if ui.button(language.tr("paste-fill-auction")).clicked() {
        match snippet::read_auction(&state.paste, auction) {
            Ok(read) => {
                *auction = read;
                state.paste.clear();
                state.paste_error = None;
                state.selected = None;
                state.seconds = None;
            }
            Err(err) => state.paste_error = Some(err),
        }
    }
    if let Some(err) = &state.paste_error {
        ui.label(RichText::new(err.message(language)).color(ui.visuals().error_fg_color));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(text: &str) -> Call {
        text.parse().expect("a call")
    }

    /// Commentary 27.2, commentary-1997-ru.txt lines 2305–2311: 1♠ then 1♥, an insufficient bid.
    #[test]
    fn an_insufficient_bid_is_recorded_with_its_marker() {
        let mut auction = Auction::parse(Seat::North, "1S").expect("1♠");
        assert_eq!(record_irregular(&mut auction, call("1H"), None, ""), None);
        assert_eq!(
            auction.calls()[1].irregularity,
            Some(Irregularity::InsufficientBid)
        );
    }

    #[test]
    fn a_call_by_another_seat_is_out_of_rotation() {
        let mut auction = Auction::parse(Seat::North, "1S").expect("1♠");
        // East's turn; West calls.
        record_irregular(&mut auction, Call::Pass, Some(Seat::West), "");
        assert_eq!(
            auction.calls()[1].irregularity,
            Some(Irregularity::OutOfRotation { by: Seat::West })
        );
        assert_eq!(auction.seat_of(1), Some(Seat::West));
        // The player in turn named explicitly is no irregularity at all.
        let mut auction = Auction::parse(Seat::North, "1S").expect("1♠");
        record_irregular(&mut auction, Call::Pass, Some(Seat::East), "");
        assert_eq!(auction.calls()[1].irregularity, None);
    }

    #[test]
    fn a_legal_call_with_words_is_the_irregularity_described() {
        let mut auction = Auction::new(Seat::North);
        let left = record_irregular(&mut auction, call("1C"), None, "bid from the wrong box");
        assert_eq!(left, None);
        assert_eq!(
            auction.calls()[0].irregularity,
            Some(Irregularity::Other("bid from the wrong box".into()))
        );
        // When the check finds the marker, the words are left for the call's note.
        let left = record_irregular(&mut auction, Call::Redouble, None, "redoubled at once");
        assert_eq!(left.as_deref(), Some("redoubled at once"));
        assert_eq!(
            auction.calls()[1].irregularity,
            Some(Irregularity::InadmissibleRedouble)
        );
    }

    #[test]
    fn each_marker_has_words_in_both_languages() {
        for irregularity in [
            Irregularity::InsufficientBid,
            Irregularity::OutOfRotation { by: Seat::West },
            Irregularity::AfterAuctionEnded,
            Irregularity::InadmissibleDouble,
            Irregularity::InadmissibleRedouble,
            Irregularity::Other("dropped card".into()),
        ] {
            for language in Language::ALL {
                let text = irregularity_text(&irregularity, language);
                assert!(!text.starts_with("irregularity-"), "{text}");
            }
        }
        assert_eq!(
            irregularity_text(
                &Irregularity::OutOfRotation { by: Seat::West },
                Language::Russian
            ),
            "заявка не в очередь: Запад"
        );
    }
}
