//! `casebook import FILE` for hand records and `casebook export --format pbn`: a tournament's
//! PBN or LIN file into cases, one case per board or one board onto a case, and cases out as
//! PBN games.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::worded::CoreMessage;
use crate::i18n::{Language, arg, say};
use casebook::double_dummy::CaseAnalysisError;
use casebook::hand_record::HandRecord;
use casebook::import::{self, FileFormat, ImportError};
use casebook::store::CaseFilter;
use casebook::store::Location;
use casebook::text::file::decode_unicode;
use std::io::Write;
use std::path::Path;

/// What `--case` and `--room` ask of an import.
pub struct Target<'a> {
    pub case: Option<&'a str>,
    pub room: Option<&'a str>,
}

/// `casebook import FILE`: the reader chosen by the file's extension or content. A PBN or LIN
/// file is read and mapped whole before the database is opened, so a bad board leaves the
/// database as it was; its boards are then stored in one transaction.
pub fn import(
    file: &Path,
    database: &Location,
    target: Target,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let bytes = cases::read_file(file)?;
    let failed = |message: CoreMessage| CasesFailure::HandRecords {
        path: file.to_path_buf(),
        message,
    };
    let format = FileFormat::detect(file, &bytes)
        .ok_or_else(|| failed(language.tr("cli-import-unknown-file").into()))?;
    if format == FileFormat::CaseBundle {
        if target.case.is_some() {
            return Err(failed(language.tr("cli-import-case-of-a-bundle").into()).into());
        }
        let text = decode_unicode(&bytes).map_err(|e| CasesFailure::Bundle {
            path: file.to_path_buf(),
            message: say(
                language,
                "cli-import-bundle-not-text",
                [("reason", arg(e.to_string()))],
            )
            .into(),
        })?;
        return cases::import_bundle(file, &text, database, language, out);
    }
    let records =
        import::read_hand_records(format, &bytes).map_err(|e| failed(CoreMessage::new(e)))?;
    match target.case {
        None => import_new(file, format, &records, database, language, out),
        Some(id) => attach(file, &records, id, target.room, database, language, out),
    }
}

/// An error of the store names its file itself; the others are the input file's.
fn failure(file: &Path, e: ImportError, language: Language) -> CasesFailure {
    let message = match e {
        ImportError::Store(e) => return CasesFailure::Store(e),
        ImportError::SeveralBoards { board, rooms } => {
            several_boards(board, &rooms, language).into()
        }
        other => CoreMessage::new(other),
    };
    CasesFailure::HandRecords {
        path: file.to_path_buf(),
        message,
    }
}

/// The board is in the file more than once: `--room` picks it when the rooms tell the records
/// apart; otherwise the user cuts the board out into a file of its own.
fn several_boards(
    board: casebook::bridge::BoardNumber,
    rooms: &[String],
    language: Language,
) -> String {
    let mut distinct = rooms.to_vec();
    distinct.sort();
    distinct.dedup();
    let named = !rooms.iter().any(|r| r == "?") && distinct.len() == rooms.len();
    let key = if named {
        "cli-import-board-in-rooms"
    } else {
        "cli-import-board-not-told-apart"
    };
    say(
        language,
        key,
        [
            ("board", arg(board.get())),
            ("times", arg(rooms.len())),
            (
                "rooms",
                arg(rooms.join(&format!(" {} ", language.tr("cli-or")))),
            ),
        ],
    )
}

fn import_new(
    file: &Path,
    format: FileFormat,
    records: &[HandRecord],
    database: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let cases = import::cases_from_records(records).map_err(|e| failure(file, e, language))?;
    let mut store = cases::open(database, true)?;
    let report = import::store_new_cases(&mut store, records, &cases)
        .map_err(|e| failure(file, e, language))?;
    for board in &report {
        writeln!(out, "{board}")?;
    }
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-import-boards",
            [
                ("count", arg(report.len())),
                ("file", arg(file.display().to_string())),
                ("format", arg(format.name())),
            ]
        )
    )?;
    let tables = import::keep_file_tables(&mut store, records).map_err(CasesFailure::from)?;
    if tables.kept > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-tables-kept",
                [("count", arg(tables.kept))]
            )
        )?;
    }
    for (board, reason) in &tables.refused {
        let board = board.map_or("?".to_string(), |b| b.get().to_string());
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-import-table-refused",
                [("board", arg(board)), ("reason", arg(reason.to_string()))]
            )
        )?;
    }
    Ok(())
}

/// `--case ID`: the file's board of the case's number onto the stored case.
fn attach(
    file: &Path,
    records: &[HandRecord],
    id: &str,
    room: Option<&str>,
    database: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(database, false)?;
    let uuid = cases::resolve_case(&store, id)?;
    let attached = import::attach_to_case(&mut store, uuid, records, room)
        .map_err(|e| failure(file, e, language))?;
    writeln!(out, "{attached}")?;
    Ok(())
}

/// `casebook export --format pbn`: the chosen cases (all when none is named) as PBN games, in
/// the store's order (year, case number).
pub fn export_pbn(
    database: &Location,
    ids: &[String],
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(database, false)?;
    let uuids = if ids.is_empty() {
        store
            .list_cases(&CaseFilter::default())
            .map_err(CasesFailure::from)?
            .into_iter()
            .map(|summary| summary.heading.uuid)
            .collect()
    } else {
        ids.iter()
            .map(|id| cases::resolve_case(&store, id))
            .collect::<Result<Vec<_>, _>>()?
    };
    let mut records = Vec::with_capacity(uuids.len());
    for uuid in uuids {
        let case = store.load_case(uuid).map_err(CasesFailure::from)?;
        let mut record = case.to_hand_record();
        // A complete deal goes out with its double-dummy table and par, from the cache or
        // solved now (and kept).
        if case.board.deal.is_complete() {
            let board = &case.board;
            let (table, par) = casebook::double_dummy::deal_analysis(
                &mut store,
                &board.deal,
                board.dealer,
                board.vulnerability,
            )
            .map_err(|e| match e {
                CaseAnalysisError::Kept(e) => CasesFailure::Store(e),
                CaseAnalysisError::Analysis(e) => CasesFailure::HandRecords {
                    path: database.to_string().into(),
                    message: CoreMessage::new(e),
                },
            })?;
            casebook::pbn::set_double_dummy_tags(&mut record, &table, &par);
        }
        records.push(record);
    }
    out.write_all(casebook::pbn::write(&records).as_bytes())?;
    Ok(())
}
