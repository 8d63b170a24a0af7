//! Where a case stands: draft → heard → decided → reviewed → published. The chief director
//! reviews a decided case and either approves it or returns it to the committee with notes;
//! only reviewed cases go into a casebook.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum CaseStatus {
    #[default]
    Draft,
    Heard,
    Decided,
    Reviewed,
    Published,
}

impl CaseStatus {
    pub const ALL: [CaseStatus; 5] = [
        CaseStatus::Draft,
        CaseStatus::Heard,
        CaseStatus::Decided,
        CaseStatus::Reviewed,
        CaseStatus::Published,
    ];

    pub fn code(self) -> &'static str {
        match self {
            CaseStatus::Draft => "draft",
            CaseStatus::Heard => "heard",
            CaseStatus::Decided => "decided",
            CaseStatus::Reviewed => "reviewed",
            CaseStatus::Published => "published",
        }
    }

    fn step(self) -> usize {
        CaseStatus::ALL.iter().position(|&s| s == self).unwrap_or(0)
    }

    /// Whether a case may move from `self` to `to`: one step forward, or one step back (a
    /// decision returned by the reviewer, a publication withdrawn). Staying put is allowed.
    pub fn can_move_to(self, to: CaseStatus) -> bool {
        self.step().abs_diff(to.step()) <= 1
    }
}

impl fmt::Display for CaseStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for CaseStatus {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CaseStatus::ALL.into_iter().find(|st| st.code() == s.trim()).ok_or_else(|| {
            format!("unknown case status \"{s}\": expected draft, heard, decided, reviewed or published")
        })
    }
}

/// A note left by the reviewer (or anyone moving the case), e.g. why it was returned.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ReviewNote {
    pub by: String,
    pub at: Option<DateTime<Utc>>,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Review {
    pub status: CaseStatus,
    pub notes: Vec<ReviewNote>,
}

#[cfg(test)]
mod tests {
    use super::CaseStatus::*;

    #[test]
    fn status_moves_one_step_either_way() {
        assert!(Draft.can_move_to(Heard));
        assert!(Decided.can_move_to(Reviewed));
        assert!(
            Decided.can_move_to(Heard),
            "the reviewer returns a decision"
        );
        assert!(Published.can_move_to(Published));
        assert!(!Draft.can_move_to(Decided));
        assert!(!Draft.can_move_to(Published));
        assert!(!Published.can_move_to(Decided));
    }
}
