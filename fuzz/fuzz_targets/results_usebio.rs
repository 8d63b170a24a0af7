//! The results reader for USEBIO XML: see `results_reader.rs`.
//!
//! Run from `fuzz/` with nightly: `cargo +nightly fuzz run results_usebio corpus/results_usebio seeds/results_usebio`
#![no_main]

mod results_reader;

use casebook::results::ResultsFormat;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| results_reader::read_and_write_again(ResultsFormat::Usebio, data));
