//! The Casebook application: the egui shell over the `casebook` core, and the command line.

pub mod app;
pub mod cli;
pub mod diagnostics;
pub mod i18n;
pub mod platform;
pub mod version;
