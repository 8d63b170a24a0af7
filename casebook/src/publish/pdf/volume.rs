//! The casebook typeset part by part, so that time and memory grow with the number of cases
//! and not faster, and on every core: typst lays out the front (title, contents, front
//! matter) and the cases a few at a time, several parts at once, then the statistics and
//! indexes; the page each case and chapter starts on is read from its part and handed to the
//! parts that cite it (the contents, the indexes). Each part is made a PDF as soon as the
//! parts before it are laid out, and its pages let go; the parts' PDFs are joined into one
//! ([`super::join`]).
//!
//! The parts after the front are laid out without page numbers, since none of them knows
//! where it starts until the parts before it are done; their numbers are set afterwards by
//! typst on blank pages of the same setup and laid over them. Links between parts go to a
//! page (`cb-at`), not to a label, so they survive the joining; the front prints no page
//! number whose width could change its own length — the contents set theirs in a
//! fixed-width column — so its first layout, made before any page is known, has the length
//! of its last.

use super::join::{JoinedPdf, PartPdf, read_part};
use super::numbers::NumberedBlanks;
use super::tags::lighten_tags;
use super::{MarkupPart, PageMap, PageNumbers, Volume, export, lay_out, markup};
use crate::publish::model::Casebook;
use crate::publish::run::{Progress, PublishError};
use crate::publish::sections::Part;
use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use typst::foundations::Label;
use typst::introspection::Introspector as _;
use typst::model::DocumentInfo;
use typst::utils::PicoStr;
use typst_layout::{Page, PagedDocument};

/// Cases laid out together: large enough that a part's fixed cost is small, small enough
/// that typst's caches, cleared after each part, stay small.
const CASES_PER_PART: usize = 10;

/// Parts being exported while the next are laid out.
const EXPORTS_AT_ONCE: usize = 2;

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
        &mut crate::publish::cases_done(progress),
        &AtomicBool::new(false),
    )
}

/// The casebook's pages, numbered, as they go into the PDF.
pub fn lay_out_casebook(casebook: &Casebook) -> Result<PagedDocument, PublishError> {
    let volume = markup(casebook, &mut |_| {});
    let mut parts = BTreeMap::new();
    typeset_parts(
        &volume,
        &mut |_| {},
        &AtomicBool::new(false),
        &mut |place, document| {
            parts.insert(place, document);
            Ok(())
        },
    )?;
    let mut parts = parts.into_values();
    let front = parts.next().ok_or(PublishError::Cancelled)?;
    let info = typst::model::Document::info(&front).clone();
    let mut pages: typst::ecow::EcoVec<Page> = front.pages().iter().cloned().collect();
    for part in parts {
        pages.extend(part.pages().iter().cloned());
    }
    Ok(PagedDocument::new(pages, info))
}

/// Stops with [`PublishError::Cancelled`] once `cancel` is set.
fn check(cancel: &AtomicBool) -> Result<(), PublishError> {
    if cancel.load(Ordering::Relaxed) {
        Err(PublishError::Cancelled)
    } else {
        Ok(())
    }
}

/// Typesets `volume`, telling `progress` the cases typeset and then the stages after the last
/// part of cases (the indexes, the numbering, the export); stops with
/// [`PublishError::Cancelled`] between parts and between stages once `cancel` is set.
pub(in crate::publish) fn typeset_volume(
    volume: &Volume,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<TypesetCasebook, PublishError> {
    let mut joined = JoinedPdf::new();
    let mut count = 0;
    // Parts are exported on threads of their own while the next are laid out, a few at a
    // time so that their pages do not pile up, and joined in the order they were finished.
    let mut exporting = VecDeque::new();
    let pages = typeset_parts(volume, progress, cancel, &mut |place, document| {
        count += document.pages().len();
        exporting.push_back((place, export_part(document)?));
        while exporting.len() > EXPORTS_AT_ONCE {
            if let Some((place, part)) = exporting.pop_front() {
                join_exported(&mut joined, place, part)?;
            }
        }
        Ok(())
    })?;
    progress(Progress::Exporting);
    for (place, part) in exporting {
        check(cancel)?;
        join_exported(&mut joined, place, part)?;
    }
    check(cancel)?;
    Ok(TypesetCasebook {
        pdf: joined.finish()?,
        source: volume.source(&pages),
        pages: count,
    })
}

type Exporting = std::thread::JoinHandle<Result<PartPdf, PublishError>>;

/// Exports a part's pages to PDF and reads it back for joining, on a thread of its own.
fn export_part(document: PagedDocument) -> Result<Exporting, PublishError> {
    std::thread::Builder::new()
        .stack_size(LAYOUT_STACK)
        .spawn(move || read_part(&export(&document)?))
        .map_err(|e| PublishError::Typeset(e.to_string()))
}

/// Waits for the export of the part at `place` and joins it to the volume.
fn join_exported(
    joined: &mut JoinedPdf,
    place: usize,
    exporting: Exporting,
) -> Result<(), PublishError> {
    let part = exporting.join().unwrap_or_else(|_| {
        Err(PublishError::Typeset(
            "a part of the PDF was not exported".into(),
        ))
    })?;
    joined.add(place, part)
}

/// Lays `volume` out part by part and hands each part's numbered pages to `finish` with the
/// part's place in the volume (the front is 0; on the calling thread, while the next parts
/// are laid out), so that no more pages are held than the parts being laid out. The front
/// comes last, once every page is known. Returns the page of each case and chapter.
fn typeset_parts(
    volume: &Volume,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
    finish: &mut dyn FnMut(usize, PagedDocument) -> Result<(), PublishError>,
) -> Result<PageMap, PublishError> {
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

    // Parts are finished in order, each once the parts before it are laid out and it is
    // known where it starts; those laid out early wait.
    let mut numbers = NumberedBlanks::new(volume);
    let mut waiting: BTreeMap<usize, LaidOutPart> = BTreeMap::new();
    let (mut next_part, mut next_page, mut front_length, mut done) = (0, 1, 0, 0);
    lay_out_concurrently(
        jobs,
        &mut |index, part| {
            waiting.insert(index, part);
            while let Some(part) = waiting.remove(&next_part) {
                if cancel.load(Ordering::Relaxed) {
                    return Err(PublishError::Cancelled);
                }
                part.locate(next_page, &mut pages);
                if next_part == 0 {
                    // Only the front's length and chapters are of use before every page is known.
                    front_length = part.pages.len();
                    next_page += front_length;
                } else {
                    let first = next_page;
                    next_page += part.pages.len();
                    finish_part(&mut numbers, part, next_part, first, finish)?;
                    done += chunks[next_part - 1].len();
                    progress(Progress::rendering(done, cases.len()));
                }
                next_part += 1;
            }
            Ok(())
        },
        cancel,
    )?;
    check(cancel)?;
    progress(Progress::Indexes);
    if !back.is_empty() {
        let part = lay_out_part(&Job {
            source: volume.part_source(&pages, PageNumbers::Later, back.iter().copied()),
            parts: &back,
        })?;
        part.locate(next_page, &mut pages);
        finish_part(&mut numbers, part, chunks.len() + 1, next_page, finish)?;
    }
    check(cancel)?;
    progress(Progress::Numbering);
    // The front again, now that every page is known.
    let front_document =
        lay_out(volume.part_source(&pages, PageNumbers::From(1), front.iter().copied()))?;
    typst::comemo::evict(0);
    check(cancel)?;
    if front_document.pages().len() != front_length {
        return Err(PublishError::Typeset(format!(
            "the front matter took {} pages once the page numbers were known, {front_length} before",
            front_document.pages().len()
        )));
    }
    finish(0, front_document)?;
    Ok(pages)
}

/// Numbers a part's pages, the first being page `first` of the casebook, and finishes it.
fn finish_part(
    numbers: &mut NumberedBlanks,
    part: LaidOutPart,
    place: usize,
    first: usize,
    finish: &mut dyn FnMut(usize, PagedDocument) -> Result<(), PublishError>,
) -> Result<(), PublishError> {
    let mut pages = part.pages;
    numbers.number(&mut pages, first)?;
    finish(
        place,
        PagedDocument::new(pages.into_iter().collect(), part.info),
    )
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
    info: DocumentInfo,
}

impl LaidOutPart {
    /// Records the pages of the part's headings, the part starting at page `first`.
    fn locate(&self, first: usize, pages: &mut PageMap) {
        for (anchor, page) in &self.anchors {
            pages.insert(anchor.clone(), first + page - 1);
        }
    }
}

/// Lays out `jobs` on as many threads as there are cores and hands each part, with its
/// index, to `done` on the calling thread as it comes. No job is started once `cancel` is set
/// or `done` has failed.
fn lay_out_concurrently(
    jobs: Vec<Job>,
    done: &mut dyn FnMut(usize, LaidOutPart) -> Result<(), PublishError>,
    cancel: &AtomicBool,
) -> Result<(), PublishError> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<(usize, Result<LaidOutPart, PublishError>)>();
    let mut failure = None;
    let mut received = 0;
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
            if failure.is_some() {
                continue;
            }
            match result.and_then(|part| done(index, part)) {
                Ok(()) => received += 1,
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
    if received != jobs.len() {
        return Err(PublishError::Typeset(
            "a part of the casebook was not laid out".into(),
        ));
    }
    Ok(())
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
    let info = typst::model::Document::info(&document).clone();
    let mut pages = document.pages().to_vec();
    drop(document);
    for page in &mut pages {
        lighten_tags(&mut page.frame);
    }
    typst::comemo::evict(2);
    Ok(LaidOutPart {
        pages,
        anchors,
        info,
    })
}
