//! What the archive learns from its panels: of the rulings an appeal changed, how many the
//! panel judged improved, worsened or too close to call, the improvement per case
//! ((improved − worsened) / cases, the figure Wildavsky's yearly reports give), and the average
//! marks of rulings and decisions — per year and hearing body, per Law and per subject.

use super::comment::PanelVerdict;
use super::summary::PanelSummary;
use crate::case::{Hearing, RulingOutcome};
use serde::Serialize;
use std::collections::BTreeMap;

/// One commented case, as the figures need it.
#[derive(Debug, Clone, PartialEq)]
pub struct PanelCase {
    pub year: Option<i32>,
    pub hearing: Hearing,
    pub outcome: Option<RulingOutcome>,
    /// The Laws cited (in the 2017 numbering: `12`, `16`), each once.
    pub laws: Vec<String>,
    /// Subject codes.
    pub subjects: Vec<String>,
    /// The panel's verdict and average marks on the case.
    pub panel: PanelSummary,
}

/// The figures of a set of cases.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct PanelTally {
    /// Cases with at least one comment or mark.
    pub commented: usize,
    /// Of those, the rulings the appeal changed (varied or cancelled) on which the panel gave
    /// a verdict: the cases the improvement is counted over.
    pub changed: usize,
    pub improved: usize,
    pub worsened: usize,
    pub no_change: usize,
    pub too_close: usize,
    /// The average over the cases of each case's average mark.
    pub ruling_mark: Option<f64>,
    pub decision_mark: Option<f64>,
    #[serde(skip)]
    ruling_marks: Vec<f64>,
    #[serde(skip)]
    decision_marks: Vec<f64>,
}

impl PanelTally {
    /// The tally's figures as printed, every table in the same form: the improvement per case
    /// to two places, the average marks to one, a dash where there is none.
    pub fn printed(&self) -> PrintedTally {
        let figure = |x: Option<f64>, places: usize| {
            x.map_or_else(|| "—".to_string(), |x| format!("{x:.places$}"))
        };
        PrintedTally {
            improvement: figure(self.improvement_per_case(), 2),
            ruling_mark: figure(self.ruling_mark, 1),
            decision_mark: figure(self.decision_mark, 1),
        }
    }

    /// (improved − worsened) / changed rulings judged; `None` with none.
    pub fn improvement_per_case(&self) -> Option<f64> {
        (self.changed > 0)
            .then(|| (self.improved as f64 - self.worsened as f64) / self.changed as f64)
    }

    fn add(&mut self, case: &PanelCase) {
        self.commented += 1;
        let changed = matches!(
            case.outcome,
            Some(RulingOutcome::Varied | RulingOutcome::Cancelled)
        );
        if changed && let Some(verdict) = case.panel.verdict {
            self.changed += 1;
            match verdict {
                PanelVerdict::Improved => self.improved += 1,
                PanelVerdict::Worsened => self.worsened += 1,
                PanelVerdict::NoChange => self.no_change += 1,
                PanelVerdict::TooClose => self.too_close += 1,
            }
        }
        self.ruling_marks.extend(case.panel.ruling_mark);
        self.decision_marks.extend(case.panel.decision_mark);
        let mean = |marks: &[f64]| {
            (!marks.is_empty()).then(|| marks.iter().sum::<f64>() / marks.len() as f64)
        };
        self.ruling_mark = mean(&self.ruling_marks);
        self.decision_mark = mean(&self.decision_marks);
    }
}

/// The figures of a tally that are not whole numbers, as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedTally {
    pub improvement: String,
    pub ruling_mark: String,
    pub decision_mark: String,
}

/// One year's figures for one hearing body.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct YearBodyTally {
    pub year: Option<i32>,
    /// `committee`, `director_panel`, `review_of_ruling`.
    pub hearing: String,
    pub tally: PanelTally,
}

/// The panels' figures over an archive.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct PanelFigures {
    /// By year (oldest first, undated last) and hearing body.
    pub years: Vec<YearBodyTally>,
    /// By Law, in the Laws' order.
    pub laws: Vec<(String, PanelTally)>,
    /// By subject code.
    pub subjects: Vec<(String, PanelTally)>,
    pub all: PanelTally,
}

/// The figures of the commented cases `cases` dated `from..=to` (either end open).
pub fn panel_figures(cases: &[PanelCase], from: Option<i32>, to: Option<i32>) -> PanelFigures {
    let mut years: BTreeMap<(i32, usize), PanelTally> = BTreeMap::new();
    let mut laws: BTreeMap<(u32, String), PanelTally> = BTreeMap::new();
    let mut subjects: BTreeMap<String, PanelTally> = BTreeMap::new();
    let mut all = PanelTally::default();
    for case in cases {
        let dated_out = |year: i32| from.is_some_and(|f| year < f) || to.is_some_and(|t| year > t);
        if match case.year {
            Some(year) => dated_out(year),
            None => from.is_some() || to.is_some(),
        } {
            continue;
        }
        let body = Hearing::ALL
            .iter()
            .position(|h| *h == case.hearing)
            .unwrap_or(0);
        years
            .entry((case.year.unwrap_or(i32::MAX), body))
            .or_default()
            .add(case);
        for law in &case.laws {
            let number = law.parse().unwrap_or(u32::MAX);
            laws.entry((number, law.clone())).or_default().add(case);
        }
        for subject in &case.subjects {
            subjects.entry(subject.clone()).or_default().add(case);
        }
        all.add(case);
    }
    PanelFigures {
        years: years
            .into_iter()
            .map(|((year, body), tally)| YearBodyTally {
                year: (year != i32::MAX).then_some(year),
                hearing: Hearing::ALL[body].code().to_string(),
                tally,
            })
            .collect(),
        laws: laws.into_iter().map(|((_, law), t)| (law, t)).collect(),
        subjects: subjects.into_iter().collect(),
        all,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::panel::PanelComment;
    use PanelVerdict::*;

    fn comment(who: &str, verdict: PanelVerdict, ruling: u8, decision: u8) -> PanelComment {
        PanelComment {
            commentator: who.into(),
            verdict: Some(verdict),
            ruling_mark: Some(ruling),
            decision_mark: Some(decision),
            ..PanelComment::default()
        }
    }

    fn case(
        hearing: Hearing,
        outcome: RulingOutcome,
        law: &str,
        comments: Vec<PanelComment>,
    ) -> Option<PanelCase> {
        Some(PanelCase {
            year: Some(2026),
            hearing,
            outcome: Some(outcome),
            laws: vec![law.into()],
            subjects: vec!["ui".into()],
            panel: PanelSummary::of(&comments)?,
        })
    }

    /// A hand-built year: four committee cases, three of them changed rulings — one improved
    /// (two of three commentators), one worsened, one split 1–1 (too close) — and one upheld
    /// case marked but not counted among the changed. Improvement per case:
    /// (1 improved − 1 worsened) / 3 changed = 0. The Director panel's one changed ruling,
    /// improved: (1 − 0) / 1 = 1.
    #[test]
    fn the_improvement_per_case_of_a_hand_built_year() {
        use Hearing::*;
        use RulingOutcome::*;
        let cases = vec![
            case(
                Committee,
                Varied,
                "16",
                vec![
                    comment("A", Improved, 40, 90),
                    comment("B", Improved, 50, 80),
                    comment("C", Worsened, 60, 70),
                ],
            ),
            case(
                Committee,
                Cancelled,
                "16",
                vec![comment("A", Worsened, 80, 20)],
            ),
            case(
                Committee,
                Varied,
                "12",
                vec![
                    comment("A", Improved, 30, 60),
                    comment("B", Worsened, 50, 40),
                ],
            ),
            case(
                Committee,
                Upheld,
                "73",
                vec![comment("A", NoChange, 90, 90)],
            ),
            case(
                DirectorPanel,
                Varied,
                "16",
                vec![comment("B", Improved, 20, 100)],
            ),
            case(Committee, Varied, "16", vec![]),
        ];
        // A case nobody commented on has no panel and is not counted.
        assert!(cases[5].is_none());
        let cases: Vec<PanelCase> = cases.into_iter().flatten().collect();
        let figures = panel_figures(&cases, None, None);
        let committee = &figures.years[0];
        assert_eq!(
            (committee.year, committee.hearing.as_str()),
            (Some(2026), "committee")
        );
        let t = &committee.tally;
        assert_eq!(
            (
                t.commented,
                t.changed,
                t.improved,
                t.worsened,
                t.too_close,
                t.no_change
            ),
            (4, 3, 1, 1, 1, 0)
        );
        assert_eq!(t.improvement_per_case(), Some(0.0));
        // Ruling marks: case averages 50, 80, 40, 90 → 65; decisions 80, 20, 50, 90 → 60.
        assert_eq!((t.ruling_mark, t.decision_mark), (Some(65.0), Some(60.0)));
        let panel = &figures.years[1].tally;
        assert_eq!(figures.years[1].hearing, "director_panel");
        assert_eq!(panel.improvement_per_case(), Some(1.0));
        // Law 16: committee cases 1 and 2 and the panel's: improved 2, worsened 1 of 3.
        let law16 = &figures.laws.iter().find(|(l, _)| l == "16").unwrap().1;
        assert_eq!((law16.changed, law16.improved, law16.worsened), (3, 2, 1));
        assert!((law16.improvement_per_case().unwrap() - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(
            figures
                .laws
                .iter()
                .map(|(l, _)| l.as_str())
                .collect::<Vec<_>>(),
            ["12", "16", "73"]
        );
        assert_eq!(figures.all.commented, 5);
        assert!(panel_figures(&cases, Some(2027), None).years.is_empty());
    }

    /// The panel judges a review of the ruling and a referee's decision as it judges a
    /// committee's: their marks and verdicts are tallied, each under its own body.
    #[test]
    fn reviews_and_referees_are_judged_under_their_own_body() {
        use Hearing::*;
        use RulingOutcome::*;
        let cases: Vec<PanelCase> = [
            case(
                ReviewOfRuling,
                Varied,
                "16",
                vec![comment("A", Improved, 40, 90)],
            ),
            case(
                ReviewOfRuling,
                Upheld,
                "16",
                vec![comment("A", NoChange, 80, 80)],
            ),
            case(Referee, Varied, "12", vec![comment("B", Worsened, 70, 30)]),
            case(
                Committee,
                Upheld,
                "73",
                vec![comment("A", NoChange, 90, 90)],
            ),
        ]
        .into_iter()
        .flatten()
        .collect();
        let figures = panel_figures(&cases, None, None);
        let bodies: Vec<(&str, usize, usize)> = figures
            .years
            .iter()
            .map(|y| (y.hearing.as_str(), y.tally.commented, y.tally.improved))
            .collect();
        assert_eq!(
            bodies,
            [
                ("committee", 1, 0),
                ("review_of_ruling", 2, 1),
                ("referee", 1, 0)
            ]
        );
        let review = &figures.years[1].tally;
        assert_eq!(
            (review.ruling_mark, review.decision_mark),
            (Some(60.0), Some(85.0))
        );
        assert_eq!(figures.years[2].tally.worsened, 1);
    }
}
