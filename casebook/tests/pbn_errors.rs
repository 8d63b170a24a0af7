//! Bad PBN input: each problem is reported with its line and tag, no part of the file is
//! returned, and the lenient reading salvages the other games.

use casebook::bridge::{Card, DealError, Seat};
use casebook::pbn::{self, PbnError, PbnErrorKind};

fn error(text: &[u8]) -> PbnError {
    match pbn::read(text) {
        Ok(records) => panic!("read {} records from bad input", records.len()),
        Err(err) => err,
    }
}

const GOOD: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1S AP\n";

#[test]
fn a_truncated_file_names_where_the_cut_piece_starts() {
    let text = format!("{GOOD}\n[Board \"2\"]\n[Deal \"N:AKQ");
    let err = error(text.as_bytes());
    assert_eq!((err.line, err.tag.as_deref()), (7, Some("Deal")));
    assert_eq!(
        err.to_string(),
        "line 7, tag Deal: the file ends inside a tag value: it looks truncated"
    );
    let err = error(format!("{GOOD}\n[Board \"2\"]\n{{the comment").as_bytes());
    assert_eq!(
        (err.line, &err.kind),
        (7, &PbnErrorKind::Truncated("a { comment"))
    );
}

#[test]
fn a_file_cut_inside_the_auction_does_not_end_it() {
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 2S Pass\n3S");
    assert_eq!((err.line, err.tag.as_deref()), (4, Some("Auction")));
    assert_eq!(err.kind, PbnErrorKind::AuctionNotEnded);
    assert!(err.to_string().contains("does not end"), "{err}");
}

#[test]
fn invalid_utf8_in_a_file_declared_utf8_is_refused() {
    let err =
        error(b"%Content-type: text/x-pbn; charset=UTF-8\n[Event \"x\"]\n[West \"M\xFCller\"]\n");
    assert_eq!((err.line, err.kind), (3, PbnErrorKind::NotUtf8));
}

#[test]
fn an_illegal_deal_is_refused_with_the_reason() {
    let text = "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ A... - -\"]\n";
    let err = error(text.as_bytes());
    assert_eq!((err.line, err.tag.as_deref()), (2, Some("Deal")));
    assert_eq!(
        err.kind,
        PbnErrorKind::Deal(DealError::DuplicateCard {
            card: "SA".parse::<Card>().expect("card"),
            first: Seat::North,
            second: Seat::East
        })
    );
    assert_eq!(
        err.to_string(),
        "line 2, tag Deal: ♠A is in both North and East"
    );
}

#[test]
fn malformed_tags_and_values_are_named() {
    let err = error(b"[Board \"1\"]\n[Dealer N]\n");
    assert_eq!((err.line, err.tag.as_deref()), (2, Some("Dealer")));
    assert!(matches!(err.kind, PbnErrorKind::MalformedTag(_)), "{err}");
    let err = error(b"[Board \"one\"]\n");
    assert_eq!(
        err.to_string(),
        "line 1, tag Board: \"one\" is not a board number, 1 or more"
    );
    let err = error(b"[Vulnerable \"Some\"]\n");
    assert_eq!(err.tag.as_deref(), Some("Vulnerable"));
    let err = error(b"[Contract \"8NT\"]\n");
    assert_eq!(err.tag.as_deref(), Some("Contract"));
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n1S AP\n[Note \"one:x\"]\n");
    assert_eq!((err.line, err.tag.as_deref()), (4, Some("Note")));
    let err = error(b"[Deal \"#\"]\n");
    assert_eq!(err.kind, PbnErrorKind::InheritanceForbidden);
    let err = error(b"[Result \"9\"] stray\n");
    assert_eq!(err.kind, PbnErrorKind::DataAfterTag("stray".into()));
}

#[test]
fn bad_calls_and_annotations_are_placed() {
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass\n2Z AP\n");
    assert_eq!(err.line, 4);
    assert!(
        err.to_string()
            .starts_with("line 4, tag Auction: call 3 (\"2Z\")"),
        "{err}"
    );
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n=1= 1S AP\n");
    assert_eq!(err.kind, PbnErrorKind::NothingToAnnotate("=1=".into()));
    let err = error(b"[Dealer \"N\"]\n[Auction \"E\"]\n1S AP\n");
    assert_eq!(
        err.kind,
        PbnErrorKind::WrongFirstCaller {
            first: Seat::East,
            dealer: Seat::North
        }
    );
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass *\n2S\n");
    assert_eq!(
        (err.line, err.kind),
        (4, PbnErrorKind::CallAfterEnd("2S".into()))
    );
    let err = error(b"[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 1S# AP\n");
    assert!(
        matches!(err.kind, PbnErrorKind::UnexpectedToken { .. }),
        "{err}"
    );
}

#[test]
fn the_play_must_fit_the_deal() {
    let head = "[Deal \"N:AK..AKQJT98765. QJ.AK.432.AKQJT - -\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"W\"]\n";
    let err = error(format!("{head}- SQ - -\n").as_bytes());
    assert_eq!((err.line, err.tag.as_deref()), (5, Some("Play")));
    assert_eq!(
        err.to_string(),
        "line 5, tag Play: ♠Q is played by North, whose hand does not hold it"
    );
    let err = error(format!("{head}- SA - -\n- SA - -\n").as_bytes());
    assert_eq!(
        (err.line, err.kind),
        (
            6,
            PbnErrorKind::CardPlayedTwice("SA".parse().expect("card"))
        )
    );
    let fourteen = "- - - -\n".repeat(14);
    let err = error(format!("{head}{fourteen}").as_bytes());
    assert_eq!(err.kind, PbnErrorKind::TooManyTricks);
    let err = error(format!("{head}- S1 - -\n").as_bytes());
    assert!(
        matches!(err.kind, PbnErrorKind::UnexpectedToken { .. }),
        "{err}"
    );
}

/// Nothing half-imported: one bad game fails the whole file; the lenient reading gives the
/// good games and the error of the bad one.
#[test]
fn one_bad_game_fails_the_file_but_not_the_lenient_reading() {
    let text = format!("{GOOD}\n[Board \"2\"]\n[Deal \"N:AKQ\"]\n\n{GOOD}");
    let err = error(text.as_bytes());
    assert_eq!((err.line, err.tag.as_deref()), (7, Some("Deal")));
    let reading = pbn::read_lenient(text.as_bytes()).expect("decodes");
    assert_eq!(reading.records.len(), 2);
    assert_eq!(reading.errors, [err]);
    // A truncated file keeps the games before the cut.
    let cut = format!("{GOOD}\n{GOOD}\n[Board \"3");
    let reading = pbn::read_lenient(cut.as_bytes()).expect("decodes");
    assert_eq!(reading.records.len(), 2);
    assert_eq!(reading.errors.len(), 1);
    assert!(pbn::read(cut.as_bytes()).is_err());
}
