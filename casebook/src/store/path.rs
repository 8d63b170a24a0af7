//! Where the database lives when no `--db PATH` is given.

use directories::ProjectDirs;
use std::path::PathBuf;

/// The file name of the database in the data directory.
pub const DATABASE_FILE: &str = "casebook.sqlite";

/// The file name of the training cases' database, beside the default one.
pub const TRAINING_FILE: &str = "training.sqlite";

/// The platform data directory's database: `~/.local/share/casebook/casebook.sqlite` on Linux,
/// `~/Library/Application Support/casebook/…` on macOS, `%APPDATA%\casebook\data\…` on Windows.
/// `None` when the platform gives no home directory.
pub fn default_database_path() -> Option<PathBuf> {
    ProjectDirs::from("", "", "casebook").map(|dirs| dirs.data_dir().join(DATABASE_FILE))
}

/// The training cases' own database, beside the default one: the commentary's worked examples,
/// kept apart from a committee's cases.
pub fn training_database_path() -> Option<PathBuf> {
    ProjectDirs::from("", "", "casebook").map(|dirs| dirs.data_dir().join(TRAINING_FILE))
}
