//! Shared by the tests over the shipped sample cases: the Russian set
//! (`assets/samples/sample-cases.json`, the fixtures) and every training set of another
//! language (`casebook::samples::TRAINING_SETS`).
#![allow(dead_code)]

use casebook::case::Case;
use casebook::samples::{TRAINING_SETS, TrainingSet, sample_cases};

pub fn samples() -> Vec<Case> {
    sample_cases().expect("the shipped sample cases read")
}

/// Every training set shipped, with its cases.
pub fn training_sets() -> Vec<(TrainingSet, Vec<Case>)> {
    TRAINING_SETS
        .iter()
        .map(|set| {
            let cases = set
                .cases()
                .unwrap_or_else(|e| panic!("the {} set: {e}", set.language));
            (*set, cases)
        })
        .collect()
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

/// The part of a set's case numbers before the case's two digits: `У-` for the Russian set,
/// `T-` for the English one.
pub fn prefix(cases: &[Case]) -> &str {
    let first = label(&cases[0]);
    first
        .strip_suffix("01")
        .unwrap_or_else(|| panic!("the first case of a set is numbered …01, not {first}"))
}

/// Case `n` (1 to 10) of a set, whatever its numbering: `nth(cases, 3)` is У-03 or T-03.
pub fn nth(cases: &[Case], n: usize) -> &Case {
    by_number(cases, &format!("{}{n:02}", prefix(cases)))
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

/// The path case `n` (1 to 10) of every set is heard on.
pub fn path_of(n: usize) -> &'static str {
    PATHS[n - 1].1
}

/// Which of the ten cases `case` is, by the two digits that end its number.
pub fn position(case: &Case) -> usize {
    let number = label(case);
    number
        .get(number.len().saturating_sub(2)..)
        .and_then(|digits| digits.parse().ok())
        .filter(|n| (1..=10).contains(n))
        .unwrap_or_else(|| panic!("{number} does not end in 01 to 10"))
}

/// Sample `number` as it stands when the hearing ends: heard, no answers yet.
pub fn heard(number: &str) -> Case {
    let mut case = by_number(&samples(), number).clone();
    case.workflow.clear();
    case.review.status = casebook::case::CaseStatus::Heard;
    case
}

/// The words of a set's language that the checks look for in its cases.
pub struct Words {
    /// The event says the case is a training example.
    pub training_example: &'static str,
    /// The facts' paragraph that says what is reconstructed…
    pub reconstructed: &'static str,
    /// …and what is from the source.
    pub from_source: &'static str,
    /// The write-up's paragraph citing the source begins with it.
    pub source: &'static str,
    /// The word before line numbers in a citation, without its endings ("строк", "line").
    pub lines: &'static str,
    /// What joins two line ranges of one file in a list.
    pub and: &'static str,
    /// A citation names a commentary paragraph or a Law with one of these.
    pub paragraph: [&'static str; 2],
    /// A workflow answer's reason cites the commentary with one of these.
    pub cites: [&'static str; 3],
    /// The claim as the claim case records it.
    pub claim: &'static str,
    /// The 12.31 case's weighted score for N–S, as its decision prints it.
    pub weighted_imps: &'static str,
    /// The slam case's scores for E–W and for N–S.
    pub slam_imps: [&'static str; 2],
    /// The call "pass" as a poll's answers write it.
    pub pass: &'static str,
    /// The language results are written in (`4♠=`, `3NT+1` / `3БК+1`).
    pub calls: casebook::adjust::Language,
}

/// The words of `language`; a new set's language needs its words here.
pub fn words(language: &str) -> &'static Words {
    const RUSSIAN: Words = Words {
        training_example: "учебный пример",
        reconstructed: "восстановлены",
        from_source: "Из источника",
        source: "**Источник:**",
        lines: "строк",
        and: " и ",
        paragraph: ["п. ", "Правило"],
        cites: ["комментари", "примечани", "Приложени"],
        claim: "минимум шесть взяток",
        weighted_imps: "+3,42 импа",
        slam_imps: ["−0,5 импа", "−11 импов"],
        pass: "Пас",
        calls: casebook::adjust::Language::Russian,
    };
    const ENGLISH: Words = Words {
        training_example: "training example",
        reconstructed: "reconstructed",
        from_source: "From the source",
        source: "**Source:**",
        lines: "line",
        and: " and ",
        paragraph: ["§", "Law "],
        cites: ["commentary", "footnote", "Appendix"],
        claim: "at least six tricks",
        weighted_imps: "+3.42 IMPs",
        slam_imps: ["−0.5 IMP", "−11 IMPs"],
        pass: "Pass",
        calls: casebook::adjust::Language::English,
    };
    const BULGARIAN: Words = Words {
        training_example: "учебен пример",
        reconstructed: "възстановени",
        from_source: "Из източника",
        source: "**Източник:**",
        lines: "ред",
        and: " и ",
        paragraph: ["т. ", "Правило"],
        cites: ["коментар", "бележка", "Приложение"],
        claim: "минимум шест взятки",
        weighted_imps: "+3,42 IMPs",
        slam_imps: ["−0,5 IMP", "−11 IMPs"],
        pass: "Пас",
        calls: casebook::adjust::Language::Bulgarian,
    };
    match language {
        "ru" => &RUSSIAN,
        "en" => &ENGLISH,
        "bg" => &BULGARIAN,
        other => panic!("the sample tests know no words of \"{other}\": add them to words()"),
    }
}
