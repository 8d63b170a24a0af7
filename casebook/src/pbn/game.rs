//! One PBN game turned into a hand record: the identification tags (§3.4, §4), the auction and
//! play sections with their notes, commentary, and the tags kept as they are.

use super::auction_section::read_auction;
use super::error::{PbnError, PbnErrorKind};
use super::escapes::{read_comment, read_note_value};
use super::inherit::Inheritance;
use super::lexer::{Item, unescape};
use super::play_section::read_play;
use super::tags::has_field;
use crate::bridge::{Contract, Deal, Seat, Side, Strain, Vulnerability};
use crate::hand_record::{Commentary, FinalContract, HandRecord, OtherTag};

/// A tag with the data that follows it up to the next tag.
struct Block<'g, 'a> {
    name: &'g str,
    /// The value as written, for Note tags, whose suit escapes are read with the quotes.
    raw: &'a str,
    /// The value with escapes undone and inheritance applied.
    value: String,
    line: usize,
    data: &'g [Item<'a>],
}

/// Where a Note tag stands: after the auction, after the play, or elsewhere.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Auction,
    Play,
    Other,
}

struct Note {
    section: Section,
    number: u32,
    text: String,
}

/// `?` is an unknown value, `""` one that does not apply (§3.4).
fn unknown(value: &str) -> bool {
    let value = value.trim();
    value.is_empty() || value == "?"
}

fn text_value(value: &str) -> Option<String> {
    (!unknown(value)).then(|| value.to_string())
}

/// A seat as a tag writes it: one letter, either case.
fn seat_value(value: &str) -> Option<Seat> {
    let mut chars = value.trim().chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii() => Seat::from_letter(c),
        _ => None,
    }
}

fn bad(block: &Block, expected: &'static str) -> PbnError {
    PbnError::in_tag(
        block.line,
        block.name,
        PbnErrorKind::BadValue {
            found: block.value.clone(),
            expected,
        },
    )
}

fn seat_of(block: &Block, expected: &'static str) -> Result<Seat, PbnError> {
    seat_value(&block.value).ok_or_else(|| bad(block, expected))
}

/// Reads one game. `Ok(None)` for a game with no tag, or one made only of `##` definitions
/// (a file header).
pub(crate) fn read_game(
    items: &[Item],
    inheritance: &mut Inheritance,
) -> Result<Option<HandRecord>, PbnError> {
    let Some(first_tag) = items
        .iter()
        .position(|item| matches!(item, Item::Tag { .. }))
    else {
        return Ok(None);
    };
    let mut record = HandRecord::default();
    for item in &items[..first_tag] {
        match *item {
            Item::Comment { text, .. } => record.commentary.push(Commentary {
                after: None,
                text: read_comment(text),
            }),
            Item::Word { text, line } => {
                return Err(PbnError::new(
                    line,
                    PbnErrorKind::UnexpectedToken {
                        token: text.into(),
                        expected: "a tag such as [Event \"…\"] or commentary",
                    },
                ));
            }
            Item::Tag { .. } => {}
        }
    }

    // Each tag with its data, and the tags' values with inheritance applied.
    let mut written: Vec<(&str, &str, usize, &[Item])> = Vec::new();
    let mut at = first_tag;
    while let Some(&Item::Tag { name, value, line }) = items.get(at) {
        let end = items[at + 1..]
            .iter()
            .position(|item| matches!(item, Item::Tag { .. }))
            .map_or(items.len(), |n| at + 1 + n);
        written.push((name, value, line, &items[at + 1..end]));
        at = end;
    }
    let own: Vec<(&str, String, usize)> = written
        .iter()
        .map(|&(name, raw, line, _)| (name, unescape(raw), line))
        .collect();
    let resolved = inheritance.resolve(&own)?;
    if resolved.iter().all(|tag| tag.from_definition) {
        return Ok(None);
    }
    let last_line = written.last().map_or(0, |w| w.2);
    let blocks: Vec<Block> = resolved
        .iter()
        .enumerate()
        .map(|(i, tag)| {
            let (raw, line, data) = written
                .get(i)
                .map_or(("", last_line, &[][..]), |&(_, raw, line, data)| {
                    (raw, line, data)
                });
            Block {
                name: &tag.name,
                raw,
                value: tag.value.clone(),
                line,
                data,
            }
        })
        .collect();

    let mut seen: Vec<&str> = Vec::new();
    let mut auction_block: Option<&Block> = None;
    let mut play_block: Option<&Block> = None;
    let mut notes: Vec<Note> = Vec::new();
    let mut section = Section::Other;
    for block in &blocks {
        let name = block.name;
        keep_comments(&mut record, block);
        if name == "Note" {
            notes.push(read_note(block, section)?);
            continue;
        }
        // §3.4: in import format a tag that already occurred is ignored.
        if seen.contains(&name) {
            continue;
        }
        seen.push(name);
        section = match name {
            "Auction" => {
                auction_block = Some(block);
                Section::Auction
            }
            "Play" => {
                play_block = Some(block);
                Section::Play
            }
            _ => Section::Other,
        };
        if section != Section::Other {
            continue;
        }
        if !has_field(name) {
            record.other_tags.push(OtherTag {
                name: name.into(),
                value: block.value.clone(),
                section: section_lines(block.data),
            });
            continue;
        }
        if let Some(&Item::Word { text, line }) = block
            .data
            .iter()
            .find(|item| matches!(item, Item::Word { .. }))
        {
            return Err(PbnError::in_tag(
                line,
                name,
                PbnErrorKind::DataAfterTag(text.into()),
            ));
        }
    }
    read_fields(&mut record, &blocks)?;
    let field = |name: &str| find(&blocks, name);

    if let Some(block) = auction_block {
        let first = match record.dealer {
            _ if !unknown(&block.value) => {
                seat_of(block, "the seat of the first call: N, E, S or W")?
            }
            Some(dealer) => dealer,
            None => return Err(bad(block, "the seat of the first call: N, E, S or W")),
        };
        let read = read_auction(first, record.dealer, block.data, block.line)?;
        record.dealer.get_or_insert(read.auction.auction().dealer());
        for text in read.leading_comments {
            record.commentary.push(Commentary {
                after: Some("Auction".into()),
                text,
            });
        }
        let mut auction = read.auction;
        for (index, number) in read.note_refs {
            if let Some(text) = find_note(&notes, Section::Auction, number)
                && !text.is_empty()
                && let Some(annotation) = auction.annotation_mut(index)
            {
                annotation.explanation = Some(text.to_string());
            }
        }
        record.auction = Some(auction);
    }
    if record.declarer.is_none()
        && record.contract.is_none()
        && let Some((contract, declarer)) = record.contract_from_auction()
    {
        // The Contract and Declarer tags may be left out when the auction gives them.
        record.contract = Some(FinalContract::Contract(contract));
        record.declarer = Some(declarer);
    }
    if let Some(block) = field("Result") {
        read_result(&mut record, block)?;
    }
    if let Some(block) = field("Score") {
        read_score(&mut record, block)?;
    }

    if let Some(block) = play_block {
        let leader = match record.declarer {
            _ if !unknown(&block.value) => {
                seat_of(block, "the seat of the opening leader: N, E, S or W")?
            }
            Some(declarer) => declarer.next(),
            None => return Err(bad(block, "the seat of the opening leader: N, E, S or W")),
        };
        let trumps = record
            .contract
            .and_then(FinalContract::contract)
            .map(|c| c.strain.suit());
        let read = read_play(leader, &record.deal, trumps, block.data)?;
        let mut play = read.play;
        for text in read.leading_comments {
            record.commentary.push(Commentary {
                after: Some("Play".into()),
                text,
            });
        }
        for (trick, seat, number) in read.note_refs {
            let text = find_note(&notes, Section::Play, number).unwrap_or_default();
            if let Some(card) = play
                .tricks
                .get_mut(trick)
                .and_then(|t| t.cards[seat.index()].as_mut())
            {
                card.note = Some(text.to_string());
            }
        }
        record.play = Some(play);
    }
    Ok(Some(record))
}

/// The identification tags the hand record has fields for, except Result and Score, which
/// need the declarer.
fn read_fields(record: &mut HandRecord, blocks: &[Block]) -> Result<(), PbnError> {
    let field = |name: &str| find(blocks, name);
    record.event = field("Event").and_then(|b| text_value(&b.value));
    record.site = field("Site").and_then(|b| text_value(&b.value));
    record.date = field("Date").and_then(|b| text_value(&b.value));
    record.scoring = field("Scoring").and_then(|b| text_value(&b.value));
    for seat in Seat::ALL {
        let name = match seat {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        };
        record.players[seat.index()] = field(name).and_then(|b| text_value(&b.value));
    }
    if let Some(block) = field("Board").filter(|b| !unknown(&b.value)) {
        record.board = Some(
            block
                .value
                .trim()
                .parse()
                .map_err(|_| bad(block, "a board number, 1 or more"))?,
        );
    }
    if let Some(block) = field("Dealer").filter(|b| !unknown(&b.value)) {
        record.dealer = Some(seat_of(block, "a seat: N, E, S or W")?);
    }
    if let Some(block) = field("Vulnerable").filter(|b| !unknown(&b.value)) {
        record.vulnerability = Some(
            block
                .value
                .parse::<Vulnerability>()
                .map_err(|_| bad(block, "None, NS, EW or All"))?,
        );
    }
    if let Some(block) = field("Deal").filter(|b| !unknown(&b.value)) {
        record.deal = Deal::from_pbn(&block.value)
            .map_err(|err| PbnError::in_tag(block.line, "Deal", PbnErrorKind::Deal(err)))?;
    }
    if let Some(block) = field("Declarer").filter(|b| !unknown(&b.value)) {
        let value = block.value.trim();
        let (swapped, letter) = match value.strip_prefix('^') {
            Some(rest) => (true, rest),
            None => (false, value),
        };
        record.declarer = Some(seat_value(letter).ok_or_else(|| {
            bad(
                block,
                "a seat: N, E, S or W, with ^ before it if declarer and dummy were swapped",
            )
        })?);
        record.declarer_swapped = swapped;
    }
    if let Some(block) = field("Contract").filter(|b| !unknown(&b.value)) {
        let value = block.value.trim();
        if value.eq_ignore_ascii_case("pass") {
            record.contract = Some(FinalContract::PassedOut);
        } else if let Ok(contract) = value.parse::<Contract>() {
            record.contract = Some(FinalContract::Contract(contract));
        } else if Strain::parse_prefix(value).is_some_and(|(_, rest)| rest.is_empty()) {
            // An end position names only the trumps (§3.10): kept as written.
            record.other_tags.push(OtherTag {
                name: "Contract".into(),
                value: value.into(),
                section: Vec::new(),
            });
        } else {
            return Err(bad(block, "a contract such as 4HX or 3NT, or Pass"));
        }
    }
    Ok(())
}

/// The first tag of that name: a repeated tag is ignored (§3.4).
fn find<'b, 'g, 'a>(blocks: &'b [Block<'g, 'a>], name: &str) -> Option<&'b Block<'g, 'a>> {
    blocks.iter().find(|b| b.name == name)
}

fn read_note(block: &Block, section: Section) -> Result<Note, PbnError> {
    let text = read_note_value(block.raw);
    let malformed = || {
        PbnError::in_tag(
            block.line,
            "Note",
            PbnErrorKind::MalformedNote(text.clone()),
        )
    };
    let (number, rest) = text.split_once(':').ok_or_else(malformed)?;
    let number = number.trim().parse::<u32>().map_err(|_| malformed())?;
    Ok(Note {
        section,
        number,
        text: rest.to_string(),
    })
}

/// A note of the section, or failing that one written elsewhere in the game (files exist that
/// put the auction's notes after the play).
fn find_note(notes: &[Note], section: Section, number: u32) -> Option<&str> {
    notes
        .iter()
        .find(|n| n.section == section && n.number == number)
        .or_else(|| notes.iter().find(|n| n.number == number))
        .map(|n| n.text.as_str())
}

/// Commentary after a tag (other than the auction's and play's, which go with their calls and
/// cards) is kept with the tag's name.
fn keep_comments(record: &mut HandRecord, block: &Block) {
    if matches!(block.name, "Auction" | "Play") {
        return;
    }
    for item in block.data {
        if let Item::Comment { text, .. } = *item {
            record.commentary.push(Commentary {
                after: Some(block.name.to_string()),
                text: read_comment(text),
            });
        }
    }
}

/// A table's data lines (§5), the words of each line joined by one space.
fn section_lines(data: &[Item]) -> Vec<String> {
    let mut lines: Vec<(usize, String)> = Vec::new();
    for item in data {
        if let Item::Word { text, line } = *item {
            match lines.last_mut() {
                Some((l, words)) if *l == line => {
                    words.push(' ');
                    words.push_str(text);
                }
                _ => lines.push((line, text.to_string())),
            }
        }
    }
    lines.into_iter().map(|(_, words)| words).collect()
}

/// A count in a Result or Score tag: `9`, `NS 9`, `EW 4`, `NS 9 EW 4` (§3.4.15, §4.2.1): the
/// side named first, if any, and its number.
fn by_side(value: &str) -> Option<(Option<Side>, i32)> {
    let words: Vec<&str> = value.split_whitespace().collect();
    match words.as_slice() {
        [n] => Some((None, n.parse().ok()?)),
        [side, n] | [side, n, _, _] => Some((Some(side.parse().ok()?), n.parse().ok()?)),
        _ => None,
    }
}

fn read_result(record: &mut HandRecord, block: &Block) -> Result<(), PbnError> {
    let value = block.value.trim();
    let (disputed, value) = match value.strip_prefix('^') {
        Some(rest) => (true, rest.trim()),
        None => (false, value),
    };
    if unknown(value) {
        return Ok(());
    }
    let expected = "a number of tricks from 0 to 13 (\"9\", \"NS 9\" or \"EW 4\")";
    let (side, tricks) = by_side(value).ok_or_else(|| bad(block, expected))?;
    let tricks = u8::try_from(tricks)
        .ok()
        .filter(|&t| t <= 13)
        .ok_or_else(|| bad(block, expected))?;
    record.result = Some(match (side, record.declarer) {
        (None, _) => tricks,
        (Some(side), Some(declarer)) if side == declarer.side() => tricks,
        (Some(_), Some(_)) => 13 - tricks,
        (Some(_), None) => {
            return Err(bad(block, "a result for declarer, as no declarer is given"));
        }
    });
    record.result_disputed = disputed;
    Ok(())
}

fn read_score(record: &mut HandRecord, block: &Block) -> Result<(), PbnError> {
    let value = block.value.trim();
    if unknown(value) {
        return Ok(());
    }
    let expected = "a score such as \"NS 620\", \"EW 100\" or \"620\"";
    let (side, points) = by_side(value).ok_or_else(|| bad(block, expected))?;
    let side = match (side, record.declarer, record.contract) {
        (Some(side), _, _) => side,
        (None, Some(declarer), _) => declarer.side(),
        (None, None, Some(FinalContract::PassedOut)) => Side::NS,
        (None, None, _) => {
            return Err(bad(block, "a score with NS or EW, as no declarer is given"));
        }
    };
    record.score_ns = Some(match side {
        Side::NS => points,
        Side::EW => -points,
    });
    Ok(())
}
