//! The guide as one PDF a book, made from the same Markdown as its pages and typeset as the
//! casebook is ([`crate::publish`]: typst in-process, the bundled DejaVu Sans, nothing read
//! but the pictures given): a title page, the contents, then the chapters in the book's order,
//! each from a new page. Every heading is in the PDF's outline, the pictures are embedded with
//! their words as captions, and a link to another chapter or section goes to its page; a link
//! to the other language's book keeps its words only.

use super::html::frame_words;
use super::{Chapter, GuideLanguage, book, parser};
use crate::publish::{PublishError, TypstRules, export_pdf, lay_out_with_files, push_typst_with};
use crate::text::escape::{typst_string, typst_text};
use pulldown_cmark::{Event, Tag};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The page, the type and the headings of the guide.
const PREAMBLE: &str = r##"
#set page(paper: "a4", margin: (x: 20mm, top: 20mm, bottom: 22mm), numbering: "1")
#set text(font: "DejaVu Sans", size: 10pt, hyphenate: false)
#set par(justify: true, leading: 0.6em, spacing: 1em)
#show heading.where(level: 1): it => block(below: 1.1em, width: 100%, stroke: (bottom: 1pt),
  inset: (bottom: 5pt), text(size: 18pt, it))
#show heading.where(level: 2): it => block(above: 1.6em, below: 0.7em, text(size: 13pt, it))
#show heading: it => block(above: 1.2em, below: 0.6em, text(size: 11pt, it))
#show link: set text(fill: rgb("#0b4f8a"))
#show raw: set text(font: "DejaVu Sans", size: 9.2pt)
#show raw.where(block: false): it => highlight(fill: luma(236), extent: 1pt, it)
#show table: set par(justify: false)
#show raw.where(block: true): it => block(fill: luma(244), inset: 6pt, radius: 2pt, width: 100%, it)
#show figure: set block(above: 1em, below: 1.2em)
#show figure.caption: set text(size: 8.5pt, fill: luma(80))
#show outline.entry.where(level: 1): it => { v(0.5em, weak: true); strong(it) }
"##;

/// How far the making of a PDF is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuidePdfStep {
    /// Pictures read of those the book shows.
    Pictures { done: usize, total: usize },
    /// The pages are being laid out.
    LayingOut,
    /// The laid-out pages are being written as PDF.
    Exporting,
}

/// A book as PDF.
pub struct GuidePdf {
    pub pdf: Vec<u8>,
    pub pages: usize,
    /// The pictures embedded (a picture not found is shown by its words).
    pub pictures: usize,
}

/// The PDF was not made.
#[derive(Debug, thiserror::Error)]
pub enum GuidePdfError {
    #[error("cannot read the guide's picture {}: {source}", path.display())]
    Picture {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the guide's PDF could not be typeset: {0}")]
    Typeset(String),
}

impl From<PublishError> for GuidePdfError {
    fn from(error: PublishError) -> GuidePdfError {
        match error {
            PublishError::Typeset(reason) => GuidePdfError::Typeset(reason),
            other => GuidePdfError::Typeset(other.to_string()),
        }
    }
}

/// The book in `language` as PDF, its pictures read from `pictures` (the folder holding
/// `en/images` and `ru/images`) when it is given; `progress` is told each step.
pub fn guide_pdf(
    language: GuideLanguage,
    pictures: Option<&Path>,
    progress: &mut dyn FnMut(GuidePdfStep),
) -> Result<GuidePdf, GuidePdfError> {
    let chapters = book(language);
    let files = read_pictures(language, chapters, pictures, progress)?;
    let embedded: HashSet<String> = files.iter().map(|(path, _)| path.clone()).collect();
    let count = files.len();
    let markup = book_markup(language, &embedded);
    progress(GuidePdfStep::LayingOut);
    let document = lay_out_with_files(markup, files)?;
    progress(GuidePdfStep::Exporting);
    let pdf = export_pdf(&document)?;
    Ok(GuidePdf {
        pdf,
        pages: document.pages().len(),
        pictures: count,
    })
}

/// The path a picture of the book is known by in the markup: `/en/images/board.png`.
fn picture_path(language: GuideLanguage, destination: &str) -> String {
    format!(
        "/{}/{}",
        language.code(),
        destination.trim_start_matches("./")
    )
}

/// The pictures the chapters show that are in `pictures`, by their path in the markup.
fn read_pictures(
    language: GuideLanguage,
    chapters: &[Chapter],
    pictures: Option<&Path>,
    progress: &mut dyn FnMut(GuidePdfStep),
) -> Result<Vec<(String, Vec<u8>)>, GuidePdfError> {
    let Some(folder) = pictures.map(|p| p.join(language.code())) else {
        return Ok(Vec::new());
    };
    let mut shown: Vec<String> = chapters.iter().flat_map(Chapter::images).collect();
    let mut seen = HashSet::new();
    shown.retain(|picture| !picture.contains("://") && seen.insert(picture.clone()));
    let total = shown.len();
    let mut files = Vec::with_capacity(total);
    for (done, picture) in shown.iter().enumerate() {
        progress(GuidePdfStep::Pictures { done, total });
        let path = folder.join(picture);
        if !path.is_file() {
            continue;
        }
        let bytes = std::fs::read(&path).map_err(|source| GuidePdfError::Picture {
            path: path.clone(),
            source,
        })?;
        files.push((picture_path(language, picture), bytes));
    }
    progress(GuidePdfStep::Pictures { done: total, total });
    Ok(files)
}

/// The book as one typst source; the pictures in `embedded` are shown, the others by their
/// words.
pub fn book_markup(language: GuideLanguage, embedded: &HashSet<String>) -> String {
    let chapters = book(language);
    let words = frame_words(language);
    let labels = BookLabels::of(chapters);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "#set document(title: {}, author: \"Casebook\")",
        typst_string(words.book_title)
    );
    let _ = writeln!(out, "#set text(lang: \"{}\")", language.code());
    out.push_str(PREAMBLE);
    let _ = writeln!(
        out,
        "#page(numbering: none, align(center + horizon)[#text(size: 24pt, weight: \"bold\")[{}] \\\n\
         #v(1.2em)\n#text(size: 12pt, fill: luma(80))[Casebook {}]])",
        typst_text(words.book_title),
        typst_text(env!("CARGO_PKG_VERSION"))
    );
    let _ = writeln!(
        out,
        "#outline(title: [{}], depth: 2)\n",
        typst_text(words.contents)
    );
    for chapter in chapters {
        // Each chapter from a new page.
        out.push_str("#pagebreak(weak: true)\n");
        let mut rules = GuideRules {
            language,
            chapter: chapter.slug,
            labels: &labels,
            headings: labels.headings.get(chapter.slug).map_or(&[], Vec::as_slice),
            heading: 0,
            embedded,
        };
        push_typst_with(&mut out, chapter.markdown, &mut rules);
    }
    out
}

/// Where the links of the book may go: every chapter and every section with an id.
struct BookLabels {
    /// A place as links name it (`window`, `window#delete-case`) → the label there.
    targets: HashMap<String, String>,
    /// Each chapter's headings in order: the label each carries.
    headings: HashMap<&'static str, Vec<Option<String>>>,
}

impl BookLabels {
    fn of(chapters: &[Chapter]) -> BookLabels {
        let mut targets = HashMap::new();
        let mut headings = HashMap::new();
        let mut taken = HashSet::new();
        for chapter in chapters {
            let mut labels = Vec::new();
            for event in parser(chapter.markdown) {
                let Event::Start(Tag::Heading { id, .. }) = event else {
                    continue;
                };
                let place = id.map(|id| format!("{}#{id}", chapter.slug));
                // The chapter's first heading carries the chapter's label; a section's id
                // used twice is a label of the first only.
                let label = if labels.is_empty() {
                    Some(chapter.slug.to_string())
                } else {
                    place.clone().filter(|label| !taken.contains(label))
                };
                if let Some(label) = &label {
                    taken.insert(label.clone());
                    targets.insert(label.clone(), label.clone());
                    if let Some(place) = place {
                        targets.entry(place).or_insert_with(|| label.clone());
                    }
                }
                labels.push(label);
            }
            headings.insert(chapter.slug, labels);
        }
        BookLabels { targets, headings }
    }
}

/// The guide's headings, pictures and links in typst, chapter by chapter.
struct GuideRules<'a> {
    language: GuideLanguage,
    chapter: &'static str,
    labels: &'a BookLabels,
    /// The labels of this chapter's headings, and how many were written.
    headings: &'a [Option<String>],
    heading: usize,
    embedded: &'a HashSet<String>,
}

impl TypstRules for GuideRules<'_> {
    const HEADING_IDS: bool = true;

    fn heading(&mut self, level: usize, _id: Option<&str>) -> (String, String) {
        let label = self.headings.get(self.heading).cloned().flatten();
        // The chapter's title is the book's top level, whatever it is written with.
        let level = if self.heading == 0 { 1 } else { level.max(2) };
        self.heading += 1;
        let close = match label {
            Some(label) => format!("] #label({})\n\n", typst_string(&label)),
            None => "]\n\n".to_string(),
        };
        (format!("#heading(level: {level})["), close)
    }

    fn link(&mut self, destination: &str) -> Option<String> {
        if destination.contains("://") || destination.starts_with("mailto:") {
            return crate::publish::is_safe_link(destination).then(|| typst_string(destination));
        }
        let (file, section) = destination.split_once('#').unwrap_or((destination, ""));
        let chapter = match file {
            "" => self.chapter,
            file if file.contains('/') => return None,
            file => file.strip_suffix(".md")?,
        };
        let place = match section {
            "" => chapter.to_string(),
            section => format!("{chapter}#{section}"),
        };
        let label = self.labels.targets.get(&place)?;
        Some(format!("label({})", typst_string(label)))
    }

    fn picture(&mut self, destination: &str, words: &str) -> Option<String> {
        let path = picture_path(self.language, destination);
        self.embedded.contains(&path).then(|| {
            format!(
                "#figure(image({}, width: 100%), caption: [{}])\n",
                typst_string(&path),
                typst_text(words)
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chapters_are_labelled_and_links_between_them_go_to_their_labels() {
        let markup = book_markup(GuideLanguage::English, &HashSet::new());
        assert!(
            markup.contains("#heading(level: 1)[The window at a glance] #label(\"window\")"),
            "the chapter's title is labelled"
        );
        assert!(markup.contains("#label(\"window#delete-case\")"));
        // index.md links to every chapter; the Russian book's contents keep their words only.
        assert!(markup.contains("#link(label(\"install\"))[Installing Casebook]"));
        assert!(!markup.contains("../ru/"), "a link to the other book");
        assert!(markup.contains("Руководство на русском языке"));
        // No picture given: each shows its words.
        assert!(!markup.contains("#image("));
    }

    #[test]
    fn a_picture_given_is_a_figure_with_its_words_as_caption() {
        let mut rules = GuideRules {
            language: GuideLanguage::Russian,
            chapter: "x",
            labels: &BookLabels::of(&[]),
            headings: &[],
            heading: 0,
            embedded: &HashSet::from(["/ru/images/board.png".to_string()]),
        };
        let mut out = String::new();
        push_typst_with(
            &mut out,
            "![Сдача и торговля](images/board.png)\n\n![Нет](images/none.png)\n",
            &mut rules,
        );
        assert!(
            out.contains(
                "#figure(image(\"/ru/images/board.png\", width: 100%), caption: [Сдача и торговля])"
            ),
            "{out}"
        );
        assert!(out.contains("Нет") && !out.contains("none.png"), "{out}");
    }
}
