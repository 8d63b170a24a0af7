//! Why a case matched: each part of the likeness that counted, most weight first.

use super::digest::{Finding, Trigger};
use super::wording::{finding_phrase, kind_name, method_name, subject_name};
use crate::adjust::Language;
use crate::bridge::{Call, CallLanguage};
use crate::case::Subject;

#[derive(Debug, Clone, PartialEq)]
pub enum MatchReason {
    /// The units both cite, as this case cites them (`16B1`, `12C1(c)`).
    Laws {
        labels: Vec<String>,
    },
    /// The same kind of case (the workflow path: `ui`, `mi`…).
    Kind {
        kind: String,
    },
    Subjects {
        subjects: Vec<Subject>,
    },
    /// The workflow questions both answered alike.
    Findings {
        findings: Vec<Finding>,
    },
    /// Both adjusted the score the same way.
    Method {
        method: String,
    },
    /// The same slow or alerted call; `same_auction` when the auction to it is the same too.
    DecisionPoint {
        trigger: Trigger,
        call: Call,
        same_auction: bool,
    },
    /// Words the facts share, the rarest first.
    Words {
        words: Vec<String>,
    },
}

impl MatchReason {
    pub fn describe(&self, language: Language) -> String {
        let ru = language == Language::Russian;
        if language == Language::Bulgarian {
            return self.in_bulgarian();
        }
        match self {
            MatchReason::Laws { labels } => {
                let list = labels.join(", ");
                if ru {
                    format!("ссылки на {list}")
                } else {
                    format!("cites {list}")
                }
            }
            MatchReason::Kind { kind } => {
                let name = kind_name(kind, language).to_lowercase();
                if ru {
                    format!("тоже {name}")
                } else {
                    format!("also {name}")
                }
            }
            MatchReason::Subjects { subjects } => {
                let names: Vec<String> = subjects
                    .iter()
                    .map(|s| subject_name(*s, language).to_lowercase())
                    .collect();
                let list = names.join(", ");
                if ru {
                    format!("темы: {list}")
                } else {
                    format!("subjects: {list}")
                }
            }
            MatchReason::Findings { findings } => {
                let phrases: Vec<String> = findings
                    .iter()
                    .map(|f| finding_phrase(&f.step, &f.answer, language))
                    .collect();
                let list = phrases.join(", ");
                if ru {
                    format!("те же выводы: {list}")
                } else {
                    format!("same findings: {list}")
                }
            }
            MatchReason::Method { method } => {
                let name = method_name(method, language);
                if ru {
                    format!("в обоих {name} счёт")
                } else {
                    format!("both {name} scores")
                }
            }
            MatchReason::DecisionPoint {
                trigger,
                call,
                same_auction,
            } => {
                let call = CallLanguage::from(language).spell(*call).to_string();
                match (trigger, same_auction, ru) {
                    (Trigger::Tempo, false, false) => {
                        format!("same LA question after a slow {call}")
                    }
                    (Trigger::Tempo, true, false) => format!("same auction to a slow {call}"),
                    (Trigger::Tempo, false, true) => {
                        format!("тот же вопрос о ЛА после медленной {call}")
                    }
                    (Trigger::Tempo, true, true) => {
                        format!("та же торговля до медленной {call}")
                    }
                    (Trigger::Alert, false, false) => format!("same alerted {call}"),
                    (Trigger::Alert, true, false) => format!("same auction to an alerted {call}"),
                    (Trigger::Alert, false, true) => format!("та же алертированная {call}"),
                    (Trigger::Alert, true, true) => {
                        format!("та же торговля до алертированной {call}")
                    }
                }
            }
            MatchReason::Words { words } => {
                let list = words.join(", ");
                if ru {
                    format!("слова: {list}")
                } else {
                    format!("words: {list}")
                }
            }
        }
    }

    /// The reason in Bulgarian, in the words of the Bulgarian Laws (ЛА is логична
    /// алтернатива, as the interface abbreviates it).
    fn in_bulgarian(&self) -> String {
        let language = Language::Bulgarian;
        match self {
            MatchReason::Laws { labels } => format!("цитира {}", labels.join(", ")),
            MatchReason::Kind { kind } => {
                format!("също {}", kind_name(kind, language).to_lowercase())
            }
            MatchReason::Subjects { subjects } => {
                let names: Vec<String> = subjects
                    .iter()
                    .map(|s| subject_name(*s, language).to_lowercase())
                    .collect();
                format!("теми: {}", names.join(", "))
            }
            MatchReason::Findings { findings } => {
                let phrases: Vec<String> = findings
                    .iter()
                    .map(|f| finding_phrase(&f.step, &f.answer, language))
                    .collect();
                format!("същите констатации: {}", phrases.join(", "))
            }
            MatchReason::Method { method } => {
                format!("и в двата казуса {}", method_name(method, language))
            }
            MatchReason::DecisionPoint {
                trigger,
                call,
                same_auction,
            } => {
                let call = CallLanguage::from(language).spell(*call).to_string();
                match (trigger, same_auction) {
                    (Trigger::Tempo, false) => {
                        format!("същият въпрос за ЛА след {call} с колебание")
                    }
                    (Trigger::Tempo, true) => format!("същото наддаване до {call} с колебание"),
                    (Trigger::Alert, false) => format!("същата алертирана обява {call}"),
                    (Trigger::Alert, true) => {
                        format!("същото наддаване до алертираната обява {call}")
                    }
                }
            }
            MatchReason::Words { words } => format!("думи: {}", words.join(", ")),
        }
    }

    /// The reasons in one line: `cites 16B1, 12C1(c); same LA question after a slow 2♠`.
    pub fn line(reasons: &[MatchReason], language: Language) -> String {
        reasons
            .iter()
            .map(|r| r.describe(language))
            .collect::<Vec<_>>()
            .join("; ")
    }
}
