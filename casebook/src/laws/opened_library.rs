//! The library and its search as the whole program uses them: the built-in texts from the one
//! cache opened on first use, and the texts of the archive in use (`casebook texts import`)
//! beside them, once [`use_archive_texts`] has been told them.
//!
//! A library with an archive's texts is made when those texts change (an archive opened, a
//! text added or removed) and lives as long as the program: the window's handles on units
//! borrow from it. Texts change a few times a session, and each library is a few megabytes.
//! Each text's search index is kept between runs ([`super::text_index`]).

use super::cache;
use super::library::Library;
use super::search::{self, LawHit, LawSearchError};
use super::text_index::TextIndex;
use super::texts::StoredText;
use super::unit::Source;
use std::sync::{PoisonError, RwLock};

/// The library with an archive's texts, and the index of each text's units.
struct WithArchiveTexts {
    library: &'static Library,
    indexes: Vec<TextIndex>,
    /// The texts it was made from: their numbers and when each was added.
    made_from: Vec<(Source, String)>,
}

static ARCHIVE: RwLock<Option<&'static WithArchiveTexts>> = RwLock::new(None);

fn archive() -> Option<&'static WithArchiveTexts> {
    *ARCHIVE.read().unwrap_or_else(PoisonError::into_inner)
}

/// The library: the built-in texts, read from the cache (or parsed and cached) on first use,
/// and the archive's texts where they were given; see [`super::cache`].
pub fn library() -> &'static Library {
    match archive() {
        Some(with_texts) => with_texts.library,
        None => cache::shared().library(),
    }
}

/// The library the built-in texts make alone.
pub fn built_in_library() -> &'static Library {
    cache::shared().library()
}

/// Makes `texts` (an archive's, as its store lists them) part of the library every lookup and
/// search uses from now on; none leaves the built-in texts alone.
pub fn use_archive_texts(texts: &[StoredText]) -> Result<(), LawSearchError> {
    let made_from: Vec<(Source, String)> = texts
        .iter()
        .map(|t| (t.info.source, t.added.clone()))
        .collect();
    if archive().map_or(texts.is_empty(), |a| a.made_from == made_from) {
        return Ok(());
    }
    let made = if texts.is_empty() {
        None
    } else {
        let base = built_in_library();
        let library: &'static Library = Box::leak(Box::new(base.with_texts(texts)));
        // Each text's units follow the built-in ones in the order of `texts`.
        let dir = cache::default_dir();
        let mut first = base.units().len();
        let mut indexes = Vec::with_capacity(texts.len());
        for text in texts {
            let count = library.units()[first..]
                .iter()
                .take_while(|u| u.source == text.info.source)
                .count();
            indexes.push(TextIndex::open(
                dir.as_deref(),
                text,
                library,
                first,
                count,
            )?);
            first += count;
        }
        let made: &'static WithArchiveTexts = Box::leak(Box::new(WithArchiveTexts {
            library,
            indexes,
            made_from,
        }));
        Some(made)
    };
    *ARCHIVE.write().unwrap_or_else(PoisonError::into_inner) = made;
    Ok(())
}

/// The units matching every word of `query` (any inflection for Russian and English, ё = е,
/// `word*` for a prefix), in the built-in texts and the archive's, best first, at most `limit`.
pub fn search(query: &str, limit: usize) -> Result<Vec<LawHit>, LawSearchError> {
    let Some(with_texts) = archive() else {
        return cache::shared().search(query, limit);
    };
    // The built-in units are the archive library's first, in the same places; each text's
    // index is searched on its own, and snippets are made only for the hits kept.
    let mut found = cache::shared().ranked(query, limit)?;
    for index in &with_texts.indexes {
        found.extend(index.ranked(query, limit)?);
    }
    Ok(search::hits(
        with_texts.library,
        search::merged(found, limit),
    ))
}
