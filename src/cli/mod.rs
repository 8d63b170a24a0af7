//! The command line: the subcommands that use the core without a window.
//!
//! Arguments are read by hand rather than with an argument-parsing crate so that every
//! mistake produces exactly one plain line on stderr, as the documented interface promises.

mod adjust;
mod args;
mod cases;
mod hand_records;
mod laws;
mod publish;
mod score;

pub use args::{ExportFormat, Invocation, UsageError, parse};

use std::io::Write;

/// What went wrong while running a subcommand; printed as one line on stderr.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Usage(#[from] UsageError),
    #[error("{0}")]
    Scoring(#[from] casebook::scoring::ScoringError),
    #[error("{0}")]
    Adjust(#[from] adjust::AdjustFailure),
    #[error("{0}")]
    Cases(#[from] cases::CasesFailure),
    #[error("{0}")]
    Laws(#[from] laws::LawsFailure),
    #[error("{0}")]
    Publish(#[from] publish::PublishFailure),
    #[error("cannot write the output: {0}")]
    Output(#[from] std::io::Error),
}

impl CliError {
    /// Exit status: 2 for a mistake in the arguments, 1 for anything else.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Usage(_) | CliError::Scoring(_) | CliError::Adjust(_) => 2,
            CliError::Cases(_) | CliError::Publish(_) | CliError::Output(_) => 1,
            CliError::Laws(failure) => failure.exit_code(),
        }
    }
}

/// The help text, kept beside the parser so that the two agree.
pub const USAGE: &str = "\
Casebook — appeal cases, committee decisions and casebooks for contract bridge

Usage:
  casebook [--db PATH]                         open the application on the default (or given) database
  casebook score CONTRACT DECLARER TRICKS VUL  Law 77 score of the declaring side, signed
                                               e.g. `casebook score 4HX S 11 NS` prints 990
  casebook imps DIFF                           Law 78B IMPs for a difference in total points, signed
                                               e.g. `casebook imps -430` prints -10
  casebook adjust FILE|-                       adjusted score: JSON request in (a file or stdin), JSON result out
  casebook demo [--db PATH]                    load the sample cases into the database
  casebook import FILE [--db PATH]             a PBN or LIN file, one new case per board (all or nothing),
                                               or a case bundle (.json, idempotent by case UUID)
  casebook import FILE --case ID [--room ROOM] [--db PATH]
                                               the file's board of the case's number onto that case:
                                               deal, auction, play and result; ROOM (Open, Closed) picks
                                               the board when the file has it twice
  casebook export [--db PATH] [--case ID]... [--format json|pbn]
                                               print the cases (all, or those named) as one bundle
                                               (json, the default) or as PBN games
  casebook check [--db PATH]                   integrity and schema check; exit 0 only when sound
  casebook laws show REF [--edition 1997|2017] a Law, section or commentary paragraph as Markdown
                                               e.g. `casebook laws show 12C1c`, `casebook laws show 12.35`
  casebook laws search QUERY [--limit N]       law text and commentary, best first: anchor, title, snippet
  casebook publish --year YYYY --format html|md|pdf --out PATH [--event E]... [--subject S]...
                   [--anonymize] [--reprint] [--db PATH]
                                               the year's reviewed cases as a casebook, then marked published
  casebook --help | --version

Without --db the database is the default one in the platform data directory
(on Linux ~/.local/share/casebook/casebook.sqlite).

CONTRACT is a level, a strain (C D H S NT) and X or XX: 4HX, 3NT, 7NTXX.
DECLARER is N, E, S or W. TRICKS is what declarer took, 0 to 13.
VUL is the board's vulnerability: None, NS, EW or All.
";

/// Runs a subcommand that prints its result; the GUI is started by the caller.
pub fn run_command(invocation: &Invocation, out: &mut impl Write) -> Result<(), CliError> {
    match invocation {
        Invocation::Score(request) => writeln!(out, "{}", score::declarer_side_score(request)?)?,
        Invocation::Imps(difference) => writeln!(out, "{}", casebook::scoring::imps(*difference))?,
        Invocation::Adjust { source } => writeln!(out, "{}", adjust::adjusted_score(source)?)?,
        Invocation::Demo { db } => cases::demo(&cases::database_path(db.as_deref())?, out)?,
        Invocation::Import {
            file,
            db,
            case,
            room,
        } => {
            let target = hand_records::Target {
                case: case.as_deref(),
                room: room.as_deref(),
            };
            hand_records::import(file, &cases::database_path(db.as_deref())?, target, out)?
        }
        Invocation::Export {
            db,
            cases: ids,
            format,
        } => {
            let path = cases::database_path(db.as_deref())?;
            match format {
                ExportFormat::Json => cases::export(&path, ids, out)?,
                ExportFormat::Pbn => hand_records::export_pbn(&path, ids, out)?,
            }
        }
        Invocation::Check { db } => cases::check(&cases::database_path(db.as_deref())?, out)?,
        Invocation::Laws(request) => laws::run(request, out)?,
        Invocation::Publish(request) => publish::run(request, out)?,
        Invocation::Help => write!(out, "{USAGE}")?,
        Invocation::Version => writeln!(out, "casebook {}", env!("CARGO_PKG_VERSION"))?,
        Invocation::Gui { .. } => {}
    }
    Ok(())
}
