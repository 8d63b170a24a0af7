//! Writing the website so that building it again rewrites only what changed: a file whose
//! bytes are already there is left alone, each new or changed file goes in through a temporary
//! file beside it, and the files of the last build that this one no longer makes (a search
//! index chunk replaced, a case withdrawn) are removed — those only, as the list the last
//! build left in the folder names them, never anything else in it.

use super::SiteError;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The list of the files a build wrote, kept in the site's folder for the next build.
pub const MANIFEST: &str = ".casebook-site";

/// One file of the website: its path under the site's folder (`/`-separated) and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

impl SiteFile {
    pub fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> SiteFile {
        SiteFile {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// What a build did to the folder.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteCounts {
    /// Files new or changed, written.
    pub written: usize,
    /// Files whose bytes were already there.
    pub unchanged: usize,
    /// Files of the last build no longer made, removed.
    pub removed: usize,
    /// Bytes written.
    pub bytes: u64,
}

fn failed(path: &Path) -> impl FnOnce(std::io::Error) -> SiteError + '_ {
    move |source| SiteError::Write {
        path: path.to_path_buf(),
        source,
    }
}

/// A path under `dir` from a site path; refuses anything that would leave the folder.
fn target(dir: &Path, path: &str) -> Option<PathBuf> {
    let mut out = dir.to_path_buf();
    for part in path.split('/') {
        if part.is_empty() || part == "." || part == ".." || part.contains('\\') {
            return None;
        }
        out.push(part);
    }
    Some(out)
}

fn write_one(path: &Path, bytes: &[u8]) -> Result<(), SiteError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(failed(parent))?;
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.{}.partial", std::process::id()));
    let written =
        std::fs::write(&temporary, bytes).and_then(|()| std::fs::rename(&temporary, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(failed(path)(e));
    }
    Ok(())
}

/// Writes a website's files into its folder as they are made, then removes what the last
/// build there made and this one did not.
pub struct SiteWriter {
    dir: PathBuf,
    /// What the last build wrote, from its list.
    before: BTreeSet<String>,
    now: BTreeSet<String>,
    counts: WriteCounts,
}

impl SiteWriter {
    /// A writer into `dir`; the folder is made with the first file.
    pub fn open(dir: &Path) -> Result<SiteWriter, SiteError> {
        if dir.exists() && !dir.is_dir() {
            return Err(SiteError::NotAFolder(dir.to_path_buf()));
        }
        let before = std::fs::read_to_string(dir.join(MANIFEST))
            .map(|text| text.lines().map(str::to_string).collect())
            .unwrap_or_default();
        Ok(SiteWriter {
            dir: dir.to_path_buf(),
            before,
            now: BTreeSet::new(),
            counts: WriteCounts::default(),
        })
    }

    /// Writes one file unless its bytes are there already.
    pub fn write(&mut self, path: &str, bytes: &[u8]) -> Result<(), SiteError> {
        if !self.now.insert(path.to_string()) {
            // Kept already with its year, or written: once is enough.
            return Ok(());
        }
        let target = target(&self.dir, path).ok_or_else(|| SiteError::Write {
            path: self.dir.join(path),
            source: std::io::Error::other("a path outside the site's folder"),
        })?;
        let same = std::fs::metadata(&target).is_ok_and(|m| m.len() == bytes.len() as u64)
            && std::fs::read(&target).is_ok_and(|old| old == bytes);
        if same {
            self.counts.unchanged += 1;
        } else {
            write_one(&target, bytes)?;
            self.counts.written += 1;
            self.counts.bytes += bytes.len() as u64;
        }
        Ok(())
    }

    /// Keeps, unwritten, every file of the last build under each of `prefixes` (a year's case
    /// pages and index), except the folders' own `index.html` (a year's contents page, made
    /// again with the rest of the site); false, keeping none, when one is missing.
    pub fn keep_all_under(&mut self, prefixes: &[&str]) -> bool {
        let listed: Vec<String> = self
            .before
            .iter()
            .filter(|path| {
                prefixes.iter().any(|prefix| {
                    path.starts_with(prefix) && **path != format!("{prefix}index.html")
                })
            })
            .cloned()
            .collect();
        let present = !listed.is_empty()
            && listed
                .iter()
                .all(|path| target(&self.dir, path).is_some_and(|p| p.is_file()));
        if present {
            self.counts.unchanged += listed.len();
            self.now.extend(listed);
        }
        present
    }

    /// Removes the last build's files this one did not write, and keeps the list of this
    /// build's for the next.
    pub fn finish(mut self) -> Result<WriteCounts, SiteError> {
        let dir = self.dir.clone();
        for old in self.before.difference(&self.now) {
            if let Some(path) = target(&dir, old)
                && std::fs::remove_file(&path).is_ok()
            {
                self.counts.removed += 1;
                // A folder the removed file leaves empty goes too (a withdrawn case's).
                let mut folder = path.parent();
                while let Some(f) = folder {
                    if f == dir || std::fs::remove_dir(f).is_err() {
                        break;
                    }
                    folder = f.parent();
                }
            }
        }
        let list: Vec<&str> = self.now.iter().map(String::as_str).collect();
        write_one(&dir.join(MANIFEST), (list.join("\n") + "\n").as_bytes())?;
        Ok(self.counts)
    }
}

/// Writes `files` into `dir` (made if missing) and removes what the last build there made and
/// this one does not.
#[cfg(test)]
fn write_all(dir: &Path, files: &[SiteFile]) -> Result<WriteCounts, SiteError> {
    let mut writer = SiteWriter::open(dir)?;
    for file in files {
        writer.write(&file.path, &file.bytes)?;
    }
    writer.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder under the system's temporary one, removed when dropped.
    struct Folder(PathBuf);

    impl Folder {
        fn new(name: &str) -> Folder {
            let path =
                std::env::temp_dir().join(format!("casebook-site-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&path);
            std::fs::create_dir_all(&path).expect("a folder");
            Folder(path)
        }

        fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn a_second_build_writes_only_what_changed_and_removes_only_its_own() {
        let dir = Folder::new("rebuild");
        std::fs::write(dir.path().join("mine.txt"), "the user's").expect("write");
        let first = [
            SiteFile::new("index.html", "home"),
            SiteFile::new("a/1/index.html", "one"),
            SiteFile::new("a/2/index.html", "two"),
        ];
        let counts = write_all(dir.path(), &first).expect("built");
        assert_eq!(
            (counts.written, counts.unchanged, counts.removed),
            (3, 0, 0)
        );
        let second = [
            SiteFile::new("index.html", "home, again"),
            SiteFile::new("a/1/index.html", "one"),
        ];
        let counts = write_all(dir.path(), &second).expect("rebuilt");
        assert_eq!(
            (counts.written, counts.unchanged, counts.removed),
            (1, 1, 1)
        );
        assert!(
            !dir.path().join("a/2").exists(),
            "the withdrawn page's folder is gone"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("mine.txt")).expect("kept"),
            "the user's"
        );
    }

    #[test]
    fn a_path_leaving_the_folder_is_refused() {
        let dir = Folder::new("outside");
        let error = write_all(dir.path(), &[SiteFile::new("../x.html", "x")]).unwrap_err();
        assert!(matches!(error, SiteError::Write { .. }), "{error}");
    }
}
