//! The auction section (§3.5): calls from the seat in the Auction tag, their annotations, the
//! irregularity markers `^I` and `^S` (§3.9), and how the section ends.

use super::error::{PbnError, PbnErrorKind};
use super::escapes::read_comment;
use super::lexer::Item;
use super::pieces::{Piece, pieces};
use crate::bridge::{Auction, Call, Irregularity, Seat};
use crate::hand_record::AnnotatedAuction;

/// An auction section as read; note references are resolved once the notes are known.
#[derive(Debug)]
pub(crate) struct AuctionSection {
    pub auction: AnnotatedAuction,
    /// (call index, note number).
    pub note_refs: Vec<(usize, u32)>,
    /// Commentary before the first call.
    pub leading_comments: Vec<String>,
}

/// The suffixes as NAGs $1–$6 (§3.5.3); `!` is read as an alert instead, below.
fn call_suffix_nag(suffix: &str) -> u8 {
    match suffix {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        _ => 6,
    }
}

const EXPECTED: &str = "a call (Pass, X, XX, 1C to 7NT, AP), =n=, $n, ^I, ^S, * or +";

struct Reader {
    first_column: Seat,
    dealer_tag: Option<Seat>,
    auction: Option<AnnotatedAuction>,
    note_refs: Vec<(usize, u32)>,
    leading_comments: Vec<String>,
    insufficient_marked: bool,
    skipped: usize,
    stopped: bool,
}

impl Reader {
    fn fail(line: usize, kind: PbnErrorKind) -> PbnError {
        PbnError::in_tag(line, "Auction", kind)
    }

    /// The auction, begun at the first call or `^S`: the seat whose column it falls in is the
    /// dealer.
    fn start(&mut self, line: usize) -> Result<&mut AnnotatedAuction, PbnError> {
        let first = self.first_column;
        if self.auction.is_none()
            && let Some(dealer) = self.dealer_tag
            && dealer != first
        {
            return Err(Reader::fail(
                line,
                PbnErrorKind::WrongFirstCaller { first, dealer },
            ));
        }
        Ok(self
            .auction
            .get_or_insert_with(|| AnnotatedAuction::new(Auction::new(first))))
    }

    fn call(&mut self, token: &str, line: usize) -> Result<(), PbnError> {
        let stopped = self.stopped;
        let skipped = std::mem::take(&mut self.skipped);
        self.insufficient_marked = false;
        let annotated = self.start(line)?;
        let position = annotated.auction().calls().len() + 1;
        if stopped {
            return Err(Reader::fail(line, PbnErrorKind::CallAfterEnd(token.into())));
        }
        if token.eq_ignore_ascii_case("AP") {
            // AP: the passes that end the auction (§3.5.1).
            annotated.extend_with(|a| while a.push(Call::Pass).is_ok() && !a.is_complete() {});
            return Ok(());
        }
        let call: Call = token.parse().map_err(|source| {
            Reader::fail(
                line,
                PbnErrorKind::Call {
                    position,
                    written: token.into(),
                    source,
                },
            )
        })?;
        if skipped > 0 {
            // §3.9: each ^S stands for a player passed over by the call out of rotation.
            let turn = annotated.auction().next_seat().ok_or_else(|| {
                Reader::fail(line, PbnErrorKind::CallAfterEnd(format!("^S {token}")))
            })?;
            let by = turn.advance(skipped);
            annotated.extend_with(|a| {
                a.push_irregular(call, Irregularity::OutOfRotation { by });
            });
        } else {
            // Casebooks are about irregular calls, so one the Laws do not allow is kept with
            // the marker the auction finds in it rather than refused; `^I` says what the
            // auction finds anyway.
            annotated.extend_with(|a| a.record(call));
        }
        Ok(())
    }

    fn annotate(&mut self, piece: Piece, word: &str, line: usize) -> Result<(), PbnError> {
        let nothing = || Reader::fail(line, PbnErrorKind::NothingToAnnotate(word.into()));
        let index = match &self.auction {
            Some(a) if !a.auction().calls().is_empty() => a.auction().calls().len() - 1,
            _ => return Err(nothing()),
        };
        let annotation = self
            .auction
            .as_mut()
            .and_then(AnnotatedAuction::last_annotation_mut)
            .ok_or_else(nothing)?;
        match piece {
            Piece::NoteRef(n) => {
                annotation.alert = true;
                self.note_refs.push((index, n));
            }
            Piece::Nag(n) => annotation.nags.push(n),
            // BBO and the programs fed from it mark an alerted call with `!`; in a
            // tournament's file that is what it means, so it is read as an alert rather
            // than as "good call" ($1).
            Piece::Suffix("!") => annotation.alert = true,
            Piece::Suffix(s) => annotation.nags.push(call_suffix_nag(s)),
            _ => {}
        }
        Ok(())
    }
}

/// Reads the data of an Auction tag whose value names `first_column`.
pub(crate) fn read_auction(
    first_column: Seat,
    dealer_tag: Option<Seat>,
    data: &[Item],
    tag_line: usize,
) -> Result<AuctionSection, PbnError> {
    let mut reader = Reader {
        first_column,
        dealer_tag,
        auction: None,
        note_refs: Vec::new(),
        leading_comments: Vec::new(),
        insufficient_marked: false,
        skipped: 0,
        stopped: false,
    };
    let mut last_line = tag_line;
    for item in data {
        let (word, line) = match *item {
            Item::Comment { text, .. } => {
                let comment = read_comment(text);
                match reader
                    .auction
                    .as_mut()
                    .and_then(AnnotatedAuction::last_annotation_mut)
                {
                    Some(annotation) => annotation.comments.push(comment),
                    None => reader.leading_comments.push(comment),
                }
                continue;
            }
            Item::Word { text, line } => (text, line),
            Item::Tag { .. } => continue,
        };
        last_line = line;
        for piece in pieces(word) {
            match piece {
                Piece::Token(token) => reader.call(token, line)?,
                Piece::Hyphen if reader.auction.is_none() => {
                    reader.first_column = reader.first_column.next();
                }
                Piece::Irregularity('S') => {
                    if reader.stopped {
                        return Err(Reader::fail(line, PbnErrorKind::CallAfterEnd("^S".into())));
                    }
                    reader.start(line)?;
                    reader.skipped += 1;
                }
                Piece::Irregularity('I') => reader.insufficient_marked = true,
                Piece::Star | Piece::Plus => {
                    if reader.stopped {
                        return Err(Reader::fail(line, PbnErrorKind::CallAfterEnd(word.into())));
                    }
                    reader.stopped = true;
                    if piece == Piece::Plus {
                        reader.start(line)?.to_be_continued = true;
                    }
                }
                Piece::NoteRef(_) | Piece::Nag(_) | Piece::Suffix(_) => {
                    reader.annotate(piece, word, line)?;
                }
                Piece::Hyphen | Piece::Irregularity(_) | Piece::Unreadable(_) => {
                    let token = match piece {
                        Piece::Unreadable(rest) => rest,
                        _ => word,
                    };
                    return Err(Reader::fail(
                        line,
                        PbnErrorKind::UnexpectedToken {
                            token: token.into(),
                            expected: EXPECTED,
                        },
                    ));
                }
            }
        }
    }
    if reader.skipped > 0 || reader.insufficient_marked {
        return Err(Reader::fail(
            last_line,
            PbnErrorKind::UnexpectedToken {
                token: if reader.skipped > 0 { "^S" } else { "^I" }.into(),
                expected: "a call after it",
            },
        ));
    }
    let stopped = reader.stopped;
    let dealer = dealer_tag.unwrap_or(reader.first_column);
    let auction = match reader.auction {
        Some(a) => a,
        None if stopped => AnnotatedAuction::new(Auction::new(dealer)),
        None => return Err(Reader::fail(last_line, PbnErrorKind::AuctionNotEnded)),
    };
    if !stopped && !auction.auction().is_complete() {
        return Err(Reader::fail(last_line, PbnErrorKind::AuctionNotEnded));
    }
    Ok(AuctionSection {
        auction,
        note_refs: reader.note_refs,
        leading_comments: reader.leading_comments,
    })
}
