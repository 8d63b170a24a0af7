//! The case-database subcommands: `demo`, `import` and `export` of case bundles, and `check`.

use super::progress::ProgressLine;
use super::worded::CoreMessage;
use crate::i18n::{Language, arg, say};
use casebook::store::{self, ImportReport, Location, Store, StoreError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use uuid::Uuid;

/// What the case-database subcommands can fail with, besides writing the output.
#[derive(Debug, thiserror::Error)]
pub enum CasesFailure {
    /// The store's messages already name the file.
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(
        "there is no default database location on this system (no home directory): give --db PATH"
    )]
    NoDefaultLocation,
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: {message}", path.display())]
    Bundle { path: PathBuf, message: CoreMessage },
    /// A PBN or LIN file that cannot be imported; the message names the line or the board.
    #[error("{}: {message}", path.display())]
    HandRecords { path: PathBuf, message: CoreMessage },
    #[error("no case \"{0}\" in the database: give its UUID or its case number")]
    NoSuchCase(String),
    #[error("the case number \"{0}\" belongs to several cases: give the UUID instead")]
    AmbiguousCase(String),
    #[error("stopped before the end: nothing was copied into {to}")]
    CopyStopped { to: String },
    #[error(
        "stopped before the end: what was synchronised is kept in {replica}; sync again to finish"
    )]
    SyncStopped { replica: String },
    #[error("deleted {deleted} of {asked} cases; not deleted: {details}")]
    NotAllDeleted {
        deleted: usize,
        asked: usize,
        details: String,
    },
    #[error("{database}: the database is not sound ({count} findings above)")]
    Unsound { database: String, count: usize },
}

/// The archive `--db` named, or the default database file in the platform data directory.
pub fn database_location(db: Option<&Location>) -> Result<Location, CasesFailure> {
    match db {
        Some(location) => Ok(location.clone()),
        None => Location::default_file().ok_or(CasesFailure::NoDefaultLocation),
    }
}

/// The bytes of a file the user named; a failure names the file.
pub(super) fn read_file(path: &Path) -> Result<Vec<u8>, CasesFailure> {
    std::fs::read(path).map_err(|source| CasesFailure::Read {
        path: path.to_path_buf(),
        source,
    })
}

pub(super) fn open(location: &Location, create: bool) -> Result<Store, CasesFailure> {
    let store = Store::open_at(location, create)?;
    // An older archive migrated on opening: the owner who opened it is told, on standard
    // error, so that a command's own output stays what it was.
    if let Some(from) = store.migrated_from() {
        crate::diagnostics::terminal::say(&format!(
            "{location}: migrated the archive from schema version {from} to {}",
            store::SCHEMA_VERSION
        ));
        tracing::info!(
            from,
            to = store::SCHEMA_VERSION,
            "migrated the archive {location}"
        );
    }
    Ok(store)
}

/// `casebook import FILE.json`: a case bundle (its text, read from `file`) into the
/// database, in one transaction.
pub fn import_bundle(
    file: &Path,
    text: &str,
    location: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let mut store = open(location, true)?;
    // A line that counts on through a bundle of thousands, when someone is watching.
    let mut line = ProgressLine::new();
    let mut progress = |done: usize, total: usize| {
        if total >= 1_000 {
            line.show(counted(language, "cli-import-progress", done, total));
        }
    };
    let result = store.import_bundle_with(text, &mut progress, &AtomicBool::new(false));
    line.clear();
    let report = result.map_err(|e| CasesFailure::Bundle {
        path: file.to_path_buf(),
        message: CoreMessage::new(e),
    })?;
    describe_import(&report, language, out)?;
    Ok(())
}

/// A progress line's "… {done} of {total} cases".
fn counted(language: Language, key: &str, done: usize, total: usize) -> String {
    say(language, key, [("done", arg(done)), ("total", arg(total))])
}

/// `casebook export`: the chosen cases (all when none is named) as one bundle on stdout.
pub fn export(
    location: &Location,
    cases: &[String],
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let mut store = open(location, false)?;
    let uuids = cases
        .iter()
        .map(|id| resolve_case(&store, id))
        .collect::<Result<Vec<_>, _>>()?;
    // The bundle goes to stdout; a count of the cases read goes to a terminal's stderr.
    let mut line = ProgressLine::new();
    let json = store
        .export_bundle_with(&uuids, &mut |done, total| {
            if total >= 1_000 {
                line.show(counted(language, "cli-export-progress", done, total));
            }
        })
        .map_err(CasesFailure::from)?;
    line.clear();
    writeln!(out, "{json}")?;
    Ok(())
}

/// Writes `bytes` to `path` beside it first, then renames it into place: a disk that fills or
/// a folder that is missing leaves any file already there as it was.
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CasesFailure> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "export".to_string());
    let partial = path.with_file_name(format!(".{name}.{}.partial", std::process::id()));
    let written = std::fs::File::create(&partial)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&partial, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    written.map_err(|source| CasesFailure::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// `casebook check [--json]`: integrity and schema, and a server's setup; success only when
/// all of it is sound.
pub fn check(
    location: &Location,
    json: bool,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    // The stage on a terminal: reading every page of an archive's database takes a while.
    let mut line = ProgressLine::new();
    let report = store::check_at(location, &mut |stage| {
        line.show(say(
            language,
            "cli-check-progress",
            [
                ("stage", arg(stage.describe())),
                ("done", arg(stage.number())),
                ("total", arg(store::CheckStage::COUNT)),
            ],
        ));
    });
    line.clear();
    let setup = report.setup_findings();
    if json {
        writeln!(out, "{}", report.to_json())?;
    } else {
        if report.is_sound() {
            writeln!(
                out,
                "{}",
                say(
                    language,
                    "cli-check-sound",
                    [
                        ("location", arg(location.to_string())),
                        ("version", arg(report.supported_version)),
                    ]
                )
            )?;
        } else {
            for finding in report.findings() {
                writeln!(out, "{finding}")?;
            }
        }
        if let Some(server) = &report.server {
            describe_setup(server, out)?;
            for finding in &setup {
                writeln!(out, "setup: {finding}")?;
            }
        }
    }
    let count = setup.len() + report.findings().len();
    if !report.is_sound() || !setup.is_empty() {
        return Err(CasesFailure::Unsound {
            database: location.to_string(),
            count,
        }
        .into());
    }
    Ok(())
}

/// A server's setup, a line a subject, as the administrator reads it.
fn describe_setup(
    server: &casebook::store::postgres::setup_report::ServerSetup,
    out: &mut impl Write,
) -> std::io::Result<()> {
    use casebook::store::postgres::setup_report::CertificateCheck;
    let protection = match (server.encrypted, server.certificate) {
        (false, _) => "not encrypted",
        (true, CertificateCheck::None) => "encrypted, the certificate not verified",
        (true, CertificateCheck::Chain) => {
            "encrypted, the certificate's chain verified (not its host name)"
        }
        (true, CertificateCheck::ChainAndHost) => {
            "encrypted, the certificate verified (chain and host name)"
        }
    };
    let connection = if !server.over_network {
        "the server's local socket".to_string()
    } else if server.loopback {
        format!(
            "{protection}, over the server's loopback interface (it does not leave the server's machine: encryption is not required)"
        )
    } else {
        protection.to_string()
    };
    writeln!(
        out,
        "server: {}; connection: {connection}; login {}",
        server.server_version, server.login
    )?;
    let privileges = if server.owner_is_superuser {
        "a superuser"
    } else if server.owner_may_create_roles {
        "may create roles"
    } else {
        "may not create roles"
    };
    writeln!(out, "owner: {} ({privileges})", server.owner)?;
    if server.under_roles {
        writeln!(
            out,
            "roles: the archive is under roles; row-level security off on {} tables, not forced on {} (the owner passes it)",
            server.tables_without_row_security.len(),
            server.tables_not_forced.len()
        )?;
    } else {
        writeln!(out, "roles: the archive is not under roles")?;
    }
    for login in &server.logins_with_roles {
        writeln!(out, "login {}: {}", login.login, login.roles.join(", "))?;
    }
    if !server.logins_without_role.is_empty() {
        writeln!(
            out,
            "logins that may connect with no role (they see nothing): {}",
            server.logins_without_role.join(", ")
        )?;
    }
    Ok(())
}

/// A case named by UUID or by its case number.
pub(super) fn resolve_case(store: &Store, id: &str) -> Result<Uuid, CasesFailure> {
    if let Ok(uuid) = Uuid::parse_str(id) {
        return store
            .load_case(uuid)
            .map(|case| case.uuid)
            .map_err(|_| CasesFailure::NoSuchCase(id.to_string()));
    }
    let summaries = store.list_cases(&Default::default())?;
    let mut matching = summaries.iter().filter(|s| s.heading.case_number == id);
    match (matching.next(), matching.next()) {
        (Some(only), None) => Ok(only.heading.uuid),
        (Some(_), Some(_)) => Err(CasesFailure::AmbiguousCase(id.to_string())),
        (None, _) => Err(CasesFailure::NoSuchCase(id.to_string())),
    }
}

pub(super) fn describe_import(
    report: &ImportReport,
    language: Language,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-import-report",
            [
                ("added", arg(report.added.len())),
                ("replaced", arg(report.replaced.len())),
                ("unchanged", arg(report.unchanged.len())),
                ("older", arg(report.older.len())),
                ("conflicts", arg(report.conflicts.len())),
            ]
        )
    )?;
    if report.comments_merged > 0 || report.panels_added > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-panel",
                [
                    ("comments", arg(report.comments_merged)),
                    ("panels", arg(report.panels_added)),
                ]
            )
        )?;
    }
    if !report.reviews_joined.is_empty() {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-reviews",
                [("count", arg(report.reviews_joined.len()))]
            )
        )?;
    }
    if report.texts_added > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-texts",
                [("count", arg(report.texts_added))]
            )
        )?;
    }
    if report.served_answers_added > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-served-answers",
                [("count", arg(report.served_answers_added))]
            )
        )?;
    }
    for conflict in &report.conflicts {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-conflict",
                [
                    ("uuid", arg(conflict.uuid.to_string())),
                    ("local", arg(conflict.local_revision)),
                    ("bundle", arg(conflict.bundle_revision)),
                ]
            )
        )?;
    }
    Ok(())
}
