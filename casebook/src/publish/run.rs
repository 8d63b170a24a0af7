//! Publishing against a store: load the year's cases, render each format asked for, write
//! the files, and only once every file is written mark the cases published, in one
//! transaction, each over the revision that was read, so a case edited meanwhile is reported
//! rather than overwritten.

use super::edition::EditionRecord;
use super::model::{CaseTraveller, Casebook, PublishOptions, is_selected};
use super::{Format, render_or_cancel};
use crate::bridge::Deal;
use crate::case::{Case, CaseStatus};
use crate::double_dummy::SolvedDeals;
use crate::double_dummy::{self, TrickTable};
use crate::precedent::{CaseDigest, YearFigures, statistics};
use crate::results::field::{self, FieldError};
use crate::store::{CaseFilter, Store, StoreError};
use chrono::Utc;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use uuid::Uuid;

/// How far publishing has got, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Cases read from the store so far, of the total to read.
    Loading { done: usize, total: usize },
    /// Cases rendered so far in one format: the `pass`-th (from 1) of the `passes` formats a
    /// run renders, the PDF last.
    Rendering {
        done: usize,
        total: usize,
        pass: usize,
        passes: usize,
    },
    /// A PDF after its last part of cases: the statistics and indexes are laid out.
    Indexes,
    /// A PDF: the front matter laid out again with every page number known.
    Numbering,
    /// A PDF: the parts exported and joined into one file.
    Exporting,
    /// The file is being written.
    Writing,
    /// Cases marked published so far.
    Marking { done: usize, total: usize },
}

impl Progress {
    /// Cases rendered so far, in a run of one format.
    pub fn rendering(done: usize, total: usize) -> Progress {
        Progress::Rendering {
            done,
            total,
            pass: 1,
            passes: 1,
        }
    }

    /// This step as the `pass`-th of `passes` renderings: the cases rendered counted on from
    /// the formats rendered before; the other steps as they are.
    fn in_pass(self, pass: usize, passes: usize) -> Progress {
        match self {
            Progress::Rendering { done, total, .. } => Progress::Rendering {
                done,
                total,
                pass,
                passes,
            },
            other => other,
        }
    }

    /// The share of the work done, 0 to 1: loading, rendering and marking a third each, the
    /// formats of a run sharing rendering's third in turn; a PDF's stages after its cases (its
    /// format rendered last) take the last tenth of rendering's third.
    pub fn fraction(self) -> f32 {
        let part = |done: usize, total: usize| {
            if total == 0 {
                1.0
            } else {
                done.min(total) as f32 / total as f32
            }
        };
        match self {
            Progress::Loading { done, total } => part(done, total) / 3.0,
            Progress::Rendering {
                done,
                total,
                pass,
                passes,
            } => {
                let passes = passes.max(1);
                let before = pass.clamp(1, passes) - 1;
                let rendered = (before as f32 + part(done, total)) / passes as f32;
                (1.0 + 0.9 * rendered) / 3.0
            }
            Progress::Indexes => 1.92 / 3.0,
            Progress::Numbering => 1.95 / 3.0,
            Progress::Exporting => 1.98 / 3.0,
            Progress::Writing => 2.0 / 3.0,
            Progress::Marking { done, total } => (2.0 + part(done, total)) / 3.0,
        }
    }
}

/// Why a casebook could not be published.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error(
        "no reviewed cases of {year} to publish{filtered} ({published} already published, {not_reviewed} not yet reviewed{training})",
        training = training_note(*training)
    )]
    NoCases {
        year: i32,
        /// `" for the events and subjects asked for"` when filters were given.
        filtered: &'static str,
        published: usize,
        not_reviewed: usize,
        /// Training cases of the year, which are never published.
        training: usize,
    },
    /// The same file named twice for one casebook.
    #[error("{} is named twice: one casebook is written once to each file", .0.display())]
    OutputTwice(PathBuf),
    /// No file was named: nothing would be written, so nothing is marked either.
    #[error("no file to write the casebook to: name one")]
    NoOutput,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot write the casebook to {path}: {source}")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the PDF could not be typeset: {0}")]
    Typeset(String),
    /// Stopped at the user's request: nothing was written or marked.
    #[error("publishing was cancelled: nothing was written and no case was marked")]
    Cancelled,
}

fn training_note(training: usize) -> String {
    match training {
        0 => String::new(),
        1 => ", 1 training case, which is never published".to_string(),
        n => format!(", {n} training cases, which are never published"),
    }
}

/// One file a casebook is published as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    pub format: Format,
    pub path: PathBuf,
}

impl Output {
    /// The file for `format` of the casebook called `name` (a folder and a name): `name` with
    /// the format's extension, in place of an extension that names a format (`casebook-2026`
    /// and `casebook-2026.html` give `casebook-2026.pdf`), after any other (`book.v2.pdf`).
    pub fn named(name: &Path, format: Format) -> Output {
        let base = match Format::of_file(name) {
            Some(_) => name.with_extension(""),
            None => name.to_path_buf(),
        };
        let mut file = base.into_os_string();
        file.push(".");
        file.push(format.extension());
        Output {
            format,
            path: PathBuf::from(file),
        }
    }
}

/// A file written, and its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenFile {
    pub format: Format,
    pub path: PathBuf,
    pub bytes: usize,
}

/// A case that went into the casebook but could not be marked published.
#[derive(Debug, Clone)]
pub struct Unmarked {
    pub uuid: Uuid,
    pub case_number: String,
    /// Why: the store's refusal itself, so that a window can word it in its own language (the
    /// command line prints its English `Display`); one error shared by every case when the
    /// database itself failed.
    pub error: Arc<StoreError>,
}

/// The store's errors cannot be compared; their wording stands for them.
impl PartialEq for Unmarked {
    fn eq(&self, other: &Unmarked) -> bool {
        (self.uuid, &self.case_number, self.error.to_string())
            == (other.uuid, &other.case_number, other.error.to_string())
    }
}

impl Eq for Unmarked {}

/// What [`publish`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishReport {
    /// The files written, in the order asked for.
    pub files: Vec<WrittenFile>,
    pub year: i32,
    pub edition: u32,
    /// Cases in the casebook.
    pub cases: usize,
    /// Cases moved from reviewed to published.
    pub newly_published: usize,
    /// The year's training cases the selection would otherwise have taken: never published.
    pub training_left_out: usize,
    /// Cases printed but left unmarked, with the reason (edited meanwhile, say).
    pub unmarked: Vec<Unmarked>,
    /// In an anonymized casebook, each case's number and the names replaced in it.
    pub anonymized: Vec<(String, Vec<super::anonymize::Replacement>)>,
}

/// The year's cases `options` select, read from `store`, the year's published cases (which
/// number the edition), and how many training cases were left out.
fn load_cases(
    store: &Store,
    options: &PublishOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<(Vec<Case>, Vec<Case>, usize), PublishError> {
    let summaries = store.list_cases(&CaseFilter {
        year: Some(options.year),
        ..CaseFilter::default()
    })?;
    let wanted: Vec<_> = summaries
        .iter()
        .filter(|s| matches!(s.status, CaseStatus::Reviewed | CaseStatus::Published))
        .collect();
    let uuids: Vec<_> = wanted.iter().map(|s| s.heading.uuid).collect();
    let total = uuids.len();
    let cases = store.load_cases(&uuids, &mut |done| {
        progress(Progress::Loading { done, total })
    })?;
    let mut selected = Vec::new();
    let mut published = Vec::new();
    let mut training = 0;
    for case in cases {
        // The commentary's worked examples are never a committee's casebook.
        if case.training {
            training += usize::from(is_selected(&case, options));
            continue;
        }
        if is_selected(&case, options) {
            // The answers the pollees gave on their phones are printed with the poll's own.
            let mut case = case;
            let served = store.served_polls(case.uuid)?;
            crate::poll::served::with_served_answers(&mut case, &served);
            selected.push(case);
        } else if case.status() == CaseStatus::Published {
            published.push(case);
        }
    }
    if selected.is_empty() {
        let count = |status: CaseStatus| summaries.iter().filter(|s| s.status == status).count();
        let filtered = !options.events.is_empty() || !options.subjects.is_empty();
        return Err(PublishError::NoCases {
            year: options.year,
            filtered: if filtered {
                " for the events and subjects asked for"
            } else {
                ""
            },
            published: count(CaseStatus::Published),
            not_reviewed: summaries.len()
                - count(CaseStatus::Published)
                - count(CaseStatus::Reviewed),
            training,
        });
    }
    Ok((selected, published, training))
}

/// The casebook `options` describe, from `store`, without writing or marking anything (the
/// application's preview).
pub fn load_casebook(
    store: &Store,
    options: &PublishOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Casebook, PublishError> {
    let mut casebook = load_year_cases(store, options, progress)?;
    // A preview writes nothing, not even the digests it makes.
    casebook.years = years_before(
        &store.current_digests_of_years(first_year_shown(options.year), options.year)?,
        options.year,
    );
    Ok(casebook)
}

/// The casebook `options` describe without the figures of the years before it: its cases as
/// printed, with their travellers and double-dummy tables (the website's pages of a year,
/// whose statistics cover every year at once).
pub(crate) fn load_year_cases(
    store: &Store,
    options: &PublishOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Casebook, PublishError> {
    let (selected, published, _) = load_cases(store, options, progress)?;
    let travellers = travellers_of(store, &selected, options)?;
    let mut casebook = Casebook::assemble(selected, &published, options);
    attach_travellers(&mut casebook, travellers);
    attach_panel(store, &mut casebook, options)?;
    if options.double_dummy {
        attach_double_dummy(store, &mut casebook)?;
    }
    Ok(casebook)
}

/// In the edition with the panel, the year's panel (an event's, when the casebook is of one
/// event and it has its own).
fn attach_panel(
    store: &Store,
    casebook: &mut Casebook,
    options: &PublishOptions,
) -> Result<(), PublishError> {
    if !options.panel {
        return Ok(());
    }
    let event = match options.events.as_slice() {
        [one] => one.as_str(),
        _ => "",
    };
    if let Some(panel) = store.panel_for(Some(options.year), event)? {
        casebook.with_panel(panel);
    }
    Ok(())
}

/// How many years the statistics look back over.
const YEARS_SHOWN: i32 = 10;

/// The archive's figures for the ten years up to `year`; none when it holds no other year.
/// The first of the years a casebook's statistics show, up to its own `year`.
fn first_year_shown(year: i32) -> i32 {
    year - (YEARS_SHOWN - 1)
}

/// The statistics of the years up to `year` from the digests of their cases; none when the
/// archive holds only `year` itself.
fn years_before(digests: &[CaseDigest], year: i32) -> Vec<YearFigures> {
    let figures = statistics(digests, Some(first_year_shown(year)), Some(year));
    if figures.years.iter().any(|y| y.year != year) {
        figures.years
    } else {
        Vec::new()
    }
}

/// Puts each complete deal's double-dummy table and par on its case: from the cache, the
/// rest solved together over every core. Returns the tables solved now, for the cache.
fn attach_double_dummy(
    store: &Store,
    casebook: &mut Casebook,
) -> Result<Vec<(Deal, TrickTable)>, PublishError> {
    let mut tables = Vec::with_capacity(casebook.cases.len());
    let mut missing = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for placed in &casebook.cases {
        let deal = placed.case.board.deal;
        let cached = if deal.is_complete() {
            store.dd_table(&deal)?
        } else {
            None
        };
        if cached.is_none() && deal.is_complete() && seen.insert(deal) {
            missing.push(deal);
        }
        tables.push(cached);
    }
    // Every deal in `missing` is complete, which is all the solver asks.
    let solved: Vec<(Deal, TrickTable)> = missing
        .iter()
        .copied()
        .zip(double_dummy::solve_many(&missing).unwrap_or_default())
        .collect();
    let by_deal: std::collections::HashMap<Deal, TrickTable> = solved.iter().copied().collect();
    for (placed, cached) in casebook.cases.iter_mut().zip(tables) {
        let board = &placed.case.board;
        let table = cached.or_else(|| by_deal.get(&board.deal).copied());
        placed.double_dummy = table.map(|table| {
            (
                table,
                double_dummy::par(&table, board.vulnerability, board.dealer),
            )
        });
    }
    Ok(solved)
}

/// Each case's board in its event's field, by case, when the casebook prints travellers. Read
/// from the cases as stored, before anonymizing rewrites their event names. A case whose event
/// has no results in the archive (or whose board cannot be scored) has none; only the store's
/// own failure stops the casebook.
fn travellers_of(
    store: &Store,
    cases: &[Case],
    options: &PublishOptions,
) -> Result<HashMap<Uuid, CaseTraveller>, PublishError> {
    let mut travellers = HashMap::new();
    if !options.traveller {
        return Ok(travellers);
    }
    for case in cases {
        let found = match field::case_field(store, case) {
            Ok(found) => found,
            Err(FieldError::Store(e)) => return Err(e.into()),
            Err(_) => continue,
        };
        let own_line = found.line.index();
        travellers.insert(
            case.uuid,
            CaseTraveller {
                field: found.field,
                own_line,
                ruling: found.adjustment.map(|a| a.result),
                ruling_unplaced: found.ruling_problem.is_some(),
            },
        );
    }
    Ok(travellers)
}

fn attach_travellers(casebook: &mut Casebook, mut travellers: HashMap<Uuid, CaseTraveller>) {
    for placed in &mut casebook.cases {
        placed.traveller = travellers.remove(&placed.case.uuid);
    }
}

/// Writes `bytes` to a temporary file beside `path`, to be renamed to it once every file of
/// the casebook is written: its path.
fn write_temporary(path: &Path, bytes: &[u8]) -> Result<PathBuf, PublishError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "casebook".to_string());
    let temporary = path.with_file_name(format!(".{name}.{}.partial", std::process::id()));
    let written = std::fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    match written {
        Ok(()) => Ok(temporary),
        Err(source) => {
            let _ = std::fs::remove_file(&temporary);
            Err(PublishError::Write {
                path: path.to_path_buf(),
                source,
            })
        }
    }
}

/// Writes each file of `outputs` with its format's bytes: first every one to a temporary file
/// beside it, then each renamed into place, so that a file that cannot be written (a folder
/// missing, a disk full) leaves none of the casebook's files written, not the others either.
fn write_files(
    outputs: &[Output],
    rendered: &HashMap<Format, Vec<u8>>,
) -> Result<Vec<WrittenFile>, PublishError> {
    let mut temporaries: Vec<PathBuf> = Vec::with_capacity(outputs.len());
    let discard = |temporaries: &[PathBuf]| {
        for temporary in temporaries {
            let _ = std::fs::remove_file(temporary);
        }
    };
    for output in outputs {
        match write_temporary(&output.path, &rendered[&output.format]) {
            Ok(temporary) => temporaries.push(temporary),
            Err(error) => {
                discard(&temporaries);
                return Err(error);
            }
        }
    }
    let mut files = Vec::with_capacity(outputs.len());
    for (at, (output, temporary)) in outputs.iter().zip(&temporaries).enumerate() {
        if let Err(source) = std::fs::rename(temporary, &output.path) {
            discard(&temporaries[at..]);
            return Err(PublishError::Write {
                path: output.path.clone(),
                source,
            });
        }
        files.push(WrittenFile {
            format: output.format,
            path: output.path.clone(),
            bytes: rendered[&output.format].len(),
        });
    }
    Ok(files)
}

/// The formats of `outputs`, each once (two files of one format are one rendering), in the
/// order they are rendered: the PDF last, so that its stages after its cases end the bar.
fn formats_to_render(outputs: &[Output]) -> Vec<Format> {
    let mut formats: Vec<Format> = Vec::new();
    for output in outputs {
        if !formats.contains(&output.format) {
            formats.push(output.format);
        }
    }
    formats.sort_by_key(|format| *format == Format::Pdf);
    formats
}

/// Marks `cases` published with a note of the edition, all in one store transaction: how many
/// were marked, and those that were not, with the reason. A failure of the database itself
/// leaves every case unmarked, with that reason.
fn mark(store: &mut Store, cases: &[Case], record: &EditionRecord) -> (usize, Vec<Unmarked>) {
    let unmarked = |uuid: Uuid, error: Arc<StoreError>| Unmarked {
        uuid,
        case_number: cases
            .iter()
            .find(|c| c.uuid == uuid)
            .map(|c| c.identity.case_number.clone())
            .unwrap_or_default(),
        error,
    };
    match store.mark_published(cases, &record.note()) {
        Ok(marks) => (
            marks.marked.len(),
            marks
                .unmarked
                .into_iter()
                .map(|(uuid, e)| unmarked(uuid, Arc::new(e)))
                .collect(),
        ),
        Err(e) => {
            let error = Arc::new(e);
            let all = cases.iter().map(|c| unmarked(c.uuid, Arc::clone(&error)));
            (0, all.collect())
        }
    }
}

/// Publishes the casebook `options` describe from `store` to `out` in `format`, then marks
/// its reviewed cases published (reviewed → published, in one transaction, each over the
/// revision that was read) with a note of the edition. Nothing is marked unless the file was
/// written.
pub fn publish(
    store: &mut Store,
    options: &PublishOptions,
    format: Format,
    out: &Path,
    progress: &mut dyn FnMut(Progress),
) -> Result<PublishReport, PublishError> {
    let outputs = [Output {
        format,
        path: out.to_path_buf(),
    }];
    publish_or_cancel(store, options, &outputs, progress, &AtomicBool::new(false))
}

/// Refuses a list of files that names none, or one file twice.
fn check_outputs(outputs: &[Output]) -> Result<(), PublishError> {
    if outputs.is_empty() {
        return Err(PublishError::NoOutput);
    }
    for (i, output) in outputs.iter().enumerate() {
        if outputs[..i].iter().any(|o| o.path == output.path) {
            return Err(PublishError::OutputTwice(output.path.clone()));
        }
    }
    Ok(())
}

/// The casebook `options` describe, from `store`, into every file of `outputs` (one casebook,
/// several formats), then its reviewed cases marked published once, with a note of the
/// edition naming the formats: the one run of both the command line and the window. Stopped
/// with [`PublishError::Cancelled`] — nothing written, nothing marked — when `cancel` is set
/// before the files are written (checked between the stages and, for a PDF, between the parts
/// typeset). Every format is rendered before the first file is written, and every file is
/// written beside its place before the first is put there, so a format that cannot be typeset
/// or a file that cannot be written leaves no file written and no case marked.
pub fn publish_or_cancel(
    store: &mut Store,
    options: &PublishOptions,
    outputs: &[Output],
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<PublishReport, PublishError> {
    check_outputs(outputs)?;
    let stop = || {
        if cancel.load(Ordering::Relaxed) {
            Err(PublishError::Cancelled)
        } else {
            Ok(())
        }
    };
    let (selected, published, training_left_out) = load_cases(store, options, progress)?;
    stop()?;
    let to_mark: Vec<Case> = selected
        .iter()
        .filter(|c| c.status() == CaseStatus::Reviewed)
        .cloned()
        .collect();
    let travellers = travellers_of(store, &selected, options)?;
    let mut casebook = Casebook::assemble(selected, &published, options);
    attach_travellers(&mut casebook, travellers);
    attach_panel(store, &mut casebook, options)?;
    // Digests made here are kept: the next casebook reads them.
    casebook.years = years_before(
        &store.digests_of_years(first_year_shown(options.year), options.year)?,
        options.year,
    );
    if options.double_dummy {
        let solved = attach_double_dummy(store, &mut casebook)?;
        // The cache is a convenience: a casebook is not refused because it could not be kept.
        let _ = store.save_dd_tables(&solved);
    }
    stop()?;
    let formats = formats_to_render(outputs);
    let mut rendered = HashMap::with_capacity(formats.len());
    for (pass, format) in formats.iter().enumerate() {
        let mut step = |step: Progress| progress(step.in_pass(pass + 1, formats.len()));
        rendered.insert(
            *format,
            render_or_cancel(&casebook, *format, &mut step, cancel)?,
        );
        stop()?;
    }
    progress(Progress::Writing);
    let files = write_files(outputs, &rendered)?;

    let mut formats: Vec<&str> = Vec::new();
    for output in outputs {
        if !formats.contains(&output.format.code()) {
            formats.push(output.format.code());
        }
    }
    let record = EditionRecord {
        year: casebook.year,
        edition: casebook.edition,
        format: formats.join(", "),
        at: Some(Utc::now()),
    };
    let marking = to_mark.len();
    progress(Progress::Marking {
        done: 0,
        total: marking,
    });
    let (newly_published, unmarked) = mark(store, &to_mark, &record);
    progress(Progress::Marking {
        done: marking,
        total: marking,
    });
    Ok(PublishReport {
        files,
        year: casebook.year,
        edition: casebook.edition,
        cases: casebook.cases.len(),
        newly_published,
        training_left_out,
        unmarked,
        anonymized: casebook.replacements(),
    })
}
