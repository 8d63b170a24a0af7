//! A database file of its own for each run of a benchmark, removed when dropped.

use casebook::store::Store;

pub struct Scratch(std::path::PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A new, empty database in a directory of its own, named after the benchmark and the run.
pub fn new_store(bench: &str, run: u32) -> (Scratch, Store) {
    let dir = std::env::temp_dir().join(format!(
        "casebook-bench-{bench}-{}-{run}",
        std::process::id()
    ));
    let store = Store::create_or_open(dir.join("cases.sqlite")).expect("a store");
    (Scratch(dir), store)
}
