//! What `casebook check` finds in an archive, and the stages it goes through: one report for
//! both engines, which fill it.

/// The findings of a check; [`CheckReport::is_sound`] sums them up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckReport {
    /// The file, or the server's address without its password.
    pub database: String,
    /// The archive's schema version, when it could be read.
    pub schema_version: Option<i64>,
    pub supported_version: i64,
    /// Lines of `PRAGMA integrity_check` other than `ok`.
    pub integrity: Vec<String>,
    /// Rows that `PRAGMA foreign_key_check` reports, as `table row → parent`.
    pub foreign_keys: Vec<String>,
    pub missing_tables: Vec<String>,
    /// Indexes that queries name and the database lacks (opening it makes them again).
    pub missing_indexes: Vec<String>,
    /// Rows of the double-dummy cache that do not agree with their deal.
    pub double_dummy: Vec<String>,
    /// Where a server's text index does not agree with the cases' counts of words, with what
    /// makes it again.
    pub text_index: Vec<String>,
    /// Anything else that stopped the check (not SQLite, locked, newer schema).
    pub problems: Vec<String>,
    /// A server's setup as its administrator must see it (none for a file).
    pub server: Option<crate::store::postgres::setup_report::ServerSetup>,
}

impl CheckReport {
    pub fn is_sound(&self) -> bool {
        self.integrity.is_empty()
            && self.foreign_keys.is_empty()
            && self.missing_tables.is_empty()
            && self.missing_indexes.is_empty()
            && self.double_dummy.is_empty()
            && self.text_index.is_empty()
            && self.problems.is_empty()
            && self.schema_version == Some(self.supported_version)
    }

    /// Whether a server's setup is as the administrator's chapter has it (a file's always is):
    /// the connection encrypted and verified, the archive under roles, row-level security on.
    pub fn is_setup_sound(&self) -> bool {
        self.setup_findings().is_empty()
    }

    /// What a server's setup lacks, one a line with its remedy.
    pub fn setup_findings(&self) -> Vec<String> {
        self.server
            .as_ref()
            .map(crate::store::postgres::setup_report::ServerSetup::findings)
            .unwrap_or_default()
    }

    /// The report for monitoring (`casebook check --json`): the archive's integrity and, for a
    /// server, its setup, each finding a line, `sound` only when both are.
    pub fn to_json(&self) -> String {
        let value = serde_json::json!({
            "database": self.database,
            "sound": self.is_sound() && self.is_setup_sound(),
            "integrity_sound": self.is_sound(),
            "schema_version": self.schema_version,
            "supported_version": self.supported_version,
            "pending_migration": self.schema_version.is_some_and(|v| v < self.supported_version),
            "findings": self.findings(),
            "setup_findings": self.setup_findings(),
            "server": self.server,
        });
        serde_json::to_string_pretty(&value).unwrap_or_default()
    }

    /// Every finding, one a line; empty when sound.
    pub fn findings(&self) -> Vec<String> {
        let mut out = self.problems.clone();
        match self.schema_version {
            Some(v) if v < self.supported_version => out.push(format!(
                "schema version {v} is older than {}; opening the database migrates it",
                self.supported_version
            )),
            Some(v) if v > self.supported_version => out.push(format!(
                "schema version {v} is newer than this Casebook knows ({})",
                self.supported_version
            )),
            _ => {}
        }
        out.extend(self.integrity.iter().map(|l| format!("integrity: {l}")));
        out.extend(
            self.foreign_keys
                .iter()
                .map(|l| format!("foreign key: {l}")),
        );
        out.extend(
            self.missing_tables
                .iter()
                .map(|t| format!("missing table: {t}")),
        );
        out.extend(
            self.missing_indexes
                .iter()
                .map(|i| format!("missing index: {i} (opening the database makes it again)")),
        );
        out.extend(self.double_dummy.iter().cloned());
        out.extend(self.text_index.iter().cloned());
        out
    }
}

/// What a check is doing, in order, for a progress line over a large database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckStage {
    /// SQLite reads every page (most of the time of a check); a server keeps its own pages.
    Integrity,
    ForeignKeys,
    /// The tables Casebook needs and the indexes its queries name.
    Tables,
    /// The double-dummy cache against its deals.
    DoubleDummy,
}

impl CheckStage {
    pub const COUNT: usize = 4;

    /// The stage's place, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    pub fn describe(self) -> &'static str {
        match self {
            CheckStage::Integrity => "integrity of every page",
            CheckStage::ForeignKeys => "foreign keys",
            CheckStage::Tables => "tables and indexes",
            CheckStage::DoubleDummy => "double-dummy cache",
        }
    }
}

/// A report with nothing found yet.
pub(crate) fn empty_report(database: String) -> CheckReport {
    CheckReport {
        database,
        schema_version: None,
        supported_version: crate::store::schema::SCHEMA_VERSION,
        integrity: Vec::new(),
        foreign_keys: Vec::new(),
        missing_tables: Vec::new(),
        missing_indexes: Vec::new(),
        double_dummy: Vec::new(),
        text_index: Vec::new(),
        problems: Vec::new(),
        server: None,
    }
}
