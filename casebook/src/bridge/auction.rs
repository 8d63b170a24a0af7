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

use super::call::{Bid, Call, ParseCallError};
use super::contract::{Contract, Doubling, Strain};
use super::seat::{Seat, Side};
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

/// One call as recorded in the auction. The case record will add its annotations (alert,
/// explanation, tempo) here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionCall {
    pub call: Call,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irregularity: Option<Irregularity>,
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

/// The auction as it stands after some calls.
#[derive(Debug, Clone, Copy)]
struct Standing {
    /// The last bid and who made it.
    last_bid: Option<(Bid, Seat)>,
    doubling: Doubling,
    /// Passes since the last call that was not a pass.
    passes: usize,
    ended: bool,
    /// The seat whose turn it is in rotation.
    next: Seat,
    /// Per side and strain, the first seat of that side to bid the strain (Law 22, declarer).
    first_to_name: [[Option<Seat>; 5]; 2],
}

fn side_index(side: Side) -> usize {
    match side {
        Side::NS => 0,
        Side::EW => 1,
    }
}

fn strain_index(strain: Strain) -> usize {
    strain as usize
}

impl Standing {
    fn start(dealer: Seat) -> Standing {
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
    fn check(&self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
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

    /// The standing after `seat` makes `call`, legal or not, as described in the module docs.
    fn after(mut self, seat: Seat, call: Call) -> Standing {
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

/// An auction: the dealer and the calls in the order they were made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "AuctionRecord")]
pub struct Auction {
    dealer: Seat,
    calls: Vec<AuctionCall>,
}

impl Auction {
    /// An auction with no calls yet.
    pub fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: Vec::new(),
        }
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn calls(&self) -> &[AuctionCall] {
        &self.calls
    }

    /// The seat that makes each call: in rotation, or the offender for a call out of rotation.
    fn seats(&self) -> impl Iterator<Item = (Seat, &AuctionCall)> {
        self.calls.iter().scan(self.dealer, |turn, recorded| {
            let seat = match recorded.irregularity {
                Some(Irregularity::OutOfRotation { by }) => by,
                _ => *turn,
            };
            *turn = seat.next();
            Some((seat, recorded))
        })
    }

    fn standing(&self) -> Standing {
        self.seats().fold(
            Standing::start(self.dealer),
            |standing, (seat, recorded)| standing.after(seat, recorded.call),
        )
    }

    /// Who made the call at `index`, or `None` past the end.
    pub fn seat_of(&self, index: usize) -> Option<Seat> {
        self.seats().nth(index).map(|(seat, _)| seat)
    }

    /// Whose turn it is, or `None` once the auction has ended.
    pub fn next_seat(&self) -> Option<Seat> {
        let standing = self.standing();
        (!standing.ended).then_some(standing.next)
    }

    /// Whether the player whose turn it is may make `call` now.
    pub fn check(&self, call: Call) -> Result<(), IllegalCall> {
        let standing = self.standing();
        standing.check(standing.next, call)
    }

    /// Every call the player whose turn it is may make; empty once the auction has ended.
    pub fn legal_calls(&self) -> Vec<Call> {
        let standing = self.standing();
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
            .filter(|&call| standing.check(standing.next, call).is_ok())
            .collect()
    }

    /// Adds a legal call in rotation; an illegal one is refused with the reason.
    pub fn push(&mut self, call: Call) -> Result<(), IllegalCall> {
        self.check(call)?;
        self.calls.push(AuctionCall {
            call,
            irregularity: None,
        });
        Ok(())
    }

    /// Records a call that was made although irregular. The marker is kept as given; the
    /// module docs say how the call counts.
    pub fn push_irregular(&mut self, call: Call, irregularity: Irregularity) {
        self.calls.push(AuctionCall {
            call,
            irregularity: Some(irregularity),
        });
    }

    /// Records a call made in rotation, marked with the irregularity [`Auction::check`] finds
    /// in it, if any; returns that marker.
    pub fn record(&mut self, call: Call) -> Option<Irregularity> {
        let irregularity = self.check(call).err().map(IllegalCall::irregularity);
        self.calls.push(AuctionCall {
            call,
            irregularity: irregularity.clone(),
        });
        irregularity
    }

    /// Takes back the last call (undo while entering an auction).
    pub fn pop(&mut self) -> Option<AuctionCall> {
        self.calls.pop()
    }

    /// Whether the auction has ended: three passes after a bid, or four passes (Law 22).
    pub fn is_complete(&self) -> bool {
        self.standing().ended
    }

    /// Whether all four players passed without a bid (Law 22B).
    pub fn is_passed_out(&self) -> bool {
        let standing = self.standing();
        standing.ended && standing.last_bid.is_none()
    }

    /// The last bid that stands and who made it.
    pub fn last_bid(&self) -> Option<(Bid, Seat)> {
        self.standing().last_bid
    }

    /// The final contract and declarer once the auction has ended with a bid: the last bid
    /// with its doubling, played by the player of the bidding side who first named its strain
    /// (Law 22A, definition of declarer).
    pub fn final_contract(&self) -> Option<(Contract, Seat)> {
        let standing = self.standing();
        if !standing.ended {
            return None;
        }
        let (bid, bidder) = standing.last_bid?;
        let declarer = standing.first_to_name[side_index(bidder.side())]
            [strain_index(bid.strain())]
        .unwrap_or(bidder);
        Some((bid.contract(standing.doubling), declarer))
    }

    /// Reads a call list such as `1S P 2S P P P` or `1♠ Pass 2♠ Pass Pass Pass`, separated by
    /// spaces or commas. `AP` (or `All Pass`) at the end stands for the passes that end the
    /// auction. A level written apart from its strain (`1 пика`) is read as one bid. Illegal
    /// calls are refused: this form has no irregularity markers.
    pub fn parse(dealer: Seat, text: &str) -> Result<Auction, ParseAuctionError> {
        let mut auction = Auction::new(dealer);
        let mut tokens = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|token| !token.is_empty())
            .peekable();
        while let Some(token) = tokens.next() {
            let position = auction.calls.len() + 1;
            let mut written = token.to_string();
            let is_level = token.len() == 1 && token.chars().all(|c| c.is_ascii_digit());
            if (is_level || token.eq_ignore_ascii_case("all"))
                && let Some(next) = tokens.next()
            {
                written = format!("{token} {next}");
            }
            let all_pass =
                written.eq_ignore_ascii_case("ap") || written.eq_ignore_ascii_case("all pass");
            if all_pass {
                while !auction.is_complete() {
                    auction.calls.push(AuctionCall {
                        call: Call::Pass,
                        irregularity: None,
                    });
                }
                if let Some(after) = tokens.next() {
                    return Err(ParseAuctionError::AfterAllPass {
                        written: after.to_string(),
                    });
                }
                break;
            }
            let call = written
                .parse::<Call>()
                .map_err(|source| ParseAuctionError::Call { position, source })?;
            auction
                .push(call)
                .map_err(|reason| ParseAuctionError::Illegal {
                    position,
                    written,
                    reason,
                })?;
        }
        Ok(auction)
    }

    /// The calls in PBN form, separated by spaces: `1S Pass 2S Pass Pass Pass`.
    /// Irregularity markers are not written.
    pub fn pbn_calls(&self) -> String {
        let calls: Vec<String> = self.calls.iter().map(|c| c.call.pbn()).collect();
        calls.join(" ")
    }
}

impl fmt::Display for Auction {
    /// The calls as casebooks print them, separated by spaces: `1♠ Pass 2♠ Pass Pass Pass`.
    /// Irregularity markers are not written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, recorded) in self.calls.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", recorded.call)?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseAuctionError {
    #[error("call {position}: {source}")]
    Call {
        position: usize,
        source: ParseCallError,
    },
    #[error("call {position} (\"{written}\"): {reason}")]
    Illegal {
        position: usize,
        written: String,
        reason: IllegalCall,
    },
    #[error("\"{written}\" after AP: all pass ends the auction")]
    AfterAllPass { written: String },
}

/// The serialized form of an auction; checked when read so that a call recorded as regular
/// is one the Laws allow.
#[derive(Deserialize)]
struct AuctionRecord {
    dealer: Seat,
    calls: Vec<AuctionCall>,
}

impl TryFrom<AuctionRecord> for Auction {
    type Error = String;

    fn try_from(record: AuctionRecord) -> Result<Auction, String> {
        let mut auction = Auction::new(record.dealer);
        for (i, recorded) in record.calls.into_iter().enumerate() {
            match recorded.irregularity {
                Some(irregularity) => auction.push_irregular(recorded.call, irregularity),
                None => auction.push(recorded.call).map_err(|reason| {
                    format!(
                        "call {} ({}) is recorded without an irregularity but {reason}",
                        i + 1,
                        recorded.call
                    )
                })?,
            }
        }
        Ok(auction)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(text: &str) -> Call {
        text.parse().expect("a call")
    }

    fn bid(text: &str) -> Bid {
        text.parse().expect("a bid")
    }

    fn auction(dealer: Seat, text: &str) -> Auction {
        Auction::parse(dealer, text).expect("a legal auction")
    }

    fn contract_of(a: &Auction) -> Option<(String, Seat)> {
        a.final_contract().map(|(c, declarer)| (c.pbn(), declarer))
    }

    /// Lille 1998, 8 (seed 000 line 2158; research seed000_part1 case 17): 1NT – 1♦.
    #[test]
    fn an_insufficient_bid_is_refused_naming_the_last_bid() {
        let a = auction(Seat::North, "1NT");
        let refused = a.check(call("1D"));
        assert_eq!(
            refused,
            Err(IllegalCall::InsufficientBid {
                bid: bid("1D"),
                last: bid("1NT")
            })
        );
        let message = refused.unwrap_err().to_string();
        assert!(
            message.contains("1♦") && message.contains("1NT"),
            "{message}"
        );
        assert_eq!(
            a.check(call("1S")),
            Err(IllegalCall::InsufficientBid {
                bid: bid("1S"),
                last: bid("1NT")
            })
        );
        assert_eq!(a.check(call("2C")), Ok(()));
    }

    #[test]
    fn doubles_are_refused_without_an_opponents_undoubled_bid() {
        assert_eq!(
            Auction::new(Seat::North).check(Call::Double),
            Err(IllegalCall::DoubleWithoutBid)
        );
        assert_eq!(
            auction(Seat::North, "P P").check(Call::Double),
            Err(IllegalCall::DoubleWithoutBid)
        );
        // South would double North's 1♠: partner's bid.
        assert_eq!(
            auction(Seat::North, "1S P").check(Call::Double),
            Err(IllegalCall::DoubleOfOwnSide { bid: bid("1S") })
        );
        assert_eq!(
            auction(Seat::North, "1S X P").check(Call::Double),
            Err(IllegalCall::AlreadyDoubled {
                bid: bid("1S"),
                doubling: Doubling::Doubled
            })
        );
        let redoubled = auction(Seat::North, "1S X XX").check(Call::Double);
        assert_eq!(
            redoubled,
            Err(IllegalCall::AlreadyDoubled {
                bid: bid("1S"),
                doubling: Doubling::Redoubled
            })
        );
        assert!(redoubled.unwrap_err().to_string().contains("1♠XX"));
        // Passes in between do not matter (Law 19A1): West may double North's 1♠ after two passes.
        assert_eq!(auction(Seat::North, "1S P P").check(Call::Double), Ok(()));
    }

    #[test]
    fn redoubles_are_refused_without_an_opponents_double() {
        assert_eq!(
            Auction::new(Seat::North).check(Call::Redouble),
            Err(IllegalCall::RedoubleWithoutDouble)
        );
        assert_eq!(
            auction(Seat::North, "1S").check(Call::Redouble),
            Err(IllegalCall::RedoubleWithoutDouble)
        );
        // North 1♠, East X, South P: West would redouble his own side's double.
        assert_eq!(
            auction(Seat::North, "1S X P").check(Call::Redouble),
            Err(IllegalCall::RedoubleOfOwnSide { bid: bid("1S") })
        );
        assert_eq!(
            auction(Seat::North, "1S X XX P").check(Call::Redouble),
            Err(IllegalCall::AlreadyRedoubled { bid: bid("1S") })
        );
        assert_eq!(auction(Seat::North, "1S X").check(Call::Redouble), Ok(()));
        assert_eq!(
            auction(Seat::North, "1S X P P").check(Call::Redouble),
            Ok(())
        );
    }

    #[test]
    fn no_call_follows_the_end_of_the_auction() {
        let played = auction(Seat::East, "1H P P P");
        assert!(played.is_complete());
        assert_eq!(played.check(Call::Pass), Err(IllegalCall::AuctionEnded));
        assert_eq!(played.check(call("7NT")), Err(IllegalCall::AuctionEnded));
        assert!(played.legal_calls().is_empty());
        assert_eq!(played.next_seat(), None);
        let passed_out = auction(Seat::East, "P P P P");
        assert_eq!(passed_out.check(call("1C")), Err(IllegalCall::AuctionEnded));
        let mut refused = passed_out.clone();
        assert_eq!(refused.push(Call::Pass), Err(IllegalCall::AuctionEnded));
        assert_eq!(refused, passed_out);
    }

    #[test]
    fn four_passes_pass_the_board_out() {
        for text in [
            "P P P P",
            "Pass Pass Pass Pass",
            "AP",
            "Пас пас пас пас",
            "All Pass",
        ] {
            let a = auction(Seat::South, text);
            assert!(a.is_complete() && a.is_passed_out(), "{text}");
            assert_eq!(a.calls().len(), 4, "{text}");
            assert_eq!(a.final_contract(), None, "{text}");
        }
        let three = auction(Seat::South, "P P P");
        assert!(!three.is_complete() && !three.is_passed_out());
        assert_eq!(three.next_seat(), Some(Seat::East));
    }

    /// Commentary 16.8(i), seed 000 lines 1525–1546: the auction stops at South's hesitant pass,
    /// with West to call.
    #[test]
    fn an_auction_still_in_progress_has_no_contract() {
        let a = auction(
            Seat::North,
            "1 черва 1 пика 3 трефы 3 пики пас пас 4 червы пас пас 4пики пас",
        );
        assert_eq!(a.calls().len(), 11);
        assert!(!a.is_complete() && !a.is_passed_out());
        assert_eq!(a.final_contract(), None);
        assert_eq!(a.next_seat(), Some(Seat::West));
        assert_eq!(a.last_bid(), Some((bid("4S"), Seat::East)));
        assert_eq!(a.seat_of(2), Some(Seat::South));
        assert_eq!(a.seat_of(11), None);
        // West may pass, double 4♠... but not redouble.
        let legal = a.legal_calls();
        assert!(legal.contains(&Call::Pass) && legal.contains(&call("4NT")));
        assert!(!legal.contains(&Call::Double) && !legal.contains(&Call::Redouble));
        assert!(!legal.contains(&call("4S")));
    }

    #[test]
    fn the_declarer_is_who_first_named_the_strain_for_the_side() {
        // North bids hearts first, South raises: North declares.
        let a = auction(Seat::North, "1H P 2H P P P");
        assert_eq!(contract_of(&a), Some(("2H".into(), Seat::North)));
        // South names spades first, North bids them later: South declares North's 4♠.
        let a = auction(Seat::North, "1C P 1S P 2C P 4S P P P");
        assert_eq!(contract_of(&a), Some(("4S".into(), Seat::South)));
        // West's earlier hearts do not count: South is the first of North–South to bid them.
        let a = auction(Seat::West, "1H P P 2H P 4H P P P");
        assert_eq!(contract_of(&a), Some(("4H".into(), Seat::South)));
        let a = auction(Seat::West, "1S 2H P P 2S P P 3H P P P");
        assert_eq!(contract_of(&a), Some(("3H".into(), Seat::North)));
    }

    #[test]
    fn a_new_bid_resets_the_doubling() {
        let a = auction(Seat::North, "1S X 2S P P P");
        assert_eq!(contract_of(&a), Some(("2S".into(), Seat::North)));
        let a = auction(Seat::North, "1S X XX 2C X P P P");
        assert_eq!(contract_of(&a), Some(("2CX".into(), Seat::West)));
    }

    #[test]
    fn a_redoubled_contract_stands_after_three_passes() {
        let a = auction(Seat::North, "1H X XX P P P");
        assert_eq!(contract_of(&a), Some(("1HXX".into(), Seat::North)));
        assert_eq!(
            a.final_contract().map(|(c, _)| c.doubling),
            Some(Doubling::Redoubled)
        );
    }

    #[test]
    fn all_pass_ends_the_auction_after_bids() {
        let a = auction(Seat::North, "1S P 2S AP");
        assert_eq!(a.pbn_calls(), "1S Pass 2S Pass Pass Pass");
        assert_eq!(contract_of(&a), Some(("2S".into(), Seat::North)));
        let a = auction(Seat::East, "1♠ 2♥ 4♠ all pass");
        assert_eq!(a.calls().len(), 6);
        assert_eq!(contract_of(&a), Some(("4S".into(), Seat::East)));
    }

    /// Commentary 27.2, seed 000 lines 2305–2311: four bids at the one level, each insufficient
    /// and accepted by the next player's call; the last 1♦ overcalls the accepted 1♣.
    #[test]
    fn an_accepted_insufficient_bid_counts_as_the_last_bid() {
        let mut a = auction(Seat::North, "1S");
        for text in ["1H", "1D", "1C"] {
            assert_eq!(
                a.record(call(text)),
                Some(Irregularity::InsufficientBid),
                "{text}"
            );
        }
        assert_eq!(a.last_bid(), Some((bid("1C"), Seat::West)));
        assert_eq!(a.push(call("1D")), Ok(()));
        assert_eq!(
            a.check(call("1C")),
            Err(IllegalCall::InsufficientBid {
                bid: bid("1C"),
                last: bid("1D")
            })
        );
        assert_eq!(
            a.calls()[1].irregularity,
            Some(Irregularity::InsufficientBid)
        );
        assert_eq!(a.calls()[4].irregularity, None);
        for _ in 0..3 {
            a.push(Call::Pass).expect("a pass");
        }
        // South's accepted 1♦ named diamonds first for North–South.
        assert_eq!(contract_of(&a), Some(("1D".into(), Seat::South)));
    }

    #[test]
    fn a_call_out_of_rotation_belongs_to_its_caller_and_the_auction_goes_on_from_his_left() {
        let mut a = auction(Seat::North, "1S");
        // South bids 2♠ in East's turn; West accepts by calling.
        a.push_irregular(call("2S"), Irregularity::OutOfRotation { by: Seat::South });
        assert_eq!(a.seat_of(1), Some(Seat::South));
        assert_eq!(a.next_seat(), Some(Seat::West));
        assert_eq!(a.check(Call::Double), Ok(()));
        a.push(Call::Pass).expect("West passes");
        assert_eq!(
            a.check(Call::Double),
            Err(IllegalCall::DoubleOfOwnSide { bid: bid("2S") })
        );
        a.push(Call::Pass).expect("North passes");
        a.push(Call::Pass).expect("East passes");
        assert_eq!(contract_of(&a), Some(("2S".into(), Seat::North)));
    }

    #[test]
    fn an_inadmissible_double_leaves_the_contract_as_if_not_made() {
        let mut a = auction(Seat::North, "1S P");
        assert_eq!(
            a.record(Call::Double),
            Some(Irregularity::InadmissibleDouble)
        );
        // West may still double: the bid is not doubled.
        assert_eq!(a.check(Call::Double), Ok(()));
        assert_eq!(
            a.record(Call::Redouble),
            Some(Irregularity::InadmissibleRedouble)
        );
        for _ in 0..3 {
            a.push(Call::Pass).expect("a pass");
        }
        assert_eq!(contract_of(&a), Some(("1S".into(), Seat::North)));
    }

    #[test]
    fn calls_after_the_end_change_nothing() {
        let mut a = auction(Seat::North, "1S P P P");
        assert_eq!(a.record(call("2H")), Some(Irregularity::AfterAuctionEnded));
        assert_eq!(a.seat_of(4), Some(Seat::North));
        assert!(a.is_complete());
        assert_eq!(contract_of(&a), Some(("1S".into(), Seat::North)));
    }

    #[test]
    fn legal_calls_list_pass_the_doubles_allowed_and_the_higher_bids() {
        let start = Auction::new(Seat::West).legal_calls();
        assert_eq!(start.len(), 36);
        assert_eq!(start[0], Call::Pass);
        assert_eq!(start[1], call("1C"));
        let after_grand = auction(Seat::North, "7NT").legal_calls();
        assert_eq!(after_grand, vec![Call::Pass, Call::Double]);
        let after_double = auction(Seat::North, "7NT X").legal_calls();
        assert_eq!(after_double, vec![Call::Pass, Call::Redouble]);
        let after_six_nt = auction(Seat::North, "6NT").legal_calls();
        assert_eq!(after_six_nt.len(), 2 + 5);
    }

    #[test]
    fn pop_takes_back_the_last_call() {
        let mut a = auction(Seat::North, "1S P P P");
        assert_eq!(a.pop().map(|c| c.call), Some(Call::Pass));
        assert!(!a.is_complete());
        assert_eq!(a.next_seat(), Some(Seat::West));
    }

    #[test]
    fn auctions_print_as_casebooks_and_pbn_write_them() {
        let a = auction(Seat::North, "1s p 2nt x xx p p p");
        assert_eq!(a.to_string(), "1♠ Pass 2NT X XX Pass Pass Pass");
        assert_eq!(a.pbn_calls(), "1S Pass 2NT X XX Pass Pass Pass");
        assert_eq!(auction(Seat::North, &a.to_string()), a);
        assert_eq!(auction(Seat::North, &a.pbn_calls()), a);
        assert_eq!(auction(Seat::North, "1S, P, 2S").calls().len(), 3);
        assert_eq!(Auction::new(Seat::North).to_string(), "");
    }

    #[test]
    fn bad_call_lists_are_refused_with_the_position_and_reason() {
        let err = Auction::parse(Seat::North, "1S P 1H").unwrap_err();
        assert_eq!(
            err,
            ParseAuctionError::Illegal {
                position: 3,
                written: "1H".into(),
                reason: IllegalCall::InsufficientBid {
                    bid: bid("1H"),
                    last: bid("1S")
                }
            }
        );
        assert_eq!(
            err.to_string(),
            "call 3 (\"1H\"): insufficient bid: 1♥ does not overcall the last bid, 1♠ (Law 18D)"
        );
        let err = Auction::parse(Seat::North, "1S P Z").unwrap_err();
        assert!(matches!(
            err,
            ParseAuctionError::Call {
                position: 3,
                source: ParseCallError::Unknown(_)
            }
        ));
        let err = Auction::parse(Seat::North, "1S AP 2S").unwrap_err();
        assert_eq!(
            err,
            ParseAuctionError::AfterAllPass {
                written: "2S".into()
            }
        );
        let err = Auction::parse(Seat::North, "P P P P P").unwrap_err();
        assert!(matches!(
            err,
            ParseAuctionError::Illegal {
                position: 5,
                reason: IllegalCall::AuctionEnded,
                ..
            }
        ));
        assert!(matches!(
            Auction::parse(Seat::North, "1"),
            Err(ParseAuctionError::Call { position: 1, .. })
        ));
        assert_eq!(
            Auction::parse(Seat::North, "   "),
            Ok(Auction::new(Seat::North))
        );
    }

    #[test]
    fn auctions_serialize_with_their_markers_and_are_checked_when_read() {
        let mut a = auction(Seat::East, "1S");
        a.record(call("1H"));
        a.push_irregular(Call::Pass, Irregularity::OutOfRotation { by: Seat::North });
        a.push_irregular(
            Call::Pass,
            Irregularity::Other("bidding box card dropped".into()),
        );
        let json = serde_json::to_string(&a).expect("serializes");
        assert_eq!(
            json,
            r#"{"dealer":"East","calls":[{"call":"1S"},{"call":"1H","irregularity":"InsufficientBid"},{"call":"Pass","irregularity":{"OutOfRotation":{"by":"North"}}},{"call":"Pass","irregularity":{"Other":"bidding box card dropped"}}]}"#
        );
        let back: Auction = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, a);
        let unmarked = r#"{"dealer":"North","calls":[{"call":"1S"},{"call":"P"},{"call":"1H"}]}"#;
        let err = serde_json::from_str::<Auction>(unmarked)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("call 3 (1♥)") && err.contains("insufficient"),
            "{err}"
        );
    }
}
