//! The SQLite file's schema and its forward migrations, versioned by `PRAGMA user_version`.
//!
//! Each migration runs in its own transaction together with the version bump, so a database is
//! always at exactly one known version. Migrations are never edited once released: a change is
//! a new migration at the end of the list.

use rusqlite::{Connection, Transaction, TransactionBehavior};

pub use crate::store::schema::SCHEMA_VERSION;

/// Marks a database file as Casebook's (`PRAGMA application_id`, the bytes "CBK1").
pub const APPLICATION_ID: i32 = 0x4342_4B31;

/// The first schema: the case record in tables the application queries.
pub const MIGRATION_1: &str = r#"
PRAGMA application_id = 1128418097;

CREATE TABLE cases (
    id                INTEGER PRIMARY KEY,
    uuid              TEXT NOT NULL UNIQUE,
    revision          INTEGER NOT NULL CHECK (revision >= 1),
    -- The revision last exchanged through a bundle; NULL when never exported or imported.
    synced_revision   INTEGER,
    created           TEXT NOT NULL,
    updated           TEXT NOT NULL,
    case_number       TEXT NOT NULL DEFAULT '',
    year              INTEGER,
    tournament        TEXT NOT NULL DEFAULT '',
    event             TEXT NOT NULL DEFAULT '',
    session           TEXT NOT NULL DEFAULT '',
    date              TEXT,
    scoring           TEXT CHECK (scoring IN ('pairs_mp', 'teams_imp', 'bam', 'swiss_vp')),
    hearing           TEXT NOT NULL DEFAULT 'committee',
    law_edition       INTEGER NOT NULL DEFAULT 2017 CHECK (law_edition IN (1997, 2017)),
    profile           TEXT NOT NULL DEFAULT '',
    team_ns           TEXT NOT NULL DEFAULT '',
    team_ew           TEXT NOT NULL DEFAULT '',
    director          TEXT NOT NULL DEFAULT '',
    board_number      INTEGER NOT NULL CHECK (board_number >= 1),
    dealer            TEXT NOT NULL CHECK (dealer IN ('N', 'E', 'S', 'W')),
    vulnerability     TEXT NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    deal              TEXT NOT NULL,
    auction_dealer    TEXT NOT NULL CHECK (auction_dealer IN ('N', 'E', 'S', 'W')),
    opening_lead      TEXT,
    play_record       TEXT NOT NULL DEFAULT '',
    claim             TEXT,
    has_result        INTEGER NOT NULL DEFAULT 0,
    result_contract   TEXT,
    result_declarer   TEXT,
    result_tricks     INTEGER CHECK (result_tricks BETWEEN 0 AND 13),
    result_ns_score   INTEGER,
    facts_agreed      TEXT NOT NULL DEFAULT '',
    ruling_text       TEXT NOT NULL DEFAULT '',
    ruling_ns         TEXT NOT NULL DEFAULT '',
    ruling_ew         TEXT NOT NULL DEFAULT '',
    appellant         TEXT CHECK (appellant IN ('NS', 'EW')),
    appeal_lodged_at  TEXT,
    appeal_grounds    TEXT NOT NULL DEFAULT '',
    appeal_present    TEXT NOT NULL DEFAULT '[]',
    appeal_deposit    TEXT,
    decision_outcome  TEXT CHECK (decision_outcome IN ('upheld', 'varied', 'cancelled')),
    decision_ns       TEXT NOT NULL DEFAULT '',
    decision_ew       TEXT NOT NULL DEFAULT '',
    deposit_outcome   TEXT CHECK (deposit_outcome IN ('returned', 'kept')),
    without_merit     INTEGER NOT NULL DEFAULT 0,
    reasoning         TEXT NOT NULL DEFAULT '',
    dissent           TEXT NOT NULL DEFAULT '',
    write_up          TEXT NOT NULL DEFAULT '',
    status            TEXT NOT NULL DEFAULT 'draft'
                      CHECK (status IN ('draft', 'heard', 'decided', 'reviewed', 'published'))
);
CREATE INDEX cases_by_year ON cases (year, case_number);
CREATE INDEX cases_by_status ON cases (status);

CREATE TABLE case_subjects (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    subject  TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX case_subjects_by_subject ON case_subjects (subject);

-- Players, committee members and commentators, one row each with the role they have.
CREATE TABLE case_people (
    case_id        INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('player', 'committee', 'commentator')),
    position       INTEGER NOT NULL,
    name           TEXT NOT NULL DEFAULT '',
    seat           TEXT CHECK (seat IN ('N', 'E', 'S', 'W')),
    rank           TEXT,
    masterpoints   INTEGER,
    committee_role TEXT CHECK (committee_role IN ('chair', 'scribe', 'member')),
    note           TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, kind, position)
);
CREATE INDEX case_people_by_name ON case_people (name);

CREATE TABLE auction_calls (
    case_id             INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position            INTEGER NOT NULL,
    call                TEXT NOT NULL,
    irregularity        TEXT,
    -- Where the call's annotation stands in the record's list; NULL when not annotated.
    annotation_position INTEGER,
    note                INTEGER,
    alerted             INTEGER,
    agreement           TEXT,
    has_tempo           INTEGER NOT NULL DEFAULT 0,
    tempo_seconds       INTEGER,
    tempo_agreed        INTEGER,
    tempo_description   TEXT NOT NULL DEFAULT '',
    comment             TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
);

CREATE TABLE call_explanations (
    case_id       INTEGER NOT NULL,
    call_position INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    by_seat       TEXT CHECK (by_seat IN ('N', 'E', 'S', 'W')),
    to_seat       TEXT CHECK (to_seat IN ('N', 'E', 'S', 'W')),
    text          TEXT NOT NULL,
    PRIMARY KEY (case_id, call_position, position),
    FOREIGN KEY (case_id, call_position) REFERENCES auction_calls (case_id, position) ON DELETE CASCADE
);

CREATE TABLE disputed_facts (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    point    TEXT NOT NULL,
    finding  TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE statements (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    speaker  TEXT NOT NULL,
    seat     TEXT CHECK (seat IN ('N', 'E', 'S', 'W')),
    text     TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE ruling_laws (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    law      TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX ruling_laws_by_law ON ruling_laws (law);

-- The outcomes behind the Director's and the committee's adjusted scores.
CREATE TABLE adjusted_outcomes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    stage    TEXT NOT NULL CHECK (stage IN ('ruling', 'decision')),
    position INTEGER NOT NULL,
    side     TEXT CHECK (side IN ('NS', 'EW')),
    contract TEXT,
    declarer TEXT CHECK (declarer IN ('N', 'E', 'S', 'W')),
    tricks   INTEGER NOT NULL CHECK (tricks BETWEEN 0 AND 13),
    weight   TEXT NOT NULL,
    PRIMARY KEY (case_id, stage, position)
);

CREATE TABLE procedural_penalties (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    side     TEXT NOT NULL CHECK (side IN ('NS', 'EW')),
    amount   TEXT NOT NULL,
    reason   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
);

CREATE TABLE workflow_answers (
    case_id     INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    step        TEXT NOT NULL,
    answer      TEXT NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    answered_by TEXT NOT NULL DEFAULT '',
    answered_at TEXT,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX workflow_answers_by_step ON workflow_answers (step);

CREATE TABLE polls (
    id       INTEGER PRIMARY KEY,
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    step     TEXT,
    problem  TEXT NOT NULL DEFAULT '',
    UNIQUE (case_id, position)
);

CREATE TABLE poll_answers (
    poll_id    INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    level      TEXT NOT NULL DEFAULT '',
    action     TEXT NOT NULL,
    considered TEXT NOT NULL DEFAULT '[]',
    comment    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (poll_id, position)
);

CREATE TABLE commentary (
    case_id     INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    commentator TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE review_notes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    noted_by TEXT NOT NULL DEFAULT '',
    noted_at TEXT,
    text     TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

-- A save or import that lost a race keeps its text here, so both versions survive.
CREATE TABLE conflicts (
    id               INTEGER PRIMARY KEY,
    case_uuid        TEXT NOT NULL,
    stored_revision  INTEGER NOT NULL,
    your_revision    INTEGER NOT NULL,
    source           TEXT NOT NULL CHECK (source IN ('save', 'import')),
    recorded_at      TEXT NOT NULL,
    case_json        TEXT NOT NULL
);
CREATE INDEX conflicts_by_case ON conflicts (case_uuid);
"#;

/// The second schema: the case's language (it chooses the stemmer) and the full-text index
/// over the case's prose. Cases of the first schema were all Russian; their index is built
/// by [`crate::store`] after migration 3.
pub const MIGRATION_2: &str = r#"
ALTER TABLE cases ADD COLUMN language TEXT NOT NULL DEFAULT 'ru';

-- rowid = cases.id. The index holds the prose's normalised words and their stems (see
-- casebook::text) without a copy of either; the prose itself, for snippets, is in case_prose.
CREATE VIRTUAL TABLE case_text USING fts5 (
    words,
    stems,
    tokenize = 'unicode61',
    content = '',
    contentless_delete = 1
);

CREATE TABLE case_prose (
    case_id INTEGER PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    body    TEXT NOT NULL
);
"#;

/// The third schema: a workflow answer can wait for review, when an earlier answer it builds on
/// was changed after it (see `casebook::workflow`).
pub const MIGRATION_3: &str = r#"
ALTER TABLE workflow_answers ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 0;
"#;

/// The fourth schema: CHECK constraints that list three or more values written as comparisons,
/// which SQLite checks without building a lookup table on every insert (see the file).
pub const MIGRATION_4: &str = include_str!("migrations/0004_checks_as_comparisons.sql");

/// The fifth schema: the double-dummy tables and pars of deals (see `casebook::analysis`).
pub const MIGRATION_5: &str = include_str!("migrations/0005_double_dummy.sql");

/// The sixth schema: the precedent digest of each case (see `casebook::precedent`).
pub const MIGRATION_6: &str = include_str!("migrations/0006_case_digests.sql");

/// The seventh schema: the committee's votes and dissents (see `casebook::hearing`).
pub const MIGRATION_7: &str = include_str!("migrations/0007_votes.sql");

/// The eighth schema: an index holding every column of the case list (see `store::list`).
pub const MIGRATION_8: &str = include_str!("migrations/0008_case_list_index.sql");

/// The ninth schema: an event's results, board by board, and the table a case was played at.
pub const MIGRATION_9: &str = include_str!("migrations/0009_event_results.sql");

/// The tenth schema: nothing in a file (the roles and the history of changes are a server's).
pub const MIGRATION_10: &str = include_str!("migrations/0010_roles_and_history.sql");

/// The eleventh schema: the archive's identity, and what a replica knows of its archive.
pub const MIGRATION_11: &str = include_str!("migrations/0011_replicas.sql");

/// The twelfth schema: training cases marked, and the archive's settings.
pub const MIGRATION_12: &str = include_str!("migrations/0012_training_and_settings.sql");

/// A migration step: its SQL, whether the case text index must be rebuilt after it, and
/// whether it rebuilds tables (foreign keys are then off while it runs, so that dropping an old
/// table does not cascade to the rows that refer to it).
pub(crate) struct Migration {
    pub sql: &'static str,
    pub rebuilds_text_index: bool,
    pub rebuilds_tables: bool,
}

pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        sql: MIGRATION_1,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    // Migration 2 created the text index; it is filled after migration 3, because reading a
    // case needs migration 3's column. Rebuilding an index that is already full is harmless.
    Migration {
        sql: MIGRATION_2,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_3,
        rebuilds_text_index: true,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_4,
        rebuilds_text_index: false,
        rebuilds_tables: true,
    },
    Migration {
        sql: MIGRATION_5,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_6,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_7,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_8,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_9,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_10,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_11,
        rebuilds_text_index: false,
        rebuilds_tables: true,
    },
    Migration {
        sql: MIGRATION_12,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
];

/// The statement that makes each index of [`crate::store::schema::NAMED_INDEXES`].
pub(crate) fn named_index_statement(name: &str) -> Option<&'static str> {
    match name {
        "cases_list" => Some(include_str!("cases_list_index.sql")),
        _ => None,
    }
}

pub(crate) fn user_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

pub(crate) fn application_id(conn: &Connection) -> rusqlite::Result<i32> {
    conn.query_row("PRAGMA application_id", [], |row| row.get(0))
}

/// Runs the migrations after `from` one by one, each with its version bump in one transaction.
/// `after_each` runs inside the transaction (to rebuild derived data a migration needs).
pub(crate) fn migrate(
    conn: &mut Connection,
    from: i64,
    mut after_each: impl FnMut(
        &Transaction<'_>,
        &Migration,
    ) -> Result<(), crate::store::error::StoreError>,
) -> Result<(), crate::store::error::StoreError> {
    for (index, migration) in MIGRATIONS.iter().enumerate().skip(from.max(0) as usize) {
        let version = index as i64 + 1;
        if migration.rebuilds_tables {
            // Only outside a transaction does SQLite take this setting.
            conn.pragma_update(None, "foreign_keys", false)?;
        }
        let outcome = run_one(conn, migration, version, &mut after_each);
        if migration.rebuilds_tables {
            conn.pragma_update(None, "foreign_keys", true)?;
        }
        outcome?;
    }
    Ok(())
}

fn run_one(
    conn: &mut Connection,
    migration: &Migration,
    version: i64,
    after_each: &mut impl FnMut(
        &Transaction<'_>,
        &Migration,
    ) -> Result<(), crate::store::error::StoreError>,
) -> Result<(), crate::store::error::StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    tx.execute_batch(migration.sql)?;
    after_each(&tx, migration)?;
    if migration.rebuilds_tables {
        // What the foreign keys would have refused must not slip in while they were off.
        let dangling: i64 =
            tx.query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |row| {
                row.get(0)
            })?;
        if dangling > 0 {
            // Nothing is committed; the file is reported damaged, as it was before migrating.
            return Err(crate::store::error::StoreError::Sqlite(
                rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
                    Some(format!(
                        "migrating to schema {version}: {dangling} rows refer to rows that do not exist"
                    )),
                ),
            ));
        }
    }
    tx.pragma_update(None, "user_version", version)?;
    tx.commit()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_application_id_in_the_sql_is_the_constant() {
        assert!(MIGRATION_1.contains(&format!("application_id = {APPLICATION_ID};")));
        assert_eq!(MIGRATIONS.len() as i64, SCHEMA_VERSION);
    }
}
