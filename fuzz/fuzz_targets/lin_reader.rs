//! Any text given to the LIN reader gives records or an error, never a panic; what it reads
//! can be written as PBN and read again.
//!
//! Run from `fuzz/` with nightly: `cargo +nightly fuzz run lin_reader corpus/lin_reader seeds/lin_reader`
//! (`seeds/` holds the starting inputs; `corpus/` and `artifacts/` are left out of git).
#![no_main]

use casebook::{lin, pbn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(records) = lin::read_bytes(data) {
        let text = pbn::write(&records);
        pbn::read(text.as_bytes()).expect("the writer's output reads");
    }
});
