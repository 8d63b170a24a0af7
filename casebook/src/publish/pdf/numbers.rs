//! The page numbers of the parts laid out before they knew where they start: typst sets them
//! on blank pages of the casebook's setup, a run of pages at a time as the parts reach them
//! (one layout for many parts, not one for each), and each page takes the marks of its blank.

use super::tags::without_tags;
use super::{Volume, lay_out};
use crate::publish::run::PublishError;
use typst_layout::Page;

/// Blank numbered pages laid out at once: parts of about thirty pages share one layout.
const PAGES_PER_RUN: usize = 240;

/// The casebook's numbered blank pages, the run that holds the pages being numbered.
pub(super) struct NumberedBlanks<'a> {
    volume: &'a Volume,
    /// The page number of `blanks[0]`.
    first: usize,
    blanks: Vec<Page>,
}

impl<'a> NumberedBlanks<'a> {
    pub(super) fn new(volume: &'a Volume) -> Self {
        NumberedBlanks {
            volume,
            first: 0,
            blanks: Vec::new(),
        }
    }

    /// Numbers `pages`, the first of them being page `first` of the casebook. Parts are
    /// numbered in the order of their pages, so each run is laid out once.
    pub(super) fn number(&mut self, pages: &mut [Page], first: usize) -> Result<(), PublishError> {
        for (at, page) in pages.iter_mut().enumerate() {
            let blank = self.blank(first + at)?;
            page.frame.push_multiple(blank.frame.items().cloned());
            page.numbering = blank.numbering.clone();
            page.supplement = blank.supplement.clone();
            page.number = blank.number;
        }
        Ok(())
    }

    /// The blank page numbered `number`.
    fn blank(&mut self, number: usize) -> Result<&Page, PublishError> {
        if number < self.first || number >= self.first + self.blanks.len() {
            let run = lay_out(self.volume.page_numbers_source(number, PAGES_PER_RUN))?;
            if run.pages().len() != PAGES_PER_RUN {
                return Err(PublishError::Typeset(format!(
                    "{} page numbers were set for {PAGES_PER_RUN} pages",
                    run.pages().len()
                )));
            }
            self.blanks = run
                .pages()
                .iter()
                .map(|blank| {
                    // The blank pages' own elements belong to another document.
                    let mut blank = blank.clone();
                    without_tags(&mut blank.frame);
                    blank
                })
                .collect();
            self.first = number;
        }
        Ok(&self.blanks[number - self.first])
    }
}
