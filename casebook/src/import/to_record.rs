//! A case as a hand record, for writing it out as a PBN game.

use super::play_text;
use crate::bridge::Seat;
use crate::case::{CallAnnotation, Case, ScoringForm};
use crate::hand_record::{self, AnnotatedAuction, FinalContract, HandRecord, Play, Trick};

impl Case {
    /// The case's board as a hand record: identity (event, tournament as the site, date),
    /// board, players, hands, the auction with its irregularity markers, alerts and
    /// explanations (the partnership's agreement, a break in tempo and the committee's comment
    /// on a call go as commentary after it), the play when `play.record` holds trick lines
    /// (otherwise the opening lead alone), and the table result and score.
    pub fn to_hand_record(&self) -> HandRecord {
        let mut record = HandRecord {
            event: filled(&self.identity.event),
            site: filled(&self.identity.tournament),
            date: self
                .identity
                .date
                .map(|d| d.format("%Y.%m.%d").to_string())
                .or_else(|| self.identity.year.map(|y| format!("{y:04}.??.??"))),
            board: Some(self.board.number),
            dealer: Some(self.board.dealer),
            vulnerability: Some(self.board.vulnerability),
            deal: self.board.deal,
            scoring: self.identity.scoring.map(|s| scoring_name(s).to_string()),
            ..HandRecord::default()
        };
        for seat in Seat::ALL {
            record.players[seat.index()] = self.people.player(seat).and_then(|p| filled(&p.name));
        }
        if !self.auction.calls.calls().is_empty() {
            record.auction = Some(self.annotated_auction());
        }
        if let Some(result) = &self.result {
            record.contract = Some(match result.contract {
                None => FinalContract::PassedOut,
                Some(contract) => FinalContract::Contract(contract),
            });
            record.declarer = result.declarer;
            record.result = result.tricks;
            record.score_ns = result.ns_score;
        }
        record.play = self.recorded_play();
        record
    }

    fn annotated_auction(&self) -> AnnotatedAuction {
        let mut annotated = AnnotatedAuction::new(self.auction.calls.clone());
        for annotation in &self.auction.annotations {
            if let Some(said) = annotated.annotation_mut(annotation.call) {
                *said = call_annotation(annotation);
            }
        }
        annotated
    }

    pub fn recorded_play(&self) -> Option<Play> {
        if let Some(play) = play_text::read(&self.play.record, &self.board.deal) {
            return Some(play);
        }
        // Prose about the play: only the opening lead goes out.
        let lead = self.play.opening_lead?;
        let leader = self.result.as_ref()?.declarer?.next();
        let mut play = Play::new(leader);
        let mut trick = Trick {
            leader: Some(leader),
            ..Trick::default()
        };
        trick.cards[leader.index()] = Some(hand_record::PlayedCard::new(lead));
        play.tricks.push(trick);
        Some(play)
    }
}

fn filled(text: &str) -> Option<String> {
    (!text.trim().is_empty()).then(|| text.to_string())
}

/// The PBN Scoring tag for a scoring form.
fn scoring_name(form: ScoringForm) -> &'static str {
    match form {
        ScoringForm::PairsMp => "MP",
        ScoringForm::TeamsImp => "IMP",
        ScoringForm::Bam => "BAM",
        ScoringForm::SwissVp => "IMP;VP",
    }
}

fn call_annotation(annotation: &CallAnnotation) -> hand_record::CallAnnotation {
    let explanations: Vec<String> = annotation
        .explanations
        .iter()
        .filter(|e| !e.text.trim().is_empty())
        .map(|e| match e.to {
            // Behind screens each side may have heard something else.
            Some(to) if annotation.explanations.len() > 1 => format!("to {to}: {}", e.text),
            _ => e.text.clone(),
        })
        .collect();
    let mut comments = Vec::new();
    if let Some(agreement) = annotation.agreement.as_deref().and_then(filled) {
        comments.push(format!("Agreement: {agreement}"));
    }
    if let Some(tempo) = &annotation.tempo {
        let mut text = "Break in tempo".to_string();
        if let Some(seconds) = tempo.seconds {
            text.push_str(&format!(", about {seconds} s"));
        }
        match tempo.agreed {
            Some(true) => text.push_str(", agreed"),
            Some(false) => text.push_str(", disputed"),
            None => {}
        }
        if let Some(description) = filled(&tempo.description) {
            text.push_str(&format!(": {description}"));
        }
        comments.push(text);
    }
    if let Some(comment) = filled(&annotation.comment) {
        comments.push(comment);
    }
    hand_record::CallAnnotation {
        alert: annotation.alerted == Some(true),
        explanation: (!explanations.is_empty()).then(|| explanations.join("; ")),
        nags: Vec::new(),
        comments,
    }
}
