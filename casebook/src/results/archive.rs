//! An event's results in the archive: a traveller per board as its scorers' file gave it once
//! checked, the event's list of pairs, and the table of the traveller a
//! case was played at. An event is named as its cases name it (`cases.event`).

use crate::bridge::{BoardNumber, Vulnerability};
use crate::results::{
    EventResults, PairEntry, ScoringMethod, StoredLine, StoredPair, Traveller, TravellerLine,
};
use crate::store::sql::codec;
use crate::store::sql::{Sql, Written, params, query_value};
use crate::store::tables::case_write as write;
use crate::store::{Store, StoreError};
use chrono::Utc;
use uuid::Uuid;

const LINE_COLUMNS: &[&str] = &[
    "event",
    "board",
    "position",
    "section",
    "table_number",
    "round",
    "ns",
    "ew",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "score_ns",
    "points_ns",
    "points_ew",
];

const PAIR_COLUMNS: &[&str] = &[
    "event",
    "position",
    "section",
    "number",
    "direction",
    "names",
    "total",
    "percentage",
    "place",
];

/// Where an event's results came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultsSource {
    /// The file's name, as the user chose it.
    pub file: String,
    /// `PBN`, `USEBIO`, `CSV`.
    pub format: String,
}

/// An event whose results the archive holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEvent {
    pub event: String,
    pub method: Option<ScoringMethod>,
    pub source: ResultsSource,
    /// When the last file that changed something was imported (RFC 3339).
    pub imported: String,
    pub boards: usize,
    pub lines: usize,
}

/// What keeping a file's boards did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeptResults {
    /// Boards written: new, or with lines that differ from those kept.
    pub written: Vec<BoardNumber>,
    /// Boards the archive already held exactly so.
    pub unchanged: Vec<BoardNumber>,
}

/// The pairs of a case's table in its event's results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseTable {
    pub section: Option<String>,
    pub ns: u32,
    pub ew: u32,
}

fn corrupt(what: &str, detail: impl std::fmt::Display) -> StoreError {
    StoreError::Column(format!("{what}: {detail}"))
}

fn board_number(n: u32) -> Result<BoardNumber, StoreError> {
    BoardNumber::new(n).map_err(|e| corrupt("a stored board number", e))
}

/// The boards of `event` (all, or the one `only`), each with its lines.
fn travellers(
    db: &mut dyn Sql,
    event: &str,
    only: Option<BoardNumber>,
) -> Result<Vec<Traveller>, StoreError> {
    let board_filter = only.map_or(0, BoardNumber::get);
    let boards = db.query(
        "SELECT board, vulnerability, datum FROM result_boards
         WHERE event = ?1 AND (?2 = 0 OR board = ?2) ORDER BY board",
        params![event, board_filter],
    )?;
    let mut travellers = Vec::with_capacity(boards.len());
    for row in &boards {
        let board = board_number(row.get(0)?)?;
        let vulnerability: String = row.get(1)?;
        let mut traveller = Traveller::new(board);
        traveller.vulnerability = vulnerability
            .parse::<Vulnerability>()
            .map_err(|e| corrupt("a stored board's vulnerability", e))?;
        traveller.datum = row.get(2)?;
        travellers.push(traveller);
    }
    let lines = db.query(
        "SELECT board, section, table_number, round, ns, ew, contract, declarer, tricks, lead,
                score_ns, points_ns, points_ew
         FROM result_lines WHERE event = ?1 AND (?2 = 0 OR board = ?2)
         ORDER BY board, position",
        params![event, board_filter],
    )?;
    for row in &lines {
        let board: u32 = row.get(0)?;
        let stored = StoredLine {
            section: row.get(1)?,
            table: row.get(2)?,
            round: row.get(3)?,
            ns: row.get(4)?,
            ew: row.get(5)?,
            contract: row.get(6)?,
            declarer: row.get(7)?,
            tricks: row.get(8)?,
            lead: row.get(9)?,
            score_ns: row.get(10)?,
            points_ns: row.get(11)?,
            points_ew: row.get(12)?,
        };
        let line = stored
            .line()
            .map_err(|e| corrupt(&format!("board {board} of the results of {event}"), e))?;
        if let Some(traveller) = travellers.iter_mut().find(|t| t.board.get() == board) {
            traveller.lines.push(line);
        }
    }
    Ok(travellers)
}

/// The event's list of pairs as kept, in order.
fn stored_pairs(db: &mut dyn Sql, event: &str) -> Result<Vec<StoredPair>, StoreError> {
    db.query(
        "SELECT section, number, direction, names, total, percentage, place
         FROM result_pairs WHERE event = ?1 ORDER BY position",
        params![event],
    )?
    .iter()
    .map(|row| {
        Ok(StoredPair {
            section: row.get(0)?,
            number: row.get(1)?,
            direction: row.get(2)?,
            names: row.get(3)?,
            total: row.get(4)?,
            percentage: row.get(5)?,
            place: row.get(6)?,
        })
    })
    .collect()
}

fn line_values(
    event: &str,
    board: BoardNumber,
    lines: &[TravellerLine],
) -> Vec<crate::store::sql::Value> {
    let mut values = Vec::with_capacity(lines.len() * LINE_COLUMNS.len());
    for (position, line) in lines.iter().enumerate() {
        let s = StoredLine::of(line);
        values.extend_from_slice(params![
            event,
            board.get(),
            position,
            s.section,
            s.table,
            s.round,
            s.ns,
            s.ew,
            s.contract,
            s.declarer,
            s.tricks,
            s.lead,
            s.score_ns,
            s.points_ns,
            s.points_ew
        ]);
    }
    values
}

impl Store {
    /// The events whose results the archive holds, by name.
    pub fn results_events(&self) -> Result<Vec<StoredEvent>, StoreError> {
        self.read(|db| {
            let rows = db.query(
                "SELECT e.event, e.method, e.source, e.format, e.imported,
                        (SELECT count(*) FROM result_boards b WHERE b.event = e.event),
                        (SELECT count(*) FROM result_lines l WHERE l.event = e.event)
                 FROM result_events e ORDER BY e.event",
                params![],
            )?;
            rows.iter()
                .map(|row| {
                    Ok(StoredEvent {
                        event: row.get(0)?,
                        method: row
                            .get::<Option<String>>(1)?
                            .and_then(|m| ScoringMethod::from_code(&m)),
                        source: ResultsSource {
                            file: row.get(2)?,
                            format: row.get(3)?,
                        },
                        imported: row.get(4)?,
                        boards: row.get::<i64>(5)? as usize,
                        lines: row.get::<i64>(6)? as usize,
                    })
                })
                .collect()
        })
    }

    /// The results of `event` as kept: every board, the pairs and the method; `None` when the
    /// archive holds none.
    pub fn event_results(&self, event: &str) -> Result<Option<EventResults>, StoreError> {
        self.snapshot(|db| {
            let Some(method) = db.query_optional(
                "SELECT method FROM result_events WHERE event = ?1",
                params![event],
            )?
            else {
                return Ok(None);
            };
            let method: Option<String> = method.get(0)?;
            let boards = travellers(db, event, None)?;
            let pairs = stored_pairs(db, event)?
                .iter()
                .map(|stored| {
                    stored
                        .pair()
                        .map_err(|e| corrupt(&format!("a pair of the results of {event}"), e))
                })
                .collect::<Result<Vec<PairEntry>, StoreError>>()?;
            Ok(Some(EventResults {
                event: Some(event.to_string()),
                method: method.and_then(|m| ScoringMethod::from_code(&m)),
                pairs,
                boards,
                unreadable: Vec::new(),
            }))
        })
    }

    /// One board's traveller of `event`, with the event's method and the number of results a
    /// board of the event has (the most any board has: a board with fewer is Neuberg-scaled).
    pub fn board_results(
        &self,
        event: &str,
        board: BoardNumber,
    ) -> Result<Option<BoardResults>, StoreError> {
        self.snapshot(|db| {
            let Some(row) = db.query_optional(
                "SELECT method,
                        (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM result_lines
                         WHERE event = ?1 GROUP BY board) counts)
                 FROM result_events WHERE event = ?1",
                params![event],
            )?
            else {
                return Ok(None);
            };
            let method: Option<String> = row.get(0)?;
            let expected_results: i64 = row.get(1)?;
            let Some(traveller) = travellers(db, event, Some(board))?.into_iter().next() else {
                return Ok(None);
            };
            Ok(Some(BoardResults {
                method: method.and_then(|m| ScoringMethod::from_code(&m)),
                expected_results: u32::try_from(expected_results).unwrap_or(u32::MAX),
                traveller,
            }))
        })
    }

    /// Keeps the checked boards of a file for `event` in one transaction: a board already
    /// kept is replaced only when its lines differ, so importing a file again changes nothing.
    /// Boards not in the file stay as they were. The pairs' list is replaced when the file
    /// gives one.
    pub fn keep_results(
        &mut self,
        event: &str,
        source: &ResultsSource,
        method: Option<ScoringMethod>,
        pairs: &[PairEntry],
        boards: &[Traveller],
    ) -> Result<KeptResults, StoreError> {
        self.write(|db| {
            let mut kept = KeptResults::default();
            let known: Option<String> = query_value(
                db,
                "SELECT event FROM result_events WHERE event = ?1",
                params![event],
            )?;
            let stored = if known.is_some() {
                travellers(db, event, None)?
            } else {
                Vec::new()
            };
            for traveller in boards {
                let same = stored.iter().find(|t| t.board == traveller.board);
                if same == Some(traveller) {
                    kept.unchanged.push(traveller.board);
                } else {
                    kept.written.push(traveller.board);
                }
            }
            let stored_pairs: Vec<StoredPair> = if known.is_some() {
                stored_pairs(db, event)?
            } else {
                Vec::new()
            };
            let new_pairs: Vec<StoredPair> = pairs.iter().map(StoredPair::of).collect();
            let pairs_change = !new_pairs.is_empty() && new_pairs != stored_pairs;
            if kept.written.is_empty() && !pairs_change && known.is_some() {
                return Ok(Written::Done(kept));
            }
            let now = codec::time(Utc::now());
            db.execute(
                "INSERT INTO result_events (event, method, source, format, imported)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (event) DO UPDATE SET
                   method = coalesce(excluded.method, result_events.method),
                   source = excluded.source, format = excluded.format,
                   imported = excluded.imported",
                params![
                    event,
                    method.map(ScoringMethod::code),
                    source.file.as_str(),
                    source.format.as_str(),
                    now
                ],
            )?;
            for board in &kept.written {
                db.execute(
                    "DELETE FROM result_boards WHERE event = ?1 AND board = ?2",
                    params![event, board.get()],
                )?;
            }
            let mut line_rows = Vec::new();
            for traveller in boards.iter().filter(|t| kept.written.contains(&t.board)) {
                db.execute(
                    "INSERT INTO result_boards (event, board, vulnerability, datum)
                     VALUES (?1, ?2, ?3, ?4)",
                    params![
                        event,
                        traveller.board.get(),
                        codec::vulnerability(traveller.vulnerability),
                        traveller.datum
                    ],
                )?;
                line_rows.extend(line_values(event, traveller.board, &traveller.lines));
            }
            if !line_rows.is_empty() {
                db.insert_rows("result_lines", LINE_COLUMNS, &line_rows)?;
            }
            if pairs_change {
                db.execute("DELETE FROM result_pairs WHERE event = ?1", params![event])?;
                let mut values = Vec::with_capacity(new_pairs.len() * PAIR_COLUMNS.len());
                for (position, p) in new_pairs.into_iter().enumerate() {
                    values.extend_from_slice(params![
                        event,
                        position,
                        p.section,
                        p.number,
                        p.direction,
                        p.names,
                        p.total,
                        p.percentage,
                        p.place
                    ]);
                }
                db.insert_rows("result_pairs", PAIR_COLUMNS, &values)?;
            }
            Ok(Written::Done(kept))
        })
    }

    /// Forgets the results of `event`; whether there were any.
    pub fn forget_results(&mut self, event: &str) -> Result<bool, StoreError> {
        self.write(|db| {
            let n = db.execute("DELETE FROM result_events WHERE event = ?1", params![event])?;
            Ok(Written::Done(n > 0))
        })
    }

    /// The table of its event's results the case was played at, when the committee said.
    pub fn case_table(&self, case: Uuid) -> Result<Option<CaseTable>, StoreError> {
        self.read(|db| {
            db.query_optional(
                "SELECT t.section, t.ns, t.ew FROM case_tables t
                 JOIN cases c ON c.id = t.case_id WHERE c.uuid = ?1",
                params![case.to_string()],
            )?
            .map(|row| {
                Ok(CaseTable {
                    section: row.get(0)?,
                    ns: row.get(1)?,
                    ew: row.get(2)?,
                })
            })
            .transpose()
        })
    }

    /// Says (or, with `None`, unsays) which table of the event's results the case is.
    pub fn set_case_table(
        &mut self,
        case: Uuid,
        table: Option<&CaseTable>,
    ) -> Result<(), StoreError> {
        self.write(|db| {
            let case_id =
                write::case_id(db, &case)?.ok_or(StoreError::NoSuchCase { uuid: case })?;
            db.execute(
                "DELETE FROM case_tables WHERE case_id = ?1",
                params![case_id],
            )?;
            if let Some(t) = table {
                db.execute(
                    "INSERT INTO case_tables (case_id, section, ns, ew) VALUES (?1, ?2, ?3, ?4)",
                    params![case_id, t.section.as_deref(), t.ns, t.ew],
                )?;
            }
            Ok(Written::Done(()))
        })
    }
}

/// One board of an event's results, with what rescoring it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardResults {
    pub method: Option<ScoringMethod>,
    /// The results a board of the event has: the most any board has.
    pub expected_results: u32,
    pub traveller: Traveller,
}

/// A case of an event, as the results meet it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventCase {
    pub uuid: Uuid,
    pub case_number: String,
    pub board: u32,
    /// The profile the case names ('' for the default).
    pub profile: String,
}

impl Store {
    /// The cases of `event`, by board.
    pub fn event_cases(&self, event: &str) -> Result<Vec<EventCase>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT uuid, case_number, board_number, profile FROM cases
                 WHERE event = ?1 ORDER BY board_number, id",
                params![event],
            )?
            .iter()
            .map(|row| {
                let uuid: String = row.get(0)?;
                Ok(EventCase {
                    uuid: Uuid::parse_str(&uuid).map_err(|e| corrupt("a case's uuid", e))?,
                    case_number: row.get(1)?,
                    board: row.get(2)?,
                    profile: row.get(3)?,
                })
            })
            .collect()
        })
    }
}
