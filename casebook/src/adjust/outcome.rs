//! One result of a board: a contract played with some number of tricks, or a pass-out.

use super::text::Language;
use crate::bridge::{CallLanguage, Contract, Seat, Vulnerability};
use crate::scoring::{ScoringError, TRICKS_IN_A_DEAL, ns_score};

/// A result that was obtained at a table or that the committee judges could have been.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Played {
        contract: Contract,
        declarer: Seat,
        tricks: u8,
    },
    /// Four passes: zero to both sides (Law 77's last line).
    PassedOut,
}

impl Outcome {
    /// A played result; refuses a trick count above 13.
    pub fn played(contract: Contract, declarer: Seat, tricks: u8) -> Result<Outcome, ScoringError> {
        if tricks > TRICKS_IN_A_DEAL {
            return Err(ScoringError::ImpossibleTricks(tricks));
        }
        Ok(Outcome::Played {
            contract,
            declarer,
            tricks,
        })
    }

    /// Total points to North–South (Law 77), the one number every comparison starts from.
    pub fn ns_points(&self, vulnerability: Vulnerability) -> Result<i32, ScoringError> {
        match *self {
            Outcome::Played {
                contract,
                declarer,
                tricks,
            } => ns_score(contract, declarer, vulnerability, tricks),
            Outcome::PassedOut => Ok(0),
        }
    }

    /// The result as on a score slip in the language's spelling (`6♦−1`, `3NT=`; `3БК=`,
    /// `4♠ с контрой −1`), or a pass-out in words.
    pub fn result_text(&self, language: Language) -> String {
        match *self {
            Outcome::Played {
                contract, tricks, ..
            } => CallLanguage::from(language).result(contract, tricks),
            Outcome::PassedOut => match language {
                Language::English => "passed out".to_string(),
                Language::Russian => "все пас".to_string(),
                Language::Bulgarian => "всички пасуват".to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_score_for_north_south_and_print_as_on_a_slip() {
        // The contracts of adjusted-scores-training-ru.txt's weighted example (l.195–211), scored by Law 77.
        let six_clubs =
            Outcome::played("6C".parse().expect("contract"), Seat::South, 12).expect("legal");
        assert_eq!(six_clubs.ns_points(Vulnerability::None), Ok(920));
        assert_eq!(six_clubs.ns_points(Vulnerability::NS), Ok(1370));
        assert_eq!(six_clubs.result_text(Language::English), "6♣=");
        let six_diamonds_down =
            Outcome::played("6D".parse().expect("contract"), Seat::East, 11).expect("legal");
        assert_eq!(six_diamonds_down.ns_points(Vulnerability::None), Ok(50));
        assert_eq!(six_diamonds_down.result_text(Language::Russian), "6♦−1");
        // A Russian breakdown spells no trumps and doubles as the commentary does
        // (commentary-1997-ru.txt lines 245, 2034).
        let three_nt =
            Outcome::played("3NT".parse().expect("contract"), Seat::South, 9).expect("legal");
        assert_eq!(three_nt.result_text(Language::English), "3NT=");
        assert_eq!(three_nt.result_text(Language::Russian), "3БК=");
        let doubled =
            Outcome::played("4SX".parse().expect("contract"), Seat::West, 9).expect("legal");
        assert_eq!(doubled.result_text(Language::English), "4♠X−1");
        assert_eq!(doubled.result_text(Language::Russian), "4♠ с контрой −1");
        assert_eq!(Outcome::PassedOut.ns_points(Vulnerability::All), Ok(0));
        assert_eq!(Outcome::PassedOut.result_text(Language::Russian), "все пас");
        // A Bulgarian one as the Bulgarian Laws' Law 77 words a doubled contract.
        assert_eq!(three_nt.result_text(Language::Bulgarian), "3БК=");
        assert_eq!(doubled.result_text(Language::Bulgarian), "4♠ с контра −1");
        assert_eq!(
            Outcome::PassedOut.result_text(Language::Bulgarian),
            "всички пасуват"
        );
    }

    #[test]
    fn fourteen_tricks_are_refused() {
        assert_eq!(
            Outcome::played("1C".parse().expect("contract"), Seat::North, 14),
            Err(ScoringError::ImpossibleTricks(14))
        );
    }
}
