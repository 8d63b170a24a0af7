//! Reading a case back from its tables.

use super::case_lists::*;
use crate::bridge::{Auction, AuctionCall, Board, BoardNumber};
use crate::case::{
    AdjustedScore, Appeal, Audit, CallAnnotation, Case, CaseAuction, Commentary, Commentator,
    CommitteeMember, Decision, DirectorRuling, DisputedFact, Edition, Explanation, Facts, Identity,
    People, Play, Player, Poll, PolleeAnswer, ProceduralPenalty, Review, ReviewNote, ScoreOutcome,
    Statement, TableResult, Teams, TempoBreak, Vote, WorkflowAnswer,
};
use crate::store::error::StoreError;
use crate::store::sql::codec::{self, Decoded, optional, parsed};
use crate::store::sql::{Dialect, Keys, Row, Sql, Value, params, query_value};
use std::collections::HashMap;
use uuid::Uuid;

/// Turns a decoding failure into the store's error for this case and field.
struct Reader {
    uuid: String,
}

impl Reader {
    fn fail(&self, field: &str, message: impl Into<String>) -> StoreError {
        StoreError::StoredCase {
            uuid: self.uuid.clone(),
            field: field.to_string(),
            message: message.into(),
        }
    }

    fn get<T>(&self, field: &str, value: Decoded<T>) -> Result<T, StoreError> {
        value.map_err(|m| self.fail(field, m))
    }
}

fn to_u8(n: i64) -> Decoded<u8> {
    u8::try_from(n).map_err(|_| format!("{n} is out of range"))
}

fn to_u32(n: i64) -> Decoded<u32> {
    u32::try_from(n).map_err(|_| format!("{n} is out of range"))
}

fn to_usize(n: i64) -> Decoded<usize> {
    usize::try_from(n).map_err(|_| format!("{n} is out of range"))
}

/// Loads the case with row id `id`.
pub(crate) fn read_case(db: &mut dyn Sql, id: i64) -> Result<Case, StoreError> {
    let Some(row) = db.query_optional("SELECT * FROM cases WHERE id = ?1", params![id])? else {
        return Err(no_such_row(id));
    };
    case_from(&mut Lists { db, batch: None }, id, &row)
}

/// Loads the case with UUID `uuid`, `None` when no case has it. On a server it is one
/// statement, the case's row with each of its lists as JSON beside it: a window opening a
/// case waits for one round trip, not one a list.
pub(crate) fn read_case_by_uuid(db: &mut dyn Sql, uuid: Uuid) -> Result<Option<Case>, StoreError> {
    if db.dialect() == Dialect::Sqlite {
        let id: Option<i64> = query_value(
            db,
            "SELECT id FROM cases WHERE uuid = ?1",
            params![uuid.to_string()],
        )?;
        return id.map(|id| read_case(db, id)).transpose();
    }
    let Some(row) = db.query_optional(&one_statement(), params![uuid.to_string()])? else {
        return Ok(None);
    };
    let id: i64 = row.get("id")?;
    let mut read = HashMap::with_capacity(CASE_LISTS.len());
    for (n, list) in CASE_LISTS.iter().enumerate() {
        let json: String = row.get(format!("list_{n}").as_str())?;
        read.insert((list.table, list.filter), json_rows(list, &json)?);
    }
    let mut lists = Lists {
        db,
        batch: Some(Batch {
            ids: Value::Null,
            read,
        }),
    };
    case_from(&mut lists, id, &row).map(Some)
}

/// The server's statement reading a case and all its lists by its UUID (`?1`).
fn one_statement() -> String {
    let mut sql = String::from("SELECT c.*");
    for (n, list) in CASE_LISTS.iter().enumerate() {
        let List {
            columns,
            table,
            key,
            filter,
            order,
        } = list;
        let owner = if *key == "case_id" {
            "= c.id".to_string()
        } else {
            "IN (SELECT p.id FROM polls p WHERE p.case_id = c.id)".to_string()
        };
        sql.push_str(&format!(
            ", (SELECT coalesce(json_agg(json_build_array({columns}, {key}) ORDER BY {order}), '[]')::text
                FROM {table} WHERE {key} {owner}{filter}) AS list_{n}"
        ));
    }
    sql.push_str(" FROM cases c WHERE c.uuid = ?1");
    sql
}

/// A list's rows from the JSON the server made of them: each an array of its columns and,
/// last, the key it belongs to (`list_key`), grouped by that key.
fn json_rows(list: &List, json: &str) -> Result<HashMap<i64, Vec<Row>>, StoreError> {
    let malformed = |message: String| StoreError::Column(format!("{}: {message}", list.table));
    let names: std::sync::Arc<[String]> = list
        .columns
        .split(',')
        .map(|name| name.trim().to_string())
        .chain(std::iter::once("list_key".to_string()))
        .collect();
    let rows: Vec<Vec<serde_json::Value>> =
        serde_json::from_str(json).map_err(|e| malformed(e.to_string()))?;
    let mut by_key: HashMap<i64, Vec<Row>> = HashMap::new();
    for columns in rows {
        let values = columns
            .into_iter()
            .map(|value| Value::from_json(value).map_err(malformed))
            .collect::<Result<Vec<_>, _>>()?;
        if values.len() != names.len() {
            return Err(malformed(format!(
                "{} values for {} columns",
                values.len(),
                names.len()
            )));
        }
        let row = Row::new(names.clone(), values);
        by_key.entry(row.get("list_key")?).or_default().push(row);
    }
    Ok(by_key)
}

/// Loads the cases with row ids `ids`, in that order: a statement for their own rows and one
/// for each list of all of them, not one a list a case (a round trip each to a server).
pub(crate) fn read_cases(db: &mut dyn Sql, ids: &[i64]) -> Result<Vec<Case>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let listed = Keys::row_ids(ids);
    let sql = format!(
        "SELECT * FROM cases WHERE id IN {}",
        Keys::RowIds.unpacked(db.dialect())
    );
    let mut own: HashMap<i64, Row> = HashMap::with_capacity(ids.len());
    for row in db.query(&sql, std::slice::from_ref(&listed))? {
        own.insert(row.get("id")?, row);
    }
    let mut lists = Lists {
        db,
        batch: Some(Batch {
            ids: listed,
            read: HashMap::new(),
        }),
    };
    ids.iter()
        .map(|id| {
            let row = own.get(id).ok_or_else(|| no_such_row(*id))?;
            case_from(&mut lists, *id, row)
        })
        .collect()
}

fn no_such_row(id: i64) -> StoreError {
    StoreError::StoredCase {
        uuid: format!("row {id}"),
        field: "id".to_string(),
        message: "no such row".to_string(),
    }
}

fn case_from(lists: &mut Lists<'_>, id: i64, row: &Row) -> Result<Case, StoreError> {
    let r = Reader {
        uuid: row.get("uuid")?,
    };
    let mut case = read_main(&r, row)?;
    read_lists(lists, &r, id, &mut case)?;
    Ok(case)
}

/// Where a case's lists are read from: a query a list for one case, or, for a batch of cases,
/// each list's rows of all of them, read once and handed out case by case.
struct Lists<'a> {
    db: &'a mut dyn Sql,
    batch: Option<Batch>,
}

struct Batch {
    /// The batch's row ids ([`Keys::row_ids`]).
    ids: Value,
    /// Each list read so far, by its table and filter: its rows by the key they belong to.
    read: HashMap<(&'static str, &'static str), HashMap<i64, Vec<Row>>>,
}

fn read_main(r: &Reader, row: &Row) -> Result<Case, StoreError> {
    let uuid = r.get("uuid", Uuid::parse_str(&r.uuid).map_err(|e| e.to_string()))?;
    let revision: i64 = row.get("revision")?;
    let revision = r.get(
        "revision",
        u64::try_from(revision).map_err(|e| e.to_string()),
    )?;
    let number: i64 = row.get("board_number")?;
    let number = r.get(
        "board.number",
        to_u32(number).and_then(|n| BoardNumber::new(n).map_err(|e| e.to_string())),
    )?;
    let board = Board {
        number,
        dealer: r.get(
            "board.dealer",
            codec::to_seat(&row.get::<String>("dealer")?),
        )?,
        vulnerability: r.get(
            "board.vulnerability",
            parsed(&row.get::<String>("vulnerability")?),
        )?,
        deal: r.get("board.deal", codec::to_deal(&row.get::<String>("deal")?))?,
    };
    let auction_dealer = r.get(
        "auction.calls.dealer",
        codec::to_seat(&row.get::<String>("auction_dealer")?),
    )?;
    let edition: i64 = row.get("law_edition")?;
    let result = if row.get::<bool>("has_result")? {
        Some(TableResult {
            contract: r.get(
                "result.contract",
                optional(row.get("result_contract")?, codec::to_contract),
            )?,
            declarer: r.get(
                "result.declarer",
                optional(row.get("result_declarer")?, codec::to_seat),
            )?,
            tricks: r.get(
                "result.tricks",
                row.get::<Option<i64>>("result_tricks")?
                    .map(to_u8)
                    .transpose(),
            )?,
            ns_score: row.get("result_ns_score")?,
        })
    } else {
        None
    };
    Ok(Case {
        uuid,
        revision,
        audit: Audit {
            created: r.get(
                "audit.created",
                codec::to_time(&row.get::<String>("created")?),
            )?,
            updated: r.get(
                "audit.updated",
                codec::to_time(&row.get::<String>("updated")?),
            )?,
        },
        identity: Identity {
            case_number: row.get("case_number")?,
            year: row.get("year")?,
            tournament: row.get("tournament")?,
            event: row.get("event")?,
            session: row.get("session")?,
            date: r.get("identity.date", optional(row.get("date")?, codec::to_date))?,
            scoring: r.get("identity.scoring", optional(row.get("scoring")?, parsed))?,
            hearing: r.get("identity.hearing", parsed(&row.get::<String>("hearing")?))?,
        },
        law_edition: r.get(
            "law_edition",
            u16::try_from(edition)
                .ok()
                .and_then(Edition::from_year)
                .ok_or_else(|| format!("{edition} is not an edition of the Laws")),
        )?,
        profile: row.get("profile")?,
        language: row.get("language")?,
        people: People {
            players: Vec::new(),
            teams: Teams {
                ns: row.get("team_ns")?,
                ew: row.get("team_ew")?,
            },
            director: row.get("director")?,
            committee: Vec::new(),
            commentators: Vec::new(),
        },
        board,
        auction: CaseAuction::new(auction_dealer),
        play: Play {
            opening_lead: r.get(
                "play.opening_lead",
                optional(row.get("opening_lead")?, codec::to_card),
            )?,
            record: row.get("play_record")?,
            claim: row.get("claim")?,
        },
        result,
        facts: Facts {
            agreed: row.get("facts_agreed")?,
            disputed: Vec::new(),
        },
        statements: Vec::new(),
        ruling: DirectorRuling {
            laws: Vec::new(),
            text: row.get("ruling_text")?,
            adjusted: AdjustedScore {
                ns: row.get("ruling_ns")?,
                ew: row.get("ruling_ew")?,
                outcomes: Vec::new(),
            },
        },
        appeal: Appeal {
            appellant: r.get("appeal.appellant", optional(row.get("appellant")?, parsed))?,
            lodged_at: r.get(
                "appeal.lodged_at",
                optional(row.get("appeal_lodged_at")?, codec::to_local_time),
            )?,
            grounds: row.get("appeal_grounds")?,
            present: r.get(
                "appeal.present",
                codec::to_strings(&row.get::<String>("appeal_present")?),
            )?,
            deposit: row.get("appeal_deposit")?,
        },
        workflow: Vec::new(),
        polls: Vec::new(),
        votes: Vec::new(),
        decision: Decision {
            outcome: r.get(
                "decision.outcome",
                optional(row.get("decision_outcome")?, parsed),
            )?,
            adjusted: AdjustedScore {
                ns: row.get("decision_ns")?,
                ew: row.get("decision_ew")?,
                outcomes: Vec::new(),
            },
            procedural_penalties: Vec::new(),
            deposit: r.get(
                "decision.deposit",
                optional(row.get("deposit_outcome")?, parsed),
            )?,
            without_merit: row.get("without_merit")?,
            reasoning: row.get("reasoning")?,
            dissent: row.get("dissent")?,
        },
        write_up: row.get("write_up")?,
        commentary: Vec::new(),
        panel: Vec::new(),
        subjects: Vec::new(),
        review: Review {
            status: r.get("review.status", parsed(&row.get::<String>("status")?))?,
            notes: Vec::new(),
        },
        // A file migrated from before schema 12 reads its cases (to index their text) before
        // the column is there: none of them is a training case yet.
        training: match row.names().iter().any(|n| n == "training") {
            true => row.get("training")?,
            false => false,
        },
    })
}

/// The rows of `list` belonging to `key` (a case's or a poll's row id), each mapped.
fn rows<T>(
    lists: &mut Lists<'_>,
    list: &List,
    key: i64,
    map: impl FnMut(&Row) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    let List {
        columns,
        table,
        key: key_column,
        filter,
        order,
    } = list;
    let Some(batch) = &mut lists.batch else {
        let sql = format!(
            "SELECT {columns} FROM {table} WHERE {key_column} = ?1{filter} ORDER BY {order}"
        );
        return lists
            .db
            .query(&sql, params![key])?
            .iter()
            .map(map)
            .collect();
    };
    if !batch.read.contains_key(&(table, filter)) {
        let ids = Keys::RowIds.unpacked(lists.db.dialect());
        // A poll's answers belong to the polls of the batch's cases.
        let scope = if *key_column == "case_id" {
            ids.to_string()
        } else {
            format!("(SELECT id FROM polls WHERE case_id IN {ids})")
        };
        let sql = format!(
            "SELECT {columns}, {key_column} AS list_key FROM {table}
             WHERE {key_column} IN {scope}{filter} ORDER BY {order}"
        );
        let mut by_key: HashMap<i64, Vec<Row>> = HashMap::new();
        for row in lists.db.query(&sql, std::slice::from_ref(&batch.ids))? {
            by_key.entry(row.get("list_key")?).or_default().push(row);
        }
        batch.read.insert((table, filter), by_key);
    }
    match batch
        .read
        .get(&(table, filter))
        .and_then(|by_key| by_key.get(&key))
    {
        Some(found) => found.iter().map(map).collect(),
        None => Ok(Vec::new()),
    }
}

fn read_lists(
    lists: &mut Lists<'_>,
    r: &Reader,
    id: i64,
    case: &mut Case,
) -> Result<(), StoreError> {
    case.subjects = rows(lists, &SUBJECTS, id, |row| {
        r.get("subjects", parsed(&row.get::<String>(0)?))
    })?;
    read_people(lists, r, id, case)?;
    read_auction(lists, r, id, case)?;
    case.facts.disputed = rows(lists, &DISPUTED_FACTS, id, |row| {
        Ok(DisputedFact {
            point: row.get(0)?,
            finding: row.get(1)?,
        })
    })?;
    case.statements = rows(lists, &STATEMENTS, id, |row| {
        Ok(Statement {
            speaker: row.get(0)?,
            seat: r.get("statements.seat", optional(row.get(1)?, codec::to_seat))?,
            text: row.get(2)?,
        })
    })?;
    case.ruling.laws = rows(lists, &RULING_LAWS, id, |row| row.get(0))?;
    case.ruling.adjusted.outcomes = read_outcomes(lists, r, id, &RULING_OUTCOMES)?;
    case.decision.adjusted.outcomes = read_outcomes(lists, r, id, &DECISION_OUTCOMES)?;
    case.decision.procedural_penalties = rows(lists, &PENALTIES, id, |row| {
        Ok(ProceduralPenalty {
            side: r.get(
                "decision.procedural_penalties.side",
                parsed(&row.get::<String>(0)?),
            )?,
            amount: row.get(1)?,
            reason: row.get(2)?,
        })
    })?;
    case.workflow = rows(lists, &WORKFLOW_ANSWERS, id, |row| {
        Ok(WorkflowAnswer {
            step: row.get(0)?,
            answer: row.get(1)?,
            reason: row.get(2)?,
            by: row.get(3)?,
            at: r.get("workflow.at", optional(row.get(4)?, codec::to_time))?,
            needs_review: row.get(5)?,
        })
    })?;
    read_polls(lists, r, id, case)?;
    // Migration 3 rebuilds the text index by reading every case, before migration 7 has
    // added the votes and migration 13 the panel's comments: a database being migrated has
    // none to read yet.
    let (has_votes, has_panel) = match lists.db.dialect() {
        Dialect::Sqlite => {
            let row = lists.db.query_optional(
                "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'votes'),
                        EXISTS (SELECT 1 FROM sqlite_master
                                WHERE type = 'table' AND name = 'panel_comments')",
                params![],
            )?;
            match row {
                Some(row) => (row.get(0)?, row.get(1)?),
                None => (false, false),
            }
        }
        // A server's migrations never read cases.
        Dialect::Postgres => (true, true),
    };
    if has_votes {
        case.votes = rows(lists, &VOTES, id, |row| {
            Ok(Vote {
                member: row.get(0)?,
                step: row.get(1)?,
                answer: row.get(2)?,
                at: r.get("votes.at", optional(row.get(3)?, codec::to_time))?,
                dissent: row.get(4)?,
            })
        })?;
    }
    case.commentary = rows(lists, &COMMENTARY, id, |row| {
        Ok(Commentary {
            commentator: row.get(0)?,
            text: row.get(1)?,
        })
    })?;
    if has_panel {
        case.panel = rows(lists, &PANEL_COMMENTS, id, super::panel_rows::from_row)?;
    }
    case.review.notes = rows(lists, &REVIEW_NOTES, id, |row| {
        Ok(ReviewNote {
            by: row.get(0)?,
            at: r.get("review.notes.at", optional(row.get(1)?, codec::to_time))?,
            text: row.get(2)?,
        })
    })?;
    Ok(())
}

fn read_people(
    lists: &mut Lists<'_>,
    r: &Reader,
    id: i64,
    case: &mut Case,
) -> Result<(), StoreError> {
    rows(lists, &PEOPLE, id, |row| {
        let kind: String = row.get(0)?;
        let name: String = row.get(1)?;
        match kind.as_str() {
            "player" => case.people.players.push(Player {
                seat: r.get(
                    "people.players.seat",
                    row.get::<Option<String>>(2)?
                        .ok_or_else(|| "a player has no seat".to_string())
                        .and_then(|s| codec::to_seat(&s)),
                )?,
                name,
                rank: row.get(3)?,
                masterpoints: r.get(
                    "people.players.masterpoints",
                    row.get::<Option<i64>>(4)?.map(to_u32).transpose(),
                )?,
            }),
            "committee" => case.people.committee.push(CommitteeMember {
                name,
                role: r.get(
                    "people.committee.role",
                    parsed(&row.get::<Option<String>>(5)?.unwrap_or_default()),
                )?,
                affiliation: row.get(6)?,
            }),
            _ => case.people.commentators.push(Commentator {
                name,
                about: row.get(6)?,
            }),
        }
        Ok(())
    })?;
    Ok(())
}

fn read_auction(
    lists: &mut Lists<'_>,
    r: &Reader,
    id: i64,
    case: &mut Case,
) -> Result<(), StoreError> {
    let mut calls = Vec::new();
    let mut annotations: Vec<(usize, CallAnnotation)> = Vec::new();
    rows(lists, &AUCTION_CALLS, id, |row| {
        let position = r.get("auction.calls", to_usize(row.get(0)?))?;
        calls.push(AuctionCall {
            call: r.get("auction.calls.call", codec::to_call(&row.get::<String>(1)?))?,
            irregularity: r.get(
                "auction.calls.irregularity",
                optional(row.get(2)?, codec::to_irregularity),
            )?,
        });
        if let Some(order) = row.get::<Option<i64>>(3)? {
            let tempo = if row.get::<bool>(7)? {
                Some(TempoBreak {
                    seconds: r.get(
                        "auction.annotations.tempo.seconds",
                        row.get::<Option<i64>>(8)?.map(to_u32).transpose(),
                    )?,
                    agreed: row.get(9)?,
                    description: row.get(10)?,
                })
            } else {
                None
            };
            let annotation = CallAnnotation {
                call: position,
                note: r.get(
                    "auction.annotations.note",
                    row.get::<Option<i64>>(4)?.map(to_u32).transpose(),
                )?,
                alerted: row.get(5)?,
                explanations: Vec::new(),
                agreement: row.get(6)?,
                tempo,
                comment: row.get(11)?,
            };
            annotations.push((r.get("auction.annotations", to_usize(order))?, annotation));
        }
        Ok(())
    })?;
    let explanations = rows(lists, &CALL_EXPLANATIONS, id, |row| {
        let call = r.get("auction.annotations.explanations", to_usize(row.get(0)?))?;
        let explanation = Explanation {
            by: r.get(
                "auction.annotations.explanations.by",
                optional(row.get(1)?, codec::to_seat),
            )?,
            to: r.get(
                "auction.annotations.explanations.to",
                optional(row.get(2)?, codec::to_seat),
            )?,
            text: row.get(3)?,
        };
        Ok((call, explanation))
    })?;
    for (call, explanation) in explanations {
        match annotations.iter_mut().find(|(_, a)| a.call == call) {
            Some((_, annotation)) => annotation.explanations.push(explanation),
            None => {
                return Err(r.fail(
                    "auction.annotations.explanations",
                    format!("call {call} is not annotated"),
                ));
            }
        }
    }
    annotations.sort_by_key(|(order, _)| *order);
    let record = serde_json::json!({ "dealer": case.auction.calls.dealer(), "calls": calls });
    // The auction's own deserializer re-checks each call's legality.
    let auction: Auction =
        serde_json::from_value(record).map_err(|e| r.fail("auction.calls", e.to_string()))?;
    case.auction = CaseAuction {
        calls: auction,
        annotations: annotations.into_iter().map(|(_, a)| a).collect(),
    };
    Ok(())
}

fn read_outcomes(
    lists: &mut Lists<'_>,
    r: &Reader,
    id: i64,
    stage: &List,
) -> Result<Vec<ScoreOutcome>, StoreError> {
    rows(lists, stage, id, |row| {
        Ok(ScoreOutcome {
            side: r.get("outcomes.side", optional(row.get(0)?, parsed))?,
            contract: r.get(
                "outcomes.contract",
                optional(row.get(1)?, codec::to_contract),
            )?,
            declarer: r.get("outcomes.declarer", optional(row.get(2)?, codec::to_seat))?,
            tricks: r.get("outcomes.tricks", to_u8(row.get(3)?))?,
            weight: row.get(4)?,
        })
    })
}

fn read_polls(
    lists: &mut Lists<'_>,
    r: &Reader,
    id: i64,
    case: &mut Case,
) -> Result<(), StoreError> {
    let polls = rows(lists, &POLLS, id, |row| {
        Ok((
            row.get::<i64>(0)?,
            Poll {
                step: row.get(1)?,
                problem: row.get(2)?,
                pollees: Vec::new(),
            },
        ))
    })?;
    for (poll_id, mut poll) in polls {
        poll.pollees = rows(lists, &POLL_ANSWERS, poll_id, |row| {
            Ok(PolleeAnswer {
                name: row.get(0)?,
                level: row.get(1)?,
                action: row.get(2)?,
                considered: r.get(
                    "polls.pollees.considered",
                    codec::to_strings(&row.get::<String>(3)?),
                )?,
                comment: row.get(4)?,
            })
        })?;
        case.polls.push(poll);
    }
    Ok(())
}
