//! `dds-reference time FILE`: the reference DDS on a file of PBN deals (one a line), printing
//! the same `key value` lines as `dd_bench time`: one deal's table and par (DDS solves a single
//! deal on one thread), and the whole file as a batch over every core.

use contract_bridge::FullDeal;
use dds_bridge::{Solver, Vulnerability, calculate_pars, solve_deals};
use std::time::Instant;

fn main() {
    let file = std::env::args().nth(2).expect("usage: dds-reference time FILE");
    let text = std::fs::read_to_string(file).expect("the deals file reads");
    let deals: Vec<FullDeal> = text.lines().filter_map(|l| l.parse().ok()).collect();
    let sample = &deals[..deals.len().min(100)];
    let mut solver = Solver::default();
    let mut latencies: Vec<f64> = sample
        .iter()
        .map(|deal| {
            let start = Instant::now();
            let table = solver.solve_deal(*deal);
            // calculate_par in dds-bridge 0.21 passes dealer and vulnerability swapped;
            // calculate_pars (both sides) is right and costs the same microseconds.
            let _ = calculate_pars(table, Vulnerability::ALL);
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    latencies.sort_by(f64::total_cmp);
    println!("table_and_par_ms_median {:.1}", latencies[latencies.len() / 2]);
    println!(
        "table_and_par_ms_mean {:.1}",
        latencies.iter().sum::<f64>() / latencies.len() as f64
    );
    let start = Instant::now();
    let tables = solve_deals(&deals);
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(tables.len(), deals.len());
    println!("batch_deals {}", deals.len());
    println!("batch_seconds {seconds:.1}");
    println!("batch_deals_per_second {:.2}", deals.len() as f64 / seconds);
}
