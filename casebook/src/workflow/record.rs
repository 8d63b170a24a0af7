//! Recording answers in the case: checked against the step, stored with who answered, when and
//! why, and the answers built on a changed one marked for review.

use super::Workflow;
use super::answer::Answer;
use super::definition::AnswerKind;
use super::error::WorkflowError;
use super::state::{Effective, Gate, OpenStep};
use super::step_id::StepId;
use crate::case::{Case, CaseStatus, WorkflowAnswer};
use chrono::{DateTime, Utc};

/// The row that keeps the path the committee chose for the case, when it is not the one the
/// subjects select.
pub const PATH_STEP: &str = "workflow.path";

/// Why a case could not be marked decided.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecideError {
    #[error("steps still open: {}", .0.iter().map(|s| s.step.as_str()).collect::<Vec<_>>().join(", "))]
    OpenSteps(Vec<OpenStep>),
    #[error(
        "a {0} case cannot be marked decided: a case moves one step at a time (draft → heard → decided)"
    )]
    Status(CaseStatus),
}

impl Workflow<'static> {
    /// Keeps the committee's choice of path with the case, so that [`Workflow::for_case`]
    /// returns it from then on, whatever the subjects say.
    pub fn choose_path(
        case: &mut Case,
        path: &str,
        who: &str,
        when: DateTime<Utc>,
    ) -> Result<Workflow<'static>, WorkflowError> {
        Workflow::choose_path_in(case, super::bundled()?, path, who, when)
    }
}

impl<'d> Workflow<'d> {
    /// Records `answer` to `step`: checked against the step and the earlier answers, stored
    /// with who gave it, when and why; an adjusted score becomes the decision's too, in the
    /// case's language. Returns the answered steps that build on this one and
    /// now wait for review because the answer changed.
    pub fn answer(
        &self,
        case: &mut Case,
        step: &str,
        answer: Answer,
        reason: &str,
        who: &str,
        when: DateTime<Utc>,
    ) -> Result<Vec<StepId>, WorkflowError> {
        let definition = self.step(step).ok_or_else(|| self.unknown_step(step))?;
        answer.check(definition)?;
        if let Some(option) = answer.code().and_then(|code| definition.option(code))
            && !self.allowed_options(case, definition).contains(&option)
        {
            return Err(WorkflowError::OptionNotAllowed {
                step: step.to_string(),
                option: option.id.clone(),
                needs: option.allowed_if.clone(),
            });
        }
        if who.trim().is_empty() {
            return Err(WorkflowError::NoAuthor {
                step: step.to_string(),
            });
        }
        if definition.reason_required && reason.trim().is_empty() {
            return Err(WorkflowError::ReasonRequired {
                step: step.to_string(),
            });
        }
        match self.gate(case, definition) {
            Gate::Open => {}
            Gate::Locked(waiting_for) => {
                return Err(WorkflowError::Locked {
                    step: step.to_string(),
                    waiting_for,
                });
            }
            Gate::Closed(failing) if definition.kind == AnswerKind::AdjustedScore => {
                return Err(WorkflowError::NoAdjustment {
                    step: step.to_string(),
                    failing,
                });
            }
            Gate::Closed(closed_by) => {
                return Err(WorkflowError::NotApplicable {
                    step: step.to_string(),
                    closed_by,
                });
            }
        }
        // The decision's adjusted score is the one the committee records, written before the
        // answer is stored so that a refusal leaves the case as it was.
        let decision = match &answer {
            Answer::AdjustedScore(adjusted) => {
                let effect = self.effect_of(case, definition, adjusted)?;
                Some(self.decision_score(case, definition, adjusted, &effect)?)
            }
            _ => None,
        };
        let before = match self.effective(case, definition) {
            Effective::Answered(a) | Effective::Presumed(a) => Some(a.stored()),
            Effective::Unanswered | Effective::Unreadable => None,
        };
        let stored = answer.stored();
        let changed = before.as_deref() != Some(stored.as_str());
        let row = WorkflowAnswer {
            step: step.to_string(),
            answer: stored,
            reason: reason.trim().to_string(),
            by: who.trim().to_string(),
            at: Some(when),
            needs_review: false,
        };
        match case.workflow.iter_mut().find(|r| r.step == step) {
            Some(existing) => *existing = row,
            None => case.workflow.push(row),
        }
        if let Some(adjusted) = decision {
            case.decision.adjusted = adjusted;
        }
        if !changed {
            return Ok(Vec::new());
        }
        let dependents = self.dependents(step);
        let mut marked = Vec::new();
        for row in case.workflow.iter_mut() {
            if dependents.iter().any(|d| *d == row.step.as_str()) {
                row.needs_review = true;
                marked.push(StepId::new(&row.step));
            }
        }
        marked.sort_by_key(|id| self.position(id.as_str()));
        Ok(marked)
    }

    /// [`Workflow::answer`] with the answer typed as text: `yes`/`да`, an option id (with
    /// `: detail`), free text, or an adjusted score as JSON.
    pub fn answer_text(
        &self,
        case: &mut Case,
        step: &str,
        text: &str,
        reason: &str,
        who: &str,
        when: DateTime<Utc>,
    ) -> Result<Vec<StepId>, WorkflowError> {
        let definition = self.step(step).ok_or_else(|| self.unknown_step(step))?;
        let answer = Answer::parse(definition, text)?;
        self.answer(case, step, answer, reason, who, when)
    }

    /// Keeps the committee's choice of path with the case (a claim case heard as UI, say), on
    /// the given definitions; [`Workflow::choose_path`] uses the bundled ones.
    pub fn choose_path_in(
        case: &mut Case,
        definitions: &'d super::Definitions,
        path: &str,
        who: &str,
        when: DateTime<Utc>,
    ) -> Result<Workflow<'d>, WorkflowError> {
        let workflow = Workflow::on_path(definitions, path)?;
        let row = WorkflowAnswer {
            step: PATH_STEP.to_string(),
            answer: path.to_string(),
            reason: String::new(),
            by: who.trim().to_string(),
            at: Some(when),
            needs_review: false,
        };
        match case.workflow.iter_mut().find(|r| r.step == PATH_STEP) {
            Some(existing) => *existing = row,
            None => case.workflow.push(row),
        }
        Ok(workflow)
    }

    /// Marks the case decided, when no required step is open and it has been heard — or, where
    /// an answer closes it otherwise (a review sending the case back to the Director), gives
    /// it that status ([`Workflow::closing_status`]).
    pub fn mark_decided(&self, case: &mut Case) -> Result<(), DecideError> {
        self.can_mark_decided(case)
            .map_err(DecideError::OpenSteps)?;
        let to = self.closing_status(case);
        if case.status() == to || !case.status().can_move_to(to) {
            return Err(DecideError::Status(case.status()));
        }
        case.review.status = to;
        Ok(())
    }

    /// The status the case takes when it is closed: "decided", unless an answer on the path
    /// closes it as something else (the option's `ends_as`).
    pub fn closing_status(&self, case: &Case) -> CaseStatus {
        self.steps()
            .into_iter()
            .filter(|step| step.kind == AnswerKind::Choice)
            .filter_map(|step| {
                let Effective::Answered(answer) = self.effective(case, step) else {
                    return None;
                };
                let code = answer.code()?;
                step.options.iter().find(|o| o.id == code)?.ends_as
            })
            .next()
            .unwrap_or(CaseStatus::Decided)
    }

    fn position(&self, step: &str) -> usize {
        self.path
            .steps
            .iter()
            .position(|s| s == step)
            .unwrap_or(usize::MAX)
    }

    /// Every step of the path that builds, directly or through another step, on `step`.
    pub fn dependents(&self, step: &str) -> Vec<StepId> {
        let mut found: Vec<StepId> = Vec::new();
        let mut frontier = vec![step.to_string()];
        while let Some(current) = frontier.pop() {
            for later in self.steps() {
                let builds_on = self.conditions(later).iter().any(|c| c.step == current);
                if builds_on && !found.iter().any(|f| *f == later.id.as_str()) {
                    found.push(StepId::new(&later.id));
                    frontier.push(later.id.clone());
                }
            }
        }
        found.sort_by_key(|id| self.position(id.as_str()));
        found
    }
}
