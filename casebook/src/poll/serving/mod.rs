//! A poll served to the pollees' phones: an HTTP server on the address the Director chose (the
//! laptop's local network, or loopback), listening only while it runs, answering the links of
//! the archive's open polls. A link carries its pollee's unguessable token; an answer is in the
//! archive before the phone is told it was received; a request that is malformed, oversized,
//! slow or one of a flood is refused before the archive is read.

mod archive;
mod limits;
mod route;

pub use limits::{BODY_LIMIT, CONNECTIONS, HEADER_DEADLINE};
pub use route::LINK_PREFIX;

use crate::poll::served::LinkToken;
use crate::store::Store;
use archive::ServedArchive;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use limits::{CONNECTION_DEADLINE, HEADER_LIMIT, RateLimit, STOP_GRACE};
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;
use tokio::sync::{Semaphore, watch};

/// Why a poll could not be served.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot listen on {address}: {source}")]
    Listen {
        address: SocketAddr,
        source: std::io::Error,
    },
    #[error("cannot start serving: {0}")]
    Start(std::io::Error),
}

/// A running server of the archive's open polls; dropped or [`PollServer::stop`]ped, it stops
/// listening (the polls stay open in the archive: closing one is the Director's act).
pub struct PollServer {
    address: SocketAddr,
    host: IpAddr,
    received: Arc<AtomicU64>,
    stop: watch::Sender<bool>,
    threads: Vec<JoinHandle<()>>,
}

impl PollServer {
    /// Listens on `bind` and serves the open polls of `store` (its own connection to the
    /// archive: the window's is not shared). `language` words the refusals of requests that
    /// name no poll.
    pub fn start(store: Store, bind: SocketAddr, language: &str) -> Result<PollServer, ServeError> {
        let listener = TcpListener::bind(bind).map_err(|source| ServeError::Listen {
            address: bind,
            source,
        })?;
        listener.set_nonblocking(true).map_err(ServeError::Start)?;
        let address = listener.local_addr().map_err(ServeError::Start)?;
        let (archive, writer) = ServedArchive::new(store).map_err(ServeError::Start)?;
        let received = archive.received();
        let (stop, stopped) = watch::channel(false);
        let language = language.to_string();
        let server = std::thread::Builder::new()
            .name("served poll".to_string())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(_) => return,
                };
                runtime.block_on(listen(listener, archive, language, stopped));
                // The last connections' answers are kept: the runtime waits for blocking work.
                runtime.shutdown_timeout(STOP_GRACE);
            })
            .map_err(ServeError::Start)?;
        Ok(PollServer {
            address,
            host: advertised_host(address.ip()),
            received,
            stop,
            threads: vec![server, writer],
        })
    }

    /// The address it listens on (with the port the system chose for port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The link a pollee opens: the laptop's address on its network when it listens on every
    /// address, else the address it listens on.
    pub fn link(&self, token: LinkToken) -> String {
        format!("{}{LINK_PREFIX}{token}", self.origin())
    }

    /// The links' common beginning: `http://192.168.1.20:8080`.
    pub fn origin(&self) -> String {
        let host = match self.host {
            IpAddr::V6(v6) => format!("[{v6}]"),
            IpAddr::V4(v4) => v4.to_string(),
        };
        format!("http://{host}:{}", self.address.port())
    }

    /// The answers kept since it started: a watcher reads the archive again when it changes.
    pub fn received(&self) -> u64 {
        self.received.load(Ordering::SeqCst)
    }

    /// Stops listening; connections already answering finish, their answers kept.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        let _ = self.stop.send(true);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

impl Drop for PollServer {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The address a phone reaches for a server listening on `bound`: for every address
/// (0.0.0.0), the one the system would send from to the local network — found by a UDP
/// socket's connect, which sends nothing —, else loopback.
fn advertised_host(bound: IpAddr) -> IpAddr {
    if !bound.is_unspecified() {
        return bound;
    }
    let outward = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            // A documentation address (RFC 5737): a route is looked up, no packet leaves.
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .map(|address| address.ip());
    match outward {
        Ok(ip) if !ip.is_unspecified() => ip,
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

async fn listen(
    listener: TcpListener,
    archive: ServedArchive,
    language: String,
    mut stopped: watch::Receiver<bool>,
) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
        return;
    };
    let archive = Arc::new(archive);
    let language: Arc<str> = Arc::from(language);
    let connections = Arc::new(Semaphore::new(CONNECTIONS));
    let limit = Arc::new(Mutex::new(RateLimit::default()));
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopped.changed() => break,
        };
        let Ok((stream, peer)) = accepted else {
            continue;
        };
        // Beyond the connections served at once, one more is closed unanswered.
        let Ok(slot) = Arc::clone(&connections).try_acquire_owned() else {
            continue;
        };
        let (archive, language, limit) = (
            Arc::clone(&archive),
            Arc::clone(&language),
            Arc::clone(&limit),
        );
        tokio::spawn(async move {
            let service = service_fn(move |request| {
                let (archive, language, limit) = (
                    Arc::clone(&archive),
                    Arc::clone(&language),
                    Arc::clone(&limit),
                );
                async move {
                    let admitted = limit
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .admit(peer.ip(), Instant::now());
                    Ok::<_, Infallible>(if admitted {
                        route::answer(request, &archive, &language).await
                    } else {
                        route::too_many(&language)
                    })
                }
            });
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_DEADLINE)
                .keep_alive(false)
                .max_buf_size(HEADER_LIMIT)
                .serve_connection(TokioIo::new(stream), service);
            let _ = tokio::time::timeout(CONNECTION_DEADLINE, connection).await;
            drop(slot);
        });
    }
    // Stopped: the pages being answered are finished (their answers kept and told), for a
    // moment; a slow client is not waited for.
    let _ = tokio::time::timeout(STOP_GRACE, connections.acquire_many(CONNECTIONS as u32)).await;
}
