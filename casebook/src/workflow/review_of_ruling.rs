//! A review of the ruling decided at a distance: the Director sends the case to the reviewer
//! as a bundle and takes it back. The review's fields are the reviewer's — the answers to the
//! steps of the review's path, the decision and the status it reached — and the rest (the
//! facts, the statements, the ruling) stays the Director's, so two copies edited apart meet
//! without either losing what was written meanwhile.

use super::definition::Definitions;
use crate::case::{Case, CaseStatus, Hearing, WorkflowAnswer};
use chrono::{DateTime, Utc};

/// The two copies of a case reviewed at a distance, joined: the review's fields from the copy
/// whose review answers are the later, everything else from the other. `None` when the case
/// is not a review of the ruling, or when neither copy has an answer of the review yet (then
/// the copies compete as any two edits do).
pub fn join_review(local: &Case, incoming: &Case, definitions: &Definitions) -> Option<Case> {
    if local.uuid != incoming.uuid
        || incoming.identity.hearing != Hearing::ReviewOfRuling
        || local.identity.hearing != Hearing::ReviewOfRuling
    {
        return None;
    }
    let steps = review_steps(definitions)?;
    let latest = |case: &Case| -> Option<DateTime<Utc>> {
        case.workflow
            .iter()
            .filter(|row| steps.contains(&row.step.as_str()))
            .filter_map(|row| row.at)
            .max()
    };
    let (reviewed, other) = match (latest(local), latest(incoming)) {
        (None, None) => return None,
        (Some(here), Some(there)) if here >= there => (local, incoming),
        (Some(_), None) => (local, incoming),
        _ => (incoming, local),
    };
    let mut joined = with_review_of(other, reviewed, &steps);
    joined.revision = local.revision;
    joined.audit.updated = local.audit.updated.max(incoming.audit.updated);
    Some(joined)
}

/// The Director's copy with the review of `reviewed` written over it: the answers to the
/// review's steps, the decision, and the status the review reached (a status the Director's
/// copy has gone past, a chief director's approval, is kept).
fn with_review_of(directors: &Case, reviewed: &Case, steps: &[&str]) -> Case {
    let mut joined = directors.clone();
    let theirs: Vec<WorkflowAnswer> = reviewed
        .workflow
        .iter()
        .filter(|row| steps.contains(&row.step.as_str()))
        .cloned()
        .collect();
    joined
        .workflow
        .retain(|row| !steps.contains(&row.step.as_str()));
    joined.workflow.extend(theirs);
    joined.decision = reviewed.decision.clone();
    if reviewed.status() > joined.status() && reviewed.status() <= CaseStatus::Decided {
        joined.review.status = reviewed.status();
    }
    joined
}

/// Whether `edited` changes nothing of `stored` but its review: what a reviewer of the ruling
/// may save (the facts, the statements and the ruling are the Director's). The revision and
/// the time of the save are not compared.
pub fn changes_only_the_review(stored: &Case, edited: &Case, definitions: &Definitions) -> bool {
    let Some(steps) = review_steps(definitions) else {
        return false;
    };
    let mut expected = with_review_of(stored, edited, &steps);
    // Under review the reviewer moves the case between heard, sent back and decided, either
    // way (the store holds a move to one step).
    let under_review = |status| {
        matches!(
            status,
            CaseStatus::Heard | CaseStatus::SentBack | CaseStatus::Decided
        )
    };
    if under_review(stored.status()) && under_review(edited.status()) {
        expected.review.status = edited.status();
    }
    expected.revision = edited.revision;
    expected.audit = edited.audit.clone();
    // The review's rows stand after the Director's in the joined copy; their order is not a
    // change.
    let order = |case: &Case| {
        let mut rows = case.workflow.clone();
        rows.sort_by(|a, b| a.step.cmp(&b.step));
        rows
    };
    order(&expected) == order(edited) && {
        expected.workflow = edited.workflow.clone();
        expected == *edited
    }
}

/// The steps of the paths for a review of the ruling.
fn review_steps(definitions: &Definitions) -> Option<Vec<&str>> {
    let steps: Vec<&str> = definitions
        .paths_for_hearing(Hearing::ReviewOfRuling)
        .into_iter()
        .filter(|path| path.hearings.contains(&Hearing::ReviewOfRuling))
        .flat_map(|path| path.steps.iter().map(String::as_str))
        .collect();
    (!steps.is_empty()).then_some(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::BoardNumber;
    use chrono::TimeZone;

    fn reviewed_case() -> Case {
        let mut case = Case::with_uuid(uuid::Uuid::nil(), BoardNumber::new(5).unwrap());
        case.identity.hearing = Hearing::ReviewOfRuling;
        case.review.status = CaseStatus::Heard;
        case
    }

    fn row(step: &str, answer: &str, hour: u32) -> WorkflowAnswer {
        WorkflowAnswer {
            step: step.into(),
            answer: answer.into(),
            reason: "r".into(),
            by: "Reviewer".into(),
            at: Utc.with_ymd_and_hms(2026, 5, 2, hour, 0, 0).single(),
            needs_review: false,
        }
    }

    /// In the reviewer's database the Director's newer copy brings its facts; the reviewer's
    /// answers stay. A committee's case, or a review nobody has answered, is not joined.
    #[test]
    fn the_later_review_joins_the_other_copys_facts() {
        let definitions = crate::workflow::bundled().unwrap();
        let mut reviewers = reviewed_case();
        reviewers.revision = 4;
        reviewers.workflow = vec![
            row("review.facts", "stand", 10),
            row("review.bounds", "no", 11),
        ];
        let mut directors = reviewed_case();
        directors.revision = 5;
        directors.facts.agreed = "Noted later.".into();
        let joined = join_review(&reviewers, &directors, definitions).expect("joined");
        assert_eq!(joined.facts.agreed, "Noted later.");
        assert_eq!(joined.workflow, reviewers.workflow);
        assert_eq!(
            joined.revision, 4,
            "the local revision; the store writes the next"
        );

        let mut committee = directors.clone();
        committee.identity.hearing = Hearing::Committee;
        assert!(join_review(&reviewers, &committee, definitions).is_none());
        assert!(join_review(&reviewed_case(), &directors, definitions).is_none());
    }
}
