//! What `casebook --version` and Help > About say: the release, the commit it was built from
//! and the database schema it writes, so a report from a committee names the exact build.

/// The commit the binary was built from, or "unknown" when built outside a git checkout.
pub const COMMIT: &str = env!("CASEBOOK_COMMIT");

/// "0.1.0 (commit 1a2b3c4, database schema 4)".
pub fn line() -> String {
    format!(
        "{} (commit {COMMIT}, database schema {})",
        env!("CARGO_PKG_VERSION"),
        casebook::store::SCHEMA_VERSION
    )
}
