//! The user guide as one PDF a book, from the same Markdown as its pages: each language's is
//! made with its pictures, has more pages than chapters, names every chapter in its outline,
//! holds the words of its last chapter, and its links between chapters go to pages of its own.

mod pdf_reading;

use casebook::guide::{Chapter, GuideLanguage, GuidePdfStep, book, chapter_sections, guide_pdf};
use lopdf::Document;
use std::path::Path;
use std::time::Instant;

/// Runs of white space as one space: a sentence breaks over lines in a PDF's text.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A plain sentence of `chapter` (letters, digits, spaces and commas, six to twenty words; no
/// `fi`, `fl` or `ff`, which a face may set as one ligature), as the reader reads it.
fn a_sentence_of(language: GuideLanguage, chapter: &Chapter) -> String {
    chapter_sections(language, chapter)
        .iter()
        .rev()
        .flat_map(|section| {
            section
                .text
                .split(['.', ':', ';', '!', '?'])
                .map(|sentence| sentence.trim().to_string())
                .collect::<Vec<_>>()
        })
        .find(|sentence| {
            let words = sentence.split_whitespace().count();
            (6..=20).contains(&words)
                && sentence
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == ' ' || c == ',')
                && !["fi", "fl", "ff"]
                    .iter()
                    .any(|pair| sentence.contains(pair))
        })
        .unwrap_or_else(|| panic!("{}: no plain sentence", chapter.slug))
}

#[test]
fn each_book_is_one_pdf_with_its_chapters_outlined_and_its_pictures() {
    let pictures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/guide");
    for language in GuideLanguage::ALL {
        let chapters = book(language);
        let last = chapters.last().expect("a last chapter");
        let last_sentence = a_sentence_of(language, last);
        let mut steps = Vec::new();
        let started = Instant::now();
        let made = guide_pdf(language, Some(&pictures), &mut |step| steps.push(step))
            .unwrap_or_else(|e| panic!("{language:?}: {e}"));
        eprintln!(
            "{}: {} pages, {} pictures, {} bytes, {:.1} s",
            language.code(),
            made.pages,
            made.pictures,
            made.pdf.len(),
            started.elapsed().as_secs_f64()
        );
        let shown: usize = chapters.iter().map(|c| c.images().len()).sum();
        assert_eq!(made.pictures, shown, "{language:?}: every picture embedded");
        assert!(
            steps.contains(&GuidePdfStep::LayingOut) && steps.contains(&GuidePdfStep::Exporting)
        );

        let document = Document::load_mem(&made.pdf).expect("a PDF that reads back");
        let pages = document.get_pages().len();
        assert_eq!(pages, made.pages);
        assert!(
            pages > chapters.len(),
            "{language:?}: {pages} pages for {} chapters",
            chapters.len()
        );
        let outline: Vec<String> = pdf_reading::bookmarks(&document)
            .into_iter()
            .map(|(title, _)| title)
            .collect();
        for chapter in chapters {
            assert!(
                outline.contains(&chapter.title()),
                "{language:?}: the outline lacks {:?}: {outline:?}",
                chapter.title()
            );
        }
        // The chapters in the book's order, each starting a page of its own.
        let starts: Vec<usize> = pdf_reading::bookmarks(&document)
            .into_iter()
            .map(|(_, page)| page)
            .collect();
        assert!(starts.windows(2).all(|w| w[0] < w[1]), "{starts:?}");

        let numbers: Vec<u32> = document.get_pages().into_keys().collect();
        let text = one_line(&document.extract_text(&numbers).expect("its text"));
        assert!(
            text.contains(&last_sentence),
            "{language:?}: {last_sentence:?}, of {}, is not in the PDF's text",
            last.slug
        );
        // The contents chapter links to every chapter, each link to a page of the PDF.
        let contents_page = starts[0];
        let targets = pdf_reading::link_targets(&document, contents_page);
        assert!(
            targets.len() >= chapters.len() - 1,
            "{language:?}: links on page {contents_page}: {targets:?}"
        );
        for chapter_start in &starts[1..] {
            assert!(
                targets.contains(chapter_start),
                "{language:?}: no link to page {chapter_start}: {targets:?}"
            );
        }
        // The pictures are in the PDF as images.
        let images = document
            .objects
            .values()
            .filter(|object| {
                object.as_stream().is_ok_and(|stream| {
                    stream
                        .dict
                        .get(b"Subtype")
                        .is_ok_and(|s| s.as_name().is_ok_and(|n| n == b"Image"))
                })
            })
            .count();
        assert!(images >= 20, "{language:?}: {images} images");
    }
}
