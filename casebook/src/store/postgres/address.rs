//! Where a PostgreSQL archive is and how to log in to it, read as libpq reads it: a
//! `postgres://` or `postgresql://` URL, what it leaves out taken from the environment
//! (`PGHOST`, `PGPORT`, `PGDATABASE`, `PGUSER`, `PGPASSWORD`, `PGSSLMODE`, `PGSSLROOTCERT`,
//! `PGCONNECT_TIMEOUT`, `PGAPPNAME`) and then libpq's defaults; a password not given is looked
//! up in the password file (`PGPASSFILE`, else `~/.pgpass`, on Windows
//! `%APPDATA%\postgresql\pgpass.conf`). The password is never displayed.

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// How long connecting may take before it is given up: a server that is down or a host that
/// does not answer is said in one line, never a hang.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Why an address does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("a server's address starts with postgres:// or postgresql://")]
    Scheme,
    #[error("\"{0}\" is not a port number")]
    Port(String),
    #[error(
        "sslmode \"{0}\" is not one of disable, allow, prefer, require, verify-ca, verify-full"
    )]
    SslMode(String),
    #[error("the address has an unknown option \"{0}\"")]
    UnknownOption(String),
    #[error("connect_timeout \"{0}\" is not a number of seconds")]
    Timeout(String),
    #[error("\"{0}\": an IPv6 address is not closed with ]")]
    UnclosedIpv6(String),
    #[error("\"{0}\" is not a host and port")]
    HostAndPort(String),
    #[error("\"{0}\" has a broken %-escape")]
    Escape(String),
    #[error("\"{0}\" is not UTF-8 once unescaped")]
    NotUtf8(String),
    #[error("the address names no user, and neither does PGUSER")]
    NoUser,
}

/// libpq's `sslmode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SslMode {
    Disable,
    Allow,
    Prefer,
    Require,
    VerifyCa,
    VerifyFull,
}

impl SslMode {
    fn parse(text: &str) -> Result<SslMode, AddressError> {
        Ok(match text {
            "disable" => SslMode::Disable,
            "allow" => SslMode::Allow,
            "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            other => return Err(AddressError::SslMode(other.to_string())),
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Allow => "allow",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }
}

/// A PostgreSQL archive's address and login.
#[derive(Clone, PartialEq, Eq)]
pub struct ServerAddress {
    /// A host name, an IP address, or the folder of a Unix-domain socket (starts with `/`).
    pub host: String,
    pub port: u16,
    pub database: String,
    pub user: String,
    pub password: Option<String>,
    pub ssl_mode: SslMode,
    /// A file of trusted certificates, or `system` for the operating system's.
    pub ssl_root_cert: Option<String>,
    pub connect_timeout: Duration,
}

impl fmt::Debug for ServerAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the password.
        write!(f, "ServerAddress({self})")
    }
}

impl fmt::Display for ServerAddress {
    /// `postgres://user@host:port/database`, without the password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let host = if self.host.starts_with('/') {
            percent_encode(&self.host)
        } else if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        write!(
            f,
            "postgres://{}@{host}:{}/{}",
            percent_encode(&self.user),
            self.port,
            percent_encode(&self.database)
        )
    }
}

/// What a connection string is read with: the environment and the user's files. Tests give
/// their own.
pub struct Environment {
    pub variables: HashMap<String, String>,
    /// The password file, when there is one to read.
    pub password_file: Option<PathBuf>,
    /// Whether a Unix-domain socket folder exists (libpq's default host).
    pub socket_folder: Option<String>,
    /// The operating system's user name (libpq's default user).
    pub os_user: Option<String>,
}

impl Environment {
    /// This process's environment.
    pub fn of_process() -> Environment {
        let variables: HashMap<String, String> = std::env::vars().collect();
        let password_file = variables
            .get("PGPASSFILE")
            .map(PathBuf::from)
            .or_else(default_password_file);
        let socket_folder = if cfg!(unix) {
            ["/var/run/postgresql", "/tmp"]
                .into_iter()
                .find(|dir| std::path::Path::new(dir).join(".s.PGSQL.5432").exists())
                .map(str::to_string)
        } else {
            None
        };
        let os_user = ["USER", "USERNAME", "LOGNAME"]
            .iter()
            .find_map(|name| variables.get(*name).cloned());
        Environment {
            variables,
            password_file,
            socket_folder,
            os_user,
        }
    }

    fn var(&self, name: &str) -> Option<&str> {
        self.variables
            .get(name)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }
}

fn default_password_file() -> Option<PathBuf> {
    if cfg!(windows) {
        std::env::var_os("APPDATA").map(|dir| PathBuf::from(dir).join("postgresql/pgpass.conf"))
    } else {
        std::env::home_dir().map(|home| home.join(".pgpass"))
    }
}

/// An address as written, its password (if any) left out: `postgres://editor:…@host/db`.
pub fn without_password(address: &str) -> String {
    let Some((scheme, rest)) = address.split_once("://") else {
        return address.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((login, host)) => match login.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:…@{host}{path}"),
            None => address.to_string(),
        },
        None => address.to_string(),
    }
}

/// Whether `text` names a PostgreSQL archive rather than a database file.
pub fn is_server_url(text: &str) -> bool {
    text.starts_with("postgres://") || text.starts_with("postgresql://")
}

impl ServerAddress {
    /// Reads a `postgres://` URL with this process's environment.
    pub fn parse(url: &str) -> Result<ServerAddress, AddressError> {
        Self::parse_with(url, &Environment::of_process())
    }

    /// Reads a `postgres://` URL, filling what it leaves out from `env`.
    pub fn parse_with(url: &str, env: &Environment) -> Result<ServerAddress, AddressError> {
        let rest = url
            .strip_prefix("postgresql://")
            .or_else(|| url.strip_prefix("postgres://"))
            .ok_or(AddressError::Scheme)?;
        let (rest, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let (login, hostport) = match authority.rsplit_once('@') {
            Some((login, hostport)) => (Some(login), hostport),
            None => (None, authority),
        };
        let mut user = None;
        let mut password = None;
        if let Some(login) = login {
            let (u, p) = login
                .split_once(':')
                .map_or((login, None), |(u, p)| (u, Some(p)));
            user = Some(percent_decode(u)?).filter(|u| !u.is_empty());
            password = p.map(percent_decode).transpose()?;
        }
        let (host, port) = split_host_port(hostport)?;
        let mut host = host.map(|h| percent_decode(&h)).transpose()?;
        let mut port = port;
        let mut database = Some(percent_decode(path)?).filter(|d| !d.is_empty());
        let mut ssl_mode = None;
        let mut ssl_root_cert = None;
        let mut connect_timeout = None;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = percent_decode(value)?;
            match key {
                "sslmode" => ssl_mode = Some(SslMode::parse(&value)?),
                "sslrootcert" => ssl_root_cert = Some(value),
                "connect_timeout" => connect_timeout = Some(seconds(&value)?),
                "host" => host = Some(value),
                "port" => port = Some(port_number(&value)?),
                "user" => user = Some(value),
                "password" => password = Some(value),
                "dbname" => database = Some(value),
                // Options libpq knows that change nothing Casebook relies on.
                "application_name"
                | "options"
                | "target_session_attrs"
                | "sslcompression"
                | "keepalives"
                | "keepalives_idle"
                | "keepalives_interval"
                | "keepalives_count"
                | "gssencmode"
                | "channel_binding" => {}
                other => return Err(AddressError::UnknownOption(other.to_string())),
            }
        }
        let host = host
            .or_else(|| env.var("PGHOST").map(str::to_string))
            .or_else(|| env.socket_folder.clone())
            .unwrap_or_else(|| "localhost".to_string());
        let port = match port {
            Some(port) => port,
            None => env
                .var("PGPORT")
                .map(port_number)
                .transpose()?
                .unwrap_or(5432),
        };
        let user = user
            .or_else(|| env.var("PGUSER").map(str::to_string))
            .or_else(|| env.os_user.clone())
            .ok_or(AddressError::NoUser)?;
        let database = database
            .or_else(|| env.var("PGDATABASE").map(str::to_string))
            .unwrap_or_else(|| user.clone());
        let ssl_mode = match ssl_mode {
            Some(mode) => mode,
            None => env
                .var("PGSSLMODE")
                .map(SslMode::parse)
                .transpose()?
                .unwrap_or(SslMode::Prefer),
        };
        let ssl_root_cert = ssl_root_cert.or_else(|| env.var("PGSSLROOTCERT").map(str::to_string));
        let connect_timeout = match connect_timeout {
            Some(t) => t,
            None => env
                .var("PGCONNECT_TIMEOUT")
                .map(seconds)
                .transpose()?
                .unwrap_or(DEFAULT_CONNECT_TIMEOUT),
        };
        let mut address = ServerAddress {
            host,
            port,
            database,
            user,
            password: password.or_else(|| env.var("PGPASSWORD").map(str::to_string)),
            ssl_mode,
            ssl_root_cert,
            connect_timeout,
        };
        if address.password.is_none()
            && let Some(file) = &env.password_file
        {
            address.password = password_from_file(file, &address);
        }
        Ok(address)
    }

    /// The archive's name for a title bar: its database and host.
    pub fn name(&self) -> String {
        if self.host.starts_with('/') {
            self.database.clone()
        } else {
            format!("{} @ {}", self.database, self.host)
        }
    }
}

fn seconds(text: &str) -> Result<Duration, AddressError> {
    text.trim()
        .parse::<u64>()
        .map(|s| Duration::from_secs(s.max(2)))
        .map_err(|_| AddressError::Timeout(text.to_string()))
}

fn port_number(text: &str) -> Result<u16, AddressError> {
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|p| *p > 0)
        .ok_or_else(|| AddressError::Port(text.to_string()))
}

/// `host`, `host:port`, `[v6]`, `[v6]:port`, `:port` or nothing.
fn split_host_port(text: &str) -> Result<(Option<String>, Option<u16>), AddressError> {
    if text.is_empty() {
        return Ok((None, None));
    }
    if let Some(rest) = text.strip_prefix('[') {
        let (host, after) = rest
            .split_once(']')
            .ok_or_else(|| AddressError::UnclosedIpv6(text.to_string()))?;
        let port = match after.strip_prefix(':') {
            Some(p) => Some(port_number(p)?),
            None if after.is_empty() => None,
            None => return Err(AddressError::HostAndPort(text.to_string())),
        };
        return Ok((Some(host.to_string()), port));
    }
    match text.rsplit_once(':') {
        Some((host, port)) => Ok((
            Some(host.to_string()).filter(|h| !h.is_empty()),
            Some(port_number(port)?),
        )),
        None => Ok((Some(text.to_string()), None)),
    }
}

fn percent_decode(text: &str) -> Result<String, AddressError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| AddressError::Escape(text.to_string()))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| AddressError::NotUtf8(text.to_string()))
}

fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The password the password file gives for `address`, as libpq looks it up: the first line
/// whose host, port, database and user match (`*` matches anything; a socket is `localhost`).
/// A file others may read is ignored on Unix, as libpq ignores it.
fn password_from_file(file: &std::path::Path, address: &ServerAddress) -> Option<String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(file).ok()?.permissions().mode();
        if mode & 0o077 != 0 {
            return None;
        }
    }
    let text = std::fs::read_to_string(file).ok()?;
    let host = if address.host.starts_with('/') {
        "localhost"
    } else {
        address.host.as_str()
    };
    let port = address.port.to_string();
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields = password_fields(line);
        let [h, p, d, u, password] = fields.as_slice() else {
            continue;
        };
        let fits = |field: &str, value: &str| field == "*" || field == value;
        if fits(h, host) && fits(p, &port) && fits(d, &address.database) && fits(u, &address.user) {
            return Some(password.clone());
        }
    }
    None
}

/// A password file line's five fields, `\:` and `\\` unescaped.
fn password_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let (Some(next), Some(field)) = (chars.next(), fields.last_mut()) {
                    field.push(next);
                }
            }
            ':' if fields.len() < 5 => fields.push(String::new()),
            _ => {
                if let Some(f) = fields.last_mut() {
                    f.push(c);
                }
            }
        }
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(variables: &[(&str, &str)]) -> Environment {
        Environment {
            variables: variables
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            password_file: None,
            socket_folder: None,
            os_user: Some("судья".to_string()),
        }
    }

    #[test]
    fn a_url_gives_every_part_and_the_password_is_never_shown() {
        let address = ServerAddress::parse_with(
            "postgres://committee:s%40cret@archive.example.org:5433/casebook?sslmode=verify-full&connect_timeout=3",
            &env(&[]),
        )
        .unwrap();
        assert_eq!(address.host, "archive.example.org");
        assert_eq!(address.port, 5433);
        assert_eq!(address.database, "casebook");
        assert_eq!(address.user, "committee");
        assert_eq!(address.password.as_deref(), Some("s@cret"));
        assert_eq!(address.ssl_mode, SslMode::VerifyFull);
        assert_eq!(address.connect_timeout, Duration::from_secs(3));
        let shown = format!("{address} {address:?}");
        assert!(!shown.contains("cret"), "{shown}");
        assert_eq!(
            address.to_string(),
            "postgres://committee@archive.example.org:5433/casebook"
        );
        assert_eq!(address.name(), "casebook @ archive.example.org");
    }

    #[test]
    fn what_the_url_leaves_out_comes_from_the_environment_then_the_defaults() {
        let address = ServerAddress::parse_with(
            "postgresql:///",
            &env(&[
                ("PGHOST", "10.0.0.7"),
                ("PGPORT", "6543"),
                ("PGDATABASE", "federation"),
                ("PGUSER", "editor"),
                ("PGPASSWORD", "p"),
                ("PGSSLMODE", "require"),
            ]),
        )
        .unwrap();
        assert_eq!(
            (
                address.host.as_str(),
                address.port,
                address.database.as_str(),
                address.user.as_str()
            ),
            ("10.0.0.7", 6543, "federation", "editor")
        );
        assert_eq!(address.password.as_deref(), Some("p"));
        assert_eq!(address.ssl_mode, SslMode::Require);
        let bare = ServerAddress::parse_with("postgres://", &env(&[])).unwrap();
        assert_eq!(
            (
                bare.host.as_str(),
                bare.port,
                bare.database.as_str(),
                bare.user.as_str()
            ),
            ("localhost", 5432, "судья", "судья")
        );
        assert_eq!(bare.ssl_mode, SslMode::Prefer);
        assert_eq!(bare.connect_timeout, DEFAULT_CONNECT_TIMEOUT);
        let v6 = ServerAddress::parse_with("postgres://u@[::1]:7/db", &env(&[])).unwrap();
        assert_eq!((v6.host.as_str(), v6.port), ("::1", 7));
        assert_eq!(v6.to_string(), "postgres://u@[::1]:7/db");
        let socket =
            ServerAddress::parse_with("postgres://u@%2Fvar%2Frun%2Fpostgresql/db", &env(&[]))
                .unwrap();
        assert_eq!(socket.host, "/var/run/postgresql");
    }

    #[test]
    fn addresses_that_do_not_parse_say_why() {
        for (url, words) in [
            ("mysql://x/y", "starts with postgres://"),
            ("postgres://h:99999/db", "not a port number"),
            ("postgres://h/db?sslmode=sometimes", "sslmode"),
            ("postgres://h/db?colour=red", "unknown option \"colour\""),
            ("postgres://h/d%zzb", "broken %-escape"),
            ("postgres://[::1/db", "not closed"),
        ] {
            let error = ServerAddress::parse_with(url, &env(&[]))
                .unwrap_err()
                .to_string();
            assert!(error.contains(words), "{url}: {error}");
        }
    }

    #[test]
    fn an_address_shown_in_a_message_leaves_its_password_out() {
        assert_eq!(
            without_password("postgres://editor:s3cret@host:5432/db?sslmode=require"),
            "postgres://editor:…@host:5432/db?sslmode=require"
        );
        assert_eq!(without_password("postgres://host/db"), "postgres://host/db");
    }

    #[test]
    fn the_password_file_is_read_as_libpq_reads_it() {
        let dir = std::env::temp_dir().join(format!("casebook-pgpass-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("pgpass");
        std::fs::write(
            &file,
            "# comment\r\nother:5432:*:*:wrong\r\narchive.example.org:*:case\\:book:editor:right\\\\one\r\n*:*:*:*:fallback\r\n",
        )
        .unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        let mut environment = env(&[]);
        environment.password_file = Some(file.clone());
        let address = ServerAddress::parse_with(
            "postgres://editor@archive.example.org/case%3Abook",
            &environment,
        )
        .unwrap();
        assert_eq!(address.password.as_deref(), Some("right\\one"));
        let other = ServerAddress::parse_with("postgres://x@elsewhere/db", &environment).unwrap();
        assert_eq!(other.password.as_deref(), Some("fallback"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
            let ignored =
                ServerAddress::parse_with("postgres://x@elsewhere/db", &environment).unwrap();
            assert_eq!(ignored.password, None, "a file others can read is ignored");
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
