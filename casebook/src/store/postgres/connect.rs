//! Logging in to a PostgreSQL server: the address turned into the client's configuration, TLS
//! as `sslmode` asks (libpq's meanings: `require` encrypts without checking the certificate
//! unless a root certificate is given, `verify-ca` checks the chain, `verify-full` the chain and
//! the host name), and the failures said in words a user can act on.

use crate::store::error::StoreError;
use crate::store::postgres::address::{ServerAddress, SslMode};
use postgres::error::SqlState;
use postgres::{Client, NoTls};
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use std::path::PathBuf;
use std::sync::Arc;

/// Connects and logs in, within the address's connect timeout.
pub(crate) fn connect(address: &ServerAddress) -> Result<Client, StoreError> {
    let mut config = postgres::Config::new();
    config
        .host(&address.host)
        .port(address.port)
        .dbname(&address.database)
        .user(&address.user)
        .application_name("casebook")
        // Casebook's statements are short; compiling one (the whole case list is costed above
        // JIT's threshold) took longer than running it.
        .options("-c jit=off")
        .connect_timeout(address.connect_timeout)
        .keepalives(true);
    if let Some(password) = &address.password {
        config.password(password);
    }
    config.ssl_mode(match address.ssl_mode {
        SslMode::Disable => postgres::config::SslMode::Disable,
        SslMode::Allow | SslMode::Prefer => postgres::config::SslMode::Prefer,
        SslMode::Require | SslMode::VerifyCa | SslMode::VerifyFull => {
            postgres::config::SslMode::Require
        }
    });
    let connected = if address.ssl_mode == SslMode::Disable {
        config.connect(NoTls)
    } else {
        let tls = tls_config(address)?;
        config.connect(tokio_postgres_rustls::MakeRustlsConnect::new(tls))
    };
    connected.map_err(|e| refused_login(address, &e))
}

/// Why connecting failed, in one line.
pub(crate) fn refused_login(address: &ServerAddress, e: &postgres::Error) -> StoreError {
    let archive = address.to_string();
    if let Some(db) = e.as_db_error() {
        let code = db.code();
        // The server's access rules name no line for this login from here: said with what
        // the administrator adds (the message is the server's own: no pg_hba.conf entry …).
        if *code == SqlState::INVALID_AUTHORIZATION_SPECIFICATION
            && db.message().contains("pg_hba.conf")
        {
            // PostgreSQL 14 and later say "no encryption", earlier ones "SSL off".
            let encrypted =
                !db.message().contains("no encryption") && !db.message().contains("SSL off");
            return StoreError::NoHbaLine {
                archive,
                user: address.user.clone(),
                database: address.database.clone(),
                connection: if encrypted {
                    "an encrypted connection".to_string()
                } else {
                    "an unencrypted connection".to_string()
                },
            };
        }
        if *code == SqlState::INVALID_PASSWORD
            || *code == SqlState::INVALID_AUTHORIZATION_SPECIFICATION
        {
            return StoreError::LoginRefused {
                archive,
                reason: db.message().to_string(),
            };
        }
        if *code == SqlState::INVALID_CATALOG_NAME {
            return StoreError::NotArchive {
                archive,
                reason: db.message().to_string(),
            };
        }
        return StoreError::Server {
            archive,
            message: db.message().to_string(),
        };
    }
    let reason = reason_of(e);
    if reason.contains("server does not support TLS") {
        return StoreError::TlsRefused {
            archive,
            mode: address.ssl_mode.name().to_string(),
        };
    }
    if reason.contains("password missing") {
        return StoreError::LoginRefused {
            archive,
            reason: "the server asks for a password and none was given (in the address, PGPASSWORD or the password file)".to_string(),
        };
    }
    StoreError::Unreachable { archive, reason }
}

/// The innermost cause of a client error: "Connection refused (os error 111)", not the
/// wrapper's "error connecting to server".
pub(crate) fn reason_of(e: &postgres::Error) -> String {
    let mut reason = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        reason = cause.to_string();
        source = cause.source();
    }
    if reason.is_empty() {
        e.to_string()
    } else {
        reason
    }
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

fn tls_failure(address: &ServerAddress, reason: impl Into<String>) -> StoreError {
    StoreError::Unreachable {
        archive: address.to_string(),
        reason: reason.into(),
    }
}

/// The TLS settings `sslmode` and `sslrootcert` ask for.
fn tls_config(address: &ServerAddress) -> Result<ClientConfig, StoreError> {
    let provider = provider();
    let builder = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| tls_failure(address, e.to_string()))?;
    let roots = root_certificates(address)?;
    let verifier: Arc<dyn ServerCertVerifier> = match (address.ssl_mode, roots) {
        // libpq: with no root certificate, `require` (and prefer, allow) encrypts but trusts
        // any certificate; with one, `require` checks the chain as `verify-ca` does.
        (SslMode::Disable | SslMode::Allow | SslMode::Prefer | SslMode::Require, None) => {
            Arc::new(LenientCheck {
                provider,
                chain: None,
            })
        }
        (SslMode::VerifyCa | SslMode::VerifyFull, None) => {
            return Err(tls_failure(
                address,
                format!(
                    "sslmode={} needs a root certificate: sslrootcert=FILE, sslrootcert=system, or {}",
                    address.ssl_mode.name(),
                    default_root_certificate()
                        .map(|p| p.display().to_string())
                        .unwrap_or_else(|| "~/.postgresql/root.crt".to_string())
                ),
            ));
        }
        (mode, Some(roots)) => {
            let chain =
                WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                    .build()
                    .map_err(|e| tls_failure(address, e.to_string()))?;
            if mode == SslMode::VerifyFull {
                chain
            } else {
                Arc::new(LenientCheck {
                    provider,
                    chain: Some(chain),
                })
            }
        }
    };
    Ok(builder
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_no_client_auth())
}

/// libpq's default root certificate file.
fn default_root_certificate() -> Option<PathBuf> {
    if cfg!(windows) {
        std::env::var_os("APPDATA").map(|d| PathBuf::from(d).join("postgresql/root.crt"))
    } else {
        std::env::home_dir().map(|h| h.join(".postgresql/root.crt"))
    }
}

/// The certificates to trust: `sslrootcert` (a PEM file, or `system`), else libpq's default
/// file when it exists; `None` when there are none.
fn root_certificates(address: &ServerAddress) -> Result<Option<RootCertStore>, StoreError> {
    let mut roots = RootCertStore::empty();
    match address.ssl_root_cert.as_deref() {
        Some("system") => {
            let found = rustls_native_certs::load_native_certs();
            for certificate in found.certs {
                let _ = roots.add(certificate);
            }
            if roots.is_empty() {
                return Err(tls_failure(
                    address,
                    "sslrootcert=system: the operating system gives no trusted certificate",
                ));
            }
        }
        Some(file) => add_file(&mut roots, &PathBuf::from(file), address)?,
        None => match default_root_certificate().filter(|p| p.exists()) {
            Some(file) => add_file(&mut roots, &file, address)?,
            None => return Ok(None),
        },
    }
    Ok(Some(roots))
}

fn add_file(
    roots: &mut RootCertStore,
    file: &std::path::Path,
    address: &ServerAddress,
) -> Result<(), StoreError> {
    let certificates = CertificateDer::pem_file_iter(file)
        .map_err(|e| tls_failure(address, format!("sslrootcert {}: {e}", file.display())))?;
    for certificate in certificates {
        let certificate = certificate
            .map_err(|e| tls_failure(address, format!("sslrootcert {}: {e}", file.display())))?;
        roots
            .add(certificate)
            .map_err(|e| tls_failure(address, format!("sslrootcert {}: {e}", file.display())))?;
    }
    if roots.is_empty() {
        return Err(tls_failure(
            address,
            format!("sslrootcert {}: no certificate in the file", file.display()),
        ));
    }
    Ok(())
}

/// What `sslmode` asks of the server's certificate short of the full check. The handshake's
/// signatures are checked with the provider's algorithms either way, as the chain's own
/// verifier checks them.
#[derive(Debug)]
struct LenientCheck {
    provider: Arc<CryptoProvider>,
    /// `sslmode=verify-ca`: the chain must lead to a trusted root; the host name is not
    /// checked. None for `sslmode=require` without a root certificate: the connection is
    /// encrypted, and the certificate is not checked — what libpq does, for servers with
    /// self-made certificates.
    chain: Option<Arc<WebPkiServerVerifier>>,
}

impl ServerCertVerifier for LenientCheck {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let Some(chain) = &self.chain else {
            return Ok(ServerCertVerified::assertion());
        };
        match chain.verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now) {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

/// A server's failures given their meaning for the archive (here, beside the connection,
/// as only a server has them).
impl StoreError {
    /// Gives a server's failure its meaning for the archive named `archive`: a dropped
    /// connection or a server shutting down is an unreachable server, anything else the
    /// server's own words.
    pub(crate) fn in_archive(self, archive: &str) -> StoreError {
        let StoreError::Postgres(e) = self else {
            return self;
        };
        let archive = archive.to_string();
        if e.is_closed() || e.as_db_error().is_none() && e.to_string().contains("connection") {
            return StoreError::Unreachable {
                archive,
                reason: reason_of(&e),
            };
        }
        match e.as_db_error() {
            Some(db) => {
                use postgres::error::SqlState;
                let code = db.code();
                if *code == SqlState::ADMIN_SHUTDOWN
                    || *code == SqlState::CRASH_SHUTDOWN
                    || *code == SqlState::CANNOT_CONNECT_NOW
                {
                    StoreError::Unreachable {
                        archive,
                        reason: db.message().to_string(),
                    }
                } else {
                    StoreError::Server {
                        archive,
                        message: db.message().to_string(),
                    }
                }
            }
            None => StoreError::Server {
                archive,
                message: reason_of(&e),
            },
        }
    }
}
