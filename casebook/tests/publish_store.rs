//! Publishing against the store: the reviewed cases become published with a note of the
//! edition only after the file is written; nothing else changes; a second publish of the year
//! finds nothing new, and a reprint prints the same edition again.

mod publish_support;

use casebook::case::{CaseStatus, Subject};
use casebook::publish::{
    EDITION_NOTE_AUTHOR, EditionRecord, Format, Progress, PublishError, PublishOptions,
    PublishReport, editions_of, publish,
};
use casebook::store::{CaseFilter, Store};
use publish_support::*;

fn options() -> PublishOptions {
    PublishOptions {
        year: YEAR,
        ..PublishOptions::default()
    }
}

/// Publishes what `options` choose to `out`, showing no progress.
fn publish_to(
    store: &mut Store,
    options: &PublishOptions,
    format: Format,
    out: &std::path::Path,
) -> Result<PublishReport, PublishError> {
    publish(store, options, format, out, &mut |_| {})
}

fn statuses(store: &Store) -> Vec<(String, CaseStatus, u64)> {
    store
        .list_cases(&CaseFilter::default())
        .expect("list")
        .into_iter()
        .map(|s| (s.heading.case_number, s.status, s.heading.revision))
        .collect()
}

#[test]
fn publishing_marks_the_reviewed_cases_and_records_the_edition() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let before = statuses(&store);
    let mut steps = Vec::new();
    let report = publish(
        &mut store,
        &options(),
        Format::Html,
        &scratch.path("casebook.html"),
        &mut |p| steps.push(p),
    )
    .expect("published");
    assert_eq!(report.edition, 1);
    assert_eq!(report.newly_published, 7);
    assert!(report.unmarked.is_empty(), "{:?}", report.unmarked);
    // Progress runs through loading, rendering, writing and marking, ending complete.
    assert!(matches!(steps.first(), Some(Progress::Loading { .. })));
    assert!(steps.contains(&Progress::Writing));
    assert_eq!(steps.last().map(|p| p.fraction()), Some(1.0));
    assert!(steps.windows(2).all(|w| w[0].fraction() <= w[1].fraction()));

    let after = statuses(&store);
    for ((number, was, revision), (_, now, new_revision)) in before.iter().zip(&after) {
        if *was == CaseStatus::Reviewed {
            assert_eq!(*now, CaseStatus::Published, "{number}");
            assert_eq!(*new_revision, revision + 1, "{number}: one save");
        } else {
            assert_eq!((now, new_revision), (was, revision), "{number} untouched");
        }
    }
    for summary in store.list_cases(&CaseFilter::default()).expect("list") {
        let case = store.load_case(summary.heading.uuid).expect("load");
        let editions = editions_of(&case);
        if case.status() == CaseStatus::Published {
            assert_eq!(editions.len(), 1, "{}", summary.heading.case_number);
            assert_eq!(editions[0].year, YEAR);
            assert_eq!(editions[0].edition, 1);
            assert_eq!(editions[0].format, "html");
            assert!(editions[0].at.is_some());
            let note = case.review.notes.last().expect("a note");
            assert_eq!(note.by, EDITION_NOTE_AUTHOR);
        } else {
            assert!(editions.is_empty(), "{}", summary.heading.case_number);
        }
    }
}

#[test]
fn a_second_publish_finds_nothing_new_and_writes_nothing() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    publish_to(
        &mut store,
        &options(),
        Format::Markdown,
        &scratch.path("first.md"),
    )
    .expect("first publish");
    let second = scratch.path("second.md");
    let err = publish_to(&mut store, &options(), Format::Markdown, &second)
        .expect_err("nothing left to publish");
    assert!(
        matches!(
            err,
            PublishError::NoCases {
                year: YEAR,
                published: 7,
                not_reviewed: 3,
                ..
            }
        ),
        "{err}"
    );
    assert!(
        err.to_string().contains("no reviewed cases of 2026"),
        "{err}"
    );
    assert!(!second.exists(), "nothing written");
}

#[test]
fn a_reprint_prints_the_same_edition_and_marks_nothing() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    publish_to(
        &mut store,
        &options(),
        Format::Html,
        &scratch.path("a.html"),
    )
    .expect("first publish");
    let before = statuses(&store);
    let reprint = PublishOptions {
        reprint: true,
        ..options()
    };
    let report =
        publish_to(&mut store, &reprint, Format::Pdf, &scratch.path("a.pdf")).expect("reprint");
    assert_eq!(report.cases, 7);
    assert_eq!(report.edition, 1, "a reprint keeps the edition");
    assert_eq!(report.newly_published, 0);
    assert_eq!(statuses(&store), before, "no case saved again");
}

#[test]
fn a_case_reviewed_after_the_first_edition_opens_the_second() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    publish_to(
        &mut store,
        &options(),
        Format::Html,
        &scratch.path("1.html"),
    )
    .expect("edition 1");
    // Sample У-04 is decided (assets/samples/README.md); the chief director now approves it.
    let summary = store
        .list_cases(&CaseFilter::default())
        .expect("list")
        .into_iter()
        .find(|s| s.heading.case_number == "У-04")
        .expect("У-04");
    let mut case = store.load_case(summary.heading.uuid).expect("load");
    case.review.status = CaseStatus::Reviewed;
    store.save_case(&case, case.revision).expect("reviewed");
    let report = publish_to(
        &mut store,
        &options(),
        Format::Html,
        &scratch.path("2.html"),
    )
    .expect("edition 2");
    assert_eq!(
        (report.edition, report.cases, report.newly_published),
        (2, 1, 1)
    );
    let case = store.load_case(summary.heading.uuid).expect("load");
    assert_eq!(
        editions_of(&case).last().map(|e: &EditionRecord| e.edition),
        Some(2)
    );
}

#[test]
fn nothing_is_marked_when_the_file_cannot_be_written() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let before = statuses(&store);
    let out = scratch.path("no such directory/casebook.html");
    let err = publish_to(&mut store, &options(), Format::Html, &out)
        .expect_err("the directory does not exist");
    assert!(matches!(err, PublishError::Write { .. }), "{err}");
    assert!(err.to_string().contains("no such directory"), "{err}");
    assert_eq!(statuses(&store), before);
}

/// One run, several files (the command line's `--out` given again, the window's formats
/// ticked): each file in its format, in the order asked; two files of one format the same
/// bytes; the PDF typeset last so that one progress bar only goes forward; the cases marked
/// once, with one note of the edition naming the formats.
#[test]
fn several_formats_are_one_run_and_the_cases_are_marked_once() {
    use casebook::publish::{Output, publish_or_cancel};
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let before = statuses(&store);
    let outputs: Vec<Output> = [
        (Format::Pdf, "book.pdf"),
        (Format::Html, "book.html"),
        (Format::Markdown, "book.md"),
        (Format::Html, "copy.html"),
    ]
    .into_iter()
    .map(|(format, name)| Output {
        format,
        path: scratch.path(name),
    })
    .collect();
    let mut steps = Vec::new();
    let report = publish_or_cancel(
        &mut store,
        &options(),
        &outputs,
        &mut |step| steps.push(step),
        &std::sync::atomic::AtomicBool::new(false),
    )
    .expect("published");
    let written: Vec<_> = report.files.iter().map(|f| f.path.clone()).collect();
    let asked: Vec<_> = outputs.iter().map(|o| o.path.clone()).collect();
    assert_eq!(written, asked);
    assert!(
        std::fs::read(scratch.path("book.pdf"))
            .unwrap()
            .starts_with(b"%PDF")
    );
    let md = std::fs::read_to_string(scratch.path("book.md")).unwrap();
    assert!(md.starts_with("# Сборник"), "{md}");
    assert_eq!(
        std::fs::read(scratch.path("book.html")).unwrap(),
        std::fs::read(scratch.path("copy.html")).unwrap()
    );

    // Rendering the HTML, the Markdown, then the PDF: three passes, each counting its cases.
    let passes: Vec<(usize, usize)> = steps
        .iter()
        .filter_map(|step| match step {
            Progress::Rendering { pass, passes, .. } => Some((*pass, *passes)),
            _ => None,
        })
        .collect();
    assert_eq!(passes.first(), Some(&(1, 3)));
    assert_eq!(passes.last(), Some(&(3, 3)));
    assert!(passes.windows(2).all(|w| w[0].0 <= w[1].0));
    assert!(steps.windows(2).all(|w| w[0].fraction() <= w[1].fraction()));
    assert_eq!(steps.iter().filter(|s| **s == Progress::Indexes).count(), 1);
    assert_eq!(steps.last().map(|p| p.fraction()), Some(1.0));

    assert_eq!(report.newly_published, 7);
    let after = statuses(&store);
    for ((number, was, revision), (_, now, new_revision)) in before.iter().zip(&after) {
        if *was == CaseStatus::Reviewed {
            assert_eq!(*now, CaseStatus::Published, "{number}");
            assert_eq!(*new_revision, revision + 1, "{number}: one save");
        }
    }
    for summary in store.list_cases(&CaseFilter::default()).expect("list") {
        let case = store.load_case(summary.heading.uuid).expect("load");
        if case.status() == CaseStatus::Published {
            let editions = editions_of(&case);
            assert_eq!(editions.len(), 1, "{}", summary.heading.case_number);
            assert_eq!(editions[0].format, "pdf, html, md");
        }
    }
}

/// A file of the run that cannot be written leaves none written — not the ones before it in
/// the list — no temporary file behind, and no case marked.
#[test]
fn one_file_that_cannot_be_written_leaves_none_written_and_nothing_marked() {
    use casebook::publish::{Output, publish_or_cancel};
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let before = statuses(&store);
    let outputs = [
        Output {
            format: Format::Html,
            path: scratch.path("book.html"),
        },
        Output {
            format: Format::Markdown,
            path: scratch.path("no such directory/book.md"),
        },
    ];
    let err = publish_or_cancel(
        &mut store,
        &options(),
        &outputs,
        &mut |_| {},
        &std::sync::atomic::AtomicBool::new(false),
    )
    .expect_err("the directory does not exist");
    assert!(matches!(err, PublishError::Write { .. }), "{err}");
    assert!(err.to_string().contains("no such directory"), "{err}");
    assert!(!scratch.path("book.html").exists(), "the HTML is not left");
    let left: Vec<_> = std::fs::read_dir(scratch.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("book"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    assert_eq!(statuses(&store), before);
}

/// The casebook's name gives each format's file: a format's ending is replaced, any other
/// ending kept.
#[test]
fn a_casebook_name_gives_each_formats_file() {
    use casebook::publish::Output;
    use std::path::Path;
    let named = |name: &str, format| Output::named(Path::new(name), format).path;
    assert_eq!(
        named("dir/casebook-2026", Format::Pdf),
        Path::new("dir/casebook-2026.pdf")
    );
    assert_eq!(
        named("dir/casebook-2026.html", Format::Markdown),
        Path::new("dir/casebook-2026.md")
    );
    assert_eq!(named("book.HTM", Format::Html), Path::new("book.html"));
    assert_eq!(named("book.v2", Format::Pdf), Path::new("book.v2.pdf"));
    assert_eq!(
        Format::of_file(Path::new("a/b.Markdown")),
        Some(Format::Markdown)
    );
    assert_eq!(Format::of_file(Path::new("a/b.txt")), None);
}

#[test]
fn filters_pick_events_and_subjects() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    // The claim case is У-07 (sample bundle subjects).
    let claims = PublishOptions {
        subjects: vec![Subject::Claim],
        ..options()
    };
    let report =
        publish_to(&mut store, &claims, Format::Markdown, &scratch.path("c.md")).expect("claims");
    assert_eq!(report.cases, 1);
    let md = std::fs::read_to_string(scratch.path("c.md")).expect("written");
    assert!(md.contains("## Дело У-07"), "the claim case");
    // The reviewed team events are У-01, У-02, У-06 and У-09 («Командный турнир …»).
    let teams = PublishOptions {
        events: vec!["командный".into()],
        ..options()
    };
    let report = publish_to(&mut store, &teams, Format::Markdown, &scratch.path("t.md"))
        .expect("team events");
    assert_eq!(report.cases, 4);
    // Another year has no cases at all.
    let err = publish(
        &mut store,
        &PublishOptions {
            year: 1999,
            ..options()
        },
        Format::Html,
        &scratch.path("1999.html"),
        &mut |_| {},
    )
    .expect_err("no cases in 1999");
    assert!(
        err.to_string().contains("no reviewed cases of 1999"),
        "{err}"
    );
}

#[test]
fn case_numbers_are_ordered_as_people_read_them() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).expect("db");
    let template = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .expect("У-03");
    for (i, number) in ["У-10", "У-2", "У-1"].iter().enumerate() {
        let mut case = template.clone();
        case.uuid = uuid::Uuid::from_u128(0x1000 + i as u128);
        case.revision = 0;
        case.identity.case_number = number.to_string();
        store.save_case(&case, 0).expect("saved");
    }
    let out = scratch.path("order.html");
    publish_to(&mut store, &options(), Format::Html, &out).expect("published");
    let html = std::fs::read_to_string(out).expect("written");
    assert_eq!(case_sections(&html), ["case-у-1", "case-у-2", "case-у-10"]);
}

#[test]
fn a_case_edited_while_publishing_is_reported_and_the_others_are_marked() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let path = store.location().file().expect("a file").to_path_buf();
    // Sample У-05 is reviewed (assets/samples/README.md); another window edits it while the
    // casebook is being written, after the publisher read it.
    let u05 = store
        .list_cases(&CaseFilter::default())
        .expect("list")
        .into_iter()
        .find(|s| s.heading.case_number == "У-05")
        .expect("У-05");
    let mut edited = None;
    let report = publish(
        &mut store,
        &options(),
        Format::Html,
        &scratch.path("casebook.html"),
        &mut |p| {
            if p == Progress::Writing {
                let mut editor = Store::open(&path).expect("a second window");
                let mut case = editor.load_case(u05.heading.uuid).expect("load");
                case.write_up.push_str(" Уточнение.");
                edited = Some(editor.save_case(&case, case.revision).expect("saved"));
            }
        },
    )
    .expect("published");
    let edited = edited.expect("edited while writing");
    assert_eq!(report.cases, 7, "the casebook holds the case as read");
    assert_eq!(report.newly_published, 6);
    assert_eq!(report.unmarked.len(), 1, "{:?}", report.unmarked);
    let unmarked = &report.unmarked[0];
    assert_eq!(
        (unmarked.uuid, unmarked.case_number.as_str()),
        (u05.heading.uuid, "У-05")
    );
    let reason = unmarked.error.to_string();
    assert!(
        reason.contains("was saved by someone else in the meantime"),
        "{reason}"
    );
    assert_eq!(
        store.load_case(u05.heading.uuid).expect("load"),
        edited,
        "the edit stands"
    );
    let published = statuses(&store)
        .into_iter()
        .filter(|(_, status, _)| *status == CaseStatus::Published)
        .count();
    assert_eq!(published, 6);
}

/// The statistics chapter prints the archive over the years beside the year's own figures:
/// every year with cases in the ten up to the casebook's, in all three formats; a database of
/// one year prints no such table.
#[test]
fn the_statistics_print_the_archive_over_the_years() {
    use casebook::publish::{CasebookLanguage, load_casebook, render};
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let one_year = load_casebook(&store, &options(), &mut |_| {}).expect("loaded");
    assert!(one_year.years.is_empty());
    let markdown =
        String::from_utf8(render(&one_year, Format::Markdown, &mut |_| {}).expect("rendered"))
            .expect("UTF-8");
    assert!(!markdown.contains("По годам"));

    // Last year's and 2010's cases: 2010 is more than ten years back and left out.
    for (i, (number, year)) in [("25-01", 2025), ("25-02", 2025), ("10-01", 2010)]
        .into_iter()
        .enumerate()
    {
        let mut case = samples()[i].clone();
        case.uuid = uuid::Uuid::from_u128(0xBEEF_0000 + i as u128);
        case.identity.case_number = number.into();
        case.identity.year = Some(year);
        store.save_case(&case, 0).expect("saved");
    }
    let casebook = load_casebook(&store, &options(), &mut |_| {}).expect("loaded");
    let years: Vec<(i32, usize)> = casebook.years.iter().map(|y| (y.year, y.cases)).collect();
    assert_eq!(years, [(2025, 2), (2026, 10)]);
    assert_eq!(casebook.language, CasebookLanguage::Russian);
    for format in [Format::Markdown, Format::Html] {
        let text = String::from_utf8(render(&casebook, format, &mut |_| {}).expect("rendered"))
            .expect("UTF-8");
        assert!(text.contains("По годам"), "{format:?}");
        assert!(text.contains("Дела по годам"), "{format:?}");
        assert!(text.contains("Оставлено в силе"), "{format:?}");
        assert!(text.contains("Необоснованные апелляции"), "{format:?}");
    }
    let pdf = render(&casebook, Format::Pdf, &mut |_| {}).expect("typeset");
    assert!(pdf.starts_with(b"%PDF"));
}

/// A publish stopped by the user — here while the PDF is being typeset, after its cases were
/// read — writes nothing and marks nothing, and says so.
#[test]
fn a_cancelled_publish_writes_nothing_and_marks_nothing() {
    assert_cancelled_when(
        |step| matches!(step, Progress::Loading { done, total } if done == total),
    );
}

/// A PDF is made a part at a time: stopped once its first part of cases is typeset (and
/// being exported), the publish still writes nothing and marks nothing.
#[test]
fn a_pdf_stopped_after_its_first_part_writes_nothing_and_marks_nothing() {
    assert_cancelled_when(|step| matches!(step, Progress::Rendering { done, .. } if done > 0));
}

/// After a PDF's last part of cases the stages that remain are told — the indexes, the page
/// numbers, the export — and publishing can still be stopped at each of them.
#[test]
fn a_pdf_tells_the_stages_after_its_cases_and_stops_at_each() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let mut steps = Vec::new();
    casebook::publish::publish(
        &mut store,
        &options(),
        Format::Pdf,
        &scratch.path("casebook.pdf"),
        &mut |step| steps.push(step),
    )
    .expect("published");
    let at = |wanted: Progress| {
        steps
            .iter()
            .position(|s| *s == wanted)
            .unwrap_or_else(|| panic!("{wanted:?} in {steps:?}"))
    };
    let last_case = steps
        .iter()
        .rposition(|s| matches!(s, Progress::Rendering { .. }))
        .expect("cases rendered");
    assert!(last_case < at(Progress::Indexes));
    assert!(at(Progress::Indexes) < at(Progress::Numbering));
    assert!(at(Progress::Numbering) < at(Progress::Exporting));
    assert!(at(Progress::Exporting) < at(Progress::Writing));
    assert!(steps.windows(2).all(|w| w[0].fraction() <= w[1].fraction()));
    for stage in [Progress::Indexes, Progress::Numbering, Progress::Exporting] {
        assert_cancelled_when(move |step| step == stage);
    }
}

/// Publishes the samples to PDF, stopping at the first step `stop_at` names, and asserts that
/// nothing was written or marked.
fn assert_cancelled_when(stop_at: impl Fn(Progress) -> bool) {
    use std::sync::atomic::{AtomicBool, Ordering};
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let before = statuses(&store);
    let out = scratch.path("casebook.pdf");
    let cancel = AtomicBool::new(false);
    let mut steps = Vec::new();
    let err = casebook::publish::publish_or_cancel(
        &mut store,
        &options(),
        &[casebook::publish::Output {
            format: Format::Pdf,
            path: out.clone(),
        }],
        &mut |step| {
            steps.push(step);
            if stop_at(step) {
                cancel.store(true, Ordering::Relaxed);
            }
        },
        &cancel,
    )
    .expect_err("stopped");
    assert!(matches!(err, PublishError::Cancelled), "{err}");
    assert!(err.to_string().contains("nothing was written"), "{err}");
    assert!(!out.exists(), "no casebook file");
    assert!(
        !steps.iter().any(|s| matches!(s, Progress::Writing)),
        "{steps:?}"
    );
    assert_eq!(statuses(&store), before, "no case marked");
}

/// A database an earlier version filled with the training cases, beside the committee's own:
/// the casebook prints the committee's cases only, marks only them, and counts the training
/// cases it left out; the training cases keep their status.
#[test]
fn the_training_cases_beside_a_committees_own_are_left_out_and_counted() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).expect("made");
    let russian = casebook::samples::TrainingSet::of("ru").expect("the Russian set");
    casebook::samples::load_training(&mut store, russian).expect("the training cases");
    let own = casebook::samples::synthetic_cases(3, 100, |_| YEAR).expect("own cases");
    store
        .import_bundle(&casebook::store::Bundle::new(own).to_json())
        .expect("imported");
    let reviewed_own = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .iter()
        .filter(|s| !s.training && s.status == CaseStatus::Reviewed)
        .count();
    assert!(reviewed_own > 0);
    let out = scratch.path("casebook.md");
    let report = publish_to(&mut store, &options(), Format::Markdown, &out).expect("published");
    assert_eq!(report.cases, reviewed_own);
    assert_eq!(report.newly_published, reviewed_own);
    assert_eq!(report.training_left_out, 7);
    let book = std::fs::read_to_string(&out).expect("written");
    for number in ["S-101", "S-102", "S-103"] {
        assert!(book.contains(number), "{number}");
    }
    for held in store.training_cases().unwrap() {
        let case = store.load_case(held.uuid).unwrap();
        assert_ne!(case.status(), CaseStatus::Published, "{}", held.case_number);
    }
}

/// The answers pollees gave on their phones are printed with the poll's own: sample У-03's
/// poll of ten (1997 commentary 16.8(ii)) and two answers served to phones, one of them set
/// aside, print as a poll of eleven; the case's own poll keeps its ten.
#[test]
fn a_served_poll_s_counted_answers_are_printed_with_the_poll() {
    use casebook::poll::served::{AnswerGiven, FrozenProblem, PolleeClass};
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let case = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-03")
        .expect("У-03")
        .heading
        .uuid;
    let own = store.load_case(case).unwrap().polls[0].pollees.len();
    assert_eq!(own, 10);
    let served = store
        .serve_poll(
            case,
            0,
            &FrozenProblem::default(),
            &vec![PolleeClass::default(); 2],
            "",
        )
        .unwrap();
    for pollee in &served.pollees {
        let given = AnswerGiven {
            action: "Пас".into(),
            ..AnswerGiven::default()
        };
        store
            .record_served_answer(pollee.token, &given)
            .unwrap()
            .unwrap();
    }
    store
        .set_served_answer_aside(served.pollees[1].token, "Знал сдачу.", "Судья")
        .unwrap();
    let out = scratch.path("casebook.md");
    publish_to(&mut store, &options(), Format::Markdown, &out).expect("published");
    let book = std::fs::read_to_string(&out).unwrap();
    assert!(
        book.contains("Опрос (11)"),
        "the poll is printed with the counted answer"
    );
    assert!(!book.contains("Опрос (12)"));
    // Printing added nothing to the case's own poll.
    assert_eq!(store.load_case(case).unwrap().polls[0].pollees.len(), own);
}
