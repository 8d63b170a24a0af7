//! The workflow's refusals in the interface language. The core words its errors in English;
//! here each kind gets its translated sentence, with the steps named by their numbers on the
//! path, as the step list shows them.

use crate::i18n::{FluentArgs, Language};
use casebook::workflow::{DecideError, StepId, Workflow, WorkflowError};

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

/// Why an answer was refused, in `language`.
pub fn workflow_error(workflow: &Workflow, error: &WorkflowError, language: Language) -> String {
    let mut args = FluentArgs::new();
    let key = match error {
        WorkflowError::Definitions(e) => {
            args.set("reason", e.to_string());
            "workflow-error-definitions"
        }
        WorkflowError::UnknownPath(path) => {
            args.set("path", path.clone());
            "workflow-error-unknown-path"
        }
        WorkflowError::UnknownStep { step, .. } => {
            args.set("step", step.clone());
            "workflow-error-unknown-step"
        }
        WorkflowError::WrongKind { step, .. } => {
            args.set("step", step_number(workflow, step));
            "workflow-error-wrong-kind"
        }
        WorkflowError::NotAFinding { step, answer } => {
            args.set("step", step_number(workflow, step));
            args.set("answer", answer.clone());
            "workflow-error-not-a-finding"
        }
        WorkflowError::DamageIsNotAWeight { step, answer } => {
            args.set("step", step_number(workflow, step));
            args.set("answer", answer.clone());
            "workflow-error-damage-not-a-weight"
        }
        WorkflowError::UnknownOption { step, option, .. } => {
            args.set("step", step_number(workflow, step));
            args.set("answer", option.clone());
            "workflow-error-unknown-option"
        }
        WorkflowError::DetailRequired { step, .. } => {
            args.set("step", step_number(workflow, step));
            "workflow-error-detail-required"
        }
        WorkflowError::EmptyAnswer { step } => {
            args.set("step", step_number(workflow, step));
            "workflow-error-empty-answer"
        }
        WorkflowError::ReasonRequired { step } => {
            args.set("step", step_number(workflow, step));
            "workflow-error-reason-required"
        }
        WorkflowError::NoAuthor { step } => {
            args.set("step", step_number(workflow, step));
            "workflow-error-no-author"
        }
        WorkflowError::Locked { step, waiting_for } => {
            args.set("step", step_number(workflow, step));
            args.set("steps", step_numbers(workflow, waiting_for));
            "workflow-error-locked"
        }
        WorkflowError::NotApplicable { step, closed_by } => {
            args.set("step", step_number(workflow, step));
            args.set("steps", step_numbers(workflow, closed_by));
            "workflow-error-not-applicable"
        }
        WorkflowError::NoAdjustment { step, failing } => {
            args.set("step", step_number(workflow, step));
            args.set("steps", step_numbers(workflow, failing));
            "workflow-error-no-adjustment"
        }
        WorkflowError::InvalidAdjustment { step, message } => {
            args.set("step", step_number(workflow, step));
            // The adjust engine's own sentence names the field at fault; it is English.
            args.set("reason", message.clone());
            "workflow-error-invalid-adjustment"
        }
    };
    language.tr_args(key, &args)
}

/// Why the case could not be marked decided, in `language`.
pub fn decide_error(workflow: &Workflow, error: &DecideError, language: Language) -> String {
    let mut args = FluentArgs::new();
    match error {
        DecideError::OpenSteps(open) => {
            let ids: Vec<StepId> = open.iter().map(|o| o.step.clone()).collect();
            args.set("steps", step_numbers(workflow, &ids));
            language.tr_args("workflow-decide-open", &args)
        }
        DecideError::Status(status) => {
            args.set(
                "status",
                language.tr(&format!("case-status-{}", status.code())),
            );
            language.tr_args("workflow-decide-status", &args)
        }
    }
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
