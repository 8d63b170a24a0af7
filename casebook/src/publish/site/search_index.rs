//! The search's index: Pagefind's, built in-process from the case pages (each indexed in the
//! language its `<html lang>` names, stemmed in it), split into chunks so that a browser
//! fetches only the part of the index a query's words need. Each federation's years, joined
//! into units of some hundreds of cases, have an index of their own, which the search page
//! merges: a unit whose cases did not change keeps its index, and no more than a unit's pages
//! are held for indexing at once.

use super::SiteError;
use super::files::SiteFile;

/// Pagefind's files the search page uses; its ready-made interfaces are left out (the site's
/// search page is its own).
fn wanted(name: &str) -> bool {
    !(name.starts_with("pagefind-ui")
        || name.starts_with("pagefind-modular-ui")
        || name.starts_with("pagefind-component-ui")
        || name.starts_with("pagefind-highlight"))
}

fn failed(e: impl std::fmt::Display) -> SiteError {
    SiteError::Index(format!("{e:#}"))
}

/// The search index, fed one page at a time as the pages are made, so that no more than one
/// page's HTML is held for it.
pub struct SearchIndex {
    runtime: tokio::runtime::Runtime,
    index: pagefind::api::PagefindIndex,
}

impl SearchIndex {
    pub fn new() -> Result<SearchIndex, SiteError> {
        // Pagefind's interface is asynchronous; one thread drives it.
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .map_err(failed)?;
        let index = pagefind::api::PagefindIndex::new(None).map_err(failed)?;
        Ok(SearchIndex { runtime, index })
    }

    /// Indexes a page at `address` (from the site's root) in the language its `<html lang>`
    /// names.
    pub fn add(&mut self, address: &str, html: String) -> Result<(), SiteError> {
        self.runtime
            .block_on(
                self.index
                    .add_html_file(None, Some(format!("/{address}")), html),
            )
            .map(|_| ())
            .map_err(failed)
    }

    /// The index's files under `folder` (`pagefind/fbr/2026/`).
    pub fn files(mut self, folder: &str) -> Result<Vec<SiteFile>, SiteError> {
        let files = self
            .runtime
            .block_on(self.index.get_files())
            .map_err(failed)?;
        Ok(files
            .into_iter()
            .filter_map(|file| {
                let name = file.filename.to_string_lossy().replace('\\', "/");
                wanted(&name).then(|| SiteFile::new(format!("{folder}{name}"), file.contents))
            })
            .collect())
    }
}
