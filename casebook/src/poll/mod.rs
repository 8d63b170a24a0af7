//! Logical-alternative polls (2017 Law 16B1(b); 1997 commentary 16.9–16.10): peers are shown
//! the problem without the unauthorized information, and each says what they would do and what
//! else they seriously considered. The verdict per action always shows the raw counts beside
//! the shares, the flags and the interval.

pub mod served;
pub mod served_page;
pub mod served_sheet;
pub mod serving;
pub mod slips;
mod wilson;

pub use wilson::{Interval, wilson_interval};

use crate::adjust::{Language, Rational};

/// One player polled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pollee {
    pub name: String,
    /// Class or level of the player ("expert", "club", a grade), since peers are polled.
    pub level: String,
    /// The action they would take.
    pub action: String,
    /// The other actions they seriously considered.
    pub considered: Vec<String>,
    pub comment: Option<String>,
}

/// The pollees of a case's poll as the verdicts weigh them: each answer as recorded, an empty
/// comment as none. One reading for the write-up and the poll's window.
pub fn pollees_of(poll: &crate::case::Poll) -> Vec<Pollee> {
    poll.pollees
        .iter()
        .map(|p| Pollee {
            name: p.name.clone(),
            level: p.level.clone(),
            action: p.action.clone(),
            considered: p.considered.clone(),
            comment: (!p.comment.trim().is_empty()).then(|| p.comment.clone()),
        })
        .collect()
}

/// The shares a profile sets for the verdicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PollThresholds {
    /// An action chosen or seriously considered by at least this share is a logical
    /// alternative (commentary 16.10: «не менее трех из десяти»).
    pub logical_alternative: Rational,
    /// An action chosen by more than this share is "obvious" (commentary 16.10: «более 70%»).
    pub obvious: Rational,
}

/// What the poll says about one action.
#[derive(Debug, Clone, PartialEq)]
pub struct ActionVerdict {
    /// The action as the first pollee to name it wrote it.
    pub action: String,
    pub polled: u32,
    pub chose: u32,
    pub chose_or_considered: u32,
    pub chose_share: Rational,
    pub chose_or_considered_share: Rational,
    pub logical_alternative: bool,
    pub obvious: bool,
    /// 95% Wilson intervals of the two shares.
    pub chose_interval: Interval,
    pub chose_or_considered_interval: Interval,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PollError {
    #[error("the poll has no pollees")]
    NoPollees,
    #[error("pollee {} ({name}) gives no action", index + 1)]
    NoAction { index: usize, name: String },
    #[error("the poll has more pollees than can be counted")]
    TooLarge,
}

/// Actions are compared as people type them: case, spacing and the X/Х look-alikes aside.
fn action_key(action: &str) -> String {
    action
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
        .replace('х', "x")
}

/// The verdict on every action named in the poll, the most chosen first.
pub fn verdicts(
    pollees: &[Pollee],
    thresholds: &PollThresholds,
) -> Result<Vec<ActionVerdict>, PollError> {
    if pollees.is_empty() {
        return Err(PollError::NoPollees);
    }
    let polled = u32::try_from(pollees.len()).map_err(|_| PollError::TooLarge)?;
    if let Some(index) = pollees
        .iter()
        .position(|p| action_key(&p.action).is_empty())
    {
        return Err(PollError::NoAction {
            index,
            name: pollees[index].name.clone(),
        });
    }
    // Every action named, chosen or considered, in the order first met.
    let mut actions: Vec<(String, String)> = Vec::new();
    for pollee in pollees {
        for action in std::iter::once(&pollee.action).chain(&pollee.considered) {
            let key = action_key(action);
            if !key.is_empty() && !actions.iter().any(|(k, _)| *k == key) {
                actions.push((key, action.trim().to_string()));
            }
        }
    }
    let share = |count: u32| Rational::new(i128::from(count), i128::from(polled));
    let mut verdicts = Vec::with_capacity(actions.len());
    for (key, action) in actions {
        let chose = pollees
            .iter()
            .filter(|p| action_key(&p.action) == key)
            .count() as u32;
        let chose_or_considered = pollees
            .iter()
            .filter(|p| {
                action_key(&p.action) == key || p.considered.iter().any(|c| action_key(c) == key)
            })
            .count() as u32;
        let (Some(chose_share), Some(chose_or_considered_share)) =
            (share(chose), share(chose_or_considered))
        else {
            return Err(PollError::NoPollees);
        };
        verdicts.push(ActionVerdict {
            action,
            polled,
            chose,
            chose_or_considered,
            chose_share,
            chose_or_considered_share,
            logical_alternative: chose_or_considered_share >= thresholds.logical_alternative,
            obvious: chose_share > thresholds.obvious,
            chose_interval: wilson_interval(chose, polled),
            chose_or_considered_interval: wilson_interval(chose_or_considered, polled),
        });
    }
    verdicts.sort_by(|a, b| {
        b.chose
            .cmp(&a.chose)
            .then(b.chose_or_considered.cmp(&a.chose_or_considered))
    });
    Ok(verdicts)
}

fn percent(value: f64, language: Language) -> String {
    let text = format!("{:.0}", value * 100.0);
    match language {
        Language::English => text,
        Language::Russian | Language::Bulgarian => text.replace('.', ","),
    }
}

impl ActionVerdict {
    /// One line with the counts first: `Pass: chosen by 1 of 12, chosen or seriously
    /// considered by 3 of 12 (25%, 95% interval 9–53%): a logical alternative`.
    pub fn summary(&self, language: Language) -> String {
        let (low, high) = (
            percent(self.chose_or_considered_interval.low, language),
            percent(self.chose_or_considered_interval.high, language),
        );
        let share = self
            .chose_or_considered_share
            .checked_mul(Rational::integer(100))
            .map(|p| percent(p.to_f64() / 100.0, language))
            .unwrap_or_default();
        let n = self.polled;
        match language {
            Language::English => {
                let mut flags = Vec::new();
                if self.logical_alternative {
                    flags.push("a logical alternative");
                }
                if self.obvious {
                    flags.push("obvious");
                }
                let verdict = if flags.is_empty() {
                    "not a logical alternative".to_string()
                } else {
                    flags.join(", ")
                };
                format!(
                    "{}: chosen by {} of {n}, chosen or seriously considered by {} of {n} ({share}%, 95% interval {low}–{high}%): {verdict}",
                    self.action, self.chose, self.chose_or_considered
                )
            }
            Language::Russian => {
                let mut flags = Vec::new();
                if self.logical_alternative {
                    flags.push("логическая альтернатива");
                }
                if self.obvious {
                    flags.push("очевидное действие");
                }
                let verdict = if flags.is_empty() {
                    "не логическая альтернатива".to_string()
                } else {
                    flags.join(", ")
                };
                format!(
                    "{}: выбрали {} из {n}, выбрали или серьёзно рассматривали {} из {n} ({share}%, 95-процентный интервал {low}–{high}%): {verdict}",
                    self.action, self.chose, self.chose_or_considered
                )
            }
            Language::Bulgarian => {
                let mut flags = Vec::new();
                if self.logical_alternative {
                    flags.push("логична алтернатива");
                }
                if self.obvious {
                    flags.push("очевидно действие");
                }
                let verdict = if flags.is_empty() {
                    "не е логична алтернатива".to_string()
                } else {
                    flags.join(", ")
                };
                format!(
                    "{}: избрано от {} от {n}, избрано или сериозно обмислено от {} от {n} ({share}%, 95% интервал {low}–{high}%): {verdict}",
                    self.action, self.chose, self.chose_or_considered
                )
            }
        }
    }
}
