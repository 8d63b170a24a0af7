//! `casebook poll-sheet ID --out FILE [--format pdf|html] [--seat S] [--call N | --lead]
//! [--paper a4|a5] [--methods TEXT]`: the logical-alternative poll sheet of a stored case, one page for each
//! pollee, with the auction as the polled player knew it (no break in tempo, no partner's
//! explanation).

use super::UsageError;
use super::cases::{CasesFailure, open, resolve_case};
use super::command_line::{PollSheetArgs, PolledArgs, SheetFormat};
use super::worded::worded;
use crate::i18n::{Language, arg, say};
use casebook::bridge::CallLanguage;
use casebook::case::Case;
use casebook::hearing::PollSheet;
use casebook::store::Location;
use std::io::Write;

pub fn run(
    location: &Location,
    request: &PollSheetArgs,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let store = open(location, false)?;
    let uuid = resolve_case(&store, &request.case)?;
    let case = store.load_case(uuid).map_err(CasesFailure::from)?;
    let format = match request.format {
        Some(format) => format,
        None => match request.out.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("pdf") => SheetFormat::Pdf,
            Some(e) if e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm") => {
                SheetFormat::Html
            }
            _ => {
                return Err(UsageError(language.tr("cli-poll-sheet-format-needed")).into());
            }
        },
    };
    let sheet = polled_sheet(
        &case,
        &request.case,
        &request.polled,
        &request.methods,
        language,
    )?;
    let bytes = match format {
        SheetFormat::Html => sheet.to_html(request.paper.into()).into_bytes(),
        SheetFormat::Pdf => sheet.to_pdf(request.paper.into()).map_err(|e| {
            UsageError(say(
                language,
                "cli-poll-sheet-not-typeset",
                [("reason", arg(worded(&e, language)))],
            ))
        })?,
    };
    std::fs::write(&request.out, &bytes).map_err(|e| CasesFailure::Write {
        path: request.out.clone(),
        source: e,
    })?;
    let what = match sheet.polled_call() {
        Some(call) => say(language, "cli-poll-sheet-call", [("call", arg(call + 1))]),
        None => language.tr("cli-poll-sheet-lead"),
    };
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-poll-sheet-written",
            [
                ("case", arg(request.case.as_str())),
                (
                    "seat",
                    arg(CallLanguage::from_code(language.tag())
                        .seat_letter(sheet.seat)
                        .to_string())
                ),
                ("what", arg(what)),
                ("file", arg(request.out.display().to_string())),
            ]
        )
    )?;
    Ok(())
}

/// The poll sheet of `case` (named `id` on the command line) for the decision `polled`.
pub(super) fn polled_sheet(
    case: &Case,
    id: &str,
    polled: &PolledArgs,
    methods: &str,
    language: Language,
) -> Result<PollSheet, UsageError> {
    // People count calls from 1, the dealer's first call.
    let call = polled.call.map(|n| usize::from(n) - 1);
    if polled.lead {
        PollSheet::at_opening_lead(case, methods)
    } else {
        PollSheet::at_call(case, call, polled.seat, methods)
    }
    .map_err(|e| {
        UsageError(say(
            language,
            "cli-poll-sheet-case",
            [("case", arg(id)), ("reason", arg(worded(&e, language)))],
        ))
    })
}

impl From<super::command_line::Paper> for casebook::hearing::PageSize {
    fn from(paper: super::command_line::Paper) -> Self {
        match paper {
            super::command_line::Paper::A4 => casebook::hearing::PageSize::A4,
            super::command_line::Paper::A5 => casebook::hearing::PageSize::A5,
        }
    }
}
