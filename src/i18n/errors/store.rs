//! The case database (opening it, saving to it, bundles) and the problems of a case record.

use super::template::{self, as_written};
use super::{Described, arg, say, seat_name, seat_of};
use crate::i18n::{FluentValue, Language};
use casebook::bridge::Seat;
use casebook::case::{CaseError, CaseStatus};
use casebook::store::StoreError;
use casebook::store::postgres::address::{AddressError, without_password};
use std::io;
use std::path::{Path, PathBuf};

fn at_path(language: Language, key: &str, path: &Path) -> String {
    say(language, key, [("path", arg(path.display().to_string()))])
}

/// "install the newer Casebook from where your federation distributes it", or from the one
/// download address when there is one (`casebook::release`).
pub(crate) fn install_newer(language: Language) -> String {
    match casebook::release::download_address() {
        Some(address) => say(
            language,
            "error-install-newer-from",
            [("address", arg(address))],
        ),
        None => language.tr("error-install-newer"),
    }
}

fn status(language: Language, status: CaseStatus) -> String {
    language.tr(&format!("case-status-{}", status.code()))
}

impl Described for StoreError {
    fn describe(&self, language: Language) -> String {
        match self {
            StoreError::NotFound { path } => at_path(language, "error-store-not-found", path),
            StoreError::NotSqlite { path } => at_path(language, "error-store-not-sqlite", path),
            StoreError::NotCasebook { path, reason } => say(
                language,
                "error-store-not-casebook",
                [
                    ("path", arg(path.display().to_string())),
                    ("reason", arg(not_casebook(reason, language))),
                ],
            ),
            StoreError::Corrupt { path, detail } => say(
                language,
                "error-store-corrupt",
                [
                    ("path", arg(path.display().to_string())),
                    ("detail", arg(detail.clone())),
                ],
            ),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => say(
                language,
                "error-store-newer-schema",
                [
                    ("path", arg(path.display().to_string())),
                    ("found", arg(*found)),
                    ("supported", arg(*supported)),
                    ("install", arg(install_newer(language))),
                ],
            ),
            StoreError::ReadOnly { path } => at_path(language, "error-store-read-only", path),
            StoreError::Locked { path } => at_path(language, "error-store-locked", path),
            StoreError::Io { path, source } => say(
                language,
                "error-at-path",
                [
                    ("path", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            StoreError::Conflict {
                uuid,
                stored_revision,
                your_revision,
            } => say(
                language,
                "error-store-conflict",
                [
                    ("uuid", arg(uuid.to_string())),
                    ("stored", arg(*stored_revision)),
                    ("yours", arg(*your_revision)),
                ],
            ),
            StoreError::NoSuchCase { uuid } => say(
                language,
                "error-store-no-such-case",
                [("uuid", arg(uuid.to_string()))],
            ),
            StoreError::DeleteRefused { uuid } => say(
                language,
                "error-store-delete-refused",
                [("uuid", arg(uuid.to_string()))],
            ),
            StoreError::SaveRefused { uuid } => say(
                language,
                "error-store-save-refused",
                [("uuid", arg(uuid.to_string()))],
            ),
            StoreError::ReviewOnly { uuid } => say(
                language,
                "error-store-review-only",
                [("uuid", arg(uuid.to_string()))],
            ),
            StoreError::SetAsideWithoutReason => language.tr("error-store-set-aside-reason"),
            StoreError::TextHeld { id, title } => say(
                language,
                "error-store-text-held",
                [("id", arg(id.to_string())), ("title", arg(title.clone()))],
            ),
            StoreError::NoSuchText { id } => say(
                language,
                "error-store-no-such-text",
                [("id", arg(id.to_string()))],
            ),
            StoreError::TextsRefused => language.tr("error-store-texts-refused"),
            StoreError::InvalidCase { uuid, error } => say(
                language,
                "error-store-invalid-case",
                [
                    ("uuid", arg(uuid.to_string())),
                    ("reason", arg(error.describe(language))),
                ],
            ),
            StoreError::IllegalStatusChange { uuid, from, to } => say(
                language,
                "error-store-status-change",
                [
                    ("uuid", arg(uuid.to_string())),
                    ("from", arg(status(language, *from))),
                    ("to", arg(status(language, *to))),
                ],
            ),
            StoreError::StoredCase {
                uuid,
                field,
                message,
            } => say(
                language,
                "error-store-stored-case",
                [
                    ("uuid", arg(uuid.clone())),
                    ("field", arg(field_name(field, language))),
                    ("detail", arg(message.clone())),
                ],
            ),
            StoreError::Cancelled => language.tr("error-store-cancelled"),
            StoreError::Bundle(reason) => say(
                language,
                "error-store-bundle",
                [("reason", arg(bundle_refusal(reason, language)))],
            ),
            StoreError::Sqlite(error) => say(
                language,
                "error-store-sqlite",
                [("detail", arg(error.to_string()))],
            ),
            StoreError::Postgres(error) => say(
                language,
                "error-store-sqlite",
                [("detail", arg(error.to_string()))],
            ),
            StoreError::Column(detail) => say(
                language,
                "error-store-sqlite",
                [("detail", arg(detail.clone()))],
            ),
            StoreError::Address { address, error } => say(
                language,
                "error-archive-address",
                [
                    ("archive", arg(without_password(address))),
                    ("reason", arg(error.describe(language))),
                ],
            ),
            StoreError::Unreachable { archive, reason } => say(
                language,
                "error-archive-unreachable",
                [
                    ("archive", arg(archive.clone())),
                    ("reason", arg(reason.clone())),
                ],
            ),
            StoreError::LoginRefused { archive, reason } => say(
                language,
                "error-archive-login",
                [
                    ("archive", arg(archive.clone())),
                    ("reason", arg(reason.clone())),
                ],
            ),
            StoreError::NoHbaLine {
                archive,
                user,
                database,
                connection,
            } => say(
                language,
                if connection.starts_with("an encrypted") {
                    "error-archive-no-hba-line-encrypted"
                } else {
                    "error-archive-no-hba-line"
                },
                [
                    ("archive", arg(archive.clone())),
                    ("user", arg(user.clone())),
                    ("database", arg(database.clone())),
                ],
            ),
            StoreError::TlsRefused { archive, mode } => say(
                language,
                "error-archive-tls-refused",
                [
                    ("archive", arg(archive.clone())),
                    ("mode", arg(mode.clone())),
                ],
            ),
            StoreError::NoCreateRole { login } => say(
                language,
                "error-archive-no-createrole",
                [("login", arg(login.clone()))],
            ),
            StoreError::NotArchive { archive, reason } => say(
                language,
                "error-archive-not-casebook",
                [
                    ("archive", arg(archive.clone())),
                    ("reason", arg(reason.clone())),
                ],
            ),
            StoreError::ArchiveNewerSchema {
                archive,
                found,
                supported,
            } => say(
                language,
                "error-archive-newer-schema",
                [
                    ("archive", arg(archive.clone())),
                    ("found", arg(*found)),
                    ("supported", arg(*supported)),
                    ("install", arg(install_newer(language))),
                ],
            ),
            StoreError::ServerTooOld {
                archive,
                found,
                needed,
            } => say(
                language,
                "error-archive-server-too-old",
                [
                    ("archive", arg(archive.clone())),
                    ("found", arg(found.clone())),
                    ("needed", arg(needed.clone())),
                ],
            ),
            StoreError::DestinationNotEmpty { destination, cases } => say(
                language,
                "error-archive-destination-not-empty",
                [
                    ("destination", arg(destination.clone())),
                    ("cases", arg(*cases)),
                ],
            ),
            StoreError::Server { archive, message } => say(
                language,
                "error-archive-server",
                [
                    ("archive", arg(archive.clone())),
                    ("message", arg(message.clone())),
                ],
            ),
            StoreError::ArchiveOlderSchema {
                archive,
                found,
                supported,
                owner,
                reason,
            } => say(
                language,
                "error-archive-older-schema",
                [
                    ("archive", arg(archive.clone())),
                    ("found", arg(*found)),
                    ("supported", arg(*supported)),
                    ("owner", arg(owner.clone())),
                    ("reason", arg(reason.clone())),
                ],
            ),
            StoreError::ReplicaOfAnotherArchive {
                replica,
                archive,
                replica_archive,
                server_archive,
            } => say(
                language,
                "error-replica-another-archive",
                [
                    ("replica", arg(replica.clone())),
                    ("archive", arg(archive.clone())),
                    ("replica_archive", arg(replica_archive.clone())),
                    ("server_archive", arg(server_archive.clone())),
                ],
            ),
            StoreError::NotReplica { replica } => say(
                language,
                "error-replica-not-replica",
                [("replica", arg(replica.clone()))],
            ),
            StoreError::ReplicaOnServer { location } => say(
                language,
                "error-replica-on-server",
                [("location", arg(location.clone()))],
            ),
            StoreError::ReplicaNotEmpty { replica, cases } => say(
                language,
                "error-replica-not-empty",
                [("replica", arg(replica.clone())), ("cases", arg(*cases))],
            ),
            StoreError::InvalidPanel(problem) => problem.describe(language),
            StoreError::InvalidComment(error) => error.describe(language),
            StoreError::CommentRefused { uuid, commentator } => say(
                language,
                "error-store-comment-refused",
                [
                    ("uuid", arg(uuid.to_string())),
                    ("commentator", arg(commentator.clone())),
                ],
            ),
            StoreError::NoRolesInFile => language.tr("error-archive-no-roles-in-file"),
            StoreError::Roles(detail) => detail.clone(),
            StoreError::NoAccess { archive } => say(
                language,
                "error-archive-no-access",
                [("archive", arg(archive.clone()))],
            ),
        }
    }
}

impl Described for AddressError {
    fn describe(&self, language: Language) -> String {
        let text = |key: &str, value: &str| say(language, key, [("text", arg(value.to_string()))]);
        match self {
            AddressError::Scheme => language.tr("error-address-scheme"),
            AddressError::Port(v) => text("error-address-port", v),
            AddressError::SslMode(v) => text("error-address-sslmode", v),
            AddressError::UnknownOption(v) => text("error-address-option", v),
            AddressError::Timeout(v) => text("error-address-timeout", v),
            AddressError::UnclosedIpv6(v) => text("error-address-ipv6", v),
            AddressError::HostAndPort(v) => text("error-address-host-port", v),
            AddressError::Escape(v) => text("error-address-escape", v),
            AddressError::NotUtf8(v) => text("error-address-utf8", v),
            AddressError::NoUser => language.tr("error-address-no-user"),
        }
    }
}

/// Why an SQLite file is not a Casebook database (casebook/src/store/open.rs).
fn not_casebook(reason: &str, language: Language) -> String {
    let forms = [
        ("the file is empty", "error-store-empty-file"),
        (
            "it holds another program's tables",
            "error-store-other-tables",
        ),
        ("its application id is {id}", "error-store-application-id"),
    ];
    template::reword(&forms, reason, language, as_written).unwrap_or_else(|| reason.to_string())
}

/// Why a bundle was refused (casebook/src/store/exchange/bundle.rs, tables/case_write.rs).
fn bundle_refusal(reason: &str, language: Language) -> String {
    let forms = [
        (
            "broken JSON at line {line}, column {column}: {detail}",
            "error-bundle-json",
        ),
        ("a bundle is a JSON object", "error-bundle-not-object"),
        (
            "format is \"{found}\", not \"{expected}\"",
            "error-bundle-format",
        ),
        (
            "no \"format\": \"{expected}\" field",
            "error-bundle-no-format",
        ),
        ("no \"version\" number", "error-bundle-no-version"),
        (
            "bundle version {found}; this Casebook reads version {supported}",
            "error-bundle-version",
        ),
        ("no \"cases\" list", "error-bundle-no-cases"),
        (
            "revision {revision} is too large",
            "error-bundle-revision-too-large",
        ),
    ];
    if let Some(said) = template::reword(&forms, reason, language, as_written) {
        return said;
    }
    let cases = [
        (
            "case {position} ({uuid}): {reason}",
            "error-bundle-case-uuid",
        ),
        ("case {position}: {reason}", "error-bundle-case"),
    ];
    template::reword(&cases, reason, language, |name, found| match name {
        "reason" => arg(bundle_case_refusal(found, language)),
        _ => arg(found.to_string()),
    })
    .unwrap_or_else(|| reason.to_string())
}

/// Why one case of a bundle was refused: its revision, its UUID, or a problem of the record
/// (`field: message`, as [`CaseError`] writes itself). A JSON error stays as written.
fn bundle_case_refusal(reason: &str, language: Language) -> String {
    let forms = [
        (
            "revision 0 is a case never saved",
            "error-bundle-revision-zero",
        ),
        (
            "the UUID appears twice in the bundle",
            "error-bundle-uuid-twice",
        ),
    ];
    if let Some(said) = template::reword(&forms, reason, language, as_written) {
        return said;
    }
    match reason.split_once(": ") {
        Some((field, message)) if is_field_path(field) => {
            CaseError::new(field, message).describe(language)
        }
        _ => reason.to_string(),
    }
}

fn is_field_path(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '[' | ']'))
}

/// An I/O failure: the common kinds in the language, any other as the system words it.
impl Described for io::Error {
    fn describe(&self, language: Language) -> String {
        let key = match self.kind() {
            io::ErrorKind::NotFound => "error-io-not-found",
            io::ErrorKind::PermissionDenied => "error-io-permission",
            io::ErrorKind::StorageFull => "error-io-full",
            io::ErrorKind::ReadOnlyFilesystem => "error-io-read-only",
            io::ErrorKind::IsADirectory => "error-io-directory",
            // SQLite's CANTOPEN, passed on by the store as an I/O error.
            _ if self.to_string() == "unable to open database file" => "error-io-cannot-open",
            _ => return self.to_string(),
        };
        language.tr(key)
    }
}

/// A file that could not be read or written, and why.
#[derive(Debug)]
pub struct FileError {
    pub path: PathBuf,
    pub source: io::Error,
}

impl Described for FileError {
    fn describe(&self, language: Language) -> String {
        say(
            language,
            "error-at-path",
            [
                ("path", arg(self.path.display().to_string())),
                ("reason", arg(self.source.describe(language))),
            ],
        )
    }
}

/// A field of a case record (`ruling.adjusted.outcomes[1].weight`) as the form names it:
/// "decision, adjusted score, outcome 2, weight".
pub fn field_name(path: &str, language: Language) -> String {
    path.split('.')
        .map(|segment| {
            let (name, index) = match segment.split_once('[') {
                Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
                None => (segment, None),
            };
            match index {
                Some(i) => say(
                    language,
                    "error-field-item",
                    [("field", arg(name.to_string())), ("position", arg(i + 1))],
                ),
                None => say(language, "error-field", [("field", arg(name.to_string()))]),
            }
        })
        .filter(|name| !name.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentences of the case record's checks (casebook/src/case/validate.rs) and of the
/// deal's, which the record quotes.
const CASE_PROBLEMS: [(&str, &str); 24] = [
    ("{text} is not a plausible year", "error-case-year"),
    (
        "the language is empty; write a code such as ru",
        "error-case-language",
    ),
    ("{seat} already has a player", "error-case-seat-taken"),
    ("the name is empty", "error-case-name-empty"),
    (
        "the committee already has a chair",
        "error-case-second-chair",
    ),
    (
        "the auction starts with {caller} but the board's dealer is {dealer}",
        "error-case-auction-dealer",
    ),
    (
        "call {position} does not exist: the auction has {count} calls",
        "error-case-no-such-call",
    ),
    (
        "call {position} is annotated twice",
        "error-case-annotated-twice",
    ),
    (
        "note number {number} is zero or already used",
        "error-case-note",
    ),
    (
        "level {level} is impossible: a contract is from 1 to 7",
        "error-contract-level",
    ),
    ("a contract needs a declarer", "error-case-no-declarer"),
    (
        "a passed-out board has no declarer or tricks; enter the contract",
        "error-case-passed-out",
    ),
    ("{count} tricks: a deal has 13", "error-case-tricks"),
    (
        "{card} is not in the opening leader's ({leader}) hand",
        "error-case-lead",
    ),
    (
        "\"{text}\" is not a weight: write a percentage (30%), a fraction (1/3) or a decimal (0.25)",
        "error-case-weight",
    ),
    ("the step is empty", "error-case-step-empty"),
    ("the pollee's action is empty", "error-case-action-empty"),
    ("the penalty has no amount", "error-case-penalty-amount"),
    (
        "a comment needs its commentator's name",
        "error-case-commentator",
    ),
    ("{subject} is listed twice", "error-case-subject-twice"),
    (
        "the case is given twice among those saved",
        "error-case-given-twice",
    ),
    (
        "{card} is in both {first} and {second}",
        "error-deal-duplicate-card",
    ),
    (
        "{seat} has {count} cards, a hand has 13",
        "error-deal-wrong-count",
    ),
    (
        "{seat} has {count} card, a hand has 13",
        "error-deal-wrong-count",
    ),
];

/// A hole's value in the case problem's sentence, in the form the message wants: seats
/// named again (after "of" for `seat`, `leader`, `first`, `second`; as the subject for
/// `caller`, `dealer`), numbers as numbers for the plural forms, subjects by their name.
fn case_value(language: Language) -> impl Fn(&str, &str) -> FluentValue<'static> {
    move |name, found| {
        let seat = found.parse::<Seat>().ok();
        match (name, seat) {
            ("seat" | "leader" | "first" | "second", Some(seat)) => arg(seat_of(language, seat)),
            ("caller" | "dealer", Some(seat)) => arg(seat_name(language, seat)),
            ("count" | "level", _) => match found.parse::<i64>() {
                Ok(number) => arg(number),
                Err(_) => arg(found.to_string()),
            },
            ("subject", _) => arg(language.tr(&format!("subject-{found}"))),
            _ => arg(found.to_string()),
        }
    }
}

impl Described for CaseError {
    fn describe(&self, language: Language) -> String {
        let reason = template::reword(
            &CASE_PROBLEMS,
            &self.message,
            language,
            case_value(language),
        )
        .unwrap_or_else(|| self.message.clone());
        say(
            language,
            "error-case-field",
            [
                ("field", arg(field_name(&self.field, language))),
                ("reason", arg(reason)),
            ],
        )
    }
}
