//! Turning the pairs of one board into a hand record.

use super::error::{LinError, LinErrorKind};
use super::pairs::Pair;
use crate::bridge::{BoardNumber, Call, Card, Deal, Hand, Rank, Seat, Suit, Vulnerability};
use crate::hand_record::{
    AnnotatedAuction, Commentary, FinalContract, HandRecord, OtherTag, Play, PlayedCard, Trick,
};

/// What lasts from board to board: the players (`pn`, eight names in a match file: the open
/// room's four, then the closed room's) and the event (`vg`).
#[derive(Debug, Default)]
pub(crate) struct Match {
    pub players: Vec<String>,
    pub event: Option<String>,
}

fn fail(pair: &Pair, kind: LinErrorKind) -> LinError {
    LinError {
        line: pair.line,
        key: Some(pair.key.clone()),
        kind,
    }
}

/// LIN's seats run South, West, North, East (`md`'s digit 1–4, `pn`'s names).
const LIN_ORDER: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

const SEAT_NAMES: [&str; 4] = ["South", "West", "North", "East"];

/// `md|3SAKQHT98D2CAJ32,S…,S…,|`: the dealer's digit, then the hands from South clockwise;
/// a missing fourth hand is the cards that remain.
fn read_deal(pair: &Pair) -> Result<(Seat, Deal), LinError> {
    let value = pair.value;
    let dealer = value
        .chars()
        .next()
        .and_then(|c| c.to_digit(10))
        .filter(|d| (1..=4).contains(d))
        .map(|d| LIN_ORDER[d as usize - 1])
        .ok_or_else(|| fail(pair, LinErrorKind::Dealer(value.into())))?;
    let mut deal = Deal::new();
    for (k, text) in value[1..].split(',').take(4).enumerate() {
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        let hand = read_hand(text).ok_or_else(|| {
            fail(
                pair,
                LinErrorKind::Hand {
                    seat: SEAT_NAMES[k],
                    found: text.into(),
                },
            )
        })?;
        deal.set_hand(LIN_ORDER[k], Some(hand));
    }
    deal.complete_last_hand()
        .map_err(|err| fail(pair, LinErrorKind::Deal(err)))?;
    deal.validate_complete()
        .map_err(|err| fail(pair, LinErrorKind::Deal(err)))?;
    Ok((dealer, deal))
}

/// A hand as LIN writes it: each suit letter followed by its ranks, `T` or `10` for ten.
fn read_hand(text: &str) -> Option<Hand> {
    let mut hand = Hand::EMPTY;
    let mut suit: Option<Suit> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c.to_ascii_uppercase() {
            'S' => suit = Some(Suit::Spades),
            'H' => suit = Some(Suit::Hearts),
            'D' => suit = Some(Suit::Diamonds),
            'C' => suit = Some(Suit::Clubs),
            '1' if chars.peek() == Some(&'0') => {
                chars.next();
                if !hand.insert(Card::new(suit?, Rank::Ten)) {
                    return None;
                }
            }
            r => {
                let rank = r.is_ascii().then(|| Rank::from_char(r)).flatten()?;
                if !hand.insert(Card::new(suit?, rank)) {
                    return None;
                }
            }
        }
    }
    Some(hand)
}

/// `pc|D4|`: suit then rank, either case.
fn read_card(text: &str) -> Option<Card> {
    let mut chars = text.chars();
    let suit = Some(chars.next()?)
        .filter(char::is_ascii)
        .and_then(Suit::from_char)?;
    let rest: String = chars.collect();
    let rank = match rest.as_str() {
        "10" => Rank::Ten,
        r if r.len() == 1 => r
            .chars()
            .next()
            .filter(char::is_ascii)
            .and_then(Rank::from_char)?,
        _ => return None,
    };
    Some(Card::new(suit, rank))
}

/// `!s !h !d !c` in explanations are suit symbols.
fn suit_symbols(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let symbol = match chars.peek().map(char::to_ascii_lowercase) {
            Some('s') if c == '!' => Some('♠'),
            Some('h') if c == '!' => Some('♥'),
            Some('d') if c == '!' => Some('♦'),
            Some('c') if c == '!' => Some('♣'),
            _ => None,
        };
        match symbol {
            Some(symbol) => {
                out.push(symbol);
                chars.next();
            }
            None => out.push(c),
        }
    }
    out
}

/// The play built card by card in the order played.
struct PlayBuilder {
    play: Play,
    trumps: Option<Suit>,
    /// Whose turn it is in the trick being played, as far as rotation says.
    turn: Seat,
    played: Hand,
}

impl PlayBuilder {
    fn card(&mut self, card: Card, holder: Option<Seat>, pair: &Pair) -> Result<(), LinError> {
        if !self.played.insert(card) {
            return Err(fail(pair, LinErrorKind::CardPlayedTwice(card)));
        }
        let starts_trick = self.play.tricks.last().is_none_or(Trick::is_complete);
        if starts_trick {
            if self.play.tricks.len() == 13 {
                return Err(fail(pair, LinErrorKind::TooManyTricks));
            }
            self.play.tricks.push(Trick::default());
        }
        let seat = holder.unwrap_or(self.turn);
        let Some(trick) = self.play.tricks.last_mut() else {
            return Err(fail(pair, LinErrorKind::TooManyTricks));
        };
        if starts_trick {
            trick.leader = Some(seat);
        }
        if trick.cards[seat.index()].is_some() {
            // The holder has played to this trick already: the record is not a play.
            return Err(fail(pair, LinErrorKind::CardPlayedTwice(card)));
        }
        trick.cards[seat.index()] = Some(PlayedCard::new(card));
        self.turn = match trick.is_complete() {
            true => trick.winner(self.trumps).unwrap_or(seat.next()),
            false => seat.next(),
        };
        Ok(())
    }
}

/// Reads one board's pairs.
pub(crate) fn read_board(pairs: &[Pair], state: &mut Match) -> Result<HandRecord, LinError> {
    let mut record = HandRecord::default();
    let mut auction: Option<AnnotatedAuction> = None;
    let mut play: Option<PlayBuilder> = None;
    let mut room: Option<&str> = None;
    for pair in pairs {
        let value = pair.value;
        match pair.key.as_str() {
            "pn" => state.players = value.split(',').map(|n| n.trim().to_string()).collect(),
            "vg" => {
                state.event = value
                    .split(',')
                    .next()
                    .map(str::trim)
                    .filter(|e| !e.is_empty())
                    .map(str::to_string);
            }
            "qx" => {
                // `o9` open room, `c9` closed room, board 9.
                let first = value.split(',').next().unwrap_or_default().trim();
                room = match first.chars().next().map(|c| c.to_ascii_lowercase()) {
                    Some('o') => Some("Open"),
                    Some('c') => Some("Closed"),
                    _ => room,
                };
                if let Ok(number) = first
                    .trim_start_matches(|c: char| c.is_ascii_alphabetic())
                    .parse::<BoardNumber>()
                {
                    record.board.get_or_insert(number);
                }
            }
            "md" => {
                let (dealer, deal) = read_deal(pair)?;
                record.dealer = Some(dealer);
                record.deal = deal;
            }
            "sv" => {
                record.vulnerability = Some(match value.to_ascii_lowercase().as_str() {
                    "o" | "0" | "-" | "" => Vulnerability::None,
                    "n" => Vulnerability::NS,
                    "e" => Vulnerability::EW,
                    "b" => Vulnerability::All,
                    _ => return Err(fail(pair, LinErrorKind::Vulnerability(value.into()))),
                });
            }
            "ah" => {
                let digits: String = value.chars().filter(char::is_ascii_digit).collect();
                if let Ok(number) = digits.parse::<BoardNumber>() {
                    record.board = Some(number);
                }
            }
            "mb" => {
                let dealer = record
                    .dealer
                    .ok_or_else(|| fail(pair, LinErrorKind::CallBeforeDeal))?;
                let annotated = auction.get_or_insert_with(|| {
                    AnnotatedAuction::new(crate::bridge::Auction::new(dealer))
                });
                let alert = value.contains('!');
                let written = value.trim_end_matches(['!', '?']).trim();
                let position = annotated.auction().calls().len() + 1;
                let call: Call = written.parse().map_err(|source| {
                    fail(
                        pair,
                        LinErrorKind::Call {
                            position,
                            written: value.into(),
                            source,
                        },
                    )
                })?;
                // A call the Laws do not allow is kept with its marker, as casebooks need.
                annotated.extend_with(|a| a.record(call));
                if let Some(annotation) = annotated.last_annotation_mut() {
                    annotation.alert = alert;
                }
            }
            "an" => {
                let annotation = auction
                    .as_mut()
                    .and_then(AnnotatedAuction::last_annotation_mut)
                    .ok_or_else(|| fail(pair, LinErrorKind::ExplanationWithoutCall))?;
                let text = suit_symbols(value);
                if !text.trim().is_empty() {
                    annotation.explanation = Some(text);
                }
            }
            "pc" => {
                if record.dealer.is_none() {
                    return Err(fail(pair, LinErrorKind::CardBeforeDeal));
                }
                let card =
                    read_card(value).ok_or_else(|| fail(pair, LinErrorKind::Card(value.into())))?;
                let holder = record.deal.holder(card);
                let builder = play.get_or_insert_with(|| {
                    let contract = auction.as_ref().and_then(|a| a.auction().final_contract());
                    let leader = contract.map_or(holder.unwrap_or(Seat::North), |(_, d)| d.next());
                    PlayBuilder {
                        play: Play::new(leader),
                        trumps: contract.and_then(|(c, _)| c.strain.suit()),
                        turn: leader,
                        played: Hand::EMPTY,
                    }
                });
                builder.card(card, holder, pair)?;
            }
            "mc" => {
                let tricks = value
                    .parse::<u8>()
                    .ok()
                    .filter(|&t| t <= 13)
                    .ok_or_else(|| fail(pair, LinErrorKind::Claim(value.into())))?;
                record.claim = Some(tricks);
            }
            "nt" => record.commentary.push(Commentary {
                after: None,
                text: suit_symbols(value),
            }),
            // pg (page break), st, rh, sk, up and the rest say nothing about the board.
            _ => {}
        }
    }
    let offset = match room {
        Some("Closed") if state.players.len() >= 8 => 4,
        _ => 0,
    };
    for (k, seat) in LIN_ORDER.into_iter().enumerate() {
        record.players[seat.index()] = state
            .players
            .get(offset + k)
            .filter(|name| !name.is_empty())
            .cloned();
    }
    record.event.clone_from(&state.event);
    if let Some(room) = room {
        record.other_tags.push(OtherTag {
            name: "Room".into(),
            value: room.into(),
            section: Vec::new(),
        });
    }
    if let Some(annotated) = &auction {
        if annotated.auction().is_passed_out() {
            record.contract = Some(FinalContract::PassedOut);
        } else if let Some((contract, declarer)) = annotated.auction().final_contract() {
            record.contract = Some(FinalContract::Contract(contract));
            record.declarer = Some(declarer);
        }
    }
    record.auction = auction;
    if let Some(builder) = play {
        let mut play = builder.play;
        if let (None, Some(declarer)) = (record.claim, record.declarer)
            && play.is_complete()
        {
            let trumps = builder.trumps;
            record.result = Some(play.tricks_won_by(declarer, trumps) as u8);
        }
        play.tricks.retain(|t| t.cards.iter().any(Option::is_some));
        record.play = Some(play);
    }
    if record.claim.is_some() {
        record.result = record.claim;
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_are_read_with_t_or_10() {
        let hand = read_hand("SAKQHT98D2C10J32").expect("a hand");
        assert_eq!(hand.to_pbn(), "AKQ.T98.2.JT32");
        assert_eq!(read_hand("sakq"), Hand::from_pbn("AKQ...").ok());
        assert_eq!(read_hand("AK"), None, "ranks before any suit");
        assert_eq!(read_hand("SAA"), None, "a card twice");
        assert_eq!(read_hand("SX"), None);
    }

    #[test]
    fn cards_and_suit_escapes() {
        assert_eq!(read_card("d4").map(Card::pbn), Some("D4".into()));
        assert_eq!(read_card("H10").map(Card::pbn), Some("HT".into()));
        assert_eq!(read_card("X4"), None);
        assert_eq!(read_card("D"), None);
        assert_eq!(suit_symbols("5+ !h, !S stopper!"), "5+ ♥, ♠ stopper!");
    }
}
