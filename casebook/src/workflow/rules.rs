//! The rules the answers decide: whether a score may be adjusted, what an MI case is (with
//! the presumption of a mistaken explanation), and which part of the damage the non-offenders
//! caused themselves.

use super::Workflow;
use super::answer::Answer;
use super::definition::{AnswerKind, Classification, Extent, Role, Step};
use super::state::{Effective, Gate};
use super::step_id::StepId;
use crate::case::Case;

/// Whether the findings allow an adjusted score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdjustmentGate {
    /// Every finding the adjustment depends on is established.
    Allowed,
    /// These answers refuse it: the table result stands.
    Refused(Vec<StepId>),
    /// These steps are still to be answered.
    Pending(Vec<StepId>),
    /// The path has no adjusted score (a claim is ruled in tricks).
    NoAdjustedScore,
}

/// What an MI case is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MiFinding {
    pub classification: Classification,
    /// The finding is the presumption: the agreement was not shown, or not yet answered.
    pub presumed: bool,
    /// The option that holds (answered, or the default).
    pub option: String,
}

/// The non-offenders' own contribution to their damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelfInflicted {
    pub extent: Extent,
    /// Which part of the damage is self-inflicted, as the committee wrote it.
    pub part: String,
}

impl<'d> Workflow<'d> {
    fn with_role(&self, role: Role) -> Option<&'d Step> {
        self.steps().into_iter().find(|s| s.role == Some(role))
    }

    /// The path's adjusted-score step.
    pub fn adjusted_step(&self) -> Option<&'d Step> {
        self.steps()
            .into_iter()
            .find(|s| s.kind == AnswerKind::AdjustedScore)
    }

    /// Whether the answers allow an adjusted score. For UI every one of the five findings must
    /// be yes (1997 commentary 16.6: «Если ответы на все 4 вопроса — “да”»; 2017 Law 16B1).
    pub fn adjustment_gate(&self, case: &Case) -> AdjustmentGate {
        let Some(step) = self.adjusted_step() else {
            return AdjustmentGate::NoAdjustedScore;
        };
        match self.gate(case, step) {
            Gate::Open => AdjustmentGate::Allowed,
            Gate::Closed(failing) => AdjustmentGate::Refused(failing),
            Gate::Locked(waiting) => AdjustmentGate::Pending(waiting),
        }
    }

    /// Mistaken explanation or mistaken call: the option that holds, the default (mistaken
    /// explanation) while the agreement is not shown. `None` off the MI path.
    pub fn classification(&self, case: &Case) -> Option<MiFinding> {
        let step = self.with_role(Role::Classification)?;
        let answer = self.effective(case, step);
        let option = match answer.answer() {
            Some(Answer::Choice { option, .. }) => option.clone(),
            _ => step.default.clone()?,
        };
        let classification = step.option(&option)?.classification?;
        Some(MiFinding {
            classification,
            presumed: step.default.as_deref() == Some(option.as_str()),
            option,
        })
    }

    /// The committee's finding on a self-inflicted part, once damage is found and the step
    /// answered; `None` before that or where the path has no such step.
    pub fn self_inflicted(&self, case: &Case) -> Option<SelfInflicted> {
        let step = self.with_role(Role::SelfInflicted)?;
        if self.gate(case, step) != Gate::Open {
            return None;
        }
        let Effective::Answered(Answer::Choice { option, detail }) = self.effective(case, step)
        else {
            return None;
        };
        Some(SelfInflicted {
            extent: step.option(&option)?.extent?,
            part: detail,
        })
    }
}
