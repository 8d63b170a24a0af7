//! The auction as recorded: the dealer and every call in order, irregular ones marked, who
//! made each call and the final contract.

use super::super::call::{Bid, Call};
use super::super::contract::Contract;
use super::super::seat::Seat;
use super::irregularity::{IllegalCall, Irregularity};
use super::standing::{Standing, side_index, strain_index};
use serde::{Deserialize, Serialize};

/// One call as recorded in the auction. The case record will add its annotations (alert,
/// explanation, tempo) here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionCall {
    pub call: Call,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irregularity: Option<Irregularity>,
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
    /// auction module's docs say how the call counts.
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

    /// The auction as it stood before the call at `index` (from 0): what a player deciding
    /// that call faced.
    pub fn before(&self, index: usize) -> Auction {
        Auction {
            dealer: self.dealer,
            calls: self.calls[..index.min(self.calls.len())].to_vec(),
        }
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
    use super::super::as_written::{auction, bid, contract_of};
    use super::*;
    use crate::bridge::Doubling;

    fn call(text: &str) -> Call {
        text.parse().expect("a call")
    }

    /// Lille 1998, 8 (commentary-1997-ru.txt line 2158): 1NT – 1♦.
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

    /// Commentary 16.8(i), commentary-1997-ru.txt lines 1525–1546: the auction stops at South's hesitant pass,
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

    /// Commentary 27.2, commentary-1997-ru.txt lines 2305–2311: four bids at the one level, each insufficient
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
