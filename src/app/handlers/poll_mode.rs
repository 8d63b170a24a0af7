//! Poll mode carried out: the PIN set and the mode started full screen on the first pollee
//! not yet answered, each answer kept in the archive before the page says it was received
//! (the phone's path: one answer a link), the next pollee, and the way back with the PIN.

use crate::app::command::Command;
use crate::app::main_window::CasebookApp;
use crate::i18n::Described;
use casebook::poll::served::{LinkToken, ServedPoll};
use egui::ViewportCommand;

impl CasebookApp {
    pub(super) fn apply_to_poll_mode(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::AskPollMode(id) => {
                self.poll_mode.setting = Some((String::new(), String::new()));
                self.poll_mode.asked = Some(id);
                self.poll_mode.refused_pin = None;
            }
            Command::StartPollMode => match self.poll_mode.start() {
                Ok(()) => {
                    let first = self.poll_in_mode_now().as_ref().and_then(next_unanswered);
                    self.poll_mode.next_pollee(first);
                    ctx.send_viewport_cmd(ViewportCommand::Fullscreen(true));
                    tracing::info!("poll mode started");
                }
                Err(key) => self.poll_mode.refused_pin = Some(key),
            },
            Command::SendPollModeAnswer => self.send_poll_mode_answer(),
            Command::NextPolleeInPollMode => {
                // Read now: a phone may have answered for a pollee meanwhile.
                let next = self.poll_in_mode_now().as_ref().and_then(next_unanswered);
                self.poll_mode.next_pollee(next);
            }
            Command::LeavePollMode => {
                let typed = self.poll_mode.leaving.clone().unwrap_or_default();
                if self.poll_mode.leave_with(&typed) {
                    ctx.send_viewport_cmd(ViewportCommand::Fullscreen(false));
                    tracing::info!("poll mode left");
                }
            }
            other => super::misrouted(other, "apply routes only poll mode's commands here"),
        }
        // The answers are read again on the next frame.
        self.case_editor.workflow.served.case = None;
    }

    /// The served poll poll mode hands round, as last read.
    pub(in crate::app) fn served_poll_in_mode(&self) -> Option<&ServedPoll> {
        let id = self.poll_mode.poll?;
        self.case_editor
            .workflow
            .served
            .polls
            .iter()
            .find(|p| p.id == id)
    }

    /// The served poll poll mode hands round, read from the archive now.
    fn poll_in_mode_now(&self) -> Option<ServedPoll> {
        let id = self.poll_mode.poll?;
        let case = self.open_case()?.uuid;
        let database = self.database.as_ref().ok()?;
        database
            .served_polls(case)
            .ok()?
            .into_iter()
            .find(|p| p.id == id)
    }

    fn send_poll_mode_answer(&mut self) {
        let (Some(token), Ok(database)) = (self.poll_mode.pollee, &mut self.database) else {
            return;
        };
        let answer = self.poll_mode.answer();
        match database.record_served_answer(token, &answer) {
            Ok(Ok(kept)) => self.poll_mode.sent = Some(Ok(kept.given.action)),
            Ok(Err(refused)) => self.poll_mode.sent = Some(Err(refused)),
            Err(error) => {
                self.poll_mode.failure = Some(error.describe(self.state.language));
            }
        }
    }
}

/// The first pollee of `poll` without an answer.
fn next_unanswered(poll: &ServedPoll) -> Option<LinkToken> {
    poll.pollees
        .iter()
        .find(|p| p.answer.is_none())
        .map(|p| p.token)
}
