//! The play of the cards as a hand record gives it: tricks with the card each seat played,
//! who led to each trick, and what the record says about a card.

use crate::bridge::{Card, Seat, Suit};
use serde::{Deserialize, Serialize};

/// An irregularity in the play that a hand record can mark on a card (PBN §3.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayIrregularity {
    /// The card is a revoke that was not noticed in time (Law 61–64); PBN `^R`.
    Revoke,
    /// The card was led out of turn and the lead was accepted (Laws 53–55); PBN `^L`.
    LeadOutOfTurn,
}

/// One card as recorded, with its annotations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedCard {
    pub card: Card,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irregularity: Option<PlayIrregularity>,
    /// The text of the note the record attaches to the card (a lead convention, a signal);
    /// `Some("")` when the card refers to a note that has no text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Numeric annotation glyphs (PBN §3.7), in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nags: Vec<u8>,
    /// Commentary written after the card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<String>,
}

impl PlayedCard {
    pub fn new(card: Card) -> PlayedCard {
        PlayedCard {
            card,
            irregularity: None,
            note: None,
            nags: Vec::new(),
            comments: Vec::new(),
        }
    }
}

/// One trick: the card each seat played (`None` when the record does not give it) and who
/// led.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Trick {
    /// `None` when the record does not say and the cards cannot tell (an unknown card in the
    /// previous trick, or no contract to name the trumps).
    pub leader: Option<Seat>,
    /// Indexed by [`Seat::index`].
    pub cards: [Option<PlayedCard>; 4],
}

impl Trick {
    pub fn card(&self, seat: Seat) -> Option<&PlayedCard> {
        self.cards[seat.index()].as_ref()
    }

    /// Whether all four cards are known.
    pub fn is_complete(&self) -> bool {
        self.cards.iter().all(Option::is_some)
    }

    /// The known cards in the order they were played, from the leader; empty when the leader
    /// is not known.
    pub fn in_order(&self) -> Vec<(Seat, &PlayedCard)> {
        let Some(leader) = self.leader else {
            return Vec::new();
        };
        (0..4)
            .map(|k| leader.advance(k))
            .filter_map(|seat| self.card(seat).map(|played| (seat, played)))
            .collect()
    }

    /// Who won the trick (Law 44): the highest trump, or the highest card of the suit led.
    /// `None` until the leader and all four cards are known.
    pub fn winner(&self, trumps: Option<Suit>) -> Option<Seat> {
        let leader = self.leader?;
        let led = self.card(leader)?.card.suit;
        let mut best = (leader, self.card(leader)?.card);
        for k in 1..4 {
            let seat = leader.advance(k);
            let card = self.card(seat)?.card;
            let beats = if card.suit == best.1.suit {
                card.rank > best.1.rank
            } else {
                Some(card.suit) == trumps
            };
            if beats {
                best = (seat, card);
            }
        }
        debug_assert!(best.1.suit == led || Some(best.1.suit) == trumps);
        Some(best.0)
    }
}

/// The play: the opening leader and the tricks in order. A record may stop before the
/// thirteenth trick (a claim, or play not recorded).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    /// Who was to lead to the first trick.
    pub opening_leader: Seat,
    pub tricks: Vec<Trick>,
    /// The record says the play goes on later (PBN `+`) rather than that it stopped.
    #[serde(default)]
    pub to_be_continued: bool,
}

impl Play {
    pub fn new(opening_leader: Seat) -> Play {
        Play {
            opening_leader,
            tricks: Vec::new(),
            to_be_continued: false,
        }
    }

    /// The card led to the first trick.
    pub fn opening_lead(&self) -> Option<Card> {
        let first = self.tricks.first()?;
        first
            .card(first.leader.unwrap_or(self.opening_leader))
            .map(|played| played.card)
    }

    /// Every known card in the order played, as far as the leaders are known.
    pub fn cards_in_order(&self) -> Vec<(Seat, Card)> {
        self.tricks
            .iter()
            .flat_map(|trick| {
                trick
                    .in_order()
                    .into_iter()
                    .map(|(seat, played)| (seat, played.card))
            })
            .collect()
    }

    /// Whether all thirteen tricks are there with every card known.
    pub fn is_complete(&self) -> bool {
        self.tricks.len() == 13 && self.tricks.iter().all(Trick::is_complete)
    }

    /// Tricks won by the side of `declarer` among the tricks whose winner is known.
    pub fn tricks_won_by(&self, declarer: Seat, trumps: Option<Suit>) -> usize {
        self.tricks
            .iter()
            .filter_map(|trick| trick.winner(trumps))
            .filter(|winner| winner.side() == declarer.side())
            .count()
    }

    /// Fills in each trick's leader from the previous trick's winner where the record did not
    /// give it (Law 44G: the winner of a trick leads to the next).
    pub fn infer_leaders(&mut self, trumps: Option<Suit>) {
        let mut next = Some(self.opening_leader);
        for trick in &mut self.tricks {
            if trick.leader.is_none() {
                trick.leader = next;
            }
            next = trick.winner(trumps);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> PlayedCard {
        PlayedCard::new(text.parse().expect("a card"))
    }

    fn trick(leader: Seat, cards: [&str; 4]) -> Trick {
        Trick {
            leader: Some(leader),
            cards: cards.map(|c| Some(card(c))),
        }
    }

    #[test]
    fn the_highest_card_of_the_suit_led_wins_without_trumps() {
        // N, E, S, W; West leads the ♠K, North follows low.
        let t = trick(Seat::West, ["S3", "S4", "S2", "SK"]);
        assert_eq!(t.winner(None), Some(Seat::West));
        assert_eq!(t.winner(Some(Suit::Hearts)), Some(Seat::West));
        // A discard of a higher card of another suit does not win.
        let t = trick(Seat::West, ["HA", "S4", "S2", "SK"]);
        assert_eq!(t.winner(None), Some(Seat::West));
    }

    /// PBN 2.0 §1.2 example, trick 1: West leads ♠K, North ruffs with ♥3 in hearts.
    #[test]
    fn the_highest_trump_wins() {
        let t = trick(Seat::West, ["H3", "S4", "S3", "SK"]);
        assert_eq!(t.winner(Some(Suit::Hearts)), Some(Seat::North));
        let overruff = trick(Seat::West, ["H3", "H5", "S3", "SK"]);
        assert_eq!(overruff.winner(Some(Suit::Hearts)), Some(Seat::East));
    }

    #[test]
    fn an_unknown_card_leaves_the_winner_unknown() {
        let mut t = trick(Seat::West, ["H3", "S4", "S3", "SK"]);
        t.cards[Seat::South.index()] = None;
        assert_eq!(t.winner(Some(Suit::Hearts)), None);
        t.leader = None;
        assert!(t.in_order().is_empty());
    }

    #[test]
    fn leaders_follow_the_winners() {
        let mut play = Play::new(Seat::West);
        let mut first = trick(Seat::West, ["H3", "S4", "S3", "SK"]);
        first.leader = None;
        let mut second = trick(Seat::North, ["C2", "C6", "CK", "C5"]);
        second.leader = None;
        play.tricks = vec![first, second];
        play.infer_leaders(Some(Suit::Hearts));
        assert_eq!(play.tricks[0].leader, Some(Seat::West));
        assert_eq!(play.tricks[1].leader, Some(Seat::North));
        assert_eq!(play.opening_lead().map(|c| c.pbn()), Some("SK".into()));
        let order: Vec<String> = play
            .cards_in_order()
            .iter()
            .map(|(seat, c)| format!("{seat}{}", c.pbn()))
            .collect();
        assert_eq!(
            order,
            ["WSK", "NH3", "ES4", "SS3", "NC2", "EC6", "SCK", "WC5"]
        );
        assert_eq!(play.tricks_won_by(Seat::South, Some(Suit::Hearts)), 2);
        assert!(!play.is_complete());
    }
}
