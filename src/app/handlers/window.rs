//! The window itself: quitting, the language and theme, the About window, the command palette,
//! the log folder, the hearing view, the Archive window, the guide and the archive's setting of
//! which body hears its appeals.

use super::misrouted;
use crate::app::command::Command;
use crate::app::main_window::CasebookApp;
use crate::app::{open_folder, views};
use crate::i18n::ShownError;
use egui::ViewportCommand;
use std::path::Path;

impl CasebookApp {
    /// Carries out a command about the window and its own windows.
    pub(in crate::app) fn apply_to_window(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Quit => ctx.send_viewport_cmd(ViewportCommand::Close),
            Command::SetLanguage(language) => self.state.language = language,
            Command::SetTheme(theme) => {
                self.state.theme = theme;
                self.sync_theme(ctx);
            }
            Command::ShowAbout => self.about_open = true,
            Command::ShowCommandPalette => self.palette.open(),
            Command::OpenLogFolder => {
                let folder = crate::diagnostics::log::log_dir()
                    .map(Path::to_path_buf)
                    .or_else(|| self.state_dir.clone());
                let opened = match &folder {
                    Some(folder) => open_folder::open_folder(folder),
                    None => Err(open_folder::FolderNotOpened {
                        folder: None,
                        reason: String::new(),
                    }),
                };
                self.notice = opened.err().map(ShownError::new);
            }
            Command::ToggleHearingView => {
                self.hearing.open = !self.hearing.open;
                ctx.send_viewport_cmd(ViewportCommand::Fullscreen(self.hearing.open));
            }
            Command::ShowArchive => self.archive.open = true,
            Command::ShowGuide => self.show_guide(),
            Command::ShowHearingBodies => {
                let (current, may_change) = match &self.database {
                    Ok(database) => (
                        database.hearing_bodies().clone(),
                        database.may_keep_settings(),
                    ),
                    Err(_) => (Default::default(), false),
                };
                self.hearing_bodies.open_on(&current, may_change);
            }
            Command::SaveHearingBodies => {
                let mut bodies = self.hearing_bodies.draft.clone();
                // A rule without words names no event: it is left out, not kept empty.
                bodies.events.retain(|rule| !rule.event.trim().is_empty());
                for rule in &mut bodies.events {
                    rule.event = rule.event.trim().to_string();
                }
                let saved = match &mut self.database {
                    Ok(database) => database
                        .set_hearing_bodies(&bodies)
                        .map_err(ShownError::new),
                    Err(error) => Err(error.clone()),
                };
                if saved.is_ok() {
                    self.hearing_bodies.draft = bodies;
                }
                self.hearing_bodies.saved = Some(saved);
            }
            Command::SaveGuidePdf => self.ask_guide_pdf(),
            other => misrouted(other, "apply routes only the window's commands here"),
        }
    }

    pub fn palette_open(&self) -> bool {
        self.palette.is_open()
    }

    pub fn about_open(&self) -> bool {
        self.about_open
    }

    /// The hearing view's state (open, the step shown, the tally).
    pub fn hearing_view(&self) -> &views::hearing_view::HearingView {
        &self.hearing
    }

    /// The Archive window's state.
    pub fn archive_window(&self) -> &views::precedents::archive::ArchiveWindow {
        &self.archive
    }

    /// The Archive window's state, to close it (the guide's pictures).
    pub fn archive_window_mut(&mut self) -> &mut views::precedents::archive::ArchiveWindow {
        &mut self.archive
    }
}
