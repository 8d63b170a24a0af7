//! The controlled vocabulary of case subjects (casebooks index their cases by subject).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subject {
    BreakInTempo,
    UnauthorizedInformation,
    Misinformation,
    FailureToAlert,
    Claim,
    Revoke,
    /// A deceptive tempo or manner (Law 73F; 73D2 in the 2017 Laws).
    TempoDeception,
    DirectorError,
    Psychic,
    Other,
}

impl Subject {
    pub const ALL: [Subject; 10] = [
        Subject::BreakInTempo,
        Subject::UnauthorizedInformation,
        Subject::Misinformation,
        Subject::FailureToAlert,
        Subject::Claim,
        Subject::Revoke,
        Subject::TempoDeception,
        Subject::DirectorError,
        Subject::Psychic,
        Subject::Other,
    ];

    /// The code stored in the database and in bundles.
    pub fn code(self) -> &'static str {
        match self {
            Subject::BreakInTempo => "break_in_tempo",
            Subject::UnauthorizedInformation => "unauthorized_information",
            Subject::Misinformation => "misinformation",
            Subject::FailureToAlert => "failure_to_alert",
            Subject::Claim => "claim",
            Subject::Revoke => "revoke",
            Subject::TempoDeception => "tempo_deception",
            Subject::DirectorError => "director_error",
            Subject::Psychic => "psychic",
            Subject::Other => "other",
        }
    }
}

impl Subject {
    /// The subject as a casebook's index prints it, in Russian or in English.
    pub fn name(self, russian: bool) -> &'static str {
        let ru = russian;
        match self {
            Subject::BreakInTempo if ru => "Нарушение темпа",
            Subject::BreakInTempo => "Break in tempo",
            Subject::UnauthorizedInformation if ru => "Несанкционированная информация",
            Subject::UnauthorizedInformation => "Unauthorized information",
            Subject::Misinformation if ru => "Дезинформация",
            Subject::Misinformation => "Misinformation",
            Subject::FailureToAlert if ru => "Отсутствие алерта",
            Subject::FailureToAlert => "Failure to alert",
            Subject::Claim if ru => "Претензия",
            Subject::Claim => "Claim",
            Subject::Revoke if ru => "Ренонс",
            Subject::Revoke => "Revoke",
            Subject::TempoDeception if ru => "Обман темпом или манерой",
            Subject::TempoDeception => "Deceptive tempo or manner",
            Subject::DirectorError if ru => "Ошибка судьи",
            Subject::DirectorError => "Director error",
            Subject::Psychic if ru => "Психологическая заявка",
            Subject::Psychic => "Psychic call",
            Subject::Other if ru => "Другое",
            Subject::Other => "Other",
        }
    }
}

impl fmt::Display for Subject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Subject {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Subject::ALL
            .into_iter()
            .find(|subject| subject.code() == s.trim())
            .ok_or_else(|| format!("unknown subject \"{s}\""))
    }
}
