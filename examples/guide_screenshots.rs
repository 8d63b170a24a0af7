//! The user guide's pictures: the real window, drawn by its own renderer, photographed screen
//! by screen in each book's language, from the training cases in that language (and, for the
//! editor's screens, the same cases as a committee's own, with an event's results).
//!
//! Needs a display: `sh assets/guide/screenshots.sh` runs it under Xvfb and writes
//! `assets/guide/{en,ru,bg}/images/*.png`. With `--only NAME` it makes one picture (in every
//! language); with `--check` it writes nothing and fails when a
//! committed picture no longer shows what the window draws (`pictures`).

mod pictures;

use casebook::samples::TrainingSet;
use casebook::store::{Location, Store};
use casebook_app::app::command::Command;
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::app::{CasebookApp, UiState, install_fonts};
use casebook_app::i18n::Language;
use egui::{ColorImage, Ui, Vec2, ViewportCommand};
use pictures::{Album, Keeping, Picture};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// The window's size in every picture: a laptop's, the size the window first opens at.
const WINDOW: Vec2 = Vec2::new(1280.0, 800.0);

/// The training cases in the window's language (Help › Training cases opens them).
fn training_set(app: &CasebookApp) -> TrainingSet {
    TrainingSet::for_reader(app.state().language.tag())
}

/// Training case `n` (1 to 10) in the window's language, by its UUID as shipped
/// (`assets/samples/README.md`): У-03 in the Russian book, T-03 in the English one.
fn training_case(app: &CasebookApp, n: u8) -> Uuid {
    let cases = training_set(app).cases().expect("the training cases");
    cases[usize::from(n) - 1].uuid
}

/// The databases the pictures are taken over: the two files Casebook keeps itself, in a
/// scratch data folder, so that the status bar names them as a user sees them.
struct Databases {
    /// The default database: empty at first, then the committee's (see [`fill_committee`]).
    committee: PathBuf,
    /// A results file of case 3's event (board 5), for the results window.
    results: PathBuf,
}

impl Databases {
    fn make(dir: &Path) -> Databases {
        let results = dir.join("board5.csv");
        std::fs::write(&results, RESULTS).expect("the results file");
        Databases {
            committee: casebook::store::default_database_path().expect("a data folder"),
            results,
        }
    }
}

const RESULTS: &str = include_str!("../casebook/tests/fixtures/results/board5.csv");

/// The default database made a committee's: the training cases in the window's language as
/// its own, with the results of case 3's event; then opened again in the window.
fn fill_committee(app: &mut CasebookApp, databases: &Databases) {
    let mut store = Store::create_or_open(&databases.committee).expect("the committee's file");
    store
        .import_bundle(training_set(app).json)
        .expect("the cases");
    let case = store.load_case(training_case(app, 3)).expect("case 3");
    casebook::results::field::import_results(
        &mut store,
        Path::new("board5.csv"),
        RESULTS.as_bytes(),
        &case.identity.event,
        None,
    )
    .expect("the event's results");
    drop(store);
    app.open_database(Location::File(databases.committee.clone()));
}

/// What a picture waits for before it is taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ready {
    /// Nothing beyond a few frames.
    Drawn,
    /// The open case's double-dummy table.
    DoubleDummy,
    /// The archive's precedent index.
    Precedents,
    /// The open case's traveller.
    Traveller,
}

/// One picture: its name, how the window is brought to it, and how it is left after.
struct Shot {
    name: &'static str,
    setup: fn(&mut CasebookApp, &egui::Context, &Databases),
    ready: Ready,
    /// The window's height for this picture, when the screen shows more than a laptop's.
    height: Option<f32>,
    after: fn(&mut CasebookApp, &egui::Context),
}

fn nothing(_: &mut CasebookApp, _: &egui::Context) {}

/// The PIN of the poll mode pictured.
const POLL_MODE_PIN: &str = "2468";

/// The UUID of the review copy of case 3 (the guide's picture of a review of the ruling).
const REVIEW_COPY: Uuid = Uuid::from_u128(0x7e11_0003_0000_4000_8000_0000_0000_0003);

/// Case 3 as a review of the ruling, in the committee's file: heard, its first three steps
/// answered in the window's language.
fn review_copy(app: &CasebookApp, databases: &Databases) -> Uuid {
    let mut store = Store::open(&databases.committee).expect("the committee's file");
    let mut case = store.load_case(training_case(app, 3)).expect("case 3");
    case.uuid = REVIEW_COPY;
    case.revision = 0;
    case.identity.case_number = match app.state().language {
        Language::English => "R-03",
        _ => "П-03",
    }
    .to_string();
    case.identity.hearing = casebook::case::Hearing::ReviewOfRuling;
    case.people.committee.clear();
    case.votes.clear();
    case.decision = Default::default();
    case.write_up.clear();
    case.review = Default::default();
    let reasons: [&str; 3] = match app.state().language {
        Language::English => [
            "The pause of about 30 seconds is agreed by both pairs.",
            "Both pairs were heard, ten players polled, two colleagues consulted.",
            "Six of ten polled passed: a reasonable Director finds pass a logical alternative.",
        ],
        Language::Russian => [
            "Пауза около 30 секунд признана обеими парами.",
            "Выслушаны обе пары, опрошены десять игроков, проведена консультация с двумя коллегами.",
            "Шестеро из десяти опрошенных спасовали: пас — логическая альтернатива, решение разумно.",
        ],
        Language::Bulgarian => [
            "Паузата от около 30 секунди е призната от двете двойки.",
            "Изслушани са двете двойки, анкетирани са десет играчи, консултирани са двама колеги.",
            "Шестима от десет анкетирани са пасували: пасът е логична алтернатива, решението е разумно.",
        ],
    };
    let reviewer = match app.state().language {
        Language::English => "J. Smith",
        Language::Russian => "И. Петров",
        Language::Bulgarian => "Г. Димитров",
    };
    let at = chrono::Utc::now();
    let row = |step: &str, answer: &str, reason: &str| casebook::case::WorkflowAnswer {
        step: step.into(),
        answer: answer.into(),
        reason: reason.into(),
        by: reviewer.into(),
        at: Some(at),
        needs_review: false,
    };
    case.workflow = vec![
        row("review.facts", "stand", reasons[0]),
        row("review.procedure", "followed", reasons[1]),
        row("review.bounds", "yes", reasons[2]),
    ];
    let saved = store.save_case(&case, 0).expect("the review copy");
    let mut heard = saved.clone();
    heard.review.status = casebook::case::CaseStatus::Heard;
    store.save_case(&heard, saved.revision).expect("heard");
    REVIEW_COPY
}

/// The review copy of case 3 sent back to the Director: the outcome "sent back" with what he
/// is to poll, the deposit, and the case closed as sent back.
fn sent_back_copy(app: &CasebookApp, databases: &Databases) -> Uuid {
    let uuid = review_copy(app, databases);
    let mut store = Store::open(&databases.committee).expect("the committee's file");
    let mut case = store.load_case(uuid).expect("the review copy");
    let (what, why) = match app.state().language {
        Language::English => (
            "sent_back: Poll five players of West's class on the auction without the pause.",
            "The poll's problem named the pause: its answers cannot be used.",
        ),
        Language::Russian => (
            "sent_back: Опросить пятерых игроков класса Запада по торговле без паузы.",
            "В задаче опроса упомянута пауза: его ответами пользоваться нельзя.",
        ),
        Language::Bulgarian => (
            "sent_back: Анкетирайте петима играчи от класа на Запад по наддаването без паузата.",
            "Задачата на анкетата споменава паузата: отговорите ѝ не могат да се използват.",
        ),
    };
    let by = case.workflow[0].by.clone();
    for (step, answer, reason) in [
        ("review.outcome", what, why),
        ("decision.deposit", "returned", why),
    ] {
        case.workflow.push(casebook::case::WorkflowAnswer {
            step: step.into(),
            answer: answer.into(),
            reason: reason.into(),
            by: by.clone(),
            at: Some(chrono::Utc::now()),
            needs_review: false,
        });
    }
    case.review.status = casebook::case::CaseStatus::SentBack;
    store
        .save_case(&case, case.revision)
        .expect("sent back to the Director");
    uuid
}

fn open_case(app: &mut CasebookApp, ctx: &egui::Context, n: u8, tab: EditorTab) {
    let case = training_case(app, n);
    app.apply(ctx, Command::SelectCase(case));
    app.show_editor_tab(tab);
}

fn training(app: &mut CasebookApp, ctx: &egui::Context) {
    app.apply(ctx, Command::OpenTrainingCases);
}

fn shots() -> Vec<Shot> {
    vec![
        Shot {
            name: "welcome",
            setup: |app, ctx, db| {
                // A first start's database, new and empty (the other book's tour filled it).
                training(app, ctx);
                for suffix in ["", "-wal", "-shm"] {
                    let mut file = db.committee.clone().into_os_string();
                    file.push(suffix);
                    let _ = std::fs::remove_file(file);
                }
                app.open_database(Location::File(db.committee.clone()));
            },
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "main-window",
            setup: |app, ctx, _| {
                training(app, ctx);
                open_case(app, ctx, 3, EditorTab::Sheet);
            },
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "delete-case",
            setup: |app, ctx, _| app.apply(ctx, Command::DeleteCase),
            ready: Ready::Drawn,
            height: None,
            after: |app, ctx| app.apply(ctx, Command::CancelDelete),
        },
        Shot {
            name: "case-tab",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Case),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "board",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Board),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "double-dummy",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Board),
            ready: Ready::DoubleDummy,
            height: Some(1150.0),
            after: nothing,
        },
        Shot {
            name: "facts",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Facts),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "ruling",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Ruling),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "workflow-ui",
            setup: |app, ctx, _| {
                open_case(app, ctx, 3, EditorTab::Workflow);
                app.case_editor_mut()
                    .workflow
                    .request_step("ui.demonstrably_suggested");
            },
            ready: Ready::Precedents,
            height: None,
            after: nothing,
        },
        Shot {
            name: "poll",
            setup: |app, ctx, _| {
                open_case(app, ctx, 3, EditorTab::Workflow);
                app.case_editor_mut().workflow.request_step("ui.la");
                // The poll's answers below the step: the law panel makes way for them.
                app.case_editor_mut().side_panes.law_pane = Some(false);
            },
            ready: Ready::Precedents,
            height: Some(1300.0),
            after: |app, _| app.case_editor_mut().side_panes.law_pane = None,
        },
        Shot {
            name: "poll-mode",
            setup: |app, ctx, _| {
                // A scratch archive of the training cases with case 3's poll served to six
                // pollees, handed round on the laptop.
                let path = std::env::temp_dir().join(format!(
                    "casebook-guide-poll-mode-{}.sqlite",
                    std::process::id()
                ));
                for suffix in ["", "-wal", "-shm"] {
                    let mut file = path.clone().into_os_string();
                    file.push(suffix);
                    let _ = std::fs::remove_file(file);
                }
                let mut store = Store::create_or_open(&path).expect("a scratch archive");
                store
                    .import_bundle(training_set(app).json)
                    .expect("the cases");
                let case = store.load_case(training_case(app, 3)).expect("case 3");
                let problem = casebook::hearing::PollSheet::for_decision(
                    &case,
                    casebook::hearing::PolledDecision::Call,
                    "",
                )
                .expect("the decision point")
                .frozen();
                let pollees = vec![casebook::poll::served::PolleeClass::default(); 6];
                let poll = store
                    .serve_poll(case.uuid, 0, &problem, &pollees, "")
                    .expect("served");
                drop(store);
                app.open_database(Location::File(path));
                open_case(app, ctx, 3, EditorTab::Workflow);
                app.apply(ctx, Command::AskPollMode(poll.id));
                app.poll_mode_mut().setting = Some((POLL_MODE_PIN.into(), POLL_MODE_PIN.into()));
                app.apply(ctx, Command::StartPollMode);
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, ctx| {
                app.poll_mode_mut().leaving = Some(POLL_MODE_PIN.into());
                app.apply(ctx, Command::LeavePollMode);
                training(app, ctx);
            },
        },
        Shot {
            name: "precedents",
            setup: |app, ctx, _| {
                open_case(app, ctx, 3, EditorTab::Workflow);
                app.case_editor_mut()
                    .workflow
                    .request_step("ui.chosen_over_alternative");
                app.case_editor_mut().side_panes.like_cases = Some(true);
            },
            ready: Ready::Precedents,
            height: None,
            after: |app, _| app.case_editor_mut().side_panes.like_cases = None,
        },
        Shot {
            name: "weighted-score",
            setup: |app, ctx, _| {
                open_case(app, ctx, 2, EditorTab::Workflow);
                app.case_editor_mut()
                    .workflow
                    .request_step("ui.adjusted_score");
            },
            ready: Ready::DoubleDummy,
            height: Some(1150.0),
            after: nothing,
        },
        Shot {
            name: "decision",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::Decision),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "write-up",
            setup: |app, ctx, _| open_case(app, ctx, 3, EditorTab::WriteUp),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "sheet",
            setup: |app, ctx, _| open_case(app, ctx, 1, EditorTab::Sheet),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "workflow-mi",
            setup: |app, ctx, _| {
                open_case(app, ctx, 5, EditorTab::Workflow);
                app.case_editor_mut()
                    .workflow
                    .request_step("mi.agreement_evidence");
            },
            ready: Ready::Precedents,
            height: None,
            after: nothing,
        },
        Shot {
            name: "review",
            setup: |app, ctx, _| open_case(app, ctx, 4, EditorTab::Review),
            ready: Ready::Drawn,
            height: None,
            after: nothing,
        },
        Shot {
            name: "hearing-view",
            setup: |app, ctx, _| {
                open_case(app, ctx, 3, EditorTab::Sheet);
                app.apply(ctx, Command::ToggleHearingView);
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, ctx| app.apply(ctx, Command::ToggleHearingView),
        },
        Shot {
            name: "archive-window",
            setup: |app, ctx, _| app.apply(ctx, Command::ShowArchive),
            ready: Ready::Precedents,
            height: None,
            after: |app, _| app.archive_window_mut().open = false,
        },
        Shot {
            name: "open-archive",
            setup: |app, ctx, _| {
                app.apply(ctx, Command::OpenArchive);
                let form = app.open_archive_form();
                form.host = "archive.bridge-federation.example".into();
                form.database = "casebook".into();
                form.user = "ivanova".into();
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, _| app.open_archive_form().open = false,
        },
        Shot {
            name: "traveller",
            setup: |app, _, db| {
                fill_committee(app, db);
                app.show_editor_tab(EditorTab::Sheet);
            },
            ready: Ready::Traveller,
            height: Some(1150.0),
            after: nothing,
        },
        Shot {
            name: "results-import",
            setup: |app, ctx, db| {
                app.apply(ctx, Command::ShowResultsImport);
                let window = app.results_import_window();
                window.file = Some(db.results.clone());
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, _| app.results_import_window().open = false,
        },
        Shot {
            name: "workflow-review",
            setup: |app, ctx, db| {
                // Case 3 heard as a review of the ruling: the facts, the procedure and the bounds
                // answered, the outcome open — "The ruling is changed" not offered.
                let uuid = review_copy(app, db);
                app.open_database(Location::File(db.committee.clone()));
                app.apply(ctx, Command::SelectCase(uuid));
                app.show_editor_tab(EditorTab::Workflow);
                app.case_editor_mut()
                    .workflow
                    .request_step("review.outcome");
            },
            ready: Ready::Precedents,
            height: None,
            after: |app, ctx| {
                // The later pictures show the committee's ten cases.
                app.apply(ctx, Command::DeleteCase);
                app.apply(ctx, Command::ConfirmDelete);
            },
        },
        Shot {
            name: "review-sent-back",
            setup: |app, ctx, db| {
                // The review copy sent back to the Director: its Review tab.
                let uuid = sent_back_copy(app, db);
                app.open_database(Location::File(db.committee.clone()));
                app.apply(ctx, Command::SelectCase(uuid));
                app.show_editor_tab(EditorTab::Review);
            },
            ready: Ready::Precedents,
            height: None,
            after: |app, ctx| {
                app.apply(ctx, Command::DeleteCase);
                app.apply(ctx, Command::ConfirmDelete);
            },
        },
        Shot {
            name: "texts-review",
            setup: |app, ctx, _| {
                app.apply(ctx, Command::ShowLibraryTexts);
                let language = app.state().language;
                let window = app.library_texts_window();
                // The guide's example regulation, read as the window reads a chosen file.
                window.file = Some(
                    Path::new(env!("CARGO_MANIFEST_DIR"))
                        .join("assets/laws/examples/regulation-en.md"),
                );
                window.start(language);
                window.finish();
            },
            ready: Ready::Drawn,
            height: Some(1000.0),
            after: |app, _| {
                let window = app.library_texts_window();
                window.take_review();
                window.open = false;
            },
        },
        Shot {
            name: "texts-edition-map",
            setup: |app, ctx, _| {
                // The edition the tests make up, and the guide's example describes: the test
                // layout of the 2017 Laws with Law 93 renumbered 94 and 12C1(c) made section 12D,
                // kept as the archive's text, then its map from 2017 read for review.
                let texts =
                    Path::new(env!("CARGO_MANIFEST_DIR")).join("casebook/tests/fixtures/texts");
                let laws = texts.join("laws-2027-made-up.txt");
                let map = texts.join("map-2017-2027.json");
                app.apply(ctx, Command::ShowLibraryTexts);
                let language = app.state().language;
                let window = app.library_texts_window();
                window.file = Some(laws);
                window.kind = Some(casebook::laws::TextKind::Laws);
                window.edition = "2027".into();
                window.language = "en".into();
                window.title = "The Laws of Duplicate Bridge 2027 (example)".into();
                window.start(language);
                window.finish();
                app.apply(ctx, Command::KeepLibraryText);
                let window = app.library_texts_window();
                window.kind = None;
                window.edition.clear();
                window.language.clear();
                window.title.clear();
                window.file = Some(map);
                window.start(language);
                window.finish();
            },
            ready: Ready::Drawn,
            height: Some(1000.0),
            after: |app, ctx| {
                let window = app.library_texts_window();
                window.take_review();
                window.open = false;
                // The later pictures show the built-in library alone.
                let added: Vec<i64> = casebook::laws::library()
                    .texts()
                    .iter()
                    .filter_map(|t| t.added_id())
                    .map(|id| id.0)
                    .collect();
                for id in added {
                    app.apply(ctx, Command::RemoveLibraryText(id));
                }
            },
        },
        Shot {
            name: "publish",
            setup: |app, ctx, _| {
                app.apply(ctx, Command::ShowPublish);
                let russian = app.state().language == Language::Russian;
                let dialog = app.publish_dialog_mut();
                // The book's name in the user's documents, as an editor would choose it, in
                // two formats at once.
                dialog.out = if russian {
                    "~/Документы/casebook-2026".into()
                } else {
                    "~/Documents/casebook-2026".into()
                };
                dialog.set_format(casebook::publish::Format::Html, true);
                dialog.set_format(casebook::publish::Format::Pdf, true);
                dialog.with_panel = true;
                dialog.title = "Сборник решений апелляционных комитетов".into();
                dialog.federation = "Федерация спортивного бриджа".into();
                dialog.foreword = "Решения апелляционных комитетов соревнований 2026 года.".into();
                // The website's folder beside that file.
                dialog.site_out = Path::new(&dialog.out)
                    .with_file_name("casebooks-site")
                    .display()
                    .to_string();
            },
            ready: Ready::Drawn,
            height: Some(1000.0),
            after: |app, _| app.publish_dialog_mut().close(),
        },
        Shot {
            name: "panel",
            setup: |app, ctx, db| {
                name_panel(app, db);
                app.apply(ctx, Command::ShowPanel);
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, _| app.panel_window_mut().close(),
        },
        Shot {
            name: "comment",
            setup: |app, ctx, _| {
                app.apply(ctx, Command::ShowComment);
                let case = training_case(app, 4);
                app.apply(ctx, Command::ChooseCommentCase(case));
            },
            ready: Ready::Drawn,
            height: None,
            after: |app, _| app.comment_window_mut().close(),
        },
    ]
}

/// The committee's database given the panel of 2026 (two commentators, one of them asked about
/// two cases) and both commentators' word on case 4.
fn name_panel(app: &CasebookApp, databases: &Databases) {
    let training_case = |n| training_case(app, n);
    use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
    let mut store = Store::open(&databases.committee).expect("the committee's file");
    let member = |name: &str, about: &str, asked: Vec<Uuid>| PanelMember {
        name: name.into(),
        about: about.into(),
        asked,
        ..PanelMember::default()
    };
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![
                member(
                    "Громов",
                    "международный арбитр, председатель апелляционного комитета 2019–2024",
                    Vec::new(),
                ),
                member(
                    "Лебедева",
                    "главный судья турниров федерации",
                    vec![training_case(4), training_case(8)],
                ),
            ],
            closing_remarks: "Спасибо комментаторам: их оценки — в таблице после дел.".into(),
            ..Panel::default()
        })
        .expect("the panel");
    for (commentator, comment, ruling, decision, verdict) in [
        (
            "Лебедева",
            "Медленный пас Севера был форсирующим: у Юга нет логической альтернативы, результат остаётся.",
            90,
            85,
            PanelVerdict::NoChange,
        ),
        (
            "Громов",
            "Апелляционный комитет объяснил яснее судьи, почему пас вынужденный: решение стало лучше.",
            80,
            90,
            PanelVerdict::Improved,
        ),
    ] {
        let comment = PanelComment {
            commentator: commentator.into(),
            comment: comment.into(),
            ruling_mark: Some(ruling),
            decision_mark: Some(decision),
            verdict: Some(verdict),
            ..PanelComment::default()
        };
        store
            .save_panel_comment(training_case(4), &comment)
            .expect("the comment");
    }
}

/// Where the tour is with the picture in hand.
enum Phase {
    Setup,
    Settling(u32),
    Taken,
}

struct Tour {
    app: CasebookApp,
    databases: Databases,
    shots: Vec<Shot>,
    languages: Vec<(Language, PathBuf)>,
    /// The picture (by index into `shots`) and language being taken.
    shot: usize,
    language: usize,
    phase: Phase,
    picture: Arc<Mutex<Option<Arc<ColorImage>>>>,
    /// The traveller shot opens case 3 after its database: the case to open once it is there.
    pending_case: Option<Uuid>,
    /// The one picture asked for (`--only`); the others are walked through, not written.
    only: Option<String>,
    keeping: Keeping,
    album: Arc<Mutex<Album>>,
}

impl Tour {
    fn ready(&self, ready: Ready) -> bool {
        use casebook_app::app::double_dummy::DoubleDummyState;
        use casebook_app::app::precedents::IndexState;
        use casebook_app::app::traveller::TravellerState;
        match ready {
            Ready::Drawn => true,
            Ready::DoubleDummy => matches!(
                self.app.double_dummy().state(),
                DoubleDummyState::Done(_) | DoubleDummyState::Failed(_)
            ),
            Ready::Precedents => {
                matches!(
                    self.app.precedents().state(),
                    IndexState::Ready | IndexState::Failed(_)
                )
            }
            Ready::Traveller => matches!(
                self.app.traveller().state(),
                TravellerState::Done(_) | TravellerState::NoResults
            ),
        }
    }
}

impl eframe::App for Tour {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.app.show(ui);
        ctx.request_repaint();
        if self.language >= self.languages.len() {
            ctx.send_viewport_cmd(ViewportCommand::Close);
            return;
        }
        let (language, folder) = self.languages[self.language].clone();
        let shot = &self.shots[self.shot];
        match self.phase {
            Phase::Setup => {
                self.app.apply(&ctx, Command::SetLanguage(language));
                let height = shot.height.unwrap_or(WINDOW.y);
                ctx.send_viewport_cmd(ViewportCommand::InnerSize(Vec2::new(WINDOW.x, height)));
                (shot.setup)(&mut self.app, &ctx, &self.databases);
                if shot.name == "traveller" {
                    self.pending_case = Some(training_case(&self.app, 3));
                }
                self.phase = Phase::Settling(0);
            }
            Phase::Settling(frames) => {
                if let Some(uuid) = self.pending_case.take() {
                    self.app.apply(&ctx, Command::SelectCase(uuid));
                }
                let settled = frames >= 12 && self.ready(shot.ready);
                if settled {
                    let slot = self.picture.clone();
                    ctx.request_screenshot(move |image| {
                        if let Ok(mut slot) = slot.lock() {
                            *slot = Some(image);
                        }
                    });
                    self.phase = Phase::Taken;
                } else {
                    self.phase = Phase::Settling(frames + 1);
                }
            }
            Phase::Taken => {
                let taken = self.picture.lock().ok().and_then(|mut slot| slot.take());
                let Some(image) = taken else {
                    return;
                };
                if self.only.as_deref().is_none_or(|name| name == shot.name) {
                    let path = folder.join(format!("{}.png", shot.name));
                    if let Ok(mut album) = self.album.lock() {
                        album.keep(&path, &picture(&image), self.keeping);
                    }
                }
                (shot.after)(&mut self.app, &ctx);
                self.phase = Phase::Setup;
                self.shot += 1;
                if self.shot == self.shots.len() {
                    self.shot = 0;
                    self.language += 1;
                }
            }
        }
    }
}

fn picture(image: &ColorImage) -> Picture {
    Picture {
        width: image.size[0] as u32,
        height: image.size[1] as u32,
        rgb: image
            .pixels
            .iter()
            .flat_map(|p| [p.r(), p.g(), p.b()])
            .collect(),
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let keeping = Keeping::from_args(&mut args);
    let mut args = args.into_iter();
    let mut books = PathBuf::from("assets/guide");
    let mut only: Option<String> = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--only" => only = args.next(),
            other => books = PathBuf::from(other),
        }
    }
    let scratch = std::env::temp_dir().join(format!("casebook-guide-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    // The databases, the guide's pages, the log and the drafts go to the scratch folder, not
    // the user's.
    // SAFETY: set before any thread is started.
    unsafe {
        std::env::set_var("CASEBOOK_STATE_DIR", scratch.join("state"));
        std::env::set_var("XDG_DATA_HOME", scratch.join("data"));
    }
    let databases = Databases::make(&scratch);
    let mut shots = shots();
    let languages: Vec<(Language, PathBuf)> = [
        (Language::Russian, "ru"),
        (Language::English, "en"),
        (Language::Bulgarian, "bg"),
    ]
    .into_iter()
    .map(|(language, code)| {
        let folder = pictures::folder(&books, code);
        std::fs::create_dir_all(&folder).expect("the pictures' folder");
        (language, folder)
    })
    .collect();
    if let Some(name) = &only {
        // A picture's setup may stand on the ones before it (the training cases open, a case
        // chosen): those are walked through, and only the one asked for is written.
        let Some(at) = shots.iter().position(|s| s.name == name) else {
            eprintln!("guide_screenshots: no picture named {name}");
            std::process::exit(2);
        };
        shots.truncate(at + 1);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Casebook")
            .with_inner_size(WINDOW)
            .with_resizable(true),
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };

    let album = Arc::new(Mutex::new(Album::default()));
    let kept = Arc::clone(&album);
    eframe::run_native(
        "Casebook guide pictures",
        options,
        Box::new(move |cc| {
            install_fonts(&cc.egui_ctx);
            let state = UiState::default();
            // As a first start opens it: the default database, new and empty.
            let database = CaseDatabase::open(None);
            let app = CasebookApp::with_database(state, None, database);
            Ok(Box::new(Tour {
                app,
                databases,
                shots,
                languages,
                shot: 0,
                language: 0,
                phase: Phase::Setup,
                picture: Arc::new(Mutex::new(None)),
                pending_case: None,
                only,
                keeping,
                album: Arc::clone(&kept),
            }))
        }),
    )
    .expect("the window");
    let _ = std::fs::remove_dir_all(&scratch);
    let album = std::mem::take(&mut *album.lock().expect("the pictures"));
    album.finish(keeping);
}
