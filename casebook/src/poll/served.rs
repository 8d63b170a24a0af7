//! A poll served to the players: the problem frozen as the pollees see it, each pollee with a
//! link of his own (an unguessable token) and his class, and the answers that come back — kept
//! apart from the case's revision (the store's served polls), so that the window's next save of
//! the case never loses one. An answer the Director sets aside is kept with his reason and left
//! out of the verdicts, never deleted.

use crate::case::PolleeAnswer;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;
use uuid::Uuid;

/// The problem as the pollees see it, frozen when the poll is served and kept with the case
/// exactly as shown: what the committee reads is what was asked.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FrozenProblem {
    /// The language the page speaks (`ru`, `en`, `bg`).
    pub language: String,
    /// The board, the vulnerability and the seat, in one line.
    pub heading: String,
    /// The hand, the auction as the player knew it and the methods as the committee states
    /// them.
    pub problem: String,
    /// What the pollee is asked.
    pub question: String,
    /// The calls offered as answers (a free answer may name another).
    pub calls: Vec<String>,
}

/// A pollee's link: 122 random bits (a version 4 UUID), written as 32 hexadecimal digits. A
/// link cannot be guessed from another's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LinkToken(Uuid);

impl LinkToken {
    /// A new token, from the system's random source.
    pub fn new() -> LinkToken {
        LinkToken(Uuid::new_v4())
    }

    /// The token as a link carries it; `None` for anything else (a wrong length, a letter
    /// that is not a hexadecimal digit, upper case).
    pub fn parse(text: &str) -> Option<LinkToken> {
        let well_formed = text.len() == 32
            && text
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        well_formed
            .then(|| Uuid::try_parse(text).ok().map(LinkToken))
            .flatten()
    }
}

/// A token travels as its link writes it.
impl Serialize for LinkToken {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for LinkToken {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        LinkToken::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("\"{text}\" is not a link's token")))
    }
}

impl Default for LinkToken {
    fn default() -> LinkToken {
        LinkToken::new()
    }
}

impl fmt::Display for LinkToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.simple())
    }
}

/// A pollee as the Director adds him: a name, or only his number among the pollees, and the
/// class the poll asks for (his strength and the methods he plays).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PolleeClass {
    pub name: String,
    pub strength: String,
    pub methods: String,
}

/// A pollee of a served poll, with his link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServedPollee {
    pub token: LinkToken,
    /// His number among the poll's pollees, from 1.
    pub number: u32,
    pub class: PolleeClass,
    pub answer: Option<ServedAnswer>,
}

impl ServedPollee {
    /// His name, or "#3" for the third pollee polled without one.
    pub fn label(&self) -> String {
        if self.class.name.trim().is_empty() {
            format!("#{}", self.number)
        } else {
            self.class.name.trim().to_string()
        }
    }
}

/// An answer as the page sends it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AnswerGiven {
    /// The call chosen (one of those offered, or the free answer).
    pub action: String,
    /// The other calls seriously considered.
    pub considered: Vec<String>,
    /// "What else did you consider", in the pollee's words.
    pub other: String,
    pub comment: String,
}

/// An answer received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServedAnswer {
    pub received_at: DateTime<Utc>,
    pub given: AnswerGiven,
    pub set_aside: Option<SetAside>,
}

/// Why and by whom an answer was set aside (a pollee who knew the hand, a misread problem).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetAside {
    pub reason: String,
    pub by: String,
    pub at: DateTime<Utc>,
}

/// A served poll of a case (in a bundle, as a replica sends it; its `id` is the archive's own
/// and another archive ignores it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServedPoll {
    pub id: i64,
    pub case: Uuid,
    /// The case's poll (its position among the case's polls) the answers are for.
    pub poll: usize,
    pub problem: FrozenProblem,
    pub opened_at: DateTime<Utc>,
    pub opened_by: String,
    /// When the Director closed it; an open poll is served.
    pub closed_at: Option<DateTime<Utc>>,
    pub pollees: Vec<ServedPollee>,
}

impl ServedPoll {
    pub fn is_open(&self) -> bool {
        self.closed_at.is_none()
    }

    /// The answers the verdicts weigh: those received and not set aside, as a poll's answers
    /// are recorded (the pollee's name or number, his strength as his level).
    pub fn counted(&self) -> Vec<PolleeAnswer> {
        self.pollees
            .iter()
            .filter_map(|pollee| {
                let answer = pollee.answer.as_ref()?;
                answer.set_aside.is_none().then(|| PolleeAnswer {
                    name: pollee.label(),
                    level: pollee.class.strength.clone(),
                    action: answer.given.action.clone(),
                    considered: answer.given.considered.clone(),
                    comment: [answer.given.other.trim(), answer.given.comment.trim()]
                        .into_iter()
                        .filter(|t| !t.is_empty())
                        .collect::<Vec<_>>()
                        .join(" — "),
                })
            })
            .collect()
    }
}

/// The case as it is printed: each served poll's counted answers added to the case's poll
/// they were served for, and a poll whose problem was never typed given the problem as it was
/// frozen and shown. The answers set aside are not counted, as the window does not count them.
pub fn with_served_answers(case: &mut crate::case::Case, served: &[ServedPoll]) {
    for poll in served.iter().filter(|p| p.case == case.uuid) {
        let Some(into) = case.polls.get_mut(poll.poll) else {
            continue;
        };
        if into.problem.trim().is_empty() {
            into.problem = poll.problem.as_text();
        }
        into.pollees.extend(poll.counted());
    }
}

impl FrozenProblem {
    /// The problem as one text: the heading, the problem, the question.
    pub fn as_text(&self) -> String {
        [
            self.heading.trim(),
            self.problem.trim(),
            self.question.trim(),
        ]
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
    }
}

/// The longest text a field of an answer may hold: a page's answer is a call and a few words.
pub const ANSWER_FIELD_LIMIT: usize = 2_000;

/// Why an answer is not taken: each leaves the poll as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerRefused {
    #[error("this link is not one of the poll's")]
    UnknownLink,
    #[error("this link has answered already, at {at}")]
    AlreadyAnswered { at: DateTime<Utc> },
    #[error("the poll is closed")]
    Closed,
    #[error("no call was chosen")]
    NoAction,
    #[error("the field {field} is longer than {ANSWER_FIELD_LIMIT} characters")]
    TooLong { field: &'static str },
}

impl AnswerGiven {
    /// The answer trimmed, or why it cannot be taken.
    pub fn checked(&self) -> Result<AnswerGiven, AnswerRefused> {
        let action = self.action.trim().to_string();
        if action.is_empty() {
            return Err(AnswerRefused::NoAction);
        }
        let fields: [(&'static str, usize); 4] = [
            ("action", self.action.chars().count()),
            (
                "considered",
                self.considered.iter().map(|c| c.chars().count()).sum(),
            ),
            ("other", self.other.chars().count()),
            ("comment", self.comment.chars().count()),
        ];
        if let Some((field, _)) = fields.iter().find(|(_, n)| *n > ANSWER_FIELD_LIMIT) {
            return Err(AnswerRefused::TooLong { field });
        }
        let mut considered: Vec<String> = Vec::new();
        for call in &self.considered {
            let call = call.trim();
            if !call.is_empty() && call != action && !considered.iter().any(|c| c == call) {
                considered.push(call.to_string());
            }
        }
        Ok(AnswerGiven {
            action,
            considered,
            other: self.other.trim().to_string(),
            comment: self.comment.trim().to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_read_back_only_as_written() {
        let token = LinkToken::new();
        let text = token.to_string();
        assert_eq!(text.len(), 32);
        assert_eq!(LinkToken::parse(&text), Some(token));
        assert_ne!(LinkToken::new(), token);
        for bad in [
            "",
            &text[..31],
            &text.to_uppercase(),
            "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
            "../../../../etc/passwd0000000000",
        ] {
            assert_eq!(LinkToken::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn an_answer_is_trimmed_and_bounded() {
        let given = AnswerGiven {
            action: " Pass ".into(),
            considered: vec!["4♠".into(), " Pass".into(), "4♠".into(), "".into()],
            other: " Double ".into(),
            comment: String::new(),
        };
        let checked = given.checked().unwrap();
        assert_eq!(checked.action, "Pass");
        assert_eq!(checked.considered, ["4♠"]);
        assert_eq!(checked.other, "Double");
        assert_eq!(
            AnswerGiven::default().checked(),
            Err(AnswerRefused::NoAction)
        );
        let long = AnswerGiven {
            action: "Pass".into(),
            comment: "x".repeat(ANSWER_FIELD_LIMIT + 1),
            ..AnswerGiven::default()
        };
        assert_eq!(
            long.checked(),
            Err(AnswerRefused::TooLong { field: "comment" })
        );
    }
}
