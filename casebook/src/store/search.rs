//! Full-text search over the case prose with FTS5: the prose is indexed as normalised words and
//! as Russian Snowball stems (see [`crate::text`]), and a query is turned into both forms.

use super::StoreError;
use crate::case::Case;
use crate::text::{self, Language, Snippet};
use rusqlite::{Connection, params};
use uuid::Uuid;

/// One case found by a search, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchHit {
    pub uuid: Uuid,
    pub case_number: String,
    pub year: Option<i32>,
    /// FTS5's bm25 score: lower is better.
    pub rank: f64,
    pub snippet: Snippet,
}

/// Words of the snippet around the first hit.
const SNIPPET_WORDS: usize = 16;

/// Whether the case being indexed may already have an index entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    /// A case just inserted: nothing to remove first.
    New,
    Replace,
}

/// Writes the index entry of the case with row id `id`. A case without prose (a board just
/// imported from a hand-record file) has no entry: nothing could find it, and a file's
/// thousands of boards are stored faster without one.
pub(crate) fn index_case(
    conn: &Connection,
    id: i64,
    case: &Case,
    entry: Entry,
) -> Result<(), StoreError> {
    let language = Language::from_code(&case.language);
    let prose = case.prose();
    if entry == Entry::Replace {
        conn.prepare_cached("DELETE FROM case_text WHERE rowid = ?1")?
            .execute([id])?;
        if prose.is_empty() {
            conn.prepare_cached("DELETE FROM case_prose WHERE case_id = ?1")?
                .execute([id])?;
        }
    }
    if prose.is_empty() {
        return Ok(());
    }
    conn.prepare_cached("INSERT INTO case_text (rowid, words, stems) VALUES (?1, ?2, ?3)")?
        .execute(params![
            id,
            text::normalized_words(&prose),
            text::stemmed_words(&prose, language)
        ])?;
    conn.prepare_cached("INSERT OR REPLACE INTO case_prose (case_id, body) VALUES (?1, ?2)")?
        .execute(params![id, prose])?;
    Ok(())
}

pub(crate) fn unindex_case(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM case_text WHERE rowid = ?1", [id])?;
    Ok(())
}

/// The best `?2` cases matching the FTS expression `?1`; whole words weigh more than shared
/// stems. One ranking for both the list's search and the search with snippets.
const RANKED: &str = "SELECT rowid, bm25(case_text, 2.0, 1.0) AS rank FROM case_text
     WHERE case_text MATCH ?1 ORDER BY rank LIMIT ?2";

/// The UUIDs of the cases whose prose contains every word of `query`, best first, without
/// reading their prose: what a case list narrowed as the user types needs, fast. While the
/// last word is still being typed (no space after it) and the query as typed finds fewer than
/// `limit`, that word is tried once more as a prefix (`разъясн` finds `разъяснение`), as the
/// law search does.
pub(crate) fn find(conn: &Connection, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
    let mut terms = text::query_terms(query, Language::Russian);
    let mut found = ranked_uuids(conn, &terms, limit)?;
    let still_typing = !query.ends_with(char::is_whitespace);
    if found.len() < limit
        && still_typing
        && let Some(last) = terms.last_mut()
        && !last.prefix
    {
        last.prefix = true;
        for uuid in ranked_uuids(conn, &terms, limit)? {
            if found.len() == limit {
                break;
            }
            if !found.contains(&uuid) {
                found.push(uuid);
            }
        }
    }
    Ok(found)
}

fn ranked_uuids(
    conn: &Connection,
    terms: &[text::QueryTerm],
    limit: usize,
) -> Result<Vec<Uuid>, StoreError> {
    let Some(expression) = text::fts_match(terms, "words", "stems") else {
        return Ok(Vec::new());
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT c.uuid FROM ({RANKED}) AS t JOIN cases AS c ON c.id = t.rowid ORDER BY t.rank, c.id"
    ))?;
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let mut rows = stmt.query(params![expression, limit])?;
    let mut found = Vec::new();
    while let Some(row) = rows.next()? {
        let uuid: String = row.get(0)?;
        found.push(Uuid::parse_str(&uuid).map_err(|e| StoreError::StoredCase {
            uuid: uuid.clone(),
            field: "uuid".to_string(),
            message: e.to_string(),
        })?);
    }
    Ok(found)
}

/// Cases whose prose contains every word of `query` (in any inflection, ё = е), best first.
/// Query words are stemmed as Russian, the language of the sources.
pub(crate) fn search(
    conn: &Connection,
    query: &str,
    limit: usize,
) -> Result<Vec<SearchHit>, StoreError> {
    let language = Language::Russian;
    let terms = text::query_terms(query, language);
    let Some(expression) = text::fts_match(&terms, "words", "stems") else {
        return Ok(Vec::new());
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT c.uuid, c.case_number, c.year, p.body, t.rank FROM ({RANKED}) AS t
         JOIN cases AS c ON c.id = t.rowid
         LEFT JOIN case_prose AS p ON p.case_id = t.rowid
         ORDER BY t.rank, c.id"
    ))?;
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let mut rows = stmt.query(params![expression, limit])?;
    let mut hits = Vec::new();
    while let Some(row) = rows.next()? {
        let uuid: String = row.get(0)?;
        let body: Option<String> = row.get(3)?;
        let body = body.unwrap_or_default();
        hits.push(SearchHit {
            uuid: Uuid::parse_str(&uuid).map_err(|e| StoreError::StoredCase {
                uuid: uuid.clone(),
                field: "uuid".to_string(),
                message: e.to_string(),
            })?,
            case_number: row.get(1)?,
            year: row.get(2)?,
            rank: row.get(4)?,
            snippet: text::snippet(&body, &terms, language, SNIPPET_WORDS),
        });
    }
    Ok(hits)
}

/// Snippets of `query` in the prose of the cases `uuids` (the rows a list shows), in that
/// order; a case without prose gets its empty snippet, a UUID not stored none. Reads a few
/// rows, where [`search`] reads and marks the prose of every hit.
pub(crate) fn snippets(
    conn: &Connection,
    query: &str,
    uuids: &[Uuid],
) -> Result<Vec<(Uuid, Snippet)>, StoreError> {
    let language = Language::Russian;
    let terms = text::query_terms(query, language);
    let mut stmt = conn.prepare_cached(
        "SELECT p.body FROM cases AS c LEFT JOIN case_prose AS p ON p.case_id = c.id
         WHERE c.uuid = ?1",
    )?;
    let mut out = Vec::with_capacity(uuids.len());
    for uuid in uuids {
        let mut rows = stmt.query([uuid.to_string()])?;
        if let Some(row) = rows.next()? {
            let body: Option<String> = row.get(0)?;
            let body = body.unwrap_or_default();
            out.push((*uuid, text::snippet(&body, &terms, language, SNIPPET_WORDS)));
        }
    }
    Ok(out)
}
