//! `casebook guide [--out DIR] [--language ru|en]`: the user guide's HTML pages written into a
//! folder (the packages install them so), or opened in the browser.

use super::{CliError, UsageError};
use crate::app::guide::{GuidePlace, book_language, guide_pages, page_for};
use crate::i18n::Language;
use std::io::Write;
use std::path::Path;

pub fn run(to: Option<&Path>, language: &str, out: &mut impl Write) -> Result<(), CliError> {
    let Some(dir) = to else {
        let language = match language {
            "en" => Language::English,
            _ => Language::Russian,
        };
        let state = crate::diagnostics::state_dir().ok_or_else(|| {
            UsageError("no folder for the guide's pages (no home directory): give --out DIR".into())
        })?;
        let at = GuidePlace {
            chapter: "index",
            section: "",
        };
        let page = guide_pages(&state)
            .and_then(|pages| page_for(&pages, &state, book_language(language), at))
            .map_err(|e| UsageError(format!("the guide could not be opened: {}", e.0)))?;
        crate::app::open_folder::open_with_system(&page)
            .map_err(|e| UsageError(format!("the guide could not be opened: {}", e.reason)))?;
        writeln!(out, "opened the guide: {}", page.display())?;
        return Ok(());
    };
    // The pictures of the source tree the program was built from, when it is there.
    let pictures = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/guide");
    let pictures = pictures.is_dir().then_some(pictures.as_path());
    let pages = casebook::guide::write_book(dir, pictures).map_err(|source| {
        super::cases::CasesFailure::Write {
            path: dir.to_path_buf(),
            source,
        }
    })?;
    writeln!(
        out,
        "wrote the guide into {}: {pages} pages (en, ru){}",
        dir.display(),
        if pictures.is_some() {
            ", with their pictures"
        } else {
            ""
        }
    )?;
    Ok(())
}
