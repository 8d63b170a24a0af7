//! The double-dummy budgets, measured on the same deals as the reference DDS runner
//! (`benches/dds-reference`), release build:
//!
//! ```text
//! cargo run --release -p casebook --example dd_bench -- deals 1000 2026 > deals.txt
//! cargo run --release -p casebook --example dd_bench -- time deals.txt
//! ```
//!
//! `time` prints, one `key value` per line: the median and mean milliseconds of one deal's
//! table and par (five strains over the cores, as the window asks), a 52-card play analysed,
//! the wall seconds and deals per second of the whole file solved as a batch over every core,
//! and the peak resident memory.

use casebook::analysis;
use casebook::bridge::{Card, Contract, Deal, Hand, Seat, Suit, Vulnerability};
use casebook::hand_record::{Play, PlayedCard, Trick};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["deals", count, seed] => {
            let (count, seed) = (count.parse().unwrap_or(100), seed.parse().unwrap_or(1));
            for i in 0..count {
                println!("{}", random_deal(seed * 1_000_003 + i).to_pbn());
            }
        }
        ["time", file] => time(file),
        _ => eprintln!("usage: dd_bench deals COUNT SEED | dd_bench time FILE"),
    }
}

fn time(file: &str) {
    let text = std::fs::read_to_string(file).expect("the deals file reads");
    let deals: Vec<Deal> = text
        .lines()
        .filter_map(|l| Deal::from_pbn(l).ok())
        .collect();
    let sample = &deals[..deals.len().min(100)];
    let mut latencies = Vec::with_capacity(sample.len());
    for deal in sample {
        let start = Instant::now();
        let table = analysis::solve(deal).expect("complete");
        let _par = analysis::par(&table, Vulnerability::All, Seat::North);
        latencies.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    report("table_and_par_ms", &mut latencies);

    let mut plays = Vec::with_capacity(20);
    let contract: Contract = "3NT".parse().expect("a contract");
    for deal in sample.iter().take(20) {
        let play = careless_play(deal, contract, Seat::South);
        let start = Instant::now();
        let analysed = analysis::analyse_play(deal, contract, Seat::South, &play).expect("legal");
        assert_eq!(analysed.cards.len(), 52);
        plays.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    report("play_52_cards_ms", &mut plays);

    let start = Instant::now();
    let tables = analysis::solve_many(&deals).expect("complete");
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(tables.len(), deals.len());
    println!("batch_deals {}", deals.len());
    println!("batch_seconds {seconds:.1}");
    println!("batch_deals_per_second {:.2}", deals.len() as f64 / seconds);
    println!("peak_rss_mib {}", peak_rss_mib());
}

fn report(name: &str, values: &mut [f64]) {
    values.sort_by(f64::total_cmp);
    let median = values[values.len() / 2];
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    println!("{name}_median {median:.1}");
    println!("{name}_mean {mean:.1}");
}

fn peak_rss_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

/// A deal from a seeded generator (an LCG shuffle), the same on every machine.
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

/// Follow suit low, else the lowest card of the longest suit: a play full of mistakes, the
/// slowest kind to analyse.
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
