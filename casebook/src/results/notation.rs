//! The texts a traveller's contract field holds besides a contract: `PASS`, an artificial
//! score `A6040`, and an assigned or weighted score `W30*4SN=;70*4SN-1`.
//!
//! `A` followed by the North–South then the East–West percentage (60 average plus, 50
//! average, 40 average minus) is the EBU scorers' notation, as USEBIO files carry it. `W` and
//! weighted results joined by `;`, each `weight*result`, is one scorer's notation for a
//! weighted score; Casebook writes a split score as the two sides' lists joined by `|`
//! (North–South first). A weight is a percentage without the sign (`30`, `33.33`) or a
//! fraction (`1/3`); a result is the contract, the declarer and the tricks relative to the
//! contract (`4SN=`, `3NTXE-2`, `6CS+1`), or `PASS`.

use super::line::LineResult;
use crate::adjust::{ArtificialAward, Outcome, Rational, parse_weight};
use crate::adjust::{Language, number};
use crate::bridge::{CallLanguage, Contract, Doubling, Seat, Strain};
use crate::scoring::TRICKS_IN_A_DEAL;

/// The text of a passed-out board.
pub(crate) const PASSED_OUT: &str = "PASS";

fn percent_of(award: ArtificialAward) -> u8 {
    match award {
        ArtificialAward::AveragePlus => 60,
        ArtificialAward::Average => 50,
        ArtificialAward::AverageMinus => 40,
    }
}

fn award_of(percent: &str) -> Option<ArtificialAward> {
    match percent {
        "60" => Some(ArtificialAward::AveragePlus),
        "50" => Some(ArtificialAward::Average),
        "40" => Some(ArtificialAward::AverageMinus),
        _ => None,
    }
}

/// `A6040`.
pub(crate) fn artificial_text(ns: ArtificialAward, ew: ArtificialAward) -> String {
    format!("A{}{}", percent_of(ns), percent_of(ew))
}

/// Whether a field holds an artificial score: `A` and a digit.
pub(crate) fn looks_artificial(text: &str) -> bool {
    let mut chars = text.trim().chars();
    matches!(chars.next(), Some('A' | 'a')) && chars.next().is_some_and(|c| c.is_ascii_digit())
}

/// Reads `A6040`, `A60/40`, `A 60 40`.
pub(crate) fn read_artificial(text: &str) -> Result<(ArtificialAward, ArtificialAward), String> {
    let digits: String = text
        .trim()
        .get(1..)
        .unwrap_or_default()
        .chars()
        .filter(|c| !matches!(c, ' ' | '/' | '-'))
        .collect();
    let bad = || {
        format!(
            "\"{}\" is not an artificial score: write A and the percentages of NS then EW, each 60 (average plus), 50 (average) or 40 (average minus), as A6040",
            text.trim()
        )
    };
    if digits.len() != 4 || !digits.is_ascii() {
        return Err(bad());
    }
    let ns = award_of(&digits[..2]).ok_or_else(bad)?;
    let ew = award_of(&digits[2..]).ok_or_else(bad)?;
    Ok((ns, ew))
}

/// `4SN=`, `3NTXE-2`, `6CS+1`, `PASS`.
pub(crate) fn outcome_text(outcome: &Outcome) -> String {
    match *outcome {
        Outcome::PassedOut => PASSED_OUT.to_string(),
        Outcome::Played {
            contract,
            declarer,
            tricks,
        } => {
            let needed = contract.tricks_needed();
            let relative = match tricks.cmp(&needed) {
                std::cmp::Ordering::Equal => "=".to_string(),
                std::cmp::Ordering::Greater => format!("+{}", tricks - needed),
                std::cmp::Ordering::Less => format!("-{}", needed - tricks),
            };
            format!("{}{}{relative}", contract.pbn(), declarer.letter())
        }
    }
}

/// Reads what [`outcome_text`] writes.
fn read_outcome(text: &str) -> Result<Outcome, String> {
    let t = text.trim();
    let bad = || {
        format!(
            "\"{t}\" is not a result: write the contract, the declarer and the tricks against the contract, as 4SN= or 3NTE-1, or PASS"
        )
    };
    if t.eq_ignore_ascii_case(PASSED_OUT) {
        return Ok(Outcome::PassedOut);
    }
    let level = t
        .chars()
        .next()
        .and_then(|c| c.to_digit(10))
        .ok_or_else(bad)?;
    let (strain, rest) = Strain::parse_prefix(&t[1..]).ok_or_else(bad)?;
    let (doubling, rest) = if let Some(rest) = rest.strip_prefix("XX") {
        (Doubling::Redoubled, rest)
    } else if let Some(rest) = rest.strip_prefix('X') {
        (Doubling::Doubled, rest)
    } else {
        (Doubling::Undoubled, rest)
    };
    let mut chars = rest.chars();
    let declarer = chars.next().and_then(Seat::from_letter).ok_or_else(bad)?;
    let relative = chars.as_str();
    let contract = Contract::new(level as u8, strain, doubling).map_err(|e| e.to_string())?;
    let needed = i32::from(contract.tricks_needed());
    let tricks = match relative {
        "=" => needed,
        _ => {
            let difference: i32 = relative
                .strip_prefix('+')
                .unwrap_or(relative)
                .parse()
                .map_err(|_| bad())?;
            needed + difference
        }
    };
    let tricks = u8::try_from(tricks)
        .ok()
        .filter(|&t| t <= TRICKS_IN_A_DEAL)
        .ok_or_else(|| format!("\"{t}\" gives declarer {tricks} tricks, and a deal has 0 to 13"))?;
    Outcome::played(contract, declarer, tricks).map_err(|e| e.to_string())
}

fn weight_text(weight: Rational) -> String {
    let text = weight.weight_text('.');
    text.strip_suffix('%').map_or(text.clone(), str::to_string)
}

fn read_weight(text: &str) -> Result<Rational, String> {
    let t = text.trim();
    let parsed = if t.contains('/') {
        parse_weight(t)
    } else {
        parse_weight(&format!("{t}%"))
    };
    parsed.map_err(|e| e.to_string())
}

fn list_text(results: &[(Outcome, Rational)]) -> String {
    results
        .iter()
        .map(|(outcome, weight)| format!("{}*{}", weight_text(*weight), outcome_text(outcome)))
        .collect::<Vec<_>>()
        .join(";")
}

/// `W30*4SN=;70*4SN-1`, or `W…|…` when the sides' lists differ.
pub(crate) fn assigned_text(ns: &[(Outcome, Rational)], ew: &[(Outcome, Rational)]) -> String {
    if ns == ew {
        format!("W{}", list_text(ns))
    } else {
        format!("W{}|{}", list_text(ns), list_text(ew))
    }
}

/// Whether a field holds an assigned score: `W` and a digit.
pub(crate) fn looks_assigned(text: &str) -> bool {
    let mut chars = text.trim().chars();
    matches!(chars.next(), Some('W' | 'w')) && chars.next().is_some_and(|c| c.is_ascii_digit())
}

fn read_list(text: &str) -> Result<Weighted, String> {
    text.split(';')
        .map(|term| {
            let (weight, result) = term.split_once('*').ok_or_else(|| {
                format!("\"{term}\" is not a weighted result: write the weight, * and the result, as 30*4SN=")
            })?;
            Ok((read_outcome(result)?, read_weight(weight)?))
        })
        .collect()
}

/// Results with their weights, as one side's adjusted score holds them.
type Weighted = Vec<(Outcome, Rational)>;

/// Reads what [`assigned_text`] writes. The weights are checked where the score is used.
pub(crate) fn read_assigned(text: &str) -> Result<(Weighted, Weighted), String> {
    let body = text.trim().get(1..).unwrap_or_default();
    match body.split_once('|') {
        Some((ns, ew)) => Ok((read_list(ns)?, read_list(ew)?)),
        None => {
            let both = read_list(body)?;
            Ok((both.clone(), both))
        }
    }
}

/// A value as a file's field writes it, empty when unknown.
pub(crate) fn or_empty<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(String::new, |v| v.to_string())
}

/// The contract, declarer and tricks fields of a line, `passed_out` naming a passed-out
/// board as the format does (PBN `Pass`, CSV `PASS`); an adjusted score is all in the first.
pub(crate) fn result_fields(result: &LineResult, passed_out: &str) -> [String; 3] {
    match result {
        LineResult::Played(Outcome::Played {
            contract,
            declarer,
            tricks,
        }) => [
            contract.pbn(),
            declarer.letter().to_string(),
            tricks.to_string(),
        ],
        LineResult::Played(Outcome::PassedOut) => {
            [passed_out.to_string(), String::new(), String::new()]
        }
        LineResult::Artificial { ns, ew } => {
            [artificial_text(*ns, *ew), String::new(), String::new()]
        }
        LineResult::Assigned { ns, ew } => [assigned_text(ns, ew), String::new(), String::new()],
    }
}

/// A weighted list as people read it: `4♠= N`, `30% 4♠= N + 70% 4♠−1 N`.
fn weighted_text(results: &[(Outcome, Rational)], language: CallLanguage) -> String {
    let one = |outcome: &Outcome| match *outcome {
        Outcome::Played {
            contract,
            declarer,
            tricks,
        } => format!(
            "{} {}",
            language.result(contract, tricks),
            language.seat_letter(declarer)
        ),
        Outcome::PassedOut => match language {
            CallLanguage::English => "passed out".to_string(),
            CallLanguage::Russian => "все пас".to_string(),
            CallLanguage::Bulgarian => "всички пасуват".to_string(),
        },
    };
    match results {
        [(outcome, _)] => one(outcome),
        _ => results
            .iter()
            .map(|(outcome, weight)| {
                let percent = weight
                    .checked_mul(Rational::integer(100))
                    .map_or_else(String::new, |p| number(p, Language::English));
                format!("{percent}% {}", one(outcome))
            })
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

impl LineResult {
    /// The line's result as a traveller shows it to people: `4♠= N`, `passed out`,
    /// `60% / 40%` (an artificial score), `30% 4♠= N + 70% 4♠−1 N`, a split score
    /// `NS 4♠= N · EW 4♠−1 N`.
    pub fn describe(&self) -> String {
        self.describe_in(CallLanguage::English)
    }

    /// As [`LineResult::describe`], spelled in `language` (`4♠ с контрой −2 В`, `СЮ … · ВЗ …`).
    pub fn describe_in(&self, language: CallLanguage) -> String {
        let sides = match language {
            CallLanguage::English => ("NS", "EW"),
            CallLanguage::Russian => ("СЮ", "ВЗ"),
            CallLanguage::Bulgarian => ("С–Ю", "И–З"),
        };
        match self {
            LineResult::Played(outcome) => weighted_text(&[(*outcome, Rational::ONE)], language),
            LineResult::Artificial { ns, ew } => {
                format!("{}% / {}%", percent_of(*ns), percent_of(*ew))
            }
            LineResult::Assigned { ns, ew } if ns == ew => weighted_text(ns, language),
            LineResult::Assigned { ns, ew } => format!(
                "{} {} · {} {}",
                sides.0,
                weighted_text(ns, language),
                sides.1,
                weighted_text(ew, language)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::{by, r};

    #[test]
    fn results_read_back_as_written() {
        for outcome in [
            by("4S", Seat::North, 10),
            by("3NTX", Seat::East, 7),
            by("6C", Seat::South, 13),
            by("1NT", Seat::North, 0),
            by("7NTXX", Seat::West, 13),
            Outcome::PassedOut,
        ] {
            assert_eq!(read_outcome(&outcome_text(&outcome)), Ok(outcome));
        }
        assert_eq!(outcome_text(&by("3NTX", Seat::East, 7)), "3NTXE-2");
        assert_eq!(read_outcome("3NN="), Ok(by("3NT", Seat::North, 9)));
        assert!(read_outcome("7SN+1").is_err(), "14 tricks");
        assert!(read_outcome("4ZN=").is_err());
    }

    #[test]
    fn weighted_and_split_scores_read_back_as_written() {
        let make = by("4S", Seat::North, 10);
        let down = by("4S", Seat::North, 9);
        let balanced = [(make, r(3, 10)), (down, r(7, 10))];
        assert_eq!(assigned_text(&balanced, &balanced), "W30*4SN=;70*4SN-1");
        assert_eq!(
            read_assigned("W30*4SN=;70*4SN-1"),
            Ok((balanced.to_vec(), balanced.to_vec()))
        );
        let ew = [(make, r(1, 3)), (down, r(2, 3))];
        let text = assigned_text(&balanced, &ew);
        assert_eq!(text, "W30*4SN=;70*4SN-1|1/3*4SN=;2/3*4SN-1");
        assert_eq!(read_assigned(&text), Ok((balanced.to_vec(), ew.to_vec())));
        assert!(read_assigned("W30-4SN=").is_err());
    }

    #[test]
    fn artificial_scores_in_the_ebu_notation() {
        use ArtificialAward::*;
        assert_eq!(artificial_text(AveragePlus, AverageMinus), "A6040");
        assert_eq!(read_artificial("A6040"), Ok((AveragePlus, AverageMinus)));
        assert_eq!(read_artificial("A50/50"), Ok((Average, Average)));
        assert!(read_artificial("A5545").is_err());
        assert!(read_artificial("A60").is_err());
        assert!(looks_artificial("A6060") && !looks_artificial("ABC"));
    }
}
