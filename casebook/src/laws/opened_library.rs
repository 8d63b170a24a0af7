//! The library and its search as the whole program uses them: both come from the one cache
//! opened on first use, which sits above the library and the index it keeps.

use super::cache;
use super::library::Library;
use super::search::{LawHit, LawSearchError};

/// The library, read from the cache (or parsed and cached) on first use and shared
/// afterwards; see [`super::cache`].
pub fn library() -> &'static Library {
    cache::shared().library()
}

/// The units matching every word of `query` (any inflection for Russian, ё = е, `word*` for a
/// prefix), best first, at most `limit`.
pub fn search(query: &str, limit: usize) -> Result<Vec<LawHit>, LawSearchError> {
    cache::shared().search(query, limit)
}
