//! The committee workflow (the guide's `first-appeal.md`, "The Workflow"): the decision steps in
//! the order the Laws and the commentary prescribe, each with its question, its rule, the anchors
//! of both editions, the kind of answer and what the answer unlocks or closes.
//!
//! The steps are data (`assets/workflow/definitions.json`, read by [`definition`]); the rules
//! they carry are enforced here:
//!
//! - UI: no adjusted score unless the information was established, could demonstrably suggest
//!   the action, a logical alternative existed, the suggested action was chosen over it, and the
//!   opponents were damaged (1997 commentary 16.6, 16.19; 2017 Law 16B1).
//! - MI: a mistaken explanation is presumed unless the evidence shows the explanation was the
//!   agreement (2017 Law 21B1(b); 1997 commentary 75.10, footnote 22).
//! - Damage is a yes/no finding, never a weight (1997 commentary 12.30).
//! - The non-offenders' serious error or gamble removes only the self-inflicted part, and only
//!   from their own score (2017 Law 12C1(e); 1997 commentary 12.12–12.13).
//!
//! Answers are stored with the case ([`crate::case::WorkflowAnswer`]): who answered, when and
//! why. Changing an answer marks the answered steps that build on it for review; a case cannot
//! be marked decided while a required step is open ([`Workflow::can_mark_decided`]).

mod adjusted;
mod answer;
mod cite;
mod decision_score;
pub mod definition;
mod error;
mod record;
mod review_of_ruling;
mod rules;
mod state;
mod step_id;
mod write_up;

pub use adjusted::{AdjustmentEffect, RecordedNonOffenders};
pub use answer::{AdjustedAnswer, Answer, NonOffendersScore};
pub use cite::{anchor_label, citation};
pub use definition::{
    Anchors, AnswerKind, Classification, DefinitionError, Definitions, Extent, Path, Role, Step,
    bundled,
};
pub use error::WorkflowError;
pub use record::{DecideError, PATH_STEP};
pub use review_of_ruling::{changes_only_the_review, join_review};
pub use rules::{AdjustmentGate, MiFinding, SelfInflicted};
pub use state::{OpenStep, RecordedAnswer, StepState};
pub use step_id::StepId;

use crate::case::Case;

/// The steps of one path, for one case's answers.
#[derive(Debug, Clone, Copy)]
pub struct Workflow<'d> {
    definitions: &'d Definitions,
    path: &'d Path,
}

impl Workflow<'static> {
    /// The bundled workflow for a case: the path the committee chose for it, or the one its
    /// subjects select.
    pub fn for_case(case: &Case) -> Result<Workflow<'static>, WorkflowError> {
        Workflow::with_definitions(bundled()?, case)
    }

    /// The bundled workflow on a named path (`ui`, `mi`, `claim`, …).
    pub fn for_path(path: &str) -> Result<Workflow<'static>, WorkflowError> {
        Workflow::on_path(bundled()?, path)
    }
}

impl<'d> Workflow<'d> {
    pub fn with_definitions(
        definitions: &'d Definitions,
        case: &Case,
    ) -> Result<Workflow<'d>, WorkflowError> {
        let chosen = case
            .workflow
            .iter()
            .find(|row| row.step == PATH_STEP)
            .and_then(|row| definitions.path(row.answer.trim()));
        let path = chosen
            .or_else(|| definitions.path_for(case.identity.hearing, &case.subjects))
            .ok_or_else(|| WorkflowError::UnknownPath("other".into()))?;
        Ok(Workflow { definitions, path })
    }

    pub fn on_path(
        definitions: &'d Definitions,
        path: &str,
    ) -> Result<Workflow<'d>, WorkflowError> {
        let path = definitions
            .path(path)
            .ok_or_else(|| WorkflowError::UnknownPath(path.to_string()))?;
        Ok(Workflow { definitions, path })
    }

    pub fn path(&self) -> &'d Path {
        self.path
    }

    pub fn definitions(&self) -> &'d Definitions {
        self.definitions
    }

    /// The path's steps in order.
    pub fn steps(&self) -> Vec<&'d Step> {
        self.path
            .steps
            .iter()
            .filter_map(|id| self.definitions.step(id))
            .collect()
    }

    /// A step of this path.
    pub fn step(&self, id: &str) -> Option<&'d Step> {
        if self.path.steps.iter().any(|s| s == id) {
            self.definitions.step(id)
        } else {
            None
        }
    }

    /// The refusal of a step this path does not have.
    fn unknown_step(&self, step: &str) -> WorkflowError {
        WorkflowError::UnknownStep {
            path: self.path.id.clone(),
            step: step.to_string(),
        }
    }
}

/// Whether a case may be marked decided, on the bundled workflow for it. When the bundled
/// definitions cannot be read (a defect of the build, which the tests catch) nothing can be
/// checked, and the refusal names the definitions themselves as the open step.
pub fn can_mark_decided(case: &Case) -> Result<(), Vec<OpenStep>> {
    match Workflow::for_case(case) {
        Ok(workflow) => workflow.can_mark_decided(case),
        Err(_) => Err(vec![OpenStep {
            step: StepId::new("workflow.definitions"),
            state: StepState::Locked,
        }]),
    }
}
