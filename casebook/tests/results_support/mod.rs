//! Travellers built in a line, for the results tests.
#![allow(dead_code)]

use casebook::adjust::{Outcome, Rational};
use casebook::bridge::{BoardNumber, Seat};
use casebook::profile::Profile;
use casebook::results::{LineResult, Traveller, TravellerLine};

pub fn r(num: i128, den: i128) -> Rational {
    Rational::new(num, den).expect("test fraction")
}

pub fn board(n: u32) -> BoardNumber {
    BoardNumber::new(n).expect("board number")
}

pub fn by(contract: &str, declarer: Seat, tricks: u8) -> Outcome {
    Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal")
}

pub fn profile(id: &str) -> Profile {
    Profile::bundled(id).expect("bundled profile")
}

/// Table `table` (NS `table`, EW `10 + table`) with a played result.
pub fn played(table: u32, outcome: Outcome) -> TravellerLine {
    let mut line = TravellerLine::new(table, 10 + table, LineResult::Played(outcome));
    line.table = Some(table);
    line
}

/// Table `table` with an adjusted score.
pub fn adjusted(table: u32, result: LineResult) -> TravellerLine {
    let mut line = TravellerLine::new(table, 10 + table, result);
    line.table = Some(table);
    line
}

/// A traveller of board `n`, marked as Law 2 says, with `outcomes` at tables 1, 2, …
pub fn traveller(n: u32, outcomes: &[Outcome]) -> Traveller {
    let mut traveller = Traveller::new(board(n));
    traveller.lines = outcomes
        .iter()
        .zip(1..)
        .map(|(outcome, table)| played(table, *outcome))
        .collect();
    traveller
}
