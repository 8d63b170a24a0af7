//! The main window: menu bar, the case list, the case editor, the law panel and a status bar.
//!
//! Each frame the views draw from the application state and push [`Command`]s; the commands
//! are applied once the frame is laid out (see [`command`]).

pub mod command;
pub mod database;
pub mod fonts;
pub mod law_browser;
pub mod state;
pub mod views;
pub mod widgets;

pub use command::{Command, CommandQueue};
pub use fonts::install_fonts;
pub use state::{Theme, UiState};

use casebook::case::Case;
use database::CaseDatabase;
use egui::{CentralPanel, Panel, ThemePreference, Ui, ViewportCommand};
use law_browser::LawBrowser;
use std::path::{Path, PathBuf};
use uuid::Uuid;
use views::case_list::{CaseList, CaseListModel};
use views::menu_bar::MenuBarModel;
use views::status_bar::StatusModel;

/// The window title and the name eframe stores the preferences under.
pub const APP_NAME: &str = "Casebook";

/// Opens the main window and runs until it is closed. `db_path` is the database named with
/// `--db`; `None` means the default database.
pub fn run(db_path: Option<PathBuf>) -> Result<(), eframe::Error> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(APP_NAME)
            .with_app_id("casebook")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 500.0]),
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native(
        APP_NAME,
        options,
        Box::new(|cc| Ok(Box::new(CasebookApp::new(cc, db_path)))),
    )
}

/// The application: persisted preferences plus the views' transient state.
pub struct CasebookApp {
    state: UiState,
    db_path: Option<PathBuf>,
    /// The open database, or why it did not open (shown instead of the case list).
    database: Result<CaseDatabase, String>,
    /// The case shown in the centre, as loaded when it was selected.
    open_case: Option<Case>,
    /// A failure to show in the centre pane (a search or a load that went wrong).
    notice: Option<String>,
    case_list: CaseList,
    /// The law panel: the unit open, its history, the law search.
    law_browser: LawBrowser,
    about_open: bool,
    /// The Publish casebook window and its worker.
    publish: views::publish::PublishDialog,
    commands: CommandQueue,
}

impl CasebookApp {
    /// Installs the fonts, restores the saved preferences and opens the case database
    /// (creating it with the sample cases on the first start).
    pub fn new(cc: &eframe::CreationContext<'_>, db_path: Option<PathBuf>) -> Self {
        install_fonts(&cc.egui_ctx);
        let database = CaseDatabase::open(db_path.as_deref()).map_err(|e| e.to_string());
        let app = Self::with_database(UiState::load(cc.storage), db_path, database);
        cc.egui_ctx.set_theme(app.state.theme.egui_theme());
        app
    }

    /// An application over a database opened (or failed) by the caller.
    pub fn with_database(
        state: UiState,
        db_path: Option<PathBuf>,
        database: Result<CaseDatabase, String>,
    ) -> Self {
        Self {
            state,
            db_path,
            database,
            open_case: None,
            notice: None,
            case_list: CaseList::default(),
            law_browser: LawBrowser::default(),
            about_open: false,
            publish: views::publish::PublishDialog::default(),
            commands: CommandQueue::default(),
        }
    }

    pub fn state(&self) -> &UiState {
        &self.state
    }

    pub fn db_path(&self) -> Option<&Path> {
        self.db_path.as_deref()
    }

    /// The open database, or the reason it did not open.
    pub fn database(&self) -> Result<&CaseDatabase, &str> {
        self.database.as_ref().map_err(String::as_str)
    }

    /// The case shown in the centre pane.
    pub fn open_case(&self) -> Option<&Case> {
        self.open_case.as_ref()
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

    /// Draws one frame into `ui` and then applies the commands the frame produced.
    pub fn show(&mut self, ui: &mut Ui) {
        self.sync_theme(ui.ctx());
        self.commands.push_shortcuts(ui.ctx());
        let language = self.state.language;

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
                db_path: self.db_path.as_deref(),
                case_count: self.database.as_ref().ok().map(CaseDatabase::case_count),
            };
            views::status_bar::show(ui, model);
        });
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
                    selected: self.open_case.as_ref().map(|case| case.uuid),
                };
                self.case_list.ui(ui, model, &mut self.commands);
            });
        Panel::right("law_panel")
            .resizable(true)
            .default_size(360.0)
            .size_range(220.0..=(width * 0.35).max(220.0))
            .show(ui, |ui| {
                views::law_panel::show(ui, language, &mut self.law_browser, &mut self.commands);
            });
        CentralPanel::default().show(ui, |ui| {
            if let Err(reason) = &self.database {
                views::notice(ui, &language.tr("case-list-open-failed"), reason);
            } else if let Some(notice) = &self.notice {
                views::notice(ui, &language.tr("notice-heading"), notice);
            } else if let Some(case) = &self.open_case {
                views::case_sheet::show(ui, case, language);
            } else {
                views::case_editor::show(ui, language);
            }
        });
        views::about::show(ui.ctx(), language, &mut self.about_open);
        views::publish::show(ui.ctx(), language, &mut self.publish, &mut self.commands);

        for command in self.commands.take() {
            self.apply(ui.ctx(), command);
        }
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
            Command::ShowPublish => {
                let path = self.database.as_ref().ok().map(|d| d.path().to_path_buf());
                self.publish.open(path.as_deref());
            }
            Command::CasesPublished => self.reload_cases(),
            Command::SearchCases => {
                if let Ok(database) = &mut self.database {
                    self.notice = database
                        .search(&self.case_list.query)
                        .err()
                        .map(|e| e.to_string());
                }
            }
            Command::SelectCase(uuid) => self.select_case(uuid),
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
            self.notice = database.reload().err().map(|e| e.to_string());
        }
        if let Some(uuid) = self.open_case.as_ref().map(|case| case.uuid) {
            self.select_case(uuid);
        }
    }

    fn select_case(&mut self, uuid: Uuid) {
        let Ok(database) = &self.database else {
            return;
        };
        match database.load_case(uuid) {
            Ok(case) => {
                self.open_case = Some(case);
                self.notice = None;
            }
            Err(e) => self.notice = Some(e.to_string()),
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

impl eframe::App for CasebookApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.state.save(storage);
    }
}
