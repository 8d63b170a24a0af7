//! A replica: a database file on a laptop holding the cases of its events from a server's
//! archive, worked on when the server cannot be reached and synchronised with it (see
//! [`super::sync`]). What it knows of its archive is in `replica_source`; the revision each
//! case had when the two sides last agreed, in `replica_cases`.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::roles::{ArchiveRole, RoleGrant};
use crate::store::sql::codec;
use crate::store::sql::{Sql, Written, params, query_value};
use chrono::{DateTime, Utc};
use std::collections::HashMap;
use uuid::Uuid;

/// What a replica knows of the archive it was made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplicaSource {
    /// The archive's identity (`archive_identity` on the server).
    pub archive: Uuid,
    /// The server's address, without a password.
    pub address: String,
    /// The events whose cases the replica holds; empty: every case the login reads.
    pub events: Vec<String>,
    /// The login's roles when the server was last reached (none: the archive has no roles).
    pub roles: Vec<RoleGrant>,
    pub made_at: DateTime<Utc>,
    /// When the last sync finished.
    pub last_sync: Option<DateTime<Utc>>,
    /// When a sync was last tried, and why it failed if it did.
    pub last_attempt: Option<DateTime<Utc>>,
    pub last_failure: Option<String>,
}

impl ReplicaSource {
    /// Whether the last attempt to reach the server failed: the replica is offline since its
    /// last sync.
    pub fn offline(&self) -> bool {
        self.last_failure.is_some()
    }
}

/// The replica's changes since its last sync.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LocalChanges {
    /// Cases new here.
    pub added: Vec<Uuid>,
    /// Cases edited here.
    pub edited: Vec<Uuid>,
    /// Cases deleted here.
    pub deleted: Vec<Uuid>,
}

impl LocalChanges {
    /// How many cases changed.
    pub fn count(&self) -> usize {
        self.added.len() + self.edited.len() + self.deleted.len()
    }

    /// Whether nothing changed here since the last sync.
    pub fn is_empty(&self) -> bool {
        self.count() == 0
    }
}

fn stored(field: &str, message: String) -> StoreError {
    StoreError::StoredCase {
        uuid: "replica".to_string(),
        field: format!("replica_source.{field}"),
        message,
    }
}

fn roles_json(roles: &[RoleGrant]) -> String {
    let list: Vec<serde_json::Value> = roles
        .iter()
        .map(|g| {
            let mut grant =
                serde_json::json!({"login": g.login, "role": g.role.code(), "event": g.event});
            if let Some(year) = g.year {
                grant["year"] = year.to_string().into();
            }
            if let Some(case) = g.case {
                grant["case"] = case.to_string().into();
            }
            grant
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}

fn roles_from_json(text: &str) -> Result<Vec<RoleGrant>, StoreError> {
    let list: Vec<HashMap<String, String>> =
        serde_json::from_str(text).map_err(|e| stored("roles", e.to_string()))?;
    list.into_iter()
        .map(|mut g| {
            let role: ArchiveRole = g
                .get("role")
                .map(String::as_str)
                .unwrap_or_default()
                .parse()
                .map_err(|m| stored("roles", m))?;
            Ok(RoleGrant {
                login: g.remove("login").unwrap_or_default(),
                role,
                event: g.remove("event").unwrap_or_default(),
                year: g.get("year").and_then(|y| y.parse().ok()),
                case: g.get("case").and_then(|c| Uuid::parse_str(c).ok()),
            })
        })
        .collect()
}

fn time_or_none(text: Option<String>, field: &str) -> Result<Option<DateTime<Utc>>, StoreError> {
    text.map(|t| codec::to_time(&t).map_err(|m| stored(field, m)))
        .transpose()
}

/// The replica's source, if the database is a replica.
pub(crate) fn source(db: &mut dyn Sql) -> Result<Option<ReplicaSource>, StoreError> {
    let Some(row) = db.query_optional(
        "SELECT archive_uuid, address, events, roles, made_at, last_sync, last_attempt, last_failure
         FROM replica_source",
        params![],
    )?
    else {
        return Ok(None);
    };
    let archive: String = row.get(0)?;
    let events: String = row.get(2)?;
    let made_at: String = row.get(4)?;
    Ok(Some(ReplicaSource {
        archive: Uuid::parse_str(&archive).map_err(|e| stored("archive_uuid", e.to_string()))?,
        address: row.get(1)?,
        events: serde_json::from_str(&events).map_err(|e| stored("events", e.to_string()))?,
        roles: roles_from_json(&row.get::<String>(3)?)?,
        made_at: codec::to_time(&made_at).map_err(|m| stored("made_at", m))?,
        last_sync: time_or_none(row.get(5)?, "last_sync")?,
        last_attempt: time_or_none(row.get(6)?, "last_attempt")?,
        last_failure: row.get(7)?,
    }))
}

/// Makes the database a replica of the archive `archive` at `address`.
pub(crate) fn make(
    db: &mut dyn Sql,
    archive: Uuid,
    address: &str,
    events: &[String],
    roles: &[RoleGrant],
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO replica_source (archive_uuid, address, events, roles, made_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            archive.to_string(),
            address.to_string(),
            serde_json::Value::from(events.to_vec()).to_string(),
            roles_json(roles),
            codec::time(Utc::now())
        ],
    )?;
    Ok(())
}

/// Records a finished sync: its time, the address and the roles as the server gave them.
pub(crate) fn record_sync(
    db: &mut dyn Sql,
    address: &str,
    roles: &[RoleGrant],
) -> Result<(), StoreError> {
    let now = codec::time(Utc::now());
    db.execute(
        "UPDATE replica_source SET address = ?1, roles = ?2, last_sync = ?3, last_attempt = ?3,
         last_failure = NULL",
        params![address.to_string(), roles_json(roles), now],
    )?;
    Ok(())
}

/// The revisions the two sides agreed on at the last sync, by case.
pub(crate) fn agreed(db: &mut dyn Sql) -> Result<HashMap<Uuid, u64>, StoreError> {
    revisions(db, "SELECT uuid, revision FROM replica_cases")
}

/// The revisions of the cases held, by case.
pub(crate) fn revisions(db: &mut dyn Sql, sql: &str) -> Result<HashMap<Uuid, u64>, StoreError> {
    db.query(sql, params![])?
        .iter()
        .map(|row| {
            let uuid: String = row.get(0)?;
            let uuid = Uuid::parse_str(&uuid).map_err(|e| StoreError::StoredCase {
                uuid: uuid.clone(),
                field: "uuid".to_string(),
                message: e.to_string(),
            })?;
            Ok((uuid, u64::try_from(row.get::<i64>(1)?).unwrap_or(0)))
        })
        .collect()
}

/// Records the revision the two sides now agree on.
pub(crate) fn agree(db: &mut dyn Sql, uuid: Uuid, revision: u64) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO replica_cases (uuid, revision) VALUES (?1, ?2)
         ON CONFLICT (uuid) DO UPDATE SET revision = excluded.revision",
        params![
            uuid.to_string(),
            crate::store::tables::case_write::revision_value(revision)?
        ],
    )?;
    Ok(())
}

/// Forgets a case both sides no longer hold.
pub(crate) fn forget(db: &mut dyn Sql, uuid: Uuid) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM replica_cases WHERE uuid = ?1",
        params![uuid.to_string()],
    )?;
    Ok(())
}

fn local_changes(db: &mut dyn Sql) -> Result<LocalChanges, StoreError> {
    let held = revisions(db, "SELECT uuid, revision FROM cases")?;
    let agreed = agreed(db)?;
    let mut changes = LocalChanges::default();
    for (uuid, revision) in &held {
        match agreed.get(uuid) {
            None => changes.added.push(*uuid),
            Some(a) if revision != a => changes.edited.push(*uuid),
            Some(_) => {}
        }
    }
    changes.deleted = agreed
        .keys()
        .filter(|u| !held.contains_key(u))
        .copied()
        .collect();
    for list in [
        &mut changes.added,
        &mut changes.edited,
        &mut changes.deleted,
    ] {
        list.sort();
    }
    Ok(changes)
}

impl Store {
    /// This archive's identity: a replica is synchronised only with the archive it was made
    /// from.
    pub fn archive_identity(&self) -> Result<Uuid, StoreError> {
        self.read(|db| {
            let text: Option<String> =
                query_value(db, "SELECT uuid FROM archive_identity", params![])?;
            let text = text.ok_or_else(|| StoreError::Column("no archive identity".into()))?;
            Uuid::parse_str(&text).map_err(|e| StoreError::Column(e.to_string()))
        })
    }

    /// What this database file replicates, if it is a replica.
    pub fn replica_source(&self) -> Result<Option<ReplicaSource>, StoreError> {
        self.read(source)
    }

    /// The replica's changes since its last sync (nothing for a database that is no replica).
    pub fn local_changes(&self) -> Result<LocalChanges, StoreError> {
        self.snapshot(|db| {
            if source(db)?.is_none() {
                return Ok(LocalChanges::default());
            }
            local_changes(db)
        })
    }

    /// Records a sync that could not reach the server: the replica is offline since its last
    /// sync.
    pub fn record_sync_failure(&mut self, reason: &str) -> Result<(), StoreError> {
        self.write(|db| {
            db.execute(
                "UPDATE replica_source SET last_attempt = ?1, last_failure = ?2",
                params![codec::time(Utc::now()), reason.to_string()],
            )?;
            Ok(Written::Done(()))
        })
    }
}
