//! How a case's deal and auction are laid out in print, shared by the casebook renderers and
//! the application's diagram and auction widgets so that both show the same lines and notes:
//! hands one suit a line (♠ ♥ ♦ ♣, `10` for the ten, a dash for a void), the auction in four
//! columns West North East South from the dealer's column, and numbered notes under it
//! (as printed casebooks lay them out). Calls are spelled in the
//! reader's language ([`CallLanguage`]): `Pass`, `X`, `3NT` or `пас`, `контра`, `3БК`.

use super::labels::Labels;
use crate::bridge::{CallLanguage, Hand, Seat, Suit};
use crate::case::{CallAnnotation, CaseAuction};

/// The column order of printed auctions (ACBL and EBL both print West first).
pub const AUCTION_COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// How a void is printed.
pub const VOID: &str = "—";

/// One suit of a hand as printed: the suit and its ranks highest first (`["A", "10", "2"]`),
/// empty for a void.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoldingLine {
    pub suit: Suit,
    pub ranks: Vec<&'static str>,
}

impl HoldingLine {
    /// The ranks as printed: `A K 10 2`, or a dash for a void.
    pub fn ranks_text(&self) -> String {
        if self.ranks.is_empty() {
            VOID.to_string()
        } else {
            self.ranks.join(" ")
        }
    }
}

/// The four suits of a hand in display order (♠ ♥ ♦ ♣).
pub fn holdings(hand: Hand) -> [HoldingLine; 4] {
    Suit::DISPLAY_ORDER.map(|suit| HoldingLine {
        suit,
        ranks: hand.holding(suit).map(|rank| rank.human()).collect(),
    })
}

/// The four lines of a hand: `♠ A K Q 2`, `♦ —` for a void.
pub fn hand_lines(hand: &Hand) -> [String; 4] {
    holdings(*hand).map(|line| format!("{} {}", line.suit.symbol(), line.ranks_text()))
}

/// One call of the auction grid with its marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionCell {
    /// Position of the call in the auction, from 0.
    pub index: usize,
    pub seat: Seat,
    /// The call as printed: `Pass`, `X`, `1♠` (`пас`, `контра` in Russian).
    pub call: String,
    /// The call is marked irregular in the record.
    pub irregular: bool,
    pub alerted: bool,
    /// A break in tempo is recorded on the call.
    pub tempo: bool,
    /// The number of the note about the call, when there is one.
    pub note: Option<u32>,
}

impl AuctionCell {
    /// The cell as plain text: the call, `*` when irregular, `!` when alerted, the note
    /// number in brackets, `…` after a break in tempo.
    pub fn text(&self) -> String {
        let mut text = self.call.clone();
        if self.irregular {
            text.push('*');
        }
        if self.alerted {
            text.push('!');
        }
        if let Some(note) = self.note {
            text.push_str(&format!(" ({note})"));
        }
        if self.tempo {
            text.push_str(" …");
        }
        text
    }
}

/// One row of the printed auction: four columns, `None` before the dealer's first call and
/// after the last one.
pub type AuctionRow = [Option<AuctionCell>; 4];

/// What one note says about its call, in the order casebooks print it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotePart {
    /// An explanation given at the table, by whom and to whom when recorded.
    Explanation {
        by: Option<Seat>,
        to: Option<Seat>,
        text: String,
    },
    /// The partnership's actual agreement.
    Agreement(String),
    /// A break in tempo, with its length and description when recorded.
    Tempo {
        seconds: Option<u32>,
        agreed: Option<bool>,
        description: String,
    },
    /// The call was alerted although nothing else is recorded about it.
    Alerted,
    /// Anything else noted about the call.
    Comment(String),
}

/// A numbered note under the auction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionNote {
    pub number: u32,
    /// Position of the call in the auction, from 0.
    pub call_index: usize,
    /// The call as printed (`2♦`, `пас`), empty if the annotation names no call.
    pub call: String,
    pub parts: Vec<NotePart>,
}

impl AuctionNote {
    /// What the note says, in the casebook's words: `explanation (West → South): weak;
    /// agreement: Multi`.
    pub fn text(&self, labels: &Labels) -> String {
        note_text(&self.parts, labels)
    }
}

/// A note's parts in words, joined by semicolons.
pub fn note_text(parts: &[NotePart], labels: &Labels) -> String {
    let words = parts
        .iter()
        .map(|part| match part {
            NotePart::Explanation { by, to, text } => {
                let who = match (by, to) {
                    (Some(by), Some(to)) => {
                        format!(" ({} → {})", labels.seat(*by), labels.seat(*to))
                    }
                    (Some(by), None) => format!(" ({})", labels.seat(*by)),
                    (None, Some(to)) => format!(" (→ {})", labels.seat(*to)),
                    (None, None) => String::new(),
                };
                format!("{}{who}: {}", labels.explanation, text.trim())
            }
            NotePart::Agreement(text) => format!("{}: {}", labels.agreement, text.trim()),
            NotePart::Tempo {
                seconds,
                agreed,
                description,
            } => {
                let mut text = labels.tempo.to_string();
                if let Some(s) = seconds {
                    text.push_str(&format!(" ~{s} {}", labels.seconds));
                }
                match agreed {
                    Some(true) => text.push_str(&format!(" ({})", labels.tempo_agreed)),
                    Some(false) => text.push_str(&format!(" ({})", labels.tempo_disputed)),
                    None => {}
                }
                if !description.trim().is_empty() {
                    text.push_str(&format!(": {}", description.trim()));
                }
                text
            }
            NotePart::Alerted => labels.alerted.to_string(),
            NotePart::Comment(text) => text.trim().to_string(),
        })
        .collect::<Vec<_>>();
    // A sentence's full stop gives way to the semicolon that joins the parts.
    let last = words.len().saturating_sub(1);
    words
        .iter()
        .enumerate()
        .map(|(i, part)| {
            if i < last {
                part.trim_end_matches('.')
            } else {
                part
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The note numbers of an auction: the number recorded with each annotation, and for an
/// annotation that says something but has no number, the next number after the highest one
/// recorded (in auction order), so every note printed under the grid has its mark in the grid.
fn note_numbers(auction: &CaseAuction) -> Vec<(usize, u32)> {
    let mut annotations: Vec<&CallAnnotation> = auction
        .annotations
        .iter()
        .filter(|a| a.note.is_some() || !note_parts(a).is_empty())
        .collect();
    annotations.sort_by_key(|a| a.call);
    let mut next = annotations.iter().filter_map(|a| a.note).max().unwrap_or(0);
    annotations
        .into_iter()
        .map(|a| {
            let number = a.note.unwrap_or_else(|| {
                next += 1;
                next
            });
            (a.call, number)
        })
        .collect()
}

fn note_parts(annotation: &CallAnnotation) -> Vec<NotePart> {
    let mut parts: Vec<NotePart> = annotation
        .explanations
        .iter()
        .filter(|e| !e.text.trim().is_empty())
        .map(|e| NotePart::Explanation {
            by: e.by,
            to: e.to,
            text: e.text.clone(),
        })
        .collect();
    if let Some(agreement) = annotation
        .agreement
        .as_ref()
        .filter(|a| !a.trim().is_empty())
    {
        parts.push(NotePart::Agreement(agreement.clone()));
    }
    if let Some(tempo) = &annotation.tempo {
        parts.push(NotePart::Tempo {
            seconds: tempo.seconds,
            agreed: tempo.agreed,
            description: tempo.description.clone(),
        });
    }
    if !annotation.comment.trim().is_empty() {
        parts.push(NotePart::Comment(annotation.comment.clone()));
    }
    if parts.is_empty() && annotation.alerted == Some(true) {
        parts.push(NotePart::Alerted);
    }
    parts
}

/// The printed text of the call at `index`, empty past the end.
fn call_text(auction: &CaseAuction, index: usize, language: CallLanguage) -> String {
    auction
        .calls
        .calls()
        .get(index)
        .map(|c| language.spell(c.call).to_string())
        .unwrap_or_default()
}

/// The cell of the call at `index`, or `None` past the end of the auction.
pub fn auction_cell(
    auction: &CaseAuction,
    index: usize,
    language: CallLanguage,
) -> Option<AuctionCell> {
    let numbers = note_numbers(auction);
    cell_with(auction, index, &numbers, language)
}

fn cell_with(
    auction: &CaseAuction,
    index: usize,
    numbers: &[(usize, u32)],
    language: CallLanguage,
) -> Option<AuctionCell> {
    let recorded = auction.calls.calls().get(index)?;
    let annotation = auction.annotation(index);
    Some(AuctionCell {
        index,
        seat: auction.calls.seat_of(index).unwrap_or(Seat::North),
        call: language.spell(recorded.call).to_string(),
        irregular: recorded.irregularity.is_some(),
        alerted: annotation.is_some_and(|a| a.alerted == Some(true)),
        tempo: annotation.is_some_and(|a| a.tempo.is_some()),
        note: numbers
            .iter()
            .find(|(call, _)| *call == index)
            .map(|(_, n)| *n),
    })
}

/// The text of the call at `index` as the grid prints it (see [`AuctionCell::text`]); empty
/// past the end of the auction.
pub fn cell_text(auction: &CaseAuction, index: usize, language: CallLanguage) -> String {
    auction_cell(auction, index, language)
        .map(|cell| cell.text())
        .unwrap_or_default()
}

/// The auction as grid rows under the headers West North East South. The dealer's first
/// call is in the dealer's column; a call out of rotation stays in the order it was made.
pub fn auction_rows(auction: &CaseAuction, language: CallLanguage) -> Vec<AuctionRow> {
    let numbers = note_numbers(auction);
    let mut column = AUCTION_COLUMNS
        .iter()
        .position(|&seat| seat == auction.calls.dealer())
        .unwrap_or_default();
    let mut rows = Vec::new();
    let mut row: AuctionRow = Default::default();
    for index in 0..auction.calls.calls().len() {
        row[column] = cell_with(auction, index, &numbers, language);
        column += 1;
        if column == AUCTION_COLUMNS.len() {
            rows.push(std::mem::take(&mut row));
            column = 0;
        }
    }
    if column != 0 {
        rows.push(row);
    }
    rows
}

/// The numbered notes under the auction, by number.
pub fn auction_notes(auction: &CaseAuction, language: CallLanguage) -> Vec<AuctionNote> {
    let mut notes: Vec<AuctionNote> = note_numbers(auction)
        .into_iter()
        .filter_map(|(call, number)| {
            let annotation = auction.annotation(call)?;
            Some(AuctionNote {
                number,
                call_index: call,
                call: call_text(auction, call, language),
                parts: note_parts(annotation),
            })
        })
        .collect();
    notes.sort_by_key(|n| (n.number, n.call_index));
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Auction;
    use crate::case::{Explanation, TempoBreak};

    #[test]
    fn hand_lines_print_ten_and_voids_as_casebooks_do() {
        let hand: Hand = "AKQ2 T98 - J9876".parse().expect("a typed hand");
        assert_eq!(
            hand_lines(&hand),
            [
                "♠ A K Q 2".to_string(),
                "♥ 10 9 8".to_string(),
                "♦ —".to_string(),
                "♣ J 9 8 7 6".to_string()
            ]
        );
    }

    fn auction(dealer: Seat, calls: &str) -> CaseAuction {
        CaseAuction {
            calls: Auction::parse(dealer, calls).expect("a legal auction"),
            annotations: Vec::new(),
        }
    }

    #[test]
    fn the_dealers_call_is_in_the_dealers_column() {
        // North deals: West's column is blank in the first row.
        let a = auction(Seat::North, "1C 2D 3C P P P");
        let rows = auction_rows(&a, CallLanguage::English);
        assert_eq!(rows.len(), 2);
        assert!(rows[0][0].is_none());
        let first: Vec<String> = rows[0].iter().flatten().map(|c| c.call.clone()).collect();
        assert_eq!(first, ["1♣", "2♦", "3♣"]);
        assert_eq!(rows[1][0].as_ref().map(|c| c.seat), Some(Seat::West));
        assert!(rows[1][3].is_none());
    }

    #[test]
    fn unnumbered_notes_follow_the_highest_recorded_number() {
        // Sample case У-05 has an unnumbered agreement on the opening 1NT and notes 1–3.
        let mut a = auction(Seat::North, "1NT P 2D P 2NT P 3D P P P");
        a.annotations = vec![
            CallAnnotation {
                call: 0,
                agreement: Some("15–17".into()),
                ..Default::default()
            },
            CallAnnotation {
                call: 2,
                note: Some(1),
                alerted: Some(true),
                explanations: vec![Explanation {
                    by: Some(Seat::North),
                    to: Some(Seat::West),
                    text: "asks for majors".into(),
                }],
                ..Default::default()
            },
            CallAnnotation {
                call: 4,
                note: Some(2),
                tempo: Some(TempoBreak {
                    seconds: Some(20),
                    ..Default::default()
                }),
                ..Default::default()
            },
            CallAnnotation {
                call: 5,
                ..Default::default()
            },
        ];
        let numbers: Vec<u32> = auction_notes(&a, CallLanguage::English)
            .iter()
            .map(|n| n.number)
            .collect();
        assert_eq!(
            numbers,
            [1, 2, 3],
            "the empty annotation on call 5 is no note"
        );
        let en = CallLanguage::English;
        assert_eq!(cell_text(&a, 0, en), "1NT (3)");
        assert_eq!(cell_text(&a, 2, en), "2♦! (1)");
        assert_eq!(cell_text(&a, 4, en), "2NT (2) …");
        assert_eq!(cell_text(&a, 5, en), "Pass");
        assert_eq!(cell_text(&a, 99, en), "");
        let notes = auction_notes(&a, en);
        assert_eq!(
            notes[0].text(&crate::publish::labels::EN),
            "explanation (North → West): asks for majors"
        );
        let agreement = CallAnnotation {
            call: 0,
            agreement: Some("Multi.".into()),
            comment: "Pass was forcing.".into(),
            ..Default::default()
        };
        assert_eq!(
            note_text(&note_parts(&agreement), &crate::publish::labels::EN),
            "agreement: Multi; Pass was forcing."
        );
        let grid_marks: Vec<u32> = auction_rows(&a, en)
            .iter()
            .flatten()
            .flatten()
            .filter_map(|c| c.note)
            .collect();
        assert_eq!(grid_marks, [3, 1, 2]);
    }

    /// A Russian casebook prints the calls as the 1997 commentary writes them: `пас`,
    /// `контра`, `реконтра`, `БК` (commentary-1997-ru.txt lines 1525–1546, 1415, 2034).
    #[test]
    fn a_russian_grid_and_its_notes_spell_the_calls_in_russian() {
        let mut a = auction(Seat::North, "1NT X XX P P P");
        a.annotations = vec![CallAnnotation {
            call: 2,
            note: Some(1),
            comment: "SOS".into(),
            ..Default::default()
        }];
        let ru = CallLanguage::Russian;
        let calls: Vec<String> = auction_rows(&a, ru)
            .iter()
            .flatten()
            .flatten()
            .map(|c| c.text())
            .collect();
        assert_eq!(
            calls,
            ["1БК", "контра", "реконтра (1)", "пас", "пас", "пас"]
        );
        assert_eq!(cell_text(&a, 1, ru), "контра");
        assert_eq!(auction_notes(&a, ru)[0].call, "реконтра");
        assert_eq!(auction_notes(&a, CallLanguage::English)[0].call, "XX");
        assert_eq!(
            auction_cell(&a, 3, CallLanguage::English).map(|c| c.call),
            Some("Pass".to_string())
        );
    }
}
