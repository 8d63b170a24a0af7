//! The play as a case keeps it in `play.record`: one line per trick, the cards in the order
//! they were played, which a casebook prints as a numbered list and which is read back when the
//! case goes out as a PBN game.
//!
//! ```text
//! 1. W ♠K, N ♥3, E ♠4, S ♠3
//! 2. N ♣2 (lead out of turn), E ♣6, S ♣K, W ?
//!    - ♣2: count signal
//! Claim: 10 tricks for declarer in all.
//! ```
//!
//! `?` is a card the record does not give; `(revoke)` and `(lead out of turn)` are the PBN
//! markers `^R` and `^L`; an indented `- card: text` line is the note on that card. Text in any
//! other form is the committee's own account of the play and is never read as tricks.

use crate::bridge::{Card, Deal, Hand, Seat};
use crate::hand_record::{Play, PlayIrregularity, PlayedCard, Trick};
use std::fmt::Write;

const REVOKE: &str = " (revoke)";
const LEAD_OUT_OF_TURN: &str = " (lead out of turn)";
const CLAIM: &str = "Claim: ";

/// The play as trick lines, with the claim (tricks declarer claimed in all) as the last line.
pub(crate) fn write(play: &Play, claim: Option<u8>) -> String {
    let mut out = String::new();
    for (i, trick) in play.tricks.iter().enumerate() {
        let _ = write!(out, "{}. ", i + 1);
        // A trick whose leader the record does not give is written from the opening leader.
        let leader = trick.leader.unwrap_or(play.opening_leader);
        let mut notes = Vec::new();
        for k in 0..4 {
            let seat = leader.advance(k);
            if k > 0 {
                out.push_str(", ");
            }
            out.push(seat.letter());
            out.push(' ');
            match trick.card(seat) {
                Some(played) => {
                    let _ = write!(out, "{}", played.card);
                    match played.irregularity {
                        Some(PlayIrregularity::Revoke) => out.push_str(REVOKE),
                        Some(PlayIrregularity::LeadOutOfTurn) => out.push_str(LEAD_OUT_OF_TURN),
                        None => {}
                    }
                    if let Some(note) = played.note.as_deref().filter(|n| !n.trim().is_empty()) {
                        notes.push((played.card, note));
                    }
                }
                None => out.push('?'),
            }
        }
        out.push('\n');
        for (card, note) in notes {
            // A note is one line: a line break inside it would end the list item.
            let _ = writeln!(out, "   - {card}: {}", one_line(note));
        }
    }
    if let Some(tricks) = claim {
        let _ = writeln!(out, "{CLAIM}{tricks} tricks for declarer in all.");
    }
    out
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The play written by [`write`], checked against the deal: each seat holds the cards it
/// plays and no card is played twice. `None` for text in any other form (prose), or for trick
/// lines that do not make a play. The opening leader is the first trick's leader.
pub(crate) fn read(text: &str, deal: &Deal) -> Option<Play> {
    let mut tricks: Vec<Trick> = Vec::new();
    let mut played = Hand::EMPTY;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with(CLAIM) {
            continue;
        }
        if let Some(note) = trimmed.strip_prefix("- ") {
            let (card, note) = note.split_once(": ")?;
            let card: Card = card.parse().ok()?;
            let trick = tricks.last_mut()?;
            let played = trick.cards.iter_mut().flatten().find(|p| p.card == card)?;
            played.note = Some(note.to_string());
            continue;
        }
        let (number, cards) = trimmed.split_once(". ")?;
        if number.parse::<usize>().ok()? != tricks.len() + 1 || tricks.len() == 13 {
            return None;
        }
        tricks.push(read_trick(cards, deal, &mut played)?);
    }
    let opening_leader = tricks.first()?.leader?;
    Some(Play {
        opening_leader,
        tricks,
        to_be_continued: false,
    })
}

/// `W ♠K, N ♥3 (revoke), E ?, S ♠3`: from the leader, in rotation.
fn read_trick(text: &str, deal: &Deal, played: &mut Hand) -> Option<Trick> {
    let mut trick = Trick::default();
    let entries: Vec<&str> = text.split(", ").collect();
    if entries.is_empty() || entries.len() > 4 {
        return None;
    }
    for (k, entry) in entries.into_iter().enumerate() {
        let mut chars = entry.chars();
        let seat = Seat::from_letter(chars.next()?)?;
        let rest = chars.as_str().strip_prefix(' ')?;
        match trick.leader {
            None => trick.leader = Some(seat),
            Some(leader) if leader.advance(k) == seat => {}
            Some(_) => return None,
        }
        if rest == "?" {
            continue;
        }
        let (card, irregularity) = if let Some(card) = rest.strip_suffix(REVOKE) {
            (card, Some(PlayIrregularity::Revoke))
        } else if let Some(card) = rest.strip_suffix(LEAD_OUT_OF_TURN) {
            (card, Some(PlayIrregularity::LeadOutOfTurn))
        } else {
            (rest, None)
        };
        let card: Card = card.parse().ok()?;
        if deal.hand(seat).is_some_and(|hand| !hand.contains(card)) || !played.insert(card) {
            return None;
        }
        let mut recorded = PlayedCard::new(card);
        recorded.irregularity = irregularity;
        trick.cards[seat.index()] = Some(recorded);
    }
    Some(trick)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> PlayedCard {
        PlayedCard::new(text.parse().expect("a card"))
    }

    /// PBN 2.0 §1.2's example play, first two tricks (4♥ by South's side, West leads ♠K).
    fn two_tricks() -> Play {
        let mut play = Play::new(Seat::West);
        let mut ruff = card("H3");
        ruff.note = Some("a ruff, suit preference".into());
        play.tricks.push(Trick {
            leader: Some(Seat::West),
            cards: [
                Some(ruff),
                Some(card("S4")),
                Some(card("S3")),
                Some(card("SK")),
            ],
        });
        let mut revoke = card("C6");
        revoke.irregularity = Some(PlayIrregularity::Revoke);
        play.tricks.push(Trick {
            leader: Some(Seat::North),
            cards: [Some(card("C2")), Some(revoke), None, Some(card("C5"))],
        });
        play
    }

    #[test]
    fn tricks_are_written_from_the_leader_with_markers_and_notes() {
        let text = write(&two_tricks(), Some(10));
        assert_eq!(
            text,
            "1. W ♠K, N ♥3, E ♠4, S ♠3\n   - ♥3: a ruff, suit preference\n\
             2. N ♣2, E ♣6 (revoke), S ?, W ♣5\nClaim: 10 tricks for declarer in all.\n"
        );
        assert_eq!(read(&text, &Deal::new()), Some(two_tricks()));
    }

    #[test]
    fn prose_and_impossible_tricks_are_not_read_as_play() {
        let deal = Deal::new();
        for text in [
            "Восток атаковал ♠Д. Разыгрывающий взял 9 взяток.",
            "1. W ♠K, N ♥3\n3. N ♣2",
            "1. W ♠K, E ♥3",
            "1. W ♠K, N ♠K",
            "1. W ♠K, N ♥3, E ♠4, S ♠3, W ♠2",
            "",
        ] {
            assert_eq!(read(text, &deal), None, "{text}");
        }
        let held: Deal = "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2"
            .parse()
            .expect("a deal");
        assert_eq!(read("1. W ♠A", &held), None, "West does not hold the ♠A");
        assert!(read("1. W ♠4", &held).is_some());
    }
}
