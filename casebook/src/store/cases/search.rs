//! Full-text search over the case prose. The prose is indexed as its normalised words and as
//! their stems, and a query is turned into both forms (see [`crate::text`]): a case is found
//! when it has every word of the query, each as typed or by its stem, and whole words weigh
//! more than shared stems.
//!
//! In an SQLite file the index is an FTS5 table of the words and Casebook's own Snowball
//! stems, ranked by bm25; on a PostgreSQL server it is each case's counts of the same words
//! and stems, found through GIN indexes over their hashes and ranked by the same bm25 (see
//! `server_ranking`), with text-search vectors for a prefix still being typed. Casebook
//! normalises the words for both (lowercase, ё as е), so both engines find the same cases.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Sql, Value, params};
use crate::text::{self, Language, QueryTerm, Snippet};
use uuid::Uuid;

/// One case found by a search, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchHit {
    pub uuid: Uuid,
    pub case_number: String,
    pub year: Option<i32>,
    /// The engine's score: lower is better (bm25, negated, as FTS5 gives it).
    pub rank: f64,
    pub snippet: Snippet,
}

/// Words of the snippet around the first hit.
const SNIPPET_WORDS: usize = 16;

impl Store {
    /// Cases whose facts, statements, ruling, decision, write-up or commentary contain every
    /// word of `query` in any inflection (ё = е), best first, each with a snippet.
    pub fn search_cases(&self, query: &str, limit: usize) -> Result<Vec<SearchHit>, StoreError> {
        self.read(|db| search(db, query, limit))
    }

    /// The same search, best first, as UUIDs only: no prose read, no snippet made, for a case
    /// list narrowed as the user types.
    pub fn find_cases(&self, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
        self.read(|db| find(db, query, limit))
    }

    /// Snippets of `query` in the prose of the cases named (the rows a list shows of the
    /// cases [`Store::find_cases`] found), in that order.
    pub fn search_snippets(
        &self,
        query: &str,
        uuids: &[Uuid],
    ) -> Result<Vec<(Uuid, crate::text::Snippet)>, StoreError> {
        self.read(|db| snippets(db, query, uuids))
    }
}

/// The query selecting `id` and `rank` (lower is better) of the best `limit` cases with every
/// term, and its parameters; `None` for no term. One ranking for both the list's search and
/// the search with snippets.
///
/// The limit is written into the statement, not bound: a server plans a prepared statement
/// once for any value after a few runs, and, not knowing that a score of cases is wanted,
/// joined the ranked cases to every case's prose by reading all of it (17 ms against 7 at
/// 10,000 cases). A window asks for a handful of limits, each prepared once.
fn ranked(dialect: Dialect, terms: &[QueryTerm], limit: usize) -> Option<(String, Vec<Value>)> {
    match dialect {
        Dialect::Sqlite => {
            let expression = text::fts_match(terms, "words", "stems")?;
            Some((
                format!(
                    "SELECT rowid AS id, bm25(case_text, 2.0, 1.0) AS rank FROM case_text
                     WHERE case_text MATCH ?1 ORDER BY rank LIMIT {limit}"
                ),
                vec![Value::Text(expression)],
            ))
        }
        Dialect::Postgres => {
            if terms.is_empty() {
                return None;
            }
            Some(super::server_ranking::ranking(terms, limit))
        }
    }
}

/// The UUIDs of the cases whose prose contains every word of `query`, best first, without
/// reading their prose: what a case list narrowed as the user types needs, fast. While the
/// last word is still being typed (no space after it) and the query as typed finds fewer than
/// `limit`, that word is tried once more as a prefix (`разъясн` finds `разъяснение`), as the
/// law search does.
pub(crate) fn find(db: &mut dyn Sql, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
    let mut terms = text::query_terms(query, Language::ByScript);
    let mut found = ranked_uuids(db, &terms, limit)?;
    let still_typing = !query.ends_with(char::is_whitespace);
    if found.len() < limit
        && still_typing
        && let Some(last) = terms.last_mut()
        && !last.prefix
    {
        last.prefix = true;
        for uuid in ranked_uuids(db, &terms, limit)? {
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
    db: &mut dyn Sql,
    terms: &[text::QueryTerm],
    limit: usize,
) -> Result<Vec<Uuid>, StoreError> {
    let Some((ranked, values)) = ranked(db.dialect(), terms, limit) else {
        return Ok(Vec::new());
    };
    let rows = db.query(
        &format!(
            "SELECT c.uuid FROM ({ranked}) AS t JOIN cases AS c ON c.id = t.id ORDER BY t.rank, c.id"
        ),
        &values,
    )?;
    rows.iter()
        .map(|row| {
            let uuid: String = row.get(0)?;
            Uuid::parse_str(&uuid).map_err(|e| StoreError::StoredCase {
                uuid: uuid.clone(),
                field: "uuid".to_string(),
                message: e.to_string(),
            })
        })
        .collect()
}

/// Cases whose prose contains every word of `query` (in any inflection, ё = е), best first.
/// Query words are stemmed by their letters (Cyrillic as Russian, Latin as English), as the
/// cases in those languages were indexed.
pub(crate) fn search(
    db: &mut dyn Sql,
    query: &str,
    limit: usize,
) -> Result<Vec<SearchHit>, StoreError> {
    let language = Language::ByScript;
    let terms = text::query_terms(query, language);
    let Some((ranked, values)) = ranked(db.dialect(), &terms, limit) else {
        return Ok(Vec::new());
    };
    let rows = db.query(
        &format!(
            "SELECT c.uuid, c.case_number, c.year, p.body, t.rank FROM ({ranked}) AS t
             JOIN cases AS c ON c.id = t.id
             LEFT JOIN case_prose AS p ON p.case_id = t.id
             ORDER BY t.rank, c.id"
        ),
        &values,
    )?;
    let mut hits = Vec::with_capacity(rows.len());
    for row in rows {
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
    db: &mut dyn Sql,
    query: &str,
    uuids: &[Uuid],
) -> Result<Vec<(Uuid, Snippet)>, StoreError> {
    let language = Language::ByScript;
    let terms = text::query_terms(query, language);
    let mut out = Vec::with_capacity(uuids.len());
    for uuid in uuids {
        if let Some(row) = db.query_optional(
            "SELECT p.body FROM cases AS c LEFT JOIN case_prose AS p ON p.case_id = c.id
             WHERE c.uuid = ?1",
            params![uuid.to_string()],
        )? {
            let body: Option<String> = row.get(0)?;
            let body = body.unwrap_or_default();
            out.push((*uuid, text::snippet(&body, &terms, language, SNIPPET_WORDS)));
        }
    }
    Ok(out)
}
