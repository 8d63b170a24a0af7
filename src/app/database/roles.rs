//! What the login may do in a server's archive under roles; the window offers only that (the
//! server enforces it).

use super::CaseDatabase;

impl CaseDatabase {
    /// The login's roles (see the field).
    pub fn roles(&self) -> Option<&[casebook::store::RoleGrant]> {
        self.roles.as_deref()
    }

    /// Whether the login may approve or return a case: anyone where there are no roles, else
    /// the chief director and the administrator (the server enforces it; the window does not
    /// offer what would be refused).
    pub fn may_review(&self) -> bool {
        self.roles
            .as_ref()
            .is_none_or(|roles| roles.iter().any(|g| g.role.may_review()))
    }

    /// Whether the login may change cases: anyone where there are no roles, else a login
    /// holding a role that may (see `ArchiveRole::may_edit`).
    pub fn may_edit(&self) -> bool {
        self.roles
            .as_ref()
            .is_none_or(|roles| roles.iter().any(|g| g.role.may_edit()))
    }

    /// Whether the login may change the archive's settings (which body hears its appeals, the
    /// casebook's title): anyone where there are no roles, else those who oversee or publish the
    /// archive (the server's policy on its settings).
    pub fn may_keep_settings(&self) -> bool {
        self.may_name_panel()
    }

    /// The cases whose ruling the login reviews (none where there are no roles).
    pub fn reviewed_cases(&self) -> Vec<uuid::Uuid> {
        self.roles
            .iter()
            .flatten()
            .filter(|g| g.role == casebook::store::ArchiveRole::Reviewer)
            .filter_map(|g| g.case)
            .collect()
    }

    /// Whether the login may name the casebook's panel: anyone where there are no roles, else
    /// the chief director, the editor and the administrator (see `ArchiveRole::may_name_panel`).
    pub fn may_name_panel(&self) -> bool {
        self.roles
            .as_ref()
            .is_none_or(|roles| roles.iter().any(|g| g.role.may_name_panel()))
    }

    /// Whether the login is only a commentator on a panel: the window opens where he writes.
    pub fn commentator_only(&self) -> bool {
        self.roles.as_ref().is_some_and(|roles| {
            !roles.is_empty()
                && roles
                    .iter()
                    .all(|g| g.role == casebook::store::ArchiveRole::Commentator)
        })
    }

    /// Whether the login may delete `case`: anyone where there are no roles; under roles the
    /// chief director and the administrator any case, a committee member an undecided case of
    /// its events (the server enforces it; the window does not offer what it would refuse).
    pub fn may_delete(&self, case: &casebook::case::Case) -> bool {
        self.roles.as_ref().is_none_or(|roles| {
            roles
                .iter()
                .any(|grant| grant.may_delete(&case.identity.event, case.review.status))
        })
    }

    /// The login that signs a review, where the archive has roles: the server records it with
    /// every change, so the note says the same name.
    pub fn signing_login(&self) -> Option<&str> {
        self.roles
            .as_ref()
            .and_then(|roles| roles.first())
            .map(|g| g.login.as_str())
    }
}
