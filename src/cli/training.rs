//! `casebook demo`: the training cases — the commentary's worked examples — in a reader's
//! language, in their own database or marked as training cases in the one `--db` names;
//! `casebook demo --remove`: the untouched training cases of any language an earlier version
//! put into a committee's database, taken out.

use super::cases::{self, CasesFailure};
use super::{CliError, UsageError};
use crate::i18n::Language;
use casebook::samples::{self, TrainingSet};
use casebook::store::Location;
use std::io::Write;

/// The training set `language` names, or without it the one in the system's language
/// (English when there is none in it).
fn chosen_set(language: Option<&str>) -> Result<TrainingSet, UsageError> {
    match language {
        None => Ok(TrainingSet::for_reader(Language::of_system().tag())),
        Some(code) => TrainingSet::of(code).ok_or_else(|| {
            let shipped: Vec<&str> = TrainingSet::languages().collect();
            UsageError(format!(
                "there are no training cases in \"{code}\": --language takes {}",
                shipped.join(", ")
            ))
        }),
    }
}

/// `casebook demo [--db PATH] [--language LANG]`.
pub fn load(
    db: Option<&Location>,
    language: Option<&str>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let set = chosen_set(language)?;
    let (location, own) = match db {
        Some(db) => (db.clone(), false),
        None => (
            Location::training_file().ok_or(CasesFailure::NoDefaultLocation)?,
            true,
        ),
    };
    let mut store = cases::open(&location, true)?;
    if own {
        // Their own database holds the cases in one language.
        let load = samples::load_training_alone(&mut store, set).map_err(CasesFailure::from)?;
        cases::describe_import(&load.report, out)?;
        if !load.removed.is_empty() {
            let numbers: Vec<&str> = load
                .removed
                .iter()
                .map(|c| c.case_number.as_str())
                .collect();
            writeln!(
                out,
                "took out {} untouched training cases in another language ({})",
                load.removed.len(),
                numbers.join(", ")
            )?;
        }
    } else {
        let report = samples::load_training(&mut store, set).map_err(CasesFailure::from)?;
        cases::describe_import(&report, out)?;
    }
    writeln!(
        out,
        "training cases: {location} (marked as training cases: never published, and copied to a server only with --with-training)"
    )?;
    let shipped: Vec<&str> = TrainingSet::languages().collect();
    writeln!(
        out,
        "language: {} (--language takes {})",
        set.language,
        shipped.join(", ")
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
