//! A long command on a terminal: its progress on one line of standard error, rewritten in
//! place and cleared before the report (nothing at all when no one is watching), and Ctrl+C
//! asking it to stop at its next batch.

use crate::diagnostics::terminal;
use std::io::IsTerminal as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The progress line of one command.
pub struct ProgressLine {
    terminal: bool,
    shown: String,
}

impl ProgressLine {
    pub fn new() -> ProgressLine {
        ProgressLine {
            terminal: std::io::stderr().is_terminal(),
            shown: String::new(),
        }
    }

    /// Shows `line` over the last one (unless it is the same).
    pub fn show(&mut self, line: String) {
        if !self.terminal || line == self.shown {
            return;
        }
        let width = self.shown.chars().count();
        terminal::show(&format!("\r{line:<width$}"));
        self.shown = line;
    }

    /// Takes the line away, for the report that follows on standard output.
    pub fn clear(&mut self) {
        if !self.shown.is_empty() {
            let width = self.shown.chars().count();
            terminal::show(&format!("\r{:<width$}\r", ""));
            self.shown.clear();
        }
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.clear();
    }
}

/// Ctrl+C sets the flag the command checks between batches, so that what it did is kept; a
/// second Ctrl+C ends the process at once (an open transaction dies with it).
pub fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let cancel = Arc::new(AtomicBool::new(false));
    let on_interrupt = cancel.clone();
    let _ = ctrlc::set_handler(move || {
        if on_interrupt.swap(true, Ordering::Relaxed) {
            std::process::exit(130);
        }
    });
    cancel
}
