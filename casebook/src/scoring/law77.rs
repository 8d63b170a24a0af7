//! Law 77: the duplicate bridge scoring table, in total points to the declaring side.
//!
//! Every number is a row of the 2017 table (unchanged since 2007). The table prints the doubled
//! and redoubled trick values explicitly; they are exactly ×2 and ×4, which is how they are
//! computed here and what the tests check cell by cell. A passed-out deal scores zero for both
//! sides (the table's last line); it has no contract, so it is not scored here.

use crate::bridge::{CallLanguage, Contract, Doubling, Seat, Side, Strain, Vulnerability};
use serde::Serialize;
use std::fmt;

/// The tricks in a deal: declarer takes from 0 to this many.
pub const TRICKS_IN_A_DEAL: u8 = 13;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ScoringError {
    #[error("{0} tricks is impossible: declarer takes from 0 to 13 tricks")]
    ImpossibleTricks(u8),
}

// Trick score for each odd trick bid and made, undoubled („Точки за декларирани взятки").
const MINOR_TRICK: i32 = 20;
const MAJOR_TRICK: i32 = 30;
const NOTRUMP_FIRST_TRICK: i32 = 40;
const NOTRUMP_SUBSEQUENT_TRICK: i32 = 30;

/// 100 or more trick points on one deal is a game; less is a partscore.
const GAME_TRICK_POINTS: i32 = 100;

// Premiums; arrays are indexed [not vulnerable, vulnerable].
const GAME_PREMIUM: [i32; 2] = [300, 500];
const PARTSCORE_PREMIUM: i32 = 50;
const SMALL_SLAM_PREMIUM: [i32; 2] = [500, 750];
const GRAND_SLAM_PREMIUM: [i32; 2] = [1000, 1500];
const DOUBLED_OVERTRICK: [i32; 2] = [100, 200];
const REDOUBLED_OVERTRICK: [i32; 2] = [200, 400];
const DOUBLED_CONTRACT_MADE: i32 = 50;
const REDOUBLED_CONTRACT_MADE: i32 = 100;

// Undertrick penalties, indexed [undoubled, doubled, redoubled][not vulnerable, vulnerable].
const FIRST_UNDERTRICK: [[i32; 2]; 3] = [[50, 100], [100, 200], [200, 400]];
const SUBSEQUENT_UNDERTRICK: [[i32; 2]; 3] = [[50, 100], [200, 300], [400, 600]];
/// Added to the subsequent-undertrick penalty from the 4th undertrick on.
const FOURTH_AND_LATER_EXTRA: [[i32; 2]; 3] = [[0, 0], [100, 0], [200, 0]];

fn vulnerability_index(vulnerable: bool) -> usize {
    usize::from(vulnerable)
}

fn doubling_index(doubling: Doubling) -> usize {
    match doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 1,
        Doubling::Redoubled => 2,
    }
}

fn trick_multiplier(doubling: Doubling) -> i32 {
    match doubling {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

/// The undoubled value of the `nth` odd trick (1 = the first trick over book).
fn odd_trick_value(strain: Strain, nth: u8) -> i32 {
    match strain {
        Strain::NoTrump if nth == 1 => NOTRUMP_FIRST_TRICK,
        Strain::NoTrump => NOTRUMP_SUBSEQUENT_TRICK,
        s if s.is_minor() => MINOR_TRICK,
        _ => MAJOR_TRICK,
    }
}

/// The penalty for the `nth` undertrick alone (1 = the first).
fn undertrick_penalty(nth: u8, doubling: Doubling, vulnerable: bool) -> i32 {
    let (d, v) = (doubling_index(doubling), vulnerability_index(vulnerable));
    match nth {
        0 => 0,
        1 => FIRST_UNDERTRICK[d][v],
        2 | 3 => SUBSEQUENT_UNDERTRICK[d][v],
        _ => SUBSEQUENT_UNDERTRICK[d][v] + FOURTH_AND_LATER_EXTRA[d][v],
    }
}

/// The parts of a Law 77 score, so a score can be explained as well as added up.
///
/// When the contract is made every field but `undertrick_penalty` may be set; when it is
/// defeated only `undertrick_penalty` is (a positive number, scored by the defenders).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ScoreBreakdown {
    pub contract: Contract,
    pub vulnerable: bool,
    pub tricks: u8,
    /// Points for the odd tricks bid and made, doubled or redoubled as the contract is.
    pub trick_score: i32,
    /// 300 not vulnerable or 500 vulnerable when the trick score is at least 100.
    pub game_premium: i32,
    /// 50 when the trick score is under 100.
    pub partscore_premium: i32,
    pub slam_premium: i32,
    /// All overtricks together.
    pub overtrick_points: i32,
    /// 50 for making a doubled contract, 100 for a redoubled one.
    pub insult: i32,
    /// All undertricks together, as the defenders score them.
    pub undertrick_penalty: i32,
}

/// Scores a contract by Law 77, part by part.
pub fn score_breakdown(
    contract: Contract,
    vulnerable: bool,
    tricks: u8,
) -> Result<ScoreBreakdown, ScoringError> {
    if tricks > TRICKS_IN_A_DEAL {
        return Err(ScoringError::ImpossibleTricks(tricks));
    }
    let mut breakdown = ScoreBreakdown {
        contract,
        vulnerable,
        tricks,
        trick_score: 0,
        game_premium: 0,
        partscore_premium: 0,
        slam_premium: 0,
        overtrick_points: 0,
        insult: 0,
        undertrick_penalty: 0,
    };
    let needed = contract.tricks_needed();
    let v = vulnerability_index(vulnerable);
    if tricks < needed {
        breakdown.undertrick_penalty = (1..=needed - tricks)
            .map(|nth| undertrick_penalty(nth, contract.doubling, vulnerable))
            .sum();
        return Ok(breakdown);
    }

    let level = contract.level();
    let multiplier = trick_multiplier(contract.doubling);
    breakdown.trick_score = (1..=level)
        .map(|nth| odd_trick_value(contract.strain, nth) * multiplier)
        .sum();
    if breakdown.trick_score >= GAME_TRICK_POINTS {
        breakdown.game_premium = GAME_PREMIUM[v];
    } else {
        breakdown.partscore_premium = PARTSCORE_PREMIUM;
    }
    breakdown.slam_premium = match level {
        6 => SMALL_SLAM_PREMIUM[v],
        7 => GRAND_SLAM_PREMIUM[v],
        _ => 0,
    };
    let overtricks = tricks - needed;
    breakdown.overtrick_points = (1..=overtricks)
        .map(|extra| match contract.doubling {
            Doubling::Undoubled => odd_trick_value(contract.strain, level + extra),
            Doubling::Doubled => DOUBLED_OVERTRICK[v],
            Doubling::Redoubled => REDOUBLED_OVERTRICK[v],
        })
        .sum();
    breakdown.insult = match contract.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => DOUBLED_CONTRACT_MADE,
        Doubling::Redoubled => REDOUBLED_CONTRACT_MADE,
    };
    Ok(breakdown)
}

/// Total points to the declaring side: positive when the contract is made, negative when it is
/// defeated (the defenders' score).
pub fn declarer_score(
    contract: Contract,
    vulnerable: bool,
    tricks: u8,
) -> Result<i32, ScoringError> {
    score_breakdown(contract, vulnerable, tricks).map(|b| b.total())
}

/// The same score from North–South's viewpoint, with the vulnerability of the board.
pub fn ns_score(
    contract: Contract,
    declarer: Seat,
    vulnerability: Vulnerability,
    tricks: u8,
) -> Result<i32, ScoringError> {
    let side = declarer.side();
    let score = declarer_score(contract, vulnerability.is_vulnerable(side), tricks)?;
    Ok(match side {
        Side::NS => score,
        Side::EW => -score,
    })
}

impl ScoreBreakdown {
    /// Total points to the declaring side.
    pub fn total(&self) -> i32 {
        self.trick_score
            + self.game_premium
            + self.partscore_premium
            + self.slam_premium
            + self.overtrick_points
            + self.insult
            - self.undertrick_penalty
    }

    pub fn is_made(&self) -> bool {
        self.tricks >= self.contract.tricks_needed()
    }

    pub fn overtricks(&self) -> u8 {
        self.tricks.saturating_sub(self.contract.tricks_needed())
    }

    pub fn undertricks(&self) -> u8 {
        self.contract.tricks_needed().saturating_sub(self.tricks)
    }

    /// The result as written on a score slip: `4♥X+1`, `3NT=`, `6♦−1`
    /// ([`CallLanguage::result`] for Russian).
    pub fn result(&self) -> String {
        CallLanguage::English.result(self.contract, self.tricks)
    }

    /// The penalty of each undertrick in turn, written with repeats folded: `100 + 2×200 + 10×300`.
    fn undertrick_schedule(&self) -> String {
        let mut runs: Vec<(i32, u8)> = Vec::new();
        for nth in 1..=self.undertricks() {
            let penalty = undertrick_penalty(nth, self.contract.doubling, self.vulnerable);
            match runs.last_mut() {
                Some((value, count)) if *value == penalty => *count += 1,
                _ => runs.push((penalty, 1)),
            }
        }
        runs.iter()
            .map(|&(value, count)| match count {
                1 => value.to_string(),
                n => format!("{n}×{value}"),
            })
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// A signed total as printed: `+990`, `−500`, `0`.
fn signed(points: i32) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", p.unsigned_abs()),
        _ => "0".to_string(),
    }
}

impl fmt::Display for ScoreBreakdown {
    /// One line, such as
    /// `4♥X+1 vulnerable: 240 trick score + 500 game + 50 for making it doubled + 200 for 1 overtrick = +990`
    /// or `4♠X−3 not vulnerable: 3 undertricks doubled (100 + 2×200) = −500`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let vulnerability = if self.vulnerable {
            "vulnerable"
        } else {
            "not vulnerable"
        };
        write!(f, "{} {vulnerability}: ", self.result())?;
        if !self.is_made() {
            let n = self.undertricks();
            let plural = if n == 1 { "" } else { "s" };
            let doubling = match self.contract.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => " doubled",
                Doubling::Redoubled => " redoubled",
            };
            return write!(
                f,
                "{n} undertrick{plural}{doubling} ({}) = {}",
                self.undertrick_schedule(),
                signed(self.total())
            );
        }
        let mut parts = vec![format!("{} trick score", self.trick_score)];
        if self.game_premium > 0 {
            parts.push(format!("{} game", self.game_premium));
        }
        if self.partscore_premium > 0 {
            parts.push(format!("{} partscore", self.partscore_premium));
        }
        match self.contract.level() {
            6 => parts.push(format!("{} small slam", self.slam_premium)),
            7 => parts.push(format!("{} grand slam", self.slam_premium)),
            _ => {}
        }
        match self.contract.doubling {
            Doubling::Undoubled => {}
            Doubling::Doubled => parts.push(format!("{} for making it doubled", self.insult)),
            Doubling::Redoubled => parts.push(format!("{} for making it redoubled", self.insult)),
        }
        match self.overtricks() {
            0 => {}
            1 => parts.push(format!("{} for 1 overtrick", self.overtrick_points)),
            n => parts.push(format!("{} for {n} overtricks", self.overtrick_points)),
        }
        write!(f, "{} = {}", parts.join(" + "), signed(self.total()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contract(s: &str) -> Contract {
        s.parse().expect("test contract")
    }

    #[test]
    fn the_guides_example_scores_990() {
        // The guide's command-line chapter: `casebook score 4HX S 11 NS` -> 990.
        assert_eq!(
            ns_score(contract("4HX"), Seat::South, Vulnerability::NS, 11),
            Ok(990)
        );
    }

    #[test]
    fn ns_score_takes_the_declaring_sides_vulnerability_and_sign() {
        let four_spades = contract("4S");
        // EW declare, only NS vulnerable: EW score as not vulnerable, NS see it negated.
        assert_eq!(
            ns_score(four_spades, Seat::East, Vulnerability::NS, 10),
            Ok(-420)
        );
        assert_eq!(
            ns_score(four_spades, Seat::West, Vulnerability::EW, 10),
            Ok(-620)
        );
        assert_eq!(
            ns_score(four_spades, Seat::West, Vulnerability::EW, 9),
            Ok(100)
        );
        assert_eq!(
            ns_score(four_spades, Seat::North, Vulnerability::EW, 10),
            Ok(420)
        );
        assert_eq!(
            ns_score(four_spades, Seat::North, Vulnerability::All, 8),
            Ok(-200)
        );
        assert_eq!(
            ns_score(four_spades, Seat::North, Vulnerability::All, 14),
            Err(ScoringError::ImpossibleTricks(14))
        );
    }

    #[test]
    fn breakdowns_read_as_one_line() {
        let line = |c: &str, vul: bool, tricks: u8| {
            score_breakdown(contract(c), vul, tricks)
                .expect("legal")
                .to_string()
        };
        assert_eq!(
            line("4HX", true, 11),
            "4♥X+1 vulnerable: 240 trick score + 500 game + 50 for making it doubled \
             + 200 for 1 overtrick = +990"
        );
        assert_eq!(
            line("2S", false, 9),
            "2♠+1 not vulnerable: 60 trick score + 50 partscore + 30 for 1 overtrick = +140"
        );
        assert_eq!(
            line("6S", true, 12),
            "6♠= vulnerable: 180 trick score + 500 game + 750 small slam = +1430"
        );
        assert_eq!(
            line("4SX", false, 7),
            "4♠X−3 not vulnerable: 3 undertricks doubled (100 + 2×200) = −500"
        );
        assert_eq!(
            line("7NTXX", true, 0),
            "7NTXX−13 vulnerable: 13 undertricks redoubled (400 + 12×600) = −7600"
        );
        assert_eq!(
            line("7NTXX", false, 0),
            "7NTXX−13 not vulnerable: 13 undertricks redoubled (200 + 2×400 + 10×600) = −7000"
        );
        assert_eq!(
            line("4S", false, 9),
            "4♠−1 not vulnerable: 1 undertrick (50) = −50"
        );
    }

    #[test]
    fn results_are_written_as_on_a_score_slip() {
        let result = |c: &str, tricks: u8| {
            score_breakdown(contract(c), false, tricks)
                .expect("legal")
                .result()
        };
        assert_eq!(result("3NT", 9), "3NT=");
        assert_eq!(result("4HX", 11), "4♥X+1");
        assert_eq!(result("6D", 11), "6♦−1");
    }

    #[test]
    fn fourteen_tricks_are_refused() {
        assert_eq!(
            declarer_score(contract("1C"), false, 14),
            Err(ScoringError::ImpossibleTricks(14))
        );
        assert_eq!(
            score_breakdown(contract("7NT"), true, u8::MAX),
            Err(ScoringError::ImpossibleTricks(u8::MAX))
        );
        assert_eq!(
            ScoringError::ImpossibleTricks(14).to_string(),
            "14 tricks is impossible: declarer takes from 0 to 13 tricks"
        );
    }
}
