//! A server's ranking of the cases with every term of a query: bm25 as FTS5 ranks a file's
//! (k1 = 1.2, b = 0.75; a word as typed weighs 2, a shared stem 1; a row's length is its
//! tokens in both columns), so that both engines put the same case first.

use crate::store::sql::Value;
use crate::store::tables::text_index::term_hash;
use crate::text::QueryTerm;

/// The query selecting `id` and `rank` (lower is better) of the best `limit` cases with
/// every one of `terms` (at least one), and its parameters; the limit is written into the
/// statement (see `search::ranked`).
///
/// A whole word's cases come from `casebook_term_hits`: the rows of `case_terms` holding the
/// word's hash or its stem's, found through their GIN indexes, with both counts and the
/// row's length read from the row found. A prefix still being typed is found by the
/// text-search vectors, each column's cases once through its index (the rows' vectors are
/// never read), and counts once in each case it matches (FTS5 counts every word it begins),
/// which orders the cases by their other words and their length until the word is
/// finished. Each term's cases also give the count of cases it is in, which bm25 weighs it
/// by, once for the query rather than once a case.
pub(super) fn ranking(terms: &[QueryTerm], limit: usize) -> (String, Vec<Value>) {
    let mut values = Vec::new();
    let mut scans = Vec::new();
    let mut frequencies = Vec::new();
    let mut score = Vec::new();
    for (n, term) in terms.iter().enumerate() {
        if term.prefix {
            scans.push(format!(
                "w{n} AS MATERIALIZED (SELECT case_id, tokens FROM case_text
                     WHERE words @@ CAST(CAST(? AS text) AS tsquery)),
                 s{n} AS MATERIALIZED (SELECT case_id, tokens FROM case_text
                     WHERE stems @@ to_tsquery('russian', ?)),
                 t{n} AS MATERIALIZED (SELECT case_id, tokens, 1 AS w, 1 AS s
                     FROM (SELECT case_id, tokens FROM w{n}
                           UNION SELECT case_id, tokens FROM s{n}) AS u),
                 c{n} AS MATERIALIZED (SELECT (SELECT count(*) FROM w{n})::float8 AS w,
                                              (SELECT count(*) FROM s{n})::float8 AS s)"
            ));
            let prefix = Value::Text(prefix_lexeme(&term.word));
            values.extend([prefix.clone(), prefix]);
        } else {
            scans.push(format!(
                "t{n} AS MATERIALIZED (SELECT case_id, tokens, word_hits AS w, stem_hits AS s
                     FROM casebook_term_hits(CAST(? AS bigint), CAST(? AS bigint))),
                 c{n} AS MATERIALIZED (SELECT count(*) FILTER (WHERE w > 0)::float8 AS w,
                                              count(*) FILTER (WHERE s > 0)::float8 AS s
                                       FROM t{n})"
            ));
            values.push(Value::Integer(term_hash(&term.word)));
            values.push(Value::Integer(term_hash(&term.stem)));
        }
        for (column, weight) in [("w", "2.0"), ("s", "1.0")] {
            frequencies.push(format!(
                "greatest(ln((z.n - c{n}.{column} + 0.5) / (c{n}.{column} + 0.5)), 1e-6) AS {column}{n}"
            ));
            score.push(format!(
                "d.{column}{n} * bm25_part(CAST({weight} AS float8) * t{n}.{column}, t0.tokens, z.avgdl)"
            ));
        }
    }
    let counted: String = (0..terms.len()).map(|n| format!(", c{n}")).collect();
    let joins: String = (1..terms.len())
        .map(|n| format!(" JOIN t{n} ON t{n}.case_id = t0.case_id"))
        .collect();
    let sql = format!(
        "WITH {},
              sizes AS MATERIALIZED (
                  SELECT count(*)::float8 AS n, coalesce(avg(tokens), 1)::float8 AS avgdl
                  FROM case_text),
              documents AS MATERIALIZED (SELECT {} FROM sizes z{counted})
         SELECT t0.case_id AS id, -({}) AS rank
         FROM t0{joins}, sizes z, documents d
         ORDER BY rank, t0.case_id LIMIT {limit}",
        scans.join(", "),
        frequencies.join(", "),
        score.join(" + "),
    );
    (sql, values)
}

/// A prefix of a server's text-search query, quoted: `'word':*`.
fn prefix_lexeme(word: &str) -> String {
    let quoted = word.replace('\\', "\\\\").replace('\'', "''");
    format!("'{quoted}':*")
}
