//! What can go wrong with the case store, in words a user can act on.

use crate::case::{CaseError, CaseStatus};
use rusqlite::ErrorCode;
use std::path::PathBuf;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{}: no such database file", path.display())]
    NotFound { path: PathBuf },
    #[error("{}: not an SQLite database (the file does not start with the SQLite header)", path.display())]
    NotSqlite { path: PathBuf },
    #[error("{}: an SQLite database, but not Casebook's: {reason}", path.display())]
    NotCasebook { path: PathBuf, reason: String },
    #[error("{}: the database is damaged ({detail}); restore a backup or run `casebook check`", path.display())]
    Corrupt { path: PathBuf, detail: String },
    #[error(
        "{}: made by a newer Casebook (schema version {found}; this version knows up to {supported}); it was not changed: {}",
        path.display(),
        crate::release::install_newer()
    )]
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error("{}: the file is read-only; Casebook needs to write to its database", path.display())]
    ReadOnly { path: PathBuf },
    #[error("{}: the database is locked by another program or window; try again when it is done", path.display())]
    Locked { path: PathBuf },
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "case {uuid} was saved by someone else in the meantime (stored revision {stored_revision}, yours was based on {your_revision}); your text is kept among the conflicts"
    )]
    Conflict {
        uuid: Uuid,
        stored_revision: u64,
        your_revision: u64,
    },
    #[error("no case {uuid} in this database")]
    NoSuchCase { uuid: Uuid },
    /// The server's roles keep the case: a committee member deletes only the undecided cases
    /// of its events.
    #[error(
        "case {uuid}: your role may not delete it (a committee member deletes only the undecided cases — draft or heard — of its events; the chief director and the administrator any case)"
    )]
    DeleteRefused { uuid: Uuid },
    /// The server's roles keep the case from this change: the case is another event's (a
    /// precedent the login may read), or the change is one the role may not make (approving,
    /// moving a case to an event not assigned). Nothing is kept among the conflicts: the edits
    /// stay where they were made.
    #[error(
        "case {uuid}: your role may not save this change (a committee member changes only the cases of its events, and does not approve them; the editor and a commentator change no case); your edits are not lost"
    )]
    SaveRefused { uuid: Uuid },
    /// A reviewer of the ruling saved more than the review: the facts, the statements and the
    /// ruling are the Director's. Nothing is written; the edits stay in the window.
    #[error(
        "case {uuid}: a reviewer of the ruling writes the review alone (the answers to its steps, the decision, the deposit); the facts, the statements and the ruling are the Director's — nothing was saved, your edits are not lost"
    )]
    ReviewOnly { uuid: Uuid },
    /// An answer of a served poll is set aside with the reason the committee will read.
    #[error("an answer is set aside with a reason: write why it is not counted")]
    SetAsideWithoutReason,
    /// The archive holds a text in the place of the one being added (`--replace` replaces it).
    #[error(
        "the library already holds this text as text {id} ({title}); nothing was added: remove it or import with --replace"
    )]
    TextHeld { id: i64, title: String },
    #[error("the library holds no added text {id} (casebook texts list shows them)")]
    NoSuchText { id: i64 },
    /// The server's roles keep the library: only the chief director, the editor and the
    /// administrator add and remove texts.
    #[error(
        "your role may not add or remove texts of the law library (the chief director, the editor and the administrator may); nothing was changed"
    )]
    TextsRefused,
    #[error("case {uuid}: {error}")]
    InvalidCase { uuid: Uuid, error: CaseError },
    #[error("case {uuid}: the status cannot move from {from} to {to}; it moves one step at a time")]
    IllegalStatusChange {
        uuid: Uuid,
        from: CaseStatus,
        to: CaseStatus,
    },
    #[error("case {uuid} as stored cannot be read: {field}: {message}")]
    StoredCase {
        uuid: String,
        field: String,
        message: String,
    },
    #[error("bundle refused, nothing imported: {0}")]
    Bundle(String),
    /// Stopped at the user's request; the transaction was rolled back.
    #[error("stopped before the end: nothing was imported")]
    Cancelled,
    #[error("database error: {0}")]
    Sqlite(#[source] rusqlite::Error),
    /// A column did not hold what the store's statement reads from it.
    #[error("database error: {0}")]
    Column(String),
    /// An address of a server that does not parse (shown without its password).
    #[error(
        "{}: {error}",
        crate::store::postgres::address::without_password(address)
    )]
    Address {
        address: String,
        error: crate::store::postgres::address::AddressError,
    },
    #[error("{archive}: cannot reach the server: {reason}")]
    Unreachable { archive: String, reason: String },
    #[error("{archive}: the server refused the login: {reason}")]
    LoginRefused { archive: String, reason: String },
    /// The server's `pg_hba.conf` has no line that lets this login in from here.
    #[error(
        "{archive}: the server's pg_hba.conf has no line letting {user} into {database} from this computer ({connection}): its administrator adds one (hostssl {database} {user} ADDRESS/BITS scram-sha-256) and reloads the server"
    )]
    NoHbaLine {
        archive: String,
        user: String,
        database: String,
        /// "an encrypted connection" or "an unencrypted connection".
        connection: String,
    },
    /// `sslmode` asks for encryption and the server takes none.
    #[error(
        "{archive}: the server takes no encrypted connection, and sslmode={mode} asks for one: its administrator turns TLS on (ssl = on in postgresql.conf, with the server's certificate); sslmode=disable only on a network you trust"
    )]
    TlsRefused { archive: String, mode: String },
    /// Putting an archive under roles makes roles, which the owner's login may not.
    #[error(
        "the archive's owner {login} may not create roles, which putting the archive under roles needs: the server's superuser gives it with ALTER ROLE \"{login}\" CREATEROLE, or runs casebook archive init once"
    )]
    NoCreateRole { login: String },
    #[error("{archive}: not a Casebook archive: {reason}; it was not changed")]
    NotArchive { archive: String, reason: String },
    #[error(
        "{archive}: made by a newer Casebook (schema version {found}; this version knows up to {supported}); it was not changed: {}",
        crate::release::install_newer()
    )]
    ArchiveNewerSchema {
        archive: String,
        found: i64,
        supported: i64,
    },
    #[error(
        "{archive}: the archive has schema version {found} and this Casebook needs version {supported}; its owner ({owner}) must open it once with this version to migrate it ({reason}); it was not changed"
    )]
    ArchiveOlderSchema {
        archive: String,
        found: i64,
        supported: i64,
        /// The login that owns the archive's tables, which may migrate it.
        owner: String,
        reason: String,
    },
    /// A replica synchronised with an archive other than the one it was made from.
    #[error(
        "{replica} is a replica of the archive {replica_archive}, and {archive} is another archive ({server_archive}): a replica synchronises only with the archive it was made from; nothing was changed"
    )]
    ReplicaOfAnotherArchive {
        replica: String,
        archive: String,
        replica_archive: String,
        server_archive: String,
    },
    /// Sync named a file that is no replica and no server to make one from.
    #[error(
        "{replica} is not a replica of a server's archive: make one with `casebook sync --db FILE --server postgres://…`"
    )]
    NotReplica { replica: String },
    /// A replica is a file; a server is not made a replica of another.
    #[error("{location}: a replica is a database file on this computer, not a server")]
    ReplicaOnServer { location: String },
    /// A new replica's file already holds cases of its own.
    #[error(
        "{replica} already holds {cases} cases of its own: a replica is made in a new file (to merge cases, export and import a bundle)"
    )]
    ReplicaNotEmpty { replica: String, cases: u64 },
    #[error(
        "{archive}: the server runs PostgreSQL {found}; Casebook needs PostgreSQL {needed} or newer"
    )]
    ServerTooOld {
        archive: String,
        found: String,
        needed: String,
    },
    /// The server lost the connection or refused a statement.
    #[error("{archive}: {message}")]
    Server { archive: String, message: String },
    #[error(
        "{destination} already holds {cases} cases: an archive is copied into an empty one (to merge, import a bundle)"
    )]
    DestinationNotEmpty { destination: String, cases: u64 },
    /// Roles are a server's: a database file has one user.
    #[error("a database file has no roles (one user, one file): roles are a PostgreSQL archive's")]
    NoRolesInFile,
    /// A grant or a revoke that cannot be made, and why.
    #[error("{0}")]
    Roles(String),
    /// A login without a role in an archive under roles.
    #[error(
        "{archive}: no access to this archive: ask its administrator for a role (casebook archive grant)"
    )]
    NoAccess { archive: String },
    /// A panel that cannot be kept as the editor named it.
    #[error("{0}")]
    InvalidPanel(crate::panel::PanelProblem),
    /// A comment that cannot be kept as it is.
    #[error("{0}")]
    InvalidComment(crate::panel::PanelCommentError),
    /// A comment the server does not let this login write.
    #[error(
        "this login may not write {commentator}'s comment on case {uuid}: a commentator writes only his own, on the decided cases the panel asks him about"
    )]
    CommentRefused { uuid: Uuid, commentator: String },
    /// A failure of the server's client, before it is given the archive's name.
    #[error("database error: {0}")]
    Postgres(#[source] postgres::Error),
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Sqlite(e)
    }
}

impl StoreError {
    /// Whether the server's roles refused a write: a row-level security policy or a missing
    /// privilege (a file has no roles).
    pub(crate) fn is_refused_by_roles(&self) -> bool {
        matches!(self, StoreError::Postgres(error)
            if error.code() == Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE))
    }
}

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> StoreError {
        StoreError::Postgres(e)
    }
}

impl StoreError {
    /// Gives an SQLite failure its meaning for the file at `path`.
    pub(crate) fn at(path: &std::path::Path, e: rusqlite::Error) -> StoreError {
        let path = path.to_path_buf();
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
                StoreError::Locked { path }
            }
            Some(ErrorCode::NotADatabase) => StoreError::NotSqlite { path },
            Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt {
                path,
                detail: e.to_string(),
            },
            Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path },
            Some(ErrorCode::CannotOpen) => StoreError::Io {
                path,
                source: std::io::Error::other(e.to_string()),
            },
            _ => StoreError::Sqlite(e),
        }
    }

    /// Reinterprets a generic SQLite error for the file at `path`; other errors pass unchanged.
    pub(crate) fn in_file(self, path: &std::path::Path) -> StoreError {
        match self {
            StoreError::Sqlite(e) => StoreError::at(path, e),
            other => other,
        }
    }
}
