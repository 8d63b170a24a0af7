//! What the search filters a case by: one list, written into each case's page for the index
//! and offered by the search page's form, so the two cannot disagree.

use super::load::{Federation, SiteCase};
use super::words::SiteWords;
use crate::case::{RulingOutcome, ScoringForm};
use crate::laws::LawRef;
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

/// A cited Law with the units it lies in, so that a filter by Law 16B finds a case citing
/// 16B1: `16B1` gives `16`, `16B`, `16B1`. Commentary and unparsed citations are themselves.
fn law_and_above(label: &str) -> Vec<String> {
    match LawRef::parse(label) {
        Ok(LawRef::Law { law, path }) => (0..=path.len())
            .map(|depth| {
                LawRef::Law {
                    law,
                    path: path[..depth].to_vec(),
                }
                .to_string()
            })
            .collect(),
        _ => vec![label.to_string()],
    }
}

/// Every (key, value) a case is found under.
pub fn of_case(case: &SiteCase, federations: &[Federation]) -> Vec<(&'static str, String)> {
    let mut filters = vec![
        ("federation", federations[case.federation].segment.clone()),
        ("year", case.year.to_string()),
        ("edition", case.edition.year().to_string()),
    ];
    let mut laws: Vec<String> = case
        .laws
        .iter()
        .flat_map(|law| law_and_above(&law.label))
        .collect();
    laws.sort();
    laws.dedup();
    filters.extend(laws.into_iter().map(|law| ("law", law)));
    for subject in &case.subjects {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_law_is_found_under_the_units_it_lies_in() {
        assert_eq!(law_and_above("16B1"), ["16", "16B", "16B1"]);
        assert_eq!(law_and_above("12C1(c)"), ["12", "12C", "12C1", "12C1(c)"]);
        assert_eq!(law_and_above("12.35"), ["12.35"]);
    }
}
