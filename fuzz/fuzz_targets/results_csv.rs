//! The results reader for Casebook's results CSV: see `results_reader.rs`.
//!
//! Run from `fuzz/` with nightly: `cargo +nightly fuzz run results_csv corpus/results_csv seeds/results_csv`
#![no_main]

mod results_reader;

use casebook::results::ResultsFormat;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| results_reader::read_and_write_again(ResultsFormat::Csv, data));
