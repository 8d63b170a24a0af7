//! A commentator's word on one case, as the case record keeps it: the comment, a mark for the
//! Director's ruling and one for the decision of whoever heard the appeal, and whether the
//! appeal improved the ruling. What is done with it — its rules and figures — is the panel's
//! (`crate::panel`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What the appeal did to the ruling, in the commentator's judgement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PanelVerdict {
    Improved,
    Worsened,
    /// The decision left the ruling as good (or as bad) as it was.
    NoChange,
    TooClose,
}

impl PanelVerdict {
    pub const ALL: [PanelVerdict; 4] = [
        PanelVerdict::Improved,
        PanelVerdict::Worsened,
        PanelVerdict::NoChange,
        PanelVerdict::TooClose,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PanelVerdict::Improved => "improved",
            PanelVerdict::Worsened => "worsened",
            PanelVerdict::NoChange => "no_change",
            PanelVerdict::TooClose => "too_close",
        }
    }
}

impl fmt::Display for PanelVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for PanelVerdict {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        PanelVerdict::ALL
            .into_iter()
            .find(|v| v.code() == s)
            .ok_or_else(|| {
                format!(
                    "unknown verdict \"{s}\": expected improved, worsened, no_change or too_close"
                )
            })
    }
}

/// One commentator's comment and marks on one case.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PanelComment {
    /// The commentator's name as the panel lists it (and the casebook prints it).
    pub commentator: String,
    /// The server login that wrote it; empty in a database file.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub login: String,
    /// Markdown.
    pub comment: String,
    /// The Director's ruling, on the panel's scale.
    pub ruling_mark: Option<u8>,
    /// The committee's (or Director panel's, or reviewer's) decision, on the panel's scale.
    pub decision_mark: Option<u8>,
    pub verdict: Option<PanelVerdict>,
    /// When the commentator last saved it: of two copies of one comment the later is kept.
    pub written: Option<DateTime<Utc>>,
}
