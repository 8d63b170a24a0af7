//! The Publish casebook window (File → Publish casebook…): the year, the format, the file,
//! filters and anonymization; a preview of the casebook as Markdown, and publishing itself.
//!
//! Both run off the UI thread: a worker thread opens its own connection to the database, and
//! reports its progress per case over a channel that the window reads each frame, so the
//! window stays responsive and shows a progress bar. When publishing ends the window shows the
//! file written and the beginning of the casebook as Markdown (the file itself when it is
//! Markdown; HTML markup and PDF bytes are not for reading here), and asks for the case list
//! to be read again, since the cases are published now. A file that exists already is not
//! written over until the user says so in the window. Errors are kept as errors and worded
//! when drawn, so they follow a change of the interface language.

use crate::app::command::{Command, CommandQueue};
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::case::{CaseStatus, Subject};
use casebook::publish::{
    self, Format, Progress, PublishError, PublishOptions, PublishReport, Unmarked, load_casebook,
    render_markdown,
};
use casebook::store::{CaseFilter, CaseSummary, Store};
use egui::{
    Align2, Button, ComboBox, ProgressBar, Response, RichText, ScrollArea, TextEdit, Vec2,
    WidgetInfo, Window,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How much of a casebook the preview shows; enough to read the first cases.
const PREVIEW_CHARS: usize = 60_000;

/// The share of the progress bar that the Markdown preview takes before an HTML or PDF
/// casebook is written; rendering Markdown is quick beside rendering and marking.
const PREVIEW_SHARE: f32 = 0.3;

/// What a worker thread reports.
#[derive(Debug)]
enum Message {
    /// The share of the work done, 0 to 1.
    Progress(f32),
    /// The preview was rendered (Markdown), or why not.
    Previewed(Result<String, ShownError>),
    /// Publishing ended: the report and the beginning of the casebook as Markdown, or why it
    /// failed.
    Published(Result<(PublishReport, Option<String>), ShownError>),
}

/// Work in progress on a worker thread.
#[derive(Debug)]
struct Job {
    receiver: Receiver<Message>,
    /// The worker, so that a test can wait for it without drawing frames.
    worker: JoinHandle<()>,
    progress: f32,
    publishing: bool,
}

/// What the last job ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Previewed {
        text: String,
    },
    Published {
        report: PublishReport,
        text: Option<String>,
    },
    Failed(ShownError),
}

/// What the window itself refuses, or meets, before or beside the core's work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    BadYear,
    NoDatabase,
    NoFile,
    /// The worker ended without reporting: it panicked.
    WorkerStopped,
}

impl Described for Refusal {
    fn describe(&self, language: Language) -> String {
        language.tr(match self {
            Refusal::BadYear => "publish-bad-year",
            Refusal::NoDatabase => "publish-no-database",
            Refusal::NoFile => "publish-no-file",
            Refusal::WorkerStopped => "publish-worker-stopped",
        })
    }
}

/// The window's state, kept while it is closed so that a second publish starts from the
/// choices of the first.
#[derive(Debug, Default)]
pub struct PublishDialog {
    open: bool,
    /// The database the cases are read from (the one the window has open).
    db_path: Option<PathBuf>,
    pub year: String,
    pub format: Option<Format>,
    pub out: String,
    /// Comma-separated parts of event names.
    pub events: String,
    pub subjects: Vec<Subject>,
    pub anonymize: bool,
    pub reprint: bool,
    /// The reviewed and published cases per year, read when the window opens and after a
    /// publish, to suggest a year and count what will print.
    /// The reviewed and published cases per year, as the case list has them: enough for the
    /// count beside the year to follow the choices made below it.
    printable: BTreeMap<i32, Vec<CaseSummary>>,
    /// The year and the file last suggested: while the fields still hold them (or nothing),
    /// the suggestions follow the database, the year and the format; a value typed by hand
    /// is kept.
    suggested_year: Option<String>,
    suggested_out: Option<String>,
    /// The existing file that Publish would write over, while the window asks whether to.
    replacing: Option<PathBuf>,
    job: Option<Job>,
    outcome: Option<Outcome>,
}

impl PublishDialog {
    pub fn is_open(&self) -> bool {
        self.open
    }

    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The existing file the window asks about replacing, if it is asking.
    pub fn replacing(&self) -> Option<&Path> {
        self.replacing.as_deref()
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
    pub fn open(&mut self, db_path: Option<&Path>) {
        self.open = true;
        self.db_path = db_path.map(Path::to_path_buf);
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
        self.format.get_or_insert(Format::Html);
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

    /// The choices as publishing options, or what is wrong with them.
    pub fn options(&self) -> Result<PublishOptions, Refusal> {
        Ok(PublishOptions {
            year: self.year()?,
            events: self
                .events
                .split(',')
                .map(str::trim)
                .filter(|e| !e.is_empty())
                .map(str::to_string)
                .collect(),
            subjects: self.subjects.clone(),
            anonymize: self.anonymize,
            reprint: self.reprint,
            language: None,
        })
    }

    /// How many cases the casebook will print with the choices made, and how many of those
    /// are already published (a reprint); none when the year does not read. The choice is
    /// `publish::is_selected`'s, made over the case list's rows rather than whole cases.
    pub fn print_count(&self) -> Option<(usize, usize)> {
        let options = self.options().ok()?;
        let printed = self
            .printable
            .get(&options.year)
            .into_iter()
            .flatten()
            .filter(|case| options.selects(case.status, case.year, &case.event, &case.subjects));
        Some(printed.fold((0, 0), |(count, published), case| {
            let published_already = case.status == CaseStatus::Published;
            (count + 1, published + usize::from(published_already))
        }))
    }

    /// Suggests the file (`casebook-2026.html` beside the database) for the year, format and
    /// database of the moment, unless the user typed a file of their own; whether it did.
    fn follow_suggestion(&mut self) -> bool {
        if !untouched(&self.out, self.suggested_out.as_deref()) {
            return false;
        }
        let (Some(db), Ok(year)) = (&self.db_path, self.year()) else {
            return false;
        };
        let format = self.format.unwrap_or(Format::Html);
        let name = format!("casebook-{year}.{}", format.extension());
        let out = db.with_file_name(name).display().to_string();
        self.out.clone_from(&out);
        self.suggested_out = Some(out);
        true
    }

    fn database(&self) -> Result<PathBuf, Refusal> {
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
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        let worker = std::thread::spawn(move || {
            let mut report = progress_reporter(&sender, &ctx);
            let result = Store::open(&db)
                .map_err(PublishError::from)
                .and_then(|store| markdown_preview(&store, &options, &mut report))
                .map_err(ShownError::new);
            let _ = sender.send(Message::Previewed(result));
            ctx.request_repaint();
        });
        self.job = Some(Job {
            receiver,
            worker,
            progress: 0.0,
            publishing: false,
        });
        self.outcome = None;
    }

    /// What the Publish button does: publishes, or first asks whether to replace the file
    /// when it exists already.
    pub fn request_publish(&mut self, ctx: &egui::Context) {
        let out = PathBuf::from(self.out.trim());
        if !self.out.trim().is_empty() && out.exists() {
            self.replacing = Some(out);
        } else {
            self.start_publish(ctx);
        }
    }

    /// "Replace": publishes over the existing file.
    pub fn confirm_replace(&mut self, ctx: &egui::Context) {
        self.replacing = None;
        self.start_publish(ctx);
    }

    /// "Cancel": the existing file stays as it is, and nothing is published.
    pub fn cancel_replace(&mut self) {
        self.replacing = None;
    }

    /// Publishes on a worker thread: writes the file, then marks the cases published.
    pub fn start_publish(&mut self, ctx: &egui::Context) {
        self.replacing = None;
        let format = self.format.unwrap_or(Format::Html);
        let out = PathBuf::from(self.out.trim());
        let ready = self.database().and_then(|db| {
            if self.out.trim().is_empty() {
                return Err(Refusal::NoFile);
            }
            Ok((db, self.options()?))
        });
        let (db, options) = match ready {
            Ok(ready) => ready,
            Err(refusal) => {
                self.outcome = Some(Outcome::Failed(ShownError::new(refusal)));
                return;
            }
        };
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        let worker = std::thread::spawn(move || {
            let mut report = progress_reporter(&sender, &ctx);
            let result = Store::open(&db)
                .map_err(PublishError::from)
                .and_then(|mut store| {
                    publish_with_preview(&mut store, &options, format, &out, &mut report)
                })
                .map_err(ShownError::new);
            let _ = sender.send(Message::Published(result));
            ctx.request_repaint();
        });
        self.job = Some(Job {
            receiver,
            worker,
            progress: 0.0,
            publishing: true,
        });
        self.outcome = None;
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
                Ok(Message::Previewed(result)) => {
                    self.outcome = Some(match result {
                        Ok(text) => Outcome::Previewed { text },
                        Err(error) => Outcome::Failed(error),
                    });
                    self.job = None;
                    return false;
                }
                Ok(Message::Published(result)) => {
                    // The year's reviewed cases are published now.
                    self.printable = self
                        .db_path
                        .as_deref()
                        .map(printable_by_year)
                        .unwrap_or_default();
                    self.outcome = Some(match result {
                        Ok((report, text)) => Outcome::Published { report, text },
                        Err(error) => Outcome::Failed(error),
                    });
                    self.job = None;
                    return true;
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

    /// Sets the format and gives the file the format's extension.
    fn choose_format(&mut self, format: Format) {
        self.format = Some(format);
        let following = untouched(&self.out, self.suggested_out.as_deref());
        if following && self.follow_suggestion() {
            return;
        }
        let path = PathBuf::from(self.out.trim());
        let ours = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.parse::<Format>().is_ok());
        if ours || path.extension().is_none() && !self.out.trim().is_empty() {
            self.out = path
                .with_extension(format.extension())
                .display()
                .to_string();
            if following {
                self.suggested_out = Some(self.out.clone());
            }
        }
    }
}

/// Whether a field still holds what the window suggested, or nothing: the user has not made
/// it their own.
fn untouched(field: &str, suggested: Option<&str>) -> bool {
    field.trim().is_empty() || suggested == Some(field)
}

/// Sends a worker's progress to the window and wakes it to draw the bar.
fn progress_reporter(
    sender: &std::sync::mpsc::Sender<Message>,
    ctx: &egui::Context,
) -> impl FnMut(f32) + use<> {
    let (sender, ctx) = (sender.clone(), ctx.clone());
    move |fraction| {
        let _ = sender.send(Message::Progress(fraction));
        ctx.request_repaint();
    }
}

/// The beginning of the casebook `options` describe, as Markdown, read from `store` without
/// writing or marking anything.
fn markdown_preview(
    store: &Store,
    options: &PublishOptions,
    report: &mut dyn FnMut(f32),
) -> Result<String, PublishError> {
    let casebook = load_casebook(store, options, &mut |progress| report(progress.fraction()))?;
    let total = casebook.cases.len();
    let text = render_markdown(&casebook, &mut |done| {
        report(Progress::Rendering { done, total }.fraction())
    });
    Ok(truncated(text))
}

/// Publishes, and returns the report with the beginning of the casebook as Markdown. A
/// Markdown casebook is read back from its file; for HTML and PDF the same casebook is first
/// rendered as Markdown, over the first [`PREVIEW_SHARE`] of the progress bar, since their
/// markup and bytes say little in a window.
fn publish_with_preview(
    store: &mut Store,
    options: &PublishOptions,
    format: Format,
    out: &Path,
    report: &mut dyn FnMut(f32),
) -> Result<(PublishReport, Option<String>), PublishError> {
    let (preview, share) = match format {
        Format::Markdown => (None, 0.0),
        Format::Html | Format::Pdf => {
            let scaled = &mut |fraction: f32| report(fraction * PREVIEW_SHARE);
            (
                Some(markdown_preview(store, options, scaled)?),
                PREVIEW_SHARE,
            )
        }
    };
    let published = publish::publish(store, options, format, out, &mut |progress| {
        report(share + progress.fraction() * (1.0 - share))
    })?;
    let text = preview.or_else(|| std::fs::read_to_string(&published.path).ok().map(truncated));
    Ok((published, text))
}

/// The beginning of `text`, cut at a character boundary.
fn truncated(text: String) -> String {
    match text.char_indices().nth(PREVIEW_CHARS) {
        Some((at, _)) => format!("{}\n…", &text[..at]),
        None => text,
    }
}

/// The reviewed and published cases per year in the database at `path` (none when it cannot
/// be read).
fn printable_by_year(path: &Path) -> BTreeMap<i32, Vec<CaseSummary>> {
    let mut years: BTreeMap<i32, Vec<CaseSummary>> = BTreeMap::new();
    let Ok(store) = Store::open(path) else {
        return years;
    };
    for status in [CaseStatus::Reviewed, CaseStatus::Published] {
        let filter = CaseFilter {
            status: Some(status),
            ..CaseFilter::default()
        };
        for summary in store.list_cases(&filter).unwrap_or_default() {
            if let Some(year) = summary.year {
                years.entry(year).or_default().push(summary);
            }
        }
    }
    years
}

fn format_name(format: Format, language: Language) -> String {
    language.tr(&format!("publish-format-{}", format.code()))
}

fn subject_name(subject: Subject, language: Language) -> String {
    language.tr(&format!("subject-{}", subject.code()))
}

/// Draws the window when it is open and pushes [`Command::CasesPublished`] when a publish has
/// ended.
pub fn show(
    ctx: &egui::Context,
    language: Language,
    dialog: &mut PublishDialog,
    queue: &mut CommandQueue,
) {
    if dialog.poll() {
        queue.push(Command::CasesPublished);
    }
    if !dialog.open {
        return;
    }
    let mut open = true;
    Window::new(language.tr("publish-title"))
        .id(egui::Id::unique("publish_window"))
        .open(&mut open)
        .collapsible(false)
        // Sized by its content, so the preview below the form gets its full height.
        .resizable(false)
        .default_width(640.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| body(ui, language, dialog));
    dialog.open = open;
}

fn body(ui: &mut egui::Ui, language: Language, dialog: &mut PublishDialog) {
    // A file typed since the question was asked is asked about anew, on Publish.
    if dialog
        .replacing
        .as_deref()
        .is_some_and(|path| path != Path::new(dialog.out.trim()))
    {
        dialog.replacing = None;
    }
    let running = dialog.is_running();
    ui.add_enabled_ui(!running, |ui| {
        egui::Grid::new("publish_form")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label(language.tr("publish-year"));
                ui.horizontal(|ui| {
                    let year = ui
                        .add(TextEdit::singleline(&mut dialog.year).desired_width(60.0))
                        .labelled_by(label.id);
                    if year.changed() {
                        dialog.follow_suggestion();
                    }
                    if let Some(count) = dialog.print_count() {
                        ui.label(RichText::new(print_count(count, language)).weak());
                    }
                });
                ui.end_row();

                let label = ui.label(language.tr("publish-format"));
                let current = dialog.format.unwrap_or(Format::Html);
                let mut chosen = current;
                ComboBox::from_id_salt("publish_format")
                    .selected_text(format_name(current, language))
                    .show_ui(ui, |ui| {
                        for format in Format::ALL {
                            ui.selectable_value(&mut chosen, format, format_name(format, language));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if chosen != current {
                    dialog.choose_format(chosen);
                }
                ui.end_row();

                let label = ui.label(language.tr("publish-file"));
                ui.add(TextEdit::singleline(&mut dialog.out).desired_width(420.0))
                    .labelled_by(label.id);
                ui.end_row();

                let label = ui.label(language.tr("publish-events"));
                ui.add(
                    TextEdit::singleline(&mut dialog.events)
                        .hint_text(language.tr("publish-events-hint"))
                        .desired_width(420.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        ui.label(language.tr("publish-subjects"));
        ui.horizontal_wrapped(|ui| {
            for subject in Subject::ALL {
                let mut on = dialog.subjects.contains(&subject);
                if ui
                    .checkbox(&mut on, subject_name(subject, language))
                    .changed()
                {
                    if on {
                        dialog.subjects.push(subject);
                    } else {
                        dialog.subjects.retain(|s| *s != subject);
                    }
                }
            }
        });
        ui.checkbox(&mut dialog.anonymize, language.tr("publish-anonymize"));
        ui.checkbox(&mut dialog.reprint, language.tr("publish-reprint"));
        ui.horizontal(|ui| {
            if ui.button(language.tr("publish-preview")).clicked() {
                dialog.start_preview(ui.ctx());
            }
            if ui.button(language.tr("publish-run")).clicked() {
                dialog.request_publish(ui.ctx());
            }
        });
        replace_question(ui, language, dialog);
    });
    if let Some(job) = &dialog.job {
        let doing = language.tr(if job.publishing {
            "publish-running"
        } else {
            "publish-previewing"
        });
        // A bar's own text replaces its percentage: both are written here.
        let percent = (job.progress * 100.0).round();
        ui.add(ProgressBar::new(job.progress).text(format!("{doing} {percent}%")));
    }
    match &dialog.outcome {
        None => {}
        Some(Outcome::Failed(error)) => {
            ui.label(RichText::new(error.describe(language)).color(ui.visuals().error_fg_color));
        }
        Some(Outcome::Previewed { text }) => preview(ui, text),
        Some(Outcome::Published { report, text }) => {
            let mut done = FluentArgs::new();
            done.set("count", report.cases);
            done.set("path", report.path.display().to_string());
            let mut edition = FluentArgs::new();
            edition.set("number", report.edition);
            let mut marked = FluentArgs::new();
            marked.set("count", report.newly_published);
            let summary = format!(
                "{} ({}); {}",
                language.tr_args("publish-done", &done),
                language.tr_args("publish-edition", &edition),
                language.tr_args("publish-marked", &marked)
            );
            ui.label(RichText::new(summary).strong());
            for unmarked in &report.unmarked {
                ui.label(
                    RichText::new(unmarked_line(unmarked, language))
                        .color(ui.visuals().error_fg_color),
                );
            }
            if let Some(text) = text {
                preview(ui, text);
            }
        }
    }
}

/// "7 cases will be printed", and how many of them are a reprint when some are.
fn print_count((count, published): (usize, usize), language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("count", count);
    args.set("published", published);
    let key = if published > 0 {
        "publish-print-count-reprint"
    } else {
        "publish-print-count"
    };
    language.tr_args(key, &args)
}

/// "У-05: case … was saved by someone else in the meantime …", in the interface language.
fn unmarked_line(unmarked: &Unmarked, language: Language) -> String {
    format!(
        "{}: {}",
        unmarked.case_number,
        unmarked.error.as_ref().describe(language)
    )
}

/// The question asked before Publish writes over an existing file: the file named, then
/// "Replace" and "Cancel", whose accessible names say what each does to the file.
fn replace_question(ui: &mut egui::Ui, language: Language, dialog: &mut PublishDialog) {
    let Some(path) = dialog.replacing.clone() else {
        return;
    };
    let mut args = FluentArgs::new();
    args.set("path", path.display().to_string());
    ui.label(RichText::new(language.tr_args("publish-exists", &args)).strong());
    ui.horizontal(|ui| {
        let replace = language.tr("publish-replace");
        let described = language.tr_args("publish-replace-label", &args);
        if named_button(ui, &replace, &described).clicked() {
            dialog.confirm_replace(ui.ctx());
        }
        let cancel = language.tr("publish-cancel");
        let described = language.tr_args("publish-cancel-label", &args);
        if named_button(ui, &cancel, &described).clicked() {
            dialog.cancel_replace();
        }
    });
}

/// A button with a short text and a longer accessible name, for a screen reader (and a test)
/// that meets the button without the question beside it.
fn named_button(ui: &mut egui::Ui, text: &str, accessible: &str) -> Response {
    let response = ui.add(Button::new(text));
    let accessible = accessible.to_string();
    let enabled = ui.is_enabled();
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Button, enabled, &accessible));
    response
}

fn preview(ui: &mut egui::Ui, text: &str) {
    ScrollArea::vertical()
        .id_salt("publish_preview")
        .min_scrolled_height(300.0)
        .max_height(360.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(text).monospace()).wrap());
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A database with the sample cases (`assets/samples/README.md`: seven of the ten cases
    /// of 2026 are reviewed).
    fn sample_database(dir: &Path) -> PathBuf {
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
    fn opening_suggests_the_year_with_reviewed_cases_and_a_file_beside_the_database() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&db));
        assert!(dialog.is_open());
        assert_eq!(dialog.year, "2026");
        assert_eq!(dialog.print_count(), Some((7, 0)));
        assert!(dialog.out.ends_with("casebook-2026.html"), "{}", dialog.out);
        dialog.choose_format(Format::Pdf);
        assert!(dialog.out.ends_with("casebook-2026.pdf"), "{}", dialog.out);
    }

    #[test]
    fn the_preview_renders_without_publishing_and_publishing_marks_the_cases() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let ctx = egui::Context::default();
        let mut dialog = PublishDialog::default();
        dialog.open(Some(&db));

        dialog.start_preview(&ctx);
        assert!(!wait(&mut dialog), "a preview publishes nothing");
        let Some(Outcome::Previewed { text }) = dialog.outcome() else {
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

        dialog.choose_format(Format::Markdown);
        dialog.start_publish(&ctx);
        assert!(dialog.is_running());
        assert!(wait(&mut dialog), "the case list is to be read again");
        let Some(Outcome::Published { report, text }) = dialog.outcome() else {
            panic!("{:?}", dialog.outcome());
        };
        assert_eq!((report.cases, report.newly_published), (7, 7));
        assert!(text.as_deref().is_some_and(|t| t.starts_with("# Сборник")));
        assert!(Path::new(dialog.out.trim()).exists());
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
        dialog.db_path = Some(PathBuf::from("unused.sqlite"));
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
        dialog.open(Some(&db));
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

    #[test]
    fn the_count_says_what_will_print_in_either_language() {
        assert_eq!(
            print_count((7, 0), Language::English),
            "7 cases will be printed"
        );
        assert_eq!(
            print_count((1, 0), Language::English),
            "1 case will be printed"
        );
        assert_eq!(
            print_count((0, 0), Language::English),
            "No case will be printed"
        );
        assert_eq!(
            print_count((7, 7), Language::English),
            "7 cases will be printed (already published: 7)"
        );
        for (count, said) in [
            (0, "В сборник не войдёт ни одно дело"),
            (1, "В сборник войдёт 1 дело"),
            (3, "В сборник войдут 3 дела"),
            (7, "В сборник войдут 7 дел"),
            (21, "В сборник войдёт 21 дело"),
        ] {
            assert_eq!(print_count((count, 0), Language::Russian), said);
        }
        assert_eq!(
            print_count((7, 2), Language::Russian),
            "В сборник войдут 7 дел (уже опубликовано: 2)"
        );
    }

    /// A case edited while the casebook was written (`casebook/tests/publish_store.rs` makes
    /// one) is reported in the window's language, its case number first.
    #[test]
    fn a_case_left_unmarked_is_reported_in_the_interface_language() {
        use casebook::store::StoreError;
        let uuid = uuid::Uuid::nil();
        let error = StoreError::Conflict {
            uuid,
            stored_revision: 3,
            your_revision: 2,
        };
        let unmarked = Unmarked {
            uuid,
            case_number: "У-05".into(),
            error: std::sync::Arc::new(error),
        };
        let russian = unmarked_line(&unmarked, Language::Russian);
        assert!(
            russian.starts_with("У-05: дело ") && russian.contains("тем временем сохранил"),
            "{russian}"
        );
        let english = unmarked_line(&unmarked, Language::English);
        assert!(english.contains("saved by someone else"), "{english}");
    }

    /// The whole window through the application: File → Publish casebook…, then Publish; the
    /// progress runs off the UI thread, the result names the file, the list is read again.
    #[test]
    fn the_file_menu_publishes_the_sample_year() {
        use crate::app::database::CaseDatabase;
        use crate::app::{CasebookApp, UiState, install_fonts};
        use egui_kittest::Harness;
        use egui_kittest::kittest::Queryable as _;

        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let database = CaseDatabase::open(Some(&db)).map_err(|e| e.to_string());
        let state = UiState {
            language: Language::English,
            ..UiState::default()
        };
        let mut harness = Harness::builder()
            .with_size([1280.0, 900.0])
            .with_context_setup(install_fonts)
            .build_ui_state(
                |ui, app: &mut CasebookApp| app.show(ui),
                CasebookApp::with_database(state, Some(db.clone()), database),
            );
        harness.get_by_label("File").click();
        harness.run();
        harness.get_by_label("Publish casebook…").click();
        harness.run();
        assert!(harness.state().publish_dialog().is_open());
        harness.get_by_label("7 cases will be printed");
        harness.get_by_label("Publish").click();
        harness.step();
        let start = Instant::now();
        while harness.state().publish_dialog().is_running() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the worker hangs"
            );
            std::thread::sleep(Duration::from_millis(20));
            // The worker asks for repaints as it goes: one frame at a time.
            harness.step();
        }
        harness.run();
        let Some(Outcome::Published { report, .. }) = harness.state().publish_dialog().outcome()
        else {
            panic!("{:?}", harness.state().publish_dialog().outcome());
        };
        assert_eq!(report.newly_published, 7);
        harness.get_by_label_contains("7 cases written to");
        harness.get_by_label_contains("marked published: 7");
    }
}
