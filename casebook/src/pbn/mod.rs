//! PBN (Portable Bridge Notation, version 2.1): reading a file of games into hand records, and
//! writing hand records in the export format. Section numbers in the docs are the standard's.
//!
//! **All or nothing.** [`read`] gives every game of the file or an error naming the line (and
//! the tag) of the first problem, never part of a file: an import either has the whole
//! tournament or tells what to fix. [`read_lenient`] is for salvaging a damaged file: it gives
//! the games that read and an error for each game that did not; only a file that cannot be
//! decoded at all fails as a whole.
//!
//! **What is read.** Tag pairs in import format; the Deal from any first seat; the auction
//! with `-` before the dealer, `AP`, note references `=n=`, NAGs, suffixes, `^I` and `^S`, and
//! `*` or `+` at the end; the play with `-`, `^R`, `^L`, `*` and `+`; `[Note "n:…"]` after
//! either section; `{…}` and `;` commentary; tag inheritance `#` and `##`; escape lines,
//! including the character set (see [`decode`]). Tags the hand record has no field for are
//! kept, with the data lines of tables. A call the Laws do not allow is kept with the marker
//! the auction finds in it, as casebooks need.
//!
//! **Alerts.** PBN writes an alert as a note reference (§3.5.4), so a call with a note is
//! alerted and the note's text is its explanation. A call followed by `!` is also read as
//! alerted: that is how BBO and the programs fed from it mark alerts, and in a tournament's
//! file it does not mean "good call". The writer writes every alerted or explained call with a
//! note.

mod auction_section;
mod double_dummy;
mod encoding;
mod error;
mod escapes;
mod game;
mod inherit;
mod lexer;
mod pieces;
mod play_section;
mod tags;
mod writer;

pub use double_dummy::{TableTagError, set_double_dummy_tags, table_from_tags};
pub use encoding::decode;
pub use error::{PbnError, PbnErrorKind};
pub use writer::write;

use crate::hand_record::HandRecord;

/// What [`read_lenient`] salvages: the games that read, and what was wrong with the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LenientReading {
    pub records: Vec<HandRecord>,
    pub errors: Vec<PbnError>,
}

/// Reads every game of a PBN file, decoding the bytes as the file declares.
pub fn read(bytes: &[u8]) -> Result<Vec<HandRecord>, PbnError> {
    read_str(&decode(bytes)?)
}

/// Reads every game of PBN text already decoded.
pub fn read_str(text: &str) -> Result<Vec<HandRecord>, PbnError> {
    let lexed = lexer::lex(text);
    let mut inheritance = inherit::Inheritance::default();
    let mut records = Vec::with_capacity(lexed.games.len());
    for items in &lexed.games {
        if let Some(record) = game::read_game(items, &mut inheritance)? {
            records.push(record);
        }
    }
    match lexed.error {
        Some(err) => Err(err),
        None => Ok(records),
    }
}

/// Reads what can be read of a PBN file; see the module docs.
pub fn read_lenient(bytes: &[u8]) -> Result<LenientReading, PbnError> {
    let text = decode(bytes)?;
    let lexed = lexer::lex(&text);
    let mut inheritance = inherit::Inheritance::default();
    let mut reading = LenientReading {
        records: Vec::with_capacity(lexed.games.len()),
        errors: Vec::new(),
    };
    for items in &lexed.games {
        match game::read_game(items, &mut inheritance) {
            Ok(Some(record)) => reading.records.push(record),
            Ok(None) => {}
            Err(err) => reading.errors.push(err),
        }
    }
    reading.errors.extend(lexed.error);
    Ok(reading)
}
