//! Boards: the number printed on a duplicate board fixes its dealer and vulnerability by the
//! 16-board cycle of Law 2.

use super::deal::Deal;
use super::seat::{Seat, Vulnerability};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

/// A board number, 1 or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct BoardNumber(NonZeroU32);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardNumberError {
    #[error("there is no board 0: boards are numbered from 1")]
    Zero,
    #[error("\"{0}\" is not a board number")]
    NotANumber(String),
}

/// Vulnerability of boards 1 to 16 (Law 2); the cycle repeats from board 17.
const VULNERABILITY_CYCLE: [Vulnerability; 16] = {
    use Vulnerability::{All, EW, NS, None};
    [
        None, NS, EW, All, NS, EW, All, None, EW, All, None, NS, All, None, NS, EW,
    ]
};

impl BoardNumber {
    pub fn new(n: u32) -> Result<BoardNumber, BoardNumberError> {
        NonZeroU32::new(n)
            .map(BoardNumber)
            .ok_or(BoardNumberError::Zero)
    }

    pub fn get(self) -> u32 {
        self.0.get()
    }

    /// The board's place in its group of 16, from 1 to 16.
    pub fn in_cycle(self) -> u32 {
        (self.get() - 1) % 16 + 1
    }

    /// North deals board 1, East board 2, and so on round the table (Law 2).
    pub fn dealer(self) -> Seat {
        Seat::North.advance(((self.get() - 1) % 4) as usize)
    }

    /// Law 2's vulnerability for this board.
    pub fn vulnerability(self) -> Vulnerability {
        VULNERABILITY_CYCLE[(self.in_cycle() - 1) as usize]
    }
}

impl TryFrom<u32> for BoardNumber {
    type Error = BoardNumberError;

    fn try_from(n: u32) -> Result<Self, Self::Error> {
        BoardNumber::new(n)
    }
}

impl From<BoardNumber> for u32 {
    fn from(board: BoardNumber) -> u32 {
        board.get()
    }
}

impl fmt::Display for BoardNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl FromStr for BoardNumber {
    type Err = BoardNumberError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let n: u32 = s
            .trim()
            .parse()
            .map_err(|_| BoardNumberError::NotANumber(s.to_string()))?;
        BoardNumber::new(n)
    }
}

/// A board as played: its number, the dealer and vulnerability marked on it, and the hands.
/// The markings are kept apart from the number because a wrongly marked board that was
/// nevertheless played keeps its markings for the session (Law 2, last paragraph).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub number: BoardNumber,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub deal: Deal,
}

impl Board {
    /// A board marked as Law 2 prescribes for its number.
    pub fn new(number: BoardNumber, deal: Deal) -> Board {
        Board {
            number,
            dealer: number.dealer(),
            vulnerability: number.vulnerability(),
            deal,
        }
    }

    /// Whether the dealer and vulnerability are those Law 2 gives the number.
    pub fn has_law2_markings(&self) -> bool {
        self.dealer == self.number.dealer() && self.vulnerability == self.number.vulnerability()
    }

    /// Marks the board as Law 2 prescribes for its number: the number fixes the dealer and the
    /// vulnerability.
    pub fn mark_by_law2(&mut self) {
        self.dealer = self.number.dealer();
        self.vulnerability = self.number.vulnerability();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Seat::{East as E, North as N, South as S, West as W};
    use Vulnerability::{All, EW, NS, None as Love};

    fn board(n: u32) -> BoardNumber {
        BoardNumber::new(n).expect("board number")
    }

    #[test]
    fn a_renumbered_board_takes_law_2s_markings_when_asked() {
        let mut marked = Board::new(board(1), Deal::new());
        marked.number = board(6);
        assert!(!marked.has_law2_markings());
        marked.mark_by_law2();
        assert_eq!((marked.dealer, marked.vulnerability), (E, EW));
        assert!(marked.has_law2_markings());
    }

    /// Law 2's dealer and vulnerability by board number (laws-2017-bg.txt lines 541–550).
    #[test]
    fn law2_fixtures_from_the_seed() {
        let fixtures = [
            (1, N, Love),
            (2, E, NS),
            (3, S, EW),
            (4, W, All),
            (5, N, NS),
            (8, W, Love),
            (9, N, EW),
            (13, N, All),
            (16, W, EW),
            (17, N, Love),
            (32, W, EW),
            (33, N, Love),
            (100, W, All),
        ];
        for (n, dealer, vul) in fixtures {
            assert_eq!(board(n).dealer(), dealer, "dealer of board {n}");
            assert_eq!(board(n).vulnerability(), vul, "vulnerability of board {n}");
        }
    }

    /// The Law 2 table row by row (laws-2017-bg.txt lines 541-548): which boards each seat deals and
    /// which boards each vulnerability applies to.
    #[test]
    fn law2_table_rows_for_the_first_sixteen_boards() {
        let dealers = [
            (N, [1, 5, 9, 13]),
            (E, [2, 6, 10, 14]),
            (S, [3, 7, 11, 15]),
            (W, [4, 8, 12, 16]),
        ];
        for (seat, boards) in dealers {
            let dealt: Vec<u32> = (1..=16).filter(|&n| board(n).dealer() == seat).collect();
            assert_eq!(dealt, boards, "{seat} deals");
        }
        let vulnerabilities = [
            (Love, [1, 8, 11, 14]),
            (NS, [2, 5, 12, 15]),
            (EW, [3, 6, 9, 16]),
            (All, [4, 7, 10, 13]),
        ];
        for (vul, boards) in vulnerabilities {
            let marked: Vec<u32> = (1..=16)
                .filter(|&n| board(n).vulnerability() == vul)
                .collect();
            assert_eq!(marked, boards, "{vul}");
        }
    }

    /// "The same sequence repeats for boards 17-32 and every further group of 16" (laws-2017-bg.txt l.550).
    #[test]
    fn the_cycle_repeats_every_sixteen_boards() {
        for n in 1..=16 {
            for group in 1..10 {
                let later = board(n + 16 * group);
                assert_eq!(later.in_cycle(), n);
                assert_eq!(later.dealer(), board(n).dealer());
                assert_eq!(later.vulnerability(), board(n).vulnerability());
            }
        }
        assert_eq!(board(u32::MAX).in_cycle(), 15);
        assert_eq!(board(u32::MAX).dealer(), S);
    }

    #[test]
    fn board_zero_and_non_numbers_are_refused() {
        assert_eq!(BoardNumber::new(0), Err(BoardNumberError::Zero));
        assert_eq!("0".parse::<BoardNumber>(), Err(BoardNumberError::Zero));
        assert_eq!(
            "seven".parse::<BoardNumber>(),
            Err(BoardNumberError::NotANumber("seven".into()))
        );
        assert!("-3".parse::<BoardNumber>().is_err());
        assert_eq!(" 14 ".parse::<BoardNumber>().map(BoardNumber::get), Ok(14));
        assert_eq!(
            BoardNumberError::Zero.to_string(),
            "there is no board 0: boards are numbered from 1"
        );
    }

    #[test]
    fn serde_stores_the_number_and_refuses_zero() {
        assert_eq!(
            serde_json::to_string(&board(14)).ok().as_deref(),
            Some("14")
        );
        assert_eq!(
            serde_json::from_str::<BoardNumber>("14").ok(),
            Some(board(14))
        );
        assert!(serde_json::from_str::<BoardNumber>("0").is_err());
    }

    /// A board marked differently from Law 2 keeps its markings (laws-2017-bg.txt l.552).
    #[test]
    fn a_board_keeps_its_own_markings() {
        let mut played = Board::new(board(14), Deal::new());
        assert_eq!((played.dealer, played.vulnerability), (E, Love));
        assert!(played.has_law2_markings());
        played.vulnerability = All;
        assert!(!played.has_law2_markings());
        let json = serde_json::to_string(&played).expect("serialize");
        assert_eq!(
            json,
            r#"{"number":14,"dealer":"East","vulnerability":"All","deal":"N:- - - -"}"#
        );
        assert_eq!(serde_json::from_str::<Board>(&json).ok(), Some(played));
    }
}
