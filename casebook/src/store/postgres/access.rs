//! Who may open a server's archive at all: a login with no role in an archive under roles
//! (and not its owner) is refused rather than shown an empty archive.

use crate::store::error::StoreError;
use crate::store::sql::{Sql, params};

/// Whether the archive's cases are under row-level security.
pub(crate) fn under_roles(db: &mut dyn Sql) -> Result<bool, StoreError> {
    Ok(db
        .query_optional(
            "SELECT relrowsecurity FROM pg_class WHERE oid = 'cases'::regclass",
            params![],
        )?
        .map(|r| r.get::<bool>(0))
        .transpose()?
        .unwrap_or(false))
}

/// Refuses a login that holds no role in an archive under roles (and does not own it): it
/// would see an empty archive and take it for one.
pub(crate) fn check_access(db: &mut dyn Sql, archive: &str) -> Result<(), StoreError> {
    if !under_roles(db)? {
        return Ok(());
    }
    let row = db.query_optional(
        "SELECT pg_get_userbyid(c.relowner) = session_user
                OR (SELECT rolsuper FROM pg_roles WHERE rolname = session_user),
                EXISTS (SELECT 1 FROM casebook_my_roles())
         FROM pg_class c WHERE c.oid = 'cases'::regclass",
        params![],
    )?;
    let (owner, granted): (bool, bool) = match row {
        Some(row) => (row.get(0)?, row.get(1)?),
        None => (false, false),
    };
    if owner || granted {
        Ok(())
    } else {
        Err(StoreError::NoAccess {
            archive: archive.to_string(),
        })
    }
}
