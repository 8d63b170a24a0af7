//! A short extract of a text around the first word that matches a query, with the matching
//! words marked. Done in the application because FTS5's `snippet()` cannot mark a hit that
//! matched only through its stem.

use super::{Language, QueryTerm, WordStemmer, normalize, word_spans};
use std::ops::Range;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snippet {
    pub text: String,
    /// Byte ranges of the matching words in `text`.
    pub highlights: Vec<Range<usize>>,
}

/// Up to `width` words of `text` around the first word matching one of `terms`, on one line;
/// the opening words when none matches. An ellipsis marks text left out.
pub fn snippet(text: &str, terms: &[QueryTerm], language: Language, width: usize) -> Snippet {
    let stemmer = WordStemmer::new(language);
    let spans = word_spans(text);
    let matches = |&(start, end): &(usize, usize)| {
        let word = normalize(&text[start..end]);
        let stem = stemmer.stem(&word);
        terms.iter().any(|t| {
            // As `fts_match` asks FTS5: a prefix of the word or of its stem.
            if t.prefix {
                word.starts_with(&t.word) || stem.starts_with(&t.stem)
            } else {
                word == t.word || stem == t.stem
            }
        })
    };
    let width = width.max(1);
    let first = spans.iter().position(matches).unwrap_or(0);
    let from = first.saturating_sub(width / 3);
    let to = (from + width).min(spans.len());
    if spans.is_empty() {
        return Snippet::default();
    }
    let start = spans[from].0;
    let end = spans[to - 1].1;
    let mut out = Snippet::default();
    if from > 0 {
        out.text.push('…');
    }
    let offset = out.text.len();
    // One line: paragraph breaks and tabs read as spaces (each a single byte, so the
    // highlights' ranges stay where they are).
    out.text.extend(text[start..end].chars().map(|c| {
        if c == '\n' || c == '\r' || c == '\t' {
            ' '
        } else {
            c
        }
    }));
    for span in &spans[from..to] {
        if matches(span) {
            out.highlights
                .push(span.0 - start + offset..span.1 - start + offset);
        }
    }
    if to < spans.len() {
        out.text.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::query_terms;

    #[test]
    fn a_snippet_over_paragraphs_is_one_line_with_its_marks_in_place() {
        let text = "Север думал.\n\nЮг сделал претензию\tна остальные взятки.";
        let terms = query_terms("претензия", Language::Russian);
        let s = snippet(text, &terms, Language::Russian, 8);
        assert!(
            !s.text.contains('\n') && !s.text.contains('\t'),
            "{}",
            s.text
        );
        assert_eq!(s.highlights.len(), 1);
        assert_eq!(&s.text[s.highlights[0].clone()], "претензию");
    }

    #[test]
    fn the_snippet_marks_a_hit_found_through_its_stem() {
        let text = "Восток подал жалобу на решение судьи после долгой паузы партнёра.";
        let terms = query_terms("жалобы", Language::Russian);
        let s = snippet(text, &terms, Language::Russian, 5);
        assert_eq!(s.text, "…подал жалобу на решение судьи…");
        assert_eq!(s.highlights.len(), 1);
        assert_eq!(&s.text[s.highlights[0].clone()], "жалобу");
    }

    /// FTS5 matches `вычислений*` against the stem column too, so the snippet must mark
    /// „вычисления" (stem вычислен) as well.
    #[test]
    fn a_prefix_marks_words_whose_stem_starts_with_it() {
        let terms = query_terms("вычислений*", Language::Russian);
        let s = snippet("схем вычисления результата", &terms, Language::Russian, 5);
        assert_eq!(s.highlights.len(), 1);
        assert_eq!(&s.text[s.highlights[0].clone()], "вычисления");
    }

    #[test]
    fn no_match_gives_the_opening_words() {
        let terms = query_terms("ревок", Language::Russian);
        let s = snippet("Один два три", &terms, Language::Russian, 2);
        assert_eq!(s.text, "Один два…");
        assert!(s.highlights.is_empty());
        assert_eq!(
            snippet("", &terms, Language::Russian, 5),
            Snippet::default()
        );
    }
}
