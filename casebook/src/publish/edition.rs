//! Which casebook edition a case was published in. The record has no field for it, so the
//! edition is kept as a review note in a fixed form, written when the case is marked
//! published and read back to number the next edition:
//! `casebook 2026, edition 1 (html)`, by [`EDITION_NOTE_AUTHOR`].

use crate::case::{Case, ReviewNote};
use chrono::{DateTime, Utc};

/// Who writes the edition note.
pub const EDITION_NOTE_AUTHOR: &str = "casebook publish";

/// A casebook edition a case appeared in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionRecord {
    pub year: i32,
    pub edition: u32,
    /// The format it was published in (`html`, `md`, `pdf`).
    pub format: String,
    pub at: Option<DateTime<Utc>>,
}

impl EditionRecord {
    /// The review note recording this edition.
    pub fn note(&self) -> ReviewNote {
        ReviewNote {
            by: EDITION_NOTE_AUTHOR.to_string(),
            at: self.at,
            text: format!(
                "casebook {}, edition {} ({})",
                self.year, self.edition, self.format
            ),
        }
    }

    /// Reads an edition note; `None` for any other note.
    pub fn from_note(note: &ReviewNote) -> Option<EditionRecord> {
        if note.by != EDITION_NOTE_AUTHOR {
            return None;
        }
        let rest = note.text.strip_prefix("casebook ")?;
        let (year, rest) = rest.split_once(", edition ")?;
        let (edition, rest) = rest.split_once(" (")?;
        let format = rest.strip_suffix(')')?;
        Some(EditionRecord {
            year: year.trim().parse().ok()?,
            edition: edition.trim().parse().ok()?,
            format: format.to_string(),
            at: note.at,
        })
    }
}

/// The editions a case was published in, oldest first.
pub fn editions_of(case: &Case) -> Vec<EditionRecord> {
    case.review
        .notes
        .iter()
        .filter_map(EditionRecord::from_note)
        .collect()
}

/// The highest edition of `year` recorded in `cases`, 0 when none is.
pub fn latest_edition<'a>(cases: impl IntoIterator<Item = &'a Case>, year: i32) -> u32 {
    cases
        .into_iter()
        .flat_map(editions_of)
        .filter(|record| record.year == year)
        .map(|record| record.edition)
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edition_note_reads_back() {
        let record = EditionRecord {
            year: 2026,
            edition: 3,
            format: "pdf".into(),
            at: None,
        };
        assert_eq!(record.note().text, "casebook 2026, edition 3 (pdf)");
        assert_eq!(EditionRecord::from_note(&record.note()), Some(record));
        let other = ReviewNote {
            by: "Главный судья".into(),
            at: None,
            text: "casebook 2026, edition 3 (pdf)".into(),
        };
        assert_eq!(
            EditionRecord::from_note(&other),
            None,
            "only our own notes count"
        );
    }
}
