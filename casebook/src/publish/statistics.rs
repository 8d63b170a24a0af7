//! The year's statistics, as appeals booklets print them: cases by
//! subject, what became of the Director's rulings, deposits kept, appeals without merit and
//! the average size of the committee.

use super::labels::Labels;
use super::model::Casebook;
use crate::case::{DepositOutcome, Hearing, RulingOutcome, Subject};
use crate::panel::{PanelCase, PanelSummary, PanelTally, panel_figures};
use crate::precedent::BodyFigures;

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
    /// In the edition with the panel, the panel's figures over the casebook's cases.
    pub panel: Option<PanelTally>,
    /// The bodies that heard the appeals, each with its cases and what became of the rulings:
    /// a committee's hearings, a panel's and reviews apart.
    pub by_body: Vec<BodyFigures>,
}

impl Statistics {
    /// Whether the casebook's appeals went to more than an appeals committee, so that the
    /// figures by body say something the totals do not.
    pub fn bodies_differ(&self) -> bool {
        self.by_body.iter().any(|b| b.hearing != Hearing::Committee)
    }
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
        let commented: Vec<PanelCase> = cases()
            .filter_map(|c| {
                Some(PanelCase {
                    year: c.identity.year,
                    hearing: c.identity.hearing,
                    outcome: c.decision.outcome,
                    laws: Vec::new(),
                    subjects: Vec::new(),
                    panel: PanelSummary::of(&c.panel)?,
                })
            })
            .collect();
        let by_body = BodyFigures::of(cases().map(|c| (c.identity.hearing, c.decision.outcome)));
        Statistics {
            by_body,
            panel: (!commented.is_empty()).then(|| panel_figures(&commented, None, None).all),
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

/// The panel's rows of the statistics, as printed: label, figure.
pub fn panel_rows(tally: &PanelTally, labels: &Labels) -> Vec<(String, String)> {
    let printed = tally.printed();
    vec![
        (
            labels.panel_commented.to_string(),
            tally.commented.to_string(),
        ),
        (labels.panel_changed.to_string(), tally.changed.to_string()),
        (
            capitalized(labels.panel_verdicts[0]),
            tally.improved.to_string(),
        ),
        (
            capitalized(labels.panel_verdicts[1]),
            tally.worsened.to_string(),
        ),
        (
            capitalized(labels.panel_verdicts[3]),
            tally.too_close.to_string(),
        ),
        (labels.panel_improvement.to_string(), printed.improvement),
        (
            format!("{}: {}", labels.panel_average, labels.panel_ruling),
            printed.ruling_mark,
        ),
        (
            format!("{}: {}", labels.panel_average, labels.panel_decision),
            printed.decision_mark,
        ),
    ]
}

/// A verdict as a row's label: its first letter a capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
