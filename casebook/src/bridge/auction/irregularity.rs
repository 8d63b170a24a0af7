//! What can be irregular about a call: the marker a recorded call carries, and the reason the
//! Laws refuse a call at some point of the auction.

use super::super::call::Bid;
use super::super::contract::Doubling;
use super::super::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What was irregular about a recorded call.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Irregularity {
    /// A bid that did not overcall the last bid (Law 18D, rectified under Law 27).
    InsufficientBid,
    /// A call made by `by` when it was another player's turn (Laws 28–32).
    OutOfRotation { by: Seat },
    /// A call after the auction had ended (Law 39).
    AfterAuctionEnded,
    /// A double that Law 19A does not allow (Law 36).
    InadmissibleDouble,
    /// A redouble that Law 19B does not allow (Law 36).
    InadmissibleRedouble,
    /// Anything else, described in words.
    Other(String),
}

impl fmt::Display for Irregularity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Irregularity::InsufficientBid => f.write_str("insufficient bid"),
            Irregularity::OutOfRotation { by } => write!(f, "call out of rotation by {by}"),
            Irregularity::AfterAuctionEnded => f.write_str("call after the auction ended"),
            Irregularity::InadmissibleDouble => f.write_str("inadmissible double"),
            Irregularity::InadmissibleRedouble => f.write_str("inadmissible redouble"),
            Irregularity::Other(text) => f.write_str(text),
        }
    }
}

/// Why a call may not be made at this point of the auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum IllegalCall {
    #[error("insufficient bid: {bid} does not overcall the last bid, {last} (Law 18D)")]
    InsufficientBid { bid: Bid, last: Bid },
    #[error("X with no bid made: only an opponent's bid may be doubled (Law 19A1)")]
    DoubleWithoutBid,
    #[error(
        "X of {bid}, a bid by the doubler's own side: only an opponent's bid may be doubled (Law 19A1)"
    )]
    DoubleOfOwnSide { bid: Bid },
    #[error("X of {bid}{}: the bid is already doubled (Law 19A1)", doubling.suffix())]
    AlreadyDoubled { bid: Bid, doubling: Doubling },
    #[error("XX with no double to redouble: only an opponent's double may be redoubled (Law 19B1)")]
    RedoubleWithoutDouble,
    #[error(
        "XX of {bid}X, doubled by the redoubler's own side: only an opponent's double may be redoubled (Law 19B1)"
    )]
    RedoubleOfOwnSide { bid: Bid },
    #[error("XX of {bid}XX: the bid is already redoubled (Law 19B1)")]
    AlreadyRedoubled { bid: Bid },
    #[error(
        "the auction has ended (three passes after the last bid, or four passes): no call may follow (Laws 22 and 39)"
    )]
    AuctionEnded,
}

impl IllegalCall {
    /// The marker a call refused for this reason is recorded with.
    pub fn irregularity(self) -> Irregularity {
        match self {
            IllegalCall::InsufficientBid { .. } => Irregularity::InsufficientBid,
            IllegalCall::DoubleWithoutBid
            | IllegalCall::DoubleOfOwnSide { .. }
            | IllegalCall::AlreadyDoubled { .. } => Irregularity::InadmissibleDouble,
            IllegalCall::RedoubleWithoutDouble
            | IllegalCall::RedoubleOfOwnSide { .. }
            | IllegalCall::AlreadyRedoubled { .. } => Irregularity::InadmissibleRedouble,
            IllegalCall::AuctionEnded => Irregularity::AfterAuctionEnded,
        }
    }
}
