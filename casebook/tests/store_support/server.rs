//! A throwaway PostgreSQL server for the tests: `initdb` into a temporary folder, `postgres`
//! on a free port of 127.0.0.1 (as an unprivileged user when the tests run as root, which
//! PostgreSQL refuses to be), stopped and removed when the test process ends — a watchdog
//! shell waits for the process and stops the server however the process ended.
//!
//! Without PostgreSQL installed the tests that need it say why and pass, except under CI
//! (`CI=true`), where a missing server fails them: nothing that needs it may be skipped there.
#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The login the tests use; its password, for the servers' password authentication.
pub const USER: &str = "casebook";
pub const PASSWORD: &str = "committee-secret";

pub struct Server {
    pub dir: PathBuf,
    pub port: u16,
    bin: PathBuf,
    run_as: Option<String>,
    /// `-c name=value` settings beyond the tests' own (TLS's certificate and key).
    settings: Vec<String>,
}

/// The folder of PostgreSQL's server programs: Debian's newest, else the PATH's.
fn server_programs() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|bin| bin.join("initdb").exists() && bin.join("postgres").exists())
        .collect();
    versions.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    if let Some(bin) = versions.pop() {
        return Some(bin);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .find(|dir| dir.join("initdb").exists() && dir.join("postgres").exists())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// The user to run the server as when the tests run as root.
fn unprivileged_user() -> Option<String> {
    ["postgres", "nobody"]
        .into_iter()
        .find(|user| {
            Command::new("id")
                .arg(user)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
        .map(str::to_string)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}

impl Server {
    /// Starts a new server, or says why there can be none here.
    pub fn start() -> Result<Server, String> {
        Self::start_with(false)
    }

    /// Starts a new server that takes encrypted connections (`ssl = on`) with a certificate
    /// for 127.0.0.1 issued by a root of its own, the federation's authority:
    /// [`Server::root_certificate`] is what clients give as `sslrootcert`. Needs the `openssl`
    /// program.
    pub fn start_with_tls() -> Result<Server, String> {
        Self::start_with(true)
    }

    /// A program of the server's installation (`pg_dump`, `pg_restore`, `psql`), run as the
    /// tests' superuser against this server: `PGHOST`, `PGPORT`, `PGUSER` and `PGPASSWORD` set.
    pub fn program(&self, name: &str) -> Command {
        let mut command = Command::new(self.bin.join(name));
        command
            .env("PGHOST", "127.0.0.1")
            .env("PGPORT", self.port.to_string())
            .env("PGUSER", USER)
            .env("PGPASSWORD", PASSWORD);
        command
    }

    /// The root certificate a server started with TLS was issued by.
    pub fn root_certificate(&self) -> PathBuf {
        self.dir.join("root.crt")
    }

    fn start_with(tls: bool) -> Result<Server, String> {
        let bin = server_programs().ok_or_else(|| {
            "PostgreSQL's server programs (initdb, postgres) are not installed (Debian: apt-get install postgresql)".to_string()
        })?;
        let run_as =
            if is_root() {
                Some(unprivileged_user().ok_or(
                    "running as root, and there is no unprivileged user to run PostgreSQL as",
                )?)
            } else {
                None
            };
        let dir = std::env::temp_dir().join(format!("casebook-pg-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let mut server = Server {
            dir,
            port: free_port(),
            bin,
            run_as,
            settings: Vec::new(),
        };
        server.own(&server.dir)?;
        let password_file = server.dir.join("password");
        std::fs::write(&password_file, PASSWORD).map_err(|e| e.to_string())?;
        server.own(&password_file)?;
        let data = server.dir.join("data");
        let initdb = server.bin.join("initdb");
        let out = server
            .command(&initdb)
            .arg("-D")
            .arg(&data)
            .args(["-U", USER, "-E", "UTF8", "--locale=C", "--auth-local=trust"])
            .args(["--auth-host=scram-sha-256", "--pwfile"])
            .arg(&password_file)
            .output()
            .map_err(|e| format!("initdb: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "initdb failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        if tls {
            server.issue_certificate()?;
        }
        server.run()?;
        Ok(server)
    }

    /// A root certificate of the server's own, and the server's certificate for 127.0.0.1 and
    /// localhost issued by it; the server reads its key as its own user.
    fn issue_certificate(&mut self) -> Result<(), String> {
        let dir = self.dir.clone();
        let openssl = |args: &[&str]| -> Result<(), String> {
            let out = Command::new("openssl")
                .args(args)
                .current_dir(&dir)
                .output()
                .map_err(|e| format!("openssl (Debian: apt-get install openssl): {e}"))?;
            if out.status.success() {
                Ok(())
            } else {
                Err(format!(
                    "openssl {}: {}",
                    args.join(" "),
                    String::from_utf8_lossy(&out.stderr)
                ))
            }
        };
        std::fs::write(
            dir.join("server.ext"),
            "subjectAltName=IP:127.0.0.1,DNS:localhost\n",
        )
        .map_err(|e| e.to_string())?;
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=Casebook test federation root",
            "-keyout",
            "root.key",
            "-out",
            "root.crt",
        ])?;
        openssl(&[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
        ])?;
        openssl(&[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "root.crt",
            "-CAkey",
            "root.key",
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            "server.ext",
            "-out",
            "server.crt",
        ])?;
        let key = dir.join("server.key");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600))
                .map_err(|e| e.to_string())?;
        }
        self.own(&key)?;
        self.own(&dir.join("server.crt"))?;
        self.settings = vec![
            "ssl=on".to_string(),
            format!("ssl_cert_file={}", dir.join("server.crt").display()),
            format!("ssl_key_file={}", key.display()),
        ];
        Ok(())
    }

    /// A `Command` for a server program, as the unprivileged user when there is one.
    fn command(&self, program: &Path) -> Command {
        match &self.run_as {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(program);
                command
            }
            None => Command::new(program),
        }
    }

    fn own(&self, path: &Path) -> Result<(), String> {
        if let Some(user) = &self.run_as {
            let status = Command::new("chown")
                .arg(user)
                .arg(path)
                .status()
                .map_err(|e| e.to_string())?;
            if !status.success() {
                return Err(format!("chown {user} {}", path.display()));
            }
        }
        Ok(())
    }

    /// Starts `postgres` under a watchdog that stops it when this process has ended.
    fn run(&self) -> Result<(), String> {
        let postgres = self.bin.join("postgres");
        let settings: String = self
            .settings
            .iter()
            .map(|s| format!(" -c \"{s}\""))
            .collect();
        let script = format!(
            "\"{postgres}\" -D \"{data}\" -p {port} -k \"{dir}\" -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60{settings} >\"{dir}/server.log\" 2>&1 &
             pg=$!
             while [ -d /proc/{me} ] && kill -0 $pg 2>/dev/null; do sleep 0.5; done
             kill -QUIT $pg 2>/dev/null
             wait $pg 2>/dev/null
             [ -d /proc/{me} ] || rm -rf \"{dir}\"",
            postgres = postgres.display(),
            data = self.dir.join("data").display(),
            port = self.port,
            dir = self.dir.display(),
            me = std::process::id(),
        );
        let mut command = match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--", "sh", "-c", &script]);
                c
            }
            None => {
                let mut c = Command::new("sh");
                c.args(["-c", &script]);
                c
            }
        };
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("postgres: {e}"))?;
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(60) {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok()
                && self.psql("postgres", "SELECT 1").is_ok()
            {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Err(format!(
            "the server did not start within a minute: {}",
            std::fs::read_to_string(self.dir.join("server.log")).unwrap_or_default()
        ))
    }

    /// What the server has logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("server.log")).unwrap_or_default()
    }

    /// Runs one statement as the tests' superuser, through the client library.
    pub fn psql(&self, database: &str, sql: &str) -> Result<(), String> {
        let mut client = postgres::Client::connect(
            &format!(
                "host=127.0.0.1 port={} user={USER} password={PASSWORD} dbname={database} connect_timeout=5",
                self.port
            ),
            postgres::NoTls,
        )
        .map_err(|e| e.to_string())?;
        client.batch_execute(sql).map_err(|e| e.to_string())
    }

    /// A new, empty database on the server.
    pub fn new_database(&self) -> String {
        let name = format!("t_{}", uuid::Uuid::new_v4().simple());
        self.psql("postgres", &format!("CREATE DATABASE {name}"))
            .expect("a database created");
        name
    }

    /// A database `database` owned by the login `owner`, both made now, as the administrator's
    /// chapter makes them: the login (password `pw`, no other privilege) first, then the
    /// database in a statement of its own (never inside a transaction).
    pub fn database_owned_by(&self, owner: &str, database: &str) {
        self.psql(
            "postgres",
            &format!("CREATE ROLE {owner} LOGIN PASSWORD 'pw'"),
        )
        .expect("the owner's login made");
        self.psql(
            "postgres",
            &format!("CREATE DATABASE {database} OWNER {owner}"),
        )
        .expect("the database made");
    }

    /// The address of `database` as a user writes it after `--db`.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://{USER}:{PASSWORD}@127.0.0.1:{}/{database}?sslmode=disable",
            self.port
        )
    }

    /// Stops the server at once, as a crash or a pulled cable would (`pg_ctl stop -m
    /// immediate`).
    pub fn stop_immediately(&self) {
        let _ = self
            .command(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["stop", "-m", "immediate", "-w"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }

    /// Starts the stopped server again on the same port.
    pub fn restart(&self) {
        self.run().expect("the server started again");
    }
}

/// The server a test binary shares (each test makes its own database on it), or why there is
/// none; under CI a missing server fails the test.
pub fn shared() -> Option<&'static Server> {
    static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
    match SERVER.get_or_init(Server::start) {
        Ok(server) => Some(server),
        Err(reason) => {
            skip(reason);
            None
        }
    }
}

/// Says why a PostgreSQL test did not run — or, under CI, fails it.
pub fn skip(reason: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true and the PostgreSQL half cannot run: {reason}");
    }
    eprintln!("skipped the PostgreSQL half: {reason}");
}
