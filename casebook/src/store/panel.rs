//! The casebook's panels in the archive: named by the editor (`panels`, `panel_members`), and
//! each commentator's comment on a case written on its own (`panel_comments`) — on a server
//! under roles, by the commentator's own login on the cases it is asked about, its writes in
//! the case's history.

use crate::case::{CaseStatus, Hearing, RulingOutcome};
use crate::panel::{DEFAULT_MARK_SCALE, Panel, PanelComment, PanelScope};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Dialect, Written, params};
use crate::store::tables::{case_write, panel_rows};
use chrono::Utc;
use uuid::Uuid;

/// A case with its panel's comments, as the panel's figures and the commentator's list need it.
#[derive(Debug, Clone, PartialEq)]
pub struct CommentedCase {
    pub uuid: Uuid,
    pub case_number: String,
    pub year: Option<i32>,
    pub event: String,
    pub hearing: Hearing,
    pub status: CaseStatus,
    pub outcome: Option<RulingOutcome>,
    pub comments: Vec<PanelComment>,
}

impl Store {
    /// Every panel of the archive, by year and event.
    pub fn panels(&self) -> Result<Vec<Panel>, StoreError> {
        self.snapshot(panel_rows::read_panels)
    }

    /// The panel whose cases include one of `year` and `event`: an event's panel before its
    /// year's.
    pub fn panel_for(&self, year: Option<i32>, event: &str) -> Result<Option<Panel>, StoreError> {
        let mut panels: Vec<Panel> = self
            .panels()?
            .into_iter()
            .filter(|p| p.scope.covers(year, event))
            .collect();
        panels.sort_by_key(|p| (p.scope.event.trim().is_empty(), p.scope.year.is_none()));
        Ok(panels.into_iter().next())
    }

    /// Keeps `panel` in place of the one of its year and event, if any. A panel whose members
    /// cannot be told apart is refused (see [`Panel::problems`]).
    pub fn save_panel(&mut self, panel: &Panel) -> Result<(), StoreError> {
        if let Some(problem) = panel.problems().into_iter().next() {
            return Err(StoreError::InvalidPanel(problem));
        }
        self.write(|db| panel_rows::write_panel(db, panel).map(Written::Done))
    }

    /// Removes the panel of `scope` (its members with it; the comments stay with their cases).
    pub fn remove_panel(&mut self, scope: &PanelScope) -> Result<bool, StoreError> {
        self.write(|db| {
            let n = db.execute(
                "DELETE FROM panels WHERE year = ?1 AND event = ?2",
                params![panel_rows::year_key(scope), scope.event.trim()],
            )?;
            Ok(Written::Done(n > 0))
        })
    }

    /// Writes a commentator's comment on a case over his earlier one, stamped now; returns it
    /// as kept. Marks above the scale of the case's panel are refused; on a server under roles
    /// a comment the login may not write (another's, a case it is not asked about or not yet
    /// decided) is [`StoreError::CommentRefused`].
    pub fn save_panel_comment(
        &mut self,
        case: Uuid,
        comment: &PanelComment,
    ) -> Result<PanelComment, StoreError> {
        let scale = self.scale_for(case)?;
        comment
            .validate(scale)
            .map_err(StoreError::InvalidComment)?;
        let mut kept = comment.clone();
        kept.commentator = kept.commentator.trim().to_string();
        kept.written = Some(Utc::now());
        self.write(|db| {
            let id =
                case_write::case_id(db, &case)?.ok_or(StoreError::NoSuchCase { uuid: case })?;
            refused_as(panel_rows::write(db, id, &kept), case, &kept.commentator)?;
            Ok(Written::Done(kept))
        })
    }

    /// Removes a commentator's comment on a case; whether there was one.
    pub fn remove_panel_comment(
        &mut self,
        case: Uuid,
        commentator: &str,
    ) -> Result<bool, StoreError> {
        self.write(|db| {
            let id =
                case_write::case_id(db, &case)?.ok_or(StoreError::NoSuchCase { uuid: case })?;
            let n = refused_as(
                db.execute(
                    "DELETE FROM panel_comments WHERE case_id = ?1 AND commentator = ?2",
                    params![id, commentator.trim()],
                ),
                case,
                commentator,
            )?;
            Ok(Written::Done(n > 0))
        })
    }

    /// The decided cases (and later) with whatever panel comments the login may read, in the
    /// case list's order: the commentators' list and the panel's figures read it.
    pub fn commented_cases(&self) -> Result<Vec<CommentedCase>, StoreError> {
        self.snapshot(|db| {
            let order = format!(
                "SELECT id, uuid, case_number, year, event, hearing, status, decision_outcome
                 FROM cases WHERE training = 0 AND status IN ('decided', 'reviewed', 'published')
                 ORDER BY year{}, length(case_number), case_number, id",
                db.dialect().nulls_first()
            );
            let rows = db.query(&order, params![])?;
            let mut comments = panel_rows::all(db)?;
            rows.iter()
                .map(|row| {
                    let id: i64 = row.get(0)?;
                    let uuid: String = row.get(1)?;
                    let field = |field: &str, message: String| StoreError::StoredCase {
                        uuid: uuid.clone(),
                        field: field.to_string(),
                        message,
                    };
                    Ok(CommentedCase {
                        uuid: Uuid::parse_str(&uuid).map_err(|e| field("uuid", e.to_string()))?,
                        case_number: row.get(2)?,
                        year: row.get(3)?,
                        event: row.get(4)?,
                        hearing: row
                            .get::<String>(5)?
                            .parse()
                            .map_err(|m| field("identity.hearing", m))?,
                        status: row
                            .get::<String>(6)?
                            .parse()
                            .map_err(|m| field("review.status", m))?,
                        outcome: row
                            .get::<Option<String>>(7)?
                            .map(|o| o.parse())
                            .transpose()
                            .map_err(|m| field("decision.outcome", m))?,
                        comments: comments.remove(&id).unwrap_or_default(),
                    })
                })
                .collect()
        })
    }

    /// The login this store writes comments under on a server; empty in a file.
    pub fn session_login(&self) -> Result<String, StoreError> {
        self.read(|db| {
            if db.dialect() != Dialect::Postgres {
                return Ok(String::new());
            }
            Ok(crate::store::sql::query_value::<String>(
                db,
                "SELECT session_user::text",
                params![],
            )?
            .unwrap_or_default())
        })
    }

    /// The scale of marks on the panel of a case: its panel's, or the default.
    fn scale_for(&self, case: Uuid) -> Result<u8, StoreError> {
        let scope = self.read(|db| {
            db.query_optional(
                "SELECT year, event FROM cases WHERE uuid = ?1",
                params![case.to_string()],
            )?
            .map(|row| Ok::<_, StoreError>((row.get::<Option<i32>>(0)?, row.get::<String>(1)?)))
            .transpose()
        })?;
        let Some((year, event)) = scope else {
            return Err(StoreError::NoSuchCase { uuid: case });
        };
        Ok(self
            .panel_for(year, &event)?
            .map_or(DEFAULT_MARK_SCALE, |p| p.mark_scale))
    }
}

/// A server's refusal of a comment's write (its row-level security) as what it means.
fn refused_as<T>(
    written: Result<T, StoreError>,
    case: Uuid,
    commentator: &str,
) -> Result<T, StoreError> {
    written.map_err(|e| {
        if e.is_refused_by_roles() {
            StoreError::CommentRefused {
                uuid: case,
                commentator: commentator.trim().to_string(),
            }
        } else {
            e
        }
    })
}
