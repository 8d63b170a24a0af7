//! Calls: bids, passes, doubles and redoubles, read as people and files write them.

use super::contract::{Contract, Doubling, Strain};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A bid: a level from 1 to 7 and a strain. Ordered as the auction ranks bids (Law 18B):
/// by level, then by strain, so `1NT < 2♣`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bid {
    // Field order matters: the derived order compares the level first.
    level: u8,
    strain: Strain,
}

impl Bid {
    /// The lowest bid, 1♣.
    pub const LOWEST: Bid = Bid {
        level: 1,
        strain: Strain::Clubs,
    };

    /// A bid at a level from 1 to 7.
    pub fn new(level: u8, strain: Strain) -> Result<Bid, ParseCallError> {
        if (1..=7).contains(&level) {
            Ok(Bid { level, strain })
        } else {
            Err(ParseCallError::Level(format!("{level}{}", strain.pbn())))
        }
    }

    pub fn level(self) -> u8 {
        self.level
    }

    pub fn strain(self) -> Strain {
        self.strain
    }

    /// All 35 bids from 1♣ to 7NT, lowest first.
    pub fn all() -> impl Iterator<Item = Bid> {
        (1..=7u8).flat_map(|level| {
            Strain::ALL
                .into_iter()
                .map(move |strain| Bid { level, strain })
        })
    }

    /// Whether this bid overcalls `other` (Law 18B): a higher level, or the same level in a
    /// higher-ranking strain.
    pub fn overcalls(self, other: Bid) -> bool {
        self > other
    }

    /// The contract this bid becomes if the auction ends on it.
    pub fn contract(self, doubling: Doubling) -> Contract {
        match Contract::new(self.level, self.strain, doubling) {
            Ok(contract) => contract,
            // A bid's level is always 1–7, which Contract::new accepts.
            Err(_) => unreachable!("a bid's level is always from 1 to 7"),
        }
    }

    /// The PBN form: `1S`, `3NT`.
    pub fn pbn(self) -> String {
        format!("{}{}", self.level, self.strain.pbn())
    }
}

impl fmt::Display for Bid {
    /// The printed form: `1♠`, `3NT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain.symbol())
    }
}

impl FromStr for Bid {
    type Err = ParseCallError;

    /// Reads every spelling [`Call`] reads for a bid.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.parse::<Call>()? {
            Call::Bid(bid) => Ok(bid),
            _ => Err(ParseCallError::NotABid(s.to_string())),
        }
    }
}

impl Serialize for Bid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.pbn())
    }
}

impl<'de> Deserialize<'de> for Bid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One call in the auction (Law 18A: pass, double and redouble are calls, not bids).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Double,
    Redouble,
    Bid(Bid),
}

impl Call {
    /// The PBN form: `Pass`, `X`, `XX`, `1S`, `3NT`.
    pub fn pbn(self) -> String {
        match self {
            Call::Bid(bid) => bid.pbn(),
            other => other.to_string(),
        }
    }

    pub fn bid(self) -> Option<Bid> {
        match self {
            Call::Bid(bid) => Some(bid),
            _ => None,
        }
    }
}

impl From<Bid> for Call {
    fn from(bid: Bid) -> Call {
        Call::Bid(bid)
    }
}

impl fmt::Display for Call {
    /// The printed form used in casebooks: `Pass`, `X`, `XX`, `1♠`, `2NT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => bid.fmt(f),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseCallError {
    #[error("empty call: write Pass, X, XX or a bid such as 1S, 2♠ or 3NT")]
    Empty,
    #[error("\"{0}\" is not a call: write Pass, X, XX or a bid such as 1S, 2♠ or 3NT")]
    Unknown(String),
    #[error("the level of \"{0}\" is impossible: a bid is from 1 to 7")]
    Level(String),
    #[error("\"{0}\" has a level but no strain: write C, D, H, S or NT after it, as 1S or 3NT")]
    MissingStrain(String),
    #[error("\"{strain}\" in \"{text}\" is not a strain: write C, D, H, S or NT (♣ ♦ ♥ ♠, БК)")]
    Strain { text: String, strain: String },
    #[error("\"{0}\" is a call but not a bid: a bid has a level and a strain, as 1S or 3NT")]
    NotABid(String),
    #[error("\"{0}\" (all pass) stands for the passes that end an auction, not for one call")]
    AllPass(String),
}

/// Strain words written after the level in casebooks, lower case: Russian
/// (seed 000 writes `1пика`, `4 червы`, `6 треф`, `2бубны`, `1 б/к`; research seed000_part1 §1.4)
/// and English.
const STRAIN_WORDS: [(&str, Strain); 27] = [
    ("трефа", Strain::Clubs),
    ("трефы", Strain::Clubs),
    ("треф", Strain::Clubs),
    ("бубна", Strain::Diamonds),
    ("бубны", Strain::Diamonds),
    ("бубен", Strain::Diamonds),
    ("черва", Strain::Hearts),
    ("червы", Strain::Hearts),
    ("черв", Strain::Hearts),
    ("червей", Strain::Hearts),
    ("пика", Strain::Spades),
    ("пики", Strain::Spades),
    ("пик", Strain::Spades),
    ("бк", Strain::NoTrump),
    ("б/к", Strain::NoTrump),
    ("club", Strain::Clubs),
    ("clubs", Strain::Clubs),
    ("diamond", Strain::Diamonds),
    ("diamonds", Strain::Diamonds),
    ("heart", Strain::Hearts),
    ("hearts", Strain::Hearts),
    ("spade", Strain::Spades),
    ("spades", Strain::Spades),
    ("nt", Strain::NoTrump),
    ("notrump", Strain::NoTrump),
    ("notrumps", Strain::NoTrump),
    ("no-trump", Strain::NoTrump),
];

fn parse_strain(text: &str) -> Option<Strain> {
    let lower = text.to_lowercase();
    if let Some((_, strain)) = STRAIN_WORDS.iter().find(|(word, _)| *word == lower) {
        return Some(*strain);
    }
    match Strain::parse_prefix(text) {
        Some((strain, "")) => Some(strain),
        _ => None,
    }
}

impl FromStr for Call {
    type Err = ParseCallError;

    /// Reads `P`, `Pass`, `Пас`, `X`, `D`, `Dbl`, `Double`, `Контра`, `XX`, `R`, `Rdbl`,
    /// `Redouble`, `Реконтра` in any case, and bids as `1S`, `1♠`, `1NT`, `1N`, `3БК`, `1 б/к`,
    /// `4 червы`. `AP` is refused here: it is several passes, read by the auction.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        if text.is_empty() {
            return Err(ParseCallError::Empty);
        }
        let word = text.to_lowercase();
        match word.as_str() {
            "p" | "pass" | "пас" => return Ok(Call::Pass),
            // The Cyrillic Х looks like X and is typed for it (as `Contract` accepts).
            "x" | "х" | "d" | "dbl" | "double" | "контра" => return Ok(Call::Double),
            "xx" | "хх" | "r" | "rdbl" | "redouble" | "реконтра" => {
                return Ok(Call::Redouble);
            }
            "ap" | "all pass" => return Err(ParseCallError::AllPass(text.to_string())),
            _ => {}
        }
        let digits_end = text
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(text.len());
        if digits_end == 0 {
            return Err(ParseCallError::Unknown(text.to_string()));
        }
        let level = text[..digits_end]
            .parse::<u8>()
            .ok()
            .filter(|level| (1..=7).contains(level))
            .ok_or_else(|| ParseCallError::Level(text.to_string()))?;
        let strain_text = text[digits_end..].trim();
        if strain_text.is_empty() {
            return Err(ParseCallError::MissingStrain(text.to_string()));
        }
        let strain = parse_strain(strain_text).ok_or_else(|| ParseCallError::Strain {
            text: text.to_string(),
            strain: strain_text.to_string(),
        })?;
        Ok(Call::Bid(Bid { level, strain }))
    }
}

impl Serialize for Call {
    /// Serialized as its PBN form (`1S`, `Pass`, `X`, `XX`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.pbn())
    }
}

impl<'de> Deserialize<'de> for Call {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(level: u8, strain: Strain) -> Call {
        Call::Bid(Bid::new(level, strain).expect("a valid level"))
    }

    #[test]
    fn passes_doubles_and_redoubles_parse_in_every_spelling() {
        for p in ["P", "p", "Pass", "PASS", "Пас", "пас", " pass "] {
            assert_eq!(p.parse::<Call>(), Ok(Call::Pass), "{p}");
        }
        for x in ["X", "x", "D", "Dbl", "Double", "Контра", "контра", "Х"] {
            assert_eq!(x.parse::<Call>(), Ok(Call::Double), "{x}");
        }
        for xx in ["XX", "xx", "R", "Rdbl", "Redouble", "Реконтра", "РЕКОНТРА"] {
            assert_eq!(xx.parse::<Call>(), Ok(Call::Redouble), "{xx}");
        }
    }

    #[test]
    fn bids_parse_in_pbn_symbol_and_russian_forms() {
        assert_eq!("1NT".parse::<Call>(), Ok(bid(1, Strain::NoTrump)));
        assert_eq!("1N".parse::<Call>(), Ok(bid(1, Strain::NoTrump)));
        assert_eq!("2♠".parse::<Call>(), Ok(bid(2, Strain::Spades)));
        assert_eq!("3БК".parse::<Call>(), Ok(bid(3, Strain::NoTrump)));
        assert_eq!("7nt".parse::<Call>(), Ok(bid(7, Strain::NoTrump)));
        assert_eq!("4h".parse::<Call>(), Ok(bid(4, Strain::Hearts)));
        assert_eq!("2 hearts".parse::<Call>(), Ok(bid(2, Strain::Hearts)));
    }

    /// The spellings seed 000 uses in its auctions (research seed000_part1 §1.4; e.g. lines 1525–1546).
    #[test]
    fn bids_parse_as_the_russian_commentary_writes_them() {
        assert_eq!("1пика".parse::<Call>(), Ok(bid(1, Strain::Spades)));
        assert_eq!("1 черва".parse::<Call>(), Ok(bid(1, Strain::Hearts)));
        assert_eq!("4пики".parse::<Call>(), Ok(bid(4, Strain::Spades)));
        assert_eq!("2\u{a0}червы".parse::<Call>(), Ok(bid(2, Strain::Hearts)));
        assert_eq!("6 треф".parse::<Call>(), Ok(bid(6, Strain::Clubs)));
        assert_eq!("2бубны".parse::<Call>(), Ok(bid(2, Strain::Diamonds)));
        assert_eq!("1 б/к".parse::<Call>(), Ok(bid(1, Strain::NoTrump)));
        assert_eq!("3Б/К".parse::<Call>(), Ok(bid(3, Strain::NoTrump)));
        assert_eq!("1бк".parse::<Call>(), Ok(bid(1, Strain::NoTrump)));
    }

    #[test]
    fn malformed_calls_are_refused_with_the_reason() {
        assert_eq!("".parse::<Call>(), Err(ParseCallError::Empty));
        assert_eq!(
            "8S".parse::<Call>(),
            Err(ParseCallError::Level("8S".into()))
        );
        assert_eq!(
            "0NT".parse::<Call>(),
            Err(ParseCallError::Level("0NT".into()))
        );
        assert!(matches!(
            "99999999999999H".parse::<Call>(),
            Err(ParseCallError::Level(_))
        ));
        assert_eq!(
            "4Z".parse::<Call>(),
            Err(ParseCallError::Strain {
                text: "4Z".into(),
                strain: "Z".into()
            })
        );
        assert_eq!(
            "4".parse::<Call>(),
            Err(ParseCallError::MissingStrain("4".into()))
        );
        assert!(matches!(
            "3–4 червы".parse::<Call>(),
            Err(ParseCallError::Strain { .. })
        ));
        assert!(matches!(
            "Hello".parse::<Call>(),
            Err(ParseCallError::Unknown(_))
        ));
        assert!(matches!(
            "AP".parse::<Call>(),
            Err(ParseCallError::AllPass(_))
        ));
        let message = "1Q".parse::<Call>().unwrap_err().to_string();
        assert!(
            message.contains("\"Q\"") && message.contains("NT"),
            "{message}"
        );
    }

    #[test]
    fn calls_print_as_casebooks_and_pbn_write_them() {
        let one_spade = bid(1, Strain::Spades);
        assert_eq!(one_spade.to_string(), "1♠");
        assert_eq!(one_spade.pbn(), "1S");
        assert_eq!(bid(2, Strain::NoTrump).to_string(), "2NT");
        assert_eq!(bid(2, Strain::NoTrump).pbn(), "2NT");
        assert_eq!(Call::Pass.to_string(), "Pass");
        assert_eq!(Call::Double.pbn(), "X");
        assert_eq!(Call::Redouble.to_string(), "XX");
    }

    #[test]
    fn bids_rank_by_level_then_strain() {
        let b = |s: &str| s.parse::<Bid>().expect("a bid");
        assert!(b("1NT") < b("2C"));
        assert!(b("1S") < b("1NT"));
        assert!(b("2D").overcalls(b("2C")));
        assert!(!b("1H").overcalls(b("1S")));
        assert!(!b("1S").overcalls(b("1S")));
        let all: Vec<Bid> = Bid::all().collect();
        assert_eq!(all.len(), 35);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(all[0], Bid::LOWEST);
        assert_eq!(
            Bid::new(8, Strain::Clubs)
                .map_err(|e| e.to_string())
                .unwrap_err(),
            "the level of \"8C\" is impossible: a bid is from 1 to 7"
        );
        assert!(matches!(
            "Pass".parse::<Bid>(),
            Err(ParseCallError::NotABid(_))
        ));
    }

    #[test]
    fn calls_serialize_as_their_pbn_form() {
        let calls = vec![
            Call::Pass,
            Call::Double,
            Call::Redouble,
            bid(3, Strain::NoTrump),
            bid(1, Strain::Spades),
        ];
        let json = serde_json::to_string(&calls).expect("serializes");
        assert_eq!(json, r#"["Pass","X","XX","3NT","1S"]"#);
        let back: Vec<Call> = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, calls);
        let bad = serde_json::from_str::<Call>(r#""9S""#)
            .unwrap_err()
            .to_string();
        assert!(bad.contains("from 1 to 7"), "{bad}");
    }

    #[test]
    fn a_bid_becomes_its_contract() {
        let contract = "4H"
            .parse::<Bid>()
            .expect("a bid")
            .contract(Doubling::Doubled);
        assert_eq!(contract.pbn(), "4HX");
    }
}
