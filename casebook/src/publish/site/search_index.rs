//! The search's index: Pagefind's, built in-process from the case pages (each indexed in the
//! language its `<html lang>` names, stemmed in it), split into chunks so that a browser
//! fetches only the part of the index a query's words need.

use super::SiteError;
use super::files::SiteFile;
use super::page::Page;

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

/// The index of `pages`, as files under `pagefind/`.
pub fn index(pages: &[Page]) -> Result<Vec<SiteFile>, SiteError> {
    // Pagefind's interface is asynchronous; one thread drives it, its indexing fans out itself.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| SiteError::Index(e.to_string()))?;
    runtime.block_on(async {
        let mut index = pagefind::api::PagefindIndex::new(None).map_err(failed)?;
        for page in pages {
            index
                .add_html_file(None, Some(format!("/{}", page.address)), page.html.clone())
                .await
                .map_err(failed)?;
        }
        let files = index.get_files().await.map_err(failed)?;
        Ok(files
            .into_iter()
            .filter_map(|file| {
                let name = file.filename.to_string_lossy().replace('\\', "/");
                wanted(&name).then(|| SiteFile::new(format!("pagefind/{name}"), file.contents))
            })
            .collect())
    })
}
