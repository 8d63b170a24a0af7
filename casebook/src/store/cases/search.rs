//! Full-text search over the case prose. The prose is indexed as its normalised words and as
//! their stems, and a query is turned into both forms (see [`crate::text`]): a case is found
//! when it has every word of the query, each as typed or by its stem, and whole words weigh
//! more than shared stems.
//!
//! In an SQLite file the index is an FTS5 table of the words and Casebook's own Snowball
//! stems, ranked by bm25; on a PostgreSQL server it is two text-search vectors, the words
//! under the 'simple' configuration and the stems under the case's language's ('russian',
//! 'english'), ranked by the same bm25 (see `ranked`). Casebook normalises the words for
//! both (lowercase, ё as е), so both engines find the same cases.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Sql, Value, params};
use crate::store::tables::text_index::term_hash;
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

/// A lexeme of a server's text-search query, quoted, with `:*` for a prefix.
fn lexeme(word: &str, prefix: bool) -> String {
    let quoted = word.replace('\\', "\\\\").replace('\'', "''");
    if prefix {
        format!("'{quoted}':*")
    } else {
        format!("'{quoted}'")
    }
}

/// The query selecting `id` and `rank` (lower is better) of the best `limit` cases with every
/// term, and its parameters; `None` for no term. One ranking for both the list's search and
/// the search with snippets.
fn ranked(dialect: Dialect, terms: &[QueryTerm], limit: usize) -> Option<(String, Vec<Value>)> {
    let limit = Value::from(limit);
    match dialect {
        Dialect::Sqlite => {
            let expression = text::fts_match(terms, "words", "stems")?;
            Some((
                "SELECT rowid AS id, bm25(case_text, 2.0, 1.0) AS rank FROM case_text
                 WHERE case_text MATCH ?1 ORDER BY rank LIMIT ?2"
                    .to_string(),
                vec![Value::Text(expression), limit],
            ))
        }
        Dialect::Postgres => {
            if terms.is_empty() {
                return None;
            }
            Some(server_ranking(terms, limit))
        }
    }
}

/// The server's ranking, bm25 as FTS5 ranks (k1 = 1.2, b = 0.75; a word as typed weighs 2, a
/// shared stem 1; a row's length is its tokens in both columns), so that both engines put
/// the same case first. A case is found by its vectors, each term as typed or stemmed by the
/// 'russian' configuration (the language of the sources), through their GIN indexes; its
/// counts are then read from `case_terms` by the case's key, so no vector is read whole. A
/// prefix still being typed counts once in each case it matches (FTS5 counts every word it
/// begins), which orders the cases by their other words and their length until the word is
/// finished.
fn server_ranking(terms: &[QueryTerm], limit: Value) -> (String, Vec<Value>) {
    let mut values = Vec::new();
    let mut scans = Vec::new();
    let mut found = Vec::new();
    let mut frequencies = Vec::new();
    let mut counts = Vec::new();
    let mut hits = Vec::new();
    let mut score = Vec::new();
    let query = |term: &QueryTerm| Value::Text(lexeme(&term.word, term.prefix));
    // Each term's cases by each vector, found once through its index (the rows' vectors are
    // never read): the cases with every term are drawn from them, and so are the counts of
    // cases each term is in, which bm25 weighs a term by.
    for (n, term) in terms.iter().enumerate() {
        scans.push(format!(
            "w{n} AS MATERIALIZED (SELECT case_id, tokens FROM case_text
                 WHERE words @@ CAST(CAST(? AS text) AS tsquery)),
             s{n} AS MATERIALIZED (SELECT case_id, tokens FROM case_text
                 WHERE stems @@ to_tsquery('russian', ?))"
        ));
        values.push(query(term));
        values.push(query(term));
        found.push(format!(
            "(SELECT case_id, tokens FROM w{n} UNION SELECT case_id, tokens FROM s{n})"
        ));
        // A term's inverse document frequency, once for the query rather than once a case.
        for column in ["w", "s"] {
            frequencies.push(format!(
                "greatest(ln((z.n - c.{column}{n} + 0.5) / (c.{column}{n} + 0.5)), 1e-6) AS {column}{n}"
            ));
            counts.push(format!(
                "(SELECT count(*) FROM {column}{n})::float8 AS {column}{n}"
            ));
        }
    }
    for (n, term) in terms.iter().enumerate() {
        if term.prefix {
            hits.push(format!("1 AS w{n}, 1 AS s{n}"));
        } else {
            // A binary search of the sorted hashes; the count beside the hash found.
            for (column, key) in [("word", &term.word), ("stem", &term.stem)] {
                hits.push(format!(
                    "CASE WHEN k.{column}_terms[width_bucket(CAST(? AS integer), k.{column}_terms)]
                               = CAST(? AS integer)
                          THEN k.{column}_hits[width_bucket(CAST(? AS integer), k.{column}_terms)]
                          ELSE 0 END AS {}{n}",
                    &column[..1]
                ));
                let hash = Value::Integer(term_hash(key));
                values.extend([hash.clone(), hash.clone(), hash]);
            }
        }
        for (column, weight) in [("w", "2.0"), ("s", "1.0")] {
            score.push(format!(
                "d.{column}{n} * bm25_part(CAST({weight} AS float8) * h.{column}{n}, m.tokens, n.avgdl)"
            ));
        }
    }
    values.push(limit);
    let sql = format!(
        "WITH {},
              matched AS MATERIALIZED ({}),
              sizes AS MATERIALIZED (
                  SELECT count(*)::float8 AS n, coalesce(avg(tokens), 1)::float8 AS avgdl
                  FROM case_text),
              documents AS MATERIALIZED (SELECT {} FROM sizes z, (SELECT {}) c)
         SELECT m.case_id AS id, -({}) AS rank
         FROM matched m, sizes n, documents d,
              LATERAL (SELECT {} FROM case_terms k WHERE k.case_id = m.case_id OFFSET 0) h
         ORDER BY rank, m.case_id LIMIT ?",
        scans.join(", "),
        found.join(" INTERSECT "),
        frequencies.join(", "),
        counts.join(", "),
        score.join(" + "),
        hits.join(", "),
    );
    (sql, values)
}

/// The UUIDs of the cases whose prose contains every word of `query`, best first, without
/// reading their prose: what a case list narrowed as the user types needs, fast. While the
/// last word is still being typed (no space after it) and the query as typed finds fewer than
/// `limit`, that word is tried once more as a prefix (`разъясн` finds `разъяснение`), as the
/// law search does.
pub(crate) fn find(db: &mut dyn Sql, query: &str, limit: usize) -> Result<Vec<Uuid>, StoreError> {
    let mut terms = text::query_terms(query, Language::Russian);
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
/// Query words are stemmed as Russian, the language of the sources.
pub(crate) fn search(
    db: &mut dyn Sql,
    query: &str,
    limit: usize,
) -> Result<Vec<SearchHit>, StoreError> {
    let language = Language::Russian;
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
    let language = Language::Russian;
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
