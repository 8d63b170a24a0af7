//! Where the log, the crash reports and the recovery drafts live.

use directories::ProjectDirs;
use std::path::PathBuf;

/// Names another state directory (tests, a portable install).
pub const STATE_DIR_VARIABLE: &str = "CASEBOOK_STATE_DIR";

/// `~/.local/state/casebook` on Linux (`$XDG_STATE_HOME` honoured); on Windows, which has no
/// state directory, the local (not roaming) data directory `%LOCALAPPDATA%\casebook\data`;
/// elsewhere `logs` in the local data directory; `$CASEBOOK_STATE_DIR` over any of them. `None`
/// when there is no home directory.
pub fn state_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(STATE_DIR_VARIABLE).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let dirs = ProjectDirs::from("", "", "casebook")?;
    Some(match dirs.state_dir() {
        Some(dir) => dir.to_path_buf(),
        None if cfg!(windows) => dirs.data_local_dir().to_path_buf(),
        None => dirs.data_local_dir().join("logs"),
    })
}
