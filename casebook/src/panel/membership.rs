//! Who is on a panel and what each is asked: the editor names a year's (or an event's)
//! commentators, a line about each, and the cases each comments on — every decided case of
//! the panel's by default.

use super::comment::PanelComment;
use crate::case::{Case, CaseStatus};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The casebook's scale for marks when the editor names no other: 0–100, as the NABC
/// casebooks print the panel's average.
pub const DEFAULT_MARK_SCALE: u8 = 100;

/// The cases a panel comments on: a year's, an event's, or one event of one year.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PanelScope {
    pub year: Option<i32>,
    /// The event as the cases name it; empty for every event of the year.
    pub event: String,
}

impl PanelScope {
    /// Whether a case of `year` and `event` is the panel's.
    pub fn covers(&self, year: Option<i32>, event: &str) -> bool {
        self.year.is_none_or(|y| year == Some(y))
            && (self.event.trim().is_empty() || self.event.trim() == event.trim())
    }
}

impl std::fmt::Display for PanelScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.year, self.event.trim()) {
            (Some(year), "") => write!(f, "{year}"),
            (Some(year), event) => write!(f, "{event} {year}"),
            (None, event) => f.write_str(event),
        }
    }
}

/// One commentator on a panel.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PanelMember {
    /// As the casebook prints it.
    pub name: String,
    /// The login the commentator writes under on a server; empty on a file.
    pub login: String,
    /// The line about the commentator in the casebook's front matter.
    pub about: String,
    /// The cases asked about; none named asks about every decided case of the panel.
    pub asked: Vec<Uuid>,
}

impl PanelMember {
    /// Whether the member is asked about `case`: a decided (or approved, or published) case of
    /// the panel, named among those asked when the editor named any.
    pub fn is_asked(&self, scope: &PanelScope, case: &Case) -> bool {
        !case.training
            && self.asks_about(
                scope,
                case.uuid,
                case.identity.year,
                &case.identity.event,
                case.status(),
            )
    }

    /// [`PanelMember::is_asked`] for a case known by its UUID, year, event and status (a list's
    /// row rather than the whole case; a training case is never listed for a panel).
    pub fn asks_about(
        &self,
        scope: &PanelScope,
        uuid: Uuid,
        year: Option<i32>,
        event: &str,
        status: CaseStatus,
    ) -> bool {
        is_decided(status)
            && scope.covers(year, event)
            && (self.asked.is_empty() || self.asked.contains(&uuid))
    }
}

/// Whether a case at `status` may be commented on: never a draft, nor a case still being
/// heard, whose deliberation is the committee's.
pub fn is_decided(status: CaseStatus) -> bool {
    matches!(
        status,
        CaseStatus::Decided | CaseStatus::Reviewed | CaseStatus::Published
    )
}

/// Why a panel cannot be kept as the editor named it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PanelProblem {
    NoScope,
    ZeroScale,
    Unnamed,
    SameName(String),
    SameLogin(String),
}

impl std::fmt::Display for PanelProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PanelProblem::NoScope => f.write_str("the panel names neither a year nor an event"),
            PanelProblem::ZeroScale => f.write_str("the scale of marks must go above 0"),
            PanelProblem::Unnamed => f.write_str("a commentator has no name"),
            PanelProblem::SameName(name) => write!(f, "two commentators are named \"{name}\""),
            PanelProblem::SameLogin(login) => write!(f, "two commentators write as \"{login}\""),
        }
    }
}

/// A casebook's panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Panel {
    pub scope: PanelScope,
    pub members: Vec<PanelMember>,
    /// Each commentator sees the others' comments on a case only once he has written his own.
    pub hide_others_until_written: bool,
    /// The highest mark (the lowest is 0).
    pub mark_scale: u8,
    /// The editor's closing remarks (Markdown), printed after the cases.
    pub closing_remarks: String,
}

impl Default for Panel {
    fn default() -> Panel {
        Panel {
            scope: PanelScope::default(),
            members: Vec::new(),
            hide_others_until_written: true,
            mark_scale: DEFAULT_MARK_SCALE,
            closing_remarks: String::new(),
        }
    }
}

impl Panel {
    /// The member writing under `login` (a server), or named `name` (a file).
    pub fn member(&self, login_or_name: &str) -> Option<&PanelMember> {
        let key = login_or_name.trim();
        self.members
            .iter()
            .find(|m| !m.login.is_empty() && m.login == key)
            .or_else(|| self.members.iter().find(|m| m.name.trim() == key))
    }

    /// The cases of `cases` the member is asked about, in the order given.
    pub fn asked_of<'a>(&self, member: &PanelMember, cases: &'a [Case]) -> Vec<&'a Case> {
        cases
            .iter()
            .filter(|c| member.is_asked(&self.scope, c))
            .collect()
    }

    /// The comments on `case` that `member` may read: all of them, unless the panel hides the
    /// others' until he has written his own — then his own alone.
    pub fn visible_comments<'a>(
        &self,
        member: &PanelMember,
        comments: &'a [PanelComment],
    ) -> Vec<&'a PanelComment> {
        let own = |c: &PanelComment| c.commentator.trim() == member.name.trim();
        let written = comments.iter().any(|c| own(c) && c.is_written());
        comments
            .iter()
            .filter(|c| own(c) || written || !self.hide_others_until_written)
            .collect()
    }

    /// What is wrong with the panel as the editor named it, if anything: a member without a
    /// name, two under one name or one login, a scale of 0.
    pub fn problems(&self) -> Vec<PanelProblem> {
        let mut problems = Vec::new();
        if self.scope.year.is_none() && self.scope.event.trim().is_empty() {
            problems.push(PanelProblem::NoScope);
        }
        if self.mark_scale == 0 {
            problems.push(PanelProblem::ZeroScale);
        }
        let mut names = std::collections::BTreeSet::new();
        let mut logins = std::collections::BTreeSet::new();
        for member in &self.members {
            let name = member.name.trim();
            if name.is_empty() {
                problems.push(PanelProblem::Unnamed);
            } else if !names.insert(name) {
                problems.push(PanelProblem::SameName(name.to_string()));
            }
            let login = member.login.trim();
            if !login.is_empty() && !logins.insert(login) {
                problems.push(PanelProblem::SameLogin(login.to_string()));
            }
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::BoardNumber;

    fn case(year: i32, event: &str, status: CaseStatus) -> Case {
        let mut case = Case::new(BoardNumber::new(1).unwrap());
        case.identity.year = Some(year);
        case.identity.event = event.into();
        case.review.status = status;
        case
    }

    #[test]
    fn a_member_is_asked_about_decided_cases_of_the_panel_only() {
        let scope = PanelScope {
            year: Some(2026),
            event: String::new(),
        };
        let member = PanelMember {
            name: "Громов".into(),
            ..PanelMember::default()
        };
        assert!(member.is_asked(&scope, &case(2026, "Кубок", CaseStatus::Decided)));
        assert!(member.is_asked(&scope, &case(2026, "Кубок", CaseStatus::Published)));
        assert!(!member.is_asked(&scope, &case(2026, "Кубок", CaseStatus::Heard)));
        assert!(!member.is_asked(&scope, &case(2026, "Кубок", CaseStatus::Draft)));
        assert!(!member.is_asked(&scope, &case(2025, "Кубок", CaseStatus::Decided)));
        let named = case(2026, "Кубок", CaseStatus::Decided);
        let chosen = PanelMember {
            asked: vec![named.uuid],
            ..member.clone()
        };
        assert!(chosen.is_asked(&scope, &named));
        assert!(!chosen.is_asked(&scope, &case(2026, "Кубок", CaseStatus::Decided)));
        let event = PanelScope {
            year: Some(2026),
            event: "Кубок".into(),
        };
        assert!(!member.is_asked(&event, &case(2026, "Лига", CaseStatus::Decided)));
    }

    #[test]
    fn the_others_comments_stay_hidden_until_the_member_has_written() {
        let member = PanelMember {
            name: "Wolff".into(),
            ..PanelMember::default()
        };
        let other = PanelComment {
            commentator: "Gerard".into(),
            comment: "A good ruling.".into(),
            ..PanelComment::default()
        };
        let mut own = PanelComment {
            commentator: "Wolff".into(),
            ..PanelComment::default()
        };
        let mut panel = Panel::default();
        assert!(panel.hide_others_until_written);
        let comments = vec![other.clone(), own.clone()];
        assert_eq!(panel.visible_comments(&member, &comments), vec![&own]);
        own.decision_mark = Some(70);
        let comments = vec![other.clone(), own.clone()];
        assert_eq!(panel.visible_comments(&member, &comments).len(), 2);
        panel.hide_others_until_written = false;
        assert_eq!(
            panel.visible_comments(&member, std::slice::from_ref(&other)),
            vec![&other]
        );
    }

    #[test]
    fn a_panel_with_two_members_of_one_name_is_refused() {
        let member = |name: &str, login: &str| PanelMember {
            name: name.into(),
            login: login.into(),
            ..PanelMember::default()
        };
        let panel = Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![member("Wolff", "wolff"), member("Wolff", "bobby")],
            ..Panel::default()
        };
        assert_eq!(
            panel.problems(),
            vec![PanelProblem::SameName("Wolff".into())]
        );
        assert_eq!(
            panel.member("bobby").map(|m| m.login.as_str()),
            Some("bobby")
        );
        assert_eq!(Panel::default().problems(), vec![PanelProblem::NoScope]);
    }
}
