//! The guide as HTML pages: a page a chapter, each with the book's contents, the chapters
//! before and after, the same page in the other language, and the search over the book
//! ([`super::search`]); links between chapters point at the pages (`.md` → `.html`), headings
//! keep their ids, and the pictures sit beside the pages.

use super::search::{SEARCH_SCRIPT, search_index_script};
use super::{Chapter, GuideLanguage, book, parser};
use crate::text::escape::{html_attribute, html_text};
use pulldown_cmark::{CowStr, Event, Tag};
use std::path::Path;

/// The pages' style sheet, written beside them.
pub const GUIDE_STYLE: &str = "\
body { font-family: 'DejaVu Sans', 'Segoe UI', Arial, sans-serif; line-height: 1.5; margin: 0; color: #1d1d1f; background: #fff; }
header, footer { background: #f3f4f6; padding: 0.6em 1.2em; }
header a, footer a { margin-right: 1.2em; }
main { max-width: 52em; margin: 0 auto; padding: 1em 1.2em 3em; }
h1, h2, h3 { line-height: 1.25; }
h2 { margin-top: 1.8em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
img { max-width: 100%; border: 1px solid #ccc; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
code, pre { font-family: 'DejaVu Sans Mono', Consolas, monospace; background: #f5f5f5; }
pre { padding: 0.7em; overflow-x: auto; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
nav.contents ol { padding-left: 1.4em; }
header form.search { display: inline-block; margin: 0.2em 0; }
header form.search label { margin-right: 0.4em; }
header form.search input { font: inherit; width: 16em; max-width: 60vw; padding: 0.15em 0.4em; }
#guide-search-results { max-width: 52em; margin: 0 auto; padding: 0.4em 1.2em 0.8em; border-bottom: 1px solid #ddd; }
#guide-search-results ol { padding-left: 1.4em; }
#guide-search-results li { margin-bottom: 0.6em; }
#guide-search-results li p { margin: 0.15em 0 0; color: #444; font-size: 0.92em; }
#guide-search-results mark { background: #fde68a; }
.search-note { color: #555; }
@media print { header, footer, #guide-search-results { display: none; } }
";

/// A link to another chapter as it is written (`window.md#delete-case`) made a link to its
/// page (`window.html#delete-case`); any other link as it is.
fn page_link(dest: &str) -> String {
    if dest.contains("://") {
        return dest.to_string();
    }
    let (path, fragment) = match dest.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (dest, None),
    };
    let path = match path.strip_suffix(".md") {
        Some(stem) => format!("{stem}.html"),
        None => path.to_string(),
    };
    match fragment {
        Some(fragment) => format!("{path}#{fragment}"),
        None => path,
    }
}

/// The words of a page's frame in one language.
pub(super) struct FrameWords {
    pub(super) book_title: &'static str,
    pub(super) contents: &'static str,
    previous: &'static str,
    next: &'static str,
    search: &'static str,
    search_needs_script: &'static str,
    /// `{n}` is the number found.
    found: &'static str,
    nothing_found: &'static str,
}

/// The words of a page's frame in `language`.
pub(super) fn frame_words(language: GuideLanguage) -> FrameWords {
    match language {
        GuideLanguage::English => FrameWords {
            book_title: "Casebook user guide",
            contents: "Contents",
            previous: "Previous",
            next: "Next",
            search: "Search the guide",
            search_needs_script: "The search needs JavaScript.",
            found: "Sections found: {n}",
            nothing_found: "No section has these words.",
        },
        GuideLanguage::Russian => FrameWords {
            book_title: "Руководство пользователя Casebook",
            contents: "Содержание",
            previous: "Назад",
            next: "Далее",
            search: "Поиск по руководству",
            search_needs_script: "Для поиска нужен JavaScript.",
            found: "Найдено разделов: {n}",
            nothing_found: "Ни в одном разделе нет этих слов.",
        },
        GuideLanguage::Bulgarian => FrameWords {
            book_title: "Ръководство за потребителя на Casebook",
            contents: "Съдържание",
            previous: "Назад",
            next: "Напред",
            search: "Търсене в ръководството",
            search_needs_script: "За търсенето е нужен JavaScript.",
            found: "Намерени раздели: {n}",
            nothing_found: "Нито един раздел не съдържа тези думи.",
        },
    }
}

/// The HTML page of `chapter` of the book in `language`.
pub fn render_page(language: GuideLanguage, chapter: &Chapter) -> String {
    let chapters = book(language);
    let position = chapters.iter().position(|c| c.slug == chapter.slug);
    let words = frame_words(language);
    let mut out = String::with_capacity(chapter.markdown.len() * 2 + 2048);
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{} — {}</title>\n\
         <link rel=\"stylesheet\" href=\"../guide.css\">\n</head>\n<body>\n<header>\
         <a href=\"index.html\">{}</a>{}\n",
        language.code(),
        html_text(&chapter.title()),
        html_text(words.book_title),
        html_text(words.contents),
        language
            .others()
            .map(|other| format!(
                "<a href=\"../{code}/{slug}.html\" lang=\"{code}\">{name}</a>",
                code = other.code(),
                slug = chapter.slug,
                name = html_text(other.own_name()),
            ))
            .collect::<String>(),
    ));
    // The search's box is shown by its script; without scripts, a line says why it is not.
    out.push_str(&format!(
        "<form id=\"guide-search\" class=\"search\" role=\"search\" hidden>\
         <label for=\"guide-search-words\">{}</label>\
         <input type=\"search\" id=\"guide-search-words\" autocomplete=\"off\" spellcheck=\"false\">\
         </form>\n<noscript><span class=\"search-note\">{}</span></noscript></header>\n\
         <div id=\"guide-search-results\" role=\"region\" aria-label=\"{}\" aria-live=\"polite\" \
         data-found=\"{}\" data-none=\"{}\" hidden></div>\n<main>\n",
        html_text(words.search),
        html_text(words.search_needs_script),
        html_attribute(words.search),
        html_attribute(words.found),
        html_attribute(words.nothing_found),
    ));
    let events = parser(chapter.markdown).map(|event| match event {
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) => Event::Start(Tag::Link {
            link_type,
            dest_url: CowStr::from(page_link(&dest_url)),
            title,
            id,
        }),
        other => other,
    });
    pulldown_cmark::html::push_html(&mut out, events);
    out.push_str("</main>\n<footer>");
    if let Some(at) = position {
        if let Some(before) = at.checked_sub(1).and_then(|i| chapters.get(i)) {
            out.push_str(&format!(
                "<a href=\"{}.html\" rel=\"prev\">← {}: {}</a>",
                before.slug,
                html_text(words.previous),
                html_text(&before.title())
            ));
        }
        if let Some(after) = chapters.get(at + 1) {
            out.push_str(&format!(
                "<a href=\"{}.html\" rel=\"next\">{}: {} →</a>",
                after.slug,
                html_text(words.next),
                html_text(&after.title())
            ));
        }
    }
    out.push_str(
        "</footer>\n<script src=\"search-index.js\"></script>\n\
         <script src=\"../guide-search.js\"></script>\n</body>\n</html>\n",
    );
    out
}

/// Writes both books into `dir` (`dir/en/*.html`, `dir/ru/*.html`, `dir/guide.css`), each
/// with its search index (`search-index.js`) and the search's script beside them
/// (`dir/guide-search.js`), with their pictures copied from `pictures` (the folder holding
/// `en/images` and `ru/images`, the repository's `assets/guide`) when it is given and holds
/// them.
pub fn write_book(dir: &Path, pictures: Option<&Path>) -> std::io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("guide.css"), GUIDE_STYLE)?;
    std::fs::write(dir.join("guide-search.js"), SEARCH_SCRIPT)?;
    let mut pages = 0;
    for language in GuideLanguage::ALL {
        let folder = dir.join(language.code());
        std::fs::create_dir_all(&folder)?;
        std::fs::write(
            folder.join("search-index.js"),
            search_index_script(language),
        )?;
        for chapter in book(language) {
            std::fs::write(
                folder.join(format!("{}.html", chapter.slug)),
                render_page(language, chapter),
            )?;
            pages += 1;
        }
        let Some(source) = pictures.map(|p| p.join(language.code()).join("images")) else {
            continue;
        };
        if !source.is_dir() {
            continue;
        }
        let images = folder.join("images");
        std::fs::create_dir_all(&images)?;
        for entry in std::fs::read_dir(&source)? {
            let entry = entry?;
            if entry.path().extension().is_some_and(|e| e == "png") {
                std::fs::copy(entry.path(), images.join(entry.file_name()))?;
            }
        }
    }
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_between_chapters_point_at_their_pages() {
        assert_eq!(
            page_link("window.md#delete-case"),
            "window.html#delete-case"
        );
        assert_eq!(page_link("../ru/index.md"), "../ru/index.html");
        assert_eq!(page_link("#poll"), "#poll");
        assert_eq!(
            page_link("https://example.org/a.md"),
            "https://example.org/a.md"
        );
    }

    #[test]
    fn a_page_keeps_its_section_ids_and_its_language() {
        for language in GuideLanguage::ALL {
            let chapter = super::super::chapter(language, "first-appeal").expect("the chapter");
            let page = render_page(language, chapter);
            assert!(page.contains(&format!("<html lang=\"{}\">", language.code())));
            for id in chapter.section_ids() {
                assert!(
                    page.contains(&format!("id=\"{id}\"")),
                    "{language:?}: #{id}"
                );
            }
            assert!(
                !page.contains(".md\""),
                "{language:?}: a link left to Markdown"
            );
        }
    }

    /// The search's box is labelled and hidden until its script shows it; without scripts a
    /// line says why it is not there; the index is a script beside the page, not a fetch.
    #[test]
    fn a_page_has_the_search_box_its_index_and_a_note_without_scripts() {
        let chapter = super::super::chapter(GuideLanguage::Russian, "window").expect("chapter");
        let page = render_page(GuideLanguage::Russian, chapter);
        assert!(
            page.contains("<form id=\"guide-search\" class=\"search\" role=\"search\" hidden>")
        );
        assert!(page.contains(
            "<label for=\"guide-search-words\">Поиск по руководству</label><input type=\"search\" id=\"guide-search-words\""
        ));
        assert!(
            page.contains("<noscript><span class=\"search-note\">Для поиска нужен JavaScript.")
        );
        assert!(page.contains("<script src=\"search-index.js\"></script>"));
        assert!(page.contains("<script src=\"../guide-search.js\"></script>"));
        assert!(!SEARCH_SCRIPT.contains("fetch(") && !SEARCH_SCRIPT.contains("XMLHttpRequest"));
        assert!(
            !SEARCH_SCRIPT.contains("innerHTML"),
            "results are built as text"
        );

        let dir = std::env::temp_dir().join(format!("casebook-guide-{}", std::process::id()));
        write_book(&dir, None).expect("written");
        assert!(dir.join("guide-search.js").is_file());
        for language in GuideLanguage::ALL {
            let index = std::fs::read_to_string(dir.join(language.code()).join("search-index.js"))
                .expect("the index beside the pages");
            assert!(index.contains("window.casebookGuideIndex = {"));
        }
        std::fs::remove_dir_all(&dir).expect("removed");
    }
}
