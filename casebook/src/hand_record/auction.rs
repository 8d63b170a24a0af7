//! An auction as a hand record gives it: the calls with, for each, whether it was alerted, how
//! it was explained, and what else the record says about it.

use crate::bridge::{Auction, AuctionCall};
use serde::{Deserialize, Serialize};

/// What the record says about one call besides the call itself.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CallAnnotation {
    /// The call was alerted (LIN `!`; in PBN, a call with a note reference, §3.5.4).
    #[serde(default)]
    pub alert: bool,
    /// The explanation given for the call (LIN `an`, the text of a PBN note).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    /// Numeric annotation glyphs (PBN §3.7), in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nags: Vec<u8>,
    /// Commentary written after the call.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<String>,
}

impl CallAnnotation {
    /// Whether the record says nothing about the call.
    pub fn is_empty(&self) -> bool {
        *self == CallAnnotation::default()
    }
}

/// An auction with one annotation per call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnnotatedAuction {
    auction: Auction,
    annotations: Vec<CallAnnotation>,
    /// The record says the auction goes on later (PBN `+`) rather than that it stopped.
    #[serde(default)]
    pub to_be_continued: bool,
}

impl AnnotatedAuction {
    /// The calls of `auction`, none of them annotated yet.
    pub fn new(auction: Auction) -> AnnotatedAuction {
        let annotations = vec![CallAnnotation::default(); auction.calls().len()];
        AnnotatedAuction {
            auction,
            annotations,
            to_be_continued: false,
        }
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// Each call with its annotation, in the order made.
    pub fn calls(&self) -> impl Iterator<Item = (&AuctionCall, &CallAnnotation)> {
        self.auction.calls().iter().zip(&self.annotations)
    }

    pub fn annotation(&self, index: usize) -> Option<&CallAnnotation> {
        self.annotations.get(index)
    }

    pub fn annotation_mut(&mut self, index: usize) -> Option<&mut CallAnnotation> {
        self.annotations.get_mut(index)
    }

    /// The annotation of the last call made.
    pub fn last_annotation_mut(&mut self) -> Option<&mut CallAnnotation> {
        self.annotations.last_mut()
    }

    /// Changes the auction by `change` (adding calls, as the readers do) and gives each new
    /// call an empty annotation; returns what `change` returned.
    pub fn extend_with<T>(&mut self, change: impl FnOnce(&mut Auction) -> T) -> T {
        let result = change(&mut self.auction);
        self.annotations
            .resize(self.auction.calls().len(), CallAnnotation::default());
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{Call, Seat};

    #[test]
    fn each_new_call_gets_its_own_annotation() {
        let mut annotated = AnnotatedAuction::new(Auction::new(Seat::North));
        let one_club: Call = "1C".parse().expect("a call");
        annotated
            .extend_with(|a| a.push(one_club))
            .expect("a legal opening");
        if let Some(note) = annotated.last_annotation_mut() {
            note.alert = true;
            note.explanation = Some("Precision, 16+".into());
        }
        annotated
            .extend_with(|a| a.push(Call::Pass))
            .expect("a pass");
        let calls: Vec<(String, bool)> = annotated
            .calls()
            .map(|(c, n)| (c.call.pbn(), n.alert))
            .collect();
        assert_eq!(calls, [("1C".into(), true), ("Pass".into(), false)]);
        assert!(
            annotated
                .annotation(1)
                .is_some_and(CallAnnotation::is_empty)
        );
        assert_eq!(annotated.annotation(2), None);
    }
}
