//! The double-dummy budgets (BENCHMARKS.md, Performance budgets): one deal's table and par ≤ 100 ms, a
//! 52-card play analysed ≤ 2 s, on deals from a seeded generator — the same deals every run.
//! The 1,000-deal batch and the reference DDS on the same deals are timed by
//! `sh benches/double-dummy.sh 1000` (a whole batch is too long for criterion's samples).
//!
//! Run: `cargo bench -p casebook --bench double_dummy`

use casebook::bridge::{Contract, Deal, Seat, Vulnerability};
use casebook::double_dummy;
use casebook::hand_record::Play;
use casebook::samples::{careless_play, random_deal};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

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
            let table = double_dummy::solve(deal).expect("complete");
            black_box(double_dummy::par(&table, Vulnerability::All, Seat::North))
        })
    });
    let contract: Contract = "3NT".parse().expect("a contract");
    let plays: Vec<Play> = deals
        .iter()
        .map(|deal| careless_play(deal, contract, Seat::South).expect("complete"))
        .collect();
    let mut next = 0;
    group.bench_function("play_52_cards", |b| {
        b.iter(|| {
            let k = next % deals.len();
            next += 1;
            black_box(double_dummy::analyse_play(
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
