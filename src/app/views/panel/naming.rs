//! The Panel window's state: the panels the archive holds, its decided cases, and the draft of
//! the panel being named — kept as typed until it is saved, also when the store refuses it.

use super::Refusal;
use crate::i18n::ShownError;
use casebook::panel::{DEFAULT_MARK_SCALE, Panel, PanelMember, PanelScope};
use casebook::store::{CommentedCase, Location};
use uuid::Uuid;

/// A decided case a panel may ask about: its number, year and event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelCase {
    pub uuid: Uuid,
    pub number: String,
    pub year: Option<i32>,
    pub event: String,
}

impl From<&CommentedCase> for PanelCase {
    fn from(case: &CommentedCase) -> PanelCase {
        PanelCase {
            uuid: case.uuid,
            number: case.case_number.clone(),
            year: case.year,
            event: case.event.clone(),
        }
    }
}

/// One commentator as the form holds him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberDraft {
    pub name: String,
    /// His login on a server; left as it was on a file.
    pub login: String,
    pub about: String,
    /// Asked about every decided case of the panel; else about `asked`.
    pub every: bool,
    pub asked: Vec<Uuid>,
}

impl Default for MemberDraft {
    fn default() -> MemberDraft {
        MemberDraft {
            name: String::new(),
            login: String::new(),
            about: String::new(),
            every: true,
            asked: Vec::new(),
        }
    }
}

impl MemberDraft {
    fn from_member(member: &PanelMember) -> MemberDraft {
        MemberDraft {
            name: member.name.clone(),
            login: member.login.clone(),
            about: member.about.clone(),
            every: member.asked.is_empty(),
            asked: member.asked.clone(),
        }
    }

    /// The member to keep. No case chosen would ask about every case: refused instead.
    fn to_member(&self) -> Result<PanelMember, Refusal> {
        if !self.every && self.asked.is_empty() {
            return Err(Refusal::NoCaseChosen(self.name.trim().to_string()));
        }
        Ok(PanelMember {
            name: self.name.trim().to_string(),
            login: self.login.trim().to_string(),
            about: self.about.trim().to_string(),
            asked: if self.every {
                Vec::new()
            } else {
                self.asked.clone()
            },
        })
    }
}

/// The panel as the form holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelDraft {
    pub year: String,
    pub event: String,
    pub members: Vec<MemberDraft>,
    pub hide_others: bool,
    pub scale: String,
    pub closing_remarks: String,
}

impl Default for PanelDraft {
    fn default() -> PanelDraft {
        PanelDraft::from_panel(&Panel::default())
    }
}

impl PanelDraft {
    pub fn from_panel(panel: &Panel) -> PanelDraft {
        PanelDraft {
            year: panel.scope.year.map(|y| y.to_string()).unwrap_or_default(),
            event: panel.scope.event.clone(),
            members: panel.members.iter().map(MemberDraft::from_member).collect(),
            hide_others: panel.hide_others_until_written,
            scale: panel.mark_scale.to_string(),
            closing_remarks: panel.closing_remarks.clone(),
        }
    }

    /// The year and event typed.
    pub fn scope(&self) -> Result<PanelScope, Refusal> {
        let year = match self.year.trim() {
            "" => None,
            year => Some(
                year.parse::<i32>()
                    .ok()
                    .filter(|y| (1900..=9999).contains(y))
                    .ok_or(Refusal::BadYear)?,
            ),
        };
        Ok(PanelScope {
            year,
            event: self.event.trim().to_string(),
        })
    }

    /// The panel to keep; what the store checks besides (names, logins, a scale of 0, a
    /// panel of no year and no event) it words itself.
    pub fn to_panel(&self) -> Result<Panel, Refusal> {
        let mark_scale = self
            .scale
            .trim()
            .parse::<u8>()
            .map_err(|_| Refusal::BadScale)?;
        Ok(Panel {
            scope: self.scope()?,
            members: self
                .members
                .iter()
                .map(MemberDraft::to_member)
                .collect::<Result<_, _>>()?,
            hide_others_until_written: self.hide_others,
            mark_scale,
            closing_remarks: self.closing_remarks.trim_end().to_string(),
        })
    }
}

/// What the last Save or Remove ended with.
#[derive(Debug, Clone)]
pub enum PanelOutcome {
    Saved { scope: PanelScope, members: usize },
    Removed(PanelScope),
    Failed(ShownError),
}

/// The window's state, kept while it is closed: a draft not yet saved is there when the window
/// opens again on the same archive.
#[derive(Debug, Default)]
pub struct PanelWindow {
    pub(super) open: bool,
    /// The archive the draft belongs to.
    location: Option<Location>,
    /// Whether the login may name the panel (a server's roles say; a file always may).
    pub(super) allowed: bool,
    /// A server's archive: each commentator has a login.
    pub(super) on_server: bool,
    /// The panels as stored.
    pub(super) panels: Vec<Panel>,
    /// The decided cases, in the case list's order.
    pub(super) cases: Vec<PanelCase>,
    /// The stored panel the draft was taken from; `None` for a new one.
    pub(super) editing: Option<PanelScope>,
    pub draft: PanelDraft,
    pub(super) outcome: Option<PanelOutcome>,
    /// Whether the window asks before removing the panel.
    pub(super) asking_remove: bool,
    /// Why the archive could not be read: shown instead of the form.
    pub(super) failure: Option<ShownError>,
}

impl PanelWindow {
    pub fn is_open(&self) -> bool {
        self.open
    }

    pub fn close(&mut self) {
        self.open = false;
    }

    pub fn outcome(&self) -> Option<&PanelOutcome> {
        self.outcome.as_ref()
    }

    /// The stored panel being changed, if the draft came from one.
    pub fn editing(&self) -> Option<&PanelScope> {
        self.editing.as_ref()
    }

    /// Opens the window over what the archive at `location` holds. On another archive than
    /// the last, or with nothing begun, the latest panel is taken, or a new one for the latest
    /// year of the decided cases.
    pub(crate) fn opened(
        &mut self,
        location: Location,
        allowed: bool,
        panels: Vec<Panel>,
        cases: Vec<PanelCase>,
    ) {
        self.open = true;
        self.failure = None;
        self.allowed = allowed;
        self.on_server = matches!(location, Location::Server(_));
        self.panels = panels;
        self.cases = cases;
        self.asking_remove = false;
        let same_archive = self.location.as_ref() == Some(&location);
        self.location = Some(location);
        let draft_kept = same_archive
            && self
                .editing
                .as_ref()
                .is_none_or(|scope| self.panels.iter().any(|p| &p.scope == scope));
        if !draft_kept {
            self.outcome = None;
            match self.panels.last().map(|p| p.scope.clone()) {
                Some(scope) => self.choose(Some(&scope)),
                None => self.choose(None),
            }
        }
    }

    /// Takes the stored panel of `scope` into the form, or a new one for the latest year of
    /// the decided cases.
    pub(super) fn choose(&mut self, scope: Option<&PanelScope>) {
        self.asking_remove = false;
        match scope.and_then(|scope| self.panels.iter().find(|p| &p.scope == scope)) {
            Some(panel) => {
                self.draft = PanelDraft::from_panel(panel);
                self.editing = Some(panel.scope.clone());
            }
            None => {
                let year = self.cases.iter().filter_map(|c| c.year).max();
                self.draft = PanelDraft::from_panel(&Panel {
                    scope: PanelScope {
                        year,
                        event: String::new(),
                    },
                    mark_scale: DEFAULT_MARK_SCALE,
                    ..Panel::default()
                });
                self.editing = None;
            }
        }
    }

    /// The panel to save, and the stored one it replaces under another year or event. A
    /// panel of a year and event that another stored panel has is refused: that panel is
    /// chosen above to be changed, never written over unseen.
    pub(crate) fn to_save(&self) -> Result<(Panel, Option<PanelScope>), Refusal> {
        if !self.allowed {
            return Err(Refusal::NotAllowed);
        }
        let panel = self.draft.to_panel()?;
        let taken = self
            .panels
            .iter()
            .any(|p| p.scope == panel.scope && self.editing.as_ref() != Some(&p.scope));
        if taken {
            return Err(Refusal::ScopeTaken(panel.scope));
        }
        let moved = self.editing.clone().filter(|old| *old != panel.scope);
        Ok((panel, moved))
    }

    /// After a save: the panels as stored now, the one saved in the form.
    pub(crate) fn saved(&mut self, panels: Vec<Panel>, saved: &Panel) {
        self.panels = panels;
        self.editing = Some(saved.scope.clone());
        self.draft = PanelDraft::from_panel(saved);
        self.outcome = Some(PanelOutcome::Saved {
            scope: saved.scope.clone(),
            members: saved.members.len(),
        });
    }

    /// After a removal: the panels left, the latest of them (or a new one) in the form.
    pub(crate) fn removed(&mut self, panels: Vec<Panel>, scope: PanelScope) {
        self.panels = panels;
        let latest = self.panels.last().map(|p| p.scope.clone());
        self.choose(latest.as_ref());
        self.outcome = Some(PanelOutcome::Removed(scope));
    }

    /// The stored panel to remove: the one in the form.
    pub(crate) fn to_remove(&self) -> Option<Result<PanelScope, Refusal>> {
        if !self.allowed {
            return Some(Err(Refusal::NotAllowed));
        }
        self.editing.clone().map(Ok)
    }

    pub(crate) fn failed_to_read(&mut self, error: ShownError) {
        self.open = true;
        self.failure = Some(error);
    }

    pub(crate) fn failed(&mut self, error: ShownError) {
        self.asking_remove = false;
        self.outcome = Some(PanelOutcome::Failed(error));
    }

    /// The decided cases the draft's year and event cover, for choosing what to ask about.
    pub(super) fn cases_of_draft(&self) -> Vec<&PanelCase> {
        let scope = self.draft.scope().unwrap_or_default();
        if scope.year.is_none() && scope.event.is_empty() {
            return Vec::new();
        }
        self.cases
            .iter()
            .filter(|c| scope.covers(c.year, &c.event))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel_of(year: i32) -> Panel {
        Panel {
            scope: PanelScope {
                year: Some(year),
                event: String::new(),
            },
            members: vec![PanelMember {
                name: "Громов".into(),
                ..PanelMember::default()
            }],
            ..Panel::default()
        }
    }

    fn window(panels: Vec<Panel>) -> PanelWindow {
        let mut window = PanelWindow::default();
        window.opened(
            Location::File("cases.sqlite".into()),
            true,
            panels,
            Vec::new(),
        );
        window
    }

    #[test]
    fn the_draft_reads_back_as_the_panel_it_came_from() {
        let mut panel = panel_of(2026);
        panel.members[0].asked = vec![Uuid::nil()];
        panel.closing_remarks = "Спасибо.".into();
        assert_eq!(PanelDraft::from_panel(&panel).to_panel(), Ok(panel));
    }

    #[test]
    fn a_commentator_asked_about_chosen_cases_needs_one() {
        let mut draft = PanelDraft::from_panel(&panel_of(2026));
        draft.members[0].every = false;
        assert_eq!(
            draft.to_panel(),
            Err(Refusal::NoCaseChosen("Громов".into()))
        );
        draft.scale = "0.5".into();
        assert_eq!(draft.to_panel(), Err(Refusal::BadScale));
        draft.scale = "10".into();
        draft.year = "26".into();
        assert_eq!(draft.to_panel(), Err(Refusal::BadYear));
    }

    #[test]
    fn another_stored_panel_is_never_written_over() {
        let mut window = window(vec![panel_of(2025), panel_of(2026)]);
        assert_eq!(window.editing(), Some(&panel_of(2026).scope));
        window.draft.year = "2025".into();
        assert_eq!(
            window.to_save(),
            Err(Refusal::ScopeTaken(panel_of(2025).scope))
        );
        // Moved to a year of its own, it replaces the panel it came from.
        window.draft.year = "2027".into();
        let (panel, moved) = window.to_save().expect("saved");
        assert_eq!(panel.scope.year, Some(2027));
        assert_eq!(moved, Some(panel_of(2026).scope));
    }

    #[test]
    fn a_login_that_may_not_name_the_panel_saves_nothing() {
        let mut window = window(vec![panel_of(2026)]);
        window.allowed = false;
        assert_eq!(window.to_save(), Err(Refusal::NotAllowed));
    }
}
