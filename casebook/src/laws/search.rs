//! Full-text search over every unit of the library with FTS5.
//!
//! A unit is indexed as its label, title and text (Markdown reduced to plain text), twice: as
//! normalised words and as Russian Snowball stems ([`crate::text`], the same normalisation as
//! the case store). The Bulgarian 2017 text has no stemmer, so its stem column holds the whole
//! words and it is found by the word itself or by a prefix (`жалб*`). When the query as typed
//! finds fewer hits than asked for, its last word is tried once more as a prefix: a word being
//! typed, or a Bulgarian word in another inflection.

use super::library::Library;
use super::link::link_text_start;
use super::show::heading;
use super::unit::{Anchor, Edition, Language, LawUnit, UnitKind};
use crate::text::{self, QueryTerm, Snippet};
use rusqlite::{Connection, params};

/// One unit found by a search, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct LawHit {
    pub anchor: Anchor,
    /// The unit as a reader cites it: `Правило 12. … (2017)`, `12C1(c)`, `12.35`.
    pub title: String,
    pub edition: Edition,
    /// Words of the unit's text around the first match, the matching words marked.
    pub snippet: Snippet,
    /// FTS5's bm25 score: lower is better.
    pub rank: f64,
}

/// Why a search could not run. A search that finds nothing is not an error.
#[derive(Debug, thiserror::Error)]
pub enum LawSearchError {
    #[error("the law search index cannot be read: {0}")]
    Index(#[from] rusqlite::Error),
    #[error("the law search index could not be built: {0}")]
    Unavailable(String),
}

/// The full-text table; `rowid` is the unit's position in [`Library::units`]. Contentless:
/// the text itself is in the library. Prefix indexes keep `жалб*` and the typed-word
/// completion fast.
pub(crate) const SCHEMA: &str = "CREATE VIRTUAL TABLE law_text USING fts5 (
    words,
    stems,
    tokenize = 'unicode61',
    prefix = '2 3 4',
    content = ''
);";

/// Words of a snippet.
const SNIPPET_WORDS: usize = 16;

/// Whole words weigh more than shared stems.
const RANKED_MATCH: &str = "SELECT rowid, bm25(law_text, 2.0, 1.0) AS rank FROM law_text
     WHERE law_text MATCH ?1 ORDER BY rank, rowid LIMIT ?2";

fn stemming(language: Language) -> text::Language {
    match language {
        Language::Ru => text::Language::Russian,
        Language::Bg => text::Language::Bulgarian,
        Language::En => text::Language::English,
        Language::Other(_) => text::Language::Unstemmed,
    }
}

/// Fills the full-text table with `units`, each under its place among them.
pub(crate) fn index_units(conn: &Connection, units: &[LawUnit]) -> rusqlite::Result<()> {
    let mut insert =
        conn.prepare("INSERT INTO law_text (rowid, words, stems) VALUES (?1, ?2, ?3)")?;
    for (row, unit) in units.iter().enumerate() {
        let indexed = format!(
            "{} {} {}",
            unit.label,
            unit.title.as_deref().unwrap_or(""),
            plain_text(&unit.text_markdown)
        );
        insert.execute(params![
            i64::try_from(row).unwrap_or(i64::MAX),
            text::normalized_words(&indexed),
            text::stemmed_words(&indexed, stemming(unit.language)),
        ])?;
    }
    Ok(())
}

/// Runs a search against an index built by [`index_units`] over `library`'s units.
pub(crate) fn run(
    conn: &Connection,
    library: &Library,
    query: &str,
    limit: usize,
) -> Result<Vec<LawHit>, LawSearchError> {
    Ok(hits(library, ranked(conn, query, limit, 0)?))
}

/// A unit an index found, before its snippet is made: where it is in the library, its rank
/// and the terms it matched.
pub(crate) struct Ranked {
    unit: usize,
    /// FTS5's bm25 score: lower is better.
    pub rank: f64,
    /// The query as typed, or with its last word as a prefix.
    completed: bool,
    terms: std::rc::Rc<[QueryTerm]>,
}

/// The best `limit` units of an index whose rows are `library`'s units from `first` on (0 for
/// the built-in library's; an archive's text is indexed on its own), not yet made hits.
pub(crate) fn ranked(
    conn: &Connection,
    query: &str,
    limit: usize,
    first: usize,
) -> Result<Vec<Ranked>, LawSearchError> {
    // Query words are stemmed by their letters, as the library's Russian and English texts
    // were; Bulgarian words still match whole or by prefix.
    let terms = text::query_terms(query, text::Language::ByScript);
    if terms.is_empty() || limit == 0 {
        return Ok(Vec::new());
    }
    let at = |row: i64| first + usize::try_from(row).unwrap_or(usize::MAX - first);
    let typed: std::rc::Rc<[QueryTerm]> = terms.clone().into();
    let mut found: Vec<Ranked> = matching_rows(conn, &terms, limit)?
        .into_iter()
        .map(|(row, rank)| Ranked {
            unit: at(row),
            rank,
            completed: false,
            terms: typed.clone(),
        })
        .collect();
    let mut completed = terms;
    let still_typing = !query.ends_with(char::is_whitespace);
    if found.len() < limit
        && still_typing
        && let Some(last) = completed.last_mut()
        && !last.prefix
    {
        last.prefix = true;
        let completed_terms: std::rc::Rc<[QueryTerm]> = completed.clone().into();
        for (row, rank) in matching_rows(conn, &completed, limit)? {
            if found.len() == limit {
                break;
            }
            if !found.iter().any(|r| r.unit == at(row)) {
                found.push(Ranked {
                    unit: at(row),
                    rank,
                    completed: true,
                    terms: completed_terms.clone(),
                });
            }
        }
    }
    Ok(found)
}

/// Found units as hits with their snippets, in the order given: the typed query's before the
/// completed one's, as one index gives them.
pub(crate) fn hits(library: &Library, ranked: Vec<Ranked>) -> Vec<LawHit> {
    ranked
        .into_iter()
        .filter_map(|r| {
            let unit = library.units().get(r.unit)?;
            Some(hit(unit, &r.terms, r.rank))
        })
        .collect()
}

/// Merges what several indexes found: the typed query's hits by rank, then the completed
/// query's, at most `limit`.
pub(crate) fn merged(mut ranked: Vec<Ranked>, limit: usize) -> Vec<Ranked> {
    ranked.sort_by(|a, b| {
        a.completed
            .cmp(&b.completed)
            .then(a.rank.total_cmp(&b.rank))
    });
    ranked.truncate(limit);
    ranked
}

fn matching_rows(
    conn: &Connection,
    terms: &[QueryTerm],
    limit: usize,
) -> rusqlite::Result<Vec<(i64, f64)>> {
    let Some(expression) = text::fts_match(terms, "words", "stems") else {
        return Ok(Vec::new());
    };
    let mut stmt = conn.prepare_cached(RANKED_MATCH)?;
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    stmt.query_map(params![expression, limit], |row| {
        Ok((row.get::<_, i64>(0)?, row.get::<_, f64>(1)?))
    })?
    .collect()
}

fn hit(unit: &LawUnit, terms: &[QueryTerm], rank: f64) -> LawHit {
    let language = stemming(unit.language);
    let body = plain_text(&unit.text_markdown);
    let mut snippet = text::snippet(&body, terms, language, SNIPPET_WORDS);
    // A Law or a heading that matched by its title alone has no text to show.
    if snippet.highlights.is_empty()
        && let Some(title) = &unit.title
    {
        let in_title = text::snippet(title, terms, language, SNIPPET_WORDS);
        if !in_title.highlights.is_empty() || snippet.text.is_empty() {
            snippet = in_title;
        }
    }
    LawHit {
        anchor: unit.anchor.clone(),
        title: hit_title(unit),
        edition: unit.edition,
        snippet,
        rank,
    }
}

fn hit_title(unit: &LawUnit) -> String {
    match (unit.kind, &unit.title) {
        // The title of a definition already names the term.
        (UnitKind::Definition, Some(title)) => title.clone(),
        _ => heading(unit),
    }
}

/// The text a reader sees in a unit's Markdown, on one line: links as their text, emphasis,
/// code fences, `<b>` and table rules dropped, whitespace runs as one space.
pub fn plain_text(markdown: &str) -> String {
    let without_links = link_texts(markdown);
    let mut out = String::with_capacity(without_links.len());
    let mut rest = without_links.as_str();
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest
            .strip_prefix("<b>")
            .or_else(|| rest.strip_prefix("</b>"))
        {
            rest = after;
            continue;
        }
        if rest.starts_with("---") {
            rest = rest.trim_start_matches('-');
            continue;
        }
        rest = &rest[c.len_utf8()..];
        match c {
            '*' | '`' => {}
            c if c.is_whitespace() => {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            _ => out.push(c),
        }
    }
    out.trim_end().to_string()
}

/// `[text](law:anchor)` → `text`; a footnote mark `[[1]](law:…)` → `[1]`.
fn link_texts(markdown: &str) -> String {
    let marker = "](law:";
    let mut out = String::with_capacity(markdown.len());
    let mut rest = markdown;
    while let Some(close) = rest.find(marker) {
        let before = &rest[..close];
        let after = &rest[close + marker.len()..];
        let Some(end) = after.find(')') else {
            break;
        };
        match link_text_start(before) {
            Some(open) => {
                out.push_str(&before[..open]);
                out.push_str(&before[open + 1..]);
            }
            None => out.push_str(before),
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_keeps_what_a_reader_sees() {
        assert_eq!(
            plain_text("по [Правилу 12С3](law:1997/law/12/C/3):\n\n(i) ВБФ"),
            "по Правилу 12С3: (i) ВБФ"
        );
        assert_eq!(
            plain_text("колода[[1]](law:2017/footnote/1) или"),
            "колода[1] или"
        );
        assert_eq!(
            plain_text("**Точки** за *взятки*\n| <b>Разлика</b> | IMPs |\n| --- | --- |"),
            "Точки за взятки | Разлика | IMPs | | | |"
        );
        assert_eq!(plain_text("Север — Юг, 4-3"), "Север — Юг, 4-3");
        assert_eq!(plain_text(""), "");
    }
}
