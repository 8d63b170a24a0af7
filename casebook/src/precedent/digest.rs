//! The digest of a case: what precedents compare, small enough that a 30-year archive is held
//! in memory and kept in the store beside the case (schema 6).

use super::citation::{Citation, cited_units};
use super::decision_line::DecisionSummary;
use crate::bridge::Call;
use crate::case::Hearing;
use crate::case::{Case, CaseHeading, CaseStatus, Edition, Subject};
use crate::panel::PanelSummary;
use crate::text::{Language, WordStemmer, words};
use crate::workflow::{AdjustedAnswer, AnswerKind, definition};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Bumped when [`CaseDigest::of`] changes what it reads, so that stored digests are made again.
pub const DIGEST_VERSION: u32 = 2;

/// The most distinct words a digest keeps: the facts of a case are a few paragraphs, and the
/// words met most often in them carry what the case is about.
const WORDS_KEPT: usize = 64;

/// A workflow finding: a yes/no or choice step and the committee's answer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Finding {
    /// `ui.la`, `mi.damage`.
    pub step: String,
    /// `yes`, `no`, or a choice's option id.
    pub answer: String,
}

/// What drew the committee's attention to a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// A break in tempo before or at the call: the unauthorized-information question.
    Tempo,
    /// The call was alerted or explained: the misinformation question.
    Alert,
}

/// The auction at the decision point: the first slow or alerted call and what led to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionPoint {
    pub trigger: Trigger,
    /// The index of the call in the auction.
    pub index: usize,
    /// The calls from the dealer up to and including that call.
    pub calls: Vec<Call>,
}

impl DecisionPoint {
    pub fn call(&self) -> Option<Call> {
        self.calls.last().copied()
    }
}

/// The facts of a case that precedents compare.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseDigest {
    /// Kept flat in the cached digest, as the fields were before they were grouped.
    #[serde(flatten)]
    pub heading: CaseHeading,
    pub status: CaseStatus,
    pub edition: Edition,
    /// The workflow path the case follows (`ui`, `mi`, `claim`…): the kind of case.
    pub kind: String,
    pub subjects: Vec<Subject>,
    pub citations: Vec<Citation>,
    pub findings: Vec<Finding>,
    /// How the adjusted score was set (`weighted`, `assigned`, `artificial`), if one was.
    pub method: Option<String>,
    pub decision_point: Option<DecisionPoint>,
    /// The case's most frequent words: (stem, the word as first written, count).
    pub words: Vec<(String, String, u16)>,
    pub decision: DecisionSummary,
    /// Who heard the appeal (the panel's figures count by hearing body).
    #[serde(default)]
    pub hearing: Hearing,
    /// What the case's panel made of it, when it had one: shown beside the decision, so a
    /// committee sees whether a precedent was thought sound. Not kept in the cached digest (a
    /// comment is no new revision of the case): the store reads it with the digests.
    #[serde(skip)]
    pub panel: Option<PanelSummary>,
}

impl CaseDigest {
    /// The decision in one line with the body that decided it where that was not an appeals
    /// committee: `review of the ruling: ruling upheld`.
    pub fn decided_line(&self, language: crate::adjust::Language) -> String {
        let line = self.decision.line(language);
        match self.hearing {
            Hearing::Committee => line,
            body => format!("{}: {line}", body.name(language)),
        }
    }

    pub fn of(case: &Case) -> CaseDigest {
        let definitions = definition::bundled().ok();
        let kind = definitions
            .and_then(|d| d.path_for_subjects(&case.subjects))
            .map(|p| p.id.clone())
            .unwrap_or_else(|| "other".to_string());
        let mut findings = Vec::new();
        let mut method = None;
        for answer in &case.workflow {
            if answer.step.starts_with("decision.") || answer.needs_review {
                continue;
            }
            let Some(step) = definitions.and_then(|d| d.step(&answer.step)) else {
                continue;
            };
            match step.kind {
                AnswerKind::YesNo | AnswerKind::Poll | AnswerKind::Choice => {
                    let code = answer.answer.split(':').next().unwrap_or_default().trim();
                    if !code.is_empty() && code != definition::NOT_APPLICABLE {
                        findings.push(Finding {
                            step: answer.step.clone(),
                            answer: code.to_string(),
                        });
                    }
                }
                AnswerKind::AdjustedScore => {
                    method = AdjustedAnswer::from_json(&answer.answer)
                        .ok()
                        .and_then(|a| {
                            a.request
                                .get("method")
                                .and_then(|m| m.as_str())
                                .map(str::to_string)
                        });
                }
                AnswerKind::Text => {}
            }
        }
        CaseDigest {
            heading: CaseHeading::of(case),
            status: case.review.status,
            edition: case.law_edition,
            kind,
            subjects: case.subjects.clone(),
            citations: cited_units(case),
            findings,
            method,
            decision_point: decision_point(case),
            words: frequent_words(&case.prose(), Language::from_code(&case.language)),
            decision: DecisionSummary::of(case),
            hearing: case.identity.hearing,
            panel: PanelSummary::of(&case.panel),
        }
    }

    /// Whether the committee has decided the case (decided, reviewed or published).
    pub fn is_decided(&self) -> bool {
        self.status >= CaseStatus::Decided
    }

    pub fn finding(&self, step: &str) -> Option<&str> {
        self.findings
            .iter()
            .find(|f| f.step == step)
            .map(|f| f.answer.as_str())
    }
}

/// The first call with a break in tempo, or else the first alerted or explained call.
fn decision_point(case: &Case) -> Option<DecisionPoint> {
    let calls = case.auction.calls.calls();
    let at = |trigger: Trigger, index: usize| {
        (index < calls.len()).then(|| DecisionPoint {
            trigger,
            index,
            calls: calls[..=index].iter().map(|c| c.call).collect(),
        })
    };
    let annotations = &case.auction.annotations;
    let tempo = annotations
        .iter()
        .filter(|a| a.tempo.is_some())
        .map(|a| a.call)
        .min();
    if let Some(point) = tempo.and_then(|i| at(Trigger::Tempo, i)) {
        return Some(point);
    }
    annotations
        .iter()
        .filter(|a| a.alerted == Some(true) || !a.explanations.is_empty())
        .map(|a| a.call)
        .min()
        .and_then(|i| at(Trigger::Alert, i))
}

/// The words of `text` met most often (three letters or more), stemmed; ties go to the longer
/// word, which tends to say more.
fn frequent_words(text: &str, language: Language) -> Vec<(String, String, u16)> {
    let stemmer = WordStemmer::new(language);
    let mut counts: HashMap<String, (String, u16)> = HashMap::new();
    for word in words(text) {
        if word.chars().count() < 3 || word.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let stem = stemmer.stem(&word);
        let entry = counts.entry(stem).or_insert_with(|| (word, 0));
        entry.1 = entry.1.saturating_add(1);
    }
    let mut ranked: Vec<(String, String, u16)> = counts
        .into_iter()
        .map(|(stem, (word, count))| (stem, word, count))
        .collect();
    ranked.sort_by(|a, b| {
        b.2.cmp(&a.2)
            .then(b.0.chars().count().cmp(&a.0.chars().count()))
            .then(a.0.cmp(&b.0))
    });
    ranked.truncate(WORDS_KEPT);
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The archive keeps each digest as JSON and reads it back on every open: a digest that
    /// did not read back would be made again from its case each time.
    #[test]
    fn a_digest_reads_back_from_the_json_it_is_kept_as() {
        for case in crate::samples::sample_cases().expect("the samples read") {
            let digest = CaseDigest::of(&case);
            let json = serde_json::to_string(&digest).expect("written");
            let read: CaseDigest = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{}: {e}\n{json}", digest.heading.case_number));
            assert_eq!(read, digest);
            assert!(json.starts_with("{\"uuid\":"), "kept flat: {json}");
        }
    }
}
