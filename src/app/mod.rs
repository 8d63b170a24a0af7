//! The main window: menu bar, the case list, the case editor, the law panel and a status bar.
//!
//! Each frame the views draw from the application state and push [`Command`]s; the commands
//! are applied once the frame is laid out (see [`command`]).

pub mod command;
pub mod database;
pub mod deletion;
pub mod editing;
pub mod file_dialog;
pub mod first_window;
pub mod fonts;
pub mod guide;
pub mod icon;
pub mod jobs;
pub mod law_browser;
pub mod law_link;
pub mod open_folder;
pub mod side_panels;
pub mod state;
pub mod training;
pub mod views;
pub mod widgets;

pub use command::{Command, CommandQueue};
// The jobs' states, where the tests, the benchmarks and the guide's pictures wait on them.
pub use fonts::install_fonts;
pub use jobs::{double_dummy, precedents, traveller};
pub use state::{Theme, UiState};

use crate::i18n::errors::FileError;
use crate::i18n::{Described, Language, ShownError};
use casebook::case::Case;
use casebook::store::Location;
use database::CaseDatabase;
use editing::{CaseDraft, CaseEditing};
use egui::{CentralPanel, Panel, ThemePreference, Ui, ViewportCommand};
use law_browser::LawBrowser;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use uuid::Uuid;
use views::case_list::{CaseList, CaseListModel};
use views::menu_bar::MenuBarModel;
use views::status_bar::StatusModel;

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

    /// How many of an earlier version's training cases the window offers to remove (none once
    /// answered).
    pub fn training_offer(&self) -> usize {
        self.training_offer
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

    /// Puts the journalled edits of the open database back into it.
    fn recover_drafts(&mut self, state_dir: &Path) -> Vec<editing::recovery::Recovery> {
        let Ok(database) = &mut self.database else {
            return Vec::new();
        };
        let recoveries = database.recover_drafts(&editing::recovery::drafts_dir(state_dir));
        if !recoveries.is_empty() {
            self.notice = database.reload().err().map(ShownError::new);
        }
        recoveries
    }

    /// The startup notice: crash reports not yet mentioned, edits recovered.
    pub fn startup_notice(&self) -> &views::startup_notice::StartupNotice {
        &self.startup
    }

    pub fn state(&self) -> &UiState {
        &self.state
    }

    /// The archive asked for (the open one, or the one that failed to open).
    pub fn db_location(&self) -> Option<&Location> {
        self.db_location.as_ref()
    }

    /// The open database, or the reason it did not open.
    pub fn database(&self) -> Result<&CaseDatabase, &ShownError> {
        self.database.as_ref()
    }

    /// The case shown in the centre pane.
    pub fn open_case(&self) -> Option<&Case> {
        self.open_draft().map(CaseDraft::case)
    }

    /// The open case's draft: its save state and history.
    pub fn open_draft(&self) -> Option<&CaseDraft> {
        self.editing.as_ref().and_then(CaseEditing::current)
    }

    /// Saves every edited case now and waits for the store (the window is closing; tests).
    /// Returns the case numbers still unsaved.
    pub fn flush_edits(&mut self, timeout: Duration) -> Vec<String> {
        let unsaved = match &mut self.editing {
            Some(editing) => editing.flush(timeout),
            None => Vec::new(),
        };
        self.take_saved_rows();
        unsaved
    }

    /// Shows a tab of the case editor (the benchmarks and tests pick one directly).
    pub fn show_editor_tab(&mut self, tab: views::case_editor::EditorTab) {
        self.case_editor.tab = tab;
    }

    /// The case editor's state (the guide's pictures choose a workflow step in it).
    pub fn case_editor_mut(&mut self) -> &mut views::case_editor::CaseEditorState {
        &mut self.case_editor
    }

    /// The Publish window's state, to fill in (the guide's pictures).
    pub fn publish_dialog_mut(&mut self) -> &mut views::publish::PublishDialog {
        &mut self.publish
    }

    pub fn palette_open(&self) -> bool {
        self.palette.is_open()
    }

    pub fn about_open(&self) -> bool {
        self.about_open
    }

    /// The Publish casebook window's state.
    pub fn publish_dialog(&self) -> &views::publish::PublishDialog {
        &self.publish
    }

    /// The law panel's state: the unit open, its history, the search.
    pub fn law_browser(&self) -> &LawBrowser {
        &self.law_browser
    }

    /// What the user typed into the case list's search field.
    pub fn case_query(&self) -> &str {
        &self.case_list.query
    }

    /// The open case's double-dummy analysis (tests wait on it).
    pub fn double_dummy(&self) -> &jobs::double_dummy::DoubleDummy {
        &self.double_dummy
    }

    /// The Analyse all deals window (tests wait on it).
    pub fn analyse_deals(&self) -> &views::analyse_deals::AnalyseDealsWindow {
        &self.analyse_deals
    }

    /// The archive's precedent index (tests wait for it).
    pub fn precedents(&self) -> &jobs::precedents::Precedents {
        &self.precedents
    }

    /// The hearing view's state (open, the step shown, the tally).
    pub fn hearing_view(&self) -> &views::hearing_view::HearingView {
        &self.hearing
    }

    /// The Archive window's state.
    pub fn archive_window(&self) -> &views::precedents::archive::ArchiveWindow {
        &self.archive
    }

    /// The Archive window's state, to close it (the guide's pictures).
    pub fn archive_window_mut(&mut self) -> &mut views::precedents::archive::ArchiveWindow {
        &mut self.archive
    }

    /// Draws one frame into `ui` and then applies the commands the frame produced.
    pub fn show(&mut self, ui: &mut Ui) {
        self.first_window.follow(ui.ctx());
        self.sync_theme(ui.ctx());
        self.sync_title(ui.ctx());
        self.commands.push_shortcuts(ui.ctx());
        let language = self.state.language;
        if let Some(database) = self.open_archive.poll(language) {
            self.install_database(database);
        }
        self.follow_double_dummy(ui.ctx());
        self.follow_traveller(ui.ctx());
        self.follow_replica_sync(ui.ctx());
        self.case_editor.may_review = self.database.as_ref().ok().map(CaseDatabase::may_review);
        self.case_editor.may_edit = self.database.as_ref().ok().map(CaseDatabase::may_edit);
        let signs_as = self
            .database
            .as_ref()
            .ok()
            .and_then(CaseDatabase::signing_login);
        if self.case_editor.signs_as.as_deref() != signs_as {
            self.case_editor.signs_as = signs_as.map(str::to_owned);
        }
        self.follow_open_case_record();
        self.follow_precedents(ui.ctx());
        if self.hearing.open {
            // The room sees the case and nothing else; no panel, menu or field is drawn.
            let case = self
                .editing
                .as_ref()
                .and_then(CaseEditing::current)
                .map(CaseDraft::case);
            views::hearing_view::show(ui, &mut self.hearing, case, language, &mut self.commands);
            for command in self.commands.take() {
                self.apply(ui.ctx(), command);
            }
            return;
        }

        Panel::top("menu_bar").show(ui, |ui| {
            let model = MenuBarModel {
                language,
                theme: self.state.theme,
            };
            views::menu_bar::show(ui, model, &mut self.commands);
        });
        Panel::bottom("status_bar").show(ui, |ui| {
            let model = StatusModel {
                language,
                database: self.db_location.as_ref(),
                case_count: self.database.as_ref().ok().map(CaseDatabase::case_count),
                training: self.database.as_ref().is_ok_and(CaseDatabase::is_training),
                migrated_from: self
                    .database
                    .as_ref()
                    .ok()
                    .and_then(CaseDatabase::migrated_from),
                roles: self.database.as_ref().ok().and_then(CaseDatabase::roles),
                replica: self
                    .database
                    .as_ref()
                    .ok()
                    .and_then(CaseDatabase::replica)
                    .map(|(source, changed)| views::status_bar::ReplicaStatus {
                        source,
                        changed,
                        syncing: self
                            .replica_sync
                            .running()
                            .then(|| self.replica_sync.progress()),
                        last: self.replica_sync.last(),
                    }),
            };
            views::status_bar::show(ui, model, &mut self.commands);
        });
        // The search's snippets for the rows the list showed last frame: a screenful, not
        // every hit.
        if let Ok(database) = &mut self.database {
            match database.fill_snippets(self.case_list.shown_rows.clone()) {
                Ok(true) => ui.ctx().request_repaint(),
                Ok(false) => {}
                Err(e) => self.notice = Some(ShownError::new(e)),
            }
        }
        // The side panes may not squeeze the case editor below a third of the window.
        let width = ui.available_width();
        Panel::left("case_list")
            .resizable(true)
            .default_size(300.0)
            .size_range(200.0..=(width * 0.3).max(200.0))
            .show(ui, |ui| {
                let model = CaseListModel {
                    language,
                    database: self.database.as_ref().ok(),
                    selected: self.open_case().map(|case| case.uuid),
                    flagged: self.precedents.flagged(),
                };
                self.case_list.ui(ui, model, &mut self.commands);
            });
        // On a narrow window the law panel gives way to the workflow step the committee is
        // on, leaving a toggle where it stood.
        let reading_step = self.open_case().is_some()
            && self.case_editor.tab == views::case_editor::EditorTab::Workflow;
        self.law_panel_docked = self
            .case_editor
            .side_panels
            .law_panel_shown(width, reading_step);
        if self.law_panel_docked {
            Panel::right("law_panel")
                .resizable(true)
                .default_size(side_panels::LAW_PANEL_WIDTH)
                .size_range(220.0..=(width * 0.35).max(220.0))
                .show(ui, |ui| {
                    let citing = views::precedents::citing::CitingModel {
                        state: self.precedents.state(),
                        cases: self.precedents.citing(),
                        elsewhere: self.precedents.cited_elsewhere(),
                    };
                    views::law_panel::show(
                        ui,
                        language,
                        &mut self.law_browser,
                        &citing,
                        &mut self.commands,
                    );
                });
        } else {
            Panel::right("law_panel_toggle")
                .resizable(false)
                .exact_size(ui.spacing().interact_size.y * 1.6)
                .show(ui, |ui| {
                    views::law_panel::show_toggle(ui, language, &mut self.commands)
                });
        }
        CentralPanel::default().show(ui, |ui| {
            if let Err(reason) = &self.database {
                views::notice(
                    ui,
                    &language.tr("case-list-open-failed"),
                    &reason.describe(language),
                );
            } else if let Some(notice) = &self.notice {
                views::notice(
                    ui,
                    &language.tr("notice-heading"),
                    &notice.describe(language),
                );
            } else if let Some(deleted) = &self.deletion.deleted {
                views::delete_case::deleted_bar(ui, language, deleted, &mut self.commands);
                self.show_welcome_or_empty(ui, language);
            } else if let Some(draft) = self.editing.as_mut().and_then(CaseEditing::current_mut) {
                let precedents = views::case_editor::PrecedentsModel {
                    state: self.precedents.state(),
                    like: self.precedents.like_cases(),
                    flags: self.precedents.flags(),
                    back_to: self
                        .precedent_trail
                        .as_ref()
                        .filter(|(uuid, _)| *uuid != draft.case().uuid)
                        .map(|(_, number)| number.as_str()),
                };
                views::case_editor::show(
                    ui,
                    draft,
                    &mut self.case_editor,
                    &views::case_editor::BoardModel {
                        double_dummy: self.double_dummy.state(),
                        traveller: self.traveller.state(),
                    },
                    &precedents,
                    language,
                    &mut self.commands,
                );
            } else {
                self.show_welcome_or_empty(ui, language);
            }
        });
        if let Some(case) = &self.deletion.asking {
            views::delete_case::question(ui.ctx(), language, case, &mut self.commands);
        }
        views::about::show(ui.ctx(), language, &mut self.about_open);
        if views::open_archive::show(ui.ctx(), language, &mut self.open_archive) {
            self.connect_archive(ui.ctx());
        }
        views::startup_notice::show(ui.ctx(), language, &mut self.startup, &mut self.commands);
        views::publish::show(ui.ctx(), language, &mut self.publish, &mut self.commands);
        views::results_import::show(
            ui.ctx(),
            language,
            &mut self.results_import,
            &mut self.commands,
        );
        views::analyse_deals::show(ui.ctx(), language, &mut self.analyse_deals);
        if self.archive.open {
            self.show_archive(ui.ctx(), language);
        }
        views::command_palette::show(ui.ctx(), language, &mut self.palette, &mut self.commands);
        if let Some(choice) = views::import_window::show(ui.ctx(), language, &mut self.import) {
            self.import_chosen(choice);
        }

        self.tick_editing(ui.ctx());
        if let Some((purpose, path)) = self.dialogs.poll() {
            self.file_chosen(purpose, path);
        }
        if self.dialogs.is_open() {
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        for command in self.commands.take() {
            self.apply(ui.ctx(), command);
        }
    }

    /// The centre pane with no case open: the welcome on an empty database, else what to do.
    fn show_welcome_or_empty(&mut self, ui: &mut Ui, language: crate::i18n::Language) {
        if self.training_offer > 0 {
            views::delete_case::training_offer_bar(
                ui,
                language,
                self.training_offer,
                &mut self.commands,
            );
        }
        match &self.database {
            Ok(database) if database.case_count() == 0 => {
                views::welcome::show(ui, language, &mut self.commands)
            }
            _ => views::case_editor::show_empty(ui, language),
        }
    }

    /// Asks for the open case's double-dummy analysis when the deal, its markings or the play
    /// changed, takes in the answers, and hands the table to the adjusted-score form.
    fn follow_double_dummy(&mut self, ctx: &egui::Context) {
        if self.analyse_deals.poll() {
            // The batch filled the cache: the open case's table may be there now.
            self.double_dummy = jobs::double_dummy::DoubleDummy::default();
        }
        let database = self.database.as_ref().ok().map(CaseDatabase::location);
        let case = self
            .editing
            .as_ref()
            .and_then(CaseEditing::current)
            .map(CaseDraft::case);
        if self.double_dummy.follow(case, database.as_ref(), ctx) {
            ctx.request_repaint();
        }
        self.case_editor.workflow.double_dummy = self.double_dummy.table().copied();
    }

    /// Asks for the open case's traveller when what it depends on changed (or results were
    /// imported), and hands the field's scores to the adjusted-score form.
    fn follow_traveller(&mut self, ctx: &egui::Context) {
        if self.results_import.poll() {
            self.traveller.invalidate();
            if let Ok(database) = &mut self.database {
                self.notice = database
                    .read_events_with_results()
                    .err()
                    .map(ShownError::new);
            }
        }
        let database = self.database.as_ref().ok();
        // A case of an event without results has no traveller: nothing is read for it.
        let case = self
            .editing
            .as_ref()
            .and_then(CaseEditing::current)
            .map(CaseDraft::case)
            .filter(|c| database.is_some_and(|d| d.has_results_of(&c.identity.event)));
        let location = database.map(CaseDatabase::location);
        if self.traveller.follow(case, location.as_ref(), ctx) {
            ctx.request_repaint();
        }
        self.case_editor.workflow.traveller = match self.traveller.state() {
            jobs::traveller::TravellerState::Done(field) => Some(field.clone()),
            _ => None,
        };
    }

    /// Starts a replica's sync when one is due, and takes in what a finished one changed.
    fn follow_replica_sync(&mut self, ctx: &egui::Context) {
        let now = Instant::now();
        if self.replica_sync.poll(now).is_some() {
            self.reload_cases();
            self.precedents.cases_changed();
        }
        let Ok(database) = &self.database else {
            return;
        };
        let Some(path) = database
            .replica()
            .and(database.location().file().map(Path::to_path_buf))
        else {
            return;
        };
        if self.replica_sync.due(now) {
            self.replica_sync.start(path, ctx);
        } else if !self.replica_sync.running() {
            ctx.request_repaint_after(jobs::replica_sync::SYNC_EVERY);
        }
    }

    /// An open replica's sync: running, and how the last one ended (the status bar, tests).
    pub fn replica_sync(&self) -> &jobs::replica_sync::ReplicaSync {
        &self.replica_sync
    }

    /// The open case's kept texts and, on the Review tab, its history on the server.
    fn follow_open_case_record(&mut self) {
        let Ok(database) = &self.database else {
            return;
        };
        let Some(case) = self
            .editing
            .as_ref()
            .and_then(CaseEditing::current)
            .map(CaseDraft::case)
        else {
            self.case_editor.kept.clear();
            return;
        };
        let kept = database.kept_texts(case.uuid);
        if kept
            .iter()
            .map(|k| k.id)
            .ne(self.case_editor.kept.iter().map(|k| k.id))
        {
            self.case_editor.kept = kept.to_vec();
        }
        let asked = (case.uuid, case.revision);
        if self.case_editor.tab == views::case_editor::EditorTab::Review
            && self
                .case_editor
                .history
                .as_ref()
                .is_none_or(|(uuid, revision, _)| (*uuid, *revision) != asked)
        {
            match database.case_changes(case.uuid) {
                Ok(changes) => self.case_editor.history = Some((asked.0, asked.1, changes)),
                Err(e) => {
                    self.case_editor.history = Some((asked.0, asked.1, Vec::new()));
                    self.notice = Some(ShownError::new(e));
                }
            }
        }
    }

    /// What the user chose for a text kept among the open case's conflicts.
    fn resolve_kept_text(&mut self, id: i64, choice: command::KeptTextChoice) {
        let (Ok(database), Some(editing)) = (&mut self.database, &mut self.editing) else {
            return;
        };
        let Some(draft) = editing.current_mut() else {
            return;
        };
        let uuid = draft.case().uuid;
        let Some(kept) = database
            .kept_texts(uuid)
            .iter()
            .find(|k| k.id == id)
            .cloned()
        else {
            return;
        };
        let done = match choice {
            command::KeptTextChoice::UseKept => {
                // An edit like any other: saved over the current revision, and synchronised.
                let revision = draft.case().revision;
                *draft.case_mut() = kept.case.clone();
                draft.case_mut().revision = revision;
                database.dismiss_kept(id)
            }
            command::KeptTextChoice::KeepCase => database.dismiss_kept(id),
            command::KeptTextChoice::Delete => {
                let deleted = database.delete_case(uuid).map(|_| ());
                if deleted.is_ok() {
                    editing.close_current();
                }
                deleted
            }
        };
        self.notice = done.err().map(ShownError::new);
        self.case_editor.kept.clear();
    }

    /// The traveller of the open case as last read (tests wait on it).
    pub fn traveller(&self) -> &jobs::traveller::CaseTraveller {
        &self.traveller
    }

    /// The results window (tests fill it and wait on it).
    pub fn results_import_window(&mut self) -> &mut views::results_import::ResultsImportWindow {
        &mut self.results_import
    }

    /// Names the open case's line of its traveller (`None`: the line its table result finds).
    fn choose_case_line(&mut self, line: Option<usize>) {
        let (Ok(database), Some(case)) = (&self.database, self.open_case()) else {
            return;
        };
        let table = match (line, self.traveller.field()) {
            (Some(i), Some(field)) => match field.board.traveller.lines.get(i) {
                Some(l) => Some(casebook::store::CaseTable {
                    section: l.section.clone(),
                    ns: l.ns,
                    ew: l.ew,
                }),
                None => return,
            },
            (Some(_), None) => return,
            (None, _) => None,
        };
        self.notice =
            jobs::traveller::keep_case_table(&database.location(), case.uuid, table.as_ref()).err();
        self.traveller.invalidate();
    }

    /// Follows the open database with the precedent index, asks it about the open case and
    /// the unit the law panel shows.
    fn follow_precedents(&mut self, ctx: &egui::Context) {
        let database = self.database.as_ref().ok().map(CaseDatabase::location);
        if self.precedents.follow(database.as_ref(), ctx) {
            ctx.request_repaint();
        }
        let draft = self.editing.as_ref().and_then(CaseEditing::current);
        self.precedents.ask_about(draft.map(CaseDraft::case));
        let anchor = matches!(self.law_browser.view(), law_browser::LawView::Unit)
            .then(|| self.law_browser.page().map(|page| page.link.anchor()))
            .flatten();
        self.precedents.ask_citing(anchor);
    }

    /// The Archive window, with the figures and the report for the years it shows.
    fn show_archive(&mut self, ctx: &egui::Context, language: Language) {
        let span = self.precedents.span();
        let years = self.archive.years.or(span);
        let statistics =
            years.and_then(|(from, to)| self.precedents.statistics(Some(from), Some(to)));
        let consistency = match (
            self.archive.tab,
            self.archive.consistency_years.or(span.map(|s| (s.1, s.1))),
        ) {
            (views::precedents::archive::ArchiveTab::Consistency, Some((from, to))) => {
                self.precedents.consistency(from, to, ctx)
            }
            _ => None,
        };
        let model = views::precedents::archive::ArchiveModel {
            language,
            state: self.precedents.state(),
            span,
            statistics,
            consistency,
        };
        views::precedents::archive::show(ctx, &mut self.archive, &model, &mut self.commands);
    }

    /// After the views drew: notice the edits, send the saves due, and wake the window when
    /// the next save is due or a save is on its way.
    fn tick_editing(&mut self, ctx: &egui::Context) {
        let Some(editing) = &mut self.editing else {
            return;
        };
        let wake = editing.tick(Instant::now());
        if let Some(after) = wake {
            ctx.request_repaint_after(after);
        }
        if editing.any_saving() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        // The frame was drawn before these saves were taken in: draw the list and the save
        // line again at once.
        if self.take_saved_rows() > 0 {
            // The archive changed: its precedents are indexed again.
            self.precedents.cases_changed();
            ctx.request_repaint();
        }
    }

    /// Puts the rows of the cases the autosaver stored into the case list; how many.
    fn take_saved_rows(&mut self) -> usize {
        let (Some(editing), Ok(database)) = (&mut self.editing, &mut self.database) else {
            return 0;
        };
        let stored = editing.take_stored();
        for case in &stored {
            database.update_summary(case);
        }
        if !stored.is_empty() {
            database.saved();
        }
        stored.len()
    }

    /// Carries out one command.
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Quit => ctx.send_viewport_cmd(ViewportCommand::Close),
            Command::SetLanguage(language) => self.state.language = language,
            Command::SetTheme(theme) => {
                self.state.theme = theme;
                self.sync_theme(ctx);
            }
            Command::ShowAbout => self.about_open = true,
            Command::OpenArchive => {
                let current = match &self.db_location {
                    Some(Location::Server(address)) => Some(address.clone()),
                    _ => None,
                };
                self.open_archive
                    .show_for(&self.state.recent_archives, current.as_ref(), None);
            }
            Command::OpenLogFolder => {
                let folder = crate::diagnostics::log::log_dir()
                    .map(Path::to_path_buf)
                    .or_else(|| self.state_dir.clone());
                let opened = match &folder {
                    Some(folder) => open_folder::open_folder(folder),
                    None => Err(open_folder::FolderNotOpened {
                        folder: None,
                        reason: String::new(),
                    }),
                };
                self.notice = opened.err().map(ShownError::new);
            }
            Command::ShowPublish => {
                let database = self.database.as_ref().ok().map(CaseDatabase::location);
                self.publish.open(database.as_ref());
            }
            Command::CasesPublished => {
                self.precedents.cases_changed();
                self.reload_cases();
            }
            Command::ShowArchive => self.archive.open = true,
            Command::ToggleHearingView => {
                self.hearing.open = !self.hearing.open;
                ctx.send_viewport_cmd(ViewportCommand::Fullscreen(self.hearing.open));
            }
            Command::OpenPrecedent(uuid) => {
                if let Some(case) = self.open_case()
                    && case.uuid != uuid
                {
                    self.precedent_trail = Some((case.uuid, case.identity.case_number.clone()));
                }
                self.select_case(uuid);
            }
            Command::PrintPollSheet(decision) => {
                if let Some(case) = self.open_case() {
                    let what = match decision {
                        casebook::hearing::PolledDecision::Call => "poll",
                        casebook::hearing::PolledDecision::OpeningLead => "lead-poll",
                    };
                    let name = format!(
                        "{}-{what}.pdf",
                        file_name_of(&case.identity.case_number, case.board.number.get())
                    );
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::PollSheet(decision), &name);
                }
            }
            Command::ReturnFromPrecedent => {
                if let Some((uuid, _)) = self.precedent_trail.take() {
                    self.select_case(uuid);
                }
            }
            Command::AnalyseAllDeals => {
                if let Ok(database) = &self.database {
                    self.analyse_deals.start(database.location());
                }
            }
            Command::SearchCases => {
                if let Ok(database) = &mut self.database {
                    self.notice = database
                        .search(&self.case_list.query)
                        .err()
                        .map(ShownError::new);
                }
            }
            Command::FilterCases => {
                if let Ok(database) = &mut self.database {
                    database.set_filter(self.case_list.filter.clone());
                }
            }
            Command::SelectCase(uuid) => self.select_case(uuid),
            Command::NewCase => self.new_case(),
            Command::ShowCommandPalette => self.palette.open(),
            Command::OpenDatabase => self
                .dialogs
                .ask(file_dialog::DialogPurpose::OpenDatabase, ""),
            Command::ImportFile => self.dialogs.ask(file_dialog::DialogPurpose::Import, ""),
            Command::ShowResultsImport => {
                let events = self
                    .database
                    .as_ref()
                    .map(|d| d.events().to_vec())
                    .unwrap_or_default();
                let open = self.open_case().map(|c| c.identity.event.clone());
                self.results_import.show_for(events, open.as_deref());
            }
            Command::ChooseResultsFile => self
                .dialogs
                .ask(file_dialog::DialogPurpose::ImportResults, ""),
            Command::RunResultsImport => {
                if let Ok(database) = &self.database {
                    self.results_import
                        .start(database.location(), self.state.language);
                }
            }
            Command::ChooseCaseLine(line) => self.choose_case_line(line),
            Command::FillFromHandRecord => {
                if self.open_case().is_some() {
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::FillFromHandRecord, "");
                }
            }
            Command::ExportCase(format) => {
                if let Some(case) = self.open_case() {
                    let name = format!(
                        "{}.{}",
                        file_name_of(&case.identity.case_number, case.board.number.get()),
                        format.extension()
                    );
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::ExportCase(format), &name);
                }
            }
            Command::Undo | Command::Redo | Command::KeepMyText => {
                if let Some(draft) = self.editing.as_mut().and_then(CaseEditing::current_mut) {
                    let now = Instant::now();
                    match command {
                        Command::Undo => _ = draft.undo(now),
                        Command::Redo => _ = draft.redo(now),
                        _ => draft.keep_mine(),
                    }
                }
            }
            Command::TakeStoredCase => self.take_stored_case(),
            Command::SyncReplica => match &self.database {
                Ok(database) if database.replica().is_some() => {
                    if let Some(path) = database.location().file() {
                        self.replica_sync.start(path.to_path_buf(), ctx);
                    }
                }
                _ => {
                    self.notice = Some(ShownError::new(casebook::store::StoreError::NotReplica {
                        replica: self
                            .db_location
                            .as_ref()
                            .map(ToString::to_string)
                            .unwrap_or_default(),
                    }))
                }
            },
            Command::ResolveKeptText(id, choice) => self.resolve_kept_text(id, choice),
            Command::DeleteCase => self.ask_delete(None),
            Command::AskDelete(uuid) => self.ask_delete(Some(uuid)),
            Command::ConfirmDelete => self.confirm_delete(),
            Command::CancelDelete => self.deletion.asking = None,
            Command::UndoDelete => self.undo_delete(),
            Command::DismissDeleted => self.deletion.deleted = None,
            Command::OpenTrainingCases => self.open_training_cases(),
            Command::LeaveTraining => self.leave_training(),
            Command::AnswerTrainingOffer(remove) => {
                if let Ok(database) = &mut self.database {
                    match database.answer_training_offer(remove) {
                        Ok(_) => self.training_offer = 0,
                        Err(e) => self.notice = Some(ShownError::new(e)),
                    }
                }
            }
            Command::ShowGuide => self.show_guide(),
            Command::ToggleLawPanel => {
                self.case_editor.side_panels.law_panel = Some(!self.law_panel_docked);
            }
            Command::OpenLaw(_) if !self.law_panel_docked => {
                // A law asked for is shown, wherever the panel was.
                self.case_editor.side_panels.law_panel = Some(true);
                self.law_browser.apply(command);
            }
            Command::OpenLaw(_)
            | Command::LawBack
            | Command::LawForward
            | Command::SearchLaws
            | Command::BrowseLaws(_) => self.law_browser.apply(command),
        }
        // The frame that produced the command was drawn with the old state.
        ctx.request_repaint();
    }

    /// Reads the case list (and the open case) again after their statuses changed.
    fn reload_cases(&mut self) {
        if let Ok(database) = &mut self.database {
            self.notice = database.reload().err().map(ShownError::new);
        }
        // The open case shows its new status unless it holds edits not yet saved: those are
        // saved over it, or meet it as a conflict the user resolves.
        if self.open_draft().is_some_and(|draft| !draft.is_unsaved()) {
            self.take_stored_case();
        }
    }

    /// Shows a case: its open draft if it has one (edits and history kept), else as stored.
    fn select_case(&mut self, uuid: Uuid) {
        let (Ok(database), Some(editing)) = (&self.database, &mut self.editing) else {
            return;
        };
        if editing.has_draft(uuid) {
            editing.select(uuid);
            self.notice = None;
            return;
        }
        match database.load_case(uuid) {
            Ok(case) => {
                editing.open(case);
                self.notice = None;
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// Works on another database from now on: the edits of this one are saved first, and
    /// when the other does not open the window stays on this one and says why.
    pub fn open_database(&mut self, location: impl Into<Location>) {
        let location = &location.into();
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.notice = Some(ShownError::new(UnsavedDrafts(unsaved)));
            return;
        }
        match CaseDatabase::open(Some(location)) {
            Ok(database) => self.install_database(database),
            // The store's errors name the file already.
            Err(e) => self.notice = Some(ShownError::from(e)),
        }
    }

    /// Starts connecting to the archive the Open archive form names, once the edits of the
    /// open one are saved.
    fn connect_archive(&mut self, ctx: &egui::Context) {
        let unsaved = self.flush_edits(Duration::from_secs(5));
        if !unsaved.is_empty() {
            self.open_archive.error = Some(UnsavedDrafts(unsaved).describe(self.state.language));
            return;
        }
        self.open_archive.connect(self.state.language, ctx);
    }

    /// Works on `database`, opened by the caller, from now on.
    fn install_database(&mut self, database: CaseDatabase) {
        tracing::info!(
            cases = database.case_count(),
            "opened the archive {}",
            database.location()
        );
        let journal = self.state_dir.as_deref().map(editing::recovery::drafts_dir);
        self.editing = Some(CaseEditing::new(database.location(), None, journal));
        self.state.remember(&database.location());
        self.db_location = Some(database.location());
        self.database = Ok(database);
        self.case_list = CaseList::default();
        self.notice = None;
        self.deletion = deletion::CaseDeletion::default();
        self.training_offer = self
            .database
            .as_ref()
            .map_or(0, |database| database.old_training_to_offer().len());
        if let Some(dir) = self.state_dir.clone() {
            let recoveries = self.recover_drafts(&dir);
            self.startup.add_recoveries(recoveries);
        }
        // An open Publish window publishes from the database now open.
        if self.publish.is_open() {
            self.publish.open(self.db_location.as_ref());
        }
    }

    /// The window's title: the archive's name and engine, then Casebook.
    pub fn title(&self) -> String {
        match &self.database {
            Ok(database) => {
                let location = database.location();
                format!("{} ({}) — {APP_NAME}", location.name(), location.engine())
            }
            Err(_) => APP_NAME.to_string(),
        }
    }

    fn sync_title(&mut self, ctx: &egui::Context) {
        let title = self.title();
        if title != self.shown_title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
    }

    /// The Open archive form's state (tests fill it and wait on it).
    pub fn open_archive_form(&mut self) -> &mut views::open_archive::OpenArchiveForm {
        &mut self.open_archive
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

    /// Imports a PBN or LIN file (a new case per board) or a case bundle, off the interface
    /// thread; the Import window shows the progress and then what was done.
    pub fn import_file(&mut self, file: PathBuf) {
        if let Ok(database) = &self.database {
            let job = jobs::import::ImportJob::import(file, database.location());
            self.import.start(job, None);
        }
    }

    /// Reads a hand-record file and offers its records of the open case's board.
    pub fn read_hand_records(&mut self, file: PathBuf) {
        if let Some(board) = self.open_case().map(|case| case.board.number) {
            self.import
                .start(jobs::import::ImportJob::read(file), Some(board));
        }
    }

    /// The Import window's state (tests wait on it).
    pub fn import_window(&mut self) -> &mut views::import_window::ImportWindow {
        &mut self.import
    }

    /// What the user chose in the Import window.
    pub fn import_chosen(&mut self, choice: views::import_window::ImportChoice) {
        match choice {
            views::import_window::ImportChoice::CasesImported => {
                self.precedents.cases_changed();
                if let Ok(database) = &mut self.database {
                    self.notice = database.reload().err().map(ShownError::new);
                }
            }
            views::import_window::ImportChoice::Fill(record) => {
                let Some(draft) = self.editing.as_mut().and_then(CaseEditing::current_mut) else {
                    return;
                };
                // Into the draft, not the store: the fill is saved like any edit and can be
                // undone in one step.
                match draft.case_mut().attach_hand_record(&record) {
                    Ok(_) => self.import.close(),
                    Err(e) => self.import.fill_failed(ShownError::new(e)),
                }
            }
        }
    }

    /// Writes the open case's poll sheet for `decision`: HTML when the name ends in .html,
    /// else a PDF.
    pub fn write_poll_sheet(
        &self,
        path: &Path,
        decision: casebook::hearing::PolledDecision,
    ) -> Result<(), ShownError> {
        let Some(case) = self.open_case() else {
            return Ok(());
        };
        let sheet = casebook::hearing::PollSheet::for_decision(case, decision, "")
            .map_err(ShownError::new)?;
        let html = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"));
        let bytes = if html {
            sheet.to_html(casebook::hearing::PageSize::A4).into_bytes()
        } else {
            sheet
                .to_pdf(casebook::hearing::PageSize::A4)
                .map_err(ShownError::new)?
        };
        tracing::info!(html, "wrote a poll sheet");
        std::fs::write(path, bytes).map_err(|source| {
            ShownError::new(FileError {
                path: path.to_path_buf(),
                source,
            })
        })
    }

    /// Writes the open case as a case bundle or a PBN game.
    pub fn export_open_case(
        &self,
        format: file_dialog::ExportFormat,
        path: &Path,
    ) -> Result<(), ShownError> {
        let Some(case) = self.open_case() else {
            return Ok(());
        };
        let text = match format {
            file_dialog::ExportFormat::Bundle => {
                casebook::store::Bundle::new(vec![case.clone()]).to_json()
            }
            file_dialog::ExportFormat::Pbn => {
                let mut record = case.to_hand_record();
                // The table and par shown for the case go out with it (PBN's Optimum tags).
                if let jobs::double_dummy::DoubleDummyState::Done(analysis) =
                    self.double_dummy.state()
                    && self.double_dummy.answers(case)
                {
                    casebook::pbn::set_double_dummy_tags(
                        &mut record,
                        &analysis.table,
                        &analysis.par,
                    );
                }
                casebook::pbn::write(&[record])
            }
        };
        std::fs::write(path, text).map_err(|source| {
            ShownError::new(FileError {
                path: path.to_path_buf(),
                source,
            })
        })
    }

    fn new_case(&mut self) {
        let (Ok(database), Some(editing)) = (&mut self.database, &mut self.editing) else {
            return;
        };
        match database.new_case() {
            Ok(case) => {
                editing.open(case);
                self.case_editor.tab = views::case_editor::EditorTab::Case;
                self.notice = None;
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// Replaces the open draft by the case as stored (after a conflict, or when something
    /// else changed the case, such as publishing).
    fn take_stored_case(&mut self) {
        let (Ok(database), Some(editing)) = (&self.database, &mut self.editing) else {
            return;
        };
        let Some(uuid) = editing.current().map(|draft| draft.case().uuid) else {
            return;
        };
        match database.load_case(uuid) {
            Ok(stored) => {
                if let Some(draft) = editing.current_mut() {
                    draft.take_stored(stored, Instant::now());
                }
            }
            Err(e) => self.notice = Some(ShownError::new(e)),
        }
    }

    /// Makes egui use the theme of the preferences (also after something else changed it).
    fn sync_theme(&self, ctx: &egui::Context) {
        let wanted = ThemePreference::from(self.state.theme.egui_theme());
        if ctx.options(|options| options.theme_preference) != wanted {
            ctx.set_theme(wanted);
            ctx.request_repaint();
        }
    }
}

/// A file name for an exported case: its number, or its board when it has none, with what
/// file systems refuse replaced.
fn file_name_of(case_number: &str, board: u32) -> String {
    let cleaned: String = case_number
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if cleaned.is_empty() {
        format!("board-{board}")
    } else {
        cleaned
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
