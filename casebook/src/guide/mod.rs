//! The user guide: one book a language (`assets/guide/en`, `assets/guide/ru`,
//! `assets/guide/bg`), the same chapters and section ids in each, compiled into the binary as
//! Markdown and written out as
//! HTML pages — installed with the packages, or made on demand — which the window opens at the
//! chapter of the screen in use (Help › Guide, F1). The pages search their book in the
//! browser, from files ([`search`]); each book is also one PDF ([`guide_pdf`]).

mod html;
mod pdf;
mod search;

pub use html::{GUIDE_STYLE, render_page, write_book};
pub use pdf::{GuidePdf, GuidePdfError, GuidePdfStep, book_markup, guide_pdf};
pub use search::{
    SEARCH_SCRIPT, SearchSection, chapter_sections, search_index_script, search_sections,
};

use pulldown_cmark::{Event, Options, Parser, Tag};

/// The language of a book.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GuideLanguage {
    English,
    Russian,
    Bulgarian,
}

impl GuideLanguage {
    pub const ALL: [GuideLanguage; 3] = [
        GuideLanguage::English,
        GuideLanguage::Russian,
        GuideLanguage::Bulgarian,
    ];

    /// The book's folder and the pages' `lang`.
    pub fn code(self) -> &'static str {
        match self {
            GuideLanguage::English => "en",
            GuideLanguage::Russian => "ru",
            GuideLanguage::Bulgarian => "bg",
        }
    }

    /// The book of a language code (`en`, `ru`, `bg`).
    pub fn from_code(code: &str) -> Option<GuideLanguage> {
        GuideLanguage::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The other books, which each page links to.
    pub fn others(self) -> impl Iterator<Item = GuideLanguage> {
        GuideLanguage::ALL.into_iter().filter(move |l| *l != self)
    }

    /// The book's name for itself, as a page's link to it reads.
    pub fn own_name(self) -> &'static str {
        match self {
            GuideLanguage::English => "In English",
            GuideLanguage::Russian => "По-русски",
            GuideLanguage::Bulgarian => "На български",
        }
    }
}

/// One chapter of a book: its file name without `.md`, and its Markdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chapter {
    pub slug: &'static str,
    pub markdown: &'static str,
}

macro_rules! book {
    ($lang:literal: $($slug:literal),+ $(,)?) => {
        &[$(Chapter {
            slug: $slug,
            markdown: include_str!(concat!("../../../assets/guide/", $lang, "/", $slug, ".md")),
        }),+]
    };
}

const ENGLISH: &[Chapter] = book!("en": "index", "install", "window", "first-appeal",
    "review-of-ruling", "misinformation", "hearing-room", "analysis", "review", "casebook", "results", "offline",
    "archive", "texts", "administrator", "command-line", "files", "troubleshooting", "glossary");
const RUSSIAN: &[Chapter] = book!("ru": "index", "install", "window", "first-appeal",
    "review-of-ruling", "misinformation", "hearing-room", "analysis", "review", "casebook", "results", "offline",
    "archive", "texts", "administrator", "command-line", "files", "troubleshooting", "glossary");
const BULGARIAN: &[Chapter] = book!("bg": "index", "install", "window", "first-appeal",
    "review-of-ruling", "misinformation", "hearing-room", "analysis", "review", "casebook", "results", "offline",
    "archive", "texts", "administrator", "command-line", "files", "troubleshooting", "glossary");

/// The chapters of the book in `language`, the contents page first.
pub fn book(language: GuideLanguage) -> &'static [Chapter] {
    match language {
        GuideLanguage::English => ENGLISH,
        GuideLanguage::Russian => RUSSIAN,
        GuideLanguage::Bulgarian => BULGARIAN,
    }
}

/// A chapter of the book by its file name.
pub fn chapter(language: GuideLanguage, slug: &str) -> Option<&'static Chapter> {
    book(language).iter().find(|chapter| chapter.slug == slug)
}

fn parser(markdown: &str) -> Parser<'_> {
    Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_HEADING_ATTRIBUTES | Options::ENABLE_STRIKETHROUGH,
    )
}

impl Chapter {
    /// The chapter's title: the text of its first heading.
    pub fn title(&self) -> String {
        let mut title = String::new();
        let mut inside = false;
        for event in parser(self.markdown) {
            match event {
                Event::Start(Tag::Heading { .. }) => inside = true,
                Event::End(_) if inside => break,
                Event::Text(text) | Event::Code(text) if inside => title.push_str(&text),
                _ => {}
            }
        }
        title.trim().to_string()
    }

    /// The ids its headings carry (`## Аукцион {#auction}`): where a link may send a reader.
    pub fn section_ids(&self) -> Vec<String> {
        parser(self.markdown)
            .filter_map(|event| match event {
                Event::Start(Tag::Heading { id: Some(id), .. }) => Some(id.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The pictures it shows, as written (`images/board.png`).
    pub fn images(&self) -> Vec<String> {
        parser(self.markdown)
            .filter_map(|event| match event {
                Event::Start(Tag::Image { dest_url, .. }) => Some(dest_url.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The links it holds to other chapters (`window.md#delete-case`, `../ru/index.md`).
    pub fn chapter_links(&self) -> Vec<String> {
        parser(self.markdown)
            .filter_map(|event| match event {
                Event::Start(Tag::Link { dest_url, .. })
                    if !dest_url.contains("://") && !dest_url.starts_with("mailto:") =>
                {
                    Some(dest_url.to_string())
                }
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_books_have_the_same_chapters_and_section_ids() {
        let english = book(GuideLanguage::English);
        let russian = book(GuideLanguage::Russian);
        assert_eq!(english.len(), russian.len());
        for (en, ru) in english.iter().zip(russian) {
            assert_eq!(en.slug, ru.slug);
            let mut en_ids = en.section_ids();
            let mut ru_ids = ru.section_ids();
            en_ids.sort();
            ru_ids.sort();
            let missing_ru: Vec<_> = en_ids.iter().filter(|id| !ru_ids.contains(id)).collect();
            let missing_en: Vec<_> = ru_ids.iter().filter(|id| !en_ids.contains(id)).collect();
            assert!(
                missing_ru.is_empty() && missing_en.is_empty(),
                "{}: only in English {missing_ru:?}, only in Russian {missing_en:?}",
                en.slug
            );
        }
    }

    #[test]
    fn a_chapter_knows_its_title_ids_pictures_and_links() {
        let chapter = Chapter {
            slug: "x",
            markdown: "# The `first` appeal {#top}\n\nText [see](window.md#delete-case).\n\n\
                       ## Auction {#auction}\n\n![The board](images/board.png)\n",
        };
        assert_eq!(chapter.title(), "The first appeal");
        assert_eq!(chapter.section_ids(), ["top", "auction"]);
        assert_eq!(chapter.images(), ["images/board.png"]);
        assert_eq!(chapter.chapter_links(), ["window.md#delete-case"]);
    }
}
