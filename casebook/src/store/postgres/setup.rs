//! Reading a server's setup (see [`crate::store::postgres::setup_report`]) through a connection.

use crate::store::postgres::address::{ServerAddress, SslMode};
use crate::store::postgres::setup_report::{CertificateCheck, LoginRoles, ServerSetup};
use postgres::Client;

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
                inet_server_addr() IS NOT NULL,
                coalesce(inet_server_addr() << inet '127.0.0.0/8'
                         OR inet_server_addr() = inet '::1'
                         OR host(inet_server_addr()) LIKE '::ffff:127.%', false)
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
        loopback: row.get(8),
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
