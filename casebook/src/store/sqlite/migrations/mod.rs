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
pub const MIGRATION_1: &str = include_str!("0001_cases.sql");

/// The second schema: the case's language (it chooses the stemmer) and the full-text index
/// over the case's prose. Cases of the first schema were all Russian; their index is built
/// by [`crate::store`] after migration 3.
pub const MIGRATION_2: &str = include_str!("0002_text_search.sql");

/// The third schema: a workflow answer can wait for review, when an earlier answer it builds on
/// was changed after it (see `casebook::workflow`).
pub const MIGRATION_3: &str = include_str!("0003_answers_needing_review.sql");

/// The fourth schema: CHECK constraints that list three or more values written as comparisons,
/// which SQLite checks without building a lookup table on every insert (see the file).
pub const MIGRATION_4: &str = include_str!("0004_checks_as_comparisons.sql");

/// The fifth schema: the double-dummy tables and pars of deals (see `casebook::double_dummy`).
pub const MIGRATION_5: &str = include_str!("0005_double_dummy.sql");

/// The sixth schema: the precedent digest of each case (see `casebook::precedent`).
pub const MIGRATION_6: &str = include_str!("0006_case_digests.sql");

/// The seventh schema: the committee's votes and dissents (see `casebook::hearing`).
pub const MIGRATION_7: &str = include_str!("0007_votes.sql");

/// The eighth schema: an index holding every column of the case list (see `store::list`).
pub const MIGRATION_8: &str = include_str!("0008_case_list_index.sql");

/// The ninth schema: an event's results, board by board, and the table a case was played at.
pub const MIGRATION_9: &str = include_str!("0009_event_results.sql");

/// The tenth schema: nothing in a file (the roles and the history of changes are a server's).
pub const MIGRATION_10: &str = include_str!("0010_roles_and_history.sql");

/// The eleventh schema: the archive's identity, and what a replica knows of its archive.
pub const MIGRATION_11: &str = include_str!("0011_replicas.sql");

/// The twelfth schema: training cases marked, and the archive's settings.
pub const MIGRATION_12: &str = include_str!("0012_training_and_settings.sql");

/// The thirteenth schema: the casebook's panels and their comments (see `casebook::panel`).
pub const MIGRATION_13: &str = include_str!("0013_panel.sql");

/// The fourteenth schema: nothing in a file (a server's text index finds a word's cases
/// through its counts of words).
pub const MIGRATION_14: &str = include_str!("0014_term_index.sql");

/// The fifteenth schema: nothing in a file (a server reads a word's cases from its postings).
pub const MIGRATION_15: &str = include_str!("0015_postings.sql");

/// The sixteenth schema: the texts a federation adds to the law library.
pub const MIGRATION_16: &str = include_str!("0016_library_texts.sql");

/// The seventeenth schema: a case under any edition of the Laws, and maps between editions
/// kept with the library's texts.
pub const MIGRATION_17: &str = include_str!("0017_editions_as_data.sql");

/// The eighteenth schema: a case sent back to the Director by a review of the ruling has a
/// status of its own (on a server also the reviewer's role, granted a case at a time).
pub const MIGRATION_18: &str = include_str!("0018_sent_back_and_reviewer.sql");

/// The nineteenth schema: polls served to the players, their answers kept apart from the
/// case's revision (see `casebook::poll::served`).
pub const MIGRATION_19: &str = include_str!("0019_served_polls.sql");

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
    Migration {
        sql: MIGRATION_13,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_14,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_15,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_16,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
    Migration {
        sql: MIGRATION_17,
        rebuilds_text_index: false,
        rebuilds_tables: true,
    },
    Migration {
        sql: MIGRATION_18,
        rebuilds_text_index: false,
        rebuilds_tables: true,
    },
    Migration {
        sql: MIGRATION_19,
        rebuilds_text_index: false,
        rebuilds_tables: false,
    },
];

/// The statement that makes each index of [`crate::store::schema::NAMED_INDEXES`].
pub(crate) fn named_index_statement(name: &str) -> Option<&'static str> {
    match name {
        "cases_list" => Some(include_str!("../cases_list_index.sql")),
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
