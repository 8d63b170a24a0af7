//! Any bytes given to the PBN reader give records or an error, never a panic; what is read
//! and written back reads again and writes the same file.
//!
//! Run from `fuzz/` with nightly: `cargo +nightly fuzz run pbn_reader corpus/pbn_reader seeds/pbn_reader`
//! (`seeds/` holds the starting inputs; `corpus/` and `artifacts/` are left out of git).
#![no_main]

use casebook::pbn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = pbn::read_lenient(data);
    if let Ok(records) = pbn::read(data) {
        let text = pbn::write(&records);
        let again = pbn::read(text.as_bytes()).expect("the writer's output reads");
        assert_eq!(pbn::write(&again), text, "writing is stable");
    }
});
