//! Why an answer was refused. Every message names the step and says what would be accepted.

use super::definition::{AnswerKind, Condition, DefinitionError};
use super::step_id::StepId;

fn ids(steps: &[StepId]) -> String {
    steps
        .iter()
        .map(StepId::as_str)
        .collect::<Vec<_>>()
        .join(", ")
}

fn kind_text(kind: &AnswerKind) -> &'static str {
    match kind {
        AnswerKind::YesNo => "yes, no or not applicable",
        AnswerKind::Choice => "one of its options",
        AnswerKind::Poll => "yes, no or not applicable (with the poll as evidence)",
        AnswerKind::AdjustedScore => "an adjusted score",
        AnswerKind::Text => "text",
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum WorkflowError {
    #[error(transparent)]
    Definitions(#[from] DefinitionError),
    #[error("there is no workflow path \"{0}\"")]
    UnknownPath(String),
    #[error("the {path} path has no step \"{step}\"")]
    UnknownStep { path: String, step: String },
    #[error("{step}: the answer must be {}", kind_text(expected))]
    WrongKind { step: String, expected: AnswerKind },
    #[error("{step}: \"{answer}\" is not a finding: answer yes, no or not applicable")]
    NotAFinding { step: String, answer: String },
    #[error(
        "{step}: damage is a yes-or-no finding, never a weight or a probability (\"{answer}\"); weights describe the possible results once damage is found (1997 commentary 12.30)"
    )]
    DamageIsNotAWeight { step: String, answer: String },
    #[error("{step}: \"{option}\" is not an option; expected one of: {}", expected.join(", "))]
    UnknownOption {
        step: String,
        option: String,
        expected: Vec<String>,
    },
    #[error(
        "{step}: \"{option}\" may be chosen only where one of these holds: {}",
        needs.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
    )]
    OptionNotAllowed {
        step: String,
        option: String,
        needs: Vec<Condition>,
    },
    #[error("{step}: the option {option} needs its detail written out")]
    DetailRequired { step: String, option: String },
    #[error("{step}: the answer is empty")]
    EmptyAnswer { step: String },
    #[error("{step}: the committee's reason is required")]
    ReasonRequired { step: String },
    #[error("{step}: who answered is required")]
    NoAuthor { step: String },
    #[error("{step}: answer {} first", ids(waiting_for))]
    Locked {
        step: String,
        waiting_for: Vec<StepId>,
    },
    #[error("{step}: not applicable after the answers to {}", ids(closed_by))]
    NotApplicable {
        step: String,
        closed_by: Vec<StepId>,
    },
    #[error(
        "{step}: no adjusted score: the findings {} do not allow one (every finding the adjustment depends on must be established)",
        ids(failing)
    )]
    NoAdjustment { step: String, failing: Vec<StepId> },
    #[error("{step}: {message}")]
    InvalidAdjustment { step: String, message: String },
}
