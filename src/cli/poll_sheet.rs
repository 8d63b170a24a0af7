//! `casebook poll-sheet ID --out FILE [--format pdf|html] [--seat S] [--call N | --lead]
//! [--paper a4|a5] [--methods TEXT]`: the logical-alternative poll sheet of a stored case, one page for each
//! pollee, with the auction as the polled player knew it (no break in tempo, no partner's
//! explanation).

use super::UsageError;
use super::cases::{CasesFailure, open, resolve_case};
use super::command_line::{PollSheetArgs, SheetFormat};
use casebook::hearing::PollSheet;
use casebook::store::Location;
use std::io::Write;

pub fn run(
    location: &Location,
    request: &PollSheetArgs,
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
                return Err(UsageError(
                    "`casebook poll-sheet` needs --format pdf or html (or an --out ending in .pdf or .html)"
                        .into(),
                )
                .into());
            }
        },
    };
    // People count calls from 1, the dealer's first call.
    let call = request.call.map(|n| usize::from(n) - 1);
    let sheet = if request.lead {
        PollSheet::at_opening_lead(&case, &request.methods)
    } else {
        PollSheet::at_call(&case, call, request.seat, &request.methods)
    }
    .map_err(|e| UsageError(format!("case {}: {e}", request.case)))?;
    let bytes = match format {
        SheetFormat::Html => sheet.to_html(request.paper.into()).into_bytes(),
        SheetFormat::Pdf => sheet
            .to_pdf(request.paper.into())
            .map_err(|e| UsageError(format!("the poll sheet could not be typeset: {e}")))?,
    };
    std::fs::write(&request.out, &bytes).map_err(|e| CasesFailure::Write {
        path: request.out.clone(),
        source: e,
    })?;
    let what = match sheet.polled_call() {
        Some(call) => format!("call {}", call + 1),
        None => "opening lead".to_string(),
    };
    writeln!(
        out,
        "poll sheet for {} ({}, {what}): {}",
        request.case,
        sheet.seat,
        request.out.display()
    )?;
    Ok(())
}

impl From<super::command_line::Paper> for casebook::hearing::PageSize {
    fn from(paper: super::command_line::Paper) -> Self {
        match paper {
            super::command_line::Paper::A4 => casebook::hearing::PageSize::A4,
            super::command_line::Paper::A5 => casebook::hearing::PageSize::A5,
        }
    }
}
