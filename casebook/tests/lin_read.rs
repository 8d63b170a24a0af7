//! Reading BBO LIN: a hand viewer link of one board and a
//! match file of two boards in both rooms (fixtures/lin/, made by hand for these tests), and
//! LIN → hand record → PBN → hand record keeping the alerts and explanations.

use casebook::bridge::{Hand, Seat, Vulnerability};
use casebook::hand_record::{FinalContract, HandRecord};
use casebook::lin::{self, LinErrorKind};
use casebook::pbn;

const LINK: &str = include_str!("fixtures/lin/handviewer_link.txt");
const MATCH: &str = include_str!("fixtures/lin/match_two_rooms.lin");

fn one(input: &str) -> HandRecord {
    let mut records = lin::read(input).unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(records.len(), 1);
    records.remove(0)
}

fn explanations(record: &HandRecord) -> Vec<(String, bool, Option<String>)> {
    record
        .auction
        .as_ref()
        .expect("an auction")
        .calls()
        .map(|(c, n)| (c.call.pbn(), n.alert, n.explanation.clone()))
        .collect()
}

#[test]
fn a_hand_viewer_link_reads_into_a_full_board() {
    let record = one(LINK.trim());
    assert_eq!(record.player(Seat::South), Some("Kowalski"));
    assert_eq!(record.player(Seat::West), Some("Lévy"));
    assert_eq!(record.player(Seat::North), Some("Smith"));
    assert_eq!(record.player(Seat::East), Some("Jones"));
    assert_eq!(record.board.map(|b| b.get()), Some(2));
    assert_eq!(record.dealer, Some(Seat::North));
    assert_eq!(record.vulnerability, Some(Vulnerability::NS));
    // md gives three hands; East's is the thirteen cards left.
    assert_eq!(
        record.deal.hand(Seat::East),
        Hand::from_pbn("6543.654.T98.T98").ok()
    );
    assert!(record.deal.is_complete());
    let calls = explanations(&record);
    assert_eq!(calls.len(), 14);
    assert_eq!(
        calls[2],
        ("2C".into(), true, Some("Game forcing, 5+ ♣".into()))
    );
    assert_eq!(calls[6], ("2S".into(), true, Some("4 ♠, natural".into())));
    assert_eq!(calls.iter().filter(|c| c.1).count(), 2);
    assert_eq!(
        record.contract,
        Some(FinalContract::Contract("3NT".parse().expect("contract")))
    );
    assert_eq!(record.declarer, Some(Seat::North));
    assert_eq!((record.claim, record.result), (Some(10), Some(10)));
    assert_eq!(record.law77_score_ns(), Some(Ok(630)));
    let play = record.play.as_ref().expect("the play");
    assert_eq!(play.opening_leader, Seat::East);
    assert_eq!(play.opening_lead().map(|c| c.pbn()), Some("S3".into()));
    assert_eq!(play.tricks[0].winner(None), Some(Seat::North));
}

#[test]
fn the_lin_text_reads_as_the_link_does() {
    let text = "pn|Kowalski,Lévy,Smith,Jones|st||md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|sv|n|rh||ah|Board 2|mb|1D|mb|p|mb|2C!|an|Game forcing, 5+ !c|mb|p|mb|2D|mb|p|mb|2S!|an|4 !s, natural|mb|p|mb|2N|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|S3|pc|S2|pc|S8|pc|S9|mc|10|pg||";
    assert_eq!(one(text), one(LINK.trim()));
    assert_eq!(lin::read_bytes(text.as_bytes()).ok(), Some(vec![one(text)]));
}

#[test]
fn a_match_file_gives_each_room_its_players_and_result() {
    let records = lin::read(MATCH).unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(records.len(), 4);
    let rooms: Vec<(u32, &str)> = records
        .iter()
        .map(|r| (r.board.map_or(0, |b| b.get()), r.tag("Room").unwrap_or("?")))
        .collect();
    assert_eq!(
        rooms,
        [(1, "Open"), (1, "Closed"), (2, "Open"), (2, "Closed")]
    );
    assert!(
        records
            .iter()
            .all(|r| r.event.as_deref() == Some("Kontinental Cup"))
    );
    assert_eq!(records[0].player(Seat::South), Some("Hervé"));
    assert_eq!(records[0].player(Seat::East), Some("Ødegaard"));
    assert_eq!(records[1].player(Seat::South), Some("Çelik"));
    assert_eq!(records[1].player(Seat::East), Some("Dubois"));
    assert_eq!(records[0].deal, records[1].deal);

    // Open room, board 1: 4♥ by North played out, the result counted from the tricks.
    let open = &records[0];
    assert_eq!(open.declarer, Some(Seat::North));
    let play = open.play.as_ref().expect("play");
    assert!(play.is_complete());
    assert_eq!(open.result, Some(3));
    assert_eq!(open.claim, None);
    assert_eq!(
        explanations(open)[2].2.as_deref(),
        Some("Stayman, asks for a 4-card major")
    );
    // Closed room: 2♦ doubled by East, six tricks claimed after the lead.
    let closed = &records[1];
    assert_eq!(
        closed
            .contract
            .and_then(FinalContract::contract)
            .map(|c| c.pbn()),
        Some("2DX".into())
    );
    assert_eq!(
        (closed.declarer, closed.result),
        (Some(Seat::East), Some(6))
    );
    assert_eq!(closed.law77_score_ns(), Some(Ok(300)));
    assert_eq!(
        explanations(closed)[1].2.as_deref(),
        Some("one long ♦, or a major")
    );
    // Board 2: passed out in the open room, 2♠ by South in the closed.
    assert_eq!(records[2].contract, Some(FinalContract::PassedOut));
    assert_eq!(records[2].dealer, Some(Seat::East));
    assert_eq!(records[3].declarer, Some(Seat::South));
    assert_eq!(records[3].law77_score_ns(), Some(Ok(140)));
}

/// The round trip: LIN → hand record → PBN → hand record keeps the alerts and
/// explanations (and the deal, auction and play).
#[test]
fn lin_to_pbn_and_back_keeps_alerts_and_explanations() {
    let mut records = vec![one(LINK.trim())];
    records.extend(lin::read(MATCH).expect("match"));
    let text = pbn::write(&records);
    let back = pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"));
    assert_eq!(back.len(), records.len());
    for (before, after) in records.iter().zip(&back) {
        assert_eq!(explanations(after), explanations(before));
        assert_eq!(after.deal, before.deal);
        assert_eq!(after.play, before.play);
        assert_eq!(after.auction, before.auction);
        assert_eq!(
            (after.contract, after.declarer, after.result),
            (before.contract, before.declarer, before.result)
        );
        assert_eq!(after.players, before.players);
    }
}

#[test]
fn bad_lin_is_refused_with_the_line_and_key() {
    let error = |text: &str| lin::read(text).expect_err(text);
    let err = error(
        "pn|a,b,c,d|\nmd|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|\nmb|1D|mb|1Z|",
    );
    assert_eq!((err.line, err.key.as_deref()), (3, Some("mb")));
    assert!(
        err.to_string().starts_with("line 3, mb|: call 2 (\"1Z\")"),
        "{err}"
    );
    let err = error("md|9SA,,,|");
    assert_eq!(err.kind, LinErrorKind::Dealer("9SA,,,".into()));
    let err = error("md|3SAKQ2,SKK,,|");
    assert!(
        matches!(err.kind, LinErrorKind::Hand { seat: "West", .. }),
        "{err}"
    );
    let err = error("md|3SAKQ2,S87,,|");
    assert!(matches!(err.kind, LinErrorKind::Deal(_)), "{err}");
    assert_eq!(error("mb|1C|").kind, LinErrorKind::CallBeforeDeal);
    let deal = "md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|";
    assert_eq!(
        error(&format!("{deal}an|x|")).kind,
        LinErrorKind::ExplanationWithoutCall
    );
    assert_eq!(
        error(&format!("{deal}pc|Z9|")).kind,
        LinErrorKind::Card("Z9".into())
    );
    assert!(matches!(
        error(&format!("{deal}pc|S3|pc|S3|")).kind,
        LinErrorKind::CardPlayedTwice(_)
    ));
    assert_eq!(
        error(&format!("{deal}mc|14|")).kind,
        LinErrorKind::Claim("14".into())
    );
    assert_eq!(
        error(&format!("{deal}sv|q|")).kind,
        LinErrorKind::Vulnerability("q".into())
    );
    let err = error(&format!("{deal}\nmb|1D|\nmb"));
    assert_eq!(
        (err.line, err.kind),
        (3, LinErrorKind::Truncated("mb".into()))
    );
    assert_eq!(error("hello|world|").kind, LinErrorKind::NoBoard);
    assert_eq!(
        error("https://example.org/?x=1").kind,
        LinErrorKind::NoLinInLink
    );
    assert_eq!(error("").kind, LinErrorKind::NoBoard);
}
