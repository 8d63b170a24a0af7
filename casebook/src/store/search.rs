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

use super::StoreError;
use super::new_rows::NewRows;
use super::sql::{Dialect, Keys, Sql, Value, params, rows_json};
use crate::case::Case;
use crate::text::{self, Language, QueryTerm, Snippet};
use std::collections::BTreeMap;
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

/// Whether the case being indexed may already have an index entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    /// A case just inserted: nothing to remove first.
    New,
    Replace,
}

/// A case's entry in the text index, written with the rows of other cases by
/// [`write_entries`].
pub(crate) struct TextEntry {
    id: i64,
    language: Language,
    prose: String,
}

/// Gives `rows` the index entry of the case with row id `id`, after removing the one it had
/// (`Entry::Replace`). A case without prose (a board just imported from a hand-record file)
/// has no entry: nothing could find it, and a file's thousands of boards are stored faster
/// without one.
pub(crate) fn index_case(
    db: &mut dyn Sql,
    rows: &mut NewRows,
    id: i64,
    case: &Case,
    entry: Entry,
) -> Result<(), StoreError> {
    let prose = case.prose();
    if entry == Entry::Replace {
        unindex_case(db, id)?;
        if prose.is_empty() {
            db.execute("DELETE FROM case_prose WHERE case_id = ?1", params![id])?;
        }
    }
    if !prose.is_empty() {
        rows.add_text(TextEntry {
            id,
            language: Language::from_code(&case.language),
            prose,
        });
    }
    Ok(())
}

impl TextEntry {
    /// The entry of the case with row id `id`, language `language` (its code) and `prose`.
    pub(crate) fn new(id: i64, language: &str, prose: String) -> TextEntry {
        TextEntry {
            id,
            language: Language::from_code(language),
            prose,
        }
    }
}

/// Writes the index entries and the prose they were made from.
pub(crate) fn write_entries(db: &mut dyn Sql, entries: Vec<TextEntry>) -> Result<(), StoreError> {
    // A save writes what it holds more than once; an empty write is a round trip to a server.
    if entries.is_empty() {
        return Ok(());
    }
    index_entries(db, &entries)?;
    let mut prose = Vec::with_capacity(entries.len() * 2);
    for entry in entries {
        prose.push(Value::Integer(entry.id));
        prose.push(Value::Text(entry.prose));
    }
    match db.dialect() {
        Dialect::Sqlite => {
            for row in prose.chunks(2) {
                db.execute(
                    "INSERT INTO case_prose (case_id, body) VALUES (?1, ?2)
                     ON CONFLICT (case_id) DO UPDATE SET body = excluded.body",
                    row,
                )?;
            }
        }
        Dialect::Postgres => {
            db.execute(
                "INSERT INTO case_prose (case_id, body)
                 SELECT r.case_id, r.prose
                 FROM json_to_recordset(CAST(?1 AS text)::json) AS r(case_id bigint, prose text)
                 ON CONFLICT (case_id) DO UPDATE SET body = excluded.body",
                &[Value::Text(rows_json(&["case_id", "prose"], &prose))],
            )?;
        }
    }
    Ok(())
}

/// Writes the index entries alone: the prose is stored already (an archive being copied).
pub(crate) fn index_entries(db: &mut dyn Sql, entries: &[TextEntry]) -> Result<(), StoreError> {
    if entries.is_empty() {
        return Ok(());
    }
    match db.dialect() {
        Dialect::Sqlite => {
            for entry in entries {
                db.execute(
                    "INSERT INTO case_text (rowid, words, stems) VALUES (?1, ?2, ?3)",
                    params![
                        entry.id,
                        text::normalized_words(&entry.prose),
                        text::stemmed_words(&entry.prose, entry.language)
                    ],
                )?;
            }
        }
        Dialect::Postgres => {
            // Two statements, each sent only the columns it reads: the server parses every
            // byte of its JSON.
            let (mut vectors, mut counts) = (Vec::new(), Vec::new());
            for (entry, terms) in entries.iter().zip(TermCounts::of_all(entries)) {
                vectors.extend_from_slice(params![
                    entry.id,
                    terms.distinct_words(),
                    configuration(entry.language),
                    terms.tokens
                ]);
                let (word_terms, word_hits) = by_hash(&terms.words);
                let (stem_terms, stem_hits) = by_hash(&terms.stems);
                counts.extend_from_slice(params![
                    entry.id, word_terms, word_hits, stem_terms, stem_hits
                ]);
            }
            // The vectors are for finding a case, not for ranking it: made from the case's
            // distinct words, the words as they are and the stems by the language's
            // configuration, with no positions to keep (a third of the parsing).
            db.execute(
                "INSERT INTO case_text (case_id, words, stems, tokens)
                 SELECT r.case_id, array_to_tsvector(string_to_array(r.words, ' ')),
                        to_tsvector(CAST(r.configuration AS regconfig), r.words), r.tokens
                 FROM json_to_recordset(CAST(?1 AS text)::json)
                      AS r(case_id bigint, words text, configuration text, tokens bigint)",
                &[Value::Text(rows_json(
                    &["case_id", "words", "configuration", "tokens"],
                    &vectors,
                ))],
            )?;
            db.execute(
                "INSERT INTO case_terms (case_id, word_terms, word_hits, stem_terms, stem_hits)
                 SELECT r.case_id, CAST(r.word_terms AS integer[]), CAST(r.word_hits AS integer[]),
                        CAST(r.stem_terms AS integer[]), CAST(r.stem_hits AS integer[])
                 FROM json_to_recordset(CAST(?1 AS text)::json)
                      AS r(case_id bigint, word_terms text, word_hits text, stem_terms text,
                           stem_hits text)",
                &[Value::Text(rows_json(
                    &[
                        "case_id",
                        "word_terms",
                        "word_hits",
                        "stem_terms",
                        "stem_hits",
                    ],
                    &counts,
                ))],
            )?;
        }
    }
    Ok(())
}

/// How often each word and each stem occurs in a case's prose, counted as the file's FTS5
/// index counts its two columns: what a server ranks by (`case_terms`).
struct TermCounts {
    words: BTreeMap<String, i64>,
    stems: BTreeMap<String, i64>,
    /// The row's length as FTS5 counts it for bm25: its tokens in both columns.
    tokens: usize,
}

impl TermCounts {
    fn of(prose: &str, language: Language) -> TermCounts {
        let stemmer = text::WordStemmer::new(language);
        let mut words = BTreeMap::new();
        let mut tokens = 0;
        for word in text::words(prose) {
            *words.entry(word).or_insert(0) += 1;
            tokens += 2;
        }
        let mut stems = BTreeMap::new();
        for (word, count) in &words {
            *stems.entry(stemmer.stem(word)).or_insert(0) += count;
        }
        TermCounts {
            words,
            stems,
            tokens,
        }
    }

    /// The counts of each entry, in order, made on every core: a copy counts the words of
    /// thousands of cases while the server waits.
    fn of_all(entries: &[TextEntry]) -> Vec<TermCounts> {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let share = entries.len().div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            let parts: Vec<_> = entries
                .chunks(share)
                .map(|part| {
                    scope.spawn(move || {
                        part.iter()
                            .map(|e| TermCounts::of(&e.prose, e.language))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            parts
                .into_iter()
                .flat_map(|part| part.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        })
    }

    fn distinct_words(&self) -> String {
        let words: Vec<&str> = self.words.keys().map(String::as_str).collect();
        words.join(" ")
    }
}

/// A word's or a stem's key in `case_terms`: 32 bits of FNV-1a, as PostgreSQL's `integer`.
/// A query's word is looked up among one case's few hundred, where two keys alike are a
/// chance of one in ten million.
fn term_hash(term: &str) -> i64 {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in term.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    i64::from(hash as i32)
}

/// The terms' hashes in ascending order, beside their counts, each as PostgreSQL's text form
/// of an array: sorted, a hash is found by a binary search (`width_bucket`). Two terms of one
/// case with one hash are counted together.
fn by_hash(counts: &BTreeMap<String, i64>) -> (String, String) {
    let mut hashed = BTreeMap::new();
    for (term, count) in counts {
        *hashed.entry(term_hash(term)).or_insert(0) += count;
    }
    let array = |items: Vec<String>| format!("{{{}}}", items.join(","));
    (
        array(hashed.keys().map(i64::to_string).collect()),
        array(hashed.values().map(i64::to_string).collect()),
    )
}

/// A server's text-search configuration for a case's language.
fn configuration(language: Language) -> &'static str {
    match language {
        Language::Russian => "russian",
        Language::English => "english",
        Language::Unstemmed => "simple",
    }
}

/// Removes the index entries and the prose of the cases with row ids `ids`, before entries
/// are written for them again: a statement each for all of them.
pub(crate) fn unindex_cases(db: &mut dyn Sql, ids: &[i64]) -> Result<(), StoreError> {
    if ids.is_empty() {
        return Ok(());
    }
    let listed = Keys::row_ids(ids);
    let within = Keys::RowIds.unpacked(db.dialect());
    let key = match db.dialect() {
        Dialect::Sqlite => "rowid",
        Dialect::Postgres => "case_id",
    };
    db.execute(
        &format!("DELETE FROM case_text WHERE {key} IN {within}"),
        std::slice::from_ref(&listed),
    )?;
    db.execute(
        &format!("DELETE FROM case_prose WHERE case_id IN {within}"),
        std::slice::from_ref(&listed),
    )?;
    Ok(())
}

pub(crate) fn unindex_case(db: &mut dyn Sql, id: i64) -> Result<(), StoreError> {
    match db.dialect() {
        Dialect::Sqlite => db.execute("DELETE FROM case_text WHERE rowid = ?1", params![id])?,
        Dialect::Postgres => db.execute("DELETE FROM case_text WHERE case_id = ?1", params![id])?,
    };
    Ok(())
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
