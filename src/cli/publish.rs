//! `casebook publish --year YYYY --format html|md|pdf --out PATH [--event E]... [--subject S]...
//! [--anonymize] [--dd] [--traveller] [--reprint] [--db PATH]`: the year's reviewed cases as a
//! casebook file, then marked published (DESIGN.md "Command line").

use super::UsageError;
use super::cases::{self, CasesFailure, database_location};
use super::command_line::PublishArgs;
use super::progress::ProgressLine;
use casebook::publish::{self, Format, PublishError, PublishOptions, PublishReport};
use std::io::Write;
use std::path::Path;

/// Why `casebook publish` failed; one line on stderr, exit status 1.
#[derive(Debug, thiserror::Error)]
pub enum PublishFailure {
    #[error(transparent)]
    Database(#[from] CasesFailure),
    #[error("{error}{hint}", hint = reprint_hint(.0), error = .0)]
    Publish(#[from] PublishError),
    /// The file was written but some cases could not be marked published.
    #[error("{path} was written, but {} could not be marked published: {details}", cases_word(*count))]
    Unmarked {
        path: String,
        count: usize,
        details: String,
    },
}

fn cases_word(n: usize) -> String {
    if n == 1 {
        "1 case".to_string()
    } else {
        format!("{n} cases")
    }
}

/// Points at `--reprint` when the year's cases are already published.
fn reprint_hint(error: &PublishError) -> &'static str {
    match error {
        PublishError::NoCases { published, .. } if *published > 0 => {
            "; to print the published ones again, add --reprint"
        }
        _ => "",
    }
}

/// The format `path`'s extension names, if any.
fn format_of(path: &Path) -> Option<Format> {
    path.extension()?.to_str()?.parse().ok()
}

/// The format asked for, or the one the file's name implies.
fn format(request: &PublishArgs) -> Result<Format, UsageError> {
    request.format.or_else(|| format_of(&request.out)).ok_or_else(|| {
        UsageError(
            "`casebook publish` needs --format html, md or pdf (or an --out ending in .html, .md or .pdf)"
                .into(),
        )
    })
}

fn describe(report: &PublishReport, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "published {} of {} (edition {}) as {}: {} ({} bytes)",
        cases_word(report.cases),
        report.year,
        report.edition,
        report.format,
        report.path.display(),
        report.bytes
    )?;
    writeln!(
        out,
        "marked published: {}",
        cases_word(report.newly_published)
    )?;
    // What anonymizing replaced, case by case, for the editor to check.
    for (case, replaced) in &report.anonymized {
        let list: Vec<String> = replaced
            .iter()
            .map(|r| match r.times {
                1 => format!("{} → {}", r.found, r.stand_in),
                n => format!("{} → {} ({n}×)", r.found, r.stand_in),
            })
            .collect();
        writeln!(out, "anonymized {case}: {}", list.join("; "))?;
    }
    Ok(())
}

/// `publish: rendered 250 of 1000 cases`.
fn progress_line(step: publish::Progress) -> String {
    match step {
        publish::Progress::Loading { done, total } => {
            format!("publish: read {done} of {total} cases")
        }
        publish::Progress::Rendering { done, total } => {
            format!("publish: rendered {done} of {total} cases")
        }
        publish::Progress::Indexes => "publish: laying out the statistics and indexes".to_string(),
        publish::Progress::Numbering => "publish: numbering the pages".to_string(),
        publish::Progress::Exporting => "publish: exporting the PDF".to_string(),
        publish::Progress::Writing => "publish: writing the file".to_string(),
        publish::Progress::Marking { done, total } => {
            format!("publish: marked {done} of {total} cases published")
        }
    }
}

/// Runs `casebook publish`.
pub fn run(
    request: &PublishArgs,
    db: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let format = format(request)?;
    let mut store = cases::open(&database_location(db)?, false)?;
    let options = PublishOptions {
        year: request.year,
        events: request.events.clone(),
        subjects: request.subjects.clone(),
        anonymize: request.anonymize,
        double_dummy: request.dd,
        traveller: request.traveller,
        reprint: request.reprint,
        language: None,
    };
    // A line that counts on while a large volume is typeset, when someone is watching.
    let mut line = ProgressLine::new();
    let result = publish::publish(&mut store, &options, format, &request.out, &mut |step| {
        line.show(progress_line(step));
    });
    line.clear();
    let report = result.map_err(PublishFailure::from)?;
    describe(&report, out)?;
    if !report.unmarked.is_empty() {
        let details: Vec<String> = report
            .unmarked
            .iter()
            .map(|u| format!("{} ({})", u.case_number, u.error))
            .collect();
        return Err(PublishFailure::Unmarked {
            path: report.path.display().to_string(),
            count: report.unmarked.len(),
            details: details.join("; "),
        }
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Command, read};
    use casebook::case::Subject;

    fn publish_args(line: &str) -> PublishArgs {
        let words = std::iter::once("casebook").chain(line.split_whitespace());
        match read(words).map(|l| l.command) {
            Ok(Some(Command::Publish(args))) => args,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn every_option_is_read() {
        let request = publish_args(
            "publish --year 2026 --format pdf --out book.pdf --event Pairs --event Teams --subject claim --subject misinformation --anonymize --traveller --reprint",
        );
        assert_eq!(request.year, 2026);
        assert_eq!(format(&request), Ok(Format::Pdf));
        assert_eq!(request.out, std::path::PathBuf::from("book.pdf"));
        assert_eq!(request.events, ["Pairs", "Teams"]);
        assert_eq!(request.subjects, [Subject::Claim, Subject::Misinformation]);
        assert!(request.anonymize && request.traveller && request.reprint);
    }

    #[test]
    fn the_format_may_come_from_the_file_name() {
        let request = publish_args("publish --year 2026 --out casebook.md");
        assert_eq!(format(&request), Ok(Format::Markdown));
        let request = publish_args("publish --year 2026 --out casebook.txt");
        assert!(format(&request).is_err_and(|e| e.0.contains("needs --format")));
    }
}
