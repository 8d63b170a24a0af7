//! The short phrases every format prints the same way: the board line, the contract and its
//! result, the lead, weighted outcomes, dates. Plain text; each renderer escapes it.

use super::labels::{CasebookLanguage, Labels};
use crate::analysis::{PRINTED_STRAINS, Par, TrickTable};
use crate::bridge::{CallLanguage, Contract, Seat, Side, Vulnerability};
use crate::case::{Case, Poll, ScoreOutcome, TableResult};
use crate::scoring::{ns_score, score_breakdown};
use chrono::{NaiveDate, NaiveDateTime};

/// A score from North–South's side: `N–S +170`, `N–S −920`.
pub fn ns_points(points: i32, labels: &Labels) -> String {
    let sign = if points < 0 { "−" } else { "+" };
    format!("{} {sign}{}", labels.side(Side::NS), points.unsigned_abs())
}

/// A contract in the casebook's language: `4♥X`, `3NT`; `4♥ с контрой`, `3БК`.
fn contract_text(contract: Contract, labels: &Labels) -> String {
    CallLanguage::from(labels.language)
        .spell(contract)
        .to_string()
}

/// A contract with its result as a score slip writes it (`3♣+3`, `6♦−1`, `3БК=`), when the
/// tricks are known and possible.
fn contract_result(
    contract: Contract,
    declarer: Seat,
    tricks: u8,
    vulnerability: Vulnerability,
    labels: &Labels,
) -> Option<String> {
    score_breakdown(
        contract,
        vulnerability.is_vulnerable(declarer.side()),
        tricks,
    )
    .ok()
    .map(|b| CallLanguage::from(labels.language).result(b.contract, b.tricks))
}

/// `by North`, or just the seat where the language says it without a word (`Юг`).
fn by_seat(seat: Seat, labels: &Labels) -> String {
    if labels.by.is_empty() {
        labels.seat(seat).to_string()
    } else {
        format!("{} {}", labels.by, labels.seat(seat))
    }
}

/// The contract line: `3♣ by North`, `3БК Юг`, or `passed out`; `None` before the result
/// is entered.
pub fn contract_line(result: &TableResult, labels: &Labels) -> Option<String> {
    match (result.contract, result.declarer) {
        (None, _) => Some(labels.passed_out.to_string()),
        (Some(contract), Some(declarer)) => Some(format!(
            "{} {}",
            contract_text(contract, labels),
            by_seat(declarer, labels)
        )),
        (Some(contract), None) => Some(contract_text(contract, labels)),
    }
}

/// The result line: `3♣+3, 12 tricks, N–S +170`, as far as it is recorded.
pub fn result_line(case: &Case, labels: &Labels) -> Option<String> {
    let result = case.result.as_ref()?;
    let mut parts = Vec::new();
    if let (Some(contract), Some(declarer), Some(tricks)) =
        (result.contract, result.declarer, result.tricks)
    {
        if let Some(text) =
            contract_result(contract, declarer, tricks, case.board.vulnerability, labels)
        {
            parts.push(text);
        }
        parts.push(format!("{tricks} {}", labels.tricks));
    }
    let score = result
        .ns_score
        .or_else(|| result.law77_ns_score(case.board.vulnerability)?.ok());
    if let Some(points) = score {
        parts.push(ns_points(points, labels));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// One weighted or assigned outcome: `1/6 × 3NT= by South (N–S +400)`, with the side it is for
/// when it is for one side only.
pub fn outcome_line(outcome: &ScoreOutcome, case: &Case, labels: &Labels) -> String {
    let mut text = String::new();
    if let Some(side) = outcome.side {
        text.push_str(labels.side(side));
        text.push_str(": ");
    }
    text.push_str(outcome.weight.trim());
    text.push_str(" × ");
    match (outcome.contract, outcome.declarer) {
        (None, _) => text.push_str(labels.passed_out),
        (Some(contract), Some(declarer)) => {
            let vulnerability = case.board.vulnerability;
            match contract_result(contract, declarer, outcome.tricks, vulnerability, labels) {
                Some(result) => text.push_str(&result),
                None => text.push_str(&contract_text(contract, labels)),
            }
            text.push(' ');
            text.push_str(&by_seat(declarer, labels));
            if let Ok(points) = ns_score(contract, declarer, vulnerability, outcome.tricks) {
                text.push_str(&format!(" ({})", ns_points(points, labels)));
            }
        }
        (Some(contract), None) => text.push_str(&format!(
            "{}, {} {}",
            contract_text(contract, labels),
            outcome.tricks,
            labels.tricks
        )),
    }
    text
}

pub fn date(date: NaiveDate, language: CasebookLanguage) -> String {
    match language {
        CasebookLanguage::Russian => date.format("%d.%m.%Y").to_string(),
        CasebookLanguage::English => date.format("%Y-%m-%d").to_string(),
    }
}

pub fn date_time(at: NaiveDateTime, language: CasebookLanguage) -> String {
    match language {
        CasebookLanguage::Russian => at.format("%d.%m.%Y %H:%M").to_string(),
        CasebookLanguage::English => at.format("%Y-%m-%d %H:%M").to_string(),
    }
}

/// The case's heading: `Case У-01`, with the subjects after a dash.
pub fn case_title(case: &Case, labels: &Labels) -> String {
    let number = case.identity.case_number.trim();
    if number.is_empty() {
        format!("{} ({} {})", labels.case, labels.board, case.board.number)
    } else {
        format!("{} {number}", labels.case)
    }
}

/// The subjects of a case, joined: `Break in tempo, Unauthorized information`.
pub fn subjects_line(case: &Case, labels: &Labels) -> String {
    case.subjects
        .iter()
        .map(|s| labels.subject(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The header fields of a case that are recorded, label and value.
pub fn header_fields(
    case: &Case,
    labels: &Labels,
    language: CasebookLanguage,
) -> Vec<(&'static str, String)> {
    let identity = &case.identity;
    let mut fields = Vec::new();
    let mut push = |label: &'static str, value: String| {
        if !value.trim().is_empty() {
            fields.push((label, value));
        }
    };
    push(labels.tournament, identity.tournament.clone());
    push(labels.event, identity.event.clone());
    push(labels.session, identity.session.clone());
    push(
        labels.date,
        identity.date.map(|d| date(d, language)).unwrap_or_default(),
    );
    push(
        labels.scoring,
        identity
            .scoring
            .map(|s| labels.scoring(s).to_string())
            .unwrap_or_default(),
    );
    let teams = &case.people.teams;
    if !teams.ns.trim().is_empty() || !teams.ew.trim().is_empty() {
        push(
            labels.teams,
            format!(
                "{}: {} — {}: {}",
                labels.side(Side::NS),
                teams.ns.trim(),
                labels.side(Side::EW),
                teams.ew.trim()
            ),
        );
    }
    push(labels.director, case.people.director.clone());
    fields
}

/// How the player at a seat is named beside the diagram, empty when unknown.
pub fn player_name(case: &Case, seat: Seat) -> String {
    case.people
        .player(seat)
        .map(|p| p.name.trim().to_string())
        .unwrap_or_default()
}

/// The caption of a hand in the diagram: the seat, with the player's name when it is more
/// than the seat (`North: Ann Lee`); an anonymized player's stand-in already starts with
/// the seat (`North (Life Master)`).
pub fn hand_caption(case: &Case, seat: Seat, labels: &Labels) -> String {
    let seat_name = labels.seat(seat);
    let name = player_name(case, seat);
    if name.is_empty() || name == seat_name {
        seat_name.to_string()
    } else if name.starts_with(seat_name) {
        name
    } else {
        format!("{seat_name}: {name}")
    }
}

/// A poll counted per action: how many pollees chose it and how many seriously considered
/// it, most chosen first.
pub fn poll_tally(poll: &Poll) -> Vec<(String, usize, usize)> {
    let mut actions: Vec<(String, usize, usize)> = Vec::new();
    for pollee in &poll.pollees {
        let chosen = pollee.action.trim();
        let named = std::iter::once(chosen).chain(pollee.considered.iter().map(|c| c.trim()));
        for (i, action) in named.enumerate() {
            if action.is_empty() {
                continue;
            }
            let at = match actions.iter().position(|(a, _, _)| a == action) {
                Some(at) => at,
                None => {
                    actions.push((action.to_string(), 0, 0));
                    actions.len() - 1
                }
            };
            if i == 0 {
                actions[at].1 += 1;
            } else {
                actions[at].2 += 1;
            }
        }
    }
    actions.sort_by_key(|(_, chose, considered)| std::cmp::Reverse((*chose, *considered)));
    actions
}

/// The committee of a case as one line: `Ann Lee — chair; Bob — member`.
pub fn committee_line(case: &Case, labels: &Labels) -> String {
    case.people
        .committee
        .iter()
        .filter(|m| !m.name.trim().is_empty())
        .map(|m| format!("{} — {}", m.name.trim(), labels.role(m.role)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `Par +920: 6♣= (North, South)`; `Par 0: passed out`, in the casebook's language.
pub fn par_line(par: &Par, labels: &Labels) -> String {
    let score = if par.ns_score > 0 {
        format!("+{}", par.ns_score)
    } else {
        par.ns_score.to_string()
    };
    if par.contracts.is_empty() {
        return format!("{} {score}: {}", labels.par, labels.passed_out);
    }
    let words = CallLanguage::from(labels.language);
    let contracts: Vec<String> = par
        .by_contract()
        .into_iter()
        .map(|(contract, seats, overtricks)| {
            let tricks = (contract.tricks_needed() as i8 + overtricks) as u8;
            let seats: Vec<&str> = seats.iter().map(|s| labels.seat(*s)).collect();
            format!("{} ({})", words.result(contract, tricks), seats.join(", "))
        })
        .collect();
    format!("{} {score}: {}", labels.par, contracts.join("; "))
}

/// The double-dummy table as rows of text: a header of strains (NT, ♠, ♥, ♦, ♣ in the
/// casebook's spelling), then each declarer's name and tricks.
pub fn double_dummy_rows(table: &TrickTable, labels: &Labels) -> Vec<Vec<String>> {
    let words = CallLanguage::from(labels.language);
    let mut rows = Vec::with_capacity(5);
    let mut header = vec![String::new()];
    header.extend(PRINTED_STRAINS.iter().map(|s| words.strain(*s).to_string()));
    rows.push(header);
    for seat in Seat::ALL {
        let mut row = vec![labels.seat(seat).to_string()];
        row.extend(
            PRINTED_STRAINS
                .iter()
                .map(|s| table.tricks(seat, *s).to_string()),
        );
        rows.push(row);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::publish::labels::{EN, RU};

    /// Sample case У-03 ends in 4♠ doubled by East, one down (`assets/samples`); a Russian
    /// casebook says "с контрой" (seed 000 line 245) and БК for no trumps (line 2034).
    #[test]
    fn contracts_are_spelled_in_the_casebooks_language() {
        let doubled = TableResult {
            contract: Some("4SX".parse().expect("a contract")),
            declarer: Some(Seat::East),
            tricks: Some(9),
            ns_score: None,
        };
        assert_eq!(
            contract_line(&doubled, &RU).as_deref(),
            Some("4♠ с контрой Восток")
        );
        assert_eq!(contract_line(&doubled, &EN).as_deref(), Some("4♠X by East"));
        let contract = doubled.contract.expect("set");
        let none = Vulnerability::None;
        assert_eq!(
            contract_result(contract, Seat::East, 9, none, &RU).as_deref(),
            Some("4♠ с контрой −1")
        );
        let three_nt = "3NT".parse().expect("a contract");
        assert_eq!(
            contract_result(three_nt, Seat::South, 10, none, &RU).as_deref(),
            Some("3БК+1")
        );
        assert_eq!(
            contract_result(three_nt, Seat::South, 10, none, &EN).as_deref(),
            Some("3NT+1")
        );
        assert_eq!(contract_result(three_nt, Seat::South, 14, none, &EN), None);
    }
}
