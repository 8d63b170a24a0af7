//! The parsed library and its search index, kept in SQLite between runs so that startup does
//! not parse 1.5 MB of text and stem it again.
//!
//! The cache is one file per [`CacheKey`], `laws-<key>.sqlite` in the platform cache directory
//! (`~/.cache/casebook/` on Linux). The key hashes the embedded source texts, the code that
//! turns them into units and index rows, and [`PARSER_VERSION`]; a changed source or parser
//! gives a new key and so a new file, and the old files are removed. A file is written under a
//! temporary name and renamed when complete, so another process never reads half a cache.
//! When the directory cannot be written the index is built in memory: a cache that cannot be
//! written costs time, never a search.

use super::edition_map::EditionMap;
use super::library::Library;
use super::link::{Link, UnresolvedReference};
use super::search::{self, LawHit, LawSearchError};
use super::sources;
use super::unit::{Anchor, LawUnit, Source};
use directories::ProjectDirs;
use rusqlite::{Connection, OpenFlags, params};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock, PoisonError};

/// Bump to rebuild every cache when something the key does not hash changes what is cached
/// (a dependency's stemmer, say).
pub const PARSER_VERSION: u32 = 1;

/// The code that decides what the cache holds: the parsers, the linking, the search
/// normalisation and this module. Hashed into the key so that a changed parser never meets a
/// cache written by the old one. A test checks that the list names every file.
const CODE: &[(&str, &str)] = &[
    ("laws/cache.rs", include_str!("cache.rs")),
    ("laws/clean.rs", include_str!("clean.rs")),
    ("laws/edition_map.rs", include_str!("edition_map.rs")),
    ("laws/label.rs", include_str!("label.rs")),
    ("laws/library.rs", include_str!("library.rs")),
    ("laws/line_labels.rs", include_str!("line_labels.rs")),
    ("laws/link.rs", include_str!("link.rs")),
    ("laws/mod.rs", include_str!("mod.rs")),
    ("laws/outline.rs", include_str!("outline.rs")),
    (
        "laws/reference/edition_named.rs",
        include_str!("reference/edition_named.rs"),
    ),
    (
        "laws/reference/in_text.rs",
        include_str!("reference/in_text.rs"),
    ),
    (
        "laws/reference/law_ref.rs",
        include_str!("reference/law_ref.rs"),
    ),
    ("laws/reference/mod.rs", include_str!("reference/mod.rs")),
    (
        "laws/reference/token.rs",
        include_str!("reference/token.rs"),
    ),
    ("laws/search.rs", include_str!("search.rs")),
    ("laws/opened_library.rs", include_str!("opened_library.rs")),
    ("laws/show.rs", include_str!("show.rs")),
    ("laws/text_index.rs", include_str!("text_index.rs")),
    ("laws/unit.rs", include_str!("unit.rs")),
    ("laws/texts/built_in.rs", include_str!("texts/built_in.rs")),
    ("laws/texts/correct.rs", include_str!("texts/correct.rs")),
    ("laws/texts/form.rs", include_str!("texts/form.rs")),
    ("laws/texts/import.rs", include_str!("texts/import.rs")),
    (
        "laws/texts/import_error.rs",
        include_str!("texts/import_error.rs"),
    ),
    (
        "laws/texts/law_layout.rs",
        include_str!("texts/law_layout.rs"),
    ),
    ("laws/texts/layout.rs", include_str!("texts/layout.rs")),
    ("laws/texts/mod.rs", include_str!("texts/mod.rs")),
    (
        "laws/texts/paragraphs.rs",
        include_str!("texts/paragraphs.rs"),
    ),
    ("laws/texts/pdf.rs", include_str!("texts/pdf.rs")),
    (
        "laws/sources/adjusted_scores_training_ru.rs",
        include_str!("sources/adjusted_scores_training_ru.rs"),
    ),
    (
        "laws/sources/commentary_1987_ru.rs",
        include_str!("sources/commentary_1987_ru.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/appendices.rs",
        include_str!("sources/commentary_1997_ru/appendices.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/cells.rs",
        include_str!("sources/commentary_1997_ru/cells.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/commentary.rs",
        include_str!("sources/commentary_1997_ru/commentary.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/definitions.rs",
        include_str!("sources/commentary_1997_ru/definitions.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/law_text.rs",
        include_str!("sources/commentary_1997_ru/law_text.rs"),
    ),
    (
        "laws/sources/commentary_1997_ru/mod.rs",
        include_str!("sources/commentary_1997_ru/mod.rs"),
    ),
    (
        "laws/sources/laws_2017_bg.rs",
        include_str!("sources/laws_2017_bg.rs"),
    ),
    (
        "laws/sources/laws_ru_pages.rs",
        include_str!("sources/laws_ru_pages.rs"),
    ),
    ("laws/sources/mod.rs", include_str!("sources/mod.rs")),
    ("text/counts.rs", include_str!("../text/counts.rs")),
    ("text/escape.rs", include_str!("../text/escape.rs")),
    ("text/file.rs", include_str!("../text/file.rs")),
    ("text/latin.rs", include_str!("../text/latin.rs")),
    ("text/mod.rs", include_str!("../text/mod.rs")),
    ("text/nearest.rs", include_str!("../text/nearest.rs")),
    ("text/query.rs", include_str!("../text/query.rs")),
    ("text/snippet.rs", include_str!("../text/snippet.rs")),
];

/// What a cache file was made from: a hash of the source texts, the code and
/// [`PARSER_VERSION`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CacheKey(u64);

impl CacheKey {
    /// The key of the sources and parsers compiled into this program.
    pub fn bundled() -> CacheKey {
        static KEY: OnceLock<CacheKey> = OnceLock::new();
        *KEY.get_or_init(|| {
            let sources = [
                (Source::Laws2017Bg, sources::laws_2017_bg::TEXT),
                (Source::Commentary1997Ru, sources::commentary_1997_ru::TEXT),
                (Source::Commentary1987Ru, sources::commentary_1987_ru::TEXT),
                (
                    Source::AdjustedScoresTrainingRu,
                    sources::adjusted_scores_training_ru::TEXT,
                ),
                (Source::LawsRuPages, sources::laws_ru_pages::TEXT),
            ];
            let named = sources
                .iter()
                .map(|&(source, text)| (source.file_name().unwrap_or_default(), text))
                .chain(CODE.iter().copied());
            let texts: Vec<&str> = named.flat_map(|(name, text)| [name, text]).collect();
            CacheKey::of(&texts)
        })
    }

    /// The key of some texts (with [`PARSER_VERSION`]); each text counts with its length, so
    /// moving words from one text to the next changes the key.
    pub fn of(texts: &[&str]) -> CacheKey {
        let mut hash = Hash64::new();
        hash.write(&PARSER_VERSION.to_le_bytes());
        for text in texts {
            hash.write(&(text.len() as u64).to_le_bytes());
            hash.write(text.as_bytes());
        }
        CacheKey(hash.finish())
    }

    /// `laws-<16 hex digits>.sqlite`.
    pub fn file_name(self) -> String {
        format!("{FILE_PREFIX}{self}{FILE_SUFFIX}")
    }
}

impl fmt::Display for CacheKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

const FILE_PREFIX: &str = "laws-";
const FILE_SUFFIX: &str = ".sqlite";

/// FNV-1a over 8-byte words with a final mix: a change detector for a few megabytes that runs
/// in about a millisecond, not a cryptographic hash. Any single changed word changes the
/// result, since every step is a bijection of the state.
struct Hash64(u64);

impl Hash64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    fn new() -> Hash64 {
        Hash64(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.0 = (self.0 ^ u64::from_le_bytes(word)).wrapping_mul(Self::PRIME);
        }
        for &byte in chunks.remainder() {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(Self::PRIME);
        }
    }

    /// SplitMix64's finaliser, so that every input bit reaches the low bits of the key.
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Where the library in a [`LawCache`] came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheOrigin {
    /// Read from a cache file written earlier: nothing was parsed.
    Read,
    /// Parsed and written to a new cache file.
    Written,
    /// Parsed, with the search index in memory: no cache file could be read or written.
    Memory,
}

/// The library and its full-text index.
pub struct LawCache {
    library: Library,
    index: Result<Mutex<Connection>, String>,
    origin: CacheOrigin,
    file: Option<PathBuf>,
    problem: Option<String>,
}

impl fmt::Debug for LawCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LawCache")
            .field("units", &self.library.units().len())
            .field("origin", &self.origin)
            .field("file", &self.file)
            .field("problem", &self.problem)
            .finish()
    }
}

/// The platform cache directory: `~/.cache/casebook` on Linux, `~/Library/Caches/casebook` on
/// macOS, `%LOCALAPPDATA%\casebook\cache` on Windows.
pub fn default_dir() -> Option<PathBuf> {
    ProjectDirs::from("", "", "casebook").map(|dirs| dirs.cache_dir().to_path_buf())
}

/// The cache every part of the program shares, opened in [`default_dir`] on first use.
pub fn shared() -> &'static LawCache {
    static SHARED: OnceLock<LawCache> = OnceLock::new();
    SHARED.get_or_init(|| {
        LawCache::open(
            default_dir().as_deref(),
            CacheKey::bundled(),
            Library::build,
        )
    })
}

impl LawCache {
    /// The cache for `key` in `dir`: read if a complete file for the key is there, otherwise
    /// `build` the library and write the file; in memory when `dir` is `None` or unusable.
    /// Never fails: what went wrong with the file is kept in [`LawCache::problem`].
    pub fn open(dir: Option<&Path>, key: CacheKey, build: impl FnOnce() -> Library) -> LawCache {
        let Some(dir) = dir else {
            return Self::in_memory(build(), key, Some("no cache directory".to_string()));
        };
        let path = dir.join(key.file_name());
        if let Ok((library, conn)) = read(&path, key) {
            return LawCache {
                library,
                index: Ok(Mutex::new(conn)),
                origin: CacheOrigin::Read,
                file: Some(path),
                problem: None,
            };
        }
        let library = build();
        match write(dir, &path, key, &library) {
            Ok(conn) => {
                remove_other_keys(dir, &path);
                LawCache {
                    library,
                    index: Ok(Mutex::new(conn)),
                    origin: CacheOrigin::Written,
                    file: Some(path),
                    problem: None,
                }
            }
            Err(e) => {
                let problem = format!("cannot write the law cache in {}: {e}", dir.display());
                Self::in_memory(library, key, Some(problem))
            }
        }
    }

    fn in_memory(library: Library, key: CacheKey, problem: Option<String>) -> LawCache {
        let index = Connection::open_in_memory()
            .and_then(|conn| fill(&conn, key, &library).map(|()| conn))
            .map(Mutex::new)
            .map_err(|e| e.to_string());
        LawCache {
            library,
            index,
            origin: CacheOrigin::Memory,
            file: None,
            problem,
        }
    }

    pub fn library(&self) -> &Library {
        &self.library
    }

    pub fn origin(&self) -> CacheOrigin {
        self.origin
    }

    /// The cache file in use, if any.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// Why no cache file is in use, when none is.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// See [`crate::laws::search()`].
    pub fn search(&self, query: &str, limit: usize) -> Result<Vec<LawHit>, LawSearchError> {
        let index = self
            .index
            .as_ref()
            .map_err(|e| LawSearchError::Unavailable(e.clone()))?;
        // A panic elsewhere while holding the lock leaves the connection usable.
        let conn = index.lock().unwrap_or_else(PoisonError::into_inner);
        search::run(&conn, &self.library, query, limit)
    }

    /// The units a search finds, before they are made hits (to be merged with an archive's
    /// texts').
    pub(crate) fn ranked(
        &self,
        query: &str,
        limit: usize,
    ) -> Result<Vec<search::Ranked>, LawSearchError> {
        let index = self
            .index
            .as_ref()
            .map_err(|e| LawSearchError::Unavailable(e.clone()))?;
        let conn = index.lock().unwrap_or_else(PoisonError::into_inner);
        search::ranked(&conn, query, limit, 0)
    }
}

/// Tables besides the full-text one ([`search::SCHEMA`]). Units are kept as their JSON form,
/// which the key's code hash versions.
const SCHEMA: &str = "
CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE units (id INTEGER PRIMARY KEY, unit TEXT NOT NULL);
CREATE TABLE links (id INTEGER PRIMARY KEY, from_anchor TEXT NOT NULL, to_anchor TEXT NOT NULL);
CREATE TABLE unresolved (id INTEGER PRIMARY KEY, unit TEXT NOT NULL, written TEXT NOT NULL,
                         expected TEXT NOT NULL);
";

#[derive(Debug, thiserror::Error)]
enum CacheError {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("a stored unit does not read: {0}")]
    Unit(#[from] serde_json::Error),
    #[error("the file was written for other sources")]
    OtherKey,
}

/// Everything a library is made of, and the full-text index, in one transaction.
fn fill(conn: &Connection, key: CacheKey, library: &Library) -> rusqlite::Result<()> {
    conn.execute_batch(SCHEMA)?;
    conn.execute_batch(search::SCHEMA)?;
    let tx = conn.unchecked_transaction()?;
    {
        let mut insert = tx.prepare("INSERT INTO units (id, unit) VALUES (?1, ?2)")?;
        for (id, unit) in library.units().iter().enumerate() {
            let json = serde_json::to_string(unit)
                .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
            insert.execute(params![id as i64, json])?;
        }
        let mut insert =
            tx.prepare("INSERT INTO links (from_anchor, to_anchor) VALUES (?1, ?2)")?;
        for link in library.links() {
            insert.execute(params![link.from.as_str(), link.to.as_str()])?;
        }
        let mut insert =
            tx.prepare("INSERT INTO unresolved (unit, written, expected) VALUES (?1, ?2, ?3)")?;
        for r in library.unresolved_references() {
            insert.execute(params![r.unit.as_str(), r.text, r.expected.as_str()])?;
        }
        search::index_units(&tx, library.units())?;
        // Last, so that a file with the key row is complete.
        tx.execute(
            "INSERT INTO meta (name, value) VALUES ('key', ?1)",
            [key.to_string()],
        )?;
    }
    tx.commit()
}

/// A complete cache file for `key`, opened read-only, and the library in it.
fn read(path: &Path, key: CacheKey) -> Result<(Library, Connection), CacheError> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    let stored: String = conn.query_row("SELECT value FROM meta WHERE name = 'key'", [], |r| {
        r.get(0)
    })?;
    if stored != key.to_string() {
        return Err(CacheError::OtherKey);
    }
    let units = {
        let mut stmt = conn.prepare("SELECT unit FROM units ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        let mut units: Vec<LawUnit> = Vec::new();
        for json in rows {
            units.push(serde_json::from_str(&json?)?);
        }
        units
    };
    let links = {
        let mut stmt = conn.prepare("SELECT from_anchor, to_anchor FROM links ORDER BY id")?;
        stmt.query_map([], |r| {
            Ok(Link {
                from: Anchor::new(r.get::<_, String>(0)?),
                to: Anchor::new(r.get::<_, String>(1)?),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?
    };
    let unresolved = {
        let mut stmt =
            conn.prepare("SELECT unit, written, expected FROM unresolved ORDER BY id")?;
        stmt.query_map([], |r| {
            Ok(UnresolvedReference {
                unit: Anchor::new(r.get::<_, String>(0)?),
                text: r.get(1)?,
                expected: Anchor::new(r.get::<_, String>(2)?),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?
    };
    let library = Library::from_linked(
        units,
        links,
        unresolved,
        EditionMap::bundled().into_iter().collect(),
    );
    Ok((library, conn))
}

/// Writes the cache under a temporary name, renames it into place and opens it read-only.
fn write(
    dir: &Path,
    path: &Path,
    key: CacheKey,
    library: &Library,
) -> Result<Connection, CacheError> {
    std::fs::create_dir_all(dir)?;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let temporary = dir.join(format!(
        "{FILE_PREFIX}{key}.{}-{nanos}.tmp",
        std::process::id()
    ));
    if let Err(e) = write_complete(&temporary, path, key, library) {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    Ok(Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?)
}

fn write_complete(
    temporary: &Path,
    path: &Path,
    key: CacheKey,
    library: &Library,
) -> Result<(), CacheError> {
    let conn = Connection::open(temporary)?;
    // The file is renamed into place only when complete, so no journal is needed.
    conn.pragma_update(None, "journal_mode", "OFF")?;
    conn.pragma_update(None, "synchronous", "OFF")?;
    fill(&conn, key, library)?;
    conn.close().map_err(|(_, e)| e)?;
    std::fs::rename(temporary, path)?;
    Ok(())
}

/// Removes the cache files of other keys: they were written from other sources or parsers and
/// will not be read again. Best effort: a file another program holds open may stay.
fn remove_other_keys(dir: &Path, keep: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path != keep && name.starts_with(FILE_PREFIX) && name.ends_with(FILE_SUFFIX) {
            let _ = std::fs::remove_file(&path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rust_files(dir: &Path, base: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "rs")
                && let Ok(relative) = path.strip_prefix(base)
            {
                out.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }

    #[test]
    fn the_key_hashes_every_file_of_the_parsers_and_the_search_text() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut on_disk = Vec::new();
        rust_files(&src.join("laws"), &src, &mut on_disk);
        rust_files(&src.join("text"), &src, &mut on_disk);
        on_disk.sort();
        let mut listed: Vec<String> = CODE.iter().map(|(name, _)| name.to_string()).collect();
        listed.sort();
        assert_eq!(listed, on_disk, "update CODE in laws/cache.rs");
    }

    #[test]
    fn keys_differ_with_any_text_and_with_where_a_text_ends() {
        let key = CacheKey::of(&["Правило 12", "С3"]);
        assert_eq!(key, CacheKey::of(&["Правило 12", "С3"]));
        assert_ne!(key, CacheKey::of(&["Правило 12", "C3"]));
        assert_ne!(key, CacheKey::of(&["Правило 1", "2С3"]));
        assert_eq!(key.file_name().len(), "laws-".len() + 16 + ".sqlite".len());
        assert_ne!(CacheKey::bundled(), CacheKey::of(&[]));
    }
}
