//! The Publish window's state: the choices (year, formats, the casebook's folder and name,
//! filters, anonymization), the count of what will print, the name suggested beside the
//! database, the question before files are replaced, and the worker's last outcome. Errors are
//! kept as errors and worded when drawn, so they follow a change of the interface language.

use super::worker::Replaced;
use super::worker::{
    Job, JobKind, Message, markdown_preview, progress_reporter, publish_with_preview,
    stage_reporter,
};
use crate::i18n::{Described, Language, ShownError};
use casebook::case::{CaseStatus, Subject};
use casebook::publish::site::SiteReport;
use casebook::publish::{Format, FrontMatter, Output, PublishError, PublishOptions, PublishReport};
use casebook::store::{CaseFilter, CaseSummary, Location, Store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, TryRecvError, channel};
use std::time::{Duration, Instant};

/// What the last job ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Previewed {
        text: String,
        /// In an anonymized casebook, the names that will be replaced, case by case.
        replaced: Replaced,
    },
    Published {
        report: PublishReport,
        text: Option<String>,
    },
    /// The website was built: what was written.
    SiteBuilt(SiteReport),
    Failed(ShownError),
}

/// What the window itself refuses, or meets, before or beside the core's work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    BadYear,
    NoDatabase,
    NoFile,
    /// No format ticked: nothing would be written.
    NoFormat,
    NoFolder,
    /// The worker ended without reporting: it panicked.
    WorkerStopped,
}

impl Described for Refusal {
    fn describe(&self, language: Language) -> String {
        language.tr(match self {
            Refusal::BadYear => "publish-bad-year",
            Refusal::NoDatabase => "publish-no-database",
            Refusal::NoFile => "publish-no-file",
            Refusal::NoFormat => "publish-no-format",
            Refusal::NoFolder => "publish-site-no-folder",
            Refusal::WorkerStopped => "publish-worker-stopped",
        })
    }
}

/// The window's state, kept while it is closed so that a second publish starts from the
/// choices of the first.
#[derive(Debug, Default)]
pub struct PublishDialog {
    pub(super) open: bool,
    /// The database the cases are read from (the one the window has open).
    pub(super) db_path: Option<Location>,
    pub year: String,
    /// The formats ticked, in the order the window shows them: one file each, all written in
    /// one run.
    pub formats: Vec<Format>,
    /// The casebook's folder and name, without an ending: each format's file is this name with
    /// the format's extension (an ending typed that names a format is replaced).
    pub out: String,
    /// Comma-separated parts of event names.
    pub events: String,
    pub subjects: Vec<Subject>,
    pub anonymize: bool,
    /// Print each deal's double-dummy table and par under its diagram.
    pub double_dummy: bool,
    /// Print each board's traveller from the event's results under its diagram.
    pub traveller: bool,
    /// The edition with the panel's comments and marks.
    pub with_panel: bool,
    pub reprint: bool,
    /// The casebook's title, federation and foreword, as the archive remembers them when the
    /// window opens; remembered again once a casebook is published.
    pub title: String,
    pub federation: String,
    pub foreword: String,
    /// The folder the website is built in.
    pub site_out: String,
    /// The reviewed and published cases per year, read when the window opens and after a
    /// publish, to suggest a year and count what will print.
    /// The reviewed and published cases per year, as the case list has them: enough for the
    /// count beside the year to follow the choices made below it.
    pub(super) printable: BTreeMap<i32, Vec<CaseSummary>>,
    /// The year and the file last suggested: while the fields still hold them (or nothing),
    /// the suggestions follow the database, the year and the format; a value typed by hand
    /// is kept.
    suggested_year: Option<String>,
    suggested_out: Option<String>,
    suggested_site: Option<String>,
    /// The existing files that Publish would write over, while the window asks whether to.
    pub(super) replacing: Option<Vec<PathBuf>>,
    pub(super) job: Option<Job>,
    pub(super) outcome: Option<Outcome>,
}

impl PublishDialog {
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Closes the window, its choices kept for the next time.
    pub fn close(&mut self) {
        self.open = false;
    }

    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The existing files the window asks about replacing, if it is asking.
    pub fn replacing(&self) -> Option<&[PathBuf]> {
        self.replacing.as_deref()
    }

    /// The files Publish writes: one for each format ticked, named after the casebook's folder
    /// and name; none while no name is given.
    pub fn outputs(&self) -> Vec<Output> {
        let name = self.out.trim();
        if name.is_empty() {
            return Vec::new();
        }
        self.formats
            .iter()
            .map(|format| Output::named(Path::new(name), *format))
            .collect()
    }

    /// Those of [`PublishDialog::outputs`] that exist already.
    pub(super) fn existing_outputs(&self) -> Vec<PathBuf> {
        self.outputs()
            .into_iter()
            .map(|output| output.path)
            .filter(|path| path.exists())
            .collect()
    }

    /// Ticks `format` or takes its tick away; the formats stay in the window's order.
    pub fn set_format(&mut self, format: Format, on: bool) {
        self.formats.retain(|f| *f != format);
        if on {
            self.formats.push(format);
            self.formats
                .sort_by_key(|f| Format::ALL.iter().position(|all| all == f));
        }
    }

    /// The folder and name chosen in the file dialog: kept as the casebook's name, an ending
    /// that names a format taken off (each format adds its own).
    pub fn name_chosen(&mut self, path: &Path) {
        let name = match Format::of_file(path) {
            Some(_) => path.with_extension(""),
            None => path.to_path_buf(),
        };
        self.out = name.display().to_string();
    }

    /// Waits, at most `timeout`, until the worker has sent its last report, which the next
    /// frame then shows; true when it has (or no work is under way). For tests, which would
    /// otherwise draw frames while a thread works.
    pub fn wait_for_worker(&self, timeout: Duration) -> bool {
        let Some(job) = &self.job else {
            return true;
        };
        let start = Instant::now();
        while !job.worker.is_finished() {
            if start.elapsed() >= timeout {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        true
    }

    /// Opens the window over the database at `db_path`, suggesting the latest year that has
    /// reviewed cases and a file beside the database, unless the user typed their own.
    pub fn open(&mut self, db_path: Option<&Location>) {
        self.open = true;
        if self.db_path.as_ref() != db_path {
            // Another archive remembers its own front matter.
            let front = db_path
                .and_then(|db| Store::open_at(db, false).ok())
                .and_then(|store| FrontMatter::remembered(&store).ok())
                .unwrap_or_default();
            self.title = front.title;
            self.federation = front.federation;
            self.foreword = front.foreword;
        }
        self.db_path = db_path.cloned();
        self.printable = db_path.map(printable_by_year).unwrap_or_default();
        let latest_reviewed = self
            .printable
            .iter()
            .rev()
            .find(|(_, cases)| {
                cases
                    .iter()
                    .any(|case| case.status != CaseStatus::Published)
            })
            .map(|(year, _)| year.to_string());
        if let Some(year) = latest_reviewed
            && untouched(&self.year, self.suggested_year.as_deref())
        {
            self.year.clone_from(&year);
            self.suggested_year = Some(year);
        }
        if self.formats.is_empty() {
            self.formats.push(Format::Html);
        }
        self.follow_suggestion();
    }

    /// The year asked for, when it reads as one.
    fn year(&self) -> Result<i32, Refusal> {
        self.year
            .trim()
            .parse::<i32>()
            .ok()
            .filter(|y| (1900..=9999).contains(y))
            .ok_or(Refusal::BadYear)
    }

    /// The words of event names the Events field holds, comma-separated.
    pub(super) fn event_words(&self) -> Vec<String> {
        self.events
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// The choices as publishing options, or what is wrong with them.
    pub fn options(&self) -> Result<PublishOptions, Refusal> {
        Ok(PublishOptions {
            year: self.year()?,
            events: self.event_words(),
            subjects: self.subjects.clone(),
            anonymize: self.anonymize,
            reprint: self.reprint,
            language: None,
            double_dummy: self.double_dummy,
            traveller: self.traveller,
            panel: self.with_panel,
            front: FrontMatter {
                title: self.title.trim().to_string(),
                federation: self.federation.trim().to_string(),
                foreword: self.foreword.trim().to_string(),
            },
        })
    }

    /// How many cases the casebook will print with the choices made, and how many of those
    /// are already published (a reprint); none when the year does not read. The choice is
    /// `publish::is_selected`'s, made over the case list's rows rather than whole cases;
    /// training cases are never printed.
    pub fn print_count(&self) -> Option<(usize, usize)> {
        let marking = self.marking()?;
        Some((
            marking.marked + if self.reprint { marking.published } else { 0 },
            if self.reprint { marking.published } else { 0 },
        ))
    }

    /// What publishing will do to the year's cases with the choices made (the filters, not
    /// the reprint); none when the year does not read.
    pub fn marking(&self) -> Option<Marking> {
        // The published cases are counted whether or not this is a reprint.
        let options = PublishOptions {
            reprint: true,
            ..self.options().ok()?
        };
        let mut marking = Marking::default();
        for case in self
            .printable
            .get(&options.year)
            .into_iter()
            .flatten()
            .filter(|case| {
                options.selects(
                    case.status,
                    case.heading.year,
                    &case.heading.event,
                    &case.subjects,
                )
            })
        {
            if case.training {
                marking.training += 1;
            } else if case.status == CaseStatus::Published {
                marking.published += 1;
            } else {
                marking.marked += 1;
            }
        }
        Some(marking)
    }

    /// Suggests the casebook's name (`casebook-2026` beside the database) for the year and the
    /// database of the moment, unless the user typed a name of their own; whether it did.
    pub(super) fn follow_suggestion(&mut self) -> bool {
        if let Some(db) = &self.db_path
            && untouched(&self.site_out, self.suggested_site.as_deref())
        {
            let folder = beside(db, "casebooks-site").display().to_string();
            self.site_out.clone_from(&folder);
            self.suggested_site = Some(folder);
        }
        if !untouched(&self.out, self.suggested_out.as_deref()) {
            return false;
        }
        let (Some(db), Ok(year)) = (&self.db_path, self.year()) else {
            return false;
        };
        let out = beside(db, &format!("casebook-{year}"))
            .display()
            .to_string();
        self.out.clone_from(&out);
        self.suggested_out = Some(out);
        true
    }

    pub(super) fn database(&self) -> Result<Location, Refusal> {
        self.db_path.clone().ok_or(Refusal::NoDatabase)
    }

    /// Renders the casebook as Markdown on a worker thread, without writing or marking.
    pub fn start_preview(&mut self, ctx: &egui::Context) {
        let (db, options) = match self.database().and_then(|db| Ok((db, self.options()?))) {
            Ok(ready) => ready,
            Err(refusal) => {
                self.outcome = Some(Outcome::Failed(ShownError::new(refusal)));
                return;
            }
        };
        self.start_job(ctx, JobKind::Preview, Arc::default(), move |sender, ctx| {
            let mut report = progress_reporter(sender, ctx);
            let result = Store::open_at(&db, false)
                .map_err(PublishError::from)
                .and_then(|store| markdown_preview(&store, &options, &mut report))
                .map_err(ShownError::new);
            Message::Previewed(result)
        });
    }

    /// What the Publish button does: publishes, or first asks whether to replace the files
    /// that exist already.
    pub fn request_publish(&mut self, ctx: &egui::Context) {
        let existing = self.existing_outputs();
        if existing.is_empty() {
            self.start_publish(ctx);
        } else {
            self.replacing = Some(existing);
        }
    }

    /// "Replace": publishes over the existing files.
    pub fn confirm_replace(&mut self, ctx: &egui::Context) {
        self.replacing = None;
        self.start_publish(ctx);
    }

    /// "Cancel": the existing files stay as they are, and nothing is published.
    pub fn cancel_replace(&mut self) {
        self.replacing = None;
    }

    /// Stops the publishing under way before it writes the files; the worker reports
    /// [`PublishError::Cancelled`].
    pub fn cancel_publishing(&mut self) {
        if let Some(job) = &self.job {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Publishes on a worker thread: writes a file for each format ticked, in one run, then
    /// marks the cases published once.
    pub fn start_publish(&mut self, ctx: &egui::Context) {
        self.replacing = None;
        let outputs = self.outputs();
        let ready = self.database().and_then(|db| {
            if self.out.trim().is_empty() {
                return Err(Refusal::NoFile);
            }
            let options = self.options()?;
            if outputs.is_empty() {
                return Err(Refusal::NoFormat);
            }
            Ok((db, options))
        });
        let (db, options) = match ready {
            Ok(ready) => ready,
            Err(refusal) => {
                self.outcome = Some(Outcome::Failed(ShownError::new(refusal)));
                return;
            }
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = cancel.clone();
        self.start_job(ctx, JobKind::Publish, cancel, move |sender, ctx| {
            let started = Instant::now();
            let mut report = progress_reporter(sender, ctx);
            let mut stage = stage_reporter(sender, ctx);
            let result = Store::open_at(&db, false)
                .map_err(PublishError::from)
                .and_then(|mut store| {
                    publish_with_preview(
                        &mut store,
                        &options,
                        &outputs,
                        &mut report,
                        &mut stage,
                        &stop,
                    )
                })
                .map_err(ShownError::new);
            if let Ok((published, _)) = &result {
                let files: Vec<String> = published
                    .files
                    .iter()
                    .map(|file| file.path.display().to_string())
                    .collect();
                tracing::info!(
                    year = options.year,
                    files = published.files.len(),
                    cases = published.cases,
                    elapsed_ms = started.elapsed().as_millis() as u64,
                    "published a casebook to {}",
                    files.join(", ")
                );
            }
            Message::Published(result)
        });
    }

    /// Reads what the worker reported since the last frame. Returns true once a publish has
    /// ended (the case list should be read again).
    pub fn poll(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            return false;
        };
        loop {
            match job.receiver.try_recv() {
                Ok(Message::Progress(fraction)) => job.progress = fraction,
                Ok(Message::Stage(step)) => job.stage = Some(step),
                Ok(Message::Previewed(result)) => {
                    self.outcome = Some(match result {
                        Ok((text, replaced)) => Outcome::Previewed { text, replaced },
                        Err(error) => Outcome::Failed(error),
                    });
                    self.job = None;
                    return false;
                }
                Ok(Message::Published(result)) => {
                    // The year's reviewed cases are published now.
                    self.printable = self
                        .db_path
                        .as_ref()
                        .map(printable_by_year)
                        .unwrap_or_default();
                    self.outcome = Some(match result {
                        Ok((report, text)) => Outcome::Published { report, text },
                        Err(error) => Outcome::Failed(error),
                    });
                    self.job = None;
                    return true;
                }
                Ok(Message::SiteBuilt(result)) => {
                    self.outcome = Some(match result {
                        Ok(report) => Outcome::SiteBuilt(report),
                        Err(error) => Outcome::Failed(error),
                    });
                    self.job = None;
                    return false;
                }
                Err(TryRecvError::Empty) => return false,
                Err(TryRecvError::Disconnected) => {
                    self.outcome = Some(Outcome::Failed(ShownError::new(Refusal::WorkerStopped)));
                    self.job = None;
                    return false;
                }
            }
        }
    }

    /// Runs `work` on a worker thread of its own, which reports over a channel that the
    /// window reads each frame and wakes the window when it is done.
    pub(super) fn start_job(
        &mut self,
        ctx: &egui::Context,
        kind: JobKind,
        cancel: Arc<AtomicBool>,
        work: impl FnOnce(&Sender<Message>, &egui::Context) -> Message + Send + 'static,
    ) {
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        let worker = std::thread::spawn(move || {
            let done = work(&sender, &ctx);
            let _ = sender.send(done);
            ctx.request_repaint();
        });
        self.job = Some(Job {
            receiver,
            worker,
            progress: 0.0,
            stage: None,
            kind,
            cancel,
        });
        self.outcome = None;
    }
}

/// The year's cases the choices select, by what publishing does to them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Marking {
    /// Reviewed cases: printed, then marked published.
    pub marked: usize,
    /// Cases published already: printed only in a reprint, and not marked again.
    pub published: usize,
    /// Training cases: never printed.
    pub training: usize,
}

/// Whether a field still holds what the window suggested, or nothing: the user has not made
/// it their own.
fn untouched(field: &str, suggested: Option<&str>) -> bool {
    field.trim().is_empty() || suggested == Some(field)
}

/// The reviewed and published cases per year in the database at `path` (none when it cannot
/// be read).
/// Where a casebook is suggested: beside a database file; for a server's archive, in the
/// user's documents.
fn beside(database: &Location, name: &str) -> PathBuf {
    match database {
        Location::File(path) => path.with_file_name(name),
        Location::Server(_) => directories::UserDirs::new()
            .and_then(|dirs| dirs.document_dir().map(Path::to_path_buf))
            .unwrap_or_default()
            .join(name),
    }
}

fn printable_by_year(location: &Location) -> BTreeMap<i32, Vec<CaseSummary>> {
    let mut years: BTreeMap<i32, Vec<CaseSummary>> = BTreeMap::new();
    let Ok(store) = Store::open_at(location, false) else {
        return years;
    };
    for status in [CaseStatus::Reviewed, CaseStatus::Published] {
        let filter = CaseFilter {
            status: Some(status),
            ..CaseFilter::default()
        };
        for summary in store.list_cases(&filter).unwrap_or_default() {
            if let Some(year) = summary.heading.year {
                years.entry(year).or_default().push(summary);
            }
        }
    }
    years
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use casebook::publish::load_casebook;
    use casebook::store::{CaseFilter, Store};
    use std::time::Instant;

    /// A database with the sample cases (`assets/samples/README.md`: seven of the ten cases
    /// of 2026 are reviewed).
    pub(crate) fn sample_database(dir: &Path) -> PathBuf {
        let path = dir.join("cases.sqlite");
        let mut store = Store::create_or_open(&path).expect("database");
        casebook::samples::load_into(&mut store).expect("samples");
        path
    }

    /// Polls until the worker reports its end (at most a minute).
    fn wait(dialog: &mut PublishDialog) -> bool {
        let start = Instant::now();
        loop {
            let published = dialog.poll();
            if !dialog.is_running() {
                return published;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the worker hangs"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn publishing_stopped_from_the_window_writes_and_marks_nothing() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let ctx = egui::Context::default();
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&Location::from(&db)));
        dialog.set_format(Format::Html, false);
        dialog.set_format(Format::Pdf, true);
        dialog.start_publish(&ctx);
        dialog.cancel_publishing();
        let _ = wait(&mut dialog);
        let Some(Outcome::Failed(error)) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        assert!(
            error.describe(Language::English).contains("stopped"),
            "{}",
            error.describe(Language::English)
        );
        assert!(!dialog.outputs()[0].path.exists(), "no file written");
        let store = Store::open(&db).expect("database");
        let published = CaseFilter {
            status: Some(CaseStatus::Published),
            ..CaseFilter::default()
        };
        assert!(store.list_cases(&published).expect("list").is_empty());
    }

    #[test]
    fn opening_suggests_the_year_with_reviewed_cases_and_a_file_beside_the_database() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&Location::from(&db)));
        assert!(dialog.is_open());
        assert_eq!(dialog.year, "2026");
        assert_eq!(dialog.print_count(), Some((7, 0)));
        assert!(dialog.out.ends_with("casebook-2026"), "{}", dialog.out);
        let files = |dialog: &PublishDialog| -> Vec<PathBuf> {
            dialog.outputs().into_iter().map(|o| o.path).collect()
        };
        assert_eq!(files(&dialog), [db.with_file_name("casebook-2026.html")]);
        // Each format ticked is a file of the same name, in the window's order.
        dialog.set_format(Format::Pdf, true);
        dialog.set_format(Format::Markdown, true);
        assert_eq!(
            files(&dialog),
            [
                "casebook-2026.html",
                "casebook-2026.md",
                "casebook-2026.pdf"
            ]
            .map(|n| db.with_file_name(n))
        );
        dialog.set_format(Format::Html, false);
        dialog.set_format(Format::Markdown, false);
        assert_eq!(files(&dialog), [db.with_file_name("casebook-2026.pdf")]);
        // A name chosen with a format's ending is the casebook's name; each format adds its own.
        dialog.name_chosen(&dir.path().join("book.html"));
        assert_eq!(dialog.out, dir.path().join("book").display().to_string());
        assert_eq!(files(&dialog), [dir.path().join("book.pdf")]);
        dialog.set_format(Format::Pdf, false);
        assert!(dialog.outputs().is_empty());
        dialog.start_publish(&egui::Context::default());
        let Some(Outcome::Failed(error)) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        assert_eq!(
            error.describe(Language::English),
            "Tick at least one format to write."
        );
    }

    #[test]
    fn the_preview_renders_without_publishing_and_publishing_marks_the_cases() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let ctx = egui::Context::default();
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&Location::from(&db)));

        dialog.start_preview(&ctx);
        assert!(!wait(&mut dialog), "a preview publishes nothing");
        let Some(Outcome::Previewed { text, .. }) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        assert!(
            text.contains("## Дело У-01"),
            "the preview is the Markdown casebook"
        );
        let store = Store::open(&db).expect("database");
        let published = CaseFilter {
            status: Some(CaseStatus::Published),
            ..CaseFilter::default()
        };
        assert!(store.list_cases(&published).expect("list").is_empty());

        dialog.set_format(Format::Html, false);
        dialog.set_format(Format::Markdown, true);
        dialog.start_publish(&ctx);
        assert!(dialog.is_running());
        assert!(wait(&mut dialog), "the case list is to be read again");
        let Some(Outcome::Published { report, text }) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        assert_eq!((report.cases, report.newly_published), (7, 7));
        assert!(text.as_deref().is_some_and(|t| t.starts_with("# Сборник")));
        assert!(dialog.outputs()[0].path.exists());
        assert_eq!(store.list_cases(&published).expect("list").len(), 7);

        // Nothing is left to publish: the failure is shown, not a panic.
        dialog.start_publish(&ctx);
        wait(&mut dialog);
        let Some(Outcome::Failed(error)) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        let message = error.describe(Language::English);
        assert!(message.contains("no reviewed cases of 2026"), "{message}");
        let russian = error.describe(Language::Russian);
        assert!(russian.contains("нет проверенных дел 2026"), "{russian}");
    }

    #[test]
    fn a_bad_year_is_refused_before_any_work() {
        let mut dialog = PublishDialog {
            year: "20x6".into(),
            out: "casebook.html".into(),
            ..PublishDialog::default()
        };
        dialog.db_path = Some(Location::File(PathBuf::from("unused.sqlite")));
        dialog.start_publish(&egui::Context::default());
        assert!(!dialog.is_running());
        let Some(Outcome::Failed(error)) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        for language in Language::ALL {
            assert_eq!(error.describe(language), language.tr("publish-bad-year"));
        }
        assert_ne!(
            Language::Russian.tr("publish-bad-year"),
            "publish-bad-year",
            "the message exists"
        );
    }

    /// The count beside the year is the number the core prints, whatever the choices: the
    /// sample year (`assets/samples/README.md`, "The cases": seven reviewed, У-07 the one claim,
    /// every event a «учебный пример») before and after it is published.
    #[test]
    fn the_count_is_the_number_of_cases_the_casebook_prints() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&Location::from(&db)));
        let printed = |dialog: &PublishDialog| {
            let store = Store::open(&db).expect("database");
            let options = dialog.options().expect("options");
            match load_casebook(&store, &options, &mut |_| {}) {
                Ok(casebook) => casebook.cases.len(),
                Err(PublishError::NoCases { .. }) => 0,
                Err(e) => panic!("{e}"),
            }
        };
        let choices = |dialog: &mut PublishDialog| {
            let mut seen = Vec::new();
            for (events, subjects) in [
                ("", vec![]),
                ("учебный", vec![]),
                ("нет такого соревнования", vec![]),
                ("", vec![Subject::Claim]),
                (
                    "пример, нет такого",
                    vec![Subject::Claim, Subject::Misinformation],
                ),
            ] {
                dialog.events = events.to_string();
                dialog.subjects = subjects;
                let count = dialog.print_count().expect("the year reads").0;
                assert_eq!(count, printed(dialog), "{events:?} {:?}", dialog.subjects);
                seen.push(count);
            }
            dialog.events.clear();
            dialog.subjects.clear();
            seen
        };
        assert_eq!(choices(&mut dialog)[..4], [7, 7, 0, 1]);
        dialog.reprint = true;
        assert_eq!(dialog.print_count(), Some((7, 0)));

        dialog.reprint = false;
        dialog.start_publish(&egui::Context::default());
        assert!(wait(&mut dialog));
        assert_eq!(dialog.print_count(), Some((0, 0)));
        dialog.reprint = true;
        assert_eq!(dialog.print_count(), Some((7, 7)));
        assert_eq!(choices(&mut dialog)[..4], [7, 7, 0, 1]);
        dialog.year = "20x6".into();
        assert_eq!(dialog.print_count(), None);
    }
}
