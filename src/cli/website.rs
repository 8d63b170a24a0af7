//! `casebook publish --site DIR [--year Y] [--event E]... [--anonymize] [--dd] [--traveller]
//! [--title T] [--federation NAME] [--archive NAME=LOCATION]... [--db PATH]`: the published
//! cases of one or several archives as a static website, searchable in the browser. Nothing is
//! marked: the site shows what the casebooks published.

use super::UsageError;
use super::cases::{self, CasesFailure, database_location};
use super::command_line::PublishArgs;
use super::progress::ProgressLine;
use casebook::publish::FrontMatter;
use casebook::publish::site::{
    NamesReplaced, SiteArchive, SiteError, SiteOptions, SiteProgress, build_site, site_preview,
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
fn named_archive(text: &str) -> Result<(String, Location), super::CliError> {
    let (name, location) = text
        .split_once('=')
        .filter(|(name, location)| !name.trim().is_empty() && !location.trim().is_empty())
        .ok_or_else(|| {
            UsageError(format!(
                "--archive takes NAME=LOCATION (the federation's name, then its database file or postgres://… address), not \"{text}\""
            ))
        })?;
    let location = Location::parse(location.trim()).map_err(CasesFailure::from)?;
    Ok((name.trim().to_string(), location))
}

fn progress_line(step: SiteProgress) -> String {
    match step {
        SiteProgress::Reading { done } => format!("site: read {done} published cases"),
        SiteProgress::Indexing => "site: building the search index".to_string(),
        SiteProgress::Writing => "site: writing the files".to_string(),
    }
}

/// `anonymized fbr/2026/u-01/: Ивановым → Севером; …`, a line a case.
fn list_replacements(replaced: &NamesReplaced, out: &mut impl Write) -> std::io::Result<()> {
    for (address, names) in replaced {
        let list: Vec<String> = names
            .iter()
            .map(|r| format!("{} → {}", r.found, r.stand_in))
            .collect();
        writeln!(out, "anonymized {address}: {}", list.join("; "))?;
    }
    Ok(())
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

/// Runs `casebook publish --site DIR`.
pub fn run(
    request: &PublishArgs,
    dir: &Path,
    db: Option<&Location>,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let others = request
        .archives
        .iter()
        .map(|text| named_archive(text))
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
            "{cases} published cases would go on the website in {}; nothing was written",
            dir.display()
        )?;
        list_replacements(&replaced, out)?;
        return Ok(());
    }
    let mut line = ProgressLine::new();
    let result = build_site(&archives, &options, dir, &mut |step| {
        line.show(progress_line(step))
    });
    line.clear();
    let report = result.map_err(SiteFailure::from)?;
    writeln!(
        out,
        "website of {} published cases ({} {}, {} {}) in {}: {} pages",
        report.cases,
        report.federations,
        if report.federations == 1 {
            "federation"
        } else {
            "federations"
        },
        report.years,
        if report.years == 1 {
            "casebook"
        } else {
            "casebooks"
        },
        dir.display(),
        report.pages
    )?;
    writeln!(
        out,
        "files: {} written ({}), {} unchanged, {} removed",
        report.files.written,
        megabytes(report.files.bytes),
        report.files.unchanged,
        report.files.removed
    )?;
    writeln!(
        out,
        "search indexes: {} made, {} kept as they were",
        report.units_made, report.units_kept
    )?;
    writeln!(
        out,
        "time: reading {:.2} s, pages {:.2} s, search index {:.2} s ({})",
        report.reading.as_secs_f64(),
        report.rendering.as_secs_f64(),
        report.indexing.as_secs_f64(),
        megabytes(report.index_bytes)
    )?;
    list_replacements(&report.anonymized, out)?;
    writeln!(
        out,
        "serve the folder with any web server to search it, e.g. python3 -m http.server --directory {}",
        dir.display()
    )?;
    Ok(())
}
