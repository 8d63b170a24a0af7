//! The casebook's panel: the editor's Panel window opened over the archive, a panel saved or
//! removed; the commentator's Comment window opened, a case chosen, a comment saved. A login
//! that is only a commentator finds the Comment window open when its archive opens.
//!
//! Each is a small read or a single write of the archive, done where it is asked for, as a
//! case is read when it is chosen in the list.

use super::misrouted;
use crate::app::command::Command;
use crate::app::database::CaseDatabase;
use crate::app::main_window::CasebookApp;
use crate::app::views::panel::PanelCase;
use crate::i18n::ShownError;
use casebook::panel::Panel;
use casebook::store::{CommentedCase, StoreError};
use std::collections::HashMap;
use uuid::Uuid;

impl CasebookApp {
    /// Carries out a command about the casebook's panel.
    pub(in crate::app) fn apply_to_panel(&mut self, command: Command) {
        match command {
            Command::ShowPanel => self.open_panel_window(),
            Command::SavePanel => self.save_panel(),
            Command::RemovePanel => self.remove_panel(),
            Command::ShowComment => self.open_comment_window(),
            Command::ChooseCommentCase(uuid) => self.choose_comment_case(uuid),
            Command::SaveComment => self.save_comment(),
            other => misrouted(other, "apply routes only the panel's commands here"),
        }
    }

    /// The Panel window's state (tests and the guide's pictures).
    pub fn panel_window(&self) -> &crate::app::views::panel::PanelWindow {
        &self.panel
    }

    pub fn panel_window_mut(&mut self) -> &mut crate::app::views::panel::PanelWindow {
        &mut self.panel
    }

    /// The Comment window's state (tests and the guide's pictures).
    pub fn comment_window(&self) -> &crate::app::views::panel::CommentWindow {
        &self.comment
    }

    pub fn comment_window_mut(&mut self) -> &mut crate::app::views::panel::CommentWindow {
        &mut self.comment
    }

    /// A login that is only a commentator works in the Comment window: it opens with the
    /// archive.
    pub(in crate::app) fn landing_commentator(mut self) -> Self {
        if self
            .database
            .as_ref()
            .is_ok_and(CaseDatabase::commentator_only)
        {
            self.open_comment_window();
        }
        self
    }

    /// Another archive is open: the panel's windows show its panels and cases, and a login
    /// that is only a commentator finds the Comment window open.
    pub(in crate::app) fn follow_panel_archive(&mut self) {
        let commentator = self
            .database
            .as_ref()
            .is_ok_and(CaseDatabase::commentator_only);
        if commentator || self.comment.is_open() {
            self.open_comment_window();
        }
        if self.panel.is_open() {
            self.open_panel_window();
        }
    }

    fn open_panel_window(&mut self) {
        let Ok(database) = &self.database else {
            return;
        };
        let read = database
            .panels()
            .and_then(|panels| Ok((panels, database.commented_cases()?)));
        match read {
            Ok((panels, cases)) => self.panel.opened(
                database.location(),
                database.may_name_panel(),
                panels,
                cases.iter().map(PanelCase::from).collect(),
            ),
            Err(error) => self.panel.failed_to_read(ShownError::new(error)),
        }
    }

    fn save_panel(&mut self) {
        let Ok(database) = &mut self.database else {
            return;
        };
        let (panel, moved) = match self.panel.to_save() {
            Ok(saving) => saving,
            Err(refusal) => return self.panel.failed(ShownError::new(refusal)),
        };
        let saved = database.save_panel(&panel).and_then(|()| {
            // Saved under another year or event, it is no longer the panel it came from.
            if let Some(old) = &moved {
                database.remove_panel(old)?;
            }
            database.panels()
        });
        match saved {
            Ok(panels) => {
                tracing::info!(
                    members = panel.members.len(),
                    "saved the panel of {}",
                    panel.scope
                );
                self.panel.saved(panels, &panel);
                if self.comment.is_open() {
                    self.open_comment_window();
                }
            }
            Err(error) => self.panel.failed(ShownError::new(error)),
        }
    }

    fn remove_panel(&mut self) {
        let Ok(database) = &mut self.database else {
            return;
        };
        let scope = match self.panel.to_remove() {
            Some(Ok(scope)) => scope,
            Some(Err(refusal)) => return self.panel.failed(ShownError::new(refusal)),
            None => return,
        };
        match database
            .remove_panel(&scope)
            .and_then(|_| database.panels())
        {
            Ok(panels) => {
                tracing::info!("removed the panel of {scope}");
                self.panel.removed(panels, scope);
                if self.comment.is_open() {
                    self.open_comment_window();
                }
            }
            Err(error) => self.panel.failed(ShownError::new(error)),
        }
    }

    fn open_comment_window(&mut self) {
        let Ok(database) = &self.database else {
            return;
        };
        match comment_cases(database) {
            Ok((login, panels, cases)) => {
                self.comment
                    .opened(database.location(), login, panels, cases)
            }
            Err(error) => self.comment.failed_to_read(ShownError::new(error)),
        }
    }

    fn choose_comment_case(&mut self, uuid: Uuid) {
        let Ok(database) = &self.database else {
            return;
        };
        match database.load_case(uuid) {
            Ok(case) => self.comment.show_case(case),
            Err(error) => self.comment.failed(ShownError::new(error)),
        }
    }

    fn save_comment(&mut self) {
        let Ok(database) = &mut self.database else {
            return;
        };
        match self.comment.to_save() {
            None => {}
            Some(Err(refusal)) => self.comment.failed(ShownError::new(refusal)),
            Some(Ok((uuid, comment))) => match database.save_panel_comment(uuid, &comment) {
                Ok(kept) => {
                    tracing::info!("saved a panel comment on case {uuid}");
                    self.comment.saved(uuid, kept);
                    // Written, he may read the others' comments: a server sends them now.
                    self.open_comment_window();
                }
                Err(error) => self.comment.failed(ShownError::new(error)),
            },
        }
    }
}

/// A case of the archive with the index of its panel among `panels`.
type PanelledCases = Vec<(CommentedCase, Option<usize>)>;

/// What the Comment window reads: the login, the panels, and the decided cases the login may
/// read, each with its panel as the store finds it (an event's before its year's).
fn comment_cases(
    database: &CaseDatabase,
) -> Result<(String, Vec<Panel>, PanelledCases), StoreError> {
    let login = database.session_login()?;
    let panels = database.panels()?;
    let mut found: HashMap<(Option<i32>, String), Option<usize>> = HashMap::new();
    let mut cases = Vec::new();
    for case in database.commented_cases()? {
        let key = (case.year, case.event.clone());
        let panel = match found.get(&key) {
            Some(panel) => *panel,
            None => {
                let panel = database
                    .panel_for(case.year, &case.event)?
                    .and_then(|of| panels.iter().position(|p| p.scope == of.scope));
                found.insert(key, panel);
                panel
            }
        };
        cases.push((case, panel));
    }
    Ok((login, panels, cases))
}
