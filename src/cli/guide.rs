//! `casebook guide [--out DIR] [--pdf FILE] [--language ru|en|bg]`: the user guide's HTML pages
//! written into a folder (the packages install them so), a book as one PDF, or the pages
//! opened in the browser; the book is the one in the command line's language.

use super::progress::ProgressLine;
use super::{CliError, UsageError};
use crate::app::guide::{GuidePlace, book_language, guide_pages, guide_pictures, page_for};
use crate::i18n::{Language, arg, say};
use casebook::guide::GuidePdfStep;
use std::io::Write;
use std::path::Path;

pub fn run(
    to: Option<&Path>,
    pdf: Option<&Path>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    if let Some(dir) = to {
        write_pages(dir, language, out)?;
    }
    if let Some(file) = pdf {
        write_pdf(file, language, out)?;
    }
    if to.is_some() || pdf.is_some() {
        return Ok(());
    }
    let state = crate::diagnostics::state_dir()
        .ok_or_else(|| UsageError(language.tr("cli-guide-no-folder")))?;
    let at = GuidePlace {
        chapter: "index",
        section: "",
    };
    let unopened = |reason: String| {
        UsageError(say(
            language,
            "cli-guide-not-opened",
            [("reason", arg(reason))],
        ))
    };
    let page = guide_pages(&state)
        .and_then(|pages| page_for(&pages, &state, book_language(language), at))
        .map_err(|e| unopened(e.0))?;
    crate::app::open_folder::open_with_system(&page).map_err(|e| unopened(e.reason))?;
    let page = page.display().to_string();
    writeln!(
        out,
        "{}",
        say(language, "cli-guide-opened", [("page", arg(page))])
    )?;
    Ok(())
}

fn write_pages(dir: &Path, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    // The pictures of the source tree the program was built from, when it is there.
    let pictures = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/guide");
    let pictures = pictures.is_dir().then_some(pictures.as_path());
    let pages = casebook::guide::write_book(dir, pictures).map_err(|source| {
        super::cases::CasesFailure::Write {
            path: dir.to_path_buf(),
            source,
        }
    })?;
    let books: Vec<&str> = casebook::guide::GuideLanguage::ALL
        .iter()
        .map(|book| book.code())
        .collect();
    let key = if pictures.is_some() {
        "cli-guide-written-with-pictures"
    } else {
        "cli-guide-written"
    };
    writeln!(
        out,
        "{}",
        say(
            language,
            key,
            [
                ("folder", arg(dir.display().to_string())),
                ("pages", arg(pages)),
                ("books", arg(books.join(", "))),
            ]
        )
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
            GuidePdfStep::Pictures { done, total } => say(
                language,
                "cli-guide-pdf-pictures",
                [("done", arg(done)), ("total", arg(total))],
            ),
            GuidePdfStep::LayingOut => language.tr("cli-guide-pdf-laying-out"),
            GuidePdfStep::Exporting => language.tr("cli-guide-pdf-exporting"),
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
        "{}",
        say(
            language,
            "cli-guide-pdf-written",
            [
                ("book", arg(book.code())),
                ("file", arg(file.display().to_string())),
                ("pages", arg(made.pages)),
                ("pictures", arg(made.pictures)),
                ("kilobytes", arg(made.pdf.len().div_ceil(1024))),
            ]
        )
    )?;
    Ok(())
}
