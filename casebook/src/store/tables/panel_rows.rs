//! A case's panel comments in `panel_comments`: read with the case, written one at a time —
//! never with a save of the case, so a committee member's save leaves a commentator's word as
//! it is — and merged from a commentator's bundle, the later of two copies kept.

use crate::panel::PanelComment;
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Row, Sql, params};

/// The columns of a comment, in the order [`from_row`] reads them.
pub(crate) const COLUMNS: &str =
    "commentator, login, comment, ruling_mark, decision_mark, verdict, written";

/// A comment from a row of [`COLUMNS`].
pub(crate) fn from_row(row: &Row) -> Result<PanelComment, StoreError> {
    let invalid = |field: &str, message: String| StoreError::StoredCase {
        uuid: String::new(),
        field: format!("panel.{field}"),
        message,
    };
    Ok(PanelComment {
        commentator: row.get(0)?,
        login: row.get(1)?,
        comment: row.get(2)?,
        ruling_mark: row.get(3)?,
        decision_mark: row.get(4)?,
        verdict: row
            .get::<Option<String>>(5)?
            .map(|v| v.parse())
            .transpose()
            .map_err(|m| invalid("verdict", m))?,
        written: row
            .get::<Option<String>>(6)?
            .map(|t| codec::to_time(&t))
            .transpose()
            .map_err(|m| invalid("written", m))?,
    })
}

/// The comments on the case of row `case_id`, by commentator.
pub(crate) fn read(db: &mut dyn Sql, case_id: i64) -> Result<Vec<PanelComment>, StoreError> {
    db.query(
        &format!("SELECT {COLUMNS} FROM panel_comments WHERE case_id = ?1 ORDER BY commentator"),
        params![case_id],
    )?
    .iter()
    .map(from_row)
    .collect()
}

/// Writes `comment` on the case of row `case_id`, over the commentator's earlier one.
pub(crate) fn write(
    db: &mut dyn Sql,
    case_id: i64,
    comment: &PanelComment,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO panel_comments
             (case_id, commentator, login, comment, ruling_mark, decision_mark, verdict, written)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (case_id, commentator) DO UPDATE SET
             login = excluded.login, comment = excluded.comment,
             ruling_mark = excluded.ruling_mark, decision_mark = excluded.decision_mark,
             verdict = excluded.verdict, written = excluded.written",
        params![
            case_id,
            comment.commentator.trim(),
            comment.login,
            comment.comment,
            comment.ruling_mark.map(i64::from),
            comment.decision_mark.map(i64::from),
            comment.verdict.map(|v| v.code().to_string()),
            comment.written.map(codec::time)
        ],
    )?;
    Ok(())
}

/// Merges `comments` (a bundle's copy of the case's) into the case of row `case_id`: a comment
/// the case lacks is added, one written later than the stored replaces it, and nothing else of
/// the case is touched. How many were written.
pub(crate) fn merge(
    db: &mut dyn Sql,
    case_id: i64,
    comments: &[PanelComment],
) -> Result<usize, StoreError> {
    if comments.is_empty() {
        return Ok(0);
    }
    let stored = read(db, case_id)?;
    let mut written = 0;
    for comment in comments {
        let newer = match stored
            .iter()
            .find(|s| s.commentator.trim() == comment.commentator.trim())
        {
            None => true,
            Some(held) => held != comment && comment.written > held.written,
        };
        if newer {
            write(db, case_id, comment)?;
            written += 1;
        }
    }
    Ok(written)
}

/// Every comment the login may read, by case row.
pub(crate) fn all(
    db: &mut dyn Sql,
) -> Result<std::collections::HashMap<i64, Vec<PanelComment>>, StoreError> {
    let mut by_case: std::collections::HashMap<i64, Vec<PanelComment>> = Default::default();
    let sql =
        format!("SELECT {COLUMNS}, case_id FROM panel_comments ORDER BY case_id, commentator");
    for row in db.query(&sql, params![])? {
        by_case
            .entry(row.get(7)?)
            .or_default()
            .push(from_row(&row)?);
    }
    Ok(by_case)
}
