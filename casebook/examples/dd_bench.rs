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

use casebook::bridge::{Contract, Deal, Seat, Vulnerability};
use casebook::double_dummy;
use casebook::samples::{careless_play, random_deal};
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
        let table = double_dummy::solve(deal).expect("complete");
        let _par = double_dummy::par(&table, Vulnerability::All, Seat::North);
        latencies.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    report("table_and_par_ms", &mut latencies);

    let mut plays = Vec::with_capacity(20);
    let contract: Contract = "3NT".parse().expect("a contract");
    for deal in sample.iter().take(20) {
        let play = careless_play(deal, contract, Seat::South).expect("complete");
        let start = Instant::now();
        let analysed =
            double_dummy::analyse_play(deal, contract, Seat::South, &play).expect("legal");
        assert_eq!(analysed.cards.len(), 52);
        plays.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    report("play_52_cards_ms", &mut plays);

    let start = Instant::now();
    let tables = double_dummy::solve_many(&deals).expect("complete");
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
