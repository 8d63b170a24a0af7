//! PBN → hand record → PBN → hand record keeps the deal, the auction with its alerts, notes
//! and irregularities, the play and the commentary; and the writer keeps to the export format.

use casebook::bridge::{Auction, Call, Card, Deal, Hand, Irregularity, Seat, Suit};
use casebook::hand_record::{
    AnnotatedAuction, FinalContract, HandRecord, Play, PlayIrregularity, PlayedCard, Trick,
};
use casebook::pbn;
use proptest::prelude::*;

const STANDARD_EXAMPLE: &str = include_str!("fixtures/pbn/standard_example.pbn");
const TOURNAMENT: &[u8] = include_bytes!("fixtures/pbn/tournament_two_rooms.pbn");

/// The writer sorts the other tags by name (§3.4); the reader keeps the file's order.
fn normalized(mut records: Vec<HandRecord>) -> Vec<HandRecord> {
    for record in &mut records {
        record.other_tags.sort_by(|a, b| a.name.cmp(&b.name));
    }
    records
}

fn round_trip(records: &[HandRecord]) -> (String, Vec<HandRecord>) {
    let text = pbn::write(records);
    let back = pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"));
    (text, back)
}

#[test]
fn the_standard_example_survives_a_round_trip() {
    let records = pbn::read(STANDARD_EXAMPLE.as_bytes()).expect("reads");
    let (text, back) = round_trip(&records);
    assert_eq!(normalized(back), normalized(records));
    // The export format: CRLF, the version lines, the mandatory tags in order.
    assert!(
        !text.replace("\r\n", "").contains('\n'),
        "only CRLF line ends"
    );
    let lines: Vec<&str> = text.split("\r\n").collect();
    assert_eq!(
        lines[..3],
        [
            "% PBN 2.1",
            "% EXPORT",
            "%Content-type: text/x-pbn; charset=UTF-8"
        ]
    );
    let names: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix('[')?.split(' ').next())
        .take(15)
        .collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Board",
            "West",
            "North",
            "East",
            "South",
            "Dealer",
            "Vulnerable",
            "Deal",
            "Scoring",
            "Declarer",
            "Contract",
            "Result"
        ]
    );
    let from = |tag: &str| lines.iter().position(|l| l.starts_with(tag)).expect(tag);
    let auction = from("[Auction");
    assert_eq!(
        lines[auction..auction + 7],
        [
            "[Auction \"N\"]",
            "1D 1S 3H =1= 4S",
            "4NT =2= X Pass Pass",
            "5C X 5H X",
            "Pass Pass Pass",
            "[Note \"1:non-forcing 6-9 points, 6-card\"]",
            "[Note \"2:two colors: clubs and diamonds\"]",
        ]
    );
    let play = from("[Play");
    assert_eq!(
        lines[play..play + 10],
        [
            "[Play \"W\"]",
            "SK =1= H3 S4 S3",
            "C5 C2 C6 CK",
            "S2 H6 S5 S7",
            "C8 CA CT C4",
            "D2 DA DT D3",
            "D4 DK H5 H7",
            "- - - H2",
            "*",
            "[Note \"1:highest of series\"]",
        ]
    );
    // The diagram comment stays after the Result tag.
    assert!(lines[from("[Result") + 1].starts_with('{'));
}

#[test]
fn a_whole_tournament_survives_a_round_trip_and_the_writer_is_stable() {
    let records = pbn::read(TOURNAMENT).expect("reads");
    let (text, back) = round_trip(&records);
    assert_eq!(normalized(back.clone()), normalized(records));
    assert_eq!(
        pbn::write(&back),
        text,
        "writing what was read back gives the same file"
    );
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// Every marker PBN has (§3.9), annotations on calls and cards, and text that needs escaping.
#[test]
fn irregularities_annotations_and_awkward_text_survive() {
    let mut auction = AnnotatedAuction::new(Auction::new(Seat::West));
    auction.extend_with(|a| {
        a.push(call("1D")).expect("1D");
        // South bids out of rotation in North's turn: ^S ^S.
        a.push_irregular(call("2D"), Irregularity::OutOfRotation { by: Seat::South });
        a.record(call("1H")); // insufficient, accepted: ^I
        a.record(Call::Double); // of partner's bid: inadmissible, kept
        for _ in 0..3 {
            a.push(Call::Pass).expect("pass");
        }
    });
    let first = auction.annotation_mut(0).expect("first call");
    first.alert = true;
    first.explanation = Some("Nebulous ♦, \"could be 2\" \\ 11-15".into());
    // Export order: NAGs increasing (§3.5.2).
    first.nags = vec![3, 14];
    first.comments = vec!["slow: about 20 s".into()];
    auction.annotation_mut(1).expect("second").alert = true;
    let deal = Deal::from_pbn("N:AK..AKQJT98765. QJ.AK.432.AKQJT - -").expect("deal");
    let mut play = Play::new(Seat::East);
    let mut lead = PlayedCard::new(card("SQ"));
    lead.note = Some("from ♠QJ".into());
    let mut revoke = PlayedCard::new(card("DA"));
    revoke.irregularity = Some(PlayIrregularity::Revoke);
    let mut out_of_turn = PlayedCard::new(card("HA"));
    out_of_turn.irregularity = Some(PlayIrregularity::LeadOutOfTurn);
    out_of_turn.nags = vec![9];
    play.tricks = vec![
        Trick {
            leader: Some(Seat::East),
            cards: [Some(PlayedCard::new(card("SA"))), Some(lead), None, None],
        },
        Trick {
            leader: Some(Seat::East),
            cards: [Some(revoke), Some(out_of_turn), None, None],
        },
    ];
    let record = HandRecord {
        event: Some("Ski \"Cup\"".into()),
        dealer: Some(Seat::West),
        deal,
        auction: Some(auction),
        play: Some(play),
        contract: Some(FinalContract::Contract("1H".parse().expect("contract"))),
        declarer: Some(Seat::North),
        declarer_swapped: true,
        result: Some(7),
        result_disputed: true,
        score_ns: Some(80),
        ..HandRecord::default()
    };
    let (text, back) = round_trip(std::slice::from_ref(&record));
    assert_eq!(back, [record], "{text}");
    assert!(text.contains("1D =1= $3 $14 {slow: about 20 s}"), "{text}");
    assert!(text.contains("^S ^S 2D =2="), "{text}");
    assert!(text.contains("^I 1H\r\nX Pass"), "{text}");
    assert!(
        text.contains("[Note \"1:Nebulous \\D, \\\"could be 2\\\" \\\\ 11-15\"]"),
        "{text}"
    );
    assert!(text.contains("[Note \"2:\"]"), "{text}");
    assert!(
        text.contains("SQ =1= - - SA\r\n^L HA $9 - - ^R DA\r\n*"),
        "{text}"
    );
    assert!(
        text.contains("[Declarer \"^N\"]") && text.contains("[Result \"^7\"]"),
        "{text}"
    );
}

#[test]
fn a_passed_out_board_has_empty_declarer_and_result() {
    let mut auction = AnnotatedAuction::new(Auction::new(Seat::East));
    auction.extend_with(|a| (0..4).for_each(|_| a.push(Call::Pass).expect("pass")));
    let record = HandRecord {
        dealer: Some(Seat::East),
        auction: Some(auction),
        contract: Some(FinalContract::PassedOut),
        score_ns: Some(0),
        ..HandRecord::default()
    };
    let (text, back) = round_trip(std::slice::from_ref(&record));
    assert!(
        text.contains("[Declarer \"\"]\r\n[Contract \"Pass\"]\r\n[Result \"\"]"),
        "{text}"
    );
    assert!(
        text.contains("[Event \"?\"]") && text.contains("[Deal \"?\"]"),
        "{text}"
    );
    assert_eq!(back, [record]);
}

fn call(text: &str) -> Call {
    text.parse().expect("a call")
}

/// A shuffled full deal.
fn deal_strategy() -> impl Strategy<Value = Deal> {
    Just(Card::deck().collect::<Vec<Card>>())
        .prop_shuffle()
        .prop_map(|cards| {
            let mut hands = [Some(Hand::EMPTY); 4];
            for (hand, chunk) in hands.iter_mut().zip(cards.chunks(13)) {
                *hand = Some(chunk.iter().copied().collect());
            }
            Deal::from_hands(hands)
        })
}

const TEXTS: [&str; 5] = [
    "",
    "Stayman",
    "5+ ♥, \"weak\"",
    "a \\ b",
    "transfer to ♠ {or ♣}",
];

/// A random legal auction, annotated at random, and the play of some tricks following suit.
fn record_strategy() -> impl Strategy<Value = HandRecord> {
    (
        deal_strategy(),
        0usize..4,
        prop::collection::vec(
            (
                any::<u16>(),
                any::<bool>(),
                0usize..5,
                prop::option::of(0u8..=255),
            ),
            0..30,
        ),
        prop::collection::vec((any::<u16>(), 0usize..5), 0..52),
    )
        .prop_map(|(deal, dealer, call_choices, card_choices)| {
            let dealer = Seat::ALL[dealer];
            let mut auction = AnnotatedAuction::new(Auction::new(dealer));
            for (i, (pick, alert, text, nag)) in call_choices.into_iter().enumerate() {
                let legal = auction.auction().legal_calls();
                if legal.is_empty() {
                    break;
                }
                // Passes half the time, so that auctions end.
                let call = if pick % 2 == 0 {
                    Call::Pass
                } else {
                    legal[pick as usize % legal.len()]
                };
                auction.extend_with(|a| a.push(call)).expect("a legal call");
                let annotation = auction.annotation_mut(i).expect("the new call");
                annotation.alert = alert || text > 1;
                annotation.explanation = (text > 1).then(|| TEXTS[text].to_string());
                annotation.nags = nag.into_iter().collect();
                if text == 4 {
                    annotation.comments.push("after a pause".into());
                }
            }
            let contract = auction.auction().final_contract();
            let mut record = HandRecord {
                dealer: Some(dealer),
                deal,
                ..HandRecord::default()
            };
            if let Some((contract, declarer)) = contract {
                record.contract = Some(FinalContract::Contract(contract));
                record.declarer = Some(declarer);
                let trumps: Option<Suit> = contract.strain.suit();
                let mut play = Play::new(declarer.next());
                let mut hands = Seat::ALL.map(|s| deal.hand(s).unwrap_or_default());
                let mut leader = declarer.next();
                for chunk in card_choices.chunks_exact(4) {
                    let mut trick = Trick {
                        leader: Some(leader),
                        cards: Default::default(),
                    };
                    let mut led: Option<Suit> = None;
                    for (k, (pick, text)) in chunk.iter().enumerate() {
                        let seat = leader.advance(k);
                        let hand = hands[seat.index()];
                        let follow: Vec<Card> =
                            hand.cards().filter(|c| Some(c.suit) == led).collect();
                        let options: Vec<Card> = if follow.is_empty() {
                            hand.cards().collect()
                        } else {
                            follow
                        };
                        let card = options[*pick as usize % options.len()];
                        hands[seat.index()].remove(card);
                        led.get_or_insert(card.suit);
                        let mut played = PlayedCard::new(card);
                        played.note = (*text > 2).then(|| TEXTS[*text].to_string());
                        trick.cards[seat.index()] = Some(played);
                    }
                    leader = trick.winner(trumps).expect("a full trick");
                    play.tricks.push(trick);
                }
                record.play = Some(play);
            } else if auction.auction().is_passed_out() {
                record.contract = Some(FinalContract::PassedOut);
            }
            record.auction = Some(auction);
            record
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_records_survive_a_round_trip(record in record_strategy()) {
        let text = pbn::write(std::slice::from_ref(&record));
        let back = pbn::read(text.as_bytes());
        prop_assert_eq!(back, Ok(vec![record]), "{}", text);
    }
}

/// Values the file could misread are written so that they read back as they were: a value
/// `#` or `##…` (inheritance, §4.8), a table line starting with `%` (an escape line, §2.4), a
/// note over two lines (a tag value is one line, §3.2); and the Dealer tag follows the
/// auction's dealer, which the Auction section must start with (§3.5).
#[test]
fn values_the_file_could_misread_are_written_safely() {
    let mut auction = AnnotatedAuction::new(Auction::new(Seat::South));
    auction.extend_with(|a| a.push(call("1S")).expect("1S"));
    if let Some(note) = auction.annotation_mut(0) {
        note.explanation = Some("two\nlines".into());
    }
    let record = HandRecord {
        event: Some("#".into()),
        site: Some("##x".into()),
        dealer: Some(Seat::North),
        auction: Some(auction),
        other_tags: vec![casebook::hand_record::OtherTag {
            name: "ScoreTable".into(),
            value: "PairId_NS\\2R;Score".into(),
            section: vec!["%1 620".into(), "2 -100".into()],
        }],
        ..HandRecord::default()
    };
    let previous = HandRecord {
        event: Some("Earlier".into()),
        ..HandRecord::default()
    };
    let text = pbn::write(&[previous, record]);
    let back = pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"));
    assert_eq!(back[1].event.as_deref(), Some(" #"), "{text}");
    assert_eq!(back[1].site.as_deref(), Some(" ##x"));
    assert_eq!(back[1].dealer, Some(Seat::South));
    assert_eq!(back[1].other_tags[0].section, ["%1 620", "2 -100"]);
    assert_eq!(
        back[1]
            .auction
            .as_ref()
            .and_then(|a| a.annotation(0)?.explanation.clone()),
        Some("two lines".into())
    );
    assert_eq!(
        pbn::write(&back),
        text,
        "writing what was read gives the same file"
    );
}
