//! Where each step stands for a case: open, answered, waiting for review, not applicable after
//! an earlier answer, or locked until an earlier step is answered.

use super::Workflow;
use super::answer::Answer;
use super::definition::{AnswerKind, ChoiceOption, Condition, Step};
use super::step_id::StepId;
use crate::case::{Case, WorkflowAnswer};
use chrono::{DateTime, Utc};

/// Where a step stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepState {
    /// Waiting for an answer.
    Open,
    Answered,
    /// Answered, but an answer it builds on changed since (or the stored answer no longer
    /// reads): the committee confirms or changes it.
    NeedsReview,
    /// Closed by an earlier answer (e.g. no damage, so no adjusted score).
    NotApplicable,
    /// An earlier step it needs is not answered yet.
    Locked,
}

/// A step that keeps a case from being decided, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenStep {
    pub step: StepId,
    pub state: StepState,
}

/// A stored answer with who gave it, when and why.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordedAnswer {
    /// `None` when the stored text does not read as an answer to the step.
    pub answer: Option<Answer>,
    pub stored: String,
    pub reason: String,
    pub by: String,
    pub at: Option<DateTime<Utc>>,
    pub needs_review: bool,
}

/// What holds for a step's answer.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Effective {
    Answered(Answer),
    /// Unanswered; the step's default (a presumption) holds.
    Presumed(Answer),
    Unanswered,
    /// Stored, but not readable as an answer to the step.
    Unreadable,
}

impl Effective {
    pub(crate) fn answer(&self) -> Option<&Answer> {
        match self {
            Effective::Answered(a) | Effective::Presumed(a) => Some(a),
            Effective::Unanswered | Effective::Unreadable => None,
        }
    }
}

/// Whether a step can be answered, with the earliest steps that decide it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Gate {
    Open,
    Locked(Vec<StepId>),
    Closed(Vec<StepId>),
}

fn push_unique(list: &mut Vec<StepId>, ids: impl IntoIterator<Item = StepId>) {
    for id in ids {
        if !list.contains(&id) {
            list.push(id);
        }
    }
}

impl<'d> Workflow<'d> {
    pub(crate) fn row<'c>(&self, case: &'c Case, step: &str) -> Option<&'c WorkflowAnswer> {
        case.workflow.iter().find(|row| row.step == step)
    }

    /// The answer stored for a step, with who, when and why.
    pub fn recorded(&self, case: &Case, step: &str) -> Option<RecordedAnswer> {
        let definition = self.step(step)?;
        let row = self.row(case, step)?;
        Some(RecordedAnswer {
            answer: Answer::parse(definition, &row.answer)
                .ok()
                .filter(|a| a.check(definition).is_ok()),
            stored: row.answer.clone(),
            reason: row.reason.clone(),
            by: row.by.clone(),
            at: row.at,
            needs_review: row.needs_review,
        })
    }

    pub(crate) fn effective(&self, case: &Case, step: &Step) -> Effective {
        match self.row(case, &step.id) {
            Some(row) => match Answer::parse(step, &row.answer) {
                Ok(answer) if answer.check(step).is_ok() => Effective::Answered(answer),
                _ => Effective::Unreadable,
            },
            None => match &step.default {
                Some(default) => match Answer::parse(step, default) {
                    Ok(answer) => Effective::Presumed(answer),
                    Err(_) => Effective::Unanswered,
                },
                None => Effective::Unanswered,
            },
        }
    }

    /// The conditions a step waits on: its own, and for an adjusted score every finding of the
    /// path that decides whether a score is adjusted at all.
    pub(crate) fn conditions(&self, step: &Step) -> Vec<Condition> {
        let mut conditions = step.requires.clone();
        if step.kind == AnswerKind::AdjustedScore {
            for finding in self.steps() {
                if finding.id == step.id {
                    break;
                }
                if !finding.adjust_if.is_empty() {
                    conditions.push(Condition {
                        step: finding.id.clone(),
                        is: finding.adjust_if.clone(),
                    });
                }
            }
        }
        conditions
    }

    /// Whether an earlier step's answer (given or presumed) is one `condition` names.
    pub(crate) fn holds(&self, case: &Case, condition: &Condition) -> bool {
        let Some(earlier) = self.step(&condition.step) else {
            return false;
        };
        match self.effective(case, earlier) {
            Effective::Answered(answer) | Effective::Presumed(answer) => {
                condition.is.is_empty()
                    || answer
                        .code()
                        .is_some_and(|code| condition.is.iter().any(|c| c == code))
            }
            Effective::Unanswered | Effective::Unreadable => false,
        }
    }

    /// The options of a choice step that may be chosen now: those allowed by no earlier answer
    /// are left out (a review changes a ruling only where it lay outside the bounds).
    pub fn allowed_options<'s>(&self, case: &Case, step: &'s Step) -> Vec<&'s ChoiceOption> {
        step.options
            .iter()
            .filter(|o| o.allowed_if.is_empty() || o.allowed_if.iter().any(|c| self.holds(case, c)))
            .collect()
    }

    pub(crate) fn gate(&self, case: &Case, step: &Step) -> Gate {
        let mut closed = Vec::new();
        let mut waiting = Vec::new();
        for condition in self.conditions(step) {
            let Some(earlier) = self.step(&condition.step) else {
                continue;
            };
            match self.gate(case, earlier) {
                Gate::Closed(roots) => {
                    push_unique(&mut closed, roots);
                    continue;
                }
                Gate::Locked(roots) => {
                    push_unique(&mut waiting, roots);
                    continue;
                }
                Gate::Open => {}
            }
            match self.effective(case, earlier) {
                Effective::Unanswered | Effective::Unreadable => {
                    push_unique(&mut waiting, [StepId::new(&earlier.id)]);
                }
                Effective::Answered(_) | Effective::Presumed(_) => {
                    if !self.holds(case, &condition) {
                        push_unique(&mut closed, [StepId::new(&earlier.id)]);
                    }
                }
            }
        }
        if !closed.is_empty() {
            Gate::Closed(closed)
        } else if !waiting.is_empty() {
            Gate::Locked(waiting)
        } else {
            Gate::Open
        }
    }

    /// The earliest steps that keep a step from being answered: the answers that closed it
    /// (when it is not applicable) or the unanswered steps it waits for (when it is locked).
    /// Empty for a step that can be answered, or one not on this path.
    pub fn blocked_by(&self, case: &Case, step: &str) -> Vec<StepId> {
        match self
            .step(step)
            .map(|definition| self.gate(case, definition))
        {
            Some(Gate::Closed(ids) | Gate::Locked(ids)) => ids,
            Some(Gate::Open) | None => Vec::new(),
        }
    }

    /// Where a step stands for the case; `None` for a step not on this path.
    pub fn state_of(&self, case: &Case, step: &str) -> Option<StepState> {
        let definition = self.step(step)?;
        Some(match self.gate(case, definition) {
            Gate::Closed(_) => StepState::NotApplicable,
            Gate::Locked(_) => StepState::Locked,
            Gate::Open => match self.row(case, step) {
                None => StepState::Open,
                Some(row) if row.needs_review => StepState::NeedsReview,
                Some(_) => match self.effective(case, definition) {
                    Effective::Answered(_) => StepState::Answered,
                    _ => StepState::NeedsReview,
                },
            },
        })
    }

    /// Every step of the path with where it stands.
    pub fn states(&self, case: &Case) -> Vec<(&'d Step, StepState)> {
        self.steps()
            .into_iter()
            .filter_map(|step| self.state_of(case, &step.id).map(|state| (step, state)))
            .collect()
    }

    /// The first step, in the path's order, that is open or waits for review.
    pub fn next_open_step(&self, case: &Case) -> Option<&'d Step> {
        self.states(case)
            .into_iter()
            .find(|(_, state)| matches!(state, StepState::Open | StepState::NeedsReview))
            .map(|(step, _)| step)
    }

    /// Whether the case may be marked decided: no required step open or locked, and no answer
    /// waiting for review. Drafts save whatever this says.
    pub fn can_mark_decided(&self, case: &Case) -> Result<(), Vec<OpenStep>> {
        let open: Vec<OpenStep> = self
            .states(case)
            .into_iter()
            .filter(|(step, state)| match state {
                StepState::Open | StepState::Locked => step.required,
                StepState::NeedsReview => true,
                StepState::Answered | StepState::NotApplicable => false,
            })
            .map(|(step, state)| OpenStep {
                step: StepId::new(&step.id),
                state,
            })
            .collect();
        if open.is_empty() { Ok(()) } else { Err(open) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::{Case, CaseStatus};
    use crate::samples::sample_cases;
    use chrono::TimeZone;

    /// Sample У-03 (1997 commentary 16.8(ii), commentary-1997-ru.txt lines 1550–1577) with no answers yet.
    fn heard() -> Case {
        let mut case = sample_cases()
            .expect("samples")
            .into_iter()
            .find(|c| c.identity.case_number == "У-03")
            .expect("У-03");
        case.workflow.clear();
        case.review.status = CaseStatus::Heard;
        case
    }

    #[test]
    fn a_step_names_the_answers_that_close_it_or_that_it_waits_for() {
        let mut case = heard();
        let workflow = Workflow::for_case(&case).expect("ui path");
        let when = Utc
            .with_ymd_and_hms(2026, 4, 4, 19, 0, 0)
            .single()
            .expect("time");
        assert!(
            workflow
                .blocked_by(&case, "ui.extraneous_information")
                .is_empty()
        );
        // The adjusted score waits for the first finding while nothing is answered.
        assert_eq!(
            workflow.blocked_by(&case, "ui.adjusted_score"),
            vec![StepId::new("ui.extraneous_information")]
        );
        workflow
            .answer(
                &mut case,
                "ui.extraneous_information",
                Answer::Yes,
                "Пауза признана (16.19(i)).",
                "Председатель",
                when,
            )
            .expect("answered");
        workflow
            .answer(
                &mut case,
                "ui.demonstrably_suggested",
                Answer::No,
                "Пауза ничего не подсказывает.",
                "Председатель",
                when,
            )
            .expect("answered");
        // Commentary 16.6: a "no" to any of the questions closes the adjustment; the step
        // says which answer did.
        assert_eq!(
            workflow.blocked_by(&case, "ui.adjusted_score"),
            vec![StepId::new("ui.demonstrably_suggested")]
        );
        assert_eq!(
            workflow.state_of(&case, "ui.adjusted_score"),
            Some(StepState::NotApplicable)
        );
        assert!(workflow.blocked_by(&case, "no.such_step").is_empty());
    }
}
