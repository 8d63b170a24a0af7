//! The year's statistics, as appeals booklets print them (`anchors_domain.md` §1.3): cases by
//! subject, what became of the Director's rulings, deposits kept, appeals without merit and
//! the average size of the committee.

use super::model::Casebook;
use crate::case::{DepositOutcome, RulingOutcome, Subject};

#[derive(Debug, Clone, PartialEq)]
pub struct Statistics {
    pub cases: usize,
    /// Subjects with at least one case, most cases first (a case filed under two subjects
    /// counts under each).
    pub by_subject: Vec<(Subject, usize)>,
    /// Upheld, varied, cancelled, in that order, then the cases with no outcome recorded.
    pub outcomes: Vec<(RulingOutcome, usize)>,
    pub outcome_unknown: usize,
    pub deposits_kept: usize,
    pub deposits_returned: usize,
    pub without_merit: usize,
    /// Members per committee over the cases that name their committee; `None` when none do.
    pub average_committee: Option<f64>,
}

impl Statistics {
    pub fn of(casebook: &Casebook) -> Statistics {
        let cases = || casebook.cases.iter().map(|placed| &placed.case);
        let mut by_subject: Vec<(Subject, usize)> = Subject::ALL
            .into_iter()
            .map(|subject| {
                let n = cases().filter(|c| c.subjects.contains(&subject)).count();
                (subject, n)
            })
            .filter(|(_, n)| *n > 0)
            .collect();
        // Stable: equal counts keep the vocabulary's order.
        by_subject.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        let outcomes = RulingOutcome::ALL
            .into_iter()
            .map(|outcome| {
                let n = cases()
                    .filter(|c| c.decision.outcome == Some(outcome))
                    .count();
                (outcome, n)
            })
            .collect();
        let sizes: Vec<usize> = cases()
            .map(|c| c.people.committee.len())
            .filter(|&n| n > 0)
            .collect();
        Statistics {
            cases: casebook.cases.len(),
            by_subject,
            outcomes,
            outcome_unknown: cases().filter(|c| c.decision.outcome.is_none()).count(),
            deposits_kept: cases()
                .filter(|c| c.decision.deposit == Some(DepositOutcome::Kept))
                .count(),
            deposits_returned: cases()
                .filter(|c| c.decision.deposit == Some(DepositOutcome::Returned))
                .count(),
            without_merit: cases().filter(|c| c.decision.without_merit).count(),
            average_committee: (!sizes.is_empty())
                .then(|| sizes.iter().sum::<usize>() as f64 / sizes.len() as f64),
        }
    }

    /// The average committee size as printed: two decimals, or a dash.
    pub fn average_committee_text(&self) -> String {
        self.average_committee
            .map_or_else(|| "—".to_string(), |a| format!("{a:.2}"))
    }
}
