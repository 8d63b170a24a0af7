//! `casebook publish --site DIR [--year Y] [--event E]... [--anonymize] [--dd] [--traveller]
//! [--title T] [--federation NAME] [--archive NAME=LOCATION]... [--db PATH]`: the published
//! cases of one or several archives as a static website, searchable in the browser. Nothing is
//! marked: the site shows what the casebooks published.

use super::UsageError;
use super::cases::{self, CasesFailure, database_location};
use super::command_line::PublishArgs;
use super::progress::ProgressLine;
use crate::i18n::{Language, arg, say};
use casebook::publish::FrontMatter;
use casebook::publish::site::{
    SiteArchive, SiteError, SiteOptions, SiteProgress, build_site, site_preview,
};
use casebook::store::{Location, Store};
use std::io::Write;
use std::path::Path;

/// Why the website could not be built; one line on stderr, exit status 1.
#[derive(Debug, thiserror::Error)]
pub enum SiteFailure {
    #[error(transparent)]
    Database(#[from] CasesFailure),
    #[error("{0}")]
    Site(#[from] SiteError),
}

/// `NAME=LOCATION` of `--archive`.
fn named_archive(text: &str, language: Language) -> Result<(String, Location), super::CliError> {
    let (name, location) = text
        .split_once('=')
        .filter(|(name, location)| !name.trim().is_empty() && !location.trim().is_empty())
        .ok_or_else(|| {
            UsageError(say(
                language,
                "cli-site-archive-argument",
                [("text", arg(text))],
            ))
        })?;
    let location = Location::parse(location.trim()).map_err(CasesFailure::from)?;
    Ok((name.trim().to_string(), location))
}

fn progress_line(step: SiteProgress, language: Language) -> String {
    match step {
        SiteProgress::Reading { done } => {
            say(language, "cli-site-progress-reading", [("done", arg(done))])
        }
        SiteProgress::Indexing => language.tr("cli-site-progress-indexing"),
        SiteProgress::Writing => language.tr("cli-site-progress-writing"),
    }
}

/// `1.5` / `1,5`: a figure with `places` decimals, as the language writes it.
fn decimal(value: f64, places: usize, language: Language) -> String {
    let text = format!("{value:.places$}");
    text.replace('.', &language.core().decimal_separator().to_string())
}

fn megabytes(bytes: u64, language: Language) -> String {
    decimal(bytes as f64 / 1_000_000.0, 1, language)
}

/// Runs `casebook publish --site DIR`.
pub fn run(
    request: &PublishArgs,
    dir: &Path,
    db: Option<&Location>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let others = request
        .archives
        .iter()
        .map(|text| named_archive(text, language))
        .collect::<Result<Vec<_>, _>>()?;
    let main = cases::open(&database_location(db)?, false)?;
    let remembered = FrontMatter::remembered(&main).map_err(CasesFailure::from)?;
    let federation = request
        .federation
        .clone()
        .filter(|f| !f.trim().is_empty())
        .unwrap_or(remembered.federation);
    let federation = match federation.trim() {
        "" => "Casebook".to_string(),
        name => name.to_string(),
    };
    let mut stores: Vec<(String, Store)> = vec![(federation, main)];
    for (name, location) in others {
        stores.push((name, cases::open(&location, false)?));
    }
    let archives: Vec<SiteArchive> = stores
        .iter()
        .map(|(federation, store)| SiteArchive {
            federation: federation.clone(),
            store,
        })
        .collect();
    let options = SiteOptions {
        year: request.year,
        events: request.events.clone(),
        anonymize: request.anonymize,
        double_dummy: request.dd,
        traveller: request.traveller,
        panel: request.panel,
        language: None,
        title: request.title.clone().unwrap_or_default(),
        unit_cases: 0,
    };
    if request.dry_run {
        let (cases, replaced) = site_preview(&archives, &options).map_err(SiteFailure::from)?;
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-site-dry-run",
                [
                    ("count", arg(cases)),
                    ("folder", arg(dir.display().to_string())),
                ]
            )
        )?;
        super::anonymized::list_replacements(&replaced, language, out)?;
        return Ok(());
    }
    let mut line = ProgressLine::new();
    let result = build_site(&archives, &options, dir, &mut |step| {
        line.show(progress_line(step, language))
    });
    line.clear();
    let report = result.map_err(SiteFailure::from)?;
    let folder = dir.display().to_string();
    let lines = [
        say(
            language,
            "cli-site-written",
            [
                ("count", arg(report.cases)),
                ("federations", arg(report.federations)),
                ("years", arg(report.years)),
                ("folder", arg(folder.clone())),
                ("pages", arg(report.pages)),
            ],
        ),
        say(
            language,
            "cli-site-files",
            [
                ("written", arg(report.files.written)),
                ("megabytes", arg(megabytes(report.files.bytes, language))),
                ("unchanged", arg(report.files.unchanged)),
                ("removed", arg(report.files.removed)),
            ],
        ),
        say(
            language,
            "cli-site-indexes",
            [
                ("made", arg(report.units_made)),
                ("kept", arg(report.units_kept)),
            ],
        ),
        say(
            language,
            "cli-site-time",
            [
                (
                    "reading",
                    arg(decimal(report.reading.as_secs_f64(), 2, language)),
                ),
                (
                    "pages",
                    arg(decimal(report.rendering.as_secs_f64(), 2, language)),
                ),
                (
                    "index",
                    arg(decimal(report.indexing.as_secs_f64(), 2, language)),
                ),
                ("megabytes", arg(megabytes(report.index_bytes, language))),
            ],
        ),
    ];
    for line in lines {
        writeln!(out, "{line}")?;
    }
    super::anonymized::list_replacements(&report.anonymized, language, out)?;
    writeln!(
        out,
        "{}",
        say(language, "cli-site-serve", [("folder", arg(folder))])
    )?;
    Ok(())
}
