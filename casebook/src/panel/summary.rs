//! A case's panel in one line, as a precedent shows it beside its decision: whether the panel
//! thought the decision sound.

use super::comment::{PanelComment, PanelVerdict, case_verdict, mark_averages};
use crate::adjust::Language;
use serde::Serialize;

/// What the panel made of a case.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PanelSummary {
    pub commentators: usize,
    pub ruling_mark: Option<f64>,
    pub decision_mark: Option<f64>,
    pub verdict: Option<PanelVerdict>,
}

impl PanelSummary {
    /// The summary of a case's comments; `None` when nobody has written.
    pub fn of(comments: &[PanelComment]) -> Option<PanelSummary> {
        let written: Vec<PanelComment> = comments
            .iter()
            .filter(|c| c.is_written())
            .cloned()
            .collect();
        if written.is_empty() {
            return None;
        }
        let (ruling_mark, decision_mark) = mark_averages(&written);
        Some(PanelSummary {
            commentators: written.len(),
            ruling_mark,
            decision_mark,
            verdict: case_verdict(&written),
        })
    }

    /// `the panel (2): ruling 45, decision 85; improved`, or in Russian `коллегия (2): решение
    /// судьи 45, решение по апелляции 85; улучшило`.
    pub fn line(&self, language: Language) -> String {
        let ru = language == Language::Russian;
        let mut marks = Vec::new();
        if let Some(mark) = self.ruling_mark {
            marks.push(format!(
                "{} {mark:.0}",
                if ru {
                    "решение судьи"
                } else {
                    "ruling"
                }
            ));
        }
        if let Some(mark) = self.decision_mark {
            let what = if ru {
                "решение по апелляции"
            } else {
                "decision"
            };
            marks.push(format!("{what} {mark:.0}"));
        }
        let who = if ru { "коллегия" } else { "the panel" };
        let mut line = format!("{who} ({}): ", self.commentators);
        line.push_str(&marks.join(", "));
        if let Some(verdict) = self.verdict {
            if !marks.is_empty() {
                line.push_str("; ");
            }
            line.push_str(verdict_word(verdict, ru));
        }
        line
    }
}

fn verdict_word(verdict: PanelVerdict, ru: bool) -> &'static str {
    match (verdict, ru) {
        (PanelVerdict::Improved, false) => "improved",
        (PanelVerdict::Worsened, false) => "worsened",
        (PanelVerdict::NoChange, false) => "no change",
        (PanelVerdict::TooClose, false) => "too close",
        (PanelVerdict::Improved, true) => "улучшило",
        (PanelVerdict::Worsened, true) => "ухудшило",
        (PanelVerdict::NoChange, true) => "не изменило",
        (PanelVerdict::TooClose, true) => "слишком спорно",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_precedents_panel_reads_in_one_line() {
        let said = |ruling, decision, verdict| PanelComment {
            commentator: "x".into(),
            ruling_mark: Some(ruling),
            decision_mark: Some(decision),
            verdict: Some(verdict),
            ..PanelComment::default()
        };
        let summary = PanelSummary::of(&[
            said(40, 90, PanelVerdict::Improved),
            said(50, 80, PanelVerdict::Improved),
        ])
        .unwrap();
        assert_eq!(
            summary.line(Language::English),
            "the panel (2): ruling 45, decision 85; improved"
        );
        assert_eq!(
            summary.line(Language::Russian),
            "коллегия (2): решение судьи 45, решение по апелляции 85; улучшило"
        );
        assert_eq!(PanelSummary::of(&[PanelComment::default()]), None);
    }
}
