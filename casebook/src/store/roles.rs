//! Who may read and write what in a federation's archive: the roles, a login's grant of one,
//! and a change of a case as its history keeps it. The window, the replica and the sync ask
//! these; the server enforces them (`postgres::roles`). A database file has one user and no
//! roles.

use std::fmt;
use std::str::FromStr;

/// A role in the archive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArchiveRole {
    /// Reads and writes the cases of the events assigned; reads the decided cases of every
    /// other event (the precedents); cannot approve.
    Committee,
    /// Every event: reviews, approves, returns; imports the event's results.
    ChiefDirector,
    /// Reads the decided and approved cases of every event and publishes them; changes no case.
    Editor,
    /// Grants and revokes; everything the chief director may.
    Administrator,
    /// On a casebook's panel: reads the decided cases the panel asks it about (of the grant's
    /// year or event), writes its own comment and marks on them and nothing else.
    Commentator,
    /// Reviews a ruling: granted a case at a time, reads the cases given, writes their review
    /// (the answers, the decision, the status while under review) and nothing else — the
    /// facts and the ruling stay the Director's.
    Reviewer,
}

impl ArchiveRole {
    pub const ALL: [ArchiveRole; 6] = [
        ArchiveRole::Committee,
        ArchiveRole::ChiefDirector,
        ArchiveRole::Editor,
        ArchiveRole::Administrator,
        ArchiveRole::Commentator,
        ArchiveRole::Reviewer,
    ];

    /// The server's group role of this role in the archive `database`, which `casebook archive
    /// init` makes and a grant gives a login: `casebook_committee` in the archive `casebook`.
    /// Roles are the server's, not one database's, so each archive has its own.
    pub fn group_role(self, database: &str) -> String {
        format!("{database}_{}", self.code())
    }

    pub fn code(self) -> &'static str {
        match self {
            ArchiveRole::Committee => "committee",
            ArchiveRole::ChiefDirector => "chief_director",
            ArchiveRole::Editor => "editor",
            ArchiveRole::Administrator => "administrator",
            ArchiveRole::Commentator => "commentator",
            ArchiveRole::Reviewer => "reviewer",
        }
    }

    /// Whether the role may approve or return a case (the chief director's review): the chief
    /// director and the administrator. The window offers the review only to them; the server's
    /// policies refuse it to the others.
    pub fn may_review(self) -> bool {
        matches!(
            self,
            ArchiveRole::ChiefDirector | ArchiveRole::Administrator
        )
    }

    /// Whether the role may change cases: all but the editor, who reads and publishes, the
    /// commentator, who writes only his comment, and the reviewer of a ruling, who writes only
    /// the review of the cases given him.
    pub fn may_edit(self) -> bool {
        !matches!(
            self,
            ArchiveRole::Editor | ArchiveRole::Commentator | ArchiveRole::Reviewer
        )
    }

    /// Whether the role names and changes a casebook's panel: the chief director, the editor
    /// and the administrator.
    pub fn may_name_panel(self) -> bool {
        matches!(
            self,
            ArchiveRole::ChiefDirector | ArchiveRole::Editor | ArchiveRole::Administrator
        )
    }

    /// Whether the role adds and removes the texts of the law library: those who oversee or
    /// publish the archive, as they name its panel (the server's policies on `library_texts`).
    pub fn may_keep_texts(self) -> bool {
        self.may_name_panel()
    }
}

impl fmt::Display for ArchiveRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for ArchiveRole {
    type Err = String;

    /// `committee`, `chief_director` (or `chief-director`, `chief`), `editor`, `administrator`
    /// (or `admin`), `commentator`, `reviewer`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('-', "_").as_str() {
            "committee" | "committee_member" => Ok(ArchiveRole::Committee),
            "chief_director" | "chief" => Ok(ArchiveRole::ChiefDirector),
            "editor" => Ok(ArchiveRole::Editor),
            "administrator" | "admin" => Ok(ArchiveRole::Administrator),
            "commentator" | "panelist" => Ok(ArchiveRole::Commentator),
            "reviewer" | "review_of_ruling" => Ok(ArchiveRole::Reviewer),
            _ => Err(format!(
                "unknown role \"{s}\": expected committee, chief_director, editor, administrator, commentator or reviewer"
            )),
        }
    }
}

/// One login's role, as `archive_grants` holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleGrant {
    pub login: String,
    pub role: ArchiveRole,
    /// The event of a committee member (or of a commentator granted for one); empty for the
    /// other roles.
    pub event: String,
    /// The year of a commentator granted for one.
    pub year: Option<i32>,
    /// The case a reviewer of a ruling is granted.
    pub case: Option<uuid::Uuid>,
}

impl RoleGrant {
    /// Whether this grant lets its login delete a case of `event` at `status`: the chief
    /// director and the administrator any case, a committee member an undecided one (a draft,
    /// or heard) of its event. The rule the server enforces (`casebook_deletes`, the twelfth
    /// migration); the window asks it so as not to offer what the server would refuse.
    pub fn may_delete(&self, event: &str, status: crate::case::CaseStatus) -> bool {
        match self.role {
            ArchiveRole::ChiefDirector | ArchiveRole::Administrator => true,
            ArchiveRole::Committee => self.event == event.trim() && status.is_undecided(),
            ArchiveRole::Editor | ArchiveRole::Commentator | ArchiveRole::Reviewer => false,
        }
    }

    /// Whether this grant makes its login the reviewer of the ruling of `case`.
    pub fn reviews(&self, case: uuid::Uuid) -> bool {
        self.role == ArchiveRole::Reviewer && self.case == Some(case)
    }
}

/// A change of a case on the server: the revision and status after it, who and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseChange {
    pub revision: u64,
    /// `insert`, `update` or `delete`.
    pub action: String,
    pub status: String,
    pub login: String,
    /// RFC 3339.
    pub at: String,
    /// Whom the change names besides the login: the pollee of a poll's answer.
    pub detail: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::CaseStatus;

    /// The roles as the administrator's chapter lists them: the committee hears and decides,
    /// the chief director reviews, the editor reads and publishes, the administrator does all.
    #[test]
    fn each_role_may_do_what_the_chapter_says() {
        let may = |role: ArchiveRole| (role.may_edit(), role.may_review());
        assert_eq!(may(ArchiveRole::Committee), (true, false));
        assert_eq!(may(ArchiveRole::ChiefDirector), (true, true));
        assert_eq!(may(ArchiveRole::Editor), (false, false));
        assert_eq!(may(ArchiveRole::Administrator), (true, true));
        assert_eq!(may(ArchiveRole::Reviewer), (false, false));
        let grant = |role| RoleGrant {
            login: "ivan".into(),
            role,
            event: "Кубок России".into(),
            year: None,
            case: None,
        };
        let committee = grant(ArchiveRole::Committee);
        assert!(committee.may_delete("Кубок России", CaseStatus::Heard));
        assert!(!committee.may_delete("Кубок России", CaseStatus::Decided));
        assert!(!committee.may_delete("Чемпионат Москвы", CaseStatus::Draft));
        assert!(!grant(ArchiveRole::Editor).may_delete("Кубок России", CaseStatus::Draft));
    }

    /// The group roles are named after the archive's database, as the administrator's chapter
    /// lists them for its `casebook`.
    #[test]
    fn each_role_has_a_group_role_named_after_the_database() {
        let groups: Vec<String> = ArchiveRole::ALL
            .iter()
            .map(|role| role.group_role("casebook"))
            .collect();
        assert_eq!(
            groups,
            [
                "casebook_committee",
                "casebook_chief_director",
                "casebook_editor",
                "casebook_administrator",
                "casebook_commentator",
                "casebook_reviewer"
            ]
        );
    }
}
