//! The casebooks as a static website: every published case of one or several archives (each a
//! federation), over all years, with a page a case, a contents page a year, indexes by Law (each
//! edition, counterparts linked), subject, outcome and adjusted-score method, the statistics
//! with SVG charts, the law library's Laws as pages, and a search that runs in the browser from
//! the site's own files. Any web server, or a folder served on 127.0.0.1, serves it.
//!
//! - [`load`] reads the cases as the casebook prints them (anonymized alike), with addresses
//!   from federation, year and number that stay when a case is published again.
//! - The pages share one [`page::Frame`]; [`filters`] is the one list of what the search
//!   filters by, written into each case's page and offered by the search page.
//! - [`search_index`] builds the index; [`files`] writes only what changed.

mod address;
mod case_list;
mod case_page;
mod files;
mod filters;
mod indexes;
mod library;
mod load;
mod page;
mod search_index;
mod search_page;
mod statistics_page;
mod words;

pub use files::{MANIFEST, WriteCounts};
use load::SiteCase;
pub use load::{NamesReplaced, SiteArchive, SiteOptions};

use crate::publish::PublishError;
use crate::store::StoreError;
use files::SiteFile;
use page::{Frame, Page};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use words::SiteWords;

/// Why the website could not be built.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Publish(#[from] PublishError),
    /// Two archives named as one federation would share their pages' addresses.
    #[error("two archives are named as the federation \"{0}\": name each archive differently")]
    FederationTwice(String),
    #[error(
        "no published case to put on the website{0}: publish a casebook first (casebook publish --year YYYY)"
    )]
    NoCases(&'static str),
    #[error("the search index could not be built: {0}")]
    Index(String),
    #[error("cannot write the website to {path}: {source}")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{0} is a file, not a folder: the website is a folder of pages")]
    NotAFolder(PathBuf),
}

/// How far the build has got, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SiteProgress {
    /// Published cases read and their pages made so far.
    Reading { done: usize },
    /// The search index is being built.
    Indexing,
    /// The files are being written.
    Writing,
}

/// What [`build_site`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteReport {
    pub cases: usize,
    pub federations: usize,
    pub years: usize,
    pub pages: usize,
    pub files: WriteCounts,
    /// Bytes of the search index built this time (without Pagefind's script and WebAssembly);
    /// the years kept from the last build add none.
    pub index_bytes: u64,
    /// Search indexes made this time, and kept from the last build as they were.
    pub units_made: usize,
    pub units_kept: usize,
    /// Time spent reading the archives (and writing the files), making the pages, building the
    /// index.
    pub reading: Duration,
    pub rendering: Duration,
    pub indexing: Duration,
    /// In an anonymized site, each case's address with the names replaced in it, for the
    /// editor to check.
    pub anonymized: NamesReplaced,
}

/// The stylesheet: the casebook's own, then the website's.
fn stylesheet() -> String {
    let mut css = String::from(crate::publish::html::STYLE);
    css.push('\n');
    css.push_str(include_str!("assets/site.css"));
    css
}

/// The files every site has besides its pages: stylesheet, script and the embedded font.
fn assets() -> Vec<SiteFile> {
    use crate::publish::fonts;
    vec![
        SiteFile::new("assets/site.css", stylesheet()),
        SiteFile::new("assets/search.js", include_str!("assets/search.js")),
        SiteFile::new("assets/fonts/DejaVuSans.ttf", fonts::REGULAR),
        SiteFile::new("assets/fonts/DejaVuSans-Bold.ttf", fonts::BOLD),
        SiteFile::new(
            "assets/fonts/LICENSE-DejaVu.txt",
            include_str!("../../../../assets/fonts/LICENSE-DejaVu.txt"),
        ),
    ]
}

fn page_path(page: &Page) -> String {
    format!("{}index.html", page.address)
}

/// What a build would put on the site, without writing anything: how many cases, and in an
/// anonymized site each case's address with the names replaced in it — for the editor to check
/// before the site goes out.
pub fn site_preview(
    archives: &[SiteArchive],
    options: &SiteOptions,
) -> Result<(usize, NamesReplaced), SiteError> {
    let plan = load::plan(archives, options)?;
    let mut count = 0;
    let mut replaced = Vec::new();
    for which in &plan.years {
        let (entries, names) =
            load::read_year(archives, &plan, which, options, &mut |_, _, _| Ok(()))?;
        count += entries.len();
        replaced.extend(names);
    }
    Ok((count, replaced))
}

/// Where a unit of years keeps its index entries between builds, with its fingerprint.
fn unit_cache_path(federation: &str, unit: &str) -> String {
    format!(".casebook-site-years/{federation}-{unit}.json")
}

/// A unit's index entries as the last build kept them, when its fingerprint is `fingerprint`.
fn cached_unit(dir: &Path, path: &str, fingerprint: &str) -> Option<Vec<SiteCase>> {
    #[derive(serde::Deserialize)]
    struct Kept {
        fingerprint: String,
        cases: Vec<SiteCase>,
    }
    let text = std::fs::read_to_string(dir.join(path)).ok()?;
    let kept: Kept = serde_json::from_str(&text).ok()?;
    (kept.fingerprint == fingerprint).then_some(kept.cases)
}

fn unit_cache_json(fingerprint: &str, cases: &[SiteCase]) -> String {
    serde_json::json!({ "fingerprint": fingerprint, "cases": cases }).to_string()
}

/// Builds the website of `archives` into `dir`. Each federation's years, joined into units of
/// at least [`load::UNIT_CASES`] cases, are read, their case pages written and a search index
/// built for each unit; a unit whose published cases (and their revisions) and options are
/// those of the last build there keeps its pages and index untouched and is not read at all. Then the indexes, statistics, the Laws and the search
/// page are made from every year's entries, and only what changed is written.
pub fn build_site(
    archives: &[SiteArchive],
    options: &SiteOptions,
    dir: &Path,
    progress: &mut dyn FnMut(SiteProgress),
) -> Result<SiteReport, SiteError> {
    let started = Instant::now();
    let plan = load::plan(archives, options)?;
    if plan.years.is_empty() {
        let narrowed = options.year.is_some() || !options.events.is_empty();
        return Err(SiteError::NoCases(if narrowed {
            " for the year and events asked for"
        } else {
            ""
        }));
    }
    let mut writer = files::SiteWriter::open(dir)?;
    // A case's page is in its own language, words around it included.
    let frame_in = |language| {
        let words = SiteWords::of(language);
        Frame {
            words,
            language,
            title: match options.title.trim() {
                "" => words.site_title,
                title => title,
            },
            anonymized: options.anonymize,
        }
    };
    let (mut rendering, mut indexing) = (Duration::ZERO, Duration::ZERO);
    let mut done = 0;
    let mut cases: Vec<SiteCase> = Vec::new();
    let mut replaced = Vec::new();
    let mut bundles: Vec<search_page::Bundle> = Vec::new();
    let mut index_bytes = 0;
    let mut years = 0;
    let (mut units_made, mut units_kept) = (0, 0);
    for unit in plan.units(options.unit_cases) {
        let segment = plan.federations[unit.archive()].segment.clone();
        let name = unit.name();
        let cache = unit_cache_path(&segment, &name);
        let bundle = format!("pagefind/{segment}/{name}/");
        let folders: Vec<String> = unit
            .years
            .iter()
            .map(|y| format!("{segment}/{}/", y.year))
            .collect();
        let fingerprint = unit.fingerprint();
        let kept = fingerprint.as_deref().and_then(|fingerprint| {
            let entries = cached_unit(dir, &cache, fingerprint)?;
            let mut prefixes: Vec<&str> = folders.iter().map(String::as_str).collect();
            prefixes.extend([bundle.as_str(), cache.as_str()]);
            writer.keep_all_under(&prefixes).then_some(entries)
        });
        let unit_cases = match kept {
            Some(entries) => {
                units_kept += 1;
                done += entries.len();
                progress(SiteProgress::Reading { done });
                entries
            }
            None => {
                let mut index = search_index::SearchIndex::new()?;
                let mut entries = Vec::new();
                for which in &unit.years {
                    let (year_entries, names) = load::read_year(
                        archives,
                        &plan,
                        which,
                        options,
                        &mut |case, placed, federations| {
                            let clock = Instant::now();
                            let page = case_page::case_page(
                                &frame_in(case.language),
                                case,
                                placed,
                                federations,
                            );
                            rendering += clock.elapsed();
                            writer.write(&page_path(&page), page.html.as_bytes())?;
                            let clock = Instant::now();
                            index.add(&page.address, page.html)?;
                            indexing += clock.elapsed();
                            done += 1;
                            progress(SiteProgress::Reading { done });
                            Ok(())
                        },
                    )?;
                    entries.extend(year_entries);
                    replaced.extend(names);
                }
                if entries.is_empty() {
                    continue;
                }
                units_made += 1;
                progress(SiteProgress::Indexing);
                let clock = Instant::now();
                let files = index.files(&bundle)?;
                indexing += clock.elapsed();
                for file in &files {
                    if !file.path.ends_with(".js") && !file.path.contains("/wasm.") {
                        index_bytes += file.bytes.len() as u64;
                    }
                    writer.write(&file.path, &file.bytes)?;
                }
                if let Some(fingerprint) = &fingerprint {
                    writer.write(&cache, unit_cache_json(fingerprint, &entries).as_bytes())?;
                }
                entries
            }
        };
        let mut languages: Vec<&str> = unit_cases.iter().map(|c| c.language.code()).collect();
        languages.sort_unstable();
        languages.dedup();
        bundles.push(search_page::Bundle {
            path: format!("{segment}/{name}/"),
            languages: languages.into_iter().map(str::to_string).collect(),
        });
        years += unit.years.len();
        cases.extend(unit_cases);
    }
    if cases.is_empty() {
        return Err(SiteError::NoCases(" for the year and events asked for"));
    }

    let clock = Instant::now();
    let frame = frame_in(load::site_language(&cases, options));
    let federations = &plan.federations;
    let mut pages = indexes::contents_pages(&frame, &cases, federations);
    pages.push(indexes::law_index_page(&frame, &cases, federations));
    pages.extend(indexes::topic_pages(&frame, &cases, federations));
    pages.push(statistics_page::statistics_page(&frame, &cases));
    pages.extend(library::library_pages(&frame, &cases, federations));
    pages.push(search_page::search_page(
        &frame,
        &cases,
        federations,
        &bundles,
    ));
    rendering += clock.elapsed();

    progress(SiteProgress::Writing);
    for page in &pages {
        writer.write(&page_path(page), page.html.as_bytes())?;
    }
    for file in &assets() {
        writer.write(&file.path, &file.bytes)?;
    }
    let written = writer.finish()?;
    let total = started.elapsed();
    Ok(SiteReport {
        cases: cases.len(),
        federations: federations.len(),
        years,
        pages: cases.len() + pages.len(),
        files: written,
        index_bytes,
        units_made,
        units_kept,
        reading: total.saturating_sub(rendering + indexing),
        rendering,
        indexing,
        anonymized: replaced,
    })
}
