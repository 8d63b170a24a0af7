//! Which body hears a federation's appeals: an appeals committee, a panel of directors or a
//! review of the ruling. A setting of the archive: a default, and the events heard otherwise
//! (national championships by a committee, the rest reviewed). A new case's hearing follows it.

use super::Hearing;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct HearingBodies {
    /// The body of every event no rule names.
    pub default: Hearing,
    /// The events heard otherwise, the first that matches deciding.
    #[serde(default)]
    pub events: Vec<EventBody>,
}

/// The events whose name contains `event` (letter case aside) are heard by `hearing`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventBody {
    pub event: String,
    pub hearing: Hearing,
}

/// Why a rule typed as `EVENT=BODY` was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HearingBodiesError {
    #[error("\"{0}\" is not EVENT=BODY (National=committee)")]
    NotARule(String),
    #[error("{0}")]
    Body(String),
}

impl HearingBodies {
    /// The body that hears an appeal in `event`.
    pub fn for_event(&self, event: &str) -> Hearing {
        let event = event.to_lowercase();
        self.events
            .iter()
            .find(|rule| {
                let words = rule.event.trim().to_lowercase();
                !words.is_empty() && event.contains(&words)
            })
            .map_or(self.default, |rule| rule.hearing)
    }

    /// A rule as typed: `National=committee`.
    pub fn parse_rule(text: &str) -> Result<EventBody, HearingBodiesError> {
        let (event, body) = text
            .rsplit_once('=')
            .filter(|(event, _)| !event.trim().is_empty())
            .ok_or_else(|| HearingBodiesError::NotARule(text.to_string()))?;
        Ok(EventBody {
            event: event.trim().to_string(),
            hearing: body.parse().map_err(HearingBodiesError::Body)?,
        })
    }

    /// The setting as the archive keeps it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The kept setting; an unreadable one is today's default (every appeal to a committee),
    /// never a refusal to make a case.
    pub fn from_json(text: &str) -> HearingBodies {
        serde_json::from_str(text).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_rule_naming_the_event_decides_else_the_default() {
        let bodies = HearingBodies {
            default: Hearing::ReviewOfRuling,
            events: vec![
                HearingBodies::parse_rule("National=committee").unwrap(),
                HearingBodies::parse_rule("Junior = director_panel").unwrap(),
            ],
        };
        assert_eq!(
            bodies.for_event("National Pairs Championship"),
            Hearing::Committee
        );
        assert_eq!(bodies.for_event("national teams"), Hearing::Committee);
        assert_eq!(bodies.for_event("Junior Trials"), Hearing::DirectorPanel);
        assert_eq!(bodies.for_event("Spring Open"), Hearing::ReviewOfRuling);
        assert_eq!(bodies.for_event(""), Hearing::ReviewOfRuling);
        assert_eq!(HearingBodies::from_json(&bodies.to_json()), bodies);
        assert_eq!(
            HearingBodies::from_json("{broken"),
            HearingBodies::default()
        );
        assert_eq!(
            HearingBodies::default().for_event("Anything"),
            Hearing::Committee
        );
        assert!(HearingBodies::parse_rule("National").is_err());
        assert!(HearingBodies::parse_rule("=committee").is_err());
        assert!(HearingBodies::parse_rule("National=jury").is_err());
    }
}
