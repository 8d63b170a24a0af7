//! `casebook guide [--out DIR] [--pdf FILE] [--language ru|en|bg]`: the user guide's HTML pages
//! written into a folder (the packages install them so), a book as one PDF, or the pages
//! opened in the browser.

use super::progress::ProgressLine;
use super::{CliError, UsageError};
use crate::app::guide::{GuidePlace, book_language, guide_pages, guide_pictures, page_for};
use crate::i18n::Language;
use casebook::guide::GuidePdfStep;
use std::io::Write;
use std::path::Path;

pub fn run(
    to: Option<&Path>,
    pdf: Option<&Path>,
    language: &str,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let language = Language::from_locale(language).unwrap_or(Language::Russian);
    if let Some(dir) = to {
        write_pages(dir, out)?;
    }
    if let Some(file) = pdf {
        write_pdf(file, language, out)?;
    }
    if to.is_some() || pdf.is_some() {
        return Ok(());
    }
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
    Ok(())
}

fn write_pages(dir: &Path, out: &mut impl Write) -> Result<(), CliError> {
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

fn write_pdf(file: &Path, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    let book = book_language(language);
    let unwritable = |source| super::cases::CasesFailure::Write {
        path: file.to_path_buf(),
        source,
    };
    // A file that cannot be written is said before the book is typeset.
    let mut target = std::fs::File::create(file).map_err(unwritable)?;
    let pictures = guide_pictures();
    let mut line = ProgressLine::new();
    let made = casebook::guide::guide_pdf(book, pictures.as_deref(), &mut |step| {
        line.show(match step {
            GuidePdfStep::Pictures { done, total } => format!("pictures {done}/{total}"),
            GuidePdfStep::LayingOut => "laying out the pages…".to_string(),
            GuidePdfStep::Exporting => "writing the PDF…".to_string(),
        })
    });
    line.clear();
    let made = match made {
        Ok(made) => made,
        Err(error) => {
            drop(target);
            let _ = std::fs::remove_file(file);
            return Err(error.into());
        }
    };
    target.write_all(&made.pdf).map_err(unwritable)?;
    writeln!(
        out,
        "wrote the guide ({}) to {}: {} pages, {} pictures, {} KB",
        book.code(),
        file.display(),
        made.pages,
        made.pictures,
        made.pdf.len().div_ceil(1024)
    )?;
    Ok(())
}
