//! Writing a case into its tables. Called inside a transaction: a case's rows are replaced as
//! a whole, so a reader never sees half an edit.

use super::new_rows::NewRows;
use super::text_index;
use crate::case::{AdjustedScore, Case};
use crate::store::error::StoreError;
use crate::store::schema::CASE_LIST_TABLES;
use crate::store::sql::codec;
use crate::store::sql::{Sql, Value, params, placeholders, query_value};

/// What to do with the revision last exchanged through a bundle.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Synced {
    Keep,
    Set(u64),
}

fn text(s: &str) -> Value {
    Value::Text(s.to_string())
}

fn opt_text(s: Option<String>) -> Value {
    s.map_or(Value::Null, Value::Text)
}

fn int(n: impl Into<i64>) -> Value {
    Value::Integer(n.into())
}

fn opt_int<T: Into<i64>>(n: Option<T>) -> Value {
    n.map_or(Value::Null, |n| Value::Integer(n.into()))
}

pub(crate) fn revision_value(revision: u64) -> Result<Value, StoreError> {
    i64::try_from(revision)
        .map(Value::Integer)
        .map_err(|_| StoreError::Bundle(format!("revision {revision} is too large")))
}

/// The `cases` row of a case.
fn case_columns(case: &Case, revision: u64) -> Result<Vec<(&'static str, Value)>, StoreError> {
    let result = case.result.as_ref();
    Ok(vec![
        ("uuid", text(&case.uuid.to_string())),
        ("revision", revision_value(revision)?),
        ("created", text(&codec::time(case.audit.created))),
        ("updated", text(&codec::time(case.audit.updated))),
        ("case_number", text(&case.identity.case_number)),
        ("year", opt_int(case.identity.year)),
        ("tournament", text(&case.identity.tournament)),
        ("event", text(&case.identity.event)),
        ("session", text(&case.identity.session)),
        ("date", opt_text(case.identity.date.map(codec::date))),
        (
            "scoring",
            opt_text(case.identity.scoring.map(|s| s.code().to_string())),
        ),
        ("hearing", text(case.identity.hearing.code())),
        ("law_edition", int(case.law_edition.year())),
        ("profile", text(&case.profile)),
        ("language", text(&case.language)),
        ("team_ns", text(&case.people.teams.ns)),
        ("team_ew", text(&case.people.teams.ew)),
        ("director", text(&case.people.director)),
        ("board_number", int(case.board.number.get())),
        ("dealer", text(&codec::seat(case.board.dealer))),
        (
            "vulnerability",
            text(codec::vulnerability(case.board.vulnerability)),
        ),
        ("deal", text(&codec::deal(&case.board.deal))),
        (
            "auction_dealer",
            text(&codec::seat(case.auction.calls.dealer())),
        ),
        (
            "opening_lead",
            opt_text(case.play.opening_lead.map(codec::card)),
        ),
        ("play_record", text(&case.play.record)),
        ("claim", opt_text(case.play.claim.clone())),
        ("has_result", int(result.is_some())),
        (
            "result_contract",
            opt_text(result.and_then(|r| r.contract).map(codec::contract)),
        ),
        (
            "result_declarer",
            opt_text(result.and_then(|r| r.declarer).map(codec::seat)),
        ),
        ("result_tricks", opt_int(result.and_then(|r| r.tricks))),
        ("result_ns_score", opt_int(result.and_then(|r| r.ns_score))),
        ("facts_agreed", text(&case.facts.agreed)),
        ("ruling_text", text(&case.ruling.text)),
        ("ruling_ns", text(&case.ruling.adjusted.ns)),
        ("ruling_ew", text(&case.ruling.adjusted.ew)),
        (
            "appellant",
            opt_text(case.appeal.appellant.map(codec::side)),
        ),
        (
            "appeal_lodged_at",
            opt_text(case.appeal.lodged_at.map(codec::local_time)),
        ),
        ("appeal_grounds", text(&case.appeal.grounds)),
        (
            "appeal_present",
            text(&codec::strings(&case.appeal.present)),
        ),
        ("appeal_deposit", opt_text(case.appeal.deposit.clone())),
        (
            "decision_outcome",
            opt_text(case.decision.outcome.map(|o| o.code().to_string())),
        ),
        ("decision_ns", text(&case.decision.adjusted.ns)),
        ("decision_ew", text(&case.decision.adjusted.ew)),
        (
            "deposit_outcome",
            opt_text(case.decision.deposit.map(|d| d.code().to_string())),
        ),
        ("without_merit", int(case.decision.without_merit)),
        ("reasoning", text(&case.decision.reasoning)),
        ("dissent", text(&case.decision.dissent)),
        ("write_up", text(&case.write_up)),
        ("status", text(case.review.status.code())),
        ("training", int(case.training)),
    ])
}

/// The row id of a case, if stored.
pub(crate) fn case_id(db: &mut dyn Sql, uuid: &uuid::Uuid) -> Result<Option<i64>, StoreError> {
    query_value(
        db,
        "SELECT id FROM cases WHERE uuid = ?1",
        params![uuid.to_string()],
    )
}

/// Writes `case` as revision `revision`, replacing whatever the store held for its UUID.
/// Returns the case's row id.
pub(crate) fn write_case(
    db: &mut dyn Sql,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<i64, StoreError> {
    let mut rows = NewRows::default();
    let id = write_case_with(db, &mut rows, case, revision, synced)?;
    rows.write(db)?;
    Ok(id)
}

/// [`write_case`], its lists and text entry left in `rows` when the case is new (the rows
/// held for other cases are written first when it is stored already).
pub(crate) fn write_case_with(
    db: &mut dyn Sql,
    rows: &mut NewRows,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<i64, StoreError> {
    let Some(id) = case_id(db, &case.uuid)? else {
        return insert_case_with(db, rows, case, revision, synced)?.ok_or(StoreError::Conflict {
            uuid: case.uuid,
            stored_revision: 0,
            your_revision: revision.saturating_sub(1),
        });
    };
    // Its rows held here (a case given twice) would be written after they are cleared.
    rows.write(db)?;
    let (names, mut values) = columns(case, revision, synced)?;
    // The same text for every case, so that an engine's statement cache keeps it.
    let sql = format!("UPDATE cases SET {} WHERE id = ?", assignments(&names));
    values.push(Value::Integer(id));
    db.execute(&sql, &values)?;
    clear_lists(db, &[id])?;
    write_lists(db, rows, id, case)?;
    rows.add_text(text_index::index_case(
        db,
        id,
        case,
        text_index::Entry::Replace,
    )?);
    rows.write(db)?;
    Ok(id)
}

/// Writes the `cases` row of `case` (its own revision, `synced_revision` kept) over the stored
/// one only if that is still at revision `over`: its row id, or `None` when the case moved on
/// (or is not there). Its lists and text entry are the caller's, who clears and writes them
/// for many cases at once ([`clear_lists`], [`write_lists`]).
pub(crate) fn update_case_over(
    db: &mut dyn Sql,
    case: &Case,
    over: u64,
) -> Result<Option<i64>, StoreError> {
    let (names, mut values) = columns(case, case.revision, Synced::Keep)?;
    let sql = format!(
        "UPDATE cases SET {} WHERE uuid = ? AND revision = ? RETURNING id",
        assignments(&names)
    );
    values.push(Value::Text(case.uuid.to_string()));
    values.push(revision_value(over)?);
    query_value(db, &sql, &values)
}

/// The columns of `cases` a reviewer of the ruling writes besides the revision: the time of the
/// save, the status, and the decision (the server grants his role these alone).
pub(crate) const REVIEW_COLUMNS: &[&str] = &[
    "updated",
    "status",
    "decision_outcome",
    "decision_ns",
    "decision_ew",
    "deposit_outcome",
    "without_merit",
    "reasoning",
    "dissent",
];

/// Writes the review of `case` over its stored row, already claimed at `case.revision`: the
/// [`REVIEW_COLUMNS`], the answers, the decision's adjusted scores and the text index. The
/// rest of the case (the Director's) is left as stored.
pub(crate) fn write_review(db: &mut dyn Sql, case: &Case) -> Result<(), StoreError> {
    let id = case_id(db, &case.uuid)?.ok_or(StoreError::NoSuchCase { uuid: case.uuid })?;
    let (names, mut values): (Vec<&str>, Vec<Value>) = case_columns(case, case.revision)?
        .into_iter()
        .filter(|(name, _)| REVIEW_COLUMNS.contains(name))
        .unzip();
    values.push(Value::Integer(id));
    db.execute(
        &format!("UPDATE cases SET {} WHERE id = ?", assignments(&names)),
        &values,
    )?;
    db.execute(
        "DELETE FROM workflow_answers WHERE case_id = ?1",
        params![id],
    )?;
    db.execute(
        "DELETE FROM adjusted_outcomes WHERE case_id = ?1 AND stage = 'decision'",
        params![id],
    )?;
    let mut rows = NewRows::default();
    write_workflow(&mut rows, id, case);
    write_outcomes(&mut rows, id, "decision", &case.decision.adjusted);
    rows.add_text(text_index::index_case(
        db,
        id,
        case,
        text_index::Entry::Replace,
    )?);
    rows.write(db)
}

/// `a = ?, b = ?, …` for an `UPDATE`.
fn assignments(names: &[&str]) -> String {
    let sets: Vec<String> = names.iter().map(|n| format!("{n} = ?")).collect();
    sets.join(", ")
}

/// Deletes the lists (the rows of [`CASE_LIST_TABLES`]) of the cases with row ids `ids`, before
/// they are written again: a statement a table for all of them.
pub(crate) fn clear_lists(db: &mut dyn Sql, ids: &[i64]) -> Result<(), StoreError> {
    if ids.is_empty() {
        return Ok(());
    }
    db.delete_case_rows(CASE_LIST_TABLES, ids)
}

/// Inserts `case` as revision `revision` unless its UUID is stored already; its row id, or
/// `None` when the UUID was there (a case saved meanwhile by another client of a server).
pub(crate) fn insert_case(
    db: &mut dyn Sql,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<Option<i64>, StoreError> {
    let mut rows = NewRows::default();
    let id = insert_case_with(db, &mut rows, case, revision, synced)?;
    rows.write(db)?;
    Ok(id)
}

/// [`insert_case`], the case's lists and text entry left in `rows` for the caller to write
/// with other cases'.
pub(crate) fn insert_case_with(
    db: &mut dyn Sql,
    rows: &mut NewRows,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<Option<i64>, StoreError> {
    let (names, values) = columns(case, revision, synced)?;
    // The same statement for every new case: a file's thousands of boards parse it once.
    let sql = format!(
        "INSERT INTO cases ({}) VALUES ({}) ON CONFLICT (uuid) DO NOTHING RETURNING id",
        names.join(", "),
        placeholders(names.len())
    );
    let Some(id) = query_value(db, &sql, &values)? else {
        return Ok(None);
    };
    write_lists(db, rows, id, case)?;
    rows.add_text(text_index::index_case(
        db,
        id,
        case,
        text_index::Entry::New,
    )?);
    Ok(Some(id))
}

/// The row id an `INSERT … RETURNING id` made.
pub(crate) fn inserted_id(
    db: &mut dyn Sql,
    sql: &str,
    values: &[Value],
) -> Result<i64, StoreError> {
    query_value(db, sql, values)?
        .ok_or_else(|| StoreError::Column("an insert returned no row id".to_string()))
}

/// The column names and values of the `cases` row.
fn columns(
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<(Vec<&'static str>, Vec<Value>), StoreError> {
    let mut columns = case_columns(case, revision)?;
    if let Synced::Set(r) = synced {
        columns.push(("synced_revision", revision_value(r)?));
    }
    Ok(columns.into_iter().unzip())
}

/// Gives `rows` the lists of the case with row id `id` (its subjects, people, auction …).
pub(crate) fn write_lists(
    db: &mut dyn Sql,
    rows: &mut NewRows,
    id: i64,
    case: &Case,
) -> Result<(), StoreError> {
    for (i, subject) in case.subjects.iter().enumerate() {
        rows.add(
            "case_subjects",
            &["case_id", "position", "subject"],
            params![id, i, subject.code()],
        );
    }
    write_people(rows, id, case);
    write_auction(rows, id, case);
    for (i, fact) in case.facts.disputed.iter().enumerate() {
        rows.add(
            "disputed_facts",
            &["case_id", "position", "point", "finding"],
            params![id, i, fact.point, fact.finding],
        );
    }
    for (i, s) in case.statements.iter().enumerate() {
        rows.add(
            "statements",
            &["case_id", "position", "speaker", "seat", "text"],
            params![id, i, s.speaker, s.seat.map(codec::seat), s.text],
        );
    }
    for (i, law) in case.ruling.laws.iter().enumerate() {
        rows.add(
            "ruling_laws",
            &["case_id", "position", "law"],
            params![id, i, law],
        );
    }
    write_outcomes(rows, id, "ruling", &case.ruling.adjusted);
    write_outcomes(rows, id, "decision", &case.decision.adjusted);
    for (i, p) in case.decision.procedural_penalties.iter().enumerate() {
        rows.add(
            "procedural_penalties",
            &["case_id", "position", "side", "amount", "reason"],
            params![id, i, codec::side(p.side), p.amount, p.reason],
        );
    }
    write_workflow(rows, id, case);
    write_polls(db, rows, id, case)?;
    for (i, v) in case.votes.iter().enumerate() {
        rows.add(
            "votes",
            &[
                "case_id", "position", "member", "step", "answer", "voted_at", "dissent",
            ],
            params![
                id,
                i,
                v.member,
                v.step,
                v.answer,
                v.at.map(codec::time),
                v.dissent
            ],
        );
    }
    for (i, c) in case.commentary.iter().enumerate() {
        rows.add(
            "commentary",
            &["case_id", "position", "commentator", "text"],
            params![id, i, c.commentator, c.text],
        );
    }
    for (i, n) in case.review.notes.iter().enumerate() {
        rows.add(
            "review_notes",
            &["case_id", "position", "noted_by", "noted_at", "text"],
            params![id, i, n.by, n.at.map(codec::time), n.text],
        );
    }
    Ok(())
}

fn write_workflow(rows: &mut NewRows, id: i64, case: &Case) {
    for (i, w) in case.workflow.iter().enumerate() {
        rows.add(
            "workflow_answers",
            &[
                "case_id",
                "position",
                "step",
                "answer",
                "reason",
                "answered_by",
                "answered_at",
                "needs_review",
            ],
            params![
                id,
                i,
                w.step,
                w.answer,
                w.reason,
                w.by,
                w.at.map(codec::time),
                w.needs_review
            ],
        );
    }
}

fn write_people(rows: &mut NewRows, id: i64, case: &Case) {
    const TABLE: &str = "case_people";
    const COLUMNS: &[&str] = &[
        "case_id",
        "kind",
        "position",
        "name",
        "seat",
        "rank",
        "masterpoints",
        "committee_role",
        "note",
    ];
    let none: Option<String> = None;
    for (i, p) in case.people.players.iter().enumerate() {
        rows.add(
            TABLE,
            COLUMNS,
            params![
                id,
                "player",
                i,
                p.name,
                codec::seat(p.seat),
                p.rank,
                p.masterpoints,
                none,
                ""
            ],
        );
    }
    for (i, m) in case.people.committee.iter().enumerate() {
        rows.add(
            TABLE,
            COLUMNS,
            params![
                id,
                "committee",
                i,
                m.name,
                none,
                none,
                none,
                m.role.code(),
                m.affiliation
            ],
        );
    }
    for (i, c) in case.people.commentators.iter().enumerate() {
        rows.add(
            TABLE,
            COLUMNS,
            params![
                id,
                "commentator",
                i,
                c.name,
                none,
                none,
                none,
                none,
                c.about
            ],
        );
    }
}

fn write_auction(rows: &mut NewRows, id: i64, case: &Case) {
    const CALL_COLUMNS: &[&str] = &[
        "case_id",
        "position",
        "call",
        "irregularity",
        "annotation_position",
        "note",
        "alerted",
        "agreement",
        "has_tempo",
        "tempo_seconds",
        "tempo_agreed",
        "tempo_description",
        "comment",
    ];
    const EXPLANATION_COLUMNS: &[&str] = &[
        "case_id",
        "call_position",
        "position",
        "by_seat",
        "to_seat",
        "text",
    ];
    let annotations = &case.auction.annotations;
    for (position, recorded) in case.auction.calls.calls().iter().enumerate() {
        let annotated = annotations
            .iter()
            .enumerate()
            .find(|(_, a)| a.call == position);
        let annotation = annotated.map(|(_, a)| a);
        let tempo = annotation.and_then(|a| a.tempo.as_ref());
        rows.add(
            "auction_calls",
            CALL_COLUMNS,
            params![
                id,
                position,
                codec::call(recorded.call),
                recorded.irregularity.as_ref().map(codec::irregularity),
                annotated.map(|(i, _)| i),
                annotation.and_then(|a| a.note),
                annotation.and_then(|a| a.alerted),
                annotation.and_then(|a| a.agreement.clone()),
                tempo.is_some(),
                tempo.and_then(|t| t.seconds),
                tempo.and_then(|t| t.agreed),
                tempo.map(|t| t.description.clone()).unwrap_or_default(),
                annotation.map(|a| a.comment.clone()).unwrap_or_default(),
            ],
        );
        for (i, e) in annotation
            .map(|a| a.explanations.as_slice())
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            rows.add(
                "call_explanations",
                EXPLANATION_COLUMNS,
                params![
                    id,
                    position,
                    i,
                    e.by.map(codec::seat),
                    e.to.map(codec::seat),
                    e.text
                ],
            );
        }
    }
}

fn write_outcomes(rows: &mut NewRows, id: i64, stage: &str, adjusted: &AdjustedScore) {
    for (i, o) in adjusted.outcomes.iter().enumerate() {
        rows.add(
            "adjusted_outcomes",
            &[
                "case_id", "stage", "position", "side", "contract", "declarer", "tricks", "weight",
            ],
            params![
                id,
                stage,
                i,
                o.side.map(codec::side),
                o.contract.map(codec::contract),
                o.declarer.map(codec::seat),
                o.tricks,
                o.weight
            ],
        );
    }
}

fn write_polls(
    db: &mut dyn Sql,
    rows: &mut NewRows,
    id: i64,
    case: &Case,
) -> Result<(), StoreError> {
    for (i, poll) in case.polls.iter().enumerate() {
        let poll_id = inserted_id(
            db,
            "INSERT INTO polls (case_id, position, step, problem) VALUES (?1, ?2, ?3, ?4) RETURNING id",
            params![id, i, poll.step, poll.problem],
        )?;
        for (j, a) in poll.pollees.iter().enumerate() {
            rows.add(
                "poll_answers",
                &[
                    "poll_id",
                    "position",
                    "name",
                    "level",
                    "action",
                    "considered",
                    "comment",
                ],
                params![
                    poll_id,
                    j,
                    a.name,
                    a.level,
                    a.action,
                    codec::strings(&a.considered),
                    a.comment
                ],
            );
        }
    }
    Ok(())
}
