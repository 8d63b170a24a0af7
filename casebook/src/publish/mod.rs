//! The annual casebook: the year's reviewed cases as HTML, Markdown or PDF, with title page,
//! contents, the committee members and commentators, statistics with a chart, and indexes of
//! subjects and laws cited, as published casebooks are laid out (the guide's `casebook.md`).
//!
//! - [`Casebook::assemble`] picks the cases ([`PublishOptions`]): reviewed ones of the year,
//!   by event and subject, in case-number order (`У-2` before `У-10`), anonymized on request.
//! - One walk of the casebook (`sections`: front matter, the cases and their sections,
//!   statistics, indexes) is written by each format: [`render_html`] (one self-contained
//!   file, everything the user wrote escaped; the website's case pages too), [`render_markdown`],
//!   [`render_pdf`] (typst, in-process, with the embedded DejaVu Sans).
//! - [`publish_or_cancel`] does it all against a store, for the command line and the window
//!   alike: loads, renders each format asked for, writes every file, and only then marks each
//!   case published, once, with a note of the edition ([`EditionRecord`]); [`publish`] is its
//!   one file.
//!
//! **Republishing.** A published case is not published again: a second `publish` of the same
//! year finds no new cases and says so. To print the casebook again (in another format, or
//! after a lost file), ask for a reprint ([`PublishOptions::reprint`]), which takes the year's
//! published cases too, keeps their status, and adds a note of the edition only to cases
//! published for the first time.
//!
//! [`layout`] holds what the application's deal and auction widgets share with the casebook.

mod anchors;
mod anonymize;
mod chart;
mod edition;
pub mod fonts;
mod html;
mod index;
mod labels;
pub mod layout;
mod markdown_book;
mod model;
mod pdf;
mod run;
mod sections;
pub mod site;
pub(crate) mod statistics;
mod user_markdown;
mod wording;

pub use anchors::{
    CLOSING_REMARKS_ANCHOR, COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, CONTENTS_ANCHOR,
    FOREWORD_ANCHOR, LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
};
pub use anonymize::{Anonymized, Replacement, anonymize, anonymous_name};
pub use edition::{EDITION_NOTE_AUTHOR, EditionRecord, editions_of, latest_edition};
pub use html::{render_html, title};
pub use index::{IndexEntry, LawKey, law_index, subject_index};
pub use labels::{CasebookLanguage, Labels};
pub use markdown_book::render_markdown;
pub use model::{
    CaseTraveller, Casebook, CasebookCase, CommitteeEntry, FrontMatter, PublishOptions,
    compare_case_numbers, is_selected,
};
pub use pdf::volume::{TypesetCasebook, lay_out_casebook, typeset_casebook};
pub use pdf::{render_pdf, typeset, typst_markup};
pub use run::{
    Output, Progress, PublishError, PublishReport, Unmarked, WrittenFile, load_casebook, publish,
    publish_or_cancel,
};
pub use statistics::Statistics;
pub use user_markdown::{is_safe_link, sanitized_markdown};
// The user guide's PDF is typeset as the casebook is, from Markdown as a user's text is.
pub(crate) use pdf::{export as export_pdf, lay_out_with_files};
pub(crate) use user_markdown::{TypstRules, push_typst_with};
pub use wording::poll_tally;

use std::fmt;
use std::str::FromStr;

/// The formats a casebook is published in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Html,
    Markdown,
    Pdf,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Html, Format::Markdown, Format::Pdf];

    /// The name on the command line and in edition notes.
    pub fn code(self) -> &'static str {
        match self {
            Format::Html => "html",
            Format::Markdown => "md",
            Format::Pdf => "pdf",
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        self.code()
    }

    /// The format a file's extension names (`.html` or `.htm`, `.md` or `.markdown`, `.pdf`,
    /// in any case), if any.
    pub fn of_file(path: &std::path::Path) -> Option<Format> {
        path.extension()?.to_str()?.parse().ok()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "html" | "htm" => Ok(Format::Html),
            "md" | "markdown" => Ok(Format::Markdown),
            "pdf" => Ok(Format::Pdf),
            _ => Err(format!(
                "unknown casebook format \"{s}\": expected html, md or pdf"
            )),
        }
    }
}

/// The casebook in `format`, as the bytes of the file; `progress` is told after each case.
pub fn render(
    casebook: &Casebook,
    format: Format,
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u8>, PublishError> {
    render_or_cancel(
        casebook,
        format,
        &mut cases_done(progress),
        &std::sync::atomic::AtomicBool::new(false),
    )
}

/// Tells `progress` the cases rendered, and nothing of the stages after them.
pub(crate) fn cases_done(progress: &mut dyn FnMut(usize)) -> impl FnMut(Progress) + '_ {
    move |step| {
        if let Progress::Rendering { done, .. } = step {
            progress(done);
        }
    }
}

/// [`render`], telling `progress` the cases rendered and, for a PDF, the stages after its last
/// part; stopped when `cancel` is set: the PDF between its parts and its stages (HTML and
/// Markdown take a fraction of a second even for a thousand cases).
pub(crate) fn render_or_cancel(
    casebook: &Casebook,
    format: Format,
    progress: &mut dyn FnMut(Progress),
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<Vec<u8>, PublishError> {
    let total = casebook.cases.len();
    let mut cases = |done| progress(Progress::rendering(done, total));
    match format {
        Format::Html => Ok(render_html(casebook, &mut cases).into_bytes()),
        Format::Markdown => Ok(render_markdown(casebook, &mut cases).into_bytes()),
        Format::Pdf => {
            let volume = pdf::markup(casebook, &mut |_| {});
            pdf::volume::typeset_volume(&volume, progress, cancel).map(|typeset| typeset.pdf)
        }
    }
}
