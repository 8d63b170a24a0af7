//! The casebook typeset part by part, so that time and memory grow with the number of cases
//! and not faster, and on every core: typst lays out the front (title, contents, front
//! matter) and the cases a few at a time, several parts at once, then the statistics and
//! indexes; the page each case and chapter starts on is read from its part and handed to the
//! parts that cite it (the contents, the indexes), and the pages are joined into one document
//! for the PDF.
//!
//! The parts after the front are laid out without page numbers, since none of them knows
//! where it starts until the parts before it are done; their numbers are set afterwards by
//! typst on blank pages of the same setup and laid over them. Links between parts go to a
//! page (`cb-at`), not to a label, so they survive the joining; the front prints no page
//! number whose width could change its own length — the contents set theirs in a
//! fixed-width column — so its first layout, made before any page is known, has the length
//! of its last.

use super::model::Casebook;
use super::pdf::{MarkupPart, PageMap, PageNumbers, Volume, export, lay_out, markup};
use super::pdf_tags::{lighten_tags, without_tags};
use super::run::PublishError;
use super::sections::Part;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use typst::foundations::Label;
use typst::introspection::Introspector as _;
use typst::utils::PicoStr;
use typst_layout::{Page, PagedDocument};

/// Cases laid out together: large enough that a part's fixed cost is small, small enough
/// that typst's caches, cleared after each part, stay small.
const CASES_PER_PART: usize = 10;

/// Typst's own layout threads need more stack than a new thread's default.
const LAYOUT_STACK: usize = 32 << 20;

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

/// The casebook's pages, numbered, as they go into the PDF.
pub fn lay_out_casebook(casebook: &Casebook) -> Result<PagedDocument, PublishError> {
    let volume = markup(casebook, &mut |_| {});
    lay_out_volume(&volume, &mut |_| {}, &AtomicBool::new(false)).map(|(document, _)| document)
}

/// Typesets `volume`; stops with [`PublishError::Cancelled`] between parts once `cancel` is
/// set.
pub(super) fn typeset_volume(
    volume: &Volume,
    progress: &mut dyn FnMut(usize),
    cancel: &AtomicBool,
) -> Result<TypesetCasebook, PublishError> {
    let (document, pages) = lay_out_volume(volume, progress, cancel)?;
    let count = document.pages().len();
    let pdf = export(&document)?;
    // Freeing a large volume's pages takes a while; the PDF is ready without waiting for it.
    std::thread::spawn(move || drop(document));
    typst::comemo::evict(0);
    Ok(TypesetCasebook {
        pdf,
        source: volume.source(&pages),
        pages: count,
    })
}

/// The pages of `volume`, numbered, and the page of each case and chapter.
fn lay_out_volume(
    volume: &Volume,
    progress: &mut dyn FnMut(usize),
    cancel: &AtomicBool,
) -> Result<(PagedDocument, PageMap), PublishError> {
    let mut pages = PageMap::new();
    let front: Vec<&MarkupPart> = of_kind(volume, Part::Front);
    let cases: Vec<&MarkupPart> = of_kind(volume, Part::Case);
    let back: Vec<&MarkupPart> = of_kind(volume, Part::Back);
    let chunks: Vec<&[&MarkupPart]> = cases.chunks(CASES_PER_PART).collect();

    // The front as far as it can be known before any other page (its length and its own
    // chapters), and the cases, several parts at a time.
    let unknown = PageMap::new();
    let mut jobs = vec![Job {
        source: volume.part_source(&unknown, PageNumbers::From(1), front.iter().copied()),
        parts: &front,
    }];
    jobs.extend(chunks.iter().map(|chunk| Job {
        source: volume.part_source(&unknown, PageNumbers::Later, chunk.iter().copied()),
        parts: chunk,
    }));
    let mut done = 0;
    let laid_out = lay_out_concurrently(
        jobs,
        &mut |job| {
            if job > 0 {
                done += chunks[job - 1].len();
                progress(done);
            }
        },
        cancel,
    )?;

    let mut laid_out = laid_out.into_iter();
    let first_front = laid_out.next().ok_or(PublishError::Cancelled)?;
    let front_length = first_front.pages.len();
    first_front.locate(1, &mut pages);
    drop(first_front);

    let body_first = front_length + 1;
    let mut body: Vec<Page> = Vec::new();
    for part in laid_out {
        part.locate(body_first + body.len(), &mut pages);
        body.extend(part.pages);
    }
    if !back.is_empty() {
        let part = lay_out_part(&Job {
            source: volume.part_source(&pages, PageNumbers::Later, back.iter().copied()),
            parts: &back,
        })?;
        part.locate(body_first + body.len(), &mut pages);
        body.extend(part.pages);
    }
    // The body's page numbers and the front, now that every page is known, at the same time.
    let (numbered, front_document) = std::thread::scope(|scope| {
        let numbering = std::thread::Builder::new()
            .stack_size(LAYOUT_STACK)
            .spawn_scoped(scope, || number_pages(volume, &mut body, body_first));
        let front_document =
            lay_out(volume.part_source(&pages, PageNumbers::From(1), front.iter().copied()));
        let numbered = match numbering {
            Ok(thread) => thread.join().unwrap_or_else(|_| {
                Err(PublishError::Typeset(
                    "the page numbers were not set".into(),
                ))
            }),
            Err(e) => Err(PublishError::Typeset(e.to_string())),
        };
        (numbered, front_document)
    });
    // What typst remembers of the numbers and the front is of no use to the PDF.
    typst::comemo::evict(0);
    numbered?;
    let front_document = front_document?;
    if front_document.pages().len() != front_length {
        return Err(PublishError::Typeset(format!(
            "the front matter took {} pages once the page numbers were known, {front_length} before",
            front_document.pages().len()
        )));
    }
    let info = typst::model::Document::info(&front_document).clone();
    let mut all: typst::ecow::EcoVec<Page> = front_document.pages().iter().cloned().collect();
    drop(front_document);
    all.extend(body);
    Ok((PagedDocument::new(all, info), pages))
}

fn of_kind(volume: &Volume, kind: Part) -> Vec<&MarkupPart> {
    volume.parts.iter().filter(|p| p.kind == kind).collect()
}

/// A part to lay out: its whole source and the markup parts it holds (for their anchors).
struct Job<'a> {
    source: String,
    parts: &'a [&'a MarkupPart],
}

/// A part laid out: its pages, and the page (from 1, within the part) of each labelled
/// heading in it.
struct LaidOutPart {
    pages: Vec<Page>,
    anchors: Vec<(String, usize)>,
}

impl LaidOutPart {
    /// Records the pages of the part's headings, the part starting at page `first`.
    fn locate(&self, first: usize, pages: &mut PageMap) {
        for (anchor, page) in &self.anchors {
            pages.insert(anchor.clone(), first + page - 1);
        }
    }
}

/// Lays out `jobs` on as many threads as there are cores; `finished` is told the index of
/// each job as it is done. No job is started once `cancel` is set.
fn lay_out_concurrently(
    jobs: Vec<Job>,
    finished: &mut dyn FnMut(usize),
    cancel: &AtomicBool,
) -> Result<Vec<LaidOutPart>, PublishError> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<(usize, Result<LaidOutPart, PublishError>)>();
    let mut results: Vec<Option<LaidOutPart>> = (0..jobs.len()).map(|_| None).collect();
    let mut failure = None;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (jobs, next) = (&jobs, &next);
            let worker = move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= jobs.len() || cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let result = lay_out_part(&jobs[index]);
                    let failed = result.is_err();
                    if sender.send((index, result)).is_err() || failed {
                        break;
                    }
                }
            };
            if let Err(e) = std::thread::Builder::new()
                .stack_size(LAYOUT_STACK)
                .spawn_scoped(scope, worker)
            {
                failure.get_or_insert(PublishError::Typeset(e.to_string()));
            }
        }
        drop(sender);
        for (index, result) in receiver {
            match result {
                Ok(part) => {
                    results[index] = Some(part);
                    finished(index);
                }
                Err(e) => {
                    // No further part starts; the other threads stop after theirs.
                    next.store(jobs.len(), Ordering::Relaxed);
                    failure.get_or_insert(e);
                }
            }
        }
    });
    typst::comemo::evict(0);
    if let Some(e) = failure {
        return Err(e);
    }
    if cancel.load(Ordering::Relaxed) {
        return Err(PublishError::Cancelled);
    }
    results
        .into_iter()
        .map(|part| {
            part.ok_or_else(|| {
                PublishError::Typeset("a part of the casebook was not laid out".into())
            })
        })
        .collect()
}

/// Lays out one part and keeps its pages (their tags lightened) and the pages of its
/// headings; typst's caches are cleared of what no part used lately, so that memory does not
/// grow with the parts before.
fn lay_out_part(job: &Job) -> Result<LaidOutPart, PublishError> {
    let document = lay_out(job.source.clone())?;
    let introspector = document.introspector();
    let anchors = job
        .parts
        .iter()
        .flat_map(|p| &p.anchors)
        .filter_map(|anchor| {
            let page = Label::new(PicoStr::intern(anchor))
                .and_then(|label| introspector.query_label(label).ok())
                .and_then(|heading| heading.location())
                .and_then(|location| introspector.page(location))?;
            Some((anchor.clone(), page.get()))
        })
        .collect();
    let mut pages = document.pages().to_vec();
    drop(document);
    for page in &mut pages {
        lighten_tags(&mut page.frame);
    }
    typst::comemo::evict(2);
    Ok(LaidOutPart { pages, anchors })
}

/// Numbers `body`, which starts at page `first`: typst sets the numbers on blank pages of
/// the casebook's setup, and each page takes the number of its blank.
fn number_pages(volume: &Volume, body: &mut [Page], first: usize) -> Result<(), PublishError> {
    if body.is_empty() {
        return Ok(());
    }
    let numbers = lay_out(volume.page_numbers_source(first, body.len()))?;
    if numbers.pages().len() != body.len() {
        return Err(PublishError::Typeset(format!(
            "{} page numbers were set for {} pages",
            numbers.pages().len(),
            body.len()
        )));
    }
    for (page, number) in body.iter_mut().zip(numbers.pages()) {
        // The blank pages' own elements belong to another document.
        let mut marks = number.frame.clone();
        without_tags(&mut marks);
        page.frame.push_multiple(marks.items().cloned());
        page.numbering = number.numbering.clone();
        page.supplement = number.supplement.clone();
        page.number = number.number;
    }
    Ok(())
}
