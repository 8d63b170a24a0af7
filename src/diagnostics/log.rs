//! The log: one file a day in the state directory (the last fortnight kept), and the terminal's
//! standard error with `--verbose`. Only Casebook's own events are written; they carry counts,
//! timings, file paths and error wordings with quoted text left out, never a case's text or a
//! player's name.

use super::redact::without_quoted_text;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use tracing_appender::rolling::{RollingFileAppender, Rotation};
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{Layer, fmt};

/// The log files' names: `casebook.2026-11-25.log`.
pub const FILE_PREFIX: &str = "casebook";
pub const FILE_SUFFIX: &str = "log";
/// Days of log kept.
const DAYS_KEPT: usize = 14;

static LOG_DIR: OnceLock<PathBuf> = OnceLock::new();

/// The folder the log is written to, once [`start`] has opened it.
pub fn log_dir() -> Option<&'static Path> {
    LOG_DIR.get().map(PathBuf::as_path)
}

/// Starts logging to a daily file in `dir` (the state directory when `None`) and, when
/// `verbose`, to standard error. A folder that cannot be made costs the file, never the start:
/// the reason goes to standard error.
pub fn start(dir: Option<PathBuf>, verbose: bool) {
    let own_events = || {
        Targets::new()
            .with_target("casebook", LevelFilter::INFO)
            .with_target("casebook_app", LevelFilter::INFO)
    };
    let file = dir.or_else(super::state_dir).and_then(|dir| {
        if let Err(e) = std::fs::create_dir_all(&dir) {
            super::terminal::say(&format!("casebook: no log file in {}: {e}", dir.display()));
            return None;
        }
        let appender = RollingFileAppender::builder()
            .rotation(Rotation::DAILY)
            .filename_prefix(FILE_PREFIX)
            .filename_suffix(FILE_SUFFIX)
            .max_log_files(DAYS_KEPT)
            .build(&dir);
        match appender {
            Ok(appender) => {
                let _ = LOG_DIR.set(dir);
                Some(appender)
            }
            Err(e) => {
                super::terminal::say(&format!("casebook: no log file in {}: {e}", dir.display()));
                None
            }
        }
    });
    let file_layer = file.map(|appender| {
        fmt::layer()
            .with_ansi(false)
            .with_writer(appender)
            .with_filter(own_events())
    });
    let terminal_layer = verbose.then(|| {
        fmt::layer()
            .with_writer(std::io::stderr)
            .with_filter(own_events())
    });
    // A second start (tests run several windows in one process) keeps the first.
    let _ = tracing_subscriber::registry()
        .with(file_layer)
        .with(terminal_layer)
        .try_init();
}

/// The newest log file's last `count` lines (for a crash report).
pub fn last_lines(count: usize) -> Vec<String> {
    let Some(dir) = log_dir() else {
        return Vec::new();
    };
    let Some(newest) = newest_log_file(dir) else {
        return Vec::new();
    };
    let text = std::fs::read_to_string(newest).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(count)..]
        .iter()
        .map(|line| line.to_string())
        .collect()
}

/// The log file written most recently in `dir`: the names carry the date, so the greatest.
pub fn newest_log_file(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(FILE_PREFIX) && n.ends_with(FILE_SUFFIX))
        })
        .max()
}

/// Records an error as the user was shown it: its kind and its English wording (the cause
/// chain as worded), with quoted text left out.
pub fn error_shown(kind: &str, english: &str) {
    let kind = kind.rsplit("::").next().unwrap_or(kind);
    tracing::warn!(kind, "error shown: {}", without_quoted_text(english));
}
