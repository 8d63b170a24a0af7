//! Bringing a file into the database from the window, off the interface thread: a hand-record
//! file (PBN, LIN) becomes one new case per board, a case bundle is merged by UUID; or a
//! file's records are read so that the user can pick the board that fills the open case.
//!
//! The worker opens its own connection (as the autosaver does), so the window keeps drawing
//! while a tournament's file is read and stored in one transaction.

use super::{Answer, Worker};
use crate::i18n::errors::FileError;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::hand_record::HandRecord;
use casebook::import::{
    FileFormat, FileTables, ImportError, import_new_cases, keep_file_tables, read_hand_records,
};
use casebook::store::{ImportReport, Location, Store};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// What an import did, for the window to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportDone {
    /// New cases made from a hand-record file's boards, and the file's double-dummy tables
    /// checked against the solver (those that agree are kept in the cache).
    Boards {
        format: &'static str,
        created: usize,
        tables: FileTables,
    },
    /// A case bundle merged by UUID.
    Bundle {
        added: usize,
        replaced: usize,
        unchanged: usize,
        older: usize,
        conflicts: usize,
        /// The panel's comments a commentator's bundle brought (added, or a later copy).
        comments: usize,
        /// Panels the archive did not have (an editor's bundle to a commentator carries them).
        panels: usize,
        /// Texts of the law library the archive did not hold.
        texts: usize,
        /// Reviews of the ruling decided at a distance, joined to their cases.
        reviews: usize,
    },
    /// A file's records read for the user to pick the board that fills the open case.
    Records(Vec<HandRecord>),
}

impl ImportDone {
    fn of_bundle(report: &ImportReport) -> ImportDone {
        ImportDone::Bundle {
            added: report.added.len(),
            replaced: report.replaced.len(),
            unchanged: report.unchanged.len(),
            older: report.older.len(),
            conflicts: report.conflicts.len(),
            comments: report.comments_merged,
            panels: report.panels_added,
            texts: report.texts_added,
            reviews: report.reviews_joined.len(),
        }
    }
}

/// Why an import did not happen, besides what the core's readers and store say.
#[derive(Debug)]
pub enum ImportFailure {
    /// The file is neither a PBN or LIN hand record nor a case bundle.
    Unrecognised { file: PathBuf },
    /// A case bundle must be Unicode text (UTF-8, or UTF-16 with a byte-order mark).
    BundleNotUtf8 { file: PathBuf },
    /// The worker thread could not be started.
    NotStarted,
    /// The worker thread ended without an outcome.
    NoAnswer,
}

impl Described for ImportFailure {
    fn describe(&self, language: Language) -> String {
        let with_file = |key: &str, file: &Path| {
            let mut args = FluentArgs::new();
            args.set("file", file.display().to_string());
            language.tr_args(key, &args)
        };
        match self {
            ImportFailure::Unrecognised { file } => with_file("import-unrecognised", file),
            ImportFailure::BundleNotUtf8 { file } => with_file("import-bundle-not-utf8", file),
            ImportFailure::NotStarted => language.tr("import-not-started"),
            ImportFailure::NoAnswer => language.tr("import-no-answer"),
        }
    }
}

/// A file being imported or read.
pub struct ImportJob {
    pub file: PathBuf,
    worker: Worker<Result<ImportDone, ShownError>>,
    /// Cases done and in all, while a bundle is merged (0 of 0 before, and for other files).
    progress: Arc<(AtomicUsize, AtomicUsize)>,
    /// Set to stop a bundle's import; nothing is then imported.
    cancel: Arc<AtomicBool>,
}

impl ImportJob {
    /// Imports `file` into the database at `database`: every board a new case, or a bundle's
    /// cases merged. Nothing is stored when any part of the file is wrong.
    pub fn import(file: PathBuf, database: Location) -> ImportJob {
        let path = file.clone();
        let progress = Arc::new((AtomicUsize::new(0), AtomicUsize::new(0)));
        let cancel = Arc::new(AtomicBool::new(false));
        let (counter, stop) = (progress.clone(), cancel.clone());
        let mut job = ImportJob::spawn(file, move || {
            let started = std::time::Instant::now();
            let done = import(&path, &database, &counter, &stop);
            if let Ok(done) = &done {
                tracing::info!(
                    elapsed_ms = started.elapsed().as_millis() as u64,
                    "imported {}: {done:?}",
                    path.display()
                );
            }
            done
        });
        job.progress = progress;
        job.cancel = cancel;
        job
    }

    /// Cases merged so far and in all, while a bundle is imported.
    pub fn progress(&self) -> Option<(usize, usize)> {
        let total = self.progress.1.load(Ordering::Relaxed);
        (total > 0).then(|| (self.progress.0.load(Ordering::Relaxed), total))
    }

    /// Stops a bundle's import: the transaction is rolled back and nothing is imported.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Reads the hand records of `file` without storing anything.
    pub fn read(file: PathBuf) -> ImportJob {
        let path = file.clone();
        ImportJob::spawn(file, move || {
            let (format, bytes) = format_of(&path)?;
            if format == FileFormat::CaseBundle {
                return Err(ShownError::new(ImportError::NotHandRecords));
            }
            read_hand_records(format, &bytes)
                .map(ImportDone::Records)
                .map_err(ShownError::new)
        })
    }

    fn spawn(
        file: PathBuf,
        work: impl FnOnce() -> Result<ImportDone, ShownError> + Send + 'static,
    ) -> ImportJob {
        ImportJob {
            file,
            worker: Worker::start("import", None, work),
            progress: Arc::default(),
            cancel: Arc::default(),
        }
    }

    /// The outcome, once there is one.
    pub fn poll(&self) -> Option<Result<ImportDone, ShownError>> {
        outcome(self.worker.answer())
    }

    /// Waits for the outcome (tests; the window polls instead).
    pub fn wait(&self) -> Result<ImportDone, ShownError> {
        loop {
            if let Some(outcome) = outcome(self.worker.wait(Duration::from_secs(3600))) {
                return outcome;
            }
        }
    }
}

/// The import's outcome in a worker's answer; `None` while it works.
fn outcome(
    answer: Answer<Result<ImportDone, ShownError>>,
) -> Option<Result<ImportDone, ShownError>> {
    match answer {
        Answer::Pending => None,
        Answer::Ready(outcome) => Some(outcome),
        Answer::Stopped => Some(Err(ShownError::new(ImportFailure::NoAnswer))),
        Answer::NotStarted => Some(Err(ShownError::new(ImportFailure::NotStarted))),
    }
}

fn format_of(path: &Path) -> Result<(FileFormat, Vec<u8>), ShownError> {
    let bytes = std::fs::read(path).map_err(|source| {
        ShownError::new(FileError {
            path: path.to_path_buf(),
            source,
        })
    })?;
    let format = FileFormat::detect(path, &bytes).ok_or_else(|| {
        ShownError::new(ImportFailure::Unrecognised {
            file: path.to_path_buf(),
        })
    })?;
    Ok((format, bytes))
}

fn import(
    file: &Path,
    database: &Location,
    progress: &(AtomicUsize, AtomicUsize),
    cancel: &AtomicBool,
) -> Result<ImportDone, ShownError> {
    let (format, bytes) = format_of(file)?;
    let mut store = Store::open_at(database, false).map_err(ShownError::new)?;
    match format {
        FileFormat::CaseBundle => {
            let json = casebook::text::file::decode_unicode(&bytes).map_err(|_| {
                ShownError::new(ImportFailure::BundleNotUtf8 {
                    file: file.to_path_buf(),
                })
            })?;
            let mut count = |done: usize, total: usize| {
                progress.0.store(done, Ordering::Relaxed);
                progress.1.store(total, Ordering::Relaxed);
            };
            let report = store
                .import_bundle_with(&json, &mut count, cancel)
                .map_err(ShownError::new)?;
            Ok(ImportDone::of_bundle(&report))
        }
        FileFormat::Pbn | FileFormat::Lin => {
            let records = read_hand_records(format, &bytes).map_err(ShownError::new)?;
            let boards = import_new_cases(&mut store, &records).map_err(ShownError::new)?;
            // A file's table is a claim: kept only where the solver agrees, as the command
            // line does. The cases are in; a cache that could not be written costs no import.
            let tables = keep_file_tables(&mut store, &records).unwrap_or_else(|e| {
                tracing::warn!("the file's double-dummy tables were not kept: {e}");
                FileTables::default()
            });
            Ok(ImportDone::Boards {
                format: format.name(),
                created: boards.len(),
                tables,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::store::{Bundle, CaseFilter};

    /// Stopped from the Import window, a bundle of two thousand cases leaves the database as
    /// it was and the window says why.
    #[test]
    fn a_bundle_import_stopped_from_the_window_imports_nothing() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let database = dir.path().join("cases.sqlite");
        drop(Store::create_or_open(&database).expect("a database"));
        let cases = casebook::samples::synthetic_cases(2_000, 0, |_| 2026).expect("cases");
        let file = dir.path().join("archive.json");
        std::fs::write(&file, Bundle::new(cases).to_json()).expect("the bundle");

        let job = ImportJob::import(file, Location::from(&database));
        job.cancel();
        let outcome = job.wait();
        let Err(reason) = outcome else {
            panic!("imported: {outcome:?}");
        };
        assert_eq!(
            reason.describe(Language::English),
            "Stopped before the end: nothing was imported"
        );
        let store = Store::open(&database).expect("opens");
        assert!(
            store
                .list_cases(&CaseFilter::default())
                .expect("listed")
                .is_empty()
        );
    }
}
