//! The auction: calls in rotation from the dealer, their legality, and the final contract.
//!
//! Casebooks are about irregularities, so an auction can hold calls the Laws do not allow;
//! each such call carries an [`Irregularity`] marker instead of being refused.
//!
//! **How recorded irregular calls count.** The state of the auction (last bid, doubling, whose
//! turn, whether it has ended) is computed from the calls as they stand:
//! - a bid becomes the last bid even if it was insufficient: an insufficient bid that stands has
//!   been accepted and is treated as legal (Law 27A1), so the next bid need only overcall it;
//! - a double or redouble changes the doubling only if Law 19 allowed it when it was made; an
//!   inadmissible one leaves the contract as if it had not been made (Law 36C), though it still
//!   interrupts a run of passes;
//! - a call marked [`Irregularity::OutOfRotation`] belongs to the seat that made it, and the
//!   auction continues from that seat's left, as after an accepted call out of rotation (Law 29A);
//!   every other call belongs to the seat whose turn it was;
//! - calls after the auction ended change nothing (Law 39A cancels them).

mod irregularity;
mod record;
mod standing;
mod text;

pub use irregularity::{IllegalCall, Irregularity};
pub use record::{Auction, AuctionCall};
pub use text::ParseAuctionError;

/// Auctions and bids as the tests of the auction write them.
#[cfg(test)]
mod as_written {
    use super::Auction;
    use crate::bridge::{Bid, Seat};

    pub(super) fn bid(text: &str) -> Bid {
        text.parse().expect("a bid")
    }

    pub(super) fn auction(dealer: Seat, text: &str) -> Auction {
        Auction::parse(dealer, text).expect("a legal auction")
    }

    /// The final contract in PBN and its declarer.
    pub(super) fn contract_of(a: &Auction) -> Option<(String, Seat)> {
        a.final_contract().map(|(c, declarer)| (c.pbn(), declarer))
    }
}
