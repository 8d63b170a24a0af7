//! The double-dummy table: the tricks each seat takes as declarer in each strain.

use crate::bridge::{Seat, Strain};

/// The strains in the order a table is printed: NT, ♠, ♥, ♦, ♣.
pub const PRINTED_STRAINS: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

/// Tricks for each declarer (N, E, S, W) in each strain, with declarer's left-hand opponent on
/// lead and every card known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrickTable {
    /// `[seat.index()][position in PRINTED_STRAINS]`.
    tricks: [[u8; 5]; 4],
}

/// A stored table code that is not twenty hexadecimal digits of at most 13 each.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a double-dummy table: twenty hexadecimal digits 0–D, N E S W by NT S H D C"
)]
pub struct TableCodeError(pub String);

impl TrickTable {
    /// Builds a table from `tricks(declarer, strain)`. Values above 13 are a solver fault and
    /// are refused by the callers that read outside data ([`TrickTable::decode`]).
    pub fn from_fn(mut tricks: impl FnMut(Seat, Strain) -> u8) -> TrickTable {
        let mut table = [[0; 5]; 4];
        for seat in Seat::ALL {
            for (k, strain) in PRINTED_STRAINS.into_iter().enumerate() {
                table[seat.index()][k] = tricks(seat, strain);
            }
        }
        TrickTable { tricks: table }
    }

    /// Tricks `declarer` takes in `strain`.
    pub fn tricks(&self, declarer: Seat, strain: Strain) -> u8 {
        self.tricks[declarer.index()][printed_position(strain)]
    }

    /// The compact form the cache stores: one hexadecimal digit a cell, North's row first,
    /// each row NT, S, H, D, C (`"9A766…"`).
    pub fn encode(&self) -> String {
        self.tricks
            .iter()
            .flatten()
            .map(|&t| char::from_digit(u32::from(t), 16).unwrap_or('?'))
            .map(|c| c.to_ascii_uppercase())
            .collect()
    }

    /// Reads [`TrickTable::encode`]'s form back, refusing anything else.
    pub fn decode(code: &str) -> Result<TrickTable, TableCodeError> {
        let refuse = || TableCodeError(code.to_string());
        let digits: Vec<u8> = code
            .chars()
            .map(|c| c.to_digit(16).filter(|&d| d <= 13).map(|d| d as u8))
            .collect::<Option<_>>()
            .ok_or_else(refuse)?;
        if digits.len() != 20 {
            return Err(refuse());
        }
        Ok(TrickTable::from_fn(|seat, strain| {
            digits[seat.index() * 5 + printed_position(strain)]
        }))
    }
}

fn printed_position(strain: Strain) -> usize {
    match strain {
        Strain::NoTrump => 0,
        Strain::Spades => 1,
        Strain::Hearts => 2,
        Strain::Diamonds => 3,
        Strain::Clubs => 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_goes_through_its_code_unchanged() {
        let table =
            TrickTable::from_fn(|seat, strain| (seat.index() as u8 * 3 + strain as u8) % 14);
        let code = table.encode();
        assert_eq!(code.len(), 20);
        assert_eq!(TrickTable::decode(&code), Ok(table));
        assert_eq!(
            table.tricks(Seat::West, Strain::Clubs),
            (9 + Strain::Clubs as u8) % 14
        );
    }

    #[test]
    fn a_code_that_is_not_a_table_is_refused() {
        for code in [
            "",
            "99999",
            "E0000000000000000000",
            "9999999999999999999Z",
            "000000000000000000000",
        ] {
            assert!(TrickTable::decode(code).is_err(), "{code}");
        }
    }
}
