//! Hand records in and out of cases: a tournament's PBN or LIN file becomes one case per board,
//! or fills the board, auction, play and result of a case the committee has opened; a case
//! goes out as a PBN game through [`crate::pbn::write`].
//!
//! **Mapping.** Event → the event, Site → the tournament line, Date → the date (and year);
//! Board, Dealer and Vulnerable as the record marks them (Law 2's markings are not imposed);
//! the hands; the auction with every irregularity marker; each alerted or explained call an
//! annotation with the next note number (an alert, the explanation, the commentary after the
//! call); the opening lead, and the tricks as lines in `play.record` (see [`play_text`]); the
//! contract, declarer, tricks and the recorded score; the players by seat. Not kept: NAGs,
//! commentary outside the auction, the `^` of a swapped declarer or disputed result, the other
//! tags (Room and Round among them). Going out, the agreement, a break in tempo and the
//! committee's comment on a call become commentary after the call.
//!
//! **All or nothing.** [`import_new_cases`] saves a whole file's cases in one transaction, so a
//! file with a board that cannot be a case imports nothing; reading errors name the line,
//! mapping errors the record's place in the file and its board.

mod double_dummy;
mod file;
mod into_store;
mod play_text;
mod to_case;
mod to_record;

pub use double_dummy::{FileTables, TableRefusal, keep_file_tables};
pub use file::{FileFormat, read_hand_records};
pub use into_store::{
    BoardAction, BoardImport, attach_to_case, cases_from_records, import_new_cases, store_new_cases,
};
pub use to_case::Attachment;

use crate::bridge::{BoardNumber, Call};
use crate::case::CaseError;
use crate::lin::LinError;
use crate::pbn::PbnError;
use crate::store::StoreError;
use crate::text::{plural, ranges};

/// Why a hand record cannot become (or fill) a case.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the record has no board number; a case is about one numbered board")]
    NoBoardNumber,
    #[error("the record is board {record}, the case is about board {case}")]
    OtherBoard {
        case: BoardNumber,
        record: BoardNumber,
    },
    #[error("{0}")]
    Case(CaseError),
    #[error(
        "call {position} is {case_call} in the case, with the committee's notes on it, but {} in the file; correct the case's auction first so that the notes keep their call",
        record_call.map_or_else(|| "missing".to_string(), |c| c.to_string())
    )]
    AnnotatedCallDiffers {
        position: usize,
        case_call: Call,
        record_call: Option<Call>,
    },
}

/// Why a file could not be imported; nothing was stored.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{0}")]
    Pbn(#[from] PbnError),
    #[error("{0}")]
    Lin(#[from] LinError),
    #[error("a case bundle holds whole cases, not hand records")]
    NotHandRecords,
    #[error("the {0} file holds no board")]
    NoBoard(&'static str),
    #[error("{place}: {error}")]
    Record { place: String, error: RecordError },
    #[error("board {board} is not in the file (it has board{} {})", plural(numbers.len()), ranges(numbers))]
    NoSuchBoard {
        board: BoardNumber,
        numbers: Vec<u32>,
    },
    #[error("board {board} has no {room} room in the file (it has {})", rooms.join(", "))]
    NoSuchRoom {
        board: BoardNumber,
        room: String,
        rooms: Vec<String>,
    },
    #[error(
        "board {board} is in the file {} times (rooms: {}); choose the room",
        rooms.len(),
        rooms.join(", ")
    )]
    SeveralBoards {
        board: BoardNumber,
        rooms: Vec<String>,
    },
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// Boards as directors write them — `1-36`, `1-12, 25-36`, `7` — read back: the inverse of
/// [`crate::text::ranges`] (a hyphen or an en dash).
pub fn board_ranges(text: &str) -> Result<Vec<BoardNumber>, String> {
    let bad = || format!("\"{text}\" is not a list of boards: write it as 1-36 or 1-12,25-36");
    let mut boards = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (from, to) = part.split_once(['-', '–']).unwrap_or((part, part));
        let from: BoardNumber = from.trim().parse().map_err(|_| bad())?;
        let to: BoardNumber = to.trim().parse().map_err(|_| bad())?;
        // A run of more boards than any event plays is a typing slip, not a wish.
        if to < from || to.get() - from.get() > 10_000 {
            return Err(bad());
        }
        boards.extend((from.get()..=to.get()).filter_map(|n| BoardNumber::new(n).ok()));
    }
    if boards.is_empty() {
        return Err(bad());
    }
    Ok(boards)
}
