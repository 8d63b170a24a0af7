//! A pollee's answer recorded by clicks: in a bidding box at the call polled, or on the cards
//! of the leader's hand for an opening lead. The first click is the action chosen, the next
//! ones the actions also considered (a second click takes one back); calls are written in the
//! case's language and cards as `♠K`, so that they count together with answers typed or
//! already recorded.

use crate::app::widgets::{auction_editor::bidding_box, form};
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::{Auction, Call, CallLanguage, Card, Hand, Suit};
use casebook::case::PolleeAnswer;
use egui::{Button, Grid, RichText, TextEdit, Ui};

/// What the pollee picks from.
#[derive(Debug, Clone, Copy)]
pub enum Picker<'a> {
    /// The calls after this auction (the auction before the call polled).
    Calls(&'a Auction),
    /// The cards of the leader's hand.
    Cards(Hand),
}

/// One action clicked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pick {
    Call(Call),
    Card(Card),
}

impl Pick {
    fn spell(self, spelling: CallLanguage) -> String {
        match self {
            Pick::Call(call) => spelling.spell(call).to_string(),
            Pick::Card(card) => card.to_string(),
        }
    }
}

/// The answer being entered, kept between frames.
#[derive(Debug, Clone, Default)]
struct AnswerDraft {
    name: String,
    level: String,
    chosen: Option<Pick>,
    considered: Vec<Pick>,
    comment: String,
}

impl AnswerDraft {
    /// First click: the action chosen; later clicks: actions also considered; a click on one
    /// already marked takes it back.
    fn click(&mut self, call: Pick) {
        if self.chosen == Some(call) {
            self.chosen = None;
        } else if let Some(i) = self.considered.iter().position(|&c| c == call) {
            self.considered.remove(i);
        } else if self.chosen.is_none() {
            self.chosen = Some(call);
        } else {
            self.considered.push(call);
        }
    }

    fn marked(&self) -> Vec<Pick> {
        self.chosen
            .iter()
            .chain(&self.considered)
            .copied()
            .collect()
    }

    fn answer(&self, spelling: CallLanguage) -> Option<PolleeAnswer> {
        let chosen = self.chosen?;
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        Some(PolleeAnswer {
            name: name.to_string(),
            level: self.level.trim().to_string(),
            action: chosen.spell(spelling),
            considered: self.considered.iter().map(|&c| c.spell(spelling)).collect(),
            comment: self.comment.trim().to_string(),
        })
    }
}

/// The entry: name, level, the bidding box or the leader's cards, what the clicks mean so far,
/// a comment and "Add the answer". Returns the answer added, for the caller to append to the
/// poll.
pub fn entry(
    ui: &mut Ui,
    picker: Picker<'_>,
    case_language: &str,
    language: Language,
) -> Option<PolleeAnswer> {
    let id = ui.scope_id().with("poll-answer-draft");
    let mut draft: AnswerDraft = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    let spelling = CallLanguage::from_code(case_language);
    let lead = matches!(picker, Picker::Cards(_));
    form::heading(
        ui,
        &language.tr(if lead {
            "poll-answer-heading-lead"
        } else {
            "poll-answer-heading"
        }),
    );
    Grid::new("poll-answer-who")
        .num_columns(2)
        .min_col_width(120.0)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for (key, text) in [
                ("poll-answer-name", &mut draft.name),
                ("poll-answer-level", &mut draft.level),
            ] {
                let label = ui.label(language.tr(key));
                ui.add(TextEdit::singleline(text).desired_width(240.0))
                    .labelled_by(label.id);
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(language.tr(if lead {
            "poll-answer-hint-lead"
        } else {
            "poll-answer-hint"
        }))
        .weak(),
    );
    let marked = draft.marked();
    let clicked = match picker {
        Picker::Calls(facing) => {
            let calls: Vec<Call> = marked
                .iter()
                .filter_map(|p| match p {
                    Pick::Call(c) => Some(*c),
                    Pick::Card(_) => None,
                })
                .collect();
            bidding_box(ui, facing, language, false, &calls).map(Pick::Call)
        }
        Picker::Cards(hand) => card_box(ui, hand, &marked).map(Pick::Card),
    };
    if let Some(pick) = clicked {
        draft.click(pick);
    }
    let spelled = |picks: &mut dyn Iterator<Item = &Pick>| {
        picks
            .map(|&p| p.spell(spelling))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut args = FluentArgs::new();
    args.set("chosen", spelled(&mut draft.chosen.iter()));
    args.set("considered", spelled(&mut draft.considered.iter()));
    let key = match (draft.chosen, draft.considered.is_empty()) {
        (None, _) if lead => "poll-answer-nothing-lead",
        (None, _) => "poll-answer-nothing",
        (Some(_), true) => "poll-answer-chosen",
        (Some(_), false) => "poll-answer-chosen-considered",
    };
    ui.add(crate::app::widgets::SuitText::new(language.tr_args(key, &args)).strong());
    let comment = language.tr("poll-answer-comment");
    ui.horizontal(|ui| {
        let label = ui.label(&comment);
        ui.add(TextEdit::singleline(&mut draft.comment).desired_width(320.0))
            .labelled_by(label.id);
    });
    let answer = draft.answer(spelling);
    let add = ui
        .add_enabled(
            answer.is_some(),
            Button::new(language.tr("poll-answer-add")),
        )
        .on_disabled_hover_text(language.tr("poll-answer-add-hint"));
    let added = if add.clicked() { answer } else { None };
    if added.is_some() {
        // The next pollee keeps the level: a committee often polls players of one class.
        draft = AnswerDraft {
            level: draft.level,
            ..AnswerDraft::default()
        };
    }
    ui.data_mut(|d| d.insert_temp(id, draft));
    added
}

/// The hand's cards, a row per suit (♠ ♥ ♦ ♣), highest first; each button named by its card
/// (`♠K`). Returns the card clicked.
fn card_box(ui: &mut Ui, hand: Hand, marked: &[Pick]) -> Option<Card> {
    let mut clicked = None;
    let size = egui::vec2(ui.spacing().interact_size.x * 0.8, 0.0);
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        ui.horizontal(|ui| {
            ui.add(crate::app::widgets::SuitText::new(
                suit.symbol().to_string(),
            ));
            let mut cards: Vec<Card> = hand.cards().filter(|c| c.suit == suit).collect();
            cards.sort_by_key(|c| std::cmp::Reverse(c.rank));
            if cards.is_empty() {
                ui.label("—");
            }
            for card in cards {
                let job = crate::app::widgets::SuitText::new(card.to_string()).layout_job(ui);
                let button = Button::new(job)
                    .min_size(size)
                    .selected(marked.contains(&Pick::Card(card)));
                if ui.add(button).accessible_name(card.to_string()).clicked() {
                    clicked = Some(card);
                }
            }
        });
    }
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::bridge::{Bid, Strain};

    fn bid(level: u8, strain: Strain) -> Call {
        Call::Bid(Bid::new(level, strain).expect("a bid"))
    }

    #[test]
    fn the_first_click_chooses_and_the_next_ones_are_considered() {
        let mut draft = AnswerDraft {
            name: "Игрок 8".into(),
            ..AnswerDraft::default()
        };
        draft.click(Pick::Call(Call::Pass));
        draft.click(Pick::Call(bid(5, Strain::Spades)));
        draft.click(Pick::Call(bid(5, Strain::Diamonds)));
        draft.click(Pick::Call(bid(5, Strain::Diamonds)));
        let answer = draft.answer(CallLanguage::Russian).expect("complete");
        assert_eq!(answer.action, "пас");
        assert_eq!(answer.considered, vec!["5♠".to_string()]);
        // Taking back the call chosen leaves no answer until another is chosen.
        draft.click(Pick::Call(Call::Pass));
        assert!(draft.answer(CallLanguage::Russian).is_none());
        draft.click(Pick::Call(bid(4, Strain::NoTrump)));
        assert_eq!(
            draft
                .answer(CallLanguage::English)
                .expect("complete")
                .action,
            "4NT"
        );
    }

    #[test]
    fn an_answer_needs_the_pollee_s_name() {
        let mut draft = AnswerDraft::default();
        draft.click(Pick::Call(Call::Pass));
        assert!(draft.answer(CallLanguage::English).is_none());
    }
}
