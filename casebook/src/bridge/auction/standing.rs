//! Where the auction stands after some calls, and what the Laws allow next (Laws 18, 19, 22).

use super::super::call::{Bid, Call};
use super::super::contract::{Doubling, Strain};
use super::super::seat::{Seat, Side};
use super::irregularity::IllegalCall;

/// The auction as it stands after some calls.
#[derive(Debug, Clone, Copy)]
pub(super) struct Standing {
    /// The last bid and who made it.
    pub(super) last_bid: Option<(Bid, Seat)>,
    pub(super) doubling: Doubling,
    /// Passes since the last call that was not a pass.
    pub(super) passes: usize,
    pub(super) ended: bool,
    /// The seat whose turn it is in rotation.
    pub(super) next: Seat,
    /// Per side and strain, the first seat of that side to bid the strain (Law 22, declarer).
    pub(super) first_to_name: [[Option<Seat>; 5]; 2],
}

pub(super) fn side_index(side: Side) -> usize {
    match side {
        Side::NS => 0,
        Side::EW => 1,
    }
}

pub(super) fn strain_index(strain: Strain) -> usize {
    strain as usize
}

impl Standing {
    pub(super) fn start(dealer: Seat) -> Standing {
        Standing {
            last_bid: None,
            doubling: Doubling::Undoubled,
            passes: 0,
            ended: false,
            next: dealer,
            first_to_name: [[None; 5]; 2],
        }
    }

    /// Whether `seat` may make `call` now, ignoring whose turn it is.
    pub(super) fn check(&self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        if self.ended {
            return Err(IllegalCall::AuctionEnded);
        }
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match self.last_bid {
                Some((last, _)) if !bid.overcalls(last) => {
                    Err(IllegalCall::InsufficientBid { bid, last })
                }
                _ => Ok(()),
            },
            Call::Double => {
                let (bid, bidder) = self.last_bid.ok_or(IllegalCall::DoubleWithoutBid)?;
                if bidder.side() == seat.side() {
                    Err(IllegalCall::DoubleOfOwnSide { bid })
                } else if self.doubling != Doubling::Undoubled {
                    Err(IllegalCall::AlreadyDoubled {
                        bid,
                        doubling: self.doubling,
                    })
                } else {
                    Ok(())
                }
            }
            Call::Redouble => {
                let (bid, bidder) = self.last_bid.ok_or(IllegalCall::RedoubleWithoutDouble)?;
                match self.doubling {
                    Doubling::Undoubled => Err(IllegalCall::RedoubleWithoutDouble),
                    Doubling::Redoubled => Err(IllegalCall::AlreadyRedoubled { bid }),
                    // An admissible double always came from the bidder's opponents.
                    Doubling::Doubled if bidder.side() != seat.side() => {
                        Err(IllegalCall::RedoubleOfOwnSide { bid })
                    }
                    Doubling::Doubled => Ok(()),
                }
            }
        }
    }

    /// The standing after `seat` makes `call`, legal or not, as the auction module's docs
    /// describe.
    pub(super) fn after(mut self, seat: Seat, call: Call) -> Standing {
        self.next = seat.next();
        if self.ended {
            return self;
        }
        let admissible = self.check(seat, call).is_ok();
        match call {
            Call::Pass => self.passes += 1,
            Call::Bid(bid) => {
                self.last_bid = Some((bid, seat));
                self.doubling = Doubling::Undoubled;
                self.passes = 0;
                let first =
                    &mut self.first_to_name[side_index(seat.side())][strain_index(bid.strain())];
                first.get_or_insert(seat);
            }
            Call::Double => {
                if admissible {
                    self.doubling = Doubling::Doubled;
                }
                self.passes = 0;
            }
            Call::Redouble => {
                if admissible {
                    self.doubling = Doubling::Redoubled;
                }
                self.passes = 0;
            }
        }
        // Law 22: three passes after a bid, or four passes when nobody has bid.
        self.ended = self.passes >= if self.last_bid.is_some() { 3 } else { 4 };
        self
    }
}
