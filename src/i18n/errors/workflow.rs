//! Answers the workflow refuses, cases it will not mark decided, and polls that cannot be
//! counted. The steps are named as the error names them; the Workflow tab names them by their
//! numbers on the path instead (`views::case_editor::workflow::messages`).

use super::{Described, arg, listed, say};
use crate::i18n::Language;
use casebook::poll::PollError;
use casebook::workflow::definition::DefinitionError;
use casebook::workflow::{DecideError, StepId, WorkflowError};

fn ids(steps: &[StepId]) -> String {
    listed(&steps.iter().map(StepId::as_str).collect::<Vec<_>>())
}

/// An answer to a step as the step list words it: an option's label, yes or no in the
/// language; the code itself where the bundled steps do not know it.
fn answer_named(step: &str, code: &str, language: Language) -> String {
    let option = casebook::workflow::bundled()
        .ok()
        .and_then(|d| d.step(step))
        .and_then(|s| s.option(code));
    match option {
        Some(option) => option.label.get(language.core()).to_string(),
        None => match code {
            "yes" => language.tr("workflow-yes"),
            "no" => language.tr("workflow-no"),
            "not_applicable" => language.tr("workflow-not-applicable"),
            other => other.to_string(),
        },
    }
}

/// The answers a condition names, `нет / не применимо`.
pub(crate) fn answers_named(step: &str, codes: &[String], language: Language) -> String {
    codes
        .iter()
        .map(|code| answer_named(step, code, language))
        .collect::<Vec<_>>()
        .join(" / ")
}

impl Described for WorkflowError {
    fn describe(&self, language: Language) -> String {
        let step = |key: &str, step: &str| say(language, key, [("step", arg(step.to_string()))]);
        let answered = |key: &str, step: &str, answer: &str| {
            say(
                language,
                key,
                [
                    ("step", arg(step.to_string())),
                    ("answer", arg(answer.to_string())),
                ],
            )
        };
        let waiting = |key: &str, step: &str, steps: &[StepId]| {
            say(
                language,
                key,
                [("step", arg(step.to_string())), ("steps", arg(ids(steps)))],
            )
        };
        match self {
            WorkflowError::Definitions(error) => say(
                language,
                "workflow-error-definitions",
                [("reason", arg(error.describe(language)))],
            ),
            WorkflowError::UnknownPath(path) => say(
                language,
                "workflow-error-unknown-path",
                [("path", arg(path.clone()))],
            ),
            WorkflowError::UnknownStep { step: id, .. } => step("workflow-error-unknown-step", id),
            WorkflowError::WrongKind { step: id, .. } => step("workflow-error-wrong-kind", id),
            WorkflowError::NotAFinding { step, answer } => {
                answered("workflow-error-not-a-finding", step, answer)
            }
            WorkflowError::DamageIsNotAWeight { step, answer } => {
                answered("workflow-error-damage-not-a-weight", step, answer)
            }
            WorkflowError::UnknownOption { step, option, .. } => {
                answered("workflow-error-unknown-option", step, option)
            }
            WorkflowError::OptionNotAllowed {
                step,
                option,
                needs,
            } => {
                let needs: Vec<String> = needs
                    .iter()
                    .map(|c| format!("{} — {}", c.step, answers_named(&c.step, &c.is, language)))
                    .collect();
                say(
                    language,
                    "workflow-error-option-not-allowed",
                    [
                        ("step", arg(step.clone())),
                        ("answer", arg(answer_named(step, option, language))),
                        ("steps", arg(listed(&needs))),
                    ],
                )
            }
            WorkflowError::DetailRequired { step: id, .. } => {
                step("workflow-error-detail-required", id)
            }
            WorkflowError::EmptyAnswer { step: id } => step("workflow-error-empty-answer", id),
            WorkflowError::ReasonRequired { step: id } => {
                step("workflow-error-reason-required", id)
            }
            WorkflowError::NoAuthor { step: id } => step("workflow-error-no-author", id),
            WorkflowError::Locked { step, waiting_for } => {
                waiting("workflow-error-locked", step, waiting_for)
            }
            WorkflowError::NotApplicable { step, closed_by } => {
                waiting("workflow-error-not-applicable", step, closed_by)
            }
            WorkflowError::NoAdjustment { step, failing } => {
                waiting("workflow-error-no-adjustment", step, failing)
            }
            WorkflowError::InvalidAdjustment { step, message } => say(
                language,
                "workflow-error-invalid-adjustment",
                [
                    ("step", arg(step.clone())),
                    // The engine's own sentence, which names the field at fault.
                    ("reason", arg(message.clone())),
                ],
            ),
        }
    }
}

impl Described for DefinitionError {
    fn describe(&self, language: Language) -> String {
        match self {
            DefinitionError::Json(detail) => say(
                language,
                "error-definitions-json",
                [("detail", arg(detail.clone()))],
            ),
            DefinitionError::Invalid { at, message } => say(
                language,
                "error-definitions-invalid",
                [("field", arg(at.clone())), ("detail", arg(message.clone()))],
            ),
        }
    }
}

impl Described for DecideError {
    fn describe(&self, language: Language) -> String {
        match self {
            DecideError::OpenSteps(open) => {
                let steps: Vec<&str> = open.iter().map(|o| o.step.as_str()).collect();
                say(
                    language,
                    "workflow-decide-open",
                    [("steps", arg(listed(&steps)))],
                )
            }
            DecideError::Status(status) => say(
                language,
                "workflow-decide-status",
                [(
                    "status",
                    arg(language.tr(&format!("case-status-{}", status.code()))),
                )],
            ),
        }
    }
}

impl Described for PollError {
    fn describe(&self, language: Language) -> String {
        match self {
            PollError::NoPollees => language.tr("poll-error-empty"),
            PollError::NoAction { index, name } => say(
                language,
                "poll-error-no-action",
                [
                    ("number", arg((index + 1).to_string())),
                    ("name", arg(name.clone())),
                ],
            ),
            PollError::TooLarge => language.tr("poll-error-too-large"),
        }
    }
}
