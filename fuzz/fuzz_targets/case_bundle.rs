//! Any text given to the case bundle reader gives cases or an error, never a panic; a bundle
//! read is written again and reads to the same cases.
//!
//! Run from `fuzz/` with nightly: `cargo +nightly fuzz run case_bundle corpus/case_bundle seeds/case_bundle`
#![no_main]

use casebook::store::Bundle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(bundle) = Bundle::parse(text) {
        let again = Bundle::parse(&bundle.to_json()).expect("the writer's output reads");
        assert_eq!(again.cases, bundle.cases, "a bundle written again holds the same cases");
    }
});
