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
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let mut child = Command::new(opener)
        .arg(folder)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| failed(format!("{opener}: {e}")))?;
    // Reaped in the background so that no zombie is left behind.
    let _ = std::thread::Builder::new()
        .name("casebook-open-folder".to_string())
        .spawn(move || child.wait());
    tracing::info!("opened the folder {}", folder.display());
    Ok(())
}

/// Opens a file (a page of the guide) with the program the system gives its kind, without
/// waiting for it.
pub fn open_with_system(file: &Path) -> Result<(), FolderNotOpened> {
    let failed = |reason: String| FolderNotOpened {
        folder: Some(file.to_path_buf()),
        reason,
    };
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let mut child = Command::new(opener)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| failed(format!("{opener}: {e}")))?;
    let _ = std::thread::Builder::new()
        .name("casebook-open-file".to_string())
        .spawn(move || child.wait());
    Ok(())
}
