//! The Publish window's worker: the preview and the publishing run on a thread of their own,
//! with their own connection to the database, and report their progress per case over a
//! channel that the window reads each frame.

use crate::i18n::ShownError;
use casebook::publish::site::{SiteArchive, SiteOptions, SiteProgress, SiteReport, build_site};
use casebook::publish::{
    self, Format, Output, Progress, PublishError, PublishOptions, PublishReport, load_casebook,
    render_markdown,
};
use casebook::store::{Location, Store};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Receiver;
use std::thread::JoinHandle;

/// How much of a casebook the preview shows; enough to read the first cases.
const PREVIEW_CHARS: usize = 60_000;

/// The share of the progress bar that the Markdown preview takes before a casebook without a
/// Markdown file is written; rendering Markdown is quick beside rendering and marking.
const PREVIEW_SHARE: f32 = 0.3;

/// Each case's number and the names replaced in it.
pub type Replaced = Vec<(String, Vec<casebook::publish::Replacement>)>;

/// What a worker thread reports.
#[derive(Debug)]
pub(super) enum Message {
    /// The share of the work done, 0 to 1.
    Progress(f32),
    /// Where publishing is, once it is past the cases (a PDF's indexes, numbering, export).
    Stage(Progress),
    /// The preview was rendered (Markdown) with the names anonymizing replaces, or why not.
    Previewed(Result<(String, Replaced), ShownError>),
    /// Publishing ended: the report and the beginning of the casebook as Markdown, or why it
    /// failed.
    Published(Result<(PublishReport, Option<String>), ShownError>),
    /// The website was built, or why not.
    SiteBuilt(Result<SiteReport, ShownError>),
}

/// What a worker is doing, for the words beside its bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum JobKind {
    Preview,
    Publish,
    Website,
}

/// Work in progress on a worker thread.
#[derive(Debug)]
pub(super) struct Job {
    pub(super) receiver: Receiver<Message>,
    /// The worker, so that a test can wait for it without drawing frames.
    pub(super) worker: JoinHandle<()>,
    pub(super) progress: f32,
    /// The stage after the cases, while publishing is there.
    pub(super) stage: Option<Progress>,
    pub(super) kind: JobKind,
    /// Set to stop publishing between its stages (and a PDF between its parts).
    pub(super) cancel: Arc<AtomicBool>,
}

/// Sends a worker's progress to the window and wakes it to draw the bar.
pub(super) fn progress_reporter(
    sender: &std::sync::mpsc::Sender<Message>,
    ctx: &egui::Context,
) -> impl FnMut(f32) + use<> {
    let (sender, ctx) = (sender.clone(), ctx.clone());
    move |fraction| {
        let _ = sender.send(Message::Progress(fraction));
        ctx.request_repaint();
    }
}

/// Sends the stages publishing goes through after its cases to the window.
pub(super) fn stage_reporter(
    sender: &std::sync::mpsc::Sender<Message>,
    ctx: &egui::Context,
) -> impl FnMut(Progress) + use<> {
    let (sender, ctx) = (sender.clone(), ctx.clone());
    move |step| {
        let _ = sender.send(Message::Stage(step));
        ctx.request_repaint();
    }
}

/// The Fluent key of a stage the window names beside the bar: those after the cases, which a
/// large PDF spends a while in.
pub(super) fn stage_key(step: Progress) -> Option<&'static str> {
    match step {
        Progress::Indexes => Some("publish-stage-indexes"),
        Progress::Numbering => Some("publish-stage-numbering"),
        Progress::Exporting => Some("publish-stage-exporting"),
        Progress::Writing => Some("publish-stage-writing"),
        Progress::Marking { .. } => Some("publish-stage-marking"),
        Progress::Loading { .. } | Progress::Rendering { .. } => None,
    }
}

/// The beginning of the casebook `options` describe, as Markdown, read from `store` without
/// writing or marking anything.
pub(super) fn markdown_preview(
    store: &Store,
    options: &PublishOptions,
    report: &mut dyn FnMut(f32),
) -> Result<(String, Replaced), PublishError> {
    let casebook = load_casebook(store, options, &mut |progress| report(progress.fraction()))?;
    let total = casebook.cases.len();
    let text = render_markdown(&casebook, &mut |done| {
        report(Progress::rendering(done, total).fraction())
    });
    Ok((truncated(text), casebook.replacements()))
}

/// Publishes every file of `outputs` in one run (the command line's, marking the cases once
/// all are written), and returns the report with the beginning of the casebook as Markdown,
/// all on one progress bar. A casebook with a Markdown file is read back from it; otherwise
/// the same casebook is first rendered as Markdown, over the first [`PREVIEW_SHARE`] of the
/// bar, since HTML markup and PDF bytes say little in a window.
pub(super) fn publish_with_preview(
    store: &mut Store,
    options: &PublishOptions,
    outputs: &[Output],
    report: &mut dyn FnMut(f32),
    stage: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<(PublishReport, Option<String>), PublishError> {
    let markdown = outputs
        .iter()
        .find(|output| output.format == Format::Markdown)
        .map(|output| output.path.clone());
    let (preview, share) = match markdown {
        Some(_) => (None, 0.0),
        None => {
            let scaled = &mut |fraction: f32| report(fraction * PREVIEW_SHARE);
            (
                Some(markdown_preview(store, options, scaled)?.0),
                PREVIEW_SHARE,
            )
        }
    };
    let published = publish::publish_or_cancel(
        store,
        options,
        outputs,
        &mut |progress| {
            report(share + progress.fraction() * (1.0 - share));
            if stage_key(progress).is_some() {
                stage(progress);
            }
        },
        cancel,
    )?;
    // Next year's casebook starts from this one's title, federation and foreword; a casebook
    // written is not refused because they could not be kept.
    if let Err(error) = options.front.remember(store) {
        tracing::warn!("the casebook's front matter was not remembered: {error}");
    }
    let text = preview.or_else(|| {
        let markdown = markdown?;
        std::fs::read_to_string(markdown).ok().map(truncated)
    });
    Ok((published, text))
}

/// Builds the website of the archive at `db` (named `federation`) into `dir`; `report` is
/// told the share done, counting the `published` cases as the most of it.
pub(super) fn build_website(
    db: &Location,
    federation: &str,
    options: &SiteOptions,
    dir: &Path,
    published: usize,
    report: &mut dyn FnMut(f32),
) -> Result<SiteReport, ShownError> {
    let store = Store::open_at(db, false).map_err(ShownError::new)?;
    let archives = [SiteArchive {
        federation: federation.to_string(),
        store: &store,
    }];
    build_site(&archives, options, dir, &mut |step| {
        report(match step {
            SiteProgress::Reading { done } => 0.8 * done as f32 / published.max(1) as f32,
            SiteProgress::Indexing => 0.85,
            SiteProgress::Writing => 0.95,
        })
    })
    .map_err(ShownError::new)
}

/// The beginning of `text`, cut at a character boundary.
fn truncated(text: String) -> String {
    match text.char_indices().nth(PREVIEW_CHARS) {
        Some((at, _)) => format!("{}\n…", &text[..at]),
        None => text,
    }
}
