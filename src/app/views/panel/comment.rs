//! The Comment window's state: who comments (a server's login, or on a file the member the
//! editor writes as), the cases he is asked about with their panels and comments, the case
//! chosen, read whole, and his comment as typed.

use super::{Refusal, parse_mark};
use crate::i18n::ShownError;
use casebook::case::Case;
use casebook::panel::{Panel, PanelComment, PanelMember, PanelVerdict};
use casebook::store::{CommentedCase, Location};
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// A commentator's comment as the form holds it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CommentDraft {
    pub comment: String,
    pub ruling_mark: String,
    pub decision_mark: String,
    pub verdict: Option<PanelVerdict>,
}

impl CommentDraft {
    fn from_comment(comment: Option<&PanelComment>) -> CommentDraft {
        let mark = |m: Option<u8>| m.map(|m| m.to_string()).unwrap_or_default();
        comment.map_or_else(CommentDraft::default, |c| CommentDraft {
            comment: c.comment.clone(),
            ruling_mark: mark(c.ruling_mark),
            decision_mark: mark(c.decision_mark),
            verdict: c.verdict,
        })
    }
}

/// What the last Save ended with.
#[derive(Debug, Clone)]
pub enum CommentOutcome {
    Saved(DateTime<Utc>),
    Failed(ShownError),
}

/// A case of the archive with the panel it belongs to (by index into the panels).
#[derive(Debug, Clone)]
pub(super) struct PanelledCase {
    pub(super) case: CommentedCase,
    pub(super) panel: Option<usize>,
}

/// The window's state.
#[derive(Debug, Default)]
pub struct CommentWindow {
    pub(super) open: bool,
    location: Option<Location>,
    /// A server's archive: the commentator is the login's member.
    pub(super) on_server: bool,
    /// The login on a server; empty on a file.
    pub(super) login: String,
    pub(super) panels: Vec<Panel>,
    pub(super) cases: Vec<PanelledCase>,
    /// On a file, the panel's member the editor writes as, by name.
    pub as_name: String,
    /// The case chosen, read whole for its sheet.
    pub(super) case: Option<Box<Case>>,
    pub draft: CommentDraft,
    pub(super) outcome: Option<CommentOutcome>,
    /// Why the archive could not be read.
    pub(super) failure: Option<ShownError>,
}

impl CommentWindow {
    pub fn is_open(&self) -> bool {
        self.open
    }

    pub fn close(&mut self) {
        self.open = false;
    }

    pub fn outcome(&self) -> Option<&CommentOutcome> {
        self.outcome.as_ref()
    }

    /// The case chosen, if any.
    pub fn chosen(&self) -> Option<Uuid> {
        self.case.as_ref().map(|c| c.uuid)
    }

    /// Opens the window over the archive at `location`: its panels, its decided cases each with
    /// its panel (`panel_of`, by index into `panels`), and the login (empty on a file).
    pub(crate) fn opened(
        &mut self,
        location: Location,
        login: String,
        panels: Vec<Panel>,
        cases: Vec<(CommentedCase, Option<usize>)>,
    ) {
        self.open = true;
        self.failure = None;
        self.on_server = matches!(location, Location::Server(_));
        if self.location.as_ref() != Some(&location) {
            self.case = None;
            self.draft = CommentDraft::default();
            self.outcome = None;
            self.as_name.clear();
        }
        self.location = Some(location);
        self.login = login;
        self.panels = panels;
        self.cases = cases
            .into_iter()
            .map(|(case, panel)| PanelledCase { case, panel })
            .collect();
        if !self.on_server && !self.names().contains(&self.as_name) {
            self.as_name = self.names().into_iter().next().unwrap_or_default();
        }
        // The case chosen stays chosen while it is still asked about.
        if self.chosen_case().is_none() {
            self.case = None;
        }
    }

    pub(crate) fn failed_to_read(&mut self, error: ShownError) {
        self.open = true;
        self.failure = Some(error);
    }

    /// On a file, every member of every panel, to write as.
    pub(super) fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for member in self.panels.iter().flat_map(|p| &p.members) {
            if !names.contains(&member.name) {
                names.push(member.name.clone());
            }
        }
        names
    }

    /// Who writes: the login on a server, the member chosen on a file.
    fn who(&self) -> &str {
        if self.on_server {
            &self.login
        } else {
            &self.as_name
        }
    }

    /// The commentator on `panel`.
    pub(super) fn member_of<'a>(&self, panel: &'a Panel) -> Option<&'a PanelMember> {
        let who = self.who();
        (!who.trim().is_empty())
            .then(|| panel.member(who))
            .flatten()
    }

    /// The commentator's name on any panel (for the line that says who writes).
    pub(super) fn name(&self) -> Option<&str> {
        self.panels
            .iter()
            .find_map(|p| self.member_of(p))
            .map(|m| m.name.as_str())
    }

    /// The cases the commentator is asked about, in the case list's order.
    pub(super) fn asked(&self) -> Vec<&PanelledCase> {
        self.cases
            .iter()
            .filter(|c| {
                let Some(panel) = c.panel.and_then(|n| self.panels.get(n)) else {
                    return false;
                };
                self.member_of(panel)
                    .is_some_and(|member| asks(member, panel, &c.case))
            })
            .collect()
    }

    /// The chosen case with its panel and the commentator on it, while he is asked about it.
    pub(super) fn chosen_case(&self) -> Option<(&PanelledCase, &Panel, &PanelMember)> {
        let uuid = self.chosen()?;
        let case = self.cases.iter().find(|c| c.case.uuid == uuid)?;
        let panel = self.panels.get(case.panel?)?;
        let member = self.member_of(panel)?;
        asks(member, panel, &case.case).then_some((case, panel, member))
    }

    /// Whether the commentator's own comment on `case` is written.
    pub(super) fn written(&self, case: &PanelledCase) -> bool {
        let Some(panel) = case.panel.and_then(|n| self.panels.get(n)) else {
            return false;
        };
        self.member_of(panel)
            .and_then(|m| own(&case.case.comments, m))
            .is_some_and(PanelComment::is_written)
    }

    /// Writes as another member of the panels (a file): his own cases and comments.
    pub(super) fn write_as(&mut self, name: String) {
        self.as_name = name;
        self.outcome = None;
        if self.chosen_case().is_none() {
            self.case = None;
        }
        self.fill_draft();
    }

    /// The case chosen, read whole: its sheet, and the commentator's comment in the form.
    pub(crate) fn show_case(&mut self, case: Case) {
        self.case = Some(Box::new(case));
        self.outcome = None;
        self.fill_draft();
    }

    fn fill_draft(&mut self) {
        let draft = self
            .chosen_case()
            .map(|(case, _, member)| CommentDraft::from_comment(own(&case.case.comments, member)));
        self.draft = draft.unwrap_or_default();
    }

    /// The comment to save on the chosen case, and the case. A mark that is no number is the
    /// window's to refuse; one above the scale, the store's.
    pub(crate) fn to_save(&self) -> Option<Result<(Uuid, PanelComment), Refusal>> {
        let (case, panel, member) = self.chosen_case()?;
        let comment = (|| {
            Ok(PanelComment {
                commentator: member.name.clone(),
                login: if self.on_server {
                    self.login.clone()
                } else {
                    String::new()
                },
                comment: self.draft.comment.trim_end().to_string(),
                ruling_mark: parse_mark(&self.draft.ruling_mark, panel.mark_scale)?,
                decision_mark: parse_mark(&self.draft.decision_mark, panel.mark_scale)?,
                verdict: self.draft.verdict,
                written: None,
            })
        })();
        Some(comment.map(|comment| (case.case.uuid, comment)))
    }

    /// After a save: the comment as kept takes the place of the earlier one.
    pub(crate) fn saved(&mut self, uuid: Uuid, kept: PanelComment) {
        let written = kept.written.unwrap_or_else(Utc::now);
        if let Some(case) = self.cases.iter_mut().find(|c| c.case.uuid == uuid) {
            let comments = &mut case.case.comments;
            match comments
                .iter_mut()
                .find(|c| c.commentator.trim() == kept.commentator.trim())
            {
                Some(earlier) => *earlier = kept,
                None => comments.push(kept),
            }
        }
        self.outcome = Some(CommentOutcome::Saved(written));
    }

    pub(crate) fn failed(&mut self, error: ShownError) {
        self.outcome = Some(CommentOutcome::Failed(error));
    }
}

/// The member's own comment among a case's.
pub(super) fn own<'a>(
    comments: &'a [PanelComment],
    member: &PanelMember,
) -> Option<&'a PanelComment> {
    comments
        .iter()
        .find(|c| c.commentator.trim() == member.name.trim())
}

/// Whether `member` of `panel` is asked about the listed case: the core's rule, on the list's
/// row.
fn asks(member: &PanelMember, panel: &Panel, listed: &CommentedCase) -> bool {
    member.asks_about(
        &panel.scope,
        listed.uuid,
        listed.year,
        &listed.event,
        listed.status,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::case::{CaseStatus, Hearing};
    use casebook::panel::PanelScope;

    fn listed(number: &str, year: i32, comments: Vec<PanelComment>) -> CommentedCase {
        CommentedCase {
            uuid: Uuid::new_v4(),
            case_number: number.into(),
            year: Some(year),
            event: "Кубок".into(),
            hearing: Hearing::default(),
            status: CaseStatus::Decided,
            outcome: None,
            comments,
        }
    }

    fn member(name: &str, asked: Vec<Uuid>) -> PanelMember {
        PanelMember {
            name: name.into(),
            asked,
            ..PanelMember::default()
        }
    }

    #[test]
    fn a_commentator_is_shown_the_cases_he_is_asked_about_with_his_comment() {
        let first = listed("У-01", 2026, Vec::new());
        let second = listed(
            "У-02",
            2026,
            vec![PanelComment {
                commentator: "Громов".into(),
                comment: "Верно.".into(),
                ruling_mark: Some(80),
                ..PanelComment::default()
            }],
        );
        let older = listed("У-07", 2025, Vec::new());
        let panel = Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![
                member("Громов", Vec::new()),
                member("Лебедева", vec![first.uuid]),
            ],
            ..Panel::default()
        };
        let mut window = CommentWindow::default();
        window.opened(
            Location::File("cases.sqlite".into()),
            String::new(),
            vec![panel],
            vec![(first, Some(0)), (second.clone(), Some(0)), (older, None)],
        );
        assert_eq!(window.as_name, "Громов");
        let numbers = |w: &CommentWindow| -> Vec<String> {
            w.asked()
                .iter()
                .map(|c| c.case.case_number.clone())
                .collect()
        };
        assert_eq!(numbers(&window), ["У-01", "У-02"]);
        // The case as the store reads it whole when the commentator chooses it.
        let mut whole = Case::new(casebook::bridge::BoardNumber::new(1).unwrap());
        whole.uuid = second.uuid;
        whole.identity.year = second.year;
        whole.identity.event = second.event.clone();
        whole.review.status = second.status;
        window.show_case(whole);
        assert_eq!(window.draft.comment, "Верно.");
        assert_eq!(window.draft.ruling_mark, "80");
        window.write_as("Лебедева".into());
        assert_eq!(numbers(&window), ["У-01"]);
        assert_eq!(window.chosen(), None, "У-02 is not asked of Лебедева");
    }
}
