//! The deal editor: the board's number, with the dealer and vulnerability Law 2 gives it unless
//! the board was marked otherwise; a text field per hand; a 52-card grid; the diagram as
//! casebooks print it; and a PBN or LIN snippet pasted in.
//!
//! **Typed text is never lost.** Each hand's field keeps what was typed. The field writes into
//! the deal only when its text reads as a hand and no card of it is in another hand; until then
//! the deal keeps the hand it had and the reason shows under the field. Duplicates are checked
//! against what the other fields ask for, so a card moved from one hand to another (two edits)
//! is written once both edits are made.
//!
//! **The last hand.** When an edit leaves three hands with 13 cards, the fourth is given the
//! 13 cards that remain, unless its own field is being typed in or holds text that does not read.

use super::deal_diagram::{self, seat_key};
use super::{SuitText, snippet};
use crate::i18n::errors::expected_phrase;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::{
    Board, BoardNumber, Card, Deal, DealError, HAND_SIZE, Hand, Rank, Seat, Suit, Vulnerability,
};
use egui::{Atoms, Button, ComboBox, DragValue, Grid, RichText, TextEdit, Ui};

/// What the deal editor remembers between frames. One per editor; a new case may keep it, as
/// the editor notices that the board changed under it.
#[derive(Debug, Clone)]
pub struct DealEditorState {
    /// What each hand's field holds, by [`Seat::index`].
    texts: [String; 4],
    /// The board as the editor last left it; a different board means the caller changed it.
    synced: Option<Board>,
    /// The dealer and vulnerability are as marked on the board, not as Law 2 gives them.
    as_marked: bool,
    /// The seat the card grid gives cards to.
    grid_seat: Seat,
    /// The grid refused a card because this seat already had 13.
    grid_full: Option<Seat>,
    /// The seat the last edit filled in with the cards that remained.
    completed: Option<Seat>,
    paste: String,
    paste_error: Option<snippet::SnippetError>,
}

impl Default for DealEditorState {
    fn default() -> Self {
        Self {
            texts: Default::default(),
            synced: None,
            as_marked: false,
            grid_seat: Seat::North,
            grid_full: None,
            completed: None,
            paste: String::new(),
            paste_error: None,
        }
    }
}

impl DealEditorState {
    /// What the field of `seat` holds.
    pub fn text(&self, seat: Seat) -> &str {
        &self.texts[seat.index()]
    }

    /// Takes the board's values into the fields that the board changed since the editor last
    /// drew it (another editor, undo, a new case); the other fields keep what was typed.
    fn sync(&mut self, board: &Board) {
        let previous = self.synced.take();
        for seat in Seat::ALL {
            let before = previous.as_ref().map(|b| b.deal.hand(seat));
            if before != Some(board.deal.hand(seat)) {
                self.texts[seat.index()] = hand_text(board.deal.hand(seat));
            }
        }
        let markings = |b: &Board| (b.number, b.dealer, b.vulnerability);
        if previous.as_ref().map(markings) != Some(markings(board)) {
            self.as_marked = !board.has_law2_markings();
        }
        self.synced = Some(board.clone());
    }
}

/// The text a field shows for a hand: the printed form, which reads back as the same hand.
fn hand_text(hand: Option<Hand>) -> String {
    hand.map(|hand| hand.to_string()).unwrap_or_default()
}

/// Draws the editor for `board`; returns whether the board changed (the caller saves it).
pub fn deal_editor(
    ui: &mut Ui,
    board: &mut Board,
    language: Language,
    state: &mut DealEditorState,
) -> bool {
    state.sync(board);
    let before = board.clone();
    markings(ui, board, language, state);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    hand_fields(ui, board, language, state);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    card_grid(ui, board, language, state);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    deal_diagram::show(ui, &board.deal, language);
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    paste(ui, board, language, state);
    state.synced = Some(board.clone());
    let changed = *board != before;
    if changed {
        // A field refused for a duplicate may now fit: look again on the next frame.
        ui.ctx().request_repaint();
    }
    changed
}

/// Board number, and the dealer and vulnerability: Law 2's, or as marked on the board.
fn markings(ui: &mut Ui, board: &mut Board, language: Language, state: &mut DealEditorState) {
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("deal-editor-board"));
        let mut number = board.number.get();
        let response = ui
            .add(DragValue::new(&mut number).range(1..=u32::MAX).speed(0.1))
            .labelled_by(label.id);
        if response.changed()
            && let Ok(number) = BoardNumber::new(number)
        {
            board.number = number;
        }
        if !state.as_marked {
            let mut args = FluentArgs::new();
            args.set("dealer", language.tr(&seat_key(board.number.dealer())));
            args.set(
                "vulnerability",
                vulnerability_name(board.number.vulnerability(), language),
            );
            ui.label(language.tr_args("deal-editor-law2", &args));
        }
    });
    ui.checkbox(&mut state.as_marked, language.tr("deal-editor-as-marked"));
    if !state.as_marked {
        board.mark_by_law2();
        return;
    }
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("deal-editor-dealer"));
        let response = ComboBox::from_id_salt("deal_editor_dealer")
            .selected_text(language.tr(&seat_key(board.dealer)))
            .show_ui(ui, |ui| {
                for seat in Seat::ALL {
                    ui.selectable_value(&mut board.dealer, seat, language.tr(&seat_key(seat)));
                }
            })
            .response;
        let _ = response.labelled_by(label.id);
        let label = ui.label(language.tr("deal-editor-vulnerability"));
        let response = ComboBox::from_id_salt("deal_editor_vulnerability")
            .selected_text(vulnerability_name(board.vulnerability, language))
            .show_ui(ui, |ui| {
                for vulnerability in Vulnerability::ALL {
                    ui.selectable_value(
                        &mut board.vulnerability,
                        vulnerability,
                        vulnerability_name(vulnerability, language),
                    );
                }
            })
            .response;
        let _ = response.labelled_by(label.id);
    });
}

fn vulnerability_name(vulnerability: Vulnerability, language: Language) -> String {
    language.tr(&format!(
        "vulnerability-{}",
        vulnerability.pbn_name().to_lowercase()
    ))
}

/// What a hand's field asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Reading {
    /// The hand typed, or `None` for an empty field (the hand is not known).
    Hand(Option<Hand>),
    /// The text does not read as a hand.
    Unreadable(DealError),
}

/// Why a field's hand is not in the deal, or what to notice about it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum FieldNote {
    Unreadable(DealError),
    /// The card is also asked for by (or held by) `other`.
    Duplicate {
        card: Card,
        other: Seat,
    },
    /// The hand is in the deal but has other than 13 cards.
    Count(usize),
}

fn read_field(text: &str) -> Reading {
    if text.trim().is_empty() {
        return Reading::Hand(None);
    }
    match text.parse::<Hand>() {
        Ok(hand) => Reading::Hand(Some(hand)),
        Err(err) => Reading::Unreadable(err),
    }
}

/// Writes into the deal every field that reads and clashes with no other; returns the seats
/// written and the note for each field.
fn apply_fields(texts: &[String; 4], deal: &mut Deal) -> (Vec<Seat>, [Option<FieldNote>; 4]) {
    let readings = texts.each_ref().map(|text| read_field(text));
    // What each seat will hold: the typed hand, or the deal's while the text does not read.
    let asked: [Option<Hand>; 4] = Seat::ALL.map(|seat| match &readings[seat.index()] {
        Reading::Hand(hand) => *hand,
        Reading::Unreadable(_) => deal.hand(seat),
    });
    let mut notes: [Option<FieldNote>; 4] = Default::default();
    for seat in Seat::ALL {
        if let Reading::Unreadable(err) = &readings[seat.index()] {
            notes[seat.index()] = Some(FieldNote::Unreadable(err.clone()));
            continue;
        }
        let Some(hand) = asked[seat.index()] else {
            continue;
        };
        let clash = Seat::ALL
            .into_iter()
            .filter(|&other| other != seat)
            .find_map(|other| {
                let held = asked[other.index()]?;
                let card = hand.intersection(held).cards().next()?;
                Some(FieldNote::Duplicate { card, other })
            });
        notes[seat.index()] = clash;
    }
    let mut written = Vec::new();
    for seat in Seat::ALL {
        let Reading::Hand(hand) = readings[seat.index()] else {
            continue;
        };
        if notes[seat.index()].is_none() && deal.hand(seat) != hand {
            deal.set_hand(seat, hand);
            written.push(seat);
        }
        if notes[seat.index()].is_none()
            && let Some(hand) = hand
            && hand.len() != HAND_SIZE
        {
            notes[seat.index()] = Some(FieldNote::Count(hand.len()));
        }
    }
    (written, notes)
}

/// Gives the one hand short of 13 cards the cards that remain, when three are complete and
/// the short one is not among `edited` and its field holds nothing that does not read.
fn complete_last_hand(deal: &mut Deal, edited: &[Seat], texts: &[String; 4]) -> Option<Seat> {
    let mut short = Seat::ALL
        .into_iter()
        .filter(|&seat| deal.hand(seat).is_none_or(|hand| hand.len() != HAND_SIZE));
    let last = short.next()?;
    if short.next().is_some()
        || edited.contains(&last)
        || matches!(read_field(&texts[last.index()]), Reading::Unreadable(_))
    {
        return None;
    }
    let mut completed = *deal;
    match completed.complete_last_hand() {
        Ok(Some(seat)) => {
            *deal = completed;
            Some(seat)
        }
        _ => None,
    }
}

fn hand_fields(ui: &mut Ui, board: &mut Board, language: Language, state: &mut DealEditorState) {
    ui.label(RichText::new(language.tr("deal-editor-hands-hint")).weak());
    let mut edited = Vec::new();
    Grid::new("deal_editor_hands")
        .num_columns(2)
        .show(ui, |ui| {
            for seat in Seat::ALL {
                let label = ui.label(seat_hand_name(seat, language));
                ui.vertical(|ui| {
                    let response = ui
                        .add(
                            TextEdit::singleline(&mut state.texts[seat.index()])
                                .id_salt(("deal_editor_hand", seat))
                                .hint_text(language.tr("deal-editor-hand-hint"))
                                .desired_width(ui.spacing().text_edit_width * 1.6),
                        )
                        .labelled_by(label.id);
                    if response.changed() {
                        edited.push(seat);
                    }
                    // Each field's note from this frame's texts, under its own field.
                    let (_, notes) = apply_fields(&state.texts, &mut board.deal.clone());
                    if let Some(note) = &notes[seat.index()] {
                        field_note(ui, seat, note, language);
                    }
                });
                ui.end_row();
            }
        });
    let (written, _) = apply_fields(&state.texts, &mut board.deal);
    if !edited.is_empty() || !written.is_empty() {
        state.completed = None;
        state.grid_full = None;
    }
    if !written.is_empty()
        && let Some(seat) = complete_last_hand(&mut board.deal, &edited, &state.texts)
    {
        state.texts[seat.index()] = hand_text(board.deal.hand(seat));
        state.completed = Some(seat);
    }
    if let Some(seat) = state.completed {
        let mut args = FluentArgs::new();
        args.set("seat", seat.letter().to_string());
        ui.label(language.tr_args("deal-editor-completed", &args));
    }
}

/// "North hand": the label of a seat's field, which is also its accessible name.
fn seat_hand_name(seat: Seat, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("seat", seat.letter().to_string());
    language.tr_args("deal-editor-hand", &args)
}

fn field_note(ui: &mut Ui, seat: Seat, note: &FieldNote, language: Language) {
    let (text, colour) = match note {
        FieldNote::Count(count) => (count_message(*count, language), ui.visuals().warn_fg_color),
        FieldNote::Duplicate { card, other } => {
            let mut args = FluentArgs::new();
            args.set("card", card.to_string());
            args.set("seat", seat.letter().to_string());
            args.set("other", other.letter().to_string());
            (
                language.tr_args("deal-editor-duplicate", &args),
                ui.visuals().error_fg_color,
            )
        }
        FieldNote::Unreadable(err) => (
            unreadable_message(err, language),
            ui.visuals().error_fg_color,
        ),
    };
    ui.label(RichText::new(text).color(colour));
}

fn count_message(count: usize, language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("count", count);
    language.tr_args("deal-editor-count", &args)
}

/// A reading error in the user's language, said of a hand field: the Russian explains the form
/// of a hand rather than what the reader expected at that character.
fn unreadable_message(err: &DealError, language: Language) -> String {
    let mut args = FluentArgs::new();
    match err {
        DealError::Syntax {
            position,
            found: Some(found),
            expected,
        } => {
            args.set("number", position + 1);
            args.set("found", found_text(*found));
            args.set("reason", expected_phrase(expected, language));
            let key = if found.is_alphabetic() && !found.is_ascii() {
                "deal-editor-unreadable-layout"
            } else {
                "deal-editor-unreadable"
            };
            language.tr_args(key, &args)
        }
        DealError::Syntax {
            found: None,
            expected,
            ..
        } => {
            args.set("reason", expected_phrase(expected, language));
            language.tr_args("deal-editor-ends-early", &args)
        }
        DealError::RepeatedCard { card, .. } => {
            args.set("card", card.to_string());
            language.tr_args("deal-editor-repeated", &args)
        }
        DealError::HandTooLong { count } => count_message(*count, language),
        other => other.describe(language),
    }
}

/// A character as the message shows it: a letter from another alphabet with its code point,
/// so that a Cyrillic А typed for the Latin A can be told apart.
fn found_text(c: char) -> String {
    if c.is_ascii() {
        c.to_string()
    } else {
        format!("{c} U+{:04X}", c as u32)
    }
}

/// The 52 cards by suit, each a toggle that gives the card to the seat chosen (or takes it
/// back from that seat).
fn card_grid(ui: &mut Ui, board: &mut Board, language: Language, state: &mut DealEditorState) {
    ui.label(RichText::new(language.tr("deal-editor-grid")).strong());
    ui.horizontal(|ui| {
        ui.label(language.tr("deal-editor-grid-to"));
        for seat in Seat::ALL {
            if ui
                .selectable_value(&mut state.grid_seat, seat, language.tr(&seat_key(seat)))
                .changed()
            {
                state.grid_full = None;
            }
        }
    });
    let mut clicked = None;
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = ui.spacing().item_spacing.x * 0.5;
        for suit in Suit::DISPLAY_ORDER {
            ui.horizontal(|ui| {
                ui.add(SuitText::new(suit.symbol().to_string()));
                for rank in Rank::ALL.into_iter().rev() {
                    let card = Card::new(suit, rank);
                    if card_toggle(ui, board, card, state.grid_seat, language) {
                        clicked = Some(card);
                    }
                }
            });
        }
    });
    if let Some(card) = clicked {
        give_card(board, card, state);
    }
    if let Some(seat) = state.grid_full {
        let mut args = FluentArgs::new();
        args.set("seat", seat.letter().to_string());
        ui.label(
            RichText::new(language.tr_args("deal-editor-grid-full", &args))
                .color(ui.visuals().warn_fg_color),
        );
    }
}

/// One card of the grid: its rank, and the holder's initial when another seat holds it.
fn card_toggle(ui: &mut Ui, board: &Board, card: Card, seat: Seat, language: Language) -> bool {
    let holder = board.deal.holder(card);
    let mut text = RichText::new(card.rank.human()).monospace();
    let mut holder_letter = String::new();
    if let Some(holder) = holder.filter(|&h| h != seat) {
        let mut args = FluentArgs::new();
        args.set("seat", holder.letter().to_string());
        holder_letter = language.tr_args("deal-editor-seat-letter", &args);
        text = text.weak();
    }
    let text = if card.suit.is_red() && holder.is_none_or(|h| h == seat) {
        text.color(super::suit_text::red_suit_colour(ui.visuals()))
    } else {
        text
    };
    let hover = match holder {
        Some(holder) => {
            let mut args = FluentArgs::new();
            args.set("card", card.to_string());
            args.set("seat", holder.letter().to_string());
            language.tr_args("deal-editor-card-held", &args)
        }
        None => {
            let mut args = FluentArgs::new();
            args.set("card", card.to_string());
            language.tr_args("deal-editor-card-free", &args)
        }
    };
    let atoms = if holder_letter.is_empty() {
        Atoms::new(text)
    } else {
        Atoms::new((text, RichText::new(holder_letter).small().weak()))
    };
    // One width for every card, so that the thirteen ranks line up suit under suit.
    let width = ui.spacing().interact_size.y * 1.6;
    let button = Button::selectable(holder == Some(seat), atoms).min_size(egui::vec2(width, 0.0));
    ui.add(button)
        .accessible_name(card.to_string())
        .on_hover_text(hover)
        .clicked()
}

/// Gives `card` to the grid's seat, or takes it back if the seat holds it; a seat with 13
/// cards takes no more.
fn give_card(board: &mut Board, card: Card, state: &mut DealEditorState) {
    let seat = state.grid_seat;
    let deal = &mut board.deal;
    let mut hand = deal.hand(seat).unwrap_or_default();
    state.grid_full = None;
    state.completed = None;
    if hand.contains(card) {
        hand.remove(card);
        deal.set_hand(seat, (!hand.is_empty()).then_some(hand));
        state.texts[seat.index()] = hand_text(deal.hand(seat));
        return;
    }
    if hand.len() >= HAND_SIZE {
        state.grid_full = Some(seat);
        return;
    }
    if let Some(holder) = deal.holder(card)
        && let Some(mut held) = deal.hand(holder)
    {
        held.remove(card);
        deal.set_hand(holder, (!held.is_empty()).then_some(held));
        state.texts[holder.index()] = hand_text(deal.hand(holder));
    }
    hand.insert(card);
    deal.set_hand(seat, Some(hand));
    state.texts[seat.index()] = hand_text(Some(hand));
    if let Some(last) = complete_last_hand(deal, &[seat], &state.texts) {
        state.texts[last.index()] = hand_text(deal.hand(last));
        state.completed = Some(last);
    }
}

/// The paste field: a PBN or LIN snippet fills the deal and, when it gives them, the board
/// number, dealer and vulnerability.
fn paste(ui: &mut Ui, board: &mut Board, language: Language, state: &mut DealEditorState) {
    let label = ui.label(RichText::new(language.tr("paste-snippet")).strong());
    ui.add(
        TextEdit::multiline(&mut state.paste)
            .id_salt("deal_editor_paste")
            .hint_text(language.tr("paste-snippet-hint-deal"))
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    if ui.button(language.tr("paste-fill-deal")).clicked() {
        match snippet::read_deal(&state.paste) {
            Ok(read) => {
                board.deal = read.deal;
                if let Some(number) = read.number {
                    board.number = number;
                }
                let law2 = !state.as_marked || read.number.is_some();
                board.dealer = read.dealer.unwrap_or(if law2 {
                    board.number.dealer()
                } else {
                    board.dealer
                });
                board.vulnerability = read.vulnerability.unwrap_or(if law2 {
                    board.number.vulnerability()
                } else {
                    board.vulnerability
                });
                state.as_marked = !board.has_law2_markings();
                state.texts = Seat::ALL.map(|seat| hand_text(board.deal.hand(seat)));
                state.paste.clear();
                state.paste_error = None;
                state.completed = None;
                state.grid_full = None;
            }
            Err(err) => state.paste_error = Some(err),
        }
    }
    if let Some(err) = &state.paste_error {
        ui.label(RichText::new(err.describe(language)).color(ui.visuals().error_fg_color));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(n: &str, e: &str, s: &str, w: &str) -> [String; 4] {
        [n, e, s, w].map(String::from)
    }

    fn hand(text: &str) -> Option<Hand> {
        Some(text.parse().expect("a test hand"))
    }

    /// The full deal of the core's deal tests (N 10 HCP, E 19, S 11, W 0).
    const N: &str = "AKQ2 T98 - J98765";
    const E: &str = "JT9 AKQ AKQ2 T43";
    const S: &str = "8765 J7 JT98 AKQ";
    const W: &str = "43 65432 76543 2";

    #[test]
    fn a_field_that_reads_is_written_and_a_short_hand_is_noted() {
        let mut deal = Deal::new();
        let (written, notes) = apply_fields(&texts("AKQ2 T98 - J9876", "", "", ""), &mut deal);
        assert_eq!(written, [Seat::North]);
        assert_eq!(deal.hand(Seat::North), hand("AKQ2 T98 - J9876"));
        assert_eq!(notes[0], Some(FieldNote::Count(12)));
        assert_eq!(notes[1], None);
    }

    #[test]
    fn a_duplicate_is_refused_in_both_fields_and_the_deal_keeps_its_hands() {
        let mut deal = Deal::new();
        deal.set_hand(Seat::North, hand(N));
        let before = deal;
        let (written, notes) = apply_fields(&texts(N, "A - - -", "", ""), &mut deal);
        assert!(written.is_empty());
        assert_eq!(deal, before);
        let ace = Card::new(Suit::Spades, Rank::Ace);
        assert_eq!(
            notes[1],
            Some(FieldNote::Duplicate {
                card: ace,
                other: Seat::North
            })
        );
        assert_eq!(
            notes[0],
            Some(FieldNote::Duplicate {
                card: ace,
                other: Seat::East
            })
        );
    }

    #[test]
    fn a_card_moved_between_two_fields_is_written_once_both_are_edited() {
        let mut deal = Deal::new();
        deal.set_hand(Seat::North, hand("AKQ2 - - -"));
        deal.set_hand(Seat::South, hand("- A - -"));
        // North swaps ♠2 for ♥A: refused while South still holds the ♥A.
        let mut fields = texts("AKQ - - -", "", "- A - -", "");
        fields[0] = "AKQ A - -".into();
        let (written, _) = apply_fields(&fields, &mut deal);
        assert!(written.is_empty());
        fields[2] = "2 - - -".into();
        let (written, notes) = apply_fields(&fields, &mut deal);
        assert_eq!(written, [Seat::North, Seat::South]);
        assert_eq!(deal.hand(Seat::South), hand("2 - - -"));
        assert!(
            notes
                .iter()
                .all(|n| matches!(n, None | Some(FieldNote::Count(_))))
        );
    }

    #[test]
    fn unreadable_text_keeps_the_hand_the_deal_had() {
        let mut deal = Deal::new();
        deal.set_hand(Seat::West, hand(W));
        let (written, notes) = apply_fields(&texts("", "", "", "43 65432 76543 2x"), &mut deal);
        assert!(written.is_empty());
        assert_eq!(deal.hand(Seat::West), hand(W));
        assert!(matches!(notes[3], Some(FieldNote::Unreadable(_))));
    }

    #[test]
    fn the_fourth_hand_is_filled_in_when_three_are_complete() {
        let mut deal = Deal::new();
        let fields = texts(N, E, S, "");
        let (written, _) = apply_fields(&fields, &mut deal);
        assert_eq!(written.len(), 3);
        assert_eq!(
            complete_last_hand(&mut deal, &written, &fields),
            Some(Seat::West)
        );
        assert_eq!(deal.hand(Seat::West), hand(W));
        assert!(deal.is_complete());
    }

    #[test]
    fn the_fourth_hand_is_left_alone_while_it_is_being_typed() {
        let mut deal = Deal::new();
        let fields = texts(N, E, S, "43 6543");
        apply_fields(&fields, &mut deal);
        assert_eq!(complete_last_hand(&mut deal, &[Seat::South], &fields), None);
        let fields = texts(N, E, S, "43 65432 - -");
        apply_fields(&fields, &mut deal);
        assert_eq!(complete_last_hand(&mut deal, &[Seat::West], &fields), None);
        assert_eq!(deal.hand(Seat::West), hand("43 65432 - -"));
    }

    #[test]
    fn the_grid_gives_takes_back_and_refuses_a_fourteenth_card() {
        let mut board = Board::new(BoardNumber::new(1).expect("board 1"), Deal::new());
        board.deal.set_hand(Seat::North, hand(N));
        board.deal.set_hand(Seat::East, hand(E));
        let mut state = DealEditorState {
            grid_seat: Seat::South,
            ..DealEditorState::default()
        };
        let ace_of_clubs = Card::new(Suit::Clubs, Rank::Ace);
        give_card(&mut board, ace_of_clubs, &mut state);
        assert_eq!(board.deal.hand(Seat::South), hand("- - - A"));
        assert_eq!(state.text(Seat::South), "♠— ♥— ♦— ♣A");
        give_card(&mut board, ace_of_clubs, &mut state);
        assert_eq!(board.deal.hand(Seat::South), None);
        // South takes North's ♠A: North is left with 12.
        state.grid_seat = Seat::South;
        give_card(&mut board, Card::new(Suit::Spades, Rank::Ace), &mut state);
        assert_eq!(board.deal.hand(Seat::North).map(Hand::len), Some(12));
        state.grid_seat = Seat::East;
        give_card(&mut board, Card::new(Suit::Spades, Rank::Two), &mut state);
        assert_eq!(state.grid_full, Some(Seat::East));
        assert_eq!(board.deal.hand(Seat::East), hand(E));
    }

    #[test]
    fn unreadable_messages_name_the_place_in_both_languages() {
        let err = "AKQ2 T9x - J9876".parse::<Hand>().expect_err("an x");
        let english = unreadable_message(&err, Language::English);
        assert!(
            english.contains("“x”") && english.contains("8"),
            "{english}"
        );
        let cyrillic = "АKQ2 T98 - J9876"
            .parse::<Hand>()
            .expect_err("a Cyrillic А");
        let russian = unreadable_message(&cyrillic, Language::Russian);
        assert!(russian.contains("U+0410"), "{russian}");
    }
}
