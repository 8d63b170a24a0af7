//! Deals, hands, calls, auctions, cards and contracts that do not read or break the Laws.

use super::{Described, arg, say, seat_name, seat_of};
use crate::i18n::Language;
use casebook::bridge::{
    BoardNumberError, DealError, IllegalCall, ParseAuctionError, ParseCallError, ParseCardError,
    ParseContractError, ParseSeatError, ParseSideError, ParseVulnerabilityError,
};
use casebook::scoring::ScoringError;

/// What the core's readers say they expected (the `expected` of a syntax error), by key.
/// The core's phrases are fixed texts; one this table does not know is shown as written.
const EXPECTED: [(&str, &str); 35] = [
    // Deals and hands (casebook/src/bridge/deal.rs, hand.rs).
    ("the first seat (N, E, S or W)", "first-seat"),
    ("a PBN deal such as N:AKQ2.T98..J9876 - - -", "pbn-deal"),
    ("':' after the first seat", "colon"),
    ("the end of the deal (a deal has four hands)", "deal-end"),
    (
        "four hands separated by spaces, - for an unknown hand",
        "four-hands",
    ),
    (
        "a seat (N, E, S or W) at the start of the line",
        "line-seat",
    ),
    ("a rank (AKQJT98765432 or 10) or a space", "rank-or-space"),
    ("a hand such as AKQ2.T98..J9876", "pbn-hand"),
    ("0 (a ten is written 10 or T)", "ten"),
    (
        "a rank (a PBN hand has four suits, so three dots)",
        "rank-pbn",
    ),
    ("'.' after a void", "dot-after-void"),
    ("a rank (AKQJT98765432 or 10) or '.'", "rank-or-dot"),
    ("'.' (a PBN hand has four suits, so three dots)", "dot"),
    (
        "the spade holding (ranks such as AKQ2, or - for a void)",
        "spades",
    ),
    (
        "the heart holding (ranks such as AKQ2, or - for a void)",
        "hearts",
    ),
    (
        "the diamond holding (ranks such as AKQ2, or - for a void)",
        "diamonds",
    ),
    (
        "the club holding (ranks such as AKQ2, or - for a void)",
        "clubs",
    ),
    ("the end of the hand (a hand has four suits)", "hand-end"),
    ("a space after the void", "space-after-void"),
    // PBN tag values and sections (casebook/src/pbn/game.rs, *_section.rs).
    ("the seat of the first call: N, E, S or W", "first-caller"),
    ("the seat of the opening leader: N, E, S or W", "leader"),
    ("a board number, 1 or more", "board-number"),
    ("a seat: N, E, S or W", "seat"),
    ("None, NS, EW or All", "vulnerability"),
    (
        "a seat: N, E, S or W, with ^ before it if declarer and dummy were swapped",
        "declarer",
    ),
    ("a contract such as 4HX or 3NT, or Pass", "contract"),
    (
        "a number of tricks from 0 to 13 (\"9\", \"NS 9\" or \"EW 4\")",
        "tricks",
    ),
    (
        "a result for declarer, as no declarer is given",
        "result-without-declarer",
    ),
    ("a score such as \"NS 620\", \"EW 100\" or \"620\"", "score"),
    (
        "a score with NS or EW, as no declarer is given",
        "score-without-declarer",
    ),
    ("a tag such as [Event \"…\"] or commentary", "tag"),
    (
        "a card such as SK or H2, -, =n=, $n, ^R, ^L, * or +",
        "play-token",
    ),
    ("nothing after * (the play has stopped)", "after-play-end"),
    (
        "a call (Pass, X, XX, 1C to 7NT, AP), =n=, $n, ^I, ^S, * or +",
        "auction-token",
    ),
    ("a call after it", "call-after"),
];

/// What a reader expected, in `language` ("a seat: N, E, S or W" / "место: N, E, S или W").
pub fn expected_phrase(expected: &str, language: Language) -> String {
    match EXPECTED.iter().find(|(english, _)| *english == expected) {
        Some((_, key)) => language.tr(&format!("error-expected-{key}")),
        None => expected.to_string(),
    }
}

/// A character as a message quotes it: a letter of another alphabet with its code point, so
/// that a Cyrillic А typed for the Latin A can be told apart.
fn character(c: char) -> String {
    if c.is_ascii() {
        c.escape_debug().to_string()
    } else {
        format!("{c} U+{:04X}", c as u32)
    }
}

impl Described for DealError {
    fn describe(&self, language: Language) -> String {
        match self {
            DealError::Syntax {
                position,
                found: Some(found),
                expected,
            } => say(
                language,
                "error-deal-unexpected",
                [
                    ("found", arg(character(*found))),
                    ("position", arg(position + 1)),
                    ("expected", arg(expected_phrase(expected, language))),
                ],
            ),
            DealError::Syntax {
                position,
                found: None,
                expected,
            } => say(
                language,
                "error-deal-ends",
                [
                    ("position", arg(position + 1)),
                    ("expected", arg(expected_phrase(expected, language))),
                ],
            ),
            DealError::RepeatedCard { card, position } => say(
                language,
                "error-deal-repeated-card",
                [
                    ("card", arg(card.to_string())),
                    ("position", arg(position + 1)),
                ],
            ),
            DealError::DuplicateCard {
                card,
                first,
                second,
            } => say(
                language,
                "error-deal-duplicate-card",
                [
                    ("card", arg(card.to_string())),
                    ("first", arg(seat_of(language, *first))),
                    ("second", arg(seat_of(language, *second))),
                ],
            ),
            DealError::WrongCount { seat, count } => say(
                language,
                "error-deal-wrong-count",
                [
                    ("seat", arg(seat_of(language, *seat))),
                    ("count", arg(*count)),
                ],
            ),
            DealError::HandTooLong { count } => say(
                language,
                "error-deal-hand-too-long",
                [("count", arg(*count))],
            ),
            DealError::UnknownHand { seat } => say(
                language,
                "error-deal-unknown-hand",
                [("seat", arg(seat_of(language, *seat)))],
            ),
            DealError::SeatRepeated { seat, position } => say(
                language,
                "error-deal-seat-repeated",
                [
                    ("seat", arg(seat_name(language, *seat))),
                    ("position", arg(position + 1)),
                ],
            ),
            DealError::TooFewCompleteHands { complete } => say(
                language,
                "error-deal-too-few-complete",
                [("count", arg(*complete))],
            ),
        }
    }
}

impl Described for ParseCallError {
    fn describe(&self, language: Language) -> String {
        let text = |key: &str, text: &str| say(language, key, [("text", arg(text.to_string()))]);
        match self {
            ParseCallError::Empty => language.tr("error-call-empty"),
            ParseCallError::Unknown(written) => text("error-call-unknown", written),
            ParseCallError::Level(written) => text("error-call-level", written),
            ParseCallError::MissingStrain(written) => text("error-call-missing-strain", written),
            ParseCallError::Strain { text, strain } => say(
                language,
                "error-call-strain",
                [("text", arg(text.clone())), ("strain", arg(strain.clone()))],
            ),
            ParseCallError::NotABid(written) => text("error-call-not-a-bid", written),
            ParseCallError::AllPass(written) => text("error-call-all-pass", written),
        }
    }
}

impl Described for IllegalCall {
    fn describe(&self, language: Language) -> String {
        let bid = |key: &str, bid: String| say(language, key, [("bid", arg(bid))]);
        match self {
            IllegalCall::InsufficientBid { bid, last } => say(
                language,
                "error-illegal-insufficient",
                [
                    ("bid", arg(bid.to_string())),
                    ("last", arg(last.to_string())),
                ],
            ),
            IllegalCall::DoubleWithoutBid => language.tr("error-illegal-double-without-bid"),
            IllegalCall::DoubleOfOwnSide { bid: b } => {
                bid("error-illegal-double-own-side", b.to_string())
            }
            IllegalCall::AlreadyDoubled { bid: b, doubling } => bid(
                "error-illegal-already-doubled",
                format!("{b}{}", doubling.suffix()),
            ),
            IllegalCall::RedoubleWithoutDouble => {
                language.tr("error-illegal-redouble-without-double")
            }
            IllegalCall::RedoubleOfOwnSide { bid: b } => {
                bid("error-illegal-redouble-own-side", format!("{b}X"))
            }
            IllegalCall::AlreadyRedoubled { bid: b } => {
                bid("error-illegal-already-redoubled", format!("{b}XX"))
            }
            IllegalCall::AuctionEnded => language.tr("error-illegal-auction-ended"),
        }
    }
}

impl Described for ParseAuctionError {
    fn describe(&self, language: Language) -> String {
        match self {
            ParseAuctionError::Call { position, source } => say(
                language,
                "error-auction-call",
                [
                    ("position", arg(*position)),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            ParseAuctionError::Illegal {
                position,
                written,
                reason,
            } => say(
                language,
                "error-auction-illegal",
                [
                    ("position", arg(*position)),
                    ("written", arg(written.clone())),
                    ("reason", arg(reason.describe(language))),
                ],
            ),
            ParseAuctionError::AfterAllPass { written } => say(
                language,
                "error-auction-after-all-pass",
                [("written", arg(written.clone()))],
            ),
        }
    }
}

impl Described for ParseCardError {
    fn describe(&self, language: Language) -> String {
        say(language, "error-card", [("text", arg(self.0.clone()))])
    }
}

impl Described for ParseSeatError {
    fn describe(&self, language: Language) -> String {
        say(language, "error-seat", [("text", arg(self.0.clone()))])
    }
}

impl Described for ParseSideError {
    fn describe(&self, language: Language) -> String {
        say(
            language,
            "error-side-unknown",
            [("text", arg(self.0.clone()))],
        )
    }
}

impl Described for ParseVulnerabilityError {
    fn describe(&self, language: Language) -> String {
        say(
            language,
            "error-vulnerability",
            [("text", arg(self.0.clone()))],
        )
    }
}

impl Described for ParseContractError {
    fn describe(&self, language: Language) -> String {
        match self {
            ParseContractError::Malformed(text) => {
                say(language, "error-contract", [("text", arg(text.clone()))])
            }
            ParseContractError::Level(level) => {
                say(language, "error-contract-level", [("level", arg(*level))])
            }
        }
    }
}

impl Described for BoardNumberError {
    fn describe(&self, language: Language) -> String {
        match self {
            BoardNumberError::Zero => language.tr("error-board-zero"),
            BoardNumberError::NotANumber(text) => say(
                language,
                "error-board-number",
                [("text", arg(text.clone()))],
            ),
        }
    }
}

impl Described for ScoringError {
    fn describe(&self, language: Language) -> String {
        match self {
            ScoringError::ImpossibleTricks(tricks) => {
                say(language, "error-scoring-tricks", [("count", arg(*tricks))])
            }
        }
    }
}
