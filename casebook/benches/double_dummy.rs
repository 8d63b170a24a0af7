//! The double-dummy budgets (issue: deal analysis): one deal's table and par ≤ 100 ms, a
//! 52-card play analysed ≤ 2 s, on deals from a seeded generator — the same deals every run.
//! The 1,000-deal batch and the reference DDS on the same deals are timed by
//! `sh benches/double-dummy.sh 1000` (a whole batch is too long for criterion's samples).
//!
//! Run: `cargo bench -p casebook --bench double_dummy`

use casebook::analysis;
use casebook::bridge::{Card, Contract, Deal, Hand, Seat, Suit, Vulnerability};
use casebook::hand_record::{Play, PlayedCard, Trick};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

fn random_deal(seed: u64) -> Deal {
    let mut state = seed;
    let mut cards: Vec<Card> = Card::deck().collect();
    for i in (1..cards.len()).rev() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let j = (state >> 33) as usize % (i + 1);
        cards.swap(i, j);
    }
    let mut hands = [Hand::EMPTY; 4];
    for (k, card) in cards.into_iter().enumerate() {
        hands[k % 4].insert(card);
    }
    Deal::from_hands(hands.map(Some))
}

/// Follow suit low, else the lowest card of the longest suit: many mistakes to analyse.
fn careless_play(deal: &Deal, contract: Contract, declarer: Seat) -> Play {
    let trumps = contract.strain.suit();
    let mut hands = Seat::ALL.map(|seat| deal.hand(seat).expect("complete"));
    let mut play = Play::new(declarer.next());
    let mut leader = declarer.next();
    for _ in 0..13 {
        let mut trick = Trick {
            leader: Some(leader),
            ..Trick::default()
        };
        let mut led: Option<Suit> = None;
        for k in 0..4 {
            let seat = leader.advance(k);
            let hand = &mut hands[seat.index()];
            let suit = led
                .filter(|&s| hand.suit_len(s) > 0)
                .or_else(|| Suit::ALL.into_iter().max_by_key(|&s| hand.suit_len(s)))
                .expect("a card left");
            let card = hand.cards().find(|c| c.suit == suit).expect("held");
            hand.remove(card);
            led.get_or_insert(card.suit);
            trick.cards[seat.index()] = Some(PlayedCard::new(card));
        }
        leader = trick.winner(trumps).expect("four cards");
        play.tricks.push(trick);
    }
    play
}

fn double_dummy(c: &mut Criterion) {
    let deals: Vec<Deal> = (0..20).map(|i| random_deal(2026 * 1_000_003 + i)).collect();
    let mut group = c.benchmark_group("double_dummy");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(20));
    let mut next = 0;
    group.bench_function("table_and_par", |b| {
        b.iter(|| {
            let deal = &deals[next % deals.len()];
            next += 1;
            let table = analysis::solve(deal).expect("complete");
            black_box(analysis::par(&table, Vulnerability::All, Seat::North))
        })
    });
    let contract: Contract = "3NT".parse().expect("a contract");
    let plays: Vec<Play> = deals
        .iter()
        .map(|deal| careless_play(deal, contract, Seat::South))
        .collect();
    let mut next = 0;
    group.bench_function("play_52_cards", |b| {
        b.iter(|| {
            let k = next % deals.len();
            next += 1;
            black_box(analysis::analyse_play(
                &deals[k],
                contract,
                Seat::South,
                &plays[k],
            ))
        })
    });
    group.finish();
}

criterion_group!(benches, double_dummy);
criterion_main!(benches);
