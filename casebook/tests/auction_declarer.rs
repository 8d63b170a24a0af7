//! Property tests of the auction: random legal auctions against an independently written
//! declarer and doubling rule (Law 22 and the definition of declarer), and arbitrary call
//! sequences, irregular ones included, against the legality checks.

use casebook::bridge::{Auction, Bid, Call, Doubling, Irregularity, Seat, Strain};
use proptest::prelude::*;
use proptest::sample::Index;

/// How the generator picks each call of a legal auction: a kind (mostly passes, so that
/// auctions end at every height) and an index into the calls of that kind that are legal.
#[derive(Debug, Clone)]
struct Choice {
    kind: u8,
    pick: Index,
}

fn choice() -> impl Strategy<Value = Choice> {
    (0u8..10, any::<Index>()).prop_map(|(kind, pick)| Choice { kind, pick })
}

/// Plays choices (cycled) until the auction is complete, always among `legal_calls()`.
fn legal_auction(dealer: Seat, choices: &[Choice]) -> Auction {
    let mut auction = Auction::new(dealer);
    let mut step = 0;
    while !auction.is_complete() {
        let legal = auction.legal_calls();
        let Choice { kind, pick } = &choices[step % choices.len()];
        step += 1;
        let wanted: Vec<Call> = legal
            .iter()
            .copied()
            .filter(|call| match kind {
                0..=4 => *call == Call::Pass,
                5 => matches!(call, Call::Double | Call::Redouble),
                _ => matches!(call, Call::Bid(_)),
            })
            .collect();
        let call = if wanted.is_empty() {
            Call::Pass
        } else {
            *pick.get(&wanted)
        };
        auction
            .push(call)
            .expect("a call from legal_calls() is accepted");
    }
    auction
}

fn dealer() -> impl Strategy<Value = Seat> {
    (0usize..4).prop_map(|i| Seat::ALL[i])
}

/// The declarer rule written from the Laws without the crate: find the last bid, then the
/// first bid in its strain by the same side. Seats are in strict rotation from the dealer.
fn expected_result(dealer: Seat, calls: &[Call]) -> Option<(u8, Strain, Doubling, Seat)> {
    let seat = |i: usize| dealer.advance(i);
    let (last_index, last) = calls
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, call)| match call {
            Call::Bid(bid) => Some((i, *bid)),
            _ => None,
        })?;
    let side = seat(last_index).side();
    let declarer_index = calls.iter().enumerate().position(|(i, call)| {
        matches!(call, Call::Bid(b) if b.strain() == last.strain()) && seat(i).side() == side
    })?;
    let after = &calls[last_index + 1..];
    let doubling = if after.contains(&Call::Redouble) {
        Doubling::Redoubled
    } else if after.contains(&Call::Double) {
        Doubling::Doubled
    } else {
        Doubling::Undoubled
    };
    Some((last.level(), last.strain(), doubling, seat(declarer_index)))
}

/// Any of the 38 calls.
fn any_call() -> impl Strategy<Value = Call> {
    prop_oneof![
        Just(Call::Pass),
        Just(Call::Double),
        Just(Call::Redouble),
        (1u8..=7, 0usize..5).prop_map(|(level, strain)| {
            Call::Bid(Bid::new(level, Strain::ALL[strain]).expect("levels 1-7 make bids"))
        }),
    ]
}

/// How an arbitrary call is added: pushed if legal, recorded with the marker `check` finds,
/// or recorded with a marker chosen at random (which may not fit the call).
#[derive(Debug, Clone)]
enum Entry {
    Push(Call),
    Record(Call),
    Irregular(Call, Irregularity),
}

fn irregularity() -> impl Strategy<Value = Irregularity> {
    prop_oneof![
        Just(Irregularity::InsufficientBid),
        dealer().prop_map(|by| Irregularity::OutOfRotation { by }),
        Just(Irregularity::AfterAuctionEnded),
        Just(Irregularity::InadmissibleDouble),
        Just(Irregularity::InadmissibleRedouble),
        "[a-z ]{0,12}".prop_map(Irregularity::Other),
    ]
}

fn entry() -> impl Strategy<Value = Entry> {
    prop_oneof![
        any_call().prop_map(Entry::Push),
        any_call().prop_map(Entry::Record),
        (any_call(), irregularity()).prop_map(|(call, marker)| Entry::Irregular(call, marker)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_legal_auction_ends_in_the_contract_the_laws_give(
        dealer in dealer(),
        choices in prop::collection::vec(choice(), 1..48),
    ) {
        let auction = legal_auction(dealer, &choices);
        let calls: Vec<Call> = auction.calls().iter().map(|c| c.call).collect();

        prop_assert!(auction.calls().iter().all(|c| c.irregularity.is_none()));
        prop_assert!(auction.is_complete());
        prop_assert_eq!(auction.next_seat(), None);
        for i in 0..calls.len() {
            prop_assert_eq!(auction.seat_of(i), Some(dealer.advance(i)));
        }

        let expected = expected_result(dealer, &calls);
        prop_assert_eq!(auction.is_passed_out(), expected.is_none());
        let actual = auction
            .final_contract()
            .map(|(contract, declarer)| (contract.level(), contract.strain, contract.doubling, declarer));
        prop_assert_eq!(actual, expected);
        if let Some((bid, bidder)) = auction.last_bid() {
            let (contract, declarer) = auction.final_contract().expect("a bid was made");
            prop_assert_eq!((contract.level(), contract.strain), (bid.level(), bid.strain()));
            prop_assert_eq!(declarer.side(), bidder.side());
        }
        // The auction ends exactly with its last call: no prefix is complete.
        let mut prefix = Auction::new(dealer);
        for call in &calls {
            prop_assert!(!prefix.is_complete());
            prop_assert_eq!(prefix.next_seat(), Some(dealer.advance(prefix.calls().len())));
            prefix.push(*call).expect("the same calls again");
        }
    }

    #[test]
    fn a_legal_auction_survives_its_written_and_serialized_forms(
        dealer in dealer(),
        choices in prop::collection::vec(choice(), 1..48),
    ) {
        let auction = legal_auction(dealer, &choices);
        prop_assert_eq!(Auction::parse(dealer, &auction.to_string()), Ok(auction.clone()));
        prop_assert_eq!(Auction::parse(dealer, &auction.pbn_calls()), Ok(auction.clone()));
        let json = serde_json::to_string(&auction).expect("serializes");
        let back: Auction = serde_json::from_str(&json).expect("deserializes");
        prop_assert_eq!(back, auction);
    }

    #[test]
    fn check_agrees_with_legal_calls_on_any_sequence_of_calls(
        dealer in dealer(),
        entries in prop::collection::vec(entry(), 0..60),
        probe in any_call(),
    ) {
        let mut auction = Auction::new(dealer);
        for entry in entries {
            let legal = auction.legal_calls();
            for call in &legal {
                prop_assert_eq!(auction.check(*call), Ok(()));
            }
            let probe_ok = auction.check(probe).is_ok();
            prop_assert_eq!(probe_ok, legal.contains(&probe));
            prop_assert_eq!(auction.next_seat().is_none(), auction.is_complete());
            prop_assert_eq!(legal.is_empty(), auction.is_complete());
            let _ = (auction.final_contract(), auction.is_passed_out(), auction.to_string());
            let before = auction.calls().len();
            match entry {
                Entry::Push(call) => {
                    let expected = auction.check(call);
                    prop_assert_eq!(auction.push(call), expected);
                    let added = usize::from(expected.is_ok());
                    prop_assert_eq!(auction.calls().len(), before + added);
                }
                Entry::Record(call) => {
                    let expected = auction.check(call).err().map(|reason| reason.irregularity());
                    prop_assert_eq!(auction.record(call), expected);
                    prop_assert_eq!(auction.calls().len(), before + 1);
                }
                Entry::Irregular(call, marker) => {
                    auction.push_irregular(call, marker.clone());
                    prop_assert_eq!(
                        auction.calls().last().and_then(|c| c.irregularity.clone()),
                        Some(marker)
                    );
                }
            }
            let len = auction.calls().len();
            prop_assert_eq!(auction.seat_of(len), None);
            if len > 0 {
                prop_assert!(auction.seat_of(len - 1).is_some());
            }
        }
        // Whatever was recorded survives serialization with its markers.
        let json = serde_json::to_string(&auction).expect("serializes");
        let back: Auction = serde_json::from_str(&json).expect("deserializes");
        prop_assert_eq!(back, auction);
    }
}
