//! A server's setup as its administrator must see it, for `casebook check`: the server's
//! version, whether the connection is encrypted and its certificate verified, whether the
//! archive is under roles with every table's row-level security on and forced, which logins
//! hold a role and which may connect with none, and what the owner may do. Read only.

use super::address::{ServerAddress, SslMode};
use postgres::Client;
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
        if self.over_network && !self.encrypted {
            out.push(
                "the connection is not encrypted: turn TLS on in the server (ssl = on) and connect with sslmode=verify-full".to_string(),
            );
        } else if self.over_network && self.certificate != CertificateCheck::ChainAndHost {
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

/// Reads the server's setup through `client`, connected as `address` says.
pub(crate) fn read(
    client: &mut Client,
    address: &ServerAddress,
) -> Result<ServerSetup, postgres::Error> {
    let row = client.query_one(
        "SELECT 'PostgreSQL ' || current_setting('server_version'),
                coalesce((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), false),
                current_user::text,
                o.rolname::text, o.rolcreaterole, o.rolsuper,
                EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_database() || '_committee'),
                inet_server_addr() IS NOT NULL
         FROM pg_database d JOIN pg_roles o ON o.oid = d.datdba
         WHERE d.datname = current_database()",
        &[],
    )?;
    let encrypted: bool = row.get(1);
    let certificate = match (encrypted, address.ssl_mode) {
        (true, SslMode::VerifyFull) => CertificateCheck::ChainAndHost,
        (true, SslMode::VerifyCa) => CertificateCheck::Chain,
        // With a root certificate, libpq's `require` checks the chain as `verify-ca` does.
        (true, SslMode::Require) if address.ssl_root_cert.is_some() => CertificateCheck::Chain,
        _ => CertificateCheck::None,
    };
    let owner: String = row.get(3);
    let mut setup = ServerSetup {
        server_version: row.get(0),
        over_network: row.get(7),
        encrypted,
        certificate,
        login: row.get(2),
        owner: owner.clone(),
        owner_may_create_roles: row.get(4),
        owner_is_superuser: row.get(5),
        under_roles: row.get(6),
        tables_without_row_security: Vec::new(),
        tables_not_forced: Vec::new(),
        logins_with_roles: Vec::new(),
        logins_without_role: Vec::new(),
    };
    for table in client.query(
        "SELECT relname::text, relrowsecurity, relforcerowsecurity FROM pg_class
         WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'
         ORDER BY relname",
        &[],
    )? {
        let name: String = table.get(0);
        if !table.get::<_, bool>(1) {
            setup.tables_without_row_security.push(name);
        } else if !table.get::<_, bool>(2) {
            setup.tables_not_forced.push(name);
        }
    }
    if setup.under_roles {
        // The grants are the archive's table; the owner reads it whatever its policies.
        let grants = client.query(
            "SELECT login::text, role::text, event::text FROM archive_grants ORDER BY login, role, event",
            &[],
        )?;
        for grant in grants {
            let login: String = grant.get(0);
            let role: String = grant.get(1);
            let event: String = grant.get(2);
            let named = if event.is_empty() {
                role
            } else {
                format!("{role} ({event})")
            };
            match setup.logins_with_roles.last_mut() {
                Some(last) if last.login == login => last.roles.push(named),
                _ => setup.logins_with_roles.push(LoginRoles {
                    login,
                    roles: vec![named],
                }),
            }
        }
        let granted: Vec<&str> = setup
            .logins_with_roles
            .iter()
            .map(|l| l.login.as_str())
            .collect();
        for login in client.query(
            "SELECT rolname::text FROM pg_roles
             WHERE rolcanlogin AND NOT rolsuper AND rolname <> $1
               AND has_database_privilege(oid, current_database(), 'CONNECT')
             ORDER BY rolname",
            &[&owner],
        )? {
            let login: String = login.get(0);
            if !granted.contains(&login.as_str()) {
                setup.logins_without_role.push(login);
            }
        }
    }
    Ok(setup)
}
