//! The auction of a case with what happened around each call: alerts, explanations, the
//! partnership's actual agreement, breaks in tempo and the footnote numbers casebooks print.
//!
//! **Design.** The calls stay a [`crate::bridge::Auction`], which checks their legality and keeps
//! the irregularity marker of each irregular call. The annotations are a separate, sparse list
//! keyed by the call's position (0-based), because most calls carry none; validation checks that
//! every position names a call and that no call is annotated twice.

use crate::bridge::{Auction, AuctionCall, Seat};
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

impl TempoBreak {
    /// Behind screens: whether the pause was within the time in which a returned tray carries
    /// no implication (`tray_seconds`, the profile's `screen_tray_seconds`); `None` when nobody
    /// measured it. A longer pause is not an implication by itself late in a complex or
    /// competitive auction (WBF Code of Practice, 1997 commentary 16.24(v)).
    pub fn within_tray_time(&self, tray_seconds: u32) -> Option<bool> {
        self.seconds.map(|seconds| seconds <= tray_seconds)
    }
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
