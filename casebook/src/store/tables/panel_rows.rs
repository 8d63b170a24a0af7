//! A case's panel comments in `panel_comments`: read with the case, written one at a time —
//! never with a save of the case, so a committee member's save leaves a commentator's word as
//! it is — and merged from a commentator's bundle, the later of two copies kept.

use crate::panel::{Panel, PanelComment, PanelMember, PanelScope};
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

/// A panel's year as the tables key it: 0 for every year.
pub(crate) fn year_key(scope: &PanelScope) -> i64 {
    scope.year.map_or(0, i64::from)
}

fn scope_from(year: i64, event: String) -> PanelScope {
    PanelScope {
        year: (year != 0).then(|| i32::try_from(year).unwrap_or_default()),
        event,
    }
}

/// Every panel, by year and event, with its members in order.
pub(crate) fn read_panels(db: &mut dyn Sql) -> Result<Vec<Panel>, StoreError> {
    let mut panels: Vec<Panel> = db
        .query(
            "SELECT year, event, hide_until_written, mark_scale, closing_remarks
             FROM panels ORDER BY year, event",
            params![],
        )?
        .iter()
        .map(|row| {
            Ok(Panel {
                scope: scope_from(row.get(0)?, row.get(1)?),
                members: Vec::new(),
                hide_others_until_written: row.get(2)?,
                mark_scale: row.get(3)?,
                closing_remarks: row.get(4)?,
            })
        })
        .collect::<Result<_, StoreError>>()?;
    for row in db.query(
        "SELECT year, event, name, login, about, asked FROM panel_members
         ORDER BY year, event, position",
        params![],
    )? {
        let scope = scope_from(row.get(0)?, row.get(1)?);
        let asked: String = row.get(5)?;
        let member = PanelMember {
            name: row.get(2)?,
            login: row.get(3)?,
            about: row.get(4)?,
            asked: serde_json::from_str(&asked)
                .map_err(|e| StoreError::Column(format!("panel_members.asked: {e}")))?,
        };
        if let Some(panel) = panels.iter_mut().find(|p| p.scope == scope) {
            panel.members.push(member);
        }
    }
    Ok(panels)
}

/// Writes `panel` in place of the one of its year and event, if any.
pub(crate) fn write_panel(db: &mut dyn Sql, panel: &Panel) -> Result<(), StoreError> {
    let (year, event) = (year_key(&panel.scope), panel.scope.event.trim());
    db.execute(
        "DELETE FROM panels WHERE year = ?1 AND event = ?2",
        params![year, event],
    )?;
    db.execute(
        "INSERT INTO panels (year, event, hide_until_written, mark_scale, closing_remarks)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            year,
            event,
            panel.hide_others_until_written,
            i64::from(panel.mark_scale),
            panel.closing_remarks
        ],
    )?;
    for (position, member) in panel.members.iter().enumerate() {
        let asked =
            serde_json::to_string(&member.asked).map_err(|e| StoreError::Column(e.to_string()))?;
        db.execute(
            "INSERT INTO panel_members (year, event, position, name, login, about, asked)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                year,
                event,
                position,
                member.name.trim(),
                member.login.trim(),
                member.about,
                asked
            ],
        )?;
    }
    Ok(())
}
