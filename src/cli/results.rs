//! `casebook results import | show | export`: an event's results file into the archive, a
//! board's traveller with every pair's matchpoints before and after a case's ruling, and the
//! adjusted traveller out for the scorer.

use super::cases::{self, CasesFailure};
use super::command_line::{ResultsBoardArgs, ResultsFormatArg};
use super::{CliError, UsageError};
use crate::i18n::{Language, arg, say};
use casebook::bridge::BoardNumber;
use casebook::case::Case;
use casebook::results::CaseTable;
use casebook::results::field::{self, CaseField, CaseLine, FieldError};
use casebook::results::{
    EventResults, RescoredField, ScoringMethod, Traveller, TravellerJson, write_csv, write_pbn,
    write_usebio,
};
use casebook::store::{Location, Store};
use std::io::Write;
use std::path::Path;

/// Why a results command did nothing, after it said what it found.
#[derive(Debug, thiserror::Error)]
pub enum ResultsFailure {
    #[error("{0}")]
    Field(#[from] FieldError),
    #[error("nothing was imported from {0}")]
    NothingImported(String),
    #[error("{0}")]
    CaseLine(String),
}

/// `casebook results import FILE --event E [--boards RANGES]`.
pub fn import(
    file: &Path,
    event: &str,
    boards: Option<Vec<BoardNumber>>,
    location: &Location,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let bytes = cases::read_file(file)?;
    let mut store = cases::open(location, true)?;
    let imported = field::import_results(&mut store, file, &bytes, event, boards)
        .map_err(ResultsFailure::from)?;
    write!(out, "{imported}")?;
    if imported.report.imports_nothing() && !imported.report.is_clean() {
        return Err(ResultsFailure::NothingImported(file.display().to_string()).into());
    }
    Ok(())
}

/// `SECTION:NS-EW` or `NS-EW`.
fn table_of(text: &str, language: Language) -> Result<CaseTable, UsageError> {
    let bad = || {
        UsageError(say(
            language,
            "cli-results-table-argument",
            [("text", arg(text))],
        ))
    };
    let (section, pairs) = match text.split_once(':') {
        Some((section, pairs)) => (Some(section.trim().to_string()), pairs),
        None => (None, text),
    };
    let (ns, ew) = pairs.split_once('-').ok_or_else(bad)?;
    let number = |t: &str| t.trim().parse::<u32>().ok().filter(|&n| n > 0);
    Ok(CaseTable {
        section,
        ns: number(ns).ok_or_else(bad)?,
        ew: number(ew).ok_or_else(bad)?,
    })
}

/// A line named as the traveller shows it: `table 3` or `NS 3 v EW 13`.
fn line_name(traveller: &Traveller, at: usize, language: Language) -> String {
    let line = &traveller.lines[at];
    let pairs = [("ns", arg(line.ns)), ("ew", arg(line.ew))];
    match line.table {
        Some(table) => say(
            language,
            "cli-results-line-at-table",
            pairs.into_iter().chain([("table", arg(table))]),
        ),
        None => say(language, "cli-results-line", pairs),
    }
}

/// What a board of the event shows, with the case when one is named.
struct Shown {
    event: String,
    method: ScoringMethod,
    field: RescoredField,
    case: Option<(Case, CaseField)>,
}

fn shown(store: &Store, args: &ResultsBoardArgs, language: Language) -> Result<Shown, CliError> {
    if let Some(id) = &args.case {
        let uuid = cases::resolve_case(store, id)?;
        let case = store.load_case(uuid).map_err(CasesFailure::from)?;
        let case_event = case.identity.event.trim().to_string();
        if let Some(event) = &args.event
            && event.trim() != case_event
        {
            return Err(UsageError(say(
                language,
                "cli-results-other-event",
                [
                    ("case", arg(id.as_str())),
                    ("event", arg(case_event.as_str())),
                    ("given", arg(event.trim())),
                ],
            ))
            .into());
        }
        if let Some(board) = args.board
            && board != case.board.number
        {
            return Err(UsageError(say(
                language,
                "cli-results-other-board",
                [
                    ("case", arg(id.as_str())),
                    ("board", arg(case.board.number.get())),
                    ("given", arg(board.get())),
                ],
            ))
            .into());
        }
        let table = args
            .table
            .as_deref()
            .map(|t| table_of(t, language))
            .transpose()?;
        let found = field::case_field_at(store, &case, table).map_err(ResultsFailure::from)?;
        let traveller = &found.board.traveller;
        let board = traveller.board;
        let board = arg(board.get());
        let problem = match &found.line {
            CaseLine::Ambiguous(lines) => Some(say(
                language,
                "cli-results-case-line-ambiguous",
                [
                    ("board", board),
                    (
                        "lines",
                        arg(lines
                            .iter()
                            .map(|&i| line_name(traveller, i, language))
                            .collect::<Vec<_>>()
                            .join(", ")),
                    ),
                ],
            )),
            CaseLine::ChosenMissing(t) => {
                let line = [("board", board), ("ns", arg(t.ns)), ("ew", arg(t.ew))];
                Some(match &t.section {
                    Some(section) => say(
                        language,
                        "cli-results-case-line-missing-in-section",
                        line.into_iter().chain([("section", arg(section.as_str()))]),
                    ),
                    None => say(language, "cli-results-case-line-missing", line),
                })
            }
            CaseLine::NotFound => Some(say(
                language,
                "cli-results-case-line-not-found",
                [("board", board)],
            )),
            _ => None,
        };
        if let Some(problem) = problem {
            return Err(ResultsFailure::CaseLine(problem).into());
        }
        if let Some(problem) = &found.ruling_problem {
            return Err(ResultsFailure::CaseLine(say(
                language,
                "cli-results-ruling-not-in-field",
                [("problem", arg(problem.as_str()))],
            ))
            .into());
        }
        return Ok(Shown {
            event: case_event,
            method: found.board.method.unwrap_or(ScoringMethod::Matchpoints),
            field: found.field.clone(),
            case: Some((case, found)),
        });
    }
    let event = args.event.as_deref().unwrap_or_default().trim().to_string();
    let board = args
        .board
        .ok_or_else(|| UsageError(language.tr("cli-results-board-or-case")))?;
    let results = store
        .board_results(&event, board)
        .map_err(CasesFailure::from)?
        .ok_or_else(|| {
            ResultsFailure::Field(
                if store
                    .results_events()
                    .is_ok_and(|events| events.iter().any(|e| e.event == event))
                {
                    FieldError::NoBoard {
                        event: event.clone(),
                        board: board.get(),
                    }
                } else {
                    FieldError::NoResults(event.clone())
                },
            )
        })?;
    let profile = field::event_profile(store, &event).map_err(ResultsFailure::from)?;
    let field = results
        .traveller
        .rescored_expecting(&[], &profile, results.expected_results)
        .map_err(|e| ResultsFailure::Field(FieldError::Ruling(e.into())))?;
    Ok(Shown {
        event,
        method: results.method.unwrap_or(ScoringMethod::Matchpoints),
        field,
        case: None,
    })
}

/// One line of JSON with a space after each colon and comma, as the documentation writes it.
fn spaced_json(value: &impl serde::Serialize) -> String {
    struct Spaced;
    fn separator<W: ?Sized + std::io::Write>(writer: &mut W, first: bool) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }
    impl serde_json::ser::Formatter for Spaced {
        fn begin_object_key<W: ?Sized + std::io::Write>(
            &mut self,
            writer: &mut W,
            first: bool,
        ) -> std::io::Result<()> {
            separator(writer, first)
        }
        fn begin_object_value<W: ?Sized + std::io::Write>(
            &mut self,
            writer: &mut W,
        ) -> std::io::Result<()> {
            writer.write_all(b": ")
        }
        fn begin_array_value<W: ?Sized + std::io::Write>(
            &mut self,
            writer: &mut W,
            first: bool,
        ) -> std::io::Result<()> {
            separator(writer, first)
        }
    }
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Spaced);
    // Serializing plain data into memory cannot fail.
    let _ = value.serialize(&mut serializer);
    String::from_utf8(out).unwrap_or_default()
}

fn points(value: f64) -> String {
    format!("{value:.2}")
}

/// `casebook results show`.
pub fn show(
    args: &ResultsBoardArgs,
    location: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let store = cases::open(location, false)?;
    let shown = shown(&store, args, language)?;
    let json = TravellerJson::new(&shown.field, shown.case.is_some());
    if args.json {
        writeln!(out, "{}", spaced_json(&json))?;
        return Ok(());
    }
    let field = &shown.field;
    writeln!(
        out,
        "{} · board {} · {} vulnerable · {} results, top {}{}",
        shown.event,
        field.board,
        field.vulnerability,
        field.lines.len(),
        field.top,
        if field.expected_results as usize != field.lines.len() {
            format!(" (scaled to {} results, Neuberg)", field.expected_results)
        } else {
            String::new()
        }
    )?;
    let own = shown.case.as_ref().and_then(|(_, f)| f.line.index());
    let with_ruling = shown.case.is_some();
    write!(
        out,
        "   {:>5} {:>4} {:>4}  {:<24} {:>6} {:>7} {:>7}",
        "table", "NS", "EW", "result", "score", "MP NS", "MP EW"
    )?;
    if with_ruling {
        write!(out, "   {:>7} {:>7}", "after NS", "EW")?;
    }
    writeln!(out)?;
    for (i, (rescored, line)) in field.lines.iter().zip(&json.lines).enumerate() {
        let mark = if Some(i) == own { "▶" } else { " " };
        let table = rescored.line.table.map_or(String::new(), |t| t.to_string());
        let score = line.score_ns.map_or(String::new(), |s| s.to_string());
        write!(
            out,
            " {mark} {table:>5} {:>4} {:>4}  {:<24} {score:>6} {:>7} {:>7}",
            line.ns,
            line.ew,
            rescored.line.result.describe(),
            points(line.mp_ns),
            points(line.mp_ew)
        )?;
        if let (Some(ns), Some(ew)) = (line.mp_ns_adjusted, line.mp_ew_adjusted) {
            let moved = if ns != line.mp_ns { "*" } else { " " };
            write!(out, "   {:>7} {:>7} {moved}", points(ns), points(ew))?;
        }
        writeln!(out)?;
    }
    if let Some((case, found)) = &shown.case {
        let number = if case.identity.case_number.is_empty() {
            case.uuid.to_string()
        } else {
            case.identity.case_number.clone()
        };
        match &found.adjustment {
            Some(adjustment) => writeln!(
                out,
                "▶ case {number}: the ruling gives {}; * marks the pairs it moves",
                adjustment.result.describe()
            )?,
            None => writeln!(out, "▶ case {number}: no adjusted score; the result stands")?,
        }
    }
    Ok(())
}

/// `casebook results export`.
pub fn export(
    args: &ResultsBoardArgs,
    format: ResultsFormatArg,
    to: Option<&Path>,
    location: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let store = cases::open(location, false)?;
    let results = if args.case.is_some() {
        let shown = shown(&store, args, language)?;
        EventResults {
            event: Some(shown.event.clone()),
            method: Some(shown.method),
            boards: vec![shown.field.adjusted_traveller(shown.method)],
            ..EventResults::default()
        }
    } else {
        let event = args.event.as_deref().unwrap_or_default().trim();
        let mut results = store
            .event_results(event)
            .map_err(CasesFailure::from)?
            .ok_or_else(|| ResultsFailure::Field(FieldError::NoResults(event.to_string())))?;
        if let Some(board) = args.board {
            results.boards.retain(|t| t.board == board);
            if results.boards.is_empty() {
                return Err(ResultsFailure::Field(FieldError::NoBoard {
                    event: event.to_string(),
                    board: board.get(),
                })
                .into());
            }
        }
        results
    };
    let text = match format {
        ResultsFormatArg::Pbn => write_pbn(&results),
        ResultsFormatArg::Usebio => write_usebio(&results),
        ResultsFormatArg::Csv => write_csv(&results),
    };
    match to {
        Some(path) => {
            std::fs::write(path, text).map_err(|source| CasesFailure::Write {
                path: path.to_path_buf(),
                source,
            })?;
            writeln!(
                out,
                "{}",
                say(
                    language,
                    "cli-results-written",
                    [
                        ("count", arg(results.boards.len())),
                        ("file", arg(path.display().to_string())),
                    ]
                )
            )?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}
