//! The command line: the subcommands that use the core without a window. The commands are
//! declared once (`command_line`), read by clap, and every mistake is one line on stderr.

mod adjust;
mod anonymized;
mod archive;
mod arguments;
mod cases;
mod command_line;
mod delete;
mod described;
mod double_dummy;
mod guide;
mod hand_records;
mod laws;
mod poll;
mod poll_sheet;
mod precedents;
mod progress;
mod publish;
mod results;
mod score;
mod sync;
mod texts;
mod training;
mod value_parsers;
mod website;
mod worded;

pub use arguments::{Refusal, read};
pub use command_line::{
    ArchiveCommand, Command, CommandLine, ExportFormat, LawsCommand, PollCommand, ResultsCommand,
};

use crate::i18n::Language;
use std::io::Write;

/// A mistake in the arguments found after they were read (e.g. a casebook without a format).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

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
    /// A file not taken as a text of the law library.
    #[error("{0}")]
    Texts(casebook::laws::texts::TextImportError),
    #[error("{0}")]
    Publish(#[from] publish::PublishFailure),
    #[error("{0}")]
    Site(#[from] website::SiteFailure),
    #[error("{0}")]
    Results(#[from] results::ResultsFailure),
    #[error("{0}")]
    GuidePdf(#[from] casebook::guide::GuidePdfError),
    #[error("cannot write the output: {0}")]
    Output(#[from] std::io::Error),
}

/// An archive that cannot be named (an address that does not parse) fails as a case command
/// does: one line, status 1.
impl From<casebook::store::StoreError> for CliError {
    fn from(error: casebook::store::StoreError) -> CliError {
        CliError::Cases(cases::CasesFailure::from(error))
    }
}

impl CliError {
    /// Whether the output was closed by whoever read it (`casebook cases | head -1`): they
    /// took what they wanted, so the command ends quietly, as other command-line tools do.
    pub fn is_closed_output(&self) -> bool {
        matches!(self, CliError::Output(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// Exit status: 2 for a mistake in the arguments, 1 for anything else.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Usage(_) | CliError::Scoring(_) | CliError::Adjust(_) => 2,
            CliError::Cases(_)
            | CliError::Publish(_)
            | CliError::Site(_)
            | CliError::Results(_)
            | CliError::GuidePdf(_)
            | CliError::Texts(_)
            | CliError::Output(_) => 1,
            CliError::Laws(failure) => failure.exit_code(),
        }
    }
}

/// Runs a subcommand that prints its result; the window is opened by the caller.
pub fn run_command(
    command: &Command,
    db: Option<&casebook::store::Location>,
    language: Language,
    text_language: Option<casebook::laws::Language>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let database = || cases::database_location(db);
    match command {
        Command::Score(request) => writeln!(out, "{}", score::declarer_side_score(request)?)?,
        Command::Imps { difference } => writeln!(out, "{}", casebook::scoring::imps(*difference))?,
        Command::Adjust { source } => writeln!(out, "{}", adjust::adjusted_score(source)?)?,
        Command::Demo { remove: false } => training::load(db, language, out)?,
        Command::Demo { remove: true } => training::remove_untouched(&database()?, language, out)?,
        Command::Delete(request) => delete::run(&database()?, request, language, out)?,
        Command::Guide { out: to, pdf } => {
            guide::run(to.as_deref(), pdf.as_deref(), language, out)?
        }
        Command::Import(import) => {
            let target = hand_records::Target {
                case: import.case.as_deref(),
                room: import.room.as_deref(),
            };
            hand_records::import(&import.file, &database()?, target, language, out)?
        }
        Command::Export(export) => {
            let location = database()?;
            let mut written = Vec::new();
            let mut sink: &mut dyn Write = match export.out {
                Some(_) => &mut written,
                None => out,
            };
            match export.format {
                ExportFormat::Json => cases::export(&location, &export.cases, language, &mut sink)?,
                ExportFormat::Pbn => hand_records::export_pbn(&location, &export.cases, &mut sink)?,
            }
            if let Some(path) = &export.out {
                cases::write_whole(path, &written)?;
            }
        }
        Command::Check { json } => cases::check(&database()?, *json, language, out)?,
        Command::Laws(request) => {
            texts::use_texts_of(db)?;
            laws::run(request, language, text_language, out)?
        }
        Command::Texts(request) => texts::run(request, db, language, text_language, out)?,
        Command::Dd(request) => double_dummy::run(request, db, out)?,
        Command::Publish(request) => {
            // The website's Laws pages show the archive's texts too.
            texts::use_texts_of(db)?;
            publish::run(request, db, language, out)?
        }
        Command::Similar(request) => {
            // A Law is compared across editions through the archive's edition maps too.
            texts::use_texts_of(db)?;
            precedents::similar(
                &database()?,
                &request.case,
                request.limit,
                request.json,
                out,
            )?
        }
        Command::Cases(request) => {
            texts::use_texts_of(db)?;
            precedents::cases(
                &database()?,
                request.law.as_deref(),
                request.edition,
                request.year,
                request.json,
                out,
            )?
        }
        Command::Consistency(request) => {
            let (from, to) = match (request.year, request.from, request.to) {
                (Some(year), _, _) => (year, year),
                (None, Some(from), Some(to)) => (from, to),
                _ => return Err(UsageError(language.tr("cli-consistency-years")).into()),
            };
            precedents::consistency(&database()?, from, to, out)?
        }
        Command::PollSheet(request) => poll_sheet::run(&database()?, request, language, out)?,
        Command::Poll(PollCommand::Serve(request)) => {
            poll::serve(&database()?, request, language, out)?
        }
        Command::Poll(PollCommand::Answers {
            case,
            json,
            out: file,
            poll: which,
        }) => match file {
            Some(file) => poll::record(&database()?, case, *which, file, language, out)?,
            None => poll::answers(&database()?, case, *json, language, out)?,
        },
        Command::Poll(PollCommand::Close { case, poll: which }) => {
            poll::close(&database()?, case, *which, language, out)?
        }
        Command::Stats(request) => {
            precedents::stats(&database()?, request.from, request.to, request.json, out)?
        }
        Command::Archive(ArchiveCommand::Copy {
            from,
            to,
            with_training,
        }) => archive::copy(from, to, *with_training, language, out)?,
        Command::Archive(ArchiveCommand::Init) => archive::init(&database()?, language, out)?,
        Command::Archive(ArchiveCommand::Grant {
            login,
            role,
            event,
            year,
            case,
        }) => archive::grant(
            &database()?,
            login,
            *role,
            archive::Scope {
                event: event.as_deref(),
                year: *year,
                case: case.as_deref(),
            },
            language,
            out,
        )?,
        Command::Archive(ArchiveCommand::Revoke {
            login,
            role,
            event,
            case,
        }) => archive::revoke(
            &database()?,
            login,
            *role,
            archive::Scope {
                event: event.as_deref(),
                year: None,
                case: case.as_deref(),
            },
            language,
            out,
        )?,
        Command::Archive(ArchiveCommand::Roles) => archive::roles(&database()?, out)?,
        Command::Archive(ArchiveCommand::Bodies {
            default,
            events,
            clear_events,
        }) => archive::bodies(&database()?, *default, events, *clear_events, out)?,
        Command::Results(ResultsCommand::Import {
            file,
            event,
            boards,
        }) => results::import(file, event, boards.clone(), &database()?, out)?,
        Command::Results(ResultsCommand::Show(args)) => {
            results::show(args, &database()?, language, out)?
        }
        Command::Results(ResultsCommand::Export {
            board,
            format,
            out: to,
        }) => results::export(board, *format, to.as_deref(), &database()?, language, out)?,
        Command::Sync { server, event } => {
            sync::run(&database()?, server.as_deref(), event, language, out)?
        }
        Command::Completions { shell } => {
            let mut declaration = CommandLine::declaration();
            clap_complete::generate(*shell, &mut declaration, "casebook", out);
        }
        Command::Man => clap_mangen::Man::new(CommandLine::declaration()).render(out)?,
    }
    Ok(())
}
