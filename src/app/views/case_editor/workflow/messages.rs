//! The workflow's refusals in the interface language (`Described`, `src/i18n/errors`), with
//! the steps named by their numbers on the path, as the step list shows them.

use crate::i18n::{Described, FluentArgs, Language};
use casebook::workflow::definition::Condition;
use casebook::workflow::{DecideError, StepId, Workflow, WorkflowError};

/// An earlier answer a condition names, as the step list shows it: `3 — No`,
/// `2 — The procedure failed`.
pub fn condition_text(workflow: &Workflow, condition: &Condition, language: Language) -> String {
    format!(
        "{} — {}",
        step_number(workflow, &condition.step),
        crate::i18n::errors::answers_named(&condition.step, &condition.is, language)
    )
}

/// `3` for the third step of the path; the id itself for a step not on it.
pub fn step_number(workflow: &Workflow, step: &str) -> String {
    workflow
        .path()
        .steps
        .iter()
        .position(|s| s == step)
        .map_or_else(|| step.to_string(), |i| (i + 1).to_string())
}

/// `2, 4` for steps 2 and 4.
pub fn step_numbers(workflow: &Workflow, steps: &[StepId]) -> String {
    steps
        .iter()
        .map(|id| step_number(workflow, id.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why an answer was refused, in `language`, the steps named by their numbers.
pub fn workflow_error(workflow: &Workflow, error: &WorkflowError, language: Language) -> String {
    numbered(workflow, error).describe(language)
}

/// Why the case could not be marked decided, in `language`, the steps named by their numbers.
pub fn decide_error(workflow: &Workflow, error: &DecideError, language: Language) -> String {
    match error {
        DecideError::OpenSteps(open) => {
            let ids: Vec<StepId> = open.iter().map(|o| o.step.clone()).collect();
            let mut args = FluentArgs::new();
            args.set("steps", step_numbers(workflow, &ids));
            language.tr_args("workflow-decide-open", &args)
        }
        DecideError::Status(_) => error.describe(language),
    }
}

/// The error with each step it names replaced by the step's number on the path, so that the
/// one wording (`Described`) says "step 3" as the step list shows it.
fn numbered(workflow: &Workflow, error: &WorkflowError) -> WorkflowError {
    let number = |step: &str| step_number(workflow, step);
    let numbers = |steps: &[StepId]| -> Vec<StepId> {
        steps
            .iter()
            .map(|id| StepId::new(step_number(workflow, id.as_str())))
            .collect()
    };
    let mut error = error.clone();
    match &mut error {
        WorkflowError::Definitions(_)
        | WorkflowError::UnknownPath(_)
        | WorkflowError::UnknownStep { .. } => {}
        WorkflowError::WrongKind { step, .. }
        | WorkflowError::NotAFinding { step, .. }
        | WorkflowError::DamageIsNotAWeight { step, .. }
        | WorkflowError::UnknownOption { step, .. }
        | WorkflowError::DetailRequired { step, .. }
        | WorkflowError::OptionNotAllowed { step, .. }
        | WorkflowError::EmptyAnswer { step }
        | WorkflowError::ReasonRequired { step }
        | WorkflowError::NoAuthor { step }
        | WorkflowError::InvalidAdjustment { step, .. } => *step = number(step),
        WorkflowError::Locked {
            step,
            waiting_for: steps,
        }
        | WorkflowError::NotApplicable {
            step,
            closed_by: steps,
        }
        | WorkflowError::NoAdjustment {
            step,
            failing: steps,
        } => {
            *step = number(step);
            *steps = numbers(steps);
        }
    }
    error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_name_the_steps_by_number_in_both_languages() {
        let workflow = Workflow::for_path("ui").expect("ui path");
        let error = WorkflowError::Locked {
            step: "ui.la".into(),
            waiting_for: vec![StepId::new("ui.extraneous_information")],
        };
        assert_eq!(
            workflow_error(&workflow, &error, Language::English),
            "Step 3 cannot be answered yet: answer step 1 first."
        );
        assert_eq!(
            workflow_error(&workflow, &error, Language::Russian),
            "На вопрос 3 ещё нельзя ответить: сначала ответьте на вопрос 1."
        );
        let weight = WorkflowError::DamageIsNotAWeight {
            step: "ui.damage".into(),
            answer: "30%".into(),
        };
        // 1997 commentary 12.30: damage is found or not, never weighted.
        assert!(workflow_error(&workflow, &weight, Language::Russian).contains("30%"));
        for language in Language::ALL {
            let text = workflow_error(&workflow, &weight, language);
            assert!(!text.contains("workflow-error"), "{text}");
        }
    }
}
