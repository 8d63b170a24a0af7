//! `casebook publish --year YYYY --format html|md|pdf --out PATH [--event E]... [--subject S]...
//! [--anonymize] [--reprint] [--db PATH]`: the year's reviewed cases as a casebook file, then
//! marked published (DESIGN.md "Command line").

use super::args::UsageError;
use super::cases::{CasesFailure, database_path};
use casebook::case::Subject;
use casebook::publish::{self, Format, PublishError, PublishOptions, PublishReport};
use casebook::store::Store;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `casebook publish` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishRequest {
    pub db: Option<PathBuf>,
    pub year: i32,
    pub format: Format,
    pub out: PathBuf,
    pub events: Vec<String>,
    pub subjects: Vec<Subject>,
    pub anonymize: bool,
    pub reprint: bool,
}

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

fn bad(message: impl Into<String>) -> UsageError {
    UsageError::BadValue(message.into())
}

/// The value after an option, or a usage error naming what it needs.
fn value<'a>(
    iter: &mut impl Iterator<Item = &'a &'a str>,
    option: &str,
    needs: &str,
) -> Result<&'a str, UsageError> {
    iter.next()
        .copied()
        .filter(|v| !v.starts_with("--"))
        .ok_or_else(|| bad(format!("{option} needs {needs}")))
}

fn parse_year(text: &str) -> Result<i32, UsageError> {
    text.trim()
        .parse::<i32>()
        .ok()
        .filter(|y| (1900..=9999).contains(y))
        .ok_or_else(|| {
            bad(format!(
                "\"{text}\" is not a year: give four digits, e.g. --year 2026"
            ))
        })
}

fn parse_subject(text: &str) -> Result<Subject, UsageError> {
    text.parse::<Subject>().map_err(|_| {
        let codes: Vec<&str> = Subject::ALL.iter().map(|s| s.code()).collect();
        bad(format!(
            "unknown subject \"{text}\": expected one of {}",
            codes.join(", ")
        ))
    })
}

/// The format `path`'s extension names, if any.
fn format_of(path: &Path) -> Option<Format> {
    path.extension()?.to_str()?.parse().ok()
}

/// Reads the operands after `publish`; `db` is the `--db` read before.
pub fn parse(operands: &[&str], db: Option<PathBuf>) -> Result<PublishRequest, UsageError> {
    let mut year = None;
    let mut format = None;
    let mut out = None;
    let mut events = Vec::new();
    let mut subjects = Vec::new();
    let mut anonymize = false;
    let mut reprint = false;
    let mut iter = operands.iter();
    while let Some(&operand) = iter.next() {
        match operand {
            "--year" => {
                year = Some(parse_year(value(
                    &mut iter,
                    "--year",
                    "a year, e.g. 2026",
                )?)?)
            }
            "--format" => {
                let text = value(&mut iter, "--format", "a format: html, md or pdf")?;
                format = Some(text.parse::<Format>().map_err(bad)?);
            }
            "--out" => {
                out = Some(PathBuf::from(value(
                    &mut iter,
                    "--out",
                    "the file to write",
                )?))
            }
            "--event" => {
                events.push(value(&mut iter, "--event", "(part of) an event name")?.to_string())
            }
            "--subject" => subjects.push(parse_subject(value(
                &mut iter,
                "--subject",
                "a subject, e.g. misinformation",
            )?)?),
            "--anonymize" => anonymize = true,
            "--reprint" => reprint = true,
            other => {
                return Err(bad(format!(
                    "`casebook publish` does not take \"{other}\"; it takes --year, --format, --out, --event, --subject, --anonymize, --reprint and --db"
                )));
            }
        }
    }
    let year = year.ok_or_else(|| bad("`casebook publish` needs --year YYYY"))?;
    let out = out.ok_or_else(|| bad("`casebook publish` needs --out PATH, the file to write"))?;
    let format = match format.or_else(|| format_of(&out)) {
        Some(format) => format,
        None => {
            return Err(bad(
                "`casebook publish` needs --format html, md or pdf (or an --out ending in .html, .md or .pdf)",
            ));
        }
    };
    Ok(PublishRequest {
        db,
        year,
        format,
        out,
        events,
        subjects,
        anonymize,
        reprint,
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
    )
}

/// Runs `casebook publish`.
pub fn run(request: &PublishRequest, out: &mut impl Write) -> Result<(), super::CliError> {
    let path = database_path(request.db.as_deref())?;
    let mut store = Store::open(&path).map_err(CasesFailure::from)?;
    let options = PublishOptions {
        year: request.year,
        events: request.events.clone(),
        subjects: request.subjects.clone(),
        anonymize: request.anonymize,
        reprint: request.reprint,
        language: None,
    };
    let report = publish::publish(
        &mut store,
        &options,
        request.format,
        &request.out,
        &mut |_| {},
    )
    .map_err(PublishFailure::from)?;
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

    fn parse_line(line: &str) -> Result<PublishRequest, UsageError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        parse(&words, Some(PathBuf::from("x.sqlite")))
    }

    #[test]
    fn every_option_is_read() {
        let request = parse_line(
            "--year 2026 --format pdf --out book.pdf --event Pairs --event Teams --subject claim --subject misinformation --anonymize --reprint",
        )
        .expect("a full request");
        assert_eq!(request.year, 2026);
        assert_eq!(request.format, Format::Pdf);
        assert_eq!(request.out, PathBuf::from("book.pdf"));
        assert_eq!(request.events, ["Pairs", "Teams"]);
        assert_eq!(request.subjects, [Subject::Claim, Subject::Misinformation]);
        assert!(request.anonymize && request.reprint);
        assert_eq!(request.db, Some(PathBuf::from("x.sqlite")));
    }

    #[test]
    fn the_format_may_come_from_the_file_name() {
        let request = parse_line("--year 2026 --out casebook.md").expect("md from the name");
        assert_eq!(request.format, Format::Markdown);
        assert!(parse_line("--year 2026 --out casebook.txt").is_err());
    }

    #[test]
    fn mistakes_are_named() {
        for (line, needle) in [
            ("--format html --out a.html", "needs --year"),
            ("--year 2026 --format html", "needs --out"),
            ("--year 26 --format html --out a.html", "not a year"),
            (
                "--year 2026 --format docx --out a.docx",
                "unknown casebook format",
            ),
            (
                "--year 2026 --out a.html --subject tempo",
                "unknown subject",
            ),
            ("--year 2026 --out a.html --colour", "does not take"),
            ("--year", "--year needs"),
            ("--year 2026 --out", "--out needs"),
        ] {
            match parse_line(line) {
                Err(UsageError::BadValue(message)) => {
                    assert!(message.contains(needle), "{line}: {message}")
                }
                other => panic!("{line}: {other:?}"),
            }
        }
    }
}
