//! The search index of a text an archive added, kept between runs beside the built-in
//! library's cache (see [`super::cache`]): indexing a megabyte of text takes about half a
//! second, reading its index back a millisecond. One file a text, `text-<key>.sqlite`, the
//! key hashing the text's form and the code that reads and indexes it (the built-in cache's
//! key), written under a temporary name and renamed when complete; in memory when the
//! directory cannot be written.

use super::cache::CacheKey;
use super::library::Library;
use super::search::{self, LawSearchError};
use super::texts::StoredText;
use super::unit::LawUnit;
use rusqlite::{Connection, OpenFlags, params};
use std::path::Path;
use std::sync::{Mutex, PoisonError};

/// One text's index, and where its units start in the library.
pub(crate) struct TextIndex {
    first: usize,
    conn: Mutex<Connection>,
}

impl TextIndex {
    /// The index of `text`, whose units are `library.units()[first..first + count]`: read from
    /// its file in `dir`, or made (and kept there when it can be).
    pub(crate) fn open(
        dir: Option<&Path>,
        text: &StoredText,
        library: &Library,
        first: usize,
        count: usize,
    ) -> Result<TextIndex, LawSearchError> {
        let units = &library.units()[first..first + count];
        let key = CacheKey::of(&[&CacheKey::bundled().to_string(), &text.form]);
        let conn = match dir {
            Some(dir) => match read(&dir.join(file_name(key)), key) {
                Ok(conn) => conn,
                Err(_) => write(dir, key, units).or_else(|_| in_memory(key, units))?,
            },
            None => in_memory(key, units)?,
        };
        Ok(TextIndex {
            first,
            conn: Mutex::new(conn),
        })
    }

    /// The text's units a search finds, as places in the library.
    pub(crate) fn ranked(
        &self,
        query: &str,
        limit: usize,
    ) -> Result<Vec<search::Ranked>, LawSearchError> {
        let conn = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        search::ranked(&conn, query, limit, self.first)
    }
}

fn file_name(key: CacheKey) -> String {
    format!("text-{key}.sqlite")
}

fn read(path: &Path, key: CacheKey) -> rusqlite::Result<Connection> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    let stored: String = conn.query_row("SELECT value FROM meta WHERE name = 'key'", [], |r| {
        r.get(0)
    })?;
    if stored == key.to_string() {
        Ok(conn)
    } else {
        Err(rusqlite::Error::QueryReturnedNoRows)
    }
}

fn fill(conn: &Connection, key: CacheKey, units: &[LawUnit]) -> rusqlite::Result<()> {
    conn.execute_batch("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);")?;
    conn.execute_batch(search::SCHEMA)?;
    let tx = conn.unchecked_transaction()?;
    search::index_units(&tx, units)?;
    // Last, so that a file with the key row is complete.
    tx.execute(
        "INSERT INTO meta (name, value) VALUES ('key', ?1)",
        params![key.to_string()],
    )?;
    tx.commit()
}

fn write(dir: &Path, key: CacheKey, units: &[LawUnit]) -> Result<Connection, LawSearchError> {
    let unavailable = |e: std::io::Error| LawSearchError::Unavailable(e.to_string());
    std::fs::create_dir_all(dir).map_err(unavailable)?;
    let path = dir.join(file_name(key));
    let temporary = dir.join(format!("text-{key}.{}.tmp", std::process::id()));
    let written = (|| -> Result<(), LawSearchError> {
        let conn = Connection::open(&temporary)?;
        conn.pragma_update(None, "journal_mode", "OFF")?;
        conn.pragma_update(None, "synchronous", "OFF")?;
        fill(&conn, key, units)?;
        conn.close().map_err(|(_, e)| e)?;
        std::fs::rename(&temporary, &path).map_err(unavailable)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    Ok(read(&path, key)?)
}

fn in_memory(key: CacheKey, units: &[LawUnit]) -> Result<Connection, LawSearchError> {
    let conn = Connection::open_in_memory()?;
    fill(&conn, key, units)?;
    Ok(conn)
}
