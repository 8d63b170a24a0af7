//! A file's boards into a case store: each board a new case, all in one transaction, or one
//! board attached to a case already stored.

use super::{Attachment, ImportError};
use crate::bridge::BoardNumber;
use crate::case::{Case, TableResult};
use crate::hand_record::HandRecord;
use crate::store::Store;
use std::fmt;
use uuid::Uuid;

/// What became of one board of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardImport {
    /// The board's place in the file, from 1.
    pub position: usize,
    pub board: BoardNumber,
    /// The record's Room tag (`Open`, `Closed`), when it has one.
    pub room: Option<String>,
    pub case: Uuid,
    pub action: BoardAction,
    pub result: Option<TableResult>,
    /// The score recorded and the one Law 77 gives for the recorded contract and tricks,
    /// when they differ (a penalty included in the score, or a mistake in the file).
    pub score_differs: Option<(i32, i32)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardAction {
    Created,
    Attached(Attachment),
}

impl BoardImport {
    fn new(position: usize, record: &HandRecord, case: &Case, action: BoardAction) -> Self {
        let result = case.result.clone();
        let score_differs = result.as_ref().and_then(|r| {
            let recorded = r.ns_score?;
            let law77 = r.law77_ns_score(case.board.vulnerability)?.ok()?;
            (recorded != law77).then_some((recorded, law77))
        });
        BoardImport {
            position,
            board: case.board.number,
            room: record.tag("Room").map(str::to_string),
            case: case.uuid,
            action,
            result,
            score_differs,
        }
    }
}

/// `board 7, Closed room: created case …; 4♠X by S, 10 tricks, NS -790`.
impl fmt::Display for BoardImport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board {}", self.board)?;
        if let Some(room) = &self.room {
            write!(f, ", {room} room")?;
        }
        match &self.action {
            BoardAction::Created => write!(f, ": created case {}", self.case)?,
            BoardAction::Attached(attachment) => {
                let parts = attachment.parts();
                let parts = if parts.is_empty() {
                    "nothing".to_string()
                } else {
                    parts.join(", ")
                };
                write!(f, ": attached to case {} ({parts})", self.case)?;
                if attachment.play_text_kept {
                    f.write_str("; the case's own account of the play is kept")?;
                }
            }
        }
        if let Some(result) = &self.result {
            write!(f, "; {}", describe_result(result))?;
        }
        if let Some((recorded, law77)) = self.score_differs {
            write!(
                f,
                "; the recorded score NS {recorded:+} is not Law 77's NS {law77:+}"
            )?;
        }
        Ok(())
    }
}

fn describe_result(result: &TableResult) -> String {
    let mut text = match (result.contract, result.declarer) {
        (None, _) => "passed out".to_string(),
        (Some(contract), Some(declarer)) => format!("{contract} by {declarer}"),
        (Some(contract), None) => contract.to_string(),
    };
    if let Some(tricks) = result.tricks {
        text.push_str(&format!(", {tricks} tricks"));
    }
    if let Some(score) = result.ns_score {
        text.push_str(&format!(", NS {score:+}"));
    }
    text
}

/// Where a record is, for an error: `record 3 of the file (board 7, Closed room)`.
pub(crate) fn place(position: usize, record: &HandRecord) -> String {
    let mut text = format!("record {position} of the file");
    match (record.board, record.tag("Room")) {
        (Some(board), Some(room)) => text.push_str(&format!(" (board {board}, {room} room)")),
        (Some(board), None) => text.push_str(&format!(" (board {board})")),
        (None, _) => {}
    }
    text
}

/// One new case per record, in the file's order; the first record that cannot be a case
/// fails the lot, named by its place in the file.
pub fn cases_from_records(records: &[HandRecord]) -> Result<Vec<Case>, ImportError> {
    records
        .iter()
        .enumerate()
        .map(|(i, record)| {
            Case::from_hand_record(record).map_err(|error| ImportError::Record {
                place: place(i + 1, record),
                error,
            })
        })
        .collect()
}

/// Every board of a file as a new case, saved in one transaction: all of them, or — when one
/// board cannot be a case, or the store refuses — none.
pub fn import_new_cases(
    store: &mut Store,
    records: &[HandRecord],
) -> Result<Vec<BoardImport>, ImportError> {
    let cases = cases_from_records(records)?;
    store_new_cases(store, records, &cases)
}

/// Saves `cases`, made by [`cases_from_records`] from `records`, in one transaction, and says
/// what became of each board. Mapping first and storing after lets a caller check the whole
/// file before it opens (or creates) the database.
pub fn store_new_cases(
    store: &mut Store,
    records: &[HandRecord],
    cases: &[Case],
) -> Result<Vec<BoardImport>, ImportError> {
    let saved = store.save_new_cases(cases)?;
    Ok(records
        .iter()
        .zip(&saved)
        .enumerate()
        .map(|(i, (record, case))| BoardImport::new(i + 1, record, case, BoardAction::Created))
        .collect())
}

/// The record of the case's board attached to the stored case `uuid` and saved. When the file
/// holds the board more than once (both rooms of a match), `room` picks it by the record's
/// Room tag; a file of one board with no number is taken as the case's board.
pub fn attach_to_case(
    store: &mut Store,
    uuid: Uuid,
    records: &[HandRecord],
    room: Option<&str>,
) -> Result<BoardImport, ImportError> {
    let mut case = store.load_case(uuid)?;
    let (position, record) = choose(records, case.board.number, room)?;
    let attachment = case
        .attach_hand_record(record)
        .map_err(|error| ImportError::Record {
            place: place(position, record),
            error,
        })?;
    let saved = store.save_case(&case, case.revision)?;
    Ok(BoardImport::new(
        position,
        record,
        &saved,
        BoardAction::Attached(attachment),
    ))
}

/// The one record of board `board` (of `room`, when given), with its place in the file.
fn choose<'r>(
    records: &'r [HandRecord],
    board: BoardNumber,
    room: Option<&str>,
) -> Result<(usize, &'r HandRecord), ImportError> {
    let mut candidates: Vec<(usize, &HandRecord)> = records
        .iter()
        .enumerate()
        .filter(|(_, r)| r.board == Some(board))
        .map(|(i, r)| (i + 1, r))
        .collect();
    if candidates.is_empty()
        && let [only] = records
        && only.board.is_none()
    {
        candidates.push((1, only));
    }
    if candidates.is_empty() {
        let mut numbers: Vec<u32> = records
            .iter()
            .filter_map(|r| r.board)
            .map(|b| b.get())
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
        return Err(ImportError::NoSuchBoard { board, numbers });
    }
    let rooms = |list: &[(usize, &HandRecord)]| -> Vec<String> {
        list.iter()
            .map(|(_, r)| r.tag("Room").unwrap_or("?").to_string())
            .collect()
    };
    if let Some(room) = room {
        let all_rooms = rooms(&candidates);
        candidates.retain(|(_, r)| {
            r.tag("Room")
                .is_some_and(|t| t.trim().eq_ignore_ascii_case(room.trim()))
        });
        if candidates.is_empty() {
            return Err(ImportError::NoSuchRoom {
                board,
                room: room.to_string(),
                rooms: all_rooms,
            });
        }
    }
    match candidates.as_slice() {
        [one] => Ok(*one),
        several => Err(ImportError::SeveralBoards {
            board,
            rooms: rooms(several),
        }),
    }
}
