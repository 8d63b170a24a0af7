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
    /// The subject as a casebook's index prints it, in English, Russian or Bulgarian (the
    /// Bulgarian names are those of the interface, in the words of the Bulgarian Laws).
    pub fn name(self, language: crate::adjust::Language) -> &'static str {
        use crate::adjust::Language::{Bulgarian, English, Russian};
        match (self, language) {
            (Subject::BreakInTempo, English) => "Break in tempo",
            (Subject::BreakInTempo, Russian) => "Нарушение темпа",
            (Subject::BreakInTempo, Bulgarian) => "Колебание (промяна на темпото)",
            (Subject::UnauthorizedInformation, English) => "Unauthorized information",
            (Subject::UnauthorizedInformation, Russian) => "Несанкционированная информация",
            (Subject::UnauthorizedInformation, Bulgarian) => "Неразрешена информация",
            (Subject::Misinformation, English) => "Misinformation",
            (Subject::Misinformation, Russian | Bulgarian) => "Дезинформация",
            (Subject::FailureToAlert, English) => "Failure to alert",
            (Subject::FailureToAlert, Russian) => "Отсутствие алерта",
            (Subject::FailureToAlert, Bulgarian) => "Пропуск да се алертира",
            (Subject::Claim, English) => "Claim",
            (Subject::Claim, Russian) => "Претензия",
            (Subject::Claim, Bulgarian) => "Претенция",
            (Subject::Revoke, English) => "Revoke",
            (Subject::Revoke, Russian) => "Ренонс",
            (Subject::Revoke, Bulgarian) => "Ривок",
            (Subject::TempoDeception, English) => "Deceptive tempo or manner",
            (Subject::TempoDeception, Russian) => "Обман темпом или манерой",
            (Subject::TempoDeception, Bulgarian) => "Темпо или маниер (73F)",
            (Subject::DirectorError, English) => "Director error",
            (Subject::DirectorError, Russian) => "Ошибка судьи",
            (Subject::DirectorError, Bulgarian) => "Грешка на съдията",
            (Subject::Psychic, English) => "Psychic call",
            (Subject::Psychic, Russian) => "Психологическая заявка",
            (Subject::Psychic, Bulgarian) => "Блъф",
            (Subject::Other, English) => "Other",
            (Subject::Other, Russian) => "Другое",
            (Subject::Other, Bulgarian) => "Друго",
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
