//! A server's setup as its administrator must see it, for `casebook check`: the server's
//! version, whether the connection is encrypted and its certificate verified, whether the
//! archive is under roles with every table's row-level security on and forced, which logins
//! hold a role and which may connect with none, and what the owner may do. Read only.

use serde::Serialize;

/// How far the server's certificate was checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CertificateCheck {
    /// Not encrypted, or any certificate trusted (`sslmode=require` without a root).
    None,
    /// Its chain to a trusted root (`verify-ca`).
    Chain,
    /// Its chain and the host name (`verify-full`).
    ChainAndHost,
}

/// A login and the roles it holds in the archive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LoginRoles {
    pub login: String,
    /// `committee (Кубок России — пары)`, `chief_director` …
    pub roles: Vec<String>,
}

/// What `casebook check` reports of a server beside the archive's integrity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ServerSetup {
    /// `PostgreSQL 15.18`.
    pub server_version: String,
    /// Reached over the network (not the server's local socket).
    pub over_network: bool,
    /// Reached over the server's own loopback interface (127.0.0.1, ::1, localhost): the
    /// connection does not leave the server's machine, so encryption protects nothing on it.
    pub loopback: bool,
    pub encrypted: bool,
    pub certificate: CertificateCheck,
    /// The login the check connected as.
    pub login: String,
    /// The archive's owner, and whether it may make roles (or is a superuser).
    pub owner: String,
    pub owner_may_create_roles: bool,
    pub owner_is_superuser: bool,
    /// Whether `casebook archive init` has put the archive under roles.
    pub under_roles: bool,
    /// Tables whose row-level security is off: a finding once the archive is under roles.
    pub tables_without_row_security: Vec<String>,
    /// Tables whose row-level security is on but not forced: the owner passes it. Reported, not
    /// a finding: the policies' functions run as the owner, and would call themselves were the
    /// owner held to them; the owner's login is the administrator's, never a committee's.
    pub tables_not_forced: Vec<String>,
    pub logins_with_roles: Vec<LoginRoles>,
    /// Logins that may connect to the archive's database and hold no role in it (neither the
    /// owner nor a superuser). Reported, not a finding: the policies show them nothing, and the
    /// window tells them they have no access.
    pub logins_without_role: Vec<String>,
}

impl ServerSetup {
    /// What is not as the administrator's chapter sets it up, one line each, with the remedy.
    pub fn findings(&self) -> Vec<String> {
        let mut out = Vec::new();
        // Encryption and the certificate protect a connection that leaves the machine: a
        // local socket or the loopback interface has nobody between the two ends.
        let exposed = self.over_network && !self.loopback;
        if exposed && !self.encrypted {
            out.push(
                "the connection is not encrypted: turn TLS on in the server (ssl = on) and connect with sslmode=verify-full".to_string(),
            );
        } else if exposed && self.certificate != CertificateCheck::ChainAndHost {
            out.push(
                "the server's certificate is not verified: connect with sslmode=verify-full and sslrootcert=the federation's root certificate (or system)".to_string(),
            );
        }
        if !self.under_roles {
            out.push(
                "the archive is not under roles: every login the server lets in may read and change every case (the owner runs casebook archive init)".to_string(),
            );
        } else {
            for table in &self.tables_without_row_security {
                out.push(format!(
                    "table {table}: row-level security is off (casebook archive init turns it on)"
                ));
            }
        }
        if !self.owner_may_create_roles && !self.owner_is_superuser && !self.under_roles {
            out.push(format!(
                "the owner {} may not create roles, which casebook archive init needs: ALTER ROLE \"{}\" CREATEROLE (the server's superuser)",
                self.owner, self.owner
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An archive as the administrator's chapter sets it up, reached as `over_network` and
    /// `loopback` say, unencrypted.
    fn unencrypted(over_network: bool, loopback: bool) -> ServerSetup {
        ServerSetup {
            server_version: "PostgreSQL 15.18".into(),
            over_network,
            loopback,
            encrypted: false,
            certificate: CertificateCheck::None,
            login: "federation".into(),
            owner: "federation".into(),
            owner_may_create_roles: true,
            owner_is_superuser: false,
            under_roles: true,
            tables_without_row_security: Vec::new(),
            tables_not_forced: Vec::new(),
            logins_with_roles: Vec::new(),
            logins_without_role: Vec::new(),
        }
    }

    #[test]
    fn encryption_is_asked_of_a_connection_that_leaves_the_servers_machine_only() {
        let remote = unencrypted(true, false).findings();
        assert_eq!(remote.len(), 1, "{remote:?}");
        assert!(remote[0].contains("not encrypted"), "{remote:?}");
        assert!(unencrypted(true, true).findings().is_empty());
        assert!(unencrypted(false, false).findings().is_empty());
        let mut unverified = unencrypted(true, false);
        unverified.encrypted = true;
        assert!(unverified.findings()[0].contains("not verified"));
        unverified.loopback = true;
        assert!(unverified.findings().is_empty());
    }
}
