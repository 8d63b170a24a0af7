//! A traveller line from the text of its fields, the same for every format: each reader finds
//! the fields (a PBN column, a USEBIO element, a CSV cell) and this reads them, so that a
//! contract, a declarer or a count of tricks means the same whatever file it came in.

use super::figure::GivenFigure;
use super::line::{LineResult, TravellerLine};
use super::notation::{
    PASSED_OUT, looks_artificial, looks_assigned, read_artificial, read_assigned,
};
use super::refusal::Place;
use crate::adjust::Outcome;
use crate::bridge::{BoardNumber, Card, Contract, Seat, Vulnerability};
use crate::scoring::TRICKS_IN_A_DEAL;

/// The fields of one line as a reader found them; `None` for a field the file lacks.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct LineFields<'a> {
    pub board: Option<&'a str>,
    pub section: Option<&'a str>,
    pub table: Option<&'a str>,
    pub round: Option<&'a str>,
    pub ns: Option<&'a str>,
    pub ew: Option<&'a str>,
    pub contract: Option<&'a str>,
    pub declarer: Option<&'a str>,
    /// Tricks taken by declarer, or the result against the contract (`=`, `+1`, `-2`).
    pub tricks: Option<&'a str>,
    pub lead: Option<&'a str>,
    pub score_ns: Option<&'a str>,
    /// East–West's score, which some files give instead of North–South's.
    pub score_ew: Option<&'a str>,
    pub points_ns: Option<&'a str>,
    pub points_ew: Option<&'a str>,
    /// A field of its own for an artificial score (USEBIO `ARTIFICIAL_SCORE`).
    pub artificial: Option<&'a str>,
    pub vulnerability: Option<&'a str>,
}

/// The field's text, or `None` when it is empty or `-` (PBN's empty field).
pub(super) fn given(field: Option<&str>) -> Option<&str> {
    field.map(str::trim).filter(|t| !t.is_empty() && *t != "-")
}

fn number(field: Option<&str>, what: &str) -> Result<Option<u32>, String> {
    given(field)
        .map(|t| {
            t.parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("\"{t}\" is not a number for {what}"))
        })
        .transpose()
}

fn required(field: Option<&str>, what: &str) -> Result<u32, String> {
    number(field, what)?.ok_or_else(|| format!("the line has no number for {what}"))
}

fn score(field: Option<&str>) -> Result<Option<i32>, String> {
    given(field)
        .filter(|t| !looks_artificial(t))
        .map(|t| {
            let digits = t.trim_matches('"');
            digits
                .strip_prefix('+')
                .unwrap_or(digits)
                .replace('−', "-")
                .parse::<i32>()
                .map_err(|_| format!("\"{t}\" is not a score"))
        })
        .transpose()
}

fn figure(field: Option<&str>) -> Result<Option<GivenFigure>, String> {
    given(field).map(GivenFigure::parse).transpose()
}

fn is_passed_out(contract: &str) -> bool {
    ["pass", "passed", "passed out", "ap", "p", "all pass"]
        .iter()
        .any(|p| contract.eq_ignore_ascii_case(p))
        || contract.eq_ignore_ascii_case(PASSED_OUT)
}

/// Tricks taken: a count, or `=`, `+1`, `-2` against the contract.
fn tricks(text: &str, contract: Contract) -> Result<u8, String> {
    let t = text.replace('−', "-");
    let bad = || format!("\"{text}\" is not a number of tricks");
    let count: i32 = if t == "=" {
        i32::from(contract.tricks_needed())
    } else if t.starts_with(['+', '-']) {
        let difference: i32 = t
            .strip_prefix('+')
            .unwrap_or(&t)
            .parse()
            .map_err(|_| bad())?;
        i32::from(contract.tricks_needed()) + difference
    } else {
        t.parse().map_err(|_| bad())?
    };
    u8::try_from(count)
        .ok()
        .filter(|&n| n <= TRICKS_IN_A_DEAL)
        .ok_or_else(|| {
            format!(
                "{count} tricks is impossible: declarer takes from 0 to {TRICKS_IN_A_DEAL} tricks"
            )
        })
}

impl LineFields<'_> {
    pub fn board(&self) -> Result<BoardNumber, String> {
        let text = given(self.board).ok_or("the line has no board number")?;
        text.parse::<BoardNumber>().map_err(|e| e.to_string())
    }

    /// The vulnerability the line's board is marked with, when the file gives it.
    pub fn vulnerability(&self) -> Result<Option<Vulnerability>, String> {
        given(self.vulnerability)
            .map(|t| t.parse::<Vulnerability>().map_err(|e| e.to_string()))
            .transpose()
    }

    fn result(&self) -> Result<LineResult, String> {
        let artificial = given(self.artificial)
            .or(given(self.contract).filter(|t| looks_artificial(t)))
            .or(given(self.score_ns).filter(|t| looks_artificial(t)));
        if let Some(code) = artificial {
            let (ns, ew) = read_artificial(code)?;
            return Ok(LineResult::Artificial { ns, ew });
        }
        let contract = given(self.contract).ok_or("the line has no contract")?;
        if looks_assigned(contract) {
            let (ns, ew) = read_assigned(contract)?;
            return Ok(LineResult::Assigned { ns, ew });
        }
        if is_passed_out(contract) {
            return Ok(LineResult::Played(Outcome::PassedOut));
        }
        let contract = contract.parse::<Contract>().map_err(|e| e.to_string())?;
        let declarer = given(self.declarer)
            .ok_or("the line has a contract but no declarer")?
            .parse::<Seat>()
            .map_err(|e| e.to_string())?;
        let tricks = tricks(
            given(self.tricks).ok_or("the line has a contract but no tricks")?,
            contract,
        )?;
        Outcome::played(contract, declarer, tricks)
            .map(LineResult::Played)
            .map_err(|e| e.to_string())
    }

    /// Where the line is, as far as its fields say, on `board`.
    pub fn place(&self, board: BoardNumber) -> Place {
        let number = |field: Option<&str>| given(field).and_then(|t| t.parse::<u32>().ok());
        Place {
            board: Some(board),
            section: given(self.section).map(str::to_string),
            table: number(self.table),
            pairs: number(self.ns).zip(number(self.ew)),
            line: None,
        }
    }

    /// The line, or what is wrong with it.
    pub fn line(&self) -> Result<TravellerLine, String> {
        let result = self.result()?;
        let score_ns = match (score(self.score_ns)?, score(self.score_ew)?) {
            (Some(ns), Some(ew)) if ns.checked_neg() != Some(ew) && !(ns == 0 && ew == 0) => {
                return Err(format!(
                    "the NS score {ns} and the EW score {ew} do not agree"
                ));
            }
            (Some(ns), _) => Some(ns),
            (None, Some(ew)) => Some(ew.checked_neg().ok_or(format!("{ew} is not a score"))?),
            (None, None) => None,
        };
        let lead = given(self.lead)
            .map(|t| t.parse::<Card>().map_err(|e| e.to_string()))
            .transpose()?;
        Ok(TravellerLine {
            section: given(self.section).map(str::to_string),
            table: number(self.table, "the table")?,
            round: number(self.round, "the round")?,
            ns: required(self.ns, "the NS pair")?,
            ew: required(self.ew, "the EW pair")?,
            result,
            lead,
            score_ns,
            points_ns: figure(self.points_ns)?,
            points_ew: figure(self.points_ew)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields<'a>(contract: &'a str, declarer: &'a str, tricks: &'a str) -> LineFields<'a> {
        LineFields {
            board: Some("7"),
            ns: Some("1"),
            ew: Some("11"),
            contract: Some(contract),
            declarer: Some(declarer),
            tricks: Some(tricks),
            ..LineFields::default()
        }
    }

    #[test]
    fn a_played_line_with_tricks_or_a_relative_result() {
        let line = fields("4S", "N", "10").line().expect("line");
        assert_eq!((line.ns, line.ew), (1, 11));
        let expected = LineResult::Played(
            Outcome::played("4S".parse().expect("contract"), Seat::North, 10).expect("legal"),
        );
        assert_eq!(line.result, expected);
        assert_eq!(
            fields("4S", "N", "=").line().map(|l| l.result),
            Ok(expected)
        );
        let down = fields("4S", "N", "-2").line().expect("line");
        assert_eq!(
            down.result,
            LineResult::Played(
                Outcome::played("4S".parse().expect("contract"), Seat::North, 8).expect("legal")
            )
        );
    }

    #[test]
    fn impossible_results_are_refused_with_the_reason() {
        assert_eq!(
            fields("4S", "N", "14").line(),
            Err("14 tricks is impossible: declarer takes from 0 to 13 tricks".into())
        );
        assert_eq!(
            fields("7S", "N", "+1").line(),
            Err("14 tricks is impossible: declarer takes from 0 to 13 tricks".into())
        );
        let unknown = fields("4Z", "N", "10").line().expect_err("no such strain");
        assert!(unknown.starts_with("\"4Z\" is not a contract"), "{unknown}");
        assert!(fields("4S", "Q", "10").line().is_err());
        assert!(fields("4S", "", "10").line().is_err());
        let no_pair = LineFields {
            ew: Some("0"),
            ..fields("4S", "N", "10")
        };
        assert_eq!(
            no_pair.line(),
            Err("\"0\" is not a number for the EW pair".into())
        );
    }

    #[test]
    fn passed_out_and_artificial_lines_are_lines_of_their_own_kind() {
        let passed = fields("Pass", "-", "-").line().expect("line");
        assert_eq!(passed.result, LineResult::Played(Outcome::PassedOut));
        let artificial = LineFields {
            contract: None,
            score_ns: Some("A6040"),
            ..fields("", "", "")
        };
        assert!(matches!(
            artificial.line().map(|l| l.result),
            Ok(LineResult::Artificial { .. })
        ));
    }

    #[test]
    fn the_score_may_be_given_from_either_side() {
        let ew_only = LineFields {
            score_ew: Some("\"420\""),
            ..fields("4H", "E", "10")
        };
        assert_eq!(ew_only.line().map(|l| l.score_ns), Ok(Some(-420)));
        let both = LineFields {
            score_ns: Some("420"),
            score_ew: Some("420"),
            ..fields("4H", "E", "10")
        };
        assert!(both.line().is_err());
    }
}
