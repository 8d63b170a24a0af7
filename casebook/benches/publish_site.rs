//! The casebooks' website at 100, 1,000 and 10,000 published cases over 30 years (the
//! archive of the other benchmarks)
//! (`casebook::samples::synthetic_archive`, varied in their deals, Laws, findings and words):
//! the whole site built into a new folder (its reading, pages and search index timed apart),
//! then 10 new cases published and the site built again over the first; each size in a
//! process of its own so that its peak memory is its own. At 10,000 cases, beside it in the
//! same run: the Pagefind command line (`pagefind --site`, from npm's `pagefind` package, when
//! on the PATH or named by `PAGEFIND`) indexing the same pages, and, when Chromium and
//! ChromeDriver are installed, what a browser fetches for a one-word search (the bytes of the
//! index apart from the page, its script and Pagefind's WebAssembly).
//!
//! Run: `cargo bench -p casebook --bench publish_site` (release build; a few minutes).

use casebook::case::CaseStatus;
use casebook::publish::site::{SiteArchive, SiteOptions, SiteReport, build_site};
use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, Store};
#[path = "../tests/site_support/browser.rs"]
#[allow(dead_code)]
mod browser;
#[path = "../tests/site_support/http.rs"]
mod http;
#[path = "support/process.rs"]
mod process;

use process::{peak_kb, which};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const SIZES: [usize; 3] = [100, 1_000, 10_000];
const YEARS: usize = 30;
const LAST_YEAR: i32 = 2026;
const NEW_CASES: usize = 10;
const CHILD: &str = "--build-one-size";

/// `count` synthetic cases from `first`, spread over the years, all published.
fn published(count: usize, first: usize, total: usize) -> Vec<casebook::case::Case> {
    let mut cases = synthetic_archive(count, first, LAST_YEAR, YEARS).expect("archive");
    for (i, case) in cases.iter_mut().enumerate() {
        let position = ((first + i) * YEARS / total.max(1)).min(YEARS - 1);
        case.identity.year = Some(LAST_YEAR - (YEARS - 1) as i32 + position as i32);
        case.review.status = CaseStatus::Published;
    }
    cases
}

fn make_archive(path: &Path, count: usize) -> Store {
    let mut store = Store::create_or_open(path).expect("database");
    for first in (0..count).step_by(1_000) {
        let cases = published(1_000.min(count - first), first, count);
        store
            .import_bundle(&Bundle::new(cases).to_json())
            .expect("import");
    }
    store
}

fn build(store: &Store, dir: &Path) -> (f64, SiteReport) {
    let archives = [SiteArchive {
        federation: "ФБР".into(),
        store,
    }];
    let started = Instant::now();
    let report = build_site(&archives, &SiteOptions::default(), dir, &mut |_| {}).expect("site");
    (started.elapsed().as_secs_f64(), report)
}

/// In a process of its own: builds the site of `count` cases into `dir/site`, then again after
/// ten new cases; prints one line of figures.
fn build_one_size(count: usize, dir: &Path) {
    let mut store = make_archive(&dir.join("archive.sqlite"), count);
    let site = dir.join("site");
    let (whole, report) = build(&store, &site);
    // Ten cases more in the last year (numbers after the others'), then the site again.
    let mut new = published(NEW_CASES, count, count);
    for case in &mut new {
        case.identity.year = Some(LAST_YEAR);
    }
    store
        .import_bundle(&Bundle::new(new).to_json())
        .expect("import");
    let (again, rebuilt) = build(&store, &site);
    println!(
        "{whole:.3} {:.3} {:.3} {:.3} {} {again:.3} {} {} {}",
        report.reading.as_secs_f64(),
        report.rendering.as_secs_f64(),
        report.indexing.as_secs_f64(),
        report.pages,
        rebuilt.files.written,
        rebuilt.files.unchanged,
        peak_kb(std::process::id())
    );
}

/// The Pagefind command line indexing the pages of `site` into a folder of its own.
fn pagefind_cli(site: &Path, out: &Path) -> Option<(f64, u64)> {
    let program = std::env::var_os("PAGEFIND")
        .map(PathBuf::from)
        .or_else(|| which("pagefind"))?;
    let started = Instant::now();
    let child = Command::new(program)
        .args(["--site", site.to_str()?, "--output-path", out.to_str()?])
        .stdout(std::process::Stdio::null())
        .spawn()
        .ok()?;
    let pid = child.id();
    // Its peak, read from /proc while it runs.
    let mut peak = 0;
    let waiter = std::thread::spawn(move || child.wait_with_output());
    while !waiter.is_finished() {
        peak = peak.max(peak_kb(pid));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let status = waiter.join().ok()?.ok()?.status;
    status
        .success()
        .then(|| (started.elapsed().as_secs_f64(), peak))
}

/// What a browser fetches for a one-word search of `word` on the site in `site`: all the
/// bytes, those of the index alone, and the index's by kind of file (`pf_meta`,
/// `pf_index`, `pf_fragment`, `pf_filter`, `json`).
fn fetched_for_a_search(site: &Path, word: &str) -> Option<(usize, usize, String)> {
    let server = http::StaticServer::start(site);
    let browser = browser::Browser::start(1280, 900)?;
    browser.open(&server.url(&format!("search/?q={word}")));
    browser
        .wait_for("return document.querySelector('#results .summary, #results .error') !== null;");
    let served = server.take_served();
    let all = served.iter().map(|(_, n)| n).sum();
    let index = served
        .iter()
        .filter(|(path, _)| {
            path.contains("/pagefind/") && !path.contains(".js") && !path.contains("/wasm.")
        })
        .map(|(_, n)| n)
        .sum();
    let mut kinds: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for (path, n) in &served {
        if path.contains("/pagefind/") && !path.contains(".js") && !path.contains("/wasm.") {
            let kind = path
                .split('?')
                .next()
                .unwrap_or("")
                .rsplit('.')
                .next()
                .unwrap_or("");
            let entry = kinds.entry(kind.to_string()).or_default();
            entry.0 += 1;
            entry.1 += n;
        }
    }
    let kinds = kinds
        .iter()
        .map(|(kind, (files, bytes))| {
            format!("{kind} {files} files {:.0} KB", *bytes as f64 / 1024.0)
        })
        .collect::<Vec<_>>()
        .join(", ");
    Some((all, index, kinds))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == CHILD) {
        let count: usize = args[at + 1].parse().expect("a count");
        build_one_size(count, Path::new(&args[at + 2]));
        return;
    }
    let scratch = std::env::temp_dir().join(format!("casebook-site-bench-{}", std::process::id()));
    println!(
        "{:>6} {:>7} {:>9} {:>8} {:>8} {:>8} {:>10} {:>9} {:>8}",
        "cases",
        "pages",
        "whole s",
        "read s",
        "pages s",
        "index s",
        "rebuild s",
        "rebuilt",
        "peak MB"
    );
    let mut largest = None;
    for count in SIZES {
        let dir = scratch.join(count.to_string());
        std::fs::create_dir_all(&dir).expect("scratch");
        let child = Command::new(std::env::current_exe().expect("this benchmark"))
            .args([CHILD, &count.to_string(), dir.to_str().expect("UTF-8")])
            .output()
            .expect("the benchmark runs itself");
        let line = String::from_utf8_lossy(&child.stdout);
        let f: Vec<&str> = line.split_whitespace().collect();
        assert!(
            child.status.success() && f.len() == 9,
            "{count}: {line}\n{}",
            String::from_utf8_lossy(&child.stderr)
        );
        let whole: f64 = f[0].parse().expect("seconds");
        let again: f64 = f[5].parse().expect("seconds");
        let peak: u64 = f[8].parse().expect("kB");
        println!(
            "{count:>6} {:>7} {whole:>9.2} {:>8} {:>8} {:>8} {again:>10.2} {:>9} {:>8.0}   rebuild {:.1}% of the whole",
            f[4],
            f[1],
            f[2],
            f[3],
            format!(
                "{}/{}",
                f[6],
                f[6].parse::<usize>().unwrap_or(0) + f[7].parse::<usize>().unwrap_or(0)
            ),
            peak as f64 / 1024.0,
            100.0 * again / whole
        );
        largest = Some((count, dir, f[3].parse::<f64>().unwrap_or(0.0)));
    }
    let Some((count, dir, ours)) = largest else {
        return;
    };
    let site = dir.join("site");
    match pagefind_cli(&site, &dir.join("pagefind-cli")) {
        Some((seconds, peak)) => println!(
            "pagefind --site on the same {count} cases' pages: {seconds:.2} s, peak {:.0} MB; ours (the index alone, in-process) {ours:.2} s: ratio {:.2}",
            peak as f64 / 1024.0,
            ours / seconds
        ),
        None => println!(
            "pagefind (npm install pagefind, or PAGEFIND=/path/to/pagefind) is not on the PATH: not compared"
        ),
    }
    for word in ["колебание", "пас"] {
        match fetched_for_a_search(&site, word) {
            Some((all, index, kinds)) => println!(
                "a search for «{word}» at {count} cases fetched {:.0} KB, of which the index {:.0} KB ({kinds})",
                all as f64 / 1024.0,
                index as f64 / 1024.0
            ),
            None => println!("Chromium is not installed: the bytes of a search not measured"),
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
}
