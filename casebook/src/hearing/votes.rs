//! The committee's votes: each member votes on a question the workflow asks for a finding, and
//! on the decision; the step shows the tally, and a majority of the committee closes it — the
//! finding is recorded for the committee with the count. A tie of the whole committee is
//! settled by the chair's casting vote where the case's profile gives one (the WBF Code of
//! Practice, 1997 commentary Appendix 3, commentary-1997-ru.txt l.6622); otherwise it leaves the question
//! open. A member who voted with the minority may write a dissent, printed signed. A case heard by one
//! person (a Director's ruling) keeps answering the steps directly, as before.

use crate::case::{Case, CommitteeRole, RulingOutcome, Vote};
use crate::profile::Profile;
use crate::workflow::{Answer, AnswerKind, Workflow, WorkflowError};
use chrono::{DateTime, Utc};

/// The step votes on the decision use: upheld, varied or cancelled.
pub const DECISION_STEP: &str = "decision";

/// Why a vote was not recorded; nothing is stored.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum VoteError {
    #[error("{member} is not on the case's committee")]
    NotOnCommittee { member: String },
    #[error("{member} has already voted on {step}")]
    AlreadyVoted { member: String, step: String },
    #[error("{step} is not a question the committee votes on")]
    NotVoted { step: String },
    #[error("\"{answer}\" is not an answer to {step}")]
    NoSuchAnswer { step: String, answer: String },
    #[error("{member} has not voted on {step}")]
    NoVote { member: String, step: String },
    #[error("{step} is settled by the vote; a vote is taken back only while the question is open")]
    Settled { step: String },
    #[error("{member} did not vote with the minority on {step}")]
    NotInMinority { member: String, step: String },
    #[error(transparent)]
    Workflow(#[from] WorkflowError),
}

/// The votes cast on one question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Each answer with the members who gave it, most votes first.
    pub answers: Vec<(String, Vec<String>)>,
    /// Members on the committee.
    pub members: usize,
    /// The answer more than half the committee gave, or the chair's on a tie the chair's
    /// casting vote settles.
    pub majority: Option<String>,
    /// The chair whose casting vote settled a tie.
    pub casting_vote: Option<String>,
}

impl Tally {
    /// `2–1`: the votes for the majority against the rest.
    pub fn count(&self) -> String {
        let cast: usize = self.answers.iter().map(|(_, m)| m.len()).sum();
        let top = self.answers.first().map_or(0, |(_, m)| m.len());
        format!("{top}–{}", cast - top)
    }
}

/// The answers a member may give on `step`.
pub fn answers(case: &Case, step: &str) -> Result<Vec<String>, VoteError> {
    if step == DECISION_STEP {
        return Ok(RulingOutcome::ALL
            .iter()
            .map(|o| o.code().to_string())
            .collect());
    }
    let workflow = Workflow::for_case(case)?;
    let definition = workflow
        .steps()
        .into_iter()
        .find(|s| s.id == step)
        .filter(|s| {
            matches!(
                s.kind,
                AnswerKind::YesNo | AnswerKind::Poll | AnswerKind::Choice
            )
        })
        .ok_or_else(|| VoteError::NotVoted {
            step: step.to_string(),
        })?;
    Ok(definition
        .codes()
        .into_iter()
        .filter(|c| *c != crate::workflow::definition::NOT_APPLICABLE)
        .map(str::to_string)
        .collect())
}

/// The tally of the votes on `step`; a tie of the whole committee goes the chair's way when
/// the case's profile gives the chair a casting vote.
pub fn tally(case: &Case, step: &str) -> Tally {
    let casting = Profile::for_case(case).is_ok_and(|p| p.chair_has_casting_vote());
    tally_with(case, step, casting)
}

fn tally_with(case: &Case, step: &str, chair_casts: bool) -> Tally {
    let mut answers: Vec<(String, Vec<String>)> = Vec::new();
    for vote in case.votes.iter().filter(|v| v.step == step) {
        match answers.iter_mut().find(|(a, _)| *a == vote.answer) {
            Some((_, members)) => members.push(vote.member.clone()),
            None => answers.push((vote.answer.clone(), vec![vote.member.clone()])),
        }
    }
    answers.sort_by_key(|(_, members)| std::cmp::Reverse(members.len()));
    let members = case.people.committee.len();
    let mut majority = answers
        .first()
        .filter(|(_, m)| m.len() * 2 > members)
        .map(|(a, _)| a.clone());
    let mut casting_vote = None;
    let cast: usize = answers.iter().map(|(_, m)| m.len()).sum();
    let tied = answers.len() >= 2 && answers[0].1.len() == answers[1].1.len();
    if majority.is_none() && chair_casts && tied && cast == members {
        let top = answers[0].1.len();
        let chair = case
            .people
            .committee
            .iter()
            .find(|m| m.role == CommitteeRole::Chair)
            .map(|m| m.name.trim().to_string());
        let chairs_side = chair.as_ref().and_then(|chair| {
            answers
                .iter()
                .position(|(_, m)| m.len() == top && m.contains(chair))
        });
        if let (Some(chair), Some(side)) = (chair, chairs_side) {
            // The chair's side first, so that the count reads for it against the rest.
            let settled = answers.remove(side);
            majority = Some(settled.0.clone());
            answers.insert(0, settled);
            casting_vote = Some(chair);
        }
    }
    Tally {
        answers,
        members,
        majority,
        casting_vote,
    }
}

/// Records `member`'s vote on `step`; when the votes now make a majority of the committee, the
/// finding (or the decision's outcome) is recorded with the count. All or nothing: a refused
/// vote, or a finding the workflow refuses, leaves the case as it was.
pub fn cast(
    case: &mut Case,
    step: &str,
    member: &str,
    answer: &str,
    at: DateTime<Utc>,
) -> Result<Tally, VoteError> {
    let member = member.trim();
    if !case
        .people
        .committee
        .iter()
        .any(|m| m.name.trim() == member)
    {
        return Err(VoteError::NotOnCommittee {
            member: member.to_string(),
        });
    }
    if case
        .votes
        .iter()
        .any(|v| v.step == step && v.member == member)
    {
        return Err(VoteError::AlreadyVoted {
            member: member.to_string(),
            step: step.to_string(),
        });
    }
    if !answers(case, step)?.iter().any(|a| a == answer) {
        return Err(VoteError::NoSuchAnswer {
            step: step.to_string(),
            answer: answer.to_string(),
        });
    }
    let mut voted = case.clone();
    voted.votes.push(Vote {
        member: member.to_string(),
        step: step.to_string(),
        answer: answer.to_string(),
        at: Some(at),
        dissent: String::new(),
    });
    let counted = tally(&voted, step);
    if let Some(majority) = &counted.majority {
        close(&mut voted, step, majority, &counted, at)?;
    }
    *case = voted;
    Ok(counted)
}

/// Records the majority's answer as the committee's.
fn close(
    case: &mut Case,
    step: &str,
    majority: &str,
    counted: &Tally,
    at: DateTime<Utc>,
) -> Result<(), VoteError> {
    if step == DECISION_STEP {
        case.decision.outcome = majority.parse().ok();
        return Ok(());
    }
    let already = case
        .workflow
        .iter()
        .any(|w| w.step == step && w.answer == majority);
    if already {
        return Ok(());
    }
    let workflow = Workflow::for_case(case)?;
    let definition = workflow.step(step).ok_or_else(|| VoteError::NotVoted {
        step: step.to_string(),
    })?;
    let answer = Answer::parse(definition, majority)?;
    let chair = case
        .people
        .committee
        .iter()
        .find(|m| m.role == CommitteeRole::Chair)
        .map_or("committee", |m| m.name.as_str())
        .to_string();
    let minority: Vec<&str> = counted
        .answers
        .iter()
        .skip(1)
        .flat_map(|(_, m)| m.iter().map(String::as_str))
        .collect();
    let casting = if counted.casting_vote.is_some() {
        ", the chair's casting vote"
    } else {
        ""
    };
    let reason = if minority.is_empty() {
        format!("committee vote {}{casting}", counted.count())
    } else {
        format!(
            "committee vote {}{casting} (against: {})",
            counted.count(),
            minority.join(", ")
        )
    };
    workflow.answer(case, step, answer, &reason, &chair, at)?;
    Ok(())
}

/// Keeps `text` as `member`'s dissent on `step`, where the member voted with the minority.
pub fn dissent(case: &mut Case, step: &str, member: &str, text: &str) -> Result<(), VoteError> {
    let counted = tally(case, step);
    let majority = counted.majority.clone();
    let vote = case
        .votes
        .iter_mut()
        .find(|v| v.step == step && v.member == member.trim())
        .filter(|v| majority.as_ref().is_some_and(|m| *m != v.answer))
        .ok_or_else(|| VoteError::NotInMinority {
            member: member.trim().to_string(),
            step: step.to_string(),
        })?;
    vote.dissent = text.trim().to_string();
    Ok(())
}

/// Takes back `member`'s vote on `step` while the question is still open (no majority, no
/// casting vote), so that a split committee can vote again after discussion.
pub fn withdraw(case: &mut Case, step: &str, member: &str) -> Result<(), VoteError> {
    let member = member.trim();
    let position = case
        .votes
        .iter()
        .position(|v| v.step == step && v.member == member)
        .ok_or_else(|| VoteError::NoVote {
            member: member.to_string(),
            step: step.to_string(),
        })?;
    if tally(case, step).majority.is_some() {
        return Err(VoteError::Settled {
            step: step.to_string(),
        });
    }
    case.votes.remove(position);
    Ok(())
}
