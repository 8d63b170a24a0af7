//! Where an archive is: a database file (the embedded default) or a PostgreSQL server, as a
//! user writes it after `--db`: a path, or a `postgres://` / `postgresql://` address; and
//! where the database file lives when no `--db` is given.

use crate::store::error::StoreError;
use crate::store::postgres::address::{ServerAddress, is_server_url};
use directories::ProjectDirs;
use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    File(PathBuf),
    Server(ServerAddress),
}

impl Location {
    /// `text` as `--db` takes it: an address when it starts with `postgres://` or
    /// `postgresql://` (its missing parts from the libpq environment), a file otherwise.
    pub fn parse(text: impl AsRef<std::ffi::OsStr>) -> Result<Location, StoreError> {
        let text = text.as_ref();
        match text.to_str() {
            Some(url) if is_server_url(url) => ServerAddress::parse(url)
                .map(Location::Server)
                .map_err(|error| StoreError::Address {
                    address: url.to_string(),
                    error,
                }),
            _ => Ok(Location::File(PathBuf::from(text))),
        }
    }

    /// The file, for a file archive.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Location::File(path) => Some(path),
            Location::Server(_) => None,
        }
    }

    /// The archive's name for a title bar: the file's name, or the database and its host.
    pub fn name(&self) -> String {
        match self {
            Location::File(path) => path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| path.display().to_string()),
            Location::Server(address) => address.name(),
        }
    }

    /// The engine's name: SQLite or PostgreSQL.
    pub fn engine(&self) -> &'static str {
        match self {
            Location::File(_) => "SQLite",
            Location::Server(_) => "PostgreSQL",
        }
    }
}

impl Location {
    /// The archive used when no `--db` is given: the database file in the platform data
    /// directory (see [`default_database_path`]); `None` where the platform gives no home.
    pub fn default_file() -> Option<Location> {
        default_database_path().map(Location::File)
    }

    /// The training cases' own database file, beside the default one.
    pub fn training_file() -> Option<Location> {
        training_database_path().map(Location::File)
    }
}

impl From<PathBuf> for Location {
    fn from(path: PathBuf) -> Location {
        Location::File(path)
    }
}

impl From<&PathBuf> for Location {
    fn from(path: &PathBuf) -> Location {
        Location::File(path.clone())
    }
}

impl From<&Path> for Location {
    fn from(path: &Path) -> Location {
        Location::File(path.to_path_buf())
    }
}

impl From<&Location> for Location {
    fn from(location: &Location) -> Location {
        location.clone()
    }
}

impl fmt::Display for Location {
    /// The path, or the address without its password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Server(address) => write!(f, "{address}"),
        }
    }
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Location({self})")
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_a_file_and_an_address_a_server() {
        for path in [
            "cases.sqlite",
            r"C:\Апелляции\дела.sqlite",
            "/srv/postgres.sqlite",
            "postgres",
        ] {
            assert_eq!(
                Location::parse(path).unwrap(),
                Location::File(PathBuf::from(path))
            );
        }
        let server =
            Location::parse("postgresql://editor:secret@archive.example.org/casebook").unwrap();
        assert_eq!(server.engine(), "PostgreSQL");
        assert_eq!(server.name(), "casebook @ archive.example.org");
        assert!(!format!("{server} {server:?}").contains("secret"));
        assert!(matches!(
            Location::parse("postgres://h:0/db"),
            Err(StoreError::Address { error, .. }) if error.to_string().contains("port")
        ));
    }
}
