//! `casebook publish --year YYYY [--format html|md|pdf] --out PATH [--out PATH]... [--title T]
//! [--federation F] [--foreword FILE] [--event E]... [--subject S]... [--anonymize] [--dd]
//! [--traveller] [--reprint] [--db PATH]`: the year's reviewed cases as a casebook in one or
//! several files, then marked published once (the guide's `command-line.md` and `casebook.md`).

use super::UsageError;
use super::cases::{self, CasesFailure, database_location};
use super::command_line::PublishArgs;
use super::progress::ProgressLine;
use super::worded::worded;
use crate::i18n::{Language, arg, say};
use casebook::publish::{
    self, Format, FrontMatter, Output, PublishError, PublishOptions, PublishReport,
};
use casebook::store::Location;
use std::io::Write;
use std::sync::atomic::AtomicBool;

/// Why `casebook publish` failed; one line on stderr, exit status 1.
#[derive(Debug, thiserror::Error)]
pub enum PublishFailure {
    #[error(transparent)]
    Database(#[from] CasesFailure),
    #[error("{error}{hint}", hint = reprint_hint(.0), error = .0)]
    Publish(#[from] PublishError),
    /// The file was written but some cases could not be marked published.
    #[error("{path} was written, but {count} cases could not be marked published: {details}")]
    Unmarked {
        path: String,
        count: usize,
        details: String,
    },
}

/// Points at `--reprint` when the year's cases are already published.
pub(super) fn reprint_hint(error: &PublishError) -> &'static str {
    match error {
        PublishError::NoCases { published, .. } if *published > 0 => {
            "; --reprint prints the published ones again (nothing is marked again)"
        }
        _ => "",
    }
}

/// Each file asked for with its format: `--format` for a single `--out`, otherwise each
/// file's extension.
fn outputs(request: &PublishArgs, language: Language) -> Result<Vec<Output>, UsageError> {
    if request.format.is_some() && request.outs.len() > 1 {
        return Err(UsageError(language.tr("cli-publish-format-of-several")));
    }
    request
        .outs
        .iter()
        .map(|path| {
            let format = request
                .format
                .or_else(|| Format::of_file(path))
                .ok_or_else(|| {
                    UsageError(say(
                        language,
                        "cli-publish-format-needed",
                        [("file", arg(path.display().to_string()))],
                    ))
                })?;
            Ok(Output {
                format,
                path: path.clone(),
            })
        })
        .collect()
}

/// The front matter: what the archive remembers, with what this run gives in its place.
fn front_matter(
    request: &PublishArgs,
    store: &casebook::store::Store,
) -> Result<FrontMatter, super::CliError> {
    let mut front = FrontMatter::remembered(store).map_err(CasesFailure::from)?;
    if let Some(title) = &request.title {
        front.title = title.trim().to_string();
    }
    if let Some(federation) = &request.federation {
        front.federation = federation.trim().to_string();
    }
    if let Some(path) = &request.foreword {
        let text = std::fs::read_to_string(path).map_err(|source| CasesFailure::Read {
            path: path.clone(),
            source,
        })?;
        front.foreword = text.trim().to_string();
    }
    Ok(front)
}

fn describe(
    report: &PublishReport,
    language: Language,
    out: &mut impl Write,
) -> std::io::Result<()> {
    for file in &report.files {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-publish-written",
                [
                    ("count", arg(report.cases)),
                    ("year", arg(report.year)),
                    ("edition", arg(report.edition)),
                    ("format", arg(file.format.to_string())),
                    ("file", arg(file.path.display().to_string())),
                    ("bytes", arg(file.bytes)),
                ]
            )
        )?;
    }
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-publish-marked",
            [("count", arg(report.newly_published))]
        )
    )?;
    if report.training_left_out > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-publish-training-left-out",
                [("count", arg(report.training_left_out))]
            )
        )?;
    }
    // What anonymizing replaced, case by case, for the editor to check.
    super::anonymized::list_replacements(&report.anonymized, language, out)
}

/// `publish: rendered 250 of 1000 cases`.
fn progress_line(step: publish::Progress, language: Language) -> String {
    let counted = |key: &str, done: usize, total: usize| {
        say(language, key, [("done", arg(done)), ("total", arg(total))])
    };
    match step {
        publish::Progress::Loading { done, total } => {
            counted("cli-publish-progress-reading", done, total)
        }
        publish::Progress::Rendering {
            done,
            total,
            pass,
            passes,
        } => {
            let rendered = counted("cli-publish-progress-rendering", done, total);
            if passes > 1 {
                let format = say(
                    language,
                    "cli-publish-progress-format",
                    [("pass", arg(pass)), ("passes", arg(passes))],
                );
                format!("{rendered} ({format})")
            } else {
                rendered
            }
        }
        publish::Progress::Indexes => language.tr("cli-publish-progress-indexes"),
        publish::Progress::Numbering => language.tr("cli-publish-progress-numbering"),
        publish::Progress::Exporting => language.tr("cli-publish-progress-exporting"),
        publish::Progress::Writing => language.tr("cli-publish-progress-writing"),
        publish::Progress::Marking { done, total } => {
            counted("cli-publish-progress-marking", done, total)
        }
    }
}

/// Runs `casebook publish`.
pub fn run(
    request: &PublishArgs,
    db: Option<&Location>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    if let Some(dir) = &request.site {
        return super::website::run(request, dir, db, language, out);
    }
    let year = request
        .year
        .ok_or_else(|| UsageError(language.tr("cli-publish-year-needed")))?;
    let outputs = outputs(request, language)?;
    let mut store = cases::open(&database_location(db)?, false)?;
    let front = front_matter(request, &store)?;
    let options = PublishOptions {
        year,
        events: request.events.clone(),
        subjects: request.subjects.clone(),
        anonymize: request.anonymize,
        double_dummy: request.dd,
        traveller: request.traveller,
        panel: request.panel,
        reprint: request.reprint,
        language: None,
        front: front.clone(),
    };
    // A line that counts on while a large volume is typeset, when someone is watching.
    let mut line = ProgressLine::new();
    let result = publish::publish_or_cancel(
        &mut store,
        &options,
        &outputs,
        &mut |step| line.show(progress_line(step, language)),
        &AtomicBool::new(false),
    );
    line.clear();
    let report = result.map_err(PublishFailure::from)?;
    // Remembered once the casebook is out: next year's run needs them only if they change.
    front.remember(&mut store).map_err(CasesFailure::from)?;
    describe(&report, language, out)?;
    if !report.unmarked.is_empty() {
        let details: Vec<String> = report
            .unmarked
            .iter()
            .map(|u| format!("{} ({})", u.case_number, worded(&*u.error, language)))
            .collect();
        let paths: Vec<String> = report
            .files
            .iter()
            .map(|f| f.path.display().to_string())
            .collect();
        return Err(PublishFailure::Unmarked {
            path: paths.join(", "),
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
        assert_eq!(request.year, Some(2026));
        assert_eq!(
            outputs(&request, Language::English),
            Ok(vec![Output {
                format: Format::Pdf,
                path: "book.pdf".into()
            }])
        );
        assert_eq!(request.events, ["Pairs", "Teams"]);
        assert_eq!(request.subjects, [Subject::Claim, Subject::Misinformation]);
        assert!(request.anonymize && request.traveller && request.reprint);
    }

    #[test]
    fn the_format_may_come_from_the_file_name() {
        let request = publish_args("publish --year 2026 --out casebook.md");
        assert_eq!(
            outputs(&request, Language::English).unwrap()[0].format,
            Format::Markdown
        );
        let request = publish_args("publish --year 2026 --out casebook.txt");
        assert!(
            outputs(&request, Language::English).is_err_and(|e| e.0.contains("needs --format"))
        );
    }

    #[test]
    fn several_files_take_their_formats_from_their_names() {
        let request = publish_args("publish --year 2026 --out book.pdf --out book.html");
        let formats: Vec<Format> = outputs(&request, Language::English)
            .unwrap()
            .iter()
            .map(|o| o.format)
            .collect();
        assert_eq!(formats, [Format::Pdf, Format::Html]);
        let request = publish_args("publish --year 2026 --format pdf --out a.pdf --out b.pdf");
        assert!(
            outputs(&request, Language::English).is_err_and(|e| e.0.contains("leave out --format"))
        );
        let request = publish_args("publish --year 2026 --out book.pdf --out book.txt");
        assert!(outputs(&request, Language::English).is_err_and(|e| e.0.contains("book.txt")));
    }
}
