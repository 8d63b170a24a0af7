//! Where the log, the crash reports and the recovery drafts live.

use directories::ProjectDirs;
use std::path::{Path, PathBuf};

/// Names another state directory (tests, a portable install).
pub const STATE_DIR_VARIABLE: &str = "CASEBOOK_STATE_DIR";

/// `~/.local/state/casebook` on Linux (`$XDG_STATE_HOME` honoured); on platforms without a
/// state directory, `logs` in the local data directory; `$CASEBOOK_STATE_DIR` over either.
/// `None` when there is no home directory.
pub fn state_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(STATE_DIR_VARIABLE).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let dirs = ProjectDirs::from("", "", "casebook")?;
    Some(
        dirs.state_dir()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| dirs.data_local_dir().join("logs")),
    )
}
