//! An answer to a step, and how it is stored in the case's [`WorkflowAnswer`] rows: yes/no as
//! `yes`, `no`, `not_applicable`; a choice as its option id, with a detail after `: `; text as
//! written; an adjusted score as JSON (`{"request": {...}, "non_offenders": ...}`).
//!
//! [`WorkflowAnswer`]: crate::case::WorkflowAnswer

use super::definition::{AnswerKind, NO, NOT_APPLICABLE, Role, Step, YES};
use super::error::WorkflowError;
use crate::adjust::Language;
use crate::case::is_weight_text;
use serde_json::{Map, Value, json};

/// An answer to one step.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Yes,
    No,
    NotApplicable,
    /// One of a choice step's options; `detail` is empty unless the option asks for one.
    Choice {
        option: String,
        detail: String,
    },
    Text(String),
    AdjustedScore(AdjustedAnswer),
}

/// The adjusted score a committee records.
#[derive(Debug, Clone, PartialEq)]
pub struct AdjustedAnswer {
    /// A request in the form `casebook adjust` reads (the guide's `command-line.md`): the score
    /// as the consequence of the infraction — what the offenders receive.
    pub request: Value,
    pub non_offenders: NonOffendersScore,
}

/// What the non-offenders receive, when their own serious error or gamble caused part or all
/// of the damage (2017 Law 12C1(e)).
#[derive(Debug, Clone, PartialEq)]
pub enum NonOffendersScore {
    /// The same adjustment as the offenders: no self-inflicted part.
    AsAdjusted,
    /// Their own score, without the self-inflicted part: a second request, of which only the
    /// non-offenders' side is used.
    Reduced(Value),
    /// No redress: all the damage was self-inflicted, the table result stands for them.
    TableResult,
}

impl AdjustedAnswer {
    /// An adjustment with no self-inflicted part.
    pub fn new(request: Value) -> AdjustedAnswer {
        AdjustedAnswer {
            request,
            non_offenders: NonOffendersScore::AsAdjusted,
        }
    }

    fn to_json(&self) -> Value {
        let mut object = Map::new();
        object.insert("request".into(), self.request.clone());
        match &self.non_offenders {
            NonOffendersScore::AsAdjusted => {}
            NonOffendersScore::Reduced(request) => {
                object.insert("non_offenders".into(), request.clone());
            }
            NonOffendersScore::TableResult => {
                object.insert("non_offenders".into(), json!("table"));
            }
        }
        Value::Object(object)
    }

    /// Reads the stored form, or a bare request (an object with a `method`).
    pub fn from_json(text: &str) -> Result<AdjustedAnswer, String> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| format!("the adjusted score is not valid JSON: {e}"))?;
        let Value::Object(object) = value else {
            return Err("the adjusted score must be a JSON object".into());
        };
        if object.contains_key("method") {
            return Ok(AdjustedAnswer::new(Value::Object(object)));
        }
        if let Some(key) = object
            .keys()
            .find(|k| *k != "request" && *k != "non_offenders")
        {
            return Err(format!(
                "unknown field {key}: expected request and non_offenders"
            ));
        }
        let request = match object.get("request") {
            Some(request @ Value::Object(_)) => request.clone(),
            Some(_) => return Err("request: expected an adjust request object".into()),
            None => return Err("request: missing: the adjust request".into()),
        };
        let non_offenders = match object.get("non_offenders") {
            None | Some(Value::Null) => NonOffendersScore::AsAdjusted,
            Some(Value::String(s)) if s == "table" => NonOffendersScore::TableResult,
            Some(reduced @ Value::Object(_)) => NonOffendersScore::Reduced(reduced.clone()),
            Some(_) => {
                return Err(
                    "non_offenders: expected an adjust request for the non-offenders, or \"table\""
                        .into(),
                );
            }
        };
        Ok(AdjustedAnswer {
            request,
            non_offenders,
        })
    }
}

impl Answer {
    /// The code conditions compare with: `yes`, `no`, `not_applicable` or the option id;
    /// `None` for text and adjusted scores.
    pub fn code(&self) -> Option<&str> {
        match self {
            Answer::Yes => Some(YES),
            Answer::No => Some(NO),
            Answer::NotApplicable => Some(NOT_APPLICABLE),
            Answer::Choice { option, .. } => Some(option),
            Answer::Text(_) | Answer::AdjustedScore(_) => None,
        }
    }

    /// The text stored in the case.
    pub fn stored(&self) -> String {
        match self {
            Answer::Yes | Answer::No | Answer::NotApplicable => {
                self.code().unwrap_or_default().to_string()
            }
            Answer::Choice { option, detail } if detail.trim().is_empty() => option.clone(),
            Answer::Choice { option, detail } => format!("{option}: {}", detail.trim()),
            Answer::Text(text) => text.trim().to_string(),
            Answer::AdjustedScore(adjusted) => adjusted.to_json().to_string(),
        }
    }

    /// Reads a stored answer, or an answer typed as text, for `step`.
    pub fn parse(step: &Step, text: &str) -> Result<Answer, WorkflowError> {
        let trimmed = text.trim();
        match step.kind {
            AnswerKind::YesNo | AnswerKind::Poll => parse_yes_no(step, trimmed),
            AnswerKind::Choice => {
                let (option, detail) = match trimmed.split_once(':') {
                    Some((option, detail)) if step.option(option.trim()).is_some() => {
                        (option.trim(), detail.trim())
                    }
                    _ => (trimmed, ""),
                };
                Ok(Answer::Choice {
                    option: option.to_string(),
                    detail: detail.to_string(),
                })
            }
            AnswerKind::Text => Ok(Answer::Text(trimmed.to_string())),
            AnswerKind::AdjustedScore => AdjustedAnswer::from_json(trimmed)
                .map(Answer::AdjustedScore)
                .map_err(|message| WorkflowError::InvalidAdjustment {
                    step: step.id.clone(),
                    message,
                }),
        }
    }

    /// Checks the answer fits the step: its kind, a known option with its detail, no empty
    /// text, and a finding rather than a weight.
    pub fn check(&self, step: &Step) -> Result<(), WorkflowError> {
        let fits = matches!(
            (step.kind, self),
            (
                AnswerKind::YesNo | AnswerKind::Poll,
                Answer::Yes | Answer::No | Answer::NotApplicable
            ) | (AnswerKind::Choice, Answer::Choice { .. })
                | (AnswerKind::Text, Answer::Text(_))
                | (AnswerKind::AdjustedScore, Answer::AdjustedScore(_))
        );
        if !fits {
            if let Answer::Text(text) | Answer::Choice { option: text, .. } = self {
                refuse_weight(step, text)?;
            }
            return Err(WorkflowError::WrongKind {
                step: step.id.clone(),
                expected: step.kind,
            });
        }
        match self {
            Answer::Choice { option, detail } => {
                let Some(chosen) = step.option(option) else {
                    return Err(WorkflowError::UnknownOption {
                        step: step.id.clone(),
                        option: option.clone(),
                        expected: step.codes().iter().map(|c| c.to_string()).collect(),
                    });
                };
                if chosen.detail.is_some() && detail.trim().is_empty() {
                    return Err(WorkflowError::DetailRequired {
                        step: step.id.clone(),
                        option: option.clone(),
                    });
                }
                Ok(())
            }
            Answer::Text(text) if text.trim().is_empty() => Err(WorkflowError::EmptyAnswer {
                step: step.id.clone(),
            }),
            _ => Ok(()),
        }
    }

    /// The answer as the write-up prints it.
    pub fn describe(&self, step: &Step, language: Language) -> String {
        let words = |en: &'static str, ru: &'static str, bg: &'static str| match language {
            Language::English => en,
            Language::Russian => ru,
            Language::Bulgarian => bg,
        };
        match self {
            Answer::Yes => words("Yes", "Да", "Да").to_string(),
            Answer::No => words("No", "Нет", "Не").to_string(),
            Answer::NotApplicable => {
                words("Not applicable", "Неприменимо", "Неприложимо").to_string()
            }
            Answer::Choice { option, detail } => {
                let label = step
                    .option(option)
                    .map_or(option.as_str(), |o| o.label.get(language));
                if detail.trim().is_empty() {
                    label.to_string()
                } else {
                    format!("{label}: {}", detail.trim())
                }
            }
            Answer::Text(text) => text.clone(),
            Answer::AdjustedScore(_) => words(
                "See the adjusted score below",
                "См. компенсирующий результат ниже",
                "Виж административния резултат по-долу",
            )
            .to_string(),
        }
    }
}

fn parse_yes_no(step: &Step, text: &str) -> Result<Answer, WorkflowError> {
    let lower = text.to_lowercase();
    match lower.as_str() {
        "yes" | "y" | "да" => Ok(Answer::Yes),
        // Нет in Russian, не in Bulgarian.
        "no" | "n" | "нет" | "не" => Ok(Answer::No),
        "not_applicable"
        | "not applicable"
        | "n/a"
        | "na"
        | "неприменимо"
        | "не применимо"
        | "неприложимо" => Ok(Answer::NotApplicable),
        _ => {
            refuse_weight(step, text)?;
            Err(WorkflowError::NotAFinding {
                step: step.id.clone(),
                answer: text.to_string(),
            })
        }
    }
}

/// A weight or a probability is never a finding; for damage the commentary says so outright.
fn refuse_weight(step: &Step, text: &str) -> Result<(), WorkflowError> {
    let looks_like_weight = is_weight_text(text) || text.trim() == "0" || text.trim() == "0%";
    if looks_like_weight && matches!(step.kind, AnswerKind::YesNo | AnswerKind::Poll) {
        if step.role == Some(Role::Damage) {
            return Err(WorkflowError::DamageIsNotAWeight {
                step: step.id.clone(),
                answer: text.trim().to_string(),
            });
        }
        return Err(WorkflowError::NotAFinding {
            step: step.id.clone(),
            answer: text.trim().to_string(),
        });
    }
    Ok(())
}
