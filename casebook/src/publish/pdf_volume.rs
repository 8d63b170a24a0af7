//! The casebook typeset part by part, so that time and memory grow with the number of cases
//! and not faster: typst lays out the front (title, contents, front matter), then the cases a
//! few at a time, then the statistics and indexes, each with its first page number; the page
//! each case and chapter starts on is read from its part and handed to the parts that cite it
//! (the contents, the indexes), and the pages are joined into one document for the PDF.
//!
//! Links between parts go to a page (`cb-at`), not to a label, so they survive the joining;
//! the front prints no page number whose width could change its own length — the contents
//! set theirs in a fixed-width column — so its first layout, made before any page is known,
//! has the length of its last.

use super::model::Casebook;
use super::pdf::{MarkupPart, PageMap, Volume, export, lay_out, markup};
use super::run::PublishError;
use super::sections::Part;
use std::sync::atomic::{AtomicBool, Ordering};
use typst::foundations::Label;
use typst::introspection::Introspector as _;
use typst::utils::PicoStr;
use typst_layout::PagedDocument;

/// Cases laid out together: large enough that a part's fixed cost is small, small enough
/// that typst's caches, cleared after each part, stay small.
const CASES_PER_PART: usize = 25;

/// A typeset casebook: the PDF, and the whole source as one file with the pages filled in
/// (what the typst command-line compiler is given to typeset the same casebook).
pub struct TypesetCasebook {
    pub pdf: Vec<u8>,
    pub source: String,
    pub pages: usize,
}

/// Typesets `casebook` part by part; `progress` is told the number of cases typeset.
pub fn typeset_casebook(
    casebook: &Casebook,
    progress: &mut dyn FnMut(usize),
) -> Result<TypesetCasebook, PublishError> {
    typeset_volume(
        &markup(casebook, &mut |_| {}),
        progress,
        &AtomicBool::new(false),
    )
}

/// Typesets `volume`; stops with [`PublishError::Cancelled`] between parts once `cancel` is
/// set.
pub(super) fn typeset_volume(
    volume: &Volume,
    progress: &mut dyn FnMut(usize),
    cancel: &AtomicBool,
) -> Result<TypesetCasebook, PublishError> {
    let mut pages = PageMap::new();
    let front: Vec<&MarkupPart> = of_kind(volume, Part::Front);
    let cases: Vec<&MarkupPart> = of_kind(volume, Part::Case);
    let back: Vec<&MarkupPart> = of_kind(volume, Part::Back);

    // The front's length, and the pages of its own chapters, before any other page is known.
    let first_front = lay_out(volume.part_source(&pages, 1, front.iter().copied()))?;
    let front_length = first_front.pages().len();
    locate(&first_front, &front, 1, &mut pages);
    drop(first_front);

    let mut body = Vec::new();
    let mut next = front_length + 1;
    let mut done = 0;
    for chunk in cases.chunks(CASES_PER_PART) {
        if cancel.load(Ordering::Relaxed) {
            typst::comemo::evict(0);
            return Err(PublishError::Cancelled);
        }
        next += lay_out_part(volume, chunk, next, &mut pages, &mut body)?;
        done += chunk.len();
        progress(done);
    }
    lay_out_part(volume, &back, next, &mut pages, &mut body)?;

    let front_document = lay_out(volume.part_source(&pages, 1, front.iter().copied()))?;
    if front_document.pages().len() != front_length {
        return Err(PublishError::Typeset(format!(
            "the front matter took {} pages once the page numbers were known, {front_length} before",
            front_document.pages().len()
        )));
    }
    let info = typst::model::Document::info(&front_document).clone();
    let mut all: typst::ecow::EcoVec<typst_layout::Page> =
        front_document.pages().iter().cloned().collect();
    drop(front_document);
    all.extend(body);
    let count = all.len();
    let document = PagedDocument::new(all, info);
    let pdf = export(&document)?;
    drop(document);
    typst::comemo::evict(0);
    Ok(TypesetCasebook {
        pdf,
        source: volume.source(&pages),
        pages: count,
    })
}

fn of_kind(volume: &Volume, kind: Part) -> Vec<&MarkupPart> {
    volume.parts.iter().filter(|p| p.kind == kind).collect()
}

/// Lays out `parts` from page `first`, adds their pages to `body` and the pages of their
/// headings to `pages`; returns the number of pages. Typst's caches are cleared after, so
/// that memory does not grow with the parts before.
fn lay_out_part(
    volume: &Volume,
    parts: &[&MarkupPart],
    first: usize,
    pages: &mut PageMap,
    body: &mut Vec<typst_layout::Page>,
) -> Result<usize, PublishError> {
    if parts.is_empty() {
        return Ok(0);
    }
    let document = lay_out(volume.part_source(pages, first, parts.iter().copied()))?;
    locate(&document, parts, first, pages);
    let count = document.pages().len();
    body.extend(document.pages().iter().cloned());
    drop(document);
    typst::comemo::evict(0);
    Ok(count)
}

/// Records the page of each labelled heading of `parts` in `document`, which starts at page
/// `first` of the casebook.
fn locate(document: &PagedDocument, parts: &[&MarkupPart], first: usize, pages: &mut PageMap) {
    let introspector = document.introspector();
    for anchor in parts.iter().flat_map(|p| &p.anchors) {
        let page = Label::new(PicoStr::intern(anchor))
            .and_then(|label| introspector.query_label(label).ok())
            .and_then(|heading| heading.location())
            .and_then(|location| introspector.page(location));
        if let Some(page) = page {
            pages.insert(anchor.clone(), first + page.get() - 1);
        }
    }
}
