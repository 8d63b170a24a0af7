//! Text that is not bridge, below everything that writes or searches it.
//!
//! **Search forms**, in one place so that cases and the law library index and query alike:
//! lowercase, ё folded to е, soft hyphens dropped, words stemmed with the Snowball stemmer of
//! the text's language. SQLite's `unicode61` tokenizer folds Cyrillic case but neither folds ё
//! nor stems, so the application indexes a normalised column and a
//! stemmed shadow column and turns a query into the same forms.
//!
//! **Files' text** ([`file`]): the encoding a byte-order mark names, decoded once for every
//! reader of files from outside.
//!
//! **Cyrillic in Latin letters** ([`latin`]): one table, for anchors and for names.
//!
//! **Messages' counts** ([`plural`], [`ranges`]) and **escaping** for HTML, typst and Markdown ([`escape`]), shared by
//! the readers, the checkers and the writers of every format.

mod counts;
pub mod escape;
pub mod file;
pub mod latin;
mod nearest;
mod query;
mod snippet;

pub use counts::{plural, ranges};
pub use nearest::nearest;
pub use query::{QueryTerm, fts_match, query_terms};
pub use snippet::{Snippet, snippet};

use rust_stemmers::{Algorithm, Stemmer};
use std::collections::HashMap;

/// The languages of the texts searched: Russian and English are stemmed, the others are
/// indexed unstemmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    Russian,
    English,
    /// Bulgarian has no Snowball stemmer, and a stemmer of Casebook's own would make its
    /// stems differ from those of every Bulgarian case already indexed: its words are indexed
    /// as they are written, and matched whole or by prefix (`жалб*` finds жалбата), as the
    /// law library's Bulgarian Laws are.
    Bulgarian,
    /// Any other language: no stemmer, words are matched whole or by prefix.
    Unstemmed,
    /// A query over texts of several languages (an archive's cases, the law library): each
    /// word is stemmed by its letters, Cyrillic as Russian and Latin as English, as the texts
    /// that use those letters were indexed. A Bulgarian text's words still match whole or by
    /// prefix.
    ByScript,
}

impl Language {
    /// From a language code as the case record keeps it (`ru`, `en`, `bg`).
    pub fn from_code(code: &str) -> Language {
        match code.trim().to_ascii_lowercase().as_str() {
            "ru" | "rus" | "russian" => Language::Russian,
            "en" | "eng" | "english" => Language::English,
            "bg" | "bul" | "bulgarian" => Language::Bulgarian,
            _ => Language::Unstemmed,
        }
    }

    fn stemmer(self) -> Stemmers {
        match self {
            Language::Russian => Stemmers::One(Stemmer::create(Algorithm::Russian)),
            Language::English => Stemmers::One(Stemmer::create(Algorithm::English)),
            Language::Bulgarian | Language::Unstemmed => Stemmers::None,
            Language::ByScript => Stemmers::ByScript {
                cyrillic: Stemmer::create(Algorithm::Russian),
                latin: Stemmer::create(Algorithm::English),
            },
        }
    }
}

/// The Snowball stemmers a language stems its words with.
enum Stemmers {
    None,
    One(Stemmer),
    ByScript { cyrillic: Stemmer, latin: Stemmer },
}

/// Lowercase, with ё/Ё as е and soft hyphens removed; everything else kept as it is.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{00AD}' => {}
            'ё' | 'Ё' => out.push('е'),
            _ => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// The words of `text`, normalised: runs of letters and digits (an apostrophe or hyphen inside
/// a word splits it, as SQLite's `unicode61` does).
pub fn words(text: &str) -> Vec<String> {
    word_spans(text)
        .into_iter()
        .map(|(start, end)| normalize(&text[start..end]))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Byte ranges of the words of `text`.
pub(crate) fn word_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let in_word = c.is_alphanumeric() || c == '\u{00AD}';
        match (in_word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, text.len()));
    }
    spans
}

/// The stemmer of a language, created once and applied to many words.
pub struct WordStemmer {
    stemmers: Stemmers,
}

impl WordStemmer {
    pub fn new(language: Language) -> WordStemmer {
        WordStemmer {
            stemmers: language.stemmer(),
        }
    }

    /// The stem of an already normalised word.
    pub fn stem(&self, word: &str) -> String {
        let stemmer = match &self.stemmers {
            Stemmers::None => return word.to_string(),
            Stemmers::One(stemmer) => stemmer,
            Stemmers::ByScript { cyrillic, latin } => {
                match word.chars().find(|c| c.is_alphabetic()) {
                    Some(c) if c.is_ascii_alphabetic() => latin,
                    Some(c) if ('\u{0400}'..='\u{04FF}').contains(&c) => cyrillic,
                    _ => return word.to_string(),
                }
            }
        };
        stemmer.stem(word).into_owned()
    }
}

/// The stem of one word (normalised first).
pub fn stem(word: &str, language: Language) -> String {
    WordStemmer::new(language).stem(&normalize(word))
}

/// The normalised words of `text` joined by spaces: the indexed column.
pub fn normalized_words(text: &str) -> String {
    words(text).join(" ")
}

/// The stems of the words of `text` joined by spaces: the shadow column.
pub fn stemmed_words(text: &str, language: Language) -> String {
    let stemmer = WordStemmer::new(language);
    // Prose repeats its words; each distinct word is stemmed once.
    let mut stems: HashMap<String, String> = HashMap::new();
    let mut out = String::with_capacity(text.len());
    for word in words(text) {
        if !out.is_empty() {
            out.push(' ');
        }
        match stems.get(&word) {
            Some(stem) => out.push_str(stem),
            None => {
                let stem = stemmer.stem(&word);
                out.push_str(&stem);
                stems.insert(word, stem);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalisation_lowercases_and_folds_yo() {
        assert_eq!(normalize("Ёлка ЖАЛОБА"), "елка жалоба");
        assert_eq!(normalize("при\u{00AD}нять"), "принять");
    }

    #[test]
    fn words_split_on_punctuation_and_keep_digits() {
        assert_eq!(
            words("Закон 16B1: «пас», 4♠!"),
            ["закон", "16b1", "пас", "4"]
        );
    }

    /// stem("жалобы") = жалоб matches the stemmed "жалобу".
    #[test]
    fn russian_inflections_share_a_stem() {
        assert_eq!(stem("жалобы", Language::Russian), "жалоб");
        assert_eq!(stem("жалобу", Language::Russian), "жалоб");
        assert_eq!(
            stem("Ещё", Language::Russian),
            stem("еще", Language::Russian)
        );
        assert_eq!(stem("жалобы", Language::Unstemmed), "жалобы");
    }

    /// Bulgarian words are indexed as they are written: no stemmer, lowercase and whole.
    #[test]
    fn bulgarian_is_indexed_unstemmed() {
        assert_eq!(Language::from_code("bg"), Language::Bulgarian);
        assert_eq!(stem("Жалбата", Language::Bulgarian), "жалбата");
        assert_eq!(
            stemmed_words("Контестацията на Изток", Language::Bulgarian),
            "контестацията на изток"
        );
    }

    /// A query over an archive of Russian and English cases stems each word by its letters.
    #[test]
    fn a_query_over_several_languages_stems_each_word_by_its_letters() {
        assert_eq!(stem("жалобы", Language::ByScript), "жалоб");
        assert_eq!(stem("Explanations", Language::ByScript), "explan");
        assert_eq!(
            stem("explained", Language::ByScript),
            stem("explained", Language::English)
        );
        assert_eq!(stem("16b1", Language::ByScript), "16b1");
        assert_eq!(stem("1997", Language::ByScript), "1997");
    }

    #[test]
    fn the_shadow_text_is_the_stems_in_order() {
        assert_eq!(
            stemmed_words("Жалобу подал Север; жалобу отклонили.", Language::Russian),
            "жалоб пода север жалоб отклон"
        );
        assert_eq!(stemmed_words("", Language::Russian), "");
    }
}
