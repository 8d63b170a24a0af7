//! The play section (§3.6): cards in columns from the seat in the Play tag, four to a trick,
//! `-` for a card not known, the markers `^R` and `^L` (§3.9), and the end `*` or `+`.

use super::error::{PbnError, PbnErrorKind};
use super::escapes::read_comment;
use super::lexer::Item;
use super::pieces::{Piece, pieces};
use crate::bridge::{Card, Deal, Hand, Rank, Seat, Suit};
use crate::hand_record::{Play, PlayIrregularity, PlayedCard, Trick};

/// A play section as read; note references are resolved once the notes are known.
#[derive(Debug)]
pub(crate) struct PlaySection {
    pub play: Play,
    /// (trick, seat, note number).
    pub note_refs: Vec<(usize, Seat, u32)>,
    pub leading_comments: Vec<String>,
}

const EXPECTED: &str = "a card such as SK or H2, -, =n=, $n, ^R, ^L, * or +";

/// The suffixes as NAGs $7–$12 (§3.6.3).
fn card_suffix_nag(suffix: &str) -> u8 {
    match suffix {
        "!" => 7,
        "?" => 8,
        "!!" => 9,
        "??" => 10,
        "!?" => 11,
        _ => 12,
    }
}

/// A card token: suit letter then rank, either case (§3.6.1, §3.11).
fn card_token(token: &str) -> Option<Card> {
    let mut chars = token.chars();
    let (Some(suit), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
        return None;
    };
    let suit = match suit.to_ascii_uppercase() {
        'S' => Suit::Spades,
        'H' => Suit::Hearts,
        'D' => Suit::Diamonds,
        'C' => Suit::Clubs,
        _ => return None,
    };
    let rank = rank.is_ascii().then(|| Rank::from_char(rank)).flatten()?;
    Some(Card::new(suit, rank))
}

/// Reads the data of a Play tag naming `leader`, checking each card against the deal: the
/// seat must hold it, and no card is played twice. `trumps` is `None` when the contract is not
/// known, `Some(None)` at no trumps; without it only the first trick's leader is known.
pub(crate) fn read_play(
    leader: Seat,
    deal: &Deal,
    trumps: Option<Option<Suit>>,
    data: &[Item],
) -> Result<PlaySection, PbnError> {
    let fail = |line, kind| PbnError::in_tag(line, "Play", kind);
    let mut play = Play::new(leader);
    let mut note_refs = Vec::new();
    let mut leading_comments = Vec::new();
    let mut slot = 0usize;
    let mut last: Option<(usize, Seat)> = None;
    let mut marker: Option<PlayIrregularity> = None;
    let mut played = Hand::EMPTY;
    let mut stopped = false;
    for item in data {
        let (word, line) = match *item {
            Item::Comment { text, .. } => {
                let comment = read_comment(text);
                match last.and_then(|(t, s)| play.tricks[t].cards[s.index()].as_mut()) {
                    Some(card) => card.comments.push(comment),
                    None => leading_comments.push(comment),
                }
                continue;
            }
            Item::Word { text, line } => (text, line),
            Item::Tag { .. } => continue,
        };
        for piece in pieces(word) {
            let unexpected = |token: &str| {
                fail(
                    line,
                    PbnErrorKind::UnexpectedToken {
                        token: token.into(),
                        expected: EXPECTED,
                    },
                )
            };
            match piece {
                Piece::Token(_) | Piece::Hyphen | Piece::Plus if stopped => {
                    return Err(fail(
                        line,
                        PbnErrorKind::UnexpectedToken {
                            token: word.into(),
                            expected: "nothing after * (the play has stopped)",
                        },
                    ));
                }
                Piece::Token(token) => {
                    let card = card_token(token).ok_or_else(|| unexpected(token))?;
                    let (trick, seat) = (slot / 4, leader.advance(slot % 4));
                    if trick >= 13 {
                        return Err(fail(line, PbnErrorKind::TooManyTricks));
                    }
                    if deal.hand(seat).is_some_and(|hand| !hand.contains(card)) {
                        return Err(fail(line, PbnErrorKind::CardNotHeld { card, seat }));
                    }
                    if !played.insert(card) {
                        return Err(fail(line, PbnErrorKind::CardPlayedTwice(card)));
                    }
                    if play.tricks.len() <= trick {
                        play.tricks.resize(trick + 1, Trick::default());
                    }
                    let mut recorded = PlayedCard::new(card);
                    recorded.irregularity = marker.take();
                    if recorded.irregularity == Some(PlayIrregularity::LeadOutOfTurn) {
                        play.tricks[trick].leader = Some(seat);
                    }
                    play.tricks[trick].cards[seat.index()] = Some(recorded);
                    last = Some((trick, seat));
                    slot += 1;
                }
                Piece::Hyphen | Piece::Plus => {
                    if slot / 4 >= 13 {
                        return Err(fail(line, PbnErrorKind::TooManyTricks));
                    }
                    if piece == Piece::Plus {
                        play.to_be_continued = true;
                        stopped = true;
                    }
                    last = None;
                    slot += 1;
                }
                Piece::Star => stopped = true,
                Piece::Irregularity('R') => marker = Some(PlayIrregularity::Revoke),
                Piece::Irregularity('L') => marker = Some(PlayIrregularity::LeadOutOfTurn),
                Piece::NoteRef(_) | Piece::Nag(_) | Piece::Suffix(_) => {
                    let card = last
                        .and_then(|(t, s)| play.tricks[t].cards[s.index()].as_mut())
                        .ok_or_else(|| fail(line, PbnErrorKind::NothingToAnnotate(word.into())))?;
                    match piece {
                        Piece::NoteRef(n) => {
                            if let Some((trick, seat)) = last {
                                note_refs.push((trick, seat, n));
                            }
                        }
                        Piece::Nag(n) => card.nags.push(n),
                        Piece::Suffix(s) => card.nags.push(card_suffix_nag(s)),
                        _ => {}
                    }
                }
                Piece::Irregularity(_) => return Err(unexpected(word)),
                Piece::Unreadable(rest) => return Err(unexpected(rest)),
            }
        }
    }
    // A `+` stands for the next card (§3.6); trailing tricks with no card say nothing more.
    while play
        .tricks
        .last()
        .is_some_and(|trick| trick.cards.iter().all(Option::is_none))
    {
        play.tricks.pop();
    }
    match trumps {
        Some(trumps) => play.infer_leaders(trumps),
        None => {
            if let Some(first) = play.tricks.first_mut() {
                first.leader.get_or_insert(leader);
            }
        }
    }
    Ok(PlaySection {
        play,
        note_refs,
        leading_comments,
    })
}
