//! Debian's Chromium, headless, driven through ChromeDriver's WebDriver interface (plain
//! HTTP with JSON; nothing to add to the build): open an address, run a script in the page,
//! wait for what the page's own script writes, take a screenshot.
//!
//! Under CI (`CI` set) a missing browser fails the test; elsewhere the test says it was not
//! run. `.ci/test-packages` lists `chromium` and `chromium-driver`.

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The program `variable` names, or `name` as found on the PATH (Debian's packages put both
/// there).
fn program(variable: &str, name: &str) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        let path = PathBuf::from(path);
        return path.is_file().then_some(path);
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|path| path.is_file())
    })
}

/// One HTTP/1.1 exchange with `port` on 127.0.0.1; the body's JSON.
fn exchange(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .map_err(|e| e.to_string())?;
    let body = body.map(Value::to_string).unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .map_err(|e| e.to_string())?;
    // ChromeDriver keeps the connection open whatever the request says: read the head, then
    // exactly the body it announces (or its chunks).
    let mut reader = std::io::BufReader::new(stream);
    let mut head = String::new();
    loop {
        let mut line = String::new();
        if std::io::BufRead::read_line(&mut reader, &mut line).map_err(|e| e.to_string())? == 0 {
            return Err(format!("the connection closed after {head:?}"));
        }
        if line == "\r\n" {
            break;
        }
        head.push_str(&line);
    }
    let lower = head.to_ascii_lowercase();
    let body = if lower.contains("transfer-encoding: chunked") {
        let mut out = Vec::new();
        loop {
            let mut size = String::new();
            std::io::BufRead::read_line(&mut reader, &mut size).map_err(|e| e.to_string())?;
            let size = usize::from_str_radix(size.trim(), 16).map_err(|e| e.to_string())?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).map_err(|e| e.to_string())?;
            if size == 0 {
                break;
            }
            out.extend_from_slice(&chunk[..size]);
        }
        String::from_utf8_lossy(&out).into_owned()
    } else {
        let length = lower
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|n| n.trim().parse::<usize>().ok())
            .ok_or_else(|| format!("no length in {head:?}"))?;
        let mut body = vec![0; length];
        reader.read_exact(&mut body).map_err(|e| e.to_string())?;
        String::from_utf8_lossy(&body).into_owned()
    };
    serde_json::from_str(&body).map_err(|e| format!("{e}: {body}"))
}

/// A headless Chromium session.
pub struct Browser {
    driver: Child,
    port: u16,
    session: String,
    /// The session's own Chromium profile, removed with it.
    profile: PathBuf,
}

impl Browser {
    /// Starts ChromeDriver and a headless Chromium `width` by `height` pixels; `None` (with a
    /// line on stderr) when the browser is not installed and the run is not CI's.
    pub fn start(width: u32, height: u32) -> Option<Browser> {
        let (Some(chromium), Some(chromedriver)) = (
            program("CHROMIUM", "chromium"),
            program("CHROMEDRIVER", "chromedriver"),
        ) else {
            assert!(
                std::env::var_os("CI").is_none(),
                "Chromium and ChromeDriver are needed under CI (apt-get install chromium chromium-driver)"
            );
            eprintln!("not run: Chromium or ChromeDriver is not installed");
            return None;
        };
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("ChromeDriver starts");
        let started = Instant::now();
        while exchange(port, "GET", "/status", None).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "ChromeDriver did not answer"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let profile =
            std::env::temp_dir().join(format!("casebook-chromium-{}-{port}", std::process::id()));
        // A window narrower than a desktop's is a phone's screen, emulated as such (a
        // headless window is never narrower than 500 pixels).
        let mobile = (width < 500).then(|| {
            json!({"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0, "mobile": true, "touch": true}})
        });
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "mobileEmulation": mobile.unwrap_or_else(|| json!({})),
                "binary": chromium,
                // The machine's network is closed: no background connections, no first-run
                // pages; a fresh profile for each session.
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                         "--no-first-run", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                         format!("--user-data-dir={}", profile.display()),
                         format!("--window-size={width},{height}")]
            }
        }}});
        let mut browser = Browser {
            driver,
            port,
            session: String::new(),
            profile: profile.clone(),
        };
        let answer = exchange(port, "POST", "/session", Some(&capabilities)).expect("a session");
        browser.session = answer["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {answer}"))
            .to_string();
        Some(browser)
    }

    fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let answer = exchange(self.port, method, &path, body.as_ref())
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        if answer["value"].get("error").is_some() {
            panic!("{method} {path}: {answer}");
        }
        answer["value"].clone()
    }

    /// Opens `url` and waits for the page to load.
    pub fn open(&self, url: &str) {
        self.command("POST", "/url", Some(json!({ "url": url })));
    }

    /// The value `script` (a function body) returns in the page.
    pub fn run(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// Waits until `script` returns something other than null or false, and returns it.
    pub fn wait_for(&self, script: &str) -> Value {
        let started = Instant::now();
        loop {
            let value = self.run(script);
            if !(value.is_null() || value == Value::Bool(false)) {
                return value;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the page never gave `{script}`"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Types `text` into the element `selector` finds, key by key as a reader would.
    pub fn type_into(&self, selector: &str, text: &str) {
        let found = self.command(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": selector })),
        );
        let element = found["element-6066-11e4-a52e-4f735466cecf"]
            .as_str()
            .unwrap_or_else(|| panic!("no element {selector}: {found}"))
            .to_string();
        self.command(
            "POST",
            &format!("/element/{element}/value"),
            Some(json!({ "text": text })),
        );
    }

    /// The address the page is at now.
    pub fn address(&self) -> String {
        self.command("GET", "/url", None)
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// A PNG of the window.
    pub fn screenshot(&self) -> Vec<u8> {
        use base64_decode::decode;
        decode(
            self.command("GET", "/screenshot", None)
                .as_str()
                .unwrap_or_default(),
        )
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = exchange(
            self.port,
            "DELETE",
            &format!("/session/{}", self.session),
            None,
        );
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// Base64 as WebDriver sends screenshots (the standard alphabet, padded).
mod base64_decode {
    pub fn decode(text: &str) -> Vec<u8> {
        let value = |c: u8| -> Option<u32> {
            Some(match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'+' => 62,
                b'/' => 63,
                _ => return None,
            } as u32)
        };
        let digits: Vec<u32> = text.bytes().filter_map(value).collect();
        let mut out = Vec::with_capacity(digits.len() * 3 / 4);
        for group in digits.chunks(4) {
            let n = group
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, d)| n | d << (18 - 6 * i));
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            out.extend_from_slice(&bytes[..group.len().saturating_sub(1)]);
        }
        out
    }
}
