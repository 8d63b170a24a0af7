//! Case bundles: cases moving between databases as one JSON object
//! `{"format": "casebook-bundle", "version": 1, "cases": [...]}`.
//!
//! Import is idempotent by UUID. Each database remembers the revision it last exchanged for a
//! case (`synced_revision`), which tells a newer copy (replace) from a competing edit (keep
//! both: the local case stays, the bundle's text goes among the conflicts).

use crate::case::Case;
use crate::panel::Panel;
use crate::poll::served::ServedPoll;
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Sql, Written, params, query_value};
use crate::store::tables::case_read as read;
use crate::store::tables::case_write::{self as write, Synced};
use crate::store::tables::conflicts::{self as conflict, Source};
use crate::store::tables::new_rows::NewRows;
use crate::store::tables::panel_rows;
use crate::store::texts::BundledText;
use serde::{Deserialize, Serialize};
use serde_json::error::Category;
use serde_json::value::RawValue;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use uuid::Uuid;

pub const BUNDLE_FORMAT: &str = "casebook-bundle";
pub const BUNDLE_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    pub format: String,
    pub version: u32,
    pub cases: Vec<Case>,
    /// The panels of the bundle's cases: a commentator's own copy knows the panel it comments
    /// for. An import adds a panel the archive does not have and never changes one it has.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub panels: Vec<Panel>,
    /// The texts the archive added to its law library. An import keeps those the archive
    /// does not hold and never replaces one it holds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub texts: Vec<BundledText>,
    /// The polls of the bundle's cases served to phones, with their answers: kept apart from
    /// the cases, merged into those the archive holds (an answer is never taken away).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub served_polls: Vec<ServedPoll>,
}

fn refuse(reason: impl Into<String>) -> StoreError {
    StoreError::Bundle(reason.into())
}

impl Bundle {
    pub fn new(cases: Vec<Case>) -> Bundle {
        Bundle {
            format: BUNDLE_FORMAT.to_string(),
            version: BUNDLE_VERSION,
            cases,
            panels: Vec::new(),
            texts: Vec::new(),
            served_polls: Vec::new(),
        }
    }

    /// Reads and checks a bundle: JSON syntax, format and version, every case valid, no UUID
    /// twice. The error says what is wrong and where.
    pub fn parse(json: &str) -> Result<Bundle, StoreError> {
        let text = BundleText::read(json)?;
        let mut seen = HashSet::new();
        let cases = (0..text.len())
            .map(|i| text.case(i, &mut seen))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Bundle {
            format: BUNDLE_FORMAT.to_string(),
            version: BUNDLE_VERSION,
            cases,
            panels: text.panels,
            texts: text.texts,
            served_polls: text.served_polls,
        })
    }

    pub fn to_json(&self) -> String {
        // Serializing plain data types to a string cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A bundle as read for an import: its format and version checked, each case still the span of
/// its JSON in the file's text, read and checked one at a time as it is imported — so that a
impl Store {
    /// The chosen cases (all when `uuids` is empty) as a case bundle, JSON text. Records the
    /// exported revisions, so a later import can tell an edit made here since.
    pub fn export_bundle(&mut self, uuids: &[Uuid]) -> Result<String, StoreError> {
        self.export_bundle_with(uuids, &mut |_, _| {})
    }

    /// [`Store::export_bundle`], telling `progress` the cases read of those to export.
    pub fn export_bundle_with(
        &mut self,
        uuids: &[Uuid],
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<String, StoreError> {
        self.write(|db| export(db, uuids, progress).map(Written::Done))
    }

    /// Imports a case bundle in one transaction: all of it, or — for broken JSON, a wrong
    /// format or an invalid case — nothing.
    pub fn import_bundle(&mut self, json: &str) -> Result<ImportReport, StoreError> {
        self.import_bundle_with(json, &mut |_, _| {}, &AtomicBool::new(false))
    }

    /// [`Store::import_bundle`], telling `progress` the cases done of the bundle's, and
    /// stopped with [`StoreError::Cancelled`] — nothing imported — once `cancel` is set.
    pub fn import_bundle_with(
        &mut self,
        json: &str,
        progress: &mut dyn FnMut(usize, usize),
        cancel: &AtomicBool,
    ) -> Result<ImportReport, StoreError> {
        let bundle = BundleText::read(json)?;
        self.write(|db| {
            let report = import(db, &bundle, progress, cancel)?;
            if cancel.load(Ordering::Relaxed) {
                return Err(StoreError::Cancelled);
            }
            Ok(Written::Done(report))
        })
    }
}

/// bundle of thousands of cases is held once, as text, not also as JSON values and as cases.
pub(crate) struct BundleText<'a> {
    json: &'a str,
    cases: Vec<&'a RawValue>,
    panels: Vec<Panel>,
    texts: Vec<BundledText>,
    served_polls: Vec<ServedPoll>,
}

impl<'a> BundleText<'a> {
    pub(crate) fn read(json: &'a str) -> Result<BundleText<'a>, StoreError> {
        let object: HashMap<String, &RawValue> =
            serde_json::from_str(json).map_err(|e| match e.classify() {
                Category::Data => refuse("a bundle is a JSON object"),
                _ => refuse(format!(
                    "broken JSON at line {}, column {}: {e}",
                    e.line(),
                    e.column()
                )),
            })?;
        let field = |name: &str| object.get(name).map(|raw| raw.get());
        match field("format").map(serde_json::from_str::<String>) {
            Some(Ok(format)) if format == BUNDLE_FORMAT => {}
            Some(Ok(other)) => {
                return Err(refuse(format!(
                    "format is \"{other}\", not \"{BUNDLE_FORMAT}\""
                )));
            }
            _ => return Err(refuse(format!("no \"format\": \"{BUNDLE_FORMAT}\" field"))),
        }
        let version = field("version")
            .and_then(|v| serde_json::from_str::<u64>(v).ok())
            .ok_or_else(|| refuse("no \"version\" number"))?;
        if version != u64::from(BUNDLE_VERSION) {
            return Err(refuse(format!(
                "bundle version {version}; this Casebook reads version {BUNDLE_VERSION}"
            )));
        }
        let cases: Vec<&RawValue> = field("cases")
            .and_then(|c| serde_json::from_str(c).ok())
            .ok_or_else(|| refuse("no \"cases\" list"))?;
        let panels: Vec<Panel> = match field("panels") {
            None => Vec::new(),
            Some(panels) => serde_json::from_str(panels)
                .map_err(|e| refuse(format!("the \"panels\" list: {e}")))?,
        };
        let texts: Vec<BundledText> = match field("texts") {
            None => Vec::new(),
            Some(texts) => serde_json::from_str(texts)
                .map_err(|e| refuse(format!("the \"texts\" list: {e}")))?,
        };
        let served_polls: Vec<ServedPoll> = match field("served_polls") {
            None => Vec::new(),
            Some(polls) => serde_json::from_str(polls)
                .map_err(|e| refuse(format!("the \"served_polls\" list: {e}")))?,
        };
        Ok(BundleText {
            json,
            cases,
            panels,
            texts,
            served_polls,
        })
    }

    pub(crate) fn len(&self) -> usize {
        self.cases.len()
    }

    /// The case at `index`, read and checked: valid, saved at least once, its UUID not among
    /// those `seen` before (and added to them).
    pub(crate) fn case(&self, index: usize, seen: &mut HashSet<Uuid>) -> Result<Case, StoreError> {
        let raw = self.cases[index].get();
        let label = || {
            #[derive(Deserialize)]
            struct Named {
                uuid: Option<String>,
            }
            match serde_json::from_str::<Named>(raw).ok().and_then(|n| n.uuid) {
                Some(uuid) => format!("case {} ({uuid})", index + 1),
                None => format!("case {}", index + 1),
            }
        };
        let case: Case = serde_json::from_str(raw).map_err(|e| {
            // The line in the whole file, not in the case's own text.
            let before = self.json[..self.offset(raw)].matches('\n').count();
            let message = e.to_string();
            let message = message
                .rsplit_once(" at line ")
                .map_or(message.as_str(), |(m, _)| m);
            refuse(format!(
                "{}: {message} (line {})",
                label(),
                before + e.line()
            ))
        })?;
        case.validate()
            .map_err(|e| refuse(format!("{}: {e}", label())))?;
        if case.revision == 0 {
            return Err(refuse(format!(
                "{}: revision 0 is a case never saved",
                label()
            )));
        }
        if !seen.insert(case.uuid) {
            return Err(refuse(format!(
                "{}: the UUID appears twice in the bundle",
                label()
            )));
        }
        Ok(case)
    }

    /// Where `raw`, a span of the bundle's text, starts in it.
    fn offset(&self, raw: &str) -> usize {
        (raw.as_ptr() as usize).saturating_sub(self.json.as_ptr() as usize)
    }
}

/// What an import did, case by case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// New to this database.
    pub added: Vec<Uuid>,
    /// A newer revision replaced a copy not edited here since it was last exchanged.
    pub replaced: Vec<Uuid>,
    /// Already here, identical.
    pub unchanged: Vec<Uuid>,
    /// An older revision of a case this database has since exchanged or edited; ignored.
    pub older: Vec<Uuid>,
    /// Competing edits: the local case stays, the bundle's text is kept among the conflicts.
    pub conflicts: Vec<ImportConflict>,
    /// Reviews of the ruling decided at a distance and joined to the case here: the review's
    /// answers and decision from one copy, the facts and the ruling from the other.
    pub reviews_joined: Vec<Uuid>,
    /// Panel comments added or replaced by a later copy (a commentator's bundle merges its
    /// comments into cases here whatever became of the rest of the case).
    pub comments_merged: usize,
    /// Panels the archive did not have, added from the bundle.
    pub panels_added: usize,
    /// Texts of the law library the archive did not hold, added from the bundle.
    pub texts_added: usize,
    /// Answers to polls served to phones the archive did not hold, added from the bundle.
    pub served_answers_added: usize,
}

impl ImportReport {
    /// Whether the import changed nothing in the cases.
    pub fn changed_nothing(&self) -> bool {
        self.added.is_empty()
            && self.replaced.is_empty()
            && self.conflicts.is_empty()
            && self.reviews_joined.is_empty()
            && self.comments_merged == 0
            && self.panels_added == 0
            && self.served_answers_added == 0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportConflict {
    pub uuid: Uuid,
    pub local_revision: u64,
    pub bundle_revision: u64,
    /// The id of the kept text in [`super::Store::conflicts`].
    pub conflict_id: i64,
}

pub(crate) fn export(
    db: &mut dyn Sql,
    uuids: &[Uuid],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<String, StoreError> {
    let ids: Vec<i64> = if uuids.is_empty() {
        let order = format!(
            "SELECT id FROM cases ORDER BY year{}, length(case_number), case_number, id",
            db.dialect().nulls_first()
        );
        db.query(&order, params![])?
            .iter()
            .map(|row| row.get(0))
            .collect::<Result<_, _>>()?
    } else {
        uuids
            .iter()
            .map(|&uuid| write::case_id(db, &uuid)?.ok_or(StoreError::NoSuchCase { uuid }))
            .collect::<Result<_, _>>()?
    };
    let total = ids.len();
    let mut cases = Vec::with_capacity(total);
    for (done, id) in ids.into_iter().enumerate() {
        if done % 100 == 0 {
            progress(done, total);
        }
        cases.push(read::read_case(db, id)?);
        db.execute(
            "UPDATE cases SET synced_revision = revision WHERE id = ?1",
            params![id],
        )?;
    }
    progress(total, total);
    // The panels whose cases the bundle carries.
    let panels: Vec<Panel> = panel_rows::read_panels(db)?
        .into_iter()
        .filter(|p| {
            cases
                .iter()
                .any(|c| p.scope.covers(c.identity.year, &c.identity.event))
        })
        .collect();
    let mut served_polls = Vec::new();
    for case in &cases {
        served_polls.extend(crate::store::served_polls::of_case(db, case.uuid)?);
    }
    let mut bundle = Bundle::new(cases);
    bundle.panels = panels;
    bundle.served_polls = served_polls;
    bundle.texts = crate::store::texts::bundled(db)?;
    Ok(bundle.to_json())
}

/// Imports `bundle` case by case; a case that is not valid stops the import with an error,
/// and the caller's transaction, rolled back, leaves the database as it was.
pub(crate) fn import(
    db: &mut dyn Sql,
    bundle: &BundleText,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<ImportReport, StoreError> {
    let mut report = ImportReport::default();
    let total = bundle.len();
    let mut seen = HashSet::new();
    let mut held = NewRows::default();
    // A new case's comments wait for its row, written with the held rows.
    let mut new_comments = Vec::new();
    for done in 0..total {
        if cancel.load(Ordering::Relaxed) {
            return Err(StoreError::Cancelled);
        }
        let case = &bundle.case(done, &mut seen)?;
        // Every hundred cases: the callback may draw a line on a terminal.
        if done % 100 == 0 {
            progress(done, total);
        }
        let Some(id) = write::case_id(db, &case.uuid)? else {
            let inserted = write::insert_case_with(
                db,
                &mut held,
                case,
                case.revision,
                Synced::Set(case.revision),
            )?;
            if inserted.is_none() {
                // Saved by another client of the server since it was looked for above.
                return Err(StoreError::Conflict {
                    uuid: case.uuid,
                    stored_revision: 0,
                    your_revision: case.revision.saturating_sub(1),
                });
            }
            report.added.push(case.uuid);
            if !case.panel.is_empty() {
                new_comments.push((case.uuid, case.panel.clone()));
            }
            if held.full() {
                held.write(db)?;
            }
            continue;
        };
        let mut local = read::read_case(db, id)?;
        // The panel's comments merge on their own, whatever becomes of the rest of the case.
        report.comments_merged += panel_rows::merge(db, id, &case.panel)?;
        local.panel.clone_from(&case.panel);
        if &local == case {
            report.unchanged.push(case.uuid);
            continue;
        }
        let synced: Option<i64> = query_value::<Option<i64>>(
            db,
            "SELECT synced_revision FROM cases WHERE id = ?1",
            params![id],
        )?
        .flatten();
        let synced = synced.and_then(|s| u64::try_from(s).ok());
        let edited_here = synced.is_none_or(|s| local.revision > s);
        if case.revision > local.revision && !edited_here {
            write::write_case(db, case, case.revision, Synced::Set(case.revision))?;
            report.replaced.push(case.uuid);
        } else if case.revision < local.revision && synced.is_some_and(|s| case.revision <= s) {
            report.older.push(case.uuid);
        } else if let Some(joined) = crate::workflow::bundled()
            .ok()
            .and_then(|definitions| crate::workflow::join_review(&local, case, definitions))
        {
            // A review decided at a distance: the reviewer's answers and decision join the
            // Director's facts and ruling, each side's edits kept. The joined case is newer
            // than both; the bundle's revision is the one exchanged, so the same bundle again
            // is an older copy.
            let revision = local.revision.max(case.revision) + 1;
            write::write_case(db, &joined, revision, Synced::Set(case.revision))?;
            report.reviews_joined.push(case.uuid);
        } else {
            let conflict_id =
                conflict::keep(db, case, local.revision, case.revision, Source::Import)?;
            report.conflicts.push(ImportConflict {
                uuid: case.uuid,
                local_revision: local.revision,
                bundle_revision: case.revision,
                conflict_id,
            });
        }
    }
    held.write(db)?;
    let held_panels: Vec<crate::panel::PanelScope> = panel_rows::read_panels(db)?
        .into_iter()
        .map(|p| p.scope)
        .collect();
    for panel in &bundle.panels {
        if !held_panels.contains(&panel.scope) && panel.problems().is_empty() {
            panel_rows::write_panel(db, panel)?;
            report.panels_added += 1;
        }
    }
    report.texts_added = crate::store::texts::take_in(db, &bundle.texts)?;
    report.served_answers_added = crate::store::served_polls::take_in(db, &bundle.served_polls)?;
    for (uuid, comments) in new_comments {
        if let Some(id) = write::case_id(db, &uuid)? {
            report.comments_merged += panel_rows::merge(db, id, &comments)?;
        }
    }
    progress(total, total);
    Ok(report)
}
