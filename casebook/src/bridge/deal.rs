//! A deal: the four hands of a board, any of which may be unknown (casebooks often print only
//! two), read and written as a PBN deal string or as four printed lines.

use super::card::Card;
use super::deal_error::DealError;
use super::hand::{HAND_SIZE, Hand, parse_human_hand, parse_pbn_hand, trimmed_bounds};
use super::seat::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Index;
use std::str::FromStr;

/// The four hands, indexed by seat; `None` is a hand that is not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Deal {
    hands: [Option<Hand>; 4],
}

impl Deal {
    /// A deal with no hand known.
    pub fn new() -> Deal {
        Deal::default()
    }

    /// The hands of North, East, South and West in that order.
    pub fn from_hands(hands: [Option<Hand>; 4]) -> Deal {
        Deal { hands }
    }

    pub fn hand(&self, seat: Seat) -> Option<Hand> {
        self.hands[seat.index()]
    }

    pub fn set_hand(&mut self, seat: Seat, hand: Option<Hand>) {
        self.hands[seat.index()] = hand;
    }

    /// The known hands, North first.
    pub fn known_hands(&self) -> impl Iterator<Item = (Seat, Hand)> + '_ {
        Seat::ALL
            .into_iter()
            .filter_map(|seat| self.hand(seat).map(|hand| (seat, hand)))
    }

    /// The first seat, North onwards, whose hand holds the card.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        self.known_hands()
            .find(|(_, hand)| hand.contains(card))
            .map(|(seat, _)| seat)
    }

    /// Checks what holds for any deal, partial or not: no card in two hands and no hand with
    /// more than 13 cards.
    pub fn validate(&self) -> Result<(), DealError> {
        self.check_duplicates()?;
        for (seat, hand) in self.known_hands() {
            if hand.len() > HAND_SIZE {
                return Err(DealError::WrongCount {
                    seat,
                    count: hand.len(),
                });
            }
        }
        Ok(())
    }

    /// Checks a deal claimed to be complete: all four hands known, 13 cards each, 52 distinct.
    pub fn validate_complete(&self) -> Result<(), DealError> {
        self.check_duplicates()?;
        for seat in Seat::ALL {
            let hand = self.hand(seat).ok_or(DealError::UnknownHand { seat })?;
            if hand.len() != HAND_SIZE {
                return Err(DealError::WrongCount {
                    seat,
                    count: hand.len(),
                });
            }
        }
        Ok(())
    }

    pub fn is_complete(&self) -> bool {
        self.validate_complete().is_ok()
    }

    /// A duplicate is reported for the earliest pair of seats, highest card first.
    fn check_duplicates(&self) -> Result<(), DealError> {
        for (i, first) in Seat::ALL.into_iter().enumerate() {
            for second in Seat::ALL.into_iter().skip(i + 1) {
                let (Some(a), Some(b)) = (self.hand(first), self.hand(second)) else {
                    continue;
                };
                if let Some(card) = a.intersection(b).cards().next() {
                    return Err(DealError::DuplicateCard {
                        card,
                        first,
                        second,
                    });
                }
            }
        }
        Ok(())
    }

    /// When three hands have 13 cards, gives the fourth (unknown or partly entered) the 13
    /// cards that remain. Returns the seat filled in, or `None` if all four were already complete.
    pub fn complete_last_hand(&mut self) -> Result<Option<Seat>, DealError> {
        self.validate()?;
        let short: Vec<Seat> = Seat::ALL
            .into_iter()
            .filter(|&seat| self.hand(seat).is_none_or(|hand| hand.len() != HAND_SIZE))
            .collect();
        match short.as_slice() {
            [] => Ok(None),
            &[seat] => {
                let placed = self
                    .known_hands()
                    .filter(|&(other, _)| other != seat)
                    .fold(Hand::EMPTY, |acc, (_, hand)| acc.union(hand));
                self.set_hand(seat, Some(Hand::PACK.difference(placed)));
                Ok(Some(seat))
            }
            _ => Err(DealError::TooFewCompleteHands {
                complete: 4 - short.len(),
            }),
        }
    }

    /// The PBN deal string starting with North: `N:AKQ2.T98..J9876 - …`.
    pub fn to_pbn(&self) -> String {
        self.to_pbn_from(Seat::North)
    }

    /// The PBN deal string with the hands listed clockwise from `first`.
    pub fn to_pbn_from(&self, first: Seat) -> String {
        let mut out = format!("{}:", first.letter());
        for k in 0..4 {
            if k > 0 {
                out.push(' ');
            }
            match self.hand(first.advance(k)) {
                Some(hand) => out.push_str(&hand.to_pbn()),
                None => out.push('-'),
            }
        }
        out
    }

    /// Reads a PBN deal string (`N:` or any first seat, four hands clockwise, `-` for an unknown
    /// hand) and checks it as a partial deal.
    pub fn from_pbn(s: &str) -> Result<Deal, DealError> {
        let chars: Vec<char> = s.chars().collect();
        let (start, end) = trimmed_bounds(&chars);
        let first = match chars.get(start) {
            Some(&c) if start < end => pbn_seat(c).ok_or(DealError::Syntax {
                position: start,
                found: Some(c),
                expected: "the first seat (N, E, S or W)",
            })?,
            _ => {
                return Err(DealError::Syntax {
                    position: start,
                    found: None,
                    expected: "a PBN deal such as N:AKQ2.T98..J9876 - - -",
                });
            }
        };
        if chars.get(start + 1).filter(|_| start + 1 < end) != Some(&':') {
            return Err(DealError::Syntax {
                position: start + 1,
                found: chars.get(start + 1).filter(|_| start + 1 < end).copied(),
                expected: "':' after the first seat",
            });
        }
        let words = split_words(&chars[start + 2..end], start + 2);
        if let Some(&(position, word)) = words.get(4) {
            return Err(DealError::Syntax {
                position,
                found: word.first().copied(),
                expected: "the end of the deal (a deal has four hands)",
            });
        }
        if words.len() < 4 {
            return Err(DealError::Syntax {
                position: end,
                found: None,
                expected: "four hands separated by spaces, - for an unknown hand",
            });
        }
        let mut deal = Deal::new();
        for (k, &(position, word)) in words.iter().enumerate() {
            let hand = match word {
                ['-'] => None,
                _ => Some(parse_pbn_hand(word, position)?),
            };
            deal.set_hand(first.advance(k), hand);
        }
        deal.validate()?;
        Ok(deal)
    }

    /// Four printed lines, North to West: `N: ♠AKQ2 ♥1098 ♦— ♣J9876`, `E: —` for an unknown hand.
    pub fn to_human(&self) -> String {
        let lines: Vec<String> = Seat::ALL
            .into_iter()
            .map(|seat| match self.hand(seat) {
                Some(hand) => format!("{}: {hand}", seat.letter()),
                None => format!("{}: —", seat.letter()),
            })
            .collect();
        lines.join("\n")
    }

    /// Reads one line per hand, each led by its seat (`N:`, `North`, `Ю:`), in any order; the
    /// hand as people type it or in PBN. A hand written `-`, `—` or left empty, or a seat with
    /// no line, is unknown. Checks the result as a partial deal.
    pub fn from_human(s: &str) -> Result<Deal, DealError> {
        let chars: Vec<char> = s.chars().collect();
        let mut deal = Deal::new();
        let mut given = [false; 4];
        let mut line_start = 0;
        for line in chars.split(|&c| c == '\n') {
            let base = line_start;
            line_start += line.len() + 1;
            let (start, end) = trimmed_bounds(line);
            if start == end {
                continue;
            }
            let label_end = line[start..end]
                .iter()
                .position(|c| !c.is_alphabetic())
                .map_or(end, |n| start + n);
            let label: String = line[start..label_end].iter().collect();
            let seat = label.parse::<Seat>().map_err(|_| DealError::Syntax {
                position: base + start,
                found: Some(line[start]),
                expected: "a seat (N, E, S or W) at the start of the line",
            })?;
            if given[seat.index()] {
                return Err(DealError::SeatRepeated {
                    seat,
                    position: base + start,
                });
            }
            given[seat.index()] = true;
            let mut rest = label_end;
            while rest < end && line[rest].is_whitespace() {
                rest += 1;
            }
            if rest < end && line[rest] == ':' {
                rest += 1;
            }
            let hand = match &line[rest..end] {
                [] => None,
                words if words.iter().all(|c| c.is_whitespace()) => None,
                words if is_unknown_mark(words) => None,
                // A PBN hand pasted after the seat.
                words if words.contains(&'.') => {
                    let (from, to) = trimmed_bounds(words);
                    Some(parse_pbn_hand(&words[from..to], base + rest + from)?)
                }
                words => Some(parse_human_hand(words, base + rest)?),
            };
            deal.set_hand(seat, hand);
        }
        deal.validate()?;
        Ok(deal)
    }
}

/// A seat letter as PBN writes it: Latin only, either case.
fn pbn_seat(c: char) -> Option<Seat> {
    if c.is_ascii() {
        Seat::from_letter(c)
    } else {
        None
    }
}

/// A lone dash, with any spaces around it, for a hand that is not known.
fn is_unknown_mark(chars: &[char]) -> bool {
    let (start, end) = trimmed_bounds(chars);
    end == start + 1 && matches!(chars[start], '-' | '—' | '–')
}

/// The runs of non-whitespace in `chars`, each with its position in the whole input.
fn split_words(chars: &[char], base: usize) -> Vec<(usize, &[char])> {
    let mut words = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            i += 1;
        }
        words.push((base + start, &chars[start..i]));
    }
    words
}

impl Index<Seat> for Deal {
    type Output = Option<Hand>;

    fn index(&self, seat: Seat) -> &Option<Hand> {
        &self.hands[seat.index()]
    }
}

impl fmt::Display for Deal {
    /// The PBN deal string from North.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn())
    }
}

impl FromStr for Deal {
    type Err = DealError;

    /// Reads a PBN deal string; see [`Deal::from_human`] for the printed form.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Deal::from_pbn(s)
    }
}

impl Serialize for Deal {
    /// Stored as its PBN deal string from North, as the case record keeps it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_pbn())
    }
}

impl<'de> Deserialize<'de> for Deal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Deal::from_pbn(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{Rank, Suit};

    /// A full deal used across the tests (N 10 HCP, E 19, S 11, W 0).
    const FULL: &str = "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2";

    fn full() -> Deal {
        Deal::from_pbn(FULL).expect("fixture deal")
    }

    fn card(s: &str) -> Card {
        s.parse().expect("test card")
    }

    fn char_position(text: &str, c: char) -> usize {
        text.chars().position(|x| x == c).expect("char in text")
    }

    fn hand(s: &str) -> Hand {
        Hand::from_pbn(s).expect("test hand")
    }

    #[test]
    fn reads_a_full_deal_and_writes_it_back() {
        let deal = full();
        assert_eq!(deal[Seat::North], Some(hand("AKQ2.T98..J98765")));
        assert_eq!(deal.hand(Seat::West), Some(hand("43.65432.76543.2")));
        assert_eq!(deal.hand(Seat::East).map(Hand::hcp), Some(19));
        assert_eq!(deal.validate_complete(), Ok(()));
        assert!(deal.is_complete());
        assert_eq!(deal.to_pbn(), FULL);
        assert_eq!(deal.to_string(), FULL);
        assert_eq!(deal.holder(card("DA")), Some(Seat::East));
    }

    #[test]
    fn writes_and_reads_from_any_first_seat() {
        let deal = full();
        assert_eq!(
            deal.to_pbn_from(Seat::South),
            "S:8765.J7.JT98.AKQ 43.65432.76543.2 AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43"
        );
        for first in Seat::ALL {
            assert_eq!(Deal::from_pbn(&deal.to_pbn_from(first)), Ok(deal));
        }
        let from_west = "w:43.65432.76543.2 AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ";
        assert_eq!(Deal::from_pbn(from_west), Ok(deal));
    }

    #[test]
    fn reads_ten_as_10_and_a_dash_void_and_loose_spacing() {
        let loose =
            "  N: AKQ2.1098.-.J98765   JT9.AKQ.AKQ2.1043 8765.J7.J1098.AKQ 43.65432.76543.2 ";
        assert_eq!(Deal::from_pbn(loose), Ok(full()));
    }

    #[test]
    fn unknown_and_partial_hands_are_allowed() {
        let text = "E:- AKQ2.T98..J9876 - JT9.AKQ.AK.T5";
        let deal = Deal::from_pbn(text).expect("partial deal");
        assert_eq!(deal.hand(Seat::East), None);
        assert_eq!(deal.hand(Seat::South), Some(hand("AKQ2.T98..J9876")));
        assert_eq!(deal.hand(Seat::West), None);
        assert_eq!(deal.hand(Seat::North).map(Hand::len), Some(10));
        assert_eq!(deal.validate(), Ok(()));
        assert_eq!(deal.to_pbn(), "N:JT9.AKQ.AK.T5 - AKQ2.T98..J9876 -");
        assert_eq!(Deal::from_pbn("N:- - - -"), Ok(Deal::new()));
        assert_eq!(
            deal.validate_complete(),
            Err(DealError::WrongCount {
                seat: Seat::North,
                count: 10
            })
        );
    }

    #[test]
    fn an_unknown_hand_fails_only_the_complete_check() {
        let mut deal = full();
        deal.set_hand(Seat::East, None);
        assert_eq!(deal.validate(), Ok(()));
        let err = deal.validate_complete().unwrap_err();
        assert_eq!(err, DealError::UnknownHand { seat: Seat::East });
        assert_eq!(
            err.to_string(),
            "East's hand is not known; a complete deal has all four hands"
        );
    }

    #[test]
    fn a_duplicate_card_names_both_seats() {
        // North and East both hold the spade ace.
        let text = "N:AKQ2.T98..J98765 AT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2";
        let err = Deal::from_pbn(text).unwrap_err();
        assert_eq!(
            err,
            DealError::DuplicateCard {
                card: card("SA"),
                first: Seat::North,
                second: Seat::East
            }
        );
        assert_eq!(err.to_string(), "♠A is in both North and East");
    }

    #[test]
    fn a_fifty_third_card_is_named_as_the_duplicate() {
        // West has an extra ♥10 that North already holds: 53 cards, 14 in West.
        let text = "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.T65432.76543.2";
        assert_eq!(
            Deal::from_pbn(text),
            Err(DealError::DuplicateCard {
                card: card("HT"),
                first: Seat::North,
                second: Seat::West
            })
        );
    }

    #[test]
    fn a_hand_of_fourteen_is_wrong_even_in_a_partial_deal() {
        let text = "N:AKQJT98765432.A.. - - -";
        assert_eq!(
            Deal::from_pbn(text),
            Err(DealError::WrongCount {
                seat: Seat::North,
                count: 14
            })
        );
    }

    #[test]
    fn wrong_count_says_how_many_and_how_many_it_should_be() {
        let mut deal = full();
        let mut south = deal.hand(Seat::South).expect("south");
        south.remove(card("CA"));
        deal.set_hand(Seat::South, Some(south));
        assert_eq!(deal.validate(), Ok(()));
        let err = deal.validate_complete().unwrap_err();
        assert_eq!(err.to_string(), "South has 12 cards, a hand has 13");
        let one = DealError::WrongCount {
            seat: Seat::West,
            count: 1,
        };
        assert_eq!(one.to_string(), "West has 1 card, a hand has 13");
    }

    #[test]
    fn syntax_errors_point_at_the_character() {
        let cases: [(&str, usize, Option<char>); 9] = [
            ("", 0, None),
            ("X:- - - -", 0, Some('X')),
            // Cyrillic С is a seat letter for people, not in PBN.
            ("С:- - - -", 0, Some('С')),
            ("N - - - -", 1, Some(' ')),
            ("N", 1, None),
            ("N:- - -", 7, None),
            ("N:- - - - -", 10, Some('-')),
            ("N:AKQ2.T98..J9876 - - AXQ...", 23, Some('X')),
            ("N:AKQ2.T98.J9876 - - -", 16, None),
        ];
        for (text, position, found) in cases {
            match Deal::from_pbn(text) {
                Err(DealError::Syntax {
                    position: p,
                    found: f,
                    ..
                }) => assert_eq!((p, f), (position, found), "{text}"),
                other => panic!("{text}: expected a syntax error, got {other:?}"),
            }
        }
    }

    #[test]
    fn syntax_messages_read_naturally() {
        let err = Deal::from_pbn("N:AKQ2.T98..J9876 - - AXQ...").unwrap_err();
        assert_eq!(
            err.to_string(),
            "unexpected 'X' at character 24; expected a rank (AKQJT98765432 or 10) or '.'"
        );
        let err = Deal::from_pbn("N:- - -").unwrap_err();
        assert_eq!(
            err.to_string(),
            "the text ends at character 8; expected four hands separated by spaces, - for an unknown hand"
        );
        let err = Deal::from_pbn("N:AKQ2.T98..J98♣6 - - -").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("unexpected '♣' (U+2663) at character 16"),
            "{err}"
        );
    }

    #[test]
    fn a_card_repeated_inside_one_hand_is_caught_while_reading() {
        assert_eq!(
            Deal::from_pbn("N:AKA2.T98..J9876 - - -"),
            Err(DealError::RepeatedCard {
                card: card("SA"),
                position: 4
            })
        );
    }

    #[test]
    fn the_printed_form_round_trips() {
        let deal = full();
        let text = deal.to_human();
        assert_eq!(
            text,
            "N: ♠AKQ2 ♥1098 ♦— ♣J98765\n\
             E: ♠J109 ♥AKQ ♦AKQ2 ♣1043\n\
             S: ♠8765 ♥J7 ♦J1098 ♣AKQ\n\
             W: ♠43 ♥65432 ♦76543 ♣2"
        );
        assert_eq!(Deal::from_human(&text), Ok(deal));
    }

    #[test]
    fn the_printed_form_shows_unknown_hands() {
        let mut deal = full();
        deal.set_hand(Seat::East, None);
        deal.set_hand(Seat::West, None);
        let text = deal.to_human();
        assert_eq!(
            text,
            "N: ♠AKQ2 ♥1098 ♦— ♣J98765\nE: —\nS: ♠8765 ♥J7 ♦J1098 ♣AKQ\nW: —"
        );
        assert_eq!(Deal::from_human(&text), Ok(deal));
    }

    #[test]
    fn reads_typed_lines_in_any_order_with_seat_words() {
        let typed = "\r\nSouth: 8765 J7 JT98 AKQ\r\n\
                     n AKQ2 T98 - J98765\n\
                     \n\
                     Ю: S:8765 H:J7 D:JT98 C:AKQ\n";
        let err = Deal::from_human(typed).unwrap_err();
        // Ю is South in Russian, already given on the first line.
        assert_eq!(
            err,
            DealError::SeatRepeated {
                seat: Seat::South,
                position: char_position(typed, 'Ю')
            }
        );
        assert_eq!(err.to_string(), "South is given twice (character 49)");
        let typed = "South: 8765 J7 JT98 AKQ\nn  AKQ2.T98..J98765 \nW:-\nE:";
        let deal = Deal::from_human(typed).expect("two hands");
        assert_eq!(deal.hand(Seat::North), full().hand(Seat::North));
        assert_eq!(deal.hand(Seat::South), full().hand(Seat::South));
        assert_eq!(deal.hand(Seat::East), None);
        assert_eq!(deal.hand(Seat::West), None);
    }

    #[test]
    fn printed_form_errors_are_placed_in_the_whole_text() {
        let text = "N: AKQ2 T98 - J9876\nE: JT9 AKQ AKQ2 TX5";
        assert_eq!(
            Deal::from_human(text),
            Err(DealError::Syntax {
                position: char_position(text, 'X'),
                found: Some('X'),
                expected: "a rank (AKQJT98765432 or 10) or a space",
            })
        );
        assert!(matches!(
            Deal::from_human("N: AKQ2.T98.J9876"),
            Err(DealError::Syntax {
                position: 17,
                found: None,
                ..
            })
        ));
        assert!(matches!(
            Deal::from_human("Q: AKQ2 T98 - J9876"),
            Err(DealError::Syntax {
                position: 0,
                found: Some('Q'),
                ..
            })
        ));
        assert!(matches!(
            Deal::from_human(": AKQ2 T98 - J9876"),
            Err(DealError::Syntax {
                position: 0,
                found: Some(':'),
                ..
            })
        ));
        assert_eq!(
            Deal::from_human("N: AKQ2 T98 - J9876\nE: A - - -"),
            Err(DealError::DuplicateCard {
                card: card("SA"),
                first: Seat::North,
                second: Seat::East
            })
        );
    }

    #[test]
    fn the_last_hand_is_derived_from_three_complete_ones() {
        let mut deal = full();
        deal.set_hand(Seat::South, None);
        assert_eq!(deal.complete_last_hand(), Ok(Some(Seat::South)));
        assert_eq!(deal, full());

        // A partly entered fourth hand is filled in too.
        let mut deal = full();
        deal.set_hand(Seat::West, Some(hand("43...")));
        assert_eq!(deal.complete_last_hand(), Ok(Some(Seat::West)));
        assert_eq!(deal, full());

        let mut complete = full();
        assert_eq!(complete.complete_last_hand(), Ok(None));
        assert_eq!(complete, full());
    }

    #[test]
    fn the_last_hand_needs_three_complete_hands() {
        let mut deal = full();
        deal.set_hand(Seat::East, None);
        deal.set_hand(Seat::West, None);
        let err = deal.complete_last_hand().unwrap_err();
        assert_eq!(err, DealError::TooFewCompleteHands { complete: 2 });
        assert_eq!(
            err.to_string(),
            "the last hand can be filled in when three hands have 13 cards each; 2 of four do"
        );
        assert_eq!(deal.hand(Seat::East), None, "nothing changed");

        let mut clash = full();
        clash.set_hand(Seat::West, Some(hand("A...")));
        assert!(matches!(
            clash.complete_last_hand(),
            Err(DealError::DuplicateCard { .. })
        ));
    }

    #[test]
    fn from_hands_and_index_agree() {
        let north = hand("AKQ2.T98..J9876");
        let deal = Deal::from_hands([Some(north), None, None, None]);
        assert_eq!(deal[Seat::North], Some(north));
        assert_eq!(deal[Seat::East], None);
        assert_eq!(deal.known_hands().count(), 1);
        assert_eq!(
            deal.holder(Card::new(Suit::Clubs, Rank::Jack)),
            Some(Seat::North)
        );
        assert_eq!(deal.holder(Card::new(Suit::Clubs, Rank::Ace)), None);
    }

    #[test]
    fn serde_stores_the_pbn_string_and_validates_on_reading() {
        let json = serde_json::to_string(&full()).expect("serialize");
        assert_eq!(json, format!("\"{FULL}\""));
        assert_eq!(serde_json::from_str::<Deal>(&json).ok(), Some(full()));
        let clash = "\"N:A... A... - -\"";
        let err = serde_json::from_str::<Deal>(clash).unwrap_err();
        assert!(
            err.to_string().contains("♠A is in both North and East"),
            "{err}"
        );
    }
}
