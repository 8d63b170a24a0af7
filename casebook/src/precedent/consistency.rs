//! Consistency for the chief director: a decided case beside its nearest like precedents that
//! were decided otherwise — an LA found here and not there on a like question, damage found
//! here and not there, a weighted score here and an assigned one there — so that the review
//! can ask why before approving.

use super::digest::CaseDigest;
use super::index::{Precedent, PrecedentIndex};
use super::wording::{finding_phrase, method_name};
use crate::adjust::Language;
use serde::Serialize;
use std::collections::HashSet;

/// How like two cases must be (see the weights in [`super::index`]) for a different finding to
/// be worth a question: the same kind of case and, say, the same Law section and decision point.
pub const LIKE_SCORE: f32 = 8.0;

/// How far down the list of like cases the review looks.
const NEAREST: usize = 12;

/// One way a like case was decided otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Difference {
    /// The same workflow question answered otherwise.
    Finding {
        step: String,
        here: String,
        there: String,
    },
    /// The score adjusted by another method.
    Method { here: String, there: String },
}

impl Difference {
    /// `an LA found here, no LA there`.
    pub fn describe(&self, language: Language) -> String {
        let (here, there) = match self {
            Difference::Finding { step, here, there } => (
                finding_phrase(step, here, language),
                finding_phrase(step, there, language),
            ),
            Difference::Method { here, there } => {
                let (h, t) = (method_name(here, language), method_name(there, language));
                match language {
                    Language::English => (format!("{h} score"), format!("{t} score")),
                    Language::Russian => (format!("{h} счёт"), format!("{t} счёт")),
                    // The Bulgarian names are whole phrases: `резултат с тежести`.
                    Language::Bulgarian => (h, t),
                }
            }
        };
        match language {
            Language::English => format!("{here} here, {there} there"),
            Language::Russian => format!("здесь {here}, там {there}"),
            Language::Bulgarian => format!("тук {here}, там {there}"),
        }
    }
}

/// A like precedent decided otherwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Divergence {
    pub precedent: Precedent,
    pub differences: Vec<Difference>,
}

fn differences(here: &CaseDigest, there: &CaseDigest) -> Vec<Difference> {
    let mut out = Vec::new();
    for finding in &here.findings {
        if let Some(answer) = there.finding(&finding.step)
            && answer != finding.answer
        {
            out.push(Difference::Finding {
                step: finding.step.clone(),
                here: finding.answer.clone(),
                there: answer.to_string(),
            });
        }
    }
    if let (Some(h), Some(t)) = (&here.method, &there.method)
        && h != t
    {
        out.push(Difference::Method {
            here: h.clone(),
            there: t.clone(),
        });
    }
    out
}

/// The nearest decided precedents of the same kind, like enough, whose findings or method
/// differ from `digest`'s; empty for a case not yet decided.
pub fn divergences(index: &PrecedentIndex, digest: &CaseDigest, limit: usize) -> Vec<Divergence> {
    if !digest.is_decided() {
        return Vec::new();
    }
    index
        .similar(digest, NEAREST)
        .into_iter()
        .filter(|p| p.score >= LIKE_SCORE && p.digest.is_decided() && p.digest.kind == digest.kind)
        .filter_map(|precedent| {
            let differences = differences(digest, &precedent.digest);
            (!differences.is_empty()).then_some(Divergence {
                precedent,
                differences,
            })
        })
        .take(limit)
        .collect()
}

/// The pairs of like cases decided otherwise, one case of each pair decided in the years asked.
#[derive(Debug, Clone, PartialEq)]
pub struct ConsistencyReport {
    pub from: i32,
    pub to: i32,
    /// Decided cases of those years looked at.
    pub cases: usize,
    pub pairs: Vec<(CaseDigest, Divergence)>,
}

/// The consistency report over the years `from..=to`: each pair once.
pub fn report(index: &PrecedentIndex, from: i32, to: i32) -> ConsistencyReport {
    let mut seen = HashSet::new();
    let mut pairs = Vec::new();
    let mut cases = 0;
    for digest in index.digests() {
        if !digest
            .heading
            .year
            .is_some_and(|y| (from..=to).contains(&y))
            || !digest.is_decided()
        {
            continue;
        }
        cases += 1;
        for divergence in divergences(index, digest, 3) {
            let other = divergence.precedent.digest.heading.uuid;
            let key = if digest.heading.uuid < other {
                (digest.heading.uuid, other)
            } else {
                (other, digest.heading.uuid)
            };
            if seen.insert(key) {
                pairs.push((digest.clone(), divergence));
            }
        }
    }
    pairs.sort_by(|a, b| {
        b.1.precedent
            .score
            .total_cmp(&a.1.precedent.score)
            .then(a.0.heading.year.cmp(&b.0.heading.year))
            .then(a.0.heading.case_number.cmp(&b.0.heading.case_number))
    });
    ConsistencyReport {
        from,
        to,
        cases,
        pairs,
    }
}
