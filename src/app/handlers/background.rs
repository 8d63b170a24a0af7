//! The background jobs as the window follows them each frame: the open case's double-dummy
//! analysis and traveller asked for when what they depend on changed, the precedent index kept
//! up with the archive, a replica's sync started when due, and the batch of all deals analysed.

use super::misrouted;
use crate::app::command::Command;
use crate::app::database::CaseDatabase;
use crate::app::editing::{CaseDraft, CaseEditing};
use crate::app::main_window::CasebookApp;
use crate::app::{jobs, law_browser, views};
use crate::i18n::ShownError;
use std::path::Path;
use std::time::Instant;

impl CasebookApp {
    /// Carries out a command that starts a background job.
    pub(in crate::app) fn apply_to_background(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::AnalyseAllDeals => {
                if let Ok(database) = &self.database {
                    self.analyse_deals.start(database.location());
                }
            }
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
            other => misrouted(
                other,
                "apply routes only the background jobs' commands here",
            ),
        }
    }

    /// Asks for the open case's double-dummy analysis when the deal, its markings or the play
    /// changed, takes in the answers, and hands the table to the adjusted-score form.
    pub(in crate::app) fn follow_double_dummy(&mut self, ctx: &egui::Context) {
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
    pub(in crate::app) fn follow_traveller(&mut self, ctx: &egui::Context) {
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
    pub(in crate::app) fn follow_replica_sync(&mut self, ctx: &egui::Context) {
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

    /// Follows the open database with the precedent index, asks it about the open case and
    /// the unit the law panel shows.
    pub(in crate::app) fn follow_precedents(&mut self, ctx: &egui::Context) {
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

    /// The open case's double-dummy analysis (tests wait on it).
    pub fn double_dummy(&self) -> &jobs::double_dummy::DoubleDummy {
        &self.double_dummy
    }

    /// The traveller of the open case as last read (tests wait on it).
    pub fn traveller(&self) -> &jobs::traveller::CaseTraveller {
        &self.traveller
    }

    /// The archive's precedent index (tests wait for it).
    pub fn precedents(&self) -> &jobs::precedents::Precedents {
        &self.precedents
    }

    /// The Analyse all deals window (tests wait on it).
    pub fn analyse_deals(&self) -> &views::analyse_deals::AnalyseDealsWindow {
        &self.analyse_deals
    }

    /// An open replica's sync: running, and how the last one ended (the status bar, tests).
    pub fn replica_sync(&self) -> &jobs::replica_sync::ReplicaSync {
        &self.replica_sync
    }
}
