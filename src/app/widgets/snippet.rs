//! A PBN or LIN snippet pasted into the deal or the auction editor, read by the core's readers
//! (`casebook::pbn`, `casebook::lin`, and the deal and auction forms of `casebook::bridge`).
//! A snippet is one board: several boards, or a board without what the editor needs, is an
//! error, and the editor then changes nothing.

use super::deal_diagram::seat_key;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::bridge::{
    Auction, BoardNumber, Deal, DealError, ParseAuctionError, Seat, Vulnerability,
};
use casebook::case::CaseAuction;
use casebook::hand_record::{AnnotatedAuction, HandRecord};
use casebook::import::RecordError;
use casebook::lin::LinError;
use casebook::pbn::PbnError;

/// Why a pasted snippet filled nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SnippetError {
    Empty,
    Pbn(PbnError),
    Lin(LinError),
    Deal(DealError),
    Auction(ParseAuctionError),
    /// The snippet's calls differ from the auction's at a call the committee annotated.
    Record(RecordError),
    SeveralBoards(usize),
    NoDeal,
    NoAuction,
    /// The snippet's auction starts from another dealer than the auction being edited.
    DealerDiffers {
        snippet: Seat,
        board: Seat,
    },
}

impl SnippetError {
    /// The message shown under the paste field.
    pub fn message(&self, language: Language) -> String {
        self.describe(language)
    }
}

/// The readers' errors (line, tag, what was expected) in the interface language, inside
/// "the snippet was not read: …".
impl Described for SnippetError {
    fn describe(&self, language: Language) -> String {
        let reason = |reason: String| {
            let mut args = FluentArgs::new();
            args.set("reason", reason);
            language.tr_args("paste-error", &args)
        };
        match self {
            SnippetError::Empty => language.tr("paste-empty"),
            SnippetError::Pbn(err) => reason(err.describe(language)),
            SnippetError::Lin(err) => reason(err.describe(language)),
            SnippetError::Deal(err) => reason(err.describe(language)),
            SnippetError::Auction(err) => reason(err.describe(language)),
            SnippetError::Record(err) => reason(err.describe(language)),
            SnippetError::SeveralBoards(count) => {
                let mut args = FluentArgs::new();
                args.set("count", *count);
                language.tr_args("paste-several", &args)
            }
            SnippetError::NoDeal => language.tr("paste-no-deal"),
            SnippetError::NoAuction => language.tr("paste-no-auction"),
            SnippetError::DealerDiffers { snippet, board } => {
                let mut args = FluentArgs::new();
                args.set("seat", language.tr(&seat_key(*snippet)));
                args.set("other", language.tr(&seat_key(*board)));
                language.tr_args("paste-dealer-differs", &args)
            }
        }
    }
}

/// What a snippet says about a board: the hands, and the markings when it gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealSnippet {
    pub deal: Deal,
    pub number: Option<BoardNumber>,
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
}

/// Reads a deal: a PBN game (`[Deal "N:…"]` with any other tags), LIN (`md|3S…|`, or a hand
/// viewer link), a bare PBN deal string `N:AKQ2.T98..J98765 - - -`, or one line per hand
/// led by its seat.
pub fn read_deal(text: &str) -> Result<DealSnippet, SnippetError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SnippetError::Empty);
    }
    let snippet = match read_record(text)? {
        Some(record) => DealSnippet {
            deal: record.deal,
            number: record.board,
            dealer: record.dealer,
            vulnerability: record.vulnerability,
        },
        None => {
            let deal = if text.lines().count() > 1 {
                Deal::from_human(text)
            } else {
                Deal::from_pbn(text)
            }
            .map_err(SnippetError::Deal)?;
            DealSnippet {
                deal,
                number: None,
                dealer: None,
                vulnerability: None,
            }
        }
    };
    if snippet.deal.known_hands().next().is_none() {
        return Err(SnippetError::NoDeal);
    }
    Ok(snippet)
}

/// Reads the calls of a snippet into `current`: a PBN game with its `[Auction "…"]` section
/// and notes, LIN with its `md|` and `mb|` calls (alerts and `an|` explanations kept), or a
/// bare call list `1C Pass 1H AP`. The committee's annotations stay with their calls, as an
/// import attaches a record to a case. An auction from another dealer is refused rather than
/// moved.
pub fn read_auction(text: &str, current: &CaseAuction) -> Result<CaseAuction, SnippetError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SnippetError::Empty);
    }
    let dealer = current.calls.dealer();
    let annotated = match read_record(text)? {
        Some(record) => record.auction.ok_or(SnippetError::NoAuction)?,
        None => AnnotatedAuction::new(Auction::parse(dealer, text).map_err(SnippetError::Auction)?),
    };
    if annotated.auction().dealer() != dealer {
        return Err(SnippetError::DealerDiffers {
            snippet: annotated.auction().dealer(),
            board: dealer,
        });
    }
    current
        .merge_record(&annotated)
        .map_err(SnippetError::Record)
}

/// The one board of a PBN or LIN snippet; `None` when the text is neither (a bare deal string
/// or call list, read by the caller).
fn read_record(text: &str) -> Result<Option<HandRecord>, SnippetError> {
    let mut records = if text.contains('|') || text.contains("lin=") {
        casebook::lin::read(text).map_err(SnippetError::Lin)?
    } else if text.starts_with('[') || text.starts_with('%') {
        casebook::pbn::read_str(text).map_err(SnippetError::Pbn)?
    } else {
        return Ok(None);
    };
    match records.len() {
        1 => Ok(records.pop()),
        0 => Err(SnippetError::NoDeal),
        count => Err(SnippetError::SeveralBoards(count)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::bridge::{Call, Hand};
    use casebook::case::CallAnnotation;

    /// The LIN board of the core's reader tests (`casebook/tests/lin_read.rs`).
    const LIN: &str = "md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|sv|n|ah|Board 2|mb|1D|mb|p|mb|2C!|an|Game forcing, 5+ !c|mb|p|";

    #[test]
    fn a_lin_board_gives_its_deal_markings_and_auction() {
        let snippet = read_deal(LIN).expect("the deal reads");
        assert!(snippet.deal.is_complete());
        assert_eq!(
            snippet.deal.hand(Seat::East),
            Hand::from_pbn("6543.654.T98.T98").ok()
        );
        assert_eq!(snippet.number.map(BoardNumber::get), Some(2));
        assert_eq!(snippet.dealer, Some(Seat::North));
        assert_eq!(snippet.vulnerability, Some(Vulnerability::NS));
        let auction = read_auction(LIN, &CaseAuction::new(Seat::North)).expect("the auction reads");
        assert_eq!(auction.calls.pbn_calls(), "1D Pass 2C Pass");
        let two_clubs = auction.annotation(2).expect("2♣ is annotated");
        assert_eq!(two_clubs.alerted, Some(true));
        assert_eq!(two_clubs.note, Some(1));
    }

    #[test]
    fn a_pbn_deal_tag_alone_is_a_deal() {
        let snippet = read_deal(r#"[Deal "N:AKQ2.T98..J98765 - - -"]"#).expect("reads");
        assert_eq!(
            snippet.deal.hand(Seat::North),
            Hand::from_pbn("AKQ2.T98..J98765").ok()
        );
        assert_eq!(snippet.deal.hand(Seat::East), None);
        assert_eq!(snippet.number, None);
    }

    #[test]
    fn bare_deal_strings_and_call_lists_are_read_too() {
        let deal = read_deal("N:AKQ2.T98..J98765 - - -").expect("a PBN deal string");
        assert_eq!(deal.deal.known_hands().count(), 1);
        let auction =
            read_auction("1C Pass 1H AP", &CaseAuction::new(Seat::East)).expect("a call list");
        assert_eq!(auction.calls.calls().len(), 6);
        assert_eq!(
            auction.calls.calls()[0].call,
            "1C".parse::<Call>().expect("a call")
        );
    }

    #[test]
    fn the_committees_notes_stay_with_their_calls() {
        let mut ours = read_auction("1D Pass", &CaseAuction::new(Seat::North)).expect("calls");
        ours.annotations.push(CallAnnotation {
            call: 1,
            comment: "East paused".into(),
            ..CallAnnotation::default()
        });
        let merged = read_auction(LIN, &ours).expect("the same first calls");
        assert_eq!(merged.calls.pbn_calls(), "1D Pass 2C Pass");
        assert_eq!(
            merged.annotation(1).map(|a| a.comment.as_str()),
            Some("East paused")
        );
        assert_eq!(merged.annotation(2).and_then(|a| a.alerted), Some(true));
        // A snippet whose call differs where the committee wrote a note is refused.
        let differs = read_auction("1D 1H", &ours);
        assert!(
            matches!(
                differs,
                Err(SnippetError::Record(RecordError::AnnotatedCallDiffers {
                    position: 2,
                    ..
                }))
            ),
            "{differs:?}"
        );
    }

    #[test]
    fn bad_snippets_say_what_is_wrong() {
        assert_eq!(read_deal("  "), Err(SnippetError::Empty));
        assert!(matches!(
            read_deal("md|9SAKQ|"),
            Err(SnippetError::Lin(LinError { .. }))
        ));
        assert_eq!(
            read_deal(r#"[Event "Nothing dealt"]"#),
            Err(SnippetError::NoDeal)
        );
        assert_eq!(
            read_auction(
                r#"[Deal "N:AKQ2.T98..J98765 - - -"]"#,
                &CaseAuction::new(Seat::North)
            ),
            Err(SnippetError::NoAuction)
        );
        assert_eq!(
            read_auction(LIN, &CaseAuction::new(Seat::South)),
            Err(SnippetError::DealerDiffers {
                snippet: Seat::North,
                board: Seat::South
            })
        );
        assert!(matches!(
            read_auction("1S 1H", &CaseAuction::new(Seat::North)),
            Err(SnippetError::Auction(ParseAuctionError::Illegal { .. }))
        ));
        let two =
            format!("{LIN}\nqx|o3|md|1SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|");
        assert_eq!(read_deal(&two), Err(SnippetError::SeveralBoards(2)));
        let message = read_deal("md|9SAKQ|")
            .unwrap_err()
            .message(Language::English);
        assert!(
            message.starts_with("The snippet was not read: line 1, md|"),
            "{message}"
        );
    }

    #[test]
    fn a_bad_snippet_is_explained_in_russian() {
        // The LIN deal's dealer digit 9 names no seat (1 South … 4 East).
        let lin = read_deal("md|9SAKQ|")
            .unwrap_err()
            .describe(Language::Russian);
        assert!(
            lin.starts_with(
                "Фрагмент не прочитан: строка 1, md|: «9SAKQ» не начинается со сдающего"
            ),
            "{lin}"
        );
        // 1♥ after 1♠ is insufficient (commentary 27.2, commentary-1997-ru.txt l.2305–2311).
        let auction = read_auction("1S 1H", &CaseAuction::new(Seat::North))
            .unwrap_err()
            .describe(Language::Russian);
        assert_eq!(
            auction,
            "Фрагмент не прочитан: заявка 2 («1H»): недостаточная заявка: 1♥ не перебивает \
             последнюю заявку 1♠ (Правило 18D)"
        );
    }
}
