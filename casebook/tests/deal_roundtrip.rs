//! Property tests: deals survive a trip through the PBN deal string and the printed form, and
//! no text, however odd, makes the readers panic.

use casebook::bridge::{Card, Deal, Hand, Seat};
use proptest::prelude::*;

/// A full deal: the 52 cards shuffled and dealt 13 to each seat.
fn full_deal() -> impl Strategy<Value = Deal> {
    Just(Card::deck().collect::<Vec<Card>>())
        .prop_shuffle()
        .prop_map(|cards| {
            let mut hands = [Some(Hand::EMPTY); 4];
            for (hand, chunk) in hands.iter_mut().zip(cards.chunks(13)) {
                *hand = Some(chunk.iter().copied().collect());
            }
            Deal::from_hands(hands)
        })
}

/// A partial deal: a shuffled pack, each seat taking 0 to 13 of the next cards, some hands
/// unknown (an end position, or a casebook showing two hands).
fn partial_deal() -> impl Strategy<Value = Deal> {
    (
        Just(Card::deck().collect::<Vec<Card>>()).prop_shuffle(),
        prop::array::uniform4(0usize..=13),
        prop::array::uniform4(any::<bool>()),
    )
        .prop_map(|(cards, counts, known)| {
            let mut hands = [None; 4];
            let mut rest = cards.as_slice();
            for seat in 0..4 {
                let (taken, after) = rest.split_at(counts[seat]);
                rest = after;
                if known[seat] {
                    hands[seat] = Some(taken.iter().copied().collect());
                }
            }
            Deal::from_hands(hands)
        })
}

/// Text built from the characters the readers care about, so that random input gets past
/// the first character and into the hand parsers.
fn deal_like_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            'N', 'E', 'S', 'W', 'n', ':', 'A', 'K', 'Q', 'J', 'T', '9', '2', '1', '0', '.', '-',
            '—', ' ', '\n', '♠', '♥', '♦', '♣', 'H', 'D', 'C', 'Т', 'А', 'Ю',
        ]),
        0..80,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

/// Every reader of deal or hand text, each returning Ok or Err and never panicking. When a
/// reader accepts the text, writing the result and reading it back gives the same value.
fn read_everything(text: &str) {
    if let Ok(deal) = Deal::from_pbn(text) {
        assert_eq!(Deal::from_pbn(&deal.to_pbn()), Ok(deal));
    }
    if let Ok(deal) = Deal::from_human(text) {
        assert_eq!(Deal::from_human(&deal.to_human()), Ok(deal));
    }
    if let Ok(hand) = text.parse::<Hand>() {
        assert!(hand.len() <= 13);
        assert_eq!(hand.to_string().parse::<Hand>(), Ok(hand));
    }
    if let Ok(hand) = Hand::from_pbn(text) {
        assert_eq!(Hand::from_pbn(&hand.to_pbn()), Ok(hand));
    }
    let _ = serde_json::from_value::<Deal>(serde_json::Value::String(text.to_string()));
}

proptest! {
    #[test]
    fn full_deals_round_trip_through_pbn_from_every_seat(deal in full_deal()) {
        prop_assert_eq!(deal.validate_complete(), Ok(()));
        for first in Seat::ALL {
            let text = deal.to_pbn_from(first);
            prop_assert!(text.starts_with(first.letter()));
            prop_assert_eq!(Deal::from_pbn(&text), Ok(deal));
        }
    }

    #[test]
    fn full_deals_round_trip_through_the_printed_form(deal in full_deal()) {
        let text = deal.to_human();
        prop_assert_eq!(text.lines().count(), 4);
        prop_assert_eq!(Deal::from_human(&text), Ok(deal));
        for seat in Seat::ALL {
            let hand = deal.hand(seat).expect("full deal");
            prop_assert_eq!(hand.to_string().parse::<Hand>(), Ok(hand));
            prop_assert_eq!(Hand::from_pbn(&hand.to_pbn()), Ok(hand));
        }
    }

    #[test]
    fn full_deals_round_trip_through_serde(deal in full_deal()) {
        let json = serde_json::to_string(&deal).expect("serialize");
        prop_assert_eq!(serde_json::from_str::<Deal>(&json).ok(), Some(deal));
    }

    #[test]
    fn any_one_hand_can_be_derived_from_the_other_three(deal in full_deal(), seat in 0usize..4) {
        let seat = Seat::ALL[seat];
        let mut missing = deal;
        missing.set_hand(seat, None);
        prop_assert_eq!(missing.complete_last_hand(), Ok(Some(seat)));
        prop_assert_eq!(missing, deal);
    }

    #[test]
    fn partial_deals_round_trip(deal in partial_deal()) {
        prop_assert_eq!(deal.validate(), Ok(()));
        for first in Seat::ALL {
            prop_assert_eq!(Deal::from_pbn(&deal.to_pbn_from(first)), Ok(deal));
        }
        prop_assert_eq!(Deal::from_human(&deal.to_human()), Ok(deal));
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        read_everything(&text);
    }

    #[test]
    fn deal_like_text_never_panics(text in deal_like_text()) {
        read_everything(&text);
    }

    #[test]
    fn mutated_deal_strings_never_panic(
        deal in partial_deal(),
        cut in 0usize..80,
        insert in any::<char>(),
    ) {
        let mut chars: Vec<char> = deal.to_pbn().chars().collect();
        let at = cut.min(chars.len());
        chars.insert(at, insert);
        let text: String = chars.into_iter().collect();
        read_everything(&text);
        let mut human: Vec<char> = deal.to_human().chars().collect();
        human.truncate(cut.min(human.len()));
        read_everything(&human.into_iter().collect::<String>());
    }
}
