//! The guide's search, in the reader's browser from the pages' own files: no server, nothing
//! fetched (a browser refuses to fetch a file from a page opened as a file). Each book's index
//! is a script, `search-index.js` beside its pages, that a page loads as any script and that
//! hands the index to the search's own script (`guide-search.js`, [`SEARCH_SCRIPT`]).
//!
//! The index holds every section of every chapter — a heading and what follows it up to the
//! next — with its words and their stems: the Snowball stemmer of the book's language, the
//! same forms as the case list's search ([`crate::text`]). The page matches a word typed to a
//! stem when the stem is the word, when the word is the stem and an ending of at most four
//! letters (комитетом finds комитет, the stem of комитета), or when the word begins the stem
//! (комит finds it as it is typed).

use super::{Chapter, GuideLanguage, book, parser};
use crate::text::{self, WordStemmer};
use pulldown_cmark::{Event, Tag, TagEnd};
use serde::Serialize;

/// The search's script, written beside the books (`guide-search.js`).
pub const SEARCH_SCRIPT: &str = include_str!("search.js");

/// One section of a chapter as the search finds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchSection {
    /// The chapter's file name (`window`): its page is `window.html`.
    pub chapter: &'static str,
    pub chapter_title: String,
    /// Where its link goes: its heading's id, else the id of the nearest heading above it
    /// that has one; empty for the top of the chapter.
    pub id: String,
    pub title: String,
    /// Its words as they read, for the passage shown with a result.
    pub text: String,
    /// The distinct stems of its title and text, separated by spaces.
    pub stems: String,
    /// The distinct stems of its title.
    pub title_stems: String,
}

/// A section being read.
#[derive(Default)]
struct Reading {
    id: String,
    title: String,
    text: String,
}

/// The sections of `chapter`, in order.
pub fn chapter_sections(language: GuideLanguage, chapter: &Chapter) -> Vec<SearchSection> {
    let stemmer = WordStemmer::new(text::Language::from_code(language.code()));
    let chapter_title = chapter.title();
    let mut sections = Vec::new();
    let mut reading: Option<Reading> = None;
    let mut in_heading = false;
    // The headings above the one being read that have an id: level and id.
    let mut enclosing: Vec<(usize, String)> = Vec::new();
    let mut finish = |reading: Option<Reading>| {
        if let Some(section) = reading {
            sections.push(finished(chapter, &chapter_title, section, &stemmer));
        }
    };
    for event in parser(chapter.markdown) {
        match event {
            Event::Start(Tag::Heading { level, id, .. }) => {
                finish(reading.take());
                let level = level as usize;
                enclosing.retain(|(above, _)| *above < level);
                if let Some(id) = id {
                    enclosing.push((level, id.to_string()));
                }
                reading = Some(Reading {
                    id: enclosing
                        .last()
                        .map(|(_, id)| id.clone())
                        .unwrap_or_default(),
                    ..Reading::default()
                });
                in_heading = true;
            }
            Event::End(TagEnd::Heading(_)) => in_heading = false,
            Event::Text(words) | Event::Code(words) => {
                let section = reading.get_or_insert_with(Reading::default);
                if in_heading {
                    section.title.push_str(&words);
                } else {
                    section.text.push_str(&words);
                }
            }
            Event::SoftBreak
            | Event::HardBreak
            | Event::End(
                TagEnd::Paragraph
                | TagEnd::Item
                | TagEnd::TableCell
                | TagEnd::TableRow
                | TagEnd::TableHead
                | TagEnd::CodeBlock
                | TagEnd::BlockQuote(_)
                | TagEnd::List(_),
            ) => {
                if let Some(section) = &mut reading
                    && !in_heading
                {
                    section.text.push(' ');
                }
            }
            _ => {}
        }
    }
    finish(reading.take());
    sections
}

fn finished(
    chapter: &Chapter,
    chapter_title: &str,
    section: Reading,
    stemmer: &WordStemmer,
) -> SearchSection {
    let title = one_line(&section.title);
    let text = one_line(&section.text);
    let title_stems = distinct_stems(&title, stemmer);
    let stems = distinct_stems(&format!("{title} {text}"), stemmer);
    SearchSection {
        chapter: chapter.slug,
        chapter_title: chapter_title.to_string(),
        id: section.id,
        title,
        text,
        stems,
        title_stems,
    }
}

/// The words of `text` with one space between them.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The stems of the words of `text`, each once, in the order they first come.
fn distinct_stems(text: &str, stemmer: &WordStemmer) -> String {
    let mut seen = std::collections::HashSet::new();
    text::words(text)
        .into_iter()
        .map(|word| stemmer.stem(&word))
        .filter(|stem| seen.insert(stem.clone()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every section of the book in `language`, chapter by chapter.
pub fn search_sections(language: GuideLanguage) -> Vec<SearchSection> {
    book(language)
        .iter()
        .flat_map(|chapter| chapter_sections(language, chapter))
        .collect()
}

/// The index of the book in `language` as the script its pages load (`search-index.js`).
pub fn search_index_script(language: GuideLanguage) -> String {
    let index = serde_json::json!({
        "language": language.code(),
        "sections": search_sections(language),
    });
    format!(
        "// The search index of the guide's pages beside it, written with them.\n\
         window.casebookGuideIndex = {index};\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_runs_from_its_heading_to_the_next_and_links_to_the_nearest_id() {
        let chapter = Chapter {
            slug: "x",
            markdown: "# The title\n\nIntro *words*.\n\n## Poll {#poll}\n\nPoll text\nover two lines.\n\n\
                       ### Details\n\n- one\n- two\n\n## Other\n\n| a | b |\n|---|---|\n| c | d |\n",
        };
        let sections = chapter_sections(GuideLanguage::English, &chapter);
        let rows: Vec<(&str, &str, &str)> = sections
            .iter()
            .map(|s| (s.id.as_str(), s.title.as_str(), s.text.as_str()))
            .collect();
        assert_eq!(
            rows,
            [
                ("", "The title", "Intro words."),
                ("poll", "Poll", "Poll text over two lines."),
                ("poll", "Details", "one two"),
                ("", "Other", "a b c d"),
            ]
        );
        assert!(sections.iter().all(|s| s.chapter_title == "The title"));
        assert_eq!(sections[1].title_stems, "poll");
        assert_eq!(sections[1].stems, "poll text over two line");
    }

    #[test]
    fn the_index_is_a_script_that_sets_a_global() {
        let script = search_index_script(GuideLanguage::Russian);
        let json = script
            .lines()
            .find_map(|line| line.strip_prefix("window.casebookGuideIndex = "))
            .and_then(|line| line.strip_suffix(';'))
            .expect("the assignment");
        let index: serde_json::Value = serde_json::from_str(json).expect("JSON");
        assert_eq!(index["language"], "ru");
        assert!(index["sections"].as_array().is_some_and(|s| s.len() > 50));
    }
}
