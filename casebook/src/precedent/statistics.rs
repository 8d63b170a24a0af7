//! The archive over the years: cases per year by subject, what became of the rulings and the
//! deposits, appeals without merit, the adjusted-score methods, the Laws most cited. The
//! window charts these figures, `casebook stats` prints them.

use super::citation::unit_keys;
use super::digest::CaseDigest;
use crate::case::{DepositOutcome, Hearing, RulingOutcome};
use crate::panel::{PanelCase, PanelFigures, panel_figures};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// One year's figures.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct YearFigures {
    pub year: i32,
    pub cases: usize,
    /// Subject code → cases (a case under two subjects counts under each).
    pub subjects: BTreeMap<String, usize>,
    pub upheld: usize,
    pub changed: usize,
    pub cancelled: usize,
    pub undecided: usize,
    pub deposits_returned: usize,
    pub deposits_kept: usize,
    pub without_merit: usize,
    /// Adjusted-score method → cases.
    pub methods: BTreeMap<String, usize>,
}

/// The columns of a year's line, as the website's statistics page and `casebook stats` print
/// them after the year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YearColumn {
    Cases,
    Upheld,
    Changed,
    Cancelled,
    Undecided,
    DepositsKept,
    WithoutMerit,
    Weighted,
    Assigned,
}

impl YearColumn {
    pub const ALL: [YearColumn; 9] = [
        YearColumn::Cases,
        YearColumn::Upheld,
        YearColumn::Changed,
        YearColumn::Cancelled,
        YearColumn::Undecided,
        YearColumn::DepositsKept,
        YearColumn::WithoutMerit,
        YearColumn::Weighted,
        YearColumn::Assigned,
    ];
}

impl YearFigures {
    /// The year's figure in `column`.
    pub fn count(&self, column: YearColumn) -> usize {
        let method = |m: &str| self.methods.get(m).copied().unwrap_or(0);
        match column {
            YearColumn::Cases => self.cases,
            YearColumn::Upheld => self.upheld,
            YearColumn::Changed => self.changed,
            YearColumn::Cancelled => self.cancelled,
            YearColumn::Undecided => self.undecided,
            YearColumn::DepositsKept => self.deposits_kept,
            YearColumn::WithoutMerit => self.without_merit,
            YearColumn::Weighted => method("weighted"),
            YearColumn::Assigned => method("assigned"),
        }
    }
}

/// A count under a name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub name: String,
    pub count: usize,
}

/// What one body — an appeals committee, a panel of directors, a reviewer — did with the
/// rulings appealed to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BodyFigures {
    pub hearing: Hearing,
    pub cases: usize,
    pub upheld: usize,
    pub changed: usize,
    pub cancelled: usize,
}

impl BodyFigures {
    /// Each body that heard some of the cases, given as who heard each and what became of its
    /// ruling, in [`Hearing::ALL`]'s order.
    pub fn of(
        cases: impl IntoIterator<Item = (Hearing, Option<RulingOutcome>)>,
    ) -> Vec<BodyFigures> {
        let mut bodies: HashMap<Hearing, BodyFigures> = HashMap::new();
        for (hearing, outcome) in cases {
            let body = bodies.entry(hearing).or_insert(BodyFigures {
                hearing,
                cases: 0,
                upheld: 0,
                changed: 0,
                cancelled: 0,
            });
            body.cases += 1;
            match outcome {
                Some(RulingOutcome::Upheld) => body.upheld += 1,
                Some(RulingOutcome::Varied) => body.changed += 1,
                Some(RulingOutcome::Cancelled) => body.cancelled += 1,
                None => {}
            }
        }
        Hearing::ALL
            .into_iter()
            .filter_map(|h| bodies.remove(&h))
            .collect()
    }

    /// The count of rulings that fared so.
    pub fn outcome(&self, outcome: RulingOutcome) -> usize {
        match outcome {
            RulingOutcome::Upheld => self.upheld,
            RulingOutcome::Varied => self.changed,
            RulingOutcome::Cancelled => self.cancelled,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct ArchiveStatistics {
    /// The bodies that heard the cases, in [`Hearing::ALL`]'s order, each with what became of
    /// the rulings: reviews counted apart from committee hearings and panels.
    pub bodies: Vec<BodyFigures>,
    /// The years with cases, oldest first.
    pub years: Vec<YearFigures>,
    /// Cases without a year.
    pub undated: usize,
    /// The Laws most cited (by Law, in the 2017 numbering), most cases first.
    pub laws: Vec<Tally>,
}

impl ArchiveStatistics {
    pub fn cases(&self) -> usize {
        self.years.iter().map(|y| y.cases).sum()
    }
}

/// The Laws a case cites (whole Laws: `16` for 16B1), each once, in the Laws' order.
fn cited_laws(digest: &CaseDigest) -> Vec<(u32, String)> {
    let mut cited: Vec<(u32, String)> = digest
        .citations
        .iter()
        .flat_map(|c| unit_keys(&c.anchor))
        .filter_map(|key| {
            let law = key.with_ancestors().pop()?;
            if !law.0.contains("/law/") {
                return None;
            }
            let label = law.label();
            Some((label.parse().unwrap_or(u32::MAX), label))
        })
        .collect();
    cited.sort();
    cited.dedup();
    cited
}

/// The panel's figures of the cases dated `from..=to` whose panel wrote on them, each counted
/// under its year, hearing body, outcome, Laws and subjects as its digest gives them.
pub fn panel_statistics(
    digests: &[CaseDigest],
    from: Option<i32>,
    to: Option<i32>,
) -> PanelFigures {
    let cases: Vec<PanelCase> = digests
        .iter()
        .filter_map(|digest| {
            Some(PanelCase {
                year: digest.heading.year,
                hearing: digest.hearing,
                outcome: digest.decision.outcome,
                laws: cited_laws(digest).into_iter().map(|(_, l)| l).collect(),
                subjects: digest
                    .subjects
                    .iter()
                    .map(|s| s.code().to_string())
                    .collect(),
                panel: digest.panel.clone()?,
            })
        })
        .collect();
    panel_figures(&cases, from, to)
}

/// How many Laws the "most cited" list keeps.
const LAWS_SHOWN: usize = 15;

/// The figures for the cases dated `from..=to` (either end open).
pub fn statistics(digests: &[CaseDigest], from: Option<i32>, to: Option<i32>) -> ArchiveStatistics {
    let mut years: BTreeMap<i32, YearFigures> = BTreeMap::new();
    let mut heard: Vec<(Hearing, Option<RulingOutcome>)> = Vec::new();
    let mut laws: BTreeMap<String, (u32, usize)> = BTreeMap::new();
    let mut undated = 0;
    for digest in digests {
        let Some(year) = digest.heading.year else {
            if from.is_none() && to.is_none() {
                undated += 1;
            }
            continue;
        };
        if from.is_some_and(|f| year < f) || to.is_some_and(|t| year > t) {
            continue;
        }
        let figures = years.entry(year).or_insert_with(|| YearFigures {
            year,
            ..YearFigures::default()
        });
        figures.cases += 1;
        heard.push((digest.hearing, digest.decision.outcome));
        for subject in &digest.subjects {
            *figures
                .subjects
                .entry(subject.code().to_string())
                .or_default() += 1;
        }
        match digest.decision.outcome {
            Some(RulingOutcome::Upheld) => figures.upheld += 1,
            Some(RulingOutcome::Varied) => figures.changed += 1,
            Some(RulingOutcome::Cancelled) => figures.cancelled += 1,
            None => figures.undecided += 1,
        }
        match digest.decision.deposit {
            Some(DepositOutcome::Returned) => figures.deposits_returned += 1,
            Some(DepositOutcome::Kept) => figures.deposits_kept += 1,
            None => {}
        }
        if digest.decision.without_merit {
            figures.without_merit += 1;
        }
        if let Some(method) = &digest.method {
            *figures.methods.entry(method.clone()).or_default() += 1;
        }
        for (number, label) in cited_laws(digest) {
            laws.entry(label).or_insert((number, 0)).1 += 1;
        }
    }
    let mut laws: Vec<(String, u32, usize)> =
        laws.into_iter().map(|(l, (n, c))| (l, n, c)).collect();
    laws.sort_by(|a, b| b.2.cmp(&a.2).then(a.1.cmp(&b.1)));
    laws.truncate(LAWS_SHOWN);
    ArchiveStatistics {
        bodies: BodyFigures::of(heard),
        years: years.into_values().collect(),
        undated,
        laws: laws
            .into_iter()
            .map(|(name, _, count)| Tally { name, count })
            .collect(),
    }
}
