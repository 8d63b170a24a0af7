//! What can be wrong with a hand, a deal or the text they are read from; both are read by the
//! same parsers, so they share one error.

use super::card::Card;
use super::seat::Seat;
use crate::text::plural;

/// What is wrong with a deal or with the text it was read from. Positions count characters
/// (not bytes) from 0 in the whole input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{}", syntax_message(*position, *found, expected))]
    Syntax {
        position: usize,
        /// `None` when the text ended too soon.
        found: Option<char>,
        expected: &'static str,
    },
    #[error("{card} is written twice in the same hand (character {})", position + 1)]
    RepeatedCard { card: Card, position: usize },
    #[error("{card} is in both {} and {}", first.name(), second.name())]
    DuplicateCard {
        card: Card,
        first: Seat,
        second: Seat,
    },
    #[error("{} has {count} card{}, a hand has 13", seat.name(), plural(*count))]
    WrongCount { seat: Seat, count: usize },
    #[error("a hand has at most 13 cards; this one has {count}")]
    HandTooLong { count: usize },
    #[error("{}'s hand is not known; a complete deal has all four hands", seat.name())]
    UnknownHand { seat: Seat },
    #[error("{} is given twice (character {})", seat.name(), position + 1)]
    SeatRepeated { seat: Seat, position: usize },
    #[error(
        "the last hand can be filled in when three hands have 13 cards each; {complete} of four do"
    )]
    TooFewCompleteHands { complete: usize },
}

fn syntax_message(position: usize, found: Option<char>, expected: &str) -> String {
    let place = position + 1;
    match found {
        // The code point shows a Cyrillic or other lookalike letter for what it is.
        Some(c) if !c.is_ascii() => format!(
            "unexpected '{c}' (U+{:04X}) at character {place}; expected {expected}",
            c as u32
        ),
        Some(c) => format!(
            "unexpected '{}' at character {place}; expected {expected}",
            c.escape_debug()
        ),
        None => format!("the text ends at character {place}; expected {expected}"),
    }
}
