//! `casebook demo`: the training cases — the commentary's worked examples — in their own
//! database, or marked as training cases in the one `--db` names; `casebook demo --remove`:
//! the untouched training cases an earlier version put into a committee's database, taken out.

use super::CliError;
use super::cases::{self, CasesFailure};
use casebook::samples;
use casebook::store::Location;
use std::io::Write;

/// `casebook demo [--db PATH]`.
pub fn load(db: Option<&Location>, out: &mut impl Write) -> Result<(), CliError> {
    let location = match db {
        Some(db) => db.clone(),
        None => Location::training_file().ok_or(CasesFailure::NoDefaultLocation)?,
    };
    let mut store = cases::open(&location, true)?;
    let report = samples::load_training(&mut store).map_err(CasesFailure::from)?;
    cases::describe_import(&report, out)?;
    writeln!(
        out,
        "training cases: {location} (marked as training cases: never published, and copied to a server only with --with-training)"
    )?;
    Ok(())
}

/// `casebook demo --remove [--db PATH]`.
pub fn remove_untouched(location: &Location, out: &mut impl Write) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let removed = samples::remove_untouched_training(&mut store).map_err(CasesFailure::from)?;
    let kept = store.training_cases().map_err(CasesFailure::from)?;
    if removed.is_empty() {
        writeln!(out, "{location}: no untouched training cases to remove")?;
    } else {
        let numbers: Vec<&str> = removed.iter().map(|c| c.case_number.as_str()).collect();
        writeln!(
            out,
            "{location}: removed {} training cases ({})",
            removed.len(),
            numbers.join(", ")
        )?;
    }
    for case in kept {
        writeln!(
            out,
            "kept {}: a training case changed since it was shipped (casebook delete {} removes it)",
            case.case_number, case.case_number
        )?;
    }
    Ok(())
}
