//! A PostgreSQL archive's schema and its forward migrations, numbered as the SQLite file's are
//! (`crate::store::sqlite::migrations`): version N is the same schema on both engines. The
//! version is kept in the table `casebook_schema`, which also marks the database as Casebook's.
//!
//! Each migration runs in its own transaction together with the version bump, under an
//! advisory lock, so that clients opening a new archive at the same moment migrate it once.
//! A database that holds another program's tables, or an archive of a newer version, is
//! refused untouched.

use crate::store::error::StoreError;
use crate::store::schema::{NAMED_INDEXES, REQUIRED_TABLES, SCHEMA_VERSION};
use crate::store::tables::text_index;
use postgres::{Client, GenericClient};

/// The migrations in order: migration `i + 1` is `MIGRATIONS[i]`.
pub const MIGRATIONS: &[&str] = &[
    include_str!("0001_cases.sql"),
    include_str!("0002_text_search.sql"),
    include_str!("0003_answers_needing_review.sql"),
    include_str!("0004_checks_as_comparisons.sql"),
    include_str!("0005_double_dummy.sql"),
    include_str!("0006_case_digests.sql"),
    include_str!("0007_votes.sql"),
    include_str!("0008_case_list_index.sql"),
    include_str!("0009_event_results.sql"),
    include_str!("0010_roles_and_history.sql"),
    include_str!("0011_replicas.sql"),
    include_str!("0012_training_and_settings.sql"),
    include_str!("0013_panel.sql"),
    include_str!("0014_term_index.sql"),
    include_str!("0015_postings.sql"),
    include_str!("0016_library_texts.sql"),
    include_str!("0017_editions_as_data.sql"),
    include_str!("0018_sent_back_and_reviewer.sql"),
    include_str!("0019_served_polls.sql"),
];

/// The advisory lock a migration holds: the bytes "CBK1", as the SQLite file's application id.
const MIGRATION_LOCK: i64 = 0x4342_4B31;

/// The oldest server Casebook works with (`server_version_num`): 13, for `INCLUDE` indexes,
/// identity columns and the text-search functions the schema uses.
pub const OLDEST_SERVER: i32 = 130_000;

/// What a database holds before Casebook touches it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Found {
    /// No table in its schema: a new archive.
    Empty,
    /// A Casebook archive of this version.
    Archive(i64),
    /// Tables of another program, or a marker not Casebook's.
    Other(String),
}

pub(crate) fn inspect(client: &mut impl GenericClient) -> Result<Found, postgres::Error> {
    let marked: bool = client
        .query_one(
            "SELECT EXISTS (SELECT 1 FROM information_schema.tables
                            WHERE table_schema = current_schema() AND table_name = 'casebook_schema')",
            &[],
        )?
        .get(0);
    if marked {
        let rows = client.query("SELECT application, version FROM casebook_schema", &[])?;
        return Ok(match rows.as_slice() {
            [row] if row.get::<_, String>(0) == "casebook" => Found::Archive(row.get(1)),
            _ => Found::Other("its casebook_schema table is not Casebook's".to_string()),
        });
    }
    let tables: i64 = client
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
            &[],
        )?
        .get(0);
    Ok(if tables == 0 {
        Found::Empty
    } else {
        Found::Other(format!("it holds {tables} tables of another program"))
    })
}

/// Brings the archive to [`SCHEMA_VERSION`], or refuses it untouched; the version it was
/// migrated from, when it was an older archive.
pub(crate) fn migrate(client: &mut Client, archive: &str) -> Result<Option<i64>, StoreError> {
    let server = |e: postgres::Error| StoreError::Postgres(e).in_archive(archive);
    let version: i32 = client
        .query_one("SELECT current_setting('server_version_num')::int", &[])
        .map_err(server)?
        .get(0);
    if version < OLDEST_SERVER {
        let shown: String = client
            .query_one("SHOW server_version", &[])
            .map_err(server)?
            .get(0);
        return Err(StoreError::ServerTooOld {
            archive: archive.to_string(),
            found: shown,
            needed: format!("{}", OLDEST_SERVER / 10_000),
        });
    }
    let before = refuse_what_is_not_ours(inspect(client).map_err(server)?, archive)?;
    for (index, sql) in MIGRATIONS.iter().enumerate() {
        let target = index as i64 + 1;
        let mut tx = client.transaction().map_err(server)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .map_err(server)?;
        // Looked at again under the lock: another client may have migrated meanwhile.
        let found = inspect(&mut tx).map_err(server)?;
        let at = refuse_what_is_not_ours(found, archive)?;
        if at >= target {
            continue;
        }
        if let Err(e) = tx.batch_execute(sql) {
            if at == 0 {
                return Err(server(e));
            }
            drop(tx);
            // An older archive that this login may not migrate (only its owner may change its
            // tables): refused with both versions named and the login that must open it first,
            // and left as it was.
            let owner = client
                .query_one(
                    "SELECT pg_get_userbyid(c.relowner)::text FROM pg_class c
                     WHERE c.oid = 'cases'::regclass",
                    &[],
                )
                .map(|row| row.get::<_, String>(0))
                .unwrap_or_else(|_| "its owner".to_string());
            return Err(StoreError::ArchiveOlderSchema {
                archive: archive.to_string(),
                found: at,
                supported: SCHEMA_VERSION,
                owner,
                reason: e
                    .as_db_error()
                    .map_or_else(|| e.to_string(), |d| d.message().to_string()),
            });
        }
        complete(target, &mut tx).map_err(|e| e.in_archive(archive))?;
        tx.execute("UPDATE casebook_schema SET version = $1", &[&target])
            .map_err(server)?;
        tx.commit().map_err(server)?;
    }
    let missing = missing_tables(client).map_err(server)?;
    if !missing.is_empty() {
        return Err(StoreError::NotArchive {
            archive: archive.to_string(),
            reason: format!("tables missing: {}", missing.join(", ")),
        });
    }
    // An index holds nothing of its own: one that was lost is made again.
    if missing_indexes(client)
        .map_err(server)?
        .contains(&"cases_list")
    {
        client
            .batch_execute(include_str!("../cases_list_index.sql"))
            .map_err(server)?;
    }
    Ok((before > 0 && before < SCHEMA_VERSION).then_some(before))
}

/// What migration `target` leaves to Casebook, in its transaction: the fourteenth's keys of
/// words and stems, which only Casebook's stemmer makes.
fn complete(target: i64, tx: &mut postgres::Transaction<'_>) -> Result<(), StoreError> {
    if target == 14 {
        let mut prepared = std::collections::HashMap::new();
        let db = &mut super::Statements {
            client: tx,
            prepared: &mut prepared,
        };
        text_index::recount_terms(db)?;
    }
    Ok(())
}

/// The version of an archive, or the refusal of what is not one (or is newer).
fn refuse_what_is_not_ours(found: Found, archive: &str) -> Result<i64, StoreError> {
    match found {
        Found::Empty => Ok(0),
        Found::Archive(version) if version > SCHEMA_VERSION => {
            Err(StoreError::ArchiveNewerSchema {
                archive: archive.to_string(),
                found: version,
                supported: SCHEMA_VERSION,
            })
        }
        Found::Archive(version) => Ok(version),
        Found::Other(reason) => Err(StoreError::NotArchive {
            archive: archive.to_string(),
            reason,
        }),
    }
}

/// The required tables the archive lacks.
pub(crate) fn missing_tables(
    client: &mut impl GenericClient,
) -> Result<Vec<String>, postgres::Error> {
    let present: Vec<String> = client
        .query(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = current_schema()",
            &[],
        )?
        .iter()
        .map(|row| row.get(0))
        .collect();
    Ok(REQUIRED_TABLES
        .iter()
        .filter(|t| !present.iter().any(|p| p == *t))
        .map(|t| t.to_string())
        .collect())
}

/// The indexes queries rely on that the archive lacks.
pub(crate) fn missing_indexes(
    client: &mut impl GenericClient,
) -> Result<Vec<&'static str>, postgres::Error> {
    let present: Vec<String> = client
        .query(
            "SELECT indexname::text FROM pg_indexes WHERE schemaname = current_schema()",
            &[],
        )?
        .iter()
        .map(|row| row.get(0))
        .collect();
    Ok(NAMED_INDEXES
        .iter()
        .copied()
        .filter(|i| !present.iter().any(|p| p == i))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_engines_number_their_migrations_alike() {
        assert_eq!(MIGRATIONS.len() as i64, SCHEMA_VERSION);
        assert_eq!(
            MIGRATIONS.len(),
            crate::store::sqlite::migrations::MIGRATIONS.len()
        );
        assert!(MIGRATIONS[7].contains("CREATE INDEX cases_list"));
    }
}
