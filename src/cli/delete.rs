//! `casebook delete CASE… [--yes]`: cases taken out of the archive, whole. Asks first at a
//! terminal; a script says `--yes`. On a server the login's role decides (the store refuses a
//! case the role may not delete, naming the rule), and the server's history records it.

use super::cases::{self, CasesFailure, resolve_case};
use super::command_line::DeleteArgs;
use super::worded::worded;
use super::{CliError, UsageError};
use crate::i18n::{Language, arg, say};
use casebook::case::Case;
use casebook::store::Location;
use std::io::{BufRead, IsTerminal, Write};

/// `У-03 — board 5, Кубок России — пары, draft`: the case as its deleter must recognise it.
fn case_line(case: &Case, language: Language) -> String {
    let number = match case.identity.case_number.trim() {
        "" => case.uuid.to_string(),
        number => number.to_string(),
    };
    let mut line = say(
        language,
        "cli-delete-case",
        [
            ("number", arg(number)),
            ("board", arg(case.board.number.get())),
        ],
    );
    if !case.identity.event.trim().is_empty() {
        line.push_str(&format!(", {}", case.identity.event.trim()));
    }
    let status = language.tr(&format!("case-status-{}", case.review.status.code()));
    line.push_str(&format!(", {status}"));
    if case.training {
        line.push_str(&format!(", {}", language.tr("cli-delete-training-case")));
    }
    line
}

/// Whether the answer typed is a yes (English, Russian or Bulgarian).
fn is_yes(answer: &str) -> bool {
    matches!(
        answer.trim().to_lowercase().as_str(),
        "y" | "yes" | "д" | "да"
    )
}

pub fn run(
    location: &Location,
    request: &DeleteArgs,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let mut chosen: Vec<Case> = Vec::new();
    for id in &request.cases {
        let uuid = resolve_case(&store, id)?;
        if chosen.iter().any(|case| case.uuid == uuid) {
            continue;
        }
        chosen.push(store.load_case(uuid).map_err(CasesFailure::from)?);
    }
    if !request.yes {
        let stdin = std::io::stdin();
        if !stdin.is_terminal() {
            return Err(UsageError(say(
                language,
                "cli-delete-not-a-terminal",
                [("count", arg(chosen.len()))],
            ))
            .into());
        }
        let mut stderr = std::io::stderr();
        for case in &chosen {
            writeln!(stderr, "  {}", case_line(case, language))?;
        }
        write!(
            stderr,
            "{} ",
            say(
                language,
                "cli-delete-ask",
                [
                    ("count", arg(chosen.len())),
                    ("location", arg(location.to_string())),
                ]
            )
        )?;
        stderr.flush()?;
        let mut answer = String::new();
        stdin.lock().read_line(&mut answer)?;
        if !is_yes(&answer) {
            writeln!(out, "{}", language.tr("cli-delete-nothing"))?;
            return Ok(());
        }
    }
    let mut refused = Vec::new();
    for case in &chosen {
        let line = case_line(case, language);
        match store.delete_case(case.uuid, case.revision) {
            Ok(()) => writeln!(
                out,
                "{}",
                say(language, "cli-delete-deleted", [("case", arg(line))])
            )?,
            Err(error) => refused.push(format!("{line}: {}", worded(&error, language))),
        }
    }
    if refused.is_empty() {
        return Ok(());
    }
    Err(CasesFailure::NotAllDeleted {
        deleted: chosen.len() - refused.len(),
        asked: chosen.len(),
        details: refused.join("; "),
    }
    .into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_yes_is_read_in_either_language_and_anything_else_is_a_no() {
        for yes in ["y", "Y\n", "yes", " да\n", "Д"] {
            assert!(is_yes(yes), "{yes:?}");
        }
        for no in ["", "\n", "n", "no", "нет", "yes please", "ok"] {
            assert!(!is_yes(no), "{no:?}");
        }
    }
}
