//! Seats at the table, the two sides, and vulnerability.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A compass seat. The order is the order of play: North, East, South, West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Seat {
    North,
    East,
    South,
    West,
}

impl Seat {
    /// All four seats clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat to the left, who calls or plays next.
    pub fn next(self) -> Seat {
        Seat::ALL[(self.index() + 1) % 4]
    }

    /// The seat `n` places clockwise from this one.
    pub fn advance(self, n: usize) -> Seat {
        Seat::ALL[(self.index() + n) % 4]
    }

    pub fn partner(self) -> Seat {
        self.advance(2)
    }

    pub fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NS,
            Seat::East | Seat::West => Side::EW,
        }
    }

    /// Position in [`Seat::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The one-letter name used in PBN, LIN and casebooks.
    /// The seat's English name, as the core's messages say it (`North`); the window's
    /// translations name it in the user's language.
    pub fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' | 'С' | 'с' => Some(Seat::North),
            // East is В (Восток) in Russian and И (Изток) in Bulgarian.
            'E' | 'В' | 'в' | 'И' | 'и' => Some(Seat::East),
            'S' | 'Ю' | 'ю' => Some(Seat::South),
            'W' | 'З' | 'з' => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown seat \"{0}\": expected N, E, S or W")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;

    /// Accepts a letter (`N`, Russian or Bulgarian `С`, `И`) or the English word, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return Seat::from_letter(c).ok_or_else(|| ParseSeatError(s.to_string()));
        }
        match t.to_ascii_lowercase().as_str() {
            "north" => Ok(Seat::North),
            "east" => Ok(Seat::East),
            "south" => Ok(Seat::South),
            "west" => Ok(Seat::West),
            _ => Err(ParseSeatError(s.to_string())),
        }
    }
}

/// A partnership: North–South or East–West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    NS,
    EW,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::NS => Side::EW,
            Side::EW => Side::NS,
        }
    }

    pub fn seats(self) -> [Seat; 2] {
        match self {
            Side::NS => [Seat::North, Seat::South],
            Side::EW => [Seat::East, Seat::West],
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NS => "NS",
            Side::EW => "EW",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown side \"{0}\": expected NS or EW")]
pub struct ParseSideError(pub String);

impl FromStr for Side {
    type Err = ParseSideError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_uppercase().as_str() {
            "NS" | "N-S" | "N/S" => Ok(Side::NS),
            "EW" | "E-W" | "E/W" => Ok(Side::EW),
            _ => Err(ParseSideError(s.to_string())),
        }
    }
}

/// Which sides are vulnerable on a board (Law 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    None,
    NS,
    EW,
    All,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown vulnerability \"{0}\": expected None, NS, EW or All")]
pub struct ParseVulnerabilityError(pub String);

impl Vulnerability {
    pub const ALL: [Vulnerability; 4] = [
        Vulnerability::None,
        Vulnerability::NS,
        Vulnerability::EW,
        Vulnerability::All,
    ];

    pub fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::All, _) | (Vulnerability::NS, Side::NS) | (Vulnerability::EW, Side::EW)
        )
    }

    /// The name PBN writes (`None`, `NS`, `EW`, `All`).
    pub fn pbn_name(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NS => "NS",
            Vulnerability::EW => "EW",
            Vulnerability::All => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn_name())
    }
}

impl FromStr for Vulnerability {
    type Err = ParseVulnerabilityError;

    /// Accepts the PBN names and their common synonyms (`Love`, `-`, `Both`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "love" | "-" | "0" | "o" => Ok(Vulnerability::None),
            "ns" | "n-s" | "n/s" => Ok(Vulnerability::NS),
            "ew" | "e-w" | "e/w" => Ok(Vulnerability::EW),
            "all" | "both" | "b" => Ok(Vulnerability::All),
            _ => Err(ParseVulnerabilityError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_rotate_clockwise_and_pair_up() {
        assert_eq!(Seat::North.next(), Seat::East);
        assert_eq!(Seat::West.next(), Seat::North);
        assert_eq!(Seat::East.partner(), Seat::West);
        assert_eq!(Seat::South.side(), Side::NS);
        assert_eq!(Seat::West.side(), Side::EW);
    }

    #[test]
    fn seats_parse_latin_russian_and_bulgarian_letters() {
        assert_eq!("s".parse::<Seat>(), Ok(Seat::South));
        assert_eq!("Ю".parse::<Seat>(), Ok(Seat::South));
        assert_eq!("West".parse::<Seat>(), Ok(Seat::West));
        // Bulgarian: Север, Изток, Юг, Запад.
        assert_eq!("И".parse::<Seat>(), Ok(Seat::East));
        assert_eq!("и".parse::<Seat>(), Ok(Seat::East));
        assert_eq!("В".parse::<Seat>(), Ok(Seat::East));
        assert!("X".parse::<Seat>().is_err());
    }

    #[test]
    fn vulnerability_names_and_sides() {
        assert_eq!("Both".parse::<Vulnerability>(), Ok(Vulnerability::All));
        assert_eq!("none".parse::<Vulnerability>(), Ok(Vulnerability::None));
        assert!(Vulnerability::NS.is_vulnerable(Side::NS));
        assert!(!Vulnerability::NS.is_vulnerable(Side::EW));
        assert!(Vulnerability::All.is_vulnerable(Side::EW));
        assert!("NSEW".parse::<Vulnerability>().is_err());
    }
}
