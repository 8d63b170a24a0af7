//! The Casebook application: the egui shell over the `casebook` core, and the command line.

pub mod app;
pub mod cli;
pub mod i18n;
