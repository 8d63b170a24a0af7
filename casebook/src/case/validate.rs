//! Checks on a case record that name the field at fault, in the path form a bundle uses
//! (`result.tricks`, `decision.adjusted.outcomes[1].weight`).

use super::adjusted::{AdjustedScore, is_weight_text};
use super::{Case, CommitteeRole};
use crate::bridge::Contract;
use std::collections::HashSet;

/// A problem with one field of a case.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct CaseError {
    pub field: String,
    pub message: String,
}

impl CaseError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> CaseError {
        CaseError {
            field: field.into(),
            message: message.into(),
        }
    }
}

const MAX_TRICKS: u8 = 13;

impl Case {
    /// The first problem with the record, if any.
    pub fn validate(&self) -> Result<(), CaseError> {
        match self.problems().into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(()),
        }
    }

    /// Every problem with the record, in field order, so a form can mark them all at once.
    pub fn problems(&self) -> Vec<CaseError> {
        let mut out = Vec::new();
        self.check_identity(&mut out);
        self.check_people(&mut out);
        self.check_board_and_auction(&mut out);
        self.check_play_and_result(&mut out);
        check_adjusted("ruling.adjusted", &self.ruling.adjusted, &mut out);
        check_adjusted("decision.adjusted", &self.decision.adjusted, &mut out);
        self.check_lists(&mut out);
        out
    }

    fn check_identity(&self, out: &mut Vec<CaseError>) {
        if let Some(year) = self.identity.year
            && !(1900..=2200).contains(&year)
        {
            out.push(CaseError::new(
                "identity.year",
                format!("{year} is not a plausible year"),
            ));
        }
        if self.language.trim().is_empty() {
            out.push(CaseError::new(
                "language",
                "the language is empty; write a code such as ru",
            ));
        }
    }

    fn check_people(&self, out: &mut Vec<CaseError>) {
        let mut seats = HashSet::new();
        for (i, player) in self.people.players.iter().enumerate() {
            if !seats.insert(player.seat) {
                out.push(CaseError::new(
                    format!("people.players[{i}].seat"),
                    format!("{:?} already has a player", player.seat),
                ));
            }
        }
        let mut chairs = 0;
        for (i, member) in self.people.committee.iter().enumerate() {
            if member.name.trim().is_empty() {
                out.push(CaseError::new(
                    format!("people.committee[{i}].name"),
                    "the name is empty",
                ));
            }
            if member.role == CommitteeRole::Chair {
                chairs += 1;
                if chairs > 1 {
                    out.push(CaseError::new(
                        format!("people.committee[{i}].role"),
                        "the committee already has a chair",
                    ));
                }
            }
        }
    }

    fn check_board_and_auction(&self, out: &mut Vec<CaseError>) {
        if let Err(e) = self.board.deal.validate() {
            out.push(CaseError::new("board.deal", e.to_string()));
        }
        let calls = &self.auction.calls;
        if calls.dealer() != self.board.dealer {
            out.push(CaseError::new(
                "auction.calls.dealer",
                format!(
                    "the auction starts with {:?} but the board's dealer is {:?}",
                    calls.dealer(),
                    self.board.dealer
                ),
            ));
        }
        let count = calls.calls().len();
        let mut annotated = HashSet::new();
        let mut notes = HashSet::new();
        for (i, annotation) in self.auction.annotations.iter().enumerate() {
            let field = format!("auction.annotations[{i}]");
            if annotation.call >= count {
                out.push(CaseError::new(
                    format!("{field}.call"),
                    format!(
                        "call {} does not exist: the auction has {count} calls",
                        annotation.call + 1
                    ),
                ));
            } else if !annotated.insert(annotation.call) {
                out.push(CaseError::new(
                    format!("{field}.call"),
                    format!("call {} is annotated twice", annotation.call + 1),
                ));
            }
            if let Some(note) = annotation.note
                && (note == 0 || !notes.insert(note))
            {
                out.push(CaseError::new(
                    format!("{field}.note"),
                    format!("note number {note} is zero or already used"),
                ));
            }
        }
    }

    fn check_play_and_result(&self, out: &mut Vec<CaseError>) {
        let Some(result) = &self.result else {
            return;
        };
        match result.contract {
            Some(contract) => {
                check_contract("result.contract", contract, out);
                if result.declarer.is_none() {
                    out.push(CaseError::new(
                        "result.declarer",
                        "a contract needs a declarer",
                    ));
                }
            }
            None => {
                if result.declarer.is_some() || result.tricks.is_some() {
                    out.push(CaseError::new(
                        "result.contract",
                        "a passed-out board has no declarer or tricks; enter the contract",
                    ));
                }
            }
        }
        if let Some(tricks) = result.tricks
            && tricks > MAX_TRICKS
        {
            out.push(CaseError::new(
                "result.tricks",
                format!("{tricks} tricks: a deal has 13"),
            ));
        }
        // The opening lead is made by declarer's left-hand opponent (Law 41A).
        if let (Some(lead), Some(declarer)) = (self.play.opening_lead, result.declarer) {
            let leader = declarer.next();
            if let Some(hand) = self.board.deal.hand(leader)
                && !hand.contains(lead)
                && hand.len() == crate::bridge::HAND_SIZE
            {
                out.push(CaseError::new(
                    "play.opening_lead",
                    format!("{lead} is not in the opening leader's ({leader:?}) hand"),
                ));
            }
        }
    }

    fn check_lists(&self, out: &mut Vec<CaseError>) {
        for (i, answer) in self.workflow.iter().enumerate() {
            if answer.step.trim().is_empty() {
                out.push(CaseError::new(
                    format!("workflow[{i}].step"),
                    "the step is empty",
                ));
            }
        }
        for (i, poll) in self.polls.iter().enumerate() {
            for (j, pollee) in poll.pollees.iter().enumerate() {
                if pollee.action.trim().is_empty() {
                    out.push(CaseError::new(
                        format!("polls[{i}].pollees[{j}].action"),
                        "the pollee's action is empty",
                    ));
                }
            }
        }
        for (i, penalty) in self.decision.procedural_penalties.iter().enumerate() {
            if penalty.amount.trim().is_empty() {
                out.push(CaseError::new(
                    format!("decision.procedural_penalties[{i}].amount"),
                    "the penalty has no amount",
                ));
            }
        }
        for (i, comment) in self.commentary.iter().enumerate() {
            if comment.commentator.trim().is_empty() {
                out.push(CaseError::new(
                    format!("commentary[{i}].commentator"),
                    "a comment needs its commentator's name",
                ));
            }
        }
        let mut subjects = HashSet::new();
        for (i, subject) in self.subjects.iter().enumerate() {
            if !subjects.insert(*subject) {
                out.push(CaseError::new(
                    format!("subjects[{i}]"),
                    format!("{subject} is listed twice"),
                ));
            }
        }
    }
}

fn check_contract(field: &str, contract: Contract, out: &mut Vec<CaseError>) {
    // A deserialized contract bypasses the constructor, so its level is checked here.
    if !(1..=7).contains(&contract.level()) {
        out.push(CaseError::new(
            field,
            format!(
                "level {} is impossible: a contract is from 1 to 7",
                contract.level()
            ),
        ));
    }
}

fn check_adjusted(field: &str, adjusted: &AdjustedScore, out: &mut Vec<CaseError>) {
    for (i, outcome) in adjusted.outcomes.iter().enumerate() {
        let at = format!("{field}.outcomes[{i}]");
        if let Some(contract) = outcome.contract {
            check_contract(&format!("{at}.contract"), contract, out);
            if outcome.declarer.is_none() {
                out.push(CaseError::new(
                    format!("{at}.declarer"),
                    "a contract needs a declarer",
                ));
            }
        }
        if outcome.tricks > MAX_TRICKS {
            out.push(CaseError::new(
                format!("{at}.tricks"),
                format!("{} tricks: a deal has 13", outcome.tricks),
            ));
        }
        if !is_weight_text(&outcome.weight) {
            out.push(CaseError::new(
                format!("{at}.weight"),
                format!(
                    "\"{}\" is not a weight: write a percentage (30%), a fraction (1/3) or a decimal (0.25)",
                    outcome.weight
                ),
            ));
        }
    }
}
