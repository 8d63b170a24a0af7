//! A federation's whole archive: 10,000 cases over 30 years
//! (`casebook::samples::synthetic_archive`: the samples varied in the Laws they cite, their
//! findings, methods, outcomes and the words of their facts), the last year's cases reviewed
//! and the others published, with the cases' digests made (as the window makes them when it
//! opens a database). Each operation runs in a process of its own, on its own copy of
//! the database made before the clock starts, so that the peak memory printed beside its time
//! is the operation's; beside them, a tournament's hand-record file of 10,000 boards imported
//! into a new database (the file's bytes in, the cases committed). Where another tool does
//! the same work it runs in the same run and the ratio is printed: pandoc turning the year's
//! Markdown casebook into HTML, `rg` counting a word's lines in the law texts against the law
//! library's search.
//!
//! Run: `cargo bench -p casebook --bench archive` (release build; about two minutes, most of
//! it building the database). pandoc and rg are timed when they are on the PATH.

use casebook::case::{CaseStatus, Subject};
use casebook::publish::{Format, PublishOptions, load_casebook, publish, render_markdown};
use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, CaseFilter, Store, check_at};
#[path = "support/pbn_file.rs"]
mod pbn_file;
#[path = "support/process.rs"]
mod process;

use process::{peak_kb, which};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const CASES: usize = 10_000;
const YEARS: usize = 30;
const LAST_YEAR: i32 = 2026;
const CHILD: &str = "--archive-operation";

/// The operations, each with its budget as BENCHMARKS.md states it.
const OPERATIONS: &[(&str, &str)] = &[
    ("list: filter by year", "≤ 50 ms"),
    ("list: filter by subject", "≤ 50 ms"),
    (
        "import a 10,000-board PBN file into a new database",
        "≤ 1 s",
    ),
    ("export all cases as a bundle", "≤ 10 s"),
    ("import that bundle into a new database", "≤ 20 s"),
    ("check the whole database", "≤ 5 s"),
    ("publish the last year to HTML", "≤ 1 s"),
    ("publish the last year to PDF", "≤ 5 s"),
    ("law search: a word", "≤ 10 ms"),
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == CHILD) {
        let dir = PathBuf::from(&args[at + 2]);
        let seconds = run(&args[at + 1], &dir);
        println!("{seconds:.6} {}", peak_kb(std::process::id()));
        return;
    }
    let dir = std::env::temp_dir().join(format!("casebook-archive-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let started = Instant::now();
    make_archive(&dir.join("archive.sqlite"));
    std::fs::write(dir.join("boards.pbn"), pbn_file::synthetic_file(10_000)).expect("PBN file");
    eprintln!(
        "built the archive of {CASES} cases in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    println!(
        "{:<52} {:>10} {:>9} {:>12} {:>7}  budget",
        "operation", "time", "peak MB", "peer", "ratio"
    );
    for (operation, budget) in OPERATIONS {
        let child = Command::new(std::env::current_exe().expect("this benchmark"))
            .args([CHILD, operation, dir.to_str().expect("UTF-8")])
            .output()
            .expect("the benchmark runs itself");
        let report = String::from_utf8_lossy(&child.stdout);
        let fields: Vec<&str> = report.split_whitespace().collect();
        assert!(
            child.status.success() && fields.len() == 2,
            "{operation}: {report}{}",
            String::from_utf8_lossy(&child.stderr)
        );
        let seconds: f64 = fields[0].parse().expect("seconds");
        let peak: u64 = fields[1].parse().expect("kB");
        let (peer, ratio) = match peer(operation, &dir) {
            Some((name, peer)) => (
                format!("{name} {}", shown(peer)),
                format!("{:.2}", seconds / peer.as_secs_f64()),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "{operation:<52} {:>10} {:>9} {peer:>12} {ratio:>7}  {budget}",
            shown(Duration::from_secs_f64(seconds)),
            peak / 1024
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn shown(time: Duration) -> String {
    if time < Duration::from_secs(1) {
        format!("{:.2} ms", time.as_secs_f64() * 1000.0)
    } else {
        format!("{:.2} s", time.as_secs_f64())
    }
}

/// The archive at `path`: the last year reviewed, the years before published.
fn make_archive(path: &Path) {
    let mut store = Store::create_or_open(path).expect("database");
    for first in (0..CASES).step_by(1_000) {
        let mut cases = synthetic_archive(1_000, first, LAST_YEAR, YEARS).expect("archive");
        // Spread over the 30 years as one archive, not thirty years per thousand.
        for (i, case) in cases.iter_mut().enumerate() {
            let position = (first + i) * YEARS / CASES;
            case.identity.year = Some(LAST_YEAR - (YEARS - 1) as i32 + position as i32);
            case.review.status = if case.identity.year == Some(LAST_YEAR) {
                CaseStatus::Reviewed
            } else {
                CaseStatus::Published
            };
        }
        store
            .import_bundle(&Bundle::new(cases).to_json())
            .expect("import");
    }
    // As a database in use holds them: the window makes every case's digest when it opens.
    store.case_digests(&mut |_, _| {}).expect("digests");
}

/// A copy of the archive, for an operation that writes.
fn copy_of_archive(dir: &Path, name: &str) -> PathBuf {
    let copy = dir.join(name);
    std::fs::copy(dir.join("archive.sqlite"), &copy).expect("a copy");
    copy
}

/// Runs one operation and returns its time in seconds (the median of several runs for the
/// quick ones).
fn run(operation: &str, dir: &Path) -> f64 {
    let archive = dir.join("archive.sqlite");
    let options = PublishOptions {
        year: LAST_YEAR,
        ..PublishOptions::default()
    };
    match operation {
        "list: filter by year" | "list: filter by subject" => {
            let store = Store::open(&archive).expect("database");
            let filter = if operation.ends_with("year") {
                CaseFilter {
                    year: Some(2010),
                    ..CaseFilter::default()
                }
            } else {
                CaseFilter {
                    subject: Some(Subject::UnauthorizedInformation),
                    ..CaseFilter::default()
                }
            };
            median(20, || {
                let rows = store.list_cases(&filter).expect("listed");
                assert!(!rows.is_empty());
            })
        }
        "import a 10,000-board PBN file into a new database" => {
            let file = std::fs::read(dir.join("boards.pbn")).expect("the PBN file");
            let mut store = Store::create_or_open(dir.join("from-pbn.sqlite")).expect("new");
            let start = Instant::now();
            let records = casebook::pbn::read(&file).expect("the file reads");
            let saved = casebook::import::import_new_cases(&mut store, &records).expect("stored");
            let seconds = start.elapsed().as_secs_f64();
            assert_eq!(saved.len(), 10_000);
            seconds
        }
        "export all cases as a bundle" => {
            let mut store = Store::open(&archive).expect("database");
            let start = Instant::now();
            let json = store.export_bundle(&[]).expect("exported");
            let seconds = start.elapsed().as_secs_f64();
            std::fs::write(dir.join("all.json"), json).expect("the bundle");
            seconds
        }
        "import that bundle into a new database" => {
            let json = std::fs::read_to_string(dir.join("all.json")).expect("the bundle");
            let mut store = Store::create_or_open(dir.join("imported.sqlite")).expect("new");
            let start = Instant::now();
            let report = store.import_bundle(&json).expect("imported");
            let seconds = start.elapsed().as_secs_f64();
            assert_eq!(report.added.len(), CASES);
            seconds
        }
        "check the whole database" => {
            let start = Instant::now();
            let report = check_at(&archive, &mut |_| {});
            assert!(report.is_sound(), "{:?}", report.findings());
            start.elapsed().as_secs_f64()
        }
        "publish the last year to HTML" | "publish the last year to PDF" => {
            let (format, name) = if operation.ends_with("HTML") {
                (Format::Html, "html")
            } else {
                (Format::Pdf, "pdf")
            };
            let copy = copy_of_archive(dir, &format!("publish-{name}.sqlite"));
            let mut store = Store::open(&copy).expect("database");
            if format == Format::Html {
                // The peer's input: the same casebook as Markdown.
                let casebook = load_casebook(&store, &options, &mut |_| {}).expect("loaded");
                let markdown = render_markdown(&casebook, &mut |_| {});
                std::fs::write(dir.join("year.md"), markdown).expect("markdown");
            }
            let out = dir.join(format!("year.{name}"));
            let start = Instant::now();
            let report = publish(&mut store, &options, format, &out, &mut |_| {}).expect("ok");
            let seconds = start.elapsed().as_secs_f64();
            assert!(report.cases > 300, "{} cases", report.cases);
            seconds
        }
        "law search: a word" => {
            casebook::laws::search("прогрев", 1).expect("the law index opens");
            median(20, || {
                let hits = casebook::laws::search("претензии", 20).expect("searched");
                assert!(!hits.is_empty());
            })
        }
        other => panic!("no operation {other}"),
    }
}

/// What a user would otherwise reach for, timed on the same input: pandoc for the HTML
/// casebook (from its Markdown), rg for the law search (over the law texts).
fn peer(operation: &str, dir: &Path) -> Option<(&'static str, Duration)> {
    match operation {
        "publish the last year to HTML" => {
            let pandoc = which("pandoc")?;
            let start = Instant::now();
            let status = Command::new(pandoc)
                .arg(dir.join("year.md"))
                .args(["--standalone", "--metadata", "title=Casebook", "-o"])
                .arg(dir.join("year.pandoc.html"))
                .status()
                .ok()?;
            status.success().then(|| ("pandoc", start.elapsed()))
        }
        "law search: a word" => {
            let rg = which("rg")?;
            let laws = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/laws");
            let times: Vec<Duration> = (0..10)
                .filter_map(|_| {
                    let start = Instant::now();
                    let output = Command::new(&rg)
                        .args(["-c", "-i", "претензи"])
                        .arg(&laws)
                        .output()
                        .ok()?;
                    output.status.success().then(|| start.elapsed())
                })
                .collect();
            let mut times = times;
            times.sort();
            times.get(times.len() / 2).map(|t| ("rg", *t))
        }
        _ => None,
    }
}

fn median(runs: usize, mut work: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}
