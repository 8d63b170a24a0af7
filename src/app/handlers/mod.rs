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
mod panel;
mod publish;
mod training;
mod window;

/// A command `apply` sent to the wrong part: a mistake of the routing, caught by the tests in
/// a debug build; a release build drops the command and logs it rather than close a window
/// holding a committee's unsaved work.
fn misrouted(command: crate::app::command::Command, routing: &str) {
    debug_assert!(false, "{routing}: {command:?}");
    tracing::error!("{routing}: {command:?} was dropped");
}
