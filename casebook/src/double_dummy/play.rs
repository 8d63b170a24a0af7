//! The cost of each card of a recorded play: the double-dummy tricks of declarer's side before
//! the opening lead and after every card, and the cards that gave a trick away.

use super::error::AnalysisError;
use super::solver;
use crate::bridge::{Card, Contract, Deal, Seat};
use crate::hand_record::{Play, PlayIrregularity};

/// One card played, with what it did to declarer's double-dummy tricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardCost {
    /// From 1.
    pub trick: usize,
    pub seat: Seat,
    pub card: Card,
    /// Declarer's side's tricks in all (won so far and still to come) after this card.
    pub tricks_after: u8,
    /// Tricks this card gave to the other side: 0 for a card that keeps the value.
    pub cost: u8,
}

/// Where the analysis had to stop before the end of the recorded play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayStop {
    /// The record does not give this card (`?`).
    UnknownCard { trick: usize, seat: Seat },
    /// The record gives the lead to a seat other than the one whose turn it was.
    LeadOutOfTurn { trick: usize, seat: Seat },
    /// A card the record marks as a revoke: what follows is not a legal play to analyse.
    Revoke {
        trick: usize,
        seat: Seat,
        card: Card,
    },
    /// A card the player could not legally play there (not held, or not following suit).
    Illegal {
        trick: usize,
        seat: Seat,
        card: Card,
    },
}

/// The double-dummy course of a recorded play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayAnalysis {
    pub contract: Contract,
    pub declarer: Seat,
    /// Declarer's side's tricks before the opening lead.
    pub before: u8,
    /// The cards analysed, in the order played.
    pub cards: Vec<CardCost>,
    /// `None` when every recorded card was analysed.
    pub stop: Option<PlayStop>,
}

impl PlayAnalysis {
    /// The cards that cost a trick or more.
    pub fn costly(&self) -> impl Iterator<Item = &CardCost> {
        self.cards.iter().filter(|c| c.cost > 0)
    }

    /// Declarer's side's tricks after the last card analysed.
    pub fn after(&self) -> u8 {
        self.cards.last().map_or(self.before, |c| c.tricks_after)
    }
}

/// Analyses the play of `contract` by `declarer` as recorded, as far as it is legal and known.
/// A play with no card gives the value before the lead alone.
pub fn analyse_play(
    deal: &Deal,
    contract: Contract,
    declarer: Seat,
    play: &Play,
) -> Result<PlayAnalysis, AnalysisError> {
    let full = solver::full_deal(deal)?;
    let (sequence, mut stop) = legal_sequence(contract, declarer, play);
    let cards: Vec<Card> = sequence.iter().map(|&(_, _, card)| card).collect();
    let (values, analysed) = match solver::trace(&full, contract.strain, declarer, &cards) {
        Ok(values) => (values, sequence.len()),
        Err(index) => {
            let (trick, seat, card) = sequence[index.min(sequence.len().saturating_sub(1))];
            stop = Some(PlayStop::Illegal { trick, seat, card });
            let values = solver::trace(&full, contract.strain, declarer, &cards[..index])
                .unwrap_or_default();
            (values, index)
        }
    };
    let before = values.first().copied().unwrap_or(0);
    let cards = sequence[..analysed.min(values.len().saturating_sub(1))]
        .iter()
        .zip(values.windows(2))
        .map(|(&(trick, seat, card), pair)| {
            let declaring = seat.side() == declarer.side();
            // A declaring-side mistake lowers its tricks; a defender's raises them.
            let cost = if declaring {
                pair[0].saturating_sub(pair[1])
            } else {
                pair[1].saturating_sub(pair[0])
            };
            CardCost {
                trick,
                seat,
                card,
                tricks_after: pair[1],
                cost,
            }
        })
        .collect();
    Ok(PlayAnalysis {
        contract,
        declarer,
        before,
        cards,
        stop,
    })
}

/// The recorded cards in playing order, up to the first one the analysis cannot take: an
/// unknown card, a lead by the wrong seat, a marked irregularity.
fn legal_sequence(
    contract: Contract,
    declarer: Seat,
    play: &Play,
) -> (Vec<(usize, Seat, Card)>, Option<PlayStop>) {
    let trumps = contract.strain.suit();
    let mut expected = declarer.next();
    let mut sequence = Vec::new();
    for (index, trick) in play.tricks.iter().enumerate() {
        let number = index + 1;
        let leader = trick.leader.unwrap_or(if index == 0 {
            play.opening_leader
        } else {
            expected
        });
        if leader != expected {
            return (
                sequence,
                Some(PlayStop::LeadOutOfTurn {
                    trick: number,
                    seat: leader,
                }),
            );
        }
        for k in 0..4 {
            let seat = leader.advance(k);
            let Some(played) = trick.card(seat) else {
                // A trick the record stops in (the claim came) ends the play, not an error.
                let rest_unknown = (k..4).all(|j| trick.card(leader.advance(j)).is_none());
                let last = index + 1 == play.tricks.len();
                return if rest_unknown && last && k > 0 {
                    (sequence, None)
                } else {
                    (
                        sequence,
                        Some(PlayStop::UnknownCard {
                            trick: number,
                            seat,
                        }),
                    )
                };
            };
            match played.irregularity {
                Some(PlayIrregularity::Revoke) => {
                    let stop = PlayStop::Revoke {
                        trick: number,
                        seat,
                        card: played.card,
                    };
                    return (sequence, Some(stop));
                }
                Some(PlayIrregularity::LeadOutOfTurn) => {
                    return (
                        sequence,
                        Some(PlayStop::LeadOutOfTurn {
                            trick: number,
                            seat,
                        }),
                    );
                }
                None => sequence.push((number, seat, played.card)),
            }
        }
        let mut led = trick.clone();
        led.leader = Some(leader);
        match led.winner(trumps) {
            Some(winner) => expected = winner,
            None => return (sequence, None),
        }
    }
    (sequence, None)
}
