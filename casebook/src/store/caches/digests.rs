//! The precedent digests of the cases, kept beside them: a digest whose revision or version is
//! not current is made again from the case and stored, so the archive's precedent index costs
//! one read of a small table, not a read of every case.

use crate::panel::PanelSummary;
use crate::precedent::{CaseDigest, DIGEST_VERSION};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Written, params};
use crate::store::tables::case_read as read;
use crate::store::tables::panel_rows;

impl Store {
    /// Every case's digest, in the order of the cases' rows. Stale digests are made again and
    /// written back in one transaction; when the file cannot be written (another process holds
    /// it), the digests are still returned and made again next time. `progress` hears (done,
    /// to make) while stale digests are made.
    pub fn case_digests(
        &mut self,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<CaseDigest>, StoreError> {
        let (digests, made) = self.read_digests(None, progress)?;
        if !made.is_empty() {
            // Derived data: failing to keep it costs time next time, never a case.
            let _ = self.save_digests(&made);
        }
        Ok(digests)
    }

    /// Every case's digest, stale ones made again but not stored (for a reader that must not
    /// write, such as a casebook's statistics).
    pub fn current_digests(&self) -> Result<Vec<CaseDigest>, StoreError> {
        self.read_digests(None, &mut |_, _| {})
            .map(|(digests, _)| digests)
    }

    /// The digests of the cases of the years `from` to `to`, stale ones made again but not
    /// stored.
    pub fn current_digests_of_years(
        &self,
        from: i32,
        to: i32,
    ) -> Result<Vec<CaseDigest>, StoreError> {
        self.read_digests(Some((from, to)), &mut |_, _| {})
            .map(|(digests, _)| digests)
    }

    /// The digests of the cases of the years `from` to `to`, stale ones made again and kept
    /// (a casebook's statistics over the years need these, not the whole archive's).
    pub fn digests_of_years(&mut self, from: i32, to: i32) -> Result<Vec<CaseDigest>, StoreError> {
        let (digests, made) = self.read_digests(Some((from, to)), &mut |_, _| {})?;
        if !made.is_empty() {
            let _ = self.save_digests(&made);
        }
        Ok(digests)
    }

    /// The digests, and the rows of those made again: (case row, revision, JSON).
    #[allow(clippy::type_complexity)]
    fn read_digests(
        &self,
        years: Option<(i32, i32)>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<(Vec<CaseDigest>, Vec<(i64, u64, String)>), StoreError> {
        let (from, to) = years.unwrap_or((i32::MIN, i32::MAX));
        self.read(|db| {
            let rows = db.query(
                "SELECT c.id, c.revision,
                        CASE WHEN d.revision = c.revision AND d.version = ?1
                             THEN d.digest END
                 FROM cases c LEFT JOIN case_digests d ON d.case_id = c.id
                 WHERE ?2 = 0 OR c.year BETWEEN ?3 AND ?4
                 ORDER BY c.id",
                params![DIGEST_VERSION, years.is_some(), from, to],
            )?;
            let parsed: Vec<(i64, Option<CaseDigest>)> = rows
                .iter()
                .map(|row| {
                    let json: Option<String> = row.get(2)?;
                    Ok((
                        row.get(0)?,
                        json.and_then(|j| serde_json::from_str(&j).ok()),
                    ))
                })
                .collect::<Result<_, StoreError>>()?;
            let stale = parsed.iter().filter(|(_, d)| d.is_none()).count();
            let mut digests = Vec::with_capacity(parsed.len());
            let mut made: Vec<(i64, u64, String)> = Vec::new();
            // A case's panel is not in its cached digest (a comment is no new revision): it is
            // read with the digests, each time.
            let mut panels = panel_rows::all(db)?;
            for (id, stored) in parsed {
                if let Some(mut digest) = stored {
                    digest.panel = panels.remove(&id).and_then(|c| PanelSummary::of(&c));
                    digests.push(digest);
                    continue;
                }
                let case = read::read_case(db, id)?;
                let digest = CaseDigest::of(&case);
                let json = serde_json::to_string(&digest).map_err(|e| StoreError::StoredCase {
                    uuid: case.uuid.to_string(),
                    field: "digest".into(),
                    message: e.to_string(),
                })?;
                made.push((id, case.revision, json));
                digests.push(digest);
                progress(made.len(), stale);
            }
            Ok((digests, made))
        })
    }

    fn save_digests(&mut self, rows: &[(i64, u64, String)]) -> Result<(), StoreError> {
        self.write(|db| {
            for (id, revision, json) in rows {
                db.execute(
                    "INSERT INTO case_digests (case_id, revision, version, digest)
                     VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (case_id) DO UPDATE SET revision = excluded.revision,
                         version = excluded.version, digest = excluded.digest",
                    params![id, *revision as i64, DIGEST_VERSION, json],
                )?;
            }
            Ok(Written::Done(()))
        })
    }
}
