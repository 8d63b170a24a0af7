//! A tournament's hand-record file for the benchmarks: `boards` boards in PBN with tags, an
//! auction with alerts and notes on every board and the play on one board in four, drawn
//! from a seeded generator so that the file is the same on every run.

use casebook::bridge::BoardNumber;
use casebook::bridge::{Auction, Call, Card, Deal, Hand, Seat, Vulnerability};
use casebook::hand_record::{
    AnnotatedAuction, FinalContract, HandRecord, OtherTag, Play, PlayedCard, Trick,
};
use casebook::pbn;
use casebook::scoring::ns_score;

/// SplitMix64: a small seeded generator, so that the file is the same on every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn deal(random: &mut Random) -> Deal {
    let mut cards: Vec<Card> = Card::deck().collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, random.below(i + 1));
    }
    let mut hands = [Some(Hand::EMPTY); 4];
    for (hand, chunk) in hands.iter_mut().zip(cards.chunks(13)) {
        *hand = Some(chunk.iter().copied().collect());
    }
    Deal::from_hands(hands)
}

fn board(number: u32, random: &mut Random) -> HandRecord {
    let board = BoardNumber::new(number).expect("boards from 1");
    let dealer = board.dealer();
    let deal = deal(random);
    let mut auction = AnnotatedAuction::new(Auction::new(dealer));
    let mut i = 0;
    while !auction.auction().is_complete() {
        let legal = auction.auction().legal_calls();
        // Passes two times in three; otherwise one of the lowest calls above a pass.
        let call = if random.below(3) > 0 || i > 12 || legal.len() < 2 {
            Call::Pass
        } else {
            legal[1 + random.below(legal.len().min(8) - 1)]
        };
        auction.extend_with(|a| a.push(call)).expect("a legal call");
        if random.below(8) == 0
            && let Some(note) = auction.annotation_mut(i)
        {
            note.alert = true;
            note.explanation = Some("Transfer, 5+ ♥".into());
        }
        i += 1;
    }
    let mut record = HandRecord {
        event: Some("Synthetic Open Teams".into()),
        site: Some("Benchmark".into()),
        date: Some("2024.05.01".into()),
        board: Some(board),
        players: [
            Some("North, N.".into()),
            Some("East, E.".into()),
            Some("South, S.".into()),
            Some("West, W.".into()),
        ],
        dealer: Some(dealer),
        vulnerability: Some(board.vulnerability()),
        deal,
        scoring: Some("IMP".into()),
        other_tags: vec![OtherTag {
            name: "Room".into(),
            value: if number.is_multiple_of(2) {
                "Closed"
            } else {
                "Open"
            }
            .into(),
            section: Vec::new(),
        }],
        ..HandRecord::default()
    };
    match auction.auction().final_contract() {
        None => record.contract = Some(FinalContract::PassedOut),
        Some((contract, declarer)) => {
            let tricks = random.below(14) as u8;
            record.contract = Some(FinalContract::Contract(contract));
            record.declarer = Some(declarer);
            record.result = Some(tricks);
            record.score_ns = ns_score(
                contract,
                declarer,
                record.vulnerability.unwrap_or(Vulnerability::None),
                tricks,
            )
            .ok();
            if number.is_multiple_of(4) {
                record.play = Some(play(&deal, declarer.next(), contract.strain.suit(), random));
            }
        }
    }
    record.auction = Some(auction);
    record
}

/// Thirteen tricks, each player following suit with a card drawn at random.
fn play(
    deal: &Deal,
    leader: Seat,
    trumps: Option<casebook::bridge::Suit>,
    random: &mut Random,
) -> Play {
    let mut hands = Seat::ALL.map(|s| deal.hand(s).unwrap_or_default());
    let mut play = Play::new(leader);
    let mut next = leader;
    for _ in 0..13 {
        let mut trick = Trick {
            leader: Some(next),
            cards: Default::default(),
        };
        let mut led = None;
        for k in 0..4 {
            let seat = next.advance(k);
            let hand = hands[seat.index()];
            let follow: Vec<Card> = hand.cards().filter(|c| Some(c.suit) == led).collect();
            let options: Vec<Card> = if follow.is_empty() {
                hand.cards().collect()
            } else {
                follow
            };
            let card = options[random.below(options.len())];
            hands[seat.index()].remove(card);
            led.get_or_insert(card.suit);
            trick.cards[seat.index()] = Some(PlayedCard::new(card));
        }
        next = trick.winner(trumps).expect("four cards");
        play.tricks.push(trick);
    }
    play
}

pub fn synthetic_file(boards: u32) -> Vec<u8> {
    let mut random = Random(20240501);
    let records: Vec<HandRecord> = (1..=boards).map(|n| board(n, &mut random)).collect();
    pbn::write(&records).into_bytes()
}
