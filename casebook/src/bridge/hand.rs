//! One player's cards: a set of up to 13 cards, written in PBN (`AKQ2.T98..J9876`) or the way a
//! casebook prints it (`♠AKQ2 ♥1098 ♦— ♣J9876`).

use super::card::{Card, Rank, Suit};
use super::deal_error::DealError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A set of cards held as a bitset over [`Card::index`]. It is also used for any set of cards
/// (the pack, the cards not yet placed), so it does not enforce 13; parsing a lone hand does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand(u64);

/// The number of cards in a complete hand.
pub const HAND_SIZE: usize = 13;

impl Hand {
    pub const EMPTY: Hand = Hand(0);
    /// All 52 cards.
    pub const PACK: Hand = Hand((1 << 52) - 1);

    pub fn new() -> Hand {
        Hand::EMPTY
    }

    fn bit(card: Card) -> u64 {
        1 << card.index()
    }

    /// Adds a card; returns false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= Hand::bit(card);
        !had
    }

    /// Removes a card; returns false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !Hand::bit(card);
        had
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & Hand::bit(card) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit, highest first.
    pub fn holding(self, suit: Suit) -> impl Iterator<Item = Rank> {
        Rank::ALL
            .into_iter()
            .rev()
            .filter(move |&rank| self.contains(Card::new(suit, rank)))
    }

    /// How many cards of a suit the hand holds.
    pub fn suit_len(self, suit: Suit) -> usize {
        self.holding(suit).count()
    }

    /// All cards in the order a hand is printed: spades to clubs, each suit highest first.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        Suit::DISPLAY_ORDER
            .into_iter()
            .flat_map(move |suit| self.holding(suit).map(move |rank| Card::new(suit, rank)))
    }

    /// Milton Work high-card points: A 4, K 3, Q 2, J 1.
    pub fn hcp(self) -> u32 {
        self.cards()
            .map(|card| match card.rank {
                Rank::Ace => 4,
                Rank::King => 3,
                Rank::Queen => 2,
                Rank::Jack => 1,
                _ => 0,
            })
            .sum()
    }

    pub fn union(self, other: Hand) -> Hand {
        Hand(self.0 | other.0)
    }

    pub fn intersection(self, other: Hand) -> Hand {
        Hand(self.0 & other.0)
    }

    /// The cards of `self` that are not in `other`.
    pub fn difference(self, other: Hand) -> Hand {
        Hand(self.0 & !other.0)
    }

    /// The PBN form: suits S.H.D.C separated by dots, `T` for ten, a void as an empty string.
    pub fn to_pbn(self) -> String {
        let suits: Vec<String> = Suit::DISPLAY_ORDER
            .into_iter()
            .map(|suit| self.holding(suit).map(Rank::pbn_char).collect())
            .collect();
        suits.join(".")
    }

    /// Reads a PBN hand (`AKQ2.T98..J9876`); `10` and `-` for a void are also read.
    pub fn from_pbn(s: &str) -> Result<Hand, DealError> {
        let chars: Vec<char> = s.chars().collect();
        let (start, end) = trimmed_bounds(&chars);
        if start == end {
            return Err(DealError::Syntax {
                position: start,
                found: None,
                expected: "a hand such as AKQ2.T98..J9876",
            });
        }
        let hand = parse_pbn_hand(&chars[start..end], start)?;
        check_hand_size(hand)?;
        Ok(hand)
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut hand = Hand::EMPTY;
        for card in iter {
            hand.insert(card);
        }
        hand
    }
}

impl fmt::Display for Hand {
    /// The printed form: `♠AKQ2 ♥1098 ♦— ♣J9876`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, suit) in Suit::DISPLAY_ORDER.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", suit.symbol())?;
            let mut ranks = self.holding(suit).peekable();
            if ranks.peek().is_none() {
                f.write_str(VOID)?;
            }
            for rank in ranks {
                f.write_str(rank.human())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Hand {
    type Err = DealError;

    /// Reads what people type: four holdings in the order ♠ ♥ ♦ ♣ separated by spaces
    /// (`AKQ2 T98 - J9876`), optionally led by the suit (`♠AKQ2`, `S:AKQ2`), ten as `10` or `T`,
    /// a void as `-` or `—`. Text with dots is read as a PBN hand.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.contains('.') {
            return Hand::from_pbn(s);
        }
        let chars: Vec<char> = s.chars().collect();
        let hand = parse_human_hand(&chars, 0)?;
        check_hand_size(hand)?;
        Ok(hand)
    }
}

impl Serialize for Hand {
    /// Stored as its PBN form, readable in the case record.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_pbn())
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Hand::from_pbn(&text).map_err(serde::de::Error::custom)
    }
}

/// The void mark in the printed form.
const VOID: &str = "—";

fn check_hand_size(hand: Hand) -> Result<(), DealError> {
    if hand.len() > HAND_SIZE {
        return Err(DealError::HandTooLong { count: hand.len() });
    }
    Ok(())
}

/// The bounds of `chars` without leading and trailing whitespace.
pub(crate) fn trimmed_bounds(chars: &[char]) -> (usize, usize) {
    let start = chars
        .iter()
        .position(|c| !c.is_whitespace())
        .unwrap_or(chars.len());
    let end = chars
        .iter()
        .rposition(|c| !c.is_whitespace())
        .map_or(start, |i| i + 1);
    (start, end)
}

fn is_void_mark(c: char) -> bool {
    matches!(c, '-' | '—' | '–')
}

/// A rank character in Latin letters only. The Russian honours that [`Rank::from_char`] reads
/// are refused here: Cyrillic `Т` (туз, ace) looks exactly like `T` (ten) in a typed hand.
fn ascii_rank(c: char) -> Option<Rank> {
    if c.is_ascii() {
        Rank::from_char(c)
    } else {
        None
    }
}

/// Reads one rank at `chars[i]`, `10` included; returns the rank and how many chars it took.
/// `Ok(None)` when `chars[i]` does not start a rank.
fn read_rank(chars: &[char], i: usize, base: usize) -> Result<Option<(Rank, usize)>, DealError> {
    match chars.get(i) {
        Some('1') => match chars.get(i + 1) {
            Some('0') => Ok(Some((Rank::Ten, 2))),
            found => Err(DealError::Syntax {
                position: base + i + 1,
                found: found.copied(),
                expected: "0 (a ten is written 10 or T)",
            }),
        },
        Some(&c) => Ok(ascii_rank(c).map(|rank| (rank, 1))),
        None => Ok(None),
    }
}

fn add_card(hand: &mut Hand, card: Card, position: usize) -> Result<(), DealError> {
    if hand.insert(card) {
        Ok(())
    } else {
        Err(DealError::RepeatedCard { card, position })
    }
}

/// Reads a PBN hand from exactly the chars of its token; `base` is the token's position in the
/// whole input so errors point at the right character. Does not check the hand's size.
pub(crate) fn parse_pbn_hand(chars: &[char], base: usize) -> Result<Hand, DealError> {
    let mut hand = Hand::EMPTY;
    let mut suits = Suit::DISPLAY_ORDER.into_iter();
    let mut suit = suits.next();
    let mut i = 0;
    // A lone `-` in a suit's place is a void, as some writers put it.
    let mut void_marked = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '.' {
            suit = suits.next();
            if suit.is_none() {
                return Err(DealError::Syntax {
                    position: base + i,
                    found: Some(c),
                    expected: "a rank (a PBN hand has four suits, so three dots)",
                });
            }
            void_marked = false;
            i += 1;
            continue;
        }
        let Some(current) = suit else { break };
        let at_suit_start = i == 0 || chars[i - 1] == '.';
        if is_void_mark(c) && at_suit_start && !void_marked {
            void_marked = true;
            i += 1;
            continue;
        }
        let expected = if void_marked {
            "'.' after a void"
        } else {
            "a rank (AKQJT98765432 or 10) or '.'"
        };
        let rank = if void_marked {
            None
        } else {
            read_rank(chars, i, base)?
        };
        let Some((rank, width)) = rank else {
            return Err(DealError::Syntax {
                position: base + i,
                found: Some(c),
                expected,
            });
        };
        add_card(&mut hand, Card::new(current, rank), base + i)?;
        i += width;
    }
    if suits.next().is_some() {
        return Err(DealError::Syntax {
            position: base + chars.len(),
            found: None,
            expected: "'.' (a PBN hand has four suits, so three dots)",
        });
    }
    Ok(hand)
}

/// A suit written before a holding: a symbol, filled or outlined, or a Latin letter.
fn suit_mark(c: char) -> Option<Suit> {
    match c {
        'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
        'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
        'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
        'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
        _ => None,
    }
}

fn holding_expected(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "the spade holding (ranks such as AKQ2, or - for a void)",
        Suit::Hearts => "the heart holding (ranks such as AKQ2, or - for a void)",
        Suit::Diamonds => "the diamond holding (ranks such as AKQ2, or - for a void)",
        Suit::Clubs => "the club holding (ranks such as AKQ2, or - for a void)",
    }
}

/// Reads the printed or typed form of a hand from `chars` (all of which belong to the hand);
/// `base` is the position of `chars[0]` in the whole input. Does not check the hand's size.
pub(crate) fn parse_human_hand(chars: &[char], base: usize) -> Result<Hand, DealError> {
    let mut hand = Hand::EMPTY;
    let mut i = 0;
    let skip_space = |i: &mut usize| {
        while chars.get(*i).is_some_and(|c| c.is_whitespace()) {
            *i += 1;
        }
    };
    for suit in Suit::DISPLAY_ORDER {
        skip_space(&mut i);
        let Some(&first) = chars.get(i) else {
            return Err(DealError::Syntax {
                position: base + i,
                found: None,
                expected: holding_expected(suit),
            });
        };
        let marked = suit_mark(first);
        if let Some(mark) = marked {
            if mark != suit {
                return Err(DealError::Syntax {
                    position: base + i,
                    found: Some(first),
                    expected: holding_expected(suit),
                });
            }
            i += 1;
            if chars.get(i) == Some(&':') {
                i += 1;
            }
            skip_space(&mut i);
        }
        let start = i;
        if chars.get(i).copied().is_some_and(is_void_mark) {
            i += 1;
        } else {
            while let Some((rank, width)) = read_rank(chars, i, base)? {
                add_card(&mut hand, Card::new(suit, rank), base + i)?;
                i += width;
            }
        }
        // Without a suit mark an empty holding is a missing one; with a mark it is a void.
        let ends_cleanly = match chars.get(i) {
            None => true,
            Some(&c) => c.is_whitespace() || suit_mark(c).is_some(),
        };
        if (i == start && marked.is_none()) || !ends_cleanly {
            let expected = if i == start {
                holding_expected(suit)
            } else if chars.get(start).copied().is_some_and(is_void_mark) {
                "a space after the void"
            } else {
                "a rank (AKQJT98765432 or 10) or a space"
            };
            return Err(DealError::Syntax {
                position: base + i,
                found: chars.get(i).copied(),
                expected,
            });
        }
    }
    skip_space(&mut i);
    if let Some(&c) = chars.get(i) {
        return Err(DealError::Syntax {
            position: base + i,
            found: Some(c),
            expected: "the end of the hand (a hand has four suits)",
        });
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().expect("test card")
    }

    fn example() -> Hand {
        [
            "SA", "SK", "SQ", "S2", "HT", "H9", "H8", "CJ", "C9", "C8", "C7", "C6",
        ]
        .into_iter()
        .map(card)
        .collect()
    }

    #[test]
    fn set_operations_track_membership_and_length() {
        let mut hand = Hand::new();
        assert!(hand.is_empty());
        assert!(hand.insert(card("SA")));
        assert!(!hand.insert(card("SA")));
        assert!(hand.contains(card("SA")));
        assert!(!hand.contains(card("HA")));
        assert_eq!(hand.len(), 1);
        assert!(hand.remove(card("SA")));
        assert!(!hand.remove(card("SA")));
        assert_eq!(Hand::PACK.len(), 52);
        assert_eq!(Hand::PACK.difference(example()).len(), 40);
        assert_eq!(example().intersection(Hand::PACK), example());
    }

    #[test]
    fn cards_iterate_spades_to_clubs_high_to_low() {
        let order: Vec<String> = example().cards().map(|c| c.pbn()).collect();
        assert_eq!(
            order,
            [
                "SA", "SK", "SQ", "S2", "HT", "H9", "H8", "CJ", "C9", "C8", "C7", "C6"
            ]
        );
        assert_eq!(example().suit_len(Suit::Diamonds), 0);
        assert_eq!(example().suit_len(Suit::Clubs), 5);
    }

    #[test]
    fn hcp_counts_four_three_two_one() {
        // AKQ = 9, J = 1.
        assert_eq!(example().hcp(), 10);
        assert_eq!(Hand::PACK.hcp(), 40);
    }

    #[test]
    fn writes_pbn_with_t_and_empty_voids() {
        assert_eq!(example().to_pbn(), "AKQ2.T98..J9876");
        assert_eq!(Hand::EMPTY.to_pbn(), "...");
    }

    #[test]
    fn writes_the_printed_form_with_symbols_ten_and_dash() {
        assert_eq!(example().to_string(), "♠AKQ2 ♥1098 ♦— ♣J9876");
        assert_eq!(Hand::EMPTY.to_string(), "♠— ♥— ♦— ♣—");
    }

    #[test]
    fn reads_what_people_type() {
        for text in [
            "AKQ2 T98 - J9876",
            "AKQ2 1098 — J9876",
            "akq2 t98 - j9876",
            "♠AKQ2 ♥1098 ♦— ♣J9876",
            "♠AKQ2 ♥T98 ♦- ♣J9876",
            "♠ AKQ2  ♥ T98 ♦ ♣ J9876",
            "♤AKQ2 ♡T98 ♢- ♧J9876",
            "S:AKQ2 H:T98 D:- C:J9876",
            "s:AKQ2 h:T98 d: c:J9876",
            "SAKQ2 HT98 D- CJ9876",
            "♠AKQ2♥T98♦♣J9876",
            "  2QKA 89T - 6789J  ",
            "AKQ2.T98..J9876",
        ] {
            assert_eq!(text.parse::<Hand>(), Ok(example()), "{text}");
        }
    }

    #[test]
    fn pbn_hand_reads_ten_as_10_and_dash_voids() {
        assert_eq!(Hand::from_pbn("AKQ2.1098..J9876"), Ok(example()));
        assert_eq!(Hand::from_pbn("AKQ2.T98.-.J9876"), Ok(example()));
        assert_eq!(Hand::from_pbn("..."), Ok(Hand::EMPTY));
    }

    #[test]
    fn pbn_hand_with_wrong_number_of_suits_names_the_place() {
        assert_eq!(
            Hand::from_pbn("AKQ2.T98.J9876"),
            Err(DealError::Syntax {
                position: 14,
                found: None,
                expected: "'.' (a PBN hand has four suits, so three dots)",
            })
        );
        assert!(matches!(
            Hand::from_pbn("AKQ2.T98..J9876.5"),
            Err(DealError::Syntax {
                position: 15,
                found: Some('.'),
                ..
            })
        ));
        assert!(matches!(
            Hand::from_pbn("  "),
            Err(DealError::Syntax { found: None, .. })
        ));
    }

    #[test]
    fn pbn_hand_rejects_dash_inside_a_holding() {
        assert!(matches!(
            Hand::from_pbn("AK-2.T98..J9876"),
            Err(DealError::Syntax {
                position: 2,
                found: Some('-'),
                ..
            })
        ));
        assert!(matches!(
            Hand::from_pbn("AKQ2.T98.-5.J9876"),
            Err(DealError::Syntax {
                position: 10,
                found: Some('5'),
                expected: "'.' after a void"
            })
        ));
    }

    #[test]
    fn a_one_without_a_zero_is_refused_at_the_next_character() {
        assert_eq!(
            "AKQ2 19 - J9876".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 6,
                found: Some('9'),
                expected: "0 (a ten is written 10 or T)",
            })
        );
        assert!(matches!(
            "AKQ2 T98 - J98761".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 17,
                found: None,
                ..
            })
        ));
    }

    #[test]
    fn a_card_written_twice_is_named_with_its_position() {
        assert_eq!(
            "AKQA T98 - J9876".parse::<Hand>(),
            Err(DealError::RepeatedCard {
                card: card("SA"),
                position: 3
            })
        );
        assert_eq!(
            "AKQ2 T9810 - J9876".parse::<Hand>(),
            Err(DealError::RepeatedCard {
                card: card("HT"),
                position: 8
            })
        );
    }

    #[test]
    fn more_than_thirteen_cards_is_refused() {
        assert_eq!(
            "AKQJT98765432 A - -".parse::<Hand>(),
            Err(DealError::HandTooLong { count: 14 })
        );
        assert_eq!(
            DealError::HandTooLong { count: 14 }.to_string(),
            "a hand has at most 13 cards; this one has 14"
        );
    }

    #[test]
    fn missing_and_extra_holdings_are_named() {
        assert_eq!(
            "AKQ2 T98 -".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 10,
                found: None,
                expected: holding_expected(Suit::Clubs),
            })
        );
        assert!(matches!(
            "AKQ2 T98 - J9876 5".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 17,
                found: Some('5'),
                ..
            })
        ));
        assert!(matches!(
            "".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 0,
                found: None,
                ..
            })
        ));
    }

    #[test]
    fn a_suit_out_of_order_is_refused_at_its_mark() {
        assert_eq!(
            "♠AKQ2 ♦T98 ♥- ♣J9876".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 6,
                found: Some('♦'),
                expected: holding_expected(Suit::Hearts),
            })
        );
    }

    #[test]
    fn void_followed_by_ranks_is_refused() {
        assert_eq!(
            "AKQ2 T98 -5 J9876".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 10,
                found: Some('5'),
                expected: "a space after the void",
            })
        );
    }

    #[test]
    fn cyrillic_lookalikes_get_an_error_naming_the_character() {
        // Cyrillic А (U+0410) typed for the ace on a Bulgarian or Russian keyboard layout.
        let err = "АKQ2 T98 - J9876".parse::<Hand>().unwrap_err();
        assert_eq!(
            err,
            DealError::Syntax {
                position: 0,
                found: Some('А'),
                expected: holding_expected(Suit::Spades),
            }
        );
        assert!(err.to_string().contains("U+0410"), "{err}");
        // Cyrillic Т is the Russian ace in Rank::from_char; in a typed hand it would pass for a ten.
        assert!(matches!(
            "AKQ2 Т98 - J9876".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 5,
                found: Some('Т'),
                ..
            })
        ));
        assert!(matches!(
            "AKQ2 T98 - J98x6".parse::<Hand>(),
            Err(DealError::Syntax {
                position: 14,
                found: Some('x'),
                ..
            })
        ));
    }

    #[test]
    fn serde_uses_the_pbn_form_and_validates() {
        let json = serde_json::to_string(&example()).expect("serialize");
        assert_eq!(json, "\"AKQ2.T98..J9876\"");
        assert_eq!(serde_json::from_str::<Hand>(&json).ok(), Some(example()));
        assert!(serde_json::from_str::<Hand>("\"AKQ2.T98.J9876\"").is_err());
        assert!(serde_json::from_str::<Hand>("\"AKQJT98765432.A..\"").is_err());
    }
}
