//! Writing a case into its tables. Called inside a transaction: a case's rows are replaced as
//! a whole, so a reader never sees half an edit.

use super::StoreError;
use super::codec;
use super::search;
use crate::case::{AdjustedScore, Case};
use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, params};

/// What to do with the revision last exchanged through a bundle.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Synced {
    Keep,
    Set(u64),
}

/// A list position as a column value (lists are far shorter than `i64::MAX`).
fn at(position: usize) -> i64 {
    i64::try_from(position).unwrap_or(i64::MAX)
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
    ])
}

/// The tables holding a case's lists, cleared before they are written again.
const CHILD_TABLES: &[&str] = &[
    "case_subjects",
    "case_people",
    "auction_calls",
    "disputed_facts",
    "statements",
    "ruling_laws",
    "adjusted_outcomes",
    "procedural_penalties",
    "workflow_answers",
    "polls",
    "commentary",
    "review_notes",
    "votes",
];

/// The row id of a case, if stored.
pub(crate) fn case_id(conn: &Connection, uuid: &uuid::Uuid) -> rusqlite::Result<Option<i64>> {
    conn.query_row(
        "SELECT id FROM cases WHERE uuid = ?1",
        [uuid.to_string()],
        |row| row.get(0),
    )
    .optional()
}

/// Writes `case` as revision `revision`, replacing whatever the store held for its UUID.
/// Returns the case's row id.
pub(crate) fn write_case(
    conn: &Connection,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<i64, StoreError> {
    let Some(id) = case_id(conn, &case.uuid)? else {
        return insert_case(conn, case, revision, synced);
    };
    let (names, values) = columns(case, revision, synced)?;
    let sets: Vec<String> = names.iter().map(|n| format!("{n} = ?")).collect();
    let sql = format!("UPDATE cases SET {} WHERE id = {id}", sets.join(", "));
    conn.execute(&sql, rusqlite::params_from_iter(values))?;
    for table in CHILD_TABLES {
        conn.prepare_cached(&format!("DELETE FROM {table} WHERE case_id = ?1"))?
            .execute([id])?;
    }
    write_lists(conn, id, case)?;
    search::index_case(conn, id, case, search::Entry::Replace)?;
    Ok(id)
}

/// Inserts `case`, known not to be stored yet (the caller has looked), as revision
/// `revision`. Returns its row id.
pub(crate) fn insert_case(
    conn: &Connection,
    case: &Case,
    revision: u64,
    synced: Synced,
) -> Result<i64, StoreError> {
    let (names, values) = columns(case, revision, synced)?;
    let marks = vec!["?"; names.len()].join(", ");
    let sql = format!("INSERT INTO cases ({}) VALUES ({marks})", names.join(", "));
    // The same statement for every new case: a file's thousands of boards parse it once.
    conn.prepare_cached(&sql)?
        .execute(rusqlite::params_from_iter(values))?;
    let id = conn.last_insert_rowid();
    write_lists(conn, id, case)?;
    search::index_case(conn, id, case, search::Entry::New)?;
    Ok(id)
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

fn write_lists(conn: &Connection, id: i64, case: &Case) -> Result<(), StoreError> {
    for (i, subject) in case.subjects.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO case_subjects (case_id, position, subject) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![id, at(i), subject.code()])?;
    }
    write_people(conn, id, case)?;
    write_auction(conn, id, case)?;
    for (i, fact) in case.facts.disputed.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO disputed_facts (case_id, position, point, finding) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, at(i), fact.point, fact.finding])?;
    }
    for (i, s) in case.statements.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO statements (case_id, position, speaker, seat, text) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![id, at(i), s.speaker, s.seat.map(codec::seat), s.text])?;
    }
    for (i, law) in case.ruling.laws.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO ruling_laws (case_id, position, law) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![id, at(i), law])?;
    }
    write_outcomes(conn, id, "ruling", &case.ruling.adjusted)?;
    write_outcomes(conn, id, "decision", &case.decision.adjusted)?;
    for (i, p) in case.decision.procedural_penalties.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO procedural_penalties (case_id, position, side, amount, reason) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![id, at(i), codec::side(p.side), p.amount, p.reason])?;
    }
    for (i, w) in case.workflow.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO workflow_answers (case_id, position, step, answer, reason, answered_by, answered_at, needs_review)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![id, at(i), w.step, w.answer, w.reason, w.by, w.at.map(codec::time), w.needs_review])?;
    }
    write_polls(conn, id, case)?;
    for (i, v) in case.votes.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO votes (case_id, position, member, step, answer, voted_at, dissent)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?
        .execute(params![
            id,
            at(i),
            v.member,
            v.step,
            v.answer,
            v.at.map(codec::time),
            v.dissent
        ])?;
    }
    for (i, c) in case.commentary.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO commentary (case_id, position, commentator, text) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, at(i), c.commentator, c.text])?;
    }
    for (i, n) in case.review.notes.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO review_notes (case_id, position, noted_by, noted_at, text) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![id, at(i), n.by, n.at.map(codec::time), n.text])?;
    }
    Ok(())
}

fn write_people(conn: &Connection, id: i64, case: &Case) -> Result<(), StoreError> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO case_people (case_id, kind, position, name, seat, rank, masterpoints, committee_role, note)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?;
    let none: Option<String> = None;
    for (i, p) in case.people.players.iter().enumerate() {
        insert.execute(params![
            id,
            "player",
            at(i),
            p.name,
            codec::seat(p.seat),
            p.rank,
            p.masterpoints,
            none,
            ""
        ])?;
    }
    for (i, m) in case.people.committee.iter().enumerate() {
        insert.execute(params![
            id,
            "committee",
            at(i),
            m.name,
            none,
            none,
            none,
            m.role.code(),
            m.affiliation
        ])?;
    }
    for (i, c) in case.people.commentators.iter().enumerate() {
        insert.execute(params![
            id,
            "commentator",
            at(i),
            c.name,
            none,
            none,
            none,
            none,
            c.about
        ])?;
    }
    Ok(())
}

fn write_auction(conn: &Connection, id: i64, case: &Case) -> Result<(), StoreError> {
    let mut insert_call = conn.prepare_cached(
        "INSERT INTO auction_calls (case_id, position, call, irregularity, annotation_position, note, alerted,
             agreement, has_tempo, tempo_seconds, tempo_agreed, tempo_description, comment)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?;
    let mut insert_explanation = conn.prepare_cached(
        "INSERT INTO call_explanations (case_id, call_position, position, by_seat, to_seat, text)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    let annotations = &case.auction.annotations;
    for (position, recorded) in case.auction.calls.calls().iter().enumerate() {
        let annotated = annotations
            .iter()
            .enumerate()
            .find(|(_, a)| a.call == position);
        let annotation = annotated.map(|(_, a)| a);
        let tempo = annotation.and_then(|a| a.tempo.as_ref());
        insert_call.execute(params![
            id,
            at(position),
            codec::call(recorded.call),
            recorded.irregularity.as_ref().map(codec::irregularity),
            annotated.map(|(i, _)| at(i)),
            annotation.and_then(|a| a.note),
            annotation.and_then(|a| a.alerted),
            annotation.and_then(|a| a.agreement.clone()),
            tempo.is_some(),
            tempo.and_then(|t| t.seconds),
            tempo.and_then(|t| t.agreed),
            tempo.map(|t| t.description.clone()).unwrap_or_default(),
            annotation.map(|a| a.comment.clone()).unwrap_or_default(),
        ])?;
        for (i, e) in annotation
            .map(|a| a.explanations.as_slice())
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            insert_explanation.execute(params![
                id,
                at(position),
                at(i),
                e.by.map(codec::seat),
                e.to.map(codec::seat),
                e.text
            ])?;
        }
    }
    Ok(())
}

fn write_outcomes(
    conn: &Connection,
    id: i64,
    stage: &str,
    adjusted: &AdjustedScore,
) -> Result<(), StoreError> {
    for (i, o) in adjusted.outcomes.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO adjusted_outcomes (case_id, stage, position, side, contract, declarer, tricks, weight)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![
                id,
                stage,
                at(i),
                o.side.map(codec::side),
                o.contract.map(codec::contract),
                o.declarer.map(codec::seat),
                o.tricks,
                o.weight
            ])?;
    }
    Ok(())
}

fn write_polls(conn: &Connection, id: i64, case: &Case) -> Result<(), StoreError> {
    for (i, poll) in case.polls.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO polls (case_id, position, step, problem) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, at(i), poll.step, poll.problem])?;
        let poll_id = conn.last_insert_rowid();
        for (j, a) in poll.pollees.iter().enumerate() {
            conn.prepare_cached(
                "INSERT INTO poll_answers (poll_id, position, name, level, action, considered, comment)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![poll_id, at(j), a.name, a.level, a.action, codec::strings(&a.considered), a.comment])?;
        }
    }
    Ok(())
}
