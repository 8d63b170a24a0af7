//! Opening a folder in the desktop's file manager (Help > Open the log folder), without waiting
//! for the file manager.

use crate::i18n::{Described, FluentArgs, Language};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The file manager did not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FolderNotOpened {
    pub folder: Option<PathBuf>,
    pub reason: String,
}

impl Described for FolderNotOpened {
    fn describe(&self, language: Language) -> String {
        let mut args = FluentArgs::new();
        args.set(
            "folder",
            self.folder
                .as_ref()
                .map(|f| f.display().to_string())
                .unwrap_or_default(),
        );
        args.set("reason", self.reason.clone());
        match &self.folder {
            Some(_) => language.tr_args("error-open-folder", &args),
            None => language.tr("error-no-log-folder"),
        }
    }
}

/// Opens `folder` (made first if missing) with the platform's opener.
pub fn open_folder(folder: &Path) -> Result<(), FolderNotOpened> {
    let failed = |reason: String| FolderNotOpened {
        folder: Some(folder.to_path_buf()),
        reason,
    };
    std::fs::create_dir_all(folder).map_err(|e| failed(e.to_string()))?;
    open_with_opener(folder, "casebook-open-folder").map_err(failed)?;
    tracing::info!("opened the folder {}", folder.display());
    Ok(())
}

/// Opens a file (a page of the guide) with the program the system gives its kind, without
/// waiting for it.
pub fn open_with_system(file: &Path) -> Result<(), FolderNotOpened> {
    open_with_opener(file, "casebook-open-file").map_err(|reason| FolderNotOpened {
        folder: Some(file.to_path_buf()),
        reason,
    })
}

/// Starts the platform's opener (Explorer, `open`, `xdg-open`) on `path` and reaps it on a
/// thread named `thread`, so that no zombie is left behind; the reason when it does not start.
fn open_with_opener(path: &Path, thread: &str) -> Result<(), String> {
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let mut child = Command::new(opener)
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{opener}: {e}"))?;
    let _ = std::thread::Builder::new()
        .name(thread.to_string())
        .spawn(move || child.wait());
    Ok(())
}
