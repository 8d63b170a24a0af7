//! A pollee's answer recorded by clicking calls in a bidding box at the decision point: the
//! first call clicked is the call chosen, the next ones the calls also considered (a second
//! click takes a call back); the calls are written in the case's language, so that they count
//! together with answers typed or already recorded.

use crate::app::widgets::{auction_editor::bidding_box, form};
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::{Auction, Call, CallLanguage};
use casebook::case::PolleeAnswer;
use egui::{Button, Grid, RichText, TextEdit, Ui};

/// The answer being entered, kept between frames.
#[derive(Debug, Clone, Default)]
struct AnswerDraft {
    name: String,
    level: String,
    chosen: Option<Call>,
    considered: Vec<Call>,
    comment: String,
}

impl AnswerDraft {
    /// First click: the call chosen; later clicks: calls also considered; a click on a call
    /// already marked takes it back.
    fn click(&mut self, call: Call) {
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

    fn marked(&self) -> Vec<Call> {
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
            action: spelling.spell(chosen).to_string(),
            considered: self
                .considered
                .iter()
                .map(|&c| spelling.spell(c).to_string())
                .collect(),
            comment: self.comment.trim().to_string(),
        })
    }
}

/// The entry: name, level, the bidding box after `facing` (the auction before the polled
/// call), what the clicks mean so far, a comment and "Add the answer". Returns the answer
/// added, for the caller to append to the poll.
pub fn entry(
    ui: &mut Ui,
    facing: &Auction,
    case_language: &str,
    language: Language,
) -> Option<PolleeAnswer> {
    let id = ui.scope_id().with("poll-answer-draft");
    let mut draft: AnswerDraft = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    let spelling = CallLanguage::from_code(case_language);
    form::heading(ui, &language.tr("poll-answer-heading"));
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
    ui.label(RichText::new(language.tr("poll-answer-hint")).weak());
    if let Some(call) = bidding_box(ui, facing, language, false, &draft.marked()) {
        draft.click(call);
    }
    let spelled = |calls: &mut dyn Iterator<Item = &Call>| {
        calls
            .map(|&c| spelling.spell(c).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut args = FluentArgs::new();
    args.set("chosen", spelled(&mut draft.chosen.iter()));
    args.set("considered", spelled(&mut draft.considered.iter()));
    let key = match (draft.chosen, draft.considered.is_empty()) {
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
        draft.click(Call::Pass);
        draft.click(bid(5, Strain::Spades));
        draft.click(bid(5, Strain::Diamonds));
        draft.click(bid(5, Strain::Diamonds));
        let answer = draft.answer(CallLanguage::Russian).expect("complete");
        assert_eq!(answer.action, "пас");
        assert_eq!(answer.considered, vec!["5♠".to_string()]);
        // Taking back the call chosen leaves no answer until another is chosen.
        draft.click(Call::Pass);
        assert!(draft.answer(CallLanguage::Russian).is_none());
        draft.click(bid(4, Strain::NoTrump));
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
        draft.click(Call::Pass);
        assert!(draft.answer(CallLanguage::English).is_none());
    }
}
