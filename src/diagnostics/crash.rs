//! A crash is not a loss: a panic writes a report (version, platform, the panic and its
//! backtrace, the last lines of the log) beside the log, runs what must be saved first (the open
//! case's draft), and the next start of the window says where the report is.

use super::redact::without_quoted_text;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// Reports are `crash-20261125-093012.txt`: the names sort as the times.
const REPORT_PREFIX: &str = "crash-";
const REPORT_SUFFIX: &str = ".txt";
/// The name of the newest report the user was told about.
const SEEN_MARK: &str = "crash-reports-seen";
/// The variable that makes Casebook panic on purpose, to try the reports: `cli` panics before
/// a command runs, `window` in the window's first frame.
pub const FORCE_PANIC_VARIABLE: &str = "CASEBOOK_FORCE_PANIC";

type BeforeReport = Box<dyn Fn() + Send + Sync>;
static BEFORE_REPORT: Mutex<Vec<BeforeReport>> = Mutex::new(Vec::new());
static REPORT_DIR: OnceLock<PathBuf> = OnceLock::new();

/// Installs the panic hook that writes reports into `dir` (the state directory when `None`).
/// The standard hook still prints the panic and the exit status stays 101. With `tell_path`,
/// the report's path is printed on standard error too (the command line).
pub fn install(dir: Option<PathBuf>, tell_path: bool) {
    if let Some(dir) = dir.or_else(super::state_dir) {
        let _ = REPORT_DIR.set(dir);
    }
    let standard = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // Saving comes first: the report is worth less than the committee's last edit.
        if let Ok(hooks) = BEFORE_REPORT.try_lock() {
            for hook in hooks.iter() {
                hook();
            }
        }
        let report = write_report(info);
        standard(info);
        if let Some(path) = &report {
            tracing::error!("stopped by an internal error; report {}", path.display());
            if tell_path {
                super::terminal::say(&format!(
                    "casebook: an internal error stopped Casebook; a report was written to {}",
                    path.display()
                ));
            }
        }
    }));
}

/// Runs `hook` when a panic happens, before the report is written.
pub fn before_report(hook: impl Fn() + Send + Sync + 'static) {
    if let Ok(mut hooks) = BEFORE_REPORT.lock() {
        hooks.push(Box::new(hook));
    }
}

/// Whether the forced panic was asked for `place` ("cli" or "window").
pub fn forced_panic_requested(place: &str) -> bool {
    std::env::var(FORCE_PANIC_VARIABLE).is_ok_and(|value| value == place)
}

/// The folder reports are written to.
pub fn report_dir() -> Option<&'static Path> {
    REPORT_DIR.get().map(PathBuf::as_path)
}

fn write_report(info: &std::panic::PanicHookInfo<'_>) -> Option<PathBuf> {
    let dir = report_dir()?;
    std::fs::create_dir_all(dir).ok()?;
    let now = chrono::Local::now();
    let mut path = dir.join(format!(
        "{REPORT_PREFIX}{}{REPORT_SUFFIX}",
        now.format("%Y%m%d-%H%M%S")
    ));
    // Two panics in one second (two threads) keep both reports.
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!(
            "{REPORT_PREFIX}{}-{n}{REPORT_SUFFIX}",
            now.format("%Y%m%d-%H%M%S")
        ));
    }
    std::fs::write(&path, report_text(info, &now.to_rfc3339())).ok()?;
    Some(path)
}

fn report_text(info: &std::panic::PanicHookInfo<'_>, time: &str) -> String {
    let message = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_string());
    let location = info
        .location()
        .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
        .unwrap_or_default();
    let thread = std::thread::current();
    let mut text = String::new();
    let _ = writeln!(text, "Casebook stopped because of an internal error.");
    let _ = writeln!(text, "Version: {}", crate::version::line());
    let _ = writeln!(
        text,
        "Platform: {} {} ({})",
        std::env::consts::OS,
        std::env::consts::ARCH,
        std::env::consts::FAMILY
    );
    let _ = writeln!(text, "Time: {time}");
    let _ = writeln!(text, "Thread: {}", thread.name().unwrap_or("unnamed"));
    // A panic message may quote a string it was slicing: leave the quoted part out.
    let _ = writeln!(text, "Panic: {}", without_quoted_text(&message));
    let _ = writeln!(text, "At: {location}");
    let _ = writeln!(
        text,
        "\nBacktrace:\n{}",
        std::backtrace::Backtrace::force_capture()
    );
    let _ = writeln!(text, "Last lines of the log:");
    for line in super::log::last_lines(40) {
        let _ = writeln!(text, "{line}");
    }
    text
}

/// The reports written since the user was last told, oldest first.
pub fn unseen_reports(dir: &Path) -> Vec<PathBuf> {
    let seen = std::fs::read_to_string(dir.join(SEEN_MARK)).unwrap_or_default();
    let seen = seen.trim();
    let mut reports: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| is_report_name(n) && n > seen)
        })
        .collect();
    reports.sort();
    reports
}

/// Remembers that the user was told of every report up to `newest`.
pub fn mark_seen(dir: &Path, newest: &Path) -> std::io::Result<()> {
    let name = newest
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    std::fs::write(dir.join(SEEN_MARK), name)
}

fn is_report_name(name: &str) -> bool {
    name.starts_with(REPORT_PREFIX) && name.ends_with(REPORT_SUFFIX) && name != SEEN_MARK
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_after_the_seen_mark_are_unseen() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join("crash-20261101-101010.txt");
        let new = dir.path().join("crash-20261125-090000.txt");
        std::fs::write(&old, "x").unwrap();
        std::fs::write(&new, "y").unwrap();
        std::fs::write(dir.path().join("casebook.2026-11-25.log"), "z").unwrap();
        assert_eq!(unseen_reports(dir.path()), vec![old.clone(), new.clone()]);
        mark_seen(dir.path(), &old).unwrap();
        assert_eq!(unseen_reports(dir.path()), vec![new.clone()]);
        mark_seen(dir.path(), &new).unwrap();
        assert!(unseen_reports(dir.path()).is_empty());
    }
}
