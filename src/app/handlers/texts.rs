//! The law library's texts: the archive's texts made part of the library the window reads
//! when an archive opens, and File › Texts…: a text read, anchored where the reader knows
//! better, kept, or an added one removed.

use super::misrouted;
use crate::app::command::Command;
use crate::app::file_dialog;
use crate::app::main_window::CasebookApp;
use crate::i18n::{Described, FluentArgs, ShownError};
use casebook::laws::TextId;

impl CasebookApp {
    /// Carries out a command of the Texts window.
    pub(in crate::app) fn apply_to_texts(&mut self, command: Command) {
        let language = self.state.language;
        match command {
            Command::ShowLibraryTexts => {
                let (texts, may_keep) = match &self.database {
                    Ok(database) => (
                        database.library_texts().unwrap_or_default(),
                        database.may_keep_texts(),
                    ),
                    Err(_) => (Vec::new(), false),
                };
                self.library_texts.show_for(texts, may_keep);
            }
            Command::ChooseLibraryTextFile => self
                .dialogs
                .ask(file_dialog::DialogPurpose::LibraryText, ""),
            Command::ReadLibraryText => self.library_texts.start(language),
            Command::AnchorLibraryParagraph(index) => {
                self.library_texts.anchor_paragraph(index, language);
            }
            Command::DiscardLibraryText => {
                self.library_texts.take_review();
            }
            Command::KeepLibraryText => self.keep_library_text(),
            Command::RemoveLibraryText(id) => self.remove_library_text(TextId(id)),
            other => misrouted(other, "apply routes only the Texts window's commands here"),
        }
    }

    fn keep_library_text(&mut self) {
        let language = self.state.language;
        let replace = self.library_texts.replace;
        let Some(review) = self.library_texts.take_review() else {
            return;
        };
        let Ok(database) = &mut self.database else {
            return;
        };
        let outcome = match database.add_text(&review.read, replace) {
            Ok(id) => {
                let mut args = FluentArgs::new();
                args.set("title", review.read.info.title.clone());
                args.set("id", id.0);
                Ok(language.tr_args("texts-kept", &args))
            }
            Err(e) => Err(ShownError::from(e.describe(language))),
        };
        let kept = outcome.is_ok();
        self.library_texts.set_outcome(outcome);
        if kept {
            self.adopt_library_texts();
        }
    }

    fn remove_library_text(&mut self, id: TextId) {
        let language = self.state.language;
        let Ok(database) = &mut self.database else {
            return;
        };
        let outcome = match database.remove_text(id) {
            Ok(removed) => {
                let mut args = FluentArgs::new();
                args.set("title", removed.info.title);
                Ok(language.tr_args("texts-removed", &args))
            }
            Err(e) => Err(ShownError::from(e.describe(language))),
        };
        self.library_texts.set_outcome(outcome);
        self.adopt_library_texts();
    }

    /// Makes the open archive's texts the library's (an archive opened, a text kept or
    /// removed): the law panel shows the open unit again from the texts it has now.
    pub(in crate::app) fn adopt_library_texts(&mut self) {
        let texts = match &self.database {
            Ok(database) => database.library_texts().unwrap_or_else(|e| {
                tracing::warn!("the archive's texts could not be read: {e}");
                Vec::new()
            }),
            Err(_) => Vec::new(),
        };
        if let Err(e) = casebook::laws::use_archive_texts(&texts) {
            tracing::warn!("the archive's texts could not be indexed: {e}");
        }
        self.library_texts.set_texts(texts);
        self.law_browser.refresh();
    }

    /// The Texts window (tests).
    pub fn library_texts_window(
        &mut self,
    ) -> &mut crate::app::views::library_texts::LibraryTextsWindow {
        &mut self.library_texts
    }
}
