//! The PDF casebook at 100, 300 and 1,000 cases: time and peak memory, each size in a process
//! of its own so that its peak is its own, beside the `typst` command-line compiler
//! typesetting the same casebook from the same generated source in the same run.
//!
//! The cases are the reviewed cases of `synthetic_archive` (each a full record: deal, annotated
//! auction, facts, statements, ruling, appeal, polls, decision with a weighted score, write-up
//! and commentary), varied — each its own deal, Laws, findings and words — so that neither
//! typesetter is flattered by laying out the same paragraph again. What is timed is the whole
//! typesetting: markup, layout part by part, the PDF. The `typst` compiler, when it is on the
//! PATH (`cargo install typst-cli --version 0.15.1 --locked`, or `TYPST=/path/to/typst`), is
//! given that casebook's source as one file with the page numbers already filled in, and the
//! four DejaVu Sans faces the casebook embeds; its peak memory is read from /proc while it runs.
//!
//! Each size is typeset twice, alternately with the `typst` compiler; the faster of each's
//! two runs is reported (this machine is noisy, and a first run is often the slower), with
//! the larger of the two peaks.
//!
//! Run: `cargo bench -p casebook --bench publish_pdf` (release build; about four minutes).

use casebook::case::{Case, CaseStatus};
use casebook::publish::{Casebook, PublishOptions, fonts, typeset_casebook};
use casebook::samples::synthetic_archive;
#[path = "support/process.rs"]
mod process;

use process::{peak_kb, which};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use uuid::Uuid;

const SIZES: [usize; 3] = [100, 300, 1_000];
const CHILD: &str = "--typeset-one-size";
const RUNS: usize = 2;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == CHILD) {
        let count: usize = args[at + 1].parse().expect("a count");
        typeset_one_size(count, Path::new(&args[at + 2]));
        return;
    }
    let dir = std::env::temp_dir().join(format!("casebook-pdf-bench-{}", Uuid::new_v4()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let fonts = write_fonts(&dir);
    let typst = std::env::var_os("TYPST")
        .map(PathBuf::from)
        .or_else(|| which("typst"));
    println!(
        "{:>6} {:>6} {:>10} {:>10} {:>10} {:>10} {:>7}",
        "cases", "pages", "ours s", "ours MB", "typst s", "typst MB", "ratio"
    );
    for count in SIZES {
        let out = dir.join(format!("casebook-{count}"));
        let mut ours: Option<(String, f64, u64)> = None;
        let mut cli: Option<(Duration, u64)> = None;
        // Each twice, alternately; the faster run counts, the larger peak.
        for _ in 0..RUNS {
            let (pages, seconds, peak) = typeset_in_child(count, &out);
            ours = Some(match ours {
                Some((_, best, most)) => (pages, best.min(seconds), most.max(peak)),
                None => (pages, seconds, peak),
            });
            if let Some(typst) = &typst {
                let (time, peak) = run_typst(typst, &out.with_extension("typ"), &fonts, &out);
                cli = Some(match cli {
                    Some((best, most)) => (best.min(time), most.max(peak)),
                    None => (time, peak),
                });
            }
        }
        let (pages, seconds, peak_kb) = ours.expect("a run");
        let (cli_s, cli_peak, ratio) = match cli {
            Some((time, peak)) => (
                format!("{:.2}", time.as_secs_f64()),
                format!("{}", peak / 1024),
                format!("{:.2}", seconds / time.as_secs_f64()),
            ),
            None => ("-".to_string(), "-".to_string(), "-".to_string()),
        };
        println!(
            "{count:>6} {pages:>6} {seconds:>10.2} {:>10} {cli_s:>10} {cli_peak:>10} {ratio:>7}",
            peak_kb / 1024
        );
    }
    if typst.is_none() {
        println!("(no `typst` on the PATH: the command-line compiler was not timed)");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs [`typeset_one_size`] in a child process: pages, seconds, peak kB.
fn typeset_in_child(count: usize, out: &Path) -> (String, f64, u64) {
    let child = Command::new(std::env::current_exe().expect("this benchmark"))
        .args([CHILD, &count.to_string(), out.to_str().expect("UTF-8")])
        .output()
        .expect("the benchmark runs itself");
    let report = String::from_utf8_lossy(&child.stdout);
    let fields: Vec<&str> = report.split_whitespace().collect();
    assert!(child.status.success() && fields.len() == 3, "{report}");
    (
        fields[0].to_string(),
        fields[1].parse().expect("seconds"),
        fields[2].parse().expect("kB"),
    )
}

/// In a process of its own: typesets `count` cases, writes the PDF and the one-file source
/// beside `out`, and prints pages, seconds and the process's peak memory in kB.
fn typeset_one_size(count: usize, out: &Path) {
    let casebook = casebook_of(count);
    let start = Instant::now();
    let typeset = typeset_casebook(&casebook, &mut |_| {}).expect("typeset");
    let seconds = start.elapsed().as_secs_f64();
    std::fs::write(out.with_extension("pdf"), &typeset.pdf).expect("the PDF");
    std::fs::write(out.with_extension("typ"), &typeset.source).expect("the source");
    println!(
        "{} {seconds:.3} {}",
        typeset.pages,
        peak_kb(std::process::id())
    );
}

fn casebook_of(count: usize) -> Casebook {
    let cases: Vec<Case> = synthetic_archive(count * 2, 0, 2026, 1)
        .expect("the samples read")
        .into_iter()
        .filter(|c| c.status() == CaseStatus::Reviewed)
        .take(count)
        .collect();
    assert_eq!(cases.len(), count, "enough reviewed cases");
    let options = PublishOptions {
        year: 2026,
        ..PublishOptions::default()
    };
    Casebook::assemble(cases, &[], &options)
}

/// The faces the casebook embeds, as files for the command-line compiler.
fn write_fonts(dir: &Path) -> PathBuf {
    let fonts_dir = dir.join("fonts");
    std::fs::create_dir_all(&fonts_dir).expect("fonts directory");
    for (i, face) in fonts::FACES.iter().enumerate() {
        std::fs::write(fonts_dir.join(format!("face-{i}.ttf")), face).expect("a face");
    }
    fonts_dir
}

/// Times `typst compile` on `source`; its peak memory is polled from /proc while it runs.
fn run_typst(typst: &Path, source: &Path, fonts: &Path, out: &Path) -> (Duration, u64) {
    let start = Instant::now();
    let mut child = Command::new(typst)
        .args(["compile", "--ignore-system-fonts", "--font-path"])
        .arg(fonts)
        .arg(source)
        .arg(out.with_extension("cli.pdf"))
        .spawn()
        .expect("typst starts");
    let mut peak = 0;
    loop {
        peak = peak.max(peak_kb(child.id()));
        if let Some(status) = child.try_wait().expect("typst runs") {
            assert!(status.success(), "typst compile failed");
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    (start.elapsed(), peak)
}
