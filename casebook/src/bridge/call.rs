//! Calls: bids, passes, doubles and redoubles, read as people and files write them.

use super::contract::{Contract, Doubling, Strain};
use super::lookalike::script_folds;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
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
    /// The PBN form: `Pass`, `X`, `XX`, `1S`, `3NT`. Written out here rather than taken from
    /// the printed form, so files never follow a change of how calls are shown.
    pub fn pbn(self) -> String {
        match self {
            Call::Pass => "Pass".to_string(),
            Call::Double => "X".to_string(),
            Call::Redouble => "XX".to_string(),
            Call::Bid(bid) => bid.pbn(),
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
/// (commentary-1997-ru.txt writes `1пика`, `4 червы`, `6 треф`, `2бубны`, `1 б/к`)
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

/// A strain as typed after the level, also when it mixes Latin and Cyrillic look-alikes.
fn parse_strain(text: &str) -> Option<Strain> {
    let lower = text.to_lowercase();
    std::iter::once(lower.clone())
        .chain(script_folds(&lower))
        .find_map(|form| strain_word(&form))
}

fn strain_word(lower: &str) -> Option<Strain> {
    if let Some((_, strain)) = STRAIN_WORDS.iter().find(|(word, _)| *word == lower) {
        return Some(*strain);
    }
    match Strain::parse_prefix(lower) {
        Some((strain, "")) => Some(strain),
        _ => None,
    }
}

/// Pass, double or redouble written as a word, lower case.
fn call_word(word: &str) -> Option<Call> {
    match word {
        "p" | "pass" | "пас" => Some(Call::Pass),
        // The Cyrillic Х looks like X and is typed for it (as `Contract` accepts).
        "x" | "х" | "d" | "dbl" | "double" | "контра" => Some(Call::Double),
        "xx" | "хх" | "r" | "rdbl" | "redouble" | "реконтра" => Some(Call::Redouble),
        _ => None,
    }
}

impl FromStr for Call {
    type Err = ParseCallError;

    /// Reads `P`, `Pass`, `Пас`, `X`, `D`, `Dbl`, `Double`, `Контра`, `XX`, `R`, `Rdbl`,
    /// `Redouble`, `Реконтра` in any case, and bids as `1S`, `1♠`, `1NT`, `1N`, `3БК`, `1 б/к`,
    /// `4 червы` — every form [`CallLanguage::spell`](crate::bridge::CallLanguage::spell)
    /// prints — also with Latin and Cyrillic look-alikes mixed in one word (`контpa`, `3Бk`).
    /// `AP` is refused here: it is several passes, read by the auction.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        if text.is_empty() {
            return Err(ParseCallError::Empty);
        }
        let word = text.to_lowercase();
        if word == "ap" || word == "all pass" {
            return Err(ParseCallError::AllPass(text.to_string()));
        }
        let read = std::iter::once(word.clone())
            .chain(script_folds(&word))
            .find_map(|form| call_word(&form));
        if let Some(call) = read {
            return Ok(call);
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

    /// The spellings commentary-1997-ru.txt uses in its auctions (e.g. lines 1525–1546).
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

    /// Russian words as the Russian casebook prints them (`CallLanguage::Russian`), and typed
    /// with the keyboard layout switched mid-word: Latin look-alikes in a Cyrillic word and
    /// the other way round.
    #[test]
    fn russian_calls_parse_also_with_latin_look_alikes_mixed_in() {
        for p in ["пас", "ПАС", "пaс", "пac", "Pаss"] {
            assert_eq!(p.parse::<Call>(), Ok(Call::Pass), "{p}");
        }
        for x in ["контра", "КОНТРА", "контpa", "Kонтра", "koнтpa"] {
            assert_eq!(x.parse::<Call>(), Ok(Call::Double), "{x}");
        }
        for xx in ["реконтра", "pеконтра", "peкoнтpa", "XХ", "хX"] {
            assert_eq!(xx.parse::<Call>(), Ok(Call::Redouble), "{xx}");
        }
        for nt in ["3БК", "3бк", "3Бк", "3 бК", "3б/к", "3Б/K", "3Бk", "3 бk"] {
            assert_eq!(nt.parse::<Call>(), Ok(bid(3, Strain::NoTrump)), "{nt}");
        }
        assert_eq!("2 пикu".parse::<Call>().ok(), None, "u is no look-alike");
        assert_eq!("1 чepвa".parse::<Call>(), Ok(bid(1, Strain::Hearts)));
        // A word in one script is read only as typed: a Cyrillic Р is no Latin P.
        assert!(matches!(
            "Р".parse::<Call>(),
            Err(ParseCallError::Unknown(_))
        ));
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
