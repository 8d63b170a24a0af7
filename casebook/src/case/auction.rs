//! The auction of a case with what happened around each call: alerts, explanations, the
//! partnership's actual agreement, breaks in tempo and the footnote numbers casebooks print.
//!
//! **Design.** The calls stay a [`crate::bridge::Auction`], which checks their legality and keeps
//! the irregularity marker of each irregular call. The annotations are a separate, sparse list
//! keyed by the call's position (0-based), because most calls carry none; validation checks that
//! every position names a call and that no call is annotated twice.

use crate::bridge::{Auction, AuctionCall, Seat};
use crate::hand_record::AnnotatedAuction;
use serde::{Deserialize, Serialize};

/// An explanation of a call as given at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    /// The player who explained, usually the caller's partner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Seat>,
    /// The opponent it was given to; `None` when given to both (no screens) or not recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Seat>,
    pub text: String,
}

/// A break in tempo (hesitation) on a call.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TempoBreak {
    /// How long the pause lasted, when someone measured or estimated it.
    pub seconds: Option<u32>,
    /// Whether both sides agreed there was a break in tempo (`None`: not asked).
    pub agreed: Option<bool>,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub description: String,
}

/// What happened around one call.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct CallAnnotation {
    /// Position of the call in the auction, from 0 (the dealer's first call).
    pub call: usize,
    /// The footnote number printed after the call (`2NT¹`).
    pub note: Option<u32>,
    /// Whether the call was alerted; `None` when nobody recorded it.
    pub alerted: Option<bool>,
    /// Explanations given, possibly different ones to each opponent behind screens.
    pub explanations: Vec<Explanation>,
    /// The partnership's actual agreement (system notes, convention card), which a
    /// misinformation case compares with the explanation given.
    pub agreement: Option<String>,
    pub tempo: Option<TempoBreak>,
    /// Anything else about the call, e.g. the Director's note on an irregular call.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
}

/// The calls and their annotations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseAuction {
    pub calls: Auction,
    #[serde(default)]
    pub annotations: Vec<CallAnnotation>,
}

impl CaseAuction {
    pub fn new(dealer: Seat) -> CaseAuction {
        CaseAuction {
            calls: Auction::new(dealer),
            annotations: Vec::new(),
        }
    }

    /// The annotation of the call at `index`, if any.
    pub fn annotation(&self, index: usize) -> Option<&CallAnnotation> {
        self.annotations.iter().find(|a| a.call == index)
    }

    /// The auction of a hand record (PBN or LIN) with what the record says about each call:
    /// an alert, the explanation given, the commentary as the note. A record does not say who
    /// explained or to whom, so those stay unrecorded; a call without `!` is not marked as
    /// unalerted either, since the record only writes alerts that were made.
    pub fn from_record(record: &AnnotatedAuction) -> CaseAuction {
        let annotations = record
            .calls()
            .enumerate()
            .filter(|(_, (_, said))| {
                said.alert || said.explanation.is_some() || !said.comments.is_empty()
            })
            .map(|(call, (_, said))| CallAnnotation {
                call,
                alerted: said.alert.then_some(true),
                explanations: said
                    .explanation
                    .iter()
                    .map(|text| Explanation {
                        by: None,
                        to: None,
                        text: text.clone(),
                    })
                    .collect(),
                comment: said.comments.join(" "),
                ..CallAnnotation::default()
            })
            .collect();
        CaseAuction {
            calls: record.auction().clone(),
            annotations,
        }
    }

    /// Takes back the last call together with its annotation (undo while entering an
    /// auction), so that no annotation is left naming a call that is gone.
    pub fn pop_call(&mut self) -> Option<AuctionCall> {
        let popped = self.calls.pop()?;
        let index = self.calls.calls().len();
        self.annotations.retain(|a| a.call != index);
        Some(popped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{Call, Irregularity};

    /// The board of the LIN reader's tests (research anchors_domain §4.2; casebook/tests/lin_read.rs):
    /// 2♣ alerted and explained, 2♠ alerted and explained, the other calls bare.
    const LIN: &str = "md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|sv|n|ah|Board 2|mb|1D|mb|p|mb|2C!|an|Game forcing, 5+ !c|mb|p|mb|2D|mb|p|mb|2S!|an|4 !s, natural|mb|p|";

    #[test]
    fn a_records_alerts_and_explanations_become_annotations_of_their_calls() {
        let records = crate::lin::read(LIN).expect("the LIN fixture reads");
        let record = records[0].auction.as_ref().expect("an auction");
        let auction = CaseAuction::from_record(record);
        assert_eq!(auction.calls.dealer(), Seat::North);
        assert_eq!(auction.calls.pbn_calls(), "1D Pass 2C Pass 2D Pass 2S Pass");
        let annotated: Vec<usize> = auction.annotations.iter().map(|a| a.call).collect();
        assert_eq!(annotated, [2, 6]);
        let two_clubs = auction.annotation(2).expect("2♣ is annotated");
        assert_eq!(two_clubs.alerted, Some(true));
        assert_eq!(
            two_clubs.explanations,
            [Explanation {
                by: None,
                to: None,
                text: "Game forcing, 5+ ♣".into()
            }]
        );
        assert_eq!(auction.annotation(0), None);
    }

    #[test]
    fn taking_back_a_call_takes_its_annotation_with_it() {
        let mut auction = CaseAuction::new(Seat::North);
        auction.calls.push(Call::Pass).expect("a pass");
        auction.calls.record("1H".parse().expect("a call"));
        auction
            .calls
            .push_irregular(Call::Pass, Irregularity::OutOfRotation { by: Seat::West });
        auction.annotations = vec![
            CallAnnotation {
                call: 1,
                alerted: Some(true),
                ..CallAnnotation::default()
            },
            CallAnnotation {
                call: 2,
                comment: "West passed out of turn".into(),
                ..CallAnnotation::default()
            },
        ];
        let popped = auction.pop_call().expect("a call to take back");
        assert_eq!(
            popped.irregularity,
            Some(Irregularity::OutOfRotation { by: Seat::West })
        );
        assert_eq!(auction.calls.calls().len(), 2);
        assert_eq!(auction.annotations.len(), 1);
        assert_eq!(auction.annotations[0].call, 1);
        auction.pop_call();
        auction.pop_call();
        assert!(auction.annotations.is_empty());
        assert_eq!(auction.pop_call(), None);
    }
}
