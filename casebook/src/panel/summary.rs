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
        let words = |en: &'static str, ru: &'static str, bg: &'static str| match language {
            Language::English => en,
            Language::Russian => ru,
            Language::Bulgarian => bg,
        };
        let mut marks = Vec::new();
        if let Some(mark) = self.ruling_mark {
            let what = words("ruling", "решение судьи", "решение на съдията");
            marks.push(format!("{what} {mark:.0}"));
        }
        if let Some(mark) = self.decision_mark {
            let what = words(
                "decision",
                "решение по апелляции",
                "решение по контестацията",
            );
            marks.push(format!("{what} {mark:.0}"));
        }
        let who = words("the panel", "коллегия", "панелът");
        let mut line = format!("{who} ({}): ", self.commentators);
        line.push_str(&marks.join(", "));
        if let Some(verdict) = self.verdict {
            if !marks.is_empty() {
                line.push_str("; ");
            }
            line.push_str(verdict_word(verdict, language));
        }
        line
    }
}

fn verdict_word(verdict: PanelVerdict, language: Language) -> &'static str {
    match (verdict, language) {
        (PanelVerdict::Improved, Language::English) => "improved",
        (PanelVerdict::Worsened, Language::English) => "worsened",
        (PanelVerdict::NoChange, Language::English) => "no change",
        (PanelVerdict::TooClose, Language::English) => "too close",
        (PanelVerdict::Improved, Language::Russian) => "улучшило",
        (PanelVerdict::Worsened, Language::Russian) => "ухудшило",
        (PanelVerdict::NoChange, Language::Russian) => "не изменило",
        (PanelVerdict::TooClose, Language::Russian) => "слишком спорно",
        // The interface's words for what the appeal did to the ruling.
        (PanelVerdict::Improved, Language::Bulgarian) => "подобри го",
        (PanelVerdict::Worsened, Language::Bulgarian) => "влоши го",
        (PanelVerdict::NoChange, Language::Bulgarian) => "не го промени",
        (PanelVerdict::TooClose, Language::Bulgarian) => "твърде спорно",
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
