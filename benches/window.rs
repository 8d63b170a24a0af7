//! The window's budgets (BENCHMARKS.md, Performance budgets), release build, on a federation's archive:
//! 10,000 cases over 30 years (`casebook::samples::synthetic_archive`: the sample cases, each
//! a full record, varied in the Laws they cite, their findings, methods, outcomes and words):
//!
//! - `startup to the first frame`: under 1 s. Opening the database file (already there, as on
//!   every start but the first), building the application, installing the embedded fonts and
//!   laying out and tessellating the first frame of the main screen. Creating the native
//!   window and the GL context is the platform's and is not counted.
//! - `frame: …`: under 4 ms of CPU per frame on the main screens — the case list of 10,000
//!   rows with a case open on each tab of the editor, the hearing view, the Archive window.
//!   Layout and tessellation: the work eframe does on the CPU each frame.
//! - `list: filter by …`: the case list narrowed to a year, or to a subject, as its filters
//!   do (alternating between two values, so that every run filters the 10,000 rows anew).
//! - `frame while the digests … are made`: the first open of a database whose digests were
//!   never made (a bulk import); the frames drawn while the window makes them in the
//!   background, one by one, each within the frame budget.
//!
//! Run: `cargo bench -p casebook-app --bench window`

use casebook::case::Subject;
use casebook::store::{Bundle, Store};
use casebook_app::app::database::{CaseDatabase, ListFilter};
use casebook_app::app::precedents::IndexState;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::app::{CasebookApp, Command, UiState, install_fonts};
use criterion::{Criterion, criterion_group};
use egui::{Pos2, RawInput, Rect, vec2};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

// The benchmarks of the core share this; the window's uses only the peak memory.
#[allow(dead_code)]
#[path = "../casebook/benches/support/process.rs"]
mod process;

const CASES: usize = 10_000;
/// Runs the window, in a process of its own, on the database named after it.
const WINDOW_CHILD: &str = "--window-on";

fn scratch_database(digests: bool) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "casebook-window-bench-{}-{digests}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = dir.join("cases.sqlite");
    if path.exists() {
        std::fs::remove_file(&path).expect("an old scratch database removed");
    }
    let mut store = Store::create_or_open(&path).expect("a new database");
    let cases = casebook::samples::synthetic_archive(CASES, 0, 2026, 30).expect("the samples read");
    store
        .import_bundle(&Bundle::new(cases).to_json())
        .expect("10,000 cases imported");
    // As a database in use holds them: the window makes the digests the first time it opens
    // a database, and reads them after.
    if digests {
        store.case_digests(&mut |_, _| {}).expect("digests");
    }
    (dir, path)
}

/// Draws frames until the precedent index, built off the interface thread when the window
/// opens, is ready: its work is not the frames' being measured.
fn until_index_ready(ctx: &egui::Context, app: &mut CasebookApp) {
    let start = Instant::now();
    while !matches!(app.precedents().state(), IndexState::Ready) {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the index is not built"
        );
        frame(ctx, app);
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn input() -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
        ..RawInput::default()
    }
}

/// One frame as eframe runs it, without the GPU: layout and tessellation.
fn frame(ctx: &egui::Context, app: &mut CasebookApp) -> usize {
    let output = ctx.run_ui(input(), |ui| app.show(ui));
    ctx.tessellate(output.shapes, output.pixels_per_point).len()
}

/// Draws frames until what a screen computes off the interface thread when it is first
/// shown (a deal's double-dummy table, the archive's figures) is in: the frames measured are
/// the ones a user sees while working on the screen.
fn settle(ctx: &egui::Context, app: &mut CasebookApp) {
    for _ in 0..3 {
        frame(ctx, app);
    }
    std::thread::sleep(Duration::from_millis(300));
    for _ in 0..3 {
        frame(ctx, app);
    }
}

/// Opens the case in the middle of the list, as a user would pick one.
fn open_a_case_in_the_middle(ctx: &egui::Context, app: &mut CasebookApp) {
    let uuid = app
        .database()
        .expect("open")
        .visible()
        .nth(CASES / 2)
        .map(|row| row.heading.uuid)
        .expect("a case in the middle of the list");
    app.apply(ctx, Command::SelectCase(uuid));
}

fn open_window(path: &Path) -> (egui::Context, CasebookApp) {
    let ctx = egui::Context::default();
    install_fonts(&ctx);
    let database = CaseDatabase::open_file(path).map_err(|e| e.to_string());
    let app = CasebookApp::with_database(UiState::default(), Some(path.into()), database);
    (ctx, app)
}

fn window(c: &mut Criterion) {
    let (dir, path) = scratch_database(true);

    // Timed: opening and the first frame; then, untimed, the index the window starts building
    // is left to finish, so that one start's background work does not slow the next.
    c.bench_function("startup to the first frame (10,000 cases)", |b| {
        b.iter_custom(|runs| {
            let mut total = Duration::ZERO;
            for _ in 0..runs {
                let start = Instant::now();
                let (ctx, mut app) = open_window(&path);
                black_box(frame(&ctx, &mut app));
                total += start.elapsed();
                until_index_ready(&ctx, &mut app);
            }
            total
        });
    });

    let (ctx, mut app) = open_window(&path);
    until_index_ready(&ctx, &mut app);
    open_a_case_in_the_middle(&ctx, &mut app);
    for _ in 0..3 {
        frame(&ctx, &mut app);
    }
    for tab in EditorTab::ALL {
        app.show_editor_tab(tab);
        settle(&ctx, &mut app);
        c.bench_function(
            &format!("frame: 10,000-case list, a case on its {tab:?} tab"),
            |b| {
                b.iter(|| black_box(frame(&ctx, &mut app)));
            },
        );
    }
    app.show_editor_tab(EditorTab::Sheet);
    app.apply(&ctx, Command::ToggleHearingView);
    settle(&ctx, &mut app);
    c.bench_function("frame: the hearing view of the case", |b| {
        b.iter(|| black_box(frame(&ctx, &mut app)));
    });
    app.apply(&ctx, Command::ToggleHearingView);
    app.apply(&ctx, Command::ShowArchive);
    settle(&ctx, &mut app);
    c.bench_function("frame: the Archive window over 30 years", |b| {
        b.iter(|| black_box(frame(&ctx, &mut app)));
    });

    drop(app);
    window_peak_memory(&path);

    let mut list = CaseDatabase::open_file(&path).expect("the database opens");
    let mut year = 2010;
    c.bench_function("list: 10,000 cases filtered by year", |b| {
        b.iter(|| {
            year = if year == 2010 { 2011 } else { 2010 };
            list.set_filter(ListFilter {
                year: Some(year),
                ..ListFilter::default()
            });
            black_box(list.visible_count())
        });
    });
    let mut subject = Subject::UnauthorizedInformation;
    c.bench_function("list: 10,000 cases filtered by subject", |b| {
        b.iter(|| {
            subject = if subject == Subject::Misinformation {
                Subject::UnauthorizedInformation
            } else {
                Subject::Misinformation
            };
            list.set_filter(ListFilter {
                subject: Some(subject),
                ..ListFilter::default()
            });
            black_box(list.visible_count())
        });
    });
    let _ = std::fs::remove_dir_all(dir);
    frames_while_the_digests_are_made();
}

/// The first open of a database whose digests were never made (a bulk import): the window
/// makes them in the background; the frames drawn meanwhile, a case on the sheet, are timed
/// one by one (not by criterion: the state they are drawn in lasts only until the index is
/// ready).
fn frames_while_the_digests_are_made() {
    let (dir, path) = scratch_database(false);
    let (ctx, mut app) = open_window(&path);
    frame(&ctx, &mut app);
    open_a_case_in_the_middle(&ctx, &mut app);
    let began = Instant::now();
    let mut frames = Vec::new();
    while !matches!(app.precedents().state(), IndexState::Ready) {
        assert!(
            began.elapsed() < Duration::from_secs(300),
            "the index is not built"
        );
        let start = Instant::now();
        black_box(frame(&ctx, &mut app));
        frames.push(start.elapsed());
        // A window repaints at most at the display's rate.
        std::thread::sleep(Duration::from_millis(16));
    }
    let first = frames.first().map_or(0.0, |f| f.as_secs_f64() * 1e3);
    frames.sort();
    let at = |q: usize| frames[(frames.len() - 1) * q / 100].as_secs_f64() * 1e3;
    println!(
        "frame while the digests of 10,000 cases are made (first open after a bulk import): \
         the first (the case opened) {first:.2} ms, then median {:.2} ms, 90th percentile {:.2} ms, \
         worst {:.2} ms over {} frames; the index ready after {:.1} s",
        at(50),
        at(90),
        at(100),
        frames.len(),
        began.elapsed().as_secs_f64()
    );
    drop(app);
    let _ = std::fs::remove_dir_all(dir);
}

/// The window's peak memory on the archive, in a process of its own that opens the
/// database, builds the precedent index and draws a case on the sheet and on the Case tab.
fn window_peak_memory(path: &Path) {
    let child = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
        .args([WINDOW_CHILD, path.to_str().expect("UTF-8")])
        .output()
        .expect("the benchmark runs itself");
    let report = String::from_utf8_lossy(&child.stdout);
    let kb: u64 = report.trim().parse().expect("a peak in kB");
    println!(
        "the window on 10,000 cases (index built, a case on the sheet and on the Case tab): peak {} MB",
        kb / 1024
    );
}

fn window_on(path: &Path) {
    let (ctx, mut app) = open_window(path);
    until_index_ready(&ctx, &mut app);
    open_a_case_in_the_middle(&ctx, &mut app);
    for _ in 0..3 {
        frame(&ctx, &mut app);
    }
    app.show_editor_tab(EditorTab::Case);
    for _ in 0..3 {
        frame(&ctx, &mut app);
    }
    println!("{}", process::peak_kb(std::process::id()));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = window
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == WINDOW_CHILD) {
        window_on(Path::new(&args[at + 1]));
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
