//! Suits, ranks and cards.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A suit, ordered by rank: clubs lowest, spades highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// Lowest to highest.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// The order hands are written in (PBN, casebooks): spades first.
    pub const DISPLAY_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// Hearts and diamonds are printed red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// Accepts the English letter, the symbol (filled or outlined) and the Russian initial
    /// (П пики, Ч черви, Б бубны, Т трефы).
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' | 'Т' | 'т' | 'К' | 'к' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' | 'Б' | 'б' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' | 'Ч' | 'ч' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' | 'П' | 'п' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card's rank, two lowest, ace highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Lowest to highest.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The one-character PBN name (`T` for ten).
    pub fn pbn_char(self) -> char {
        b"23456789TJQKA"[self as usize - 2] as char
    }

    /// The name a reader expects: `10` for ten, otherwise the PBN character.
    pub fn human(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self as usize - 2]
    }

    /// Accepts PBN characters and the Russian honours (Т туз, К король, Д дама, В валет).
    /// `1` is not accepted alone; callers that read "10" handle the pair.
    pub fn from_char(c: char) -> Option<Rank> {
        Some(match c {
            '2' => Rank::Two,
            '3' => Rank::Three,
            '4' => Rank::Four,
            '5' => Rank::Five,
            '6' => Rank::Six,
            '7' => Rank::Seven,
            '8' => Rank::Eight,
            '9' => Rank::Nine,
            'T' | 't' => Rank::Ten,
            'J' | 'j' | 'В' | 'в' => Rank::Jack,
            'Q' | 'q' | 'Д' | 'д' => Rank::Queen,
            'K' | 'k' | 'К' | 'к' => Rank::King,
            'A' | 'a' | 'Т' | 'т' => Rank::Ace,
            _ => return None,
        })
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.human())
    }
}

/// One of the 52 cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// A dense index 0..52, clubs two first; used for card sets.
    pub fn index(self) -> usize {
        self.suit as usize * 13 + (self.rank as usize - 2)
    }

    pub fn from_index(i: usize) -> Option<Card> {
        (i < 52).then(|| Card::new(Suit::ALL[i / 13], Rank::ALL[i % 13]))
    }

    /// All 52 cards, clubs two first.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).filter_map(Card::from_index)
    }

    /// The PBN/LIN two-character form, suit first: `SA`, `HT`.
    pub fn pbn(self) -> String {
        format!("{}{}", self.suit.letter(), self.rank.pbn_char())
    }
}

impl fmt::Display for Card {
    /// The human form: `♠A`, `♥10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.symbol(), self.rank.human())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a card: write the suit then the rank, as SA, H10 or ♦T")]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    /// Suit first, then rank (`SA`, `♥10`, `DT`); the order rank-then-suit (`AS`) is also read
    /// when it is unambiguous.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError(s.to_string());
        let t = s.trim();
        let chars: Vec<char> = t.chars().collect();
        let rank_of = |cs: &[char]| match cs {
            ['1', '0'] => Some(Rank::Ten),
            [c] => Rank::from_char(*c),
            _ => None,
        };
        if let Some((first, rest)) = chars.split_first()
            && let (Some(suit), Some(rank)) = (Suit::from_char(*first), rank_of(rest))
        {
            return Ok(Card::new(suit, rank));
        }
        if let Some((last, rest)) = chars.split_last()
            && let (Some(suit), Some(rank)) = (Suit::from_char(*last), rank_of(rest))
        {
            return Ok(Card::new(suit, rank));
        }
        Err(err())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_52_distinct_cards_with_dense_indices() {
        let cards: Vec<Card> = Card::deck().collect();
        assert_eq!(cards.len(), 52);
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.index(), i);
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn cards_print_with_symbols_and_ten() {
        assert_eq!(Card::new(Suit::Hearts, Rank::Ten).to_string(), "♥10");
        assert_eq!(Card::new(Suit::Spades, Rank::Ace).pbn(), "SA");
    }

    #[test]
    fn cards_parse_in_common_spellings() {
        let h10 = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!("H10".parse(), Ok(h10));
        assert_eq!("♥T".parse(), Ok(h10));
        assert_eq!("TH".parse(), Ok(h10));
        assert_eq!("sa".parse(), Ok(Card::new(Suit::Spades, Rank::Ace)));
        assert!("S1".parse::<Card>().is_err());
        assert!("XX".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }
}
