//! Law 64: the tricks transferred to the non-offenders after an established revoke, counted at
//! the end of play.
//!
//! The 1987 and 1997 Laws transfer a second trick when the revoke trick was not won by the
//! offender but he later won a trick with a card he could legally have played to it (1987
//! commentary 64.6, commentary-1987-laws64-70-ru.txt l.43–65; 1997 Law 64A2, commentary-1997-ru.txt l.4223, commentary 64.7). From
//! 2007 the Laws transfer one trick in that case (2017 Law 64A2, laws-2017-bg.txt l.1801) and leave any
//! further damage to Law 64C.

/// Who won the trick on which the revoke was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RevokeTrickWinner {
    /// The player who revoked.
    Offender,
    /// His partner; dummy, when declarer revoked (1997 commentary 64.10(i)).
    OffendersPartner,
    /// One of the non-offenders.
    NonOffenders,
}

/// The cases of Law 64B in which an established revoke transfers no trick, besides the two a
/// [`Revoke`] shows by itself (the offenders won no trick from the revoke on; the revoke was on
/// the twelfth trick).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoTransfer {
    /// A second revoke by the same player in the same suit (64B2).
    SameSuitAgain,
    /// A failure to play a card faced on the table, including one of dummy's (64B3).
    FacedCard,
    /// Attention first drawn after a non-offender called on the next board (64B4).
    NextBoardCalled,
    /// Attention first drawn after the round ended (64B5).
    RoundEnded,
    /// Both sides revoked on the board and both revokes were established (2017 64B7).
    BothSidesRevoked,
}

/// An established revoke and what the offending side won from it on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revoke {
    /// The trick the revoke was made on, 1 to 13.
    pub trick: u8,
    pub revoke_trick_won_by: RevokeTrickWinner,
    /// Tricks the offending side won after the revoke trick.
    pub later_tricks_won: u8,
    /// The offender won a later trick with a card he could legally have played to the revoke
    /// trick; legally, not reasonably (1997 commentary 64.9(i)).
    pub later_trick_with_a_card_legal_on_the_revoke_trick: bool,
    /// One of Law 64B's other cases, when it applies.
    pub exemption: Option<NoTransfer>,
}

/// The trick on which a revoke transfers nothing (64B6).
pub const REVOKE_TRICK_WITHOUT_TRANSFER: u8 = 12;

impl Revoke {
    /// The tricks transferred under the Laws of `law_edition`. Only tricks the offending side
    /// won from the revoke trick on can be transferred (1997 commentary 64.9(ii)).
    pub fn tricks_transferred(&self, law_edition: u16) -> u8 {
        if self.exemption.is_some() || self.trick == REVOKE_TRICK_WITHOUT_TRANSFER {
            return 0;
        }
        let won_revoke_trick = self.revoke_trick_won_by != RevokeTrickWinner::NonOffenders;
        let available = u8::from(won_revoke_trick).saturating_add(self.later_tricks_won);
        let wanted = match self.revoke_trick_won_by {
            // 64A1: the revoke trick and one later trick won by the offending side.
            RevokeTrickWinner::Offender => 2,
            // 64A2: one trick; before 2007 one more for a later trick won with a card that
            // could legally have been played to the revoke trick.
            RevokeTrickWinner::OffendersPartner | RevokeTrickWinner::NonOffenders => {
                1 + u8::from(
                    law_edition < 2007 && self.later_trick_with_a_card_legal_on_the_revoke_trick,
                )
            }
        };
        wanted.min(available)
    }
}
