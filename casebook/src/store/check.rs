//! `casebook check`: is an archive sound? Nothing is changed by checking: a file is opened
//! read-only, a server's archive is read and not migrated. One way in, for a location
//! ([`check_at`]) or an open archive ([`Store::check`]).

use crate::store::archive::Engine;
use crate::store::archive::Store;
use crate::store::check_report::{CheckReport, CheckStage};
use crate::store::location::Location;
use crate::store::postgres;
use crate::store::sqlite;

/// Checks the archive at `location` without changing it, telling `progress` each stage as it
/// begins.
pub fn check_at(
    location: impl Into<Location>,
    progress: &mut dyn FnMut(CheckStage),
) -> CheckReport {
    match location.into() {
        Location::File(path) => sqlite::check::check_with(&path, progress),
        Location::Server(address) => postgres::check::check(&address, progress),
    }
}

impl Store {
    /// The integrity and schema check of this store's archive.
    pub fn check(&self) -> CheckReport {
        match &self.engine {
            Engine::File(file) => {
                sqlite::check::check_connection(&file.conn, &file.path, &mut |_| {})
            }
            Engine::Server(archive) => postgres::check::check(&archive.address, &mut |_| {}),
        }
    }
}
