//! The main window's state and life: what it holds (the archive, the open cases, each window
//! over it), how it starts and ends. `frame` draws it, `handlers` carries out its commands.

use crate::app::command::CommandQueue;
use crate::app::database::CaseDatabase;
use crate::app::editing::{self, CaseDeletion, CaseEditing};
use crate::app::fonts::install_fonts;
use crate::app::law_browser::LawBrowser;
use crate::app::preferences::UiState;
use crate::app::views::case_list::CaseList;
use crate::app::{file_dialog, first_window, guide, icon, jobs, views};
use crate::i18n::{Described, Language, ShownError};
use casebook::store::Location;
use egui::Ui;
use std::path::PathBuf;
use std::time::Duration;
use uuid::Uuid;

/// The window title and the name eframe stores the preferences under.
pub const APP_NAME: &str = "Casebook";

/// Opens the main window and runs until it is closed, on the archive at `db` (the
/// default one when `None`); `import` is a file to open in the Import window at once (a file
/// manager's "Open with"); `language` (the command line's `--language`) is chosen as View ›
/// Language would choose it.
pub fn run(
    db: Option<Location>,
    import: Option<PathBuf>,
    language: Option<Language>,
) -> Result<(), eframe::Error> {
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
            if let Some(language) = language {
                app.state.language = language;
            }
            if let Some(file) = import {
                app.import_file(file);
            }
            Ok(Box::new(app))
        }),
    )
}

/// The application: persisted preferences plus the views' transient state.
pub struct CasebookApp {
    pub(super) state: UiState,
    pub(super) db_location: Option<Location>,
    /// The open database, or why it did not open (shown instead of the case list).
    pub(super) database: Result<CaseDatabase, ShownError>,
    /// The cases opened for editing, the one shown, and their autosaving.
    pub(super) editing: Option<CaseEditing>,
    pub(super) case_editor: views::case_editor::CaseEditorState,
    /// A failure to show in the centre pane (a search or a load that went wrong), worded in
    /// the language of each frame.
    pub(super) notice: Option<ShownError>,
    pub(super) case_list: CaseList,
    /// The law panel: the unit open, its history, the law search.
    pub(super) law_browser: LawBrowser,
    pub(super) about_open: bool,
    /// File › Which body hears the appeals…
    pub(super) hearing_bodies: views::hearing_bodies::HearingBodiesWindow,
    /// File > Open archive…: a federation's archive on a server.
    pub(super) open_archive: views::open_archive::OpenArchiveForm,
    /// The window's title as last set (the archive's name and engine in it).
    pub(super) shown_title: String,
    /// The native file dialog open now (open a database, import, export).
    pub(super) dialogs: file_dialog::FileDialogs,
    /// A file being imported, or a hand record's boards offered to fill the open case.
    pub(super) import: views::import_window::ImportWindow,
    /// The command palette (Ctrl+K).
    pub(super) palette: views::command_palette::CommandPalette,
    /// The Publish casebook window and its worker.
    pub(super) publish: views::publish::PublishDialog,
    /// The casebook's panel: the editor's Panel window and the commentator's Comment window.
    pub(super) panel: views::panel::PanelWindow,
    pub(super) comment: views::panel::CommentWindow,
    /// The open case's double-dummy analysis and its worker.
    pub(super) double_dummy: jobs::double_dummy::DoubleDummy,
    /// The open case's board in its event's results, and its worker.
    pub(super) traveller: jobs::traveller::CaseTraveller,
    /// An open replica's synchronisation with its archive.
    pub(super) replica_sync: jobs::replica_sync::ReplicaSync,
    /// File > Import results….
    pub(super) results_import: views::results_import::ResultsImportWindow,
    pub(super) library_texts: views::library_texts::LibraryTextsWindow,
    /// File > Analyse all deals: the batch and its window.
    pub(super) analyse_deals: views::analyse_deals::AnalyseDealsWindow,
    /// Help > User guide as PDF…: the book being made, or how it ended.
    pub(super) guide_pdf: views::guide_pdf::GuidePdfWindow,
    /// The archive's precedent index and what was asked of it.
    pub(super) precedents: jobs::precedents::Precedents,
    /// View > Archive: the figures over the years and the consistency report.
    pub(super) archive: views::precedents::archive::ArchiveWindow,
    /// The server of the polls this window serves to the pollees' phones, while one is open.
    pub(super) poll_server: Option<casebook::poll::serving::PollServer>,
    /// Poll mode: the laptop handed round the pollees, full screen, until the PIN.
    pub(super) poll_mode: views::poll_mode::PollMode,
    /// The full-screen hearing view (F11).
    pub(super) hearing: views::hearing_view::HearingView,
    /// Whether the law panel stood beside the editor in the last frame (it gives way to a
    /// workflow step on a narrow window).
    pub(super) law_pane_docked: bool,
    /// The case (UUID, number) that was open when a precedent was opened from it.
    pub(super) precedent_trail: Option<(Uuid, String)>,
    pub(super) commands: CommandQueue,
    /// Where the log, the crash reports and the recovery journal are; `None` in tests that
    /// want none of them.
    pub(super) state_dir: Option<PathBuf>,
    /// The crash reports and recovered edits to tell of on the first frame.
    pub(super) startup: views::startup_notice::StartupNotice,
    /// A deletion asked about, and the case deleted last (for Undo).
    pub(super) deletion: CaseDeletion,
    /// The training cases an earlier version left in this database, offered for removal once.
    pub(super) training_offer: usize,
    /// The training cases' database (Help › Training cases); the default one beside the
    /// database when `None`.
    pub(super) training_file: Option<PathBuf>,
    /// Where Help › Guide shows its pages.
    pub(super) browser: guide::Browser,
    /// The database open before the training cases, to go back to.
    pub(super) before_training: Option<Location>,
    /// Whether the first window fits its screen, looked at on the first frames.
    pub(super) first_window: first_window::FirstWindow,
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
            hearing_bodies: views::hearing_bodies::HearingBodiesWindow::default(),
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
            library_texts: views::library_texts::LibraryTextsWindow::default(),
            analyse_deals: views::analyse_deals::AnalyseDealsWindow::default(),
            guide_pdf: views::guide_pdf::GuidePdfWindow::default(),
            precedents: jobs::precedents::Precedents::default(),
            archive: views::precedents::archive::ArchiveWindow::default(),
            precedent_trail: None,
            poll_server: None,
            poll_mode: views::poll_mode::PollMode::default(),
            hearing: views::hearing_view::HearingView::default(),
            law_pane_docked: true,
            commands: CommandQueue::default(),
            state_dir: None,
            startup: views::startup_notice::StartupNotice::default(),
            deletion: CaseDeletion::default(),
            training_offer: 0,
            training_file: None,
            browser: guide::Browser::default(),
            before_training: None,
            first_window: first_window::FirstWindow::default(),
        }
        .offering_old_training()
        .landing_commentator()
        .reading_library_texts()
    }

    /// Makes the open archive's texts part of the law library the window reads.
    fn reading_library_texts(mut self) -> Self {
        self.adopt_library_texts();
        self
    }

    /// Looks whether the open database holds an earlier version's training cases, unchanged
    /// and not yet offered for removal.
    pub(super) fn offering_old_training(mut self) -> Self {
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
