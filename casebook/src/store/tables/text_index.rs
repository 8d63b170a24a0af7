//! A case's entry in the full-text index, written beside its rows: its normalised words and
//! their stems (see [`crate::text`]) in an SQLite file's FTS5 table, or on a server each
//! term's count by the term's hash (`case_terms`), which the search finds and ranks cases by,
//! and two text-search vectors, which find a prefix.

use crate::case::Case;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Keys, Row, Sql, Value, one_statement, params, rows_json};
use crate::text::{self, Language};
use std::collections::BTreeMap;

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

/// The index entry of the case with row id `id`, after removing the one it had
/// (`Entry::Replace`). A case without prose (a board just imported from a hand-record file)
/// has no entry: nothing could find it, and a file's thousands of boards are stored faster
/// without one.
pub(crate) fn index_case(
    db: &mut dyn Sql,
    id: i64,
    case: &Case,
    entry: Entry,
) -> Result<Option<TextEntry>, StoreError> {
    let prose = case.prose();
    if entry == Entry::Replace {
        unindex_case(db, id)?;
        if prose.is_empty() {
            db.execute("DELETE FROM case_prose WHERE case_id = ?1", params![id])?;
        }
    }
    Ok((!prose.is_empty()).then(|| TextEntry {
        id,
        language: Language::from_code(&case.language),
        prose,
    }))
}

impl TextEntry {
    /// The entry of a row of a case's row id, language code and prose, in that order.
    pub(crate) fn of_row(row: &Row) -> Result<TextEntry, StoreError> {
        Ok(TextEntry::new(
            row.get(0)?,
            &row.get::<String>(1)?,
            row.get(2)?,
        ))
    }

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
    match db.dialect() {
        Dialect::Sqlite => {
            index_entries(db, &entries)?;
            for entry in entries {
                db.execute(
                    "INSERT INTO case_prose (case_id, body) VALUES (?1, ?2)
                     ON CONFLICT (case_id) DO UPDATE SET body = excluded.body",
                    params![entry.id, entry.prose],
                )?;
            }
            Ok(())
        }
        Dialect::Postgres => {
            let counts = TermCounts::of_all(&entries);
            let mut prose = Vec::with_capacity(entries.len() * 2);
            for entry in &entries {
                prose.push(Value::Integer(entry.id));
                prose.push(Value::Text(entry.prose.clone()));
            }
            let prose = ServerWrite {
                sql: "INSERT INTO case_prose (case_id, body)
                      SELECT r.case_id, r.prose
                      FROM json_to_recordset(CAST(?1 AS text)::json) AS r(case_id bigint, prose text)
                      ON CONFLICT (case_id) DO UPDATE SET body = excluded.body",
                rows: Value::Text(rows_json(&["case_id", "prose"], &prose)),
            };
            ServerWrite::all(
                db,
                [
                    vectors(&entries, &counts),
                    term_counts(&entries, &counts),
                    prose,
                ],
            )
        }
    }
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
            Ok(())
        }
        Dialect::Postgres => {
            let counts = TermCounts::of_all(entries);
            ServerWrite::all(
                db,
                [vectors(entries, &counts), term_counts(entries, &counts)],
            )
        }
    }
}

/// One insert of a server's text index, its rows as one JSON parameter (`?1`): the server
/// parses every byte of it, so each is sent only the columns it reads.
struct ServerWrite {
    sql: &'static str,
    rows: Value,
}

impl ServerWrite {
    /// `writes` as one statement (a count's reference to its case's vectors is checked at
    /// the statement's end): one round trip.
    fn all<const N: usize>(db: &mut dyn Sql, writes: [ServerWrite; N]) -> Result<(), StoreError> {
        let mut statements = Vec::with_capacity(N);
        let mut rows = Vec::with_capacity(N);
        for (n, write) in writes.into_iter().enumerate() {
            statements.push(write.sql.replace("?1", &format!("?{}", n + 1)));
            rows.push(write.rows);
        }
        db.execute(&one_statement(statements), &rows)?;
        Ok(())
    }
}

/// A server's text-search vectors of `entries`. They find a prefix being typed, not a whole
/// word, and rank nothing: made from each case's distinct words, the words as they are and the
/// stems by the language's configuration, with no positions to keep (a third of the parsing).
fn vectors(entries: &[TextEntry], counts: &[TermCounts]) -> ServerWrite {
    let mut vectors = Vec::with_capacity(entries.len() * 4);
    for (entry, terms) in entries.iter().zip(counts) {
        vectors.extend_from_slice(params![
            entry.id,
            terms.distinct_words(),
            configuration(entry.language),
            terms.tokens
        ]);
    }
    ServerWrite {
        sql: "INSERT INTO case_text (case_id, words, stems, tokens)
              SELECT r.case_id, array_to_tsvector(string_to_array(r.words, ' ')),
                     to_tsvector(CAST(r.configuration AS regconfig), r.words), r.tokens
              FROM json_to_recordset(CAST(?1 AS text)::json)
                   AS r(case_id bigint, words text, configuration text, tokens bigint)",
        rows: Value::Text(rows_json(
            &["case_id", "words", "configuration", "tokens"],
            &vectors,
        )),
    }
}

/// A server's counts of each word and stem of `entries` by the term's key (`case_terms`),
/// which find a case and rank it.
fn term_counts(entries: &[TextEntry], counts: &[TermCounts]) -> ServerWrite {
    let mut rows = Vec::with_capacity(entries.len() * 6);
    for (entry, terms) in entries.iter().zip(counts) {
        let (word_terms, word_hits) = by_hash(&terms.words);
        let (stem_terms, stem_hits) = by_hash(&terms.stems);
        rows.extend_from_slice(params![
            entry.id,
            word_terms,
            word_hits,
            stem_terms,
            stem_hits,
            terms.tokens
        ]);
    }
    ServerWrite {
        sql:
            "INSERT INTO case_terms (case_id, word_terms, word_hits, stem_terms, stem_hits, tokens)
              SELECT r.case_id, CAST(r.word_terms AS bigint[]), CAST(r.word_hits AS integer[]),
                     CAST(r.stem_terms AS bigint[]), CAST(r.stem_hits AS integer[]), r.tokens
              FROM json_to_recordset(CAST(?1 AS text)::json)
                   AS r(case_id bigint, word_terms text, word_hits text, stem_terms text,
                        stem_hits text, tokens bigint)",
        rows: Value::Text(rows_json(
            &[
                "case_id",
                "word_terms",
                "word_hits",
                "stem_terms",
                "stem_hits",
                "tokens",
            ],
            &rows,
        )),
    }
}

/// Writes a server's counts of words and stems (`case_terms`, emptied before) again for
/// every case in its text index, from the prose stored beside it: what the fourteenth
/// migration's keys of 64 bits need, which only Casebook's own stemmer can make. A few
/// hundred cases a statement. Returns how many cases were counted.
pub(crate) fn recount_terms(db: &mut dyn Sql) -> Result<usize, StoreError> {
    const CASES_A_STATEMENT: i64 = 500;
    let (mut after, mut counted) = (0_i64, 0);
    loop {
        let rows = db.query(
            "SELECT p.case_id, c.language, p.body FROM case_prose p
             JOIN case_text t ON t.case_id = p.case_id
             JOIN cases c ON c.id = p.case_id
             WHERE p.case_id > ?1 ORDER BY p.case_id LIMIT ?2",
            params![after, CASES_A_STATEMENT],
        )?;
        let Some(last) = rows.last() else {
            return Ok(counted);
        };
        after = last.get(0)?;
        let entries = rows
            .iter()
            .map(TextEntry::of_row)
            .collect::<Result<Vec<_>, StoreError>>()?;
        let counts = TermCounts::of_all(&entries);
        ServerWrite::all(db, [term_counts(&entries, &counts)])?;
        counted += entries.len();
    }
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

/// A word's or a stem's key in `case_terms`: 64 bits of FNV-1a, as PostgreSQL's `bigint`.
/// The keys find a case, so a query's word must not share its key with any other word of the
/// archive: at 64 bits the chance is below one in a thousand billion for a query against
/// 10,000 cases (32 bits, as the keys had before the fourteenth schema, left it near one in
/// a thousand).
pub(crate) fn term_hash(term: &str) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in term.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash as i64
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
pub(crate) fn configuration(language: Language) -> &'static str {
    match language {
        Language::Russian => "russian",
        Language::English => "english",
        // The server's Russian configuration stems Latin words as English, as `ByScript` does.
        Language::ByScript => "russian",
        // PostgreSQL has no Bulgarian configuration either.
        Language::Bulgarian | Language::Unstemmed => "simple",
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
