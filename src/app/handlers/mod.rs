//! The window's commands carried out, one part of the window to a file: each file holds the
//! part of `CasebookApp` its commands change, and `CasebookApp::apply` routes every command
//! to its part.

mod archive;
mod background;
mod cases;
pub mod deletion;
mod import;
mod law_panel;
mod open_case;
mod publish;
mod training;
mod window;
