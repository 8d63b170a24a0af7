//! A case's panel in one line, as a precedent shows it beside its decision: whether the panel
//! thought the decision sound.

use super::comment::{PanelComment, PanelVerdict, case_verdict, mark_averages};
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

    /// `the panel (2): ruling 45, decision 85; improved`.
    pub fn line(&self) -> String {
        let mut marks = Vec::new();
        if let Some(mark) = self.ruling_mark {
            marks.push(format!("ruling {mark:.0}"));
        }
        if let Some(mark) = self.decision_mark {
            marks.push(format!("decision {mark:.0}"));
        }
        let mut line = format!("the panel ({}): ", self.commentators);
        line.push_str(&marks.join(", "));
        if let Some(verdict) = self.verdict {
            if !marks.is_empty() {
                line.push_str("; ");
            }
            line.push_str(&verdict.code().replace('_', " "));
        }
        line
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
            summary.line(),
            "the panel (2): ruling 45, decision 85; improved"
        );
        assert_eq!(PanelSummary::of(&[PanelComment::default()]), None);
    }
}
