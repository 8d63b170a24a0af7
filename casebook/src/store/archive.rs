//! An open archive: the [`Store`] over either engine, and the three ways work reaches its
//! database — a read, a read of one moment, a write transaction. Every feature of the store
//! adds its methods to [`Store`] in its own file and works through these three.

use crate::store::error::StoreError;
use crate::store::location::Location;
use crate::store::postgres::ServerArchive;
use crate::store::sql::{Sql, Written};
use crate::store::sqlite::{self, DEFAULT_BUSY_TIMEOUT, SqliteFile};
use std::path::Path;
use std::time::Duration;

/// An open case archive.
pub struct Store {
    pub(in crate::store) engine: Engine,
}

/// The database behind a [`Store`].
pub(in crate::store) enum Engine {
    File(SqliteFile),
    // Boxed: a server's connection state is several times a file's.
    Server(Box<ServerArchive>),
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.engine {
            Engine::File(file) => f.debug_struct("Store").field("path", &file.path).finish(),
            Engine::Server(archive) => f
                .debug_struct("Store")
                .field("server", &archive.address)
                .finish(),
        }
    }
}

impl Store {
    /// Opens an existing database file, migrating it to the current schema.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Self::open_with(path, false, DEFAULT_BUSY_TIMEOUT)
    }

    /// Opens a database file, creating it (and its directory) when it does not exist.
    pub fn create_or_open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Self::open_with(path, true, DEFAULT_BUSY_TIMEOUT)
    }

    /// [`Store::open`] or [`Store::create_or_open`] with another busy timeout.
    pub fn open_with(
        path: impl AsRef<Path>,
        create: bool,
        busy_timeout: Duration,
    ) -> Result<Store, StoreError> {
        Ok(Store {
            engine: Engine::File(sqlite::open::open(path.as_ref(), create, busy_timeout)?),
        })
    }

    /// Opens the archive at `location`: a file (created when `create` and missing) or a
    /// server's database (an empty one made an archive), migrated to the current schema.
    pub fn open_at(location: &Location, create: bool) -> Result<Store, StoreError> {
        match location {
            Location::File(path) => Self::open_with(path, create, DEFAULT_BUSY_TIMEOUT),
            Location::Server(address) => Ok(Store {
                engine: Engine::Server(Box::new(ServerArchive::open(address)?)),
            }),
        }
    }

    /// The schema version this opening migrated the archive from, when it was an older one:
    /// the command line and the window say so.
    pub fn migrated_from(&self) -> Option<i64> {
        match &self.engine {
            Engine::File(file) => file.migrated_from,
            Engine::Server(archive) => archive.migrated_from,
        }
    }

    /// Where this archive is.
    pub fn location(&self) -> Location {
        match &self.engine {
            Engine::File(file) => Location::File(file.path().to_path_buf()),
            Engine::Server(archive) => Location::Server(archive.address.clone()),
        }
    }

    /// Runs `read` outside any transaction of its own.
    pub(crate) fn read<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.engine {
            Engine::File(file) => file.read(read),
            Engine::Server(archive) => archive.read(read),
        }
    }

    /// Runs `read` in one read transaction: what it reads is one moment's state.
    pub(crate) fn snapshot<T>(
        &self,
        read: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.engine {
            Engine::File(file) => file.snapshot(read),
            Engine::Server(archive) => archive.snapshot(read),
        }
    }

    /// Runs `write` in one write transaction (see [`Written`]).
    pub(crate) fn write<T>(
        &mut self,
        write: impl FnOnce(&mut dyn Sql) -> Result<Written<T>, StoreError>,
    ) -> Result<T, StoreError> {
        match &mut self.engine {
            Engine::File(file) => file.write(write),
            Engine::Server(archive) => archive.write(write),
        }
    }
}
