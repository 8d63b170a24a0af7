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
pub use load::{SiteArchive, SiteOptions};

use crate::publish::{PublishError, Replacement};
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
    /// Bytes of the search index (without Pagefind's script and WebAssembly).
    pub index_bytes: u64,
    /// Time spent reading the archives (and writing the files), making the pages, building the
    /// index.
    pub reading: Duration,
    pub rendering: Duration,
    pub indexing: Duration,
    /// In an anonymized site, each case's address with the names replaced in it, for the
    /// editor to check.
    pub anonymized: Vec<(String, Vec<Replacement>)>,
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

/// Builds the website of `archives` into `dir`: reads their published cases year by year,
/// writes each case's page and adds it to the search index as it is made, then the indexes,
/// statistics, the Laws and the search page, and writes only what changed since the last
/// build there.
pub fn build_site(
    archives: &[SiteArchive],
    options: &SiteOptions,
    dir: &Path,
    progress: &mut dyn FnMut(SiteProgress),
) -> Result<SiteReport, SiteError> {
    let started = Instant::now();
    let mut writer = files::SiteWriter::open(dir)?;
    let mut index = search_index::SearchIndex::new()?;
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
    let content = load::load(archives, options, &mut |case, placed, federations| {
        let clock = Instant::now();
        let page = case_page::case_page(&frame_in(case.language), case, placed, federations);
        rendering += clock.elapsed();
        writer.write(&page_path(&page), page.html.as_bytes())?;
        let clock = Instant::now();
        index.add(&page.address, page.html)?;
        indexing += clock.elapsed();
        done += 1;
        progress(SiteProgress::Reading { done });
        Ok(())
    })?;
    if content.cases.is_empty() {
        let narrowed = options.year.is_some() || !options.events.is_empty();
        return Err(SiteError::NoCases(if narrowed {
            " for the year and events asked for"
        } else {
            ""
        }));
    }

    let clock = Instant::now();
    let frame = frame_in(content.language);
    let federations = &content.federations;
    let mut pages = indexes::contents_pages(&frame, &content.cases, federations);
    pages.push(indexes::law_index_page(&frame, &content.cases, federations));
    pages.extend(indexes::topic_pages(&frame, &content.cases, federations));
    pages.push(statistics_page::statistics_page(&frame, &content.cases));
    pages.extend(library::library_pages(&frame, &content.cases, federations));
    pages.push(search_page::search_page(
        &frame,
        &content.cases,
        federations,
    ));
    rendering += clock.elapsed();

    progress(SiteProgress::Indexing);
    let clock = Instant::now();
    let index_files = index.files()?;
    indexing += clock.elapsed();
    let index_bytes = index_files
        .iter()
        .filter(|f| !f.path.ends_with(".js") && !f.path.contains("/wasm."))
        .map(|f| f.bytes.len() as u64)
        .sum();

    progress(SiteProgress::Writing);
    for page in &pages {
        writer.write(&page_path(page), page.html.as_bytes())?;
    }
    for file in index_files.iter().chain(&assets()) {
        writer.write(&file.path, &file.bytes)?;
    }
    let written = writer.finish()?;
    let years: std::collections::BTreeSet<(usize, i32)> = content
        .cases
        .iter()
        .map(|c| (c.federation, c.year))
        .collect();
    let total = started.elapsed();
    Ok(SiteReport {
        cases: content.cases.len(),
        federations: federations.len(),
        years: years.len(),
        pages: content.cases.len() + pages.len(),
        files: written,
        index_bytes,
        reading: total.saturating_sub(rendering + indexing),
        rendering,
        indexing,
        anonymized: content.replaced,
    })
}
