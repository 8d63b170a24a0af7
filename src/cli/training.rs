//! `casebook demo`: the training cases — the commentary's worked examples — in a reader's
//! language, in their own database or marked as training cases in the one `--db` names;
//! `casebook demo --remove`: the untouched training cases of any language an earlier version
//! put into a committee's database, taken out.

use super::CliError;
use super::cases::{self, CasesFailure};
use crate::i18n::{Language, arg, say};
use casebook::samples::{self, TrainingSet};
use casebook::store::Location;
use std::io::Write;

/// `casebook demo [--db PATH] [--language LANG]`: the training set in the command line's
/// language (English when none is shipped in it).
pub fn load(
    db: Option<&Location>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let set = TrainingSet::for_reader(language.tag());
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
        cases::describe_import(&load.report, language, out)?;
        if !load.removed.is_empty() {
            let numbers: Vec<&str> = load
                .removed
                .iter()
                .map(|c| c.case_number.as_str())
                .collect();
            writeln!(
                out,
                "{}",
                say(
                    language,
                    "cli-demo-other-language-removed",
                    [
                        ("count", arg(load.removed.len())),
                        ("numbers", arg(numbers.join(", "))),
                    ]
                )
            )?;
        }
    } else {
        let report = samples::load_training(&mut store, set).map_err(CasesFailure::from)?;
        cases::describe_import(&report, language, out)?;
    }
    let location = location.to_string();
    writeln!(
        out,
        "{}",
        say(language, "cli-demo-loaded", [("location", arg(location))])
    )?;
    let shipped: Vec<&str> = TrainingSet::languages().collect();
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-demo-language",
            [
                ("language", arg(set.language)),
                ("languages", arg(shipped.join(", "))),
            ]
        )
    )?;
    Ok(())
}

/// `casebook demo --remove [--db PATH]`.
pub fn remove_untouched(
    location: &Location,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let removed = samples::remove_untouched_training(&mut store).map_err(CasesFailure::from)?;
    let kept = store.training_cases().map_err(CasesFailure::from)?;
    let numbers: Vec<&str> = removed.iter().map(|c| c.case_number.as_str()).collect();
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-demo-removed",
            [
                ("location", arg(location.to_string())),
                ("count", arg(removed.len())),
                ("numbers", arg(numbers.join(", "))),
            ]
        )
    )?;
    for case in kept {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-demo-kept",
                [("number", arg(case.case_number.clone()))]
            )
        )?;
    }
    Ok(())
}
