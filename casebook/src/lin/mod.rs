//! BBO LIN: the `key|value|` records of Bridge Base Online, one board or a whole match, as
//! text or as a hand viewer link (`…handviewer.html?lin=…`, URL-encoded).
//!
//! Read: `pn` players (from South; eight names in a match file, open room first), `md` the
//! dealer and hands (the fourth hand derived when three are given), `sv` vulnerability, `ah`
//! and `qx` the board (and room), `vg` the event, `mb` calls with `!` for an alert, `an` the
//! explanation of the call before it (`!h` and the like as suit symbols), `pc` cards, `mc` the
//! tricks declarer claimed, `nt` commentary. `pg`, `st`, `rh` and other keys are skipped.
//!
//! A new board starts at `qx`, or at `md`, `ah`, `sv`, `st`, `rh`, `pn` or `vg` once the board
//! before it has a deal and a call or card. The contract, declarer and result come from the auction, the
//! claim, or the play when all thirteen tricks are there. The reading is all or nothing: an
//! error names the line and key.

mod board;
mod error;
mod link;
mod pairs;

pub use error::{LinError, LinErrorKind};

use crate::hand_record::HandRecord;

/// Reads LIN text or a hand viewer link into one hand record per board.
pub fn read(input: &str) -> Result<Vec<HandRecord>, LinError> {
    let decoded;
    let text = if link::is_link(input) {
        decoded = link::lin_of_link(input)?;
        decoded.as_str()
    } else {
        input
    };
    if !text.contains('|') {
        let kind = match text.contains("://") {
            true => LinErrorKind::NoLinInLink,
            false => LinErrorKind::NoBoard,
        };
        return Err(LinError {
            line: 1,
            key: None,
            kind,
        });
    }
    let pairs = pairs::pairs(text)?;
    let mut state = board::Match::default();
    let mut records = Vec::new();
    let mut start = 0;
    let mut dealt = false;
    let mut begun = false;
    for (i, pair) in pairs.iter().enumerate() {
        let key = pair.key.as_str();
        let header = matches!(key, "md" | "ah" | "sv" | "st" | "rh" | "pn" | "vg");
        if (key == "qx" && i > start) || (header && dealt && begun) {
            read_part(&pairs[start..i], &mut state, &mut records)?;
            start = i;
            dealt = false;
            begun = false;
        }
        dealt |= key == "md";
        begun |= matches!(key, "mb" | "pc" | "mc");
    }
    read_part(&pairs[start..], &mut state, &mut records)?;
    if records.is_empty() {
        return Err(LinError {
            line: 1,
            key: None,
            kind: LinErrorKind::NoBoard,
        });
    }
    Ok(records)
}

/// Reads the pairs of one board; pairs before the first board (the match's `vg` and `pn`)
/// only set what lasts from board to board.
fn read_part(
    part: &[pairs::Pair],
    state: &mut board::Match,
    records: &mut Vec<HandRecord>,
) -> Result<(), LinError> {
    let record = board::read_board(part, state)?;
    if part.iter().any(|p| p.key == "md" || p.key == "mb") {
        records.push(record);
    }
    Ok(())
}

/// Reads LIN bytes: the encoding a byte-order mark names (`crate::text::file`), else UTF-8,
/// or windows-1252 when they are not valid UTF-8.
pub fn read_bytes(bytes: &[u8]) -> Result<Vec<HandRecord>, LinError> {
    use crate::text::file::{byte_order_mark, decode_as};
    if let Some((encoding, rest)) = byte_order_mark(bytes) {
        let text = decode_as(encoding, rest).map_err(|e| LinError {
            line: e.line,
            key: None,
            kind: LinErrorKind::NotUnicode(e.encoding.name()),
        })?;
        return read(&text);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => read(text),
        Err(_) => read(
            &encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0,
        ),
    }
}
