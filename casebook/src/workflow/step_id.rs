//! A step's stable identifier, on its own so that the errors and write-ups naming steps need
//! not know where a step stands.

use std::fmt;

/// A step's stable identifier, as stored with the answers.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StepId(String);

impl StepId {
    pub fn new(id: impl Into<String>) -> StepId {
        StepId(id.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for StepId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<&str> for StepId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}
