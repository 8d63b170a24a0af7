//! The guide opened from the window (Help › Guide, F1) at the chapter and section of the screen
//! in use.

use crate::app::guide::{
    Browser, GuideNotOpened, GuidePlace, book_language, guide_pages, page_for, place, place_of_tab,
};
use crate::app::main_window::CasebookApp;
use std::path::PathBuf;

impl CasebookApp {
    /// Where the guide speaks of what the window shows now: the open window over the main
    /// one, else the open case's tab, else the case list or the welcome.
    pub fn guide_place(&self) -> GuidePlace {
        if self.hearing.open {
            return place("hearing-room", "hearing-view");
        }
        if self.publish.is_open() {
            return place("casebook", "publish");
        }
        if self.comment.is_open() {
            return place("casebook", "comment");
        }
        if self.panel.is_open() {
            return place("casebook", "panel");
        }
        if self.deletion.asking.is_some() {
            return place("window", "delete-case");
        }
        if self.open_archive.open {
            return place("archive", "open-archive");
        }
        if self.results_import.open {
            return place("results", "import-results");
        }
        if self.archive.open {
            return place("analysis", "archive-window");
        }
        if self.open_case().is_some() {
            return place_of_tab(self.case_editor.tab);
        }
        match &self.database {
            Ok(database) if database.case_count() == 0 => place("window", "first-start"),
            Ok(database) if database.is_training() => place("window", "training-cases"),
            _ => place("window", "case-list"),
        }
    }

    /// Opens the guide at the place of the screen in use, in the interface's language.
    pub(super) fn show_guide(&mut self) {
        let Some(state_dir) = self
            .state_dir
            .clone()
            .or_else(crate::diagnostics::state_dir)
        else {
            self.notice = Some(crate::i18n::ShownError::new(GuideNotOpened(
                "no folder to write the guide's pages to (no home directory)".into(),
            )));
            return;
        };
        let at = self.guide_place();
        let language = book_language(self.state.language);
        let opened = guide_pages(&state_dir)
            .and_then(|pages| page_for(&pages, &state_dir, language, at))
            .and_then(|page| self.browser.show(&page));
        match opened {
            Ok(()) => tracing::info!("opened the guide at {}#{}", at.chapter, at.section),
            Err(e) => self.notice = Some(crate::i18n::ShownError::new(e)),
        }
    }

    /// Help › User guide as PDF…: asks where to write the book in the interface's language.
    pub(super) fn ask_guide_pdf(&mut self) {
        let language = book_language(self.state.language);
        self.dialogs.ask(
            crate::app::file_dialog::DialogPurpose::GuidePdf,
            &format!("casebook-guide-{}.pdf", language.code()),
        );
    }

    /// Makes the book in the interface's language into `path`, off the interface thread; the
    /// User guide as PDF window shows how far it is and how it ended.
    pub fn write_guide_pdf(&mut self, path: PathBuf) {
        let language = book_language(self.state.language);
        self.guide_pdf
            .start(language, crate::app::guide::guide_pictures(), path, None);
    }

    /// The User guide as PDF window (tests wait on it).
    pub fn guide_pdf_window(&self) -> &crate::app::views::guide_pdf::GuidePdfWindow {
        &self.guide_pdf
    }

    /// Shows guide pages in a list rather than the browser (tests read it).
    pub fn record_browser(&mut self) {
        self.browser = Browser::Recording(Vec::new());
    }

    /// The pages shown, when they are recorded.
    pub fn pages_shown(&self) -> &[PathBuf] {
        match &self.browser {
            Browser::Recording(pages) => pages,
            Browser::System => &[],
        }
    }
}
