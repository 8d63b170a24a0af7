//! Hand records onto cases and back: PBN → case → PBN keeps the deal, the auction with its
//! notes and irregularity markers, and the play; LIN → case keeps the alerts and explanations;
//! attaching a record to a case fills the board, auction, play and result and leaves what the
//! committee typed alone. Fixtures: the PBN 2.0 standard's example and the BBO match file of two
//! rooms (`fixtures/`).

use casebook::bridge::{Call, Irregularity, Seat, Vulnerability};
use casebook::case::{
    CallAnnotation, Case, DisputedFact, Explanation, ScoringForm, Statement, TempoBreak,
};
use casebook::hand_record::{FinalContract, HandRecord};
use casebook::import::RecordError;
use casebook::{lin, pbn};

const STANDARD_EXAMPLE: &str = include_str!("fixtures/pbn/standard_example.pbn");
const MATCH: &str = include_str!("fixtures/lin/match_two_rooms.lin");

fn read_pbn(text: &str) -> Vec<HandRecord> {
    pbn::read(text.as_bytes()).unwrap_or_else(|err| panic!("{err}\n{text}"))
}

fn case_of(record: &HandRecord) -> Case {
    Case::from_hand_record(record).unwrap_or_else(|err| panic!("{err}"))
}

/// Each call with its irregularity, alert and explanation, as a record gives them.
fn calls(record: &HandRecord) -> Vec<(String, Option<Irregularity>, bool, Option<String>)> {
    record
        .auction
        .as_ref()
        .expect("an auction")
        .calls()
        .map(|(c, n)| {
            (
                c.call.pbn(),
                c.irregularity.clone(),
                n.alert,
                n.explanation.clone(),
            )
        })
        .collect()
}

#[test]
fn the_standard_example_becomes_a_case_with_everything_the_board_needs() {
    let record = &read_pbn(STANDARD_EXAMPLE)[0];
    let case = case_of(record);
    assert_eq!(
        case.identity.event,
        "International Amsterdam Airport Schiphol Bridgetournament"
    );
    assert_eq!(case.identity.tournament, "Amsterdam, The Netherlands NLD");
    assert_eq!(
        case.identity.date.map(|d| d.to_string()).as_deref(),
        Some("1995-06-10")
    );
    assert_eq!(case.identity.year, Some(1995));
    assert_eq!(case.identity.scoring, Some(ScoringForm::TeamsImp));
    assert_eq!(case.board.number.get(), 1);
    assert_eq!(case.board.dealer, Seat::North);
    assert_eq!(case.board.vulnerability, Vulnerability::None);
    assert_eq!(case.board.deal, record.deal);
    assert_eq!(
        case.people.player(Seat::West).map(|p| p.name.as_str()),
        Some("Podgor")
    );
    assert_eq!(
        case.people.player(Seat::South).map(|p| p.name.as_str()),
        Some("Leufkens")
    );
    // 3♥ =1= and 4NT =2=: alerted, explained, numbered as the notes are.
    assert_eq!(
        case.auction.annotation(2),
        Some(&CallAnnotation {
            call: 2,
            note: Some(1),
            alerted: Some(true),
            explanations: vec![Explanation {
                by: None,
                to: None,
                text: "non-forcing 6-9 points, 6-card".into()
            }],
            ..CallAnnotation::default()
        })
    );
    assert_eq!(case.auction.annotation(4).and_then(|a| a.note), Some(2));
    assert_eq!(case.auction.annotations.len(), 2);
    let result = case.result.as_ref().expect("a result");
    assert_eq!(result.contract.map(|c| c.pbn()).as_deref(), Some("5HX"));
    assert_eq!(
        (result.declarer, result.tricks),
        (Some(Seat::South), Some(9))
    );
    assert_eq!(
        result.law77_ns_score(case.board.vulnerability),
        Some(Ok(-300))
    );
    assert_eq!(
        case.play.opening_lead.map(|c| c.pbn()).as_deref(),
        Some("SK")
    );
    assert!(
        case.play
            .record
            .starts_with("1. W ♠K, N ♥3, E ♠4, S ♠3\n   - ♠K: highest of series\n2. "),
        "{}",
        case.play.record
    );
    assert!(
        case.play.record.contains("7. S ♥2, W ?, N ?, E ?\n"),
        "{}",
        case.play.record
    );
    case.validate().expect("a valid case");
}

#[test]
fn pbn_to_case_to_pbn_keeps_deal_auction_notes_and_play() {
    let records = read_pbn(STANDARD_EXAMPLE);
    let cases: Vec<Case> = records.iter().map(case_of).collect();
    let out: Vec<HandRecord> = cases.iter().map(Case::to_hand_record).collect();
    let text = pbn::write(&out);
    let back = read_pbn(&text);
    assert_eq!(back.len(), records.len());
    for (before, after) in records.iter().zip(&back) {
        assert_eq!(after.deal, before.deal);
        assert_eq!(after.board, before.board);
        assert_eq!(
            (after.dealer, after.vulnerability),
            (before.dealer, before.vulnerability)
        );
        assert_eq!(after.players, before.players);
        assert_eq!(
            (&after.event, &after.site, &after.date),
            (&before.event, &before.site, &before.date)
        );
        assert_eq!(calls(after), calls(before));
        assert_eq!(after.play, before.play, "{text}");
        assert_eq!(
            (after.contract, after.declarer, after.result),
            (before.contract, before.declarer, before.result)
        );
    }
    assert!(
        text.contains("[Note \"1:non-forcing 6-9 points, 6-card\"]"),
        "{text}"
    );
    assert!(text.contains("[Note \"1:highest of series\"]"), "{text}");
}

/// PBN §3.9's markers on the standard example's deal: South bids 2♦ out of rotation in
/// North's turn (`^S ^S`), West's insufficient 1♥ is accepted (`^I`), East doubles partner's
/// bid (inadmissible, Law 36), and South revokes at trick 1 (`^R`).
const IRREGULAR: &str = "[Event \"Club pairs\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n\
[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n\
[Auction \"S\"]\n1D =1= Pass ^S ^S 2D {South, out of turn} ^I 1H\nPass X Pass Pass\nPass\n\
[Note \"1:could be short\"]\n[Declarer \"W\"]\n[Contract \"1H\"]\n[Result \"7\"]\n\
[Play \"N\"]\nDA DT ^R CK D2\n*\n";

#[test]
fn irregular_calls_and_their_markers_survive_both_ways() {
    let record = &read_pbn(IRREGULAR)[0];
    let case = case_of(record);
    let markers: Vec<(String, Option<Irregularity>)> = case
        .auction
        .calls
        .calls()
        .iter()
        .map(|c| (c.call.pbn(), c.irregularity.clone()))
        .collect();
    assert_eq!(
        markers[5],
        ("X".into(), Some(Irregularity::InadmissibleDouble))
    );
    assert_eq!(
        markers[..5],
        [
            ("1D".into(), None),
            ("Pass".into(), None),
            (
                "2D".into(),
                Some(Irregularity::OutOfRotation { by: Seat::South })
            ),
            ("1H".into(), Some(Irregularity::InsufficientBid)),
            ("Pass".into(), None),
        ]
    );
    assert_eq!(
        case.auction.annotation(2).map(|a| a.comment.as_str()),
        Some("South, out of turn")
    );
    assert_eq!(case.play.record, "1. N ♦A, E ♦10, S ♣K (revoke), W ♦2\n");

    let text = pbn::write(&[case.to_hand_record()]);
    assert!(text.contains("2D {South, out of turn}"), "{text}");
    assert!(text.contains("^S ^S"), "{text}");
    assert!(text.contains("^I 1H"), "{text}");
    assert!(text.contains("^R CK"), "{text}");
    let back = &read_pbn(&text)[0];
    assert_eq!(calls(back), calls(record));
    assert_eq!(back.play, record.play);
}

#[test]
fn lin_to_case_keeps_alerts_and_explanations() {
    let records = lin::read(MATCH).unwrap_or_else(|err| panic!("{err}"));
    let open = case_of(&records[0]);
    let explained = |case: &Case, call: usize| {
        let annotation = case.auction.annotation(call).expect("annotated");
        (
            case.auction.calls.calls()[call].call.pbn(),
            annotation.alerted,
            annotation.explanations[0].text.clone(),
        )
    };
    assert_eq!(
        explained(&open, 2),
        (
            "2C".into(),
            Some(true),
            "Stayman, asks for a 4-card major".into()
        )
    );
    assert_eq!(
        open.people.player(Seat::South).map(|p| p.name.as_str()),
        Some("Hervé")
    );
    assert_eq!(open.identity.event, "Kontinental Cup");
    let closed = case_of(&records[1]);
    assert_eq!(
        explained(&closed, 1),
        ("2D".into(), Some(true), "one long ♦, or a major".into())
    );
    assert_eq!(
        closed.people.player(Seat::South).map(|p| p.name.as_str()),
        Some("Çelik")
    );
    // Six tricks claimed after the lead: the claim closes the play's lines.
    assert!(
        closed
            .play
            .record
            .ends_with("Claim: 6 tricks for declarer in all.\n"),
        "{}",
        closed.play.record
    );
    let result = closed.result.as_ref().expect("a result");
    assert_eq!(
        result.law77_ns_score(closed.board.vulnerability),
        Some(Ok(300))
    );
    // Out again, the alerts and explanations are the record's.
    assert_eq!(calls(&closed.to_hand_record()), calls(&records[1]));
}

/// A case the committee opened and typed into: the auction with a tempo note on a call, the
/// facts, a statement, and its own account of the play.
fn typed_case(record: &HandRecord) -> Case {
    let mut case = Case::new(record.board.expect("a board"));
    case.identity.event = "Чемпионат клуба".into();
    case.facts.agreed = "Север думал около минуты перед пасом.".into();
    case.facts.disputed.push(DisputedFact {
        point: "Была ли пауза".into(),
        finding: "Была".into(),
    });
    case.statements.push(Statement {
        speaker: "Юг".into(),
        seat: Some(Seat::South),
        text: "Я бы всё равно сыграл 5♥.".into(),
    });
    case.play.record = "Запад атаковал ♠К.".into();
    case.auction
        .calls
        .push("1D".parse().expect("a call"))
        .expect("legal");
    case.auction
        .calls
        .push("1S".parse().expect("a call"))
        .expect("legal");
    case.auction
        .calls
        .push("3H".parse().expect("a call"))
        .expect("legal");
    case.auction.annotations.push(CallAnnotation {
        call: 2,
        note: Some(1),
        tempo: Some(TempoBreak {
            seconds: Some(20),
            agreed: Some(true),
            description: String::new(),
        }),
        ..CallAnnotation::default()
    });
    case
}

#[test]
fn attaching_fills_the_board_and_keeps_what_the_committee_typed() {
    let record = &read_pbn(STANDARD_EXAMPLE)[0];
    let typed = typed_case(record);
    let mut case = typed.clone();
    let attachment = case.attach_hand_record(record).expect("attaches");
    assert_eq!(attachment.parts(), ["deal", "auction", "result"]);
    assert!(attachment.play_text_kept);
    assert_eq!(case.facts, typed.facts);
    assert_eq!(case.statements, typed.statements);
    assert_eq!(case.identity.event, "Чемпионат клуба", "typed, so kept");
    assert_eq!(
        case.identity.tournament, "Amsterdam, The Netherlands NLD",
        "blank, so filled"
    );
    assert_eq!(case.play.record, "Запад атаковал ♠К.");
    assert_eq!(
        case.play.opening_lead.map(|c| c.pbn()).as_deref(),
        Some("SK")
    );
    assert_eq!(case.board.deal, record.deal);
    assert_eq!(
        case.auction.calls,
        *record.auction.as_ref().expect("auction").auction()
    );
    // The committee's tempo note on 3♥ stays, with the file's explanation beside it; 4NT's
    // note takes the next free number.
    let three_hearts = case.auction.annotation(2).expect("3♥ annotated");
    assert_eq!(three_hearts.note, Some(1));
    assert_eq!(
        three_hearts.tempo.as_ref().and_then(|t| t.seconds),
        Some(20)
    );
    assert_eq!(
        three_hearts.explanations[0].text,
        "non-forcing 6-9 points, 6-card"
    );
    assert_eq!(case.auction.annotation(4).and_then(|a| a.note), Some(2));
    assert_eq!(case.result.as_ref().and_then(|r| r.tricks), Some(9));
    case.validate().expect("valid");

    // Out as PBN, the tempo break is commentary after the call; the play is the lead alone.
    let text = pbn::write(&[case.to_hand_record()]);
    assert!(
        text.contains("3H =1= {Break in tempo, about 20 s, agreed}"),
        "{text}"
    );
    assert!(text.contains("[Play \"W\"]\r\nSK - - -\r\n*"), "{text}");
}

#[test]
fn attaching_refuses_a_record_that_would_move_the_committees_notes() {
    let record = &read_pbn(STANDARD_EXAMPLE)[0];
    let mut typed = typed_case(record);
    typed.auction.calls.pop();
    typed.auction.calls.push(Call::Pass).expect("legal");
    let before = typed.clone();
    let err = typed
        .attach_hand_record(record)
        .expect_err("3♥ in the file, pass in the case");
    assert!(
        matches!(err, RecordError::AnnotatedCallDiffers { position: 3, .. }),
        "{err}"
    );
    assert!(
        err.to_string().contains("call 3 is Pass in the case"),
        "{err}"
    );
    assert_eq!(typed, before, "the case is left as it was");

    let mut other = Case::new(casebook::bridge::BoardNumber::new(2).expect("board"));
    let err = other
        .attach_hand_record(record)
        .expect_err("board 1 onto board 2");
    assert_eq!(
        err.to_string(),
        "the record is board 1, the case is about board 2"
    );
}

#[test]
fn a_record_without_a_board_number_cannot_be_a_case() {
    let record = HandRecord {
        contract: Some(FinalContract::PassedOut),
        ..HandRecord::default()
    };
    assert_eq!(
        Case::from_hand_record(&record),
        Err(RecordError::NoBoardNumber)
    );
}
