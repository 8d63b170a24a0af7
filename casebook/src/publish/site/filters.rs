//! What the search filters a case by: one list, written into each case's page for the index
//! and offered by the search page's form, so the two cannot disagree.

use super::load::{Federation, SiteCase};
use super::words::SiteWords;
use crate::case::{RulingOutcome, ScoringForm};
use crate::publish::Labels;

/// The filters, in the order the search form offers them: the key in the page's address
/// (`search/?law=16B`) and in the index.
pub const KEYS: [&str; 8] = [
    "federation",
    "year",
    "law",
    "edition",
    "subject",
    "outcome",
    "method",
    "kind",
];

/// The outcome's filter value: the ruling's fate, or an appeal without merit.
pub fn outcome_value(case: &SiteCase) -> Option<&'static str> {
    if case.without_merit {
        return Some("without-merit");
    }
    case.outcome.map(RulingOutcome::code)
}

/// Pairs or teams.
pub fn kind_value(scoring: Option<ScoringForm>) -> Option<&'static str> {
    scoring.map(|form| match form {
        ScoringForm::PairsMp => "pairs",
        ScoringForm::TeamsImp | ScoringForm::Bam | ScoringForm::SwissVp => "teams",
    })
}

/// Every (key, value) a case is found under.
pub fn of_case(case: &SiteCase, federations: &[Federation]) -> Vec<(&'static str, String)> {
    let mut filters = vec![
        ("federation", federations[case.federation].segment.clone()),
        ("year", case.year.to_string()),
        ("edition", case.edition.year().to_string()),
    ];
    for law in &case.laws {
        filters.push(("law", law.label.clone()));
    }
    for subject in &case.placed.case.subjects {
        filters.push(("subject", subject.code().to_string()));
    }
    if let Some(outcome) = outcome_value(case) {
        filters.push(("outcome", outcome.to_string()));
    }
    filters.push((
        "method",
        case.method.clone().unwrap_or_else(|| "none".into()),
    ));
    if let Some(kind) = kind_value(case.scoring) {
        filters.push(("kind", kind.to_string()));
    }
    filters
}

/// How the search form names a filter's value to a reader.
pub fn value_name(
    key: &str,
    value: &str,
    words: &SiteWords,
    labels: &Labels,
    federations: &[Federation],
) -> String {
    match key {
        "federation" => federations
            .iter()
            .find(|f| f.segment == value)
            .map_or(value.to_string(), |f| f.name.clone()),
        "subject" => crate::case::Subject::ALL
            .into_iter()
            .find(|s| s.code() == value)
            .map_or(value.to_string(), |s| labels.subject(s).to_string()),
        "outcome" => match value {
            "without-merit" => words.without_merit.to_string(),
            _ => RulingOutcome::ALL
                .into_iter()
                .find(|o| o.code() == value)
                .map_or(value.to_string(), |o| labels.outcome(o).to_string()),
        },
        "method" => words.method((value != "none").then_some(value)).to_string(),
        "kind" => match value {
            "pairs" => words.pairs.to_string(),
            _ => words.teams.to_string(),
        },
        _ => value.to_string(),
    }
}

/// What the search form calls a filter.
pub fn key_name(key: &str, words: &SiteWords) -> &'static str {
    match key {
        "federation" => words.federation,
        "year" => words.year,
        "law" => words.law,
        "edition" => words.laws_edition,
        "subject" => words.subject,
        "outcome" => words.outcome,
        "method" => words.method,
        _ => words.event_kind,
    }
}
