//! A commentator's word on one case: the comment, a mark for the Director's ruling and one for
//! the decision of whoever heard the appeal, and whether the appeal improved the ruling.

pub use crate::case::{PanelComment, PanelVerdict};
use std::fmt;

/// Why a comment cannot be kept as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PanelCommentError {
    NoCommentator,
    MarkAboveScale { mark: u8, scale: u8 },
    Empty,
}

impl fmt::Display for PanelCommentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PanelCommentError::NoCommentator => f.write_str("the comment names no commentator"),
            PanelCommentError::MarkAboveScale { mark, scale } => {
                write!(f, "the mark {mark} is above the panel's scale of 0–{scale}")
            }
            PanelCommentError::Empty => {
                f.write_str("the comment has no text, no mark and no verdict")
            }
        }
    }
}

impl std::error::Error for PanelCommentError {}

impl PanelComment {
    /// Whether the commentator has said anything: a comment hidden from the others until its
    /// author has written counts only once there is something in it.
    pub fn is_written(&self) -> bool {
        !self.comment.trim().is_empty()
            || self.ruling_mark.is_some()
            || self.decision_mark.is_some()
            || self.verdict.is_some()
    }

    /// A comment fit to keep on a panel whose marks go up to `scale`.
    pub fn validate(&self, scale: u8) -> Result<(), PanelCommentError> {
        if self.commentator.trim().is_empty() {
            return Err(PanelCommentError::NoCommentator);
        }
        for mark in [self.ruling_mark, self.decision_mark].into_iter().flatten() {
            if mark > scale {
                return Err(PanelCommentError::MarkAboveScale { mark, scale });
            }
        }
        if !self.is_written() {
            return Err(PanelCommentError::Empty);
        }
        Ok(())
    }
}

/// The panel's average marks of a case: (ruling, decision), each over the commentators who
/// gave one — as NABC casebooks print the panel's average beside each case.
pub fn mark_averages(comments: &[PanelComment]) -> (Option<f64>, Option<f64>) {
    let average = |marks: Vec<u8>| {
        (!marks.is_empty())
            .then(|| marks.iter().map(|m| f64::from(*m)).sum::<f64>() / marks.len() as f64)
    };
    (
        average(comments.iter().filter_map(|c| c.ruling_mark).collect()),
        average(comments.iter().filter_map(|c| c.decision_mark).collect()),
    )
}

/// The panel's verdict on a case: what most commentators who gave one said; a tie between
/// the most said is too close to call.
pub fn case_verdict(comments: &[PanelComment]) -> Option<PanelVerdict> {
    let mut counts = [0_usize; 4];
    for verdict in comments.iter().filter_map(|c| c.verdict) {
        counts[PanelVerdict::ALL.iter().position(|v| *v == verdict)?] += 1;
    }
    let most = *counts.iter().max()?;
    if most == 0 {
        return None;
    }
    let mut leaders = PanelVerdict::ALL
        .into_iter()
        .zip(counts)
        .filter(|(_, n)| *n == most);
    match (leaders.next(), leaders.next()) {
        (Some((verdict, _)), None) => Some(verdict),
        _ => Some(PanelVerdict::TooClose),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(
        verdict: Option<PanelVerdict>,
        ruling: Option<u8>,
        decision: Option<u8>,
    ) -> PanelComment {
        PanelComment {
            commentator: "Wolff".into(),
            verdict,
            ruling_mark: ruling,
            decision_mark: decision,
            ..PanelComment::default()
        }
    }

    #[test]
    fn the_panel_verdict_is_the_majority_and_a_tie_is_too_close() {
        use PanelVerdict::*;
        let v = |vs: &[PanelVerdict]| {
            case_verdict(
                &vs.iter()
                    .map(|v| said(Some(*v), None, None))
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(v(&[Improved, Improved, Worsened]), Some(Improved));
        assert_eq!(v(&[Improved, Worsened]), Some(TooClose));
        assert_eq!(v(&[NoChange]), Some(NoChange));
        assert_eq!(v(&[]), None);
        assert_eq!(case_verdict(&[said(None, Some(40), None)]), None);
    }

    #[test]
    fn averages_count_only_the_commentators_who_marked() {
        let comments = [
            said(None, Some(40), Some(90)),
            said(None, Some(70), None),
            said(None, None, Some(80)),
        ];
        assert_eq!(mark_averages(&comments), (Some(55.0), Some(85.0)));
        assert_eq!(mark_averages(&[]), (None, None));
    }

    #[test]
    fn a_comment_is_refused_above_the_scale_without_a_name_or_empty() {
        let mut comment = said(Some(PanelVerdict::Improved), Some(101), None);
        assert_eq!(
            comment.validate(100),
            Err(PanelCommentError::MarkAboveScale {
                mark: 101,
                scale: 100
            })
        );
        comment.ruling_mark = Some(100);
        assert_eq!(comment.validate(100), Ok(()));
        comment.commentator = " ".into();
        assert_eq!(comment.validate(100), Err(PanelCommentError::NoCommentator));
        assert_eq!(
            PanelComment {
                commentator: "Gerard".into(),
                comment: "  ".into(),
                ..PanelComment::default()
            }
            .validate(100),
            Err(PanelCommentError::Empty)
        );
        assert_eq!("too close".parse(), Ok(PanelVerdict::TooClose));
        assert!("better".parse::<PanelVerdict>().is_err());
    }
}
