//! Reading PBN files: the standard's own example game (PBN 2.0 §1.2) and the features of
//! import format, one by one.

use casebook::bridge::{Call, Irregularity, Seat, Vulnerability};
use casebook::hand_record::{FinalContract, HandRecord, PlayIrregularity};
use casebook::pbn;

fn read_one(text: &str) -> HandRecord {
    let mut records = pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(records.len(), 1, "one game");
    records.remove(0)
}

fn calls(record: &HandRecord) -> Vec<String> {
    record
        .auction
        .as_ref()
        .map(|a| a.calls().map(|(c, _)| c.call.pbn()).collect())
        .unwrap_or_default()
}

const STANDARD_EXAMPLE: &str = include_str!("fixtures/pbn/standard_example.pbn");

/// The example game of PBN 2.0 §1.2 (fixtures/pbn/standard_example.pbn).
#[test]
fn the_standard_example_game_reads_in_full() {
    let record = read_one(STANDARD_EXAMPLE);
    assert_eq!(
        record.event.as_deref(),
        Some("International Amsterdam Airport Schiphol Bridgetournament")
    );
    assert_eq!(record.date.as_deref(), Some("1995.06.10"));
    assert_eq!(record.board.map(|b| b.get()), Some(1));
    assert_eq!(record.player(Seat::West), Some("Podgor"));
    assert_eq!(record.player(Seat::South), Some("Leufkens"));
    assert_eq!(record.dealer, Some(Seat::North));
    assert_eq!(record.vulnerability, Some(Vulnerability::None));
    assert!(record.deal.is_complete());
    assert_eq!(record.scoring.as_deref(), Some("IMP"));
    assert_eq!(record.declarer, Some(Seat::South));
    assert_eq!(
        record.contract,
        Some(FinalContract::Contract("5HX".parse().expect("contract")))
    );
    assert_eq!(record.result, Some(9));
    assert_eq!(
        record.contract_from_auction().map(|(c, s)| (c.pbn(), s)),
        Some(("5HX".into(), Seat::South))
    );

    let auction = record.auction.as_ref().expect("an auction");
    assert_eq!(
        calls(&record).join(" "),
        "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass"
    );
    let explained: Vec<(usize, bool, Option<&str>)> = auction
        .calls()
        .enumerate()
        .filter(|(_, (_, n))| !n.is_empty())
        .map(|(i, (_, n))| (i, n.alert, n.explanation.as_deref()))
        .collect();
    assert_eq!(
        explained,
        [
            (2, true, Some("non-forcing 6-9 points, 6-card")),
            (4, true, Some("two colors: clubs and diamonds"))
        ]
    );

    let play = record.play.as_ref().expect("the play");
    assert_eq!(play.opening_leader, Seat::West);
    assert_eq!(play.tricks.len(), 7);
    assert_eq!(play.opening_lead().map(|c| c.pbn()), Some("SK".into()));
    // North ruffs the first trick and leads the ♣2; the leaders follow the winners in hearts.
    let leaders: Vec<Option<Seat>> = play.tricks.iter().map(|t| t.leader).collect();
    use Seat::{North as N, South as S, West as W};
    assert_eq!(
        leaders,
        [
            Some(W),
            Some(N),
            Some(S),
            Some(N),
            Some(N),
            Some(N),
            Some(S)
        ]
    );
    let lead = play.tricks[0].card(Seat::West).expect("the lead");
    assert_eq!(lead.note.as_deref(), Some("highest of series"));
    // The seventh trick has only South's ♥2.
    let last = &play.tricks[6];
    assert_eq!(last.cards.iter().flatten().count(), 1);
    assert_eq!(
        last.card(Seat::South).map(|c| c.card.pbn()),
        Some("H2".into())
    );
    assert_eq!(
        play.tricks_won_by(Seat::South, Some(casebook::bridge::Suit::Hearts)),
        6
    );

    let diagram = &record.commentary[0];
    assert_eq!(diagram.after.as_deref(), Some("Result"));
    assert!(diagram.text.contains("S K Q 10 2"), "{}", diagram.text);
}

/// §3.5: in import format the Auction tag may name another seat than the dealer, with `-`
/// for the players before him; `AP` ends the auction; calls may be written in lower case.
#[test]
fn an_auction_may_start_from_a_column_before_the_dealer() {
    let record = read_one("[Dealer \"S\"]\n[Auction \"W\"]\n-  -   -   1s\n2h  x  ap\n");
    assert_eq!(record.dealer, Some(Seat::South));
    assert_eq!(calls(&record).join(" "), "1S 2H X Pass Pass Pass");
    assert_eq!(
        record.contract_from_auction().map(|(c, s)| (c.pbn(), s)),
        Some(("2HX".into(), Seat::West))
    );
    // With no Contract and Declarer tags, the auction gives them.
    assert_eq!(record.declarer, Some(Seat::West));
    assert_eq!(
        record
            .contract
            .and_then(FinalContract::contract)
            .map(|c| c.pbn()),
        Some("2HX".into())
    );
}

#[test]
fn without_a_dealer_tag_the_auction_names_the_dealer() {
    let record = read_one("[Auction \"E\"]\nPass 1NT Pass 3NT\nAP\n");
    assert_eq!(record.dealer, Some(Seat::East));
    assert_eq!(record.declarer, Some(Seat::South));
}

/// §3.5.2–3.5.4 and the BBO `!`: alerts, notes, NAGs and suffixes on calls.
#[test]
fn calls_carry_alerts_notes_and_nags() {
    let record = read_one(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1C! 1H ?! 2NT =1= $14\n3C=2= Pass 3NT !! Pass\nPass Pass\n[Note \"1:both minors, 5-5\"]\n[Note \"2:\\Cs, \\\"to play\\\"\"]\n",
    );
    let auction = record.auction.as_ref().expect("auction");
    let notes: Vec<_> = auction.calls().map(|(_, n)| n.clone()).collect();
    assert!(notes[0].alert && notes[0].explanation.is_none());
    assert!(!notes[1].alert);
    assert_eq!(notes[1].nags, [6]);
    assert!(notes[2].alert);
    assert_eq!(notes[2].explanation.as_deref(), Some("both minors, 5-5"));
    assert_eq!(notes[2].nags, [14]);
    assert_eq!(notes[3].explanation.as_deref(), Some("♣s, \"to play\""));
    assert_eq!(notes[5].nags, [3]);
}

/// §3.9: `^I` before an accepted insufficient bid, `^S` for each player passed over by a call
/// out of rotation. West deals; North opens 1♦ in West's turn, then plays go on from East.
#[test]
fn irregularity_markers_in_the_auction() {
    let record = read_one("[Dealer \"W\"]\n[Auction \"W\"]\n^S 1D ^I 1C Pass\nPass Pass\n");
    let auction = record.auction.as_ref().expect("auction").auction();
    let marks: Vec<Option<Irregularity>> = auction
        .calls()
        .iter()
        .map(|c| c.irregularity.clone())
        .collect();
    assert_eq!(
        marks,
        [
            Some(Irregularity::OutOfRotation { by: Seat::North }),
            Some(Irregularity::InsufficientBid),
            None,
            None,
            None
        ]
    );
    assert_eq!(auction.seat_of(1), Some(Seat::East));
    assert_eq!(
        auction.final_contract().map(|(c, s)| (c.pbn(), s)),
        Some(("1C".into(), Seat::East))
    );
}

/// The casebook keeps a call the Laws do not allow, marked, rather than refusing the file.
#[test]
fn an_unmarked_irregular_call_is_kept_with_its_marker() {
    let record = read_one("[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass X Pass\nPass Pass\n");
    let auction = record.auction.as_ref().expect("auction").auction();
    assert_eq!(
        auction.calls()[2].irregularity,
        Some(Irregularity::InadmissibleDouble)
    );
    assert_eq!(
        auction.final_contract().map(|(c, _)| c.pbn()),
        Some("1S".into())
    );
}

/// §3.5: `*` says no more calls will be given, `+` that the auction goes on later.
#[test]
fn an_auction_may_stop_short_with_a_star_or_a_plus() {
    let stopped = read_one("[Dealer \"N\"]\n[Auction \"N\"]\n1H 2S Pass *\n");
    let auction = stopped.auction.as_ref().expect("auction");
    assert_eq!(auction.auction().calls().len(), 3);
    assert!(!auction.auction().is_complete() && !auction.to_be_continued);
    assert_eq!(stopped.contract, None);
    let continued = read_one("[Dealer \"N\"]\n[Auction \"N\"]\n1H 2S +\n");
    assert!(
        continued
            .auction
            .as_ref()
            .is_some_and(|a| a.to_be_continued)
    );
}

/// §3.8: commentary after a call belongs to it; before any tag, to the game.
#[test]
fn commentary_attaches_to_what_it_follows() {
    let record = read_one(
        "{Appeal No. 7}\n[Event \"Cup\"] ; first day\n[Dealer \"N\"]\n[Auction \"N\"]\n{before}\n1S {slow, about 10 s} Pass ; a \\H suit\n2S AP\n",
    );
    let texts: Vec<(Option<&str>, &str)> = record
        .commentary
        .iter()
        .map(|c| (c.after.as_deref(), c.text.as_str()))
        .collect();
    assert_eq!(
        texts,
        [
            (None, "Appeal No. 7"),
            (Some("Event"), " first day"),
            (Some("Auction"), "before")
        ]
    );
    let auction = record.auction.as_ref().expect("auction");
    assert_eq!(
        auction.annotation(0).map(|n| n.comments.clone()),
        Some(vec!["slow, about 10 s".to_string()])
    );
    assert_eq!(
        auction.annotation(1).map(|n| n.comments.clone()),
        Some(vec![" a ♥ suit".to_string()])
    );
}

/// §3.6, §3.9: `-` for unknown cards, `^R` a revoke, `^L` a lead out of turn, whose player
/// then leads the trick.
#[test]
fn the_play_keeps_unknown_cards_revokes_and_leads_out_of_turn() {
    let text = "[Deal \"N:AK..AKQJT98765. QJ.AK.432.AKQJT - -\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"W\"]\n- DA ^L SQ -\n- ^R DK HA -\n*\n";
    let record = read_one(text);
    let play = record.play.as_ref().expect("play");
    assert_eq!(play.opening_leader, Seat::West);
    assert_eq!(play.tricks[0].leader, Some(Seat::East));
    let east = play.tricks[0].card(Seat::East).expect("east's card");
    assert_eq!(east.irregularity, Some(PlayIrregularity::LeadOutOfTurn));
    let revoke = play.tricks[1].card(Seat::North).expect("north's card");
    assert_eq!(revoke.irregularity, Some(PlayIrregularity::Revoke));
    assert_eq!(play.tricks[1].card(Seat::West), None);
}

/// §4.8 and §4.9: `#` inherits, `##` defines for later games; an unknown tag, and a table's
/// data lines, are kept; a repeated tag is ignored (§3.4).
#[test]
fn inheritance_unknown_tags_and_tables() {
    let text = "[Event \"##Cup\"]\n[Site \"Oslo\"]\n[Board \"1\"]\n[Room \"Open\"]\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT  4\nN  S  3\n\n[Site \"#\"]\n[Board \"2\"]\n[Board \"3\"]\n[Room \"#\"]\n";
    let records = pbn::read(text.as_bytes()).expect("two games");
    assert_eq!(records.len(), 2);
    assert_eq!(records[1].event.as_deref(), Some("Cup"));
    assert_eq!(records[1].site.as_deref(), Some("Oslo"));
    assert_eq!(records[1].board.map(|b| b.get()), Some(2));
    assert_eq!(records[1].tag("Room"), Some("Open"));
    let table = &records[0].other_tags[1];
    assert_eq!(table.value, "Declarer;Denomination\\2R;Result\\2R");
    assert_eq!(table.section, ["N NT 4", "N S 3"]);
}

/// A file that starts with a header game of `##` definitions gives no board for it.
#[test]
fn a_header_of_definitions_is_not_a_board() {
    let records =
        pbn::read(b"% PBN 2.1\n[Event \"##Cup\"]\n[Date \"##2024.01.01\"]\n\n[Board \"1\"]\n")
            .expect("reads");
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].date.as_deref(), Some("2024.01.01"));
}

/// §3.4.13, §3.4.15, §4.2.1: results and scores by side, and the `^` markers.
#[test]
fn results_and_scores_in_every_form() {
    let base = "[Vulnerable \"All\"]\n[Contract \"4S\"]\n";
    let record = read_one(&format!(
        "{base}[Declarer \"E\"]\n[Result \"NS 3\"]\n[Score \"620\"]\n"
    ));
    assert_eq!((record.result, record.score_ns), (Some(10), Some(-620)));
    let record = read_one(&format!(
        "{base}[Declarer \"^N\"]\n[Result \"^EW 4 NS 9\"]\n[Score \"EW 100 NS -100\"]\n"
    ));
    assert!(record.declarer_swapped && record.result_disputed);
    assert_eq!(
        (record.declarer, record.result, record.score_ns),
        (Some(Seat::North), Some(9), Some(-100))
    );
    let passed = read_one("[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Score \"0\"]\n");
    assert_eq!(passed.contract, Some(FinalContract::PassedOut));
    assert_eq!(
        (passed.declarer, passed.result, passed.score_ns),
        (None, None, Some(0))
    );
    assert_eq!(passed.law77_score_ns(), Some(Ok(0)));
}

/// The notes of an auction written after the play section (seen in files, endplay #44) are
/// still found.
#[test]
fn auction_notes_after_the_play_are_found() {
    let record = read_one(
        "[Deal \"N:AK..AKQJT98765. - - -\"]\n[Dealer \"N\"]\n[Contract \"7D\"]\n[Declarer \"N\"]\n[Auction \"N\"]\n7D =1= AP\n[Play \"E\"]\n- - -\n[Note \"1:to make\"]\n",
    );
    let auction = record.auction.as_ref().expect("auction");
    assert_eq!(
        auction.annotation(0).and_then(|n| n.explanation.as_deref()),
        Some("to make")
    );
    assert_eq!(calls(&record).first().map(String::as_str), Some("7D"));
    assert!(matches!(
        auction.calls().next().map(|(c, _)| c.call),
        Some(Call::Bid(_))
    ));
}
