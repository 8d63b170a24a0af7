//! A static web server for the built site on 127.0.0.1 and a free port, as any web server
//! would serve the folder: a folder's address gives its `index.html`, each file its type.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

pub struct StaticServer {
    port: u16,
    stop: Arc<AtomicBool>,
    served: Arc<Mutex<Vec<(String, usize)>>>,
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("ttf") => "font/ttf",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `%D0%BA` and the like decoded; `None` when the bytes are not UTF-8.
fn percent_decoded(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

fn file_for(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let path = percent_decoded(path)?;
    let mut file = root.to_path_buf();
    for part in path.split('/').filter(|p| !p.is_empty()) {
        if part == ".." {
            return None;
        }
        file.push(part);
    }
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn answer(
    mut stream: TcpStream,
    root: &Path,
    served: &Mutex<Vec<(String, usize)>>,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header == "\r\n" || header == "\n" {
            break;
        }
    }
    let mut words = request.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or("/"));
    match file_for(root, target) {
        Some(file) => {
            let body = std::fs::read(&file)?;
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                content_type(&file),
                body.len()
            )?;
            if method != "HEAD" {
                stream.write_all(&body)?;
                if let Ok(mut served) = served.lock() {
                    served.push((target.to_string(), body.len()));
                }
            }
        }
        None => {
            let body = b"not found";
            write!(
                stream,
                "HTTP/1.1 404 Not Found\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            )?;
            stream.write_all(body)?;
        }
    }
    stream.flush()
}

impl StaticServer {
    /// Serves `root` until dropped.
    pub fn start(root: &Path) -> StaticServer {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port on 127.0.0.1");
        let port = listener.local_addr().expect("its address").port();
        let stop = Arc::new(AtomicBool::new(false));
        let root = root.to_path_buf();
        let stopping = Arc::clone(&stop);
        let served = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&served);
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                if stopping.load(Ordering::Relaxed) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let root = root.clone();
                let log = Arc::clone(&log);
                std::thread::spawn(move || {
                    let _ = answer(stream, &root, &log);
                });
            }
        });
        StaticServer { port, stop, served }
    }

    /// Each file served since the last call (its address and its bytes), forgotten here.
    pub fn take_served(&self) -> Vec<(String, usize)> {
        self.served
            .lock()
            .map(|mut served| std::mem::take(&mut *served))
            .unwrap_or_default()
    }

    /// The address of a page of the site (`search/?q=…`), from the root.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}/{path}", self.port)
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Wakes the accepting thread so that it sees the stop.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
    }
}
