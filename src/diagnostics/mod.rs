//! What Casebook leaves behind for whoever supports it: a log of what was opened, imported and
//! published and of every error shown (never case text or player names), and a report when it
//! stops unexpectedly.

pub mod crash;
pub mod log;
pub mod redact;
mod state_dir;
pub mod terminal;

pub use state_dir::{STATE_DIR_VARIABLE, state_dir};
