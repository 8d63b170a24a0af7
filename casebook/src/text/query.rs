//! A user's search words turned into an FTS5 query over the normalised and the stemmed column.

use super::{Language, WordStemmer, normalize, word_spans};

/// One word of a query: its normalised form, its stem, and whether it was written with a
/// trailing `*` (a prefix search).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryTerm {
    pub word: String,
    pub stem: String,
    pub prefix: bool,
}

/// The terms of a query as typed. Every non-word character separates terms, so nothing a user
/// types reaches FTS5's query syntax.
pub fn query_terms(query: &str, language: Language) -> Vec<QueryTerm> {
    let stemmer = WordStemmer::new(language);
    word_spans(query)
        .into_iter()
        .filter_map(|(start, end)| {
            let word = normalize(&query[start..end]);
            if word.is_empty() {
                return None;
            }
            let prefix = query[end..].starts_with('*');
            Some(QueryTerm {
                stem: stemmer.stem(&word),
                word,
                prefix,
            })
        })
        .collect()
}

/// The FTS5 `MATCH` expression for the terms: every term must occur, either as the word in the
/// column `words_column` or as its stem in `stems_column`. `None` when there is no term.
pub fn fts_match(terms: &[QueryTerm], words_column: &str, stems_column: &str) -> Option<String> {
    if terms.is_empty() {
        return None;
    }
    let parts: Vec<String> = terms
        .iter()
        .map(|term| {
            // Terms hold only letters and digits, so quoting them is enough.
            let star = if term.prefix { "*" } else { "" };
            format!(
                "({{{words_column}}} : \"{}\"{star} OR {{{stems_column}}} : \"{}\"{star})",
                term.word, term.stem
            )
        })
        .collect();
    Some(parts.join(" AND "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_words_are_normalised_and_stemmed() {
        let terms = query_terms("Жалобы, ёлка*", Language::Russian);
        assert_eq!(terms.len(), 2);
        assert_eq!(terms[0].word, "жалобы");
        assert_eq!(terms[0].stem, "жалоб");
        assert!(!terms[0].prefix);
        assert_eq!(terms[1].word, "елка");
        assert!(terms[1].prefix);
    }

    #[test]
    fn fts_syntax_in_a_query_is_only_a_separator() {
        let terms = query_terms("\"NEAR( пас OR *", Language::Russian);
        let words: Vec<_> = terms.iter().map(|t| t.word.as_str()).collect();
        assert_eq!(words, ["near", "пас", "or"]);
        let expr = fts_match(&terms, "body", "stems").unwrap();
        assert!(
            expr.starts_with("({body} : \"near\" OR {stems} : \"near\")"),
            "{expr}"
        );
        assert_eq!(fts_match(&[], "body", "stems"), None);
    }
}
