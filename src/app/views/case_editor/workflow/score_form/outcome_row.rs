//! One result as the committee types it (contract, declarer, tricks, weight or probability),
//! what is wrong with it, and where in the form a problem is shown.

use casebook::adjust::{Rational, is_share, parse_weight};
use casebook::bridge::{Contract, Seat, Side};
use casebook::double_dummy::TrickTable;
use serde_json::{Map, Value, json};

/// One result as typed: contract (`4H`, `3NTX`, `Pass`), declarer, tricks and its weight or
/// probability.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutcomeRow {
    pub contract: String,
    pub declarer: String,
    pub tricks: String,
    /// The weight or probability; North–South's weight when each side has its own.
    pub share: String,
    /// East–West's weight when each side has its own (see [`ScoreForm::per_side`]).
    pub ew_share: String,
}

/// What is wrong with a typed value, shown where it was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    Contract(String),
    Declarer(String),
    /// Not a number of tricks from 0 to 13.
    Tricks(String),
    /// Not a weight or probability as committees write them.
    Share(String),
    /// The weights add up to this many percent, not 100.
    WeightsSum(String),
    /// One side's weights add up to this many percent, not 100.
    SideWeightsSum(Side, String),
    /// Not a score in total points.
    Score(String),
}

/// A problem and where it is: an outcome row, the non-offenders' own rows, or the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    Table,
    Outcome(usize),
    Outcomes,
    Own(usize),
    OwnOutcomes,
    OtherTable,
    Field,
}

const PASSED_OUT: [&str; 4] = ["pass", "passed out", "пас", "все пас"];

fn is_pass(text: &str) -> bool {
    PASSED_OUT.contains(&text.trim().to_lowercase().as_str())
}

impl OutcomeRow {
    pub fn is_empty(&self) -> bool {
        self.contract.trim().is_empty()
            && self.declarer.trim().is_empty()
            && self.tricks.trim().is_empty()
            && self.share.trim().is_empty()
            && self.ew_share.trim().is_empty()
    }

    /// What was typed as `side`'s weight when each side has its own.
    pub(super) fn share_of(&self, side: Side) -> &str {
        match side {
            Side::NS => &self.share,
            Side::EW => &self.ew_share,
        }
    }

    pub(super) fn of_outcome(
        contract: Option<Contract>,
        declarer: Option<Seat>,
        tricks: u8,
    ) -> OutcomeRow {
        match contract {
            Some(contract) => OutcomeRow {
                contract: contract.to_string(),
                declarer: declarer.map(|s| s.to_string()).unwrap_or_default(),
                tricks: tricks.to_string(),
                ..OutcomeRow::default()
            },
            None => OutcomeRow {
                contract: "Pass".into(),
                ..OutcomeRow::default()
            },
        }
    }

    /// The row as the request reads it; what does not parse is passed on as typed, so that
    /// the engine names the field too. `per_side`: the weights go in as each side's.
    pub(super) fn json(&self, share_key: Option<&str>, per_side: bool) -> Value {
        let mut object = Map::new();
        object.insert("contract".into(), json!(self.contract.trim()));
        if !is_pass(&self.contract) {
            object.insert("declarer".into(), json!(self.declarer.trim()));
            let tricks = self.tricks.trim();
            object.insert(
                "tricks".into(),
                tricks
                    .parse::<i64>()
                    .map_or_else(|_| json!(tricks), |n| json!(n)),
            );
        }
        match share_key {
            Some("weight") if per_side => {
                object.insert(
                    "weights".into(),
                    json!({"ns": self.share.trim(), "ew": self.ew_share.trim()}),
                );
            }
            Some(key) => {
                object.insert(key.into(), json!(self.share.trim()));
            }
            None => {}
        }
        Value::Object(object)
    }

    /// The row of a recorded request; each side's weight when it gives `weights`.
    pub(super) fn read(value: &Value, share_key: &str) -> OutcomeRow {
        let text = |value: Option<&Value>| match value {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Number(n)) => n.to_string(),
            _ => String::new(),
        };
        let (share, ew_share) = match value.get("weights") {
            Some(weights) => (text(weights.get("ns")), text(weights.get("ew"))),
            None => (text(value.get(share_key)), String::new()),
        };
        OutcomeRow {
            contract: text(value.get("contract")),
            declarer: text(value.get("declarer")),
            tricks: text(value.get("tricks")),
            share,
            ew_share,
        }
    }

    /// Whether a recorded row gives each side its own weight.
    pub(super) fn is_per_side(value: &Value) -> bool {
        value.get("weights").is_some()
    }

    /// The tricks the row's contract takes double dummy, once contract and declarer read (the
    /// tricks typed are not needed).
    pub fn double_dummy_tricks(&self, table: &TrickTable) -> Option<u8> {
        let contract: Contract = self.contract.trim().parse().ok()?;
        let declarer: Seat = self.declarer.trim().parse().ok()?;
        Some(table.tricks(declarer, contract.strain))
    }

    /// What is wrong with the result part of the row (not its share).
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if is_pass(&self.contract) {
            return problems;
        }
        if self.contract.trim().parse::<Contract>().is_err() {
            problems.push(Problem::Contract(self.contract.trim().to_string()));
        }
        if self.declarer.trim().parse::<Seat>().is_err() {
            problems.push(Problem::Declarer(self.declarer.trim().to_string()));
        }
        match self.tricks.trim().parse::<u8>() {
            Ok(t) if t <= 13 => {}
            _ => problems.push(Problem::Tricks(self.tricks.trim().to_string())),
        }
        problems
    }
}

/// What is wrong with a weight or probability as typed: not one, below 0 or above 1.
pub(super) fn share_problem(text: &str) -> Option<Problem> {
    match parse_weight(text) {
        Ok(value) if is_share(value) => None,
        _ => Some(Problem::Share(text.trim().to_string())),
    }
}

/// A sum of weights as the form prints it: percent, up to two decimals.
pub(super) fn percent(total: Rational) -> String {
    format!("{:.2}", total.to_f64() * 100.0)
        .trim_end_matches('0')
        .trim_end_matches('.')
        .to_string()
}
