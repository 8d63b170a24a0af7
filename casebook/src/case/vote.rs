//! A committee member's vote on a question the workflow asks for a finding, or on the decision,
//! with the dissent a member of the minority may write (printed signed, as ACBL casebooks do).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Vote {
    /// The member's name as the case's committee lists it.
    pub member: String,
    /// The workflow step (`ui.la`), or `decision` for the ruling's outcome.
    pub step: String,
    /// The answer's code: `yes`, `no`, an option id; `upheld`, `varied`, `cancelled`.
    pub answer: String,
    pub at: Option<DateTime<Utc>>,
    /// What a member of the minority wrote against the majority's finding.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub dissent: String,
}
