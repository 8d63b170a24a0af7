//! The main window: menu bar, the case list, the case editor, the law panel and a status bar.
//!
//! Each frame the views draw from the application state and push [`Command`]s; the commands
//! are applied once the frame is laid out (see [`command`]). `frame` draws one frame,
//! `handlers` carries out the commands, one part of the window to a file, and [`jobs`] holds
//! the work done off the interface thread.

pub mod command;
pub mod database;
pub mod editing;
pub mod file_dialog;
pub mod first_window;
pub mod fonts;
mod frame;
pub mod guide;
mod handlers;
pub mod icon;
pub mod jobs;
pub mod law_browser;
pub mod law_link;
pub mod open_folder;
pub mod side_panels;
pub mod state;
pub mod views;
pub mod widgets;

pub use command::{Command, CommandQueue};
pub use fonts::install_fonts;
pub use handlers::deletion;
pub use state::{Theme, UiState};

// The jobs' states, where the tests, the benchmarks and the guide's pictures wait on them.
pub use jobs::{double_dummy, precedents, traveller};

use crate::i18n::{Described, Language, ShownError};
use casebook::store::Location;
use database::CaseDatabase;
use editing::CaseEditing;
use egui::Ui;
use law_browser::LawBrowser;
use std::path::PathBuf;
use std::time::Duration;
use uuid::Uuid;
use views::case_list::CaseList;

/// The window title and the name eframe stores the preferences under.
pub const APP_NAME: &str = "Casebook";

/// Opens the main window and runs until it is closed, on the archive at `db` (the
/// default one when `None`); `import` is a file to open in the Import window at once (a file
/// manager's "Open with").
pub fn run(db: Option<Location>, import: Option<PathBuf>) -> Result<(), eframe::Error> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(APP_NAME)
            .with_app_id("casebook")
            .with_icon(std::sync::Arc::new(icon::icon_data()))
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 500.0]),
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native(
        APP_NAME,
        options,
        Box::new(|cc| {
            let mut app = CasebookApp::new(cc, db);
            if let Some(file) = import {
                app.import_file(file);
            }
            Ok(Box::new(app))
        }),
    )
}

/// The application: persisted preferences plus the views' transient state.
pub struct CasebookApp {
    state: UiState,
    db_location: Option<Location>,
    /// The open database, or why it did not open (shown instead of the case list).
    database: Result<CaseDatabase, ShownError>,
    /// The cases opened for editing, the one shown, and their autosaving.
    editing: Option<CaseEditing>,
    case_editor: views::case_editor::CaseEditorState,
    /// A failure to show in the centre pane (a search or a load that went wrong), worded in
    /// the language of each frame.
    notice: Option<ShownError>,
    case_list: CaseList,
    /// The law panel: the unit open, its history, the law search.
    law_browser: LawBrowser,
    about_open: bool,
    /// File > Open archive…: a federation's archive on a server.
    open_archive: views::open_archive::OpenArchiveForm,
    /// The window's title as last set (the archive's name and engine in it).
    shown_title: String,
    /// The native file dialog open now (open a database, import, export).
    dialogs: file_dialog::FileDialogs,
    /// A file being imported, or a hand record's boards offered to fill the open case.
    import: views::import_window::ImportWindow,
    /// The command palette (Ctrl+K).
    palette: views::command_palette::CommandPalette,
    /// The Publish casebook window and its worker.
    publish: views::publish::PublishDialog,
    /// The casebook's panel: the editor's Panel window and the commentator's Comment window.
    panel: views::panel::PanelWindow,
    comment: views::panel::CommentWindow,
    /// The open case's double-dummy analysis and its worker.
    double_dummy: jobs::double_dummy::DoubleDummy,
    /// The open case's board in its event's results, and its worker.
    traveller: jobs::traveller::CaseTraveller,
    /// An open replica's synchronisation with its archive.
    replica_sync: jobs::replica_sync::ReplicaSync,
    /// File > Import results….
    results_import: views::results_import::ResultsImportWindow,
    /// File > Analyse all deals: the batch and its window.
    analyse_deals: views::analyse_deals::AnalyseDealsWindow,
    /// The archive's precedent index and what was asked of it.
    precedents: jobs::precedents::Precedents,
    /// View > Archive: the figures over the years and the consistency report.
    archive: views::precedents::archive::ArchiveWindow,
    /// The full-screen hearing view (F11).
    hearing: views::hearing_view::HearingView,
    /// Whether the law panel stood beside the editor in the last frame (it gives way to a
    /// workflow step on a narrow window).
    law_panel_docked: bool,
    /// The case (UUID, number) that was open when a precedent was opened from it.
    precedent_trail: Option<(Uuid, String)>,
    commands: CommandQueue,
    /// Where the log, the crash reports and the recovery journal are; `None` in tests that
    /// want none of them.
    state_dir: Option<PathBuf>,
    /// The crash reports and recovered edits to tell of on the first frame.
    startup: views::startup_notice::StartupNotice,
    /// A deletion asked about, and the case deleted last (for Undo).
    deletion: deletion::CaseDeletion,
    /// The training cases an earlier version left in this database, offered for removal once.
    training_offer: usize,
    /// The training cases' database (Help › Training cases); the default one beside the
    /// database when `None`.
    training_file: Option<PathBuf>,
    /// Where Help › Guide shows its pages.
    browser: guide::Browser,
    /// The database open before the training cases, to go back to.
    before_training: Option<Location>,
    /// Whether the first window fits its screen, looked at on the first frames.
    first_window: first_window::FirstWindow,
}

impl CasebookApp {
    /// Installs the fonts, restores the saved preferences and opens the case database
    /// (creating it with the sample cases on the first start).
    pub fn new(cc: &eframe::CreationContext<'_>, db: Option<Location>) -> Self {
        install_fonts(&cc.egui_ctx);
        let state = UiState::load(cc.storage);
        // Without --db, the archive of the last session (a file if it is still there).
        let db = db.or_else(|| state.last_location());
        let database = CaseDatabase::open(db.as_ref());
        if let Ok(database) = &database {
            tracing::info!(
                cases = database.case_count(),
                "opened the archive {}",
                database.location()
            );
        }
        let mut app = Self::with_database(state, db, database);
        // A server's archive that did not open (no password, no network): the form, filled in,
        // with the reason, to try again or to choose another.
        if let (Err(error), Some(Location::Server(address))) = (&app.database, &app.db_location) {
            let reason = error.describe(app.state.language);
            let address = address.clone();
            let recent = app.state.recent_archives.clone();
            app.open_archive
                .show_for(&recent, Some(&address), Some(reason));
        }
        if let Some(dir) = crate::diagnostics::state_dir() {
            app = app.with_state_dir(dir);
        }
        cc.egui_ctx.set_theme(app.state.theme.egui_theme());
        app
    }

    /// An application over a database opened (or failed) by the caller; the failure is an
    /// [`OpenFailure`](database::OpenFailure) or a text already worded.
    pub fn with_database<E: Into<ShownError>>(
        state: UiState,
        db_location: Option<Location>,
        database: Result<CaseDatabase, E>,
    ) -> Self {
        let mut state = state;
        let database = database.map_err(Into::into);
        let editing = database.as_ref().ok().map(|database| {
            state.remember(&database.location());
            CaseEditing::new(database.location(), None, None)
        });
        Self {
            state,
            db_location,
            database,
            editing,
            case_editor: views::case_editor::CaseEditorState::default(),
            notice: None,
            case_list: CaseList::default(),
            law_browser: LawBrowser::default(),
            about_open: false,
            open_archive: views::open_archive::OpenArchiveForm::default(),
            shown_title: String::new(),
            palette: views::command_palette::CommandPalette::default(),
            dialogs: file_dialog::FileDialogs::default(),
            import: views::import_window::ImportWindow::default(),
            publish: views::publish::PublishDialog::default(),
            panel: views::panel::PanelWindow::default(),
            comment: views::panel::CommentWindow::default(),
            double_dummy: jobs::double_dummy::DoubleDummy::default(),
            traveller: jobs::traveller::CaseTraveller::default(),
            replica_sync: jobs::replica_sync::ReplicaSync::default(),
            results_import: views::results_import::ResultsImportWindow::default(),
            analyse_deals: views::analyse_deals::AnalyseDealsWindow::default(),
            precedents: jobs::precedents::Precedents::default(),
            archive: views::precedents::archive::ArchiveWindow::default(),
            precedent_trail: None,
            hearing: views::hearing_view::HearingView::default(),
            law_panel_docked: true,
            commands: CommandQueue::default(),
            state_dir: None,
            startup: views::startup_notice::StartupNotice::default(),
            deletion: deletion::CaseDeletion::default(),
            training_offer: 0,
            training_file: None,
            browser: guide::Browser::default(),
            before_training: None,
            first_window: first_window::FirstWindow::default(),
        }
        .offering_old_training()
        .landing_commentator()
    }

    /// Looks whether the open database holds an earlier version's training cases, unchanged
    /// and not yet offered for removal.
    fn offering_old_training(mut self) -> Self {
        self.training_offer = self
            .database
            .as_ref()
            .map_or(0, |database| database.old_training_to_offer().len());
        self
    }

    /// Help › Training cases opens `path` rather than the file beside the default database
    /// (tests).
    pub fn with_training_file(mut self, path: PathBuf) -> Self {
        self.training_file = Some(path);
        self
    }

    /// Keeps a recovery journal of unsaved edits in `dir`, puts back the edits a crash left
    /// there, and tells of crash reports the user has not seen.
    pub fn with_state_dir(mut self, dir: PathBuf) -> Self {
        let recoveries = self.recover_drafts(&dir);
        if let Ok(database) = &self.database {
            self.editing = Some(CaseEditing::new(
                database.location(),
                None,
                Some(editing::recovery::drafts_dir(&dir)),
            ));
        }
        self.startup = views::startup_notice::StartupNotice::new(&dir, recoveries);
        self.state_dir = Some(dir);
        self
    }

    /// The startup notice: crash reports not yet mentioned, edits recovered.
    pub fn startup_notice(&self) -> &views::startup_notice::StartupNotice {
        &self.startup
    }

    pub fn state(&self) -> &UiState {
        &self.state
    }

    /// Carries out one command, in the part of the window it belongs to (the files of
    /// `handlers`).
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Quit
            | Command::SetLanguage(_)
            | Command::SetTheme(_)
            | Command::ShowAbout
            | Command::ShowCommandPalette
            | Command::OpenLogFolder
            | Command::ToggleHearingView
            | Command::ShowArchive
            | Command::ShowGuide => self.apply_to_window(ctx, command),
            Command::ToggleLawPanel
            | Command::OpenLaw(_)
            | Command::LawBack
            | Command::LawForward
            | Command::SearchLaws
            | Command::BrowseLaws(_) => self.apply_to_law_panel(command),
            Command::SearchCases
            | Command::FilterCases
            | Command::SelectCase(_)
            | Command::NewCase
            | Command::OpenPrecedent(_)
            | Command::ReturnFromPrecedent => self.apply_to_cases(command),
            Command::Undo
            | Command::Redo
            | Command::KeepMyText
            | Command::TakeStoredCase
            | Command::ResolveKeptText(..) => self.apply_to_open_case(command),
            Command::DeleteCase
            | Command::AskDelete(_)
            | Command::ConfirmDelete
            | Command::CancelDelete
            | Command::UndoDelete
            | Command::DismissDeleted => self.apply_to_deletion(command),
            Command::OpenArchive | Command::OpenDatabase => self.apply_to_archive(command),
            Command::OpenTrainingCases
            | Command::LeaveTraining
            | Command::AnswerTrainingOffer(_) => self.apply_to_training(command),
            Command::ImportFile
            | Command::FillFromHandRecord
            | Command::ShowResultsImport
            | Command::ChooseResultsFile
            | Command::RunResultsImport
            | Command::ChooseCaseLine(_) => self.apply_to_import(command),
            Command::ShowPublish
            | Command::CasesPublished
            | Command::ExportCase(_)
            | Command::PrintPollSheet(_) => self.apply_to_publish(command),
            Command::ShowPanel
            | Command::SavePanel
            | Command::RemovePanel
            | Command::ShowComment
            | Command::ChooseCommentCase(_)
            | Command::SaveComment => self.apply_to_panel(command),
            Command::AnalyseAllDeals | Command::SyncReplica => {
                self.apply_to_background(ctx, command)
            }
        }
        // The frame that produced the command was drawn with the old state.
        ctx.request_repaint();
    }

    /// A file was chosen in a native dialog.
    fn file_chosen(&mut self, purpose: file_dialog::DialogPurpose, path: PathBuf) {
        match purpose {
            file_dialog::DialogPurpose::OpenDatabase => self.open_database(path),
            file_dialog::DialogPurpose::Import => self.import_file(path),
            file_dialog::DialogPurpose::FillFromHandRecord => self.read_hand_records(path),
            file_dialog::DialogPurpose::ImportResults => self.results_import.file = Some(path),
            file_dialog::DialogPurpose::ExportCase(format) => {
                self.notice = self.export_open_case(format, &path).err();
            }
            file_dialog::DialogPurpose::PollSheet(decision) => {
                self.notice = self.write_poll_sheet(&path, decision).err();
            }
        }
    }
}

impl eframe::App for CasebookApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        if crate::diagnostics::crash::forced_panic_requested("window") {
            panic!(
                "forced by {} to try the crash report",
                crate::diagnostics::crash::FORCE_PANIC_VARIABLE
            );
        }
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.state.save(storage);
    }

    /// The last edits reach the database before the process ends.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.flush_edits(Duration::from_secs(5));
    }
}

/// Cases with edits not yet saved, by case number, that keep another database from opening.
struct UnsavedDrafts(Vec<String>);

impl Described for UnsavedDrafts {
    fn describe(&self, language: Language) -> String {
        format!(
            "{}: {}",
            language.tr("open-database-unsaved"),
            self.0.join(", ")
        )
    }
}
