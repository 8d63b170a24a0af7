//! The committee's answers to the decision steps, as generic rows: the steps themselves are
//! defined by the workflow, so the record does not fix their set.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct WorkflowAnswer {
    /// The step's identifier, e.g. `ui.demonstrably_suggested`.
    pub step: String,
    pub answer: String,
    /// Why the committee answered so.
    pub reason: String,
    /// Who recorded the answer.
    pub by: String,
    pub at: Option<DateTime<Utc>>,
    /// An answer this one builds on was changed after it was given: the committee has to
    /// confirm or change it before the case can be decided.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub needs_review: bool,
}
