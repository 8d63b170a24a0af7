//! `casebook archive copy --from A --to B`: a whole archive into another, empty one, between a
//! database file and a PostgreSQL server either way. Ctrl+C stops it with nothing written.

use super::CliError;
use super::cases::{self, CasesFailure};
use crate::diagnostics::terminal;
use casebook::store::{Location, StoreError};
use std::io::{IsTerminal as _, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub fn copy(from: &Path, to: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let from = Location::parse(from).map_err(CasesFailure::from)?;
    let to = Location::parse(to).map_err(CasesFailure::from)?;
    let source = cases::open(&from, false)?;
    let mut destination = cases::open(&to, true)?;
    let cancel = Arc::new(AtomicBool::new(false));
    let on_interrupt = cancel.clone();
    // A second Ctrl+C ends the process at once; the destination's transaction dies with it.
    let _ = ctrlc::set_handler(move || {
        if on_interrupt.swap(true, Ordering::Relaxed) {
            std::process::exit(130);
        }
    });
    let terminal = std::io::stderr().is_terminal();
    let mut shown = false;
    let copied = source.copy_to(
        &mut destination,
        &mut |done, total| {
            if terminal {
                terminal::show(&format!("\rarchive copy: {done} of {total} cases"));
                shown = true;
            }
        },
        &cancel,
    );
    if shown {
        terminal::show(&format!("\r{:<50}\r", ""));
    }
    let report = match copied {
        Err(StoreError::Cancelled) => {
            return Err(CasesFailure::CopyStopped { to: to.to_string() }.into());
        }
        other => other.map_err(CasesFailure::from)?,
    };
    writeln!(
        out,
        "copied {} cases, {} kept conflicts and {} double-dummy tables from {from} to {to}",
        report.cases, report.conflicts, report.double_dummy_tables
    )?;
    Ok(())
}
