//! The poll sheet frozen for a poll served to the players' phones: what each pollee's page shows
//! (the sheet's heading, the hand, the auction as the player knew it, the methods, the
//! question) and the answers it offers — every call the auction allows at the polled call, or
//! every card of the hand for an opening lead. Kept with the case exactly as shown.

use super::poll_sheet::{PollSheet, PolledAction};
use crate::bridge::{Auction, CallLanguage};
use crate::poll::served::FrozenProblem;

impl PollSheet {
    /// The problem as a served poll's pages show it.
    pub fn frozen(&self) -> FrozenProblem {
        let text = self.problem_text();
        let lines: Vec<&str> = text.lines().collect();
        // The sheet's text opens with its heading and closes with the question: the page shows
        // those apart.
        let body = match lines.as_slice() {
            [_, body @ .., _] => body.join("\n"),
            _ => text.clone(),
        };
        FrozenProblem {
            language: self.language.code().to_string(),
            heading: self.heading_line(),
            problem: body,
            question: self.question().to_string(),
            calls: self.offered(),
        }
    }

    /// The answers a page offers: the calls the auction allows next, lowest first, or the
    /// cards of the hand, spades first.
    fn offered(&self) -> Vec<String> {
        let language: CallLanguage = self.language.into();
        match self.polled {
            PolledAction::Call => {
                let mut auction = Auction::new(self.dealer);
                for call in &self.auction {
                    // The record is the table's: an irregular call stands as made.
                    auction.record(call.call);
                }
                auction
                    .legal_calls()
                    .into_iter()
                    .map(|call| language.spell(call).to_string())
                    .collect()
            }
            PolledAction::OpeningLead { .. } => {
                self.hand.cards().map(|card| card.to_string()).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::hearing::{PollSheet, PolledDecision};
    use crate::samples::sample_cases;

    /// Sample У-03 (1997 commentary 16.8(ii); commentary-1997-ru.txt lines 1550–1577): West
    /// after 1♥ – 2♠ – 3♥ – 3♠ – 4♥ – pass – pass. The page shows West's hand and the auction
    /// without the pause, asks for his call, and offers what the auction allows: pass, double,
    /// and the bids above 4♥ — not 3♠, not redouble.
    #[test]
    fn the_frozen_problem_offers_what_the_auction_allows() {
        let case = sample_cases()
            .unwrap()
            .into_iter()
            .find(|c| c.identity.case_number == "У-03")
            .unwrap();
        let sheet = PollSheet::for_decision(&case, PolledDecision::Call, "").unwrap();
        let frozen = sheet.frozen();
        assert_eq!(frozen.language, "ru");
        assert_eq!(frozen.heading, sheet.heading_line());
        assert!(!frozen.problem.contains(&frozen.heading));
        assert!(frozen.problem.contains("♠"), "{}", frozen.problem);
        assert_eq!(frozen.question, sheet.question());
        assert!(
            frozen.calls.iter().any(|c| c == "пас"),
            "{:?}",
            frozen.calls
        );
        assert!(
            frozen.calls.iter().any(|c| c == "контра"),
            "{:?}",
            frozen.calls
        );
        assert!(frozen.calls.iter().any(|c| c == "4♠"), "{:?}", frozen.calls);
        assert!(
            !frozen.calls.iter().any(|c| c == "3♠"),
            "{:?}",
            frozen.calls
        );
        assert!(
            !frozen.calls.iter().any(|c| c == "реконтра"),
            "{:?}",
            frozen.calls
        );
    }
}
