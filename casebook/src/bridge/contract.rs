//! Strains, doubling and the final contract.

use super::card::Suit;
use super::lookalike::script_folds;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// The denomination of a bid: a suit or no trumps, ordered as the auction ranks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
}

impl Strain {
    /// Lowest to highest.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    pub fn suit(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    pub fn from_suit(suit: Suit) -> Strain {
        match suit {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }

    /// Clubs and diamonds score 20 a trick (Law 77).
    pub fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }

    /// The PBN name: `C`, `D`, `H`, `S`, `NT`.
    pub fn pbn(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// Reads `C D H S N NT`, the suit symbols and the Russian `БК`, `б/к` for no trumps, in
    /// any case.
    pub fn parse_prefix(s: &str) -> Option<(Strain, &str)> {
        let starts = |p: &str| {
            s.get(..p.len())
                .is_some_and(|head| head.to_lowercase() == p)
        };
        // Before the suit initials: `Б/К` is no trumps, not diamonds.
        for nt in ["nt", "бк", "б/к"] {
            if starts(nt) {
                return Some((Strain::NoTrump, &s[nt.len()..]));
            }
        }
        let c = s.chars().next()?;
        let rest = &s[c.len_utf8()..];
        if c == 'N' || c == 'n' {
            return Some((Strain::NoTrump, rest));
        }
        Suit::from_char(c).map(|suit| (Strain::from_suit(suit), rest))
    }
}

/// Whether the final contract is doubled or redoubled.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub enum Doubling {
    #[default]
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    pub fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A final contract: level 1–7, strain and doubling. Who plays it is kept beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    level: u8,
    pub strain: Strain,
    pub doubling: Doubling,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseContractError {
    #[error(
        "\"{0}\" is not a contract: write the level 1–7, the strain and X or XX, as 4HX or 3NT"
    )]
    Malformed(String),
    #[error("contract level {0} is impossible: a contract is from 1 to 7")]
    Level(u8),
}

impl Contract {
    /// A contract at a level from 1 to 7.
    pub fn new(
        level: u8,
        strain: Strain,
        doubling: Doubling,
    ) -> Result<Contract, ParseContractError> {
        if (1..=7).contains(&level) {
            Ok(Contract {
                level,
                strain,
                doubling,
            })
        } else {
            Err(ParseContractError::Level(level))
        }
    }

    pub fn level(self) -> u8 {
        self.level
    }

    /// Tricks declarer needs: six plus the level.
    pub fn tricks_needed(self) -> u8 {
        6 + self.level
    }

    /// The PBN form: `4HX`, `3NT`.
    pub fn pbn(self) -> String {
        format!(
            "{}{}{}",
            self.level,
            self.strain.pbn(),
            self.doubling.suffix()
        )
    }
}

/// A contract written as level, strain and doubling, in one script.
fn read_contract(t: &str) -> Option<Result<Contract, ParseContractError>> {
    let digit = t.chars().next()?.to_digit(10)?;
    let (strain, rest) = Strain::parse_prefix(t[1..].trim_start())?;
    let doubling = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    let doubling = match doubling.to_lowercase().as_str() {
        "" => Doubling::Undoubled,
        "x" | "*" | "х" | "контра" | "с контрой" | "с контра" => {
            Doubling::Doubled
        }
        "xx" | "**" | "хх" | "реконтра" | "с реконтрой" | "с реконтра" => {
            Doubling::Redoubled
        }
        _ => return None,
    };
    Some(Contract::new(digit as u8, strain, doubling))
}

impl FromStr for Contract {
    type Err = ParseContractError;

    /// Reads `4HX`, `4♥x`, `3NT`, `7NTXX`, `3N`, `6БК`, `3 б/к`, and the Russian printed form
    /// `4♥ с контрой`, `4♥ реконтра`, and the Bulgarian `4♥ с контра`, `7БК с реконтра`; `*`
    /// and `**` are read as X and XX. A contract mixing
    /// Latin and Cyrillic look-alikes (`4HХ`, `6Бk`) is read in either script.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        std::iter::once(t.to_string())
            .chain(script_folds(t))
            .find_map(|form| read_contract(&form))
            .unwrap_or_else(|| Err(ParseContractError::Malformed(s.to_string())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_parse_in_every_spelling() {
        let c: Contract = "4HX".parse().unwrap();
        assert_eq!(
            (c.level(), c.strain, c.doubling),
            (4, Strain::Hearts, Doubling::Doubled)
        );
        assert_eq!("3NT".parse::<Contract>().unwrap().strain, Strain::NoTrump);
        assert_eq!("3n".parse::<Contract>().unwrap().strain, Strain::NoTrump);
        assert_eq!("6БК".parse::<Contract>().unwrap().strain, Strain::NoTrump);
        assert_eq!(
            "7NTXX".parse::<Contract>().unwrap().doubling,
            Doubling::Redoubled
        );
        assert_eq!("2♠".parse::<Contract>().unwrap().strain, Strain::Spades);
        assert_eq!("4HX".parse::<Contract>().unwrap().to_string(), "4♥X");
        assert_eq!("4hx".parse::<Contract>().unwrap().pbn(), "4HX");
    }

    /// The Russian printed form (`CallLanguage::Russian`), the commentary's `3 БК`, `3б/к`
    /// (commentary-1997-ru.txt lines 1276, 2034) and look-alikes typed across layouts.
    #[test]
    fn russian_contracts_parse_with_their_doubling_in_words() {
        let c = |s: &str| s.parse::<Contract>().map(|c| c.pbn());
        assert_eq!(c("4♥ с контрой"), Ok("4HX".into()));
        assert_eq!(c("4♥  С  КОНТРОЙ"), Ok("4HX".into()));
        assert_eq!(c("4♥ контра"), Ok("4HX".into()));
        assert_eq!(c("7БК с реконтрой"), Ok("7NTXX".into()));
        assert_eq!(c("2♠ реконтра"), Ok("2SXX".into()));
        assert_eq!(c("3 БК"), Ok("3NT".into()));
        assert_eq!(c("3б/к"), Ok("3NT".into()));
        assert_eq!(c("3Б/К"), Ok("3NT".into()));
        assert_eq!(c("6Бк"), Ok("6NT".into()));
        assert_eq!(c("6Бk"), Ok("6NT".into()));
        assert_eq!(c("4♥х"), Ok("4HX".into()));
        assert_eq!(c("4HХ"), Ok("4HX".into()));
        assert_eq!(c("4♠ c кoнтpoй"), Ok("4SX".into()));
        // Б alone is still diamonds.
        assert_eq!(c("5Б"), Ok("5D".into()));
        assert!(matches!(
            "4♥ с контрой и реконтрой".parse::<Contract>(),
            Err(ParseContractError::Malformed(_))
        ));
        assert_eq!(
            "8БК с контрой".parse::<Contract>(),
            Err(ParseContractError::Level(8))
        );
    }

    /// The Bulgarian printed form (`CallLanguage::Bulgarian`), as the Bulgarian Laws' Law 77
    /// heads a doubled score: "С контра", "С реконтра".
    #[test]
    fn bulgarian_contracts_parse_with_their_doubling_in_words() {
        let c = |s: &str| s.parse::<Contract>().map(|c| c.pbn());
        assert_eq!(c("4♥ с контра"), Ok("4HX".into()));
        assert_eq!(c("4♥ С КОНТРА"), Ok("4HX".into()));
        assert_eq!(c("7БК с реконтра"), Ok("7NTXX".into()));
        assert_eq!(c("3БК"), Ok("3NT".into()));
    }

    #[test]
    fn impossible_contracts_are_refused_with_the_reason() {
        assert_eq!("8S".parse::<Contract>(), Err(ParseContractError::Level(8)));
        assert_eq!("0NT".parse::<Contract>(), Err(ParseContractError::Level(0)));
        assert!(matches!(
            "4Z".parse::<Contract>(),
            Err(ParseContractError::Malformed(_))
        ));
        assert!(matches!(
            "4HXXX".parse::<Contract>(),
            Err(ParseContractError::Malformed(_))
        ));
        assert!(matches!(
            "".parse::<Contract>(),
            Err(ParseContractError::Malformed(_))
        ));
        assert!(matches!(
            "Пас".parse::<Contract>(),
            Err(ParseContractError::Malformed(_))
        ));
    }
}
