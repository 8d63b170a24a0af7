//! Where a case stands: draft → heard → decided → reviewed → published. The chief director
//! reviews a decided case and either approves it or returns it to the committee with notes;
//! only reviewed cases go into a casebook. A review of the ruling may send the case back to
//! the Director instead of deciding it (sent back): he rules again, and the case is heard
//! again.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum CaseStatus {
    #[default]
    Draft,
    Heard,
    /// A review of the ruling sent the case back to the Director to rule again: undecided,
    /// beside "heard" rather than a step of its own on the way to publishing.
    SentBack,
    Decided,
    Reviewed,
    Published,
}

impl CaseStatus {
    pub const ALL: [CaseStatus; 6] = [
        CaseStatus::Draft,
        CaseStatus::Heard,
        CaseStatus::SentBack,
        CaseStatus::Decided,
        CaseStatus::Reviewed,
        CaseStatus::Published,
    ];

    /// The way of a case to publishing, one step at a time (a case sent back stands beside
    /// "heard").
    pub const TO_PUBLISHING: [CaseStatus; 5] = [
        CaseStatus::Draft,
        CaseStatus::Heard,
        CaseStatus::Decided,
        CaseStatus::Reviewed,
        CaseStatus::Published,
    ];

    pub fn code(self) -> &'static str {
        match self {
            CaseStatus::Draft => "draft",
            CaseStatus::Heard => "heard",
            CaseStatus::SentBack => "sent_back",
            CaseStatus::Decided => "decided",
            CaseStatus::Reviewed => "reviewed",
            CaseStatus::Published => "published",
        }
    }

    /// The place on the way to publishing; a case sent back stands where a heard one does.
    fn step(self) -> usize {
        match self {
            CaseStatus::Draft => 0,
            CaseStatus::Heard | CaseStatus::SentBack => 1,
            CaseStatus::Decided => 2,
            CaseStatus::Reviewed => 3,
            CaseStatus::Published => 4,
        }
    }

    /// Whether a case may move from `self` to `to`: one step forward, or one step back (a
    /// decision returned by the chief director, a publication withdrawn). Staying put is
    /// allowed. A case is sent back from review (heard) alone, and leaves it only to be
    /// heard again or to go back to a draft: the Director rules before anyone decides.
    pub fn can_move_to(self, to: CaseStatus) -> bool {
        match (self, to) {
            (from, to) if from == to => true,
            (CaseStatus::SentBack, to) => matches!(to, CaseStatus::Heard | CaseStatus::Draft),
            (from, CaseStatus::SentBack) => from == CaseStatus::Heard,
            (from, to) => from.step().abs_diff(to.step()) <= 1,
        }
    }

    /// Whether the committee has yet to decide the case (a draft, heard, or sent back to the
    /// Director): what it may still decide, and a committee member may still delete.
    pub fn is_undecided(self) -> bool {
        matches!(
            self,
            CaseStatus::Draft | CaseStatus::Heard | CaseStatus::SentBack
        )
    }
}

impl fmt::Display for CaseStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for CaseStatus {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CaseStatus::ALL.into_iter().find(|st| st.code() == s.trim()).ok_or_else(|| {
            format!("unknown case status \"{s}\": expected draft, heard, sent_back, decided, reviewed or published")
        })
    }
}

/// A note left by the reviewer (or anyone moving the case), e.g. why it was returned.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ReviewNote {
    pub by: String,
    pub at: Option<DateTime<Utc>>,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Review {
    pub status: CaseStatus,
    pub notes: Vec<ReviewNote>,
}

impl Review {
    /// Whether the chief director may approve the case: only a decided one is reviewed.
    pub fn can_approve(&self) -> bool {
        self.status == CaseStatus::Decided
    }

    /// Whether the chief director may return the decision to the committee: a decided case,
    /// with the reviewer named and a note saying why (the committee must know what to redo).
    pub fn can_return(&self, by: &str, note: &str) -> bool {
        self.can_approve() && !by.trim().is_empty() && !note.trim().is_empty()
    }

    /// Moves the case to `to` when that is one step (marking it heard, back to a draft,
    /// withdrawing an approval or a publication); deciding, approving and returning have their
    /// own conditions and go through `Workflow::mark_decided`, [`Review::approve`] and
    /// [`Review::return_to_committee`]. Returns whether the case moved.
    pub fn move_to(&mut self, to: CaseStatus) -> bool {
        if !self.status.can_move_to(to) {
            return false;
        }
        self.status = to;
        true
    }

    /// Approves a decided case, keeping the reviewer's note when one was written. Returns
    /// whether the case moved.
    pub fn approve(&mut self, by: &str, note: &str, at: DateTime<Utc>) -> bool {
        if !self.can_approve() {
            return false;
        }
        if !note.trim().is_empty() {
            self.notes.push(ReviewNote::new(by, note, at));
        }
        self.status = CaseStatus::Reviewed;
        true
    }

    /// Returns a decided case to the committee (heard again) with the reviewer's note.
    /// Returns whether the case moved.
    pub fn return_to_committee(&mut self, by: &str, note: &str, at: DateTime<Utc>) -> bool {
        if !self.can_return(by, note) {
            return false;
        }
        self.notes.push(ReviewNote::new(by, note, at));
        self.status = CaseStatus::Heard;
        true
    }
}

impl ReviewNote {
    fn new(by: &str, text: &str, at: DateTime<Utc>) -> ReviewNote {
        ReviewNote {
            by: by.trim().to_string(),
            at: Some(at),
            text: text.trim().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CaseStatus::*;
    use super::Review;

    #[test]
    fn the_chief_director_approves_or_returns_only_a_decided_case_and_a_return_says_why() {
        let at = chrono::Utc::now();
        let mut review = Review {
            status: Heard,
            ..Review::default()
        };
        assert!(!review.approve("Гл. судья", "", at), "not decided yet");
        assert_eq!(review.status, Heard);
        review.status = Decided;
        assert!(
            !review.return_to_committee("Гл. судья", "  ", at),
            "no note"
        );
        assert!(
            !review.return_to_committee(" ", "Пересчитать веса", at),
            "nobody"
        );
        assert!(review.notes.is_empty());
        assert!(review.return_to_committee(" Гл. судья ", "Пересчитать веса ", at));
        assert_eq!(review.status, Heard);
        assert_eq!(review.notes[0].by, "Гл. судья");
        assert_eq!(review.notes[0].text, "Пересчитать веса");
        review.status = Decided;
        assert!(review.approve("Гл. судья", "", at));
        assert_eq!(review.status, Reviewed);
        assert_eq!(review.notes.len(), 1, "an empty note is not kept");
    }

    #[test]
    fn a_plain_move_is_one_step_and_only_an_undecided_case_awaits_its_decision() {
        let mut review = Review::default();
        assert!(review.move_to(Heard), "a draft is marked heard");
        assert!(!review.move_to(Reviewed), "two steps at once");
        assert_eq!(review.status, Heard);
        assert!(review.move_to(Draft), "back to a draft");
        let undecided: Vec<_> = super::CaseStatus::ALL
            .into_iter()
            .filter(|s| s.is_undecided())
            .collect();
        assert_eq!(undecided, [Draft, Heard, SentBack]);
    }

    /// A review of the ruling sends back a case under review, never a draft or a decided
    /// one; the Director's case goes back under review (or to a draft), never straight to a
    /// decision.
    #[test]
    fn a_case_is_sent_back_from_review_and_leaves_it_to_be_heard_again() {
        assert!(Heard.can_move_to(SentBack));
        assert!(!Draft.can_move_to(SentBack));
        assert!(!Decided.can_move_to(SentBack));
        assert!(SentBack.can_move_to(Heard));
        assert!(SentBack.can_move_to(Draft));
        assert!(!SentBack.can_move_to(Decided));
        assert!(SentBack.can_move_to(SentBack));
        assert_eq!("sent_back".parse(), Ok(SentBack));
    }

    #[test]
    fn status_moves_one_step_either_way() {
        assert!(Draft.can_move_to(Heard));
        assert!(Decided.can_move_to(Reviewed));
        assert!(
            Decided.can_move_to(Heard),
            "the reviewer returns a decision"
        );
        assert!(Published.can_move_to(Published));
        assert!(!Draft.can_move_to(Decided));
        assert!(!Draft.can_move_to(Published));
        assert!(!Published.can_move_to(Decided));
    }
}
