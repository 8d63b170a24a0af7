//! Polls served to the players, kept apart from their case's revision
//! ([`crate::poll::served`]): served with the problem frozen and a link a pollee, answered one
//! answer a link — written before the phone is told it was received —, set aside with a reason,
//! closed. A save of the case never touches them.

use crate::poll::served::{
    AnswerGiven, AnswerRefused, FrozenProblem, LinkToken, PolleeClass, ServedAnswer, ServedPoll,
    ServedPollee, SetAside,
};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Row, Sql, Written, codec, params, query_value};
use crate::store::tables::case_write;
use chrono::{DateTime, Utc};
use uuid::Uuid;

fn stored(field: &str, message: String) -> StoreError {
    StoreError::StoredCase {
        uuid: "served poll".to_string(),
        field: format!("served_polls.{field}"),
        message,
    }
}

fn time(text: &str, field: &str) -> Result<DateTime<Utc>, StoreError> {
    codec::to_time(text).map_err(|m| stored(field, m))
}

fn optional_time(text: Option<String>, field: &str) -> Result<Option<DateTime<Utc>>, StoreError> {
    text.map(|t| time(&t, field)).transpose()
}

const POLL_COLUMNS: &str = "s.id, c.uuid, s.poll_position, s.problem, s.opened_at, s.opened_by, \
                            s.closed_at";

impl Store {
    /// Serves the poll at `poll` of the case `case`: its problem frozen as `problem`, a link for
    /// each of `pollees`, opened now by `by`.
    pub fn serve_poll(
        &mut self,
        case: Uuid,
        poll: usize,
        problem: &FrozenProblem,
        pollees: &[PolleeClass],
        by: &str,
    ) -> Result<ServedPoll, StoreError> {
        let problem_json =
            serde_json::to_string(problem).map_err(|e| stored("problem", e.to_string()))?;
        let opened = codec::time(Utc::now());
        let id = self.write(|db| {
            let Some(case_row) = case_write::case_id(db, &case)? else {
                return Ok(Written::Refused(StoreError::NoSuchCase { uuid: case }));
            };
            let id = case_write::inserted_id(
                db,
                "INSERT INTO served_polls (case_id, poll_position, problem, opened_at, opened_by)
                 VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
                params![case_row, poll, problem_json, opened, by.trim()],
            )?;
            for (position, class) in pollees.iter().enumerate() {
                db.execute(
                    "INSERT INTO served_pollees (token, served_poll_id, position, name, strength, methods)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    params![
                        LinkToken::new().to_string(),
                        id,
                        position,
                        class.name.trim(),
                        class.strength.trim(),
                        class.methods.trim()
                    ],
                )?;
            }
            Ok(Written::Done(id))
        })?;
        self.served_poll(id)?
            .ok_or_else(|| stored("id", format!("served poll {id} was not kept")))
    }

    /// The served poll `id`, with its pollees and their answers.
    pub fn served_poll(&self, id: i64) -> Result<Option<ServedPoll>, StoreError> {
        self.read(|db| {
            let rows = db.query(
                &format!(
                    "SELECT {POLL_COLUMNS} FROM served_polls s JOIN cases c ON c.id = s.case_id
                     WHERE s.id = ?1"
                ),
                params![id],
            )?;
            match rows.first() {
                Some(row) => Ok(Some(read_poll(db, row)?)),
                None => Ok(None),
            }
        })
    }

    /// The served polls of a case, oldest first.
    pub fn served_polls(&self, case: Uuid) -> Result<Vec<ServedPoll>, StoreError> {
        self.read(|db| of_case(db, case))
    }

    /// Every served poll the archive holds (a replica's, to send).
    pub(crate) fn all_served_polls(&self) -> Result<Vec<ServedPoll>, StoreError> {
        self.read(|db| {
            let rows = db.query(
                &format!(
                    "SELECT {POLL_COLUMNS} FROM served_polls s JOIN cases c ON c.id = s.case_id
                     ORDER BY s.id"
                ),
                params![],
            )?;
            rows.iter().map(|row| read_poll(db, row)).collect()
        })
    }

    /// The polls still open, of every case: what a program started again serves.
    pub fn open_served_polls(&self) -> Result<Vec<ServedPoll>, StoreError> {
        self.read(|db| {
            let rows = db.query(
                &format!(
                    "SELECT {POLL_COLUMNS} FROM served_polls s JOIN cases c ON c.id = s.case_id
                     WHERE s.closed_at IS NULL ORDER BY s.id"
                ),
                params![],
            )?;
            rows.iter().map(|row| read_poll(db, row)).collect()
        })
    }

    /// The served poll a link belongs to, and the link's pollee; `None` for a link the archive
    /// does not hold.
    pub fn served_poll_of(
        &self,
        token: LinkToken,
    ) -> Result<Option<(ServedPoll, ServedPollee)>, StoreError> {
        let poll: Option<i64> = self.read(|db| {
            query_value(
                db,
                "SELECT served_poll_id FROM served_pollees WHERE token = ?1",
                params![token.to_string()],
            )
        })?;
        let Some(poll) = poll.map(|id| self.served_poll(id)).transpose()?.flatten() else {
            return Ok(None);
        };
        let pollee = poll.pollees.iter().find(|p| p.token == token).cloned();
        Ok(pollee.map(|pollee| (poll, pollee)))
    }

    /// Keeps a pollee's answer — one a link, while the poll is open — and says what was kept,
    /// or why nothing was: the archive holds it before the caller answers the phone.
    pub fn record_served_answer(
        &mut self,
        token: LinkToken,
        given: &AnswerGiven,
    ) -> Result<Result<ServedAnswer, AnswerRefused>, StoreError> {
        let mut kept = self.record_served_answers(&[(token, given.clone())])?;
        Ok(kept.pop().unwrap_or(Err(AnswerRefused::UnknownLink)))
    }

    /// Keeps several pollees' answers in one transaction (a served poll's answers arriving
    /// together are committed together: one flush to disk for all), each kept or refused as
    /// [`Store::record_served_answer`] would, in order.
    pub fn record_served_answers(
        &mut self,
        answers: &[(LinkToken, AnswerGiven)],
    ) -> Result<Vec<Result<ServedAnswer, AnswerRefused>>, StoreError> {
        let received_at = Utc::now();
        let mut checked = Vec::with_capacity(answers.len());
        for (token, given) in answers {
            checked.push(match given.checked() {
                Ok(given) => {
                    let considered = serde_json::to_string(&given.considered)
                        .map_err(|e| stored("considered", e.to_string()))?;
                    Ok((*token, given, considered))
                }
                Err(refused) => Err(refused),
            });
        }
        if checked.iter().all(Result::is_err) {
            // Nothing to write: no transaction for refusals alone.
            return Ok(checked
                .into_iter()
                .filter_map(Result::err)
                .map(Err)
                .collect());
        }
        self.write(|db| {
            let mut kept = Vec::with_capacity(checked.len());
            for item in checked {
                let (token, given, considered) = match item {
                    Ok(item) => item,
                    Err(refused) => {
                        kept.push(Err(refused));
                        continue;
                    }
                };
                // One statement decides: a link of an open poll, not yet answered.
                let inserted = db.execute(
                    "INSERT INTO served_answers (token, received_at, action, considered, other, comment)
                     SELECT p.token, ?2, ?3, ?4, ?5, ?6
                     FROM served_pollees p JOIN served_polls s ON s.id = p.served_poll_id
                     WHERE p.token = ?1 AND s.closed_at IS NULL
                     ON CONFLICT (token) DO NOTHING",
                    params![
                        token.to_string(),
                        codec::time(received_at),
                        given.action.as_str(),
                        considered,
                        given.other.as_str(),
                        given.comment.as_str()
                    ],
                )?;
                kept.push(if inserted == 1 {
                    Ok(ServedAnswer {
                        received_at,
                        given,
                        set_aside: None,
                    })
                } else {
                    Err(why_not_taken(db, token)?)
                });
            }
            Ok(Written::Done(kept))
        })
    }

    /// Sets an answer aside with the Director's reason (kept and shown, never deleted): the
    /// verdicts no longer count it. A reason is required.
    pub fn set_served_answer_aside(
        &mut self,
        token: LinkToken,
        reason: &str,
        by: &str,
    ) -> Result<bool, StoreError> {
        if reason.trim().is_empty() {
            return Err(StoreError::SetAsideWithoutReason);
        }
        self.write(|db| {
            let changed = db.execute(
                "UPDATE served_answers SET set_aside_reason = ?2, set_aside_by = ?3, set_aside_at = ?4
                 WHERE token = ?1 AND set_aside_at IS NULL",
                params![
                    token.to_string(),
                    reason.trim(),
                    by.trim(),
                    codec::time(Utc::now())
                ],
            )?;
            Ok(Written::Done(changed == 1))
        })
    }

    /// Closes a served poll: its links take no more answers; every answer received stays.
    pub fn close_served_poll(&mut self, id: i64) -> Result<bool, StoreError> {
        self.write(|db| {
            let changed = db.execute(
                "UPDATE served_polls SET closed_at = ?2 WHERE id = ?1 AND closed_at IS NULL",
                params![id, codec::time(Utc::now())],
            )?;
            Ok(Written::Done(changed == 1))
        })
    }
}

/// The served polls of `case`, oldest first.
pub(crate) fn of_case(db: &mut dyn Sql, case: Uuid) -> Result<Vec<ServedPoll>, StoreError> {
    let rows = db.query(
        &format!(
            "SELECT {POLL_COLUMNS} FROM served_polls s JOIN cases c ON c.id = s.case_id
             WHERE c.uuid = ?1 ORDER BY s.id"
        ),
        params![case.to_string()],
    )?;
    rows.iter().map(|row| read_poll(db, row)).collect()
}

/// Takes in served polls from another archive (a bundle, a replica's sync): a poll it does not
/// hold is added whole; of one it holds (known by its links), the answers it lacks are added, an
/// answer set aside there is set aside here, and a poll closed there is closed. Nothing held is
/// ever taken away, so taking in the same polls again changes nothing. A poll of a case the
/// archive does not hold is left out. Returns the answers added.
pub(crate) fn take_in(db: &mut dyn Sql, polls: &[ServedPoll]) -> Result<usize, StoreError> {
    let mut added: u64 = 0;
    for poll in polls {
        let Some(case_row) = case_write::case_id(db, &poll.case)? else {
            continue;
        };
        let Some(first) = poll.pollees.first() else {
            continue;
        };
        let held: Option<i64> = query_value(
            db,
            "SELECT served_poll_id FROM served_pollees WHERE token = ?1",
            params![first.token.to_string()],
        )?;
        let id = match held {
            Some(id) => id,
            None => {
                let problem = serde_json::to_string(&poll.problem)
                    .map_err(|e| stored("problem", e.to_string()))?;
                let id = case_write::inserted_id(
                    db,
                    "INSERT INTO served_polls (case_id, poll_position, problem, opened_at, opened_by)
                     VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
                    params![
                        case_row,
                        poll.poll,
                        problem,
                        codec::time(poll.opened_at),
                        poll.opened_by.as_str()
                    ],
                )?;
                for pollee in &poll.pollees {
                    db.execute(
                        "INSERT INTO served_pollees (token, served_poll_id, position, name, strength, methods)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (token) DO NOTHING",
                        params![
                            pollee.token.to_string(),
                            id,
                            i64::from(pollee.number) - 1,
                            pollee.class.name.as_str(),
                            pollee.class.strength.as_str(),
                            pollee.class.methods.as_str()
                        ],
                    )?;
                }
                id
            }
        };
        for pollee in &poll.pollees {
            let Some(answer) = &pollee.answer else {
                continue;
            };
            let considered = serde_json::to_string(&answer.given.considered)
                .map_err(|e| stored("considered", e.to_string()))?;
            added += db.execute(
                "INSERT INTO served_answers (token, received_at, action, considered, other, comment)
                 SELECT token, ?2, ?3, ?4, ?5, ?6 FROM served_pollees
                 WHERE token = ?1 AND served_poll_id = ?7
                 ON CONFLICT (token) DO NOTHING",
                params![
                    pollee.token.to_string(),
                    codec::time(answer.received_at),
                    answer.given.action.as_str(),
                    considered,
                    answer.given.other.as_str(),
                    answer.given.comment.as_str(),
                    id
                ],
            )?;
            if let Some(aside) = &answer.set_aside {
                db.execute(
                    "UPDATE served_answers SET set_aside_reason = ?2, set_aside_by = ?3, set_aside_at = ?4
                     WHERE token = ?1 AND set_aside_at IS NULL",
                    params![
                        pollee.token.to_string(),
                        aside.reason.as_str(),
                        aside.by.as_str(),
                        codec::time(aside.at)
                    ],
                )?;
            }
        }
        if let Some(closed) = poll.closed_at {
            db.execute(
                "UPDATE served_polls SET closed_at = ?2 WHERE id = ?1 AND closed_at IS NULL",
                params![id, codec::time(closed)],
            )?;
        }
    }
    Ok(usize::try_from(added).unwrap_or(usize::MAX))
}

/// Why an answer for `token` was not taken (in the transaction that did not take it).
fn why_not_taken(db: &mut dyn Sql, token: LinkToken) -> Result<AnswerRefused, StoreError> {
    let row = db.query_optional(
        "SELECT s.closed_at, a.received_at
         FROM served_pollees p JOIN served_polls s ON s.id = p.served_poll_id
         LEFT JOIN served_answers a ON a.token = p.token
         WHERE p.token = ?1",
        params![token.to_string()],
    )?;
    let Some(row) = row else {
        return Ok(AnswerRefused::UnknownLink);
    };
    let (closed, received): (Option<String>, Option<String>) = (row.get(0)?, row.get(1)?);
    Ok(match (received, closed) {
        (Some(at), _) => AnswerRefused::AlreadyAnswered {
            at: time(&at, "received_at")?,
        },
        (None, _) => AnswerRefused::Closed,
    })
}

fn read_poll(db: &mut dyn Sql, row: &Row) -> Result<ServedPoll, StoreError> {
    let id: i64 = row.get(0)?;
    let case: String = row.get(1)?;
    let problem: String = row.get(3)?;
    let position: i64 = row.get(2)?;
    let pollees = db
        .query(
            "SELECT p.token, p.position, p.name, p.strength, p.methods,
                    a.received_at, a.action, a.considered, a.other, a.comment,
                    a.set_aside_reason, a.set_aside_by, a.set_aside_at
             FROM served_pollees p LEFT JOIN served_answers a ON a.token = p.token
             WHERE p.served_poll_id = ?1 ORDER BY p.position",
            params![id],
        )?
        .iter()
        .map(read_pollee)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ServedPoll {
        id,
        case: Uuid::parse_str(&case).map_err(|e| stored("case", e.to_string()))?,
        poll: usize::try_from(position).unwrap_or(0),
        problem: serde_json::from_str(&problem).map_err(|e| stored("problem", e.to_string()))?,
        opened_at: time(&row.get::<String>(4)?, "opened_at")?,
        opened_by: row.get(5)?,
        closed_at: optional_time(row.get(6)?, "closed_at")?,
        pollees,
    })
}

fn read_pollee(row: &Row) -> Result<ServedPollee, StoreError> {
    let token: String = row.get(0)?;
    let position: i64 = row.get(1)?;
    let received: Option<String> = row.get(5)?;
    let answer = match received {
        None => None,
        Some(received) => {
            let considered: String = row.get(7)?;
            let reason: Option<String> = row.get(10)?;
            let set_aside = match reason {
                None => None,
                Some(reason) => Some(SetAside {
                    reason,
                    by: row.get::<Option<String>>(11)?.unwrap_or_default(),
                    at: time(
                        &row.get::<Option<String>>(12)?.unwrap_or_default(),
                        "set_aside_at",
                    )?,
                }),
            };
            Some(ServedAnswer {
                received_at: time(&received, "received_at")?,
                given: AnswerGiven {
                    action: row.get(6)?,
                    considered: serde_json::from_str(&considered)
                        .map_err(|e| stored("considered", e.to_string()))?,
                    other: row.get(8)?,
                    comment: row.get(9)?,
                },
                set_aside,
            })
        }
    };
    Ok(ServedPollee {
        token: LinkToken::parse(&token)
            .ok_or_else(|| stored("token", format!("\"{token}\" is not a link's token")))?,
        number: u32::try_from(position + 1).unwrap_or(u32::MAX),
        class: PolleeClass {
            name: row.get(2)?,
            strength: row.get(3)?,
            methods: row.get(4)?,
        },
        answer,
    })
}
