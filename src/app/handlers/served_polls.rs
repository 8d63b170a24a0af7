//! A poll served to the pollees' phones from the window: served with its problem frozen from
//! the poll sheet, the window's server started on the address the Director chose (and kept
//! while a poll of the archive is open), the answers read again as the server keeps them, set
//! aside with a reason, the poll closed, its slips written.

use crate::app::command::Command;
use crate::app::file_dialog;
use crate::app::main_window::CasebookApp;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::hearing::{PollSheet, PolledDecision};
use casebook::poll::served_sheet::answers_html;
use casebook::poll::serving::PollServer;
use casebook::poll::slips::slips_html;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

/// Why a poll could not be served from the window.
#[derive(Debug)]
enum ServingFailure {
    /// The address typed is not ADDRESS:PORT.
    Address(String),
    /// The address could not be listened on (in use, not this computer's).
    Listen { address: String, reason: String },
}

impl Described for ServingFailure {
    fn describe(&self, language: Language) -> String {
        let mut args = FluentArgs::new();
        match self {
            ServingFailure::Address(text) => {
                args.set("address", text.clone());
                language.tr_args("served-error-address", &args)
            }
            ServingFailure::Listen { address, reason } => {
                args.set("address", address.clone());
                args.set("reason", reason.clone());
                language.tr_args("served-error-listen", &args)
            }
        }
    }
}

impl CasebookApp {
    pub(super) fn apply_to_served_polls(&mut self, command: Command) {
        let result = match command {
            Command::ServePoll(position) => self.serve_poll(position),
            Command::SetServedAnswerAside(token) => self.set_answer_aside(token),
            Command::CloseServedPoll(id) => self.close_served_poll(id),
            Command::SavePollSlips(id) => {
                let name = format!("poll-slips-{id}.html");
                self.dialogs
                    .ask(file_dialog::DialogPurpose::PollSlips(id), &name);
                Ok(())
            }
            Command::SavePollRecord(id) => {
                let name = format!("poll-record-{id}.html");
                self.dialogs
                    .ask(file_dialog::DialogPurpose::PollRecord(id), &name);
                Ok(())
            }
            other => {
                super::misrouted(other, "apply routes only served polls' commands here");
                Ok(())
            }
        };
        if let Err(error) = result {
            self.notice = Some(error);
        }
        // Read again on the next frame.
        self.case_editor.workflow.served.case = None;
    }

    /// Serves the open case's poll at `position` (or serves again the one left open there),
    /// starting the window's server if it is not running.
    fn serve_poll(&mut self, position: usize) -> Result<(), ShownError> {
        let Some(case) = self.open_case().cloned() else {
            return Ok(());
        };
        let Ok(database) = &mut self.database else {
            return Ok(());
        };
        let form = self.case_editor.workflow.served.form.clone();
        if self.poll_server.is_none() {
            let bind: SocketAddr = form
                .bind
                .trim()
                .parse()
                .map_err(|_| ShownError::new(ServingFailure::Address(form.bind.clone())))?;
            let store = database.second_connection().map_err(ShownError::new)?;
            let server =
                PollServer::start(store, bind, self.state.language.tag()).map_err(|e| {
                    ShownError::new(ServingFailure::Listen {
                        address: form.bind.clone(),
                        reason: e.to_string(),
                    })
                })?;
            tracing::info!(address = %server.address(), "serving polls");
            self.poll_server = Some(server);
        }
        let open = database
            .served_polls(case.uuid)
            .map_err(ShownError::new)?
            .into_iter()
            .any(|p| p.is_open() && p.poll == position);
        if open {
            return Ok(());
        }
        // The problem the poll states: the opening lead's when it is the lead sheet's, else
        // the call's.
        let problem = case
            .polls
            .get(position)
            .map(|p| p.problem.trim().to_string());
        let lead = PollSheet::for_decision(&case, PolledDecision::OpeningLead, &form.methods)
            .ok()
            .filter(|sheet| problem.as_deref() == Some(sheet.problem_text().trim()));
        let sheet = match lead {
            Some(sheet) => sheet,
            None => PollSheet::for_decision(&case, PolledDecision::Call, &form.methods)
                .map_err(ShownError::new)?,
        };
        let by = database.signing_login().unwrap_or_default().to_string();
        database
            .serve_poll(case.uuid, position, &sheet.frozen(), &form.classes(), &by)
            .map_err(ShownError::new)?;
        Ok(())
    }

    fn set_answer_aside(
        &mut self,
        token: casebook::poll::served::LinkToken,
    ) -> Result<(), ShownError> {
        let reason = self
            .case_editor
            .workflow
            .served
            .aside
            .get(&token)
            .cloned()
            .unwrap_or_default();
        let by = self.case_editor.workflow.author.clone();
        let Ok(database) = &mut self.database else {
            return Ok(());
        };
        database
            .set_served_answer_aside(token, &reason, &by)
            .map_err(ShownError::new)?;
        self.case_editor.workflow.served.aside.remove(&token);
        Ok(())
    }

    /// Closes a poll; the window's server stops once no poll of the archive is open.
    fn close_served_poll(&mut self, id: i64) -> Result<(), ShownError> {
        let Ok(database) = &mut self.database else {
            return Ok(());
        };
        database.close_served_poll(id).map_err(ShownError::new)?;
        if !database.any_poll_open().map_err(ShownError::new)?
            && let Some(server) = self.poll_server.take()
        {
            server.stop();
        }
        Ok(())
    }

    /// Writes a served poll's slips, with the links of the window's server.
    pub(super) fn write_poll_slips(&self, path: &Path, id: i64) -> Result<(), ShownError> {
        let Some(server) = &self.poll_server else {
            return Ok(());
        };
        self.write_served_poll(path, id, |poll| {
            slips_html(poll, |pollee| server.link(pollee.token))
        })
    }

    /// Writes a served poll's record: the problem as shown, every answer.
    pub(super) fn write_poll_record(&self, path: &Path, id: i64) -> Result<(), ShownError> {
        self.write_served_poll(path, id, answers_html)
    }

    /// Writes the page `page` makes of the open case's served poll `id`, as it is now.
    fn write_served_poll(
        &self,
        path: &Path,
        id: i64,
        page: impl FnOnce(&casebook::poll::served::ServedPoll) -> String,
    ) -> Result<(), ShownError> {
        let (Some(case), Ok(database)) = (self.open_case(), &self.database) else {
            return Ok(());
        };
        let polls = database.served_polls(case.uuid).map_err(ShownError::new)?;
        let Some(poll) = polls.iter().find(|p| p.id == id) else {
            return Ok(());
        };
        std::fs::write(path, page(poll)).map_err(|source| {
            ShownError::new(crate::i18n::errors::FileError {
                path: path.to_path_buf(),
                source,
            })
        })
    }

    /// Reads the open case's served polls again when the case changed or the server kept an
    /// answer; while serving, looks again twice a second.
    pub(in crate::app) fn follow_served_polls(&mut self, ctx: &egui::Context) {
        let received = self.poll_server.as_ref().map_or(0, PollServer::received);
        let serving = self.poll_server.as_ref().map(PollServer::origin);
        let view = &mut self.case_editor.workflow.served;
        if view.serving != serving {
            view.serving = serving;
        }
        if self.poll_server.is_some() {
            ctx.request_repaint_after(Duration::from_millis(500));
        }
        let (Ok(database), Some(case)) = (
            &self.database,
            self.editing
                .as_ref()
                .and_then(|e| e.current())
                .map(|d| d.case().uuid),
        ) else {
            return;
        };
        if view.case == Some(case) && view.read_at == received {
            return;
        }
        match database.served_polls(case) {
            Ok(polls) => {
                view.polls = polls;
                view.case = Some(case);
                view.read_at = received;
            }
            Err(error) => {
                view.case = Some(case);
                view.read_at = received;
                self.notice = Some(ShownError::new(error));
            }
        }
    }
}
