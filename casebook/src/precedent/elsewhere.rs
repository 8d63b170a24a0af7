//! Where the cases are when none cites a unit: people type a Law's number as they know it, and
//! an archive of 1997 cases asked for "16A" in the 2017 numbering finds nothing, though its
//! cases cite 1997 16A (which is 2017 16B). The same number in the other edition, the cases
//! citing it and what it is in the edition asked turn "none" into a way on.

use super::citation::unit_keys;
use super::index::PrecedentIndex;
use crate::laws::{Anchor, Edition};
use crate::workflow::anchor_label;

/// The unit of the same number in the other edition, when cases cite it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitedElsewhere {
    /// `1997/law/16/A`.
    pub anchor: Anchor,
    pub edition: Edition,
    /// `16A`.
    pub label: String,
    /// How many cases cite it (or a unit below it).
    pub cases: usize,
    /// The edition asked about (2017).
    pub asked: Edition,
    /// What it is in the edition asked about (`16B`), when the edition map knows.
    pub counterpart: Option<String>,
}

/// The edition of a law anchor and the anchor's path after it (`law/16/A`); none for a
/// commentary paragraph, which has one edition only.
fn law_anchor(anchor: &str) -> Option<(Edition, &str)> {
    let (year, rest) = anchor.split_once('/')?;
    let edition = match year {
        "1997" => Edition::E1997,
        "2017" => Edition::E2017,
        _ => return None,
    };
    rest.starts_with("law/").then_some((edition, rest))
}

impl PrecedentIndex {
    /// When no case cites `anchor`: the unit of the same number in the other edition, if
    /// cases cite that one instead. `None` when `anchor` is cited, or the other is not either.
    pub fn cited_elsewhere(&self, anchor: &str) -> Option<CitedElsewhere> {
        let (edition, path) = law_anchor(anchor)?;
        if !self.citing(anchor).is_empty() {
            return None;
        }
        let other_edition = match edition {
            Edition::E2017 => Edition::E1997,
            _ => Edition::E2017,
        };
        let other = Anchor::new(format!("{}/{path}", other_edition.year()));
        let cases = self.citing(other.as_str()).len();
        if cases == 0 {
            return None;
        }
        let counterpart = match edition {
            // A 1997 unit is keyed by its 2017 counterparts already.
            Edition::E2017 => unit_keys(other.as_str())
                .first()
                .filter(|key| key.0 != other.as_str())
                .map(|key| key.label()),
            _ => crate::laws::library()
                .counterpart(&other)
                .first()
                .map(anchor_label),
        };
        Some(CitedElsewhere {
            label: anchor_label(&other),
            anchor: other,
            edition: other_edition,
            asked: edition,
            cases,
            counterpart,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::precedent::CaseDigest;
    use crate::samples::sample_cases;

    fn sample_index() -> PrecedentIndex {
        let digests = sample_cases()
            .expect("samples")
            .iter()
            .map(CaseDigest::of)
            .collect();
        PrecedentIndex::new(digests)
    }

    /// The sample cases are 1997 cases; 1997 16A is 2017 16B.
    #[test]
    fn sixteen_a_in_the_2017_numbering_points_to_the_1997_cases() {
        let index = sample_index();
        assert!(index.citing("2017/law/16/A").is_empty());
        let found = index
            .cited_elsewhere("2017/law/16/A")
            .expect("the 1997 cases");
        assert_eq!(found.anchor, Anchor::new("1997/law/16/A"));
        assert_eq!(found.edition, Edition::E1997);
        assert_eq!(found.label, "16A");
        assert_eq!(found.cases, index.citing("1997/law/16/A").len());
        assert!(found.cases > 0);
        assert_eq!(found.counterpart.as_deref(), Some("16B"));
        // Cited here already, or nowhere: nothing to point to.
        assert_eq!(index.cited_elsewhere("2017/law/16/B"), None);
        assert_eq!(index.cited_elsewhere("2017/law/45/C/4"), None);
        assert_eq!(index.cited_elsewhere("1997/commentary/16.6"), None);
    }
}
