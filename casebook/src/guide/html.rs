//! The guide as HTML pages: a page a chapter, each with the book's contents, the chapters
//! before and after, and the same page in the other language; links between chapters point at
//! the pages (`.md` → `.html`), headings keep their ids, and the pictures sit beside the pages.

use super::{Chapter, GuideLanguage, book, parser};
use crate::text::escape::html_text;
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
@media print { header, footer { display: none; } }
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

/// Labels of a page's frame in each language.
fn frame_words(
    language: GuideLanguage,
) -> (&'static str, &'static str, &'static str, &'static str) {
    match language {
        GuideLanguage::English => ("Casebook user guide", "Contents", "Previous", "Next"),
        GuideLanguage::Russian => (
            "Руководство пользователя Casebook",
            "Содержание",
            "Назад",
            "Далее",
        ),
    }
}

fn other_language_name(language: GuideLanguage) -> &'static str {
    match language {
        GuideLanguage::English => "По-русски",
        GuideLanguage::Russian => "In English",
    }
}

/// The HTML page of `chapter` of the book in `language`.
pub fn render_page(language: GuideLanguage, chapter: &Chapter) -> String {
    let chapters = book(language);
    let position = chapters.iter().position(|c| c.slug == chapter.slug);
    let (book_title, contents, previous, next) = frame_words(language);
    let mut out = String::with_capacity(chapter.markdown.len() * 2 + 2048);
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{} — {}</title>\n\
         <link rel=\"stylesheet\" href=\"../guide.css\">\n</head>\n<body>\n<header>\
         <a href=\"index.html\">{}</a><a href=\"../{}/{}.html\" lang=\"{}\">{}</a></header>\n<main>\n",
        language.code(),
        html_text(&chapter.title()),
        html_text(book_title),
        html_text(contents),
        language.other().code(),
        chapter.slug,
        language.other().code(),
        html_text(other_language_name(language)),
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
                html_text(previous),
                html_text(&before.title())
            ));
        }
        if let Some(after) = chapters.get(at + 1) {
            out.push_str(&format!(
                "<a href=\"{}.html\" rel=\"next\">{}: {} →</a>",
                after.slug,
                html_text(next),
                html_text(&after.title())
            ));
        }
    }
    out.push_str("</footer>\n</body>\n</html>\n");
    out
}

/// Writes both books into `dir` (`dir/en/*.html`, `dir/ru/*.html`, `dir/guide.css`), with
/// their pictures copied from `pictures` (the folder holding `en/images` and `ru/images`, the
/// repository's `assets/guide`) when it is given and holds them.
pub fn write_book(dir: &Path, pictures: Option<&Path>) -> std::io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("guide.css"), GUIDE_STYLE)?;
    let mut pages = 0;
    for language in GuideLanguage::ALL {
        let folder = dir.join(language.code());
        std::fs::create_dir_all(&folder)?;
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
}
