//! The decision in one line, as a list of precedents shows it: `ruling changed: 25% 3NT= +
//! 75% 6♣=`, `ruling upheld; appeal without merit, deposit kept`.

use crate::adjust::Language;
use crate::bridge::{CallLanguage, Side};
use crate::case::{Case, DepositOutcome, RulingOutcome, ScoreOutcome};
use serde::{Deserialize, Serialize};

/// What a committee decided, kept with the digest.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DecisionSummary {
    pub outcome: Option<RulingOutcome>,
    /// The committee's weighted or assigned outcomes; empty when the score was not adjusted.
    pub outcomes: Vec<ScoreOutcome>,
    pub deposit: Option<DepositOutcome>,
    pub without_merit: bool,
}

impl DecisionSummary {
    pub fn of(case: &Case) -> DecisionSummary {
        DecisionSummary {
            outcome: case.decision.outcome,
            outcomes: case.decision.adjusted.outcomes.clone(),
            deposit: case.decision.deposit,
            without_merit: case.decision.without_merit,
        }
    }

    /// The one line.
    pub fn line(&self, language: Language) -> String {
        let words = |en: &'static str, ru: &'static str, bg: &'static str| match language {
            Language::English => en,
            Language::Russian => ru,
            Language::Bulgarian => bg,
        };
        let mut line = match self.outcome {
            None => words("not decided yet", "решение не принято", "още няма решение"),
            Some(RulingOutcome::Upheld) => words(
                "ruling upheld",
                "решение судьи оставлено в силе",
                "решението на съдията е потвърдено",
            ),
            Some(RulingOutcome::Varied) => words(
                "ruling changed",
                "решение судьи изменено",
                "решението на съдията е променено",
            ),
            Some(RulingOutcome::Cancelled) => words(
                "ruling cancelled",
                "решение судьи отменено",
                "решението на съдията е отменено",
            ),
        }
        .to_string();
        if !self.outcomes.is_empty() {
            let parts: Vec<String> = self
                .outcomes
                .iter()
                .map(|o| outcome_text(o, language))
                .collect();
            line.push_str(": ");
            line.push_str(&parts.join(" + "));
        }
        let mut after = Vec::new();
        if self.without_merit {
            after.push(words(
                "appeal without merit",
                "апелляция без оснований",
                "контестация без основание",
            ));
        }
        if self.deposit == Some(DepositOutcome::Kept) {
            after.push(words(
                "deposit kept",
                "депозит удержан",
                "депозитът е задържан",
            ));
        }
        if !after.is_empty() {
            line.push_str("; ");
            line.push_str(&after.join(", "));
        }
        line
    }
}

/// `25% 3NT=`, `N–S: 1/3 4♠+1`, `100% passed out`.
fn outcome_text(outcome: &ScoreOutcome, language: Language) -> String {
    let mut text = String::new();
    if let Some(side) = outcome.side {
        text.push_str(match (side, language) {
            (Side::NS, Language::English) => "N–S: ",
            (Side::EW, Language::English) => "E–W: ",
            (Side::NS, Language::Russian | Language::Bulgarian) => "С–Ю: ",
            (Side::EW, Language::Russian) => "В–З: ",
            (Side::EW, Language::Bulgarian) => "И–З: ",
        });
    }
    text.push_str(outcome.weight.trim());
    text.push(' ');
    match outcome.contract {
        Some(contract) => {
            text.push_str(&CallLanguage::from(language).result(contract, outcome.tricks))
        }
        None => text.push_str(match language {
            Language::English => "passed out",
            Language::Russian => "пас",
            Language::Bulgarian => "всички пасуват",
        }),
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Contract;

    fn outcome(weight: &str, contract: &str, tricks: u8) -> ScoreOutcome {
        ScoreOutcome {
            side: None,
            contract: Some(contract.parse::<Contract>().expect("a contract")),
            declarer: None,
            tricks,
            weight: weight.into(),
        }
    }

    #[test]
    fn a_changed_ruling_names_its_weighted_outcomes() {
        let summary = DecisionSummary {
            outcome: Some(RulingOutcome::Varied),
            outcomes: vec![outcome("25%", "3NT", 9), outcome("75%", "6C", 12)],
            deposit: Some(DepositOutcome::Returned),
            without_merit: false,
        };
        assert_eq!(
            summary.line(Language::English),
            "ruling changed: 25% 3NT= + 75% 6♣="
        );
        assert_eq!(
            summary.line(Language::Russian),
            "решение судьи изменено: 25% 3БК= + 75% 6♣="
        );
        assert_eq!(
            summary.line(Language::Bulgarian),
            "решението на съдията е променено: 25% 3БК= + 75% 6♣="
        );
    }

    #[test]
    fn an_appeal_without_merit_says_so() {
        let summary = DecisionSummary {
            outcome: Some(RulingOutcome::Upheld),
            outcomes: Vec::new(),
            deposit: Some(DepositOutcome::Kept),
            without_merit: true,
        };
        assert_eq!(
            summary.line(Language::English),
            "ruling upheld; appeal without merit, deposit kept"
        );
        assert_eq!(
            DecisionSummary::default().line(Language::English),
            "not decided yet"
        );
    }
}
