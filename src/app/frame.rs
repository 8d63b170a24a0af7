//! One frame of the main window: the jobs and the archive followed, the panels and windows drawn
//! from the state, and then the commands they pushed carried out.

use crate::app::database::CaseDatabase;
use crate::app::editing::{CaseDraft, CaseEditing};
use crate::app::main_window::{APP_NAME, CasebookApp};
use crate::app::views::case_list::CaseListModel;
use crate::app::views::menu_bar::MenuBarModel;
use crate::app::views::status_bar::StatusModel;
use crate::app::{side_panes, views};
use crate::i18n::{Described, Language, ShownError};
use egui::{CentralPanel, Panel, ThemePreference, Ui, ViewportCommand};
use std::time::Duration;

impl CasebookApp {
    /// Poll mode's frame: the pollee's page and nothing else — no menu, no shortcut, no other
    /// case; closing the window asks for the PIN instead.
    fn show_poll_mode(&mut self, ui: &mut Ui) {
        let language = self.state.language;
        if ui.ctx().input(|i| i.viewport().close_requested()) {
            ui.ctx().send_viewport_cmd(ViewportCommand::CancelClose);
            self.poll_mode.leaving.get_or_insert_with(String::new);
        }
        self.follow_served_polls(ui.ctx());
        let poll = self.served_poll_in_mode().cloned();
        views::poll_mode::show(
            ui,
            &mut self.poll_mode,
            poll.as_ref(),
            language,
            &mut self.commands,
        );
        for command in self.commands.take() {
            self.apply(ui.ctx(), command);
        }
    }

    /// Draws one frame into `ui` and then applies the commands the frame produced.
    pub fn show(&mut self, ui: &mut Ui) {
        self.first_window.follow(ui.ctx());
        self.sync_theme(ui.ctx());
        self.sync_title(ui.ctx());
        if self.poll_mode.is_on() {
            self.show_poll_mode(ui);
            return;
        }
        self.commands.push_shortcuts(ui.ctx());
        let language = self.state.language;
        if let Some(database) = self.open_archive.poll(language) {
            self.install_database(database);
        }
        self.follow_double_dummy(ui.ctx());
        self.follow_traveller(ui.ctx());
        self.follow_replica_sync(ui.ctx());
        self.case_editor.may_review = self.database.as_ref().ok().map(CaseDatabase::may_review);
        if let Ok(database) = &self.database
            && database.hearing_bodies() != &self.case_editor.hearing_bodies
        {
            self.case_editor.hearing_bodies = database.hearing_bodies().clone();
        }
        self.case_editor.may_edit = self.database.as_ref().ok().map(CaseDatabase::may_edit);
        let reviews = self
            .database
            .as_ref()
            .ok()
            .map(CaseDatabase::reviewed_cases)
            .unwrap_or_default();
        if self.case_editor.reviews != reviews {
            self.case_editor.reviews = reviews;
        }
        let signs_as = self
            .database
            .as_ref()
            .ok()
            .and_then(CaseDatabase::signing_login);
        if self.case_editor.signs_as.as_deref() != signs_as {
            self.case_editor.signs_as = signs_as.map(str::to_owned);
        }
        self.follow_open_case_record();
        self.follow_served_polls(ui.ctx());
        self.follow_precedents(ui.ctx());
        views::poll_mode::pin_window(ui.ctx(), &mut self.poll_mode, language, &mut self.commands);
        if self.hearing.open {
            // The room sees the case and nothing else; no panel, menu or field is drawn.
            let case = self
                .editing
                .as_ref()
                .and_then(CaseEditing::current)
                .map(CaseDraft::case);
            // The poll's tally counts the answers given on the pollees' phones too.
            let served = &self.case_editor.workflow.served.polls;
            let with_served = case.filter(|_| !served.is_empty()).map(|case| {
                let mut shown = case.clone();
                casebook::poll::served::with_served_answers(&mut shown, served);
                shown
            });
            let case = with_served.as_ref().or(case);
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
        self.law_pane_docked = self
            .case_editor
            .side_panes
            .law_pane_shown(width, reading_step);
        if self.law_pane_docked {
            Panel::right("law_panel")
                .resizable(true)
                .default_size(side_panes::LAW_PANEL_WIDTH)
                .size_range(220.0..=(width * 0.35).max(220.0))
                .show(ui, |ui| {
                    let citing = views::precedents::citing::CitingModel {
                        state: self.precedents.state(),
                        cases: self.precedents.citing(),
                        elsewhere: self.precedents.cited_elsewhere(),
                    };
                    // A Law is shown in the interface's language where the library has it.
                    if let Ok(reader) = casebook::laws::Language::from_code(language.tag()) {
                        self.law_browser.set_reader(reader);
                    }
                    views::law_pane::show(
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
                    views::law_pane::show_toggle(ui, language, &mut self.commands)
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
                    &views::board_model::BoardModel {
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
        views::hearing_bodies::show(
            ui.ctx(),
            language,
            &mut self.hearing_bodies,
            &mut self.commands,
        );
        if views::open_archive::show(ui.ctx(), language, &mut self.open_archive) {
            self.connect_archive(ui.ctx());
        }
        views::startup_notice::show(ui.ctx(), language, &mut self.startup, &mut self.commands);
        views::publish::show(ui.ctx(), language, &mut self.publish, &mut self.commands);
        views::panel::show_panel(ui.ctx(), language, &mut self.panel, &mut self.commands);
        views::panel::show_comment(ui.ctx(), language, &mut self.comment, &mut self.commands);
        views::results_import::show(
            ui.ctx(),
            language,
            &mut self.results_import,
            &mut self.commands,
        );
        self.library_texts.poll();
        if self.library_texts.is_reading() {
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        views::library_texts::show(
            ui.ctx(),
            language,
            &mut self.library_texts,
            &mut self.commands,
        );
        views::analyse_deals::show(ui.ctx(), language, &mut self.analyse_deals);
        views::guide_pdf::show(ui.ctx(), language, &mut self.guide_pdf);
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

    /// The Archive window, with the figures and the report for the years it shows.
    fn show_archive(&mut self, ctx: &egui::Context, language: Language) {
        let span = self.precedents.span();
        let years = self.archive.years.or(span);
        let statistics =
            years.and_then(|(from, to)| self.precedents.statistics(Some(from), Some(to)));
        let panel =
            years.and_then(|(from, to)| self.precedents.panel_statistics(Some(from), Some(to)));
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
            panel,
            consistency,
        };
        views::precedents::archive::show(ctx, &mut self.archive, &model, &mut self.commands);
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

    /// Makes egui use the theme of the preferences (also after something else changed it).
    pub(in crate::app) fn sync_theme(&self, ctx: &egui::Context) {
        let wanted = ThemePreference::from(self.state.theme.egui_theme());
        if ctx.options(|options| options.theme_preference) != wanted {
            ctx.set_theme(wanted);
            ctx.request_repaint();
        }
    }
}
