//! The main window: menu bar, the case list, the case editor, the law panel and a status bar.
//!
//! Each frame the views draw from the application state and push [`Command`]s; the commands
//! are applied once the frame is laid out (see [`command`]). `frame` draws one frame,
//! `handlers` carries out the commands, one part of the window to a file, and [`jobs`] holds
//! the work done off the interface thread.

pub mod command;
pub mod database;
pub mod editing;
pub mod file_dialog;
pub mod first_window;
pub mod fonts;
mod frame;
pub mod guide;
mod handlers;
pub mod icon;
pub mod jobs;
pub mod law_browser;
pub mod law_link;
mod main_window;
pub mod open_folder;
pub mod preferences;
pub mod side_panes;
pub mod views;
pub mod widgets;

pub use command::{Command, CommandQueue};
pub use fonts::install_fonts;
pub use main_window::{APP_NAME, CasebookApp, run};
pub use preferences::{Theme, UiState};

// The jobs' states, where the tests, the benchmarks and the guide's pictures wait on them.
pub use jobs::{double_dummy, precedents, traveller};
