//! Shared by the tests over the shipped sample cases (`assets/samples/sample-cases.json`).
#![allow(dead_code)]

use casebook::case::Case;
use casebook::samples::sample_cases;

pub fn samples() -> Vec<Case> {
    sample_cases().expect("the shipped sample cases read")
}

/// The case number a failing assertion names.
pub fn label(case: &Case) -> &str {
    &case.identity.case_number
}

pub fn by_number<'a>(cases: &'a [Case], number: &str) -> &'a Case {
    cases
        .iter()
        .find(|c| c.identity.case_number == number)
        .unwrap_or_else(|| panic!("sample {number} is missing"))
}

/// The workflow path each sample is heard on: the one its subjects select (assets/samples
/// README, "The cases"). У-10, the draft, has subjects no special path covers.
pub const PATHS: [(&str, &str); 10] = [
    ("У-01", "mi"),
    ("У-02", "ui"),
    ("У-03", "ui"),
    ("У-04", "ui"),
    ("У-05", "mi"),
    ("У-06", "mi"),
    ("У-07", "claim"),
    ("У-08", "tempo_deception"),
    ("У-09", "director_error"),
    ("У-10", "other"),
];

/// Sample `number` as it stands when the hearing ends: heard, no answers yet.
pub fn heard(number: &str) -> Case {
    let mut case = by_number(&samples(), number).clone();
    case.workflow.clear();
    case.review.status = casebook::case::CaseStatus::Heard;
    case
}
