//! Bringing a file into the database from the window, off the interface thread: a hand-record
//! file (PBN, LIN) becomes one new case per board, a case bundle is merged by UUID; or a
//! file's records are read so that the user can pick the board that fills the open case.
//!
//! The worker opens its own connection (as the autosaver does), so the window keeps drawing
//! while a tournament's file is read and stored in one transaction.

use crate::i18n::errors::FileError;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::hand_record::HandRecord;
use casebook::import::{FileFormat, ImportError, import_new_cases, read_hand_records};
use casebook::store::{ImportReport, Store};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What an import did, for the window to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportDone {
    /// New cases made from a hand-record file's boards.
    Boards {
        format: &'static str,
        created: usize,
    },
    /// A case bundle merged by UUID.
    Bundle {
        added: usize,
        replaced: usize,
        unchanged: usize,
        older: usize,
        conflicts: usize,
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
        }
    }
}

/// Why an import did not happen, besides what the core's readers and store say.
#[derive(Debug)]
pub enum ImportFailure {
    /// The file is neither a PBN or LIN hand record nor a case bundle.
    Unrecognised { file: PathBuf },
    /// A case bundle must be UTF-8 text.
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
    receiver: Receiver<Result<ImportDone, ShownError>>,
}

impl ImportJob {
    /// Imports `file` into the database at `database`: every board a new case, or a bundle's
    /// cases merged. Nothing is stored when any part of the file is wrong.
    pub fn import(file: PathBuf, database: PathBuf) -> ImportJob {
        let path = file.clone();
        ImportJob::spawn(file, move || {
            let started = std::time::Instant::now();
            let done = import(&path, &database);
            if let Ok(done) = &done {
                tracing::info!(
                    elapsed_ms = started.elapsed().as_millis() as u64,
                    "imported {}: {done:?}",
                    path.display()
                );
            }
            done
        })
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
        let (sender, receiver) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("casebook-import".to_string())
            .spawn(move || {
                let _ = sender.send(work());
            });
        if started.is_err() {
            let (sender, failed) = mpsc::channel();
            let _ = sender.send(Err(ShownError::new(ImportFailure::NotStarted)));
            return ImportJob {
                file,
                receiver: failed,
            };
        }
        ImportJob { file, receiver }
    }

    /// The outcome, once there is one.
    pub fn poll(&self) -> Option<Result<ImportDone, ShownError>> {
        match self.receiver.try_recv() {
            Ok(outcome) => Some(outcome),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(ShownError::new(ImportFailure::NoAnswer))),
        }
    }

    /// Waits for the outcome (tests; the window polls instead).
    pub fn wait(&self) -> Result<ImportDone, ShownError> {
        self.receiver
            .recv()
            .unwrap_or_else(|_| Err(ShownError::new(ImportFailure::NoAnswer)))
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

fn import(file: &Path, database: &Path) -> Result<ImportDone, ShownError> {
    let (format, bytes) = format_of(file)?;
    let mut store = Store::open(database).map_err(ShownError::new)?;
    match format {
        FileFormat::CaseBundle => {
            let json = String::from_utf8(bytes).map_err(|_| {
                ShownError::new(ImportFailure::BundleNotUtf8 {
                    file: file.to_path_buf(),
                })
            })?;
            let report = store.import_bundle(&json).map_err(ShownError::new)?;
            Ok(ImportDone::of_bundle(&report))
        }
        FileFormat::Pbn | FileFormat::Lin => {
            let records = read_hand_records(format, &bytes).map_err(ShownError::new)?;
            let boards = import_new_cases(&mut store, &records).map_err(ShownError::new)?;
            Ok(ImportDone::Boards {
                format: format.name(),
                created: boards.len(),
            })
        }
    }
}
