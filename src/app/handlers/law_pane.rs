//! The law panel: shown or hidden beside the case, and the law it shows.

use super::misrouted;
use crate::app::command::Command;
use crate::app::law_browser::LawBrowser;
use crate::app::main_window::CasebookApp;

impl CasebookApp {
    /// Carries out a command about the law panel.
    pub(in crate::app) fn apply_to_law_pane(&mut self, command: Command) {
        match command {
            Command::ToggleLawPane => {
                self.case_editor.side_panes.law_pane = Some(!self.law_pane_docked);
            }
            Command::OpenLaw(_) if !self.law_pane_docked => {
                // A law asked for is shown, wherever the panel was.
                self.case_editor.side_panes.law_pane = Some(true);
                self.law_browser.apply(command);
            }
            Command::ShowStepLaw(link) => self.law_browser.apply(Command::OpenLaw(link)),
            Command::OpenLaw(_)
            | Command::LawBack
            | Command::LawForward
            | Command::SearchLaws
            | Command::BrowseLaws(_) => self.law_browser.apply(command),
            other => misrouted(other, "apply routes only the law panel's commands here"),
        }
    }

    /// The law panel's state: the unit open, its history, the search.
    pub fn law_browser(&self) -> &LawBrowser {
        &self.law_browser
    }
}
